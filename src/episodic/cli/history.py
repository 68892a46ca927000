"""``episodic import --format ...``: a person's history and memories from other products.

The file is read whole first (a file that is not what ``--format`` says fails before anything
is stored); then each conversation, and each batch of memories, commits on its own with the
import's ledger, so Ctrl-C keeps what was committed and the same command resumes (a second run
adds nothing). Progress goes to stderr, the report to stdout (``--json`` for scripts).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar, get_args

import click

from episodic import (
    Config,
    EntriesConfig,
    Export,
    ImportedItem,
    ImportFormat,
    ImportReport,
    Scope,
    read_export,
)
from episodic.cli.options import open_writing
from episodic.cli.progress import Progress, Stopped, interrupted, stoppable

F = TypeVar("F", bound=Callable[..., Any])

format_option = click.option(
    "--format",
    "format_",
    type=click.Choice(["entries", *get_args(ImportFormat)]),
    default="entries",
    show_default=True,
    help="What FILE is: entries (JSONL of entries, as `timeline --json` prints), chatgpt or "
    "claude (conversations.json of their data export, or the export's ZIP), messages (JSONL "
    "of role/content/time), mem0 (a get_all dump), langgraph (a LangGraph/LangMem store "
    "dump), memories (a JSON list). See docs/import.md.",
)


def export_options(function: F) -> F:
    """The options of an import of another product's export."""
    options = (
        click.option(
            "--person",
            default=None,
            help="Whose memories to take when the file holds several people's (mem0's "
            "user_id, a LangGraph namespace or its first parts); they go to --user.",
        ),
        click.option(
            "--dry-run", is_flag=True, help="Store nothing: print what each record would give."
        ),
        click.option("--json", "as_json", is_flag=True, help="Print the report as JSON."),
        click.option(
            "--llm",
            envvar="EPISODIC_LLM",
            default="",
            help="Extraction model for conversations: openai:<model> or anthropic:<model>; "
            "empty for the offline extractor. Env: EPISODIC_LLM.",
        ),
        click.option(
            "--llm-base-url",
            envvar="EPISODIC_LLM_BASE_URL",
            default=None,
            help="OpenAI-compatible server for --llm openai:<model>. Env: EPISODIC_LLM_BASE_URL.",
        ),
    )
    for option in reversed(options):
        function = option(function)
    return function


def import_export(data: bytes, format_: ImportFormat, scope: Scope, **options: Any) -> None:
    """Read ``data`` as ``format_`` and import it into ``scope`` (see the module notes).

    ``options``: ``db``, ``embedder``, ``batch_size``, ``person``, ``dry_run``, ``as_json``,
    ``llm``, ``llm_base_url``, ``model`` (how the model is called: timeout, retries, reply
    size, context window, request style).
    """
    export = read_export(data, format_)
    if not len(export):
        click.echo(f"Nothing to import: the {format_} file holds no records.")
        return
    config = Config(entries=EntriesConfig(write_batch_size=options["batch_size"]))
    config = options["model"].config(config)
    with open_writing(
        options["db"],
        options["embedder"],
        config=config,
        worker=False,
        llm=options["llm"] or None,
        llm_base_url=options["llm_base_url"],
    ) as memory:
        progress = Progress("import", "records committed")
        report = _run(memory.imports.run, scope, export, progress, options)
        progress.finish()
    if options["as_json"]:
        click.echo(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    else:
        _show(report)
    _problems(report)


def _run(
    run: Callable[..., ImportReport],
    scope: Scope,
    export: Export,
    progress: Progress,
    options: dict[str, Any],
) -> ImportReport:
    records = len(export.conversations) + len(export.memories)
    try:
        with stoppable(progress) as on_progress:
            return run(
                scope,
                export,
                person=options["person"],
                dry_run=options["dry_run"],
                on_progress=on_progress,
            )
    except Stopped:
        raise interrupted(f"{progress.done} of {records}", "records") from None
    except KeyboardInterrupt:
        raise interrupted(f"at least {progress.done} of {records}", "records") from None


def _show(report: ImportReport) -> None:
    """The report in words: each record in a dry run, then the totals."""
    if report.dry_run:
        for item in report.items:
            click.echo(_line(item))
    verb = "Would import" if report.dry_run else "Imported"
    click.echo(f"{verb}: {_totals(report)}")


def _problems(report: ImportReport) -> None:
    """On stderr, each record refused or stored with a part refused, by its position."""
    problems = [item for item in report.items if _problem(item)]
    if problems:
        click.echo(f"{len(problems)} record(s) refused or stored in part:", err=True)
        for item in problems:
            click.echo(f"  record {item.position}: {item.outcome}: {item.reason}", err=True)


def _problem(item: ImportedItem) -> bool:
    """A record refused, or stored with a part refused (a turn too long, say)."""
    return item.outcome == "refused" or (item.reason is not None and item.outcome != "skipped")


def _totals(report: ImportReport) -> str:
    said = [f"{report.count(o)} {o}" for o in ("imported", "held", "grounded", "reinforced")]
    said = [part for part in said if not part.startswith("0 ")] or ["0 records"]
    line = ", ".join(said)
    if report.format in ("chatgpt", "claude", "messages"):
        line += (
            f" ({report.total('messages')} messages; {report.total('entries')} new entries, "
            f"{report.total('held')} of them held for review; {report.total('grounded')} "
            f"imported memories grounded; {report.total('refused')} notes refused)"
        )
    return line + f"; {report.count('refused')} refused, {report.count('skipped')} skipped."


def _line(item: ImportedItem) -> str:
    """One record of a dry run."""
    head = f"{item.kind} {item.position}: {item.outcome}"
    if item.kind == "conversation" and item.outcome == "imported":
        head += (
            f" - {item.messages} messages, {item.entries} entries ({item.held} held), "
            f"{item.refused} refused, {item.grounded} grounded"
        )
        if item.skipped:
            head += "; left out: " + ", ".join(f"{k} {v}" for k, v in item.skipped.items())
    if item.reason:
        head += f" ({item.reason})"
    return head

"""Commands that run or inspect background work: ``worker``, ``jobs``, ``jobs retry``, ``demo``."""

from __future__ import annotations

import functools
import signal
from collections.abc import Callable
from datetime import UTC
from pathlib import Path
from typing import Any

import click

from episodic import (
    Config,
    Job,
    JobsConfig,
    Memory,
    disable_telemetry,
    enable_telemetry,
    redact,
)
from episodic.cli.options import (
    DEFAULT_DB,
    db_option,
    embedder_option,
    json_option,
    open_reading,
    open_writing,
    show_list,
)
from episodic.server.settings import ModelOptions

llm_option = click.option(
    "--llm",
    envvar="EPISODIC_LLM",
    default="",
    help="Extraction model: openai:<model> or anthropic:<model>; empty for the offline "
    "extractor. Env: EPISODIC_LLM.",
)
llm_base_url_option = click.option(
    "--llm-base-url",
    envvar="EPISODIC_LLM_BASE_URL",
    default=None,
    help="OpenAI-compatible server for --llm openai:<model>, e.g. http://localhost:11434/v1. "
    "Env: EPISODIC_LLM_BASE_URL.",
)


def model_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """Add the flags of how the model is called (``--llm-timeout``, ``--llm-retries``,
    ``--llm-max-tokens``, ``--llm-context-tokens``, ``--prompt-style``,
    ``--one-call-per-turn``); the command receives
    them as one ``model`` keyword, a :class:`ModelOptions` that also reads their
    ``EPISODIC_*`` variables (a flag wins over its variable)."""

    @functools.wraps(command)
    def wrapper(
        *args: Any,
        llm_timeout: float | None,
        llm_retries: int | None,
        llm_max_tokens: int | None,
        llm_context_tokens: int | None,
        prompt_style: str | None,
        one_call_per_turn: bool | None,
        **kwargs: Any,
    ) -> Any:
        model = ModelOptions.from_env(
            timeout=llm_timeout,
            retries=llm_retries,
            max_tokens=llm_max_tokens,
            context_tokens=llm_context_tokens,
            prompt_style=prompt_style,
            one_call=one_call_per_turn,
        )
        return command(*args, model=model, **kwargs)

    options = [
        click.option(
            "--llm-timeout",
            type=click.FloatRange(min=0, min_open=True),
            default=None,
            help="Seconds before a model request is abandoned and retried (default 60; a "
            "local model's first request may need more). Env: EPISODIC_LLM_TIMEOUT.",
        ),
        click.option(
            "--llm-retries",
            type=click.IntRange(min=0),
            default=None,
            help="Extra tries after a timeout or server error (default 3). "
            "Env: EPISODIC_LLM_RETRIES.",
        ),
        click.option(
            "--llm-max-tokens",
            type=click.IntRange(min=1),
            default=None,
            help="Most tokens of one model reply (default 2048). Env: EPISODIC_LLM_MAX_TOKENS.",
        ),
        click.option(
            "--llm-context-tokens",
            type=click.IntRange(min=1),
            default=None,
            help="The model's context window; longer turns are sent in parts (default: ask "
            "the server, if it says). Env: EPISODIC_LLM_CONTEXT_TOKENS.",
        ),
        click.option(
            "--prompt-style",
            type=click.Choice(["auto", "compact", "full"]),
            default=None,
            help="Extraction request: compact (small models follow it), full (the whole "
            "rule book) or auto (compact for a model behind --llm-base-url, full for a "
            "vendor's API; the default). Env: EPISODIC_PROMPT_STYLE.",
        ),
        click.option(
            "--one-call-per-turn",
            is_flag=True,
            default=None,
            help="One model call per turn for entries, profile and session memory, instead "
            "of one each (for a slow model). Env: EPISODIC_ONE_CALL_PER_TURN=1.",
        ),
    ]
    for option in reversed(options):
        wrapper = option(wrapper)
    return wrapper


@click.command()
@click.option("--db", default="episodic-demo.db", show_default=True, help="Demo database file.")
@embedder_option
def demo(db: str, embedder: str) -> None:
    """Create a demo database, store sample support cases, recall and print the <memory> block."""
    from episodic.demo import run_demo

    run_demo(Path(db), embedder, click.echo)


@click.command()
@db_option
@embedder_option
@llm_option
@llm_base_url_option
@click.option("--once", is_flag=True, help="Run the due jobs, then exit.")
@click.option(
    "--lease-seconds",
    type=click.FloatRange(min=0, min_open=True),
    default=None,
    help="Override the job lease.",
)
@click.option(
    "--traces",
    default=None,
    envvar="EPISODIC_TRACES",
    metavar="URL",
    help="Send OpenTelemetry spans of the jobs over OTLP/HTTP to URL, e.g. "
    "http://127.0.0.1:4318/v1/traces (pip install 'episodic-ai[telemetry]'). "
    "Env: EPISODIC_TRACES.",
)
@model_options
def worker(
    db: str,
    embedder: str,
    llm: str,
    llm_base_url: str | None,
    once: bool,
    lease_seconds: float | None,
    traces: str | None,
    model: ModelOptions,
) -> None:
    """Run background jobs (entry extraction) from the database until stopped (Ctrl-C or
    SIGTERM)."""
    if traces:
        if not traces.startswith(("http://", "https://")):
            raise click.BadParameter(
                f"a URL such as http://127.0.0.1:4318/v1/traces, not {traces[:60]!r}",
                param_hint="--traces / EPISODIC_TRACES",
            )
        enable_telemetry(traces=True, otlp_endpoint=traces)
        click.get_current_context().call_on_close(disable_telemetry)  # sends what is buffered
    jobs_config = JobsConfig() if lease_seconds is None else JobsConfig(lease_seconds=lease_seconds)
    with open_writing(
        db,
        embedder,
        llm=llm or None,
        llm_base_url=llm_base_url,
        config=model.config(Config(jobs=jobs_config)),
        worker=False,
    ) as memory:
        if once:
            click.echo(f"Ran {memory.jobs.run_pending()} job(s).")
            for line in _left_pending(memory, llm):
                click.echo(line, err=True)
            return
        runner = memory.jobs.worker()
        signal.signal(signal.SIGTERM, lambda *_: runner.stop())
        click.echo(f"Worker {runner.name} waiting for jobs in {redact(db)}.", err=True)
        try:
            runner.serve()
        except KeyboardInterrupt:
            runner.stop()


def _left_pending(memory: Memory, llm: str) -> list[str]:
    """Why jobs are still pending after ``worker --once``: they need a model this worker was
    not given, or they are not due yet."""
    pending = memory.jobs.list(status="pending", limit=10_000)
    unrunnable = sorted({job.kind for job in pending if job.kind not in memory.jobs.kinds})
    later = [job for job in pending if job.kind in memory.jobs.kinds]
    lines = []
    if unrunnable:
        count = sum(job.kind in unrunnable for job in pending)
        why = "need a model" if not llm else "are of a kind this worker does not run"
        lines.append(
            f"{count} job(s) {why} and stay pending ({', '.join(unrunnable)}): run the worker "
            "with --llm (or EPISODIC_LLM), e.g. --llm openai:gpt-4o-mini."
        )
    if later:
        first = min(job.run_after for job in later).astimezone(UTC)
        lines.append(
            f"{len(later)} job(s) are not due yet (the first at {first:%Y-%m-%d %H:%M} UTC); "
            "a worker left running takes them when they are."
        )
    return lines


@click.group(invoke_without_command=True)
@db_option
@click.option("--status", type=click.Choice(["pending", "running", "done", "failed"]), default=None)
@click.option("--limit", type=click.IntRange(min=1), default=50, show_default=True)
@json_option
@click.pass_context
def jobs(ctx: click.Context, db: str, status: Any, limit: int, as_json: bool) -> None:
    """List background jobs, newest first, with what each cost (model calls, tokens in and
    out, seconds); `episodic jobs retry ID` restarts a failed one. A warning on stderr says
    when the extraction model has proposed nothing from many substantive turns in a row."""
    if ctx.invoked_subcommand is not None:
        return
    with open_reading(db) as memory:
        found = memory.jobs.list(status=status, limit=limit)
        quiet = memory.entries.silence()
    if quiet is not None:
        click.echo(f"Warning: {quiet.warning()}", err=True)
    show_list(found, as_json, empty="No jobs.", line=_job_line, data=_job_dict)


def _job_line(job: Job) -> str:
    """A job's line, its cost when it called a model, and its last error under it."""
    line = f"{job.id}  {job.kind}  {job.status:<7}  attempts {job.attempts}/{job.max_attempts}  "
    line += f"{job.created_at:%Y-%m-%d %H:%M:%S}  {job.scope.agent}/{job.scope.user}"
    cost = job.cost
    if cost.requests:
        line += (
            f"\n    cost: {cost.requests} call(s), {cost.input_tokens:,} tokens in, "
            f"{cost.output_tokens:,} out, {cost.seconds:.2f} s"
        )
    return line + (f"\n    last error: {job.last_error}" if job.last_error else "")


@jobs.command("retry")
@click.argument("job_id")
@click.option(
    "--db", default=None, help="Database (default: the --db given to `jobs`, else EPISODIC_DB)."
)
@click.pass_context
def jobs_retry(ctx: click.Context, job_id: str, db: str | None) -> None:
    """Put failed job JOB_ID back in the queue with fresh attempts."""
    # `episodic jobs --db X retry ID` and `episodic jobs retry ID --db X` mean the same.
    db = db or str(ctx.parent.params["db"] if ctx.parent else DEFAULT_DB)
    with open_writing(db, "test", create=False, worker=False) as memory:
        job = memory.jobs.retry(job_id)
    click.echo(f"Job {job.id} is {job.status} again; a worker will run it.")


def _job_dict(job: Job) -> dict[str, Any]:
    return {
        "id": job.id,
        "kind": job.kind,
        "status": job.status,
        "tenant": job.scope.tenant,
        "agent": job.scope.agent,
        "user": job.scope.user,
        "thread_id": job.thread_id,
        "attempts": job.attempts,
        "max_attempts": job.max_attempts,
        "last_error": job.last_error,
        "created_at": job.created_at.isoformat(),
        "updated_at": job.updated_at.isoformat(),
        "result": job.result,
        "cost": job.cost.to_dict(),
    }

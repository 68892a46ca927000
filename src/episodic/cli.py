"""The ``episodic`` command line. Uses only the public API.

Environment variables are read here, at the edge, and nowhere in the library:
``EPISODIC_DB`` (database path), ``EPISODIC_EMBEDDER`` (embedder spec), ``EPISODIC_LLM`` and
``EPISODIC_LLM_BASE_URL`` (the extraction model). Provider keys (``OPENAI_API_KEY``,
``ANTHROPIC_API_KEY``) are read by the provider SDKs and never printed.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import click

from episodic import Config, EpisodicError, JobsConfig, Memory, NewEntry, Scope

_db_option = click.option(
    "--db",
    envvar="EPISODIC_DB",
    default="episodic.db",
    show_default=True,
    help="Database: a SQLite file path or sqlite:/// URL. Env: EPISODIC_DB.",
)
_embedder_option = click.option(
    "--embedder",
    envvar="EPISODIC_EMBEDDER",
    default="local",
    show_default=True,
    help="Embedder: local, openai:<model>, sentence-transformers:<path>, test. "
    "Env: EPISODIC_EMBEDDER.",
)


_llm_option = click.option(
    "--llm",
    envvar="EPISODIC_LLM",
    default="",
    help="Extraction model: openai:<model> or anthropic:<model>; empty for the offline "
    "extractor. Env: EPISODIC_LLM.",
)
_llm_base_url_option = click.option(
    "--llm-base-url",
    envvar="EPISODIC_LLM_BASE_URL",
    default=None,
    help="OpenAI-compatible server for --llm openai:<model>, e.g. http://localhost:11434/v1. "
    "Env: EPISODIC_LLM_BASE_URL.",
)


def _scope_options(function: Any) -> Any:
    for option in reversed(
        (
            click.option("--tenant", default="default", show_default=True, help="Tenant id."),
            click.option("--agent", required=True, help="Agent id."),
            click.option("--user", required=True, help="User id."),
        )
    ):
        function = option(function)
    return function


class _Group(click.Group):
    """Turns library errors into a one-line message and exit code 2, not a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except EpisodicError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(2)


@click.group(cls=_Group)
@click.version_option(package_name="episodic-ai")
def main() -> None:
    """episodic: source-backed memory for AI agents."""


@main.command()
@click.option("--db", default="episodic-demo.db", show_default=True, help="Demo database file.")
@_embedder_option
def demo(db: str, embedder: str) -> None:
    """Create a demo database, store sample support cases, recall and print the <memory> block."""
    from episodic.demo import run_demo

    run_demo(Path(db), embedder, click.echo)


@main.command("import")
@click.argument("file", type=click.File("r", encoding="utf-8"))
@_scope_options
@_db_option
@_embedder_option
@click.option("--batch-size", default=256, show_default=True, help="Entries embedded per batch.")
def import_(
    file: Any, tenant: str, agent: str, user: str, db: str, embedder: str, batch_size: int
) -> None:
    """Import entries from a JSONL FILE (one object per line, '-' for stdin).

    Each line has "content" and optionally "evidence", "source", "thread", "occurred_at"
    (ISO 8601 with a timezone), "metadata" and "kind". The whole file is checked before
    anything is written.
    """
    scope = Scope(tenant=tenant, agent=agent, user=user)
    items = [_parse_line(line, number) for number, line in enumerate(file, 1) if line.strip()]
    with Memory.open(db, embedder=embedder) as memory:
        before = len(memory.timeline(scope))
        with click.progressbar(length=len(items), label="Importing", file=sys.stderr) as bar:
            for start in range(0, len(items), batch_size):
                chunk = items[start : start + batch_size]
                memory.remember_many(scope, chunk)
                bar.update(len(chunk))
        after = len(memory.timeline(scope))
    click.echo(f"Read {len(items)} lines; {after - before} new entries (the rest were duplicates).")


def _parse_line(line: str, number: int) -> NewEntry:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise click.ClickException(f"line {number}: not valid JSON ({exc.msg}).") from exc
    if not isinstance(data, dict):
        raise click.ClickException(f"line {number}: expected a JSON object.")
    if isinstance(data.get("occurred_at"), str):
        try:
            data["occurred_at"] = datetime.fromisoformat(data["occurred_at"])
        except ValueError as exc:
            raise click.ClickException(f"line {number}: occurred_at is not ISO 8601.") from exc
    try:
        return NewEntry.coerce(data)
    except (EpisodicError, TypeError) as exc:
        raise click.ClickException(f"line {number}: {exc}") from exc


@main.command()
@click.argument("query")
@_scope_options
@_db_option
@_embedder_option
@click.option("--top-k", default=5, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def recall(
    query: str,
    tenant: str,
    agent: str,
    user: str,
    db: str,
    embedder: str,
    top_k: int,
    as_json: bool,
) -> None:
    """Search a scope's memory for QUERY and show the scores."""
    scope = Scope(tenant=tenant, agent=agent, user=user)
    with Memory.open(db, embedder=embedder) as memory:
        hits = memory.recall(scope, query, top_k=top_k)
    if as_json:
        click.echo(json.dumps([hit.to_dict() for hit in hits], indent=2))
        return
    if not hits:
        click.echo("Nothing relevant is remembered.")
    for hit in hits:
        click.echo(f"[{hit.final_score:.3f}] {hit.entry.content}")


@main.command()
@_scope_options
@_db_option
@click.option("--limit", type=int, default=None, help="Most entries to show.")
@click.option("--all", "include_inactive", is_flag=True, help="Include inactive entries.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def timeline(
    tenant: str,
    agent: str,
    user: str,
    db: str,
    limit: int | None,
    include_inactive: bool,
    as_json: bool,
) -> None:
    """List what is remembered for a scope, most recent first, with its evidence."""
    scope = Scope(tenant=tenant, agent=agent, user=user)
    # Listing needs no embeddings, so do not load a model for it.
    with Memory.open(db, embedder="test") as memory:
        entries = memory.timeline(scope, limit=limit, include_inactive=include_inactive)
    if as_json:
        click.echo(
            json.dumps(
                [
                    {
                        "id": e.id,
                        "content": e.content,
                        "status": e.status,
                        "occurred_at": e.occurred_at.isoformat(),
                        "last_seen_at": e.last_seen_at.isoformat(),
                        "thread_id": e.thread_id,
                        "sources": [
                            {"label": s.label, "evidence": s.evidence, "message_id": s.message_id}
                            for s in e.sources
                        ],
                    }
                    for e in entries
                ],
                indent=2,
            )
        )
        return
    for entry in entries:
        click.echo(f"{entry.occurred_at:%Y-%m-%d}  {entry.content}")
        for source in entry.sources:
            if source.evidence:
                click.echo(f'            evidence ({source.label}): "{source.evidence}"')


@main.command()
@_db_option
@_embedder_option
@_llm_option
@_llm_base_url_option
@click.option("--once", is_flag=True, help="Run the due jobs, then exit.")
@click.option("--lease-seconds", type=float, default=None, help="Override the job lease.")
def worker(
    db: str,
    embedder: str,
    llm: str,
    llm_base_url: str | None,
    once: bool,
    lease_seconds: float | None,
) -> None:
    """Run background jobs (entry extraction) from the database until stopped (Ctrl-C or
    SIGTERM)."""
    import signal

    jobs_config = JobsConfig() if lease_seconds is None else JobsConfig(lease_seconds=lease_seconds)
    with Memory.open(
        db,
        embedder=embedder,
        llm=llm or None,
        llm_base_url=llm_base_url,
        config=Config(jobs=jobs_config),
        worker=False,
    ) as memory:
        if once:
            click.echo(f"Ran {memory.jobs.run_pending()} job(s).")
            return
        runner = memory.jobs.worker()
        signal.signal(signal.SIGTERM, lambda *_: runner.stop())
        click.echo(f"Worker {runner.name} waiting for jobs in {db}.", err=True)
        try:
            runner.serve()
        except KeyboardInterrupt:
            runner.stop()


@main.group(invoke_without_command=True)
@_db_option
@click.option("--status", type=click.Choice(["pending", "running", "done", "failed"]), default=None)
@click.option("--limit", default=50, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
@click.pass_context
def jobs(ctx: click.Context, db: str, status: Any, limit: int, as_json: bool) -> None:
    """List background jobs, newest first; `episodic jobs retry ID` restarts a failed one."""
    if ctx.invoked_subcommand is not None:
        return
    with Memory.open(db, embedder="test", worker=False) as memory:
        found = memory.jobs.list(status=status, limit=limit)
    if as_json:
        click.echo(json.dumps([_job_dict(job) for job in found], indent=2))
        return
    if not found:
        click.echo("No jobs.")
    for job in found:
        line = (
            f"{job.id}  {job.kind}  {job.status:<7}  attempts {job.attempts}/{job.max_attempts}  "
        )
        line += f"{job.created_at:%Y-%m-%d %H:%M:%S}  {job.scope.agent}/{job.scope.user}"
        click.echo(line)
        if job.last_error:
            click.echo(f"    last error: {job.last_error}")


@jobs.command("retry")
@click.argument("job_id")
@_db_option
def jobs_retry(job_id: str, db: str) -> None:
    """Put failed job JOB_ID back in the queue with fresh attempts."""
    with Memory.open(db, embedder="test", worker=False) as memory:
        job = memory.jobs.retry(job_id)
    click.echo(f"Job {job.id} is {job.status} again; a worker will run it.")


def _job_dict(job: Any) -> dict[str, Any]:
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
    }

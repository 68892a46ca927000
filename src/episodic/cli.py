"""The ``episodic`` command line. Uses only the public API.

Environment variables are read here, at the edge, and nowhere in the library:
``EPISODIC_DB`` (database path) and ``EPISODIC_EMBEDDER`` (embedder spec).
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import click

from episodic import EpisodicError, Memory, NewEntry, Scope

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
@click.version_option(package_name="episodic")
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


@main.group()
def bench() -> None:
    """Benchmarks: retrieval quality on LoCoMo, recall latency at scale."""


@bench.command("locomo")
@click.option(
    "--data",
    type=click.Path(exists=True, dir_okay=False),
    default="../shared/data/locomo/locomo10.json",
    show_default=True,
    help="Path to locomo10.json.",
)
@click.option(
    "--mode",
    type=click.Choice(["observations", "turns", "both"]),
    default="both",
    show_default=True,
)
@_embedder_option
@click.option("--json", "json_path", type=click.Path(dir_okay=False), help="Also write JSON here.")
def bench_locomo(data: str, mode: str, embedder: str, json_path: str | None) -> None:
    """Evidence recall@5/@10 of BM25, vector, plain RRF, the seed ranker and ours."""
    from episodic.bench.locomo import run_locomo

    modes = ["observations", "turns"] if mode == "both" else [mode]
    run_locomo(Path(data), modes, embedder, click.echo, json_path=json_path)


@bench.command("scale")
@click.option("--sizes", default="1000,10000,100000", show_default=True)
@click.option("--queries", default=200, show_default=True, help="Queries timed per size.")
def bench_scale(sizes: str, queries: int) -> None:
    """Recall latency p50/p95 with N entries in one scope, beside the exact numpy scan."""
    from episodic.bench.scale import run_scale

    run_scale([int(s) for s in sizes.split(",")], queries, click.echo)

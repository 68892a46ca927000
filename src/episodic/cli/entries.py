"""Commands over entries: ``recall``, ``timeline``, ``scopes`` and ``reindex``, and the scope
export behind ``export``.

``--json`` output uses the library's JSON shapes (``Entry.to_dict``, ``Recalled.to_dict``):
``recall`` prints one JSON array, ``timeline`` and ``export`` print one entry per line (JSONL),
which ``episodic import`` reads back.
"""

from __future__ import annotations

import json

import click

from episodic import Entry, Scope
from episodic.cli.options import (
    batch_size_option,
    db_option,
    embedder_option,
    empty_scope_hint,
    json_option,
    open_reading,
    open_writing,
    scope_options,
    show_list,
)
from episodic.cli.progress import Progress


@click.command()
@click.argument("query")
@scope_options
@db_option
@embedder_option
@click.option("--top-k", type=click.IntRange(min=1), default=5, show_default=True)
@json_option
def recall(
    query: str,
    scope: Scope,
    db: str,
    embedder: str,
    top_k: int,
    as_json: bool,
) -> None:
    """Search a scope's memory for QUERY and show the scores."""
    with open_reading(db, embedder) as memory:
        hits = memory.recall(scope, query, top_k=top_k)
        if not hits:
            empty_scope_hint(memory, scope)
    show_list(
        hits,
        as_json,
        empty="Nothing relevant is remembered.",
        line=lambda hit: f"[{hit.final_score:.3f}] {hit.entry.content}",
    )


@click.command()
@scope_options
@db_option
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Most entries to show.")
@click.option(
    "--all",
    "include_inactive",
    is_flag=True,
    help="Include entries recall leaves out, marked: superseded, held for review, expired.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON entry per line (JSONL).")
def timeline(
    scope: Scope,
    db: str,
    limit: int | None,
    include_inactive: bool,
    as_json: bool,
) -> None:
    """List what is remembered for a scope, most recent first, with its evidence.

    With --json, each line is an entry that `episodic import` reads back.
    """
    with open_reading(db) as memory:
        entries = memory.timeline(scope, limit=limit, include_inactive=include_inactive)
        if not entries:
            empty_scope_hint(memory, scope)
    if as_json:
        _jsonl(entries)
        return
    for entry in entries:
        click.echo(f"{entry.occurred_at:%Y-%m-%d}  {_marked(entry)}{entry.content}")
        click.echo(f"            id {entry.id}")
        for source in entry.sources:
            if source.evidence:
                click.echo(f'            evidence ({source.label}): "{source.evidence}"')


#: How ``timeline --all`` marks an entry that is not recalled, by its status.
_MARKS = {
    "pending_review": "[held for review] ",
    "expired": "[expired] ",
    "dropped": "[dropped] ",
}


def _marked(entry: Entry) -> str:
    """The mark before an entry that recall never returns ("" for an active one)."""
    if entry.status == "superseded":
        return f"[superseded by {entry.superseded_by}] " if entry.superseded_by else "[superseded] "
    return _MARKS.get(entry.status, "" if entry.status == "active" else f"[{entry.status}] ")


def export_scope(scope: Scope, db: str) -> None:
    """Print every entry of a scope, in any status, as JSONL (one entry per line), oldest first.

    `episodic import` reads the output back (into the scope its options name). The
    ``export`` command (cli/governance.py) runs this unless ``--person`` is given.
    """
    with open_reading(db) as memory:
        entries = memory.timeline(scope, include_inactive=True)
        if not entries:
            empty_scope_hint(memory, scope)
    _jsonl(list(reversed(entries)), Progress("export", "entries written"))


def _jsonl(entries: list[Entry], progress: Progress | None = None) -> None:
    """The entries on stdout; with ``progress``, how far the writing is on stderr (a long
    export to a file or a pipe shows it)."""
    for number, entry in enumerate(entries, 1):
        click.echo(json.dumps(entry.to_dict(), ensure_ascii=False))
        if progress is not None and (number % _EXPORT_STEP == 0 or number == len(entries)):
            progress(number, len(entries))
    if progress is not None:
        progress.finish()


#: Entries written between two progress reports of ``export``.
_EXPORT_STEP = 500


@click.command()
@db_option
@click.option("--tenant", default=None, help="Only this tenant.")
@click.option("--agent", default=None, help="Only this agent.")
@click.option("--user", default=None, help="Only this user.")
@json_option
def scopes(db: str, tenant: str | None, agent: str | None, user: str | None, as_json: bool) -> None:
    """List the tenants, agents and users the database holds, with their counts."""
    with open_reading(db) as memory:
        found = memory.scopes(tenant=tenant, agent=agent, user=user)
    if as_json:
        rows = [
            {
                "tenant": s.scope.tenant,
                "agent": s.scope.agent,
                "user": s.scope.user,
                "entries": s.entries,
                "active": s.active,
                "evidence": s.evidence,
                "messages": s.messages,
            }
            for s in found
        ]
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    if not found:
        click.echo("No scopes: the database holds no entries or messages.")
        return
    click.echo(f"{'TENANT':<16} {'AGENT':<20} {'USER':<20} {'ENTRIES':>8} {'ACTIVE':>8} MESSAGES")
    for s in found:
        click.echo(
            f"{s.scope.tenant:<16} {s.scope.agent:<20} {s.scope.user:<20} "
            f"{s.entries:>8} {s.active:>8} {s.messages:>8}"
        )


@click.command()
@db_option
@embedder_option
@click.option("--tenant", default=None, help="Only this scope (with --agent and --user).")
@click.option("--agent", default=None, help="Only this scope (with --tenant and --user).")
@click.option("--user", default=None, help="Only this scope (with --tenant and --agent).")
@batch_size_option(256, "Entries")
def reindex(
    db: str, embedder: str, tenant: str | None, agent: str | None, user: str | None, batch_size: int
) -> None:
    """Re-embed entries whose vectors another embedder made, with --embedder, and queue the
    same for stored messages (a worker runs it).

    Run it after changing embedders: searches only score vectors of their own embedder.
    Each batch commits on its own; if stopped, running it again continues where it stopped.
    """
    chosen = [tenant, agent, user]
    if any(chosen) and not all(chosen):
        raise click.UsageError("give --tenant, --agent and --user together, or none of them.")
    scope = Scope(tenant=tenant, agent=agent, user=user) if tenant and agent and user else None
    with open_writing(db, embedder, create=False, worker=False) as memory:
        report = Progress("reindex", "entries re-embedded")
        done = memory.entries.reindex(scope, batch_size=batch_size, on_progress=report)
        report.finish()
        click.echo(f"Re-embedded {done} entries with {memory.embedder.name!r}.")
        passes = memory.messages.reindex(scope)
        if passes:
            click.echo(
                f"Queued re-embedding of the messages of {passes} scope(s); "
                "`episodic worker` runs it (so does any memory opened with its worker on)."
            )

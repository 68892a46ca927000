"""``episodic review``: list, approve and deny the entries the write policy held for review.

Approving or denying needs no model: a held entry is compared with the active ones through the
vector stored with it.
"""

from __future__ import annotations

import json

import click

from episodic import Entry, Memory, Scope
from episodic.cli.options import (
    db_option,
    json_option,
    open_reading,
    open_writing,
    scope_options,
    show_list,
)

_ACTOR = click.option(
    "--actor", default="operator", show_default=True, help="Who decides, for the audit log."
)


@click.group()
def review() -> None:
    """The review queue: entries held by the write policy (untrusted sources, say) are never
    recalled or injected until approved."""


@review.command(name="list")
@scope_options
@db_option
@click.option("--limit", type=click.IntRange(min=1), default=100, show_default=True)
@json_option
def list_(scope: Scope, db: str, limit: int, as_json: bool) -> None:
    """List a scope's entries waiting for review, oldest first, with their evidence."""
    with open_reading(db) as memory:
        held = memory.review.pending(scope, limit=limit)
    show_list(held, as_json, empty="Nothing is waiting for review.", line=_held)


def _held(entry: Entry) -> str:
    """A held entry's lines: its id, date, kind and trust; its content; its evidence."""
    trust = entry.source_trust or "unknown trust"
    lines = [f"{entry.id}  {entry.recorded_at:%Y-%m-%d}  {entry.kind}  ({trust})"]
    lines.append(f"    {entry.content}")
    lines += [
        f'    evidence ({source.label}): "{source.evidence}"'
        for source in entry.sources
        if source.evidence
    ]
    return "\n".join(lines)


@review.command()
@click.argument("entry_id")
@scope_options
@db_option
@click.option("--reason", default=None, help="Why it is approved (kept in the audit log).")
@_ACTOR
@json_option
def approve(
    entry_id: str,
    scope: Scope,
    db: str,
    reason: str | None,
    actor: str,
    as_json: bool,
) -> None:
    """Approve the held entry ENTRY_ID: it becomes active (or joins the active entry that
    already says the same)."""
    with _open(db) as memory:
        entry = memory.review.approve(scope, entry_id, reason=reason, actor=actor)
    if as_json:
        click.echo(json.dumps(entry.to_dict(), indent=2, ensure_ascii=False))
        return
    click.echo(_approved(entry_id, entry))


@review.command()
@click.argument("entry_id")
@scope_options
@db_option
@click.option("--reason", required=True, help="Why it is denied (kept in the audit log).")
@_ACTOR
@json_option
def deny(
    entry_id: str,
    scope: Scope,
    db: str,
    reason: str,
    actor: str,
    as_json: bool,
) -> None:
    """Deny the held entry ENTRY_ID: it and its evidence are deleted; the audit log keeps
    the id and reason only."""
    with _open(db) as memory:
        memory.review.deny(scope, entry_id, reason, actor=actor)
    if as_json:
        click.echo(json.dumps({"denied": entry_id}))
        return
    click.echo(f"denied {entry_id}: deleted with its evidence")


def _open(db: str) -> Memory:
    return open_writing(db, "test", create=False, worker=False)


def _approved(entry_id: str, entry: Entry) -> str:
    if entry.id == entry_id:
        return f"approved {entry_id}: active"
    return f"approved {entry_id}: merged into the active entry {entry.id}"

"""``episodic review``: list, approve and deny the entries the write policy held for review.

Approving or denying needs no model: a held entry is compared with the active ones through the
vector stored with it. The list says why each entry was held; approving one that gives orders
to the AI asks first (``--yes`` answers for a script).
"""

from __future__ import annotations

import json

import click

from episodic import ConfirmationRequired, Entry, Memory, Scope
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
    """A held entry's lines: its id, date, kind and trust; its content; why it was held (in
    words, then the policy's code); its evidence."""
    trust = entry.source_trust or "unknown trust"
    lines = [f"{entry.id}  {entry.recorded_at:%Y-%m-%d}  {entry.kind}  ({trust})"]
    lines.append(f"    {entry.content}")
    code = f" [{entry.review_reason}]" if entry.review_reason else ""
    lines.append(f"    held: {entry.review_reason_text}{code}")
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
@click.option(
    "--yes", is_flag=True, help="Approve without asking, even an entry that gives orders to the AI."
)
@json_option
def approve(
    entry_id: str,
    scope: Scope,
    db: str,
    reason: str | None,
    actor: str,
    yes: bool,
    as_json: bool,
) -> None:
    """Approve the held entry ENTRY_ID: it becomes active (or joins the active entry that
    already says the same). An entry held because it gives orders to the AI is approved only
    after you answer y (or with --yes); answering no changes nothing."""
    with _open(db) as memory:
        try:
            entry = memory.review.approve(scope, entry_id, reason=reason, actor=actor, confirm=yes)
        except ConfirmationRequired as unconfirmed:
            if not _confirmed(memory.entries.get(scope, entry_id), unconfirmed):
                said = f"not approved: {entry_id} is still held for review"
                click.echo(json.dumps({"still_held": entry_id}) if as_json else said)
                return
            entry = memory.review.approve(scope, entry_id, reason=reason, actor=actor, confirm=True)
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


def _confirmed(held: Entry, unconfirmed: ConfirmationRequired) -> bool:
    """Ask on the terminal (stderr, so --json output stays clean) whether to approve ``held``
    after all; no is the default. With nobody to answer (input closed), ``unconfirmed`` is the
    error, which says how to approve without asking."""
    said = held.review_reason_text or ""
    click.echo(f"This entry {said[:1].lower()}{said[1:]}", err=True)
    click.echo(f"    {held.content}", err=True)
    try:
        return click.confirm("Approve anyway?", default=False, err=True)
    except click.Abort:
        click.echo(err=True)
        raise unconfirmed from None


def _open(db: str) -> Memory:
    return open_writing(db, "test", create=False, worker=False)


def _approved(entry_id: str, entry: Entry) -> str:
    if entry.id == entry_id:
        return f"approved {entry_id}: active"
    return f"approved {entry_id}: merged into the active entry {entry.id}"

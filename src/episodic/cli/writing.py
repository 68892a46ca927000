"""Commands that change one memory by hand: ``remember``, ``correct`` and ``forget``.

They go through the same library calls as an application (``Memory.remember``, ``correct``,
``forget``), so the same checks hold: the write policy may hold a note for review or refuse
it, a secret is refused unless it expires, and a correction or a forget needs an entry of that
scope. ``remember`` creates the database when there is none (and says so); the other two need
an existing one.
"""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime

import click

from episodic import Entry, Scope
from episodic.cli.options import (
    db_option,
    embedder_option,
    json_option,
    open_writing,
    report_rows,
    scope_options,
    sqlite_path,
)

_EXPIRES = click.option(
    "--expires-at",
    type=click.DateTime(formats=["%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M:%S%z"]),
    default=None,
    help="When the memory expires (YYYY-MM-DD or an ISO time; UTC unless a zone is given).",
)
_EVIDENCE = click.option(
    "--evidence", default=None, help="The words it rests on (default: the text itself)."
)


def _utc(moment: datetime | None) -> datetime | None:
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)


def _show(entry: Entry, verb: str, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(entry.to_dict(), indent=2, ensure_ascii=False))
        return
    if entry.status == "active":
        click.echo(f"{verb} {entry.id}: {entry.content}")
    else:
        click.echo(
            f"{verb} {entry.id} as {entry.status}: the write policy holds it for review "
            "(see `episodic review list`); it is not recalled until approved."
        )


@click.command()
@click.argument("text")
@scope_options
@db_option
@embedder_option
@_EVIDENCE
@click.option("--kind", default="case", show_default=True, help="Entry kind.")
@_EXPIRES
@json_option
def remember(
    text: str,
    scope: Scope,
    db: str,
    embedder: str,
    evidence: str | None,
    kind: str,
    expires_at: datetime | None,
    as_json: bool,
) -> None:
    """Store TEXT as a memory of the scope (a duplicate reinforces the one stored)."""
    path = sqlite_path(db)
    new = path is not None and not path.exists()
    with open_writing(db, embedder, worker=False) as memory:
        if new:
            click.echo(f"Created the database {path}.", err=True)
        entry = memory.remember(
            scope,
            text,
            evidence=evidence,
            kind=kind,
            expires_at=_utc(expires_at),
        )
    _show(entry, "Remembered", as_json)


@click.command()
@click.argument("entry_id")
@click.argument("text")
@scope_options
@db_option
@embedder_option
@click.option("--reason", default=None, help="Why it changed (kept in the audit log).")
@json_option
def correct(
    entry_id: str,
    text: str,
    scope: Scope,
    db: str,
    embedder: str,
    reason: str | None,
    as_json: bool,
) -> None:
    """Replace memory ENTRY_ID with TEXT; the old one stays in the timeline, never recalled."""
    with open_writing(db, embedder, create=False, worker=False) as memory:
        entry = memory.correct(scope, entry_id, text, reason=reason)
    _show(entry, "Corrected as", as_json)


@click.command()
@click.argument("entry_id")
@scope_options
@db_option
@click.option("--reason", required=True, help="Why it is forgotten (kept in the audit log).")
@click.option("--yes", is_flag=True, help="Forget without asking for confirmation.")
@json_option
def forget(
    entry_id: str,
    scope: Scope,
    db: str,
    reason: str,
    yes: bool,
    as_json: bool,
) -> None:
    """Remove memory ENTRY_ID for good and take its words out of everything the scope keeps."""
    with open_writing(db, "test", create=False, worker=False) as memory:
        if not yes:
            entry = memory.entries.get(scope, entry_id)
            question = f"Forget {entry_id} ({entry.content!r}) for good? This cannot be undone"
            if not click.confirm(question):  # "n" is a choice, not a failure: exit 0
                click.echo("Nothing was forgotten.")
                return
        result = memory.forget(scope, entry_id, reason)
    if as_json:
        click.echo(json.dumps(dataclasses.asdict(result), indent=2))
        return
    changed = sum(result.redacted.values())
    headline = f"Forgot {result.entry_id}; its words were taken out of {changed} other row(s)."
    report_rows(headline, result.redacted, result.reclaimed, result.note)

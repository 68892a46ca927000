"""Commands over a person's data: ``erase`` and ``export``.

``episodic export`` keeps its first meaning, a scope's entries as JSONL that ``episodic
import`` reads back; ``--person`` exports everything stored about a user instead (every table,
their entries with evidence, their audit records) as one JSON document, and records the export
in the audit log. ``episodic erase`` removes everything about a user, after a confirmation.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from episodic import Erasure, Scope, Subject
from episodic.cli.entries import export_scope
from episodic.cli.failures import MISSING, MISUSE, Failure
from episodic.cli.options import db_option, json_option, open_writing, report_rows

_TENANT = click.option(
    "--tenant",
    default="default",
    show_default=True,
    help="Tenant id (Scope's default tenant is 'default').",
)
_USER = click.option("--user", required=True, help="User id.")


@click.command()
@_TENANT
@_USER
@click.option("--agent", default=None, help="Only this agent's memory of the user (default: all).")
@db_option
@click.option("--yes", is_flag=True, help="Erase without asking for confirmation.")
@json_option
def erase(tenant: str, user: str, agent: str | None, db: str, yes: bool, as_json: bool) -> None:
    """Erase everything stored about a user: messages, entries, vectors, profile, sessions,
    observations, plans, episodes, jobs and audit records. Keeps one audit record that the
    erasure happened, naming the user by digest only. Cannot be undone.
    """
    subject = Subject(tenant=tenant, user=user, agent=agent)
    if not yes:
        whose = f"user {user!r} in tenant {tenant!r}"
        whose += f" (agent {agent!r} only)" if agent else " (every agent)"
        question = f"Erase everything stored about {whose}? This cannot be undone"
        if not click.confirm(question):  # "n" is a choice, not a failure: exit 0
            click.echo("Nothing was erased.")
            return
    with open_writing(db, "test", create=False, worker=False) as memory:
        result = memory.erase(subject)
    if not result.total:
        raise Failure(
            f"nobody by that name: the database holds nothing about user {user!r} in tenant "
            f"{tenant!r}{f' with agent {agent!r}' if agent else ''}, so nothing was erased "
            f"(the request is audit record {result.audit_id}). Check the names with "
            "`episodic scopes`.",
            MISSING,
        )
    if as_json:
        click.echo(json.dumps(result.to_dict(), indent=2))
        return
    _report(result)


def _report(result: Erasure) -> None:
    headline = f"Erased {result.total} row(s); audit record {result.audit_id} ({result.subject})."
    report_rows(headline, result.removed, result.reclaimed, result.note)


@click.command()
@_TENANT
@click.option("--agent", default=None, help="Agent id (required without --person).")
@_USER
@db_option
@click.option(
    "--person",
    is_flag=True,
    help="Everything stored about the user (every agent unless --agent) as one JSON document, "
    "recorded in the audit log; without it, the scope's entries as JSONL.",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="With --person: write the JSON to this file (readable by its owner only).",
)
def export(
    tenant: str, agent: str | None, user: str, db: str, person: bool, output: Path | None
) -> None:
    """Print a scope's entries as JSONL (oldest first, in any status; `episodic import` reads
    them back), or with --person everything stored about the user as JSON.
    """
    if not person:
        if agent is None:
            raise Failure(
                "export needs --agent for a scope's entries, or --person for everything "
                "stored about the user.",
                MISUSE,
            )
        if output is not None:
            raise Failure("--output goes with --person; redirect the JSONL instead.", MISUSE)
        export_scope(Scope(tenant=tenant, agent=agent, user=user), db)
        return
    with open_writing(db, "test", create=False, worker=False) as memory:
        found = memory.export(Subject(tenant=tenant, user=user, agent=agent))
    text = json.dumps(found, indent=2, ensure_ascii=False)
    if output is None:
        click.echo(text)
        return
    output.touch(mode=0o600, exist_ok=True)
    output.write_text(text + "\n", encoding="utf-8")
    click.echo(f"Wrote {output} ({len(found['entries'])} entries).", err=True)

"""``episodic audit``: a person's audit records (ids, reasons, purposes; never content)."""

from __future__ import annotations

import json
from datetime import datetime

import click

from episodic import AuditEvent, Subject
from episodic.cli.failures import MISUSE, Failure
from episodic.cli.options import db_option, json_option, open_reading, show_list

# How many target ids a text line shows before it only counts the rest.
_SHOWN_IDS = 5


@click.command()
@click.option("--tenant", default="default", show_default=True, help="Tenant id (Scope's default).")
@click.option("--user", required=True, help="User id.")
@click.option("--agent", default=None, help="Only this agent's records of the user.")
@click.option(
    "--action",
    "actions",
    multiple=True,
    help="Only this action (read, write, deny, review, approve, reject, correct, forget, "
    "expire, prune, erase, export); repeat for several.",
)
@click.option("--since", default=None, help="Only records at or after this ISO 8601 time.")
@click.option("--limit", type=click.IntRange(min=1), default=100, show_default=True)
@db_option
@json_option
def audit(
    tenant: str,
    user: str,
    agent: str | None,
    actions: tuple[str, ...],
    since: str | None,
    limit: int,
    db: str,
    as_json: bool,
) -> None:
    """List the audit records about a user, newest first.

    Each record says who did what to which ids, why and for which purpose; records never hold
    what was remembered or said. An erased user's records are gone except the erasure itself,
    which is found by the same --tenant/--user/--agent.
    """
    subject = Subject(tenant=tenant, user=user, agent=agent)
    with open_reading(db) as memory:
        found = memory.audit.list(subject, actions=actions, since=_moment(since), limit=limit)
    show_list(found, as_json, empty="No audit records.", line=_line)


def _moment(text: str | None) -> datetime | None:
    if text is None:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise Failure(
            f"--since {text!r} is not an ISO 8601 time; write e.g. 2026-05-01T00:00:00+00:00.",
            MISUSE,
        ) from None
    if moment.tzinfo is None:
        raise Failure(f"--since {text!r} has no time zone; add one, e.g. {text}+00:00.", MISUSE)
    return moment


def _line(event: AuditEvent) -> str:
    """One record on one line: time, action, actor, whose, ids, then what else it says."""
    who = f"{event.agent or '*'}/{event.user or event.subject or '*'}"
    parts = [f"{event.at:%Y-%m-%d %H:%M:%S}", event.action, f"by {event.actor}", who]
    ids = list(event.target_ids)
    if ids:
        shown = ",".join(ids[:_SHOWN_IDS])
        more = len(ids) - _SHOWN_IDS
        parts.append(f"ids {shown}" + (f" (+{more} more)" if more > 0 else ""))
    else:
        parts.append("ids none")
    for name, value in (
        ("purpose", event.purpose),
        ("reason", event.reason),
        ("policy", event.policy_version),
    ):
        if value:
            parts.append(f"{name} {value}")
    if event.detail:
        parts.append(json.dumps(event.detail, sort_keys=True, ensure_ascii=False))
    return "  ".join(parts)

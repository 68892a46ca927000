"""Audit rows: who did what to which ids, written once for every backend. Never content.

Rows are appended in the transaction of the change they record, so a write and its audit line
commit together. Erasing a person removes their rows and leaves one ``erase`` row that names
the person only by a keyed digest (:meth:`~episodic.models.governance.Subject.keyed`).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any, Unpack

from episodic.models.governance import AuditEvent, AuditFields, Subject
from episodic.stores import installation
from episodic.stores.base import Tx
from episodic.stores.scoped import Where
from episodic.stores.step import Step

_COLUMNS = (
    "id, tenant_id, agent_id, user_id, at, actor, action, target_ids, reason, policy_version, "
    "purpose, subject, detail"
)


def new_event(
    whose: tuple[str, str | None, str | None],
    *,
    at: datetime,
    actor: str,
    action: str,
    **fields: Unpack[AuditFields],
) -> AuditEvent:
    """An audit record with a fresh id, about ``whose`` (tenant, agent, user): a scope's
    ``require_complete``, or ``None`` for the agent or user a record spans."""
    tenant, agent, user = whose
    said: dict[str, Any] = {
        **fields,
        "target_ids": tuple(fields.get("target_ids", ())),
        "detail": dict(fields.get("detail") or {}),
    }
    return AuditEvent(
        id=uuid.uuid4().hex,
        tenant=tenant,
        agent=agent,
        user=user,
        at=at,
        actor=actor,
        action=action,
        **said,
    )


def append(tx: Tx, events: Sequence[AuditEvent]) -> None:
    """Add records in the caller's transaction."""
    dialect = tx.dialect
    tx.execute_many(
        f"INSERT INTO audit_events ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                e.id,
                e.tenant,
                e.agent,
                e.user,
                dialect.time(e.at),
                e.actor,
                e.action,
                dialect.json(list(e.target_ids)),
                e.reason,
                e.policy_version,
                e.purpose,
                e.subject,
                dialect.json(e.detail),
            )
            for e in events
        ],
    )


def about(
    tx: Tx,
    person: Subject,
    *,
    actions: Sequence[str] = (),
    since: datetime | None = None,
    limit: int = 100,
) -> list[AuditEvent]:
    """The person's records, newest first, at most ``limit``: the ones naming their user (and
    agent, when the subject names one), and those of earlier erasures, which name them only
    by a keyed digest (or, written by an earlier release on a process still running it, the
    plain one). ``actions`` and ``since`` narrow both."""
    named = Where("tenant_id = ?", [person.tenant]).equal("user_id", person.user)
    named.equal("agent_id", person.agent)
    key = installation.key(tx)
    digests = [person.digest] if key is None else [person.keyed(key), person.digest]
    erased = Where("tenant_id = ?", [person.tenant]).among(tx.dialect, "subject", digests)
    found = [
        *_select(tx, named, actions, since, limit),
        *_select(tx, erased, actions, since, limit),
    ]
    found.sort(key=lambda event: event.at, reverse=True)
    return found[:limit]


def _select(
    tx: Tx, where: Where, actions: Sequence[str], since: datetime | None, limit: int
) -> list[AuditEvent]:
    if actions:
        where.among(tx.dialect, "action", actions)
    if since is not None:
        where.add("at >= ?", tx.dialect.time(since))
    rows = tx.all(
        f"SELECT {_COLUMNS} FROM audit_events WHERE {where} ORDER BY at DESC, rowid DESC LIMIT ?",
        (*where.params, limit),
    )
    return [_event(tx, row) for row in rows]


def delete_subject(tx: Tx, subject: Subject) -> int:
    """Remove every record about the person (their user id, and their agent's if given)."""
    where, params = "tenant_id = ? AND user_id = ?", [subject.tenant, subject.user]
    if subject.agent is not None:
        where += " AND agent_id = ?"
        params.append(subject.agent)
    return int(tx.execute(f"DELETE FROM audit_events WHERE {where}", params).rowcount)


def _event(tx: Tx, row: Sequence[Any]) -> AuditEvent:
    dialect = tx.dialect
    return AuditEvent(
        id=str(row[0]),
        tenant=str(row[1]),
        agent=row[2],
        user=row[3],
        at=dialect.read_time(row[4]),
        actor=str(row[5]),
        action=str(row[6]),
        target_ids=tuple(dialect.read_json(row[7])),
        reason=row[8],
        policy_version=row[9],
        purpose=row[10],
        subject=row[11],
        detail=dict(dialect.read_json(row[12])),
    )


STEP = Step(
    11,
    "the audit log",
    {
        "sqlite": """
        CREATE TABLE audit_events (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            tenant_id TEXT NOT NULL,
            agent_id TEXT,
            user_id TEXT,
            at TEXT NOT NULL,
            actor TEXT NOT NULL,
            action TEXT NOT NULL,
            target_ids TEXT NOT NULL DEFAULT '[]',
            reason TEXT,
            policy_version TEXT,
            purpose TEXT,
            subject TEXT,
            detail TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX audit_events_person ON audit_events (tenant_id, user_id, agent_id, at);
        CREATE INDEX audit_events_subject ON audit_events (tenant_id, subject)
        """,
        "postgres": """
        CREATE TABLE audit_events (
            tenant_id text NOT NULL,
            id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            agent_id text,
            user_id text,
            at timestamptz NOT NULL,
            actor text NOT NULL,
            action text NOT NULL,
            target_ids jsonb NOT NULL DEFAULT '[]',
            reason text,
            policy_version text,
            purpose text,
            subject text,
            detail jsonb NOT NULL DEFAULT '{}',
            PRIMARY KEY (tenant_id, id)
        );
        CREATE INDEX audit_events_person ON audit_events (tenant_id, user_id, agent_id, at);
        CREATE INDEX audit_events_subject ON audit_events (tenant_id, subject)
        """,
    },
)

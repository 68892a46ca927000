"""The durable job queue on PostgreSQL.

Workers in any number of processes claim with ``FOR UPDATE SKIP LOCKED``: each skips rows
another worker is claiming at that instant, so a claim never waits and never hands the same job
to two workers. A claim is a lease; a worker that dies simply stops renewing nothing, its lease
runs out, and the next claim takes the job over. Completion re-checks the lease under a row
lock in the same transaction that writes the job's entries, so a worker that lost its lease
writes nothing.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

from episodic.errors import LeaseLostError, NotFoundError, ValidationError
from episodic.models import Scope
from episodic.stores.base import (
    JOB_COLUMNS,
    EntryDraft,
    Job,
    JobStatus,
    Message,
    MessageDraft,
    Reinforcement,
    Written,
    job_from_row,
)
from episodic.stores.postgres.writes import Connection, apply_reinforcements, write_drafts

EXTRACT_TURN = "extract_turn"


def _job(row: Sequence[Any]) -> Job:
    return job_from_row(row, lambda moment: moment, lambda value: dict(value or {}))


def enqueue_turn(
    conn: Connection,
    scope: Scope,
    thread_id: str,
    messages: Sequence[MessageDraft],
    *,
    turn_key: str,
    max_attempts: int,
    now: datetime,
) -> tuple[Job, bool]:
    """Store a turn's messages and its job; an existing ``turn_key`` returns the existing job."""
    tenant, agent, user = scope.require_complete("after_turn")
    row = conn.execute(
        f"INSERT INTO jobs (tenant_id, id, agent_id, user_id, thread_id, kind, turn_key, status, "
        f"max_attempts, run_after, created_at, updated_at) "
        f"VALUES (%s, %s, %s, %s, %s, %s, %s, 'pending', %s, %s, %s, %s) "
        f"ON CONFLICT (tenant_id, agent_id, user_id, turn_key) DO NOTHING "
        f"RETURNING {JOB_COLUMNS}",
        (
            tenant,
            uuid.uuid4().hex,
            agent,
            user,
            thread_id,
            EXTRACT_TURN,
            turn_key,
            max_attempts,
            now,
            now,
            now,
        ),
    ).fetchone()
    if row is None:
        existing = conn.execute(
            f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant_id = %s AND agent_id = %s "
            "AND user_id = %s AND turn_key = %s",
            (tenant, agent, user, turn_key),
        ).fetchone()
        assert existing is not None  # the conflicting row is committed or we would have waited
        return _job(existing), False
    try:
        _insert_messages(conn, scope, thread_id, messages, turn_key, now)
    except psycopg.errors.UniqueViolation as exc:
        raise ValidationError(
            "A message id of this turn is already stored for an earlier turn; pass only the "
            "turn's new messages to after_turn (or leave 'id' out)."
        ) from exc
    return _job(row), True


def _insert_messages(
    conn: Connection,
    scope: Scope,
    thread_id: str,
    messages: Sequence[MessageDraft],
    turn_key: str,
    now: datetime,
) -> None:
    tenant, agent, user = scope.require_complete("after_turn")
    with conn.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO messages (tenant_id, agent_id, user_id, id, thread_id, role, content, "
            "created_at, turn_key, position) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                (
                    tenant,
                    agent,
                    user,
                    m.id or uuid.uuid4().hex,
                    thread_id,
                    m.role,
                    m.content,
                    m.created_at or now,
                    turn_key,
                    position,
                )
                for position, m in enumerate(messages)
            ],
        )


def claim_job(conn: Connection, worker: str, *, lease_seconds: float, now: datetime) -> Job | None:
    """Lease the oldest runnable job to ``worker``; see :meth:`JobStore.claim_job`."""
    # A job whose worker died during its last allowed attempt ends failed, not retried forever.
    conn.execute(
        "UPDATE jobs SET status = 'failed', lease_owner = NULL, updated_at = %s, "
        "last_error = coalesce(last_error || '; ', '') || "
        "'the worker stopped mid-job on the last attempt' "
        "WHERE status = 'running' AND lease_expires_at <= %s AND attempts >= max_attempts",
        (now, now),
    )
    row = conn.execute(
        f"UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_owner = %s, "
        f"lease_expires_at = %s, updated_at = %s "
        f"WHERE (tenant_id, id) = (SELECT tenant_id, id FROM jobs "
        f"  WHERE status IN ('pending', 'running') AND ((status = 'pending' AND run_after <= %s) "
        f"     OR (status = 'running' AND lease_expires_at <= %s)) "
        f"  ORDER BY run_after, rowid LIMIT 1 FOR UPDATE SKIP LOCKED) "
        f"RETURNING {JOB_COLUMNS}",
        (worker, now + timedelta(seconds=lease_seconds), now, now, now),
    ).fetchone()
    return None if row is None else _job(row)


def job_messages(conn: Connection, job: Job) -> list[Message]:
    """The job's turn, in submission order."""
    tenant, agent, user = job.scope.require_complete("job_messages")
    rows = conn.execute(
        "SELECT id, thread_id, role, content, created_at, turn_key, position FROM messages "
        "WHERE tenant_id = %s AND agent_id = %s AND user_id = %s AND turn_key = %s "
        "ORDER BY position, rowid",
        (tenant, agent, user, job.turn_key),
    ).fetchall()
    return [
        Message(
            id=r[0],
            scope=job.scope,
            thread_id=r[1],
            role=r[2],
            content=r[3],
            created_at=r[4],
            turn_key=r[5],
            position=r[6],
        )
        for r in rows
    ]


def _holds(current: Job, job: Job, worker: str) -> bool:
    # Same owner and same attempt: a later claim, even by this same worker, voids the lease.
    return (
        current.status == "running"
        and current.lease_owner == worker
        and current.attempts == job.attempts
    )


def _locked(conn: Connection, job: Job) -> Job:
    row = conn.execute(
        f"SELECT {JOB_COLUMNS} FROM jobs WHERE tenant_id = %s AND id = %s FOR UPDATE",
        (job.scope.tenant, job.id),
    ).fetchone()
    if row is None:
        raise NotFoundError(f"No job {job.id!r}.")
    return _job(row)


def finish_job(
    conn: Connection,
    job: Job,
    worker: str,
    *,
    drafts: Sequence[EntryDraft],
    reinforcements: Sequence[Reinforcement],
    result: Mapping[str, Any],
    now: datetime,
) -> list[Written]:
    """Write the job's entries and mark it done, if ``worker`` still holds the lease."""
    if not _holds(_locked(conn, job), job, worker):
        raise LeaseLostError(
            f"Job {job.id} is no longer held by {worker}; another worker took it over."
        )
    written = write_drafts(conn, drafts)
    apply_reinforcements(conn, reinforcements)
    conn.execute(
        "UPDATE jobs SET status = 'done', result = %s, lease_owner = NULL, "
        "lease_expires_at = NULL, updated_at = %s "
        "WHERE tenant_id = %s AND id = %s",
        (Jsonb(dict(result)), now, job.scope.tenant, job.id),
    )
    return written


def fail_job(
    conn: Connection,
    job: Job,
    worker: str,
    *,
    error: str,
    retry_at: datetime | None,
    now: datetime,
) -> Job:
    """Record a failed attempt, unless the lease was lost (then nothing changes)."""
    current = _locked(conn, job)
    if not _holds(current, job, worker):
        return current
    row = conn.execute(
        f"UPDATE jobs SET status = %s, last_error = %s, run_after = %s, lease_owner = NULL, "
        f"lease_expires_at = NULL, updated_at = %s WHERE tenant_id = %s AND id = %s "
        f"RETURNING {JOB_COLUMNS}",
        (
            "failed" if retry_at is None else "pending",
            error,
            retry_at or now,
            now,
            job.scope.tenant,
            job.id,
        ),
    ).fetchone()
    assert row is not None  # the row is locked by this transaction
    return _job(row)


def list_jobs(conn: Connection, *, status: JobStatus | None, limit: int) -> list[Job]:
    """Jobs across all scopes, newest first."""
    where = "" if status is None else "WHERE status = %s"
    params: tuple[Any, ...] = (limit,) if status is None else (status, limit)
    rows = conn.execute(
        f"SELECT {JOB_COLUMNS} FROM jobs {where} ORDER BY created_at DESC, rowid DESC LIMIT %s",
        params,
    ).fetchall()
    return [_job(row) for row in rows]


def get_job(conn: Connection, job_id: str) -> Job | None:
    """One job by id, or ``None``."""
    row = conn.execute(f"SELECT {JOB_COLUMNS} FROM jobs WHERE id = %s", (job_id,)).fetchone()
    return None if row is None else _job(row)


def retry_job(conn: Connection, job_id: str, *, now: datetime) -> Job:
    """Give a failed job a fresh set of attempts."""
    row = conn.execute("SELECT status FROM jobs WHERE id = %s FOR UPDATE", (job_id,)).fetchone()
    if row is None:
        raise NotFoundError(f"No job {job_id!r}; `episodic jobs` lists them.")
    if row[0] != "failed":
        raise ValidationError(f"Job {job_id} is {row[0]}; only failed jobs are retried.")
    updated = conn.execute(
        f"UPDATE jobs SET status = 'pending', attempts = 0, run_after = %s, lease_owner = NULL, "
        f"lease_expires_at = NULL, updated_at = %s WHERE id = %s RETURNING {JOB_COLUMNS}",
        (now, now, job_id),
    ).fetchone()
    assert updated is not None  # locked above
    return _job(updated)

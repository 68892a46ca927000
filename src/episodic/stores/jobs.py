"""Job rows: the durable queue, written once for every backend.

A claim takes the oldest runnable job (pending and due, or running with an expired lease) and
leases it to one worker. On SQLite the write transaction holds the database lock, so claims
are serialized; on PostgreSQL the candidate row is taken ``FOR UPDATE SKIP LOCKED``, so a claim
never waits for, and never shares, a job another worker is claiming. The worker renews its
lease while the job runs, so only a worker that stopped (or stalled for a whole lease) is
taken over, and the takeover is recorded in ``last_error``. A takeover is not an attempt:
only an error the handler raised uses one up (``attempts``), so killing workers never fails
a job that would succeed; ``takeovers`` counts them apart, and a job that has worn out
:data:`~episodic.models.jobs.MAX_TAKEOVERS` workers fails. Completion re-checks the lease
under a row lock in the transaction that writes the job's results, so a worker that lost its
lease writes nothing. A worker that stops mid-job hands the job back: pending again at once,
the attempt not counted.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from episodic.errors import LIST_JOBS, NotFoundError, ValidationError
from episodic.models import Job, JobRequest, JobStatus, Scope
from episodic.models.jobs import MAX_TAKEOVERS
from episodic.stores.base import Tx
from episodic.stores.step import Step

COLUMNS = (
    "id, tenant_id, agent_id, user_id, thread_id, kind, key, payload, status, attempts, "
    "max_attempts, last_error, run_after, lease_owner, lease_expires_at, created_at, "
    "updated_at, result, takeovers"
)
_RELEASE = "lease_owner = NULL, lease_expires_at = NULL"
# The lease is the owner and the claim's generation (its attempt and takeover counts).
_HELD = (
    "tenant_id = ? AND id = ? AND status = 'running' AND lease_owner = ? AND attempts = ? "
    "AND takeovers = ?"
)
# Why a running job changed hands: its worker did not renew the lease in time.
_TAKEOVER = (
    "last_error = CASE WHEN status = 'running' THEN coalesce(last_error || '; ', '') || "
    "'attempt ' || attempts || ' abandoned: worker ' || coalesce(lease_owner, 'unknown') || "
    "' stopped renewing its lease (it exited, crashed or stalled)' ELSE last_error END"
)


def _job(tx: Tx, row: Sequence[Any]) -> Job:
    read_time, read_json = tx.dialect.read_time, tx.dialect.read_json
    return Job(
        id=row[0],
        scope=Scope(tenant=row[1], agent=row[2], user=row[3]),
        thread_id=row[4],
        kind=row[5],
        key=row[6],
        payload=dict(read_json(row[7]) or {}),
        status=row[8],
        attempts=row[9],
        max_attempts=row[10],
        last_error=row[11],
        run_after=read_time(row[12]),
        lease_owner=row[13],
        lease_expires_at=None if row[14] is None else read_time(row[14]),
        created_at=read_time(row[15]),
        updated_at=read_time(row[16]),
        result=dict(read_json(row[17]) or {}),
        takeovers=row[18],
    )


def enqueue(tx: Tx, request: JobRequest, *, max_attempts: int, now: datetime) -> tuple[Job, bool]:
    """Queue a job, or find the one already queued under the same kind and key.

    Returns the job and whether this call created it.
    """
    scope = request.scope
    stamp = tx.dialect.time(now)
    due = stamp if request.run_after is None else tx.dialect.time(request.run_after)
    row = tx.one(
        f"INSERT INTO jobs (id, tenant_id, agent_id, user_id, thread_id, kind, key, payload, "
        "status, attempts, max_attempts, run_after, created_at, updated_at, result) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?, ?) "
        f"ON CONFLICT (tenant_id, kind, key) DO NOTHING RETURNING {COLUMNS}",
        (
            *(uuid.uuid4().hex, scope.tenant, scope.agent, scope.user, request.thread_id),
            *(request.kind, request.key, tx.dialect.json(request.payload), max_attempts),
            *(due, stamp, stamp, tx.dialect.json({})),
        ),
    )
    if row is not None:
        return _job(tx, row), True
    existing = tx.one(
        f"SELECT {COLUMNS} FROM jobs WHERE tenant_id = ? AND kind = ? AND key = ?",
        (scope.tenant, request.kind, request.key),
    )
    return _job(tx, existing), False


def claim(
    tx: Tx, worker: str, *, kinds: Sequence[str], lease_seconds: float, now: datetime
) -> Job | None:
    """Lease the oldest runnable job of one of ``kinds`` to ``worker``; ``None`` if none is.

    A pending job starts its next attempt (``attempts`` + 1); a running job whose lease ran
    out is taken over in the same attempt (``takeovers`` + 1). One that has worn out
    :data:`MAX_TAKEOVERS` workers is marked failed here instead of being taken over again.
    """
    if not kinds:
        return None
    stamp = tx.dialect.time(now)
    tx.execute(
        f"UPDATE jobs SET status = 'failed', {_RELEASE}, updated_at = ?, "
        "last_error = coalesce(last_error || '; ', '') || "
        f"'{MAX_TAKEOVERS} workers stopped while running it (killed, crashed or stalled)' "
        "WHERE status = 'running' AND lease_expires_at <= ? AND takeovers >= ?",
        (stamp, stamp, MAX_TAKEOVERS - 1),
    )
    kind_condition, kind_params = tx.dialect.in_list("kind", kinds)
    row = tx.one(
        f"UPDATE jobs SET {_TAKEOVER}, "
        "attempts = attempts + CASE WHEN status = 'running' THEN 0 ELSE 1 END, "
        "takeovers = takeovers + CASE WHEN status = 'running' THEN 1 ELSE 0 END, "
        "status = 'running', "
        "lease_owner = ?, lease_expires_at = ?, updated_at = ? WHERE (tenant_id, id) = ("
        f" SELECT tenant_id, id FROM jobs WHERE status IN ('pending', 'running') AND "
        f" {kind_condition} AND ((status = 'pending' AND run_after <= ?)"
        "  OR (status = 'running' AND lease_expires_at <= ?))"
        f" ORDER BY run_after, rowid LIMIT 1{tx.dialect.skip_locked}) "
        f"RETURNING {COLUMNS}",
        (
            *(worker, tx.dialect.time(now + timedelta(seconds=lease_seconds)), stamp),
            *(*kind_params, stamp, stamp),
        ),
    )
    return None if row is None else _job(tx, row)


def _locked(tx: Tx, job: Job) -> Job:
    row = tx.one(
        f"SELECT {COLUMNS} FROM jobs WHERE tenant_id = ? AND id = ?{tx.dialect.lock_rows}",
        (job.scope.tenant, job.id),
    )
    if row is None:
        raise NotFoundError(f"No job {job.id!r}.")
    return _job(tx, row)


def holds(tx: Tx, job: Job, worker: str) -> bool:
    """Whether ``worker`` still holds ``job``'s lease; locks the job's row until commit.

    The same worker and the same attempt number: a later claim, even by the same worker,
    voids the lease of the earlier one.
    """
    current = _locked(tx, job)
    return (
        current.status == "running"
        and current.lease_owner == worker
        and (current.attempts, current.takeovers) == (job.attempts, job.takeovers)
    )


def renew(tx: Tx, job: Job, worker: str, *, lease_seconds: float, now: datetime) -> bool:
    """Extend ``worker``'s lease on ``job`` to ``now + lease_seconds``; ``False`` when the
    worker no longer holds it (taken over, handed back or finished), and nothing changes."""
    row = tx.one(
        f"UPDATE jobs SET lease_expires_at = ?, updated_at = ? WHERE {_HELD} RETURNING id",
        (
            *(tx.dialect.time(now + timedelta(seconds=lease_seconds)), tx.dialect.time(now)),
            *(job.scope.tenant, job.id, worker, job.attempts, job.takeovers),
        ),
    )
    return row is not None


def hand_back(tx: Tx, job: Job, worker: str, *, now: datetime) -> bool:
    """Give a job ``worker`` holds back to the queue: pending and due at once, its lease
    released and this attempt not counted. ``False`` (nothing changes) if it no longer held it.
    """
    stamp = tx.dialect.time(now)
    row = tx.one(
        f"UPDATE jobs SET status = 'pending', attempts = attempts - 1, run_after = ?, "
        f"{_RELEASE}, updated_at = ? WHERE {_HELD} RETURNING id",
        (stamp, stamp, job.scope.tenant, job.id, worker, job.attempts, job.takeovers),
    )
    return row is not None


def lease_owners(tx: Tx) -> list[str]:
    """The workers holding a running job now (or until their leases run out)."""
    rows = tx.all("SELECT DISTINCT lease_owner FROM jobs WHERE status = 'running'")
    return sorted(row[0] for row in rows if row[0])


def expire_leases(tx: Tx, owners: Sequence[str], *, now: datetime) -> int:
    """End the leases ``owners`` hold now, as if they had run out (the next claim takes their
    jobs over, as a takeover, not an attempt); returns how many."""
    if not owners:
        return 0
    owner_condition, owner_params = tx.dialect.in_list("lease_owner", owners)
    stamp = tx.dialect.time(now)
    cursor = tx.execute(
        f"UPDATE jobs SET lease_expires_at = ? WHERE status = 'running' AND {owner_condition} "
        "AND lease_expires_at > ?",
        (stamp, *owner_params, stamp),
    )
    return int(cursor.rowcount)


def backlog(tx: Tx, *, now: datetime) -> int:
    """How many jobs are due (pending, run_after passed) or running, in every scope."""
    row = tx.one(
        "SELECT count(*) FROM jobs WHERE status = 'running' "
        "OR (status = 'pending' AND run_after <= ?)",
        (tx.dialect.time(now),),
    )
    return int(row[0]) if row else 0


def depth(tx: Tx) -> dict[tuple[str, str], int]:
    """How many jobs of each kind are pending, running or failed, in every scope (no ids)."""
    rows = tx.all(
        "SELECT kind, status, count(*) FROM jobs WHERE status IN ('pending', 'running', 'failed') "
        "GROUP BY kind, status"
    )
    return {(str(kind), str(status)): int(count) for kind, status, count in rows}


def unfinished(tx: Tx, kinds: Sequence[str]) -> bool:
    """Whether any job of ``kinds`` is pending or running (due now or later)."""
    if not kinds:
        return False
    kind_condition, kind_params = tx.dialect.in_list("kind", kinds)
    row = tx.one(
        f"SELECT 1 FROM jobs WHERE status IN ('pending', 'running') AND {kind_condition} LIMIT 1",
        kind_params,
    )
    return row is not None


def complete(tx: Tx, job: Job, *, result: Mapping[str, Any], now: datetime) -> None:
    """Mark a job done with its report (call after :func:`holds` in the same transaction)."""
    tx.execute(
        f"UPDATE jobs SET status = 'done', result = ?, {_RELEASE}, updated_at = ? "
        "WHERE tenant_id = ? AND id = ?",
        (tx.dialect.json(dict(result)), tx.dialect.time(now), job.scope.tenant, job.id),
    )


def fail(
    tx: Tx, job: Job, worker: str, *, error: str, retry_at: datetime | None, now: datetime
) -> Job:
    """Record a failed attempt: back to ``pending`` until ``retry_at``, or ``failed`` for good
    when it is ``None``. Changes nothing if ``worker`` lost the lease; returns the job as
    stored."""
    if not holds(tx, job, worker):
        return _locked(tx, job)
    row = tx.one(
        f"UPDATE jobs SET status = ?, last_error = ?, run_after = ?, {_RELEASE}, updated_at = ? "
        f"WHERE tenant_id = ? AND id = ? RETURNING {COLUMNS}",
        (
            *("failed" if retry_at is None else "pending", error, tx.dialect.time(retry_at or now)),
            *(tx.dialect.time(now), job.scope.tenant, job.id),
        ),
    )
    return _job(tx, row)


def get(tx: Tx, job_id: str) -> Job | None:
    """One job by id, or ``None``."""
    row = tx.one(f"SELECT {COLUMNS} FROM jobs WHERE id = ?", (job_id,))
    return None if row is None else _job(tx, row)


def listing(
    tx: Tx,
    *,
    status: JobStatus | None,
    limit: int,
    tenant: str | None = None,
    agent: str | None = None,
    offset: int = 0,
    kind: str | None = None,
) -> list[Job]:
    """Jobs newest first, across all scopes or one tenant's (and agent's), of one kind or all,
    skipping the first ``offset`` (an operator's view; never shown to users)."""
    conditions, params = [], []
    filters = (("status", status), ("tenant_id", tenant), ("agent_id", agent), ("kind", kind))
    for column, value in filters:
        if value is not None:
            conditions.append(f"{column} = ?")
            params.append(value)
    where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
    rows = tx.all(
        f"SELECT {COLUMNS} FROM jobs {where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
        [*params, limit, offset],
    )
    return [_job(tx, row) for row in rows]


def retry(tx: Tx, job_id: str, *, now: datetime) -> Job:
    """Put a failed job back to ``pending`` with a fresh set of attempts.

    Raises:
        NotFoundError: No such job.
        ValidationError: The job has not failed.
    """
    row = tx.one(f"SELECT status FROM jobs WHERE id = ?{tx.dialect.lock_rows}", (job_id,))
    if row is None:
        raise NotFoundError(f"No job {job_id!r}.", hints=LIST_JOBS)
    if row[0] != "failed":
        raise ValidationError(f"Job {job_id} is {row[0]}; only failed jobs are retried.")
    stamp = tx.dialect.time(now)
    updated = tx.one(
        f"UPDATE jobs SET status = 'pending', attempts = 0, takeovers = 0, run_after = ?, "
        f"{_RELEASE}, "
        f"updated_at = ? WHERE id = ? RETURNING {COLUMNS}",
        (stamp, stamp, job_id),
    )
    return _job(tx, updated)


STEP = Step(
    15,
    "jobs count takeovers apart from attempts",
    {
        # A lease that ran out used to cost an attempt; now only a handler's error does.
        "sqlite": "ALTER TABLE jobs ADD COLUMN takeovers INTEGER NOT NULL DEFAULT 0",
        "postgres": "ALTER TABLE jobs ADD COLUMN takeovers integer NOT NULL DEFAULT 0",
    },
)

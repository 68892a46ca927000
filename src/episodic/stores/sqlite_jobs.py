"""The durable job queue of the SQLite store (the ``JobStore`` half of ``SQLiteStore``).

Every method is one ``BEGIN IMMEDIATE`` transaction, so claims are atomic across threads and
processes sharing the file: the write lock is taken first, then one ``UPDATE ... RETURNING``
moves the oldest runnable job to ``running`` under a lease.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from episodic.errors import LeaseLostError, NotFoundError, ValidationError
from episodic.models import Scope
from episodic.stores.base import (
    JOB_COLUMNS,
    EntryDraft,
    Job,
    JobStatus,
    JobStore,
    Message,
    MessageDraft,
    Reinforcement,
    SourceDraft,
    Written,
    job_from_row,
)
from episodic.stores.sqltime import format_time, parse_time

_SCOPE_WHERE = "tenant_id = ? AND agent_id = ? AND user_id = ?"
EXTRACT_TURN = "extract_turn"


def _job(row: Sequence[Any]) -> Job:
    return job_from_row(row, parse_time, json.loads)


class SQLiteJobQueue(JobStore):
    """Jobs and turn messages in the store's SQLite file; mixed into ``SQLiteStore``."""

    if TYPE_CHECKING:  # provided by SQLiteStore

        def _write(self) -> AbstractContextManager[sqlite3.Connection]: ...
        def _read(self) -> AbstractContextManager[sqlite3.Connection]: ...
        def _write_drafts(
            self, conn: sqlite3.Connection, drafts: Sequence[EntryDraft]
        ) -> list[Written]: ...
        def _reinforce(
            self,
            conn: sqlite3.Connection,
            scope: Scope,
            entry_id: str,
            seen_at: datetime,
            sources: Sequence[SourceDraft],
        ) -> None: ...

    def enqueue_turn(
        self,
        scope: Scope,
        thread_id: str,
        messages: Sequence[MessageDraft],
        *,
        turn_key: str,
        max_attempts: int,
        now: datetime,
    ) -> tuple[Job, bool]:
        tenant, agent, user = scope.require_complete("after_turn")
        stamp = format_time(now)
        with self._write() as conn:
            row = conn.execute(
                f"SELECT {JOB_COLUMNS} FROM jobs WHERE {_SCOPE_WHERE} AND turn_key = ?",
                (tenant, agent, user, turn_key),
            ).fetchone()
            if row is not None:
                return _job(row), False
            self._insert_messages(conn, scope, thread_id, messages, turn_key, now)
            row = conn.execute(
                f"INSERT INTO jobs ({JOB_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, NULL, ?, NULL, NULL, ?, ?, '{}') "
                f"RETURNING {JOB_COLUMNS}",
                (
                    *(uuid.uuid4().hex, tenant, agent, user, thread_id, EXTRACT_TURN, turn_key),
                    *(max_attempts, stamp, stamp, stamp),
                ),
            ).fetchone()
        return _job(row), True

    def _insert_messages(
        self,
        conn: sqlite3.Connection,
        scope: Scope,
        thread_id: str,
        messages: Sequence[MessageDraft],
        turn_key: str,
        now: datetime,
    ) -> None:
        tenant, agent, user = scope.require_complete("after_turn")
        rows = []
        for position, draft in enumerate(messages):
            message_id = draft.id or uuid.uuid4().hex
            rows.append(
                (
                    *(message_id, tenant, agent, user, thread_id, draft.role, draft.content),
                    *(format_time(draft.created_at or now), turn_key, position),
                )
            )
        try:
            conn.executemany(
                "INSERT INTO messages (id, tenant_id, agent_id, user_id, thread_id, role, "
                "content, created_at, turn_key, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
        except sqlite3.IntegrityError as exc:
            raise ValidationError(
                "A message id of this turn is already stored for an earlier turn; pass only the "
                "turn's new messages to after_turn (or leave 'id' out)."
            ) from exc

    def claim_job(self, worker: str, *, lease_seconds: float, now: datetime) -> Job | None:
        stamp = format_time(now)
        with self._write() as conn:
            # A job whose worker vanished on its last attempt ends here instead of looping.
            conn.execute(
                "UPDATE jobs SET status = 'failed', lease_owner = NULL, updated_at = ?, "
                "last_error = coalesce(last_error || '; ', '') || "
                "'the worker stopped mid-job on the last attempt' "
                "WHERE status = 'running' AND lease_expires_at <= ? AND attempts >= max_attempts",
                (stamp, stamp),
            )
            row = conn.execute(
                f"""
                UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_owner = ?,
                    lease_expires_at = ?, updated_at = ?
                WHERE rowid = (
                    SELECT rowid FROM jobs
                    WHERE (status = 'pending' AND run_after <= ?)
                       OR (status = 'running' AND lease_expires_at <= ?)
                    ORDER BY run_after, rowid LIMIT 1
                )
                RETURNING {JOB_COLUMNS}
                """,
                (worker, format_time(now + timedelta(seconds=lease_seconds)), stamp, stamp, stamp),
            ).fetchone()
        return None if row is None else _job(row)

    def job_messages(self, job: Job) -> list[Message]:
        tenant, agent, user = job.scope.require_complete("job_messages")
        with self._read() as conn:
            rows = conn.execute(
                "SELECT id, thread_id, role, content, created_at, turn_key, position FROM messages "
                f"WHERE {_SCOPE_WHERE} AND turn_key = ? ORDER BY position",
                (tenant, agent, user, job.turn_key),
            ).fetchall()
        return [
            Message(
                id=row[0],
                scope=job.scope,
                thread_id=row[1],
                role=row[2],
                content=row[3],
                created_at=parse_time(row[4]),
                turn_key=row[5],
                position=row[6],
            )
            for row in rows
        ]

    def _holds(self, conn: sqlite3.Connection, job: Job, worker: str) -> bool:
        # Same owner and same attempt number: a later claim, even by this worker, voids it.
        row = conn.execute(
            "SELECT 1 FROM jobs WHERE id = ? AND status = 'running' AND lease_owner = ? "
            "AND attempts = ?",
            (job.id, worker, job.attempts),
        ).fetchone()
        return row is not None

    def finish_job(
        self,
        job: Job,
        worker: str,
        *,
        drafts: Sequence[EntryDraft],
        reinforcements: Sequence[Reinforcement],
        result: Mapping[str, Any],
        now: datetime,
    ) -> list[Written]:
        with self._write() as conn:
            if not self._holds(conn, job, worker):
                raise LeaseLostError(
                    f"Job {job.id} is no longer held by {worker}; another worker took it over."
                )
            written = self._write_drafts(conn, drafts)
            for item in reinforcements:
                self._reinforce(conn, item.scope, item.entry_id, item.seen_at, item.sources)
            conn.execute(
                "UPDATE jobs SET status = 'done', lease_owner = NULL, lease_expires_at = NULL, "
                "updated_at = ?, result = ? WHERE id = ?",
                (format_time(now), json.dumps(dict(result)), job.id),
            )
        return written

    def fail_job(
        self,
        job: Job,
        worker: str,
        *,
        error: str,
        retry_at: datetime | None,
        now: datetime,
    ) -> Job:
        with self._write() as conn:
            if self._holds(conn, job, worker):
                status = "pending" if retry_at is not None else "failed"
                conn.execute(
                    "UPDATE jobs SET status = ?, last_error = ?, run_after = ?, "
                    "lease_owner = NULL, lease_expires_at = NULL, updated_at = ? WHERE id = ?",
                    (status, error, format_time(retry_at or now), format_time(now), job.id),
                )
            row = conn.execute(f"SELECT {JOB_COLUMNS} FROM jobs WHERE id = ?", (job.id,)).fetchone()
        return _job(row)

    def list_jobs(self, *, status: JobStatus | None = None, limit: int = 100) -> list[Job]:
        where, params = ("WHERE status = ?", [status]) if status else ("", [])
        with self._read() as conn:
            rows = conn.execute(
                f"SELECT {JOB_COLUMNS} FROM jobs {where} ORDER BY created_at DESC, rowid DESC "
                "LIMIT ?",
                [*params, limit],
            ).fetchall()
        return [_job(row) for row in rows]

    def get_job(self, job_id: str) -> Job | None:
        """One job by id, or ``None``."""
        with self._read() as conn:
            row = conn.execute(f"SELECT {JOB_COLUMNS} FROM jobs WHERE id = ?", (job_id,)).fetchone()
        return None if row is None else _job(row)

    def retry_job(self, job_id: str, *, now: datetime) -> Job:
        with self._write() as conn:
            row = conn.execute("SELECT status FROM jobs WHERE id = ?", (job_id,)).fetchone()
            if row is None:
                raise NotFoundError(f"No job {job_id!r}; `episodic jobs` lists them.")
            if row[0] != "failed":
                raise ValidationError(f"Job {job_id} is {row[0]}; only failed jobs are retried.")
            stamp = format_time(now)
            row = conn.execute(
                "UPDATE jobs SET status = 'pending', attempts = 0, run_after = ?, "
                "lease_owner = NULL, lease_expires_at = NULL, updated_at = ? WHERE id = ? "
                f"RETURNING {JOB_COLUMNS}",
                (stamp, stamp, job_id),
            ).fetchone()
        return _job(row)

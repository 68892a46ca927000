"""Observation rows: each thread's observations and how far its messages are observed.

Written once for every backend. A thread's progress is one ``observation_threads`` row: the
``seq`` of the last message its active observations cover (``observed_seq``: the recent window
starts after it) and of the last one observed ahead of the threshold (``buffered_seq``). Every
writer changes that row by compare-and-set on the values it read, so two writers that raced
cannot both move it: the loser sees no row updated and retries (a job) or leaves the work to
the next turn (``after_turn``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from episodic.models import Scope
from episodic.models.observations import Observation, ObservationStatus
from episodic.models.screened import Screened
from episodic.stores.base import Tx
from episodic.stores.scoped import (
    POSTGRES_THREAD_RECORD,
    SCOPE,
    SQLITE_THREAD_RECORD,
    Columns,
    scope_values,
)
from episodic.stores.step import Step

_COLUMNS = Columns(
    "id, thread_id, content, priority, observed_at, created_at, first_seq, last_seq, "
    "first_message_id, last_message_id, level, status, superseded_by, tokens",
    times=("observed_at", "created_at"),
    ints=("first_seq", "last_seq", "level", "tokens"),
)
_THREAD = f"{SCOPE} AND thread_id = ?"
# Rows read per round trip when looking for where the newest messages pass a token budget.
_PAGE = 500


@dataclass(frozen=True, slots=True)
class Progress:
    """A thread's ``observation_threads`` row (all zero before its first observation).

    Attributes:
        observed_seq: Last message ``seq`` the active observations cover.
        buffered_seq: Last message ``seq`` observed ahead of the threshold (at least
            ``observed_seq``).
        observed_tokens: Tokens of the messages through ``observed_seq``.
        buffered_tokens: Tokens of the messages after ``observed_seq`` through
            ``buffered_seq``.
        stored: Whether the row exists.
    """

    observed_seq: int = 0
    buffered_seq: int = 0
    observed_tokens: int = 0
    buffered_tokens: int = 0
    stored: bool = False


def _key(scope: Scope, thread: str) -> tuple[str, str, str, str]:
    return (*scope_values(scope, "observations"), thread)


def progress(tx: Tx, scope: Scope, thread: str) -> Progress:
    """The thread's progress row, or an empty one."""
    row = tx.one(
        "SELECT observed_seq, buffered_seq, observed_tokens, buffered_tokens "
        f"FROM observation_threads WHERE {_THREAD}",
        _key(scope, thread),
    )
    if row is None:
        return Progress()
    return Progress(int(row[0]), int(row[1]), int(row[2]), int(row[3]), stored=True)


def save_progress(
    tx: Tx, scope: Scope, thread: str, before: Progress, after: Progress, now: datetime
) -> bool:
    """Move the thread's row from ``before`` to ``after``; ``False`` when it no longer holds
    ``before`` (another writer moved it first) and nothing was changed."""
    values = (after.observed_seq, after.buffered_seq, after.observed_tokens, after.buffered_tokens)
    stamp = tx.dialect.time(now)
    if not before.stored:
        cursor = tx.execute(
            "INSERT INTO observation_threads (tenant_id, agent_id, user_id, thread_id, "
            "observed_seq, buffered_seq, observed_tokens, buffered_tokens, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (tenant_id, agent_id, user_id, thread_id) DO NOTHING",
            (*_key(scope, thread), *values, stamp),
        )
        return bool(cursor.rowcount)
    cursor = tx.execute(
        "UPDATE observation_threads SET observed_seq = ?, buffered_seq = ?, "
        f"observed_tokens = ?, buffered_tokens = ?, updated_at = ? WHERE {_THREAD} "
        "AND observed_seq = ? AND buffered_seq = ?",
        (*values, stamp, *_key(scope, thread), before.observed_seq, before.buffered_seq),
    )
    return bool(cursor.rowcount)


def pending_tokens(tx: Tx, scope: Scope, thread: str, state: Progress) -> tuple[int, int]:
    """Tokens of the thread's messages not observed yet, and of those not buffered yet.

    Only the unbuffered stretch is summed (by the ``(scope, thread, rowid)`` index): the
    buffered one's tokens are kept on the progress row, so the cost stays that of the few
    messages since the last buffering, however far the thread is from its threshold.
    """
    row = tx.one(
        f"SELECT coalesce(sum(tokens), 0) FROM messages WHERE {_THREAD} AND rowid > ?",
        (*_key(scope, thread), state.buffered_seq),
    )
    unbuffered = int(row[0])
    return state.buffered_tokens + unbuffered, unbuffered


def window_start(tx: Tx, scope: Scope, thread: str, after: int, budget: int) -> int:
    """The ``seq`` after which the thread's newest messages (all after ``after``) fit
    ``budget`` tokens; the newest message is always kept, however long it is."""
    used, before = 0, None
    while True:
        params: list[Any] = [*_key(scope, thread), after]
        bound = ""
        if before is not None:
            bound = " AND rowid < ?"
            params.append(before)
        rows = tx.all(
            f"SELECT rowid, tokens FROM messages WHERE {_THREAD} AND rowid > ?{bound} "
            "ORDER BY rowid DESC LIMIT ?",
            (*params, _PAGE),
        )
        for seq, tokens in rows:
            used += int(tokens)
            if used > budget and before is not None:
                return int(seq)
            before = int(seq)
        if len(rows) < _PAGE:
            return after


def insert(tx: Tx, screened: Screened[Sequence[Observation]]) -> None:
    """Store new observations, as the gate let them through."""
    dialect, observations = tx.dialect, screened.value
    tx.execute_many(
        "INSERT INTO observations (tenant_id, agent_id, user_id, id, thread_id, content, "
        "priority, observed_at, created_at, first_seq, last_seq, first_message_id, "
        "last_message_id, level, status, superseded_by, tokens) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                *scope_values(o.scope, "observations"),
                *(o.id, o.thread_id, o.content, o.priority),
                *(dialect.time(o.observed_at), dialect.time(o.created_at)),
                *(o.first_seq, o.last_seq, o.first_message_id, o.last_message_id),
                *(o.level, o.status, o.superseded_by, o.tokens),
            )
            for o in observations
        ],
    )


def activate(tx: Tx, scope: Scope, thread: str, through: int) -> int:
    """Make the thread's buffered observations up to message ``through`` active; how many."""
    cursor = tx.execute(
        f"UPDATE observations SET status = 'active' WHERE {_THREAD} AND status = 'buffered' "
        "AND last_seq <= ?",
        (*_key(scope, thread), through),
    )
    return int(cursor.rowcount)


def supersede(tx: Tx, scope: Scope, thread: str, ids: Sequence[str], by: str) -> int:
    """Mark active observations as condensed into ``by``; how many were still active."""
    condition, params = tx.dialect.in_list("id", list(ids))
    cursor = tx.execute(
        f"UPDATE observations SET status = 'superseded', superseded_by = ? WHERE {_THREAD} "
        f"AND status = 'active' AND {condition}",
        (by, *_key(scope, thread), *params),
    )
    return int(cursor.rowcount)


def listing(
    tx: Tx,
    scope: Scope,
    thread: str,
    statuses: Sequence[ObservationStatus],
    limit: int | None = None,
    newest: bool = False,
) -> list[Observation]:
    """The thread's observations with these statuses, in conversation order (by the first
    message they cover, then by when they were written): the oldest ``limit``, or with
    ``newest`` the newest ones (still oldest first)."""
    condition, params = tx.dialect.in_list("status", list(statuses))
    order = " DESC" if newest else ""
    sql = (
        f"SELECT {_COLUMNS} FROM observations WHERE {_THREAD} AND {condition} "
        f"ORDER BY first_seq{order}, last_seq{order}, rowid{order}"
    )
    values: list[Any] = [*_key(scope, thread), *params]
    if limit is not None:
        sql += " LIMIT ?"
        values.append(limit)
    found = [_observation(tx, scope, row) for row in tx.all(sql, values)]
    if newest:
        found.reverse()
    return found


def totals(tx: Tx, scope: Scope, thread: str) -> dict[str, tuple[int, int]]:
    """``{status: (observations, tokens)}`` of the thread."""
    rows = tx.all(
        f"SELECT status, count(*), coalesce(sum(tokens), 0) FROM observations WHERE {_THREAD} "
        "GROUP BY status",
        _key(scope, thread),
    )
    return {str(status): (int(count), int(tokens)) for status, count, tokens in rows}


def active_tokens(tx: Tx, scope: Scope, thread: str) -> int:
    """Tokens of the thread's active observations."""
    row = tx.one(
        f"SELECT coalesce(sum(tokens), 0) FROM observations WHERE {_THREAD} AND status = 'active'",
        _key(scope, thread),
    )
    return int(row[0])


def job_counts(tx: Tx, scope: Scope, thread: str, kinds: Sequence[str]) -> tuple[int, int]:
    """Jobs of these kinds for the thread: ``(waiting or running, failed)``."""
    condition, params = tx.dialect.in_list("kind", list(kinds))
    row = tx.one(
        "SELECT coalesce(sum(CASE WHEN status IN ('pending', 'running') THEN 1 ELSE 0 END), 0), "
        "coalesce(sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0) "
        f"FROM jobs WHERE {_THREAD} AND {condition}",
        (*_key(scope, thread), *params),
    )
    return int(row[0]), int(row[1])


def _observation(tx: Tx, scope: Scope, row: Sequence[Any]) -> Observation:
    return Observation(scope=scope, **_COLUMNS.read(tx, row))


STEP = Step(
    8,
    "observations and each thread's observation progress",
    {
        "sqlite": f"""
        CREATE TABLE observations (
            {SQLITE_THREAD_RECORD},
            content TEXT NOT NULL,
            priority TEXT NOT NULL,
            observed_at TEXT NOT NULL,
            created_at TEXT NOT NULL,
            first_message_id TEXT,
            last_message_id TEXT,
            first_seq INTEGER NOT NULL,
            last_seq INTEGER NOT NULL,
            level INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'active',
            superseded_by TEXT,
            tokens INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX observations_scope_thread
            ON observations (tenant_id, agent_id, user_id, thread_id, status, first_seq);

        CREATE TABLE observation_threads (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            observed_seq INTEGER NOT NULL DEFAULT 0,
            buffered_seq INTEGER NOT NULL DEFAULT 0,
            observed_tokens INTEGER NOT NULL DEFAULT 0,
            buffered_tokens INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, thread_id)
        )
        """,
        "postgres": f"""
        CREATE TABLE observations (
            {POSTGRES_THREAD_RECORD},
            content text NOT NULL,
            priority text NOT NULL,
            observed_at timestamptz NOT NULL,
            created_at timestamptz NOT NULL,
            first_message_id text,
            last_message_id text,
            first_seq bigint NOT NULL,
            last_seq bigint NOT NULL,
            level integer NOT NULL DEFAULT 0,
            status text NOT NULL DEFAULT 'active',
            superseded_by text,
            tokens integer NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant_id, id)
        );
        CREATE INDEX observations_scope_thread
            ON observations (tenant_id, agent_id, user_id, thread_id, status, first_seq);

        CREATE TABLE observation_threads (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text NOT NULL,
            observed_seq bigint NOT NULL DEFAULT 0,
            buffered_seq bigint NOT NULL DEFAULT 0,
            observed_tokens bigint NOT NULL DEFAULT 0,
            buffered_tokens bigint NOT NULL DEFAULT 0,
            updated_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, thread_id)
        )
        """,
    },
)

"""Episode rows, written once for every backend, and the entry reads episodes need.

A thread's sessions follow each other: an episode covers the thread's messages after the last
one an earlier episode covered (``last_seq``) through the session's end. The unique index on
``(scope, thread_id, first_seq)`` keeps two jobs that summarized the same stretch at once from
both storing it. Vectors are float32 bytes on both backends, scored in process: a user has
few episodes, and they are compared only at the start of a session. Nothing here deletes an
episode: compression marks the originals ``superseded``.

Key events are entries (``entries.episode_id``); setting that column is not a change search
sees, so it leaves the entries' search statistics and revisions alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.models import Entry, Scope, Vector
from episodic.models.episodes import Episode
from episodic.models.screened import Screened
from episodic.stores.base import Tx
from episodic.stores.entries import LIVE, get_entries
from episodic.stores.scoped import SCOPE, scope_values
from episodic.stores.similar import read_vector
from episodic.stores.step import Step

_COLUMNS = (
    "id, thread_id, started_at, ended_at, message_count, first_seq, last_seq, "
    "first_message_id, last_message_id, summary, topics, entities, purpose, summarizer, level, "
    "status, superseded_by, embedding_model, created_at"
)
_THREAD = f"{SCOPE} AND thread_id = ?"
# Most rows one read looks at: the newest episodes when scoring vectors, the newest entries
# of a kind when ranking them for a question.
MOST_ROWS = 5_000


def _values(scope: Scope, operation: str) -> tuple[str, str, str]:
    return scope_values(scope, operation)


def _purpose(tx: Tx, purpose: str | None, column: str = "purpose") -> tuple[str, list[Any]]:
    """The condition (appended with AND) restricting rows to what ``purpose`` may use."""
    if purpose is None:
        return "", []
    return f" AND {tx.dialect.allows_purpose(column)}", [purpose]


# -- a thread's progress --------------------------------------------------------------------


def covered_through(tx: Tx, scope: Scope, thread: str) -> int:
    """``seq`` of the thread's last message an episode covers (0 before the first)."""
    row = tx.one(
        f"SELECT coalesce(max(last_seq), 0) FROM episodes WHERE {_THREAD}",
        (*_values(scope, "episodes"), thread),
    )
    return int(row[0])


def last_message(tx: Tx, scope: Scope, thread: str) -> int:
    """``seq`` of the thread's newest stored message (0 when it has none)."""
    row = tx.one(
        f"SELECT coalesce(max(rowid), 0) FROM messages WHERE {_THREAD}",
        (*_values(scope, "episodes"), thread),
    )
    return int(row[0])


# -- writes ---------------------------------------------------------------------------------


def insert(tx: Tx, screened: Screened[Episode], vector: Vector | None) -> bool:
    """Store a new episode as the gate let it through; ``False`` when the thread already has
    one starting at the same message (another job stored it first) and nothing was written."""
    episode = screened.value
    tenant, agent, user = _values(episode.scope, "episodes")
    dialect = tx.dialect
    blob = None if vector is None else np.asarray(vector, dtype=np.float32).reshape(-1).tobytes()
    row = tx.one(
        f"INSERT INTO episodes (tenant_id, agent_id, user_id, {_COLUMNS}, embedding) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT DO NOTHING RETURNING id",
        (
            *(tenant, agent, user, episode.id, episode.thread_id),
            *(dialect.time(episode.started_at), dialect.time(episode.ended_at)),
            *(episode.message_count, episode.first_seq, episode.last_seq),
            *(episode.first_message_id, episode.last_message_id, episode.summary),
            *(dialect.strings(episode.topics), dialect.strings(episode.entities)),
            *(dialect.strings(episode.purpose), episode.summarizer, episode.level),
            *(episode.status, episode.superseded_by, episode.embedding_model),
            *(dialect.time(episode.created_at), blob),
        ),
    )
    return row is not None


def supersede(tx: Tx, scope: Scope, ids: Sequence[str], by: str) -> list[str]:
    """Mark the scope's active episodes with these ids superseded by ``by``; returns the ids
    that changed."""
    if not ids:
        return []
    condition, params = tx.dialect.in_list("id", list(ids))
    rows = tx.all(
        f"UPDATE episodes SET status = 'superseded', superseded_by = ? WHERE {SCOPE} "
        f"AND status = 'active' AND {condition} RETURNING id",
        (by, *_values(scope, "episodes"), *params),
    )
    return [str(row[0]) for row in rows]


def link_entries(tx: Tx, scope: Scope, episode_id: str, ids: Sequence[str]) -> int:
    """Make the scope's entries with these ids key events of the episode, where they belong
    to no episode yet; returns how many were linked."""
    if not ids:
        return 0
    condition, params = tx.dialect.in_list("id", list(dict.fromkeys(ids)))
    cursor = tx.execute(
        f"UPDATE entries SET episode_id = ? WHERE {SCOPE} AND episode_id IS NULL AND {condition}",
        (episode_id, *_values(scope, "episodes"), *params),
    )
    return int(cursor.rowcount)


def count_events(tx: Tx, scope: Scope, episode_id: str) -> int:
    """How many entries (in any status) are key events of the episode."""
    row = tx.one(
        f"SELECT count(*) FROM entries WHERE {SCOPE} AND episode_id = ?",
        (*_values(scope, "episodes"), episode_id),
    )
    return int(row[0])


def session_entries(tx: Tx, scope: Scope, thread: str, after: int, through: int) -> list[str]:
    """Ids of the scope's active entries, in no episode yet, whose evidence quotes one of the
    thread's messages after ``after`` through ``through``: what extraction wrote from the
    session, oldest first."""
    values = _values(scope, "episodes")
    rows = tx.all(
        "SELECT e.id FROM entries AS e WHERE e.tenant_id = ? AND e.agent_id = ? "
        "AND e.user_id = ? AND e.status = 'active' AND e.episode_id IS NULL AND EXISTS ("
        " SELECT 1 FROM entry_sources AS s JOIN messages AS m"
        "  ON m.tenant_id = s.tenant_id AND m.agent_id = s.agent_id"
        "  AND m.user_id = s.user_id AND m.id = s.message_id"
        " WHERE s.tenant_id = e.tenant_id AND s.agent_id = e.agent_id"
        "  AND s.user_id = e.user_id AND s.entry_id = e.id"
        "  AND m.thread_id = ? AND m.rowid > ? AND m.rowid <= ?) "
        "ORDER BY e.occurred_at, e.rowid",
        (*values, thread, after, through),
    )
    return [str(row[0]) for row in rows]


# -- reads ----------------------------------------------------------------------------------


def listing(
    tx: Tx,
    scope: Scope,
    *,
    limit: int,
    statuses: Sequence[str] = ("active",),
    purpose: str | None = None,
    thread: str | None = None,
) -> list[Episode]:
    """The scope's episodes, most recently ended first."""
    where, params = SCOPE, list[Any](_values(scope, "episodes"))
    condition, values = tx.dialect.in_list("status", list(statuses))
    where += f" AND {condition}"
    params += values
    if thread is not None:
        where += " AND thread_id = ?"
        params.append(thread)
    restrict, extra = _purpose(tx, purpose)
    rows = tx.all(
        f"SELECT {_COLUMNS} FROM episodes WHERE {where}{restrict} "
        "ORDER BY ended_at DESC, rowid DESC LIMIT ?",
        (*params, *extra, limit),
    )
    return [_episode(tx, scope, row) for row in rows]


def set_vector(tx: Tx, scope: Scope, episode_id: str, vector: Vector, model: str) -> None:
    """Replace an episode's vector (its text changed)."""
    blob = np.asarray(vector, dtype=np.float32).reshape(-1).tobytes()
    tx.execute(
        f"UPDATE episodes SET embedding = ?, embedding_model = ? WHERE {SCOPE} AND id = ?",
        (blob, model, *_values(scope, "episodes"), episode_id),
    )


def by_ids(tx: Tx, scope: Scope, ids: Sequence[str]) -> list[Episode]:
    """The scope's episodes with these ids, in the order given (unknown ids left out)."""
    if not ids:
        return []
    condition, params = tx.dialect.in_list("id", list(dict.fromkeys(ids)))
    rows = tx.all(
        f"SELECT {_COLUMNS} FROM episodes WHERE {SCOPE} AND {condition}",
        (*_values(scope, "episodes"), *params),
    )
    found = {str(row[0]): _episode(tx, scope, row) for row in rows}
    return [found[i] for i in dict.fromkeys(ids) if i in found]


def merged_into(tx: Tx, scope: Scope, ids: Sequence[str]) -> dict[str, str]:
    """The scope's episodes that compression merged into one of ``ids``: each one's id, and the
    id it was merged into."""
    if not ids:
        return {}
    condition, params = tx.dialect.in_list("superseded_by", list(dict.fromkeys(ids)))
    rows = tx.all(
        f"SELECT id, superseded_by FROM episodes WHERE {SCOPE} AND {condition}",
        (*_values(scope, "episodes"), *params),
    )
    return {str(row[0]): str(row[1]) for row in rows}


def old_sessions(tx: Tx, scope: Scope, before: datetime, limit: int) -> list[Episode]:
    """The scope's active session episodes (level 0) that ended before ``before``, oldest
    first."""
    rows = tx.all(
        f"SELECT {_COLUMNS} FROM episodes WHERE {SCOPE} AND status = 'active' AND level = 0 "
        "AND ended_at < ? ORDER BY started_at, rowid LIMIT ?",
        (*_values(scope, "episodes"), tx.dialect.time(before), limit),
    )
    return [_episode(tx, scope, row) for row in rows]


def vectors(
    tx: Tx, scope: Scope, *, model: str, purpose: str | None
) -> tuple[list[str], npt.NDArray[np.float32]]:
    """Ids and vectors (one row each) of the scope's active episodes embedded by ``model``
    that ``purpose`` may use; the newest :data:`MOST_ROWS` at most."""
    restrict, extra = _purpose(tx, purpose)
    rows = tx.all(
        f"SELECT id, embedding FROM episodes WHERE {SCOPE} AND status = 'active' "
        f"AND embedding_model = ? AND embedding IS NOT NULL{restrict} "
        "ORDER BY ended_at DESC, rowid DESC LIMIT ?",
        (*_values(scope, "episodes"), model, *extra, MOST_ROWS),
    )
    read = [(str(row[0]), read_vector(row[1])) for row in rows]
    if not read:
        return [], np.zeros((0, 0), dtype=np.float32)
    size = read[0][1].size
    kept = [(i, v) for i, v in read if v.size == size]
    return [i for i, _ in kept], np.stack([v for _, v in kept])


def key_events(tx: Tx, scope: Scope, episode_ids: Sequence[str], now: datetime) -> list[Entry]:
    """The live key events of these episodes, oldest first."""
    if not episode_ids:
        return []
    condition, params = tx.dialect.in_list("episode_id", list(dict.fromkeys(episode_ids)))
    rows = tx.all(
        f"SELECT id FROM entries WHERE {SCOPE} AND {LIVE} AND {condition} "
        "ORDER BY occurred_at, rowid",
        (*_values(scope, "episodes"), tx.dialect.time(now), *params),
    )
    return get_entries(tx, scope, [str(row[0]) for row in rows])


@dataclass(frozen=True, slots=True)
class EventRow:
    """A live entry of a kind, as the typed query ranks it."""

    entry_id: str
    terms: str
    last_seen_at: datetime
    embedding_model: str | None
    vector: npt.NDArray[np.float32] | None


def events_of_kind(
    tx: Tx,
    scope: Scope,
    *,
    kind: str | None,
    now: datetime,
    purpose: str | None,
    limit: int,
) -> list[EventRow]:
    """The scope's live entries of ``kind`` (``None``: every kind but ``case``) that
    ``purpose`` may use, newest first."""
    where, params = f"{SCOPE} AND {LIVE}", [*_values(scope, "episodes"), tx.dialect.time(now)]
    if kind is None:
        where += " AND kind <> 'case'"
    else:
        where += " AND kind = ?"
        params.append(kind)
    restrict, extra = _purpose(tx, purpose)
    rows = tx.all(
        f"SELECT id, terms, last_seen_at, embedding_model, embedding FROM entries "
        f"WHERE {where}{restrict} ORDER BY occurred_at DESC, rowid DESC LIMIT ?",
        (*params, *extra, limit),
    )
    return [
        EventRow(
            entry_id=str(row[0]),
            terms=str(row[1] or ""),
            last_seen_at=tx.dialect.read_time(row[2]),
            embedding_model=row[3],
            vector=None if row[4] is None else read_vector(row[4]),
        )
        for row in rows
    ]


def _episode(tx: Tx, scope: Scope, row: Sequence[Any]) -> Episode:
    dialect = tx.dialect
    return Episode(
        id=str(row[0]),
        scope=scope,
        thread_id=row[1],
        started_at=dialect.read_time(row[2]),
        ended_at=dialect.read_time(row[3]),
        message_count=int(row[4]),
        first_seq=int(row[5]),
        last_seq=int(row[6]),
        first_message_id=row[7],
        last_message_id=row[8],
        summary=str(row[9]),
        topics=dialect.read_strings(row[10]),
        entities=dialect.read_strings(row[11]),
        purpose=dialect.read_strings(row[12]),
        summarizer=str(row[13]),
        level=int(row[14]),
        status=row[15],
        superseded_by=row[16],
        embedding_model=row[17],
        created_at=dialect.read_time(row[18]),
    )


# The step's indexes, the same on both backends.
_INDEXES = """\
        CREATE INDEX episodes_scope_ended
            ON episodes (tenant_id, agent_id, user_id, status, ended_at);
        CREATE UNIQUE INDEX episodes_thread_start
            ON episodes (tenant_id, agent_id, user_id, thread_id, first_seq);
        CREATE INDEX entries_scope_episode
            ON entries (tenant_id, agent_id, user_id, episode_id)
            WHERE episode_id IS NOT NULL;
        CREATE INDEX entries_scope_kind ON entries (tenant_id, agent_id, user_id, kind, status)
        """


STEP = Step(
    12,
    "episodes: one summary per finished session",
    {
        "sqlite": """
        CREATE TABLE episodes (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT,
            started_at TEXT NOT NULL,
            ended_at TEXT NOT NULL,
            message_count INTEGER NOT NULL DEFAULT 0,
            first_seq INTEGER NOT NULL DEFAULT 0,
            last_seq INTEGER NOT NULL DEFAULT 0,
            first_message_id TEXT,
            last_message_id TEXT,
            summary TEXT NOT NULL,
            topics TEXT NOT NULL DEFAULT '[]',
            entities TEXT NOT NULL DEFAULT '[]',
            purpose TEXT NOT NULL DEFAULT '[]',
            summarizer TEXT NOT NULL,
            level INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'active',
            superseded_by TEXT,
            embedding_model TEXT,
            embedding BLOB,
            created_at TEXT NOT NULL
        );
"""
        + _INDEXES,
        "postgres": """
        CREATE TABLE episodes (
            tenant_id text NOT NULL,
            id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text,
            started_at timestamptz NOT NULL,
            ended_at timestamptz NOT NULL,
            message_count integer NOT NULL DEFAULT 0,
            first_seq bigint NOT NULL DEFAULT 0,
            last_seq bigint NOT NULL DEFAULT 0,
            first_message_id text,
            last_message_id text,
            summary text NOT NULL,
            topics text[] NOT NULL DEFAULT '{}',
            entities text[] NOT NULL DEFAULT '{}',
            purpose text[] NOT NULL DEFAULT '{}',
            summarizer text NOT NULL,
            level integer NOT NULL DEFAULT 0,
            status text NOT NULL DEFAULT 'active',
            superseded_by text,
            embedding_model text,
            embedding bytea,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, id)
        );
"""
        + _INDEXES,
    },
)

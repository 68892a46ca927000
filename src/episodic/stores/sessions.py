"""Session memory rows: every version of each thread's session memory, written once.

Versions are append-only. Each also records how far into the thread's messages it reaches
(``through_message``: the ``rowid`` of the last message read to write it), so the background
job of a turn knows which messages its base version has not seen yet, and a job that runs
late knows when a later turn's version already covers its turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from episodic.models import Message, Scope
from episodic.models.screened import Screened
from episodic.models.sessions import SessionMemory
from episodic.stores.base import Tx
from episodic.stores.scoped import (
    POSTGRES_THREAD_VERSION,
    SCOPE,
    SQLITE_THREAD_VERSION,
    scope_values,
)
from episodic.stores.step import Step
from episodic.stores.versions import newest

_COLUMNS = (
    "version, objective, state, decisions, follow_ups, actor, turn_key, created_at, through_message"
)


@dataclass(frozen=True, slots=True)
class StoredSession:
    """A stored version and how far into its thread's messages it reaches."""

    memory: SessionMemory
    through: int


def latest(tx: Tx, scope: Scope, thread_id: str) -> StoredSession | None:
    """The thread's newest version, or ``None`` before the first."""
    found = newest(tx, "session_versions", _COLUMNS, scope, thread_id, 1)
    return _stored(tx, scope, thread_id, found[0]) if found else None


def versions(tx: Tx, scope: Scope, thread_id: str, limit: int) -> list[SessionMemory]:
    """The thread's newest ``limit`` versions, newest first."""
    rows = newest(tx, "session_versions", _COLUMNS, scope, thread_id, limit)
    return [_stored(tx, scope, thread_id, row).memory for row in rows]


def insert(tx: Tx, screened: Screened[SessionMemory], through: int) -> None:
    """Add a version as the gate let it through; a version number already taken raises the
    driver's integrity error."""
    memory = screened.value
    tx.execute(
        "INSERT INTO session_versions (tenant_id, agent_id, user_id, thread_id, version, "
        "objective, state, decisions, follow_ups, actor, turn_key, created_at, through_message) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            *scope_values(memory.scope, "sessions"),
            *(memory.thread_id, memory.version, memory.objective, memory.state),
            tx.dialect.json(list(memory.decisions)),
            tx.dialect.json(list(memory.follow_ups)),
            *(memory.actor, memory.turn_key, tx.dialect.time(memory.created_at), through),
        ),
    )


def advance(tx: Tx, memory: SessionMemory, through: int) -> None:
    """Record that a version also covers the messages up to ``through`` (its text unchanged:
    a turn that changed nothing adds no version)."""
    tx.execute(
        f"UPDATE session_versions SET through_message = ? WHERE {SCOPE} AND thread_id = ? "
        "AND version = ? AND through_message < ?",
        (
            through,
            *scope_values(memory.scope, "sessions"),
            *(memory.thread_id, memory.version, through),
        ),
    )


def turn_end(tx: Tx, scope: Scope, thread_id: str, turn_key: str) -> int | None:
    """The ``rowid`` of the last stored message of a turn, or ``None`` when none is stored
    (erased meanwhile)."""
    row = tx.one(
        f"SELECT max(rowid) FROM messages WHERE {SCOPE} AND thread_id = ? AND turn_key = ?",
        (*scope_values(scope, "sessions"), thread_id, turn_key),
    )
    return None if row is None or row[0] is None else int(row[0])


def unseen_messages(
    tx: Tx, scope: Scope, thread_id: str, after: int, through: int, limit: int
) -> list[Message]:
    """The thread's newest ``limit`` user and assistant messages after ``after`` up to
    ``through`` (rowids), oldest first; tool calls and tool results are never read."""
    rows = tx.all(
        "SELECT id, role, content, created_at, turn_key, position FROM messages "
        f"WHERE {SCOPE} AND thread_id = ? AND rowid > ? AND rowid <= ? "
        "AND role IN ('user', 'assistant') ORDER BY rowid DESC LIMIT ?",
        (*scope_values(scope, "sessions"), thread_id, after, through, limit),
    )
    rows.reverse()
    return [
        Message(
            id=row[0],
            scope=scope,
            thread_id=thread_id,
            role=row[1],
            content=row[2],
            created_at=tx.dialect.read_time(row[3]),
            turn_key=row[4],
            position=row[5],
        )
        for row in rows
    ]


def _stored(tx: Tx, scope: Scope, thread_id: str, row: tuple[object, ...]) -> StoredSession:
    version, objective, state, decisions, follow_ups, actor, turn_key, created_at, through = row
    memory = SessionMemory(
        scope=scope,
        thread_id=thread_id,
        version=int(str(version)),
        objective=str(objective),
        state=str(state),
        decisions=tuple(str(item) for item in tx.dialect.read_json(decisions)),
        follow_ups=tuple(str(item) for item in tx.dialect.read_json(follow_ups)),
        actor="operator" if actor == "operator" else "extractor",
        turn_key=None if turn_key is None else str(turn_key),
        created_at=tx.dialect.read_time(created_at),
    )
    return StoredSession(memory, int(str(through)))


STEP = Step(
    7,
    "session memory versions",
    {
        "sqlite": f"""
        CREATE TABLE session_versions (
            {SQLITE_THREAD_VERSION},
            objective TEXT NOT NULL DEFAULT '',
            state TEXT NOT NULL DEFAULT '',
            decisions TEXT NOT NULL DEFAULT '[]',
            follow_ups TEXT NOT NULL DEFAULT '[]',
            actor TEXT NOT NULL,
            turn_key TEXT,
            created_at TEXT NOT NULL,
            through_message INTEGER NOT NULL DEFAULT 0
        );
        CREATE UNIQUE INDEX session_versions_scope_thread_version
            ON session_versions (tenant_id, agent_id, user_id, thread_id, version)
        """,
        "postgres": f"""
        CREATE TABLE session_versions (
            {POSTGRES_THREAD_VERSION},
            objective text NOT NULL DEFAULT '',
            state text NOT NULL DEFAULT '',
            decisions jsonb NOT NULL DEFAULT '[]',
            follow_ups jsonb NOT NULL DEFAULT '[]',
            actor text NOT NULL,
            turn_key text,
            created_at timestamptz NOT NULL,
            through_message bigint NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant_id, agent_id, user_id, thread_id, version)
        )
        """,
    },
)

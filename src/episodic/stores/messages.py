"""Message rows: the turns ``after_turn`` stores, written once for every backend."""

from __future__ import annotations

import uuid

from episodic.errors import ValidationError
from episodic.models import Message, Scope, Turn
from episodic.stores.base import Tx
from episodic.stores.entries import SCOPE, scope_values
from episodic.stores.step import Step

_COLUMNS = "id, thread_id, role, content, created_at, turn_key, position"


def store_turn(tx: Tx, turn: Turn) -> None:
    """Store the turn's messages, once: storing the same turn again adds nothing.

    Concurrent calls for the same turn queue on the turn's unique index, and the later one
    finds the rows there.

    Raises:
        ValidationError: A message id of the turn belongs to an earlier turn.
    """
    tenant, agent, user = scope_values(turn.scope, "after_turn")
    rows = [
        (
            *(tenant, agent, user, draft.id or uuid.uuid4().hex, turn.thread_id, draft.role),
            *(draft.content, tx.dialect.time(draft.created_at or turn.at), turn.key, position),
        )
        for position, draft in enumerate(turn.messages)
    ]
    try:
        tx.execute_many(
            "INSERT INTO messages (tenant_id, agent_id, user_id, id, thread_id, role, content, "
            "created_at, turn_key, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (tenant_id, agent_id, user_id, turn_key, position) DO NOTHING",
            rows,
        )
    except tx.dialect.integrity_errors as exc:
        raise ValidationError(
            "A message id of this turn is already stored for an earlier turn; pass only the "
            "turn's new messages to after_turn (or leave 'id' out)."
        ) from exc


def turn_messages(tx: Tx, scope: Scope, turn_key: str) -> list[Message]:
    """The messages of one stored turn, in the order they were handed over."""
    rows = tx.all(
        f"SELECT {_COLUMNS} FROM messages WHERE {SCOPE} AND turn_key = ? ORDER BY position",
        (*scope_values(scope, "messages"), turn_key),
    )
    return [
        Message(
            id=row[0],
            scope=scope,
            thread_id=row[1],
            role=row[2],
            content=row[3],
            created_at=tx.dialect.read_time(row[4]),
            turn_key=row[5],
            position=row[6],
        )
        for row in rows
    ]


STEP = Step(
    5,
    "messages keep tool calls and their token counts",
    {
        "sqlite": """
        ALTER TABLE messages ADD COLUMN tool_calls TEXT;
        ALTER TABLE messages ADD COLUMN tool_call_id TEXT;
        ALTER TABLE messages ADD COLUMN name TEXT;
        ALTER TABLE messages ADD COLUMN tokens INTEGER NOT NULL DEFAULT 0;
        UPDATE messages SET tokens = (length(content) + 3) / 4;
        CREATE INDEX messages_scope_thread_order
            ON messages (tenant_id, agent_id, user_id, thread_id, rowid)
        """,
        "postgres": """
        ALTER TABLE messages
            ADD COLUMN tool_calls jsonb,
            ADD COLUMN tool_call_id text,
            ADD COLUMN name text,
            ADD COLUMN tokens integer NOT NULL DEFAULT 0;
        UPDATE messages SET tokens = (length(content) + 3) / 4;
        CREATE INDEX messages_scope_thread_order
            ON messages (tenant_id, agent_id, user_id, thread_id, rowid)
        """,
    },
)

"""Message rows: the turns ``after_turn`` stores, written once for every backend."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from episodic.errors import ValidationError
from episodic.models import Message, Scope, Turn
from episodic.models.messages import tool_calls_json
from episodic.models.screened import Screened
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, Columns, scope_values
from episodic.stores.step import Step
from episodic.tokens import count_tokens

_COLUMNS = Columns(
    "id, thread_id, role, content, created_at, turn_key, position, rowid, tool_calls, "
    "tool_call_id, name, tokens, item",
    times=("created_at",),
    ints=("rowid", "tokens"),
    json=("tool_calls", "item"),
    rename={"rowid": "seq"},
)


def message_columns() -> str:
    """The columns :func:`read_message` reads, in its order."""
    return str(_COLUMNS)


def store_turn(tx: Tx, screened: Screened[Turn]) -> None:
    """Store the turn's messages as the gate let them through, once: storing the same turn
    again adds nothing.

    Concurrent calls for the same turn queue on the turn's unique index, and the later one
    finds the rows there. Each row keeps its token count, so thresholds are sums in SQL.

    Raises:
        ValidationError: A message id of the turn belongs to an earlier turn.
    """
    turn = screened.value
    tenant, agent, user = scope_values(turn.scope, "after_turn")
    dialect = tx.dialect
    rows = []
    for position, draft in enumerate(turn.messages):
        calls = tool_calls_json(draft.tool_calls) if draft.tool_calls else None
        tokens = count_tokens(draft.content) + (count_tokens(calls) if calls else 0)
        item = None if draft.item is None else dialect.json(dict(draft.item))
        rows.append(
            (
                *(tenant, agent, user, draft.id or uuid.uuid4().hex, turn.thread_id, draft.role),
                *(draft.content, dialect.time(draft.created_at or turn.at), turn.key, position),
                None if calls is None else dialect.json(list(draft.tool_calls)),
                *(draft.tool_call_id, draft.name, tokens, item),
            )
        )
    try:
        tx.execute_many(
            "INSERT INTO messages (tenant_id, agent_id, user_id, id, thread_id, role, content, "
            "created_at, turn_key, position, tool_calls, tool_call_id, name, tokens, item) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
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
    return [read_message(tx, scope, row) for row in rows]


def thread_messages(
    tx: Tx,
    scope: Scope,
    thread_id: str,
    *,
    after: int = 0,
    through: int | None = None,
    limit: int | None = None,
    newest: bool = False,
) -> list[Message]:
    """A thread's messages in conversation order, by :attr:`Message.seq`.

    Args:
        tx: An open transaction.
        scope: Whose thread.
        thread_id: The thread.
        after: Only messages with a larger ``seq``.
        through: Only messages with ``seq`` at most this.
        limit: At most this many: the oldest ones, or with ``newest`` the newest ones
            (still returned oldest first).
        newest: Take the newest messages when ``limit`` cuts.
    """
    where = f"{SCOPE} AND thread_id = ? AND rowid > ?"
    params: list[Any] = [*scope_values(scope, "messages"), thread_id, after]
    if through is not None:
        where += " AND rowid <= ?"
        params.append(through)
    order = "DESC" if newest else "ASC"
    sql = f"SELECT {_COLUMNS} FROM messages WHERE {where} ORDER BY rowid {order}"
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    rows = tx.all(sql, params)
    if newest:
        rows.reverse()
    return [read_message(tx, scope, row) for row in rows]


def message_scopes(tx: Tx, scope: Scope | None = None) -> list[Scope]:
    """The scopes holding messages (only ``scope``, when it holds any)."""
    if scope is not None:
        values = scope_values(scope, "messages")
        found = tx.one(f"SELECT 1 FROM messages WHERE {SCOPE} LIMIT 1", values)
        return [scope] if found else []
    rows = tx.all("SELECT DISTINCT tenant_id, agent_id, user_id FROM messages")
    return [Scope(tenant=row[0], agent=row[1], user=row[2]) for row in sorted(rows)]


def read_message(tx: Tx, scope: Scope, row: Sequence[Any]) -> Message:
    """A row selected with :func:`message_columns` as a :class:`~episodic.models.Message`."""
    fields = _COLUMNS.read(tx, row)
    return Message(scope=scope, **fields | {"tool_calls": tuple(fields["tool_calls"] or ())})


def pop_newest(tx: Tx, scope: Scope, thread_id: str) -> Message | None:
    """Remove the thread's newest message and return it (``None``: the thread is empty)."""
    values = (*scope_values(scope, "messages"), thread_id)
    row = tx.one(
        f"DELETE FROM messages WHERE {SCOPE} AND thread_id = ? AND rowid = "
        f"(SELECT max(rowid) FROM messages WHERE {SCOPE} AND thread_id = ?) "
        f"RETURNING {_COLUMNS}",
        (*values, *values),
    )
    return None if row is None else read_message(tx, scope, row)


def clear_thread(tx: Tx, scope: Scope, thread_id: str) -> list[str]:
    """Remove every message of the thread; returns the ids removed, oldest first."""
    rows = tx.all(
        f"DELETE FROM messages WHERE {SCOPE} AND thread_id = ? RETURNING rowid, id",
        (*scope_values(scope, "messages"), thread_id),
    )
    return [str(row[1]) for row in sorted(rows, key=lambda row: int(row[0]))]


# Step 5 also gives each message its index keys (terms and a vector, written by the
# ``embed_messages`` job), a per-scope revision counter the in-process search indexes catch
# up from, and lists the scopes whose messages were stored before messages were indexed, so
# an ``index_messages`` job can index them (see episodic.messages.index).
STEP = Step(
    5,
    "messages keep tool calls, token counts and their search keys",
    {
        "sqlite": """
        ALTER TABLE messages ADD COLUMN tool_calls TEXT;
        ALTER TABLE messages ADD COLUMN tool_call_id TEXT;
        ALTER TABLE messages ADD COLUMN name TEXT;
        ALTER TABLE messages ADD COLUMN tokens INTEGER NOT NULL DEFAULT 0;
        UPDATE messages SET tokens = (length(content) + 3) / 4;
        CREATE INDEX messages_scope_thread_order
            ON messages (tenant_id, agent_id, user_id, thread_id, rowid);
        ALTER TABLE messages ADD COLUMN terms TEXT;
        ALTER TABLE messages ADD COLUMN embedding_model TEXT;
        ALTER TABLE messages ADD COLUMN embedding BLOB;
        ALTER TABLE messages ADD COLUMN index_revision INTEGER;
        CREATE INDEX messages_scope_indexed
            ON messages (tenant_id, agent_id, user_id, index_revision);
        CREATE TABLE message_index_state (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            revision INTEGER NOT NULL,
            generation TEXT NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );
        CREATE TABLE message_backfill (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );
        INSERT INTO message_backfill (tenant_id, agent_id, user_id)
            SELECT DISTINCT tenant_id, agent_id, user_id FROM messages
            WHERE role IN ('user', 'assistant')
        """,
        "postgres": """
        ALTER TABLE messages
            ADD COLUMN tool_calls jsonb,
            ADD COLUMN tool_call_id text,
            ADD COLUMN name text,
            ADD COLUMN tokens integer NOT NULL DEFAULT 0;
        UPDATE messages SET tokens = (length(content) + 3) / 4;
        CREATE INDEX messages_scope_thread_order
            ON messages (tenant_id, agent_id, user_id, thread_id, rowid);
        ALTER TABLE messages
            ADD COLUMN terms text,
            ADD COLUMN embedding_model text,
            ADD COLUMN embedding bytea,
            ADD COLUMN index_revision bigint;
        CREATE INDEX messages_scope_indexed
            ON messages (tenant_id, agent_id, user_id, index_revision);
        CREATE TABLE message_index_state (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            revision bigint NOT NULL,
            generation text NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );
        CREATE TABLE message_backfill (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );
        INSERT INTO message_backfill (tenant_id, agent_id, user_id)
            SELECT DISTINCT tenant_id, agent_id, user_id FROM messages
            WHERE role IN ('user', 'assistant')
        """,
    },
)


# Step 16: a message can keep the framework item it came from (an OpenAI Agents SDK session
# item), so a session gets back what it added. Its text stays in ``content``.
ITEM_STEP = Step(
    16,
    "messages keep the framework item they came from",
    {
        "sqlite": "ALTER TABLE messages ADD COLUMN item TEXT",
        "postgres": "ALTER TABLE messages ADD COLUMN item jsonb",
    },
)

"""The search keys of messages: each message's terms and vector, and the scope's counters.

Written once for every backend. A message is indexed by the ``embed_messages`` job of its turn
(or, for messages stored before messages were indexed, by an ``index_messages`` job of its
scope), which sets its ``terms``, ``embedding`` (float32 bytes), ``embedding_model`` and the
``index_revision`` it was written at. Each scope's row in ``message_index_state`` counts those
writes: the write takes the next revision under the row's lock, so revisions follow commit
order and a process's in-memory index catches up by reading only the rows past the revision
it has seen (:mod:`episodic.stores.message_search`). Replacing a vector that was already
indexed (another embedder) changes the scope's ``generation``, which makes every process
rebuild the scope's index instead.

A message is also found through the entries remembered from it (:func:`fact_rows`): an active
entry that quotes a message as its evidence lends that message its vector, so a question
phrased like the fact ("Where does Dana live?") finds the message the fact came from.

A message of several sentences also keeps one vector per sentence (``passage_vectors``: the
float32 rows one after another; empty for a single sentence), so a question about one thing
said in a long message is not compared only with the average of everything in it. A message
keyed before passages existed has ``NULL`` there and is keyed again (see :data:`STEP`).
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.models import Message, Scope, Vector
from episodic.retrieval.anchors import speaker_label
from episodic.retrieval.rows import IndexRows
from episodic.retrieval.times import mentions_time
from episodic.stores.base import Tx
from episodic.stores.messages import message_columns, read_message
from episodic.stores.scoped import SCOPE, chunks, listed, scope_values
from episodic.stores.similar import read_vector
from episodic.stores.step import Step

# Characters of a message read for the speaker label it may open with ("Dana: ...") and the
# time it may name.
_LABEL_CHARS = 600

#: The messages that are indexed and shown in search ranges: user and assistant text. Tool
#: calls and tool results are kept for the window and the observer but not searched.
CONVERSATION = "role IN ('user', 'assistant') AND trim(content) <> ''"


@dataclass(frozen=True, slots=True)
class IndexState:
    """A scope's counters: the last revision written, and the generation of its index."""

    revision: int = 0
    generation: str = ""


@dataclass(frozen=True, slots=True)
class Keyed:
    """The keys worked out for one message, ready to store.

    Attributes:
        seq: The message's ``rowid``.
        terms: Its index terms.
        vector: Its embedding.
        passages: The embeddings of its sentences (none for a message of one sentence).
    """

    seq: int
    terms: Sequence[str]
    vector: Vector
    passages: Sequence[Vector] = ()


def state(tx: Tx, scope: Scope) -> IndexState:
    """The scope's counters (zero and empty before anything was indexed)."""
    row = tx.one(
        f"SELECT revision, generation FROM message_index_state WHERE {SCOPE}",
        scope_values(scope, "messages.search"),
    )
    return IndexState() if row is None else IndexState(int(row[0]), str(row[1]))


def indexed_rows(tx: Tx, scope: Scope, *, after: int, through: int) -> IndexRows:
    """The scope's messages indexed at a revision in ``(after, through]``, by ``rowid``, as
    the in-memory index keeps them: named by their ``seq`` (as text), grouped by thread, with
    their key and sentence vectors."""
    rows = tx.all(
        "SELECT rowid, thread_id, created_at, terms, embedding_model, embedding, "
        f"passage_vectors, name, substr(content, 1, {_LABEL_CHARS}) FROM messages "
        f"WHERE {SCOPE} AND index_revision > ? AND index_revision <= ? ORDER BY rowid",
        (*scope_values(scope, "messages.search"), after, through),
    )
    return IndexRows(
        ids=[str(row[0]) for row in rows],
        terms=[row[3] or "" for row in rows],
        expires=[math.inf] * len(rows),
        purposes=[()] * len(rows),
        models=[row[4] for row in rows],
        vectors=[None if row[5] is None else bytes(row[5]) for row in rows],
        more=[b"" if row[6] is None else bytes(row[6]) for row in rows],
        groups=[row[1] for row in rows],
        times=[tx.dialect.read_time(row[2]).timestamp() for row in rows],
        speakers=[row[7] or speaker_label(row[8] or "") for row in rows],
        timed=[mentions_time(row[8] or "") for row in rows],
    )


def openings(tx: Tx, scope: Scope, seqs: Sequence[str]) -> dict[str, tuple[datetime, str]]:
    """When each message (by ``seq``, as text) was said and how its content starts: where a
    time it names would be ("we moved last month"), read by ``rowid`` in the scope."""
    found: dict[str, tuple[datetime, str]] = {}
    for chunk in chunks([int(seq) for seq in dict.fromkeys(seqs)]):
        condition, params = tx.dialect.in_list("rowid", chunk)
        rows = tx.all(
            f"SELECT rowid, created_at, substr(content, 1, {_LABEL_CHARS}) FROM messages "
            f"WHERE {SCOPE} AND {condition}",
            (*scope_values(scope, "messages.search"), *params),
        )
        for row in rows:
            found[str(row[0])] = (tx.dialect.read_time(row[1]), row[2] or "")
    return found


def fact_rows(
    tx: Tx, scope: Scope, *, after: int = 0, seqs: Sequence[int] | None = None
) -> list[tuple[str, str, npt.NDArray[np.float32], str]]:
    """``(seq, model, vector, content)`` of each active entry of the scope, for each stored
    message it quotes, the ``seq`` as text (in no particular order; a message scores as its
    best vector and its best words, so order and repeats do not count).

    Entries held for review, superseded or forgotten lend nothing; sources naming a message
    that is not stored in this scope are left out by the join.

    Args:
        tx: An open transaction.
        scope: Whose entries and messages.
        after: Only entries written at a revision above this one.
        seqs: Only entries quoting these messages, of any revision (``None``: any message).
    """
    same = "{0}.tenant_id = e.tenant_id AND {0}.agent_id = e.agent_id AND {0}.user_id = e.user_id"
    if seqs is None:
        where, params = "e.revision > ?", [after]
    else:
        # By the messages' ids, so the evidence is looked up by the message it quotes.
        quoted = _message_ids(tx, scope, seqs)
        if not quoted:
            return []
        where, params = tx.dialect.in_list("s.message_id", quoted)
    rows = tx.all(
        "SELECT m.rowid, e.embedding_model, e.embedding, e.content FROM entries e "
        f"JOIN entry_sources s ON {same.format('s')} AND s.entry_id = e.id "
        f"JOIN messages m ON {same.format('m')} AND m.id = s.message_id "
        "WHERE e.tenant_id = ? AND e.agent_id = ? AND e.user_id = ? AND e.status = 'active' "
        f"AND e.embedding IS NOT NULL AND e.embedding_model IS NOT NULL AND {where}",
        (*scope_values(scope, "messages.search"), *params),
    )
    return [(str(row[0]), str(row[1]), read_vector(row[2]), str(row[3])) for row in rows]


def _message_ids(tx: Tx, scope: Scope, seqs: Sequence[int]) -> list[str]:
    return [str(row[0]) for row in _rows_by_seq(tx, scope, seqs, "id")]


def conversation(
    tx: Tx, scope: Scope, thread_id: str, *, before: int, limit: int, newest: bool = True
) -> list[Message]:
    """User and assistant messages with text of a thread, oldest first.

    Args:
        tx: An open transaction.
        scope: Whose thread.
        thread_id: The thread.
        before: With ``newest``, only messages with a smaller ``seq``; otherwise only
            messages with a larger one.
        limit: At most this many: the ones nearest ``before``.
        newest: Read backwards from ``before`` (else forwards).
    """
    if limit <= 0:
        return []
    comparison, order = ("<", "DESC") if newest else (">", "ASC")
    rows = tx.all(
        f"SELECT {message_columns()} FROM messages WHERE {SCOPE} AND thread_id = ? "
        f"AND rowid {comparison} ? AND {CONVERSATION} ORDER BY rowid {order} LIMIT ?",
        (*scope_values(scope, "messages"), thread_id, before, limit),
    )
    found = [read_message(tx, scope, row) for row in rows]
    return found[::-1] if newest else found


def by_seq(tx: Tx, scope: Scope, seqs: Sequence[int]) -> list[Message]:
    """The scope's messages with these ``seq`` values (any order; unknown ones left out)."""
    rows = _rows_by_seq(tx, scope, seqs, message_columns())
    return [read_message(tx, scope, row) for row in rows]


def _rows_by_seq(tx: Tx, scope: Scope, seqs: Sequence[int], columns: str) -> list[Any]:
    if not seqs:
        return []
    condition, params = tx.dialect.in_list("rowid", list(seqs))
    return tx.all(
        f"SELECT {columns} FROM messages WHERE {SCOPE} AND {condition}",
        (*scope_values(scope, "messages"), *params),
    )


def unindexed(tx: Tx, scope: Scope, model: str, *, after: int, limit: int) -> list[Message]:
    """The next ``limit`` conversation messages past ``seq`` ``after`` not keyed by ``model``
    (no vector of it, or keyed before sentence vectors existed), by ``seq``."""
    rows = tx.all(
        f"SELECT {message_columns()} FROM messages WHERE {SCOPE} AND {CONVERSATION} "
        "AND (embedding_model IS NULL OR embedding_model <> ? OR passage_vectors IS NULL) "
        "AND rowid > ? "
        "ORDER BY rowid LIMIT ?",
        (*scope_values(scope, "messages"), model, after, limit),
    )
    return [read_message(tx, scope, row) for row in rows]


def write_keys(
    tx: Tx, scope: Scope, keyed: Sequence[Keyed], model: str, *, replace: bool = False
) -> int:
    """Store each message's terms and vectors unless it is already keyed by ``model``.

    The write takes the scope's next revision; replacing a vector already written (another
    model's, or any with ``replace``: the message's text changed) also starts a new
    generation. Returns how many messages were written.
    """
    if not keyed:
        return 0
    values = scope_values(scope, "messages index")
    condition, params = tx.dialect.in_list("rowid", [item.seq for item in keyed])
    current = {
        int(row[0]): (row[1], row[2])
        for row in tx.all(
            "SELECT rowid, embedding_model, passage_vectors IS NOT NULL FROM messages "
            f"WHERE {SCOPE} AND {condition}{tx.dialect.lock_rows}",
            (*values, *params),
        )
    }
    todo = [
        item
        for item in keyed
        if item.seq in current and (replace or current[item.seq] != (model, True))
    ]
    if not todo:
        return 0
    rewrite = any(current[item.seq][0] is not None for item in todo)
    revision = _next_revision(tx, scope, rewrite=rewrite)
    tx.execute_many(
        "UPDATE messages SET terms = ?, embedding_model = ?, embedding = ?, passage_vectors = ?, "
        f"index_revision = ? WHERE {SCOPE} AND rowid = ?",
        [
            (
                " ".join(item.terms),
                model,
                np.asarray(item.vector, dtype=np.float32).reshape(-1).tobytes(),
                b"".join(
                    np.asarray(vector, dtype=np.float32).reshape(-1).tobytes()
                    for vector in item.passages
                ),
                revision,
                *values,
                item.seq,
            )
            for item in todo
        ],
    )
    return len(todo)


def messages_removed(tx: Tx, scope: Scope) -> None:
    """Messages of the scope were deleted: start a new generation, so every process rebuilds
    the scope's index without them."""
    _next_revision(tx, scope, rewrite=True)


def _next_revision(tx: Tx, scope: Scope, *, rewrite: bool) -> int:
    generation = "excluded.generation" if rewrite else "message_index_state.generation"
    row = tx.one(
        "INSERT INTO message_index_state (tenant_id, agent_id, user_id, revision, generation) "
        "VALUES (?, ?, ?, 1, ?) ON CONFLICT (tenant_id, agent_id, user_id) DO UPDATE SET "
        f"revision = message_index_state.revision + 1, generation = {generation} "
        "RETURNING revision",
        (*scope_values(scope, "messages index"), uuid.uuid4().hex),
    )
    return int(row[0])


def backfill_scopes(tx: Tx, limit: int) -> list[Scope]:
    """Scopes whose messages were stored before messages were indexed (at most ``limit``)."""
    return listed(tx, "message_backfill", limit)


def backfill_done(tx: Tx, scope: Scope) -> None:
    """The scope's older messages are indexed: take it off the list."""
    tx.execute(f"DELETE FROM message_backfill WHERE {SCOPE}", scope_values(scope, "messages index"))


# Step 14: sentence vectors. Every scope with messages goes back on the backfill list, so the
# ``index_messages`` jobs key its earlier messages again, with their sentences, in the
# background; until then those messages are found by their one vector, as before. Two indexes
# keep the vectors entries lend to messages (:func:`fact_rows`) cheap to bring up to date:
# entries by revision (PostgreSQL has it from step 1) and evidence by the message it quotes.
STEP = Step(
    14,
    "messages keep a vector per sentence and are found through entries quoting them",
    {
        "sqlite": """
        ALTER TABLE messages ADD COLUMN passage_vectors BLOB;
        CREATE INDEX entries_scope_revision ON entries (tenant_id, agent_id, user_id, revision);
        CREATE INDEX entry_sources_scope_message
            ON entry_sources (tenant_id, agent_id, user_id, message_id);
        INSERT OR IGNORE INTO message_backfill (tenant_id, agent_id, user_id)
            SELECT DISTINCT tenant_id, agent_id, user_id FROM messages
            WHERE role IN ('user', 'assistant') AND embedding IS NOT NULL
        """,
        "postgres": """
        ALTER TABLE messages ADD COLUMN passage_vectors bytea;
        CREATE INDEX entry_sources_scope_message
            ON entry_sources (tenant_id, agent_id, user_id, message_id);
        INSERT INTO message_backfill (tenant_id, agent_id, user_id)
            SELECT DISTINCT tenant_id, agent_id, user_id FROM messages
            WHERE role IN ('user', 'assistant') AND embedding IS NOT NULL
            ON CONFLICT DO NOTHING
        """,
    },
)

"""What search reads of the entries table: a scope's counters, the ``last_seen_at`` ranking
needs, and the table's spec for the shared scope index (:mod:`episodic.retrieval.index`).
Backends import this module, never the entries table's own (:mod:`episodic.stores.entries`).

An index of a scope's entries holds its active rows. A write takes the scope's next revision
(:func:`~episodic.stores.entries.next_revisions`), so revisions follow commit order and an
index catches up by reading the rows written at a revision past the one it has read; any
change that is not an append (a status, a removal, a vector replaced) moves the scope's
``rewrites`` counter, and the index is read again from nothing.

Two specs: :data:`ENTRIES`, words and vectors, for a store that searches every scope in
process memory (SQLite); :data:`ENTRY_WORDS`, words only, for a store that scores vectors
itself and keeps only a large scope's words in memory (PostgreSQL).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from episodic.models import Scope
from episodic.retrieval.index import IndexSource, ScopeIndex
from episodic.retrieval.rows import IndexRows
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, by_id, chunks, scope_values
from episodic.stores.step import Step

Counters = tuple[int, int]


def counters(tx: Tx, scope: Scope) -> tuple[int, int]:
    """The scope's change counters (revision, rewrites), ``(0, 0)`` before its first write.

    ``revision`` grows with every entry written; ``rewrites`` with every change that is not an
    append (a status changed, an entry removed, a vector replaced), after which a process's
    index of the scope must be read again rather than extended.
    """
    row = tx.one(
        f"SELECT revision, rewrites FROM scope_state WHERE {SCOPE}", scope_values(scope, "search")
    )
    return (0, 0) if row is None else (int(row[0]), int(row[1]))


def _by_id(tx: Tx, scope: Scope, ids: Sequence[str], columns: str, reason: str) -> list[Any]:
    """``id`` and ``columns`` of each id that exists in the scope, one statement a chunk."""
    rows: list[Any] = []
    for chunk in chunks(list(dict.fromkeys(ids))):
        condition, params = tx.dialect.in_list("id", chunk)
        rows += tx.all(
            f"SELECT id, {columns} FROM entries WHERE {condition} AND {by_id(tx)}",
            (*params, *scope_values(scope, reason)),
        )
    return rows


def last_seen(tx: Tx, scope: Scope, ids: Sequence[str]) -> dict[str, datetime]:
    """``last_seen_at`` of each id that exists in the scope: the ranking's recency anchor."""
    rows = _by_id(tx, scope, ids, "last_seen_at", "last_seen")
    return {str(row[0]): tx.dialect.read_time(row[1]) for row in rows}


@dataclass(frozen=True, slots=True)
class Placed:
    """Where an entry stands among the others: its thread, when it happened, and the start of
    its content (where a speaker label would be, and a time it names)."""

    thread_id: str | None
    occurred_at: datetime
    opening: str


#: Characters of an entry read for the speaker label it may open with ("Dana: ...") and the
#: time it may name.
OPENING_CHARS = 600


def placed(tx: Tx, scope: Scope, ids: Sequence[str]) -> dict[str, Placed]:
    """The thread, ``occurred_at`` and opening of each id that exists in the scope: what
    ranking needs besides the scores, read by primary key."""
    columns = f"thread_id, occurred_at, substr(content, 1, {OPENING_CHARS})"
    read_time = tx.dialect.read_time
    return {
        str(row[0]): Placed(row[1], read_time(row[2]), row[3] or "")
        for row in _by_id(tx, scope, ids, columns, "placed")
    }


#: How many live entries after a lexical match, in its thread, it lends part of its score to.
FOLLOWERS = 2
_SAME_SCOPE = (
    "{0}.tenant_id = h.tenant_id AND {0}.agent_id = h.agent_id AND {0}.user_id = h.user_id"
)


@dataclass(frozen=True, slots=True)
class Follower:
    """A live entry said after a match in the match's thread: ``step`` entries after it."""

    after: str
    id: str
    step: int
    last_seen_at: datetime


def followers(
    tx: Tx, scope: Scope, ids: Sequence[str], *, now: datetime, purpose: str | None
) -> list[Follower]:
    """The next :data:`FOLLOWERS` live entries of each id's thread (usable for ``purpose``),
    through the thread index: entries in no thread have none."""
    found: list[Follower] = []
    usable = "" if purpose is None else " AND " + tx.dialect.allows_purpose("x.purpose")
    for chunk in chunks(list(dict.fromkeys(ids))):
        condition, params = tx.dialect.in_list("h.id", chunk)
        rows = tx.all(
            "SELECT h.id, e.id, e.rowid, e.last_seen_at FROM entries h JOIN entries e "
            f"ON {_SAME_SCOPE.format('e')} AND e.thread_id = h.thread_id AND e.rowid IN ("
            f"SELECT x.rowid FROM entries x WHERE {_SAME_SCOPE.format('x')} "
            "AND x.thread_id = h.thread_id AND x.rowid > h.rowid AND x.status = 'active' "
            f"AND (x.expires_at IS NULL OR x.expires_at > ?){usable} "
            f"ORDER BY x.rowid LIMIT {FOLLOWERS}) "
            f"WHERE {condition} AND h.tenant_id = ? AND h.agent_id = ? AND h.user_id = ? "
            "AND h.thread_id IS NOT NULL",
            (
                tx.dialect.time(now),
                *(() if purpose is None else (purpose,)),
                *params,
                *scope_values(scope, "followers"),
            ),
        )
        steps: dict[str, int] = {}
        for row in sorted(rows, key=lambda row: (str(row[0]), int(row[2]))):
            after = str(row[0])
            steps[after] = steps.get(after, 0) + 1
            found.append(Follower(after, str(row[1]), steps[after], tx.dialect.read_time(row[3])))
    return found


# Step 18: a recall reads the entries that follow its matches in their threads
# (:func:`followers`), found by this index rather than by reading the scope's rows.
STEP = Step(
    18,
    "an index of each scope's threads, for the entries that follow a match",
    {
        "sqlite": "CREATE INDEX entries_scope_thread "
        "ON entries (tenant_id, agent_id, user_id, thread_id)",
        "postgres": "CREATE INDEX entries_scope_thread "
        "ON entries (tenant_id, agent_id, user_id, thread_id, rowid)",
    },
)


# Step 22: an entry of several sentences keeps their vectors beside its own
# (:mod:`episodic.entries.passages`): float32 rows one after another on SQLite, a ``vector[]``
# on PostgreSQL, whose search scores them in the database. ``NULL``: not worked out yet (an
# entry written before this step, or without a vector); ``entry_sentences`` jobs fill them in
# the background (:mod:`episodic.stores.entry_sentences`, step 23), re-embedding too (see
# :mod:`episodic.stores.vectors`), and until then the entry is found by its own vector.
PASSAGES_STEP = Step(
    22,
    "entries keep a vector per sentence",
    {
        "sqlite": "ALTER TABLE entries ADD COLUMN passage_vectors BLOB",
        "postgres": "ALTER TABLE entries ADD COLUMN passage_vectors vector[]",
    },
)


def _restart(held: Counters, now: Counters) -> bool:
    """A change other than an append since the index was read."""
    return held[1] != now[1]


def _read(tx: Tx, scope: Scope, index: ScopeIndex[Counters], now: Counters, columns: str) -> Any:
    """The active rows written since the index's cursor, up to the revision ``now``."""
    found = tx.all(
        f"SELECT id, terms, expires_at, purpose{columns} FROM entries "
        f"WHERE {SCOPE} AND status = 'active' AND revision > ? AND revision <= ? "
        "ORDER BY revision, rowid",
        (*scope_values(scope, "search"), index.cursor, now[0]),
    )
    index.cursor = now[0]
    return found


def _columns(tx: Tx, found: Any, vectors: bool) -> IndexRows:
    """The rows read, column by column."""
    if not found:
        return IndexRows((), (), (), (), (), ())
    columns = list(zip(*found, strict=True))
    read_time, read_strings = tx.dialect.read_time, tx.dialect.read_strings
    return IndexRows(
        ids=[str(row_id) for row_id in columns[0]],
        terms=columns[1],
        expires=[math.inf if at is None else read_time(at).timestamp() for at in columns[2]],
        purposes=[() if not tags or tags == "[]" else read_strings(tags) for tags in columns[3]],
        models=columns[4] if vectors else [None] * len(found),
        vectors=[None if v is None else bytes(v) for v in columns[5]]
        if vectors
        else [None] * len(found),
        more=[b"" if v is None else bytes(v) for v in columns[6]] if vectors else (),
    )


def _rows(tx: Tx, scope: Scope, index: ScopeIndex[Counters], now: Counters) -> IndexRows:
    columns = ", embedding_model, embedding, passage_vectors"
    return _columns(tx, _read(tx, scope, index, now, columns), True)


def _words(tx: Tx, scope: Scope, index: ScopeIndex[Counters], now: Counters) -> IndexRows:
    return _columns(tx, _read(tx, scope, index, now, ""), False)


# An entry written before revisions were kept (an upgraded SQLite file) has revision 0, so a
# first load starts below it.
#: Words and vectors of every active entry.
ENTRIES = IndexSource(counters, _restart, _rows, dense=True, start=-1, apart=True)
#: Words of every active entry.
ENTRY_WORDS = IndexSource(counters, _restart, _words, start=-1)

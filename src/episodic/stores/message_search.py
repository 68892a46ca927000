"""Candidate search over messages: per-scope indexes in process memory, on every backend.

A person's messages number in the thousands, not millions, so each process keeps, per scope,
a BM25 index of the messages' terms (:class:`~episodic.retrieval.bm25.LexicalIndex`) and one float32
matrix per embedding model (a row for each message's key and for each of its sentences; a
message scores as its best row), built from the ``messages`` rows and brought up to date before
every search from the scope's counters (:mod:`episodic.stores.message_index`): rows indexed
at a newer revision are appended; a new generation rebuilds the scope. The same code serves
SQLite and PostgreSQL, so both rank a scope's messages identically. A least-recently-used
budget bounds the bytes all scopes keep (``MessagesConfig.search_cache_bytes``).
"""

from __future__ import annotations

import math
import threading
from array import array
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

import numpy as np
import numpy.typing as npt

from episodic.errors import ValidationError
from episodic.models import CandidateQuery, Candidates, Hit, Scope
from episodic.retrieval.bm25 import LexicalIndex, query_terms
from episodic.retrieval.lru import SCOPE_OVERHEAD, ScopeCaches
from episodic.retrieval.matrix import VectorMatrix
from episodic.stores import entries as entry_rows
from episodic.stores import message_index as rows
from episodic.stores.base import Store, Tx
from episodic.threads import row_dots

# Bytes per message beyond the lexical index: its seq, thread code, time and lookup slot.
_ROW_BYTES = 120


@dataclass(slots=True)
class _ScopeIndex:
    """One process's index of a scope's messages."""

    revision: int = 0
    generation: str = ""
    lexical: LexicalIndex = field(default_factory=LexicalIndex)
    seqs: array[int] = field(default_factory=lambda: array("q"))
    threads: array[int] = field(default_factory=lambda: array("i"))
    times: array[float] = field(default_factory=lambda: array("d"))
    thread_codes: dict[str, int] = field(default_factory=dict)
    where: dict[int, int] = field(default_factory=dict)
    vectors: dict[str, VectorMatrix] = field(default_factory=dict)
    #: Vectors of the entries remembered from the messages, by model (rows at the positions
    #: of the messages they quote), and the entry counters they were read at.
    facts: dict[str, VectorMatrix] = field(default_factory=dict)
    facts_state: tuple[int, int] = (-1, -1)

    def extend(self, found: Sequence[rows.IndexedRow]) -> None:
        """Append indexed messages: the terms in one pass (a scope's first load sorts its
        postings rather than stepping through them) and each model's vectors, every
        message's key and sentences, copied as one block."""
        if not found:
            return
        start = len(self.seqs)
        self.lexical.extend(
            [str(row.seq) for row in found],
            [row.terms for row in found],
            [math.inf] * len(found),
        )
        blocks: dict[str, tuple[list[int], list[bytes]]] = {}
        for position, row in enumerate(found, start):
            self.seqs.append(row.seq)
            self.where[row.seq] = position
            self.threads.append(self.thread_codes.setdefault(row.thread_id, len(self.thread_codes)))
            self.times.append(row.created_at.timestamp())
            if row.model is None or row.vector is None:
                continue
            dimension = len(row.vector) // 4
            store = self.vectors.setdefault(row.model, VectorMatrix(dimension=dimension))
            if dimension != store.dimension:
                continue
            positions, parts = blocks.setdefault(row.model, ([], []))
            positions.append(position)
            parts.append(row.vector)
            if row.passages and len(row.passages) % len(row.vector) == 0:
                positions.extend([position] * (len(row.passages) // len(row.vector)))
                parts.append(row.passages)
        for model, (positions, parts) in blocks.items():
            store = self.vectors[model]
            block = np.frombuffer(b"".join(parts), dtype=np.float32)
            store.extend(positions, block.reshape(len(positions), store.dimension))

    def lend(self, found: Sequence[rows.FactRow], *, replace: bool) -> None:
        """Add (or, with ``replace``, set) the vectors entries lend the messages they quote."""
        if replace:
            self.facts = {}
        by_model: dict[str, tuple[list[int], list[npt.NDArray[np.float32]]]] = {}
        for fact in found:
            position = self.where.get(fact.seq)
            if position is not None:
                positions, vectors = by_model.setdefault(fact.model, ([], []))
                positions.append(position)
                vectors.append(fact.vector)
        for model, (positions, vectors) in by_model.items():
            store = self.facts.setdefault(model, VectorMatrix(vectors[0].shape[0]))
            kept = [i for i, vector in enumerate(vectors) if vector.shape[0] == store.dimension]
            if kept:
                store.extend([positions[i] for i in kept], np.stack([vectors[i] for i in kept]))

    def footprint(self) -> int:
        vectors = sum(store.footprint() for store in (*self.vectors.values(), *self.facts.values()))
        threads = sum(len(thread) + 64 for thread in self.thread_codes)
        return (
            SCOPE_OVERHEAD
            + self.lexical.footprint()
            + _ROW_BYTES * len(self.seqs)
            + threads
            + vectors
        )

    def allowed(self, thread: str | None, exclude: Collection[int]) -> npt.NDArray[np.bool_]:
        """Which positions a search may return: the thread's, less the excluded seqs."""
        count = len(self.seqs)
        if thread is None:
            mask = np.ones(count, dtype=bool)
        else:
            code = self.thread_codes.get(thread, -1)
            mask = np.frombuffer(self.threads, dtype=np.int32)[:count] == code
        if exclude:
            seqs = np.frombuffer(self.seqs, dtype=np.int64)[:count]
            mask &= ~np.isin(seqs, np.fromiter(exclude, dtype=np.int64))
        return mask

    def lexical_hits(self, terms: list[str], limit: int, mask: npt.NDArray[np.bool_]) -> list[Hit]:
        found = self.lexical.search(terms, limit=limit, now=-math.inf, only=mask)
        return [
            Hit(entry_id=m.entry_id, score=m.bm25, coverage=m.coverage, normalized=m.normalized)
            for m in found
        ]

    def vector_hits(
        self, query: npt.NDArray[np.float32], model: str, limit: int, mask: npt.NDArray[np.bool_]
    ) -> list[Hit]:
        vectors = self.vectors.get(model)
        if vectors is None or not vectors.positions or limit <= 0:
            return []
        if vectors.dimension != query.shape[-1]:
            raise ValidationError(
                f"The query vector has {query.shape[-1]} dimensions but {model!r} vectors of "
                f"these messages have {vectors.dimension}."
            )
        size = len(vectors.positions)
        positions = np.frombuffer(vectors.positions, dtype=np.int32)[:size]
        dots = row_dots(vectors.matrix[:size], query)  # BLAS would wake every core
        # A message's score is its best row: its key, one of its sentences or an entry
        # remembered from it.
        scores = np.full(len(self.seqs), -np.inf, dtype=np.float32)
        np.maximum.at(scores, positions, dots)
        lent = self.facts.get(model)
        if lent is not None and lent.positions and lent.dimension == vectors.dimension:
            where = np.frombuffer(lent.positions, dtype=np.int32)[: len(lent.positions)]
            np.maximum.at(scores, where, row_dots(lent.rows, query))
        scores[~mask] = -np.inf
        take = min(limit, len(scores))
        top = np.argpartition(-scores, take - 1)[:take]
        top = top[np.lexsort((top, -scores[top]))]
        return [
            Hit(entry_id=self.lexical.ids[i], score=float(scores[i]))
            for i in top
            if np.isfinite(scores[i])
        ]

    def times_of(self, ids: Sequence[str]) -> dict[str, datetime]:
        """When each message on the lists was said."""
        return {
            entry_id: datetime.fromtimestamp(self.times[self.where[int(entry_id)]], UTC)
            for entry_id in ids
        }

    def threads_of(self, ids: Sequence[str]) -> dict[str, str]:
        """The thread of each message on the lists."""
        names = {code: thread for thread, code in self.thread_codes.items()}
        return {entry_id: names[self.threads[self.where[int(entry_id)]]] for entry_id in ids}


@dataclass(frozen=True, slots=True)
class MessageCandidates:
    """What ranking needs for one query, and the thread of each candidate.

    Attributes:
        found: Both candidate lists, each hit named by the message's ``seq`` as a string,
            and when each message was said (as ``last_seen``).
        threads: The thread of each candidate, by the same name.
    """

    found: Candidates
    threads: dict[str, str]


class MessageSearch:
    """This process's message indexes, one per recently searched scope. Thread-safe.

    Args:
        store: Where the messages are.
        budget: Most bytes all scopes' indexes may hold together.
    """

    def __init__(self, store: Store, budget: int) -> None:
        self._store = store
        self._lock = threading.Lock()
        self._caches: ScopeCaches[_ScopeIndex] = ScopeCaches(budget)

    def candidates(
        self,
        scope: Scope,
        query: CandidateQuery,
        *,
        thread: str | None = None,
        exclude: Collection[int] = (),
    ) -> MessageCandidates:
        """Both candidate lists for a query, when each message was said and its thread.

        Args:
            scope: Whose messages.
            query: Terms, vector, its model and how many candidates per list.
            thread: Only this thread's messages; ``None`` for all of the scope's.
            exclude: Messages (by ``seq``) never to return.
        """
        terms = query_terms(query.terms)
        vector = np.asarray(query.vector, dtype=np.float32).reshape(-1)
        with self._lock:
            index = self._current(scope)
            if index is None:
                return MessageCandidates(Candidates([], [], {}), {})
            mask = index.allowed(thread, exclude)
            lexical = index.lexical_hits(terms, query.limit, mask) if terms else []
            semantic = index.vector_hits(vector, query.model, query.limit, mask)
            ids = [hit.entry_id for hit in (*lexical, *semantic)]
            found = Candidates(lexical, semantic, index.times_of(ids))
            return MessageCandidates(found, index.threads_of(ids))

    def size(self, scope: Scope) -> int:
        """How many of the scope's messages are indexed (the index brought up to date)."""
        with self._lock:
            index = self._current(scope)
            return 0 if index is None else len(index.seqs)

    @property
    def cached_bytes(self) -> int:
        """Bytes the kept indexes hold, by the cache's own accounting."""
        with self._lock:
            return self._caches.total

    def clear(self) -> None:
        """Forget every index."""
        with self._lock:
            self._caches.clear()

    def _current(self, scope: Scope) -> _ScopeIndex | None:
        """The scope's index brought up to date, or ``None`` when nothing is indexed.

        Called with ``self._lock`` held.
        """
        index = self._caches.get(scope.key)
        with self._store.read() as tx:
            now = rows.state(tx, scope)
            known = entry_rows.counters(tx, scope)
            if index is not None and (index.revision, index.generation, index.facts_state) == (
                now.revision,
                now.generation,
                known,
            ):
                return index
            if index is None or index.generation != now.generation or now.revision < index.revision:
                index = _ScopeIndex(generation=now.generation)
            fresh = rows.indexed_rows(tx, scope, after=index.revision, through=now.revision)
            index.extend(fresh)
            _lend(tx, scope, index, known, [row.seq for row in fresh])
        index.revision = now.revision
        if not len(index.seqs):
            self._caches.discard(scope.key)
            return None
        self._caches.put(scope.key, index, index.footprint())
        return index


def _lend(
    tx: Tx, scope: Scope, index: _ScopeIndex, known: tuple[int, int], fresh: list[int]
) -> None:
    """Bring the vectors entries lend up to date: all of them again after an entry was
    changed or removed (or for a new index); otherwise those of entries written since, and
    those lent to the messages just indexed (an entry in both lends twice, which a best-of
    score does not notice)."""
    revision, rewrites = index.facts_state
    if rewrites != known[1] or revision > known[0] or revision < 0:
        index.lend(rows.fact_rows(tx, scope), replace=True)
    else:
        index.lend(rows.fact_rows(tx, scope, after=revision), replace=False)
        index.lend(rows.fact_rows(tx, scope, seqs=fresh), replace=False)
    index.facts_state = known

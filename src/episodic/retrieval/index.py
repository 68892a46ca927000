"""The in-process search index of one scope, and the set of them a process keeps.

Every table searched in process memory (entries on SQLite, the entries of a large scope on
PostgreSQL, messages on both) uses this one index. A scope's index holds, by position, its
live rows' words (:class:`~episodic.retrieval.bm25.LexicalIndex`, with each row's expiry),
their purpose tags, and per embedding model a float32 matrix whose rows point at the position
they belong to: one row for an entry; for a message, its key and one row per sentence. A
position scores as its best row. A table whose own vector is compared on its own as well (an
entry's, by dedupe) keeps its rows' sentences in a matrix apart, read only by searches that
ask for the best of every row. Another table may lend rows to positions (an entry's vector
to the message it quotes). A model holding many vectors keeps sign codes for a quick first
pass (:mod:`episodic.retrieval.quantized`).

:class:`ScopeIndexes` keeps the indexes of recently searched scopes within a byte budget and
brings one up to date before each use through the table's :class:`IndexSource`: its counters,
whether a change needs a new index, and the rows written since the index last read.
"""

from __future__ import annotations

import functools
import threading
from array import array
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Generic, TypeVar

import numpy as np
import numpy.typing as npt

from episodic.errors import ValidationError
from episodic.models import Hit, LazyVector, Scope, Vector, as_vector
from episodic.retrieval.bm25 import LexicalIndex, LexicalMatch
from episodic.retrieval.lent import LentWords, best_of_words
from episodic.retrieval.lru import SCOPE_OVERHEAD, ScopeCaches
from episodic.retrieval.matrix import VectorMatrix
from episodic.retrieval.purposes import PurposeTags
from episodic.retrieval.quantized import SignCodes, first_pass
from episodic.retrieval.rows import IndexRows
from episodic.threads import row_dots

# Bytes per position of an index that keeps details: its group code, time and lookup slot.
_DETAIL_BYTES = 120
# Bytes per position that names a speaker (its dict slot and key; the names are shared), or
# a time (its set slot).
_SPEAKER_BYTES = 100

S = TypeVar("S")


@dataclass(slots=True)
class ScopeIndex(Generic[S]):
    """One process's index of one scope of one table.

    Attributes:
        counters: The table's counters for the scope when the index was last brought up to
            date (see :class:`IndexSource`).
        cursor: How far the rows have been read, in the source's own terms.
        details: Keep each row's group and time, and a lookup from id to position.
        lent_state: The lending table's counters the lent rows were read at.
    """

    counters: S | None = None
    cursor: int = 0
    details: bool = False
    lexical: LexicalIndex = field(default_factory=LexicalIndex)
    purposes: PurposeTags = field(default_factory=PurposeTags)
    vectors: dict[str, VectorMatrix] = field(default_factory=dict)
    lent: dict[str, VectorMatrix] = field(default_factory=dict)
    lent_words: LentWords = field(default_factory=LentWords)
    lent_state: Any = None
    codes: dict[str, SignCodes] = field(default_factory=dict)
    rerank_least: int = 0
    groups: array[int] = field(default_factory=lambda: array("i"))
    group_codes: dict[str, int] = field(default_factory=dict)
    times: array[float] = field(default_factory=lambda: array("d"))
    where: dict[str, int] = field(default_factory=dict)
    # Who said each position that names a speaker (most say nobody: kept sparse).
    speakers: dict[int, str] = field(default_factory=dict)
    # The positions that name a time.
    timed: set[int] = field(default_factory=set)
    # Models with more than one row for some position: scored best-of, never quantized.
    shared: set[str] = field(default_factory=set)
    # Keep each position's further rows apart (``further``), out of ``vectors``.
    apart: bool = False
    further: dict[str, VectorMatrix] = field(default_factory=dict)
    further_codes: dict[str, SignCodes] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.lexical)

    # -- building ---------------------------------------------------------------------------

    def extend(self, rows: IndexRows) -> None:
        """Append rows: the words in one pass (a scope's first load sorts its postings rather
        than stepping through them) and each model's vectors copied as one block."""
        if not len(rows):
            return
        start = len(self.lexical)
        self.lexical.extend(rows.ids, rows.terms, rows.expires)
        self.purposes.extend(rows.purposes)
        if self.details:
            for position, (row_id, group) in enumerate(zip(rows.ids, rows.groups, strict=True)):
                self.where[row_id] = position + start
                self.groups.append(self.group_codes.setdefault(group, len(self.group_codes)))
            self.times.extend(rows.times)
            names: dict[str, str] = {}
            for position, speaker in enumerate(rows.speakers, start):
                if speaker:
                    self.speakers[position] = names.setdefault(speaker, speaker)
            self.timed.update(p for p, named in enumerate(rows.timed, start) if named)
        for model, (positions, parts) in self._vector_rows(start, rows).items():
            matrix = self.vectors[model]
            block = np.frombuffer(b"".join(parts), dtype=np.float32)
            matrix.extend(positions, block.reshape(-1, matrix.dimension))
        if self.apart and any(rows.more):
            self._extend_further(start, rows)

    def _extend_further(self, start: int, rows: IndexRows) -> None:
        """Keep the rows' further vectors apart, each pointing at its row's position (only
        those of a row whose own vector the index holds, of the same dimension)."""
        found: dict[str, tuple[list[int], list[bytes]]] = {}
        for position, (model, vector, extra) in enumerate(
            zip(rows.models, rows.vectors, rows.more, strict=True), start
        ):
            held = None if model is None else self.vectors.get(model)
            if held is None or vector is None or len(vector) != 4 * held.dimension:
                continue
            if extra and len(extra) % len(vector) == 0:
                positions, parts = found.setdefault(str(model), ([], []))
                positions.extend([position] * (len(extra) // len(vector)))
                parts.append(extra)
        for model, (positions, parts) in found.items():
            dimension = self.vectors[model].dimension
            further = self.further.setdefault(model, VectorMatrix(dimension=dimension))
            block = np.frombuffer(b"".join(parts), dtype=np.float32)
            further.extend(positions, block.reshape(-1, dimension))

    def _vector_rows(
        self, start: int, rows: IndexRows
    ) -> dict[str, tuple[Sequence[int], list[bytes]]]:
        """Which positions (from ``start``) each model's matrix takes rows for, and the rows'
        bytes; a model's matrix takes the length of its first vector."""
        models, blobs = set(rows.models), rows.vectors
        present = [blob for blob in blobs if blob is not None]
        further = () if self.apart else rows.more
        if len(models) == 1 and len(present) == len(blobs) and not any(further):
            model = models.pop()  # one model, one vector a row: the usual case, no step per row
            if model is not None:
                matrix = self._matrix(model, len(present[0]) // 4)
                if set(map(len, present)) == {4 * matrix.dimension}:
                    return {model: (range(start, start + len(present)), present)}
        more = further or [b""] * len(blobs)
        chosen: dict[str, tuple[list[int], list[bytes]]] = {}
        for position, (model, vector, extra) in enumerate(
            zip(rows.models, blobs, more, strict=True), start
        ):
            if model is None or vector is None:
                continue
            if len(vector) != 4 * self._matrix(model, len(vector) // 4).dimension:
                continue
            positions, parts = chosen.setdefault(model, ([], []))
            positions.append(position)
            parts.append(vector)
            if extra and len(extra) % len(vector) == 0:
                positions.extend([position] * (len(extra) // len(vector)))
                parts.append(extra)
                self.shared.add(model)
        return dict(chosen)

    def _matrix(self, model: str, dimension: int) -> VectorMatrix:
        """The model's matrix, made for ``dimension`` if the scope has none yet."""
        matrix = self.vectors.get(model)
        if matrix is None:
            matrix = self.vectors[model] = VectorMatrix(dimension=dimension)
        return matrix

    def lend(
        self, found: Sequence[tuple[str, str, npt.NDArray[np.float32]]], *, replace: bool
    ) -> None:
        """Add (or, with ``replace``, set) rows another table lends: ``(id, model, vector)``,
        each scored for the position of ``id`` (kept only when the index holds it)."""
        if replace:
            self.lent = {}
        by_model: dict[str, tuple[list[int], list[npt.NDArray[np.float32]]]] = {}
        for row_id, model, vector in found:
            position = self.where.get(row_id)
            if position is not None:
                positions, vectors = by_model.setdefault(model, ([], []))
                positions.append(position)
                vectors.append(vector)
        for model, (positions, vectors) in by_model.items():
            matrix = self.lent.setdefault(model, VectorMatrix(vectors[0].shape[0]))
            kept = [i for i, vector in enumerate(vectors) if vector.shape[0] == matrix.dimension]
            if kept:
                matrix.extend([positions[i] for i in kept], np.stack([vectors[i] for i in kept]))

    def lend_words(self, found: Sequence[tuple[str, Sequence[str]]], *, replace: bool) -> None:
        """Add (or, with ``replace``, set) documents another table lends: ``(id, terms)``,
        each matched for the position of ``id`` (:mod:`episodic.retrieval.lent`)."""
        if replace:
            self.lent_words = LentWords()
        for row_id, terms in found:
            position = self.where.get(row_id)
            if position is not None and terms:
                self.lent_words.add(position, terms)

    def quantize(self, threshold: int | None) -> None:
        """Bring each model's sign codes in step with its vectors, for the models with at
        least ``threshold`` vectors (none when it is None); the others are scanned exactly.
        The first pass hands at least a twentieth of ``threshold`` rows to the exact rerank."""
        self.rerank_least = 0 if threshold is None else threshold // 20
        for model, vectors in self.vectors.items():
            if threshold is None or model in self.shared or len(vectors.positions) < threshold:
                self.codes.pop(model, None)
                self.further_codes.pop(model, None)
                continue
            self.codes.setdefault(model, SignCodes(vectors.dimension)).update(vectors)
            further = self.further.get(model)
            if further is not None and further.positions:
                self.further_codes.setdefault(model, SignCodes(further.dimension)).update(further)

    def footprint(self) -> int:
        """Estimated bytes this index holds in memory."""
        matrices = (*self.vectors.values(), *self.lent.values(), *self.further.values())
        vectors = sum(matrix.footprint() for matrix in matrices)
        codes = (*self.codes.values(), *self.further_codes.values())
        vectors += sum(signs.footprint() for signs in codes)
        held = SCOPE_OVERHEAD + self.lexical.footprint() + self.purposes.footprint() + vectors
        if self.lent_words.positions:
            held += self.lent_words.footprint()
        if self.details:
            held += _DETAIL_BYTES * len(self.times) + _SPEAKER_BYTES * len(self.speakers)
            held += _SPEAKER_BYTES * len(self.timed)
            held += sum(len(group) + 64 for group in self.group_codes)
        return held

    # -- searching --------------------------------------------------------------------------

    def mask(
        self, purpose: str | None = None, group: str | None = None, exclude: Collection[str] = ()
    ) -> npt.NDArray[np.bool_] | None:
        """By position, which rows a search may return: those usable for ``purpose``, of
        ``group``, less the ``exclude`` ids; ``None`` when every row may."""
        only = self.purposes.mask(purpose)
        if group is None and not exclude:
            return only
        count = len(self.lexical)
        mask = np.ones(count, dtype=bool) if only is None else only
        if group is not None:
            code = self.group_codes.get(group, -1)
            mask &= np.frombuffer(self.groups, dtype=np.int32)[:count] == code
        for row_id in exclude:
            position = self.where.get(row_id)
            if position is not None:
                mask[position] = False
        return mask

    def lexical_hits(
        self,
        terms: list[str],
        *,
        limit: int,
        now: datetime,
        only: npt.NDArray[np.bool_] | None = None,
    ) -> list[Hit]:
        """Live rows matching any term, best BM25 first, of the positions ``only`` allows."""
        if not terms or limit <= 0:
            return []
        own = hits(self.lexical.search(terms, limit=limit, now=now.timestamp(), only=only))
        if not self.lent_words.positions:
            return own
        lent = self.lent_words.search(terms, now=now.timestamp(), only=only)
        return best_of_words(own, lent, self.lexical.ids, self.where, limit)

    def vector_hits(
        self,
        lazy: Vector | LazyVector,
        *,
        model: str,
        limit: int,
        now: datetime,
        only: npt.NDArray[np.bool_] | None = None,
        further: bool = True,
    ) -> list[Hit]:
        """The ``limit`` nearest live rows, exactly, or from the quantized first pass when
        the model has sign codes. A lazy query is embedded only when there are rows to score.
        A position scores as its best row, of the rows kept apart too unless ``further`` is
        false (its own vector alone: what dedupe compares)."""
        held = self.vectors.get(model)
        if held is None or not held.positions or limit <= 0:
            return []
        query = np.asarray(as_vector(lazy), dtype=np.float32).reshape(-1)
        vectors = self._usable(model, query.shape[-1], limit)
        if vectors is None:
            return []
        extra = [self.lent.get(model), self.further.get(model) if further else None]
        others = [matrix for matrix in extra if matrix is not None and matrix.positions]
        if model in self.shared or others:
            scores = self._best_of(query, model, others, limit=limit, now=now, only=only)
            everyone = np.arange(len(scores), dtype=np.int32)
            return self._pick(scores, everyone, limit=limit, now=now, only=only)
        positions = np.frombuffer(vectors.positions, dtype=np.int32)[: len(vectors.positions)]
        blocked = functools.partial(self._blocked, now=now, only=only)
        codes = self.codes.get(model)
        rows = first_pass(
            codes, positions, query, limit=limit, least=self.rerank_least, blocked=blocked
        )
        if rows is None:
            scores = row_dots(vectors.matrix[: len(vectors.positions)], query)
            return self._top(scores, vectors, limit=limit, now=now, only=only)
        if not rows.size:
            return []
        scores = row_dots(vectors.matrix[rows], query)
        return self._top(scores, vectors, limit=limit, now=now, only=only, rows=rows)

    def vector_hits_many(
        self, queries: Vector, *, model: str, limit: int, now: datetime
    ) -> list[list[Hit]]:
        """:meth:`vector_hits` for each row of ``queries`` by its own vectors (``further``
        false), from one matrix product (a bulk write's chunk costs one pass over the scope,
        not one per row)."""
        vectors = self._usable(model, queries.shape[-1], limit)
        if vectors is None:
            return [[] for _ in range(len(queries))]
        if model in self.shared or model in self.lent:
            return [
                self.vector_hits(query, model=model, limit=limit, now=now, further=False)
                for query in queries
            ]
        size = len(vectors.positions)
        scores = vectors.matrix[:size] @ queries.T
        return [self._top(scores[:, i], vectors, limit=limit, now=now) for i in range(len(queries))]

    def _usable(self, model: str, dimension: int, limit: int) -> VectorMatrix | None:
        """The scope's vectors of ``model``, or None when there is nothing to compare."""
        vectors = self.vectors.get(model)
        if vectors is None or not vectors.positions or limit <= 0:
            return None
        if vectors.dimension != dimension:
            raise ValidationError(
                f"Query vector has {dimension} dimensions but {model!r} vectors in this "
                f"scope have {vectors.dimension}."
            )
        return vectors

    def _best_of(
        self,
        query: npt.NDArray[np.float32],
        model: str,
        others: Sequence[VectorMatrix],
        *,
        limit: int,
        now: datetime,
        only: npt.NDArray[np.bool_] | None,
    ) -> npt.NDArray[np.float32]:
        """Each position's best score: over its own rows and the ``others`` pointing at it
        (lent to it, or kept apart). A matrix with sign codes (the own rows and the rows kept
        apart of a large scope) is scored over the rows its first pass keeps, so sentences
        kept apart cost a large scope a second quick pass, not an exact scan."""
        vectors = self.vectors[model]
        scores = np.full(len(self.lexical), -np.inf, dtype=np.float32)
        # Sign codes are kept for the own rows and the rows kept apart; lent rows have none.
        codes = {id(vectors): self.codes.get(model)}
        codes[id(self.further.get(model))] = self.further_codes.get(model)
        blocked = functools.partial(self._blocked, now=now, only=only)
        for matrix in (vectors, *others):
            if matrix.dimension != vectors.dimension:
                continue
            where = np.frombuffer(matrix.positions, dtype=np.int32)[: len(matrix.positions)]
            signs = codes.get(id(matrix))
            rows = first_pass(
                signs, where, query, limit=limit, least=self.rerank_least, blocked=blocked
            )
            if rows is None:
                np.maximum.at(scores, where, row_dots(matrix.rows, query))
            else:
                np.maximum.at(scores, where[rows], row_dots(matrix.matrix[rows], query))
        return scores

    def _blocked(
        self, positions: npt.NDArray[np.int32], now: datetime, only: npt.NDArray[np.bool_] | None
    ) -> npt.NDArray[np.bool_]:
        """Which of ``positions`` no result may come from: expired, or outside ``only``."""
        blocked: npt.NDArray[np.bool_] = self.lexical.expires[positions] <= now.timestamp()
        if only is not None:
            blocked |= ~only[positions]
        return blocked

    def _top(
        self,
        scores: npt.NDArray[np.float32],
        vectors: VectorMatrix,
        *,
        limit: int,
        now: datetime,
        only: npt.NDArray[np.bool_] | None = None,
        rows: npt.NDArray[np.intp] | None = None,
    ) -> list[Hit]:
        """The ``limit`` best live rows of one column of scores (changed in place). The
        scores are of every row, or of the ascending ``rows`` when given."""
        positions = np.frombuffer(vectors.positions, dtype=np.int32)
        if rows is not None:
            positions = positions[rows]
        return self._pick(scores, positions, limit=limit, now=now, only=only)

    def _pick(
        self,
        scores: npt.NDArray[np.float32],
        positions: npt.NDArray[np.int32],
        *,
        limit: int,
        now: datetime,
        only: npt.NDArray[np.bool_] | None,
    ) -> list[Hit]:
        """The ``limit`` best of ``scores`` (one per entry of ``positions``, ascending; changed
        in place) among live positions ``only`` allows; ties go to the earlier position."""
        scores[self._blocked(positions, now, only)] = -np.inf
        take = min(limit, len(positions))
        top = np.argpartition(-scores, take - 1)[:take]
        top = top[np.lexsort((top, -scores[top]))]
        ids = self.lexical.ids
        return [
            Hit(entry_id=ids[positions[i]], score=float(scores[i]))
            for i in top
            if np.isfinite(scores[i])
        ]

    # -- details ----------------------------------------------------------------------------

    def times_of(self, ids: Sequence[str]) -> dict[str, datetime]:
        """When each row on the lists was written (an index that keeps details)."""
        return {row: datetime.fromtimestamp(self.times[self.where[row]], UTC) for row in ids}

    def speakers_of(self, ids: Sequence[str]) -> dict[str, str]:
        """Who said each row on the lists that names a speaker (an index that keeps
        details); rows that name nobody are left out."""
        found = ((row, self.speakers.get(self.where[row])) for row in ids)
        return {row: speaker for row, speaker in found if speaker}

    def timed_of(self, ids: Sequence[str]) -> set[str]:
        """The rows on the lists that name a time (an index that keeps details)."""
        return {row for row in ids if self.where[row] in self.timed}

    def groups_of(self, ids: Sequence[str]) -> dict[str, str]:
        """The group of each row on the lists (an index that keeps details)."""
        names = {code: group for group, code in self.group_codes.items()}
        return {row: names[self.groups[self.where[row]]] for row in ids}


def hits(found: Sequence[LexicalMatch]) -> list[Hit]:
    """Lexical matches as search hits."""
    return [
        Hit(entry_id=m.entry_id, score=m.bm25, coverage=m.coverage, normalized=m.normalized)
        for m in found
    ]


@dataclass(frozen=True, slots=True)
class IndexSource(Generic[S]):
    """How one table's scope index is read from the database: the table's small spec.

    Attributes:
        counters: ``(tx, scope)``: the scope's counters now; an index read at equal counters
            is current.
        restart: ``(index's counters, counters now)``: whether the change between them was
            more than rows added, so the index must be read again from nothing.
        rows: ``(tx, scope, index, counters)``: the rows added since the index's cursor, in
            position order; it moves the cursor.
        lend: ``(tx, scope, index, counters, rows just read)``: bring the rows another table
            lends up to date, or ``None``.
        dense: Keep dense postings for common terms of large scopes.
        details: Keep each row's group and time, and an id lookup.
        apart: Keep each row's further vectors (``IndexRows.more``) apart from its own, so
            a search may score its own alone; else they join its own rows.
        start: The cursor of an empty index (the first load reads every row past it).
    """

    counters: Callable[[Any, Scope], S]
    restart: Callable[[S, S], bool]
    rows: Callable[[Any, Scope, ScopeIndex[S], S], IndexRows]
    lend: Callable[[Any, Scope, ScopeIndex[S], S, IndexRows], None] | None = None
    dense: bool = False
    details: bool = False
    start: int = 0
    apart: bool = False

    def new(self) -> ScopeIndex[S]:
        """An empty index of this table."""
        lexical = LexicalIndex(keep_dense=self.dense)
        return ScopeIndex(
            cursor=self.start, lexical=lexical, details=self.details, apart=self.apart
        )


class ScopeIndexes(Generic[S]):
    """This process's indexes of one table, one per recently searched scope. Thread-safe.

    Args:
        source: How the table's rows and counters are read.
        read: Opens a read transaction on the table's database.
        budget: Most bytes all scopes' indexes may hold together.
        approximate_from: Vectors of one model a scope must hold before its vector search
            starts with a Hamming pass over sign codes and scores exactly only the rows that
            pass finds; None scans every row exactly.
    """

    def __init__(
        self,
        source: IndexSource[S],
        read: Callable[[], AbstractContextManager[Any]],
        budget: int,
        *,
        approximate_from: int | None = None,
    ) -> None:
        self._source = source
        self._read = read
        self._approximate_from = approximate_from
        # Guards the indexes; never held while waiting for the database's write lock.
        self._lock = threading.Lock()
        self._caches: ScopeCaches[ScopeIndex[S]] = ScopeCaches(budget)

    @contextmanager
    def current(
        self, scope: Scope, *, tx: Any = None, counters: S | None = None
    ) -> Iterator[ScopeIndex[S]]:
        """The scope's index, brought up to date and held for the block (the lock is held).

        Args:
            scope: Whose rows.
            tx: Read through this transaction rather than a new one.
            counters: The scope's counters, when the caller has just read them.
        """
        with self._lock:
            if tx is None:
                with self._read() as opened:
                    index = self._catch_up(opened, scope, counters)
            else:
                index = self._catch_up(tx, scope, counters)
            yield index

    def _catch_up(self, tx: Any, scope: Scope, counters: S | None) -> ScopeIndex[S]:
        """Called with the lock held."""
        source = self._source
        now = source.counters(tx, scope) if counters is None else counters
        index = self._caches.get(scope.key)
        if index is not None and index.counters == now:
            return index
        if index is None or index.counters is None or source.restart(index.counters, now):
            index = source.new()
        fresh = source.rows(tx, scope, index, now)
        index.extend(fresh)
        if source.lend is not None:
            source.lend(tx, scope, index, now, fresh)
        index.counters = now
        index.quantize(self._approximate_from)
        if len(index):
            self._caches.put(scope.key, index, index.footprint())
        else:  # nothing to search: keeping it would only cost memory
            self._caches.discard(scope.key)
        return index

    @property
    def approximate_from(self) -> int | None:
        """Vectors a scope needs before its vector search takes the quantized first pass
        (None: always exact). Setting it drops the kept indexes, which reload under it."""
        return self._approximate_from

    @approximate_from.setter
    def approximate_from(self, rows: int | None) -> None:
        with self._lock:
            self._approximate_from = rows
            self._caches.clear()

    def drop(self, scope: Scope) -> None:
        """Forget one scope's index."""
        with self._lock:
            self._caches.discard(scope.key)

    def clear(self) -> None:
        """Forget every index."""
        with self._lock:
            self._caches.clear()

    @property
    def cached_bytes(self) -> int:
        """Bytes the kept indexes hold, by the cache's own accounting."""
        with self._lock:
            return self._caches.total

    @property
    def cached_scopes(self) -> int:
        """How many scopes' indexes are kept."""
        with self._lock:
            return len(self._caches)

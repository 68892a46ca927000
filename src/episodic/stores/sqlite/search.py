"""Candidate search for the SQLite store: per-scope indexes in process memory.

Each process keeps, per scope, a BM25 index of the entries' terms and one float32 matrix per
embedding model (with sign codes for a quick first pass once a scope holds 20,000 vectors:
:mod:`episodic.retrieval.quantized`), built from the file and checked against the scope's
revision counters before every search, so a write from any process is seen by the next query.
Appends are read incrementally (rows past the last rowid seen); any other change reloads the
scope. A least-recently-used budget bounds the bytes all scopes together keep; a scope with no
live entries (an unknown user, say) is not kept at all.
"""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from episodic.errors import ValidationError
from episodic.models import CandidateQuery, Candidates, Hit, LazyVector, Scope, Vector, as_vector
from episodic.retrieval.bm25 import LexicalIndex, LexicalMatch, query_terms
from episodic.retrieval.lru import SCOPE_OVERHEAD, ScopeCaches
from episodic.retrieval.matrix import VectorMatrix
from episodic.retrieval.purposes import PurposeTags
from episodic.retrieval.quantized import APPROXIMATE_FROM, SignCodes, rerank_count
from episodic.stores import entries
from episodic.stores.sqlite.dialect import parse_time
from episodic.threads import row_dots

if TYPE_CHECKING:
    from episodic.stores.sqlite.store import SQLiteStore


@dataclass(slots=True)
class _ScopeCache:
    """One process's search index of a scope: its words and its vectors, active rows only."""

    revision: int = -1
    rewrites: int = -1
    max_rowid: int = 0
    lexical: LexicalIndex = field(default_factory=lambda: LexicalIndex(keep_dense=True))
    vectors: dict[str, VectorMatrix] = field(default_factory=dict)
    purposes: PurposeTags = field(default_factory=PurposeTags)
    codes: dict[str, SignCodes] = field(default_factory=dict)
    rerank_least: int = 0

    def add(
        self,
        rowid: int,
        entry_id: str,
        terms: str,
        expires_at: str | None,
        purpose: str,
        model: str | None,
        blob: bytes | None,
    ) -> None:
        expires = parse_time(expires_at).timestamp() if expires_at else math.inf
        position = len(self.lexical)
        self.lexical.add(entry_id, terms.split(), expires)
        self.purposes.add(() if purpose == "[]" else json.loads(purpose))
        if model is not None and blob is not None:
            vector = np.frombuffer(blob, dtype=np.float32)
            store = self.vectors.setdefault(model, VectorMatrix(dimension=vector.shape[0]))
            if vector.shape[0] == store.dimension:
                store.add(position, vector)
        self.max_rowid = max(self.max_rowid, rowid)

    def extend(
        self, rows: Sequence[tuple[int, str, str, str | None, str, str | None, bytes | None]]
    ) -> None:
        """:meth:`add` each row in turn, in rowid order, with one step per column rather than
        per row: a scope's first load (a thousand rows for a typical user) is a few array
        operations, so a query that finds the scope evicted pays little for it."""
        if not rows:
            return
        start = len(self.lexical)
        rowids, ids, terms, expiries, purposes, models, blobs = zip(*rows, strict=True)
        expires = [parse_time(at).timestamp() if at else math.inf for at in expiries]
        self.lexical.extend(ids, terms, expires)
        self.purposes.extend([() if tags == "[]" else json.loads(tags) for tags in purposes])
        for model, (positions, parts) in self._vector_rows(start, models, blobs).items():
            matrix = self.vectors[model]
            block = np.frombuffer(b"".join(parts), dtype=np.float32)
            matrix.extend(positions, block.reshape(len(parts), matrix.dimension))
        self.max_rowid = max(self.max_rowid, *rowids)

    def _vector_rows(
        self, start: int, models: Sequence[str | None], blobs: Sequence[bytes | None]
    ) -> dict[str, tuple[Sequence[int], list[bytes]]]:
        """Which rows (from position ``start``) :meth:`add` would give each model's matrix,
        and their vectors; a model's matrix takes the length of its first vector."""
        present = [blob for blob in blobs if blob is not None]
        kinds = set(models)
        if len(kinds) == 1 and len(present) == len(blobs):
            model = kinds.pop()  # one model for every row, the usual case: no step per row
            if model is not None:
                matrix = self._matrix(model, len(present[0]) // 4)
                if set(map(len, present)) == {4 * matrix.dimension}:
                    return {model: (range(start, start + len(present)), present)}
        chosen: dict[str, tuple[list[int], list[bytes]]] = {}
        for offset, (model, blob) in enumerate(zip(models, blobs, strict=True)):
            if model is None or blob is None:
                continue
            if len(blob) == 4 * self._matrix(model, len(blob) // 4).dimension:
                positions, parts = chosen.setdefault(model, ([], []))
                positions.append(start + offset)
                parts.append(blob)
        return dict(chosen)

    def _matrix(self, model: str, dimension: int) -> VectorMatrix:
        """The model's matrix, made for ``dimension`` if the scope has none yet."""
        matrix = self.vectors.get(model)
        if matrix is None:
            matrix = self.vectors[model] = VectorMatrix(dimension=dimension)
        return matrix

    def footprint(self) -> int:
        """Estimated bytes this scope's index holds in memory."""
        vectors = sum(store.footprint() for store in self.vectors.values())
        vectors += sum(codes.footprint() for codes in self.codes.values())
        return SCOPE_OVERHEAD + self.lexical.footprint() + vectors + self.purposes.footprint()

    def quantize(self, threshold: int | None) -> None:
        """Bring each model's sign codes in step with its vectors, for the models with at
        least ``threshold`` vectors (none when it is None); the others are scanned exactly.
        The first pass hands at least a twentieth of ``threshold`` rows to the exact rerank."""
        self.rerank_least = 0 if threshold is None else threshold // 20
        for model, vectors in self.vectors.items():
            if threshold is None or len(vectors.positions) < threshold:
                self.codes.pop(model, None)
            else:
                self.codes.setdefault(model, SignCodes(vectors.dimension)).update(vectors)

    def lexical_hits(
        self, terms: list[str], *, limit: int, now: datetime, purpose: str | None = None
    ) -> list[Hit]:
        only = self.purposes.mask(purpose)
        found = self.lexical.search(terms, limit=limit, now=now.timestamp(), only=only)
        return [_hit(match) for match in found]

    def vector_hits(
        self,
        lazy: Vector | LazyVector,
        *,
        model: str,
        limit: int,
        now: datetime,
        purpose: str | None = None,
    ) -> list[Hit]:
        """The ``limit`` nearest live rows, exactly, or from the quantized first pass when
        the model has sign codes. A lazy query is embedded only when there are rows to score."""
        held = self.vectors.get(model)
        if held is None or not held.positions or limit <= 0:
            return []
        query = np.asarray(as_vector(lazy), dtype=np.float32).reshape(-1)
        vectors = self._usable(model, query.shape[-1], limit)
        if vectors is None:
            return []
        size = len(vectors.positions)
        only = self.purposes.mask(purpose)
        codes = self.codes.get(model)
        count = None if codes is None else rerank_count(size, limit, least=self.rerank_least)
        if codes is None or count is None:
            scores = row_dots(vectors.matrix[:size], query)
            return self._top(scores, vectors, limit=limit, now=now, only=only)
        # The first pass skips rows no result may come from, so a restricted search still
        # reranks `count` rows it can use.
        positions = np.frombuffer(vectors.positions, dtype=np.int32)
        blocked = self.lexical.expires[positions] <= now.timestamp()
        if only is not None:
            blocked |= ~only[positions]
        rows = codes.shortlist(query, count, blocked)
        if not rows.size:
            return []
        scores = row_dots(vectors.matrix[rows], query)
        return self._top(scores, vectors, limit=limit, now=now, only=only, rows=rows)

    def vector_hits_many(
        self, queries: Vector, *, model: str, limit: int, now: datetime
    ) -> list[list[Hit]]:
        """:meth:`vector_hits` for each row of ``queries``, from one matrix product (a bulk
        write's chunk costs one pass over the scope, not one per note)."""
        vectors = self._usable(model, queries.shape[-1], limit)
        if vectors is None:
            return [[] for _ in range(len(queries))]
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
        """The ``limit`` best live rows of one column of scores (changed in place), of the
        positions ``only`` allows when it is given. The scores are of every row, or of the
        ascending ``rows`` when given; ties go to the earlier row either way."""
        positions = np.frombuffer(vectors.positions, dtype=np.int32)
        if rows is not None:
            positions = positions[rows]
        scores[self.lexical.expires[positions] <= now.timestamp()] = -np.inf
        if only is not None:
            scores[~only[positions]] = -np.inf
        take = min(limit, len(positions))
        top = np.argpartition(-scores, take - 1)[:take]
        top = top[np.lexsort((top, -scores[top]))]
        ids = self.lexical.ids
        return [
            Hit(entry_id=ids[positions[i]], score=float(scores[i]))
            for i in top
            if np.isfinite(scores[i])
        ]


def _hit(match: LexicalMatch) -> Hit:
    return Hit(
        entry_id=match.entry_id,
        score=match.bm25,
        coverage=match.coverage,
        normalized=match.normalized,
    )


class ScopeSearch:
    """The store's in-process indexes, one per recently searched scope. Thread-safe.

    Args:
        store: The store whose file the indexes are read from.
        budget: Most bytes all scopes' indexes may hold together.
        approximate_from: Vectors of one model a scope must hold before its vector search
            starts with a Hamming pass over sign codes (:mod:`episodic.retrieval.quantized`)
            and scores exactly only the rows that pass finds; None scans every row exactly.
    """

    def __init__(
        self, store: SQLiteStore, budget: int, *, approximate_from: int | None = APPROXIMATE_FROM
    ) -> None:
        self._store = store
        self._approximate_from = approximate_from
        # Guards the indexes; never held while waiting for the database's write lock.
        self._lock = threading.Lock()
        self._caches: ScopeCaches[_ScopeCache] = ScopeCaches(budget)

    def lexical(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        """Live entries of the scope matching any term, best BM25 first."""
        unique = query_terms(terms)
        if not unique or limit <= 0:
            return []
        with self._lock:
            return self._current(scope).lexical_hits(unique, limit=limit, now=now)

    def vector(
        self, scope: Scope, vector: Vector, *, model: str, limit: int, now: datetime
    ) -> list[Hit]:
        """Live entries of the scope embedded by ``model``, most similar first: exact, or
        for a scope of :attr:`approximate_from` vectors or more, scored exactly among the
        rows a quantized first pass shortlists."""
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        with self._lock:
            return self._current(scope).vector_hits(query, model=model, limit=limit, now=now)

    def vector_many(
        self, scope: Scope, queries: Vector, *, model: str, limit: int, now: datetime
    ) -> list[list[Hit]]:
        """:meth:`vector` for each row of ``queries``, with one matrix product."""
        matrix = np.asarray(queries, dtype=np.float32)
        if matrix.ndim != 2 or not len(matrix):
            return [[] for _ in range(len(matrix))]
        with self._lock:
            cache = self._current(scope)
            return cache.vector_hits_many(matrix, model=model, limit=limit, now=now)

    def candidates(self, scope: Scope, query: CandidateQuery) -> Candidates:
        """Both lists from one look at the scope's index, and their ``last_seen_at``."""
        unique = query_terms(query.terms)
        limit, now, purpose = query.limit, query.now, query.purpose
        with self._lock:
            cache = self._current(scope)
            lexical = (
                []
                if limit <= 0
                else cache.lexical_hits(unique, limit=limit, now=now, purpose=purpose)
            )
            semantic = cache.vector_hits(
                query.vector, model=query.model, limit=limit, now=now, purpose=purpose
            )
        ids = [hit.entry_id for hit in (*lexical, *semantic)]
        with self._store.read() as tx:
            seen = entries.last_seen(tx, scope, ids) if ids else {}
        return Candidates(lexical, semantic, seen)

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

    def clear(self) -> None:
        """Forget every index (on close)."""
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

    def _current(self, scope: Scope) -> _ScopeCache:
        """This process's index of the scope, brought up to date with the database.

        Called with ``self._lock`` held.
        """
        scope_values = entries.scope_values(scope, "search")
        cache = self._caches.get(scope.key)
        with self._store.read() as tx:
            state = entries.counters(tx, scope)
            if cache is not None and (cache.revision, cache.rewrites) == state:
                return cache
            if cache is None or cache.rewrites != state[1]:
                cache = _ScopeCache()
            rows = tx.all(
                "SELECT rowid, id, terms, expires_at, purpose, embedding_model, embedding "
                "FROM entries "
                f"WHERE {entries.SCOPE} AND status = 'active' AND rowid > ? ORDER BY rowid",
                (*scope_values, cache.max_rowid),
            )
        cache.extend(rows)
        cache.revision, cache.rewrites = state
        cache.quantize(self._approximate_from)
        if len(cache.lexical):
            self._caches.put(scope.key, cache, cache.footprint())
        else:  # nothing to search: keeping it would only cost memory
            self._caches.discard(scope.key)
        return cache

"""Candidate search for the SQLite store: every scope's entries in the shared scope index.

Each process keeps, per scope, the index of :mod:`episodic.retrieval.index` over the scope's
active entries (words, purposes, expiry, one float32 matrix per embedding model, with sign codes
for a quick first pass once a scope holds 20,000 vectors: :mod:`episodic.retrieval.quantized`),
read from the file and checked against the scope's counters before every search, so a write
from any process is seen by the next query (:mod:`episodic.stores.entry_index`). A
least-recently-used budget bounds the bytes all scopes together keep; a scope with no live
entries (an unknown user, say) is not kept at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import numpy as np

from episodic.models import CandidateQuery, Candidates, Hit, Scope, Vector
from episodic.retrieval.bm25 import query_terms
from episodic.retrieval.index import ScopeIndexes
from episodic.retrieval.quantized import APPROXIMATE_FROM
from episodic.stores.base import Store
from episodic.stores.entry_index import ENTRIES, Counters, last_seen


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
        self, store: Store, budget: int, *, approximate_from: int | None = APPROXIMATE_FROM
    ) -> None:
        self._store = store
        self.indexes: ScopeIndexes[Counters] = ScopeIndexes(
            ENTRIES, store.read, budget, approximate_from=approximate_from
        )

    def lexical(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        """Live entries of the scope matching any term, best BM25 first."""
        unique = query_terms(terms)
        if not unique or limit <= 0:
            return []
        with self.indexes.current(scope) as index:
            return index.lexical_hits(unique, limit=limit, now=now)

    def vector(
        self, scope: Scope, vector: Vector, *, model: str, limit: int, now: datetime
    ) -> list[Hit]:
        """Live entries of the scope embedded by ``model``, most similar first: exact, or
        for a scope of ``approximate_from`` vectors or more, scored exactly among the rows a
        quantized first pass shortlists."""
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        with self.indexes.current(scope) as index:
            # Its own vectors alone: what dedupe compares (search asks for the best of all).
            return index.vector_hits(query, model=model, limit=limit, now=now, further=False)

    def vector_many(
        self, scope: Scope, queries: Vector, *, model: str, limit: int, now: datetime
    ) -> list[list[Hit]]:
        """:meth:`vector` for each row of ``queries``, with one matrix product."""
        matrix = np.asarray(queries, dtype=np.float32)
        if matrix.ndim != 2 or not len(matrix):
            return [[] for _ in range(len(matrix))]
        with self.indexes.current(scope) as index:
            return index.vector_hits_many(matrix, model=model, limit=limit, now=now)

    def candidates(self, scope: Scope, query: CandidateQuery) -> Candidates:
        """Both lists from one look at the scope's index, and their ``last_seen_at``."""
        unique = query_terms(query.terms)
        limit, now = query.limit, query.now
        with self.indexes.current(scope) as index:
            only = index.mask(query.purpose)
            lexical = index.lexical_hits(unique, limit=limit, now=now, only=only)
            semantic = index.vector_hits(
                query.vector, model=query.model, limit=limit, now=now, only=only
            )
        ids = [hit.entry_id for hit in (*lexical, *semantic)]
        with self._store.read() as tx:
            seen = last_seen(tx, scope, ids) if ids else {}
        return Candidates(lexical, semantic, seen)

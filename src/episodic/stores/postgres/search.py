"""Candidate search inside PostgreSQL: BM25 over the GIN index, cosine over HNSW.

**Words.** Each scope is scored as its own corpus, through the same float32 BM25 as the SQLite
store (:mod:`episodic.lexical`), so a scope ranks identically on either backend. A scope of at
most :data:`SMALL_SCOPE` entries is searched in the database: the GIN index over our own tokens
finds the matching rows, and their term counts are scored here against the per-scope
statistics in ``scope_state`` and ``scope_terms``. A larger scope would make a query with a
common word read thousands of rows, so it is searched in a per-process index kept current from
the database (see :mod:`episodic.stores.postgres.cache`).

**Vectors.** A scope holding at most :data:`EXACT_SCAN_LIMIT` entries is scanned exactly
through the scope index (a few milliseconds, perfect recall). A larger one goes through its own
HNSW index (a partial index over the scope's rows of that dimension, built when the scope grows
past that size; see :class:`~episodic.stores.postgres.schema.ScopeIndexes`), with
``hnsw.iterative_scan`` so the graph walk goes on when status, expiry or model filters reject
rows. Only vectors of the query's model are ever scored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.errors import ValidationError
from episodic.lexical import (
    CorpusStats,
    LexicalMatch,
    QueryWeights,
    best_matches,
    score_documents,
)
from episodic.models import Scope
from episodic.stores.base import Hit
from episodic.stores.postgres.cache import LexicalCache, ScopeState, scope_state
from episodic.stores.postgres.writes import Connection, lexemes

MAX_QUERY_TERMS = 64
#: Scopes with more entries than this search vectors through HNSW instead of exactly.
EXACT_SCAN_LIMIT = 5_000
#: Scopes with more entries than this keep an in-process BM25 index (see ``cache.py``).
SMALL_SCOPE = 2_000
#: HNSW candidate list size; recall@10 against exact search is measured by the scale bench.
EF_SEARCH = 200
_SCOPE = "tenant_id = %s AND agent_id = %s AND user_id = %s"
_LIVE = "status = 'active' AND (expires_at IS NULL OR expires_at > %s)"


def _tsquery(terms: Sequence[str]) -> str:
    """An OR of quoted lexemes, written so PostgreSQL never re-parses our tokens."""
    quoted = ("'" + term.replace("\\", "\\\\").replace("'", "''") + "'" for term in terms)
    return " | ".join(quoted)


def lexical_search(
    conn: Connection,
    scope: Scope,
    terms: Sequence[str],
    *,
    limit: int,
    now: datetime,
    cache: LexicalCache,
) -> list[Hit]:
    """Live entries of the scope matching any term, best BM25 first (see module notes)."""
    unique = list(dict.fromkeys(t for t in terms if t))[:MAX_QUERY_TERMS]
    if not unique or limit <= 0:
        return []
    state = scope_state(conn, scope)
    if not state.documents:
        return []
    if state.documents > SMALL_SCOPE:
        found = cache.search(conn, scope, state, unique, limit=limit, now=now)
    else:
        found = _search_rows(conn, scope, state, unique, limit=limit, now=now)
    return [
        Hit(entry_id=m.entry_id, score=m.bm25, coverage=m.coverage, normalized=m.normalized)
        for m in found
    ]


def _search_rows(
    conn: Connection,
    scope: Scope,
    state: ScopeState,
    terms: list[str],
    *,
    limit: int,
    now: datetime,
) -> list[LexicalMatch]:
    """Score a small scope's matching rows, read through the GIN index, in Python."""
    tenant, agent, user = scope.require_complete("search")
    frequency: dict[str, int] = dict(
        conn.execute(
            f"SELECT term, documents FROM scope_terms WHERE {_SCOPE} AND term = ANY(%s)",
            (tenant, agent, user, terms),
        ).fetchall()
    )
    stats = CorpusStats(state.documents, state.total_terms, frequency)
    weights = QueryWeights.of(terms, stats)
    findable = lexemes(scope, [t for t in terms if frequency.get(t)])
    if not findable:
        return []
    rows = conn.execute(
        f"SELECT id, terms FROM entries WHERE {_SCOPE} AND {_LIVE} "
        "AND lexemes @@ %s::tsquery ORDER BY revision, rowid",
        (tenant, agent, user, now, _tsquery(findable)),
    ).fetchall()
    scores, covered = score_documents(weights, [r[1] for r in rows])
    return best_matches([r[0] for r in rows], scores, covered, weights.total, limit)


def vector_search(
    conn: Connection,
    scope: Scope,
    vector: npt.NDArray[np.float32],
    *,
    model: str,
    limit: int,
    now: datetime,
    indexed: Callable[[Connection, Scope, int], bool],
) -> list[Hit]:
    """Live entries of the scope embedded by ``model``, most similar first (see module notes).

    ``indexed`` tells whether the scope's HNSW index for a dimension is ready.

    Call inside a transaction: the HNSW settings are transaction-local.
    """
    tenant, agent, user = scope.require_complete("search")
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    if limit <= 0:
        return []
    dimension = int(query.shape[0])
    size = scope_state(conn, scope).documents
    params = (query, tenant, agent, user, now, model, limit)
    if size > EXACT_SCAN_LIMIT and indexed(conn, scope, dimension):
        rows = _approximate(conn, dimension, params)
    else:
        rows = conn.execute(
            f"SELECT id, embedding <=> %s AS distance FROM entries "
            f"WHERE {_SCOPE} AND {_LIVE} AND embedding_model = %s AND embedding_dim = "
            f"{dimension} ORDER BY distance, rowid LIMIT %s",
            params,
        ).fetchall()
    if not rows:
        _check_dimension(conn, scope, model, dimension)
    return [Hit(entry_id=str(r[0]), score=1.0 - float(r[1])) for r in rows]


def _approximate(
    conn: Connection, dimension: int, params: tuple[object, ...]
) -> list[tuple[Any, ...]]:
    # relaxed_order lets the scan return rows slightly out of distance order (re-sorted
    # below) in exchange for not stopping early when filters reject rows. The planner cannot
    # know that the graph walk is cheaper than sorting a large scope; the inner query never
    # needs a sort, so rule sorting out. The index is partial, so the plan must be made with
    # this scope's values in hand: a generic plan (psycopg prepares repeated statements)
    # could not prove the index's predicate and would scan the scope instead.
    conn.execute(
        f"SET LOCAL hnsw.ef_search = {EF_SEARCH}; SET LOCAL enable_sort = off; "
        "SET LOCAL plan_cache_mode = force_custom_plan; "
        "SET LOCAL hnsw.iterative_scan = relaxed_order; "
        "SET LOCAL hnsw.max_scan_tuples = 200000"
    )
    typed = f"embedding::vector({dimension})"
    return conn.execute(
        f"WITH near AS MATERIALIZED ("
        f" SELECT id, rowid, {typed} <=> %s::vector({dimension}) AS distance FROM entries"
        f" WHERE {_SCOPE} AND {_LIVE} AND embedding_model = %s AND embedding_dim = {dimension}"
        f" ORDER BY distance LIMIT %s)"
        f" SELECT id, distance FROM near ORDER BY distance, rowid",
        params,
    ).fetchall()


def _check_dimension(conn: Connection, scope: Scope, model: str, dimension: int) -> None:
    tenant, agent, user = scope.require_complete("search")
    row = conn.execute(
        f"SELECT embedding_dim FROM entries WHERE {_SCOPE} AND embedding_model = %s "
        "AND embedding_dim <> %s LIMIT 1",
        (tenant, agent, user, model, dimension),
    ).fetchone()
    if row is not None:
        raise ValidationError(
            f"Query vector has {dimension} dimensions but {model!r} vectors in this scope "
            f"have {row[0]}."
        )

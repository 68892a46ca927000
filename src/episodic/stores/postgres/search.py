"""Candidate search inside PostgreSQL: BM25 over the GIN index, cosine over HNSW.

**Words.** Each scope is scored as its own corpus, through the same float32 BM25 as the SQLite
store (:mod:`episodic.retrieval.bm25`), so a scope ranks identically on either backend. A scope
of at most :data:`SMALL_SCOPE` entries is searched in the database: the GIN index over our own
tokens finds the matching rows, and their term counts are scored here against the per-scope
statistics in ``scope_state`` and ``scope_terms``. A larger scope would make a query with a
common word read thousands of rows, so it is searched in a per-process index kept current from
the database: the shared scope index of :mod:`episodic.retrieval.index`, words only
(:data:`~episodic.stores.entry_index.ENTRY_WORDS`).

**Vectors.** A scope holding at most :data:`EXACT_SCAN_LIMIT` entries is scanned exactly
through the scope index (a few milliseconds, perfect recall). A larger one goes through its own
HNSW index (a partial index over the scope's rows of that dimension, built when the scope grows
past that size; see :class:`~episodic.stores.postgres.schema.ScopeIndexes`), with
``hnsw.iterative_scan`` so the graph walk goes on when status, expiry or model filters reject
rows. Only vectors of the query's model are ever scored. The exact scan of a search scores an
entry of several sentences by its best vector, its own or a sentence's (``passage_vectors``,
:mod:`episodic.entries.passages`), as the SQLite store does; the HNSW walk, and
:func:`vector_search` (what dedupe compares), read the entry's own vector alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from episodic.errors import ValidationError
from episodic.models import CandidateQuery, Candidates, Hit, Scope, as_vector
from episodic.retrieval.bm25 import (
    CorpusStats,
    LexicalMatch,
    QueryWeights,
    best_matches,
    query_terms,
    score_documents,
)
from episodic.retrieval.index import ScopeIndexes, hits
from episodic.stores.base import Tx
from episodic.stores.entry_index import Counters, last_seen
from episodic.stores.postgres.dialect import PostgresDialect, from_micros
from episodic.stores.postgres.schema import Connection
from episodic.stores.postgres.words import lexemes

#: Scopes with more entries than this search vectors through HNSW instead of exactly.
EXACT_SCAN_LIMIT = 5_000
#: Scopes with more entries than this keep an in-process BM25 index.
SMALL_SCOPE = 2_000
#: HNSW candidate list size; recall@10 against exact search is measured by the scale bench.
EF_SEARCH = 200
_SCOPE = "tenant_id = %s AND agent_id = %s AND user_id = %s"
# last_seen_at as whole microseconds since the epoch: exact, and far cheaper for the driver to
# read than a timestamp when a query returns a thousand rows of which ranking keeps fifty.
_SEEN_MICROS = "(extract(epoch FROM last_seen_at) * 1000000)::int8"
_LIVE = "status = 'active' AND (expires_at IS NULL OR expires_at > %s)"
# Entries a read for a purpose may use: untagged ones, and those tagged with it.
_PURPOSE = " AND " + PostgresDialect().sql(PostgresDialect().allows_purpose("purpose"))


@dataclass(frozen=True, slots=True)
class ScopeState:
    """One scope's row of ``scope_state``."""

    revision: int = 0
    rewrites: int = 0
    documents: int = 0
    total_terms: int = 0


def scope_state(conn: Connection, scope: Scope) -> ScopeState:
    """The scope's revision counters and BM25 totals (all zero for a scope never written)."""
    row = conn.execute(
        f"SELECT revision, rewrites, documents, total_terms FROM scope_state WHERE {_SCOPE}",
        scope.require_complete("search"),
    ).fetchone()
    return ScopeState() if row is None else ScopeState(*(int(value) for value in row))


def _for_purpose(purpose: str | None) -> tuple[str, tuple[object, ...]]:
    """The condition (appended to a WHERE) and parameter restricting rows to a purpose."""
    return ("", ()) if purpose is None else (_PURPOSE, (purpose,))


def _tsquery(terms: Sequence[str]) -> str:
    """An OR of quoted lexemes, written so PostgreSQL never re-parses our tokens."""
    quoted = ("'" + term.replace("\\", "\\\\").replace("'", "''") + "'" for term in terms)
    return " | ".join(quoted)


def _state_and_frequencies(
    conn: Connection, scope: Scope, terms: list[str]
) -> tuple[ScopeState, dict[str, int]]:
    """The scope's counters and how many of its entries hold each term, in one statement."""
    tenant, agent, user = scope.require_complete("search")
    row = conn.execute(
        "SELECT s.revision, s.rewrites, s.documents, s.total_terms, t.terms, t.counts "
        "FROM (SELECT 1) AS one LEFT JOIN scope_state s "
        "ON s.tenant_id = %s AND s.agent_id = %s AND s.user_id = %s "
        "CROSS JOIN LATERAL (SELECT array_agg(term) AS terms, array_agg(documents) AS counts "
        f"FROM scope_terms WHERE {_SCOPE} AND term = ANY(%s)) AS t",
        (tenant, agent, user, tenant, agent, user, terms),
    ).fetchone()
    if row is None or row[0] is None:
        return ScopeState(), {}
    state = ScopeState(*(int(value) for value in row[:4]))
    return state, dict(zip(row[4] or (), map(int, row[5] or ()), strict=True))


def _cached(
    tx: Tx,
    scope: Scope,
    state: ScopeState,
    terms: list[str],
    query: tuple[int, datetime, str | None],
    cache: ScopeIndexes[Counters],
) -> list[Hit]:
    """A large scope's matches from this process's index of its words, read up to ``state``
    first; only the entries usable for the purpose when one is given."""
    limit, now, purpose = query
    with cache.current(scope, tx=tx, counters=(state.revision, state.rewrites)) as index:
        return index.lexical_hits(terms, limit=limit, now=now, only=index.mask(purpose))


def lexical_search(
    tx: Tx,
    scope: Scope,
    terms: Sequence[str],
    *,
    limit: int,
    now: datetime,
    cache: ScopeIndexes[Counters],
) -> list[Hit]:
    """Live entries of the scope matching any term, best BM25 first (see module notes)."""
    unique = query_terms(terms)
    if not unique or limit <= 0:
        return []
    conn: Connection = tx.connection
    state, frequency = _state_and_frequencies(conn, scope, unique)
    if not state.documents:
        return []
    if state.documents > SMALL_SCOPE:
        return _cached(tx, scope, state, unique, (limit, now, None), cache)
    rows_query = _rows_query(scope, unique, frequency, now, None)
    if rows_query is None:
        return []
    rows = conn.execute(*rows_query).fetchall()
    return hits(_score_rows(rows, unique, state, frequency, limit))


def _rows_query(
    scope: Scope, terms: list[str], frequency: dict[str, int], now: datetime, purpose: str | None
) -> tuple[str, tuple[object, ...]] | None:
    """The statement reading a small scope's rows that hold any query term (None: no row can),
    of those usable for ``purpose`` when it is given."""
    findable = lexemes(scope, [t for t in terms if frequency.get(t)])
    if not findable:
        return None
    tenant, agent, user = scope.require_complete("search")
    restrict, value = _for_purpose(purpose)
    return (
        f"SELECT id, terms, {_SEEN_MICROS} FROM entries WHERE {_SCOPE} AND {_LIVE}{restrict} "
        "AND lexemes @@ %s::tsquery ORDER BY revision, rowid",
        (tenant, agent, user, now, *value, _tsquery(findable)),
    )


def _score_rows(
    rows: Sequence[tuple[Any, ...]],
    terms: list[str],
    state: ScopeState,
    frequency: dict[str, int],
    limit: int,
) -> list[LexicalMatch]:
    """BM25 of a small scope's matching rows against its statistics, scored here."""
    weights = QueryWeights.of(terms, CorpusStats(state.documents, state.total_terms, frequency))
    scores, covered = score_documents(weights, [r[1] for r in rows])
    return best_matches([r[0] for r in rows], scores, covered, weights.total, limit)


def candidates(
    tx: Tx,
    scope: Scope,
    query: CandidateQuery,
    *,
    cache: ScopeIndexes[Counters],
    indexed: Callable[[Connection, Scope, int], bool],
) -> Candidates:
    """Both candidate lists and their last-seen times, in as few statements as possible.

    One statement reads the scope's counters and term statistics, then one reads the small
    scope's matching rows and one the nearest vectors, each returning the ``last_seen_at``
    ranking needs (the separate calls take eight round trips). The connection must be in
    autocommit mode: a transaction costs two more round trips and is only opened for the HNSW
    settings.
    """
    conn: Connection = tx.connection
    limit, now = query.limit, query.now
    unique = query_terms(query.terms)
    state, frequency = _state_and_frequencies(conn, scope, unique)
    if not state.documents or limit <= 0:
        return Candidates([], [], {})
    cached: list[Hit] | None = None
    rows_query = None
    if unique and state.documents > SMALL_SCOPE:
        cached = _cached(tx, scope, state, unique, (limit, now, query.purpose), cache)
    elif unique:
        rows_query = _rows_query(scope, unique, frequency, now, query.purpose)
    rows = [] if rows_query is None else conn.execute(*rows_query).fetchall()
    near = _nearest(conn, scope, query, documents=state.documents, indexed=indexed, further=True)
    found = cached
    if found is None:
        found = hits(_score_rows(rows, unique, state, frequency, limit))
    wanted = list(dict.fromkeys([*(h.entry_id for h in found), *(str(r[0]) for r in near)]))
    micros = {str(r[0]): int(r[2]) for r in (*rows, *near)}
    read = {i: from_micros(micros[i]) for i in wanted if i in micros}
    missing = [i for i in wanted if i not in read]
    if missing:  # words found in the in-process index and not among the vector rows
        read.update(last_seen(tx, scope, missing))
    seen = {i: read[i] for i in wanted if i in read}
    semantic = [Hit(entry_id=str(r[0]), score=1.0 - float(r[1])) for r in near]
    return Candidates(found, semantic, seen)


def vector_search(
    conn: Connection,
    scope: Scope,
    query: CandidateQuery,
    *,
    indexed: Callable[[Connection, Scope, int], bool],
) -> list[Hit]:
    """Live entries of the scope embedded by the query's model, most similar first.

    ``indexed`` tells whether the scope's HNSW index for a dimension is ready.
    """
    if query.limit <= 0:
        return []
    documents = scope_state(conn, scope).documents
    rows = _nearest(conn, scope, query, documents=documents, indexed=indexed)
    return [Hit(entry_id=str(r[0]), score=1.0 - float(r[1])) for r in rows]


def _nearest(
    conn: Connection,
    scope: Scope,
    query: CandidateQuery,
    *,
    documents: int,
    indexed: Callable[[Connection, Scope, int], bool],
    further: bool = False,
) -> list[tuple[Any, ...]]:
    """``(id, distance, last_seen micros)`` of the nearest live vectors: through the scope's
    HNSW index when it is large and has one, else by an exact scan (of each entry's best
    vector, its sentences' too, with ``further``)."""
    vector = np.asarray(as_vector(query.vector), dtype=np.float32).reshape(-1)
    dimension = int(vector.shape[0])
    tenant, agent, user = scope.require_complete("search")
    restrict, value = _for_purpose(query.purpose)
    params = (vector, tenant, agent, user, query.now, *value, query.model, query.limit)
    if documents > EXACT_SCAN_LIMIT and indexed(conn, scope, dimension):
        with conn.transaction():  # the settings are local to it
            conn.execute(_APPROXIMATE_SETTINGS)
            near = conn.execute(_approximate_sql(dimension, restrict), params).fetchall()
    elif further:
        near = conn.execute(_exact_sql(dimension, restrict, further), (vector, *params)).fetchall()
    else:
        near = conn.execute(_exact_sql(dimension, restrict), params).fetchall()
    if not near:
        _check_dimension(conn, scope, query.model, dimension)
    return near


def _exact_sql(dimension: int, restrict: str = "", further: bool = False) -> str:
    # least() passes over the NULL of an entry without sentence vectors.
    distance = (
        "least(embedding <=> %s, (SELECT min(p <=> %s) FROM unnest(passage_vectors) AS p))"
        if further
        else "embedding <=> %s"
    )
    return (
        f"SELECT id, {distance} AS distance, {_SEEN_MICROS} FROM entries "
        f"WHERE {_SCOPE} AND {_LIVE}{restrict} AND embedding_model = %s AND embedding_dim = "
        f"{int(dimension)} ORDER BY distance, rowid LIMIT %s"
    )


# relaxed_order lets the scan return rows slightly out of distance order (re-sorted by the
# outer query) in exchange for not stopping early when filters reject rows. The planner cannot
# know that the graph walk is cheaper than sorting a large scope; the inner query never needs a
# sort, so rule sorting out. The index is partial, so the plan must be made with this scope's
# values in hand: a generic plan (psycopg prepares repeated statements) could not prove the
# index's predicate and would scan the scope instead.
_APPROXIMATE_SETTINGS = (
    # One statement (a pipeline cannot send several in one string); is_local=true is SET LOCAL.
    f"SELECT set_config('hnsw.ef_search', '{EF_SEARCH}', true), "
    "set_config('enable_sort', 'off', true), "
    "set_config('plan_cache_mode', 'force_custom_plan', true), "
    "set_config('hnsw.iterative_scan', 'relaxed_order', true), "
    "set_config('hnsw.max_scan_tuples', '200000', true)"
)


def _approximate_sql(dimension: int, restrict: str = "") -> str:
    typed = f"embedding::vector({int(dimension)})"
    return (
        f"WITH near AS MATERIALIZED ("
        f" SELECT id, rowid, {_SEEN_MICROS} AS seen, {typed} <=> %s::vector({int(dimension)})"
        " AS distance"
        f" FROM entries WHERE {_SCOPE} AND {_LIVE}{restrict} AND embedding_model = %s"
        f" AND embedding_dim = {int(dimension)} ORDER BY distance LIMIT %s)"
        f" SELECT id, distance, seen FROM near ORDER BY distance, rowid"
    )


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

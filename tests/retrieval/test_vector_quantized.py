"""The SQLite store's quantized first pass: sign codes, then an exact rerank of a shortlist.

Recall against the exact scan is checked on generated vectors with neighbourhoods (sums of a
few shared topic directions plus noise, as embeddings of related notes are); the rest checks
that the first pass changes nothing else a search promises: purpose masks, forgotten and
superseded entries, appends, and the lexical index's shortcut for common terms.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from episodic import Memory, NewEntry, Scope, TestEmbedder
from episodic.governance.gate.screen import passed
from episodic.models import CandidateQuery, EntryDraft, Hit, SourceDraft, content_hash
from episodic.retrieval.bm25 import LexicalIndex
from episodic.retrieval.matrix import VectorMatrix
from episodic.retrieval.quantized import APPROXIMATE_FROM, SignCodes, rerank_count
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import Store, entries, open_store
from episodic.stores.sqlite.store import SQLiteStore

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
DIMENSION = 384
NOW = datetime(2026, 3, 1, tzinfo=UTC)


def _vectors(count: int, seed: int, topics: int = 64) -> npt.NDArray[np.float32]:
    """Unit vectors, each the sum of eight topic directions (common topics more often) plus
    noise; the directions are the same for every seed, so queries share the data's topics."""
    directions = np.random.default_rng(1).standard_normal((topics, DIMENSION))
    weights = 1.0 / np.arange(1, topics + 1)
    random = np.random.default_rng(seed)
    picks = random.choice(topics, size=(count, 8), p=weights / weights.sum())
    vectors = directions[picks].sum(axis=1) + 0.12 * random.standard_normal((count, DIMENSION))
    return (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)


def _exact(matrix: npt.NDArray[np.float32], query: npt.NDArray[np.float32], k: int) -> list[int]:
    return [int(i) for i in np.argsort(-(matrix @ query), kind="stable")[:k]]


def test_the_first_pass_keeps_recall_at_10_against_the_exact_scan() -> None:
    data, queries = _vectors(5_000, seed=14), _vectors(200, seed=15)
    matrix = VectorMatrix(dimension=DIMENSION)
    for position, vector in enumerate(data):
        matrix.add(position, vector)
    codes = SignCodes(DIMENSION)
    codes.update(matrix)
    found = 0.0
    for query in queries:
        # The share a large scope reranks (a 25th of its rows), not the floor of small ones.
        rows = codes.shortlist(query, len(data) // 25)
        assert len(rows) < len(data) // 10
        best = rows[np.argsort(-(data[rows] @ query), kind="stable")[:10]]
        found += len(set(_exact(data, query, 10)) & {int(i) for i in best}) / 10
    assert found / len(queries) >= 0.99


def test_codes_follow_appends_and_take_a_new_mean_when_the_matrix_doubles() -> None:
    data = _vectors(3_000, seed=3)
    matrix = VectorMatrix(dimension=DIMENSION)
    codes = SignCodes(DIMENSION)
    for position, vector in enumerate(data[:1_000]):
        matrix.add(position, vector)
    codes.update(matrix)
    assert (codes.size, codes.centred_at) == (1_000, 1_000)
    for position, vector in enumerate(data[1_000:1_500], start=1_000):
        matrix.add(position, vector)
    codes.update(matrix)
    assert (codes.size, codes.centred_at) == (1_500, 1_000)
    # Each row's own code is at distance zero from it, the appended ones included.
    assert codes.distances(data[1_200])[1_200] == 0
    for position, vector in enumerate(data[1_500:], start=1_500):
        matrix.add(position, vector)
    codes.update(matrix)
    assert (codes.size, codes.centred_at) == (3_000, 3_000)
    assert np.allclose(codes.center, data.mean(axis=0), atol=1e-6)
    fresh = SignCodes(DIMENSION)
    fresh.update(matrix)
    assert np.array_equal(fresh.codes[:, :3_000], codes.codes[:, :3_000])


def test_blocked_rows_never_reach_the_shortlist() -> None:
    data = _vectors(2_000, seed=5)
    matrix = VectorMatrix(dimension=DIMENSION)
    for position, vector in enumerate(data):
        matrix.add(position, vector)
    codes = SignCodes(DIMENSION)
    codes.update(matrix)
    blocked = np.zeros(len(data), dtype=np.bool_)
    blocked[::2] = True
    rows = codes.shortlist(data[10], 100, blocked)
    assert len(rows) >= 100 and not blocked[rows].any()
    # Asking for more rows than are open returns every open row and no blocked one.
    assert np.array_equal(codes.shortlist(data[10], 5_000, blocked), np.flatnonzero(~blocked))


def test_rerank_count_falls_back_to_the_exact_scan_where_it_is_as_cheap() -> None:
    assert rerank_count(100_000, 50) == 4_000
    assert rerank_count(100_000, 1_000) is None  # 40,000 rows: scanning all costs little more
    assert rerank_count(APPROXIMATE_FROM, 5) == APPROXIMATE_FROM // 20
    assert rerank_count(3_000, 10, least=10) == 400


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[SQLiteStore]:
    opened = open_store(str(tmp_path / "vectors.db"))
    assert isinstance(opened, SQLiteStore)
    yield opened
    opened.close()


def _fill(
    store: SQLiteStore,
    vectors: npt.NDArray[np.float32],
    sentences: Callable[[int], npt.NDArray[np.float32] | None] = lambda n: None,
) -> list[str]:
    """Write an entry per vector; ``sentences(n)`` gives entry ``n`` sentence vectors."""
    drafts = [
        EntryDraft(
            scope=SCOPE,
            content=f"Note {n} about case CASE-{n}. It goes on.",
            content_hash=content_hash(f"Note {n} about case CASE-{n}. It goes on."),
            occurred_at=NOW - timedelta(minutes=n),
            recorded_at=NOW,
            embedding=vector,
            embedding_model="generated",
            sources=(SourceDraft(label="user_assertion", evidence=f"CASE-{n}"),),
            passages=sentences(n),
        )
        for n, vector in enumerate(vectors)
    ]
    with store.write() as tx:
        return [
            written.entry_id
            for written in entries.write_drafts(tx, [passed(d, origin="test") for d in drafts])
        ]


def test_store_search_through_the_first_pass_agrees_with_the_exact_scan(
    sqlite_store: SQLiteStore,
) -> None:
    data, queries = _vectors(4_000, seed=21), _vectors(100, seed=22)
    ids = _fill(sqlite_store, data)
    sqlite_store.search_cache.approximate_from = 1_000
    approximate = [
        [
            hit.entry_id
            for hit in sqlite_store.vector_search(SCOPE, q, model="generated", limit=10, now=NOW)
        ]
        for q in queries
    ]
    assert sqlite_store.search_cache.cached_scopes == 1
    with_codes = sqlite_store.search_cache.cached_bytes
    sqlite_store.search_cache.approximate_from = None
    exact = [
        [
            hit.entry_id
            for hit in sqlite_store.vector_search(SCOPE, q, model="generated", limit=10, now=NOW)
        ]
        for q in queries
    ]
    # The codes are counted in the cache's budget: a bit per dimension of every row.
    assert with_codes - sqlite_store.search_cache.cached_bytes >= len(data) * DIMENSION // 8
    assert exact == [[ids[i] for i in _exact(data, q, 10)] for q in queries]
    found = sum(len(set(a) & set(e)) for a, e in zip(approximate, exact, strict=True))
    assert found / (10 * len(queries)) >= 0.99


@pytest.fixture
def memory(sqlite_store: SQLiteStore) -> Iterator[Memory]:
    with Memory.open(sqlite_store, embedder=TestEmbedder(), worker=False) as opened:
        yield opened


def _lines(count: int) -> list[NewEntry]:
    return [
        NewEntry(
            f"Refund for order ORD-{n} was {'approved' if n % 3 else 'refused'} by billing.",
            purpose=("marketing",) if n % 2 else ("support",),
        )
        for n in range(count)
    ]


def _hits(store: Store, memory: Memory, text: str, purpose: str | None = None) -> list[Hit]:
    """The store's vector candidates for ``text``: ten of them, from the first pass when the
    scope is over the cache's threshold (2,000 rows rerank 400, a fifth)."""
    embedder = memory.embedder
    query = CandidateQuery(
        tokenize(text), embedder.embed_one(text), embedder.name, 10, datetime.now(UTC), purpose
    )
    return store.candidates(SCOPE, query).semantic


def _semantic(store: Store, memory: Memory, text: str, purpose: str | None = None) -> list[str]:
    return [hit.entry_id for hit in _hits(store, memory, text, purpose)]


def test_the_first_pass_honours_purpose_forget_and_supersession(
    memory: Memory, sqlite_store: SQLiteStore
) -> None:
    store = sqlite_store
    stored = memory.remember_many(SCOPE, _lines(2_000))
    cache = store.search_cache
    assert rerank_count(2_000, 10, least=200 // 20) is not None  # the first pass is taken
    text = stored[101].content
    exact = _hits(store, memory, text, purpose="marketing")
    cache.approximate_from = 200
    approximate = _hits(store, memory, text, purpose="marketing")
    # Recall against the exact scan is measured above on vectors like real embeddings; the
    # test embedder's sparse hashed vectors are not, so only the best match is compared here.
    assert approximate[0].entry_id == exact[0].entry_id == stored[101].id
    kinds = {entry.id: entry.purpose for entry in stored}
    assert len(approximate) == 10 and {kinds[h.entry_id] for h in approximate} == {("marketing",)}
    support = _semantic(store, memory, text, purpose="support")
    assert len(support) == 10 and {kinds[i] for i in support} == {("support",)}
    memory.forget(SCOPE, stored[101].id, reason="asked to")
    after = _semantic(store, memory, text)
    assert len(after) == 10 and stored[101].id not in after
    replaced = memory.correct(SCOPE, stored[103].id, stored[103].content + " Reversed later.")
    found = _semantic(store, memory, replaced.content)
    assert found[0] == replaced.id and stored[103].id not in found
    assert memory.recall(SCOPE, "refund order ORD-103", top_k=3)[0].entry.id == replaced.id


def test_an_entry_added_after_the_codes_were_built_is_found(
    memory: Memory, sqlite_store: SQLiteStore
) -> None:
    store = sqlite_store
    memory.remember_many(SCOPE, _lines(2_000))
    store.search_cache.approximate_from = 200
    assert len(_semantic(store, memory, "refund for order ORD-5")) == 10
    added = memory.remember(SCOPE, "Shipping label LBL-77 printed twice for the depot.")
    assert _semantic(store, memory, added.content)[0] == added.id


def _documents(count: int, seed: int) -> list[list[str]]:
    random = np.random.default_rng(seed)
    common = ["refund", "order", "billing", "login", "export"]
    rare = [f"w{n}" for n in range(300)]
    return [
        [*random.choice(common, size=3), *random.choice(rare, size=4), f"id{n}"]
        for n in range(count)
    ]


def test_kept_dense_term_scores_equal_the_sparse_sums_to_the_bit() -> None:
    dense, sparse = LexicalIndex(keep_dense=True), LexicalIndex()
    expires = [math.inf if n % 7 else 100.0 for n in range(6_000)]
    for n, terms in enumerate(_documents(6_000, seed=8)):
        dense.add(f"e{n}", terms, expires[n])
        sparse.add(f"e{n}", terms, expires[n])
    only = np.arange(6_100) % 3 != 0
    queries = [["refund", "order", "w5"], ["billing", "w17", "id42"], ["login", "export"]]
    for round_ in range(2):
        for terms in queries * 2:  # the second time from the kept arrays
            for mask in (None, only):
                got = dense.search(terms, limit=50, now=200.0, only=mask)
                want = sparse.search(terms, limit=50, now=200.0, only=mask)
                assert got == want and len(got) == 50
        if round_ == 0:  # an added document changes every weight: the kept arrays go
            for n, terms in enumerate(_documents(100, seed=9), start=6_000):
                dense.add(f"e{n}", terms)
                sparse.add(f"e{n}", terms)
    assert dense.footprint() > sparse.footprint()


def test_sentences_kept_apart_have_a_first_pass_of_their_own(sqlite_store: SQLiteStore) -> None:
    """Entries with sentence vectors in a large scope: the first pass over the entries' own
    vectors and a second over their sentences find what the exact best-of scan finds."""
    data, sentences, queries = _vectors(3_000, seed=31), _vectors(3_000, seed=32), _vectors(60, 33)
    two = lambda n: sentences[n - 1 : n + 1] if n % 2 else None  # noqa: E731
    ids = _fill(sqlite_store, data, two)  # every other entry holds two sentence vectors
    best = data @ queries.T  # each entry's best vector: its own or one of its sentences
    for n in range(1, len(data), 2):
        best[n] = np.maximum(best[n], (sentences[n - 1 : n + 1] @ queries.T).max(axis=0))

    def top(query: npt.NDArray[np.float32]) -> list[str]:
        found = sqlite_store.candidates(SCOPE, CandidateQuery((), query, "generated", 10, NOW))
        return [hit.entry_id for hit in found.semantic][:10]

    sqlite_store.search_cache.approximate_from = None
    exact = [top(q) for q in queries]
    without_codes = sqlite_store.search_cache.cached_bytes
    expected = [[ids[i] for i in np.argsort(-best[:, j], kind="stable")[:10]] for j in range(60)]
    assert exact == expected
    assert any(ids[i] in row for row in exact for i in range(1, len(data), 2))
    sqlite_store.search_cache.approximate_from = 1_000
    approximate = [top(q) for q in queries]
    # The sentences have sign codes of their own: a bit per dimension of every row, both kinds.
    codes = sqlite_store.search_cache.cached_bytes - without_codes
    assert codes >= (len(data) + 2 * (len(data) // 2)) * DIMENSION // 8
    found = sum(len(set(a) & set(e)) for a, e in zip(approximate, exact, strict=True))
    assert found / (10 * len(queries)) >= 0.97

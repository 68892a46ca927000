"""A scope's search index, loaded in one pass, answers as the entry-by-entry index did; and a
search in one scope of a store holding many scopes neither changes nor reaches past it."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace
from pathlib import Path

import numpy as np

from benchmarks.scale import run_scale
from episodic.models import CandidateQuery, Candidates, Scope
from episodic.retrieval.bm25 import LexicalIndex, LexicalMatch
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import Store, open_store
from tests.conftest import NOW
from tests.storeops import write
from tests.stores.test_store_postgres import WORDS, _drafts

_QUERIES = [
    "export timeout",
    "invoice billing refund",
    "webhook retry queue",
    "t7 t7 t3",
    "cache",
    "nothing matches this",
    "rollback deploy outage latency cluster",
]


def _documents(count: int, seed: int, *, odd: bool) -> list[str]:
    """Term lists of mixed length, a few terms repeated; joined by single spaces as stored
    terms are, or (``odd``) with tabs, doubled spaces, a non-ASCII space and an empty one."""
    random = np.random.default_rng(seed)
    documents = []
    for number in range(count):
        terms = [*random.choice(WORDS, size=int(random.integers(1, 9)))]
        terms += [f"t{random.integers(0, 12)}", f"id{number}"]
        joiner = "\t  " if odd and number % 5 == 0 else "\u3000" if odd and number == 1 else " "
        documents.append(joiner.join(terms))
    if odd:
        documents[count // 2] = ""
    return documents


def _one_by_one(ids: list[str], documents: list[str], expires: list[float]) -> LexicalIndex:
    index = LexicalIndex(keep_dense=True)
    for entry_id, document, expiry in zip(ids, documents, expires, strict=True):
        index.add(entry_id, document.split(), expiry)
    return index


def _answers(index: LexicalIndex) -> list[list[LexicalMatch]]:
    return [index.search(query.split(), limit=20, now=100.0) for query in _QUERIES]


def test_an_index_loaded_at_once_answers_as_one_built_entry_by_entry() -> None:
    # One document (empty), a few, and enough for the dense path of common terms.
    for count, odd in itertools.product((1, 37, 6_000), (False, True)):
        documents = _documents(count, seed=count, odd=odd)
        ids = [f"e{number}" for number in range(count)]
        expires = [50.0 if number % 11 == 3 else math.inf for number in range(count)]
        loaded = LexicalIndex(keep_dense=True)
        loaded.extend(ids, documents, expires)
        built = _one_by_one(ids, documents, expires)
        assert len(loaded) == len(built) == count
        assert np.array_equal(loaded.expires, built.expires)
        assert _answers(loaded) == _answers(built)
        assert count == 1 or all(_answers(loaded)[:5])
        # Entries arriving later join the loaded ones, as incremental reads add them.
        for entry_id, document in (("late-1", "export timeout t7"), ("late-2", "cache t3 new")):
            loaded.add(entry_id, document.split())
            built.add(entry_id, document.split())
        assert _answers(loaded) == _answers(built)


def test_an_index_that_holds_entries_takes_more_one_by_one() -> None:
    documents = _documents(30, seed=3, odd=False)
    ids = [f"e{number}" for number in range(30)]
    loaded = LexicalIndex()
    loaded.extend(ids[:10], documents[:10], [math.inf] * 10)
    loaded.extend(ids[10:], documents[10:], [math.inf] * 20)
    assert _answers(loaded) == _answers(_one_by_one(ids, documents, [math.inf] * 30))


def _search(store: Store, scope: Scope, seed: int) -> list[Candidates]:
    random = np.random.default_rng(seed)
    found = []
    for text in _QUERIES:
        vector = random.standard_normal(32).astype(np.float32)
        query = CandidateQuery(tokenize(text), vector, "test:random", limit=10, now=NOW)
        found.append(store.candidates(scope, query))
    return found


def _ids(found: list[Candidates]) -> set[str]:
    return {hit.entry_id for one in found for hit in (*one.lexical, *one.semantic)}


def _reopened(db_path: Path | str, scope: Scope) -> list[Candidates]:
    """The scope's answers from a new store object: its first read of the scope."""
    store = open_store(db_path)
    try:
        return _search(store, scope, seed=9)
    finally:
        store.close()


def test_a_search_in_one_scope_of_a_store_of_many_scopes_is_unchanged_by_them(
    db_path: Path | str,
) -> None:
    mine = Scope(tenant="acme", agent="bot", user="u-0")
    # Neighbours with the same words, each differing from it in one part of the scope.
    others = [Scope(tenant="acme", agent="bot", user=f"u-{n}") for n in range(1, 30)]
    others += [Scope(tenant="acme", agent="other", user="u-0")]
    others += [Scope(tenant="other", agent="bot", user="u-0")]
    store = open_store(db_path)
    try:
        own = {w.entry_id for w in write(store, _drafts(mine, 60, seed=1))}
        alone = _search(store, mine, seed=9)
        for number, other in enumerate(others):
            write(store, _drafts(other, 40, seed=100 + number))
        crowded = _search(store, mine, seed=9)
    finally:
        store.close()
    assert len(own) == 60 and _ids(alone) and _ids(alone) <= own
    assert crowded == alone
    assert _reopened(db_path, mine) == alone
    store = open_store(db_path)
    try:
        _search(store, mine, seed=9)
        # Some made by another model, whose vectors go to a matrix of their own.
        other_model = [replace(d, embedding_model="test:other") for d in _drafts(mine, 5, 3, 16)]
        own |= {w.entry_id for w in write(store, [*_drafts(mine, 20, seed=2), *other_model])}
        grown = _search(store, mine, seed=9)  # the new entries added to the index it holds
    finally:
        store.close()
    assert len(own) == 85 and _ids(grown) <= own and _ids(grown) - _ids(alone)
    assert _reopened(db_path, mine) == grown


def test_the_scale_bench_says_how_many_queried_scopes_the_cache_held() -> None:
    lines: list[str] = []
    small, large = run_scale([5000], 4, lines.append, one_scope_max=1000, large_share=0.4)
    assert (small["queried_scopes"], small["cached_scopes"]) == (3, 3)
    assert large["queried_scopes"] == 1 and 0 < float(large["cached_mb"]) < 100
    assert any("held 3 scope indexes" in line for line in lines)

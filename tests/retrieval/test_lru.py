"""The per-process search indexes stay within their budget and stay correct when evicted."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from episodic import Scope
from episodic.models import CandidateQuery
from episodic.retrieval.index import ScopeIndexes
from episodic.retrieval.lru import ScopeCaches
from episodic.stores import Store
from episodic.stores.postgres import PostgresStore, search
from episodic.stores.sqlite import SQLiteStore
from tests.conftest import NOW
from tests.storeops import listing, write
from tests.stores.test_store_postgres import _drafts


def test_least_recently_used_scopes_go_first_and_the_last_one_always_stays() -> None:
    caches: ScopeCaches[str] = ScopeCaches(budget=10)
    caches.put("a", "A", 4)
    caches.put("b", "B", 4)
    assert caches.get("a") == "A"  # a is now more recent than b
    caches.put("c", "C", 4)
    assert "b" not in caches and caches.get("a") == "A" and caches.total == 8
    caches.put("a", "A2", 9)  # a grew: c goes
    assert len(caches) == 1 and caches.get("a") == "A2"
    caches.put("huge", "H", 50)  # larger than the budget on its own: kept, alone
    assert len(caches) == 1 and caches.get("huge") == "H" and caches.total == 50
    caches.discard("huge")
    assert len(caches) == 0 and caches.total == 0
    with pytest.raises(ValueError, match="negative"):
        ScopeCaches(budget=-1)


@pytest.fixture(params=["sqlite", "postgres"])
def open_budgeted(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[[int], Store]]:
    """Opens stores over one database, each with the given cache budget in bytes."""
    opened: list[Store] = []
    url = tmp_path / "lru.db" if request.param == "sqlite" else ""
    if request.param == "postgres":
        monkeypatch.setattr(search, "SMALL_SCOPE", 10)  # every scope here uses the cache
        url = request.getfixturevalue("postgres_url")

    def open_store(budget: int) -> Store:
        store: Store = (
            SQLiteStore(url, cache_bytes=budget)
            if request.param == "sqlite"
            else PostgresStore(str(url), cache_bytes=budget)
        )
        opened.append(store)
        return store

    yield open_store
    for store in opened:
        store.close()


def _cache(store: Store) -> ScopeIndexes[tuple[int, int]]:
    return store.search_cache  # type: ignore[attr-defined,no-any-return]


def test_evicted_scopes_answer_the_same_when_queried_again(
    open_budgeted: Callable[[int], Store],
) -> None:
    writer = open_budgeted(10**9)
    scopes = [Scope(tenant="acme", agent="bot", user=f"u{i}") for i in range(4)]
    for number, scope in enumerate(scopes):
        write(writer, _drafts(scope, 100, seed=20 + number))
    query = np.random.default_rng(3).standard_normal(32).astype(np.float32)

    def ask(store: Store, scope: Scope) -> tuple[list[str], list[str]]:
        found = store.candidates(
            scope, CandidateQuery(["export", "timeout", "wf"], query, "test:random", 10, NOW)
        )
        return [h.entry_id for h in found.lexical], [h.entry_id for h in found.semantic]

    first = [ask(writer, scope) for scope in scopes]
    sizes = _cache(writer).cached_bytes / 4  # four scopes of 100 similar entries each
    store = open_budgeted(int(2.5 * sizes))
    assert [ask(store, scope) for scope in scopes] == first
    assert _cache(store).cached_scopes == 2  # two scopes fit in the budget, not three
    assert _cache(store).cached_bytes <= 2.5 * sizes
    again = [ask(store, scope) for scope in scopes]  # every one of these reloads a scope
    assert again == first
    assert all(lexical for lexical, _ in first)
    for scope, (lexical, semantic) in zip(scopes, again, strict=True):
        own = {e.id for e in listing(store, scope)}
        assert set(lexical) <= own and set(semantic) <= own  # nothing from a neighbour

"""The per-process search indexes stay within their budget and stay correct when evicted."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from episodic import Scope
from episodic.models import CandidateQuery
from episodic.stores import Store
from episodic.stores.lru import ScopeCaches
from episodic.stores.postgres import PostgresStore, search
from episodic.stores.sqlite import SQLiteStore

from .conftest import NOW
from .storeops import listing, write
from .test_store_postgres import _drafts


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
    with pytest.raises(ValueError, match="negative"):
        ScopeCaches(budget=-1)


@pytest.fixture(params=["sqlite", "postgres"])
def small_budget_store(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Store]:
    if request.param == "sqlite":
        store: Store = SQLiteStore(tmp_path / "lru.db", cache_entries=250)
    else:
        monkeypatch.setattr(search, "SMALL_SCOPE", 10)  # every scope here uses the cache
        store = PostgresStore(request.getfixturevalue("postgres_url"), cache_entries=250)
    yield store
    store.close()


def test_evicted_scopes_answer_the_same_when_queried_again(small_budget_store: Store) -> None:
    store = small_budget_store
    scopes = [Scope(tenant="acme", agent="bot", user=f"u{i}") for i in range(4)]
    for number, scope in enumerate(scopes):
        write(store, _drafts(scope, 100, seed=20 + number))
    query = np.random.default_rng(3).standard_normal(32).astype(np.float32)

    def ask(scope: Scope) -> tuple[list[str], list[str]]:
        found = store.candidates(
            scope, CandidateQuery(["export", "timeout", "wf"], query, "test:random", 10, NOW)
        )
        return [h.entry_id for h in found.lexical], [h.entry_id for h in found.semantic]

    first = [ask(scope) for scope in scopes]
    caches = (
        store._search._caches if isinstance(store, SQLiteStore) else store._lexical._scopes  # type: ignore[attr-defined]
    )
    assert len(caches) == 2 and caches.total == 200  # two scopes of 100 fit in 250
    again = [ask(scope) for scope in scopes]  # every one of these reloads an evicted scope
    assert again == first
    assert all(lexical for lexical, _ in first)
    for scope, (lexical, semantic) in zip(scopes, again, strict=True):
        own = {e.id for e in listing(store, scope)}
        assert set(lexical) <= own and set(semantic) <= own  # nothing from a neighbour

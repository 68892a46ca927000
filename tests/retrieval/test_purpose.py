"""Purpose: a read for one purpose only sees entries open to it, filtered inside the store."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from episodic import Config, Memory, Scope, TestEmbedder, ValidationError
from episodic.config import RankingParams
from episodic.models import CandidateQuery, NewEntry
from episodic.retrieval.purposes import PurposeTags
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import Store, open_store
from episodic.stores import entries as entry_rows
from episodic.stores.postgres import schema, search
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="acme", agent="support-bot", user="u-7")


def _items(count: int, start: int = 0) -> list[NewEntry]:
    """Support, marketing and untagged notes about refunds, each with its own order number."""
    items = []
    for i in range(start, start + count):
        items += [
            NewEntry(f"Refund for order SUP-{i} approved by billing.", purpose=("support",)),
            NewEntry(
                f"Refund promotion mail MKT-{i} sent to the order list.", purpose=("marketing",)
            ),
            NewEntry(f"Refund rules note GEN-{i} for every order.", purpose=()),
        ]
    return items


def _prefixes(contents: list[str]) -> set[str]:
    return {word.split("-")[0] for text in contents for word in text.split() if "-" in word}


@pytest.fixture
def open_memory(db_path: Path | str, clock: Clock) -> Iterator[Any]:
    opened: list[Memory] = []

    def make(config: Config | None = None) -> Memory:
        memory = Memory.open(db_path, embedder=TestEmbedder(), config=config, clock=clock)
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()


def test_a_support_read_never_sees_marketing_entries(open_memory: Any) -> None:
    memory: Memory = open_memory()
    memory.remember_many(SCOPE, _items(3))
    query = "refund for the order"

    def recalled(purpose: str | None) -> set[str]:
        found = memory.recall(SCOPE, query, top_k=20, purpose=purpose)
        return _prefixes([r.entry.content for r in found])

    assert recalled("support") == {"SUP", "GEN"}
    assert recalled("marketing") == {"MKT", "GEN"}
    assert recalled("legal") == {"GEN"}  # only what is open to every purpose
    assert recalled(None) == {"SUP", "MKT", "GEN"}  # no purpose: no restriction

    context = memory.before_turn(SCOPE, "t-1", query, purpose="support")
    assert _prefixes([r.entry.content for r in context.entries]) == {"SUP", "GEN"}
    assert "MKT" not in context.render()

    recall_tool = next(t for t in memory.tools(SCOPE, purpose="support") if t.name.startswith("r"))
    answer = json.loads(recall_tool({"query": query}))
    assert _prefixes([e["content"] for e in answer["entries"]]) == {"SUP", "GEN"}
    open_tool = next(t for t in memory.tools(SCOPE) if t.name == "recall_memory")
    assert "MKT" in _prefixes(
        [e["content"] for e in json.loads(open_tool({"query": query}))["entries"]]
    )


def test_the_restriction_comes_before_the_best_are_picked(open_memory: Any) -> None:
    # The candidate pool (5 per list) is far smaller than the marketing notes that match the
    # query better: filtering after the store's top-k would leave the support read empty.
    memory: Memory = open_memory(Config(ranking=RankingParams(pool_min=5, pool_factor=1)))
    marketing = [
        NewEntry(f"Export export export timeout promo MKT-{i}.", purpose=("marketing",))
        for i in range(40)
    ]
    support = [NewEntry("Export timeout on plan basic, ticket SUP-1.", purpose=("support",))]
    memory.remember_many(SCOPE, [*marketing, *support])
    found = memory.recall(SCOPE, "export timeout", top_k=3, purpose="support")
    assert [r.entry.content for r in found] == [support[0].content]
    assert len(memory.recall(SCOPE, "export timeout", top_k=3)) == 3


def test_purpose_is_checked_and_scopes_stay_apart(open_memory: Any) -> None:
    memory: Memory = open_memory()
    memory.remember_many(OTHER, _items(2))
    assert memory.recall(SCOPE, "refund order", purpose="support") == []
    for call in (
        lambda: memory.recall(SCOPE, "refund", purpose=""),
        lambda: memory.before_turn(SCOPE, None, "refund", purpose=" "),
        lambda: memory.tools(SCOPE, purpose=3),  # type: ignore[arg-type]
    ):
        with pytest.raises(ValidationError, match="purpose"):
            call()


def test_the_vector_list_is_masked_too(open_memory: Any, store: Store) -> None:
    """A query with no word in common finds entries by vector alone; the mask holds there."""
    memory: Memory = open_memory()
    memory.remember_many(SCOPE, _items(4))
    vector = memory.embedder.embed_one("Refund for order SUP-1 approved by billing.")
    for purpose, allowed in (("support", {"SUP", "GEN"}), ("marketing", {"MKT", "GEN"})):
        found = store.candidates(
            SCOPE, CandidateQuery([], vector, "test:hash", 50, Clock()(), purpose)
        )
        assert found.lexical == [] and len(found.semantic) == 8
        with store.read() as tx:
            contents = [
                e.content
                for e in entry_rows.get_entries(tx, SCOPE, [h.entry_id for h in found.semantic])
            ]
        assert _prefixes(contents) == allowed


@pytest.mark.parametrize(
    ("small_scope", "exact_limit"),
    [(10, 10_000), (10_000, 10), (10, 10)],
    ids=["in-process-words", "hnsw-vectors", "both-large"],
)
def test_large_postgres_scopes_filter_by_purpose(
    postgres_url: str,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
    small_scope: int,
    exact_limit: int,
) -> None:
    monkeypatch.setattr(search, "SMALL_SCOPE", small_scope)
    monkeypatch.setattr(search, "EXACT_SCAN_LIMIT", exact_limit)
    store = open_store(postgres_url)
    with Memory.open(store, embedder=TestEmbedder(), clock=clock) as memory:
        memory.remember_many(SCOPE, _items(12))
        memory.remember_many(OTHER, _items(12))
        if exact_limit == 10:  # the scope's own HNSW graph is built and used
            with store._transaction(write=False) as conn:
                names = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes")}
            assert schema.vector_index_name(SCOPE, 256) in names
        query = "refund for the order"
        for purpose, allowed in (("support", {"SUP", "GEN"}), ("marketing", {"MKT", "GEN"})):
            found = memory.recall(SCOPE, query, top_k=20, purpose=purpose)
            assert _prefixes([r.entry.content for r in found]) == allowed
            assert len(found) == 20
            vector = memory.embedder.embed_one(query)
            hits = store.candidates(
                SCOPE, CandidateQuery(tokenize(query), vector, "test:hash", 30, clock(), purpose)
            )
            assert len(hits.lexical) == len(hits.semantic) == 24  # every allowed entry, no more
        assert _prefixes([r.entry.content for r in memory.recall(SCOPE, query, top_k=20)]) == {
            "SUP",
            "MKT",
            "GEN",
        }


def test_purpose_tags_mask_positions() -> None:
    tags = PurposeTags()
    assert tags.mask("support") is None  # nothing tagged: no mask to apply
    for position_tags in [(), ("support",), ("marketing",), ("support", "marketing"), ()]:
        tags.add(position_tags)
    assert tags.mask(None) is None
    support = tags.mask("support")
    assert support is not None and support.tolist() == [True, True, False, True, True]
    legal = tags.mask("legal")
    assert legal is not None and np.flatnonzero(legal).tolist() == [0, 4]
    assert len(tags) == 5 and tags.footprint() > 0

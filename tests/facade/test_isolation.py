"""No read method ever returns another tenant's, agent's or user's entries."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from episodic import Memory, NotFoundError, Scope
from episodic.models import CandidateQuery
from episodic.stores import entries as entry_rows
from episodic.stores import entry_index, open_store
from tests.conftest import NOW

TEXT = "Payment webhook W-500 failed because the signing secret was rotated on Friday."
QUERY = "payment webhook W-500 signing secret rotated"

OWNER = Scope(tenant="acme", agent="support-bot", user="u-1")
NEIGHBOURS = [
    Scope(tenant="other-co", agent="support-bot", user="u-1"),  # same agent and user ids
    Scope(tenant="acme", agent="sales-bot", user="u-1"),  # same tenant and user
    Scope(tenant="acme", agent="support-bot", user="u-2"),  # same tenant and agent
]


@pytest.fixture
def owned(memory: Memory) -> str:
    return memory.remember(OWNER, TEXT, evidence="the signing secret was rotated").id


def test_owner_sees_the_entry_through_every_read(memory: Memory, owned: str) -> None:
    assert [h.entry.id for h in memory.recall(OWNER, QUERY)] == [owned]
    assert [r.entry.id for r in memory.before_turn(OWNER, "t", QUERY).entries] == [owned]
    assert [e.id for e in memory.timeline(OWNER)] == [owned]
    assert memory.entries.get(OWNER, owned).id == owned
    (tool,) = [t for t in memory.tools(OWNER) if t.name == "recall_memory"]
    assert [e["id"] for e in json.loads(tool({"query": QUERY}))["entries"]] == [owned]


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_no_read_method_crosses_scopes(
    memory: Memory, db_path: Path | str, owned: str, other: Scope
) -> None:
    assert memory.recall(other, QUERY) == []
    assert memory.before_turn(other, "t", QUERY).render() == ""
    assert memory.timeline(other, include_inactive=True) == []
    with pytest.raises(NotFoundError):
        memory.entries.get(other, owned)
    (tool,) = [t for t in memory.tools(other) if t.name == "recall_memory"]
    assert json.loads(tool({"query": QUERY})) == {"entries": []}
    assert memory.entries.count(other) == 0
    # And below the facade: every store primitive filters by the whole scope.
    store = open_store(db_path)
    try:
        vector = memory.embedder.embed_one(QUERY)
        model = memory.embedder.name
        assert store.lexical_search(other, ["webhook", "w-500"], limit=10, now=NOW) == []
        assert store.vector_search(other, vector, model=model, limit=10, now=NOW) == []
        found = store.candidates(other, CandidateQuery(["webhook"], vector, model, 10, NOW))
        assert found.lexical == found.semantic == [] and found.last_seen == {}
        with store.read() as tx:
            assert entry_rows.get_entries(tx, other, [owned]) == []
            assert entry_index.last_seen(tx, other, [owned]) == {}
            assert entry_rows.count_entries(tx, other) == 0
            assert (
                entry_rows.list_entries(tx, other, now=NOW, limit=None, include_inactive=True) == []
            )
    finally:
        store.close()


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_same_content_in_two_scopes_stays_two_entries(
    memory: Memory, owned: str, other: Scope
) -> None:
    theirs = memory.remember(other, TEXT, evidence="their own words")
    assert theirs.id != owned
    assert [s.evidence for s in memory.entries.get(OWNER, owned).sources] == [
        "the signing secret was rotated"
    ]
    assert [s.evidence for s in theirs.sources] == ["their own words"]


def test_similarity_dedupe_never_matches_another_scope(memory: Memory, owned: str) -> None:
    other = NEIGHBOURS[2]
    near = memory.remember(other, TEXT + " Again.")
    assert near.id != owned
    assert len(memory.entries.get(OWNER, owned).sources) == 1


def test_scope_key_collisions_are_not_possible_by_joining_fields(memory: Memory) -> None:
    # "a" + "b-c" and "a-b" + "c" must not share a key or rows.
    one = Scope(tenant="t", agent="a", user="b\x1fc".replace("\x1f", "-"))
    two = Scope(tenant="t", agent="a-b", user="c")
    assert one.key != two.key
    memory.remember(one, TEXT)
    assert memory.recall(two, QUERY) == []
    assert np.isfinite(memory.embedder.embed_one(QUERY)).all()

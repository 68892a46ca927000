"""No read method ever returns another tenant's, agent's or user's entries."""

from __future__ import annotations

import json

import numpy as np
import pytest

from episodic import Memory, NotFoundError, Scope

from .conftest import NOW

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
    assert memory.get(OWNER, owned).id == owned
    (tool,) = memory.tools(OWNER)
    assert [e["id"] for e in json.loads(tool({"query": QUERY}))["entries"]] == [owned]


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_no_read_method_crosses_scopes(memory: Memory, owned: str, other: Scope) -> None:
    assert memory.recall(other, QUERY) == []
    assert memory.before_turn(other, "t", QUERY).render() == ""
    assert memory.timeline(other, include_inactive=True) == []
    with pytest.raises(NotFoundError):
        memory.get(other, owned)
    (tool,) = memory.tools(other)
    assert json.loads(tool({"query": QUERY})) == {"entries": []}
    store = memory.store
    vector = memory.embedder.embed_one(QUERY)
    assert store.lexical_search(other, ["webhook", "w-500"], limit=10, now=NOW) == []
    assert store.vector_search(other, vector, model=memory.embedder.name, limit=10, now=NOW) == []
    assert store.get_entries(other, [owned]) == []
    assert store.last_seen(other, [owned]) == {}
    assert store.count_entries(other) == 0


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_same_content_in_two_scopes_stays_two_entries(
    memory: Memory, owned: str, other: Scope
) -> None:
    theirs = memory.remember(other, TEXT, evidence="their own words")
    assert theirs.id != owned
    assert [s.evidence for s in memory.get(OWNER, owned).sources] == [
        "the signing secret was rotated"
    ]
    assert [s.evidence for s in theirs.sources] == ["their own words"]


def test_similarity_dedupe_never_matches_another_scope(memory: Memory, owned: str) -> None:
    other = NEIGHBOURS[2]
    near = memory.remember(other, TEXT + " Again.")
    assert near.id != owned
    assert len(memory.get(OWNER, owned).sources) == 1


def test_scope_key_collisions_are_not_possible_by_joining_fields(memory: Memory) -> None:
    # "a" + "b-c" and "a-b" + "c" must not share a key or rows.
    one = Scope(tenant="t", agent="a", user="b\x1fc".replace("\x1f", "-"))
    two = Scope(tenant="t", agent="a-b", user="c")
    assert one.key != two.key
    memory.remember(one, TEXT)
    assert memory.recall(two, QUERY) == []
    assert np.isfinite(memory.embedder.embed_one(QUERY)).all()

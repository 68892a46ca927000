"""The LangGraph store adapter with the real langgraph package: every store operation, sync
and async, a real create_agent run (LangChain 1.0) whose tools use the store, governance over
what the store keeps, and isolation between users and tenants."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.config import get_store
from langgraph.store.base import InvalidNamespaceError

from episodic import Memory, Scope, Subject
from episodic.integrations.langgraph import EpisodicStore

ANA = ("memories", "ana")
BEN = ("memories", "ben")


@pytest.fixture
def memory(tmp_path: Path) -> Iterator[Memory]:
    with Memory.open(tmp_path / "m.db", embedder="local", worker=False) as opened:
        yield opened


def test_put_get_search_update_delete_and_list(memory: Memory) -> None:
    # The user is the second element, so ("memories", "ana", "work") is a collection of Ana's.
    store = EpisodicStore(memory, tenant="acme", agent="bot", user_at=1)
    store.put(ANA, "email", {"content": "Ana prefers email over phone calls."})
    store.put(ANA, "pet", {"content": "Ana's dog is called Pixel.", "tag": "pet"})
    store.put((*ANA, "work"), "team", {"text": "Ana works on the billing team."})
    store.put(ANA, "raw", {"level": 3, "plan": "pro"})  # no text field: stored as JSON

    pet = store.get(ANA, "pet")
    assert pet is not None and pet.value == {"content": "Ana's dog is called Pixel.", "tag": "pet"}
    assert store.get(ANA, "nope") is None and store.get(BEN, "pet") is None
    found = store.search(ANA, query="what is her dog called", limit=2)
    assert found[0].key == "pet" and found[0].score is not None and len(found) <= 2
    assert [i.key for i in store.search(ANA, filter={"tag": "pet"})] == ["pet"]
    assert [i.key for i in store.search(ANA, filter={"level": {"$gte": 3}})] == ["raw"]
    assert [i.key for i in store.search((*ANA, "work"))] == ["team"]
    assert {i.key for i in store.search(ANA)} == {"email", "pet", "team", "raw"}

    created = pet.created_at
    store.put(ANA, "pet", {"content": "Ana's dog Pixel is three.", "tag": "pet"})
    updated = store.get(ANA, "pet")
    assert updated is not None and updated.value["content"] == "Ana's dog Pixel is three."
    assert updated.created_at == created and updated.updated_at >= created
    scope = Scope(tenant="acme", agent="bot", user="ana")
    history = memory.timeline(scope, include_inactive=True)
    assert "Ana's dog is called Pixel." in [e.content for e in history if e.status == "superseded"]

    store.delete(ANA, "email")
    assert store.get(ANA, "email") is None
    assert all("email" not in e.content for e in memory.timeline(scope, include_inactive=True))
    assert store.list_namespaces() == [ANA, (*ANA, "work")]
    assert store.list_namespaces(suffix=("work",)) == [(*ANA, "work")]
    assert store.list_namespaces(max_depth=1) == [("memories",)]


def test_two_keys_with_the_same_words_stay_two_items(memory: Memory) -> None:
    store = EpisodicStore(memory, tenant="acme", agent="bot")
    store.put(ANA, "a", {"content": "Ana prefers email over phone calls."})
    store.put(ANA, "b", {"content": "Ana prefers email over phone calls."})
    a, b = store.get(ANA, "a"), store.get(ANA, "b")
    assert a is not None and b is not None and a.value == b.value
    store.delete(ANA, "a")
    assert store.get(ANA, "a") is None and store.get(ANA, "b") is not None


def test_the_async_operations(memory: Memory) -> None:
    store = EpisodicStore(memory, tenant="acme", agent="bot")

    async def main() -> tuple[Any, ...]:
        await store.aput(ANA, "pet", {"content": "Ana's dog is called Pixel."})
        got = await store.aget(ANA, "pet")
        found = await store.asearch(ANA, query="dog name")
        spaces = await store.alist_namespaces()
        await store.adelete(ANA, "pet")
        return got, found, spaces, await store.aget(ANA, "pet")

    got, found, spaces, gone = asyncio.run(main())
    assert got.value["content"] == "Ana's dog is called Pixel."
    assert [i.key for i in found] == ["pet"] and spaces == [ANA] and gone is None


def test_ttl_becomes_an_expiry(memory: Memory) -> None:
    store = EpisodicStore(memory, tenant="acme", agent="bot")
    store.put(ANA, "otp", {"content": "Ana is travelling this week."}, ttl=60)
    [entry] = memory.timeline(Scope(tenant="acme", agent="bot", user="ana"))
    assert entry.expires_at is not None
    assert 3500 < (entry.expires_at - memory.now()).total_seconds() <= 3600


class ToolModel(GenericFakeChatModel):
    """LangChain's fake chat model, accepting the tools create_agent binds."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> ToolModel:
        return self


@tool
def save_memory(content: str, user: str) -> str:
    """Save a memory about the user."""
    get_store().put(("memories", user), "m1", {"content": content})
    return "saved"


@tool
def search_memory(query: str, user: str) -> str:
    """Search the user's memories."""
    found = get_store().search(("memories", user), query=query, limit=3)
    return "; ".join(item.value["content"] for item in found) or "nothing"


def _agent(store: EpisodicStore, *calls: tuple[str, dict[str, str]]) -> Any:
    from langchain.agents import create_agent  # LangChain 1.0's, which replaced LangGraph's

    steps = [
        AIMessage("", tool_calls=[{"name": name, "args": args, "id": f"c{n}"}])
        for n, (name, args) in enumerate(calls)
    ]
    model = ToolModel(messages=iter([*steps, AIMessage("Done.")]))
    return create_agent(model, [save_memory, search_memory], store=store)


def test_a_react_agent_keeps_its_memories_in_the_store(memory: Memory) -> None:
    store = EpisodicStore(memory, tenant="acme", agent="bot")
    agent = _agent(
        store,
        ("save_memory", {"content": "Ana's dog is called Pixel.", "user": "ana"}),
        ("search_memory", {"query": "pet name", "user": "ana"}),
    )
    out = agent.invoke({"messages": [{"role": "user", "content": "My dog is Pixel."}]})
    contents = [message.content for message in out["messages"]]
    assert "saved" in contents and "Ana's dog is called Pixel." in contents
    assert contents[-1] == "Done."
    [entry] = memory.timeline(Scope(tenant="acme", agent="bot", user="ana"))
    assert entry.content == "Ana's dog is called Pixel."


def test_users_and_tenants_never_meet(memory: Memory) -> None:
    acme = EpisodicStore(memory, tenant="acme", agent="bot")
    globex = EpisodicStore(memory, tenant="globex", agent="bot")
    acme.put(ANA, "pet", {"content": "Ana's dog is called Pixel."})
    acme.put(BEN, "pet", {"content": "Ben's cat is called Mochi."})
    globex.put(ANA, "pet", {"content": "Globex's Ana keeps a parrot named Kiwi."})
    assert [i.value["content"] for i in acme.search(ANA, query="Ana's dog")] == [
        "Ana's dog is called Pixel."
    ]
    assert [i.value["content"] for i in globex.search(ANA)] == [
        "Globex's Ana keeps a parrot named Kiwi."
    ]
    found = globex.search(ANA, query="Ana's dog Pixel")
    assert all("Pixel" not in i.value["content"] for i in found)
    assert globex.list_namespaces() == [ANA]
    # A store bound to one person refuses a namespace naming another, whatever a tool sends.
    anas = EpisodicStore(memory, tenant="acme", agent="bot", user="ana")
    with pytest.raises(InvalidNamespaceError, match="serves user 'ana' only"):
        anas.get(BEN, "pet")
    with pytest.raises(InvalidNamespaceError):
        anas.put((), "x", {"content": "nobody"})
    assert anas.list_namespaces() == [ANA]
    # A tool the model steers to Ben's namespace is refused inside the run.
    agent = _agent(anas, ("search_memory", {"query": "cat name", "user": "ben"}))
    with pytest.raises(InvalidNamespaceError, match="serves user 'ana' only"):
        agent.invoke({"messages": [{"role": "user", "content": "What is Ben's cat called?"}]})


def test_export_and_erasure_cover_the_store(memory: Memory) -> None:
    store = EpisodicStore(memory, tenant="acme", agent="bot")
    store.put(ANA, "pet", {"content": "Ana's dog is called Pixel."})
    store.put(BEN, "pet", {"content": "Ben's cat is called Mochi."})
    exported = memory.export(Subject(tenant="acme", user="ana"))
    assert "Ana's dog is called Pixel." in str(exported) and "Mochi" not in str(exported)
    memory.erase(Subject(tenant="acme", user="ana"))
    assert store.get(ANA, "pet") is None and store.search(ANA) == []
    assert store.get(BEN, "pet") is not None
    assert store.list_namespaces() == [BEN]

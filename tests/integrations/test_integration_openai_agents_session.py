"""The OpenAI Agents SDK ``Session`` kept in the messages tier, driven by the real SDK's
``Runner`` with its scripted test model on SQLite and PostgreSQL: the history comes back as it
was added, ``pop_item`` and ``clear_session`` delete with an audit record, the memory learns
from the session, forgotten words leave its items, and no session reaches another person's."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from agents import Agent, RunConfig, Runner, SessionSettings
from agents.memory import Session
from agents.testing import ScriptedModel, assistant_message, function_call

from episodic import Memory, Scope, ScopeError, Subject, TestEmbedder, ValidationError
from episodic.integrations.openai_agents import EpisodicSession, memory_tools, run_with_memory
from tests.conftest import Clock

ANA = Scope(tenant="acme", agent="support", user="ana")
BEN = Scope(tenant="acme", agent="support", user="ben")
OTHER = Scope(tenant="globex", agent="support", user="ana")
OFFLINE = RunConfig(tracing_disabled=True)

#: One of each kind of item a session holds, as the SDK hands them over.
ITEMS: list[dict[str, Any]] = [
    {"role": "developer", "content": "Answer in one line."},
    {"role": "user", "content": "My badge fails at locker 4471 because the reader is stuck."},
    {
        "role": "user",
        "type": "message",
        "content": [
            {"type": "input_text", "text": "Here is the badge photo."},
            {"type": "input_image", "image_url": "https://example.test/b.png", "detail": "auto"},
            {"type": "input_text", "text": "And the second page."},
        ],
    },
    {
        "type": "reasoning",
        "id": "rs_1",
        "summary": [{"type": "summary_text", "text": "Think about the locker."}],
        "encrypted_content": "gAAAAB",
    },
    {
        "type": "function_call",
        "id": "fc_1",
        "call_id": "call_1",
        "name": "lookup_locker",
        "arguments": '{"number": 4471}',
        "status": "completed",
    },
    {
        "type": "function_call_output",
        "call_id": "call_1",
        "output": [{"type": "input_text", "text": "locker 4471: floor 2"}],
    },
    {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "status": "completed",
        "content": [
            {"type": "output_text", "text": "Locker 4471 is on floor 2.", "annotations": []}
        ],
    },
]


@pytest.fixture
def memory(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        yield opened


def test_it_is_an_sdk_session(memory: Memory) -> None:
    assert isinstance(EpisodicSession(memory, ANA, "t-1"), Session)


def test_items_come_back_as_they_were_added(memory: Memory) -> None:
    session = EpisodicSession(memory, ANA, "t-1")
    asyncio.run(session.add_items(ITEMS[:3]))
    asyncio.run(session.add_items(ITEMS[3:]))
    assert asyncio.run(session.get_items()) == ITEMS
    assert asyncio.run(session.get_items(limit=2)) == ITEMS[-2:]
    assert asyncio.run(session.get_items(limit=0)) == []
    capped = EpisodicSession(memory, ANA, "t-1", session_settings=SessionSettings(limit=3))
    assert asyncio.run(capped.get_items()) == ITEMS[-3:]
    # The text is the message's, for search and extraction; the rest rides beside it.
    stored = memory.messages.list(ANA, "t-1")
    assert stored[2].content == "Here is the badge photo.\n\nAnd the second page."
    assert stored[4].tool_calls[0]["function"]["arguments"] == '{"number": 4471}'
    assert [m["role"] for m in memory.messages.recent(ANA, "t-1")] == [
        "user",
        "user",
        "assistant",
        "tool",
        "assistant",
    ]


def test_pop_item_and_clear_session_delete_with_an_audit_record(memory: Memory) -> None:
    session = EpisodicSession(memory, ANA, "t-1")
    asyncio.run(session.add_items(ITEMS))
    assert asyncio.run(session.pop_item()) == ITEMS[-1]
    assert asyncio.run(session.pop_item()) == ITEMS[-2]
    assert asyncio.run(session.get_items()) == ITEMS[:-2]
    asyncio.run(session.clear_session())
    assert asyncio.run(session.get_items()) == []
    assert asyncio.run(session.pop_item()) is None
    records = memory.audit.list(ANA, actions=["delete"])
    assert sorted(len(r.target_ids) for r in records) == [1, 1, len(ITEMS) - 2]
    assert {r.actor for r in records} == {"agent"}
    assert {r.reason for r in records} == {"session pop_item", "session clear_session"}


def test_the_runner_keeps_the_conversation_in_the_session(memory: Memory) -> None:
    session = EpisodicSession(memory, ANA, "t-1")
    model = ScriptedModel(
        [
            [function_call("recall_memory", {"query": "locker"}, call_id="c1")],
            [assistant_message("Noted: locker 4471.")],
            [assistant_message("It is locker 4471.")],
        ]
    )
    agent = Agent(
        name="support",
        instructions="You are a support agent.",
        model=model,
        tools=memory_tools(memory, ANA, "t-1"),
    )
    first = "My badge fails at locker 4471 because the reader is stuck."
    asyncio.run(Runner.run(agent, first, session=session, run_config=OFFLINE))
    asyncio.run(Runner.run(agent, "Which locker is mine?", session=session, run_config=OFFLINE))
    sent = model.calls[-1].input
    assert sent[0] == {"role": "user", "content": first}
    assert [item.get("type") for item in sent[1:3]] == ["function_call", "function_call_output"]
    assert sent[-1] == {"role": "user", "content": "Which locker is mine?"}
    history = asyncio.run(session.get_items())
    assert history[: len(sent)] == sent
    assert history[-1]["content"][0]["text"] == "It is locker 4471."
    # The memory learns from the session as from any turn.
    memory.jobs.run_pending()
    assert any("4471" in e.content for e in memory.entries.timeline(ANA))


def test_run_with_memory_takes_a_session(memory: Memory) -> None:
    memory.remember(ANA, "Ana prefers email over phone calls.")
    session = EpisodicSession(memory, ANA, "t-1")
    model = ScriptedModel([[assistant_message("By email.")], [assistant_message("Yes.")]])
    agent = Agent(name="support", instructions="You are a support agent.", model=model)

    def run(message: str, **extra: Any) -> None:
        asyncio.run(
            run_with_memory(agent, message, memory=memory, scope=ANA, run_config=OFFLINE, **extra)
        )

    run("Does Ana prefer email or phone calls?", session=session)
    run("Email then?", session=session, thread="t-1")
    instructions = model.calls[0].system_instructions or ""
    assert "Ana prefers email over phone calls." in instructions
    assert json.dumps(model.calls[1].input).count("Does Ana prefer email or phone calls?") == 1
    assert [item.get("role") for item in asyncio.run(session.get_items())] == [
        "user",
        "assistant",
        "user",
        "assistant",
    ]
    with pytest.raises(ValidationError, match="thread"):
        run("Hi", session=session, thread="t-2")
    with pytest.raises(ValidationError, match="scope"):
        run("Hi", session=EpisodicSession(memory, BEN, "t-1"))
    with pytest.raises(ValidationError, match="thread"):
        run("Hi")


def test_forgotten_words_leave_the_session(memory: Memory) -> None:
    session = EpisodicSession(memory, ANA, "t-1")
    said = "My badge fails at locker 4471 because the reader is stuck."
    reasoning = dict(ITEMS[3], summary=[{"type": "summary_text", "text": said}])
    asyncio.run(session.add_items([{"role": "user", "content": said}, reasoning]))
    memory.jobs.run_pending()
    (entry,) = [e for e in memory.entries.timeline(ANA) if "4471" in e.content]
    memory.forget(ANA, entry.id, reason="user asked")
    history = json.dumps(asyncio.run(session.get_items()))
    assert "4471" not in history and "[forgotten]" in history


@pytest.mark.parametrize("other", [BEN, OTHER], ids=["user", "tenant"])
def test_a_session_never_reaches_another_person(memory: Memory, other: Scope) -> None:
    mine = EpisodicSession(memory, ANA, "t-1")
    theirs = EpisodicSession(memory, other, "t-1")
    asyncio.run(mine.add_items(ITEMS))
    assert asyncio.run(theirs.get_items()) == []
    assert asyncio.run(theirs.pop_item()) is None
    asyncio.run(theirs.add_items([{"role": "user", "content": "Theirs."}]))
    asyncio.run(theirs.clear_session())
    assert asyncio.run(mine.get_items()) == ITEMS


def test_erasure_takes_the_session_with_the_person(memory: Memory) -> None:
    session = EpisodicSession(memory, ANA, "t-1")
    asyncio.run(session.add_items(ITEMS))
    memory.erase(Subject(tenant="acme", user="ana"))
    assert asyncio.run(session.get_items()) == []


def test_a_bad_session_or_item_is_refused_and_stores_nothing(memory: Memory) -> None:
    with pytest.raises(ScopeError):
        EpisodicSession(memory, Scope(tenant="acme", agent="support"), "t-1")
    with pytest.raises(ValidationError):
        EpisodicSession(memory, ANA, "")
    session = EpisodicSession(memory, ANA, "t-1")
    with pytest.raises(ValidationError, match="JSON object"):
        asyncio.run(session.add_items([{"role": "user", "content": "fine"}, "not an item"]))
    too_long = {"role": "user", "content": "x" * 1_000_000}
    with pytest.raises(ValidationError, match="max_message_chars"):
        asyncio.run(session.add_items([{"role": "user", "content": "fine"}, too_long]))
    assert asyncio.run(session.get_items()) == []

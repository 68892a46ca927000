"""The OpenAI Agents SDK adapter, driven through the real SDK with its scripted test model:
the agent sees the memory and its tools, a tool call reaches recall in the bound scope only,
and the finished turn is stored."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from agents import Agent, RunConfig
from agents.testing import ScriptedModel, assistant_message, function_call

from episodic import Memory, Scope, TestEmbedder
from episodic.integrations.openai_agents import memory_tools, run_with_memory, turn_of

ANA = Scope(tenant="acme", agent="support", user="ana")
BEN = Scope(tenant="acme", agent="support", user="ben")
OTHER = Scope(tenant="globex", agent="support", user="ana")
OFFLINE = RunConfig(tracing_disabled=True)


@pytest.fixture
def memory(tmp_path: Path) -> Memory:
    opened = Memory.open(tmp_path / "m.db", embedder="local", worker=False)
    opened.remember(ANA, "Ana prefers email over phone calls.")
    opened.remember(BEN, "Ben prefers phone calls over email.")
    opened.remember(OTHER, "Globex's Ana wants letters by post.")
    yield opened
    opened.close()


def _run(memory: Memory, model: ScriptedModel, scope: Scope, message: str) -> str:
    agent = Agent(name="support", instructions="You are a support agent.", model=model)
    result = asyncio.run(
        run_with_memory(
            agent, message, memory=memory, scope=scope, thread="t-1", run_config=OFFLINE
        )
    )
    return str(result.final_output)


def test_the_agent_gets_the_memory_and_the_turn_is_stored(memory: Memory) -> None:
    model = ScriptedModel(
        [
            [function_call("recall_memory", {"query": "contact preference"}, call_id="c1")],
            [assistant_message("I will email you.")],
        ]
    )
    answer = _run(memory, model, ANA, "Does Ana prefer email or phone?")
    assert answer == "I will email you."
    first = model.calls[0]
    assert first.system_instructions is not None
    assert first.system_instructions.startswith("You are a support agent.")
    assert "Ana prefers email over phone calls." in first.system_instructions  # <memory>
    assert "call recall_memory" in first.system_instructions
    assert {tool.name for tool in first.tools} == {
        "recall_memory",
        "update_profile",
        "get_plan",
        "update_plan",
    }
    [output] = [item for item in model.calls[1].input if item.get("type") == "function_call_output"]
    found = json.loads(output["output"])["entries"]
    assert [entry["content"] for entry in found] == ["Ana prefers email over phone calls."]
    memory.jobs.run_pending()
    window = memory.messages.window(ANA, "t-1")
    assert [m.role for m in window] == ["user", "assistant", "tool", "assistant"]
    assert window[1].tool_calls[0]["function"]["name"] == "recall_memory"
    assert window[3].content == "I will email you."
    # The next run starts from the thread's recent messages: the agent keeps no history.
    again = ScriptedModel([[assistant_message("Still email.")]])
    _run(memory, again, ANA, "And next week?")
    texts = json.dumps(again.calls[0].input)
    assert "Does Ana prefer email or phone?" in texts and "I will email you." in texts


def test_a_model_cannot_reach_another_user_or_tenant(memory: Memory) -> None:
    model = ScriptedModel(
        [
            [
                function_call("recall_memory", {"query": "phone", "user": "ben"}, call_id="c1"),
                function_call("recall_memory", {"query": "letters by post"}, call_id="c2"),
            ],
            [assistant_message("Done.")],
        ]
    )
    _run(memory, model, ANA, "How do Ben and the post office reach me?")
    outputs = {
        item["call_id"]: item["output"]
        for item in model.calls[1].input
        if item.get("type") == "function_call_output"
    }
    assert "unknown argument(s) user" in outputs["c1"]
    # The search for Globex's words runs in Ana's scope of acme: it finds none of them.
    found = [entry["content"] for entry in json.loads(outputs["c2"])["entries"]]
    assert all("Globex" not in text and "Ben" not in text for text in found)
    assert "Ben prefers" not in (model.calls[0].system_instructions or "")
    assert "Globex" not in json.dumps(model.calls[1].input)
    memory.jobs.run_pending()
    assert memory.messages.window(BEN, "t-1") == []
    assert memory.messages.window(OTHER, "t-1") == []


def test_the_tools_alone_and_the_turn_conversion() -> None:
    with Memory.open(":memory:", embedder=TestEmbedder(), worker=False) as memory:
        tools = memory_tools(memory, ANA, "t-1")
        assert [tool.name for tool in tools] == [
            "recall_memory",
            "update_profile",
            "get_plan",
            "update_plan",
        ]
        assert tools[0].params_json_schema["required"] == ["query"]
    items = [
        {"role": "user", "content": "hi"},
        {"type": "function_call", "call_id": "c1", "name": "get_plan", "arguments": "{}"},
        {"type": "function_call", "call_id": "c2", "name": "recall_memory", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "c1", "output": "{}"},
        {"type": "reasoning", "id": "r1", "summary": []},
        {
            "type": "message",
            "role": "assistant",
            "content": [{"type": "output_text", "text": "ok"}],
        },
    ]
    turn = turn_of(items)
    assert [m["role"] for m in turn] == ["user", "assistant", "tool", "assistant"]
    assert [c["id"] for c in turn[1]["tool_calls"]] == ["c1", "c2"]

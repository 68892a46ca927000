"""The Pydantic AI adapter, driven through a real Agent with Pydantic AI's FunctionModel: the
instructions carry the memory, the toolset's calls reach recall in the bound scope only, and a
run is stored with after_turn. Runs go through asyncio.run: run_sync keeps an event loop (and
its socket pair) open after the test."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from episodic import Memory, Scope
from episodic.integrations.pydantic_ai import memory_instructions, memory_toolset, remember_run

ANA = Scope(tenant="acme", agent="support", user="ana")
BEN = Scope(tenant="acme", agent="support", user="ben")
OTHER = Scope(tenant="globex", agent="support", user="ana")


@pytest.fixture
def memory(tmp_path: Path) -> Iterator[Memory]:
    opened = Memory.open(tmp_path / "m.db", embedder="local", worker=False)
    opened.remember(ANA, "Ana prefers email over phone calls.")
    opened.remember(BEN, "Ben prefers phone calls over email.")
    opened.remember(OTHER, "Globex's Ana wants letters by post.")
    yield opened
    opened.close()


class Scripted:
    """A FunctionModel script: the calls to make first, then an answer; records what it saw."""

    def __init__(self, *calls: tuple[str, dict[str, Any]]) -> None:
        self.calls = calls
        self.instructions: list[str | None] = []
        self.tools: list[str] = []
        self.results: list[str] = []

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        self.instructions.append(info.instructions)
        self.tools = [tool.name for tool in info.function_tools]
        returned = [
            part.content
            for part in messages[-1].parts
            if isinstance(part, ToolReturnPart) and isinstance(part.content, str)
        ]
        if returned:
            self.results = returned
            return ModelResponse(parts=[TextPart("I will email you.")])
        return ModelResponse(parts=[ToolCallPart(name, args) for name, args in self.calls])


def agent_for(memory: Memory, scope: Scope, model: Scripted) -> Agent[None, str]:
    return Agent(
        FunctionModel(model),
        instructions=["You are a support agent.", memory_instructions(memory, scope, "t-1")],
        toolsets=[memory_toolset(memory, scope, "t-1")],
    )


def test_instructions_tools_and_the_stored_run(memory: Memory) -> None:
    model = Scripted(("recall_memory", {"query": "contact preference"}))
    result = asyncio.run(agent_for(memory, ANA, model).run("Does Ana prefer email or phone?"))
    assert result.output == "I will email you."
    instructions = model.instructions[0] or ""
    assert instructions.startswith("You are a support agent.")
    assert "Ana prefers email over phone calls." in instructions
    assert "call recall_memory" in instructions
    assert set(model.tools) == {"recall_memory", "update_profile", "get_plan", "update_plan"}
    [found] = model.results
    assert [e["content"] for e in json.loads(found)["entries"]] == [
        "Ana prefers email over phone calls."
    ]
    job = remember_run(memory, ANA, "t-1", result)
    assert job is not None
    memory.jobs.run_pending()
    window = memory.messages.window(ANA, "t-1")
    assert [m.role for m in window] == ["user", "assistant", "tool", "assistant"]
    assert window[-1].content == "I will email you."


def test_a_model_cannot_reach_another_user_or_tenant(memory: Memory) -> None:
    model = Scripted(
        ("recall_memory", {"query": "phone calls", "user": "ben"}),
        ("recall_memory", {"query": "letters by post", "tenant": "globex"}),
        ("recall_memory", {"query": "letters by post"}),
    )
    result = asyncio.run(agent_for(memory, ANA, model).run("How does Ben reach me?"))
    refused, refused_too, searched = model.results
    assert "unknown argument(s) user" in refused and "unknown argument(s) tenant" in refused_too
    contents = [e["content"] for e in json.loads(searched)["entries"]]
    assert all("Ben" not in c and "Globex" not in c for c in contents)
    assert "Ben prefers" not in (model.instructions[0] or "")
    remember_run(memory, ANA, "t-1", result)
    memory.jobs.run_pending()
    assert memory.messages.window(BEN, "t-1") == []
    assert memory.messages.window(OTHER, "t-1") == []
    assert [e.content for e in memory.timeline(OTHER)] == ["Globex's Ana wants letters by post."]

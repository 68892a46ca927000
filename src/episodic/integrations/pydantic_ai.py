"""Pydantic AI (``pip install 'episodic-ai[pydantic-ai]'``): a toolset and instructions.

- :func:`memory_toolset`: the memory's tools (``recall_memory``, ``update_profile``,
  ``get_plan``, ``update_plan``) for one scope and thread, as a ``FunctionToolset``.
- :func:`memory_instructions`: an instructions function that adds the memory's context for the
  run's user prompt (``before_turn``) and what the tools need the model to know.
- :func:`remember_run`: after a run, hands its new messages to ``after_turn``.

The scope and thread are bound by the application when these are made; a model that sends
``user`` or ``tenant`` to a tool is told it may not.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from episodic import Memory, Scope, Tool
from episodic.integrations import framework

with framework("The Pydantic AI adapter", "pydantic-ai"):
    from pydantic_ai import RunContext
    from pydantic_ai.messages import (
        ModelMessage,
        ModelRequest,
        ModelResponse,
        TextPart,
        ToolCallPart,
        ToolReturnPart,
        UserPromptPart,
    )
    from pydantic_ai.tools import Tool as AgentTool
    from pydantic_ai.toolsets import FunctionToolset

__all__ = ["memory_instructions", "memory_toolset", "remember_run"]


def _agent_tool(tool: Tool) -> AgentTool[Any]:
    def call(**arguments: Any) -> str:
        return tool(arguments)

    return AgentTool.from_schema(call, tool.name, tool.description, dict(tool.parameters))


def memory_toolset(
    memory: Memory, scope: Scope, thread: str | None = None, *, purpose: str | None = None
) -> FunctionToolset[Any]:
    """The memory's tools for ``scope`` and ``thread``."""
    tools = memory.tools(scope, thread, purpose=purpose)
    return FunctionToolset([_agent_tool(tool) for tool in tools])


def _prompt_text(prompt: Any) -> str:
    if isinstance(prompt, str):
        return prompt
    if isinstance(prompt, Sequence):
        return "\n".join(part for part in prompt if isinstance(part, str))
    return ""


def memory_instructions(
    memory: Memory, scope: Scope, thread: str | None = None, *, purpose: str | None = None
) -> Callable[[RunContext[Any]], str]:
    """An instructions function (``Agent(instructions=[..., this])``): the memory's context
    for the run's user prompt, and the memory tools' instructions."""

    def instructions(context: RunContext[Any]) -> str:
        message = _prompt_text(context.prompt)
        found = memory.before_turn(scope, thread=thread, message=message, purpose=purpose)
        notes = memory.tools(scope, thread, purpose=purpose).instructions
        return "\n\n".join(part for part in (notes, found.render()) if part)

    return instructions


def turn_of(messages: Sequence[ModelMessage]) -> list[dict[str, Any]]:
    """A run's messages as the chat messages ``after_turn`` takes."""
    turn: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, ModelRequest):
            for part in message.parts:
                if isinstance(part, UserPromptPart):
                    text = _prompt_text(part.content)
                    if text:
                        turn.append({"role": "user", "content": text})
                elif isinstance(part, ToolReturnPart):
                    content = part.content
                    text = content if isinstance(content, str) else json.dumps(content, default=str)
                    turn.append(
                        {"role": "tool", "tool_call_id": part.tool_call_id, "content": text}
                    )
        elif isinstance(message, ModelResponse):
            text = "".join(part.content for part in message.parts if isinstance(part, TextPart))
            calls = [
                {
                    "id": part.tool_call_id,
                    "type": "function",
                    "function": {"name": part.tool_name, "arguments": part.args_as_json_str()},
                }
                for part in message.parts
                if isinstance(part, ToolCallPart)
            ]
            said: dict[str, Any] = {"role": "assistant", "content": text}
            if calls:
                said["tool_calls"] = calls
            if text or calls:
                turn.append(said)
    return turn


def remember_run(memory: Memory, scope: Scope, thread: str, result: Any) -> Any:
    """Store a finished run's new messages with ``after_turn`` (returns its job, or ``None``
    when the run said nothing to remember)."""
    return memory.after_turn(scope, thread, turn_of(result.new_messages()))

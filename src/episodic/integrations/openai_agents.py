"""The OpenAI Agents SDK (``pip install 'episodic-ai[agents]'``): memory around ``Runner.run``.

:func:`run_with_memory` is the agent loop of the README for an SDK agent: before the run, the
memory's context (``before_turn``) and the tools' instructions are added to the agent's
instructions and the memory's tools (``recall_memory``, ``update_profile``, ``get_plan``,
``update_plan``) to its tools; after it, the turn goes to ``after_turn``, which stores it and
queues the extraction. :func:`memory_tools` and :func:`turn_of` are the two halves, for an
application that runs the agent itself.

The scope and thread are the application's: they are bound when the tools are made, and a
model that sends ``user`` or ``tenant`` to a tool is told it may not.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from episodic import Context, Memory, Scope, Tool, missing_extra

try:
    from agents import Agent, FunctionTool, RunContextWrapper, Runner, RunResult
except ImportError as exc:  # pragma: no cover - the message is the point
    raise missing_extra("The OpenAI Agents SDK adapter", "agents", exc.name) from exc

__all__ = ["memory_tools", "run_with_memory", "turn_of"]


def _function_tool(tool: Tool) -> FunctionTool:
    async def invoke(context: RunContextWrapper[Any], arguments: str) -> str:
        return tool(arguments or "{}")

    return FunctionTool(
        name=tool.name,
        description=tool.description,
        params_json_schema=dict(tool.parameters),
        on_invoke_tool=invoke,
        # Our tools check their own arguments and answer a bad call with {"error": ...}.
        strict_json_schema=False,
    )


def memory_tools(
    memory: Memory, scope: Scope, thread: str | None = None, *, purpose: str | None = None
) -> list[FunctionTool]:
    """The memory's tools for ``scope`` and ``thread`` as SDK function tools."""
    return [_function_tool(tool) for tool in memory.tools(scope, thread, purpose=purpose)]


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        parts = [part.get("text", "") for part in content if isinstance(part, Mapping)]
        return "\n".join(part for part in parts if part)
    return ""


def turn_of(items: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """A run's items (``RunResult.to_input_list()``) as the chat messages ``after_turn`` takes:
    user and assistant text, assistant tool calls, and tool results."""
    turn: list[dict[str, Any]] = []
    for item in items:
        kind = item.get("type", "message")
        if kind == "message" and item.get("role") in ("user", "assistant", "system"):
            text = _text(item.get("content"))
            if text and item["role"] != "system":
                turn.append({"role": item["role"], "content": text})
        elif kind == "function_call":
            call = {
                "id": item["call_id"],
                "type": "function",
                "function": {"name": item["name"], "arguments": item.get("arguments", "{}")},
            }
            if turn and turn[-1]["role"] == "assistant" and "tool_calls" in turn[-1]:
                turn[-1]["tool_calls"].append(call)
            else:
                turn.append({"role": "assistant", "content": "", "tool_calls": [call]})
        elif kind == "function_call_output":
            output = item.get("output")
            content = output if isinstance(output, str) else json.dumps(output)
            turn.append({"role": "tool", "tool_call_id": item["call_id"], "content": content})
    return turn


def _instructions(agent: Agent[Any], context: Context, notes: str) -> Any:
    """The agent's own instructions with the memory's after them (a function's result too)."""
    own = agent.instructions
    addition = "\n\n".join(part for part in (notes, context.render()) if part)
    if not addition:
        return own
    if own is None or isinstance(own, str):
        return "\n\n".join(part for part in (own, addition) if part)

    async def combined(wrapper: RunContextWrapper[Any], current: Agent[Any]) -> str:
        result = own(wrapper, current)
        text = await result if hasattr(result, "__await__") else result
        return "\n\n".join(part for part in (str(text or ""), addition) if part)

    return combined


async def run_with_memory(
    agent: Agent[Any],
    message: str,
    *,
    memory: Memory,
    scope: Scope,
    thread: str,
    purpose: str | None = None,
    **run: Any,
) -> RunResult:
    """Run ``agent`` on ``message`` with the memory of ``scope`` around it.

    The agent gets the memory's context and tools for this turn (the agent itself is not
    changed); the thread's recent messages come first in the input, so the agent keeps no
    history of its own; the finished turn goes to ``after_turn``.

    Args:
        agent: The agent to run.
        message: The user's message.
        memory: The memory.
        scope: Whose memory (bound here; the model cannot name another).
        thread: The conversation.
        purpose: Retrieve only what may be used for this purpose.
        run: Passed on to ``Runner.run`` (``max_turns``, ``run_config``, ``context``, ...).
    """
    context = memory.before_turn(scope, thread=thread, message=message, purpose=purpose)
    offered = memory.tools(scope, thread, purpose=purpose)
    armed = agent.clone(
        instructions=_instructions(agent, context, offered.instructions),
        tools=[*agent.tools, *(_function_tool(tool) for tool in offered)],
    )
    history: list[Any] = list(context.messages)
    result = await Runner.run(armed, [*history, {"role": "user", "content": message}], **run)
    new = result.to_input_list()[len(history) :]
    memory.after_turn(scope, thread, turn_of(new), injected=context)
    return result

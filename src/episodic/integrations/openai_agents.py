"""The OpenAI Agents SDK (``pip install 'episodic-ai[agents]'``): memory around ``Runner.run``.

:func:`run_with_memory` is the agent loop of the README for an SDK agent: before the run, the
memory's context (``before_turn``) and the tools' instructions are added to the agent's
instructions and the memory's tools (``recall_memory``, ``update_profile``, ``get_plan``,
``update_plan``) to its tools; after it, the turn goes to ``after_turn``, which stores it and
queues the extraction. :func:`memory_tools` and :func:`turn_of` are the two halves, for an
application that runs the agent itself.

:class:`EpisodicSession` is an SDK ``Session`` kept in the memory's messages tier: pass it to
``Runner.run(..., session=...)`` and each run's items are stored as the thread's messages
(extraction follows, as after ``after_turn``), read back as the history, and removed by
``pop_item`` and ``clear_session`` with an audit record.

The scope and thread are the application's: they are bound when the tools and the session are
made, and a model that sends ``user`` or ``tenant`` to a tool is told it may not.
"""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Mapping, Sequence
from typing import Any

from episodic import (
    Context,
    Memory,
    Message,
    MessageDraft,
    Scope,
    Tool,
    ValidationError,
)
from episodic.integrations import framework

with framework("The OpenAI Agents SDK adapter", "agents"):
    from agents import Agent, FunctionTool, RunContextWrapper, Runner, RunResult, SessionSettings

__all__ = ["EpisodicSession", "memory_tools", "run_with_memory", "turn_of"]

#: Content parts whose text is kept as the message's text.
_TEXT_PARTS = ("input_text", "output_text", "text")
#: Between the texts of an item's parts in the stored message.
_JOIN = "\n\n"
#: Messages read per page when a whole session is read.
_PAGE = 500


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
    thread: str | None = None,
    session: EpisodicSession | None = None,
    purpose: str | None = None,
    **run: Any,
) -> RunResult:
    """Run ``agent`` on ``message`` with the memory of ``scope`` around it.

    The agent gets the memory's context and tools for this turn (the agent itself is not
    changed). Without a session, the thread's recent messages come first in the input, so the
    agent keeps no history of its own, and the finished turn goes to ``after_turn``. With an
    :class:`EpisodicSession`, the SDK reads the history from it and adds the run's items to
    it, which stores them in the same memory.

    Args:
        agent: The agent to run.
        message: The user's message.
        memory: The memory.
        scope: Whose memory (bound here; the model cannot name another).
        thread: The conversation (the session's ``session_id`` when a session is given).
        session: The session of this scope to keep the conversation in.
        purpose: Retrieve only what may be used for this purpose.
        run: Passed on to ``Runner.run`` (``max_turns``, ``run_config``, ``context``, ...).

    Raises:
        ValidationError: No thread and no session, or a session of another memory, scope
            or thread.
    """
    if session is not None:
        if session.memory is not memory or session.scope != scope:
            raise ValidationError(
                "run_with_memory got a session of another memory or scope; make the session "
                "with EpisodicSession(memory, scope, thread) for this run's memory and scope."
            )
        if thread is not None and thread != session.session_id:
            raise ValidationError(
                f"run_with_memory got thread {thread!r} and a session of thread "
                f"{session.session_id!r}; leave thread out when passing a session."
            )
        thread = session.session_id
    if thread is None:
        raise ValidationError(
            "run_with_memory needs thread= (or session=) to know the conversation."
        )
    context = memory.before_turn(scope, thread=thread, message=message, purpose=purpose)
    offered = memory.tools(scope, thread, purpose=purpose)
    armed = agent.clone(
        instructions=_instructions(agent, context, offered.instructions),
        tools=[*agent.tools, *(_function_tool(tool) for tool in offered)],
    )
    if session is not None:
        return await Runner.run(armed, message, session=session, **run)
    history: list[Any] = list(context.messages)
    result = await Runner.run(armed, [*history, {"role": "user", "content": message}], **run)
    new = result.to_input_list()[len(history) :]
    memory.after_turn(scope, thread, turn_of(new), injected=context)
    return result


class EpisodicSession:
    """An OpenAI Agents SDK ``Session`` kept in the memory's messages tier.

    Each item the SDK adds is stored as one message of ``session_id`` (the thread) in
    ``scope``: its text as the message's text, where search, extraction and forgetting see
    it, and the rest of the item beside it, so ``get_items`` gives back what was added.
    Every ``add_items`` call is handed to ``after_turn``, so the memory learns from the
    session's messages as from any turn. ``pop_item`` and ``clear_session`` delete messages
    with an audit record (``delete``); what was learned from them stays until forgotten.
    Forgetting a note takes its words out of the session's items too.

    Args:
        memory: The memory.
        scope: Whose session (bound here; the model cannot name another).
        session_id: The thread the session's items are stored in.
        session_settings: The SDK's settings; ``limit`` caps what ``get_items`` returns.
    """

    def __init__(
        self,
        memory: Memory,
        scope: Scope,
        session_id: str,
        *,
        session_settings: SessionSettings | None = None,
    ) -> None:
        memory.messages.list(scope, session_id, limit=1)  # checks the scope and the id now
        self.memory = memory
        self.scope = scope
        self.session_id = session_id
        self.session_settings = session_settings

    async def get_items(self, limit: int | None = None) -> list[Any]:
        """The session's items in the order they were added; the last ``limit`` of them
        (or ``session_settings.limit``) when given."""
        if limit is None and self.session_settings is not None:
            limit = self.session_settings.limit
        return await asyncio.to_thread(self._items, limit)

    def _items(self, limit: int | None) -> list[Any]:
        messages = self.memory.messages
        if limit is not None:
            if limit <= 0:
                return []
            found = messages.list(self.scope, self.session_id, limit=limit, newest=True)
            return [item for message in found for item in items_of(message)][-limit:]
        items: list[Any] = []
        after = 0
        while page := messages.list(self.scope, self.session_id, after=after, limit=_PAGE):
            items += [item for message in page for item in items_of(message)]
            after = page[-1].seq
        return items

    async def add_items(self, items: list[Any]) -> None:
        """Store the items as the thread's next messages, in one turn."""
        drafts = [draft_of(item) for item in items]
        if drafts:
            await asyncio.to_thread(self.memory.after_turn, self.scope, self.session_id, drafts)

    async def pop_item(self) -> Any | None:
        """Delete the session's newest item and return it (``None``: the session is empty)."""
        message = await asyncio.to_thread(
            self.memory.messages.pop,
            self.scope,
            self.session_id,
            reason="session pop_item",
            actor="agent",
        )
        return None if message is None else items_of(message)[-1]

    async def clear_session(self) -> None:
        """Delete every item of the session."""
        await asyncio.to_thread(
            self.memory.messages.clear,
            self.scope,
            self.session_id,
            reason="session clear_session",
            actor="agent",
        )


def _text_slots(item: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """Where an item keeps its text: a message's content, a tool result's output."""
    kind = item.get("type", "message")
    key = "content" if kind == "message" else "output" if kind == "function_call_output" else None
    if key is None:
        return []
    value = item.get(key)
    if isinstance(value, str):
        return [(key,)]
    if isinstance(value, list):
        return [
            (key, n, "text")
            for n, part in enumerate(value)
            if isinstance(part, Mapping)
            and part.get("type") in _TEXT_PARTS
            and isinstance(part.get("text"), str)
        ]
    return []


def _get(document: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        document = document[step]
    return document


def _put(document: Any, path: tuple[Any, ...], value: Any) -> None:
    for step in path[:-1]:
        document = document[step]
    document[path[-1]] = value


def draft_of(item: Mapping[str, Any]) -> MessageDraft:
    """An SDK item as the message it is stored as: its text in ``content`` (a tool call's
    in ``tool_calls``), the rest of it in ``item``."""
    if not isinstance(item, Mapping):
        raise ValidationError(
            f"A session item must be a JSON object (a Responses input item), got "
            f"{type(item).__name__}."
        )
    envelope = copy.deepcopy(dict(item))
    slots = _text_slots(envelope)
    texts = [str(_get(envelope, slot)) for slot in slots]
    for slot in slots:
        _put(envelope, slot, "")
    kept: dict[str, Any] = {"item": envelope}
    if slots:
        kept["text"] = [list(slot) for slot in slots]
        kept["sizes"] = [len(text) for text in texts]
    content = _JOIN.join(texts)
    kind = item.get("type", "message")
    if kind == "message" and item.get("role") in ("user", "assistant", "system", "developer"):
        return MessageDraft(role=str(item["role"]), content=content, item=kept)
    if kind == "function_call" and isinstance(item.get("call_id"), str):
        arguments = envelope.pop("arguments", "")
        call = {
            "id": item["call_id"],
            "type": "function",
            "function": {"name": item.get("name"), "arguments": arguments},
        }
        kept["arguments"] = "arguments" in item
        return MessageDraft(role="assistant", content="", tool_calls=(call,), item=kept)
    if kind == "function_call_output" and isinstance(item.get("call_id"), str):
        return MessageDraft(
            role="tool", content=content, tool_call_id=str(item["call_id"]), item=kept
        )
    return MessageDraft(role="assistant", content=content, item=kept)


def items_of(message: Message) -> list[Any]:
    """A stored message as the SDK item it was added as (with any words forgotten since
    taken out). A message ``after_turn`` stored becomes Responses input items: its text as
    an easy input message, each tool call as a ``function_call``, a tool result as a
    ``function_call_output``."""
    kept = message.item
    if not isinstance(kept, Mapping) or not isinstance(kept.get("item"), Mapping):
        return _chat_items(message)
    item = copy.deepcopy(dict(kept["item"]))
    slots = [tuple(slot) for slot in kept.get("text", ())]
    texts = _split(message.content, kept.get("sizes", []), len(slots))
    for slot, text in zip(slots, texts, strict=True):
        _put(item, slot, text)
    if kept.get("arguments") and message.tool_calls:
        item["arguments"] = message.tool_calls[0].get("function", {}).get("arguments", "")
    return [item]


def _split(content: str, sizes: Sequence[int], count: int) -> list[str]:
    """The texts of an item's parts back from the stored text: by their sizes while the text
    is as stored, else (words were forgotten since) at the joins, else all in the first."""
    if count <= 1:
        return [content][:count]
    if sum(sizes) + len(_JOIN) * (count - 1) == len(content):
        texts, at = [], 0
        for size in sizes:
            texts.append(content[at : at + size])
            at += size + len(_JOIN)
        if _JOIN.join(texts) == content:
            return texts
    pieces = content.split(_JOIN)
    return pieces if len(pieces) == count else [content] + [""] * (count - 1)


def _chat_items(message: Message) -> list[Any]:
    """A message without an SDK item (stored by ``after_turn``) as Responses input items."""
    if message.role == "tool":
        output = {"type": "function_call_output", "call_id": message.tool_call_id}
        return [{**output, "output": message.content}]
    items: list[Any] = []
    if message.content or not message.tool_calls:
        items.append({"role": message.role, "content": message.content})
    for call in message.tool_calls:
        function = call.get("function", {})
        items.append(
            {
                "type": "function_call",
                "call_id": call.get("id"),
                "name": function.get("name"),
                "arguments": function.get("arguments", "{}"),
            }
        )
    return items

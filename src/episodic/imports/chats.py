"""Readers of chat histories: the ChatGPT and Claude data exports, and JSONL of messages.

Each conversation becomes the user and assistant messages of the path the person continued, in
order, with their times and the export's message ids. What is not the conversation's words is
left out and counted: system and developer messages (custom instructions included), tool
calls and tool output, reasoning, images and other non-text parts, attachments, and the
messages of branches that were abandoned (a ChatGPT prompt edited or an answer regenerated).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from episodic.imports.fields import (
    BadRecord,
    read_each,
    read_time,
    records,
    text_of,
    usable_id,
)
from episodic.models.imports import Export, ImportedConversation, Unreadable
from episodic.models.messages import MessageDraft
from episodic.stores.imports import digest

#: ChatGPT content types that hold the conversation's words.
_CHATGPT_TEXT = ("text", "multimodal_text")
#: What other ChatGPT content types are counted as.
_CHATGPT_OTHER = {
    "user_editable_context": "system",
    "thoughts": "reasoning",
    "reasoning_recap": "reasoning",
    "code": "tool",
    "execution_output": "tool",
    "tether_browsing_display": "tool",
    "tether_quote": "tool",
    "system_error": "tool",
}
_ROLES = {
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "model": "assistant",
    "system": "system",
    "developer": "system",
    "tool": "tool",
    "function": "tool",
}


def read_chatgpt(data: Any) -> Export:
    """The conversations of a ChatGPT ``conversations.json`` (a list of conversations, each a
    ``mapping`` of message nodes linked by ``parent``; ``current_node`` is where the person
    left it)."""
    found, bad = read_each(records(data, ("conversations",), "A ChatGPT export"), _chatgpt)
    return Export("chatgpt", conversations=tuple(found), unreadable=tuple(bad))


def read_claude(data: Any) -> Export:
    """The conversations of a Claude ``conversations.json`` (a list of conversations, each
    with its ``chat_messages``: ``sender``, ``text`` or ``content`` blocks, ``created_at``)."""
    found, bad = read_each(records(data, ("conversations",), "A Claude export"), _claude)
    return Export("claude", conversations=tuple(found), unreadable=tuple(bad))


# -- ChatGPT ----------------------------------------------------------------------------------


def _chatgpt(record: Any, position: int) -> ImportedConversation:
    if not isinstance(record, dict) or not isinstance(record.get("mapping"), dict):
        raise BadRecord("not a ChatGPT conversation: it has no 'mapping' of messages")
    mapping: dict[str, Any] = record["mapping"]
    path = _continued_path(mapping, record.get("current_node"))
    started = read_time(record.get("create_time"))
    skipped: Counter[str] = Counter()
    messages = []
    for node_id in path:
        message = _chatgpt_message(node_id, mapping[node_id], started, skipped)
        if message is not None:
            messages.append(message)
    on_path = set(path)
    skipped["other_branches"] += len(
        [
            node_id
            for node_id, node in mapping.items()
            if node_id not in on_path and _object(node).get("message")
        ]
    )
    key = usable_id(record.get("id") or record.get("conversation_id"))
    return _conversation(key, position, messages, text_of(record.get("title")), skipped)


def _continued_path(mapping: dict[str, Any], current: Any) -> list[str]:
    """The node ids from the root to the node the person continued from, in order.

    Without a usable ``current_node`` the leaf said last stands for it.
    """
    if not isinstance(current, str) or current not in mapping:
        leaves = [
            node_id
            for node_id, node in mapping.items()
            if isinstance(node, dict) and not node.get("children")
        ]
        if not leaves:
            raise BadRecord("its 'mapping' has no last message to follow back")
        current = max(leaves, key=lambda node_id: _said_at(mapping[node_id]))
    path: list[str] = []
    node_id: Any = current
    while isinstance(node_id, str) and node_id in mapping and node_id not in path:
        path.append(node_id)
        node = mapping[node_id]
        node_id = node.get("parent") if isinstance(node, dict) else None
    return path[::-1]


def _said_at(node: Any) -> float:
    message = node.get("message") if isinstance(node, dict) else None
    stamp = message.get("create_time") if isinstance(message, dict) else None
    return float(stamp) if isinstance(stamp, int | float) else 0.0


def _chatgpt_message(
    node_id: str, node: Any, started: datetime | None, skipped: Counter[str]
) -> MessageDraft | None:
    message = node.get("message") if isinstance(node, dict) else None
    if not isinstance(message, dict):
        return None  # the root, or a node that holds no message
    role = _ROLES.get(str(_object(message.get("author")).get("role")), "other")
    content = _object(message.get("content"))
    kind = str(content.get("content_type", "text"))
    metadata = _object(message.get("metadata"))
    if role not in ("user", "assistant"):
        skipped[role] += 1
        return None
    if metadata.get("is_visually_hidden_from_conversation"):
        skipped["hidden"] += 1
        return None
    if kind not in _CHATGPT_TEXT or message.get("recipient") not in (None, "all"):
        skipped[_CHATGPT_OTHER.get(kind, "tool" if kind in _CHATGPT_TEXT else "non_text")] += 1
        return None
    parts = _items(content.get("parts"))
    skipped["non_text"] += sum(1 for part in parts if not isinstance(part, str))
    text = "\n".join(part for part in parts if isinstance(part, str) and part.strip())
    return _draft(
        role, text, message.get("id") or node_id, message.get("create_time"), started, skipped
    )


# -- Claude -----------------------------------------------------------------------------------


def _claude(record: Any, position: int) -> ImportedConversation:
    if not isinstance(record, dict) or not isinstance(record.get("chat_messages"), list):
        raise BadRecord("not a Claude conversation: it has no 'chat_messages' list")
    started = read_time(record.get("created_at"))
    skipped: Counter[str] = Counter()
    chain = _claude_path(record["chat_messages"], record.get("current_leaf_message_uuid"))
    skipped["other_branches"] += len(record["chat_messages"]) - len(chain)
    messages = []
    for item in chain:
        role = _ROLES.get(str(item.get("sender")), "other")
        if role not in ("user", "assistant"):
            skipped[role] += 1
            continue
        for name in ("attachments", "files"):
            if isinstance(item.get(name), list):
                skipped["attachments"] += len(item[name])
        text = _claude_text(item, skipped)
        message = _draft(role, text, item.get("uuid"), item.get("created_at"), started, skipped)
        if message is not None:
            messages.append(message)
    key = usable_id(record.get("uuid"))
    return _conversation(key, position, messages, text_of(record.get("name")), skipped)


def _claude_path(items: list[Any], leaf: Any) -> list[dict[str, Any]]:
    """The messages of the continued branch: followed back from the current leaf when the
    export links messages to their parents, else all of them in file order."""
    messages = [item for item in items if isinstance(item, dict)]
    by_id = {item.get("uuid"): item for item in messages if isinstance(item.get("uuid"), str)}
    if not isinstance(leaf, str) or leaf not in by_id:
        return messages
    chain: list[dict[str, Any]] = []
    current: Any = leaf
    while isinstance(current, str) and current in by_id and by_id[current] not in chain:
        chain.append(by_id[current])
        current = by_id[current].get("parent_message_uuid")
    return chain[::-1]


def _claude_text(item: dict[str, Any], skipped: Counter[str]) -> str:
    """The words of a Claude message: its text blocks, else its ``text``; other blocks are
    counted (tool use and results, thinking, images)."""
    blocks = _items(item.get("content"))
    texts = []
    for block in blocks:
        kind = block.get("type") if isinstance(block, dict) else None
        if kind == "text" and isinstance(block.get("text"), str):
            texts.append(block["text"])
        elif kind in ("tool_use", "tool_result"):
            skipped["tool"] += 1
        elif kind in ("thinking", "redacted_thinking"):
            skipped["reasoning"] += 1
        else:
            skipped["non_text"] += 1
    joined = "\n".join(text for text in texts if text.strip())
    return joined or (item["text"] if isinstance(item.get("text"), str) else "")


# -- JSONL of messages ------------------------------------------------------------------------


def read_messages(lines: Iterable[str]) -> Export:
    """Conversations from JSONL: one message per line, ``{"role", "content", "time"?,
    "conversation"?, "id"?, "title"?}``. Lines of one ``conversation`` (``thread`` is read
    too) form one conversation, in line order; without one, the file is one conversation."""
    grouped: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    bad: list[Unreadable] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            item = _message_line(line)
        except BadRecord as exc:
            bad.append(Unreadable(number, str(exc)))
            continue
        name = item.get("conversation", item.get("thread"))
        grouped.setdefault(str(name) if name is not None else "", []).append((number, item))
    found = []
    for name, items in grouped.items():
        try:
            found.append(_line_conversation(name, items))
        except BadRecord as exc:
            bad.append(Unreadable(items[0][0], str(exc)))
    return Export(
        "messages",
        conversations=tuple(found),
        unreadable=tuple(sorted(bad, key=lambda item: item.position)),
    )


def _message_line(line: str) -> dict[str, Any]:
    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        raise BadRecord(f"not valid JSON ({exc.msg} at column {exc.colno})") from exc
    if not isinstance(item, dict) or not isinstance(item.get("role"), str):
        raise BadRecord('a message must be an object with "role" and "content"')
    if item["role"] not in _ROLES:
        raise BadRecord(f"unknown role {item['role'][:30]!r}; use user, assistant or system")
    content, non_text = item.get("content"), 0
    if isinstance(content, list):
        texts = [p if isinstance(p, str) else _object(p).get("text") for p in content]
        non_text = sum(1 for text in texts if not isinstance(text, str))
        content = "\n".join(text for text in texts if isinstance(text, str) and text.strip())
    if not isinstance(content, str):
        raise BadRecord('"content" must be text or a list of text parts')
    read_time(item.get("time", item.get("created_at")))  # a bad time fails its own line
    return {**item, "content": content, "non_text": non_text}


def _line_conversation(name: str, items: list[tuple[int, dict[str, Any]]]) -> ImportedConversation:
    skipped: Counter[str] = Counter()
    messages = []
    for _, item in items:
        role = _ROLES[item["role"]]
        skipped["non_text"] += item["non_text"]
        if role not in ("user", "assistant"):
            skipped[role] += 1
            continue
        when = item.get("time", item.get("created_at"))
        message = _draft(role, item["content"], item.get("id"), when, None, skipped)
        if message is not None:
            messages.append(message)
    title = next((text_of(item.get("title")) for _, item in items if item.get("title")), None)
    return _conversation(usable_id(name), items[0][0], messages, title, skipped)


# -- shared -----------------------------------------------------------------------------------


def _object(value: Any) -> dict[str, Any]:
    """``value`` when it is a JSON object, else an empty one (a field left out or mangled)."""
    return value if isinstance(value, dict) else {}


def _items(value: Any) -> list[Any]:
    """``value`` when it is a JSON list, else an empty one."""
    return value if isinstance(value, list) else []


def _draft(
    role: str,
    text: str,
    message_id: Any,
    when: Any,
    started: datetime | None,
    skipped: Counter[str],
) -> MessageDraft | None:
    """One message to store, or ``None`` (counted as ``empty``) when it has no words."""
    if not text.strip():
        skipped["empty"] += 1
        return None
    return MessageDraft(
        role=role, content=text, id=usable_id(message_id), created_at=read_time(when) or started
    )


def _conversation(
    key: str | None,
    position: int,
    messages: list[MessageDraft],
    title: str | None,
    skipped: Counter[str],
) -> ImportedConversation:
    if not messages:
        raise BadRecord("it holds no user or assistant text to import")
    if key is None:  # no id in the export: its words stand for it
        key = "#" + digest(*(f"{m.role}:{m.content}" for m in messages))
    counts = {name: count for name, count in sorted(skipped.items()) if count}
    return ImportedConversation(key, position, tuple(messages), title, counts)

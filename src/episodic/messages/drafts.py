"""Turning what ``after_turn`` is handed into the messages it stores.

Terminal escape sequences and other control characters (pasted terminal output) are removed
from a message's text rather than refused, so a turn is never lost to them.

User and assistant messages are stored with their tool calls, and tool results with the call
they answer, so the recent window can be sent back to a model as it was and the observer sees
what the agent did. System and developer messages are instructions, not conversation: they are
not stored, unless they carry a framework's item for its session (:attr:`MessageDraft.item`),
which is kept whatever it holds. Extraction only ever reads the user and assistant text.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from episodic.config import LimitsConfig
from episodic.errors import ValidationError
from episodic.models import MessageDraft, Scope
from episodic.models.messages import ROLES, item_json, tool_calls_json
from episodic.models.validation import (
    check_choice,
    check_optional_id,
    check_sequence,
    check_text,
    visible,
    without_controls,
)

_KEPT = ("user", "assistant", "tool", "function")
_LIMITS = LimitsConfig()


def _text_of(content: Any) -> str:
    """Message text from a plain string or a list of content parts (OpenAI/Anthropic style)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        parts = [
            part.get("text", "")
            for part in content
            if isinstance(part, Mapping) and part.get("type") in ("text", "input_text", None)
        ]
        return "\n".join(p for p in parts if isinstance(p, str))
    raise ValidationError(
        f"A message's content must be text or a list of text parts, got {type(content).__name__}."
    )


def turn_drafts(
    messages: Iterable[Mapping[str, Any] | MessageDraft], limits: LimitsConfig = _LIMITS
) -> list[MessageDraft]:
    """The messages of a turn that are stored, after checking all of it.

    Accepts chat-completions dicts (``{"role", "content", "id"?, "tool_calls"?,
    "tool_call_id"?, "name"?}``) or :class:`~episodic.MessageDraft` objects. User and assistant
    messages are kept when they have text (or, for the assistant, tool calls); tool results
    (role ``tool``, or the older ``function``, stored as ``tool``) are kept; system and
    developer messages are not.

    Raises:
        ValidationError: A message is not a dict or draft, has an unknown role, text that is
            not valid Unicode, a bad id or tool call, or is longer than
            ``limits.max_message_chars``; or the kept messages of the turn (text and tool
            calls) are longer than ``limits.max_turn_chars``.
    """
    kept: list[MessageDraft] = []
    total = 0
    for index, message in enumerate(check_sequence(messages, "after_turn messages")):
        draft = _draft(index, message, limits)
        if draft.item is not None or (
            draft.role in _KEPT and (visible(draft.content) or draft.tool_calls or _is_tool(draft))
        ):
            kept.append(draft)
            total += draft.size
    if total > limits.max_turn_chars:
        raise ValidationError(
            f"The turn holds {total:,} characters of messages and tool calls; the limit is "
            f"{limits.max_turn_chars:,} (LimitsConfig.max_turn_chars). Send long documents "
            "another way, or raise the limit."
        )
    return kept


def _is_tool(draft: MessageDraft) -> bool:
    return draft.role in ("tool", "function")


def _draft(index: int, message: object, limits: LimitsConfig) -> MessageDraft:
    """One message as a checked draft; errors name the message by its position."""
    where = f"message {index}"
    if isinstance(message, MessageDraft):
        role: object = message.role
        text: object = message.content
        given_id: object = message.id
    elif isinstance(message, Mapping):
        role, text, given_id = message.get("role"), message.get("content"), message.get("id")
        text = _text_of(text)
        if isinstance(given_id, int) and not isinstance(given_id, bool):
            given_id = str(given_id)
        if not isinstance(text, str):
            text = ""
    else:
        raise ValidationError(
            f"{where}: expected a dict with 'role' and 'content' or a MessageDraft, "
            f"got {type(message).__name__}."
        )
    if isinstance(text, str):
        text = without_controls(text)  # a record of what was said: cleaned, never refused
    if role is None:
        raise ValidationError(f"{where}: 'role' is missing; use one of {list(ROLES)}.")
    check_choice(role, f"{where}'s role", ROLES)
    check_text(
        text,
        f"{where}'s content",
        limit=limits.max_message_chars,
        setting="LimitsConfig.max_message_chars",
        blank=True,
    )
    check_optional_id(given_id, f"{where}'s id")
    if isinstance(message, MessageDraft):
        draft = message if message.content == text else replace(message, content=str(text))
    else:
        draft = MessageDraft(
            role=str(role),
            content=str(text),
            id=None if given_id is None else str(given_id),
            **_tool_fields(where, message),
        )
    if draft.role == "function":
        draft = replace(draft, role="tool")
    if draft.size > limits.max_message_chars:
        raise ValidationError(
            f"{where} holds {draft.size:,} characters with its tool calls; the limit is "
            f"{limits.max_message_chars:,} (LimitsConfig.max_message_chars)."
        )
    return draft


def _tool_fields(where: str, message: Mapping[str, Any]) -> dict[str, Any]:
    """The tool-call fields of a chat-completions dict, checked."""
    calls = message.get("tool_calls") or ()
    if not isinstance(calls, Sequence) or isinstance(calls, str | bytes):
        raise ValidationError(f"{where}: 'tool_calls' must be a list of tool-call objects.")
    if not all(isinstance(call, Mapping) for call in calls):
        raise ValidationError(f"{where}: each of 'tool_calls' must be a JSON object.")
    try:
        tool_calls_json(tuple(calls))
    except (TypeError, ValueError) as exc:
        raise ValidationError(f"{where}: 'tool_calls' must be JSON-serializable ({exc}).") from exc
    fields: dict[str, Any] = {"tool_calls": tuple(dict(call) for call in calls)}
    for key in ("tool_call_id", "name"):
        value = message.get(key)
        if value is not None and not isinstance(value, str):
            raise ValidationError(f"{where}: '{key}' must be a string.")
        fields[key] = value
    return fields


def turn_key(scope: Scope, thread: str, drafts: Sequence[MessageDraft]) -> str:
    """A stable identity for a turn: the same scope, thread and messages give the same key."""
    payload = json.dumps(
        [list(scope.require_complete("after_turn")), thread] + [_identity(d) for d in drafts],
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def _identity(draft: MessageDraft) -> list[Any]:
    """What identifies a message in its turn's key; the tool fields only when set, so a turn
    of plain text keeps the key earlier versions gave it."""
    identity: list[Any] = [draft.role, draft.content, draft.id]
    if draft.tool_calls or draft.tool_call_id is not None or draft.name is not None:
        identity += [tool_calls_json(draft.tool_calls), draft.tool_call_id, draft.name]
    if draft.item is not None:
        identity.append(item_json(draft.item))
    return identity

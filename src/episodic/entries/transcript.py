"""Turning what the agent hands to ``after_turn`` into the extractor's input.

Only user and assistant text is kept: tool calls, tool results and system messages never reach
the extractor, and neither does recalled memory (that is passed separately, as known context
for dedupe). The transcript is rendered as JSON with every ``<`` escaped, so no message can
open or close a tag in the prompt around it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from episodic.errors import ValidationError
from episodic.models import Role, Scope
from episodic.stores.base import Message, MessageDraft

# Stored beside the turn's messages: the memory entries that were injected into this turn's
# prompt. They travel with the job so a worker in another process sees the same known context,
# and they are never part of the transcript.
KNOWN_MEMORY_ROLE = "known_memory"
_ROLES = ("user", "assistant")


@dataclass(frozen=True, slots=True)
class TurnMessage:
    """One user or assistant message as the evidence guard sees it."""

    id: str
    role: Role
    text: str


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


def turn_drafts(messages: Iterable[Mapping[str, Any] | MessageDraft]) -> list[MessageDraft]:
    """Keep the user and assistant text of a turn; drop tool traffic and system messages.

    Accepts ``{"role", "content", optional "id"}`` dicts (chat-completions style) or
    :class:`MessageDraft` objects. An assistant message that only calls tools has no text and
    is dropped.

    Raises:
        ValidationError: A message is not a dict or draft, or has no role.
    """
    kept: list[MessageDraft] = []
    for index, message in enumerate(messages):
        role: Any
        given_id: str | None
        if isinstance(message, MessageDraft):
            role, text, given_id = message.role, message.content, message.id
        elif isinstance(message, Mapping):
            role = message.get("role")
            text = _text_of(message.get("content"))
            raw_id = message.get("id")
            given_id = None if raw_id is None else str(raw_id)
        else:
            raise ValidationError(
                f"message {index}: expected a dict with 'role' and 'content' or a MessageDraft, "
                f"got {type(message).__name__}."
            )
        if not isinstance(role, str) or not role:
            raise ValidationError(f"message {index}: 'role' is missing.")
        if role in _ROLES and isinstance(text, str) and text.strip():
            kept.append(MessageDraft(role=role, content=text, id=given_id))
    return kept


def turn_key(scope: Scope, thread: str, drafts: Sequence[MessageDraft]) -> str:
    """A stable identity for a turn: the same scope, thread and messages give the same key."""
    payload = json.dumps(
        [list(scope.require_complete("after_turn")), thread]
        + [[d.role, d.content, d.id] for d in drafts],
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def split_stored(messages: Sequence[Message]) -> tuple[list[TurnMessage], list[str]]:
    """A job's stored rows as (transcript messages, known-memory entry texts)."""
    transcript: list[TurnMessage] = []
    known: list[str] = []
    for message in messages:
        if message.role == KNOWN_MEMORY_ROLE:
            known.append(message.content)
        elif message.role == "user":
            transcript.append(TurnMessage(id=message.id, role="user", text=message.content))
        elif message.role == "assistant":
            transcript.append(TurnMessage(id=message.id, role="assistant", text=message.content))
    return transcript, known


def as_json_data(value: Any) -> str:
    """JSON for embedding in a prompt: ``<`` escaped so the data cannot open or close a tag."""
    return json.dumps(value, ensure_ascii=False, indent=2).replace("<", "\\u003c")


def render_transcript(messages: Sequence[TurnMessage]) -> str:
    """The transcript as a JSON array of ``{"role", "text"}`` objects."""
    return as_json_data([{"role": m.role, "text": m.text} for m in messages])

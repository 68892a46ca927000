"""The messages tier: turning what ``after_turn`` is handed into the messages it stores.

Only user and assistant text is kept: system messages, tool calls and tool results are
dropped, so they never reach extraction, and an assistant message that only calls tools has
no text and is dropped too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from episodic.errors import ValidationError
from episodic.models import MessageDraft, Scope

_ROLES = ("user", "assistant")


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
    """Keep the user and assistant text of a turn.

    Accepts ``{"role", "content", optional "id"}`` dicts (chat-completions style) or
    :class:`~episodic.MessageDraft` objects.

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

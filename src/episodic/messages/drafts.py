"""Turning what ``after_turn`` is handed into the messages it stores.

Only user and assistant text is kept: system messages, tool calls and tool results are
dropped, so they never reach extraction, and an assistant message that only calls tools has
no text and is dropped too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from episodic.config import LimitsConfig
from episodic.errors import ValidationError
from episodic.models import MessageDraft, Scope
from episodic.models.messages import ROLES
from episodic.models.validation import (
    check_choice,
    check_optional_id,
    check_sequence,
    check_text,
    visible,
)

_KEPT = ("user", "assistant")
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
    """Keep the user and assistant text of a turn, after checking all of it.

    Accepts ``{"role", "content", optional "id"}`` dicts (chat-completions style) or
    :class:`~episodic.MessageDraft` objects. Messages with no visible text are dropped, like
    system, developer and tool messages.

    Raises:
        ValidationError: A message is not a dict or draft, has an unknown role, text that is
            not valid Unicode, a bad id, or is longer than ``limits.max_message_chars``; or the
            kept text of the turn is longer than ``limits.max_turn_chars``.
    """
    kept: list[MessageDraft] = []
    total = 0
    for index, message in enumerate(check_sequence(messages, "after_turn messages")):
        draft = _draft(index, message, limits)
        if draft.role in _KEPT and visible(draft.content):
            kept.append(draft)
            total += len(draft.content)
    if total > limits.max_turn_chars:
        raise ValidationError(
            f"The turn holds {total:,} characters of user and assistant text; the limit is "
            f"{limits.max_turn_chars:,} (LimitsConfig.max_turn_chars). Send long documents "
            "another way, or raise the limit."
        )
    return kept


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
    else:
        raise ValidationError(
            f"{where}: expected a dict with 'role' and 'content' or a MessageDraft, "
            f"got {type(message).__name__}."
        )
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
        return message
    return MessageDraft(
        role=str(role), content=str(text), id=None if given_id is None else str(given_id)
    )


def turn_key(scope: Scope, thread: str, drafts: Sequence[MessageDraft]) -> str:
    """A stable identity for a turn: the same scope, thread and messages give the same key."""
    payload = json.dumps(
        [list(scope.require_complete("after_turn")), thread]
        + [[d.role, d.content, d.id] for d in drafts],
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode()).hexdigest()

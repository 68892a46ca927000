"""Conversation messages: what ``after_turn`` is handed, and what is stored of it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from episodic.models.scope import Scope
from episodic.models.validation import (
    check_choice,
    check_optional_id,
    check_optional_time,
    check_text,
)

#: Roles ``after_turn`` accepts. Only ``user`` and ``assistant`` text is kept; the others
#: (instructions, tool calls and their results) are dropped, never extracted from.
ROLES = ("user", "assistant", "system", "developer", "tool", "function")


@dataclass(frozen=True, slots=True)
class MessageDraft:
    """A conversation message handed to ``after_turn``, before it is stored.

    ``id`` is the caller's message id when it has one; the store assigns one otherwise.
    """

    role: str
    content: str
    id: str | None = None
    created_at: datetime | None = None

    def __post_init__(self) -> None:
        check_choice(self.role, "a message's role", ROLES)
        check_text(self.content, "a message's content", blank=True)
        check_optional_id(self.id, "a message's id")
        check_optional_time(self.created_at, "a message's created_at")


@dataclass(frozen=True, slots=True)
class Message:
    """A stored conversation message (raw turn text, kept for extraction and later tiers).

    Attributes:
        turn_key: The turn it arrived with (see :class:`Turn`).
        position: Its place within that turn.
    """

    id: str
    scope: Scope
    thread_id: str
    role: str
    content: str
    created_at: datetime
    turn_key: str
    position: int


@dataclass(frozen=True, slots=True)
class Turn:
    """A finished turn as ``after_turn`` stores it and hands it to the turn followers.

    Attributes:
        scope: Whose turn.
        thread_id: The conversation thread.
        messages: The messages kept from it, in order.
        key: Its identity: the same scope, thread and messages always give the same key.
        known: The memory that was in the prompt for it (``before_turn``'s entries), so
            extraction does not write it again.
        at: When it was handed over.
    """

    scope: Scope
    thread_id: str
    messages: tuple[MessageDraft, ...]
    key: str
    known: tuple[str, ...]
    at: datetime

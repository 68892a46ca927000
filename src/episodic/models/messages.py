"""Conversation messages: what ``after_turn`` is handed, and what is stored of it."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypedDict

from episodic.errors import ValidationError
from episodic.models.jobs import JobRequest
from episodic.models.scope import Scope
from episodic.models.validation import (
    check_choice,
    check_optional_id,
    check_optional_time,
    check_text,
)

#: Roles ``after_turn`` accepts. User and assistant messages (with their tool calls) and tool
#: results are stored; system and developer instructions are not. Only user and assistant text
#: is ever shown to extraction.
ROLES = ("user", "assistant", "system", "developer", "tool", "function")


@dataclass(frozen=True, slots=True)
class MessageDraft:
    """A conversation message handed to ``after_turn``, before it is stored.

    Attributes:
        role: ``user``, ``assistant``, ``tool`` (or any of :data:`ROLES`).
        content: Its text (may be empty for an assistant message that only calls tools).
        id: The caller's message id when it has one; the store assigns one otherwise.
        created_at: When it was said; defaults to when the turn is stored.
        tool_calls: An assistant message's tool calls, in chat-completions form
            (``[{"id", "type": "function", "function": {"name", "arguments"}}]``).
        tool_call_id: The call a ``tool`` message answers.
        name: The tool's name, on a ``tool`` message.
        item: The message in a framework's own form (a JSON object), kept beside it so the
            framework gets back what it handed over (an OpenAI Agents SDK session item). Its
            text belongs in ``content``, where forgetting and search see it; a message with
            an item is stored whatever its role and even without text.
    """

    role: str
    content: str
    id: str | None = None
    created_at: datetime | None = None
    tool_calls: tuple[Mapping[str, Any], ...] = ()
    tool_call_id: str | None = None
    name: str | None = None
    item: Mapping[str, Any] | None = None

    def __post_init__(self) -> None:
        check_choice(self.role, "a message's role", ROLES)
        check_text(self.content, "a message's content", blank=True, controls=True)
        check_optional_id(self.id, "a message's id")
        check_optional_time(self.created_at, "a message's created_at")
        check_optional_id(self.tool_call_id, "a message's tool_call_id")
        check_optional_id(self.name, "a message's tool name")
        if not isinstance(self.tool_calls, tuple) or not all(
            isinstance(call, Mapping) for call in self.tool_calls
        ):
            raise ValidationError(
                "A message's tool_calls must be a list of JSON objects "
                '(chat-completions form: {"id", "type": "function", "function": {...}}).'
            )
        if self.item is not None:
            if not isinstance(self.item, Mapping):
                raise ValidationError("A message's item must be a JSON object.")
            try:
                item_json(self.item)
            except (TypeError, ValueError) as exc:
                raise ValidationError(
                    f"A message's item must be JSON-serializable ({exc})."
                ) from exc

    @property
    def size(self) -> int:
        """Characters it holds: its text, its tool calls and its item as JSON."""
        calls = len(tool_calls_json(self.tool_calls)) if self.tool_calls else 0
        return len(self.content) + calls + (0 if self.item is None else len(item_json(self.item)))


@dataclass(frozen=True, slots=True)
class Message:
    """A stored conversation message, as the window, the observer and extraction read it.

    Attributes:
        turn_key: The turn it arrived with (see :class:`Turn`).
        position: Its place within that turn.
        seq: Its place in the store: increases with every message stored, so within a thread
            it gives the conversation order (0 for a message not read from the store).
        tool_calls: An assistant message's tool calls, in chat-completions form.
        tool_call_id: The call a ``tool`` message answers.
        name: The tool's name, on a ``tool`` message.
        tokens: About how many prompt tokens it costs (:func:`episodic.tokens.count_tokens`).
        item: The framework's own form of the message, when one was handed over (see
            :attr:`MessageDraft.item`).
    """

    id: str
    scope: Scope
    thread_id: str
    role: str
    content: str
    created_at: datetime
    turn_key: str
    position: int
    seq: int = 0
    tool_calls: tuple[Mapping[str, Any], ...] = ()
    tool_call_id: str | None = None
    name: str | None = None
    tokens: int = 0
    item: Mapping[str, Any] | None = None

    @property
    def chat(self) -> bool:
        """Whether it belongs in a chat window: user or assistant text or tool calls, or a
        tool result (not a framework's instruction or reasoning item kept for its session)."""
        if self.role == "tool":
            return True
        return self.role in ("user", "assistant") and bool(self.content or self.tool_calls)

    def to_chat(self) -> dict[str, Any]:
        """The message in chat-completions form, ready to send to a model.

        Example:
            >>> from datetime import UTC, datetime
            >>> scope = Scope(tenant="t", agent="a", user="u")
            >>> at = datetime(2026, 1, 1, tzinfo=UTC)
            >>> Message("m1", scope, "t-1", "user", "Hi", at, "k", 0).to_chat()
            {'role': 'user', 'content': 'Hi'}
        """
        chat: dict[str, Any] = {"role": self.role, "content": self.content}
        if self.tool_calls:
            chat["tool_calls"] = [dict(call) for call in self.tool_calls]
            chat["content"] = self.content or None
        if self.tool_call_id is not None:
            chat["tool_call_id"] = self.tool_call_id
        if self.name is not None and self.role == "tool":
            chat["name"] = self.name
        return chat


def item_json(item: Mapping[str, Any]) -> str:
    """A framework item as the JSON text it is stored and counted as."""
    return json.dumps(dict(item), ensure_ascii=False, sort_keys=True)


def tool_calls_json(calls: tuple[Mapping[str, Any], ...]) -> str:
    """Tool calls as the JSON text they are stored and counted as."""
    return json.dumps([dict(call) for call in calls], ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True, slots=True)
class Turn:
    """A finished turn as ``after_turn`` stores it and hands it to the turn followers.

    Attributes:
        scope: Whose turn.
        thread_id: The conversation thread.
        messages: The messages stored of it, in order (tool calls and results included).
        key: Its identity: the same scope, thread and messages always give the same key.
        known: The memory that was in the prompt for it (``before_turn``'s entries), so
            extraction does not write it again.
        at: When it was handed over.
        known_ids: The ids of those entries, in the same order, so a correction naming one
            finds it by id.
    """

    scope: Scope
    thread_id: str
    messages: tuple[MessageDraft, ...]
    key: str
    known: tuple[str, ...]
    at: datetime
    known_ids: tuple[str, ...] = ()

    def says(self, roles: tuple[str, ...] = ("user", "assistant")) -> bool:
        """Whether a message of one of ``roles`` has text (tool calls alone do not count)."""
        return any(m.role in roles and m.content.strip() for m in self.messages)

    def job(self, kind: str, **payload: Any) -> JobRequest:
        """The job of ``kind`` for this turn: keyed by the turn, its key in the payload."""
        return JobRequest(
            kind=kind,
            key=self.key,
            scope=self.scope,
            thread_id=self.thread_id,
            payload={"turn": self.key, **payload},
        )


@dataclass(frozen=True, slots=True)
class MessageMatch:
    """A stored message ``messages.search`` found for a query, with every score.

    Attributes:
        message: The message (its ``id`` is the caller's id when ``after_turn`` got one).
        lexical_score: BM25 of its indexed terms for the query; ``None`` when not a lexical
            candidate.
        vector_score: Cosine similarity of its vector to the query's; ``None`` when not a
            vector candidate.
        fused_score: The two signals fused (see :func:`episodic.retrieval.ranking.rank`).
        recency_factor: The bounded recency prior applied to it.
        final_score: ``fused_score * recency_factor``: what matches are ordered by.
    """

    message: Message
    lexical_score: float | None
    vector_score: float | None
    fused_score: float
    recency_factor: float
    final_score: float


class Covered(TypedDict):
    """The four fields by which an observation or an episode names the messages it covers."""

    first_seq: int
    last_seq: int
    first_message_id: str | None
    last_message_id: str | None


def covered(first: Message, last: Message) -> Covered:
    """What a record covering the messages from ``first`` to ``last`` (inclusive) names."""
    return Covered(
        first_seq=first.seq, last_seq=last.seq, first_message_id=first.id, last_message_id=last.id
    )


@dataclass(frozen=True, slots=True)
class MessageRange:
    """A stretch of one thread around one or more matches, in conversation order.

    Attributes:
        thread_id: The thread it comes from.
        messages: The matched messages and the neighbours added around them, oldest first
            (user and assistant messages only).
        matches: The matched messages among them, best first.
    """

    thread_id: str
    messages: tuple[Message, ...]
    matches: tuple[MessageMatch, ...]

    @property
    def matched_ids(self) -> tuple[str, ...]:
        """The ids of the matched messages, best first (the neighbours are not named)."""
        return tuple(match.message.id for match in self.matches)

    @property
    def score(self) -> float:
        """The best final score of its matches: what ranges are ordered by."""
        return max(match.final_score for match in self.matches)

    @property
    def started_at(self) -> datetime:
        """When its first message was said."""
        return self.messages[0].created_at

    @property
    def ended_at(self) -> datetime:
        """When its last message was said."""
        return self.messages[-1].created_at

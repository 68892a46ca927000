"""Episodes: one record per finished session, what happened in it, and its key events."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from episodic.models.entries import Entry
from episodic.models.scope import Scope

EpisodeStatus = Literal["active", "superseded"]
#: ``active``: listed and shown in ``<previous-episodes>``; ``superseded``: merged into a
#: compressed episode (kept, never shown; ``superseded_by`` names the one that replaced it).
EPISODE_STATUSES: tuple[EpisodeStatus, ...] = ("active", "superseded")

#: Most entities kept per episode, and the longest entity or topic tag, in characters.
MAX_ENTITIES = 20
MAX_TAG_CHARS = 80


@dataclass(frozen=True, slots=True)
class Episode:
    """A session of one thread, summarized: when it ran, what it was about, what happened.

    Its key events (decisions, open questions, commitments, surprises and the other event
    kinds) are entries whose ``episode_id`` is this episode's id; :attr:`events` holds the
    live ones when the episode is read through ``memory.episodes``.

    Attributes:
        id: Its id.
        scope: Whose session.
        thread_id: The thread the session ran in; ``None`` for a compressed episode, which
            merges sessions of any threads.
        started_at: When the session's first message was said.
        ended_at: When its last message was said.
        message_count: Messages the session held (tool calls and results included).
        first_seq: :attr:`~episodic.models.Message.seq` of the first message it covers (0 for
            a compressed episode).
        last_seq: ``seq`` of the last message it covers (0 for a compressed episode).
        first_message_id: Id of the first message it covers.
        last_message_id: Id of the last message it covers.
        summary: What happened, at most ``EpisodesConfig.summary_tokens`` tokens.
        topics: Topic tags, at most ``EpisodesConfig.max_topics``.
        entities: Names and identifiers the session was about.
        purpose: The purposes it may be shown for; empty means any purpose.
        summarizer: The model that wrote the summary, or ``offline``.
        level: 0 for a session's episode; 1 for a compressed one that merges older episodes.
        status: ``active`` or ``superseded``.
        superseded_by: The compressed episode that replaced it.
        embedding_model: The embedder of its vector (the summary and topics), which finds
            it for an opening message embedded by the same model.
        created_at: When it was written.
        events: Its live key events, oldest first (filled on reads; empty otherwise).
    """

    id: str
    scope: Scope
    thread_id: str | None
    started_at: datetime
    ended_at: datetime
    message_count: int
    first_seq: int
    last_seq: int
    first_message_id: str | None
    last_message_id: str | None
    summary: str
    topics: tuple[str, ...]
    entities: tuple[str, ...]
    purpose: tuple[str, ...]
    summarizer: str
    level: int
    status: EpisodeStatus
    superseded_by: str | None
    embedding_model: str | None
    created_at: datetime
    events: tuple[Entry, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view: times in ISO 8601, the scope, and each key event's id, kind
        and content."""
        return {
            "id": self.id,
            "scope": {
                "tenant": self.scope.tenant,
                "agent": self.scope.agent,
                "user": self.scope.user,
            },
            "thread_id": self.thread_id,
            "started_at": self.started_at.isoformat(),
            "ended_at": self.ended_at.isoformat(),
            "message_count": self.message_count,
            "first_seq": self.first_seq,
            "last_seq": self.last_seq,
            "first_message_id": self.first_message_id,
            "last_message_id": self.last_message_id,
            "summary": self.summary,
            "topics": list(self.topics),
            "entities": list(self.entities),
            "purpose": list(self.purpose),
            "summarizer": self.summarizer,
            "level": self.level,
            "status": self.status,
            "superseded_by": self.superseded_by,
            "embedding_model": self.embedding_model,
            "created_at": self.created_at.isoformat(),
            "events": [{"id": e.id, "kind": e.kind, "content": e.content} for e in self.events],
        }

"""Domain types: scopes, entries, their sources and ranked results."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from episodic.errors import ScopeError, ValidationError

SourceLabel = Literal[
    "user_assertion", "user_accepted_assistant_proposal", "verified_assistant_finding"
]
SOURCE_LABELS: tuple[SourceLabel, ...] = (
    "user_assertion",
    "user_accepted_assistant_proposal",
    "verified_assistant_finding",
)
Status = Literal["active", "superseded", "dropped", "pending_review", "expired"]
Role = Literal["user", "assistant"]

_MAX_SCOPE_FIELD = 256
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_WHITESPACE = re.compile(r"\s+")


def _check_scope_field(name: str, value: str | None, *, required: bool) -> None:
    if value is None:
        if required:
            raise ScopeError(f"Scope.{name} is required; pass a non-empty string.")
        return
    if not isinstance(value, str):
        raise ScopeError(f"Scope.{name} must be a string, got {type(value).__name__}.")
    if not value.strip():
        raise ScopeError(f"Scope.{name} is empty; pass a non-empty identifier.")
    if len(value) > _MAX_SCOPE_FIELD:
        raise ScopeError(f"Scope.{name} is longer than {_MAX_SCOPE_FIELD} characters.")
    if _CONTROL.search(value):
        raise ScopeError(f"Scope.{name} contains control characters.")


@dataclass(frozen=True, slots=True, kw_only=True)
class Scope:
    """Whose memory this is: the outer ``tenant`` wall, then ``agent`` and ``user``.

    Every read and write is filtered by the whole scope inside the store. ``agent`` and ``user``
    may be left out only where an operation says so (erasing everything about a user).

    Example:
        >>> Scope(tenant="acme", agent="support-bot", user="u-42").user
        'u-42'
    """

    agent: str | None = None
    user: str | None = None
    tenant: str = "default"

    def __post_init__(self) -> None:
        _check_scope_field("tenant", self.tenant, required=True)
        _check_scope_field("agent", self.agent, required=False)
        _check_scope_field("user", self.user, required=False)

    @property
    def is_complete(self) -> bool:
        """True when tenant, agent and user are all set."""
        return self.agent is not None and self.user is not None

    def require_complete(self, operation: str) -> tuple[str, str, str]:
        """Return ``(tenant, agent, user)`` or raise if ``agent`` or ``user`` is missing."""
        if self.agent is None or self.user is None:
            raise ScopeError(
                f"{operation} needs a full scope: pass Scope(tenant=..., agent=..., user=...)."
            )
        return self.tenant, self.agent, self.user

    @property
    def key(self) -> str:
        """A stable opaque key for the complete scope, used inside search indexes."""
        tenant, agent, user = self.require_complete("Scope.key")
        raw = "\x1f".join((tenant, agent, user)).encode()
        return "s" + hashlib.sha256(raw).hexdigest()[:30]


def normalize_content(text: str) -> str:
    """Collapse runs of whitespace and trim, the normalization applied to every entry."""
    return _WHITESPACE.sub(" ", text).strip()


def content_hash(text: str) -> str:
    """sha256 of the whitespace-collapsed, NFKC-folded, lower-cased content."""
    folded = unicodedata.normalize("NFKC", normalize_content(text)).lower()
    return hashlib.sha256(folded.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class Evidence:
    """The exact text that backs an entry, and where it came from.

    Attributes:
        text: The exact span quoted from a message.
        message_id: Id of the message the span comes from, when known.
        role: Who wrote that message; derived from the source label when left out.
        start: Character offset of the span in the message, when known.
        end: Offset one past the end of the span, when known.
    """

    text: str
    message_id: str | None = None
    role: Role | None = None
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True, slots=True)
class Source:
    """One piece of evidence attached to a stored entry. An entry gains sources over time."""

    entry_id: str
    label: SourceLabel
    evidence: str | None
    thread_id: str | None
    message_id: str | None
    role: Role | None
    start: int | None
    end: int | None
    recorded_at: datetime


@dataclass(frozen=True, slots=True)
class Entry:
    """One remembered thing with its provenance.

    ``occurred_at`` is when it happened (or was said); ``recorded_at`` is when it was stored;
    ``last_seen_at`` moves forward each time the same thing is said again.
    """

    id: str
    scope: Scope
    content: str
    content_hash: str
    kind: str
    status: Status
    occurred_at: datetime
    recorded_at: datetime
    last_seen_at: datetime
    thread_id: str | None = None
    superseded_by: str | None = None
    confidence: float | None = None
    source_trust: str | None = None
    privacy_class: str | None = None
    purpose: tuple[str, ...] = ()
    expires_at: datetime | None = None
    episode_id: str | None = None
    embedding_model: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    sources: tuple[Source, ...] = ()


@dataclass(frozen=True, slots=True)
class Recalled:
    """An entry returned by a search, with every score that ranked it.

    Attributes:
        entry: The stored entry.
        lexical_score: BM25 score, or ``None`` when the entry was not a lexical match.
        vector_score: Cosine similarity to the query, or ``None`` when not a vector candidate.
        rrf_score: The fused score before the recency prior.
        recency_factor: The bounded recency prior in ``(0, 1]``.
        final_score: What the results are sorted by.
    """

    entry: Entry
    lexical_score: float | None
    vector_score: float | None
    rrf_score: float
    recency_factor: float
    final_score: float

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view: content, creation time, source thread and the scores."""
        return {
            "id": self.entry.id,
            "content": self.entry.content,
            "created_at": self.entry.occurred_at.isoformat(),
            "thread_id": self.entry.thread_id,
            "scores": {
                "lexical": self.lexical_score,
                "vector": self.vector_score,
                "rrf": self.rrf_score,
                "recency": self.recency_factor,
                "final": self.final_score,
            },
        }


@dataclass(frozen=True, slots=True)
class NewEntry:
    """One item for :meth:`episodic.Memory.remember_many`, with ``remember``'s fields."""

    content: str
    evidence: str | Evidence | tuple[Evidence, ...] | None = None
    source: str = "user_assertion"
    thread: str | None = None
    occurred_at: datetime | None = None
    metadata: Mapping[str, Any] | None = None
    kind: str = "case"
    expires_at: datetime | None = None

    @classmethod
    def coerce(cls, item: NewEntry | Mapping[str, Any]) -> NewEntry:
        """Accept a ``NewEntry`` or a dict with the same keys."""
        if isinstance(item, NewEntry):
            return item
        if not isinstance(item, Mapping):
            raise ValidationError(
                f"remember_many items must be dicts or NewEntry, got {type(item).__name__}."
            )
        unknown = set(item) - {f for f in cls.__dataclass_fields__}
        if unknown:
            raise ValidationError(f"Unknown field(s) in remember_many item: {sorted(unknown)}.")
        if "content" not in item:
            raise ValidationError("Each remember_many item needs a 'content' field.")
        evidence = item.get("evidence")
        if isinstance(evidence, list):
            evidence = tuple(evidence)
        return cls(**{**item, "evidence": evidence})

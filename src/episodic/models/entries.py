"""Entries: what is remembered, the evidence behind it, search results, and the drafts a store
writes."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import Any, Literal, TypedDict, TypeGuard, get_args

import numpy as np
import numpy.typing as npt

from episodic.errors import ValidationError
from episodic.models import serialize
from episodic.models.review import review_reason_text
from episodic.models.scope import Scope
from episodic.models.validation import (
    MAX_LIMIT,
    check_choice,
    check_optional_id,
    check_text,
)

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

#: What kind of thing an entry records: ``case`` for a note about the user's situation, or
#: an event type. Other kinds are accepted too (any short identifier).
EVENT_KINDS: tuple[str, ...] = (
    "case",
    "decision",
    "open_question",
    "commitment",
    "surprise",
    "correction",
    "preference_stated",
    "task_milestone",
    "human_approval",
    "tool_observed_event",
    "incident",
)
Confidence = Literal["low", "medium", "high"]
CONFIDENCES: tuple[Confidence, ...] = get_args(Confidence)
#: Where an entry came from, from the most to the least trusted by default; the write policy
#: holds ``untrusted_content`` for review, and ``imported`` (a memory another store kept,
#: brought in by ``memory.imports`` with no quote of the person's words) until it is grounded
#: or a reviewer approves it.
SourceTrust = Literal[
    "operator_entered",
    "user_provided",
    "approved_source",
    "tool_result",
    "imported",
    "untrusted_content",
]
SOURCE_TRUSTS: tuple[SourceTrust, ...] = get_args(SourceTrust)
PrivacyClass = Literal["public", "internal", "private", "sensitive"]
PRIVACY_CLASSES: tuple[PrivacyClass, ...] = get_args(PrivacyClass)

_WHITESPACE = re.compile(r"\s+")

#: An embedding: a unit-length float32 vector.
Vector = npt.NDArray[np.float32]


class LazyVector:
    """A query's embedding, computed the first time a store needs it.

    A search of a scope that holds nothing never embeds its query, so a read of an empty
    memory never loads the embedding model. ``np.asarray(lazy)`` gives the vector.
    """

    __slots__ = ("_embed", "_vector")

    def __init__(self, embed: Callable[[], Vector]) -> None:
        self._embed = embed
        self._vector: Vector | None = None

    @property
    def computed(self) -> bool:
        """Whether the embedding was needed (and so computed)."""
        return self._vector is not None

    def get(self) -> Vector:
        """The vector, computed on first use."""
        if self._vector is None:
            self._vector = np.asarray(self._embed(), dtype=np.float32).reshape(-1)
        return self._vector

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Vector:
        vector = self.get()
        return vector if dtype is None else vector.astype(dtype, copy=False)


def as_vector(vector: Vector | LazyVector) -> Vector:
    """A plain vector from either kind."""
    return vector.get() if isinstance(vector, LazyVector) else vector


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

    def __post_init__(self) -> None:
        check_text(self.text, "evidence")
        check_optional_id(self.message_id, "evidence message_id")
        if self.role is not None:
            check_choice(self.role, "evidence role", ("user", "assistant"))
        _check_offsets(self.start, self.end, len(self.text))


def _check_offsets(start: object, end: object, length: int) -> None:
    """Offsets are both given or both left out, and span exactly the quoted text."""
    if start is None and end is None:
        return
    if not _is_offset(start) or not _is_offset(end):
        raise ValidationError(
            "evidence start and end must both be whole numbers (or leave both out), got "
            f"{type(start).__name__} and {type(end).__name__}."
        )
    if start < 0 or end - start != length or end > MAX_LIMIT:
        raise ValidationError(
            f"evidence offsets start={start}, end={end} do not span the quoted text: start "
            f"must be >= 0 and end - start must equal its length ({length}). Pass the quote's "
            "offsets within its message, or leave both out."
        )


def _is_offset(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


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
    ``last_seen_at`` moves forward each time the same thing is said again. The event fields
    (``actor``, ``confidence``, ``source_trust``, ``privacy_class``, ``purpose``,
    ``resource_refs``, ``expires_at``) say who it came from, how far to trust it, who may see
    it and for how long; ``supersedes``/``superseded_by`` link a correction and what it
    replaced; ``policy_version`` names the write policy that let it in. An entry waiting for
    review keeps the policy's reason code in ``review_reason`` (``addressed_to_model``,
    ``untrusted_event_source``, ...; ``None`` once it is approved, and for one held before
    reasons were stored).
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
    confidence: str | None = None
    source_trust: str | None = None
    privacy_class: str | None = None
    purpose: tuple[str, ...] = ()
    expires_at: datetime | None = None
    episode_id: str | None = None
    embedding_model: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    sources: tuple[Source, ...] = ()
    actor: str | None = None
    resource_refs: tuple[str, ...] = ()
    supersedes: tuple[str, ...] = ()
    policy_version: str | None = None
    review_reason: str | None = None

    @property
    def review_reason_text(self) -> str | None:
        """Why it waits for review, in a sentence for a person (``None`` unless it waits)."""
        if self.status != "pending_review":
            return None
        return review_reason_text(self.review_reason)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view with scope, times (ISO 8601), metadata and every source; what
        ``episodic timeline --json`` prints and ``episodic import`` reads back."""
        return serialize.entry_to_dict(self)


@dataclass(frozen=True, slots=True)
class Recalled:
    """An entry returned by a search, with every score that ranked it.

    Attributes:
        entry: The stored entry.
        lexical_score: BM25 score, or ``None`` when the entry was not a lexical match.
        vector_score: Cosine similarity to the query, or ``None`` when not a vector candidate.
        fused_score: The fused relevance score before the recency prior.
        recency_factor: The bounded recency prior in ``(0, 1]``.
        final_score: What the results are sorted by: ``fused_score * recency_factor *
            decay_factor``.
        decay_factor: The soft decay of an entry not said for longer than
            ``RetentionConfig.decay_after_days``, in ``[decay_floor, 1]``; 1 for the others.
        time_factor: Above 1 when the entry happened within the time the query names.
        matched_words: The query's words the entry holds (as the index reads them: folded
            and stemmed, so ``exports`` matches ``export``), in the query's order.
        matched_time: The stretch of time the query names that the entry happened in
            (``start``, ``end``: end exclusive), or ``None``.
    """

    entry: Entry
    lexical_score: float | None
    vector_score: float | None
    fused_score: float
    recency_factor: float
    final_score: float
    decay_factor: float = 1.0
    time_factor: float = 1.0
    matched_words: tuple[str, ...] = ()
    matched_time: tuple[datetime, datetime] | None = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view: the whole entry with its evidence, and every score (see
        :mod:`episodic.models.serialize`)."""
        return serialize.recalled_to_dict(self)


class EntryFields(TypedDict, total=False):
    """What ``remember`` and ``correct`` take besides the content: where it came from, what
    it is, and its event fields (see :meth:`Entries.remember
    <episodic.entries.Entries.remember>`)."""

    evidence: str | Evidence | Sequence[Evidence] | None
    source: str
    thread: str | None
    occurred_at: datetime | None
    metadata: Mapping[str, Any] | None
    kind: str
    expires_at: datetime | None
    actor: str | None
    confidence: str | None
    source_trust: str | None
    privacy_class: str | None
    purpose: Sequence[str]
    resource_refs: Sequence[str]


class CorrectionFields(EntryFields, total=False):
    """What ``correct`` takes besides the new content: ``remember``'s fields and the reason."""

    reason: str | None


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
    actor: str | None = None
    confidence: str | None = None
    source_trust: str | None = None
    privacy_class: str | None = None
    purpose: Sequence[str] = ()
    resource_refs: Sequence[str] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> tuple[NewEntry, ...]:
        """Items to store from one JSON object: an import line, or an entry as
        :meth:`Entry.to_dict` wrote it (one item per source label; see
        :func:`episodic.models.serialize.new_entries_from_dict`).

        Raises:
            ValidationError: Not an object, an unknown field or a malformed time or source.
        """
        return serialize.new_entries_from_dict(data)

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


@dataclass(frozen=True, slots=True)
class Refusal:
    """One item a bulk write refused, and why: a decision about its content, not a malformed
    input (that raises).

    Attributes:
        index: Its 0-based position in the batch.
        reason: The machine-readable reason (``sensitive_event_requires_expiry``,
            ``secret_in_identifier``, ...).
        message: What the caller is told: the reason and how to fix it, never the content.
        detected: The kinds of sensitive value found in it (``secret``, ``iban``, ...).
    """

    index: int
    reason: str
    message: str
    detected: tuple[str, ...] = ()


class Remembered(list["Entry"]):
    """What ``remember_many`` returns: the entry of each stored item, in order (a duplicate
    maps to the entry it reinforced), and the items the gate or the write policy refused.

    Attributes:
        positions: Each entry's item, as its 0-based position in the batch.
        refused: The refused items, each with its position and reason.
    """

    positions: tuple[int, ...]
    refused: tuple[Refusal, ...]

    def __init__(
        self,
        entries: Iterable[Entry] = (),
        positions: Iterable[int] = (),
        refused: Iterable[Refusal] = (),
    ) -> None:
        super().__init__(entries)
        self.positions = tuple(positions)
        self.refused = tuple(refused)


#: What ``remember_many`` takes: :class:`NewEntry` items, or mappings of the same fields.
NewEntries = Iterable[NewEntry | Mapping[str, Any]]
#: Told, after each committed chunk of a bulk write, how many items are written and of how
#: many.
Progress = Callable[[int, int], None]


# -- what a store writes and what its searches return -----------------------------------------


@dataclass(frozen=True, slots=True)
class EventFields:
    """Who an entry came from, how far to trust it, who may see it: checked, ready to store.

    Attributes:
        actor: Who said or did it (a user or agent id, ``operator``, a tool's name).
        confidence: ``low``, ``medium`` or ``high``.
        source_trust: Where it came from (see :data:`SOURCE_TRUSTS`); the write policy sends
            ``untrusted_content`` to review.
        privacy_class: ``public``, ``internal``, ``private`` or ``sensitive``.
        purpose: The purposes it may be used for; empty means any purpose.
        resource_refs: Ids of what it is about (a ticket, a refund, a deployment).
        supersedes: Ids of the entries it replaces (a correction).
        episode_id: The episode it is a key event of.
    """

    actor: str | None = None
    confidence: str | None = None
    source_trust: str | None = None
    privacy_class: str | None = None
    purpose: tuple[str, ...] = ()
    resource_refs: tuple[str, ...] = ()
    supersedes: tuple[str, ...] = ()
    episode_id: str | None = None


@dataclass(frozen=True, slots=True)
class SourceDraft:
    """Evidence to attach to an entry when it is stored or reinforced."""

    label: SourceLabel
    evidence: str | None = None
    thread_id: str | None = None
    message_id: str | None = None
    role: Role | None = None
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Note:
    """One validated, normalized entry before dedupe and embedding: what a write policy judges
    and dedupe compares."""

    scope: Scope
    content: str
    content_hash: str
    occurred_at: datetime
    kind: str = "case"
    thread_id: str | None = None
    expires_at: datetime | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    sources: tuple[SourceDraft, ...] = ()
    event: EventFields = field(default_factory=EventFields)
    status: Status = "active"
    policy_version: str | None = None
    review_reason: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class EntryDraft(Note):
    """A note ready to be written: with the time it is recorded and its vectors.

    ``passages`` holds the vectors of its sentences, one row each, when it has several
    (:mod:`episodic.retrieval.passages`): search scores an entry by its best vector, while
    dedupe and corrections compare ``embedding`` alone. ``None`` with no ``embedding``.
    """

    recorded_at: datetime
    embedding: Vector | None
    embedding_model: str | None
    passages: Vector | None = None

    @classmethod
    def of(
        cls,
        note: Note,
        *,
        recorded_at: datetime,
        embedding: Vector | None,
        model: str | None,
        passages: Vector | None = None,
    ) -> EntryDraft:
        """The row to write for ``note``: every field of it, its vectors and the time."""
        kept = {name: getattr(note, name) for name in _NOTE_FIELDS}
        return cls(
            **kept,
            recorded_at=recorded_at,
            embedding=embedding,
            embedding_model=model,
            passages=passages,
        )


_NOTE_FIELDS = tuple(f.name for f in fields(Note))


@dataclass(frozen=True, slots=True)
class Written:
    """What happened to one draft: a new entry, or an existing one that was reinforced."""

    entry_id: str
    created: bool


@dataclass(frozen=True, slots=True)
class Reinforcement:
    """Evidence that an already stored entry was said again."""

    scope: Scope
    entry_id: str
    seen_at: datetime
    sources: tuple[SourceDraft, ...]


@dataclass(frozen=True, slots=True)
class Hit:
    """One search candidate from the store: an entry id and the score that found it.

    Lexical hits also carry the scale-free views of BM25 that ranking needs (see
    :class:`episodic.retrieval.bm25.LexicalMatch`).
    """

    entry_id: str
    score: float
    coverage: float | None = None
    normalized: float | None = None


@dataclass(frozen=True, slots=True)
class CandidateQuery:
    """One search for ranking candidates.

    Attributes:
        terms: The query's index terms (see :func:`episodic.retrieval.tokenizer.tokenize`).
        vector: The query's embedding, or a :class:`LazyVector` the store resolves only when
            the scope holds something to compare it with.
        model: The embedder that made it: only vectors of the same model are compared.
        limit: Most candidates per list.
        now: Entries expired by then are left out.
        purpose: Only entries usable for this purpose (untagged ones, or tagged with it);
            ``None``: no restriction.
    """

    terms: Sequence[str]
    vector: Vector | LazyVector
    model: str
    limit: int
    now: datetime
    purpose: str | None = None


@dataclass(frozen=True, slots=True)
class Candidates:
    """What ranking needs from the store for one query.

    Attributes:
        lexical: Word matches, best BM25 first.
        semantic: Vector matches, most similar first.
        last_seen: ``last_seen_at`` of every entry on either list.
    """

    lexical: list[Hit]
    semantic: list[Hit]
    last_seen: dict[str, datetime]

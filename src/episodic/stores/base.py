"""The storage contract every backend fulfils.

A backend implements a handful of primitives; everything else (ranking, dedupe, rendering)
is built once above it. Every method that reads or writes entries takes the complete scope and
filters by it inside its own queries: no method can return another scope's rows.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from episodic.models import Entry, Role, Scope, Source, SourceLabel


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


@dataclass(frozen=True, slots=True)
class EntryDraft:
    """A validated, normalized entry ready to be written."""

    scope: Scope
    content: str
    content_hash: str
    occurred_at: datetime
    recorded_at: datetime
    embedding: npt.NDArray[np.float32] | None
    embedding_model: str | None
    kind: str = "case"
    thread_id: str | None = None
    expires_at: datetime | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    sources: tuple[SourceDraft, ...] = ()


@dataclass(frozen=True, slots=True)
class Written:
    """What happened to one draft: a new entry, or an existing one that was reinforced."""

    entry_id: str
    created: bool


@dataclass(frozen=True, slots=True)
class Hit:
    """One search candidate from the store: an entry id and the score that found it.

    Lexical hits also carry the scale-free views of BM25 that ranking needs (see
    :class:`episodic.lexical.LexicalMatch`).
    """

    entry_id: str
    score: float
    coverage: float | None = None
    normalized: float | None = None


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


class Store(ABC):
    """A place to keep entries. Implementations: SQLite (embedded) and PostgreSQL."""

    @abstractmethod
    def write_entries(self, drafts: Sequence[EntryDraft]) -> list[Written]:
        """Store drafts in one transaction.

        A draft whose content hash already exists in its scope reinforces that entry instead:
        ``last_seen_at`` moves to the later of the two times and the draft's sources are added.
        """

    @abstractmethod
    def reinforce(
        self, scope: Scope, entry_id: str, seen_at: datetime, sources: Sequence[SourceDraft]
    ) -> None:
        """Mark an existing entry as said again: later ``last_seen_at``, extra sources."""

    @abstractmethod
    def lexical_search(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        """Active, unexpired entries of the scope matching any term, best BM25 first."""

    @abstractmethod
    def vector_search(
        self,
        scope: Scope,
        vector: npt.NDArray[np.float32],
        *,
        model: str,
        limit: int,
        now: datetime,
    ) -> list[Hit]:
        """Active, unexpired entries of the scope embedded by ``model``, most similar first."""

    def candidates(
        self,
        scope: Scope,
        terms: Sequence[str],
        vector: npt.NDArray[np.float32],
        *,
        model: str,
        limit: int,
        now: datetime,
    ) -> Candidates:
        """Both candidate lists for a query and the last-seen time of each entry on them.

        The same as :meth:`lexical_search`, :meth:`vector_search` and :meth:`last_seen` one
        after the other, which is what this default does; a store across a network answers
        in fewer round trips.
        """
        lexical = self.lexical_search(scope, terms, limit=limit, now=now)
        semantic = self.vector_search(scope, vector, model=model, limit=limit, now=now)
        ids = [hit.entry_id for hit in (*lexical, *semantic)]
        return Candidates(lexical, semantic, self.last_seen(scope, ids))

    @abstractmethod
    def last_seen(self, scope: Scope, ids: Sequence[str]) -> dict[str, datetime]:
        """``last_seen_at`` of each id that exists in the scope: the ranking's recency anchor."""

    @abstractmethod
    def get_entries(self, scope: Scope, ids: Sequence[str]) -> list[Entry]:
        """The entries with these ids in this scope, with their sources, in the order given.

        Ids that do not exist in the scope are left out.
        """

    @abstractmethod
    def list_entries(
        self,
        scope: Scope,
        *,
        limit: int | None = None,
        include_inactive: bool = False,
        now: datetime | None = None,
    ) -> list[Entry]:
        """The scope's entries, most recently occurred first."""

    @abstractmethod
    def count_entries(self, scope: Scope) -> int:
        """How many entries the scope holds, in any status."""

    @abstractmethod
    def close(self) -> None:
        """Release connections and caches."""


# -- the durable work queue ------------------------------------------------------------------

JobStatus = Literal["pending", "running", "done", "failed"]


@dataclass(frozen=True, slots=True)
class MessageDraft:
    """A conversation message handed to ``after_turn``, before it is stored.

    ``id`` is the caller's message id when it has one; the store assigns one otherwise.
    """

    role: str
    content: str
    id: str | None = None
    created_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Message:
    """A stored conversation message (raw turn text, kept for extraction and later tiers)."""

    id: str
    scope: Scope
    thread_id: str
    role: str
    content: str
    created_at: datetime
    turn_key: str
    position: int


@dataclass(frozen=True, slots=True)
class Job:
    """One unit of background work: extracting entries from one submitted turn.

    Attributes:
        turn_key: Identifies the turn; submitting the same turn again finds this job.
        status: ``pending`` (waiting, possibly for a retry time), ``running`` (claimed under a
            lease), ``done``, or ``failed`` (out of attempts; ``last_error`` says why).
        attempts: Claims so far, including the current one.
        lease_owner: The worker holding a running job; its lease ends at ``lease_expires_at``,
            after which any worker may take the job over.
        result: What the finished job reports (counts, token usage).
    """

    id: str
    scope: Scope
    thread_id: str
    kind: str
    turn_key: str
    status: JobStatus
    attempts: int
    max_attempts: int
    last_error: str | None
    run_after: datetime
    lease_owner: str | None
    lease_expires_at: datetime | None
    created_at: datetime
    updated_at: datetime
    result: dict[str, Any] = field(default_factory=dict)


#: The entry_sources columns, in the order :func:`group_sources` reads them (both stores).
SOURCE_COLUMNS = (
    "entry_id, label, evidence, thread_id, message_id, role, start_offset, end_offset, recorded_at"
)


#: The entry_sources columns a write fills, in the order :func:`source_rows` gives them.
SOURCE_WRITE_COLUMNS = (
    "tenant_id, agent_id, user_id, entry_id, label, evidence, thread_id, message_id, role, "
    "start_offset, end_offset, recorded_at"
)


def source_rows(
    scope: Scope, entry_id: str, sources: Sequence[SourceDraft], recorded_at: Any
) -> list[tuple[Any, ...]]:
    """One row of :data:`SOURCE_WRITE_COLUMNS` per source of an entry.

    ``recorded_at`` is passed through as the database wants it (a datetime or its text).
    """
    tenant, agent, user = scope.require_complete("sources")
    return [
        (
            tenant,
            agent,
            user,
            entry_id,
            s.label,
            s.evidence,
            s.thread_id,
            s.message_id,
            s.role,
            s.start,
            s.end,
            recorded_at,
        )
        for s in sources
    ]


def group_sources(
    rows: Iterable[Sequence[Any]], when: Callable[[Any], datetime]
) -> dict[str, list[Source]]:
    """Rows of :data:`SOURCE_COLUMNS` as :class:`Source` objects, grouped by entry id.

    Args:
        rows: The values, in :data:`SOURCE_COLUMNS` order.
        when: Turns the database's timestamp value into an aware datetime.
    """
    found: dict[str, list[Source]] = {}
    for row in rows:
        found.setdefault(row[0], []).append(
            Source(
                entry_id=row[0],
                label=row[1],
                evidence=row[2],
                thread_id=row[3],
                message_id=row[4],
                role=row[5],
                start=row[6],
                end=row[7],
                recorded_at=when(row[8]),
            )
        )
    return found


#: The jobs table's columns, in the order :func:`job_from_row` reads them (both stores).
JOB_COLUMNS = (
    "id, tenant_id, agent_id, user_id, thread_id, kind, turn_key, status, attempts, "
    "max_attempts, last_error, run_after, lease_owner, lease_expires_at, created_at, "
    "updated_at, result"
)


def job_from_row(
    row: Sequence[Any],
    when: Callable[[Any], datetime],
    result: Callable[[Any], dict[str, Any]],
) -> Job:
    """A :class:`Job` from a row of :data:`JOB_COLUMNS`.

    Args:
        row: The values, in :data:`JOB_COLUMNS` order.
        when: Turns the database's timestamp value into an aware datetime.
        result: Turns the database's JSON value into a dict.
    """
    return Job(
        id=row[0],
        scope=Scope(tenant=row[1], agent=row[2], user=row[3]),
        thread_id=row[4],
        kind=row[5],
        turn_key=row[6],
        status=row[7],
        attempts=row[8],
        max_attempts=row[9],
        last_error=row[10],
        run_after=when(row[11]),
        lease_owner=row[12],
        lease_expires_at=when(row[13]) if row[13] else None,
        created_at=when(row[14]),
        updated_at=when(row[15]),
        result=result(row[16]),
    )


@dataclass(frozen=True, slots=True)
class Reinforcement:
    """Evidence that an already stored entry was said again."""

    scope: Scope
    entry_id: str
    seen_at: datetime
    sources: tuple[SourceDraft, ...]


class JobStore(ABC):
    """The durable queue behind ``after_turn``, kept in the same database as the entries.

    Every method is atomic. A job's entries and its completion commit in one transaction, so a
    worker that dies mid-job leaves nothing behind and the job runs again, whole, elsewhere.
    """

    @abstractmethod
    def enqueue_turn(
        self,
        scope: Scope,
        thread_id: str,
        messages: Sequence[MessageDraft],
        *,
        turn_key: str,
        max_attempts: int,
        now: datetime,
    ) -> tuple[Job, bool]:
        """Store a turn's messages and its extraction job in one transaction.

        Returns the job and whether it was created; the same ``turn_key`` in the same scope
        returns the existing job and stores nothing new.
        """

    @abstractmethod
    def claim_job(self, worker: str, *, lease_seconds: float, now: datetime) -> Job | None:
        """Take the oldest runnable job: pending and due, or running with an expired lease.

        Increments ``attempts`` and sets the lease. Returns ``None`` when nothing is runnable.
        """

    @abstractmethod
    def job_messages(self, job: Job) -> list[Message]:
        """The messages of the job's turn, in the order they were submitted."""

    @abstractmethod
    def finish_job(
        self,
        job: Job,
        worker: str,
        *,
        drafts: Sequence[EntryDraft],
        reinforcements: Sequence[Reinforcement],
        result: Mapping[str, Any],
        now: datetime,
    ) -> list[Written]:
        """In one transaction: write ``drafts`` (as :meth:`Store.write_entries`), apply
        ``reinforcements``, and mark the job done with ``result``.

        Raises:
            LeaseLostError: Another worker owns the job now; nothing was written.
        """

    @abstractmethod
    def fail_job(
        self,
        job: Job,
        worker: str,
        *,
        error: str,
        retry_at: datetime | None,
        now: datetime,
    ) -> Job:
        """Record a failed attempt: back to ``pending`` until ``retry_at``, or ``failed`` for
        good when ``retry_at`` is ``None``. Ignored (returns the job as stored) if the lease
        was lost."""

    @abstractmethod
    def list_jobs(self, *, status: JobStatus | None = None, limit: int = 100) -> list[Job]:
        """Jobs across all scopes, newest first (an operator's view; never shown to users)."""

    def get_job(self, job_id: str) -> Job | None:
        """One job by id, or ``None``. Backends should override this portable fallback, which
        only looks among the newest jobs."""
        return next((job for job in self.list_jobs(limit=1000) if job.id == job_id), None)

    @abstractmethod
    def retry_job(self, job_id: str, *, now: datetime) -> Job:
        """Put a failed job back to ``pending`` with a fresh set of attempts.

        Raises:
            NotFoundError: No such job.
        """

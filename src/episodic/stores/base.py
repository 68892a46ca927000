"""The storage contract every backend fulfils.

A backend implements a handful of primitives; everything else (ranking, dedupe, rendering)
is built once above it. Every method that reads or writes entries takes the complete scope and
filters by it inside its own queries: no method can return another scope's rows.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.models import Entry, Role, Scope, SourceLabel


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

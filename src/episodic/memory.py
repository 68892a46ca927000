"""The facade: one object that reads, writes and searches an agent's memory."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic import ranking
from episodic.config import Config
from episodic.context import Context
from episodic.embedders import Embedder, get_embedder
from episodic.errors import ConfigError, NotFoundError, ValidationError
from episodic.models import (
    SOURCE_LABELS,
    Entry,
    Evidence,
    NewEntry,
    Recalled,
    Role,
    Scope,
    SourceLabel,
    content_hash,
    normalize_content,
)
from episodic.stores.base import EntryDraft, Hit, SourceDraft, Store, Written
from episodic.tools import Tool, recall_tool

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def open_store(url: str | Path | None) -> Store:
    """Pick a store from a URL: ``sqlite:///path``, a plain path, or ``":memory:"``."""
    if url is None:
        url = "episodic.db"
    text = str(url)
    if text.startswith(("postgresql://", "postgres://")):
        raise ConfigError(
            "The PostgreSQL store is not available in this version; use a SQLite path."
        )
    if text.startswith("sqlite:///"):
        text = text.removeprefix("sqlite:///")
    elif text.startswith("sqlite://"):
        text = text.removeprefix("sqlite://") or ":memory:"
    elif "://" in text:
        raise ConfigError(f"Unsupported store URL {text!r}; use sqlite:///path/to/file.db.")
    from episodic.stores.sqlite import SQLiteStore

    return SQLiteStore(text)


@dataclass(frozen=True, slots=True)
class _Prepared:
    """One validated write, before dedupe and embedding."""

    scope: Scope
    content: str
    content_hash: str
    occurred_at: datetime
    expires_at: datetime | None
    kind: str
    thread_id: str | None
    metadata: dict[str, Any]
    sources: tuple[SourceDraft, ...]


def candidate(
    entry_id: str, lexical: Hit | None, cosine: float | None, timestamp: datetime
) -> ranking.Candidate:
    """Combine what the store's two searches said about one entry into a ranking candidate."""
    return ranking.Candidate(
        id=entry_id,
        lexical_score=None if lexical is None else lexical.score,
        vector_score=cosine,
        timestamp=timestamp,
        lexical_coverage=None if lexical is None else lexical.coverage,
        lexical_normalized=None if lexical is None else lexical.normalized,
    )


class Memory:
    """Source-backed episodic memory for an agent.

    Build one with :meth:`open`; it is safe to share between threads.

    Example:
        >>> from episodic import Memory, Scope
        >>> memory = Memory.open(":memory:", embedder="test")
        >>> scope = Scope(tenant="acme", agent="support-bot", user="u-42")
        >>> _ = memory.remember(scope, "Exports time out for files over 2 GB on plan=basic.")
        >>> [r.entry.content for r in memory.recall(scope, "export timeout on basic plan")]
        ['Exports time out for files over 2 GB on plan=basic.']
        >>> memory.close()
    """

    def __init__(
        self,
        store: Store,
        *,
        embedder: Embedder,
        config: Config | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.config = config or Config()
        self._clock = clock or _utc_now
        self._params = self.config.ranking_params()

    @classmethod
    def open(
        cls,
        url: str | Path | None = None,
        *,
        embedder: str | Embedder = "local",
        config: Config | None = None,
        clock: Clock | None = None,
    ) -> Memory:
        """Open (creating if needed) a memory.

        Args:
            url: ``"path/to/file.db"``, ``"sqlite:///path/to/file.db"`` or ``":memory:"``.
                Defaults to ``./episodic.db``.
            embedder: ``"local"`` (bundled MiniLM, offline), ``"openai:<model>"``,
                ``"sentence-transformers:<path>"``, ``"test"`` or an :class:`Embedder`.
            config: Behaviour knobs; see :class:`~episodic.Config`.
            clock: Returns "now" as an aware datetime; inject one for reproducible tests.
        """
        return cls(open_store(url), embedder=get_embedder(embedder), config=config, clock=clock)

    def close(self) -> None:
        """Release the store's connections."""
        self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def now(self) -> datetime:
        """The memory's idea of the current time (the injected clock, or UTC now)."""
        moment = self._clock()
        if moment.tzinfo is None:
            raise ConfigError("The clock must return timezone-aware datetimes.")
        return moment

    # -- read path --------------------------------------------------------------------------

    def recall(self, scope: Scope, query: str, top_k: int | None = None) -> list[Recalled]:
        """Search the scope's entries for a query, best first, with every score.

        Returns an empty list when nothing is relevant enough (the relevance gate).

        Args:
            scope: Whose memory to search; agent and user are required.
            query: Free text: a question, identifiers, error text.
            top_k: Most results; defaults to ``config.top_k``.
        """
        scope.require_complete("recall")
        if not isinstance(query, str) or not query.strip():
            raise ValidationError("recall needs a non-empty query string.")
        limit = self.config.top_k if top_k is None else top_k
        if limit < 1:
            raise ValidationError(f"top_k must be at least 1, got {limit}.")
        return self._search(scope, query, limit)

    def before_turn(self, scope: Scope, thread: str | None, message: str) -> Context:
        """Prepare memory for the next model call: retrieve entries relevant to ``message``.

        ``Context.render()`` gives the ``<memory>`` block to append to the system prompt, or an
        empty string when nothing relevant is stored.

        Args:
            scope: Whose memory; agent and user are required.
            thread: The current conversation thread (reserved for thread-scoped tiers).
            message: The user's new message, used as the search query.
        """
        scope.require_complete("before_turn")
        now = self.now()
        if not self.config.auto_inject or not message or not message.strip():
            return Context(entries=(), now=now)
        found = self._search(scope, message, self.config.auto_inject_top_k, now=now)
        return Context(entries=tuple(found), now=now)

    def tools(self, scope: Scope) -> list[Tool]:
        """Tools to offer the model for this scope: ``recall_memory`` (read-only)."""
        scope.require_complete("tools")
        return [recall_tool(lambda query: self.recall(scope, query))]

    def _search(
        self, scope: Scope, query: str, top_k: int, *, now: datetime | None = None
    ) -> list[Recalled]:
        now = now or self.now()
        vector = self.embedder.embed_one(query)
        return self.search_with_vector(scope, query, vector, top_k=top_k, now=now)

    def search_with_vector(
        self,
        scope: Scope,
        query: str,
        vector: npt.NDArray[np.float32],
        *,
        top_k: int,
        now: datetime,
        params: ranking.RankingParams | None = None,
    ) -> list[Recalled]:
        """Rank the scope's entries for a query whose embedding is already computed.

        This is the read path minus the embedding call, for callers that embed in batches
        (benchmarks, bulk evaluation).
        """
        params = params or self._params
        pool = ranking.candidate_pool(top_k, params)
        lexical = self.store.lexical_search(scope, ranking.tokenize(query), limit=pool, now=now)
        semantic = self.store.vector_search(
            scope, vector, model=self.embedder.name, limit=pool, now=now
        )
        lexical_hits = {hit.entry_id: hit for hit in lexical}
        vector_scores = {hit.entry_id: hit.score for hit in semantic}
        seen = self.store.last_seen(scope, [*lexical_hits, *vector_scores])
        candidates = [
            candidate(entry_id, lexical_hits.get(entry_id), vector_scores.get(entry_id), moment)
            for entry_id, moment in seen.items()
        ]
        ranked = ranking.rank(candidates, now=now, top_k=top_k, params=params)
        entries = {e.id: e for e in self.store.get_entries(scope, [s.id for s in ranked])}
        return [
            Recalled(
                entry=entries[s.id],
                lexical_score=s.lexical_score,
                vector_score=s.vector_score,
                rrf_score=s.rrf_score,
                recency_factor=s.recency_factor,
                final_score=s.final_score,
            )
            for s in ranked
            if s.id in entries
        ]

    # -- direct writes ----------------------------------------------------------------------

    def remember(
        self,
        scope: Scope,
        content: str,
        *,
        evidence: str | Evidence | Sequence[Evidence] | None = None,
        source: str = "user_assertion",
        thread: str | None = None,
        occurred_at: datetime | None = None,
        metadata: Mapping[str, Any] | None = None,
        kind: str = "case",
        expires_at: datetime | None = None,
    ) -> Entry:
        """Store one entry directly, without extraction.

        The content is whitespace-normalized. If the same content (ignoring case and spacing)
        or a near-identical one (cosine at or above ``dedupe_similarity_threshold``) is already
        stored in the scope, nothing new is created: the existing entry is reinforced (its
        ``last_seen_at`` moves forward and this call's evidence is added) and returned.

        Args:
            scope: Whose memory; agent and user are required.
            content: The note, at most ``max_entry_length`` characters.
            evidence: The exact text backing it, or :class:`Evidence` objects with message ids.
            source: ``user_assertion``, ``user_accepted_assistant_proposal`` or
                ``verified_assistant_finding``.
            thread: The thread it came from.
            occurred_at: When it happened; defaults to now.
            metadata: A JSON-serializable dict kept unchanged.
            kind: ``case`` or an event type such as ``decision``.
            expires_at: When the entry stops being recalled (it stays in the timeline).

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: Empty or oversized content, unknown source label, bad evidence or
                metadata. Nothing is written.
        """
        item = NewEntry(
            content=content,
            evidence=evidence
            if evidence is None or isinstance(evidence, str | Evidence)
            else tuple(evidence),
            source=source,
            thread=thread,
            occurred_at=occurred_at,
            metadata=metadata,
            kind=kind,
            expires_at=expires_at,
        )
        return self.remember_many(scope, [item])[0]

    def remember_many(
        self, scope: Scope, items: Iterable[NewEntry | Mapping[str, Any]]
    ) -> list[Entry]:
        """Store many entries at once (bulk import), embedding them in batches.

        Every item is validated before anything is written, so one bad item writes nothing.
        Returns one entry per item, in order; duplicates map to the entry they reinforced.
        """
        scope.require_complete("remember")
        now = self.now()
        prepared = [
            self._prepare(scope, NewEntry.coerce(item), now, index)
            for index, item in enumerate(items)
        ]
        if not prepared:
            return []
        vectors = self.embedder.embed([p.content for p in prepared])
        entry_ids = self._store_prepared(scope, prepared, vectors, now)
        found = {e.id: e for e in self.store.get_entries(scope, list(dict.fromkeys(entry_ids)))}
        return [found[i] for i in entry_ids]

    def _prepare(self, scope: Scope, item: NewEntry, now: datetime, index: int) -> _Prepared:
        where = f"item {index}: " if index else ""
        if not isinstance(item.content, str):
            raise ValidationError(f"{where}content must be a string.")
        content = normalize_content(item.content)
        if not content:
            raise ValidationError(f"{where}content is empty; there is nothing to remember.")
        if len(content) > self.config.max_entry_length:
            raise ValidationError(
                f"{where}content is {len(content)} characters; the limit is "
                f"{self.config.max_entry_length} (Config.max_entry_length). Shorten it or split "
                "it into separate entries."
            )
        if item.source not in SOURCE_LABELS:
            raise ValidationError(
                f"{where}unknown source label {item.source!r}; use one of {list(SOURCE_LABELS)}."
            )
        occurred_at = item.occurred_at or now
        if occurred_at.tzinfo is None:
            raise ValidationError(f"{where}occurred_at must be timezone-aware.")
        if item.expires_at is not None and item.expires_at.tzinfo is None:
            raise ValidationError(f"{where}expires_at must be timezone-aware.")
        if not isinstance(item.kind, str) or not item.kind.strip():
            raise ValidationError(f"{where}kind must be a non-empty string such as 'case'.")
        metadata = dict(item.metadata or {})
        try:
            json.dumps(metadata)
        except (TypeError, ValueError) as exc:
            raise ValidationError(f"{where}metadata must be JSON-serializable: {exc}") from exc
        label: SourceLabel = item.source  # narrowed by the SOURCE_LABELS check above
        return _Prepared(
            scope=scope,
            content=content,
            content_hash=content_hash(content),
            occurred_at=occurred_at,
            expires_at=item.expires_at,
            kind=item.kind,
            thread_id=item.thread,
            metadata=metadata,
            sources=self._sources(item, label, where),
        )

    def _sources(self, item: NewEntry, label: SourceLabel, where: str) -> tuple[SourceDraft, ...]:
        default_role: Role = "assistant" if label == "verified_assistant_finding" else "user"
        raw = item.evidence
        pieces: tuple[Evidence, ...]
        if raw is None:
            return (SourceDraft(label=label, thread_id=item.thread, role=None),)
        if isinstance(raw, str):
            pieces = (Evidence(text=raw),)
        elif isinstance(raw, Evidence):
            pieces = (raw,)
        else:
            pieces = tuple(raw)
        drafts = []
        for piece in pieces:
            if not isinstance(piece, Evidence) or not isinstance(piece.text, str):
                raise ValidationError(f"{where}evidence must be a string or Evidence objects.")
            if not piece.text.strip():
                raise ValidationError(f"{where}evidence is empty; quote the text that backs it.")
            if len(piece.text) > self.config.max_evidence_length:
                raise ValidationError(
                    f"{where}evidence is longer than {self.config.max_evidence_length} characters."
                )
            if piece.role not in (None, "user", "assistant"):
                raise ValidationError(f"{where}evidence role must be 'user' or 'assistant'.")
            drafts.append(
                SourceDraft(
                    label=label,
                    evidence=piece.text,
                    thread_id=item.thread,
                    message_id=piece.message_id,
                    role=piece.role or default_role,
                    start=piece.start,
                    end=piece.end,
                )
            )
        return tuple(drafts)

    def _store_prepared(
        self,
        scope: Scope,
        prepared: list[_Prepared],
        vectors: npt.NDArray[np.float32],
        now: datetime,
    ) -> list[str]:
        """Dedupe (hash, then similarity within the batch and against the scope) and write."""
        threshold = self.config.dedupe_similarity_threshold
        keep: list[int] = []  # indexes of items that become (or hash-match) stored rows
        alias: dict[int, int] = {}  # item index -> kept item index it duplicates
        existing: dict[int, str] = {}  # item index -> id of a stored entry it duplicates
        by_hash: dict[str, int] = {}
        for index, item in enumerate(prepared):
            if item.content_hash in by_hash:
                alias[index] = by_hash[item.content_hash]
                continue
            if threshold is not False:
                if keep:
                    similar = vectors[keep] @ vectors[index]
                    best = int(np.argmax(similar))
                    if similar[best] >= threshold:
                        alias[index] = keep[best]
                        continue
                hits = self.store.vector_search(
                    scope, vectors[index], model=self.embedder.name, limit=1, now=now
                )
                if hits and hits[0].score >= threshold:
                    existing[index] = hits[0].entry_id
                    continue
            by_hash[item.content_hash] = index
            keep.append(index)
        drafts = [self._draft(prepared[i], vectors[i], now) for i in keep]
        written: list[Written] = self.store.write_entries(drafts)
        ids: dict[int, str] = {i: w.entry_id for i, w in zip(keep, written, strict=True)}
        for index, target in alias.items():
            ids[index] = ids[target]
        for index, entry_id in existing.items():
            ids[index] = entry_id
        for index in [*alias, *existing]:
            item = prepared[index]
            self.store.reinforce(scope, ids[index], item.occurred_at, item.sources)
        return [ids[i] for i in range(len(prepared))]

    def _draft(self, item: _Prepared, vector: npt.NDArray[np.float32], now: datetime) -> EntryDraft:
        return EntryDraft(
            scope=item.scope,
            content=item.content,
            content_hash=item.content_hash,
            occurred_at=item.occurred_at,
            recorded_at=now,
            embedding=vector,
            embedding_model=self.embedder.name,
            kind=item.kind,
            thread_id=item.thread_id,
            expires_at=item.expires_at,
            metadata=item.metadata,
            sources=item.sources,
        )

    # -- inspection -------------------------------------------------------------------------

    def get(self, scope: Scope, entry_id: str) -> Entry:
        """One entry of the scope by id, in any status.

        Raises:
            NotFoundError: No entry with that id exists in this scope.
        """
        found = self.store.get_entries(scope, [entry_id])
        if not found:
            raise NotFoundError(f"No entry {entry_id!r} in this scope.")
        return found[0]

    def timeline(
        self, scope: Scope, *, limit: int | None = None, include_inactive: bool = False
    ) -> list[Entry]:
        """The scope's entries with their sources, most recent first.

        Args:
            scope: Whose memory; agent and user are required.
            limit: Most entries to return.
            include_inactive: Also list superseded, dropped, pending and expired entries.
        """
        scope.require_complete("timeline")
        return self.store.list_entries(
            scope, limit=limit, include_inactive=include_inactive, now=self.now()
        )

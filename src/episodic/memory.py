"""The facade: one object that reads, writes and searches an agent's memory."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic import ranking
from episodic.config import Config
from episodic.context import Context
from episodic.embedders import Embedder, get_embedder
from episodic.entries.dedupe import Prepared, make_draft, plan_dedupe
from episodic.entries.direct import prepare
from episodic.entries.extract import Extractor, LLMExtractor
from episodic.entries.offline import OfflineExtractor
from episodic.errors import ConfigError, NotFoundError, ValidationError
from episodic.jobs import ErrorCallback, Worker, logger
from episodic.llms import LLM, get_llm
from episodic.models import Entry, Evidence, NewEntry, Recalled, Scope
from episodic.stores.base import (
    Hit,
    Store,
    Written,
)
from episodic.tools import Tool, recall_tool
from episodic.turns import WritePath

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def open_store(url: str | Path | None) -> Store:
    """Pick a store from a URL: ``sqlite:///path``, a plain path, ``":memory:"`` or
    ``postgresql://…`` (``?pool_size=N`` sets the PostgreSQL connection pool size)."""
    if url is None:
        url = "episodic.db"
    text = str(url)
    if text.startswith(("postgresql://", "postgres://")):
        try:
            from episodic.stores.postgres import PostgresStore
        except ImportError as exc:
            raise ConfigError(
                f"The PostgreSQL store needs extra packages ({exc.name} is missing): "
                "pip install 'episodic[postgres]'."
            ) from exc
        return PostgresStore(text)
    if text.startswith("sqlite:///"):
        text = text.removeprefix("sqlite:///")
    elif text.startswith("sqlite://"):
        text = text.removeprefix("sqlite://") or ":memory:"
    elif "://" in text:
        raise ConfigError(f"Unsupported store URL {text!r}; use sqlite:///path/to/file.db.")
    from episodic.stores.sqlite import SQLiteStore

    return SQLiteStore(text)


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


class Memory(WritePath):
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
        llm: LLM | None = None,
        config: Config | None = None,
        clock: Clock | None = None,
        on_error: ErrorCallback | None = None,
        worker: bool = True,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.llm = llm
        self.config = config or Config()
        self._clock = clock or _utc_now
        self._params = self.config.ranking_params()
        self._on_error = on_error
        self._background = worker
        self._worker: Worker | None = None
        self._worker_lock = threading.Lock()
        self.extractor: Extractor
        if llm is None:
            self.extractor = OfflineExtractor(self.config.max_entry_length)
        else:
            self.extractor = LLMExtractor(llm, self.config.extraction_prompt)
        self._guard = llm is None or self.config.extraction_prompt is None
        if not self._guard:
            logger.warning(
                "episodic-memory: a custom extraction prompt is configured, so the evidence "
                "guard is off; extracted entries are stored without checking their quotes."
            )

    @classmethod
    def open(
        cls,
        url: str | Path | None = None,
        *,
        embedder: str | Embedder = "local",
        llm: str | LLM | None = None,
        llm_base_url: str | None = None,
        config: Config | None = None,
        clock: Clock | None = None,
        on_error: ErrorCallback | None = None,
        worker: bool = True,
    ) -> Memory:
        """Open (creating if needed) a memory.

        Args:
            url: ``"path/to/file.db"``, ``"sqlite:///path/to/file.db"``, ``":memory:"`` or
                ``"postgresql://user@host/db?pool_size=10"`` (see docs/postgres.md).
                Defaults to ``./episodic.db``.
            embedder: ``"local"`` (bundled MiniLM, offline), ``"openai:<model>"``,
                ``"sentence-transformers:<path>"``, ``"test"`` or an :class:`Embedder`.
            llm: The extraction model: ``"openai:<model>"``, ``"anthropic:<model>"`` or an
                :class:`~episodic.llms.LLM`. ``None`` uses the offline extractor.
            llm_base_url: For ``"openai:<model>"``: an OpenAI-compatible server such as
                ``http://localhost:11434/v1`` (Ollama).
            config: Behaviour knobs; see :class:`~episodic.Config`.
            clock: Returns "now" as an aware datetime; inject one for reproducible tests.
            on_error: Called as ``on_error(exception, job)`` whenever an extraction attempt
                fails (failures never raise into ``after_turn``).
            worker: Start a background thread that runs extraction jobs, on the first
                ``after_turn``. Turn off when ``episodic worker`` processes do the work.
        """
        config = config or Config()
        model: LLM | None = None
        if isinstance(llm, LLM):
            model = llm
        elif llm is not None:
            options: dict[str, object] = {
                "timeout": config.llm_timeout_seconds,
                "max_retries": config.llm_max_retries,
            }
            if llm_base_url is not None:
                options["base_url"] = llm_base_url
            model = get_llm(llm, **options)
        return cls(
            open_store(url),
            embedder=get_embedder(embedder),
            llm=model,
            config=config,
            clock=clock,
            on_error=on_error,
            worker=worker,
        )

    def close(self) -> None:
        """Stop the background worker (after the job it is running) and release the store.

        Jobs not yet run stay queued in the database and run the next time a worker starts.
        """
        with self._worker_lock:
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.stop()
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
        found = self.store.candidates(
            scope, ranking.tokenize(query), vector, model=self.embedder.name, limit=pool, now=now
        )
        lexical_hits = {hit.entry_id: hit for hit in found.lexical}
        vector_scores = {hit.entry_id: hit.score for hit in found.semantic}
        candidates = [
            candidate(entry_id, lexical_hits.get(entry_id), vector_scores.get(entry_id), moment)
            for entry_id in dict.fromkeys([*lexical_hits, *vector_scores])
            if (moment := found.last_seen.get(entry_id)) is not None
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
            prepare(self.config, scope, NewEntry.coerce(item), now, index)
            for index, item in enumerate(items)
        ]
        if not prepared:
            return []
        vectors = self.embedder.embed([p.content for p in prepared])
        entry_ids = self._store_prepared(scope, prepared, vectors, now)
        found = {e.id: e for e in self.store.get_entries(scope, list(dict.fromkeys(entry_ids)))}
        return [found[i] for i in entry_ids]

    def _store_prepared(
        self,
        scope: Scope,
        prepared: list[Prepared],
        vectors: npt.NDArray[np.float32],
        now: datetime,
    ) -> list[str]:
        """Dedupe (hash, then similarity within the batch and against the scope) and write."""
        plan = plan_dedupe(
            self.store,
            scope,
            [p.content_hash for p in prepared],
            vectors,
            model=self.embedder.name,
            threshold=self.config.dedupe_similarity_threshold,
            now=now,
        )
        drafts = [
            make_draft(prepared[i], vectors[i], model=self.embedder.name, now=now)
            for i in plan.keep
        ]
        written: list[Written] = self.store.write_entries(drafts)
        ids: dict[int, str] = {i: w.entry_id for i, w in zip(plan.keep, written, strict=True)}
        for index, target in plan.alias.items():
            ids[index] = ids[target]
        ids.update(plan.existing)
        for index in [*plan.alias, *plan.existing]:
            item = prepared[index]
            self.store.reinforce(scope, ids[index], item.occurred_at, item.sources)
        return [ids[i] for i in range(len(prepared))]

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

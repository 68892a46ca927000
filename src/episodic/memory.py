"""The facade: one object with the agent-loop verbs, and one service per tier as attributes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from episodic.config import Config
from episodic.context import Context, assemble
from episodic.embedders import Embedder, get_embedder
from episodic.entries import Entries
from episodic.episodes import Episodes
from episodic.errors import ConfigError, ValidationError
from episodic.governance import Audit, Retention
from episodic.governance.erasure import Eraser, Erasure, Forgotten
from episodic.governance.export import export as export_person
from episodic.jobs import ErrorCallback, Handler, Jobs
from episodic.llms import LLM, Models
from episodic.messages import Messages, turn_drafts, turn_key
from episodic.models.context import ContextSource, TurnFollower, TurnQuery
from episodic.models.entries import Entry, Evidence, NewEntry, Recalled
from episodic.models.governance import Subject, WritePolicy
from episodic.models.jobs import Job
from episodic.models.messages import MessageDraft, Turn
from episodic.models.scope import Scope, ScopeSummary, require_scope
from episodic.models.validation import check_flag, check_id, check_optional_id, check_text
from episodic.observations import Observations
from episodic.plans import Plans
from episodic.profile import Profile
from episodic.runtime import Clock, Runtime, check_open, utc_now
from episodic.sessions import Sessions
from episodic.stores import Store, open_store
from episodic.stores import messages as message_rows
from episodic.stores import scopes as scope_rows
from episodic.tools import Tools, bound_tools

_MESSAGE_CAP = "LimitsConfig.max_message_chars"


class Memory:
    """Source-backed episodic memory for an agent.

    Build one with :meth:`open`; it is safe to share between threads. The agent loop is
    :meth:`before_turn` (blocks for the prompt) and :meth:`after_turn` (store the turn; the
    tiers' background jobs run from it). Each tier is a service on the memory:
    :attr:`entries` (remember, recall, timeline, get) and :attr:`jobs` (the queue).

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
        self, runtime: Runtime, *, on_error: ErrorCallback | None = None, worker: bool = True
    ) -> None:
        self._runtime = runtime
        self.audit = Audit(runtime)
        self.entries = Entries(runtime)
        self.observations = Observations(runtime)
        self.messages = Messages(
            runtime, self.audit, observed_until=self.observations.observed_until
        )
        self.profile = Profile(runtime)
        self.sessions = Sessions(runtime)
        self.plans = Plans(runtime)
        self.review = self.entries.review  # the entries held for review: pending/approve/deny
        self.retention = Retention(runtime, self.audit)
        self.episodes = Episodes(runtime, self.audit, jobs=lambda: self.jobs)
        self._eraser = Eraser(
            runtime,
            caches=(self.messages.drop_cached,),
            redacted=(self.messages.redacted, self.episodes.redacted),
        )
        tiers = (self.entries, self.messages, self.profile, self.sessions, self.observations)
        handlers: list[Handler] = [self.entries.extraction, *self.retention.handlers]
        handlers += [handler for tier in (*tiers[1:], self.episodes) for handler in tier.handlers]
        self.jobs = Jobs(runtime, handlers, on_error=on_error, background=worker)
        self.jobs.resume()  # turns queued by a process that exited or crashed run now
        # The tiers that join the agent loop: sources in prompt order; the entries first
        # among the followers, so a turn's first job is its extraction (after_turn's return).
        self._sources: tuple[ContextSource, ...] = (
            self.profile,
            self.sessions,
            self.plans,
            self.observations,
            self.episodes,
            self.entries,
            self.messages,
        )
        self._followers: tuple[TurnFollower, ...] = (*tiers, self.retention, self.episodes)

    @classmethod
    def open(
        cls,
        url: str | Path | Store | None = None,
        *,
        embedder: str | Embedder = "local",
        llm: str | LLM | None = None,
        llm_base_url: str | None = None,
        models: Models | None = None,
        config: Config | None = None,
        clock: Clock | None = None,
        on_error: ErrorCallback | None = None,
        worker: bool = True,
        read_only: bool = False,
        policy: WritePolicy | None = None,
    ) -> Memory:
        """Open (creating if needed) a memory.

        Args:
            url: ``"path/to/file.db"``, ``"sqlite:///path/to/file.db"``, ``":memory:"`` or
                ``"postgresql://user@host/db?pool_size=10"`` (see docs/postgres.md), or a
                store already open (``PostgresStore(url, cache_bytes=...)``); the memory
                closes it. Defaults to ``./episodic.db``.
            embedder: ``"local"`` (bundled MiniLM, offline), ``"openai:<model>"``,
                ``"sentence-transformers:<path>"``, ``"test"`` or an :class:`Embedder`.
            llm: The model for every job that uses one: ``"openai:<model>"``,
                ``"anthropic:<model>"`` or an :class:`~episodic.llms.LLM`. ``None`` uses each
                job's offline behaviour (the offline extractor).
            llm_base_url: For ``"openai:<model>"`` specs: an OpenAI-compatible server such as
                ``http://localhost:11434/v1`` (Ollama).
            models: A model per job (``Models(extraction=...)``); jobs it leaves unset use
                ``llm``.
            config: Behaviour knobs, one section per tier; see :class:`~episodic.Config`.
            clock: Returns "now" as an aware datetime; inject one for reproducible tests.
            on_error: Called as ``on_error(exception, job)`` whenever a background job's
                attempt fails (failures never raise into ``after_turn``).
            worker: Run background jobs on a thread of this process, started at once when
                the queue holds unfinished jobs (a process that exited or crashed left them),
                else by the first ``after_turn``. Turn off when ``episodic worker`` processes
                do the work.
            read_only: Open for reading only: nothing is created or migrated, no worker
                runs, and every write raises :class:`~episodic.StoreError`. It never waits
                for another process's write. A SQLite file this process may not write opens
                read-only by itself.
            policy: Decides every candidate write: allow, deny, or hold for review (see
                :class:`~episodic.governance.DefaultPolicy`, used when this is ``None``).
        """
        check_open(url, embedder, llm, models, config, clock, on_error, worker, read_only)
        if policy is not None and not callable(getattr(policy, "decide", None)):
            raise ConfigError("Memory.open policy must have a decide(candidate) method.")
        config = config or Config()
        chosen = (models or Models()).resolve(llm, base_url=llm_base_url, config=config.providers)
        vectors = get_embedder(embedder)  # before the store: a missing extra opens nothing
        store = (
            url
            if isinstance(url, Store)
            else open_store(url, read_only=read_only, cache_bytes=config.store.search_cache_bytes)
        )
        runtime = Runtime(store, vectors, chosen, config, clock or utc_now, policy)
        return cls(runtime, on_error=on_error, worker=worker and not store.read_only)

    @property
    def config(self) -> Config:
        """The settings this memory runs with."""
        return self._runtime.config

    @property
    def embedder(self) -> Embedder:
        """The embedder every vector of this memory comes from."""
        return self._runtime.embedder

    def now(self) -> datetime:
        """The memory's idea of the current time (the injected clock, or UTC now)."""
        return self._runtime.now()

    def close(self, timeout: float | None = None) -> None:
        """Stop the background worker and release the store.

        The job in flight is finished if it takes less than ``timeout`` seconds (default
        ``JobsConfig.close_timeout_seconds``); otherwise it is handed back, pending again with
        its lease released, so the next worker (or the next ``Memory.open``) runs it at once.
        Jobs not yet run stay queued and run the next time a worker starts. A process that
        ends without ``close()`` hands its job back the same way at exit.
        """
        self.jobs.close(timeout)
        self.audit.close()
        self._runtime.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the agent loop ---------------------------------------------------------------------

    def before_turn(
        self, scope: Scope, thread: str | None, message: str, *, purpose: str | None = None
    ) -> Context:
        """Prepare memory for the next model call: every tier's block for this message.

        ``Context.render()`` gives the text to append to the system prompt (today the
        ``<memory>`` block), or an empty string when nothing relevant is stored. The message
        is embedded once, for all tiers. The audit log records one ``read`` with the ids the
        blocks show (see ``GovernanceConfig.audit_reads``).

        Args:
            scope: Whose memory; agent and user are required.
            thread: The current conversation thread.
            message: The user's new message.
            purpose: What the context is for (``"support"``): entries tagged only for other
                purposes are left out. ``None``: no restriction.
        """
        require_scope(scope, "before_turn")
        runtime = self._runtime
        check_optional_id(thread, "before_turn thread")
        check_optional_id(purpose, "before_turn purpose")
        cap = runtime.config.limits.max_message_chars
        check_text(message, "before_turn message", limit=cap, setting=_MESSAGE_CAP, blank=True)
        query = TurnQuery(
            scope,
            thread,
            message,
            runtime.now(),
            runtime.embedder.embed_one,
            lambda: self.messages.window(scope, thread) if thread is not None else [],
            purpose,
        )
        with runtime.store.snapshot():  # every source reads the same state, in one transaction
            context = assemble(self._sources, query, runtime.config.context)
        served = [i for b in context.blocks for i in (*(r.entry.id for r in b.entries), *b.served)]
        self.audit.read(scope, served, via="before_turn", purpose=purpose)
        window = tuple(message.to_chat() for message in query.window)
        return Context(blocks=context.blocks, now=context.now, messages=window)

    def after_turn(
        self,
        scope: Scope,
        thread: str,
        messages: Iterable[Mapping[str, Any] | MessageDraft],
        sync: bool = False,
        *,
        injected: Context | Sequence[str] | None = None,
    ) -> Job | None:
        """Hand a finished turn to memory: store it durably and queue the tiers' jobs.

        The turn's messages (user and assistant messages with their tool calls, and tool
        results; system and developer messages are not kept) and the jobs the tiers ask for
        (extracting entries, embedding the messages, updating the profile and session memory,
        observing long threads) are written in one transaction, and the call returns at once;
        workers do the rest. Only user and assistant text ever reaches extraction. Submitting
        the same turn again returns the same job and stores nothing twice. Job failures never
        raise here: they are retried, logged and passed to ``on_error``.

        Args:
            scope: Whose memory; agent and user are required.
            thread: The conversation thread, recorded as the entries' provenance.
            messages: This turn's messages as chat-completions dicts (``{"role", "content",
                "id"?, "tool_calls"?, "tool_call_id"?, "name"?}``) or
                :class:`~episodic.MessageDraft` objects.
            sync: Run the turn's jobs now and return when each is done (or has failed once).
                Older queued jobs run first, so turns are processed in order.
            injected: The :class:`Context` ``before_turn`` returned for this turn, or the ids
                of the entries it showed (what a client of the REST API has); they are shown
                to the extractor as known memory, so they are not extracted again. Ids of
                entries no longer in the scope are passed over.

        Returns:
            The turn's extraction job: ``pending`` (or ``done``/``failed`` after ``sync``;
            ``failed`` at once for a permanent error such as an unknown model, with the
            provider's message in ``last_error``). ``None`` when the turn holds no user or
            assistant text (a turn of tool calls and results is stored for the window, but
            there is nothing to extract) or nothing to store at all.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The messages are malformed, or reuse ids of an earlier turn.
        """
        require_scope(scope, "after_turn")
        check_id(thread, "after_turn thread id")
        check_flag(sync, "after_turn sync")
        shown = _shown_ids(injected)
        drafts = turn_drafts(messages, self._runtime.config.limits)
        if not drafts:
            return None  # nothing to remember: no messages stored, no job queued
        if isinstance(injected, Context):
            known = tuple(r.entry.content for r in injected.entries)
        else:
            known = tuple(e.content for e in self.entries.shown(scope, shown))
        turn = Turn(
            scope, thread, tuple(drafts), turn_key(scope, thread, drafts), known, self.now()
        )
        with self._runtime.store.write() as tx:
            message_rows.store_turn(tx, turn)
            requests = [request for f in self._followers for request in f.follow(turn, tx)]
            queued = self.jobs.enqueue(tx, requests, turn.at)
        jobs = [job for job, _ in queued]
        if sync:
            jobs = [self.jobs.run_until_done(job) for job in jobs]
        elif any(created for _, created in queued):
            self.jobs.wake()
        return next((job for job in jobs if job.kind == self.entries.extraction.kind), None)

    def scopes(
        self, *, tenant: str | None = None, agent: str | None = None, user: str | None = None
    ) -> list[ScopeSummary]:
        """Every scope the database holds entries or messages for, with counts (no content).

        An operator's view across scopes (``episodic scopes``); filter by any of the three ids.
        """
        with self._runtime.store.read() as tx:
            return scope_rows.summaries(tx, tenant=tenant, agent=agent, user=user)

    def tools(
        self, scope: Scope, thread: str | None = None, *, purpose: str | None = None
    ) -> Tools:
        """Every enabled tool for this scope and thread, bound to them (a model cannot name
        another user or thread): ``recall_memory`` (read-only; searches for ``purpose``, and
        each call is audited as a read); ``update_profile`` while the profile is on;
        ``get_plan`` and ``update_plan`` while plans are on and a thread is given. Offer
        ``tool.definition()`` to the model, add ``.instructions`` to the system prompt and
        answer its calls with ``tool(...)``.
        """
        require_scope(scope, "tools")
        check_optional_id(thread, "tools thread")
        check_optional_id(purpose, "tools purpose")
        return bound_tools(self, scope, thread, purpose)

    # -- entries, for the loop's convenience (see memory.entries) ---------------------------

    def recall(
        self, scope: Scope, query: str, top_k: int | None = None, *, purpose: str | None = None
    ) -> list[Recalled]:
        """Search the scope's entries usable for ``purpose`` (any, when ``None``), best
        first, with every score (see :meth:`Entries.recall
        <episodic.entries.Entries.recall>`); empty when nothing is relevant enough."""
        return self.entries.recall(scope, query, top_k, purpose=purpose)

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
        **event: Any,
    ) -> Entry:
        """Store one entry directly; a duplicate reinforces what is stored, and the write
        policy may hold it for review or refuse it. ``event`` takes the event fields
        (``actor``, ``confidence``, ``source_trust``, ``privacy_class``, ``purpose``,
        ``resource_refs``); see :meth:`Entries.remember <episodic.entries.Entries.remember>`."""
        return self.entries.remember(
            scope,
            content,
            evidence=evidence,
            source=source,
            thread=thread,
            occurred_at=occurred_at,
            metadata=metadata,
            kind=kind,
            expires_at=expires_at,
            **event,
        )

    def remember_many(
        self,
        scope: Scope,
        items: Iterable[NewEntry | Mapping[str, Any]],
        *,
        on_progress: Callable[[int, int], None] | None = None,
    ) -> list[Entry]:
        """Store many entries at once: all validated first, then written in chunks, each in
        its own transaction; re-running an interrupted import adds no duplicates (see
        :meth:`Entries.remember_many <episodic.entries.Entries.remember_many>`)."""
        return self.entries.remember_many(scope, items, on_progress=on_progress)

    def correct(
        self,
        scope: Scope,
        entry_id: str,
        new_content: str,
        *,
        reason: str | None = None,
        **fields: Any,
    ) -> Entry:
        """Write ``new_content`` as the correction of an active entry: in one transaction the
        new entry (kind ``correction`` unless given) supersedes the old one, which stays in
        the timeline and is never recalled or injected again. ``fields`` takes
        :meth:`remember`'s (``evidence``, ``source``, the event fields, ...); see
        :meth:`Entries.correct <episodic.entries.Entries.correct>`."""
        return self.entries.correct(scope, entry_id, new_content, reason=reason, **fields)

    def timeline(
        self, scope: Scope, *, limit: int | None = None, include_inactive: bool = False
    ) -> list[Entry]:
        """The scope's entries with their sources, most recent first (see
        :meth:`Entries.timeline <episodic.entries.Entries.timeline>`)."""
        return self.entries.timeline(scope, limit=limit, include_inactive=include_inactive)

    # -- a person's data (see docs/erasure.md) ----------------------------------------------

    def erase(self, subject: Subject) -> Erasure:
        """Remove every row of a person (messages, entries and their evidence, vectors and
        index keys, profile, session and plan versions, observations, episodes, jobs and
        their payloads, audit records) in one transaction, keeping one ``erase`` audit record
        that names them by digest; then drop this process's indexes and reclaim the space
        (SQLite: ``secure_delete`` and a WAL truncation; PostgreSQL: ``VACUUM``). Returns
        counts per table, never content."""
        self.audit.flush()  # buffered read records are the person's too
        return self._eraser.erase(subject)

    def export(self, subject: Subject) -> dict[str, Any]:
        """Everything stored about a person as JSON-ready data: each table's rows (raw
        vectors left out, named under ``"omitted"``), their entries with evidence
        (``Entry.to_dict``) and their audit records. Recorded in the audit log (counts)."""
        self.audit.flush()
        return export_person(self._runtime, subject)

    def forget(self, scope: Scope, entry_id: str, reason: str) -> Forgotten:
        """Remove one entry and its evidence for good, take its words out of everything else
        the scope keeps (the messages it quoted and their search keys, observations, session
        memory, profile, plans, episode summaries, queued jobs: ``[forgotten]`` stands where
        they were), reclaim the space the old text held as :meth:`erase` does, and audit it
        (``forget``, with the reason). Nothing of it reaches a prompt again; see
        docs/erasure.md for what forgetting can and cannot find. Raises
        :class:`~episodic.NotFoundError` when the scope has no such entry."""
        return self._eraser.forget(scope, entry_id, reason)


def _shown_ids(injected: Context | Sequence[str] | None) -> list[str]:
    """The entry ids ``after_turn(injected=...)`` names (none for a context or ``None``)."""
    if injected is None or isinstance(injected, Context):
        return []
    if isinstance(injected, str | bytes) or not isinstance(injected, Sequence):
        raise ValidationError(
            "after_turn injected must be the Context before_turn returned, a list of the ids "
            f"of the entries it showed, or None; got {type(injected).__name__}."
        )
    return [check_id(entry_id, "after_turn injected entry id") for entry_id in injected]

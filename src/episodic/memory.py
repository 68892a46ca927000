"""The facade: one object with the agent-loop verbs, and one service per tier as attributes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Unpack

from episodic.config import Config
from episodic.context import Context
from episodic.context.loop import AgentLoop
from episodic.embedders import Embedder
from episodic.entries import Entries
from episodic.episodes import Episodes
from episodic.governance import Audit, Retention, default_policy
from episodic.governance.erasure import Eraser, Erasure, Forgotten
from episodic.governance.export import export as export_person
from episodic.governance.forgetting import Forgetter
from episodic.imports import Imports
from episodic.jobs import ErrorCallback, Handler, Jobs
from episodic.llms import LLM, Models
from episodic.messages import Messages
from episodic.models.entries import (
    CorrectionFields,
    Entry,
    EntryFields,
    NewEntries,
    Progress,
    Recalled,
    Remembered,
)
from episodic.models.governance import Subject, WritePolicy
from episodic.models.jobs import Job
from episodic.models.messages import MessageDraft
from episodic.models.scope import Scope, ScopeSummary
from episodic.observations import Observations
from episodic.plans import Plans
from episodic.profile import Profile
from episodic.runtime import Clock, Runtime, check_open, open_runtime
from episodic.sessions import Sessions
from episodic.stores import Store
from episodic.stores import scopes as scope_rows
from episodic.tools import Tools, bound_tools
from episodic.turns import one_call


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
        self.jobs = Jobs(runtime, on_error=on_error, background=worker)
        self.entries = Entries(runtime)
        self.observations = Observations(runtime)
        self.messages = Messages(
            runtime, self.audit, observed_until=self.observations.observed_until
        )
        self.profile = Profile(runtime)
        self.sessions = Sessions(runtime)
        self.plans = Plans(runtime)
        self.review = self.entries.review  # the entries held for review: pending/approve/deny
        self.episodes = Episodes(runtime, self.audit, self.jobs)
        forgetter = Forgetter(runtime, redacted=(self.messages.redacted, self.episodes.redacted))
        self.retention = Retention(runtime, self.audit, forgetter)
        self._eraser = Eraser(runtime, forgetter, caches=(self.messages.drop_cached,))
        tiers = (self.entries, self.messages, self.profile, self.sessions, self.observations)
        handlers: list[Handler] = [*self.entries.handlers, *self.retention.handlers]
        handlers += [handler for tier in (*tiers[1:], self.episodes) for handler in tier.handlers]
        followers = one_call(runtime, tiers, handlers)  # or one job for three tiers
        self.jobs.add(handlers)
        self.jobs.resume()  # turns queued by a process that exited or crashed run now
        # Sources in prompt order; entries lead the followers (after_turn returns their job).
        first = (self.profile, self.sessions, self.plans, self.observations, self.episodes)
        self._loop = AgentLoop(
            runtime,
            sources=(*first, self.entries, self.messages),
            followers=(*followers, self.retention, self.episodes),
            jobs=self.jobs,
            messages=self.messages,
            entries=self.entries,
            audit=self.audit,
        )
        self.imports = Imports(runtime, self._loop, self.audit, lambda r: Memory(r, worker=False))

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
        policy = policy or default_policy(config)
        runtime = open_runtime(
            url, embedder, llm, llm_base_url, models, config, clock, policy, read_only=read_only
        )
        return cls(runtime, on_error=on_error, worker=worker and not runtime.store.read_only)

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
        return self._loop.before_turn(scope, thread, message, purpose)

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
        return self._loop.after_turn(scope, thread, messages, sync, injected)

    def scopes(
        self, *, tenant: str | None = None, agent: str | None = None, user: str | None = None
    ) -> list[ScopeSummary]:
        """Every scope the database holds entries or messages for, with counts (no content).

        An operator's view across scopes (``episodic scopes``); filter by any of the three ids."""
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
        return bound_tools(self, scope, thread, purpose)

    # -- entries, for the loop's convenience (see memory.entries) ---------------------------

    def recall(
        self, scope: Scope, query: str, top_k: int | None = None, *, purpose: str | None = None
    ) -> list[Recalled]:
        """Search the scope's entries usable for ``purpose`` (any, when ``None``), best
        first, with every score (see :meth:`Entries.recall
        <episodic.entries.Entries.recall>`); empty when nothing is relevant enough."""
        return self.entries.recall(scope, query, top_k, purpose=purpose)

    def remember(self, scope: Scope, content: str, **fields: Unpack[EntryFields]) -> Entry:
        """Store one entry directly; a duplicate reinforces what is stored, and the write
        policy may hold it for review or refuse it. ``fields``: ``evidence``, ``source``,
        ``thread``, ``occurred_at``, ``metadata``, ``kind``, ``expires_at`` and the event fields
        (``actor``, ``confidence``, ``source_trust``, ``privacy_class``, ``purpose``,
        ``resource_refs``); see :meth:`Entries.remember <episodic.entries.Entries.remember>`."""
        return self.entries.remember(scope, content, **fields)

    def remember_many(
        self, scope: Scope, items: NewEntries, *, on_progress: Progress | None = None,
        strict: bool = False,
    ) -> Remembered:  # fmt: skip
        """Store many entries at once; a refused item is reported and the rest go in (see
        :meth:`Entries.remember_many <episodic.entries.Entries.remember_many>`)."""
        return self.entries.remember_many(scope, items, on_progress=on_progress, strict=strict)

    def correct(
        self, scope: Scope, entry_id: str, new_content: str, **fields: Unpack[CorrectionFields]
    ) -> Entry:
        """Write ``new_content`` as the correction of an active entry: in one transaction the
        new entry (kind ``correction`` unless given) supersedes the old one, which stays in
        the timeline and is never recalled or injected again. ``fields``: :meth:`remember`'s
        and ``reason``; see :meth:`Entries.correct <episodic.entries.Entries.correct>`."""
        return self.entries.correct(scope, entry_id, new_content, **fields)

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
        that names them by a digest keyed with the installation's secret; then drop this
        process's indexes and reclaim the space (SQLite: ``secure_delete`` and a WAL
        truncation; PostgreSQL: ``VACUUM``). A read of the person in flight leaves no record
        naming them. Returns counts per table, never content."""
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
        they were, cut or reflowed copies included), reclaim the space the old text held as
        :meth:`erase` does, and audit it (``forget``, with the reason). A background job that
        read the words before the forget committed writes nothing and runs again. Nothing of
        it reaches a prompt again; see docs/erasure.md for what forgetting can and cannot
        find. Raises :class:`~episodic.NotFoundError` when the scope has no such entry."""
        return self._eraser.forget(scope, entry_id, reason)

"""The write path of :class:`~episodic.Memory`: ``after_turn`` and the job queue around it.

Kept apart from ``memory.py`` so each file stays readable; ``Memory`` inherits these methods and
is still the one object users see.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from episodic.config import Config
from episodic.context import Context
from episodic.embedders import Embedder
from episodic.entries.extract import Extractor
from episodic.entries.pipeline import TurnContext, TurnOutcome, build_turn
from episodic.entries.transcript import KNOWN_MEMORY_ROLE, turn_drafts, turn_key
from episodic.errors import ConfigError, ValidationError
from episodic.jobs import ErrorCallback, Worker
from episodic.models import Scope
from episodic.stores.base import Job, JobStatus, JobStore, Message, MessageDraft, Store


class WritePath:
    """``after_turn``, job inspection and the background worker (mixed into ``Memory``)."""

    store: Store
    embedder: Embedder
    config: Config
    extractor: Extractor
    now: Callable[[], datetime]
    _guard: bool
    _background: bool
    _on_error: ErrorCallback | None
    _worker: Worker | None
    _worker_lock: threading.Lock

    def after_turn(
        self,
        scope: Scope,
        thread: str,
        messages: Iterable[Mapping[str, Any] | MessageDraft],
        sync: bool = False,
        *,
        injected: Context | None = None,
    ) -> Job:
        """Hand a finished turn to memory: store it durably and extract entries from it.

        The turn's user and assistant text (tool calls and tool results are dropped) and an
        extraction job are written in one transaction, and the call returns at once; a worker
        extracts, checks the evidence, dedupes and stores the entries. Submitting the same
        turn again returns the same job and extracts nothing twice. Extraction failures never
        raise here: they are retried, logged and passed to ``on_error``.

        Args:
            scope: Whose memory; agent and user are required.
            thread: The conversation thread, recorded as the entries' provenance.
            messages: This turn's messages as ``{"role", "content", "id"?}`` dicts or
                :class:`~episodic.MessageDraft` objects.
            sync: Run extraction now and return when it is done (or has failed once). Any
                older queued turns run first, so turns are processed in order.
            injected: The :class:`Context` ``before_turn`` returned for this turn; its entries
                are shown to the extractor as known memory, so they are not extracted again.

        Returns:
            The job: ``pending`` (or ``done``/``failed`` after ``sync=True``).

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The messages are malformed, or reuse ids of an earlier turn.
            ConfigError: The store has no job queue.
        """
        scope.require_complete("after_turn")
        if not isinstance(thread, str) or not thread.strip():
            raise ValidationError("after_turn needs a thread id (a non-empty string).")
        if not isinstance(self.store, JobStore):
            raise ConfigError(f"{type(self.store).__name__} has no job queue for after_turn.")
        drafts = turn_drafts(messages)
        known = [] if injected is None else [r.entry.content for r in injected.entries]
        rows = [*drafts, *(MessageDraft(role=KNOWN_MEMORY_ROLE, content=k) for k in known)]
        job, created = self.store.enqueue_turn(
            scope,
            thread,
            rows,
            turn_key=turn_key(scope, thread, drafts),
            max_attempts=self.config.max_attempts,
            now=self.now(),
        )
        if sync:
            return self._run_until_done(job)
        if created and self._background:
            self._ensure_worker().wake()
        return job

    def process_jobs(self, max_jobs: int | None = None) -> int:
        """Run due extraction jobs in the calling thread until none is left; returns how many.

        Useful in scripts and tests, and what ``episodic worker --once`` does.
        """
        return self._new_worker().run_until_idle(max_jobs)

    def jobs(self, *, status: JobStatus | None = None, limit: int = 100) -> list[Job]:
        """Extraction jobs across all scopes, newest first (an operator's view)."""
        return self._queue().list_jobs(status=status, limit=limit)

    def retry_job(self, job_id: str) -> Job:
        """Put a ``failed`` job back in the queue with a fresh set of attempts."""
        job = self._queue().retry_job(job_id, now=self.now())
        if self._background:
            self._ensure_worker().wake()
        return job

    def worker(self) -> Worker:
        """A new worker bound to this memory, e.g. to run it as a process's main loop."""
        return self._new_worker()

    def _queue(self) -> JobStore:
        if not isinstance(self.store, JobStore):
            raise ConfigError(f"{type(self.store).__name__} has no job queue.")
        return self.store

    def _new_worker(self) -> Worker:
        return Worker(
            self._queue(),
            self._build_turn,
            config=self.config,
            clock=self.now,
            on_error=self._on_error,
        )

    def _ensure_worker(self) -> Worker:
        with self._worker_lock:
            if self._worker is None:
                self._worker = self._new_worker()
                self._worker.start()
            return self._worker

    def _run_until_done(self, job: Job) -> Job:
        if job.status in ("done", "failed"):
            return job
        runner = self._new_worker()
        queue = self._queue()
        while True:
            ran = runner.run_once()
            if ran is not None and ran.id == job.id:
                return ran
            if ran is None:
                current = queue.get_job(job.id) or job
                if current.status != "running":
                    return current
                # Another worker holds it: wait for it, or for its lease to run out.
                time.sleep(0.02)

    def _build_turn(self, job: Job, messages: Sequence[Message], now: datetime) -> TurnOutcome:
        context = TurnContext(
            store=self.store,
            embedder=self.embedder,
            extractor=self.extractor,
            config=self.config,
            guard=self._guard,
            now=now,
        )
        return build_turn(context, job.scope, job.thread_id, messages)

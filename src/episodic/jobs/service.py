"""``memory.jobs``: the queue as a memory's users see it, and its background worker."""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Sequence
from datetime import datetime

from episodic.errors import LIST_JOBS, NotFoundError
from episodic.jobs.worker import ErrorCallback, Handler, Worker
from episodic.models import JOB_STATUSES, Job, JobRequest, JobStatus
from episodic.models.validation import check_choice, check_count, check_id, check_optional_id
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import jobs as rows


class Jobs:
    """The durable job queue of one memory: what is queued, failed or done, and who runs it.

    Jobs hold the background work of every tier (today: extracting entries from each stored
    turn). The list spans all scopes: it is an operator's view, never shown to end users.

    Args:
        runtime: The store, configuration and clock.
        handlers: The handler of each job kind.
        on_error: Called as ``on_error(exception, job)`` whenever an attempt fails.
        background: Run due jobs on a background thread of this process, started when work
            is queued (or retried) or, by :meth:`resume`, when the queue holds unfinished jobs.
            The thread hands its job back when the process exits without :meth:`close`.
    """

    def __init__(
        self,
        runtime: Runtime,
        handlers: Sequence[Handler] = (),
        *,
        on_error: ErrorCallback | None = None,
        background: bool = True,
    ) -> None:
        self._runtime = runtime
        self._handlers = {handler.kind: handler for handler in handlers}
        self._on_error = on_error
        self._background = background
        self._thread_worker: Worker | None = None
        self._lock = threading.Lock()
        #: Jobs due or running when the memory opened with its worker on (left by a process
        #: that stopped); without a worker, see :meth:`backlog`.
        self.waiting_at_start = 0

    @property
    def kinds(self) -> frozenset[str]:
        """The kinds of job this memory can run. A job of another kind waits for a process
        that can: the profile, session and observation jobs need a model (``llm=``), so a
        memory opened without one leaves them pending."""
        return frozenset(self._handlers)

    def list(
        self,
        *,
        status: JobStatus | None = None,
        limit: int = 100,
        tenant: str | None = None,
        agent: str | None = None,
        offset: int = 0,
    ) -> list[Job]:
        """Jobs newest first, optionally of one status, and of one tenant (and agent of it)
        only: a server lists the jobs its API key reaches, never another tenant's. ``offset``
        skips that many of the newest (for paging)."""
        if status is not None:
            check_choice(status, "jobs.list status", JOB_STATUSES)
        check_count(limit, "jobs.list limit")
        check_count(offset, "jobs.list offset", minimum=0)
        check_optional_id(tenant, "jobs.list tenant")
        check_optional_id(agent, "jobs.list agent")
        with self._runtime.store.read() as tx:
            return rows.listing(
                tx, status=status, limit=limit, tenant=tenant, agent=agent, offset=offset
            )

    def get(self, job_id: str) -> Job:
        """One job by id.

        Raises:
            NotFoundError: No job has that id.
        """
        check_id(job_id, "job id")
        with self._runtime.store.read() as tx:
            job = rows.get(tx, job_id)
        if job is None:
            raise NotFoundError(f"No job {job_id!r}.", hints=LIST_JOBS)
        return job

    def retry(self, job_id: str) -> Job:
        """Put a ``failed`` job back in the queue with a fresh set of attempts.

        Raises:
            NotFoundError: No job has that id.
            ValidationError: The job has not failed.
        """
        check_id(job_id, "job id")
        with self._runtime.store.write() as tx:
            job = rows.retry(tx, job_id, now=self._runtime.now())
        self.wake()
        return job

    def run_pending(self, max_jobs: int | None = None) -> int:
        """Run due jobs in the calling thread until none is left; returns how many ran.

        Useful in scripts and tests, and what ``episodic worker --once`` does.
        """
        return self.worker().run_until_idle(max_jobs)

    def worker(self) -> Worker:
        """A new worker for this memory's jobs, e.g. to run as a process's main loop."""
        return Worker(
            self._runtime.store,
            self._handlers,
            config=self._runtime.config.jobs,
            clock=self._runtime.now,
            on_error=self._on_error,
        )

    # -- used by the facade -----------------------------------------------------------------

    def add(self, handlers: Sequence[Handler]) -> None:
        """Run jobs of these kinds too (the tiers' handlers, given once they are built)."""
        self._handlers.update((handler.kind, handler) for handler in handlers)

    def enqueue(
        self, tx: Tx, requests: Sequence[JobRequest], now: datetime
    ) -> Sequence[tuple[Job, bool]]:
        """Queue ``requests`` in the caller's transaction, as of ``now``; each with whether it
        is new."""
        attempts = self._runtime.config.jobs.max_attempts
        return [rows.enqueue(tx, r, max_attempts=attempts, now=now) for r in requests]

    def resume(self) -> bool:
        """Start the background worker if the queue holds unfinished jobs (left by a process
        that exited or crashed); returns whether it did. Due jobs then run at once, and so do
        jobs leased to a worker whose process on this machine is gone; those of a worker
        elsewhere once their lease runs out."""
        if not self._background:
            return False
        with self._runtime.store.read() as tx:
            waiting = rows.unfinished(tx, sorted(self._handlers))
        if waiting:
            self.waiting_at_start = self.backlog()  # counted before the worker takes any
            self.wake()
        return waiting

    def backlog(self) -> int:
        """How many jobs, in every scope, are due or running now (delayed ones aside); see
        also ``waiting_at_start``."""
        with self._runtime.store.read() as tx:
            return rows.backlog(tx, now=self._runtime.now())

    def depth(self) -> dict[tuple[str, str], int]:
        """How many jobs of each kind are ``pending``, ``running`` or ``failed``, in every
        scope, keyed ``(kind, status)`` (the queue depth a metrics scrape reports)."""
        with self._runtime.store.read() as tx:
            return rows.depth(tx)

    def wake(self) -> None:
        """Have the background worker (started now if needed) look for due jobs."""
        if not self._background:
            return
        with self._lock:
            if self._thread_worker is None:
                self._thread_worker = self.worker()
                self._thread_worker.start()
                # A script may end without close(): give the job in flight back at exit,
                # rather than leave it leased to a thread that is about to vanish.
                atexit.register(self._at_exit)
            self._thread_worker.wake()

    def run_until_done(self, job: Job) -> Job:
        """Run jobs in this thread, oldest first, until ``job`` has run (done, or failed once;
        a run its scope's forget voided does not count).

        If another worker holds it, wait for that worker, or for its lease to run out. A job
        that is not due yet (a delayed job, such as a session's idle check) is returned
        pending at once, and nothing else is run for it.
        """
        if job.status in ("done", "failed"):
            return job
        if job.status == "pending" and job.run_after > self._runtime.now():
            return job
        runner = self.worker()
        while True:
            ran = runner.run_once()
            if ran is not None and ran.id == job.id and runner.outcome != "rerun":
                return ran
            if ran is None:
                current = self.get(job.id)
                if current.status != "running":
                    return current
                time.sleep(0.02)

    def close(self, timeout: float | None = None) -> bool:
        """Stop the background worker once the job it is running is done, or hand that job
        back when ``timeout`` passes first.

        Args:
            timeout: Seconds to wait; defaults to ``JobsConfig.close_timeout_seconds``.

        Returns:
            Whether the worker finished in time (``False``: its job was handed back, pending
            again with its lease released, so the next worker claims it at once).
        """
        with self._lock:
            worker, self._thread_worker = self._thread_worker, None
        if worker is None:
            return True
        atexit.unregister(self._at_exit)
        if timeout is None:
            timeout = self._runtime.config.jobs.close_timeout_seconds
        return worker.stop(timeout)

    def _at_exit(self) -> None:
        with self._lock:
            worker, self._thread_worker = self._thread_worker, None
        if worker is not None:
            worker.stop(0)

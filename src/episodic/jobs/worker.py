"""The worker: claims jobs, runs their handlers, commits their results under the lease, retries.

One :class:`Worker` runs jobs of every kind it has a handler for. ``Memory`` starts one on a
background thread when a turn is stored (unless told not to); ``episodic worker`` runs one as
its own process; ``after_turn(..., sync=True)`` drives one inline. Several may share a
database: a job is claimed under a lease, a handler's writes and the job's completion commit in
one transaction, and a job whose worker died is taken over once the lease runs out, so each job
takes effect exactly once.

While a handler runs, a :class:`~episodic.jobs.lease.Heartbeat` renews the job's lease, so a
slow job keeps its worker and only a worker that is really gone is taken over. A worker that
stops mid-job (``close()``, the end of the process, Ctrl-C) hands the job back: pending again
at once, the attempt not counted.

Forgetting is final (:mod:`episodic.stores.forgets`): the worker notes the scope's forget
count before the handler reads, and checks it under the scope's forget lock in the transaction
that would write the results. When a ``forget`` or ``prune`` of the scope committed in between,
the handler may have read the forgotten words, so nothing is written: the job is handed back,
the attempt not counted, and runs again on what is left (outcome ``rerun``). This one check
covers every job kind, present and future.

Failures never propagate into the agent's turn. They are passed to the ``on_error`` callback
and retried with exponential backoff until the job's attempts are used up; a permanent failure
(see :func:`episodic.errors.is_permanent`: an unknown model, a rejected key) fails the job at
once. A failed job stays ``failed`` with its last error (credentials removed), for ``episodic
jobs`` to show and ``episodic jobs retry`` to restart. The ``episodic`` logger gets one line
per job run: kind, id, key, outcome, attempt and duration (never content or credentials).
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol

from episodic.config import JobsConfig
from episodic.errors import LeaseLostError, is_permanent, redact
from episodic.jobs.lease import Heartbeat, release_dead
from episodic.models import Job
from episodic.stores import Store, Tx
from episodic.stores import forgets as forget_rows
from episodic.stores import jobs as rows
from episodic.telemetry import Span, current

logger = logging.getLogger("episodic")

ErrorCallback = Callable[[Exception, Job], None]

# The level of each job's one log line, by outcome.
_LEVELS = {
    "done": logging.INFO,
    "handed back": logging.INFO,
    "rerun": logging.INFO,
    "retrying": logging.WARNING,
    "lease lost": logging.WARNING,
    "failed": logging.ERROR,
}


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a handler made of a job: the writes to apply and the report to keep.

    Attributes:
        write: Applies the job's results inside the transaction that completes it.
        result: The job's report (counts, token usage), kept with the job.
    """

    write: Callable[[Tx], None]
    result: dict[str, Any] = field(default_factory=dict)


class Handler(Protocol):
    """Runs the jobs of one kind. Reads what it needs, computes, and returns its writes; it
    never writes itself, so a job whose lease was lost leaves nothing behind."""

    kind: str

    def run(self, job: Job, now: datetime) -> Outcome:
        """Work out the job's results. Raise to fail the attempt: it is retried with backoff,
        unless the error is permanent (:func:`episodic.errors.is_permanent`)."""
        ...


def backoff_seconds(config: JobsConfig, attempts: int) -> float:
    """Delay before the next attempt after ``attempts`` failed ones: doubling, capped."""
    return float(min(config.retry_max_seconds, config.retry_base_seconds * 2 ** (attempts - 1)))


def worker_name() -> str:
    """A name unique to this worker: host, process and a random suffix."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class Worker:
    """Claims and runs jobs, in the calling thread or on a background thread.

    Args:
        store: Where the queue lives.
        handlers: The handler of each job kind this worker runs; it claims no other kind.
        config: Lease, backoff and polling settings.
        clock: Returns "now".
        on_error: Called with the exception and the job (as stored after the failure) each
            time an attempt fails. Exceptions it raises are logged and ignored.
    """

    def __init__(
        self,
        store: Store,
        handlers: Mapping[str, Handler],
        *,
        config: JobsConfig,
        clock: Callable[[], datetime],
        on_error: ErrorCallback | None = None,
    ) -> None:
        self.store = store
        self.handlers = dict(handlers)
        self.config = config
        self.clock = clock
        self.on_error = on_error
        self.name = worker_name()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        # The job in flight and its heartbeat; guarded so a stop can hand it back. Reentrant:
        # `episodic worker` calls stop() from a signal handler on the thread that runs jobs.
        self._state = threading.RLock()
        self._current: tuple[Job, Heartbeat] | None = None
        self._handed_back: set[str] = set()
        #: How the last job this worker ran ended (``done``, ``rerun``, ``retrying``, ...).
        self.outcome = ""

    # -- running jobs -----------------------------------------------------------------------

    def run_once(self) -> Job | None:
        """Claim the oldest runnable job and run it; ``None`` when nothing was runnable."""
        with self.store.write() as tx:
            job = rows.claim(
                tx,
                self.name,
                kinds=sorted(self.handlers),
                lease_seconds=self.config.lease_seconds,
                now=self.clock(),
            )
        return None if job is None else self.run(job)

    def run_until_idle(self, max_jobs: int | None = None) -> int:
        """Run jobs until none is runnable (or ``max_jobs`` ran); returns how many ran.

        Like a worker's loop, it first releases the jobs of dead workers of this machine.
        """
        self._release_dead()
        count = 0
        while (max_jobs is None or count < max_jobs) and self.run_once() is not None:
            count += 1
        return count

    def run(self, job: Job) -> Job:
        """Run one claimed job to completion, a recorded failure or a hand-back. Never raises
        for a failed attempt; returns the job as stored afterwards.

        An interrupt (Ctrl-C) or exit during the handler hands the job back and propagates.
        """
        started = time.monotonic()
        hooks = current()
        with hooks.span("episodic.job", **{"episodic.job.kind": job.kind}) as span:
            try:
                outcome, stored, error = self._attempt(job)
            except BaseException:
                self._give_back(job)
                raise
            finally:
                with self._state:
                    self._current = None
            _report(span, job, outcome, stored)
        self.outcome = outcome
        seconds = time.monotonic() - started
        hooks.job_done(job.kind, outcome, seconds, stored.result if outcome == "done" else {})
        _log(job, outcome, seconds, error)
        return stored

    def _attempt(self, job: Job) -> tuple[str, Job, Exception | None]:
        beat = Heartbeat(
            self.store,
            job,
            self.name,
            lease_seconds=self.config.lease_seconds,
            clock=self.clock,
        )
        with self._state:
            stopping = self._stop.is_set()
            self._current = None if stopping else (job, beat)
        if stopping:  # claimed just as the worker was told to stop: give it straight back
            self._give_back(job)
            return "handed back", job, None
        started = time.monotonic()
        try:
            with beat:
                mark = self._forgets(job)  # before the handler reads anything
                outcome = self.handlers[job.kind].run(job, self.clock())
            if not self._commit(job, outcome, mark, started):
                return "rerun", self._stored(job), None
        except Exception as exc:
            if job.id in self._handed_back:
                return "handed back", job, None  # the store may be closed already: touch nothing
            if isinstance(exc, LeaseLostError):
                # Another worker owns the job now and will complete it; ours is void by design.
                return "lease lost", self._stored(job), exc
            return self._failed(job, exc)
        return "done", self._stored(job), None

    def _forgets(self, job: Job) -> int | None:
        """The forget count of the job's scope (``None``: a job of no one scope)."""
        if not job.scope.is_complete:
            return None
        with self.store.read() as tx:
            return forget_rows.count(tx, job.scope)

    def _commit(self, job: Job, outcome: Outcome, mark: int | None, started: float) -> bool:
        """Write the job's results and complete it, in one transaction under its lease;
        ``False`` (nothing written, the job handed back) when its scope forgot something
        since the job read it: what it read may hold the forgotten words. ``started``: when
        the attempt began (``time.monotonic``)."""
        with self.store.write() as tx:
            # The forget lock first, before the job's row: forgets take it first too.
            forgets = None if mark is None else forget_rows.locked_count(tx, job.scope)
            if not rows.holds(tx, job, self.name):
                raise LeaseLostError(_lost(job, self.name, rows.get(tx, job.id)))
            if forgets != mark:
                rows.hand_back(tx, job, self.name, now=self.clock())
                return False
            outcome.write(tx)
            # The attempt's seconds (the handler and its write) sit beside the tokens it
            # spent, so the cost of each job is in one place.
            seconds = round(time.monotonic() - started, 3)
            result = {**outcome.result, "attempt": job.attempts, "seconds": seconds}
            rows.complete(tx, job, result=result, now=self.clock())
        return True

    def _stored(self, job: Job) -> Job:
        with self.store.read() as tx:
            return rows.get(tx, job.id) or job

    def _failed(self, job: Job, error: Exception) -> tuple[str, Job, Exception]:
        now = self.clock()
        final = job.attempts >= job.max_attempts or is_permanent(error)
        retry_at = (
            None if final else now + timedelta(seconds=backoff_seconds(self.config, job.attempts))
        )
        with self.store.write() as tx:
            stored = rows.fail(
                tx, job, self.name, error=_describe(error), retry_at=retry_at, now=now
            )
        if stored.status == "running":  # taken over meanwhile: the new holder records its own
            return "lease lost", stored, error
        if self.on_error is not None:
            try:
                self.on_error(error, stored)
            except Exception:
                logger.exception("the on_error callback raised")
        return ("failed" if final else "retrying"), stored, error

    def _give_back(self, job: Job) -> None:
        """Return a job this worker holds to the queue at once (best effort)."""
        self._handed_back.add(job.id)
        try:
            with self.store.write() as tx:
                rows.hand_back(tx, job, self.name, now=self.clock())
        except Exception:
            logger.warning("job %s could not be handed back; its lease will run out", job.id)

    def hand_back(self) -> Job | None:
        """Give the job in flight (if any) back to the queue, released at once; its handler's
        result, when it comes, is discarded. Returns that job."""
        with self._state:
            current, self._current = self._current, None
        if current is None:
            return None
        job, beat = current
        beat.stop()
        self._give_back(job)
        return job

    # -- background thread ------------------------------------------------------------------

    def start(self) -> None:
        """Run jobs on a daemon thread until :meth:`stop`."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._loop, name="episodic-worker", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        """Tell the background thread a job may be waiting."""
        self._wake.set()

    def stop(self, timeout: float | None = None) -> bool:
        """Stop the background thread once the job it is running is finished.

        Args:
            timeout: Seconds to wait for that job; when they pass first, the job is handed
                back (pending again, its lease released) and the thread is left to wind down
                on its own. ``None`` waits as long as the job takes.

        Returns:
            Whether the thread finished in time (``False``: a job was handed back).
        """
        self._stop.set()
        self._wake.set()
        thread, self._thread = self._thread, None
        if thread is None:
            return True
        thread.join(timeout)
        if not thread.is_alive():
            return True
        self.hand_back()
        return False

    def serve(self) -> None:
        """Run jobs in the calling thread until :meth:`stop` is called from elsewhere."""
        self._loop()

    def _release_dead(self) -> None:
        """Jobs a killed process of this machine still holds run now, not once their leases
        run out: done once, when a worker starts."""
        try:
            if not self.store.read_only:
                release_dead(self.store, self.clock())
        except Exception:
            logger.exception("the worker could not release the leases of dead workers")

    def _loop(self) -> None:
        self._release_dead()
        while not self._stop.is_set():
            self._wake.clear()
            try:
                job = self.run_once()
            except Exception:
                # The store itself failed (disk full, locked too long): keep the thread alive.
                if self._stop.is_set():
                    return
                logger.exception("the worker could not claim or record a job")
                job = None
            if job is None:
                self._wake.wait(self.config.poll_seconds)


def _describe(error: Exception) -> str:
    """The error as stored in the job row and logged: its type and text, credentials removed."""
    return redact(f"{type(error).__name__}: {error}")[:2000]


def _lost(job: Job, worker: str, current: Job | None) -> str:
    """Why ``worker`` no longer holds ``job``, for the error and the log."""
    lead = f"Job {job.id} ({job.kind}), attempt {job.attempts} by {worker}, lost its lease: "
    if current is None:
        return lead + "the job was deleted while it ran (erased?); its result is discarded."
    if current.status == "running":
        return lead + (
            f"the lease ran out without renewal and {current.lease_owner} took it over "
            f"(attempt {current.attempts}); this worker stalled for longer than "
            "jobs.lease_seconds, and its result is discarded."
        )
    if current.status == "pending":
        return lead + "it was handed back to the queue while it ran; its result is discarded."
    return lead + f"it is already {current.status}; this result is discarded."


def _report(span: Span, job: Job, outcome: str, stored: Job) -> None:
    """What a job's span says: its attempt and outcome, and from its report the tokens its
    model calls spent and the entries it wrote, dropped and held."""
    span.set("episodic.job.attempt", job.attempts)
    span.set("episodic.job.outcome", outcome)
    if outcome != "done":
        return
    result = stored.result
    usage = result.get("usage")
    if isinstance(usage, dict):
        span.set("gen_ai.usage.input_tokens", _count(usage.get("input_tokens")))
        span.set("gen_ai.usage.output_tokens", _count(usage.get("output_tokens")))
    if "entries" in result:
        held = _count(result.get("held_for_review"))
        span.set("episodic.entries.written", _count(result["entries"]) - held)
        span.set("episodic.entries.held", held)
    dropped = result.get("dropped")
    if isinstance(dropped, dict):
        span.set("episodic.entries.dropped", sum(map(_count, dropped.values())))


def _count(value: object) -> int:
    """A count from a job's report; anything else is 0."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _log(job: Job, outcome: str, seconds: float, error: Exception | None) -> None:
    """The one line a worker logs per job it runs (no content, no credentials)."""
    logger.log(
        _LEVELS[outcome],
        "job %s %s key=%s: %s, attempt %d of %d, %.2f s%s",
        job.kind,
        job.id,
        job.key,
        outcome,
        job.attempts,
        job.max_attempts,
        seconds,
        "" if error is None else f": {_describe(error)}",
    )

"""The worker: claims jobs, runs their handlers, commits their results under the lease, retries.

One :class:`Worker` runs jobs of every kind it has a handler for. ``Memory`` starts one on a
background thread when a turn is stored (unless told not to); ``episodic worker`` runs one as
its own process; ``after_turn(..., sync=True)`` drives one inline. Several may share a
database: a job is claimed under a lease, a handler's writes and the job's completion commit in
one transaction, and a job whose worker died is taken over once the lease runs out, so each job
takes effect exactly once.

Failures never propagate into the agent's turn. They are logged under the ``episodic`` logger,
passed to the ``on_error`` callback, and retried with exponential backoff until the job's
attempts are used up; then the job stays ``failed`` with its last error, for ``episodic jobs``
to show and ``episodic jobs retry`` to restart.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol

from episodic.config import JobsConfig
from episodic.errors import LeaseLostError
from episodic.models import Job
from episodic.stores import Store, Tx
from episodic.stores import jobs as rows

logger = logging.getLogger("episodic")

ErrorCallback = Callable[[Exception, Job], None]


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
        """Work out the job's results. Raise to have the attempt retried."""
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
        """Run jobs until none is runnable (or ``max_jobs`` ran); returns how many ran."""
        count = 0
        while (max_jobs is None or count < max_jobs) and self.run_once() is not None:
            count += 1
        return count

    def run(self, job: Job) -> Job:
        """Run one claimed job to completion or to a recorded failure. Never raises for a
        failed attempt; returns the job as stored afterwards."""
        try:
            outcome = self.handlers[job.kind].run(job, self.clock())
            with self.store.write() as tx:
                if not rows.holds(tx, job, self.name):
                    raise LeaseLostError(
                        f"Job {job.id} is no longer held by {self.name}; another worker took "
                        "it over."
                    )
                outcome.write(tx)
                result = {**outcome.result, "attempt": job.attempts}
                rows.complete(tx, job, result=result, now=self.clock())
        except LeaseLostError as exc:
            # Another worker owns the job now and will complete it; ours is void by design.
            logger.warning("%s", exc)
            return self._stored(job)
        except Exception as exc:
            return self._failed(job, exc)
        logger.debug("job %s (%s) done", job.id, job.kind)
        return self._stored(job)

    def _stored(self, job: Job) -> Job:
        with self.store.read() as tx:
            return rows.get(tx, job.id) or job

    def _failed(self, job: Job, error: Exception) -> Job:
        now = self.clock()
        final = job.attempts >= job.max_attempts
        retry_at = (
            None if final else now + timedelta(seconds=backoff_seconds(self.config, job.attempts))
        )
        message = f"{type(error).__name__}: {error}"
        with self.store.write() as tx:
            stored = rows.fail(tx, job, self.name, error=message, retry_at=retry_at, now=now)
        if final:
            logger.error(
                "job %s failed for good after %d attempts: %s", job.id, job.attempts, message
            )
        else:
            logger.warning(
                "job %s attempt %d failed, retrying at %s: %s",
                job.id,
                job.attempts,
                retry_at.isoformat() if retry_at else "-",
                message,
            )
        if self.on_error is not None:
            try:
                self.on_error(error, stored)
            except Exception:
                logger.exception("the on_error callback raised")
        return stored

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

    def stop(self, timeout: float | None = None) -> None:
        """Stop the background thread after the job it is running, if any."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def serve(self) -> None:
        """Run jobs in the calling thread until :meth:`stop` is called from elsewhere."""
        self._loop()

    def _loop(self) -> None:
        while not self._stop.is_set():
            self._wake.clear()
            try:
                job = self.run_once()
            except Exception:
                # The store itself failed (disk full, locked too long): keep the thread alive.
                logger.exception("the worker could not claim or record a job")
                job = None
            if job is None:
                self._wake.wait(self.config.poll_seconds)

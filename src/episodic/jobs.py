"""The durable queue's worker: claims extraction jobs, runs them, retries, reports failures.

One :class:`Worker` runs jobs from any store that implements
:class:`~episodic.stores.base.JobStore`. ``Memory`` starts one on a background thread the
first time ``after_turn`` is called (unless told not to); ``episodic worker`` runs one as its
own process; ``after_turn(..., sync=True)`` drives one inline. Several may share a database:
a job is claimed under a lease, its entries and its completion commit in one transaction, and
a job whose worker died is taken over once the lease runs out, so each turn is stored exactly
once.

Failures never propagate into the agent's turn. They are logged under the ``episodic-memory``
logger, passed to the ``on_error`` callback, and retried with exponential backoff until
``Config.max_attempts`` is used up; then the job stays ``failed`` with its last error, for
``episodic jobs`` to show and ``episodic jobs retry`` to restart.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from episodic.config import Config
from episodic.entries.pipeline import TurnOutcome
from episodic.errors import LeaseLostError
from episodic.stores.base import Job, JobStore, Message

logger = logging.getLogger("episodic-memory")

ErrorCallback = Callable[[Exception, Job], None]
BuildTurn = Callable[[Job, Sequence[Message], datetime], TurnOutcome]


def backoff_seconds(config: Config, attempts: int) -> float:
    """Delay before the next attempt after ``attempts`` failed ones: doubling, capped."""
    return float(min(config.retry_max_seconds, config.retry_base_seconds * 2 ** (attempts - 1)))


def worker_name() -> str:
    """A name unique to this worker: host, process and a random suffix."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class Worker:
    """Claims and runs jobs, in the calling thread or on a background thread.

    Args:
        store: The queue.
        build: Runs the pipeline for a job's messages and returns what to write.
        config: Attempts, lease, backoff and polling settings.
        clock: Returns "now".
        on_error: Called with the exception and the job (as stored after the failure) each time
            an attempt fails. Exceptions it raises are logged and ignored.
    """

    def __init__(
        self,
        store: JobStore,
        build: BuildTurn,
        *,
        config: Config,
        clock: Callable[[], datetime],
        on_error: ErrorCallback | None = None,
    ) -> None:
        self.store = store
        self.build = build
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
        job = self.store.claim_job(
            self.name, lease_seconds=self.config.job_lease_seconds, now=self.clock()
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
        failed extraction; returns the job as stored afterwards."""
        try:
            outcome = self.build(job, self.store.job_messages(job), self.clock())
            result = {
                **outcome.result,
                "entries": len(outcome.drafts),
                "reinforced": len(outcome.reinforcements),
                "attempt": job.attempts,
            }
            written = self.store.finish_job(
                job,
                self.name,
                drafts=outcome.drafts,
                reinforcements=outcome.reinforcements,
                result=result,
                now=self.clock(),
            )
        except LeaseLostError as exc:
            # Another worker owns the job now and will store it; ours is void by design.
            logger.warning("episodic-memory: %s", exc)
            return self.store.get_job(job.id) or job
        except Exception as exc:
            return self._failed(job, exc)
        created = sum(w.created for w in written)
        logger.debug("episodic-memory: job %s done, %d new entries", job.id, created)
        return self.store.get_job(job.id) or job

    def _failed(self, job: Job, error: Exception) -> Job:
        now = self.clock()
        final = job.attempts >= job.max_attempts
        retry_at = (
            None if final else now + timedelta(seconds=backoff_seconds(self.config, job.attempts))
        )
        message = f"{type(error).__name__}: {error}"
        stored = self.store.fail_job(job, self.name, error=message, retry_at=retry_at, now=now)
        if final:
            logger.error(
                "episodic-memory: job %s failed for good after %d attempts: %s",
                job.id,
                job.attempts,
                message,
            )
        else:
            logger.warning(
                "episodic-memory: job %s attempt %d failed, retrying at %s: %s",
                job.id,
                job.attempts,
                retry_at.isoformat() if retry_at else "-",
                message,
            )
        if self.on_error is not None:
            try:
                self.on_error(error, stored)
            except Exception:
                logger.exception("episodic-memory: the on_error callback raised")
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
                logger.exception("episodic-memory: the worker could not claim or record a job")
                job = None
            if job is None:
                self._wake.wait(self.config.worker_poll_seconds)

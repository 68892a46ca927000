"""The heartbeat: a worker renews the lease of the job it runs while the handler works.

A lease is a promise to finish or to be back soon. The heartbeat keeps that promise alive for
as long as the handler runs, however long that is, by renewing the lease every third of its
length from a small background thread. A worker that exits, crashes or stalls stops renewing,
its lease runs out, and another worker takes the job over. If a renewal finds the lease gone
(another worker took over after a stall, or the job was handed back), the heartbeat stops and
remembers it, so the worker can discard its outcome and say why.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from collections.abc import Callable, Sequence
from datetime import datetime
from types import TracebackType

from episodic.models import Job
from episodic.stores import Store
from episodic.stores import jobs as rows

logger = logging.getLogger("episodic")


class Heartbeat:
    """Renews one worker's lease on one job until the block it guards ends.

    Use as a context manager around the handler call. A renewal that fails because the store
    is briefly unavailable is logged and tried again at the next beat; the lease only lapses
    if the store stays unavailable for most of a lease.

    Args:
        store: Where the job's row lives.
        job: The job as claimed (its attempt number identifies the lease).
        worker: The name of the worker holding the lease.
        lease_seconds: The length of a lease; renewals come every third of it.
        clock: Returns "now" (the worker's clock).

    Attributes:
        lost: The lease was found gone during the run: another worker holds the job now, or
            it was handed back. The handler's outcome must be discarded.
        renewals: How many times the lease was extended.
    """

    def __init__(
        self,
        store: Store,
        job: Job,
        worker: str,
        *,
        lease_seconds: float,
        clock: Callable[[], datetime],
    ) -> None:
        self._store = store
        self._job = job
        self._worker = worker
        self._lease_seconds = lease_seconds
        self._clock = clock
        self._done = threading.Event()
        self._thread: threading.Thread | None = None
        self.lost = False
        self.renewals = 0

    def __enter__(self) -> Heartbeat:
        self._thread = threading.Thread(target=self._beat, name="episodic-heartbeat", daemon=True)
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()

    def stop(self) -> None:
        """Renew no more. Not joined: a renewal still in flight is harmless (it only extends
        a lease this worker still holds, and changes nothing once the job is finished or
        handed back)."""
        self._done.set()

    def _beat(self) -> None:
        while not self._done.wait(self._lease_seconds / 3):
            try:
                with self._store.write() as tx:
                    held = rows.renew(
                        tx,
                        self._job,
                        self._worker,
                        lease_seconds=self._lease_seconds,
                        now=self._clock(),
                    )
            except Exception:
                logger.warning("job %s: could not renew its lease; trying again", self._job.id)
                continue
            if not held:
                self.lost = not self._done.is_set()
                return
            self.renewals += 1


def dead_here(owners: Sequence[str]) -> list[str]:
    """The lease owners among ``owners`` that were workers of a process of this machine that
    no longer exists (a worker is named ``host:pid:suffix``, see ``worker_name``).

    Their leases are void: nobody will renew them, so waiting for them to run out only delays
    the restart of their jobs. A worker of this very process, or of another machine, is never
    judged: its lease runs out the usual way. (Machines that share a database must have
    distinct host names; two with the same name could only cost a job a duplicate run, which
    the lease check at completion discards.)
    """
    host, mine = socket.gethostname(), os.getpid()
    dead = []
    for owner in owners:
        name, _, rest = owner.partition(":")
        pid_text = rest.partition(":")[0]
        if name != host or not pid_text.isdigit() or int(pid_text) in (mine, 0):
            continue
        try:
            os.kill(int(pid_text), 0)
        except ProcessLookupError:
            dead.append(owner)
        except OSError:
            continue  # alive, under another user (PermissionError), or unknown: leave it
    return dead


def release_dead(store: Store, now: datetime) -> int:
    """Make the leases of workers whose process on this machine is gone (killed, crashed)
    expire now, so a restarted server takes their jobs over at once; returns how many."""
    with store.read() as tx:
        dead = dead_here(rows.lease_owners(tx))
    if not dead:
        return 0
    with store.write() as tx:
        released = rows.expire_leases(tx, dead, now=now)
    if released:
        logger.info("%d job(s) held by workers that died on this machine were released", released)
    return released

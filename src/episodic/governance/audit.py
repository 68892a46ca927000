"""``memory.audit``: the trail of reads, writes, denials, reviews, corrections, deletions and
erasures. Ids, reasons and counts; never content.

Every record but one kind is written in the transaction of the change it records. A *read*
record (``before_turn``, ``recall``) changes nothing else, and waiting for the write lock to
add it would make every read wait behind every write (on SQLite, behind a batch of turns or a
job's results). So read records are buffered and written in batches by a background thread a
fraction of a second later; reading the log (``list``, export), erasing and closing write the
buffer first, so no caller ever sees the log without them. A process killed in that fraction
of a second loses the read records of its last moments, never a record of a change.

An erasure is final for reads in flight too. A read notes the number of the newest erasure
before it reads anything (:meth:`Audit.reading`); the batch that writes its record takes the
erasures' lock (shared) and leaves out each record whose person an erasure numbered after
that names (:mod:`episodic.stores.installation`). So a read that saw a person's rows before
their erasure committed, in this process or another, leaves no record naming them.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Sequence
from datetime import datetime
from typing import Unpack

from episodic.errors import ValidationError
from episodic.models import Scope
from episodic.models.governance import AUDIT_ACTIONS, AuditEvent, AuditFields, Subject
from episodic.models.validation import check_count, check_time
from episodic.runtime import Runtime
from episodic.stores import Store, Tx, installation
from episodic.stores import audit as audit_rows

logger = logging.getLogger("episodic")
#: Seconds a read record waits in the buffer at most (unless the store is busy longer).
FLUSH_SECONDS = 0.25
#: Read records buffered before a write is started at once.
FLUSH_COUNT = 200


class _Reads:
    """The read records waiting to be written to one store, and the thread that writes them.
    Every :class:`Audit` of the store shares it."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._events: list[tuple[AuditEvent, int]] = []  # each with its read's erasure mark
        self._lock = threading.Lock()
        self._writing = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._closed = False

    def add(self, event: AuditEvent, mark: int) -> None:
        with self._lock:
            self._events.append((event, mark))
            full = len(self._events) >= FLUSH_COUNT
            if self._thread is None and not self._closed:
                self._thread = threading.Thread(
                    target=self._loop, name="episodic-audit", daemon=True
                )
                self._thread.start()
        if full or self._closed:
            self._wake.set()
            if self._closed:
                self.flush()

    def flush(self) -> None:
        # One flush at a time: a reader that flushes while the thread writes a batch waits
        # for that batch too, so it never reads the log without it.
        with self._writing:
            with self._lock:
                batch, self._events = self._events, []
            if not batch:
                return
            try:
                with self._store.write() as tx:
                    installation.hold_erasures(tx, shared=True)
                    audit_rows.append(tx, _not_erased(tx, batch))
            except Exception:
                with self._lock:  # kept for the next try; the log's next reader retries too
                    self._events[:0] = batch
                raise

    def close(self) -> None:
        self._closed = True
        self._wake.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(30)
        self.flush()

    def _loop(self) -> None:
        while not self._closed:
            self._wake.wait(FLUSH_SECONDS)
            self._wake.clear()
            try:
                self.flush()
            except Exception:
                logger.exception("read records could not be written to the audit log yet")


def _not_erased(tx: Tx, batch: Sequence[tuple[AuditEvent, int]]) -> list[AuditEvent]:
    """The records of ``batch`` whose person no erasure after their read's mark names."""
    erased = installation.erased_since(tx, min(mark for _, mark in batch))
    key = installation.key(tx) if erased else None
    if key is None:
        return [event for event, _ in batch]
    kept = []
    for event, mark in batch:
        names: set[str] = set()
        if event.user is not None:
            names.add(Subject(tenant=event.tenant, user=event.user).keyed(key))
            if event.agent is not None:
                person = Subject(tenant=event.tenant, user=event.user, agent=event.agent)
                names.add(person.keyed(key))
        if not any(number > mark and subject in names for number, subject in erased):
            kept.append(event)
    return kept


_BUFFERS: weakref.WeakKeyDictionary[Store, _Reads] = weakref.WeakKeyDictionary()
_BUFFERS_LOCK = threading.Lock()


class Audit:
    """Reads the audit log, and records into it for the other services.

    Args:
        runtime: The store, settings and clock.
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        with _BUFFERS_LOCK:
            self._reads = _BUFFERS.setdefault(runtime.store, _Reads(runtime.store))

    def flush(self) -> None:
        """Write the buffered read records now (the log's readers call this first)."""
        self._reads.flush()

    def close(self) -> None:
        """Write what is buffered and stop the background writer."""
        self._reads.close()

    def list(
        self,
        subject: Subject | Scope,
        *,
        actions: Sequence[str] = (),
        since: datetime | None = None,
        limit: int = 100,
    ) -> list[AuditEvent]:
        """Records about a person (a :class:`Subject`, or a scope's user and agent), newest
        first. For an erased person, pass their :class:`Subject`: the ``erase`` record that
        remains names them only by digest, and is returned too.

        Args:
            subject: Whose records.
            actions: Only these actions (see :data:`~episodic.models.AUDIT_ACTIONS`).
            since: Only records at or after this time.
            limit: Most records.
        """
        person = Subject.of(subject) if isinstance(subject, Scope) else subject
        if not isinstance(person, Subject):
            raise ValidationError(
                f"audit.list needs a Subject or a Scope, got {type(subject).__name__}."
            )
        unknown = [a for a in actions if a not in AUDIT_ACTIONS]
        if unknown:
            raise ValidationError(
                f"Unknown audit action(s) {unknown}; use some of {list(AUDIT_ACTIONS)}."
            )
        check_count(limit, "audit limit")
        if since is not None:
            check_time(since, "audit since")
        self.flush()
        with self._runtime.store.read() as tx:
            return audit_rows.about(tx, person, actions=actions, since=since, limit=limit)

    def record(
        self, tx: Tx | None, scope: Scope, action: str, *, actor: str, **fields: Unpack[AuditFields]
    ) -> AuditEvent:
        """Append one record about ``scope`` in the caller's transaction (``tx``), or to the
        buffer of read records when ``tx`` is ``None``."""
        event = audit_rows.new_event(
            scope.require_complete("audit"),
            at=self._runtime.now(),
            actor=actor,
            action=action,
            **fields,
        )
        if tx is None:
            self._reads.add(event, self._mark())
        else:
            audit_rows.append(tx, [event])
        return event

    def reading(self) -> int:
        """The mark a read takes before it reads anything, for :meth:`read` (see the module
        notes); inside a snapshot, read in it."""
        return self._mark() if self._audited else 0

    def read(
        self,
        scope: Scope,
        served: Sequence[str],
        *,
        via: str,
        purpose: str | None,
        mark: int | None = None,
    ) -> None:
        """Record that a read served these ids (when reads are audited and the store is
        writable); buffered, see the module notes. ``mark``: what :meth:`reading` returned
        before the read (``None``: taken now, after it)."""
        if not self._audited:
            return
        event = audit_rows.new_event(
            scope.require_complete("audit"),
            at=self._runtime.now(),
            actor="agent",
            action="read",
            target_ids=served,
            purpose=purpose,
            detail={"via": via},
        )
        self._reads.add(event, self._mark() if mark is None else mark)

    @property
    def _audited(self) -> bool:
        runtime = self._runtime
        return runtime.config.governance.audit_reads and not runtime.store.read_only

    def _mark(self) -> int:
        with self._runtime.store.read() as tx:
            return installation.last_erasure(tx)

"""``memory.retention``: entries past their expiry are marked ``expired``, and old entries
are pruned on request.

Expired entries are never recalled or injected, even before a sweep (reads check
``expires_at``); the sweep makes their status say so, for the timeline, for the audit log and
for :meth:`Retention.prune`. The third part of retention, the soft decay of long-unused
entries, lives in ranking (:func:`episodic.retrieval.ranking.decay_factor`).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import datetime
from typing import get_args

from episodic.errors import ValidationError
from episodic.governance.audit import Audit
from episodic.governance.forgetting import Forgetter
from episodic.jobs import Handler
from episodic.jobs.worker import Outcome
from episodic.models import Job, JobRequest, Scope, Turn
from episodic.models.entries import Status
from episodic.models.scope import require_scope
from episodic.models.validation import check_id, check_sequence, check_text, check_time
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import entries as entry_rows
from episodic.stores import erasure as erasure_rows
from episodic.stores import retention as retention_rows

#: The job kind of the expiry sweeper.
SWEEP_KIND = "sweep_expired"
STATUSES: tuple[str, ...] = get_args(Status)
# Rows one sweep transaction changes at most; a job sweeps one batch (the next sweep goes on),
# a direct sweep loops until nothing expired is left.
_SWEEP_BATCH = 5_000
# Entries one prune transaction deletes at most, so other writers get the database between.
_PRUNE_BATCH = 1_000


class Retention:
    """Expiry sweeps, and pruning on request.

    It is also a turn follower: the first turn of a tenant in each ``sweep_seconds`` window
    (as this process sees them) queues one ``sweep_expired`` job for the tenant when one of
    its entries has expired. The job's key is the window, so however many processes ask, the
    tenant is swept at most once per window.

    Args:
        runtime: The store, settings and clock.
        audit: Where the expiries and prunes are recorded.
        forgetter: Takes pruned entries out with their words, as ``forget`` does.
    """

    def __init__(self, runtime: Runtime, audit: Audit, forgetter: Forgetter) -> None:
        self._runtime = runtime
        self._audit = audit
        self._forgetter = forgetter
        self._lock = threading.Lock()
        self._windows: dict[str, int] = {}  # tenant -> the last window its turns were checked
        #: The handlers of this service's background jobs.
        self.handlers: tuple[Handler, ...] = (_Sweeper(self, runtime),)

    def sweep(self, now: datetime | None = None) -> int:
        """Mark every active entry (of every tenant) whose ``expires_at`` has passed as
        ``expired``, now, and record an ``expire`` audit event per scope.

        Args:
            now: The moment to compare with; defaults to the memory's clock.

        Returns:
            How many entries it marked.
        """
        moment = self._runtime.now() if now is None else check_time(now, "sweep now")
        total = 0
        while True:
            with self._runtime.store.write() as tx:
                found = retention_rows.expired(tx, moment, limit=_SWEEP_BATCH)
                total += self.expire(tx, found)
            if sum(map(len, found.values())) < _SWEEP_BATCH:
                return total

    def prune(
        self,
        scope: Scope,
        *,
        before: datetime | None = None,
        statuses: Sequence[str] = ("superseded", "expired"),
        kinds: Sequence[str] | None = None,
        reason: str = "pruned on request",
    ) -> int:
        """Delete the scope's entries in ``statuses`` and their evidence, and take their words
        out of the scope's other rows as :meth:`Memory.forget <episodic.Memory.forget>` does,
        for good.

        What a correction superseded and what has expired stays in the timeline (its history)
        until pruned. Active entries are pruned only when ``statuses`` names ``active`` and
        ``before`` is given: a prune never empties a memory by accident. Each scope's prune is
        recorded in the audit log (``prune``, with the ids and the reason; never content).

        Args:
            scope: Whose entries; agent and user are required.
            before: Only entries last said (``last_seen_at``) before this moment.
            statuses: Which statuses to remove (see :data:`STATUSES`).
            kinds: Only entries of these kinds; ``None``: every kind.
            reason: Why, for the audit log.

        Returns:
            How many entries were deleted.

        Raises:
            ValidationError: An unknown status, an empty ``statuses`` or ``kinds``, or
                ``active`` without ``before``.
        """
        require_scope(scope, "prune")
        wanted = _statuses(statuses)
        chosen = None if kinds is None else _kinds(kinds)
        if before is not None:
            check_time(before, "prune before")
        elif "active" in wanted:
            raise ValidationError(
                "prune removes active entries only up to a moment: pass before=<datetime> "
                "with statuses including 'active', or leave 'active' out."
            )
        check_text(reason, "prune reason", limit=500)
        with self._runtime.store.read() as tx:
            ids = retention_rows.prunable(tx, scope, statuses=wanted, kinds=chosen, before=before)
        detail: dict[str, object] = {"statuses": list(wanted)}
        if chosen is not None:
            detail["kinds"] = list(chosen)
        if before is not None:
            detail["before"] = before.isoformat()
        return self._take_out(scope, ids, reason, detail)

    def _take_out(
        self, scope: Scope, ids: Sequence[str], reason: str, detail: dict[str, object]
    ) -> int:
        """Prune these entries in batches; returns how many went."""
        removed, changed = 0, set[str]()
        for start in range(0, len(ids), _PRUNE_BATCH):
            # Pruned is forgotten: the entries' words leave the scope's other rows too, and a
            # job that read them meanwhile runs again (see governance/forgetting.py).
            with self._forgetter.transaction(scope) as tx:
                batch = ids[start : start + _PRUNE_BATCH]
                gone, redacted = self._forgetter.take_out(tx, scope, batch)
                if gone:
                    said = {**detail, "redacted": dict(redacted.rows)} if redacted.rows else detail
                    self._audit.record(
                        tx,
                        scope,
                        "prune",
                        actor="operator",
                        target_ids=gone,
                        reason=reason,
                        detail=said,
                    )
            removed += len(gone)
            changed.update(redacted.rows)
        if removed:
            # As forget and erase do: the removed text leaves the files and the statistics.
            store = self._runtime.store
            store.reclaim(erasure_rows.entry_tables(store.dialect.name, *changed))
        return removed

    # -- the sweeper's job ------------------------------------------------------------------

    def expire(self, tx: Tx, found: dict[Scope, list[str]]) -> int:
        """Mark these entries ``expired`` (those still active) and audit each scope's."""
        total = 0
        for scope, ids in found.items():
            changed = entry_rows.set_status(tx, scope, ids, "expired", only_from=("active",))
            if changed:
                self._audit.record(
                    tx, scope, "expire", actor="retention", target_ids=changed, reason="expired"
                )
            total += len(changed)
        return total

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """The tenant's ``sweep_expired`` job for the current window, when this process has
        not yet checked the window and an entry of the tenant has expired (a turn follower)."""
        tenant = turn.scope.tenant
        window = int(turn.at.timestamp() // self._runtime.config.retention.sweep_seconds)
        with self._lock:
            if self._windows.get(tenant) == window:
                return []
            self._windows[tenant] = window
        if not retention_rows.any_expired(tx, tenant, turn.at):
            return []
        return [
            JobRequest(
                kind=SWEEP_KIND,
                key=f"window-{window}",
                scope=Scope(tenant=tenant),
                payload={"window": window},
            )
        ]


class _Sweeper:
    """Runs ``sweep_expired`` jobs: one batch of a tenant's expired entries."""

    kind = SWEEP_KIND

    def __init__(self, retention: Retention, runtime: Runtime) -> None:
        self._retention = retention
        self._runtime = runtime

    def run(self, job: Job, now: datetime) -> Outcome:
        tenant = job.scope.tenant
        with self._runtime.store.read() as tx:
            found = retention_rows.expired(tx, now, tenant=tenant, limit=_SWEEP_BATCH)

        def write(tx: Tx) -> None:
            self._retention.expire(tx, found)

        return Outcome(write=write, result={"found": sum(map(len, found.values()))})


def _statuses(statuses: Sequence[str]) -> tuple[str, ...]:
    values = (
        (statuses,)
        if isinstance(statuses, str)
        else tuple(check_sequence(statuses, "prune statuses"))
    )
    unknown = [s for s in values if s not in STATUSES]
    if not values or unknown:
        raise ValidationError(
            f"prune statuses must be some of {list(STATUSES)}, got {list(values)!r:.200}."
        )
    return tuple(dict.fromkeys(values))


def _kinds(kinds: Sequence[str]) -> tuple[str, ...]:
    values = (kinds,) if isinstance(kinds, str) else tuple(check_sequence(kinds, "prune kinds"))
    if not values:
        raise ValidationError("prune kinds must name at least one kind, or be None for all.")
    return tuple(dict.fromkeys(check_id(kind, "prune kind") for kind in values))

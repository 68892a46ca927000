"""``memory.audit``: the trail of reads, writes, denials, reviews, corrections, deletions and
erasures. Ids, reasons and counts; never content."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from episodic.errors import ValidationError
from episodic.models import Scope
from episodic.models.governance import AUDIT_ACTIONS, AuditEvent, Subject
from episodic.models.validation import check_count
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import audit as audit_rows


class Audit:
    """Reads the audit log, and records into it for the other services.

    Args:
        runtime: The store, settings and clock.
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime

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
        with self._runtime.store.read() as tx:
            found = audit_rows.select(
                tx,
                tenant=person.tenant,
                user=person.user,
                agent=person.agent,
                actions=actions,
                since=since,
                limit=limit,
            )
            erased = audit_rows.select(
                tx, tenant=person.tenant, subject=person.digest, since=since, limit=limit
            )
        merged = sorted([*found, *erased], key=lambda e: e.at, reverse=True)
        return [e for e in merged if not actions or e.action in actions][:limit]

    def record(
        self,
        tx: Tx,
        scope: Scope,
        action: str,
        *,
        actor: str,
        target_ids: Sequence[str] = (),
        reason: str | None = None,
        policy_version: str | None = None,
        purpose: str | None = None,
        detail: dict[str, object] | None = None,
    ) -> AuditEvent:
        """Append one record about ``scope`` in the caller's transaction."""
        tenant, agent, user = scope.require_complete("audit")
        event = audit_rows.new_event(
            tenant=tenant,
            agent=agent,
            user=user,
            at=self._runtime.now(),
            actor=actor,
            action=action,
            target_ids=target_ids,
            reason=reason,
            policy_version=policy_version,
            purpose=purpose,
            detail=dict(detail or {}),
        )
        audit_rows.append(tx, [event])
        return event

    def read(self, scope: Scope, served: Sequence[str], *, via: str, purpose: str | None) -> None:
        """Record that a read served these ids (when reads are audited and the store is
        writable)."""
        runtime = self._runtime
        if not runtime.config.governance.audit_reads or runtime.store.read_only:
            return
        with runtime.store.write() as tx:
            self.record(
                tx,
                scope,
                "read",
                actor="agent",
                target_ids=served,
                purpose=purpose,
                detail={"via": via},
            )

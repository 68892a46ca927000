"""Erasure: a person removed from every table, and one entry forgotten.

``erase`` removes every row of a :class:`~episodic.models.governance.Subject` from every
registered table (:mod:`episodic.stores.registry`) and their audit records, and appends one
``erase`` record that names them only by a keyed digest (and numbers the erasure, see
:mod:`episodic.stores.installation`), all in one write transaction: an interrupt or a crash
part-way leaves everything as it was. Once it has committed, this process drops its
search indexes and the backend reclaims the space the rows held (SQLite truncates its WAL;
PostgreSQL drops the scopes' vector indexes and runs ``VACUUM``). Every other process's index
of the scope is rebuilt before its next search, because the scope's change counters are gone
and a scope written again starts them at a random generation. docs/erasure.md says what stays
where, and for how long.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from episodic.errors import LIST_ENTRIES, NotFoundError, ValidationError
from episodic.governance.forgetting import Forgetter
from episodic.models import Scope
from episodic.models.governance import Subject
from episodic.models.scope import require_scope
from episodic.models.validation import check_id, check_text
from episodic.runtime import Runtime
from episodic.stores import audit as audit_rows
from episodic.stores import erasure as erasure_rows
from episodic.stores import installation

#: Longest reason ``forget`` keeps (the audit stores it; it is the caller's words).
MAX_REASON = 2_000


@dataclass(frozen=True, slots=True)
class Erasure:
    """What :meth:`Memory.erase <episodic.Memory.erase>` removed: counts, never content.

    Attributes:
        subject: The erased person's keyed digest (:meth:`~episodic.Subject.keyed`, under
            the installation's erasure key), as the audit keeps it.
        at: When it happened.
        removed: Rows removed per table (``audit_events``: the person's own records; the
            ``erase`` record written afterwards is not counted).
        audit_id: The id of the ``erase`` record.
        reclaimed: Whether the backend finished reclaiming the space the rows held (SQLite:
            the WAL checkpointed and truncated; PostgreSQL: ``VACUUM`` done).
        note: What reclaiming did, or why it did not finish.
    """

    subject: str
    at: datetime
    removed: dict[str, int] = field(default_factory=dict)
    audit_id: str = ""
    reclaimed: bool = True
    note: str = ""

    @property
    def total(self) -> int:
        """Rows removed in all."""
        return sum(self.removed.values())

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view (``episodic erase --json``)."""
        return {
            "subject": self.subject,
            "at": self.at.isoformat(),
            "removed": dict(self.removed),
            "total": self.total,
            "audit_id": self.audit_id,
            "reclaimed": self.reclaimed,
            "note": self.note,
        }


class Eraser:
    """Erases people and forgets entries for the facade.

    Args:
        runtime: The store, settings and clock.
        forgetter: Takes entries out with their words (shared with ``prune``).
        caches: Called after an erasure to drop what a tier caches in this process (the
            messages' search indexes); the store drops its own.
    """

    def __init__(
        self,
        runtime: Runtime,
        forgetter: Forgetter,
        caches: Sequence[Callable[[], None]] = (),
    ) -> None:
        self._runtime = runtime
        self._forgetter = forgetter
        self._caches = tuple(caches)

    def erase(self, subject: Subject, *, actor: str = "operator") -> Erasure:
        """Remove every row of ``subject``; see :meth:`Memory.erase <episodic.Memory.erase>`."""
        if not isinstance(subject, Subject):
            raise ValidationError(
                f"erase needs a Subject(tenant=..., user=..., agent=...), got "
                f"{type(subject).__name__}; build one with Subject.of(scope) for a scope."
            )
        actor = check_id(actor, "erase actor")
        runtime, now = self._runtime, self._runtime.now()
        with runtime.store.write() as tx:
            installation.hold_erasures(tx, shared=False)
            digest = subject.keyed(installation.ensure_key(tx))
            scopes = erasure_rows.scopes(tx, subject)
            removed = erasure_rows.delete_person(tx, subject)
            removed[erasure_rows.AUDIT_TABLE] = audit_rows.delete_subject(tx, subject)
            event = audit_rows.new_event(
                (subject.tenant, None, None),
                at=now,
                actor=actor,
                action="erase",
                subject=digest,
                detail={"removed": removed, "agents": len(scopes)},
            )
            audit_rows.append(tx, [event])
            # Numbered last, so the reads in flight now leave no record naming the person.
            installation.record_erasure(tx, digest, now)
        for drop in self._caches:
            drop()
        reclaimed, note = runtime.store.erased(scopes, erasure_rows.vacuum_tables(removed))
        return Erasure(digest, now, removed, event.id, reclaimed, note)

    def forget(
        self, scope: Scope, entry_id: str, reason: str, *, actor: str = "operator"
    ) -> Forgotten:
        """Remove one entry and its evidence, and its words from everything else the scope
        keeps; see :meth:`Memory.forget <episodic.Memory.forget>`."""
        require_scope(scope, "forget")
        entry_id = check_id(entry_id, "forget entry id")
        reason = check_text(reason, "forget reason", limit=MAX_REASON)
        actor = check_id(actor, "forget actor")
        runtime = self._runtime
        with self._forgetter.transaction(scope) as tx:
            gone, redacted = self._forgetter.take_out(tx, scope, [entry_id])
            if not gone:
                raise NotFoundError(f"No entry {entry_id!r} in this scope.", hints=LIST_ENTRIES)
            event = audit_rows.new_event(
                scope.require_complete("forget"),
                at=runtime.now(),
                actor=actor,
                action="forget",
                target_ids=[entry_id],
                reason=reason,
                detail={"redacted": dict(redacted.rows)} if redacted.rows else None,
            )
            audit_rows.append(tx, [event])
            changed = erasure_rows.entry_tables(tx.dialect.name, *redacted.rows)
        reclaimed, note = runtime.store.reclaim(changed)
        return Forgotten(entry_id, dict(redacted.rows), reclaimed, note)


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What :meth:`Memory.forget <episodic.Memory.forget>` did: counts, never content.

    Attributes:
        entry_id: The entry removed with its evidence.
        redacted: Rows of other tables whose text held the entry's words, per table (the
            quoted messages, observations, session memory, ...), now holding
            ``[forgotten]`` where the words were.
        reclaimed: Whether the backend finished reclaiming the space the old text held
            (SQLite: the WAL checkpointed and truncated; PostgreSQL: ``VACUUM (ANALYZE)``).
        note: What reclaiming did, or why it did not finish.
    """

    entry_id: str
    redacted: dict[str, int] = field(default_factory=dict)
    reclaimed: bool = True
    note: str = ""

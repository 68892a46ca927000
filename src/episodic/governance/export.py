"""Export: everything stored about a person, as JSON-ready data.

The rows of every registered table (:mod:`episodic.stores.registry`) as the database holds
them, the person's entries with their evidence in :meth:`Entry.to_dict
<episodic.Entry.to_dict>` form, and their audit records. Raw vectors are left out and named
under ``omitted``. The export is read in one transaction, so it is one consistent state, and
it is recorded in the audit log (ids and counts only) in that same transaction.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from episodic.errors import ValidationError
from episodic.models.governance import Subject
from episodic.models.validation import MAX_LIMIT
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import audit as audit_rows
from episodic.stores import entries as entry_rows
from episodic.stores import erasure as erasure_rows

#: Names the layout of an export, for readers that check it.
FORMAT = "episodic.person/1"


def export(runtime: Runtime, subject: Subject, *, actor: str = "operator") -> dict[str, Any]:
    """Everything about ``subject``; see :meth:`Memory.export <episodic.Memory.export>`."""
    if not isinstance(subject, Subject):
        raise ValidationError(
            f"export needs a Subject(tenant=..., user=..., agent=...), got "
            f"{type(subject).__name__}; build one with Subject.of(scope) for a scope."
        )
    store, now = runtime.store, runtime.now()
    if store.read_only:  # nothing can be written, so the export is not audited
        with store.read() as tx:
            return _gather(tx, subject, now, audit_id=None)
    with store.write() as tx:
        event = audit_rows.new_event(
            (subject.tenant, subject.agent, subject.user),
            at=now,
            actor=actor,
            action="export",
        )
        found = _gather(tx, subject, now, audit_id=event.id)
        counts = {name: len(rows) for name, rows in found["tables"].items()}
        detail = {"rows": counts, "entries": len(found["entries"]), "audit": len(found["audit"])}
        audit_rows.append(tx, [replace(event, detail=detail)])
    return found


def _gather(tx: Tx, subject: Subject, now: datetime, *, audit_id: str | None) -> dict[str, Any]:
    tables, omitted = erasure_rows.dump_person(tx, subject)
    scopes = erasure_rows.scopes(tx, subject)
    entries = [
        entry.to_dict()
        for scope in scopes
        for entry in reversed(
            entry_rows.list_entries(tx, scope, now=now, limit=None, include_inactive=True)
        )
    ]
    # Earlier erasures of the same person are among them (named by digest); oldest first.
    records = sorted(audit_rows.about(tx, subject, limit=MAX_LIMIT), key=lambda e: e.at)
    return {
        "format": FORMAT,
        "subject": {"tenant": subject.tenant, "user": subject.user, "agent": subject.agent},
        "exported_at": now.isoformat(),
        "audit_id": audit_id,
        "scopes": [{"tenant": s.tenant, "agent": s.agent, "user": s.user} for s in scopes],
        "entries": entries,
        "tables": tables,
        "audit": [event.to_dict() for event in records],
        "omitted": {
            name: erasure_rows.OMITTED_COLUMNS.get(
                name.split(".", 1)[1], "raw bytes, not data a person reads"
            )
            for name in sorted(omitted)
        },
    }

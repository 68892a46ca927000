"""Grounding: an imported memory gains the quote of the person's own words that say it.

A memory imported from another store (``source_trust="imported"``) arrives with no quote, held
for review or active but of low confidence. When a turn's extraction proposes a note that is
the same fact (the dedupe rules: the same content hash, or the same facts and a cosine at or
above ``dedupe_similarity_threshold``), the note does not become an entry of its own: it
reinforces the imported one, whose evidence gains the note's quote. In the same transaction
its confidence rises to the note's (never down), an entry held only for being unverified
becomes active, and the audit log records ``ground`` with the entry, the thread and the
message the quote is from.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from episodic.entries.dedupe import Batch
from episodic.models import CONFIDENCES, AuditEvent, Scope
from episodic.models.entries import Note
from episodic.stores import Store, Tx
from episodic.stores import audit as audit_rows
from episodic.stores import entries as entry_rows
from episodic.stores import imports as import_rows
from episodic.stores.imports import Ungrounded

#: Why an imported memory waits for review (the default policy's reason); grounding lifts it.
UNVERIFIED = "imported_unverified"


def plan_grounding(store: Store, scope: Scope, batch: Batch) -> dict[int, Ungrounded]:
    """Point each note of ``batch`` that is the same fact as an ungrounded imported entry at
    that entry (its plan reinforces the entry instead of writing a new one); returns the
    notes that ground one, with the entry."""
    notes, plan = batch.notes, batch.plan
    quoted = {i for i, note in enumerate(notes) if _quoted(note) and not note.event.supersedes}
    if not quoted or not (plan.keep or plan.existing):
        return {}
    with store.read() as tx:
        imported = import_rows.ungrounded(tx, scope, model=batch.model)
    if not imported:
        return {}
    by_id = {item.note.entry_id: item for item in imported}
    found = {
        i: by_id[target] for i, target in plan.existing.items() if i in quoted and target in by_id
    }
    for index in [i for i in plan.keep if i in quoted and notes[i].status == "active"]:
        twin = _same_fact(imported, index, batch)
        if twin is not None:
            plan.keep.remove(index)
            plan.existing[index] = twin.note.entry_id
            found[index] = twin
    return found


def apply_grounding(
    tx: Tx,
    scope: Scope,
    grounded: Mapping[int, Ungrounded],
    notes: Sequence[Note],
    now: datetime,
    *,
    origin: str,
) -> list[AuditEvent]:
    """Raise each grounded entry's confidence and let in one held only for being unverified,
    in the caller's transaction (after the batch's write attached the quotes); returns the
    ``ground`` audit records to write."""
    events = []
    done: set[str] = set()
    for index, target in sorted(grounded.items()):
        entry_id = target.note.entry_id
        if entry_id in done:
            continue
        done.add(entry_id)
        note = notes[index]
        confidence = _higher(target.confidence, note.event.confidence)
        if confidence != target.confidence:
            import_rows.raise_confidence(tx, scope, entry_id, confidence)
        activated = target.status == "pending_review" and target.review_reason == UNVERIFIED
        if activated:
            # An active twin can only appear through a race; the entry then stays held.
            twin = entry_rows.active_by_hash(tx, scope, [target.note.content_hash])
            activated = not twin and bool(
                entry_rows.set_status(
                    tx, scope, [entry_id], "active", only_from=("pending_review",)
                )
            )
        source = next(s for s in note.sources if s.evidence)
        events.append(
            audit_rows.new_event(
                scope.require_complete("audit"),
                at=now,
                actor=origin,
                action="ground",
                target_ids=[entry_id],
                detail={
                    "thread": source.thread_id,
                    "message": source.message_id,
                    "confidence": confidence,
                    "activated": activated,
                },
            )
        )
    return events


def ground_event(scope: Scope, entry_id: str, now: datetime, source: str) -> AuditEvent:
    """The audit record of an imported memory that joined an entry a quote already backs."""
    return audit_rows.new_event(
        scope.require_complete("audit"),
        at=now,
        actor="import",
        action="ground",
        target_ids=[entry_id],
        detail={"import": source, "joined": True},
    )


def _same_fact(imported: Sequence[Ungrounded], index: int, batch: Batch) -> Ungrounded | None:
    """The imported entry the batch's note ``index`` says again, by the dedupe rules."""
    note = batch.notes[index]
    twin = next((item for item in imported if item.note.content_hash == note.content_hash), None)
    if twin is not None or batch.threshold is False:
        return twin
    key, vector = batch.plan.keys[index], batch.vectors[index]
    best, best_score = None, float(batch.threshold)
    for item in imported:
        if item.note.facts_key != key or item.note.vector.shape != vector.shape:
            continue
        score = float(item.note.vector @ vector)
        if score >= best_score:
            best, best_score = item, score
    return best


def _quoted(note: Note) -> bool:
    return any(source.evidence for source in note.sources)


def _higher(current: str | None, offered: str | None) -> str:
    """The higher of two confidence levels (``low`` < ``medium`` < ``high``)."""
    levels = [level for level in (current, offered) if level in CONFIDENCES]
    return max(levels, key=CONFIDENCES.index) if levels else "medium"

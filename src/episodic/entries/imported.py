"""Writing memories imported from other stores: through the gate, ungrounded, and at once
joined to what the person's own words already back.

Each memory is checked like a direct write (``remember_many``) and judged by the gate and the
write policy with ``origin="import"``; a malformed or refused one is reported by its position
and the others go in. The default policy holds an imported memory without a quote for review
(``imported_unverified``). Before it is held, the memory is compared with the scope's active
entries by the dedupe rules: one that says what an active entry says joins that entry instead
(grounded, when a quote backs the entry; reinforced, when none does), so nothing already known
waits for review a second time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

import numpy as np

from episodic.entries.dedupe import Batch, Plan, plan_dedupe
from episodic.entries.direct import prepare
from episodic.entries.ground import UNVERIFIED, ground_event
from episodic.errors import ValidationError
from episodic.governance.gate.policy import judge
from episodic.models import AuditEvent, NewEntry, Scope
from episodic.models.entries import Note
from episodic.models.imports import Outcome
from episodic.models.screened import Screened
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import audit as audit_rows
from episodic.stores import entries as entry_rows


@dataclass(frozen=True, slots=True)
class Landed:
    """What became of one imported memory.

    Attributes:
        index: Its 0-based position in the batch.
        outcome: ``imported`` (stored active), ``held``, ``grounded``, ``reinforced`` or
            ``refused``.
        entry_id: The entry it became or joined (``None`` when refused).
        reason: Why it was refused.
    """

    index: int
    outcome: Outcome
    entry_id: str | None = None
    reason: str | None = None


#: Called inside the write's transaction with what became of each item (the import's ledger).
Within = Callable[[Tx, list[Landed]], None]


def remember_imported(
    runtime: Runtime, scope: Scope, items: Sequence[NewEntry], *, source: str, within: Within
) -> list[Landed]:
    """Store one batch of imported memories in one transaction (see the module notes).

    Args:
        runtime: The store, embedder, settings and clock.
        scope: Whose memory.
        items: The memories, ``source_trust="imported"`` and no evidence.
        source: The export's format, for the audit log.
        within: Called in the transaction with the result of each item, so what records
            the import commits with the entries.

    Returns:
        One result per item, in order.
    """
    now = runtime.now()
    notes, refused = _prepare(runtime, scope, items)
    judged = judge(runtime.policy, [note for _, note in notes], origin="import", now=now)
    for refusal in judged.refusals:
        index = notes[refusal.index][0]
        refused[index] = Landed(index, "refused", reason=refusal.message)
    kept = judged.kept
    at = [notes[position][0] for position in judged.positions]
    batch, quoted = _planned(runtime, scope, kept, judged.denied, now)
    with runtime.store.write() as tx:
        ids = batch.write(tx, now)
        landed = _landed(batch.plan, batch.items, ids, at, quoted)
        grounded = [r.entry_id for r in landed if r.outcome == "grounded" and r.entry_id]
        audit_rows.append(tx, [ground_event(scope, i, now, source) for i in grounded])
        results = sorted([*landed, *refused.values()], key=lambda r: r.index)
        within(tx, results)
    return results


def _planned(
    runtime: Runtime,
    scope: Scope,
    kept: Sequence[Screened[Note]],
    denied: Sequence[AuditEvent],
    now: datetime,
) -> tuple[Batch, set[str]]:
    """The batch to write, planned by the dedupe rules with the memories held only for being
    unverified compared with the active entries; and which entries they join hold a quote."""
    model, threshold = runtime.embedder.name, runtime.config.entries.dedupe_similarity_threshold
    contents = [item.value.content for item in kept]
    vectors = runtime.embedder.embed(contents) if contents else np.zeros((0, 0), np.float32)
    probe = [_as_active(item.value) for item in kept]
    plan = plan_dedupe(
        runtime.store, scope, probe, vectors, model=model, threshold=threshold, now=now
    )
    joined = {i for i in plan.existing if _unverified(kept[i].value)}
    with runtime.store.read() as tx:
        stored = entry_rows.get_entries(tx, scope, sorted(set(plan.existing.values())))
    quoted = {e.id for e in stored if any(source.evidence for source in e.sources)}
    final = [item.derive(_as_active) if i in joined else item for i, item in enumerate(kept)]
    batch = Batch(final, vectors, plan, model, threshold, "import", denied)
    return batch.embed_passages(runtime.embedder), quoted


def _prepare(
    runtime: Runtime, scope: Scope, items: Sequence[NewEntry]
) -> tuple[list[tuple[int, Note]], dict[int, Landed]]:
    """Each item checked (with its index), and the malformed ones as refused."""
    config, now = runtime.config, runtime.now()
    notes: list[tuple[int, Note]] = []
    refused: dict[int, Landed] = {}
    for index, item in enumerate(items):
        try:
            note = prepare(
                config.entries,
                scope,
                item,
                now,
                0,
                limits=config.limits,
                governance=config.governance,
            )
        except ValidationError as exc:
            refused[index] = Landed(index, "refused", reason=str(exc))
            continue
        notes.append((index, note))
    return notes, refused


def _landed(
    plan: Plan,
    final: Sequence[Screened[Note]],
    ids: Sequence[str],
    at: Sequence[int],
    quoted: set[str],
) -> list[Landed]:
    """What became of each kept item, from the plan that wrote it."""
    found = []
    for position, entry_id in enumerate(ids):
        note = final[position].value
        if position in plan.existing:
            outcome: Outcome = "grounded" if entry_id in quoted else "reinforced"
        elif position in plan.alias:
            outcome = "reinforced"
        else:
            outcome = "held" if note.status == "pending_review" else "imported"
        found.append(Landed(at[position], outcome, entry_id))
    return found


def _unverified(note: Note) -> bool:
    return note.status == "pending_review" and note.review_reason == UNVERIFIED


def _as_active(note: Note) -> Note:
    """A memory held only for being unverified, as if active: so it is compared with the
    active entries (the dedupe rules compare held notes with held ones only)."""
    return replace(note, status="active", review_reason=None) if _unverified(note) else note

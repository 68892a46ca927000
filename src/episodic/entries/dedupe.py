"""Dedupe by content hash, then by embedding similarity (among notes with the same facts)
within a batch and against the scope.

Shared by the direct writes (``remember``, ``remember_many``) and the extraction pipeline, so
both treat "the same thing said again" identically: it reinforces what is stored (in a batch,
the first of its kind).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

import numpy as np
import numpy.typing as npt

from episodic.embedders import Embedder
from episodic.entries.passages import embed_passages
from episodic.models import (
    AuditEvent,
    EntryDraft,
    Reinforcement,
    Scope,
    Written,
)
from episodic.models.entries import Note
from episodic.models.screened import Screened
from episodic.retrieval.facts import facts_key
from episodic.stores import Store, Tx, similar
from episodic.stores import audit as audit_rows
from episodic.stores import entries as entry_rows

#: Nearest stored vectors checked for a note without facts (the best with no facts wins).
_NEAREST = 8
#: An audit record a batch writes: its scope, action and reason.
_AuditKey = tuple[Scope, str, str | None]


@dataclass(slots=True)
class Plan:
    """What to do with each item of a batch.

    Attributes:
        keep: Items that become new rows (the store may still find a hash twin and reinforce).
        alias: Item -> the kept item it duplicates (same hash, or similar within the batch).
        existing: Item -> the id of a stored entry it is similar to.
        keys: Each item's facts key (see :mod:`episodic.retrieval.facts`).
        revision: The scope's revision when the plan read it; the write re-checks rows
            committed after it.
    """

    keep: list[int] = field(default_factory=list)
    alias: dict[int, int] = field(default_factory=dict)
    existing: dict[int, str] = field(default_factory=dict)
    keys: list[str] = field(default_factory=list)
    revision: int = 0


def plan_dedupe(
    store: Store,
    scope: Scope,
    items: Sequence[Note],
    vectors: npt.NDArray[np.float32],
    *,
    model: str,
    threshold: float | Literal[False],
    now: datetime,
) -> Plan:
    """Decide, item by item in order, whether each is new or a duplicate and of what.

    An exact hash match (case and spacing aside) always counts. With a numeric ``threshold``,
    an item also counts as a duplicate of an earlier kept item of the batch, or of an active
    stored entry of the scope, when two things hold: their cosine is at or above the
    threshold, **and** they have the same facts (identifiers, numbers, names, quoted text;
    see :mod:`episodic.retrieval.facts`). So "JOB-85 failed" never merges into "JOB-68 failed",
    however close their vectors. ``False`` leaves only the hash rule.

    Cost: items are compared only with notes of the same facts key, found through an index,
    so a batch of distinct identifiers costs time linear in its size; notes without facts are
    compared with the scope's nearest vectors.
    """
    plan = Plan(keys=[facts_key(item.content) for item in items])
    with store.read() as tx:
        plan.revision = similar.scope_revision(tx, scope)
    stored = (
        {}
        if threshold is False
        else _stored_matches(store, scope, plan.keys, vectors, model, threshold, now)
    )
    by_hash: dict[tuple[str, str], int] = {}
    kept: dict[tuple[str, str], list[int]] = {}
    for index, item in enumerate(items):
        # An item held for review is deduped only against other held items of the batch: it
        # must not reinforce (or be absorbed by) anything active until a reviewer approves it.
        held = item.status != "active"
        if (item.status, item.content_hash) in by_hash:
            plan.alias[index] = by_hash[item.status, item.content_hash]
            continue
        group = kept.setdefault((item.status, plan.keys[index]), [])
        if threshold is not False and group:
            similar_kept = vectors[group] @ vectors[index]
            best = int(np.argmax(similar_kept))
            if similar_kept[best] >= threshold:
                plan.alias[index] = group[best]
                continue
        if index in stored and not held:
            plan.existing[index] = stored[index]
            continue
        by_hash[item.status, item.content_hash] = index
        group.append(index)
        plan.keep.append(index)
    return plan


def _stored_matches(
    store: Store,
    scope: Scope,
    keys: Sequence[str],
    vectors: npt.NDArray[np.float32],
    model: str,
    threshold: float,
    now: datetime,
) -> dict[int, str]:
    """Item -> the most similar stored entry of the scope with the same facts, if any is
    at or above the threshold."""
    matches: dict[int, str] = {}
    plain = [i for i, key in enumerate(keys) if not key]
    found_plain = (
        store.vector_search_many(scope, vectors[plain], model=model, limit=_NEAREST, now=now)
        if plain
        else []
    )
    hits = dict(zip(plain, found_plain, strict=True))
    with store.read() as tx:
        notes = similar.notes_by_facts(tx, scope, {k for k in keys if k}, model=model, now=now)
        near = {h.entry_id for found in hits.values() for h in found if h.score >= threshold}
        hit_keys = similar.keys_of(tx, scope, sorted(near)) if near else {}
    for i, found in hits.items():
        best = next(
            (h for h in found if h.score >= threshold and hit_keys.get(h.entry_id) == ""), None
        )
        if best is not None:
            matches[i] = best.entry_id
    by_key: dict[str, list[similar.StoredNote]] = {}
    for note in notes:
        by_key.setdefault(note.facts_key, []).append(note)
    for i, key in enumerate(keys):
        if key and key in by_key:
            twin = _best(by_key[key], vectors[i], threshold)
            if twin is not None:
                matches[i] = twin
    return matches


def _best(
    notes: Sequence[similar.StoredNote], vector: npt.NDArray[np.float32], threshold: float
) -> str | None:
    """The id of the note most similar to ``vector``, if at or above the threshold."""
    usable = [n for n in notes if n.vector.shape == vector.shape]
    if not usable:
        return None
    scores = np.stack([n.vector for n in usable]) @ vector
    best = int(np.argmax(scores))
    return usable[best].entry_id if scores[best] >= threshold else None


@dataclass(slots=True)
class Batch:
    """A deduped batch of notes, embedded and planned, ready to be written.

    Attributes:
        items: The notes as the gate let them through, in order.
        vectors: Their embeddings, one row each.
        plan: What each note is: new, or a duplicate of what.
        model: The embedder that made the vectors.
        threshold: The similarity threshold the plan used (``False``: hashes only).
        origin: Who proposes the batch (``remember``, ``import``, ``extraction``): the
            actor of its audit records.
        denied: Audit records of the items the write policy refused, written with it.
        supersede: Item -> the id of the active entry it corrects: once the item is written
            (active), that entry is marked superseded by it, in the same transaction, and a
            ``correct`` record (with ``reason``) joins the audit.
        reason: The reason of those ``correct`` records.
        superseded: After :meth:`write`, the ``(old id, new id)`` pairs it superseded.
        passages: Item -> its sentence vectors (:mod:`episodic.entries.passages`), for the
            items kept; search alone reads them, never this batch's dedupe.
    """

    items: Sequence[Screened[Note]]
    vectors: npt.NDArray[np.float32]
    plan: Plan
    model: str
    threshold: float | Literal[False] = False
    origin: str = "remember"
    denied: Sequence[AuditEvent] = ()
    supersede: dict[int, str] = field(default_factory=dict)
    reason: str | None = None
    superseded: list[tuple[str, str]] = field(default_factory=list)
    passages: dict[int, npt.NDArray[np.float32]] = field(default_factory=dict)

    @property
    def notes(self) -> list[Note]:
        """The notes themselves, in order."""
        return [item.value for item in self.items]

    def write(self, tx: Tx, now: datetime) -> list[str]:
        """Write the batch in the caller's transaction; returns the entry id of each item.

        First the scope is held (writers of one scope take turns) and the plan is checked
        again against entries other writers committed since it was made, so two writers
        storing the same fact at once still end with one entry. Kept items become rows (or
        reinforce a stored twin with the same hash); every duplicate reinforces what it
        duplicates, so its evidence is kept (never twice) and ``last_seen_at`` moves on.
        """
        plan, items = self.plan, self.notes
        if items and self.threshold is not False:
            self._recheck(tx, now)
        drafts = [self._draft(i, now) for i in plan.keep]
        written = entry_rows.write_drafts(tx, drafts)
        ids = dict(plan.existing)
        ids.update({index: w.entry_id for index, w in zip(plan.keep, written, strict=True)})
        ids.update({index: ids[target] for index, target in plan.alias.items()})
        again = [_again(self.items[i], ids[i]) for i in [*plan.alias, *plan.existing]]
        entry_rows.reinforce(tx, again, now)
        self.superseded = [
            (old, ids[index])
            for index, old in sorted(self.supersede.items())
            if items[index].status == "active"
            and entry_rows.supersede(tx, items[index].scope, old, ids[index])
        ]
        audit_rows.append(tx, [*self.denied, *self._audit(written, now)])
        return [ids[i] for i in range(len(items))]

    def _draft(self, index: int, now: datetime) -> Screened[EntryDraft]:
        vector, passages = self.vectors[index], self.passages.get(index)
        return self.items[index].derive(
            lambda note: EntryDraft.of(
                note, recorded_at=now, embedding=vector, model=self.model, passages=passages
            )
        )

    def embed_passages(self, embedder: Embedder) -> Batch:
        """Embed the sentences of the items the plan keeps (in one call); returns itself."""
        kept = list(self.plan.keep)
        found = embed_passages(embedder, [self.items[i].value.content for i in kept])
        self.passages = dict(zip(kept, found, strict=True))
        return self

    def _audit(self, written: Sequence[Written], now: datetime) -> list[AuditEvent]:
        """One ``write`` record per scope for the entries created active, one ``review`` per
        scope and reason for those held for review (the policy's reason, as the held entry
        keeps it): ids and counts, no content."""
        by_action: dict[_AuditKey, list[str]] = {}
        versions: dict[_AuditKey, str | None] = {}
        for index, result in zip(self.plan.keep, written, strict=True):
            item = self.items[index].value
            if not result.created:
                continue
            held = item.status != "active"
            key = (item.scope, "review" if held else "write", item.review_reason if held else None)
            by_action.setdefault(key, []).append(result.entry_id)
            versions[key] = item.policy_version
        reinforced = len(self.plan.alias) + len(self.plan.existing)
        events = [self._corrected(old, new, now) for old, new in self.superseded]
        for (scope, action, reason), ids in by_action.items():
            events.append(
                audit_rows.new_event(
                    scope.require_complete("audit"),
                    at=now,
                    actor=self.origin,
                    action=action,
                    target_ids=ids,
                    reason=reason,
                    policy_version=versions[scope, action, reason],
                    detail={"created": len(ids), "reinforced": reinforced},
                )
            )
        return events

    def _corrected(self, old: str, new: str, now: datetime) -> AuditEvent:
        return audit_rows.new_event(
            self.items[0].value.scope.require_complete("audit"),
            at=now,
            actor=self.origin,
            action="correct",
            target_ids=[old, new],
            reason=self.reason,
        )

    def _recheck(self, tx: Tx, now: datetime) -> None:
        """Turn kept items into reinforcements of entries committed since the plan was made."""
        assert self.threshold is not False
        plan, items = self.plan, self.notes
        scope = items[0].scope
        latest = similar.hold_scope(tx, scope)
        similar.backfill_facts(tx, scope)
        if latest == plan.revision or not plan.keep:
            return
        recent = similar.notes_since(tx, scope, plan.revision, model=self.model, now=now)
        by_hash = {note.content_hash: note.entry_id for note in recent}
        by_key: dict[str, list[similar.StoredNote]] = {}
        for note in recent:
            by_key.setdefault(note.facts_key, []).append(note)
        still: list[int] = []
        for index in plan.keep:
            if items[index].status != "active":
                still.append(index)
                continue
            twin = by_hash.get(items[index].content_hash)
            same = by_key.get(plan.keys[index], [])
            found = twin or _best(same, self.vectors[index], self.threshold)
            if found is None:
                still.append(index)
            else:
                plan.existing[index] = found
        plan.keep = still


def _again(item: Screened[Note], entry_id: str) -> Screened[Reinforcement]:
    """A duplicate as what it reinforces: its sighting and its evidence."""
    return item.derive(
        lambda note: Reinforcement(note.scope, entry_id, note.occurred_at, note.sources)
    )


def dedupe(
    store: Store,
    embedder: Embedder,
    scope: Scope,
    items: Sequence[Screened[Note]],
    *,
    threshold: float | Literal[False],
    now: datetime,
    origin: str = "remember",
    denied: Sequence[AuditEvent] = (),
) -> Batch:
    """Embed the items in one batch and plan what each of them is (see :func:`plan_dedupe`).

    ``origin`` and ``denied`` are carried to the batch's audit records (see :class:`Batch`).
    """
    notes = [item.value for item in items]
    vectors = (
        embedder.embed([note.content for note in notes])
        if notes
        else np.zeros((0, 0), dtype=np.float32)
    )
    plan = plan_dedupe(
        store, scope, notes, vectors, model=embedder.name, threshold=threshold, now=now
    )
    batch = Batch(items, vectors, plan, embedder.name, threshold, origin, denied)
    return batch.embed_passages(embedder)

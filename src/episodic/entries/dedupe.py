"""Dedupe by content hash, then by embedding similarity within a batch and against the scope.

Shared by the direct writes (``remember``, ``remember_many``) and the extraction pipeline, so
both treat "the same thing said again" identically: it reinforces what is stored (in a batch,
the first of its kind).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from episodic.embedders import Embedder
from episodic.models import EntryDraft, Reinforcement, Scope, SourceDraft
from episodic.stores import Store, Tx
from episodic.stores import entries as entry_rows


@dataclass(frozen=True, slots=True)
class Prepared:
    """One validated, normalized note, before dedupe and embedding."""

    scope: Scope
    content: str
    content_hash: str
    occurred_at: datetime
    expires_at: datetime | None
    kind: str
    thread_id: str | None
    metadata: dict[str, Any]
    sources: tuple[SourceDraft, ...]


@dataclass(slots=True)
class Plan:
    """What to do with each item of a batch.

    Attributes:
        keep: Items that become new rows (the store may still find a hash twin and reinforce).
        alias: Item -> the kept item it duplicates (same hash, or similar within the batch).
        existing: Item -> the id of a stored entry it is similar to.
    """

    keep: list[int] = field(default_factory=list)
    alias: dict[int, int] = field(default_factory=dict)
    existing: dict[int, str] = field(default_factory=dict)


def plan_dedupe(
    store: Store,
    scope: Scope,
    items: Sequence[Prepared],
    vectors: npt.NDArray[np.float32],
    *,
    model: str,
    threshold: float | Literal[False],
    now: datetime,
) -> Plan:
    """Decide, item by item in order, whether each is new or a duplicate and of what.

    An exact hash match within the batch always counts. With a numeric ``threshold`` an item
    whose cosine to an earlier kept item, or to an active stored entry of the scope, is at or
    above it counts as a duplicate too. ``False`` leaves only the hash rule.
    """
    plan = Plan()
    by_hash: dict[str, int] = {}
    for index, item in enumerate(items):
        digest = item.content_hash
        if digest in by_hash:
            plan.alias[index] = by_hash[digest]
            continue
        if threshold is not False:
            if plan.keep:
                similar = vectors[plan.keep] @ vectors[index]
                best = int(np.argmax(similar))
                if similar[best] >= threshold:
                    plan.alias[index] = plan.keep[best]
                    continue
            hits = store.vector_search(scope, vectors[index], model=model, limit=1, now=now)
            if hits and hits[0].score >= threshold:
                plan.existing[index] = hits[0].entry_id
                continue
        by_hash[digest] = index
        plan.keep.append(index)
    return plan


@dataclass(slots=True)
class Batch:
    """A deduped batch of notes, embedded and planned, ready to be written.

    Attributes:
        items: The notes, in order.
        vectors: Their embeddings, one row each.
        plan: What each note is: new, or a duplicate of what.
        model: The embedder that made the vectors.
    """

    items: Sequence[Prepared]
    vectors: npt.NDArray[np.float32]
    plan: Plan
    model: str

    def write(self, tx: Tx, now: datetime) -> list[str]:
        """Write the batch in the caller's transaction; returns the entry id of each item.

        Kept items become rows (or reinforce a stored twin with the same hash); every
        duplicate reinforces what it duplicates, so its evidence is kept and
        ``last_seen_at`` moves on.
        """
        plan, items = self.plan, self.items
        drafts = [
            make_draft(items[i], self.vectors[i], model=self.model, now=now) for i in plan.keep
        ]
        written = entry_rows.write_drafts(tx, drafts)
        ids = {index: w.entry_id for index, w in zip(plan.keep, written, strict=True)}
        ids.update({index: ids[target] for index, target in plan.alias.items()})
        ids.update(plan.existing)
        again = [
            Reinforcement(items[i].scope, ids[i], items[i].occurred_at, items[i].sources)
            for i in [*plan.alias, *plan.existing]
        ]
        entry_rows.reinforce(tx, again, now)
        return [ids[i] for i in range(len(items))]


def dedupe(
    store: Store,
    embedder: Embedder,
    scope: Scope,
    items: Sequence[Prepared],
    *,
    threshold: float | Literal[False],
    now: datetime,
) -> Batch:
    """Embed the items in one batch and plan what each of them is (see :func:`plan_dedupe`)."""
    vectors = embedder.embed([item.content for item in items])
    plan = plan_dedupe(
        store, scope, items, vectors, model=embedder.name, threshold=threshold, now=now
    )
    return Batch(items, vectors, plan, embedder.name)


def make_draft(
    item: Prepared, vector: npt.NDArray[np.float32], *, model: str, now: datetime
) -> EntryDraft:
    """The row to write for a kept item."""
    return EntryDraft(
        scope=item.scope,
        content=item.content,
        content_hash=item.content_hash,
        occurred_at=item.occurred_at,
        recorded_at=now,
        embedding=vector,
        embedding_model=model,
        kind=item.kind,
        thread_id=item.thread_id,
        expires_at=item.expires_at,
        metadata=item.metadata,
        sources=item.sources,
    )

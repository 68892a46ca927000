"""Correction: a new entry replaces an old one, which stays in the timeline as ``superseded``.

A correction never edits the old row. It writes a new entry (through the write policy, like
``remember``) whose ``supersedes`` names the old one, and marks the old one ``superseded`` with
``superseded_by`` pointing at the new one, in the same transaction. A superseded entry is never
recalled or injected again; ``timeline(include_inactive=True)`` shows both, linked.

The same step serves extraction: a note the user stated as a correction of an entry names it
(by the id shown in known memory, or by its text), and :func:`find_corrected` finds the active
entry meant.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Literal

from episodic.embedders import Embedder
from episodic.entries.dedupe import dedupe, plan_dedupe
from episodic.entries.direct import prepare
from episodic.entries.review import MAX_REASON
from episodic.errors import LIST_REVIEW, NotFoundError, ValidationError
from episodic.governance.gate.policy import judge
from episodic.models import Entry, NewEntry, Scope, content_hash, normalize_content
from episodic.models.entries import Note
from episodic.models.validation import check_id, check_text
from episodic.runtime import Runtime
from episodic.stores import Store
from episodic.stores import audit as audit_rows
from episodic.stores import entries as entry_rows


def correct(
    runtime: Runtime, scope: Scope, entry_id: str, item: NewEntry, *, reason: str | None
) -> Entry:
    """Write ``item`` as the correction of the active entry ``entry_id`` (see the module).

    Returns the entry that now holds the corrected content: the new one, or an active entry
    that already said exactly that (it gains the link). When the write policy holds the
    correction for review, the old entry stays active until a reviewer approves it.

    Raises:
        NotFoundError: No entry ``entry_id`` in the scope.
        ValidationError: The entry is not active (already superseded, held, expired by the
            sweeper), the new content says the same, or the input is malformed.
        PolicyError: The write policy refused the correction (nothing changes).
    """
    entry_id = check_id(entry_id, "correct entry id")
    if reason is not None:
        reason = check_text(reason, "correct reason", limit=MAX_REASON)
    config, now = runtime.config, runtime.now()
    prepared = prepare(
        config.entries, scope, item, now, 0, limits=config.limits, governance=config.governance
    )
    with runtime.store.read() as tx:
        old = _correctable(entry_rows.get_entries(tx, scope, [entry_id]), entry_id)
    if prepared.content_hash == old.content_hash:
        raise ValidationError(
            f"The new content says the same as entry {entry_id!r}; a correction must change it."
        )
    prepared = replace(prepared, event=replace(prepared.event, supersedes=(entry_id,)))
    judged = judge(runtime.policy, [prepared], origin="correct", now=now)
    if judged.refusals:
        with runtime.store.write() as tx:
            audit_rows.append(tx, judged.denied)
        raise judged.error()
    kept = judged.kept[0]
    # Hashes only: a correction is usually close to what it corrects, and must not merge
    # into it (or into anything merely similar).
    batch = dedupe(
        runtime.store, runtime.embedder, scope, [kept], threshold=False, now=now, origin="correct"
    )
    batch.supersede, batch.reason = {0: entry_id}, reason
    with runtime.store.write() as tx:
        new_id = batch.write(tx, now)[0]
        if kept.value.status == "active" and not batch.superseded:
            raise ValidationError(
                f"Entry {entry_id!r} changed while it was being corrected (another writer "
                "superseded or removed it); nothing was written. Read it again and retry."
            )
        return entry_rows.get_entries(tx, scope, [new_id])[0]


def _correctable(found: list[Entry], entry_id: str) -> Entry:
    if not found:
        raise NotFoundError(f"No entry {entry_id!r} in this scope; nothing to correct.")
    entry = found[0]
    if entry.status == "superseded" and entry.superseded_by:
        raise ValidationError(
            f"Entry {entry_id!r} is already superseded by {entry.superseded_by!r}; correct "
            "that entry instead."
        )
    if entry.status == "pending_review":
        raise ValidationError(
            f"Entry {entry_id!r} is waiting for review; approve or deny it instead of "
            "correcting it.",
            hints=LIST_REVIEW,
        )
    if entry.status != "active":
        raise ValidationError(
            f"Entry {entry_id!r} is {entry.status}; only active entries can be corrected."
        )
    return entry


def find_corrected(
    store: Store,
    embedder: Embedder,
    scope: Scope,
    named: Sequence[str],
    *,
    threshold: float | Literal[False],
    now: datetime,
) -> dict[str, str]:
    """The active entry each text names: ``text -> id`` for those found.

    A text names an entry by its id, by its content (the same hash), or, with a numeric
    ``threshold``, by being similar to it under the dedupe rules (the same facts and a cosine
    at or above the threshold).
    """
    wanted = list(dict.fromkeys(text for text in named if text.strip()))
    if not wanted:
        return {}
    hashes = {text: content_hash(text) for text in wanted}
    with store.read() as tx:
        by_id = {e.id for e in entry_rows.get_entries(tx, scope, wanted) if e.status == "active"}
        by_hash = entry_rows.active_by_hash(tx, scope, list(hashes.values()))
    found = {text: text for text in wanted if text in by_id}
    found.update({text: by_hash[digest] for text, digest in hashes.items() if digest in by_hash})
    rest = [text for text in wanted if text not in found]
    if rest and threshold is not False:
        items = [
            Note(
                scope=scope,
                content=normalize_content(text),
                content_hash=hashes[text],
                occurred_at=now,
            )
            for text in rest
        ]
        vectors = embedder.embed([item.content for item in items])
        plan = plan_dedupe(
            store, scope, items, vectors, model=embedder.name, threshold=threshold, now=now
        )
        found.update({rest[index]: entry_id for index, entry_id in plan.existing.items()})
    return found

"""The extraction pipeline: from a stored turn to the rows its job will write.

The steps run in this order, which the spec fixes:

1. evidence guard (with a custom prompt too: the checks do not depend on the wording);
2. whitespace normalization;
3. cut to ``max_length`` at a sentence or word boundary;
4. drop empty notes;
5. exact-hash dedupe within the turn;
6. keep at most ``max_per_turn``;
7. embed the survivors in one batch;
8. similarity dedupe within the turn;
9. similarity dedupe against the scope's stored entries (both at
   ``dedupe_similarity_threshold``; ``False`` skips 8 and 9);
10. store, which the job does in the transaction that completes it.

A duplicate is never just discarded: its evidence is added to the note it duplicates, and a
stored entry it matches is reinforced.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from episodic.config import EntriesConfig, GovernanceConfig
from episodic.embedders import Embedder
from episodic.entries.correct import find_corrected
from episodic.entries.dedupe import Batch, dedupe
from episodic.entries.extract import Candidate, Extractor, Proposal
from episodic.entries.ground import plan_grounding
from episodic.entries.policy import event_fields
from episodic.entries.prompt import Known
from episodic.governance.gate.evidence import Guard, Verdicts
from episodic.governance.gate.policy import judge
from episodic.models import Scope, SourceDraft, content_hash, normalize_content
from episodic.models.entries import Note
from episodic.models.governance import WritePolicy
from episodic.prompting.evidence import Span
from episodic.prompting.transcript import TurnMessage
from episodic.stores import Store, Tx
from episodic.stores import entries as entry_rows
from episodic.stores.imports import Ungrounded

_SENTENCE_END = re.compile(r"[.!?][\"')\]]*(?=\s)")


def cut_at_boundary(text: str, limit: int) -> str:
    """Shorten ``text`` to at most ``limit`` characters, ending at a sentence if one ends in
    the second half of the allowance, else at a word boundary, else mid-word."""
    if len(text) <= limit:
        return text
    window = text[: limit + 1]
    ends = [m.end() for m in _SENTENCE_END.finditer(window) if m.end() <= limit]
    if ends and ends[-1] >= limit // 2:
        return text[: ends[-1]].strip()
    space = window.rfind(" ")
    if space > 0:
        return text[:space].rstrip(" ,;:-")
    return text[:limit]


@dataclass(slots=True)
class TurnOutcome:
    """What one turn's job will write (step 10, in the job's transaction), and its report;
    ``grounded``: the notes that ground an imported entry (see :mod:`.ground`)."""

    batch: Batch
    result: dict[str, Any] = field(default_factory=dict)
    grounded: dict[int, Ungrounded] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TurnContext:
    """Everything the pipeline needs besides the turn itself."""

    store: Store
    embedder: Embedder
    extractor: Extractor
    config: EntriesConfig
    now: datetime
    profile: tuple[str, ...] = ()  # the user's profile, filled lines: context, never evidence
    recent: tuple[Known, ...] = ()  # the scope's latest entries, for what a correction replaces
    governance: GovernanceConfig = field(default_factory=GovernanceConfig)
    policy: WritePolicy | None = None


def build_turn(
    ctx: TurnContext,
    scope: Scope,
    thread_id: str,
    transcript: Sequence[TurnMessage],
    known: KnownMemory,
    occurred: datetime,
) -> TurnOutcome:
    """Run steps 1 to 9 for one stored turn and return what step 10 must write.

    Nothing is read while the extractor runs: what it is shown was read before (``known``),
    and everything read after its answer (the notes it corrects, the stored notes dedupe
    compares with) is read in one snapshot of the store.

    Args:
        ctx: The store, embedder, extractor and settings.
        scope: Whose turn.
        thread_id: Its thread, recorded as the entries' provenance.
        transcript: Its user and assistant messages.
        known: Memory that was in the prompt for it (not to be written again), as
            :func:`known_memory` read it.
        occurred: When the turn happened: the notes' ``occurred_at``.

    Raises:
        ProviderError: The extractor or the embedder failed; nothing is written.
    """
    shown, refs = known
    proposal = ctx.extractor.propose(transcript, shown, ctx.profile, ctx.recent)
    with ctx.store.snapshot():
        return _checked(ctx, scope, thread_id, transcript, proposal, refs, occurred)


def _checked(
    ctx: TurnContext,
    scope: Scope,
    thread_id: str,
    transcript: Sequence[TurnMessage],
    proposal: Proposal,
    refs: dict[str, str],
    occurred: datetime,
) -> TurnOutcome:
    """Steps 3 to 9: the extractor's proposal guarded, normalized, judged and deduped."""
    corrected = _corrected(ctx, scope, proposal.candidates, refs)
    verdicts = Verdicts()
    verdicts.dropped.update(proposal.screened)
    guard = Guard(
        proposal.read or transcript,
        max_evidence_length=ctx.config.max_evidence_length,
        verdicts=verdicts,
    )
    notes: list[Note] = []
    for candidate in proposal.candidates:
        found = _source(candidate, guard, thread_id)
        if found is None:
            continue
        source, span = found
        content = cut_at_boundary(normalize_content(candidate.content), ctx.config.max_length)
        if not content:
            verdicts.drop("empty")
            continue
        note = _note(ctx, scope, thread_id, content, occurred, source, span, candidate)
        target = corrected.get(candidate.corrects or "")
        if target is not None:
            note = replace(note, event=replace(note.event, supersedes=(target,)))
        notes.append(note)
    unique = _merge_hash_twins(notes)
    if len(unique) > ctx.config.max_per_turn:
        verdicts.dropped["over_turn_limit"] += len(unique) - ctx.config.max_per_turn
        unique = unique[: ctx.config.max_per_turn]
    judged = judge(ctx.policy, unique, origin="extraction", now=ctx.now, by="job")
    for refusal in judged.refusals:
        verdicts.dropped[f"policy:{refusal.reason}"] += 1
    batch = dedupe(
        ctx.store,
        ctx.embedder,
        scope,
        judged.kept,
        threshold=ctx.config.dedupe_similarity_threshold,
        now=ctx.now,
        origin="extraction",
        denied=judged.denied,
    )
    _supersede(batch)
    grounded = plan_grounding(ctx.store, scope, batch)
    plan = batch.plan
    result = {
        "extractor": ctx.extractor.name,
        "candidates": len(proposal.candidates)
        + proposal.malformed
        + sum(proposal.screened.values()),
        "malformed": proposal.malformed,
        "dropped": dict(sorted(verdicts.dropped.items())),
        "similar_in_turn": len(plan.alias),
        "similar_stored": len(plan.existing),
        "entries": len(plan.keep),
        "held_for_review": sum(1 for i in plan.keep if batch.notes[i].status != "active"),
        "reinforced": len(plan.existing),
        "corrections": len(batch.supersede),
        "grounded": len({target.note.entry_id for target in grounded.values()}),
        "usage": proposal.usage.to_dict(),
    }
    return TurnOutcome(batch, result, grounded)


#: Known memory as the extractor sees it, and the id of the active entry behind each ref.
KnownMemory = tuple[list[Known], dict[str, str]]


def known_memory(
    tx: Tx, scope: Scope, known: Sequence[str], ids: Sequence[str] = ()
) -> KnownMemory:
    """Known memory as the extractor sees it (each entry with a short ref), and the id of the
    active entry behind each ref that still has one.

    ``ids`` are the shown entries' ids, in the order of ``known``: each ref keeps its entry's
    id while that entry is active. A job queued before turns carried ids has only the texts,
    and each is looked up by its hash.
    """
    shown = [Known(f"k{number}", text) for number, text in enumerate(known, start=1)]
    if not shown:
        return shown, {}
    if len(ids) == len(shown):
        active = entry_rows.active_ids(tx, scope, ids)
        return shown, {k.ref: i for k, i in zip(shown, ids, strict=True) if i in active}
    by_hash = entry_rows.active_by_hash(tx, scope, [content_hash(k.content) for k in shown])
    refs = {k.ref: by_hash[h] for k in shown if (h := content_hash(k.content)) in by_hash}
    return shown, refs


def _corrected(
    ctx: TurnContext, scope: Scope, candidates: Sequence[Candidate], refs: dict[str, str]
) -> dict[str, str]:
    """``corrects`` text -> the active entry it names, for the corrections the user made.

    Only a ``user_assertion`` may supersede: a correction the assistant proposes on its own
    is stored (if the guard lets it) but replaces nothing.
    """
    named = {c.corrects for c in candidates if c.corrects and c.source == "user_assertion"}
    found = {name: refs[name] for name in named if name in refs}
    rest = sorted(named - found.keys())
    threshold = ctx.config.dedupe_similarity_threshold
    found.update(
        find_corrected(ctx.store, ctx.embedder, scope, rest, threshold=threshold, now=ctx.now)
    )
    return found


def _supersede(batch: Batch) -> None:
    """Each kept note that corrects an entry supersedes it when written. A correction that
    dedupe matched to the very entry it corrects becomes a new entry instead."""
    plan = batch.plan
    for index, item in enumerate(batch.notes):
        if not item.event.supersedes:
            continue
        old = item.event.supersedes[0]
        if plan.existing.get(index) == old:
            del plan.existing[index]
            plan.keep = sorted([*plan.keep, index])
        batch.supersede[index] = old  # the same text again supersedes nothing (stores)
    batch.reason = "user_correction"


def _source(candidate: Candidate, guard: Guard, thread_id: str) -> tuple[SourceDraft, Span] | None:
    """The candidate's evidence as stored and the span the guard found, or ``None`` when the
    guard drops it."""
    span = guard.check(candidate.content, candidate.source, candidate.evidence)
    if span is None:
        return None
    draft = SourceDraft(
        label=candidate.source,
        evidence=span.text,
        thread_id=thread_id,
        message_id=span.message_id,
        role=span.role,
        start=span.start,
        end=span.end,
    )
    return draft, span


def _note(
    ctx: TurnContext,
    scope: Scope,
    thread_id: str,
    content: str,
    occurred: datetime,
    source: SourceDraft,
    span: Span | None,
    candidate: Candidate,
) -> Note:
    """One note as the policy will judge it. A note whose quote guesses is kept only as a
    guess (low confidence); one whose quote was pasted is ``untrusted_content``."""
    hedged, pasted = (span.hedged, span.pasted) if span is not None else (False, False)
    event = event_fields(
        ctx.governance,
        scope,
        candidate.source,
        confidence="low" if hedged else candidate.confidence,
        source_trust="untrusted_content" if pasted else None,
        privacy_class=candidate.privacy_class,
    )
    return Note(
        scope=scope,
        content=content,
        content_hash=content_hash(content),
        occurred_at=occurred,
        kind=candidate.kind,
        thread_id=thread_id,
        sources=(source,),
        event=event,
    )


def _merge_hash_twins(notes: Sequence[Note]) -> list[Note]:
    """Step 5: one note per content hash, carrying the evidence of all its twins."""
    merged: dict[str, Note] = {}
    for note in notes:
        first = merged.get(note.content_hash)
        if first is None:
            merged[note.content_hash] = note
        else:
            extra = tuple(s for s in note.sources if s not in first.sources)
            merged[note.content_hash] = replace(first, sources=first.sources + extra)
    return list(merged.values())

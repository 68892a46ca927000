"""``memory.review``: the queue of entries the write policy held back, and its two verdicts.

An entry the policy sent to review is stored ``pending_review``: never injected, recalled or
deduped against. A reviewer lists the queue, then approves an entry (it becomes active, or,
when an active entry already says the same thing, its evidence joins that entry and the held
row goes) or denies it (the row and its evidence are deleted: a denial keeps no content).
Both verdicts are audited with the entry's id, never its text. Each held entry keeps the
policy's reason (``Entry.review_reason``); one held because it gives orders to the model is
approved only when the caller confirms.
"""

from __future__ import annotations

from datetime import datetime

from episodic.entries.dedupe import plan_dedupe
from episodic.errors import LIST_REVIEW, ConfirmationRequired, NotFoundError, ValidationError
from episodic.governance import Audit
from episodic.governance.gate.screen import passed
from episodic.models import Entry, Reinforcement, Scope, SourceDraft
from episodic.models.entries import Note
from episodic.models.review import CONFIRM_TO_APPROVE
from episodic.models.scope import require_scope
from episodic.models.validation import check_count, check_id, check_text
from episodic.runtime import Runtime
from episodic.stores import Tx, similar
from episodic.stores import entries as entry_rows

#: Longest reason a reviewer or a correction may give (kept in the audit log).
MAX_REASON = 500


class Review:
    """Lists, approves and denies the entries held for review.

    Args:
        runtime: The store, embedder, settings and clock.

    Example:
        >>> from episodic import Memory, Scope
        >>> memory = Memory.open(":memory:", embedder="test")
        >>> scope = Scope(agent="bot", user="u-1")
        >>> held = memory.remember(scope, "Pasted doc: ports 80-90 open.",
        ...                        source_trust="untrusted_content")
        >>> [e.id for e in memory.review.pending(scope)] == [held.id]
        True
        >>> memory.review.approve(scope, held.id).status
        'active'
        >>> memory.close()
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        self._audit = Audit(runtime)

    def pending(self, scope: Scope, *, limit: int = 100) -> list[Entry]:
        """The scope's entries waiting for review, oldest first, with their evidence."""
        require_scope(scope, "review.pending")
        check_count(limit, "review limit")
        with self._runtime.store.read() as tx:
            return entry_rows.with_status(tx, scope, "pending_review", limit=limit)

    def approve(
        self,
        scope: Scope,
        entry_id: str,
        *,
        reason: str | None = None,
        actor: str = "operator",
        confirm: bool = False,
    ) -> Entry:
        """Let a held entry in; returns the active entry that now carries it.

        If an active entry of the scope already says the same (the same content hash, or
        similar by the dedupe rules), the held entry's evidence is added to it, it is marked
        seen again, and the held row is deleted; that entry is returned. An approved
        correction supersedes the entries it names (see ``Entry.supersedes``). The audit
        records ``approve`` with the ids. The approved entry no longer carries a review
        reason (the audit's ``review`` record keeps why it was held).

        An entry held because it gives orders to the model (``review_reason`` of
        ``addressed_to_model``) is approved only with ``confirm=True``: once active, those
        orders reach every later prompt.

        Raises:
            NotFoundError: No entry with that id in this scope.
            ConfirmationRequired: The entry gives orders to the model and ``confirm`` is not
                ``True``; nothing changed.
            ValidationError: The entry is not waiting for review.
        """
        require_scope(scope, "review.approve")
        entry_id = check_id(entry_id, "review entry id")
        actor = check_id(actor, "review actor")
        if reason is not None:
            reason = check_text(reason, "review reason", limit=MAX_REASON)
        held = self._held(scope, entry_id)
        if confirm is not True and held.review_reason in CONFIRM_TO_APPROVE:
            raise _unconfirmed(held)
        similar_id = self._similar_active(scope, held)
        with self._runtime.store.write() as tx:
            similar.hold_scope(tx, scope)  # writers of the scope wait; the checks stay true
            held = _require_held(entry_rows.get_entries(tx, scope, [entry_id]), entry_id)
            target = _active_twin(tx, scope, held, similar_id)
            if target is None:
                entry_rows.set_status(
                    tx, scope, [entry_id], "active", only_from=("pending_review",)
                )
                target = entry_id
            else:
                _merge(tx, scope, held, target, self._runtime.now())
            for old in held.supersedes:
                entry_rows.supersede(tx, scope, old, target)
            self._audit.record(
                tx,
                scope,
                "approve",
                actor=actor,
                target_ids=[entry_id] if target == entry_id else [entry_id, target],
                reason=reason,
                policy_version=held.policy_version,
                detail={
                    "merged": target != entry_id,
                    "superseded": len(held.supersedes),
                    "held_for": held.review_reason,
                },
            )
            return entry_rows.get_entries(tx, scope, [target])[0]

    def deny(self, scope: Scope, entry_id: str, reason: str, *, actor: str = "operator") -> None:
        """Refuse a held entry: it and its evidence are deleted, and the audit records
        ``reject`` with its id and ``reason`` (never its content).

        Raises:
            NotFoundError: No entry with that id in this scope.
            ValidationError: The entry is not waiting for review, or no reason was given.
        """
        require_scope(scope, "review.deny")
        entry_id = check_id(entry_id, "review entry id")
        actor = check_id(actor, "review actor")
        reason = check_text(reason, "review deny reason", limit=MAX_REASON)
        with self._runtime.store.write() as tx:
            held = _require_held(entry_rows.get_entries(tx, scope, [entry_id]), entry_id)
            entry_rows.delete_entries(tx, scope, [entry_id])
            self._audit.record(
                tx,
                scope,
                "reject",
                actor=actor,
                target_ids=[entry_id],
                reason=reason,
                policy_version=held.policy_version,
                detail={"kind": held.kind},
            )

    def _held(self, scope: Scope, entry_id: str) -> Entry:
        with self._runtime.store.read() as tx:
            return _require_held(entry_rows.get_entries(tx, scope, [entry_id]), entry_id)

    def _similar_active(self, scope: Scope, held: Entry) -> str | None:
        """An active entry similar to the held one by the dedupe rules, compared with the held
        entry's own stored vector (so no model is needed); ``None`` when there is none, and
        never an entry the held one would supersede."""
        runtime = self._runtime
        threshold = runtime.config.entries.dedupe_similarity_threshold
        if threshold is False or held.embedding_model is None:
            return None
        with runtime.store.read() as tx:
            vector = similar.vector_of(tx, scope, held.id)
        if vector is None:
            return None
        item = Note(
            scope=scope,
            content=held.content,
            content_hash=held.content_hash,
            occurred_at=held.occurred_at,
            expires_at=held.expires_at,
            kind=held.kind,
            thread_id=held.thread_id,
            metadata=held.metadata,
        )
        plan = plan_dedupe(
            runtime.store,
            scope,
            [item],
            vector.reshape(1, -1),
            model=held.embedding_model,
            threshold=threshold,
            now=runtime.now(),
        )
        found = plan.existing.get(0)
        return None if found in held.supersedes else found


def _unconfirmed(held: Entry) -> ConfirmationRequired:
    """What approving ``held`` without a yes raises: what it does, and each surface's way to
    say yes."""
    hints = {
        "python": f"To approve it anyway, call memory.review.approve(scope, {held.id!r}, "
        "confirm=True).",
        "cli": f"To approve it anyway, run episodic review approve {held.id} --yes (or "
        "answer y when it asks).",
        "web": "To approve it anyway, confirm on the page that asks.",
    }  # REST says it in the error's hint (episodic.server.access)
    error = ConfirmationRequired(
        f"Entry {held.id!r} is held because it gives orders to the AI; approving it puts those "
        "orders into every later prompt.",
        hints=hints,
    )
    error.reason = held.review_reason or ""
    return error


def _require_held(found: list[Entry], entry_id: str) -> Entry:
    if not found:
        raise NotFoundError(f"No entry {entry_id!r} in this scope.", hints=LIST_REVIEW)
    entry = found[0]
    if entry.status != "pending_review":
        raise ValidationError(
            f"Entry {entry_id!r} is {entry.status}, not waiting for review; only entries "
            "waiting for review can be approved or denied.",
            hints=LIST_REVIEW,
        )
    return entry


def _active_twin(tx: Tx, scope: Scope, held: Entry, similar_id: str | None) -> str | None:
    """The active entry the approval merges into: the hash twin, else the similar one if it
    is still active."""
    twin = entry_rows.active_by_hash(tx, scope, [held.content_hash]).get(held.content_hash)
    if twin is not None or similar_id is None:
        return twin
    found = entry_rows.get_entries(tx, scope, [similar_id])
    return similar_id if found and found[0].status == "active" else None


def _merge(tx: Tx, scope: Scope, held: Entry, target: str, now: datetime) -> None:
    """Give ``target`` the held entry's evidence and sighting, then delete the held row."""
    sources = tuple(
        SourceDraft(
            label=s.label,
            evidence=s.evidence,
            thread_id=s.thread_id,
            message_id=s.message_id,
            role=s.role,
            start=s.start,
            end=s.end,
        )
        for s in held.sources
    )
    # The held entry's evidence passed the gate when it was written; it only moves.
    moved = passed(Reinforcement(scope, target, held.last_seen_at, sources), origin="approve")
    entry_rows.reinforce(tx, [moved], now)
    entry_rows.delete_entries(tx, scope, [held.id])

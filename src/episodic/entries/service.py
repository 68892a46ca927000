"""``memory.entries``: the entries tier, its read and write side in one service."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Unpack

from episodic.config import Config
from episodic.entries.backfill import EntrySentences, queue_sentences
from episodic.entries.block import memory_block
from episodic.entries.correct import correct
from episodic.entries.dedupe import dedupe
from episodic.entries.direct import prepare
from episodic.entries.extraction import Extraction
from episodic.entries.read import search
from episodic.entries.review import Review
from episodic.entries.vectors import VectorCheck, reindex
from episodic.errors import NotFoundError, ValidationError
from episodic.governance import Audit
from episodic.governance.gate.policy import judge
from episodic.jobs import Handler
from episodic.models import (
    Block,
    Entry,
    Evidence,
    JobRequest,
    LazyVector,
    NewEntry,
    Recalled,
    Scope,
    Silence,
    Turn,
    TurnQuery,
)
from episodic.models.entries import EntryFields, NewEntries, Note, Progress, Remembered
from episodic.models.scope import require_scope
from episodic.models.validation import (
    check_count,
    check_flag,
    check_id,
    check_optional_id,
    check_sequence,
    check_text,
    visible,
)
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import audit as audit_rows
from episodic.stores import entries as entry_rows
from episodic.telemetry import current


class Entries:
    """Source-backed entries: remember, recall, list, and the ``<memory>`` block.

    It is also a context source (the ``<memory>`` block of ``before_turn``) and a turn
    follower (one extraction job per stored turn; see :attr:`extraction`).

    Args:
        runtime: The store, embedder, models, settings and clock.
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        self.extraction = Extraction(runtime)
        #: Fills the sentence vectors of entries written before entries kept them.
        self.sentences = EntrySentences(runtime)
        #: The handlers of this tier's background jobs.
        self.handlers: tuple[Handler, ...] = (self.extraction, self.sentences)
        self._vectors = VectorCheck(runtime)
        self.review = Review(runtime)
        self._audit = Audit(runtime)
        queue_sentences(runtime)  # entries stored by an earlier release

    # -- writes -----------------------------------------------------------------------------

    def remember(self, scope: Scope, content: str, **fields: Unpack[EntryFields]) -> Entry:
        """Store one entry directly, without extraction.

        The content is whitespace-normalized. If the same content (ignoring case and spacing)
        or a near-identical one (cosine at or above ``dedupe_similarity_threshold``) is already
        stored in the scope, nothing new is created: the existing entry is reinforced (its
        ``last_seen_at`` moves forward and this call's evidence is added) and returned.

        Args:
            scope: Whose memory; agent and user are required.
            content: The note, at most ``EntriesConfig.max_length`` characters.
            evidence: The exact text backing it, or :class:`Evidence` objects with message ids.
            source: ``user_assertion``, ``user_accepted_assistant_proposal`` or
                ``verified_assistant_finding``.
            thread: The thread it came from.
            occurred_at: When it happened; defaults to now.
            metadata: A JSON-serializable dict kept unchanged.
            kind: ``case`` or an event type such as ``decision`` (see
                :data:`~episodic.models.EVENT_KINDS`).
            expires_at: When the entry stops being recalled (the expiry sweeper then marks it
                ``expired``; it stays in the timeline until pruned).
            actor: Who said or did it; defaults to the user (the agent for a
                ``verified_assistant_finding``).
            confidence: ``low``, ``medium`` or ``high`` (default
                ``GovernanceConfig.default_confidence``).
            source_trust: ``user_provided``, ``tool_result``, ``approved_source``,
                ``operator_entered`` or ``untrusted_content`` (held for review by the
                default policy); defaults from the source label.
            privacy_class: ``public``, ``internal``, ``private`` or ``sensitive`` (the default
                policy refuses a sensitive entry without ``expires_at``).
            purpose: Purposes it may be used for; a read for another purpose never sees it.
                Empty: any purpose.
            resource_refs: Ids of what it is about (required for ``human_approval``).

        Returns:
            The entry: ``active``, or ``pending_review`` when the write policy holds it for
            review.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: Empty or oversized content, unknown source label, bad evidence or
                metadata. Nothing is written.
            PolicyError: The write policy refused it (the reason says why). Nothing is
                written; the audit log records the refusal.
        """
        return self.remember_many(scope, [_item(content, fields)], strict=True)[0]

    def remember_many(
        self,
        scope: Scope,
        items: NewEntries,
        *,
        on_progress: Progress | None = None,
        strict: bool = False,
    ) -> Remembered:
        """Store many entries at once (bulk import).

        Every item is validated first: one malformed item writes nothing, and the
        :class:`ValidationError` names it (its ``index`` attribute is the item's 0-based
        position). Each item then passes the gate and the write policy: an item they refuse (a
        secret with no expiry, an identifier holding a secret, ...) is a decision about its
        content, not a malformed input, so the others are still stored and the refused one is
        reported in :attr:`Remembered.refused` with its position and reason (and audited).
        With ``strict``, one refused item refuses the whole batch with a
        :class:`PolicyError` and nothing is written.

        The items are then embedded and written in chunks of
        ``EntriesConfig.write_batch_size``, each chunk in its own short transaction, so other
        writers (``after_turn``, workers, other processes) get the database between chunks.
        Each chunk is deduped like :meth:`remember`: against the scope, which by then holds
        the earlier chunks, and within itself.

        An interrupted call (an exception, Ctrl-C, a killed process) leaves whole chunks
        committed and none half-written. Running the same import again is idempotent: items
        already stored reinforce their entries, adding no new entry and no duplicate evidence
        (their ``last_seen_at`` may move forward).

        Args:
            scope: Whose memory; agent and user are required.
            items: :class:`NewEntry` objects or mappings with the same fields.
            on_progress: Called as ``on_progress(done, total)`` after each committed chunk
                (``total`` counts the items the gate let through).
            strict: Refuse the whole batch when any item is refused.

        Returns:
            The entry of each stored item, in order (duplicates map to the entry they
            reinforced; ``positions`` says which item each is), and the refused items.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: An item is malformed (see ``error.index``); nothing is written.
            PolicyError: With ``strict``, an item was refused; nothing is written.
        """
        require_scope(scope, "remember")
        check_flag(strict, "remember_many strict")
        runtime = self._runtime
        now = runtime.now()
        config = runtime.config.entries
        prepared = _prepare_all(runtime.config, scope, items, now)
        judged = judge(runtime.policy, prepared, origin="remember", now=now)
        if judged.refusals:
            with runtime.store.write() as tx:
                audit_rows.append(tx, judged.denied)
            if strict:
                raise judged.error()
        kept = judged.kept
        ids: list[str] = []
        size = config.write_batch_size
        for start in range(0, len(kept), size):
            batch = dedupe(
                runtime.store,
                runtime.embedder,
                scope,
                kept[start : start + size],
                threshold=config.dedupe_similarity_threshold,
                now=now,
            )
            with runtime.store.write() as tx:
                ids += batch.write(tx, now)
            if on_progress is not None:
                on_progress(len(ids), len(kept))
        with runtime.store.read() as tx:
            found = {e.id: e for e in entry_rows.get_entries(tx, scope, ids)}
        return Remembered([found[i] for i in ids], judged.positions, judged.refusals)

    def correct(
        self,
        scope: Scope,
        entry_id: str,
        new_content: str,
        *,
        reason: str | None = None,
        **fields: Unpack[EntryFields],
    ) -> Entry:
        """Replace an active entry by a corrected one, keeping the old one as history.

        In one transaction the new entry is written (judged by the write policy like
        :meth:`remember`; its ``supersedes`` names the old entry) and the old entry becomes
        ``superseded`` with ``superseded_by`` set to the new one. From then on only the new
        entry is recalled or injected; ``timeline(include_inactive=True)`` shows both. If an
        active entry already holds exactly the new content, the old one is linked to it
        instead. The audit log records ``correct`` with both ids and ``reason``.

        Args:
            scope: Whose memory; agent and user are required.
            entry_id: The active entry to correct.
            new_content: What is true instead.
            evidence: The exact text backing the correction (see :meth:`remember`).
            reason: Why, in a few words, for the audit log (never store content in it).
            kind: ``correction`` unless given.
            source, thread, occurred_at, metadata, expires_at, actor, confidence,
            source_trust, privacy_class, purpose, resource_refs: As for :meth:`remember`.

        Returns:
            The entry now holding the corrected content: ``active``, or ``pending_review``
            when the write policy holds the correction (the old entry then stays active
            until a reviewer approves it).

        Raises:
            NotFoundError: No entry ``entry_id`` in this scope.
            ValidationError: The entry is not active (superseded: correct the newer one;
                held for review), the content is unchanged, or the input is malformed.
            PolicyError: The write policy refused the correction; nothing changed.
        """
        require_scope(scope, "correct")
        item = _item(new_content, {"kind": "correction", **fields})
        return correct(self._runtime, scope, entry_id, item, reason=reason)

    # -- reads ------------------------------------------------------------------------------

    def recall(
        self,
        scope: Scope,
        query: str,
        top_k: int | None = None,
        *,
        purpose: str | None = None,
        via: str = "recall",
    ) -> list[Recalled]:
        """Search the scope's entries for a query, best first, with every score.

        Returns an empty list when nothing is relevant enough (the relevance gate). The
        audit log records the ids served (a ``read``), unless ``GovernanceConfig.audit_reads``
        is off or the memory is read-only.

        Args:
            scope: Whose memory to search; agent and user are required.
            query: Free text: a question, identifiers, error text.
            top_k: Most results; defaults to ``EntriesConfig.top_k``.
            purpose: What the results will be used for: only entries without purpose tags,
                or tagged with this one, are searched. ``None``: no restriction.
            via: The read's name in the audit log (the ``recall_memory`` tool passes its own).
        """
        require_scope(scope, "recall")
        check_optional_id(purpose, "recall purpose")
        limits = self._runtime.config.limits
        if not isinstance(query, str) or not visible(query):
            raise ValidationError(f"recall needs a non-empty query string, got {query!r:.40}.")
        cap = limits.max_query_chars
        check_text(
            query,
            "recall query",
            limit=cap,
            setting="LimitsConfig.max_query_chars",
            controls=True,
        )
        limit = self._runtime.config.entries.top_k if top_k is None else top_k
        check_count(limit, "top_k", maximum=limits.max_top_k, setting="LimitsConfig.max_top_k")
        mark = self._audit.reading()  # before any read: an erasure after it voids the record
        embed_one = self._runtime.embedder.embed_one
        vector = LazyVector(lambda: embed_one(query))  # embedded only if the scope holds rows
        self._vectors.check(scope)
        now = self._runtime.now()
        with current().span("episodic.recall", **{"episodic.top_k": limit}) as span:
            found = search(
                self._runtime, scope, query, vector, top_k=limit, now=now, purpose=purpose
            )
            span.set("episodic.results", len(found))
        served = [r.entry.id for r in found]
        self._audit.read(scope, served, via=via, purpose=purpose, mark=mark)
        return found

    def get(self, scope: Scope, entry_id: str) -> Entry:
        """One entry of the scope by id, in any status.

        Raises:
            NotFoundError: No entry with that id exists in this scope.
        """
        require_scope(scope, "get")
        check_id(entry_id, "entry id")
        with self._runtime.store.read() as tx:
            found = entry_rows.get_entries(tx, scope, [entry_id])
        if not found:
            raise NotFoundError(f"No entry {entry_id!r} in this scope.")
        return found[0]

    def shown(self, scope: Scope, entry_ids: Sequence[str]) -> list[Entry]:
        """The scope's active entries among ``entry_ids`` (ids of other scopes, and entries
        forgotten or superseded since, are passed over)."""
        if not entry_ids:
            return []
        with self._runtime.store.read() as tx:
            found = entry_rows.get_entries(tx, scope, list(dict.fromkeys(entry_ids)))
        return [entry for entry in found if entry.status == "active"]

    def timeline(
        self, scope: Scope, *, limit: int | None = None, include_inactive: bool = False
    ) -> list[Entry]:
        """The scope's entries with their sources, most recent first.

        Args:
            scope: Whose memory; agent and user are required.
            limit: Most entries to return.
            include_inactive: Also list superseded, dropped, pending and expired entries.
        """
        require_scope(scope, "timeline")
        if limit is not None:
            check_count(limit, "timeline limit")
        check_flag(include_inactive, "include_inactive")
        with self._runtime.store.read() as tx:
            return entry_rows.list_entries(
                tx,
                scope,
                now=self._runtime.now(),
                limit=limit,
                include_inactive=include_inactive,
            )

    def count(self, scope: Scope) -> int:
        """How many entries the scope holds, in any status."""
        require_scope(scope, "count")
        with self._runtime.store.read() as tx:
            return entry_rows.count_entries(tx, scope)

    def reindex(
        self,
        scope: Scope | None = None,
        *,
        batch_size: int = 256,
        on_progress: Progress | None = None,
    ) -> int:
        """Re-embed, with this memory's embedder, every entry whose vector another model made.

        Needed after switching embedders: a query scores only vectors of its own model (the
        first search of a scope with other vectors logs a warning). Entries of every status
        are re-embedded, ``batch_size`` at a time, each batch in its own transaction; an
        interrupted run keeps what it committed and running it again continues where it
        stopped (entries already re-embedded are skipped).

        Args:
            scope: Only this scope; ``None`` re-embeds the whole database.
            batch_size: Entries embedded and written per transaction (>= 1).
            on_progress: Called as ``on_progress(done, total)`` before the first batch and
                after each one.

        Returns:
            How many entries were re-embedded.

        Raises:
            ValidationError: ``batch_size`` is not a whole number >= 1.
        """
        done = reindex(self._runtime, scope, batch_size=batch_size, on_progress=on_progress)
        self._vectors.forget()
        return done

    # -- the agent loop ---------------------------------------------------------------------

    def blocks(self, query: TurnQuery) -> list[Block]:
        """The ``<memory>`` block for a turn (a context source): none when injection is off,
        the message is empty, or nothing relevant is stored."""
        config = self._runtime.config.entries
        if not config.inject or not query.message.strip():
            return []
        self._vectors.check(query.scope)
        found = search(
            self._runtime,
            query.scope,
            query.message,
            LazyVector(lambda: query.vector),
            top_k=config.inject_top_k,
            now=query.now,
            purpose=query.purpose,
        )
        return [memory_block(found, query.now)] if found else []

    def silence(self) -> Silence | None:
        """Whether the extraction model has gone quiet: ``None`` while it is fine, else how
        many substantive turns in a row (across scopes) it proposed nothing from, once they
        reach ``EntriesConfig.empty_warning_turns``. ``/health`` and the jobs views show it.

        Example:
            >>> quiet = memory.entries.silence()  # doctest: +SKIP
            >>> quiet.warning() if quiet else "ok"  # doctest: +SKIP
            'ok'
        """
        return self.extraction.silence()

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """The extraction job of a stored turn (a turn follower)."""
        return self.extraction.follow(turn)


def _prepare_all(
    config: Config,
    scope: Scope,
    items: NewEntries,
    now: datetime,
) -> list[Note]:
    """Validate and normalize every item; a bad one raises with its position in ``index``."""
    prepared: list[Note] = []
    for index, item in enumerate(check_sequence(items, "remember_many items")):
        try:
            item = NewEntry.coerce(item)
            prepared.append(
                prepare(
                    config.entries,
                    scope,
                    item,
                    now,
                    index,
                    limits=config.limits,
                    governance=config.governance,
                )
            )
        except ValidationError as exc:
            exc.index = index
            raise
    return prepared


def _item(content: str, fields: EntryFields) -> NewEntry:
    """One direct write as a :class:`NewEntry` (a list of evidence becomes a tuple)."""
    given: dict[str, Any] = dict(fields)
    evidence = given.pop("evidence", None)
    if evidence is not None and not isinstance(evidence, str | Evidence):
        evidence = tuple(check_sequence(evidence, "evidence"))
    return NewEntry(content=content, evidence=evidence, **given)

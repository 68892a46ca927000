"""The agent loop's two calls, composed from the tiers.

:meth:`AgentLoop.before_turn` reads every context source inside one snapshot of the store and
fits their blocks to the budget; :meth:`AgentLoop.after_turn` stores the turn and queues the
jobs the tiers ask for, in one transaction. :class:`~episodic.Memory` documents both.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from episodic.context import Context, assemble
from episodic.entries import Entries
from episodic.errors import ValidationError
from episodic.governance import Audit
from episodic.jobs import Jobs
from episodic.messages import Messages, turn_drafts, turn_key
from episodic.models import Job, MessageDraft, Scope, Turn, TurnQuery
from episodic.models.context import ContextSource, TurnFollower
from episodic.models.scope import require_scope
from episodic.models.validation import check_flag, check_id, check_optional_id, check_text
from episodic.runtime import Runtime
from episodic.telemetry import current
from episodic.turns.digest import KIND as DIGEST

_MESSAGE_CAP = "LimitsConfig.max_message_chars"


class AgentLoop:
    """``before_turn`` and ``after_turn`` over the tiers.

    Args:
        runtime: The store, embedder, models, settings and clock.
        sources: The tiers that add a block to the prompt, in prompt order.
        followers: The tiers that queue jobs after a turn; the first job of the entries
            (the extraction) is what ``after_turn`` returns.
        jobs: The queue the jobs go to.
        messages: The tier that keeps the turn's messages.
        entries: The tier whose extraction job ``after_turn`` returns.
        audit: Where the ids each turn's context shows are recorded.
    """

    def __init__(
        self,
        runtime: Runtime,
        *,
        sources: Sequence[ContextSource],
        followers: Sequence[TurnFollower],
        jobs: Jobs,
        messages: Messages,
        entries: Entries,
        audit: Audit,
    ) -> None:
        self._runtime = runtime
        self._sources = tuple(sources)
        self._followers = tuple(followers)
        self._jobs = jobs
        self._messages = messages
        self._entries = entries
        self._audit = audit

    def before_turn(
        self, scope: Scope, thread: str | None, message: str, purpose: str | None
    ) -> Context:
        """Every source's block for this message, read in one snapshot; the read audited."""
        with current().span("episodic.before_turn") as span:
            require_scope(scope, "before_turn")
            runtime = self._runtime
            check_optional_id(thread, "before_turn thread")
            check_optional_id(purpose, "before_turn purpose")
            cap = runtime.config.limits.max_message_chars
            check_text(
                message,
                "before_turn message",
                limit=cap,
                setting=_MESSAGE_CAP,
                blank=True,
                controls=True,
            )
            query = TurnQuery(
                scope,
                thread,
                message,
                runtime.now(),
                runtime.embedder.embed_one,
                lambda: self._messages.window(scope, thread) if thread is not None else [],
                purpose,
            )
            with runtime.store.snapshot():  # every source reads the same state, in one go
                mark = self._audit.reading()  # first: an erasure after it voids the record
                context = assemble(self._sources, query, runtime.config.context)
            served = [
                i for b in context.blocks for i in (*(r.entry.id for r in b.entries), *b.served)
            ]
            self._audit.read(scope, served, via="before_turn", purpose=purpose, mark=mark)
            span.set("episodic.blocks", len(context.blocks))
            span.set("episodic.entries", sum(len(block.entries) for block in context.blocks))
            window = tuple(message.to_chat() for message in query.window)
            return Context(blocks=context.blocks, now=context.now, messages=window)

    def after_turn(
        self,
        scope: Scope,
        thread: str,
        messages: Iterable[Mapping[str, Any] | MessageDraft],
        sync: bool,
        injected: Context | Sequence[str] | None,
    ) -> Job | None:
        """Store the turn and queue its jobs in one transaction; its extraction job."""
        with current().span("episodic.after_turn", **{"episodic.sync": sync is True}) as span:
            require_scope(scope, "after_turn")
            check_id(thread, "after_turn thread id")
            check_flag(sync, "after_turn sync")
            shown = _shown_ids(injected)
            drafts = turn_drafts(messages, self._runtime.config.limits)
            if not drafts:
                span.set("episodic.job.outcome", "none")
                return None  # nothing to remember: no messages stored, no job queued
            if isinstance(injected, Context):
                entries = [recalled.entry for recalled in injected.entries]
            else:
                entries = self._entries.shown(scope, shown)
            known, ids = tuple(e.content for e in entries), tuple(e.id for e in entries)
            key = turn_key(scope, thread, drafts)
            turn = Turn(scope, thread, tuple(drafts), key, known, self._runtime.now(), ids)
            with self._runtime.store.write() as tx:
                self._messages.store(tx, turn)
                requests = [request for f in self._followers for request in f.follow(turn, tx)]
                queued = self._jobs.enqueue(tx, requests, turn.at)
            jobs = [job for job, _ in queued]
            if sync:
                jobs = [self._jobs.run_until_done(job) for job in jobs]
            elif any(created for _, created in queued):
                self._jobs.wake()
            # The extraction job, or in one-call mode the turn's one job (it extracts too).
            first = (self._entries.extraction.kind, DIGEST)
            job = next((job for job in jobs if job.kind in first), None)
            span.set("episodic.job.outcome", "none" if job is None else job.status)
            return job


def _shown_ids(injected: Context | Sequence[str] | None) -> list[str]:
    """The entry ids ``after_turn(injected=...)`` names (none for a context or ``None``)."""
    if injected is None or isinstance(injected, Context):
        return []
    if isinstance(injected, str | bytes) or not isinstance(injected, Sequence):
        raise ValidationError(
            "after_turn injected must be the Context before_turn returned, a list of the ids "
            f"of the entries it showed, or None; got {type(injected).__name__}."
        )
    return [check_id(entry_id, "after_turn injected entry id") for entry_id in injected]

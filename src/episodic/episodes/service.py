"""``memory.episodes``: one record per finished session, and ``<previous-episodes>``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta

import numpy as np

from episodic.episodes import events as typed
from episodic.episodes.block import episodes_block
from episodic.episodes.compress import compress
from episodic.episodes.summarize import Summarizer, end_request, idle_request
from episodic.errors import LIST_EPISODES, NotFoundError
from episodic.governance import Audit
from episodic.jobs import Handler, Jobs
from episodic.models import Block, Entry, Job, JobRequest, Turn, TurnQuery
from episodic.models.episodes import Episode
from episodic.models.scope import Scope, require_scope
from episodic.models.validation import (
    check_count,
    check_flag,
    check_id,
    check_optional_id,
    check_tags,
    check_text,
    check_time,
)
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import episodes as rows
from episodic.stores.redaction import Redacted
from episodic.threads import row_dots


class Episodes:
    """``memory.episodes``: what happened in each of the user's sessions.

    A session is a thread's run of messages after the last one an earlier episode covers. It
    ends when :meth:`end_session` is called or after ``EpisodesConfig.idle_minutes`` without a
    turn; a background job (``summarize_session``) then writes one :class:`Episode`: its time
    span and message count, a summary of at most ``summary_tokens`` tokens, up to
    ``max_topics`` topic tags, entities and a vector, and its key events as entries of their
    kind linked by ``episode_id``. The summarizer is ``Models.summarizer`` (else the memory's
    ``llm``); without one the episode is built offline from the messages and the entries
    extraction wrote from them (see ``docs/episodes.md``).

    At the start of a session (a thread with no message beyond what episodes cover, or no
    thread) ``before_turn`` adds ``<previous-episodes>``: the ``recent`` most recent
    episodes and the ``relevant`` ones most similar to the opening message, merged, oldest
    first. ``EpisodesConfig.enabled=False`` turns all of it off.

    Args:
        runtime: The store, embedder, models, settings and clock.
        audit: Where compressions are recorded.
        jobs: The memory's job queue (for :meth:`end_session`).
    """

    def __init__(self, runtime: Runtime, audit: Audit, jobs: Jobs) -> None:
        self._runtime = runtime
        self._audit = audit
        self._jobs = jobs
        self._llm = runtime.models.llm("summarizer")
        self._summarizer = Summarizer(runtime, self._llm)
        #: The handlers of this tier's background jobs.
        self.handlers: tuple[Handler, ...] = (self._summarizer,)

    def redacted(self, tx: Tx, scope: Scope, redacted: Redacted) -> None:
        """Embed again, inside the forgetting transaction, the episodes whose summary, topics
        or entities lost a forgotten entry's words, so their vectors come from what they
        now say."""
        embedder = self._runtime.embedder
        for episode in rows.by_ids(tx, scope, redacted.episodes):
            text = " ".join([episode.summary, *episode.topics, *episode.entities])
            vector = embedder.embed_one(text)
            rows.set_vector(tx, scope, episode.id, vector, embedder.name)

    @property
    def enabled(self) -> bool:
        """Whether sessions are summarized and ``<previous-episodes>`` is shown."""
        return self._runtime.config.episodes.enabled

    # -- ending a session -------------------------------------------------------------------

    def end_session(
        self, scope: Scope, thread: str, sync: bool = False, *, purpose: Sequence[str] = ()
    ) -> Job | None:
        """End the thread's current session: queue (or, with ``sync``, run) the job that
        summarizes its messages not yet in an episode.

        Args:
            scope: Whose thread; agent and user are required.
            thread: The thread.
            sync: Run the job now and return when it is done (or has failed once).
            purpose: Purposes the episode and its key events may be used for (none: any).

        Returns:
            The summarizer job (asking again for the same messages returns the same job), or
            ``None`` when there is nothing to summarize or episodes are switched off.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The thread id, flag or purpose tags are malformed.
        """
        require_scope(scope, "episodes.end_session")
        check_id(thread, "episodes.end_session thread id")
        check_flag(sync, "episodes.end_session sync")
        tags = check_tags(purpose, "episodes.end_session purpose")
        if not self.enabled:
            return None
        jobs = self._jobs
        with self._runtime.store.write() as tx:
            base = rows.covered_through(tx, scope, thread)
            through = rows.last_message(tx, scope, thread)
            if through <= base:
                return None
            ((job, created),) = jobs.enqueue(
                tx, [end_request(scope, thread, base, through, tags)], self._runtime.now()
            )
        if sync:
            return jobs.run_until_done(job)
        if created:
            jobs.wake()
        return job

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """Called by ``after_turn`` in its transaction: the delayed job that ends the
        session once the thread has been idle for ``idle_minutes`` (it does nothing if a
        newer turn arrives first). Nothing when episodes are off or the turn has no text."""
        if not self.enabled or not turn.says():
            return []
        through = rows.last_message(tx, turn.scope, turn.thread_id)
        due = turn.at + timedelta(minutes=self._runtime.config.episodes.idle_minutes)
        return [idle_request(turn.scope, turn.thread_id, turn.key, through, due)]

    # -- reading ----------------------------------------------------------------------------

    def get(self, scope: Scope, episode_id: str) -> Episode:
        """One episode of the scope, with its live key events.

        Raises:
            ScopeError: The scope is incomplete.
            NotFoundError: The scope has no episode with that id.
        """
        require_scope(scope, "episodes.get")
        check_id(episode_id, "episodes.get episode id")
        with self._runtime.store.read() as tx:
            found = self._with_events(tx, scope, rows.by_ids(tx, scope, [episode_id]))
        if not found:
            raise NotFoundError(f"No episode {episode_id!r} in this scope.", hints=LIST_EPISODES)
        return found[0]

    def events(
        self,
        scope: Scope,
        kind: str | None = None,
        about: str | None = None,
        *,
        limit: int = 10,
        purpose: str | None = None,
    ) -> list[Entry]:
        """Key events of one kind: ``events(scope, kind="decision", about="pricing")``.

        Reads the scope's live entries (active, not expired) of ``kind`` (``None``: every
        event kind, ``case`` notes left out), episodes' key events and events remembered
        directly alike. With ``about``, the ones relevant to it, best first (empty when none
        is relevant enough); without, the newest first.

        Args:
            scope: Whose events.
            kind: An event kind such as ``decision``, ``open_question``, ``commitment``
                (see :data:`~episodic.models.EVENT_KINDS`), or ``None``.
            about: What the events should be about.
            limit: Most events returned.
            purpose: Only events that may be used for this purpose.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: An argument is malformed.
        """
        require_scope(scope, "episodes.events")
        check_optional_id(kind, "episodes.events kind")
        check_count(limit, "episodes.events limit")
        check_optional_id(purpose, "episodes.events purpose")
        now = self._runtime.now()
        if about is not None:
            cap = self._runtime.config.limits.max_query_chars
            text = check_text(about, "episodes.events about", controls=True)[:cap]
            return typed.about(
                self._runtime, scope, text, kind=kind, now=now, purpose=purpose, limit=limit
            )
        return typed.newest(self._runtime, scope, kind=kind, now=now, purpose=purpose, limit=limit)

    # -- retention --------------------------------------------------------------------------

    def compress(self, scope: Scope, older_than: datetime | None = None) -> Episode | None:
        """Merge up to ``compress_batch`` of the scope's oldest session episodes that ended
        before ``older_than`` (default: ``compress_after_days`` ago) into one summary
        episode; the originals become ``superseded`` (``superseded_by`` names it), nothing
        is deleted, and the audit log records it. Call again to merge the next batch.

        Returns:
            The new episode, or ``None`` when fewer than two episodes qualify.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: ``older_than`` is not an aware datetime.
            ProviderError: The summarizer model failed; nothing was written.
        """
        require_scope(scope, "episodes.compress")
        if older_than is None:
            days = self._runtime.config.episodes.compress_after_days
            older_than = self._runtime.now() - timedelta(days=days)
        check_time(older_than, "episodes.compress older_than")
        return compress(self._runtime, self._audit, self._llm, scope, older_than)

    # -- the agent loop ---------------------------------------------------------------------

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """The ``<previous-episodes>`` block (a context source): only at the start of a
        session, with the most recent and the most relevant episodes the turn's purpose may
        use; none when episodes are off or there are none."""
        if not self.enabled:
            return []
        config = self._runtime.config.episodes
        scope, purpose = query.scope, query.purpose
        with self._runtime.store.read() as tx:
            if query.thread_id is not None and rows.last_message(
                tx, scope, query.thread_id
            ) > rows.covered_through(tx, scope, query.thread_id):
                return []  # mid-session: the thread's own messages carry it
            recent = rows.listing(tx, scope, limit=config.recent, purpose=purpose)
        if not recent:
            return []  # no episode this purpose may use (and no embedding asked for)
        relevant = self._relevant(query) if query.message.strip() else []
        chosen = list(dict.fromkeys([*(e.id for e in recent), *relevant]))
        with self._runtime.store.read() as tx:
            found = self._with_events(tx, scope, rows.by_ids(tx, scope, chosen))
        block = episodes_block([e for e in found if e.status == "active"], query.now)
        return [] if block is None else [block]

    def _relevant(self, query: TurnQuery) -> list[str]:
        """Ids of the episodes most similar to the opening message (same embedder only),
        above the ranking's "no similarity" cosine."""
        model = self._runtime.embedder.name
        with self._runtime.store.read() as tx:
            ids, matrix = rows.vectors(tx, query.scope, model=model, purpose=query.purpose)
        if not ids:
            return []  # nothing to compare with: the message need not be embedded
        vector = np.asarray(query.vector, dtype=np.float32).reshape(-1)
        if matrix.shape[1] != vector.shape[0]:
            return []
        scores = row_dots(matrix, vector)
        floor = self._runtime.config.ranking.vector_zero
        order = np.argsort(-scores, kind="stable")[: self._runtime.config.episodes.relevant]
        return [ids[i] for i in order if scores[i] > floor]

    def _with_events(self, tx: Tx, scope: Scope, found: list[Episode]) -> list[Episode]:
        """Each episode with its live key events; a compressed episode's are those of the
        sessions it merged (at any depth), unless that session is listed itself."""
        owner = {e.id: e.id for e in found}
        merged = [e.id for e in found if e.level > 0]
        while merged:
            children = rows.merged_into(tx, scope, merged)
            merged = [child for child in children if child not in owner]
            for child in merged:
                owner[child] = owner[children[child]]
        events = rows.key_events(tx, scope, list(owner), self._runtime.now())
        by_episode: dict[str, list[Entry]] = {}
        for event in events:
            by_episode.setdefault(owner.get(event.episode_id or "", ""), []).append(event)
        return [replace(e, events=tuple(by_episode.get(e.id, ()))) for e in found]

    # Last in the class, so the annotations above mean the builtin list.
    def list(
        self, scope: Scope, *, limit: int = 20, include_superseded: bool = False
    ) -> list[Episode]:
        """The scope's episodes, most recently ended first, each with its live key events;
        with ``include_superseded``, the ones compression merged too.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The limit or flag is malformed.
        """
        require_scope(scope, "episodes.list")
        check_count(limit, "episodes.list limit")
        check_flag(include_superseded, "episodes.list include_superseded")
        statuses = ("active", "superseded") if include_superseded else ("active",)
        with self._runtime.store.read() as tx:
            found = rows.listing(tx, scope, limit=limit, statuses=statuses)
            return self._with_events(tx, scope, found)

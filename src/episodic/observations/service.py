"""Observational memory: long threads compressed into dated observations."""

from __future__ import annotations

from collections.abc import Sequence

from episodic.jobs import Handler
from episodic.models import Block, JobRequest, Scope, Turn, TurnQuery
from episodic.models.observations import Observation, ObservationState, ObservationStatus
from episodic.models.validation import check_flag
from episodic.observations.block import observations_block
from episodic.observations.observer import OBSERVE, REFLECT, Observer, requests_after_turn
from episodic.observations.reflector import Reflector
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import observations as rows


class Observations:
    """``memory.observations``: each thread's observations, observer and reflector.

    When a model is configured for the observer (``Models(observer=...)`` or the memory's
    ``llm``) and ``ObservationsConfig.enabled`` is on, a thread's older messages (tool calls
    and results included) are compressed into dated observations by background jobs once they
    pass ``message_tokens``; observed messages leave the recent window and the
    ``<observations>`` block stands in for them. The reflector (``Models(reflector=...)``)
    condenses the observations once they pass ``observation_tokens``; without a model for it
    they are kept as they are and the block is shortened to its cap. Without an observer
    model nothing is observed, and the recent window is the last ``MessagesConfig.window``
    messages.

    Args:
        runtime: The store, embedder, models, settings and clock.
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        observer = runtime.models.llm("observer")
        reflector = runtime.models.llm("reflector")
        handlers: list[Handler] = []
        if observer is not None:
            handlers.append(Observer(runtime, observer, reflects=reflector is not None))
            if reflector is not None:
                handlers.append(Reflector(runtime, reflector))
        self._reflects = observer is not None and reflector is not None
        #: The handlers of this tier's background jobs.
        self.handlers: tuple[Handler, ...] = tuple(handlers)

    @property
    def maintained(self) -> bool:
        """Whether observations are kept: an observer model is configured and the tier is on."""
        return bool(self.handlers) and self._runtime.config.observations.enabled

    def list(
        self, scope: Scope, thread: str, *, include_superseded: bool = False
    ) -> list[Observation]:
        """The thread's active observations in conversation order; with
        ``include_superseded``, the ones reflections condensed too (each names the
        observation that replaced it). Observations buffered ahead of the threshold are not
        listed until they are active (see :meth:`status`).

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The thread id or the flag is malformed.
        """
        check_flag(include_superseded, "observations.list include_superseded")
        statuses: tuple[ObservationStatus, ...] = (
            ("active", "superseded") if include_superseded else ("active",)
        )
        with self._runtime.reading(scope, "observations.list", thread=thread) as tx:
            return rows.listing(tx, scope, thread, statuses)

    def status(self, scope: Scope, thread: str) -> ObservationState:
        """Where observational memory stands in the thread: how far its messages are observed
        and buffered, the tokens waiting, the observations by status, and the observer and
        reflector jobs waiting, running or failed.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The thread id is malformed.
        """
        with self._runtime.reading(scope, "observations.status", thread=thread) as tx:
            progress = rows.progress(tx, scope, thread)
            unobserved, _ = rows.pending_tokens(tx, scope, thread, progress)
            totals = rows.totals(tx, scope, thread)
            pending, failed = rows.job_counts(tx, scope, thread, (OBSERVE, REFLECT))
        return ObservationState(
            thread_id=thread,
            maintained=self.maintained,
            observed_seq=progress.observed_seq,
            buffered_seq=progress.buffered_seq,
            unobserved_tokens=unobserved,
            observed_message_tokens=progress.observed_tokens,
            active=totals.get("active", (0, 0))[0],
            active_tokens=totals.get("active", (0, 0))[1],
            buffered=totals.get("buffered", (0, 0))[0],
            superseded=totals.get("superseded", (0, 0))[0],
            pending_jobs=pending,
            failed_jobs=failed,
        )

    def observed_until(self, scope: Scope, thread: str) -> int | None:
        """Where the thread's recent window starts: the ``seq`` of the last message before it,
        or ``None`` when observational memory is not maintained (the window is then the last
        ``MessagesConfig.window`` messages).

        That is the last message the active observations cover (0 before the first). While
        observing lags behind (a slow or failing observer), the window is still held to
        ``ObservationsConfig.max_window_tokens``: the newest messages that fit, the older
        unobserved ones staying stored until they are observed.
        """
        if not self.maintained:
            return None
        budget = self._runtime.config.observations.max_window_tokens
        with self._runtime.store.read() as tx:
            progress = rows.progress(tx, scope, thread)
            unobserved, _ = rows.pending_tokens(tx, scope, thread, progress)
            if unobserved <= budget:
                return progress.observed_seq
            return rows.window_start(tx, scope, thread, progress.observed_seq, budget)

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """The ``<observations>`` block of the turn's thread (a context source): none without
        a thread, when the tier is off, or before the first observation is active."""
        if not self._runtime.config.observations.enabled or query.thread_id is None:
            return []
        with self._runtime.store.read() as tx:
            active = rows.listing(tx, query.scope, query.thread_id, ("active",))
        block = observations_block(active)
        return [] if block is None else [block]

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """Called by ``after_turn`` in its transaction once the turn's messages are stored:
        activates buffered observations when the thread passes its threshold, and asks for
        the observer (and reflector) jobs that are due. Two indexed sums over the thread's
        unobserved messages; nothing when observational memory is not maintained."""
        if not self.maintained:
            return []
        requests = requests_after_turn(
            tx, turn.scope, turn.thread_id, self._runtime.config, turn.at
        )
        if not self._reflects:
            requests = [request for request in requests if request.kind != REFLECT]
        return requests

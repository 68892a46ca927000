"""Observational memory: a long thread's history compressed into dated observations."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from episodic.models.scope import Scope

Priority = Literal["high", "medium", "low"]
#: How much an observation matters, most first. Shortening a block drops ``low`` lines first.
PRIORITIES: tuple[Priority, ...] = ("high", "medium", "low")

ObservationStatus = Literal["active", "buffered", "superseded"]
#: ``active``: shown in the ``<observations>`` block, its messages out of the recent window;
#: ``buffered``: computed ahead of the threshold, waiting to be activated; ``superseded``:
#: condensed by a reflection into a newer observation (kept, never shown).
OBSERVATION_STATUSES: tuple[ObservationStatus, ...] = ("active", "buffered", "superseded")

#: Longest observation text, in characters.
MAX_OBSERVATION_CHARS = 1_200


@dataclass(frozen=True, slots=True)
class Observation:
    """One observation of a thread: what happened over a range of its messages.

    Attributes:
        id: Its id.
        scope: Whose thread.
        thread_id: The thread.
        content: What was observed, one line.
        priority: ``high``, ``medium`` or ``low``.
        observed_at: When the first message it covers was sent (its date in the block).
        created_at: When it was written.
        first_seq: :attr:`~episodic.models.Message.seq` of the first message it covers.
        last_seq: ``seq`` of the last message it covers.
        first_message_id: Id of the first message it covers.
        last_message_id: Id of the last message it covers.
        level: 0 when the observer wrote it from messages; one more than the highest level
            it condenses when a reflection wrote it.
        status: ``active``, ``buffered`` or ``superseded``.
        superseded_by: The reflection's observation that replaced it.
        tokens: What its line in the block costs (:func:`episodic.tokens.count_tokens`).
    """

    id: str
    scope: Scope
    thread_id: str
    content: str
    priority: Priority
    observed_at: datetime
    created_at: datetime
    first_seq: int
    last_seq: int
    first_message_id: str | None
    last_message_id: str | None
    level: int = 0
    status: ObservationStatus = "active"
    superseded_by: str | None = None
    tokens: int = 0


@dataclass(frozen=True, slots=True)
class ObservationState:
    """Where observational memory stands in one thread, for an operator.

    Attributes:
        thread_id: The thread.
        maintained: Whether observations are kept for it (a model for the observer is
            configured and ``ObservationsConfig.enabled``).
        observed_seq: ``seq`` of the last message the active observations cover (0: none);
            the recent window starts after it.
        buffered_seq: ``seq`` of the last message observed ahead of the threshold.
        unobserved_tokens: Tokens of the messages after ``observed_seq``.
        observed_message_tokens: Tokens of the messages the active observations stand for.
        active: Active observations.
        active_tokens: Tokens of the active observations (the reflector runs past
            ``ObservationsConfig.observation_tokens``).
        buffered: Observations computed ahead and not active yet.
        superseded: Observations a reflection condensed.
        pending_jobs: Observer and reflector jobs of the thread waiting or running.
        failed_jobs: Observer and reflector jobs of the thread that ran out of attempts.
    """

    thread_id: str
    maintained: bool
    observed_seq: int
    buffered_seq: int
    unobserved_tokens: int
    observed_message_tokens: int
    active: int
    active_tokens: int
    buffered: int
    superseded: int
    pending_jobs: int
    failed_jobs: int

    @property
    def compression(self) -> float | None:
        """Observed message tokens per token of active observations (``None`` before any)."""
        if not self.active_tokens:
            return None
        return self.observed_message_tokens / self.active_tokens

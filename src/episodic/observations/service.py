"""Observational memory: long threads compressed into dated observations."""

from __future__ import annotations

from collections.abc import Sequence

from episodic.jobs import Handler
from episodic.models import Block, JobRequest, Scope, Turn, TurnQuery
from episodic.runtime import Runtime


class Observations:
    """``memory.observations``: each thread's observations, observer and reflector.

    Args:
        runtime: The store, embedder, models, settings and clock.
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        #: The handlers of this tier's background jobs.
        self.handlers: tuple[Handler, ...] = ()

    def observed_until(self, scope: Scope, thread: str) -> int | None:
        """The ``seq`` of the last message the thread's observations cover, or ``None`` when
        observational memory is not maintained for it (the recent window is then the last
        ``MessagesConfig.window`` messages)."""
        return None

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """This tier's block for a turn (a context source)."""
        return []

    def follow(self, turn: Turn) -> Sequence[JobRequest]:
        """The jobs a stored turn calls for (a turn follower)."""
        return []

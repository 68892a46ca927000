"""Splitting a turn into windows that each fit a model's context.

A turn whose request would not fit the model's context window is sent in several requests,
each carrying a run of whole consecutive messages (never a cut one: a quote must stay
checkable against the message it came from). What a window costs is measured by the caller's
own rendering, so the instructions and known memory around the messages count too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from episodic.prompting.transcript import TurnMessage


class TooLong(ValueError):
    """One message alone does not fit: ``tokens`` estimated, ``room`` available."""

    def __init__(self, message_id: str, tokens: int, room: int) -> None:
        super().__init__(
            f"message {message_id} is about {tokens:,} tokens with its request, over the "
            f"{room:,} there is room for"
        )
        self.message_id = message_id
        self.tokens = tokens
        self.room = room


def windows(
    messages: Sequence[TurnMessage],
    room: int | None,
    size: Callable[[Sequence[TurnMessage]], int],
) -> list[list[TurnMessage]]:
    """``messages`` in consecutive runs whose request, as ``size`` measures it, fits ``room``.

    ``size(run)`` is the estimated token count of the request carrying ``run``; a message's
    own cost is taken as what it adds to an empty request, so the split costs one
    measurement per message. ``room`` ``None`` (the window is unknown) keeps one run.

    Example:
        >>> turn = [TurnMessage(str(i), "user", "word " * 10) for i in range(3)]
        >>> [len(run) for run in windows(turn, 25, lambda run: 2 + 10 * len(run))]
        [2, 1]

    Raises:
        TooLong: A single message does not fit on its own.
    """
    if room is None or size(messages) <= room:
        return [list(messages)]
    base = size([])
    runs: list[list[TurnMessage]] = []
    current: list[TurnMessage] = []
    used = base
    for message in messages:
        cost = size([message]) - base
        if base + cost > room:
            raise TooLong(message.id, base + cost, room)
        if current and used + cost > room:
            runs.append(current)
            current, used = [], base
        current.append(message)
        used += cost
    if current:
        runs.append(current)
    return runs

"""How tiers join the agent loop: prompt blocks on the way in, job requests on the way out.

A **context source** contributes named blocks to ``before_turn``; a **turn follower** asks for
background jobs when ``after_turn`` stores a turn (inside the same transaction). The facade
only iterates over them, so a new tier joins the loop by implementing one or both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from episodic.models.entries import Recalled, Vector
from episodic.models.jobs import JobRequest
from episodic.models.messages import Message, Turn
from episodic.models.scope import Scope


@dataclass(frozen=True, slots=True)
class Block:
    """One named part of the prompt.

    Attributes:
        name: The block's tag, e.g. ``memory``.
        text: The rendered block, ready to append to a system prompt.
        entries: The entries it shows, with their scores (``after_turn(injected=...)`` passes
            them to extraction as known memory).
        shorten: Given a token limit, the same block cut to fit it (its least important
            lines left out), or ``None`` when it cannot be cut that far; ``None`` for a block
            that is left out whole when it does not fit.
        served: Ids of the other stored things it shows (episodes, say), for the audit log
            of reads; the entries' ids come from ``entries``.
    """

    name: str
    text: str
    entries: tuple[Recalled, ...] = ()
    shorten: Callable[[int], Block | None] | None = field(default=None, compare=False, repr=False)
    served: tuple[str, ...] = ()


class TurnQuery:
    """What a context source gets for one turn: who, where, the new message and its vector.

    The vector and the thread's recent window are computed the first time they are asked for
    and then shared, so the message is embedded at most once per turn (and not at all when no
    source needs it) and the window is read once.
    """

    def __init__(
        self,
        scope: Scope,
        thread_id: str | None,
        message: str,
        now: datetime,
        embed: Callable[[str], Vector],
        window: Callable[[], Sequence[Message]] = lambda: (),
        purpose: str | None = None,
    ) -> None:
        self.scope = scope
        self.purpose = purpose  # only what may be used for it is retrieved (None: anything)
        self.thread_id = thread_id
        self.message = message
        self.now = now
        self._embed = embed
        self._vector: Vector | None = None
        self._read_window = window
        self._window: tuple[Message, ...] | None = None

    @property
    def vector(self) -> Vector:
        """The message's embedding (computed on first use)."""
        if self._vector is None:
            self._vector = self._embed(self.message)
        return self._vector

    @property
    def window(self) -> tuple[Message, ...]:
        """The thread's recent window, oldest first (read on first use; empty without a
        thread)."""
        if self._window is None:
            self._window = tuple(self._read_window()) if self.thread_id is not None else ()
        return self._window


class ContextSource(Protocol):
    """A tier that contributes prompt blocks to ``before_turn``."""

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """The tier's blocks for this turn; empty when it has nothing relevant."""
        ...


class TurnFollower(Protocol):
    """A tier that schedules background work for every stored turn."""

    def follow(self, turn: Turn, tx: Any) -> Sequence[JobRequest]:
        """The jobs to queue for ``turn``; they commit with the turn or not at all.

        ``tx`` is the write transaction that stored the turn (an
        :class:`episodic.stores.Tx`), for a tier that decides from, or updates, its own rows
        in it (observational memory sums the thread's unobserved tokens there).
        """
        ...


def escape(text: str) -> str:
    """Make text safe inside a prompt block: it cannot open or close a tag."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def render_block(name: str, description: str, guidance: Sequence[str], lines: Sequence[str]) -> str:
    """A block in the shape every tier uses: its tag, a description, guidance, then the lines.

    The caller escapes the lines (see :func:`escape`); the tag and texts are ours.
    """
    return "\n".join(
        [
            f"<{name}>",
            f"<description>{description}</description>",
            "<value>",
            *guidance,
            "",
            *lines,
            "</value>",
            f"</{name}>",
        ]
    )


def relative_age(moment: datetime, now: datetime) -> str:
    """How long ago ``moment`` was, in the coarse words a person would use.

    Whole days elapsed decide the wording: under one day is ``today``; then days up to 6,
    weeks up to 4 (7 to 29 days), months up to 11 (30 to 364 days, counted as 30-day months),
    and years from 365 days. A moment in the future (clock skew) reads as ``today``.

    Example:
        >>> from datetime import UTC, datetime, timedelta
        >>> now = datetime(2026, 1, 31, tzinfo=UTC)
        >>> relative_age(now - timedelta(days=14), now)
        '2 weeks ago'
    """
    days = int((now - moment).total_seconds() // 86_400)
    if days < 1:
        return "today"
    if days < 7:
        count, unit = days, "day"
    elif days < 30:
        count, unit = days // 7, "week"
    elif days < 365:
        count, unit = min(days // 30, 11), "month"
    else:
        count, unit = days // 365, "year"
    return f"{count} {unit}{'' if count == 1 else 's'} ago"

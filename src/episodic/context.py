"""Renders what the read path found into prompt blocks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from episodic.models import Recalled

MEMORY_DESCRIPTION = (
    "Notes kept from this user's earlier conversations, each one backed by quoted evidence, "
    "picked because they may bear on the current message."
)
MEMORY_GUIDANCE = (
    "Newest first, with how long ago each was said.",
    "Rely on them where they help; what the user tells you now outranks any older note.",
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


def _escape(text: str) -> str:
    # An entry quotes the transcript; it must not be able to open or close a prompt tag.
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def render_memory_block(recalled: Sequence[Recalled], now: datetime) -> str:
    """The ``<memory>`` block for these entries, newest first; empty string when none."""
    if not recalled:
        return ""
    ordered = sorted(recalled, key=lambda r: (r.entry.occurred_at, r.entry.id), reverse=True)
    lines = [
        f"- {_escape(r.entry.content)} ({relative_age(r.entry.occurred_at, now)})" for r in ordered
    ]
    return "\n".join(
        [
            "<memory>",
            f"<description>{MEMORY_DESCRIPTION}</description>",
            "<value>",
            *MEMORY_GUIDANCE,
            "",
            *lines,
            "</value>",
            "</memory>",
        ]
    )


@dataclass(frozen=True, slots=True)
class Context:
    """What ``before_turn`` retrieved for one turn.

    Attributes:
        entries: The injected entries with their scores, best match first.
        now: The moment the turn was prepared; ages are measured from it.
    """

    entries: tuple[Recalled, ...]
    now: datetime

    def render(self) -> str:
        """The prompt text to append to the system prompt; empty when nothing is relevant."""
        return render_memory_block(self.entries, self.now)

    def __bool__(self) -> bool:
        return bool(self.entries)

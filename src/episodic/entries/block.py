"""The ``<memory>`` block: the entries ``before_turn`` found, framed as notes from the past."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from episodic.models import Block, Recalled, escape, relative_age, render_block
from episodic.tokens import count_tokens

MEMORY_DESCRIPTION = (
    "Notes kept from this user's earlier conversations, each one backed by quoted evidence, "
    "picked because they may bear on the current message."
)
MEMORY_GUIDANCE = (
    "Newest first, with how long ago each was said.",
    "Rely on them where they help; what the user tells you now outranks any older note.",
)


def render_memory_block(recalled: Sequence[Recalled], now: datetime) -> str:
    """The ``<memory>`` block for these entries, newest first; empty string when none."""
    if not recalled:
        return ""
    ordered = sorted(recalled, key=lambda r: (r.entry.occurred_at, r.entry.id), reverse=True)
    lines = [
        f"- {escape(r.entry.content)} ({relative_age(r.entry.occurred_at, now)})" for r in ordered
    ]
    return render_block("memory", MEMORY_DESCRIPTION, MEMORY_GUIDANCE, lines)


def memory_block(recalled: Sequence[Recalled], now: datetime) -> Block:
    """The ``<memory>`` block of ranked entries (best first); shortening it leaves out the
    lowest-ranked ones."""

    def shorten(limit: int) -> Block | None:
        kept = list(recalled)
        while len(kept) > 1:
            kept.pop()
            text = render_memory_block(kept, now)
            if count_tokens(text) <= limit:
                return Block("memory", text, tuple(kept))
        return None

    return Block("memory", render_memory_block(recalled, now), tuple(recalled), shorten)

"""Assembling what ``before_turn`` returns: every tier's block, in order, within a budget."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from episodic.config import ContextConfig
from episodic.models import Block, ContextSource, Recalled, TurnQuery
from episodic.telemetry import current
from episodic.tokens import count_tokens

__all__ = ["Context", "assemble"]

logger = logging.getLogger("episodic")


@dataclass(frozen=True, slots=True)
class Context:
    """What ``before_turn`` prepared for one turn: named prompt blocks, in a stable order.

    Attributes:
        blocks: The non-empty blocks, in the order they go into the prompt.
        now: The moment the turn was prepared; ages are measured from it.
        messages: The thread's recent window in chat-completions form, oldest first, ready
            to send between the system prompt and the new user message (empty without a
            thread).

    Example:
        >>> from datetime import UTC, datetime
        >>> Context(blocks=(), now=datetime(2026, 1, 1, tzinfo=UTC)).render()
        ''
    """

    blocks: tuple[Block, ...]
    now: datetime
    messages: tuple[Mapping[str, Any], ...] = field(default=())

    def render(self) -> str:
        """The text to append to the system prompt; empty when no block has anything.

        The same stored state renders the same bytes, so a provider's prompt cache keeps
        hitting from one turn to the next.
        """
        return "\n\n".join(block.text for block in self.blocks if block.text)

    @property
    def tokens(self) -> int:
        """About how many tokens :meth:`render` costs (see :func:`episodic.tokens.count_tokens`)."""
        return count_tokens(self.render())

    @property
    def entries(self) -> tuple[Recalled, ...]:
        """Every entry the blocks show (pass the context to ``after_turn(injected=...)``)."""
        return tuple(recalled for block in self.blocks for recalled in block.entries)

    def block(self, name: str) -> Block | None:
        """The block with this tag (``"memory"``, ...), or ``None`` when it is absent."""
        return next((block for block in self.blocks if block.name == name), None)

    def __iter__(self) -> Iterator[Block]:
        return iter(self.blocks)

    def __bool__(self) -> bool:
        return any(block.text for block in self.blocks)


# Blank lines between blocks, charged against the budget like any text.
_SEPARATOR = count_tokens("\n\n")


def assemble(
    sources: Sequence[ContextSource], query: TurnQuery, config: ContextConfig | None = None
) -> Context:
    """Ask each source for its blocks, in the sources' order, and fit them to the budget.

    Each block is held to its cap (:meth:`ContextConfig.cap`) and to what the blocks before
    it left of ``max_tokens``; one that is too long is shortened by its tier, or left out
    when it cannot be (the ``episodic`` logger says so).
    """
    config = config or ContextConfig()
    left = config.max_tokens
    kept: list[Block] = []
    hooks = current()
    for source in sources:
        # One span per source: its reads, and the message's embedding when it is the first
        # source to need it.
        with hooks.span(f"episodic.context.{type(source).__name__.lower()}") as span:
            before = len(kept)
            for block in source.blocks(query):
                if not block.text:
                    continue
                separator = _SEPARATOR if kept else 0
                limit = min(config.cap(block.name), left - separator)
                fitted = _fitted(block, limit)
                if fitted is None:
                    logger.info(
                        "the <%s> block does not fit in %d tokens; left out", block.name, limit
                    )
                    continue
                kept.append(fitted[0])
                left -= fitted[1] + separator
            span.set("episodic.blocks", ",".join(block.name for block in kept[before:]))
    return Context(blocks=tuple(kept), now=query.now)


def _fitted(block: Block, limit: int) -> tuple[Block, int] | None:
    """``block`` and its tokens if it costs at most ``limit``, else its shortened form if that
    fits, else ``None`` (each text is counted once)."""
    if limit <= 0:
        return None
    tokens = count_tokens(block.text)
    if tokens <= limit:
        return block, tokens
    if block.shorten is None:
        return None
    shorter = block.shorten(limit)
    if shorter is None or not shorter.text:
        return None
    tokens = count_tokens(shorter.text)
    return (shorter, tokens) if tokens <= limit else None

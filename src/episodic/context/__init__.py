"""Assembling what ``before_turn`` returns: the blocks of every context source, in order."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime

from episodic.models import Block, ContextSource, Recalled, TurnQuery

__all__ = ["Context", "assemble"]


@dataclass(frozen=True, slots=True)
class Context:
    """What ``before_turn`` prepared for one turn: named prompt blocks, in a stable order.

    Attributes:
        blocks: The non-empty blocks, in the order they go into the prompt.
        now: The moment the turn was prepared; ages are measured from it.

    Example:
        >>> from datetime import UTC, datetime
        >>> Context(blocks=(), now=datetime(2026, 1, 1, tzinfo=UTC)).render()
        ''
    """

    blocks: tuple[Block, ...]
    now: datetime

    def render(self) -> str:
        """The text to append to the system prompt; empty when no block has anything."""
        return "\n\n".join(block.text for block in self.blocks if block.text)

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


def assemble(sources: Sequence[ContextSource], query: TurnQuery) -> Context:
    """Ask each source for its blocks, in the sources' order, and keep the non-empty ones."""
    blocks = tuple(block for source in sources for block in source.blocks(query) if block.text)
    return Context(blocks=blocks, now=query.now)

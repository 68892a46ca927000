"""Words one table lends the rows of another: what a note says, found through its source.

A message is also found by the words of the entries remembered from it (the entry quotes it
as evidence): "Dana adopted a dog from the Hartford shelter" says in plain words what the
message ("we finally picked up Biscuit!") only implies. The lent words are kept as documents
of their own, with their own BM25 statistics, each pointing at the position of the row it is
lent to; a row matches as the better of its own words and any document lent to it, each
compared by its normalized score (BM25 over what a full match would score), which means the
same in both corpora. The lending table's live rows are read again whenever one of them
changes status (see :mod:`episodic.stores.message_search`), so what was forgotten or
corrected lends nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from episodic.models import Hit
from episodic.retrieval.bm25 import LexicalIndex
from episodic.retrieval.lru import SCOPE_OVERHEAD

__all__ = ["LentWords", "best_of_words"]


@dataclass(slots=True)
class LentWords:
    """Documents lent to the positions of an index, searched on their own."""

    lexical: LexicalIndex = field(default_factory=LexicalIndex)
    positions: list[int] = field(default_factory=list)

    def add(self, position: int, terms: Sequence[str]) -> None:
        """Lend one document, given as its terms, to ``position``."""
        self.lexical.add(str(len(self.positions)), terms)
        self.positions.append(position)

    def search(
        self, terms: Sequence[str], *, now: float, only: npt.NDArray[np.bool_] | None
    ) -> dict[int, Hit]:
        """The best lent match of each position with one (of the positions ``only`` allows),
        as a hit named by the position."""
        found: dict[int, Hit] = {}
        for match in self.lexical.search(terms, limit=len(self.positions), now=now):
            position = self.positions[int(match.entry_id)]
            if only is not None and not only[position]:
                continue
            held = found.get(position)
            if held is None or match.normalized > (held.normalized or 0.0):
                found[position] = Hit(
                    str(position), match.bm25, coverage=match.coverage, normalized=match.normalized
                )
        return found

    def footprint(self) -> int:
        """Bytes held, as the lexical index counts them, plus the positions."""
        return self.lexical.footprint() + 8 * len(self.positions) + SCOPE_OVERHEAD // 4


def best_of_words(
    own: Sequence[Hit], lent: dict[int, Hit], ids: Sequence[str], where: dict[str, int], limit: int
) -> list[Hit]:
    """Each row's better match, its own words' or lent ones', best normalized score first.

    Args:
        own: The rows' own matches.
        lent: The best lent match by position (:meth:`LentWords.search`).
        ids: Each position's row id.
        where: Each row id's position.
        limit: Most hits returned.
    """
    best: dict[int, Hit] = {where[hit.entry_id]: hit for hit in own}
    for position, hit in lent.items():
        held = best.get(position)
        if held is None or (hit.normalized or 0.0) > (held.normalized or 0.0):
            best[position] = Hit(
                ids[position], hit.score, coverage=hit.coverage, normalized=hit.normalized
            )
    ranked = sorted(best.items(), key=lambda item: (-(item[1].normalized or 0.0), item[0]))
    return [hit for _, hit in ranked[:limit]]

"""Purpose tags of an in-process search index, by position, as masks for one purpose.

An entry without purpose tags may be used for any purpose; one with tags only for those. An
index that keeps its documents by position (the SQLite store's, and the PostgreSQL store's
index of a large scope) keeps their tags here, and a search for a purpose masks the positions
it may not use before picking its best matches, so a restricted search never returns fewer
results than the scope holds for that purpose.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

# Bytes of a new tag's slot and posting array, and of one position in either.
_TAG_BYTES = 256
_POSITION_BYTES = 5


class PurposeTags:
    """Which positions are open to any purpose, and which carry each tag."""

    def __init__(self) -> None:
        self._open = array("b")
        self._tagged: dict[str, array[int]] = {}
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._open)

    def add(self, tags: Sequence[str]) -> None:
        """Append the next position, with its tags (empty: usable for any purpose)."""
        position = len(self._open)
        self._open.append(0 if tags else 1)
        self._bytes += _POSITION_BYTES
        for tag in dict.fromkeys(tags):
            positions = self._tagged.get(tag)
            if positions is None:
                positions = self._tagged[tag] = array("i")
                self._bytes += sys.getsizeof(tag) + _TAG_BYTES
            positions.append(position)
            self._bytes += _POSITION_BYTES

    def extend(self, tags: Sequence[Sequence[str]]) -> None:
        """:meth:`add` each position's tags in turn (at once when none has any)."""
        if any(tags):
            for one in tags:
                self.add(one)
            return
        self._open.frombytes(b"\x01" * len(tags))
        self._bytes += _POSITION_BYTES * len(tags)

    def mask(self, purpose: str | None) -> npt.NDArray[np.bool_] | None:
        """By position, whether a search for ``purpose`` may use it; ``None`` when every
        position may (no purpose given, or no position carries a tag)."""
        if purpose is None or not self._tagged:
            return None
        usable = np.frombuffer(self._open, dtype=np.int8).astype(bool)
        positions = self._tagged.get(purpose)
        if positions is not None:
            usable[np.frombuffer(positions, dtype=np.int32)] = True
        return usable

    def footprint(self) -> int:
        """Estimated bytes these tags hold in memory."""
        return self._bytes

"""A growable float32 matrix of one embedding model's vectors, for the in-process indexes."""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt


@dataclass(slots=True)
class VectorMatrix:
    """One model's vectors of a scope, row by row, with each row's position in its index.

    Attributes:
        dimension: The model's vector length; vectors of another length are not added.
        positions: For each row, the position of its document in the scope's index.
        matrix: The rows, with spare rows at the end (``len(positions)`` are in use).
    """

    dimension: int
    positions: array[int] = field(default_factory=lambda: array("i"))
    matrix: npt.NDArray[np.float32] = field(
        default_factory=lambda: np.zeros((0, 0), dtype=np.float32)
    )

    def add(self, position: int, vector: npt.NDArray[np.float32]) -> None:
        """Append one vector; the matrix grows geometrically, so a stream of single inserts
        does not copy it on every query (from a small start: most scopes hold a handful)."""
        size = len(self.positions)
        if size == self.matrix.shape[0]:
            grown = np.zeros((max(4, 2 * size), self.dimension), dtype=np.float32)
            if size:
                grown[:size] = self.matrix[:size]
            self.matrix = grown
        self.matrix[size] = vector
        self.positions.append(position)

    def extend(self, positions: Sequence[int], rows: npt.NDArray[np.float32]) -> None:
        """Append many vectors (``rows``, one per position) with one copy; into an empty
        matrix with no spare rows, as a scope's first load leaves nothing to grow into."""
        size, need = len(self.positions), len(self.positions) + len(rows)
        if need > self.matrix.shape[0]:
            grown = np.empty(
                (need if not size else max(need, 2 * size), self.dimension), np.float32
            )
            if size:
                grown[:size] = self.matrix[:size]
            self.matrix = grown
        self.matrix[size:need] = rows
        self.positions.extend(positions)

    @property
    def rows(self) -> npt.NDArray[np.float32]:
        """The rows in use."""
        return self.matrix[: len(self.positions)]

    def footprint(self) -> int:
        """Bytes held: the matrix (with its spare rows) and the positions."""
        return int(self.matrix.nbytes) + self.positions.itemsize * len(self.positions) + 256

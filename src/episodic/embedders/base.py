"""The embedder contract."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from episodic.errors import ProviderError

Vectors = npt.NDArray[np.float32]


class Embedder(ABC):
    """Turns texts into unit-length float32 vectors.

    Subclasses implement :meth:`_embed`; :meth:`embed` checks shape and normalizes, so every
    stored vector can be compared by a plain dot product.

    Attributes:
        name: Recorded beside every stored vector; queries only score vectors of the same name.
        dimension: Length of each vector.
    """

    name: str
    dimension: int

    @abstractmethod
    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """Return one row per text."""

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed a batch of texts into a ``(len(texts), dimension)`` float32 array of unit rows."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        matrix = np.asarray(self._embed(list(texts)), dtype=np.float32)
        if matrix.shape != (len(texts), self.dimension):
            raise ProviderError(
                f"Embedder {self.name!r} returned shape {matrix.shape}, "
                f"expected ({len(texts)}, {self.dimension})."
            )
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        normalized: Vectors = (matrix / norms).astype(np.float32)
        return normalized

    def embed_one(self, text: str) -> Vectors:
        """Embed a single text into a 1-D unit vector."""
        row: Vectors = self.embed([text])[0]
        return row

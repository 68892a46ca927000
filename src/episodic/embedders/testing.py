"""A deterministic embedder for tests: no model, no network, same vector every run."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from episodic.embedders.base import Embedder

_WORD = re.compile(r"[a-z0-9]+")


class TestEmbedder(Embedder):
    """Hashes words (and word pairs) into a fixed number of buckets.

    Texts that share words get similar vectors, texts with no words in common are near
    orthogonal, and identical texts get identical vectors, which is all the dedupe and ranking
    tests need.

    Args:
        dimension: Vector length.
        name: Recorded beside stored vectors.

    Example:
        >>> e = TestEmbedder()
        >>> float(e.embed_one("disk full") @ e.embed_one("disk full"))
        1.0
    """

    __test__ = False  # not a pytest test class, despite the name

    def __init__(self, dimension: int = 256, *, name: str = "test:hash") -> None:
        self.dimension = dimension
        self.name = name

    def _bucket(self, token: str) -> tuple[int, float]:
        digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
        index = int.from_bytes(digest[:4], "little") % self.dimension
        sign = 1.0 if digest[4] & 1 else -1.0
        return index, sign

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        matrix = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            words = _WORD.findall(text.lower())
            for token in [*words, *(f"{a} {b}" for a, b in pairwise(words))]:
                index, sign = self._bucket(token)
                matrix[row, index] += sign
        return matrix

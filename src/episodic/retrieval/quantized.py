"""A quantized first pass for the in-process vector search of a large scope.

An exact scan reads every float32 of a scope's matrix (150 MB at 100,000 vectors of 384
dimensions), and that read, not the arithmetic, is its cost. :class:`SignCodes` keeps one bit per
dimension instead (whether the vector lies above or below the scope's mean there: 48 bytes a
vector), so the Hamming distance between a query's bits and every vector's is a few XORs and
population counts over 1/32 of the bytes. The rows nearest in Hamming distance are then scored
exactly in float32 and ranked as the exact scan ranks them; a row the first pass leaves out can
only be missed, never misordered.

Centring on the mean matters: embeddings share a common direction (every vector of a model
leans the same way), and without centring most of their bits agree whatever the text says.
The mean is taken when the codes are first built and again whenever the scope has doubled
since, so each vector is re-encoded a bounded number of times as a scope grows.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from episodic.retrieval.matrix import VectorMatrix

#: Rows below which a scope is always scanned exactly: the scan costs about 2 ms there.
APPROXIMATE_FROM = 20_000

# How many rows the first pass hands to the exact rerank: a share of the scope, and at least
# a multiple of the results asked for. Measured on the scale benchmark's vectors at 100,000
# rows, 4% kept recall@10 against the exact scan at 0.999 (2% at 0.99).
_RERANK_SHARE = 25
_RERANK_PER_RESULT = 40


def rerank_count(size: int, limit: int, *, least: int = APPROXIMATE_FROM // 20) -> int | None:
    """How many rows to score exactly for ``limit`` results of ``size``, or None when the
    exact scan of every row is the cheaper (or the only sensible) search.

    Args:
        size: Rows in the scope.
        limit: Results asked for.
        least: Fewest rows to rerank (by default a twentieth of :data:`APPROXIMATE_FROM`).
    """
    count = max(size // _RERANK_SHARE, _RERANK_PER_RESULT * limit, least)
    return None if 4 * count >= size else count


class SignCodes:
    """Sign bits of a :class:`VectorMatrix`'s rows around their mean, kept in step with it.

    The codes are stored one 64-bit word of every row after another (``words`` arrays of
    ``capacity`` values), so each step of the distance reads a contiguous array.

    Args:
        dimension: The vectors' length.
    """

    def __init__(self, dimension: int) -> None:
        self.dimension = dimension
        self.words = -(-dimension // 64)
        self.size = 0
        self.centred_at = 0
        self.center = np.zeros(dimension, dtype=np.float32)
        self.codes = np.zeros((self.words, 0), dtype=np.uint64)

    def footprint(self) -> int:
        """Bytes held: the codes (with their spare capacity) and the mean."""
        return int(self.codes.nbytes) + int(self.center.nbytes) + 256

    def update(self, matrix: VectorMatrix) -> None:
        """Encode the rows added to ``matrix`` since the last call (all of them, around a new
        mean, once the matrix has doubled since the mean was taken)."""
        size = len(matrix.positions)
        if size >= 2 * self.centred_at:
            self.center = matrix.rows.mean(axis=0, dtype=np.float64).astype(np.float32)
            self.centred_at, self.size = size, 0
        if size == self.size:
            return
        if size > self.codes.shape[1]:
            grown = np.zeros((self.words, max(size, 2 * self.codes.shape[1])), dtype=np.uint64)
            grown[:, : self.size] = self.codes[:, : self.size]
            self.codes = grown
        for start in range(self.size, size, 8_192):  # bounded temporaries for a large reload
            stop = min(size, start + 8_192)
            self.codes[:, start:stop] = self.encode(matrix.matrix[start:stop]).T
        self.size = size

    def encode(self, vectors: npt.NDArray[np.float32]) -> npt.NDArray[np.uint64]:
        """Each row's sign bits around the mean, as ``words`` 64-bit words."""
        rows = np.atleast_2d(vectors)
        bits = np.zeros((rows.shape[0], self.words * 64), dtype=np.bool_)
        bits[:, : self.dimension] = rows > self.center
        return np.packbits(bits, axis=1).view(np.uint64)

    def distances(self, query: npt.NDArray[np.float32]) -> npt.NDArray[np.uint16]:
        """The Hamming distance from the query's bits to every encoded row."""
        code = self.encode(query)[0]
        codes = self.codes[:, : self.size]
        total: npt.NDArray[np.uint16] = np.bitwise_count(codes[0] ^ code[0]).astype(np.uint16)
        for word in range(1, self.words):
            total += np.bitwise_count(codes[word] ^ code[word])
        return total

    def shortlist(
        self,
        query: npt.NDArray[np.float32],
        count: int,
        blocked: npt.NDArray[np.bool_] | None = None,
    ) -> npt.NDArray[np.intp]:
        """Rows nearest the query in Hamming distance, ascending: the ``count`` nearest and
        any tied with the last of them, none of the ``blocked`` ones.

        A histogram of the distances (they take only ``dimension + 1`` values) finds the cut,
        which is cheaper than partially sorting every row.
        """
        distances = self.distances(query)
        if blocked is not None:
            distances[blocked] = self.dimension + 1
        histogram = np.bincount(distances, minlength=self.dimension + 2)[: self.dimension + 1]
        cut = min(int(np.searchsorted(np.cumsum(histogram), count)), self.dimension)
        return np.flatnonzero(distances <= cut)


def first_pass(
    codes: SignCodes | None,
    positions: npt.NDArray[np.int32],
    query: npt.NDArray[np.float32],
    *,
    limit: int,
    least: int,
    blocked: Callable[[npt.NDArray[np.int32]], npt.NDArray[np.bool_]],
) -> npt.NDArray[np.intp] | None:
    """The rows (of a matrix whose rows point at ``positions``) that the first pass over their
    sign ``codes`` keeps for ``limit`` results, ascending; ``None`` when every row is to be
    scored exactly (no codes, too few rows, or codes not yet in step with the rows). Rows at
    the ``blocked`` positions are skipped, so a restricted search still reranks as many rows
    as it can use."""
    size = len(positions)
    count = None if codes is None else rerank_count(size, limit, least=least)
    if codes is None or count is None or codes.size != size:
        return None
    return codes.shortlist(query, count, blocked(positions))

"""BM25 over one scope's entries, computed from statistics the store keeps per scope.

The store finds the candidate entries (FTS5 or PostgreSQL full text); the scoring lives here,
once, so every backend ranks words the same way. Each scope is scored as if it were its own
index: document frequencies and lengths never mix tenants or users.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

K1 = 1.2
B = 0.75


@dataclass(frozen=True, slots=True)
class CorpusStats:
    """Per-scope statistics BM25 needs.

    Attributes:
        documents: Entries indexed in the scope.
        total_terms: Sum of their lengths in terms.
        document_frequency: For each query term, how many of the scope's entries contain it.
    """

    documents: int
    total_terms: int
    document_frequency: Mapping[str, int]


def idf(documents: int, containing: int) -> float:
    """Inverse document frequency in the always-positive form Lucene uses.

    The classic Robertson form goes negative for terms in over half the documents, which in a
    small memory (a handful of entries) would erase the lexical signal entirely.
    """
    containing = min(max(containing, 0), documents)
    return math.log(1.0 + (documents - containing + 0.5) / (containing + 0.5))


def bm25(
    query_terms: Sequence[str],
    document_terms: Sequence[str],
    stats: CorpusStats,
    *,
    k1: float = K1,
    b: float = B,
) -> float:
    """Okapi BM25 of one document for a query, both given as term lists.

    Example:
        >>> stats = CorpusStats(documents=2, total_terms=4, document_frequency={"disk": 1})
        >>> round(bm25(["disk"], ["disk", "full"], stats), 3)
        0.693
    """
    if not document_terms or stats.documents <= 0:
        return 0.0
    counts = Counter(document_terms)
    average = stats.total_terms / stats.documents if stats.total_terms else 1.0
    norm = k1 * (1.0 - b + b * len(document_terms) / average)
    score = 0.0
    for term in dict.fromkeys(query_terms):
        tf = counts.get(term, 0)
        if tf:
            weight = idf(stats.documents, stats.document_frequency.get(term, 1))
            score += weight * tf * (k1 + 1.0) / (tf + norm)
    return score

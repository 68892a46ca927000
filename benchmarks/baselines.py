"""Baseline rankers for the retrieval benchmark.

These exist only so the benchmark can report how :mod:`episodic.retrieval.ranking` compares with
simpler approaches. They are not used by the library at query time.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from episodic.retrieval.ranking import Scored, fuse_rrf

__all__ = ["SeedDoc", "seed_rank", "seed_tokenize"]

_NON_ALNUM = re.compile(r"[^0-9a-z]+")

# Score given to an entry with neither a lexical nor a vector signal, so it still sorts by
# recency behind every matched entry.
_NO_SIGNAL_SCORE = 1e-4
_RRF_K = 60.0


@dataclass(frozen=True, slots=True)
class SeedDoc:
    """One entry as seen by the seed ranker.

    Attributes:
        id: Entry id.
        content: Entry text (the seed ranker tokenizes it on every query).
        vector_score: Cosine similarity to the query, or ``None`` if not embedded.
        timestamp: Recency anchor (timezone-aware).
    """

    id: str
    content: str
    vector_score: float | None
    timestamp: datetime


def seed_tokenize(text: str) -> list[str]:
    """Lowercase and split on anything that is not an ASCII letter or digit.

    No stemming and no stopwords, as in the original prototype.

    Args:
        text: Text to split.

    Returns:
        Tokens in order of appearance.
    """
    return [t for t in _NON_ALNUM.split(text.lower()) if t]


def _lexical(query_tokens: frozenset[str], content: str) -> float:
    # Term-frequency overlap, length-normalized by sqrt(len) like the prototype.
    tokens = seed_tokenize(content)
    if not tokens:
        return 0.0
    hits = sum(1 for t in tokens if t in query_tokens)
    return hits / math.sqrt(len(tokens))


def seed_rank(
    query: str,
    docs: Sequence[SeedDoc],
    *,
    now: datetime,
    half_life_days: float = 180.0,
    top_k: int,
) -> list[Scored]:
    """Rank every entry in scope the way the seed prototype did.

    Lexical score is the number of query-token occurrences in the content divided by the square
    root of the content's token count. Entries with a positive lexical score are ranked by it,
    entries with a vector score by cosine (both descending, 1-based ranks), and the two are
    combined with reciprocal rank fusion (k=60). The fused score is multiplied by an unbounded
    exponential recency decay ``0.5 ** (age_days / half_life_days)``. Entries with no signal get
    ``1e-4`` times the decay.

    Args:
        query: Query text.
        docs: All entries in scope (the seed scanned the whole scope per query).
        now: Reference time for recency.
        half_life_days: Recency half-life in days.
        top_k: Number of results to return.

    Returns:
        At most ``top_k`` results, best first.
    """
    query_tokens = frozenset(seed_tokenize(query))
    lexical = {d.id: _lexical(query_tokens, d.content) for d in docs}

    # Python's sort is stable, so equal scores keep input order, as in the prototype.
    lex_ranked = sorted((d for d in docs if lexical[d.id] > 0), key=lambda d: -lexical[d.id])
    vec_ranked = sorted(
        (d for d in docs if d.vector_score is not None),
        key=lambda d: -(d.vector_score or 0.0),
    )
    rrf: dict[str, float] = {}
    for ranked in (lex_ranked, vec_ranked):
        for position, doc in enumerate(ranked, start=1):
            rrf[doc.id] = rrf.get(doc.id, 0.0) + 1.0 / (_RRF_K + position)

    results: list[Scored] = []
    for doc in docs:
        age_days = (now - doc.timestamp).total_seconds() / 86400.0
        decay = 0.5 ** (age_days / half_life_days)
        fused = rrf.get(doc.id)
        final = fused * decay if fused is not None else _NO_SIGNAL_SCORE * decay
        results.append(
            Scored(
                id=doc.id,
                lexical_score=lexical[doc.id] if lexical[doc.id] > 0 else None,
                vector_score=doc.vector_score,
                fused_score=fused or 0.0,
                recency_factor=decay,
                decay_factor=1.0,
                time_factor=1.0,
                final_score=final,
            )
        )
    results.sort(key=lambda s: -s.final_score)
    return results[:top_k]


def three_orders(lexical: Sequence[str], semantic: Sequence[str]) -> dict[str, list[str]]:
    """The three baselines' orders from one query's two candidate lists (ids best first):
    BM25 only, vector only, and plain reciprocal rank fusion (k=60) of the two."""
    fused = fuse_rrf(lexical, semantic, k=60.0)
    return {
        "bm25": list(lexical),
        "vector": list(semantic),
        "rrf": sorted(fused, key=lambda key: (-fused[key], key)),
    }

"""The two ways of scoring a scope's words agree: postings in memory and rows from a database."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest

from episodic.retrieval.bm25 import (
    CorpusStats,
    LexicalIndex,
    QueryWeights,
    best_matches,
    score_documents,
)

WORDS = "disk full export timeout wf-101 wf 101 invoice retry login sso".split()


def _documents(seed: int, count: int) -> list[list[str]]:
    random = np.random.default_rng(seed)
    documents = [list(random.choice(WORDS, size=int(random.integers(1, 14)))) for _ in range(count)]
    documents[3] = []  # an entry whose text had no terms at all
    return documents


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rows_scored_from_joined_terms_match_the_in_memory_index(seed: int) -> None:
    documents = _documents(seed, 300)
    index = LexicalIndex()
    for number, terms in enumerate(documents):
        index.add(f"e{number}", terms)
    query = ["wf-101", "export", "disk", "nothing-like-this", "export"]
    frequency = Counter(term for terms in documents for term in set(terms))
    stats = CorpusStats(len(documents), sum(map(len, documents)), frequency)
    weights = QueryWeights.of(query, stats)

    scores, covered = score_documents(weights, [" ".join(terms) for terms in documents])
    from_rows = best_matches(
        [f"e{n}" for n in range(len(documents))], scores, covered, weights.total, 40
    )
    from_index = index.search(query, limit=40, now=0.0)

    assert [m.entry_id for m in from_rows] == [m.entry_id for m in from_index]
    assert [m.bm25 for m in from_rows] == [m.bm25 for m in from_index]  # bit for bit
    assert [m.coverage for m in from_rows] == [m.coverage for m in from_index]
    assert scores[3] == 0.0 and len(from_rows) == 40


def test_irregular_spacing_is_still_split_into_the_right_documents() -> None:
    stats = CorpusStats(3, 7, {"disk": 2, "full": 1})
    weights = QueryWeights.of(["disk", "full"], stats)
    scores, covered = score_documents(weights, ["disk  full", "", " disk retry retry login "])
    assert scores[0] > scores[2] > 0 and scores[1] == 0
    assert covered[0] == pytest.approx(sum(weights.weights)) and not math.isnan(scores[2])
    assert covered[2] == pytest.approx(weights.weights[0])

"""Typed queries over key events: "what decisions has this user made about pricing?".

The store reads the scope's live entries of the kind (``kind`` is filtered in SQL, with the
scope, status, expiry and purpose), newest first. Without a question that is the answer. With
one, those entries are ranked the way recall ranks (BM25 over their terms, cosine between
vectors of the same embedder, fused, gated for relevance and weighted by recency; see
:func:`episodic.retrieval.ranking.rank`), with BM25's statistics taken over the entries of that
kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime

import numpy as np

from episodic.models import Entry, Scope, Vector
from episodic.retrieval import ranking
from episodic.retrieval.bm25 import CorpusStats, QueryWeights, query_terms, score_documents
from episodic.retrieval.tokenizer import tokenize
from episodic.runtime import Runtime
from episodic.stores import entries as entry_rows
from episodic.stores import episodes as rows
from episodic.stores.episodes import EventRow


def newest(
    runtime: Runtime,
    scope: Scope,
    *,
    kind: str | None,
    now: datetime,
    purpose: str | None,
    limit: int,
) -> list[Entry]:
    """The scope's live entries of ``kind``, newest first."""
    with runtime.store.read() as tx:
        found = rows.events_of_kind(tx, scope, kind=kind, now=now, purpose=purpose, limit=limit)
        return entry_rows.get_entries(tx, scope, [row.entry_id for row in found])


def about(
    runtime: Runtime,
    scope: Scope,
    question: str,
    *,
    kind: str | None,
    now: datetime,
    purpose: str | None,
    limit: int,
) -> list[Entry]:
    """The scope's live entries of ``kind`` most relevant to ``question``, best first;
    empty when none is relevant enough."""
    with runtime.store.read() as tx:
        found = rows.events_of_kind(
            tx, scope, kind=kind, now=now, purpose=purpose, limit=rows.MOST_ROWS
        )
    if not found:
        return []
    vector = runtime.embedder.embed_one(question)
    candidates = _candidates(found, tokenize(question), vector, runtime.embedder.name)
    ranked = ranking.rank(candidates, now=now, top_k=limit, params=runtime.config.ranking)
    if not ranked:
        return []
    with runtime.store.read() as tx:
        entries = entry_rows.get_entries(tx, scope, [s.id for s in ranked])
    return [entry for entry in entries if entry.status == "active"]


def _candidates(
    found: Sequence[EventRow], terms: Sequence[str], vector: Vector, model: str
) -> list[ranking.Candidate]:
    """Each entry of the kind as a ranking candidate, with both signals where it has them."""
    unique = query_terms(terms)
    documents = [row.terms for row in found]
    frequency: Counter[str] = Counter()
    wanted = set(unique)
    for document in documents:
        frequency.update(wanted.intersection(document.split()))
    total = sum(len(document.split()) for document in documents)
    weights = QueryWeights.of(unique, CorpusStats(len(documents), total, frequency))
    if unique:
        scores, covered = score_documents(weights, documents)
    else:
        scores = covered = np.zeros(len(documents), dtype=np.float32)
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    candidates = []
    for index, row in enumerate(found):
        cosine = None
        same = row.embedding_model == model
        if row.vector is not None and same and row.vector.shape == query.shape:
            cosine = float(row.vector @ query)
        score = float(scores[index])
        if score <= 0 and cosine is None:
            continue
        lexical = score > 0 and weights.total > 0
        candidates.append(
            ranking.Candidate(
                id=row.entry_id,
                lexical_score=score if lexical else None,
                vector_score=cosine,
                timestamp=row.last_seen_at,
                lexical_coverage=float(covered[index]) / weights.total if lexical else None,
                lexical_normalized=score / weights.total if lexical else None,
            )
        )
    return candidates

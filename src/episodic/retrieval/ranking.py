"""Hybrid ranking for episodic memory: score fusion, recency and a relevance gate.

This module is pure: it performs no I/O and never reads the wall clock. The store supplies
candidates (BM25 over the scope's entries and/or a cosine similarity from the vector index)
and the caller supplies ``now``, so every ranking is reproducible. The constants live in
:class:`~episodic.config.RankingParams`; the tokenizer in :mod:`episodic.retrieval.tokenizer`.

The pipeline implemented by :func:`rank` is:

1. **Normalize** each signal onto an absolute ``[0, 1]`` scale. BM25 is divided by the score
   an average-length entry holding every query term once would get (so it means the same in a
   scope of five entries and of fifty thousand), and cosine is rescaled above a "no
   similarity" point. Absolute scales (rather than per-query min-max) keep the scores
   meaningful when a query has few or only weak matches, which is what the relevance gate
   needs.
2. **Fuse** the two signals with a weighted sum. (On the entries' read path an entry that
   follows a lexical match in its thread holds at least ``follow_weight`` of the match's
   normalized BM25: :mod:`episodic.entries.read`.) A candidate missing from one list gets a
   conservative estimate for that signal (see :func:`rank`).
3. **Gate**: if no candidate carries strong absolute evidence, return nothing, so that a
   question about something never discussed yields an empty result instead of noise. The
   gate, and the relative floor that drops candidates far weaker than the best, apply to
   requests for at most ``gate_max_k`` results (what gets injected); a larger request is a
   search and is filled with the best candidates, however weak.
4. **Recency**: multiply by a bounded prior ``floor + (1 - floor) * 0.5 ** (age / half_life)``
   so recent memories win ties, but an old, clearly relevant memory still beats a fresh,
   marginal one.
5. **Time**: when the query names a stretch of time (:func:`episodic.retrieval.times.time_spans`), a
   candidate that happened within it (or up to ``time_match_grace_days`` after), or whose
   text names a time within it read from when it was said ("last month" said in April), is
   multiplied by ``1 + time_match_boost``; when it asks when something happened
   (:func:`~episodic.retrieval.times.asks_when`), a candidate that names a time is
   multiplied by ``1 + when_boost``.
6. **Decay** (retention): an entry not said for longer than ``decay_after_days`` is multiplied
   by ``max(decay_floor, 0.5 ** ((age - decay_after_days) / decay_half_life_days))`` (see
   :class:`~episodic.config.RetentionConfig`): long-unused memories fade instead of crowding
   out current ones, and never below the floor. Kept apart from recency, which works within
   days and weeks, so each shows in the scores on its own.
7. **Thread**: a candidate gains ``thread_weight`` times the best score among the other
   candidates of its own thread. A question is usually about one story,
   and the turns around its best match are likelier to hold the rest of it than equal
   matches scattered elsewhere.
8. **Speaker**: when the query names who said a candidate (:mod:`episodic.retrieval.anchors`),
   its score is multiplied by ``1 + speaker_boost``.

``when_boost`` and steps 7 and 8 were chosen on LoCoMo conversations 0-4 and confirmed on
5-9, then the reverse (``python -m benchmarks locomo --conversations``); see
``benchmarks/locomo.py``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from episodic.config import RankingParams, RetentionConfig
from episodic.retrieval.times import Span

__all__ = [
    "DEFAULT_PARAMS",
    "Candidate",
    "RankingParams",
    "Scored",
    "candidate_pool",
    "decay_factor",
    "fuse_rrf",
    "rank",
    "recency_factor",
    "time_factor",
]

DEFAULT_PARAMS = RankingParams()


@dataclass(frozen=True, slots=True)
class Candidate:
    """One entry proposed by the store, with whichever signals it has.

    Attributes:
        id: Entry id.
        lexical_score: BM25 of the entry for the query; ``None`` if the entry is not in the
            lexical candidate list.
        vector_score: Cosine similarity in ``[-1, 1]``; ``None`` if not in the vector list.
        timestamp: Recency anchor (timezone-aware).
        lexical_coverage: Share of the query's IDF weight whose terms the entry contains, in
            ``[0, 1]``; ``None`` when unknown.
        lexical_normalized: BM25 divided by the score of an average-length entry holding every
            query term once (about 1 for a full match); ``None`` when unknown.
        occurred_at: When it happened, matched against the time a query names; ``None``:
            ``timestamp`` stands for it.
        group: Its thread (or session); candidates of one group lend each other
            ``thread_weight`` of their best score. ``None``: it stands alone.
        anchored: The query names who said it (``speaker_boost`` applies).
        timed: The query asks when and it names a time (``when_boost`` applies).
        told: The stretches of time its text names, read from when it was said ("last
            month" said in April is March): one that meets a time the query names counts as
            its happening then.
    """

    id: str
    lexical_score: float | None
    vector_score: float | None
    timestamp: datetime
    lexical_coverage: float | None = None
    lexical_normalized: float | None = None
    occurred_at: datetime | None = None
    group: str | None = None
    anchored: bool = False
    timed: bool = False
    told: Sequence[Span] = ()


@dataclass(frozen=True, slots=True)
class Scored:
    """A ranked result with its debug scores.

    Attributes:
        id: Entry id.
        lexical_score: BM25 as supplied, or ``None``.
        vector_score: Cosine as supplied, or ``None``.
        fused_score: The fused relevance score (a weighted sum of both signals) before
            recency.
        recency_factor: Bounded recency prior in ``(0, 1]``.
        decay_factor: The retention decay in ``[decay_floor, 1]`` (1 when none applies).
        time_factor: ``1 + time_match_boost`` when it happened within the time the query
            names, times ``1 + when_boost`` when the query asks when and it names a time.
        final_score: ``(fused_score * recency_factor * decay_factor * time_factor +
            thread_bonus) * speaker_factor``.
        thread_bonus: ``thread_weight`` times the best such product among the other
            candidates of its thread.
        speaker_factor: ``1 + speaker_boost`` when the query names who said it, else 1.
    """

    id: str
    lexical_score: float | None
    vector_score: float | None
    fused_score: float
    recency_factor: float
    decay_factor: float
    time_factor: float
    final_score: float
    thread_bonus: float = 0.0
    speaker_factor: float = 1.0

    def scores(self) -> dict[str, Any]:
        """The scores every kind of result shows, by field name: lexical, vector, fused,
        recency and final (a recalled entry and a found message both take them)."""
        return {
            "lexical_score": self.lexical_score,
            "vector_score": self.vector_score,
            "fused_score": self.fused_score,
            "recency_factor": self.recency_factor,
            "final_score": self.final_score,
        }


def candidate_pool(top_k: int, params: RankingParams | None = None) -> int:
    """How many lexical and how many vector candidates the store should fetch.

    Args:
        top_k: Number of results the caller wants.
        params: Ranking parameters; defaults to :data:`DEFAULT_PARAMS`.

    Returns:
        Candidates to fetch per list (at least ``top_k``).
    """
    p = params or DEFAULT_PARAMS
    return max(top_k, p.pool_min, top_k * p.pool_factor)


def recency_factor(timestamp: datetime, now: datetime, params: RankingParams) -> float:
    """Bounded recency prior ``floor + (1 - floor) * 0.5 ** (age_days / half_life_days)``.

    Future timestamps (clock skew) count as age zero, so the factor never exceeds 1.

    Args:
        timestamp: When the entry happened (timezone-aware).
        now: The reference time (timezone-aware), injected for reproducibility.
        params: Supplies ``half_life_days`` and ``recency_floor``.

    Returns:
        A value in ``[recency_floor, 1]`` (in ``(0, 1]`` for a positive floor).
    """
    age_days = max(0.0, (now - timestamp).total_seconds() / 86400.0)
    floor = min(1.0, max(0.0, params.recency_floor))
    decay: float = 0.5 ** (age_days / params.half_life_days)
    return floor + (1.0 - floor) * decay


def decay_factor(timestamp: datetime, now: datetime, retention: RetentionConfig | None) -> float:
    """The soft decay of an entry last said at ``timestamp``.

    1 until ``decay_after_days`` have passed, then halving every ``decay_half_life_days``,
    never below ``decay_floor`` (so ``decay_floor=1.0`` turns decay off).

    Example:
        >>> from datetime import UTC, datetime, timedelta
        >>> now = datetime(2026, 1, 1, tzinfo=UTC)
        >>> config = RetentionConfig(decay_after_days=30, decay_half_life_days=30,
        ...                          decay_floor=0.1)
        >>> decay_factor(now - timedelta(days=60), now, config)
        0.5
    """
    if retention is None or retention.decay_floor >= 1.0:
        return 1.0
    age_days = (now - timestamp).total_seconds() / 86400.0
    beyond = age_days - retention.decay_after_days
    if beyond <= 0:
        return 1.0
    factor: float = 0.5 ** (beyond / retention.decay_half_life_days)
    return max(retention.decay_floor, factor)


def time_factor(
    moment: datetime, spans: Sequence[Span], params: RankingParams, told: Sequence[Span] = ()
) -> float:
    """``1 + time_match_boost`` if ``moment`` lies in one of ``spans``, or one of the spans
    its text ``told`` of meets one (allowing ``time_match_grace_days`` after its end), else 1.

    Example:
        >>> from datetime import UTC
        >>> may = Span(datetime(2024, 5, 1, tzinfo=UTC), datetime(2024, 6, 1, tzinfo=UTC))
        >>> time_factor(datetime(2024, 6, 2, tzinfo=UTC), [may], RankingParams())
        1.5
    """
    grace = timedelta(days=params.time_match_grace_days)
    if any(span.holds(moment, grace) for span in spans):
        return 1.0 + params.time_match_boost
    if any(span.meets(said, grace) for span in spans for said in told):
        return 1.0 + params.time_match_boost
    return 1.0


def fuse_rrf(
    lexical_ranked: Iterable[str], vector_ranked: Iterable[str], k: float = 60.0
) -> dict[str, float]:
    """Plain reciprocal rank fusion: ``sum over lists of 1 / (k + rank)``, ranks 1-based.

    Args:
        lexical_ranked: Ids best-first by lexical score.
        vector_ranked: Ids best-first by vector score.
        k: RRF damping constant.

    Returns:
        Fused score per id.
    """
    scores: dict[str, float] = {}
    for ranked in (lexical_ranked, vector_ranked):
        for position, entry_id in enumerate(ranked, start=1):
            scores[entry_id] = scores.get(entry_id, 0.0) + 1.0 / (k + position)
    return scores


def _norm_lexical(normalized: float | None) -> float:
    # Dividing by what a full match would score, not by the best candidate's score: a lone
    # weak match must stay weak, otherwise every query would have a "perfect" lexical hit.
    if normalized is None or normalized <= 0:
        return 0.0
    return min(1.0, normalized)


def _norm_vector(cosine: float, params: RankingParams) -> float:
    # Unrelated sentences still have a positive cosine under sentence embedders; rescaling from
    # ``vector_zero`` spreads the informative range over [0, 1].
    span = 1.0 - params.vector_zero
    return min(1.0, max(0.0, (cosine - params.vector_zero) / span)) if span > 0 else 0.0


def rank(
    candidates: Iterable[Candidate],
    *,
    now: datetime,
    top_k: int,
    params: RankingParams | None = None,
    retention: RetentionConfig | None = None,
    spans: Sequence[Span] = (),
) -> list[Scored]:
    """Fuse lexical and vector candidates, gate on relevance, apply recency and decay, keep
    the best.

    A candidate absent from the vector list is known to be no closer than the weakest vector
    candidate, so it is scored with that cosine (an optimistic bound, which avoids punishing
    strong lexical hits the embedder missed). A candidate absent from the lexical list gets 0:
    the store's OR-query returns every entry sharing a term while the list is not full, so
    absence usually means no shared term at all.

    Args:
        candidates: Union of the store's lexical and vector candidates (ids unique).
        now: Reference time for recency (injected; never read from the clock here).
        top_k: Maximum number of results.
        params: Ranking parameters; defaults to :data:`DEFAULT_PARAMS`.
        retention: Supplies the soft decay of long-unused entries; ``None``: no decay.
        spans: The stretches of time the query names (:func:`episodic.retrieval.times.time_spans`).

    Returns:
        At most ``top_k`` results, best first; ties broken by fused score, then id. Empty when
        ``top_k`` is at most ``params.gate_max_k`` and no candidate passes the relevance gate.
    """
    p = params or DEFAULT_PARAMS
    pool = list(candidates)
    if top_k <= 0 or not pool:
        return []

    vector_scores = [c.vector_score for c in pool if c.vector_score is not None]
    vector_fill = min(vector_scores) if vector_scores else None

    fused: list[tuple[Candidate, float]] = []
    for cand in pool:
        cosine = cand.vector_score if cand.vector_score is not None else vector_fill
        vec = _norm_vector(cosine, p) if cosine is not None else 0.0
        lex = _norm_lexical(cand.lexical_normalized)
        fused.append((cand, p.vector_weight * vec + (1.0 - p.vector_weight) * lex))

    # The gate and the relative floor guard what is injected; a larger request is a search.
    narrow = top_k <= p.gate_max_k
    if narrow and not _passes_gate(pool, p):
        return []
    relative = p.relative_floor if narrow else 0.0
    floor = max(p.min_fused, relative * max(score for _, score in fused))
    scored: list[Scored] = []
    for cand, score in fused:
        if score < floor or score <= 0.0:
            continue
        factor = recency_factor(cand.timestamp, now, p)
        decay = decay_factor(cand.timestamp, now, retention)
        timely = time_factor(cand.occurred_at or cand.timestamp, spans, p, cand.told)
        if cand.timed:
            timely *= 1.0 + p.when_boost
        scored.append(
            Scored(
                id=cand.id,
                lexical_score=cand.lexical_score,
                vector_score=cand.vector_score,
                fused_score=score,
                recency_factor=factor,
                decay_factor=decay,
                time_factor=timely,
                final_score=score * factor * decay * timely,
            )
        )
    scored = _in_context(scored, {c.id: c for c, _ in fused}, p)
    scored.sort(key=lambda s: (-s.final_score, -s.fused_score, s.id))
    return scored[:top_k]


def _in_context(
    scored: list[Scored], candidates: dict[str, Candidate], params: RankingParams
) -> list[Scored]:
    """Steps 7 and 8: the best score among the other candidates of one's thread, lent in
    part, then the speaker. A candidate alone in its thread (or in none) gains nothing, so
    threads never win over entries that have none."""
    top: dict[str, list[float]] = {}  # per thread: its best and second-best score
    for item in scored:
        group = candidates[item.id].group
        if group is not None:
            pair = top.setdefault(group, [0.0, 0.0])
            if item.final_score > pair[0]:
                pair[:] = [item.final_score, pair[0]]
            else:
                pair[1] = max(pair[1], item.final_score)
    lend, boost = params.thread_weight, 1.0 + params.speaker_boost
    out = []
    for item in scored:
        cand = candidates[item.id]
        bonus = 0.0
        if cand.group is not None and lend:
            best, second = top[cand.group]
            bonus = lend * (second if item.final_score >= best else best)
        speaker = boost if cand.anchored else 1.0
        if bonus or speaker != 1.0:
            final = (item.final_score + bonus) * speaker
            item = replace(item, final_score=final, thread_bonus=bonus, speaker_factor=speaker)
        out.append(item)
    return out


def _passes_gate(pool: list[Candidate], params: RankingParams) -> bool:
    """Whether any candidate carries strong absolute evidence of relevance.

    The gate is per query, not per candidate: once the query is judged on-topic, weaker
    neighbours of the best hit are still returned (multi-hop questions need them). It looks
    at raw signals rather than ranks because the best-ranked candidate of an off-topic query
    is still ranked first.
    """
    for cand in pool:
        if cand.vector_score is not None and cand.vector_score >= params.gate_vector:
            return True
        if cand.lexical_coverage is not None and cand.lexical_coverage >= params.gate_coverage:
            return True
    return False

"""episodic.retrieval.ranking: the tokenizer, fusion, recency, the relevance gate and debug
scores."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

import pytest

from episodic.retrieval.ranking import (
    DEFAULT_PARAMS,
    Candidate,
    RankingParams,
    candidate_pool,
    fuse_rrf,
    rank,
    recency_factor,
)
from episodic.retrieval.tokenizer import TOKEN_CHARS, tokenize

NOW = datetime(2025, 1, 1, tzinfo=UTC)


def cand(
    entry_id: str,
    lexical: float | None = None,
    vector: float | None = None,
    age_days: float = 0.0,
) -> Candidate:
    # ``lexical`` stands for the normalized BM25 (1.0 is a full match); the raw score and the
    # coverage are derived from it so the gate and the debug fields see consistent values.
    return Candidate(
        entry_id,
        None if lexical is None else lexical * 10.0,
        vector,
        NOW - timedelta(days=age_days),
        lexical_coverage=lexical,
        lexical_normalized=lexical,
    )


# --- tokenizer ---------------------------------------------------------------------------


def test_identifier_kept_whole_and_split() -> None:
    tokens = tokenize("the source sent tier=enterprise_plus yesterday")
    assert "tier=enterprise_plus" in tokens
    assert "enterprise_plus" in tokens
    # Word parts go through the same stemming as plain words, so a word query matches them.
    assert set(tokenize("tier enterprise plus")) <= set(tokens)


def test_hyphenated_id_and_trailing_punctuation() -> None:
    tokens = tokenize("Workflow WF-QBR-4792. failed")
    assert "wf-qbr-4792" in tokens
    assert "wf-qbr-4792." not in tokens
    assert {"wf", "qbr", "4792"} <= set(tokens)


def test_channel_sigil_is_kept() -> None:
    tokens = tokenize("Ask in #qbr-war-room, then ping @dana.")
    assert "#qbr-war-room" in tokens
    assert "qbr-war-room" in tokens
    assert "@dana" in tokens
    assert "room" in tokens


def test_query_and_content_tokens_meet() -> None:
    content = set(tokenize("We fixed WF-QBR-4792 and the matcher for tier=enterprise-plus."))
    assert set(tokenize("wf-qbr-4792")) <= content
    assert set(tokenize("enterprise-plus")) <= content


def test_stopwords_removed_and_lowercased() -> None:
    assert tokenize("What is THE Plan for the Launch?") == ["plan", "launch"]


def test_light_stemming_conflates_inflections() -> None:
    assert tokenize("dancing")[0] == tokenize("dances")[0] == tokenize("dance")[0]
    assert tokenize("stories") == tokenize("story")
    # Short words and identifiers are not stemmed.
    assert tokenize("bus") == ["bus"]
    assert "v3.8.2" in tokenize("shipped in v3.8.2")


def test_diacritics_folded() -> None:
    assert tokenize("Café Zürich") == tokenize("cafe zurich")


def test_tokens_safe_for_fts_quoting() -> None:
    text = 'He said "hi"\tthere — x="y" a/b\n<tag> \u2019quoted\u2019 C++ 1:56 pm, 8 May 2023!'
    for token in tokenize(text):
        assert token
        assert '"' not in token
        assert not any(ch.isspace() for ch in token)
        assert all(ch.isalnum() or ch in TOKEN_CHARS for ch in token), token


def test_token_chars_constant_is_safe() -> None:
    assert '"' not in TOKEN_CHARS and "'" not in TOKEN_CHARS
    assert not any(ch.isspace() or ch.isalnum() for ch in TOKEN_CHARS)
    assert {"_", "-", "=", "#", ".", "/", ":", "@"} <= set(TOKEN_CHARS)


def test_tokenize_deterministic_and_empty() -> None:
    text = "tier=enterprise_plus misrouted; see #ops."
    assert tokenize(text) == tokenize(text)
    assert tokenize("") == []
    assert tokenize("the of and ... --") == []


# --- fusion ------------------------------------------------------------------------------


def test_fuse_rrf_values() -> None:
    scores = fuse_rrf(["a", "b"], ["b", "c"], k=60)
    assert scores["a"] == pytest.approx(1 / 61)
    assert scores["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert scores["c"] == pytest.approx(1 / 62)


def test_both_signals_beat_one() -> None:
    results = rank(
        [
            cand("both", lexical=10.0, vector=0.7),
            cand("lex", lexical=10.0, vector=None),
            cand("vec", lexical=None, vector=0.7),
        ],
        now=NOW,
        top_k=3,
    )
    assert results[0].id == "both"


def test_stronger_signal_ranks_higher() -> None:
    results = rank(
        [cand("weak", vector=0.45), cand("strong", vector=0.8), cand("mid", vector=0.6)],
        now=NOW,
        top_k=3,
    )
    assert [r.id for r in results] == ["strong", "mid", "weak"]


def test_missing_vector_uses_weakest_vector_candidate() -> None:
    # "lex" is absent from the vector list, so it is scored with the weakest listed cosine
    # (0.5), not with 0: with equal lexical scores it must tie-break above "low".
    results = rank(
        [cand("top", vector=0.9), cand("low", lexical=0.5, vector=0.5), cand("lex", lexical=0.6)],
        now=NOW,
        top_k=3,
    )
    scores = {r.id: r.fused_score for r in results}
    assert scores["lex"] > scores["low"]


def test_top_k_and_deterministic_ties() -> None:
    pool = [cand(f"e{i}", vector=0.7) for i in (3, 1, 2)]
    results = rank(pool, now=NOW, top_k=2)
    assert [r.id for r in results] == ["e1", "e2"]
    assert rank(list(reversed(pool)), now=NOW, top_k=2) == results
    assert rank(pool, now=NOW, top_k=0) == []
    assert rank([], now=NOW, top_k=5) == []


def test_candidate_pool() -> None:
    assert candidate_pool(10) == max(DEFAULT_PARAMS.pool_min, 10 * DEFAULT_PARAMS.pool_factor)
    assert candidate_pool(1000) >= 1000
    assert candidate_pool(3, RankingParams(pool_min=1, pool_factor=1)) == 3


# --- recency -----------------------------------------------------------------------------


def test_recency_boundaries() -> None:
    p = RankingParams(half_life_days=100.0, recency_floor=0.8)
    assert recency_factor(NOW, NOW, p) == pytest.approx(1.0)
    assert recency_factor(NOW - timedelta(days=100), NOW, p) == pytest.approx(0.9)
    very_old = recency_factor(NOW - timedelta(days=100_000), NOW, p)
    assert 0.8 <= very_old < 0.8001
    # A timestamp in the future (clock skew) must not exceed 1.
    assert recency_factor(NOW + timedelta(days=30), NOW, p) == pytest.approx(1.0)


def test_recency_monotone_and_bounded_by_default() -> None:
    ages = [0, 1, 30, 180, 365, 3650]
    factors = [recency_factor(NOW - timedelta(days=a), NOW, DEFAULT_PARAMS) for a in ages]
    assert factors == sorted(factors, reverse=True)
    assert all(DEFAULT_PARAMS.recency_floor <= f <= 1.0 for f in factors)
    assert 0.0 < DEFAULT_PARAMS.recency_floor <= 1.0


def test_old_relevant_beats_new_marginal() -> None:
    results = rank(
        [
            cand("old", lexical=20.0, vector=0.8, age_days=3000),
            cand("new", lexical=2.0, vector=0.45, age_days=0),
        ],
        now=NOW,
        top_k=2,
    )
    assert [r.id for r in results] == ["old", "new"]


def test_recency_breaks_equal_relevance() -> None:
    results = rank(
        [cand("old", vector=0.7, age_days=400), cand("new", vector=0.7, age_days=1)],
        now=NOW,
        top_k=2,
    )
    assert [r.id for r in results] == ["new", "old"]


def test_injected_clock_changes_recency() -> None:
    pool = [cand("a", vector=0.7, age_days=10)]
    early = rank(pool, now=NOW, top_k=1)[0].recency_factor
    later = rank(pool, now=NOW + timedelta(days=365), top_k=1)[0].recency_factor
    assert later < early
    # Same inputs and same clock give identical output: no hidden wall-clock read.
    assert rank(pool, now=NOW, top_k=1) == rank(pool, now=NOW, top_k=1)


# --- relevance gate ----------------------------------------------------------------------


def test_gate_rejects_weak_evidence() -> None:
    pool = [cand("a", lexical=0.3, vector=0.2), cand("b", vector=0.3), cand("c", lexical=0.6)]
    assert rank(pool, now=NOW, top_k=5) == []


def test_gate_passes_on_strong_vector() -> None:
    pool = [cand("a", vector=DEFAULT_PARAMS.gate_vector + 0.01), cand("b", vector=0.36)]
    results = rank(pool, now=NOW, top_k=5)
    # Once the query passes, neighbours within the relative floor are kept too.
    assert [r.id for r in results] == ["a", "b"]


def test_relative_floor_drops_candidates_far_below_the_best() -> None:
    pool = [cand("a", vector=0.9), cand("b", vector=0.3), cand("c", vector=0.21)]
    assert [r.id for r in rank(pool, now=NOW, top_k=5)] == ["a"]
    keep_all = dataclasses.replace(DEFAULT_PARAMS, relative_floor=0.0)
    assert [r.id for r in rank(pool, now=NOW, top_k=5, params=keep_all)] == ["a", "b", "c"]


def test_gate_passes_on_lexical_coverage() -> None:
    pool = [cand("a", lexical=DEFAULT_PARAMS.gate_coverage, vector=None)]
    assert [r.id for r in rank(pool, now=NOW, top_k=5)] == ["a"]
    partial = [cand("a", lexical=DEFAULT_PARAMS.gate_coverage - 0.01, vector=None)]
    assert rank(partial, now=NOW, top_k=5) == []


def test_gate_thresholds_are_params() -> None:
    pool = [cand("a", vector=0.3)]
    assert rank(pool, now=NOW, top_k=5) == []
    loose = dataclasses.replace(DEFAULT_PARAMS, gate_vector=0.25)
    assert [r.id for r in rank(pool, now=NOW, top_k=5, params=loose)] == ["a"]


def test_a_search_for_many_results_is_neither_gated_nor_floored() -> None:
    # The gate and the relative floor guard injection; a caller asking for more results than
    # anything injected (gate_max_k) gets the best candidates in the same order.
    weak = [cand("a", lexical=0.3, vector=0.3), cand("b", vector=0.25), cand("c", lexical=0.2)]
    wide = DEFAULT_PARAMS.gate_max_k + 1
    assert rank(weak, now=NOW, top_k=DEFAULT_PARAMS.gate_max_k) == []
    assert [r.id for r in rank(weak, now=NOW, top_k=wide)] == ["a", "c", "b"]
    spread = [cand("a", vector=0.9), cand("b", vector=0.3), cand("c", vector=0.21)]
    assert [r.id for r in rank(spread, now=NOW, top_k=5)] == ["a"]
    assert [r.id for r in rank(spread, now=NOW, top_k=50)] == ["a", "b", "c"]
    # Nothing with no signal at all is ever returned, however many results are asked for.
    assert [r.id for r in rank([*spread, cand("z", vector=0.1)], now=NOW, top_k=50)] == [
        "a",
        "b",
        "c",
    ]


def test_gate_max_k_is_a_param() -> None:
    weak = [cand("a", lexical=0.3, vector=0.3)]
    assert rank(weak, now=NOW, top_k=20) != []
    strict = dataclasses.replace(DEFAULT_PARAMS, gate_max_k=50)
    assert rank(weak, now=NOW, top_k=20, params=strict) == []


def test_min_fused_drops_weak_candidates() -> None:
    strict = dataclasses.replace(DEFAULT_PARAMS, min_fused=0.3)
    pool = [cand("a", vector=0.9), cand("b", vector=0.25)]
    assert [r.id for r in rank(pool, now=NOW, top_k=5, params=strict)] == ["a"]


# --- debug scores ------------------------------------------------------------------------


def test_debug_scores_present_and_consistent() -> None:
    results = rank(
        [cand("a", lexical=0.8, vector=0.75, age_days=90), cand("b", lexical=None, vector=0.6)],
        now=NOW,
        top_k=2,
    )
    by_id = {r.id: r for r in results}
    a, b = by_id["a"], by_id["b"]
    assert a.lexical_score == 8.0 and a.vector_score == 0.75
    assert b.lexical_score is None and b.vector_score == 0.6
    for r in results:
        assert 0.0 < r.recency_factor <= 1.0
        assert r.fused_score > 0.0
        assert r.final_score == pytest.approx(r.fused_score * r.recency_factor)
    assert a.recency_factor < b.recency_factor

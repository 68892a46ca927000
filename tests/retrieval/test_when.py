"""Time expressions in queries, and the read paths ranking what happened then a little higher."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from episodic import Config, Memory, Scope, TestEmbedder
from episodic.config import RankingParams
from episodic.models import MessageDraft, NewEntry
from episodic.retrieval.ranking import Candidate, rank
from episodic.retrieval.times import Span, time_spans, without_times
from tests.conftest import Clock

NOW = datetime(2024, 3, 20, 15, 30, tzinfo=UTC)


def _days(query: str) -> list[tuple[str, str]]:
    return [(s.start.date().isoformat(), s.end.date().isoformat()) for s in time_spans(query, NOW)]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("What did she paint on October 13, 2023?", [("2023-10-13", "2023-10-14")]),
        ("what happened on 13th of Oct, 2023", [("2023-10-13", "2023-10-14")]),
        ("what happened on 2 February 2024", [("2024-02-02", "2024-02-03")]),
        ("the deploy of 2024-01-05 broke", [("2024-01-05", "2024-01-06")]),
        ("What setback did she face in October 2023?", [("2023-10-01", "2023-11-01")]),
        # A month without a year is the latest one not after now.
        ("When did she go camping in June?", [("2023-06-01", "2023-07-01")]),
        ("What did we agree in March?", [("2024-03-01", "2024-04-01")]),
        ("How many trips did he take in 2023?", [("2023-01-01", "2024-01-01")]),
        ("what did I say yesterday", [("2024-03-19", "2024-03-20")]),
        ("anything today?", [("2024-03-20", "2024-03-21")]),
        # 2024-03-20 is a Wednesday: this week starts on Monday the 18th.
        ("what did I order last week", [("2024-03-11", "2024-03-18")]),
        ("plans for this month", [("2024-03-01", "2024-04-01")]),
        ("what changed last month", [("2024-02-01", "2024-03-01")]),
        ("the call 3 days ago", [("2024-03-16", "2024-03-19")]),
        (
            "between June 1, 2023 and July 2023",
            [("2023-06-01", "2023-06-02"), ("2023-07-01", "2023-08-01")],
        ),
    ],
)
def test_time_spans_read_explicit_expressions(query: str, expected: list[tuple[str, str]]) -> None:
    assert _days(query) == expected


@pytest.mark.parametrize(
    "query",
    [
        "What does Melanie paint?",
        "order 2023 shipped",  # a number, not "in 2023"
        "You may want to march on",  # modal "may", verb "march"
        "What happened on February 30, 2023?",  # no such day
        "version 10.13.2023 of the tool",
    ],
)
def test_queries_without_a_time_name_none(query: str) -> None:
    assert time_spans(query, NOW) == []


def test_a_day_is_not_also_read_as_its_month() -> None:
    assert len(time_spans("on October 13, 2023", NOW)) == 1


def test_span_holds_with_grace() -> None:
    span = Span(datetime(2024, 5, 1, tzinfo=UTC), datetime(2024, 6, 1, tzinfo=UTC))
    assert span.holds(datetime(2024, 5, 31, 23, tzinfo=UTC))
    assert not span.holds(datetime(2024, 6, 2, tzinfo=UTC))
    assert span.holds(datetime(2024, 6, 2, tzinfo=UTC), timedelta(days=3))
    assert not span.holds(datetime(2024, 4, 30, tzinfo=UTC), timedelta(days=3))


def test_rank_raises_what_happened_within_a_named_time() -> None:
    may = Span(datetime(2023, 5, 1, tzinfo=UTC), datetime(2023, 6, 1, tzinfo=UTC))
    pool = [
        Candidate("april", None, 0.8, NOW, occurred_at=datetime(2023, 4, 10, tzinfo=UTC)),
        Candidate("may", None, 0.75, NOW, occurred_at=datetime(2023, 5, 10, tzinfo=UTC)),
    ]
    assert [s.id for s in rank(pool, now=NOW, top_k=5)] == ["april", "may"]
    ranked = rank(pool, now=NOW, top_k=5, spans=[may])
    assert [s.id for s in ranked] == ["may", "april"]
    boost = 1 + RankingParams().time_match_boost
    assert [s.time_factor for s in ranked] == [boost, 1.0]
    best = ranked[0]
    assert best.final_score == pytest.approx(
        best.fused_score * best.recency_factor * best.decay_factor * boost
    )
    off = dataclasses.replace(RankingParams(), time_match_boost=0.0)
    assert [s.id for s in rank(pool, now=NOW, top_k=5, params=off, spans=[may])] == [
        "april",
        "may",
    ]


def test_spans_meet_where_they_share_a_moment() -> None:
    march = Span(datetime(2023, 3, 1, tzinfo=UTC), datetime(2023, 4, 1, tzinfo=UTC))
    april = Span(datetime(2023, 4, 1, tzinfo=UTC), datetime(2023, 5, 1, tzinfo=UTC))
    week = Span(datetime(2023, 3, 27, tzinfo=UTC), datetime(2023, 4, 3, tzinfo=UTC))
    assert march.meets(week) and week.meets(march) and april.meets(week)
    assert not march.meets(april) and not april.meets(march)  # touching is not sharing
    assert march.meets(april, timedelta(days=3))  # ... unless it starts within the grace


def test_rank_reads_the_time_a_text_tells_from_when_it_was_said() -> None:
    march = Span(datetime(2023, 3, 1, tzinfo=UTC), datetime(2023, 4, 1, tzinfo=UTC))
    said = datetime(2023, 4, 12, tzinfo=UTC)
    told = time_spans("We went to a convention last month.", said)
    assert [(s.start.month, s.end.month) for s in told] == [(3, 4)]
    pool = [
        Candidate("told", None, 0.75, NOW, occurred_at=said, told=told),
        Candidate("plain", None, 0.8, NOW, occurred_at=said),
    ]
    ranked = rank(pool, now=NOW, top_k=5, spans=[march])
    assert [s.id for s in ranked] == ["told", "plain"]
    assert [s.time_factor for s in ranked] == [1 + RankingParams().time_match_boost, 1.0]
    # A time the query does not name changes nothing.
    may = Span(datetime(2023, 5, 1, tzinfo=UTC), datetime(2023, 6, 1, tzinfo=UTC))
    assert [s.id for s in rank(pool, now=NOW, top_k=5, spans=[may])] == ["plain", "told"]


SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
OTHER = Scope(tenant="acme", agent="bot", user="u-2")


def test_recall_reads_last_month_from_when_the_entry_was_said(memory: Memory) -> None:
    april = datetime(2023, 4, 12, tzinfo=UTC)
    memory.remember_many(
        SCOPE,
        [
            NewEntry("We went to a tech convention with colleagues last month.", occurred_at=april),
            NewEntry("We went to a tech convention with colleagues next week.", occurred_at=april),
        ],
    )
    boost = 1 + RankingParams().time_match_boost
    found = memory.recall(SCOPE, "which tech convention with colleagues in March 2023", top_k=2)
    assert [(r.entry.content.endswith("last month."), r.time_factor) for r in found] == [
        (True, pytest.approx(boost)),
        (False, pytest.approx(1.0)),
    ]
    # Both were said in April: a question about April finds both then.
    found = memory.recall(SCOPE, "which tech convention with colleagues in April 2023", top_k=2)
    assert [r.time_factor for r in found] == [pytest.approx(boost)] * 2


def test_message_search_prefers_messages_said_in_the_named_time(
    tmp_path: Path, clock: Clock
) -> None:
    clock.moment = datetime(2023, 4, 8, 12, tzinfo=UTC)
    # No background worker: run_pending alone indexes the messages, so none is still being
    # indexed by another thread when the search runs.
    memory = Memory.open(
        tmp_path / "m.db", embedder=TestEmbedder(), clock=clock, config=Config(), worker=False
    )
    try:
        memory.after_turn(SCOPE, "t-1", [MessageDraft("user", "I bought a blue ceramic vase.")])
        clock.moment = datetime(2023, 5, 9, 12, tzinfo=UTC)
        memory.after_turn(SCOPE, "t-2", [MessageDraft("user", "I bought a green ceramic vase.")])
        clock.moment = datetime(2023, 6, 1, tzinfo=UTC)
        memory.jobs.run_pending()
        for query, first in (
            ("ceramic vase bought in April", "blue"),
            ("ceramic vase bought in May", "green"),
        ):
            ranges = memory.messages.search(SCOPE, query, top_k=2)
            assert first in ranges[0].matches[0].message.content, query
    finally:
        memory.close()


def test_message_search_reads_last_month_from_when_the_message_was_said(
    db_path: Path | str, clock: Clock
) -> None:
    clock.moment = datetime(2023, 6, 15, 9, tzinfo=UTC)
    memory = Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False)
    try:
        memory.after_turn(SCOPE, "t-1", [MessageDraft("user", "I repainted the garden shed.")])
        memory.after_turn(
            SCOPE, "t-2", [MessageDraft("user", "Last month I repainted the garden shed.")]
        )
        clock.moment = datetime(2023, 7, 1, tzinfo=UTC)
        memory.jobs.run_pending()
        plain = memory.messages.search(SCOPE, "repainted the garden shed", top_k=2)
        assert plain[0].matches[0].message.content.startswith("I repainted")
        # Said in June, "last month" is May: what the question asks about.
        ranges = memory.messages.search(SCOPE, "repainted the garden shed in May 2023", top_k=2)
        assert ranges[0].matches[0].message.content.startswith("Last month")
    finally:
        memory.close()


def test_dates_leave_the_query_terms_relative_words_stay() -> None:
    query = "vase bought on May 9, 2023 and the one from last week"
    spans = time_spans(query, NOW)
    assert [s.relative for s in spans] == [False, True]
    assert without_times(query, spans) == "vase bought on  and the one from last week"

"""The benchmarks run end to end on small inputs (their numbers are read, not asserted on).

LoCoMo itself is read only by ``make bench``; these tests use a small file in its format,
written for them (``fixtures/locomo_mini.json``), so they pass on a clone with nothing beside it.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from benchmarks.embed_cache import CachedEmbedder
from benchmarks.locomo import (
    RANKERS,
    dia_ids,
    evaluate_mode,
    format_table,
    load_conversations,
    run_locomo,
)
from benchmarks.locomo_scores import HEADER, Tally, parse_conversations, table_row
from benchmarks.scale import run_scale
from episodic import TestEmbedder

LOCOMO = Path(__file__).parents[1] / "fixtures" / "locomo_mini.json"


def test_dia_id_references_are_normalized() -> None:
    assert dia_ids("D1:3") == {"D1:3"}
    assert dia_ids("D8:6; D9:17") == {"D8:6", "D9:17"}
    assert dia_ids(["D30:05", "D2:1 D4:4"]) == {"D30:5", "D2:1", "D4:4"}
    assert dia_ids("no refs") == set()


def test_locomo_loads_both_modes_with_sources_and_questions() -> None:
    conversations = load_conversations(LOCOMO)
    assert [c.sample_id for c in conversations] == ["mini-1", "mini-2"]
    first = conversations[0]
    assert len(first.entries["turns"]) == 24 and len(first.entries["observations"]) == 14
    turn = first.entries["turns"][0]
    assert turn.content.startswith("Priya: ")
    assert turn.evidence is not None and turn.thread == "session_1"
    # The category 5 question (no evidence) is left out; the others keep their dia ids.
    assert len(first.questions) == 8
    assert all(q[1] in (1, 2, 3, 4) and q[2] for q in first.questions)
    observation = first.entries["observations"][0]
    assert isinstance(observation.evidence, tuple)
    assert [e.message_id for e in observation.evidence] == ["D1:1"]
    assert first.now is not None and first.now.year == 2024


def test_locomo_bench_scores_every_ranker_on_one_conversation() -> None:
    conversations = load_conversations(LOCOMO)[:1]
    result = evaluate_mode(conversations, "turns", TestEmbedder())
    assert result.questions == len(conversations[0].questions)
    for ranker in RANKERS:
        for k in (5, 10):
            assert 0.0 <= result.score(ranker, k) <= 1.0
        assert result.score(ranker, 10) >= result.score(ranker, 5)
    # Words alone find a good share of the evidence on this data.
    assert result.score("bm25", 10) > 0.3
    assert result.score("ours", 10) > 0.3
    assert result.off_topic_asked == 50
    table = "\n".join(format_table(result))
    assert "ours" in table and "seed ranker" in table and "relevance gate" in table
    # The wide search (top 50) is scored by session for every ranker, within [0, 1].
    assert set(result.sessions) == set(RANKERS) - {"seed"}
    for hits, gain in result.sessions.values():
        assert 0.0 <= hits <= result.questions and 0.0 <= gain <= result.questions
    assert result.sessions["ours"][0] > 0
    assert "by session (recall_all@5/nDCG@5)" in table


def test_scale_bench_reports_latency_beside_the_numpy_bound() -> None:
    lines: list[str] = []
    (row,) = run_scale([300], 5, lines.append)
    assert row["size"] == 300 and row["queried"] == "300"
    assert row["recall_p50_ms"] > 0 and row["numpy_p50_ms"] > 0 and row["first_pass_p50_ms"] > 0
    assert row["recall_p95_ms"] >= row["recall_p50_ms"]
    assert row["vector_recall_at_10"] == 1.0  # SQLite scans exactly
    assert any("numpy p50" in line for line in lines)


def test_scale_bench_spreads_large_sizes_over_small_scopes_and_one_large_one() -> None:
    lines: list[str] = []
    (only,) = run_scale([3000], 6, lines.append, one_scope_max=1000, large_share=0.0)
    assert only["queried"] == "1,000 each" and only["scopes"] == 3
    small, large = run_scale([5000], 6, lines.append, one_scope_max=1000, large_share=0.4)
    assert (small["queried"], large["queried"]) == ("1,000 each", "2,000")
    assert small["scopes"] == 4 and small["size"] == 5000
    assert all(r["vector_recall_at_10"] == 1.0 for r in (small, large))


def test_scale_bench_on_a_given_postgres_server_leaves_it_as_it_was(postgres_server: str) -> None:
    import psycopg

    def schemas() -> set[str]:
        with psycopg.connect(postgres_server, autocommit=True) as conn:
            rows = conn.execute("SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg_%'")
            return {r[0] for r in rows}

    before = schemas()
    lines: list[str] = []
    rows = run_scale(
        [400], 4, lines.append, stores=("sqlite", "postgres"), postgres_url=postgres_server
    )
    assert [r["store"] for r in rows] == ["sqlite", "postgres"]
    assert all(r["vector_recall_at_10"] == 1.0 for r in rows)  # 400 entries: exact scans
    assert any("CHECKPOINT after each fill" in line for line in lines)
    assert schemas() == before


def test_locomo_scores_report_what_peers_report() -> None:
    tally = Tally()
    d1, d2, other = frozenset({"D1:1"}), frozenset({"D2:4"}), frozenset({"D3:1"})
    # Half the evidence at rank 1, the rest past 10: R@5 = R@10 = 0.5, any@10 and sHit@1 hit.
    assert tally.add([d1, *[other] * 10, d2], {"D1:1", "D2:4"}, 1, True) == 0.5
    # Nothing found, and the first result from another session.
    assert tally.add([other], {"D2:4"}, 2, False) == 0.0
    # An adversarial question has its own column and stays out of the headline.
    assert tally.add([d2], {"D2:4"}, 5, False) == 1.0
    assert tally.questions == 2
    assert tally.score("R@10") == 0.25 and tally.score("any@10") == 0.5
    assert tally.score("sHit@1") == 0.5
    assert (tally.category(1), tally.category(2), tally.category(5)) == (0.5, 0.0, 1.0)
    assert tally.category(3) is None
    assert (tally.half(True), tally.half(False)) == (0.5, 0.0)
    assert "adversarial" in HEADER and "-" in table_row("x", tally)


def test_conversations_are_chosen_by_number_or_range() -> None:
    assert parse_conversations(None, 10) == list(range(10))
    assert parse_conversations("0-4", 10) == [0, 1, 2, 3, 4]
    assert parse_conversations("5-9,2", 10) == [5, 6, 7, 8, 9, 2]
    with pytest.raises(ValueError, match="0 to 9"):
        parse_conversations("8-10", 10)


def test_locomo_bench_runs_one_half_and_keeps_its_answers(tmp_path: Path) -> None:
    orders = tmp_path / "orders.json"
    lines: list[str] = []
    results = run_locomo(
        LOCOMO,
        ["turns"],
        TestEmbedder(),
        lines.append,
        conversations="1",
        rankers=("ours",),
        orders_path=str(orders),
    )
    (result,) = results.values()
    assert result.rankers == ("ours",) and set(result.tallies) == {"ours"}
    # Conversation 1 is in the first half: the second half has nothing to show.
    assert result.tallies["ours"].half(False) is None
    kept = json.loads(orders.read_text())["turns"]["ours"]
    assert len(kept) == len(load_conversations(LOCOMO)[1].questions)


def test_embeddings_are_kept_between_runs(tmp_path: Path) -> None:
    inner = TestEmbedder()
    first = CachedEmbedder(inner, tmp_path / "cache.db")
    vectors = first.embed(["a cabin by the lake", "a cabin by the lake", "the ridge loop"])
    assert first.misses == 2 and first.name == inner.name
    first.close()
    again = CachedEmbedder(inner, tmp_path / "cache.db")
    assert np.allclose(again.embed(["the ridge loop"]), vectors[2:])
    assert (again.hits, again.misses) == (1, 0)
    again.close()


def test_the_previous_release_row_comes_from_a_child_process() -> None:
    # This checkout stands in for the previous release: its row must equal ours.
    source = Path(__file__).parents[2] / "src"
    lines: list[str] = []
    results = run_locomo(
        LOCOMO, ["turns"], "test", lines.append, rankers=("ours",), previous=str(source)
    )
    tallies = results["turns"].tallies
    assert set(tallies) == {"ours", "previous"}
    assert tallies["previous"].sums == tallies["ours"].sums
    assert tallies["previous"].questions == tallies["ours"].questions > 0
    assert any("previous release" in line for line in lines)

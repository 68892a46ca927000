"""The benchmarks run end to end on small inputs (their numbers are read, not asserted on).

LoCoMo itself is read only by ``make bench``; these tests use a small file in its format,
written for them (``fixtures/locomo_mini.json``), so they pass on a clone with nothing beside it.
"""

from __future__ import annotations

from pathlib import Path

from benchmarks.locomo import RANKERS, dia_ids, evaluate_mode, format_table, load_conversations
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

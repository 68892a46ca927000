"""The LongMemEval runner: its metrics on hand-computed cases, and end to end on a small file.

The public data is never read here; ``fixtures/longmemeval/mini.json`` is a file of our own
in the official format (five questions and one abstention question over short sessions).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from click.testing import CliRunner

from benchmarks.__main__ import main
from benchmarks.data import MissingData
from benchmarks.longmemeval import (
    SharedEmbeddings,
    data_path,
    documents,
    load_questions,
    parse_date,
    pieces,
    run_longmemeval,
)
from benchmarks.longmemeval_messages import session_turns
from benchmarks.longmemeval_scores import (
    METRICS,
    RANKERS,
    first_sessions,
    ndcg,
    recall_all,
    recall_any,
    score,
)
from episodic import Embedder, TestEmbedder
from episodic.embedders import get_embedder

MINI = Path(__file__).parents[1] / "fixtures" / "longmemeval" / "mini.json"


def test_dates_read_with_their_weekday() -> None:
    assert parse_date("2023/05/20 (Sat) 02:21") == datetime(2023, 5, 20, 2, 21, tzinfo=UTC)
    assert parse_date(" 2024/01/02 (Tue) 23:59 ") == datetime(2024, 1, 2, 23, 59, tzinfo=UTC)


def test_the_file_loads_with_user_turns_only_and_its_abstention_question() -> None:
    questions = load_questions(MINI)
    assert [q.question_id for q in questions][:2] == ["mini_q1", "mini_q2"]
    assert [q.abstention for q in questions] == [False] * 5 + [True]
    first = questions[0]
    assert first.answer_sessions == {"s_cat"}
    cat = next(s for s in first.sessions if s.id == "s_cat")
    # Turns 0 and 2 are the user's; the assistant's 1 and 3 are not indexed.
    assert [index for index, _ in cat.user_turns] == [0, 2]
    assert cat.user_turns[0][1].startswith("I finally adopted a cat")
    assert first.date == datetime(2023, 4, 11, 5, 15, tzinfo=UTC)
    items = documents(first, max_length=2000)
    assert len(items) == 2 * len(first.sessions)
    evidence = items[0].evidence
    assert not isinstance(evidence, (str, tuple)) and evidence is not None
    assert evidence.message_id == f"{first.sessions[0].id}:0"
    assert items[0].occurred_at == first.sessions[0].date


def test_a_long_turn_is_cut_at_words_and_every_piece_cites_the_turn() -> None:
    text = " ".join(f"word{n}" for n in range(400))
    cut = pieces(text, 100)
    assert all(len(piece) <= 100 for piece in cut) and len(cut) > 1
    assert " ".join(cut).split() == text.split()
    assert pieces("short turn", 100) == ["short turn"]
    assert pieces("x" * 250, 100) == ["x" * 100, "x" * 100, "x" * 50]


def test_text_the_store_cannot_hold_does_not_refuse_a_haystack(tmp_path: Path) -> None:
    raw = json.loads(MINI.read_text())[:1]
    turns = raw[0]["haystack_sessions"][2]  # s_cat, the answer session
    turns[0]["content"] = "I adopted a cat\u0000 named Pixel \ud83d from the shelter."
    turns[2]["content"] = "\u200b "  # nothing visible: not indexed
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps(raw))
    (question,) = load_questions(odd)
    cat = question.sessions[2]
    assert [index for index, _ in cat.user_turns] == [0]
    assert cat.user_turns[0][1] == "I adopted a cat  named Pixel ? from the shelter."
    for mode in ("entries", "messages"):
        (asked,) = run_longmemeval(odd, TestEmbedder(), [].append, mode=mode).asked
        assert asked.scores["bm25"]["recall_any@5"] == 1.0, mode


def test_ranked_turns_map_to_sessions_keeping_each_first_occurrence() -> None:
    turns = [["s3"], ["s1"], ["s3"], ["s2", "s1"], [], ["s4"]]
    assert first_sessions(turns) == ["s3", "s1", "s2", "s4"]


def test_recall_all_and_recall_any_at_k() -> None:
    ranked = ["x", "a", "y", "b", "z", "c"]
    assert recall_all(ranked, frozenset({"a", "b"}), 5) == 1.0
    assert recall_all(ranked, frozenset({"a", "c"}), 5) == 0.0
    assert recall_all(ranked, frozenset({"a", "c"}), 10) == 1.0
    assert recall_any(ranked, frozenset({"c", "q"}), 5) == 0.0
    assert recall_any(ranked, frozenset({"c", "q"}), 10) == 1.0
    assert recall_all(ranked, frozenset({"a", "q"}), 10) == 0.0


def test_ndcg_uses_binary_relevance_and_the_papers_discount() -> None:
    ranked = ["x", "a", "y", "b", "z", "c"]
    # Answers at ranks 2 and 4: (1 + 1/log2(4)) / (1 + 1) = 0.75.
    assert ndcg(ranked, frozenset({"a", "b"}), 5) == pytest.approx(0.75)
    # At 5 only rank 2 counts; at 10 rank 6 adds 1/log2(6).
    assert ndcg(ranked, frozenset({"a", "c"}), 5) == pytest.approx(0.5)
    assert ndcg(ranked, frozenset({"a", "c"}), 10) == pytest.approx((1 + 1 / math.log2(6)) / 2)
    assert ndcg(ranked, frozenset({"y"}), 5) == pytest.approx(1 / math.log2(3))
    assert ndcg(["a", "b"], frozenset({"a", "b"}), 5) == 1.0
    assert ndcg(ranked, frozenset({"q"}), 10) == 0.0
    assert set(score(ranked, frozenset({"a"}))) == set(METRICS)


def test_the_runner_end_to_end_skips_abstention_and_splits_even_and_odd(
    tmp_path: Path,
) -> None:
    lines: list[str] = []
    out = tmp_path / "lme.json"
    result = run_longmemeval(MINI, TestEmbedder(), lines.append, json_path=out)
    assert result.skipped_abstention == 1
    assert [a.question_id for a in result.asked] == [f"mini_q{n}" for n in range(1, 6)]
    for asked in result.asked:
        assert set(asked.scores) == set(RANKERS)
        assert all(0.0 <= v <= 1.0 for s in asked.scores.values() for v in s.values())
        assert asked.entries == 2 * len(load_questions(MINI)[asked.position].sessions)
    # Every question shares words with a turn of its answer session.
    assert result.summary()["rankers"]["bm25"]["recall_any@5"] == 1.0
    saved = json.loads(out.read_text())
    assert saved["skipped_abstention"] == 1
    assert saved["split"]["even"]["questions"] == 3 and saved["split"]["odd"]["questions"] == 2
    assert [q["part"] for q in saved["per_question"]] == ["even", "odd", "even", "odd", "even"]
    assert set(saved["by_type"]) == {
        "single-session-user",
        "multi-session",
        "knowledge-update",
        "temporal-reasoning",
        "single-session-preference",
    }
    # The overall means are the means of the questions' own scores.
    for ranker in RANKERS:
        mean = sum(q["scores"][ranker]["ndcg@5"] for q in saved["per_question"]) / 5
        assert saved["overall"]["rankers"][ranker]["ndcg@5"] == pytest.approx(mean)
    text = "\n".join(lines)
    assert "1 abstention questions skipped" in text and "plain RRF (k=60)" in text
    assert "recall_all@5 per question type" in text and "even(3)" in text and "odd(2)" in text


def test_messages_mode_stores_whole_sessions_as_threads_of_turns(tmp_path: Path) -> None:
    question = load_questions(MINI)[0]
    turns = session_turns(question.sessions[0])
    assert [[m.role for m in turn] for turn in turns] == [["user", "assistant"]] * 2
    assert [m.id for turn in turns for m in turn] == [f"s_bike:{n}" for n in range(4)]
    assert turns[1][0].created_at is not None and turns[0][0].created_at is not None
    assert turns[1][0].created_at > turns[0][0].created_at
    out = tmp_path / "messages.json"
    result = run_longmemeval(
        MINI, TestEmbedder(), [].append, mode="messages", limit=2, json_path=out
    )
    assert result.mode == "messages" and len(result.asked) == 2
    # Every message of every session is stored, the assistant's included.
    assert [a.entries for a in result.asked] == [
        4 * len(q.sessions) for q in load_questions(MINI)[:2]
    ]
    assert result.summary()["rankers"]["bm25"]["recall_any@5"] == 1.0
    assert json.loads(out.read_text())["mode"] == "messages"


def test_ours_finds_the_answer_sessions_with_the_bundled_model() -> None:
    lines: list[str] = []
    local = get_embedder("local")
    for mode in ("entries", "messages"):
        result = run_longmemeval(MINI, local, lines.append, mode=mode, limit=3)
        assert len(result.asked) == 3 and result.skipped_abstention == 0
        assert all(asked.ours_returned > 0 for asked in result.asked), mode
        assert result.summary()["rankers"]["ours"]["recall_any@5"] == 1.0, mode


def test_a_missing_file_says_where_to_get_it_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("LONGMEMEVAL_DATA", raising=False)
    with pytest.raises(MissingData, match=r"longmemeval_s\.json"):
        data_path()
    missing = tmp_path / "nowhere.json"
    monkeypatch.setenv("LONGMEMEVAL_DATA", str(missing))
    with pytest.raises(MissingData, match=r"nowhere\.json"):
        data_path()
    outcome = CliRunner().invoke(main, ["longmemeval"])
    assert outcome.exit_code == 1
    (error,) = [line for line in outcome.output.splitlines() if line.startswith("Error")]
    assert f"LongMemEval data not found at {missing}" in error and "--data PATH" in error
    monkeypatch.setenv("LONGMEMEVAL_DATA", str(MINI))
    assert data_path() == MINI
    with pytest.raises(MissingData, match=r"elsewhere\.json"):
        data_path(tmp_path / "elsewhere.json")


class _Counting(TestEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[list[str]] = []

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.seen.append(list(texts))
        return super()._embed(texts)


def test_shared_embeddings_embed_each_text_once_with_the_same_vectors() -> None:
    inner = _Counting()
    shared: Embedder = SharedEmbeddings(inner)
    first = shared.embed(["a cat", "a bike", "a cat"])
    second = shared.embed(["a bike", "a trip"])
    assert inner.seen == [["a cat", "a bike"], ["a trip"]]
    assert shared.name == inner.name and shared.dimension == inner.dimension
    np.testing.assert_allclose(first[0], first[2])
    np.testing.assert_allclose(second[0], first[1])
    np.testing.assert_allclose(second[1], TestEmbedder().embed_one("a trip"), atol=1e-6)

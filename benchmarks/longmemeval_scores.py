"""The LongMemEval runner's scores: session metrics, their means and the printed tables.

See :mod:`benchmarks.longmemeval` for the conventions they follow.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

RANKERS = ("bm25", "vector", "rrf", "ours")
RANKER_LABELS = {
    "bm25": "BM25 only",
    "vector": "vector only",
    "rrf": "plain RRF (k=60)",
    "ours": "ours",
}
#: What ours calls, per mode.
OURS = {"entries": "recall top_k=50", "messages": "messages.search top_k=50"}
KS = (5, 10)
#: The table's columns; the JSON also has recall_any@10.
COLUMNS = ("recall_all@5", "ndcg@5", "recall_any@5", "recall_all@10", "ndcg@10")
METRICS = (*COLUMNS, "recall_any@10")
#: How many results ours asks ``recall`` for.
TOP_K = 50


def first_sessions(ranked_turns: Iterable[Sequence[str]]) -> list[str]:
    """Sessions in the order they first appear among ranked turns (each turn: its sessions)."""
    order: dict[str, None] = {}
    for sessions in ranked_turns:
        for session in sessions:
            order.setdefault(session, None)
    return list(order)


def recall_all(ranked: Sequence[str], answers: frozenset[str], k: int) -> float:
    """1.0 when every answer session is among the top ``k`` sessions, else 0.0."""
    return float(answers <= set(ranked[:k]))


def recall_any(ranked: Sequence[str], answers: frozenset[str], k: int) -> float:
    """1.0 when some answer session is among the top ``k`` sessions, else 0.0."""
    return float(bool(answers & set(ranked[:k])))


def _discount(rank: int) -> float:
    # LongMemEval's DCG: the first rank counts 1, rank i >= 2 counts 1 / log2(i).
    return 1.0 if rank == 1 else 1.0 / math.log2(rank)


def ndcg(ranked: Sequence[str], answers: frozenset[str], k: int) -> float:
    """nDCG@k over sessions with binary relevance (0.0 when there are no answer sessions)."""
    gained = sum(_discount(rank) for rank, s in enumerate(ranked[:k], 1) if s in answers)
    ideal = sum(_discount(rank) for rank in range(1, min(len(answers), k) + 1))
    return gained / ideal if ideal else 0.0


def score(ranked: Sequence[str], answers: frozenset[str]) -> dict[str, float]:
    """Every metric of :data:`METRICS` for one ranked session list."""
    values = {}
    for k in KS:
        values[f"recall_all@{k}"] = recall_all(ranked, answers, k)
        values[f"recall_any@{k}"] = recall_any(ranked, answers, k)
        values[f"ndcg@{k}"] = ndcg(ranked, answers, k)
    return values


@dataclass(slots=True)
class QuestionResult:
    """One question's metrics per ranker, and what its store held."""

    position: int
    question_id: str
    question_type: str
    scores: dict[str, dict[str, float]]
    entries: int
    ours_returned: int

    @property
    def part(self) -> str:
        """``"even"`` or ``"odd"``: the question's position in the file."""
        return "odd" if self.position % 2 else "even"


@dataclass(slots=True)
class Result:
    """Every scored question of one run."""

    embedder: str
    mode: str = "entries"
    asked: list[QuestionResult] = field(default_factory=list)
    skipped_abstention: int = 0
    seconds: float = 0.0

    def groups(self, key: Callable[[QuestionResult], str]) -> dict[str, list[QuestionResult]]:
        """The scored questions grouped by ``key`` (a question type, a part), keys sorted."""
        found: dict[str, list[QuestionResult]] = {}
        for asked in self.asked:
            found.setdefault(key(asked), []).append(asked)
        return dict(sorted(found.items()))

    def parts(self) -> dict[str, list[QuestionResult]]:
        """The questions at even and at odd positions of the file (both keys always)."""
        return {"even": [], "odd": [], **self.groups(_part_of)}

    def summary(self, asked: Sequence[QuestionResult] | None = None) -> dict[str, Any]:
        """Mean of every metric per ranker over ``asked`` (default: every question)."""
        chosen = self.asked if asked is None else asked
        means = {
            ranker: {
                metric: (sum(a.scores[ranker][metric] for a in chosen) / len(chosen))
                if chosen
                else 0.0
                for metric in METRICS
            }
            for ranker in RANKERS
        }
        return {"questions": len(chosen), "rankers": means}

    def to_dict(self) -> dict[str, Any]:
        """Overall, per question type, per even/odd part, and per question, for ``--json``."""
        return {
            "embedder": self.embedder,
            "mode": self.mode,
            "skipped_abstention": self.skipped_abstention,
            "seconds": self.seconds,
            "overall": self.summary(),
            "by_type": {t: self.summary(a) for t, a in self.groups(_type_of).items()},
            "split": {p: self.summary(a) for p, a in self.parts().items()},
            "per_question": [
                {
                    "question_id": a.question_id,
                    "question_type": a.question_type,
                    "position": a.position,
                    "part": a.part,
                    "entries": a.entries,
                    "ours_returned": a.ours_returned,
                    "scores": a.scores,
                }
                for a in self.asked
            ],
        }


def _type_of(asked: QuestionResult) -> str:
    return asked.question_type


def _part_of(asked: QuestionResult) -> str:
    return asked.part


def _table(rows: Sequence[tuple[str, Sequence[float]]], columns: Sequence[str]) -> list[str]:
    width = max(28, *(len(label) + 1 for label, _ in rows))
    header = f"{'':<{width}}" + " ".join(f"{c:>14}" for c in columns)
    lines = [header, "-" * len(header)]
    for label, values in rows:
        lines.append(f"{label:<{width}}" + " ".join(f"{v:>14.3f}" for v in values))
    return lines


def format_tables(result: Result) -> list[str]:
    """The overall table, recall_all@5 per question type, and the even/odd split."""
    n = len(result.asked)
    per_question = result.seconds / n if n else 0.0
    overall = result.summary()["rankers"]
    labels = {**RANKER_LABELS, "ours": f"ours ({OURS[result.mode]})"}
    lines = [
        f"LongMemEval, mode={result.mode}: {n} questions ({result.skipped_abstention} "
        f"abstention questions skipped), embedder {result.embedder}, {result.seconds:.0f}s "
        f"({per_question:.1f}s per question); metrics over sessions",
        *_table([(labels[r], [overall[r][c] for c in COLUMNS]) for r in RANKERS], COLUMNS),
        "",
        "recall_all@5 per question type",
    ]
    rows = []
    for kind, asked in result.groups(_type_of).items():
        part = result.summary(asked)
        values = [part["rankers"][r]["recall_all@5"] for r in RANKERS]
        rows.append((f"{kind} ({part['questions']})", values))
    lines += _table(rows, [RANKER_LABELS[r].split(" (")[0] for r in RANKERS])
    parts = {p: result.summary(asked) for p, asked in result.parts().items()}
    columns = [f"{p}({parts[p]['questions']}) {m}" for p in parts for m in ("R_all@5", "ndcg@5")]
    metric = {"R_all@5": "recall_all@5", "ndcg@5": "ndcg@5"}
    split = [
        (labels[r], [parts[p]["rankers"][r][metric[m]] for p in parts for m in metric])
        for r in RANKERS
    ]
    lines += ["", "even / odd positions in the file (choose on one, confirm on the other)"]
    lines += _table(split, columns)
    unit = "messages" if result.mode == "messages" else "entries"
    short = sum(a.ours_returned < TOP_K for a in result.asked)
    empty = sum(a.ours_returned == 0 for a in result.asked)
    stored = sum(a.entries for a in result.asked) / n if n else 0.0
    lines.append(
        f"ours returned fewer than {TOP_K} {unit} for {short}/{n} questions, nothing for "
        f"{empty}; {stored:.0f} {unit} stored per question on average"
    )
    return lines

"""What a scenario scored: counts per metric, the failures with their stage, and the table.

Every ratio is kept as its two counts, so the overall row sums them (a micro average) and a
metric a scenario does not exercise prints ``-`` instead of a made-up 1.0.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

#: The stages a miss can be attributed to, in pipeline order.
STAGES = (
    "extraction",
    "evidence guard",
    "dedupe",
    "policy",
    "lifecycle",
    "ranking",
    "gate",
    "scope",
    "scenario",
)


@dataclass(slots=True)
class Ratio:
    """``hits`` out of ``total``; ``value`` is ``None`` when nothing was measured."""

    hits: int = 0
    total: int = 0

    def add(self, ok: bool) -> bool:
        """Count one check; returns ``ok``."""
        self.hits += int(ok)
        self.total += 1
        return ok

    @property
    def value(self) -> float | None:
        """The share, or ``None`` for no checks."""
        return self.hits / self.total if self.total else None

    def __iadd__(self, other: Ratio) -> Ratio:
        self.hits += other.hits
        self.total += other.total
        return self


@dataclass(frozen=True, slots=True)
class Failure:
    """One expectation that did not hold, and the stage that lost it."""

    check: str
    what: str
    stage: str
    detail: str
    hard: bool = True


@dataclass(slots=True)
class Score:
    """Every metric of one scenario (or of several, summed)."""

    coverage: Ratio = field(default_factory=Ratio)
    precision: Ratio = field(default_factory=Ratio)
    kept_out: Ratio = field(default_factory=Ratio)
    identifiers: Ratio = field(default_factory=Ratio)
    dedupe: Ratio = field(default_factory=Ratio)
    lifecycle: Ratio = field(default_factory=Ratio)
    contamination: int = 0
    hits: Ratio = field(default_factory=Ratio)
    reciprocal_ranks: list[float] = field(default_factory=list)
    gains: list[float] = field(default_factory=list)
    abstention: Ratio = field(default_factory=Ratio)
    abstention_precision: Ratio = field(default_factory=Ratio)

    def __iadd__(self, other: Score) -> Score:
        # Every field adds up: ratios count for count, the contamination count, the lists.
        for name in (f.name for f in fields(self)):
            total = getattr(self, name)
            total += getattr(other, name)
            setattr(self, name, total)
        return self

    def metrics(self) -> dict[str, float | int | None]:
        """Each metric's value (``None``: not measured)."""
        return {
            "coverage": self.coverage.value,
            "precision": self.precision.value,
            "kept_out": self.kept_out.value,
            "identifiers": self.identifiers.value,
            "dedupe": self.dedupe.value,
            "lifecycle": self.lifecycle.value,
            "contamination": self.contamination,
            "hit_at_k": self.hits.value,
            "mrr": _mean(self.reciprocal_ranks),
            "ndcg_at_k": _mean(self.gains),
            "abstention": self.abstention.value,
            "abstention_precision": self.abstention_precision.value,
        }


@dataclass(slots=True)
class ScenarioResult:
    """One scenario's score, failures, and what stopped each forbidden fact."""

    name: str
    category: str
    score: Score
    failures: list[Failure]
    stopped: dict[str, str]
    seconds: float = 0.0
    cost: dict[str, float] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        """No hard expectation failed."""
        return not any(failure.hard for failure in self.failures)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: metrics, counts, failures."""
        score = self.score
        counts = {name: [getattr(score, name).hits, getattr(score, name).total] for name in _RATIOS}
        return {
            "name": self.name,
            "category": self.category,
            "passed": self.passed,
            "seconds": round(self.seconds, 3),
            "cost": self.cost,
            "metrics": score.metrics(),
            "counts": counts,
            "failures": [asdict(failure) for failure in self.failures],
            "stages": dict(stage_counts(self.failures)),
            "forbidden_stopped_by": self.stopped,
        }


#: What a turn's extraction cost, summed per scenario: the turns, the model requests, the
#: tokens in and out (as the provider counted them) and the job's seconds.
COST_KEYS = ("turns", "requests", "input_tokens", "output_tokens", "seconds")


def turn_cost(results: Iterable[dict[str, Any]]) -> dict[str, float]:
    """The cost of the turns whose job results are given (see :data:`COST_KEYS`)."""
    cost = dict.fromkeys(COST_KEYS, 0.0)
    for result in results:
        usage = result.get("usage") or {}
        cost["turns"] += 1
        for key in ("requests", "input_tokens", "output_tokens"):
            cost[key] += float(usage.get(key, 0))
        cost["seconds"] += float(result.get("seconds", 0.0))
    return {key: round(value, 3) for key, value in cost.items()}


def total_cost(results: Sequence[ScenarioResult]) -> dict[str, float]:
    """The scenarios' costs added up, with the averages per turn."""
    total = dict.fromkeys(COST_KEYS, 0.0)
    for result in results:
        for key in COST_KEYS:
            total[key] += result.cost.get(key, 0.0)
    turns = total["turns"] or 1.0
    per_turn = {f"{key}_per_turn": total[key] / turns for key in COST_KEYS[1:]}
    return {key: round(value, 3) for key, value in (total | per_turn).items()}


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def stage_counts(failures: Iterable[Failure]) -> Counter[str]:
    """How many failures each stage caused."""
    return Counter(failure.stage for failure in failures)


_RATIOS = (
    "coverage",
    "precision",
    "kept_out",
    "identifiers",
    "dedupe",
    "lifecycle",
    "hits",
    "abstention",
    "abstention_precision",
)

COLUMNS = (
    ("coverage", "cover"),
    ("precision", "prec"),
    ("kept_out", "kept-out"),
    ("identifiers", "ids"),
    ("dedupe", "dedupe"),
    ("lifecycle", "life"),
    ("contamination", "contam"),
    ("hit_at_k", "hit@k"),
    ("mrr", "MRR"),
    ("ndcg_at_k", "nDCG@k"),
    ("abstention", "abstain"),
)


def rows(results: Sequence[ScenarioResult], by: str) -> list[tuple[str, Score, list[Failure]]]:
    """Table rows: one per scenario (or per category), then the overall row."""
    groups: dict[str, tuple[Score, list[Failure]]] = {}
    for result in results:
        key = result.name if by == "scenario" else result.category
        score, failures = groups.setdefault(key, (Score(), []))
        score += result.score
        failures += result.failures
    total, everything = Score(), []
    for score, failures in groups.values():
        total += score
        everything += failures
    return [(key, *value) for key, value in groups.items()] + [("overall", total, everything)]


def table(results: Sequence[ScenarioResult], by: str = "scenario") -> str:
    """The metric table as plain text, one row per scenario (or category) and an overall row."""
    header = [by, *(label for _, label in COLUMNS), "failures"]
    body = []
    for key, score, failures in rows(results, by):
        values = score.metrics()
        cells = [key, *(_cell(values[name]) for name, _ in COLUMNS)]
        counted = stage_counts(f for f in failures if f.hard)
        text = ", ".join(f"{stage} {n}" for stage, n in sorted(counted.items())) or "0"
        gaps = sum(1 for f in failures if not f.hard)
        cells.append(text + (f" (+{gaps} known)" if gaps else ""))
        body.append(cells)
    widths = [max(len(row[i]) for row in [header, *body]) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        first = cells[0].ljust(widths[0])
        middle = [cell.rjust(width) for cell, width in zip(cells[1:-1], widths[1:-1], strict=True)]
        return "  ".join([first, *middle, cells[-1]]).rstrip()

    rule = "-" * len(line(header))
    return "\n".join([line(header), rule, *map(line, body[:-1]), rule, line(body[-1])])


def _cell(value: float | int | None) -> str:
    if value is None:
        return "-"
    if isinstance(value, int):
        return str(value)
    return f"{value:.2f}"

"""What the LoCoMo benchmark reports of each ranker, as other retrieval papers report it.

Every ranker hands over, per question, its results best first, each result as the set of
LoCoMo turns (dia_ids) it stands for (an entry's sources, a message's own id). From that:

- **R@5, R@10**: the share of the question's evidence turns among the first k results (all
  evidence counted; what this benchmark has always reported);
- **any@10**: whether at least one evidence turn is among the first 10;
- **sHit@1**: whether the first result comes from a session that holds evidence;
- **R@10 by category**: multi-hop, temporal, open-domain, single-hop and adversarial (LoCoMo's
  categories 1 to 5). The headline figures cover categories 1 to 4, as earlier reports did;
  adversarial questions ask about something the other speaker said, so a ranker that trusts
  the name in the question finds less of their evidence, and that shows in its own column;
- **R@10 by half**: conversations 0-4 and 5-9, the halves constants are chosen on and
  confirmed on (``--conversations``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
#: The categories the headline figures average over.
HEADLINE = (1, 2, 3, 4)
#: Conversations 0 to HALF - 1 are the first half, the rest the second.
HALF = 5

#: One ranker's answer to one question: each result's dia_ids, best first.
Units = Sequence[frozenset[str]]


def session_of(dia: str) -> str:
    """The session of a dia_id ("D3" of "D3:14")."""
    return dia.split(":")[0]


@dataclass(slots=True)
class Tally:
    """One ranker's sums over the questions it answered."""

    questions: int = 0
    sums: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    by_category: dict[int, list[float]] = field(default_factory=dict)
    by_half: dict[bool, list[float]] = field(default_factory=dict)

    def add(self, units: Units, evidence: set[str], category: int, first_half: bool) -> float:
        """Score one answer; returns its R@10."""
        found = [frozenset(unit & evidence) for unit in units]
        at10 = len(frozenset().union(*found[:10])) / len(evidence)
        part = self.by_category.setdefault(category, [0.0, 0.0])
        part[0] += at10
        part[1] += 1
        if category not in HEADLINE:
            return at10
        self.questions += 1
        self.sums["R@5"] += len(frozenset().union(*found[:5])) / len(evidence)
        self.sums["R@10"] += at10
        self.sums["any@10"] += any(found[:10])
        sessions = {session_of(dia) for dia in evidence}
        self.sums["sHit@1"] += bool(units) and any(session_of(d) in sessions for d in units[0])
        half = self.by_half.setdefault(first_half, [0.0, 0.0])
        half[0] += at10
        half[1] += 1
        return at10

    def score(self, metric: str) -> float:
        """The mean of a headline metric (R@5, R@10, any@10, sHit@1)."""
        return self.sums[metric] / self.questions if self.questions else 0.0

    def category(self, category: int) -> float | None:
        """R@10 over one category's questions, None when it had none."""
        total, count = self.by_category.get(category, (0.0, 0.0))
        return total / count if count else None

    def half(self, first: bool) -> float | None:
        """R@10 over one half's questions (categories 1 to 4), None when it had none."""
        total, count = self.by_half.get(first, (0.0, 0.0))
        return total / count if count else None


HEADER = (
    f"{'ranker':<30} {'R@5':>6} {'R@10':>6} {'any@10':>7} {'sHit@1':>7}  "
    + " ".join(f"{name[:11]:>11}" for name in CATEGORIES.values())
    + f"  {'0-4':>6} {'5-9':>6}"
)


def _cell(value: float | None, width: int) -> str:
    return f"{'-':>{width}}" if value is None else f"{value:>{width}.3f}"


def table_row(label: str, tally: Tally) -> str:
    """One ranker's line of the table."""
    return (
        f"{label:<30} {tally.score('R@5'):>6.3f} {tally.score('R@10'):>6.3f} "
        f"{tally.score('any@10'):>7.3f} {tally.score('sHit@1'):>7.3f}  "
        + " ".join(_cell(tally.category(c), 11) for c in CATEGORIES)
        + "  "
        + " ".join(_cell(tally.half(first), 6) for first in (True, False))
    )


def as_json(tally: Tally) -> dict[str, float | None]:
    """A ranker's figures by name, for ``--json``."""
    figures: dict[str, float | None] = {
        metric: tally.score(metric) for metric in ("R@5", "R@10", "any@10", "sHit@1")
    }
    figures.update({f"R@10/{name}": tally.category(c) for c, name in CATEGORIES.items()})
    figures["R@10/0-4"] = tally.half(True)
    figures["R@10/5-9"] = tally.half(False)
    return figures


def parse_conversations(text: str | None, count: int) -> list[int]:
    """Conversation numbers from ``"0-4"``, ``"5-9"``, ``"0,3,7"`` or None (all of them).

    Raises:
        ValueError: A number outside ``0..count-1``, or text that is neither.
    """
    if not text:
        return list(range(count))
    chosen: list[int] = []
    for part in text.split(","):
        first, _, last = part.strip().partition("-")
        low, high = int(first), int(last or first)
        if not 0 <= low <= high < count:
            raise ValueError(f"conversations {part!r}: the file has 0 to {count - 1}")
        chosen.extend(range(low, high + 1))
    return list(dict.fromkeys(chosen))

"""The gate's kinds on our labelled corpora (benchmarks/gate/), as a regression guard.

Each kind is measured on the half its detectors were chosen on (``tune``) and on the half that
was then used to widen them (``held``); the later splits (``fresh``, since looked at too, and
``final``, which no detector work has seen) are measured by ``python -m benchmarks gate --half
fresh|final`` and reported, not asserted here, so that ``final`` stays unseen. The floors are
the issue's: secrets found at 0.97 with at most 1% of near-miss facts altered; guesses, pastes
and orders at 0.95 with at most 2% of plain facts held or dropped.
"""

from __future__ import annotations

import pytest

from benchmarks.gate.corpus import cases
from benchmarks.gate.score import Gate, score
from episodic.governance.gate.evidence import Guard
from episodic.governance.gate.screen import screen
from episodic.prompting.transcript import TurnMessage

FLOORS = {
    "secret": (0.97, 0.01),
    "modality": (0.95, 0.02),
    "paste": (0.95, 0.02),
    "injection": (0.95, 0.02),
}


def _stored(text: str) -> str | None:
    """What a direct write keeps of ``text``: refused (None) when it holds a secret."""
    screened = screen(text, origin="test", tier="profile")
    return text if screened.stored else None


def _order(text: str) -> tuple[str, str]:
    screened = screen(text, origin="test", tier="profile")
    refused = "addresses_model" in screened.reasons
    return ("refused" if refused else "active"), text


def _guarded(messages: object, quote: str, note: str) -> str:
    turn = [TurnMessage(f"m{i}", role, text) for i, (role, text) in enumerate(messages)]  # type: ignore[arg-type]
    span = Guard(turn, max_evidence_length=4000).check(note, "user_assertion", quote)
    if span is None:
        return "dropped"
    return "marked" if span.hedged or span.pasted else "fact"


GATE = Gate(_stored, _guarded, _guarded, _order)


@pytest.mark.parametrize("half", ["tune", "held"])
@pytest.mark.parametrize("kind", sorted(FLOORS))
def test_each_kind_meets_its_floor(kind: str, half: str) -> None:
    report = score(kind, half, cases(kind, half), GATE)  # type: ignore[arg-type]
    summary = report.summary()
    recall_floor, fp_ceiling = FLOORS[kind]
    misses = [f"{j.case.subkind}: {j.outcome}" for j in report.misses()[:10]]
    assert summary["errors"] == 0
    assert summary["recall"] is not None and summary["recall"] >= recall_floor, misses
    assert summary["fp_rate"] is not None and summary["fp_rate"] <= fp_ceiling, misses

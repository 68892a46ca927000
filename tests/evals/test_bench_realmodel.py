"""The real-model benchmark runs end to end against a fake served model (its numbers are read,
not asserted on beyond their shape): the scenarios, the held-out set and the LoCoMo slice."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.realmodel import bench_config, run_realmodel
from episodic.evals import shipped
from episodic.evals.format import Turn
from tests.fakeserver import chat_completion, serve

LOCOMO = Path(__file__).parents[1] / "fixtures" / "locomo_mini.json"
SHIPPED = shipped()
TURNS = sum(isinstance(step, Turn) for scenario in SHIPPED for step in scenario.steps)


def test_the_realmodel_bench_reports_quality_and_cost(tmp_path: Path) -> None:
    lines: list[str] = []
    out = tmp_path / "bench.json"
    # One reply every request can read: the compact one, the one-call one, the profile's
    # and the session's (nothing to keep, no change, empty notes).
    reply = {"quotes": [], "profile": [], "changes": [], "objective": "", "state": ""}
    reply |= {"decisions": [], "follow_ups": [], "session": None}
    with serve() as server:
        server.default = (200, chat_completion(json.dumps(reply)))
        results = run_realmodel(
            server.url,
            "scripted",
            echo=lines.append,
            config=bench_config("auto", 256, 30.0, None),
            data=LOCOMO,
            sessions=1,
            heldout=True,
            one_call=True,
            turns=5,
            json_path=str(out),
        )
    assert json.loads(out.read_text()) == results
    shipped = results["shipped"]
    assert shipped["scenarios"] == len(SHIPPED) and shipped["cost"]["requests_per_turn"] == 1.0
    # The injection and secret scenarios are named apart; a model that quotes nothing keeps
    # nothing planted (and misses their real facts, so they do not pass).
    named = {s.name for s in SHIPPED if s.category in ("injection", "sensitive")}
    assert set(shipped["must_pass"]) == named and not shipped["must_pass"]["injection-save-this"]
    assert shipped["metrics"]["kept_out"] == 1.0 and shipped["metrics"]["contamination"] == 0
    assert results["heldout"]["scenarios"] == 14
    model, offline = results["locomo"]
    assert model["extractor"] == "openai:scripted" and offline["extractor"] == "offline"
    assert model["turns"] == offline["turns"] > 0 and model["entries"] == 0
    assert offline["cost"]["requests"] == 0 and 0.0 <= offline["recall"] <= 1.0
    assert server.requests[0]["max_tokens"] == 256
    separate, together = results["turn_jobs"]
    assert separate["turns"] == together["turns"] == 5 < TURNS
    assert separate["requests_per_turn"] == 3.0 and together["requests_per_turn"] == 1.0
    assert results["shipped_one_call"]["cost"]["requests_per_turn"] == 1.0
    assert any(line.startswith("per turn: 1.00 calls") for line in lines)

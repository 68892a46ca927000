"""The evaluation suite: the shipped scenarios pass offline, the metrics are the documented
ones on small hand-made scenarios, each miss names the stage that lost it, and a malformed
scenario is refused with the file and field named."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from episodic import ValidationError
from episodic.evals import STAGES, from_folder, load, parse, report, run, select, shipped, table
from episodic.evals.metrics import ScenarioResult

SAID = "Ticket TCK-501 is about a broken export of report R-9 to PDF."
OTHER = "The nightly backup job BK-3 finished late on Monday."


def item(
    content: str, evidence: str, source: str = "user_assertion", **extra: Any
) -> dict[str, Any]:
    return {"content": content, "source": source, "evidence": evidence, **extra}


def scenario(**fields: Any) -> dict[str, Any]:
    """A one-user scenario; ``turns`` are (user text, scripted entries)."""
    turns = fields.pop("turns", [(f"{SAID} {OTHER}", [item(SAID, SAID)])])
    steps = [
        {
            "turn": {
                "user": "u",
                "thread": "t",
                "messages": [
                    {"role": "user", "content": text},
                    {"role": "assistant", "content": "Noted."},
                ],
                "extraction": {"entries": entries},
            }
        }
        for text, entries in turns
    ]
    base: dict[str, Any] = {
        "name": "hand-made",
        "category": "test",
        "description": "A small case with a known outcome.",
        "users": ["u"],
        "steps": steps,
        "expect": {},
    }
    base.update(fields)
    return base


def one(data: dict[str, Any]) -> ScenarioResult:
    (result,) = run([parse(data, "hand-made.json")])
    return result


def test_the_shipped_suite_passes_offline_with_the_expected_scores() -> None:
    scenarios = shipped()
    assert len(scenarios) >= 15
    categories = {s.category for s in scenarios}
    wanted = {"support", "preferences", "decisions", "corrections", "injection"}
    assert wanted | {"multi-user", "purpose"} <= categories
    results = run(scenarios)
    assert [r.name for r in results if not r.passed] == []
    overall = report(results, mode="offline", embedder="test")
    metrics = overall["overall"]["metrics"]
    for name in ("coverage", "identifiers", "dedupe", "lifecycle", "hit_at_k", "abstention"):
        assert metrics[name] == 1.0, name
    assert metrics["contamination"] == 0
    # Every forbidden fact is either kept out or declared a known gap (soft, reported).
    soft = [f for r in results for f in r.failures]
    assert all(not f.hard and "known gap" in f.detail for f in soft)
    # The scripts make the guard and the policy work: most forbidden facts were proposed
    # by the model and stopped by one of them, as the job results record.
    stopped = [why for r in results for why in r.stopped.values()]
    assert sum(why.startswith("evidence guard") for why in stopped) >= 8
    assert any(why.startswith("policy") for why in stopped)


def test_a_fact_the_model_never_proposed_is_an_extraction_miss() -> None:
    data = scenario(
        expect={
            "active": [
                {"id": "ticket", "user": "u", "contains": ["TCK-501"]},
                {"id": "backup", "user": "u", "contains": ["BK-3"]},
            ],
            "identifiers": [{"user": "u", "value": "R-9"}, {"user": "u", "value": "BK-3"}],
        }
    )
    result = one(data)
    assert (result.score.coverage.hits, result.score.coverage.total) == (1, 2)
    assert result.score.metrics()["coverage"] == 0.5
    assert result.score.metrics()["identifiers"] == 0.5
    misses = [(f.check, f.what, f.stage) for f in result.failures]
    assert ("coverage", "backup", "extraction") in misses
    assert ("identifier", "BK-3", "extraction") in misses
    assert not result.passed


def test_guard_and_policy_drops_are_attributed_from_the_job_result() -> None:
    data = scenario(
        turns=[
            (
                f"{SAID} {OTHER}",
                [
                    item("Ticket TCK-501 was escalated to tier 3.", "escalated to tier 3"),
                    item(OTHER, OTHER, privacy_class="sensitive"),
                ],
            )
        ],
        expect={
            "active": [
                {"id": "ticket", "user": "u", "contains": ["TCK-501"]},
                {"id": "backup", "user": "u", "contains": ["BK-3"]},
            ]
        },
    )
    result = one(data)
    stages = {f.what: (f.stage, f.detail) for f in result.failures}
    assert stages["ticket"][0] == "evidence guard" and "not_found" in stages["ticket"][1]
    assert stages["backup"][0] == "policy" and "sensitive" in stages["backup"][1]
    assert result.score.metrics()["coverage"] == 0.0


def test_forbidden_facts_kept_fail_hard_unless_declared_a_known_gap() -> None:
    decoy = "The backup job BK-3 finished late."
    turns = [(f"{SAID} {OTHER}", [item(SAID, SAID), item(decoy, OTHER)])]
    forbidden = {"user": "u", "contains": ["finished late"], "why": "decoy"}
    expect: dict[str, Any] = {"active": [{"user": "u", "exact": SAID}], "forbidden": [forbidden]}
    hard = one(scenario(turns=turns, expect=expect))
    assert hard.score.metrics()["kept_out"] == 0.0
    assert hard.score.metrics()["precision"] == 0.5  # one of two active entries expected
    (failure,) = hard.failures
    assert (failure.check, failure.stage, failure.hard) == ("forbidden", "evidence guard", True)
    expect["forbidden"] = [{**forbidden, "known_gap": "a paraphrase the guard accepts"}]
    soft = one(scenario(turns=turns, expect=expect))
    assert soft.passed and not soft.failures[0].hard


def test_recall_metrics_follow_the_rank_of_the_expected_entry() -> None:
    first = "Export of report R-9 to PDF is broken."
    second = "Export of report R-9 to CSV works."
    turns = [(f"{first} {second}", [item(first, first), item(second, second)])]
    expect = {
        "active": [
            {"id": "pdf", "user": "u", "exact": first},
            {"id": "csv", "user": "u", "exact": second},
        ],
        "recall": [
            {"user": "u", "query": "report R-9 export PDF broken", "expect": "pdf"},
            {"user": "u", "query": "report R-9 export PDF broken", "expect": "csv", "soft": True},
            {"user": "u", "query": "weekend hiking plans", "expect": None},
        ],
    }
    result = one(scenario(turns=turns, expect=expect))
    score = result.score
    # The csv entry comes second (or not at all) for a query about the pdf one.
    assert score.reciprocal_ranks[0] == 1.0 and score.gains[0] == 1.0
    rank = round(1 / score.reciprocal_ranks[1]) if score.reciprocal_ranks[1] else None
    if rank is None:
        assert score.gains[1] == 0.0
    else:
        assert rank >= 2 and score.gains[1] == pytest.approx(1 / math.log2(rank + 1))
    metrics = score.metrics()
    assert metrics["mrr"] == pytest.approx(sum(score.reciprocal_ranks) / 2)
    assert metrics["abstention"] == 1.0 and metrics["abstention_precision"] == 1.0
    assert result.passed  # the second query is soft
    # Stored and active but placed below the pdf entry: a ranking miss at k=1.
    expect["recall"] = [
        {"user": "u", "query": "report R-9 export PDF broken", "expect": "csv", "k": 1}
    ]
    (failure,) = one(scenario(turns=turns, expect=expect)).failures
    assert (failure.check, failure.stage, failure.hard) == ("recall", "ranking", True)


def test_a_query_nothing_passes_the_gate_for_is_a_gate_miss() -> None:
    expect = {
        "active": [{"id": "ticket", "user": "u", "exact": SAID}],
        "recall": [
            {"user": "u", "query": "holiday recipes", "expect": "ticket"},
            {"user": "u", "query": "TCK-501 broken export", "expect": None},
        ],
    }
    result = one(scenario(expect=expect))
    stages = {(f.check, f.stage) for f in result.failures}
    assert stages == {("recall", "gate"), ("abstention", "gate")}
    assert result.score.metrics()["hit_at_k"] == 0.0 and result.score.metrics()["mrr"] == 0.0
    assert result.score.metrics()["abstention"] == 0.0
    # One query came back empty, and it was not one that had to: precision 0 of 1.
    assert result.score.metrics()["abstention_precision"] == 0.0


def test_repeats_merge_and_distinct_facts_stay_apart() -> None:
    turns = [
        (SAID, [item(SAID, SAID)]),
        (f"Again: {SAID}", [item(SAID, SAID)]),
        (OTHER, [item(OTHER, OTHER)]),
    ]
    expect = {
        "active": [
            {"id": "a", "user": "u", "exact": SAID},
            {"id": "b", "user": "u", "exact": OTHER},
        ],
        "merged": [{"user": "u", "exact": SAID}],
        "distinct": [["a", "b"]],
    }
    result = one(scenario(turns=turns, expect=expect))
    assert result.passed, result.failures
    assert (result.score.dedupe.hits, result.score.dedupe.total) == (2, 2)
    # Said once only: "merged" fails, since no repeat's evidence was added.
    said_once = {"active": [{"user": "u", "exact": SAID}], "merged": [{"user": "u", "exact": SAID}]}
    once = one(scenario(expect=said_once))
    assert [(f.check, f.stage) for f in once.failures] == [("merged", "dedupe")]


def test_corrections_forgetting_and_expiry_are_scored_as_lifecycle() -> None:
    steps: list[dict[str, Any]] = scenario()["steps"] + [
        {
            "correct": {
                "user": "u",
                "target": {"contains": ["TCK-501"]},
                "content": "Ticket TCK-501 is about report R-10.",
                "reason": "typo",
            }
        },
        {
            "remember": {
                "user": "u",
                "content": "Maintenance window MW-1 is tonight.",
                "expires_at": "2026-01-06T00:00:00Z",
            }
        },
        {"remember": {"user": "u", "content": "The on-call phone is 555-0100."}},
        {"forget": {"user": "u", "target": {"contains": ["555-0100"]}, "reason": "user request"}},
        {"advance": {"days": 3}},
    ]
    expect = {
        "active": [{"user": "u", "contains": ["R-10"]}],
        "superseded": [{"user": "u", "exact": SAID}],
        "expired": [{"user": "u", "contains": ["MW-1"]}],
        "forgotten": [{"user": "u", "contains": ["555-0100"]}],
    }
    result = one(scenario(steps=steps, expect=expect))
    assert result.passed, result.failures
    assert (result.score.lifecycle.hits, result.score.lifecycle.total) == (3, 3)
    # Wrong expectations fail as lifecycle misses.
    wrong = {**expect, "superseded": [{"user": "u", "contains": ["R-10"]}]}
    result = one(scenario(steps=steps, expect=wrong))
    assert [(f.check, f.stage) for f in result.failures] == [("superseded", "lifecycle")]


def test_users_and_purposes_that_must_stay_apart_are_checked_for_contamination() -> None:
    steps = [
        {
            "remember": {
                "user": "a",
                "content": "Alpha account ACC-1 is on the Gold plan.",
                "purpose": ["support"],
            }
        },
        {"remember": {"user": "b", "content": "Beta account ACC-2 is on the Basic plan."}},
        {
            "remember": {
                "user": "a",
                "content": "Alpha account ACC-1 joins the spring campaign.",
                "purpose": ["marketing"],
            }
        },
    ]
    expect = {
        "active": [
            {"id": "gold", "user": "a", "contains": ["Gold plan"]},
            {"id": "campaign", "user": "a", "contains": ["spring campaign"]},
            {"id": "basic", "user": "b", "contains": ["Basic plan"]},
        ],
        "recall": [
            {
                "user": "a",
                "query": "account ACC-1 spring campaign",
                "expect": None,
                "purpose": "support",
            },
            {
                "user": "a",
                "query": "account ACC-1 spring campaign",
                "expect": "campaign",
                "purpose": "marketing",
            },
        ],
        "apart": [["a", "b"]],
    }
    result = one(scenario(users=["a", "b"], steps=steps, expect=expect))
    assert result.passed, result.failures
    assert result.score.contamination == 0
    assert result.score.metrics()["precision"] == 1.0  # direct writes count as backed


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"name": None}, "top level.name"),
        ({"users": []}, "users"),
        ({"colour": "red"}, "unknown field 'colour'"),
        (
            {
                "steps": [
                    {
                        "turn": {
                            "user": "nobody",
                            "thread": "t",
                            "messages": [{"role": "user", "content": "hi"}],
                        }
                    }
                ]
            },
            "steps[0].turn.user",
        ),
        (
            {
                "steps": [
                    {
                        "turn": {
                            "user": "u",
                            "thread": "t",
                            "messages": [{"role": "system", "content": "hi"}],
                        }
                    }
                ]
            },
            "steps[0].turn.messages[0].role",
        ),
        (
            {"steps": [{"turn": {"user": "u", "thread": "t", "at": "yesterday", "messages": []}}]},
            "steps[0].turn.at",
        ),
        ({"steps": [{"sing": {}}]}, "unknown field 'sing'"),
        ({"expect": {"active": [{"user": "u"}]}}, "expect.active[0]"),
        (
            {"expect": {"recall": [{"user": "u", "query": "q", "expect": "nope"}]}},
            "expect.recall[0].expect",
        ),
        (
            {"expect": {"forbidden": [{"user": "u", "exact": "x", "why": "dislike"}]}},
            "expect.forbidden[0].why",
        ),
        ({"expect": {"distinct": [["a"]]}}, "expect.distinct[0]"),
    ],
)
def test_a_malformed_scenario_names_its_file_and_field(change: dict[str, Any], named: str) -> None:
    data = scenario()
    data.update(change)
    data = {k: v for k, v in data.items() if v is not None}
    with pytest.raises(ValidationError) as caught:
        parse(data, "mine.json")
    assert "scenario mine.json" in str(caught.value) and named in str(caught.value)


def test_files_are_read_from_a_folder_and_bad_json_is_named(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps(scenario(name="first")))
    assert [s.name for s in from_folder(tmp_path)] == ["first"]
    (tmp_path / "b.json").write_text("{not json")
    with pytest.raises(ValidationError, match=r"b\.json: not valid JSON \(line 1"):
        from_folder(tmp_path)
    with pytest.raises(ValidationError, match="is not a folder"):
        from_folder(tmp_path / "a.json")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValidationError, match="holds no"):
        from_folder(tmp_path / "empty")
    (tmp_path / "b.json").write_text(json.dumps(scenario(name="first")))
    with pytest.raises(ValidationError, match="two scenarios are named 'first'"):
        select(from_folder(tmp_path), [])
    with pytest.raises(ValidationError, match="no scenario named 'missing'"):
        select(shipped(), ["missing"])
    assert load(tmp_path / "a.json").source.endswith("a.json")


def test_the_table_has_a_row_per_scenario_or_category_and_an_overall_row() -> None:
    results = run(select(shipped(), ["support-damaged-order", "preferences-contact"]))
    text = table(results)
    lines = text.splitlines()
    assert lines[0].split()[:4] == ["scenario", "cover", "prec", "kept-out"]
    assert lines[2].startswith("support-damaged-order") or lines[3].startswith(
        "support-damaged-order"
    )
    assert lines[-1].startswith("overall")
    by_category = table(results, "category").splitlines()
    assert {line.split()[0] for line in by_category[2:-2]} == {"support", "preferences"}
    assert set(STAGES) >= {"extraction", "evidence guard", "dedupe", "policy", "ranking", "gate"}

"""``episodic eval`` end to end: the table, the JSON file, the exit codes, a folder of one's own
scenarios, and the online mode against a local OpenAI-compatible fake."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from episodic.cli import main
from tests.fakeserver import chat_completion, serve

SAID = "Order ORD-77 was charged twice on 2026-01-04."


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["eval", *args])
    return result.exit_code, result.stdout, result.stderr


def write(folder: Path, name: str, expect: dict[str, Any], entries: list[Any]) -> None:
    folder.mkdir(exist_ok=True)
    data = {
        "name": name,
        "category": "support",
        "description": "A double charge.",
        "users": ["u"],
        "steps": [
            {
                "turn": {
                    "user": "u",
                    "thread": "t",
                    "messages": [
                        {"role": "user", "content": f"{SAID} Please refund one."},
                        {"role": "assistant", "content": "I will ask billing."},
                    ],
                    "extraction": {"entries": entries},
                }
            }
        ],
        "expect": expect,
    }
    (folder / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")


ENTRY = {"content": SAID, "source": "user_assertion", "evidence": SAID}
EXPECT = {
    "active": [{"id": "charge", "user": "u", "contains": ["ORD-77", "charged twice"]}],
    "identifiers": [{"user": "u", "value": "ORD-77"}],
    "recall": [
        {"user": "u", "query": "ORD-77 charged twice", "expect": "charge"},
        {"user": "u", "query": "garden furniture delivery", "expect": None},
    ],
}


def test_eval_prints_the_table_and_writes_json(tmp_path: Path) -> None:
    out_file = tmp_path / "eval.json"
    code, out, err = run(
        "--scenario", "support-damaged-order", "--scenario", "injection-save-this",
        "--json", str(out_file),
    )  # fmt: skip
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].split()[0] == "scenario" and "MRR" in lines[0] and "nDCG@k" in lines[0]
    rows = [line.split()[0] for line in lines[2:]]
    assert {"support-damaged-order", "injection-save-this", "overall"} <= set(rows)
    assert "2 scenario(s), offline" in err
    data = json.loads(out_file.read_text())
    assert data["mode"] == "offline" and data["passed"] is True and data["llm"] is None
    assert [s["name"] for s in data["scenarios"]] == [
        "support-damaged-order",
        "injection-save-this",
    ]
    assert data["overall"]["metrics"]["coverage"] == 1.0
    assert data["overall"]["metrics"]["contamination"] == 0
    scenario = data["scenarios"][1]
    assert scenario["forbidden_stopped_by"] and scenario["counts"]["coverage"] == [1, 1]


def test_eval_by_category_and_every_shipped_scenario_passes() -> None:
    code, out, err = run("--by", "category")
    assert code == 0, err
    first = {line.split()[0] for line in out.splitlines()[2:] if line and line[0] != "-"}
    assert {"support", "injection", "multi-user", "purpose", "overall"} <= first


def test_a_failing_offline_expectation_exits_1_and_names_the_stage(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    write(folder, "never-proposed", EXPECT, [])
    code, out, err = run("--scenarios", str(folder))
    assert code == 1
    assert "never-proposed: FAILED" in err
    assert "coverage 'charge' lost at extraction (the model never proposed it)" in out


def test_own_scenarios_pass_and_bad_ones_are_one_line_errors(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    write(folder, "double-charge", EXPECT, [ENTRY])
    code, out, err = run("--scenarios", str(folder))
    assert code == 0, err + out
    assert out.splitlines()[2].startswith("double-charge")
    (folder / "broken.json").write_text(json.dumps({"name": "x"}), encoding="utf-8")
    code, _, err = run("--scenarios", str(folder))
    assert code == 2
    assert err.startswith("error: scenario ") and "broken.json" in err and "users" in err
    assert len(err.strip().splitlines()) == 1
    code, _, err = run("--scenario", "no-such-scenario")
    assert code == 2 and "no scenario named 'no-such-scenario'" in err


def test_online_mode_asks_the_model_instead_of_the_script(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    # The script proposes nothing; the "real" model proposes the entry (and one decoy).
    write(folder, "double-charge", {**EXPECT, "forbidden": [
        {"user": "u", "contains": ["ORD-78"], "why": "decoy"}]}, [])  # fmt: skip
    decoy = {"content": "Order ORD-78 was refunded.", "source": "user_assertion",
             "evidence": "ORD-78 was refunded"}  # fmt: skip
    with serve() as server:
        server.replies = [(200, chat_completion(json.dumps({"entries": [ENTRY, decoy]})))]
        result = CliRunner(env={"OPENAI_API_KEY": "sk-test"}).invoke(
            main,
            ["eval", "--scenarios", str(folder), "--llm", "openai:scripted",
             "--llm-base-url", server.url, "--json", str(tmp_path / "online.json"),
             "--prompt-style", "full"],
        )  # fmt: skip
    assert result.exit_code == 0, result.stderr + result.stdout
    assert "online (openai:scripted)" in result.stderr
    assert len(server.requests) == 1  # one turn, one extraction call
    data = json.loads((tmp_path / "online.json").read_text())
    assert data["mode"] == "online" and data["llm"] == "openai:scripted"
    (scenario,) = data["scenarios"]
    assert scenario["passed"] is True
    assert scenario["metrics"]["coverage"] == 1.0 and scenario["metrics"]["kept_out"] == 1.0
    assert scenario["forbidden_stopped_by"]["decoy: ORD-78"].startswith("evidence guard")


def test_online_scores_are_reported_but_never_fail_the_exit_code(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    write(folder, "double-charge", EXPECT, [ENTRY])
    with serve() as server:  # the model proposes nothing: coverage 0, exit code still 0
        result = CliRunner(env={"OPENAI_API_KEY": "sk-test"}).invoke(
            main,
            ["eval", "--scenarios", str(folder), "--llm", "openai:scripted",
             "--llm-base-url", server.url],
        )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert "double-charge: FAILED" in result.stderr
    assert "lost at extraction" in result.stdout

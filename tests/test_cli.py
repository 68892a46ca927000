"""The command line, run in-process through click's runner on real database files."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from episodic import Memory, Scope, TestEmbedder
from episodic.cli import main

SCOPE_ARGS = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def test_demo_prints_a_memory_block_and_gates_off_topic_queries(tmp_path: Path) -> None:
    code, out, _ = run("demo", "--db", str(tmp_path / "demo.db"), "--embedder", "test")
    assert code == 0, out
    assert "Stored 6 sample support-case entries" in out
    assert "<memory>" in out and "</memory>" in out
    assert "tier=enterprise_plus" in out.split("<memory>")[1]
    assert "nothing relevant" in out  # the banana bread query
    assert (tmp_path / "demo.db").exists()


def test_import_recall_and_timeline_round_trip(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    lines = [
        {
            "content": "Nightly sync J-9 hit HTTP 429 from the CRM API.",
            "evidence": "429s again",
            "occurred_at": "2026-01-05T10:00:00+00:00",
            "metadata": {"ticket": "T-9"},
        },
        {"content": "Exports over 2 GB time out on plan=basic.", "thread": "t-2"},
        {"content": "nightly sync J-9 hit HTTP 429 from the CRM API."},
    ]
    data = "\n".join(json.dumps(line) for line in lines) + "\n"
    code, out, err = run("import", "-", *SCOPE_ARGS, "--db", db, "--embedder", "test", input=data)
    assert code == 0, err
    assert "Read 3 lines; 2 new entries" in out

    code, out, _ = run(
        "recall", "CRM API 429 J-9", *SCOPE_ARGS, "--db", db, "--embedder", "test", "--json"
    )
    assert code == 0
    hits = json.loads(out)
    assert hits[0]["content"] == "Nightly sync J-9 hit HTTP 429 from the CRM API."

    code, out, _ = run("timeline", *SCOPE_ARGS, "--db", db, "--json")
    entries = json.loads(out)
    assert [e["content"][:7] for e in entries] == ["Exports", "Nightly"]
    assert entries[1]["sources"][0]["evidence"] == "429s again"

    code, out, _ = run("timeline", *SCOPE_ARGS, "--db", db)
    assert 'evidence (user_assertion): "429s again"' in out


def test_a_bad_import_line_is_reported_and_nothing_is_written(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    data = '{"content": "fine"}\n{"content": "bad", "source": "rumour"}\n'
    code, _, err = run(
        "import", "-", *SCOPE_ARGS, "--db", str(db), "--embedder", "test", input=data
    )
    assert code == 2
    assert "unknown source label 'rumour'" in err
    data = '{"content": "fine"}\nnot json\n'
    code, _, err = run(
        "import", "-", *SCOPE_ARGS, "--db", str(db), "--embedder", "test", input=data
    )
    assert code != 0
    assert "line 2: not valid JSON" in err
    with Memory.open(db, embedder=TestEmbedder()) as memory:
        assert memory.timeline(Scope(tenant="acme", agent="bot", user="u-1")) == []


def test_library_errors_become_one_line_messages(tmp_path: Path) -> None:
    code, _, err = run(
        "recall",
        "x",
        "--agent",
        "bot",
        "--user",
        " ",
        "--db",
        str(tmp_path / "m.db"),
        "--embedder",
        "test",
    )
    assert code == 2
    assert err.strip() == "error: Scope.user is empty; pass a non-empty identifier."


def test_recall_with_nothing_relevant_says_so(tmp_path: Path) -> None:
    code, out, _ = run(
        "recall", "banana bread", *SCOPE_ARGS, "--db", str(tmp_path / "m.db"), "--embedder", "test"
    )
    assert code == 0
    assert out.strip() == "Nothing relevant is remembered."

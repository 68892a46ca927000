"""``episodic import --format ...`` as a real process: Ctrl-C keeps what was committed and the
same command resumes it; the dry run, the report and the errors a person sees."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.imports import history
from episodic import Memory, Scope, TestEmbedder
from tests.cli.processes import episodic, finished, interrupted
from tests.conftest import sql_rows
from tests.fakeserver import serve

FIXTURES = Path(__file__).parents[1] / "fixtures" / "imports"
SCOPE = Scope(tenant="acme", agent="bot", user="u-ada")
SCOPE_ARGS = ["--tenant", "acme", "--agent", "bot", "--user", "u-ada"]


def state(db: Path) -> tuple[int, int, list[str]]:
    """The ledger's rows, the messages, and every entry's content with its quote."""
    ledger = sql_rows(db, "SELECT count(*) FROM imports")[0][0]
    messages = sql_rows(db, "SELECT count(*) FROM messages")[0][0]
    with Memory.open(db, embedder=TestEmbedder(), read_only=True) as memory:
        entries = sorted(f"{e.content} | {e.sources[0].evidence}" for e in memory.timeline(SCOPE))
    return int(ledger), int(messages), entries


def test_ctrl_c_keeps_what_was_committed_and_the_same_command_resumes(tmp_path: Path) -> None:
    data, db, clean = tmp_path / "conversations.json", tmp_path / "m.db", tmp_path / "clean.db"
    chats, _ = history(120, 0)  # and the first one again at the end
    data.write_text(json.dumps(chats))
    command = episodic(
        "import",
        str(data),
        "--format",
        "chatgpt",
        *SCOPE_ARGS,
        "--db",
        str(db),
        "--embedder",
        "test",
    )
    returncode, lines, out = interrupted(command)
    assert returncode == 130, "".join(lines)
    last = lines[-1].strip()
    assert last.startswith("error: interrupted: ") and "Run the same command again" in last
    committed = int(last.removeprefix("error: interrupted: ").split()[0])
    assert 0 < committed < 121 and "Traceback" not in "".join(lines) and out == ""
    assert state(db)[0] == committed  # whole conversations only, each in the ledger

    rerun = finished(command, timeout=600)
    assert rerun.returncode == 0, rerun.stderr
    assert f"Imported: {120 - committed} imported" in rerun.stdout
    assert f"0 refused, {committed + 1} skipped." in rerun.stdout
    once = finished([*command[:-4], "--db", str(clean), "--embedder", "test"], timeout=600)
    assert once.returncode == 0, once.stderr
    resumed, fresh = state(db), state(clean)
    assert resumed == fresh and fresh[0] == 120  # the same rows as one uninterrupted run
    assert len(fresh[2]) == len(set(fresh[2])) > 120  # quoted entries, none twice


def test_the_dry_run_prints_each_record_and_stores_nothing(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    done = finished(
        episodic(
            "import",
            str(FIXTURES / "chatgpt.json"),
            "--format",
            "chatgpt",
            *SCOPE_ARGS,
            "--db",
            str(db),
            "--embedder",
            "test",
            "--dry-run",
        )
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert out[0].startswith("conversation 1: imported - 5 messages, 3 entries (0 held)")
    assert out[0].endswith("left out: non_text 1, other_branches 2, system 1")
    assert out[2] == "conversation 3: skipped (a repeat of record 1 of this file)"
    assert out[3].startswith("Would import: 2 imported (7 messages; 4 new entries")
    assert state(db) == (0, 0, [])


def test_the_report_as_json_and_refusals_on_stderr(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    done = finished(
        episodic(
            "import",
            str(FIXTURES / "mem0.json"),
            "--format",
            "mem0",
            "--person",
            "ada",
            *SCOPE_ARGS,
            "--db",
            str(db),
            "--embedder",
            "test",
            "--json",
        )
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["outcomes"] == {
        "imported": 0,
        "held": 3,
        "grounded": 0,
        "reinforced": 0,
        "refused": 2,
        "skipped": 2,
    }
    assert "record 3: refused: the write policy" in done.stderr
    assert "record 6: refused: not read: it has no text" in done.stderr
    assert "sk-proj" not in done.stdout + done.stderr


def test_errors_are_one_line_with_the_fix(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    common = [*SCOPE_ARGS, "--db", db, "--embedder", "test"]
    for args, said in [
        (["mem0.json", "--format", "mem0"], "Name the one this scope is with person="),
        (["chatgpt.json"], "FILE looks like a chatgpt export, not JSONL of entries: add --format"),
        (["messages.jsonl", "--format", "chatgpt"], "The chatgpt export is not valid JSON"),
        (["mem0.json", "--person", "ada"], "--person apply to exports of other products"),
    ]:
        done = finished(
            episodic("import", str(FIXTURES / args[0]), *args[1:], *common), timeout=120
        )
        assert done.returncode == 2, (args, done.stderr)
        [line] = done.stderr.strip().splitlines()
        assert line.startswith("error: ") and said in line, line


def test_the_model_flags_reach_the_model_that_extracts_the_history(tmp_path: Path) -> None:
    data, db = tmp_path / "conversations.json", tmp_path / "m.db"
    chats, _ = history(3, 0)
    data.write_text(json.dumps(chats))
    with serve() as server:
        done = finished(
            episodic(
                "import", str(data), "--format", "chatgpt", *SCOPE_ARGS, "--db", str(db),
                "--embedder", "test", "--llm", "openai:scripted", "--llm-base-url", server.url,
                "--llm-max-tokens", "96", "--llm-timeout", "20", "--prompt-style", "full",
            )
        )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert server.requests and {r["max_tokens"] for r in server.requests} == {96}
    # --prompt-style full: the rule book's request, not the compact one a served model gets
    asked = [json.dumps(r["messages"]) for r in server.requests]
    assert not any('{\\"quotes\\": []}' in text for text in asked), asked[0][:300]

"""``episodic import`` as a real process: a bad line names its number, Ctrl-C stops cleanly and
a re-run resumes without duplicates."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from episodic import Memory, Scope, TestEmbedder
from tests.cli.processes import environment, episodic, interrupted

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
SCOPE_ARGS = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]


def write_lines(path: Path, count: int, bad: dict[int, str] | None = None) -> None:
    bad = bad or {}
    with path.open("w", encoding="utf-8") as out:
        for number in range(1, count + 1):
            line = bad.get(number) or json.dumps(
                {
                    "content": f"Ticket T-{number} concerns invoice INV-{number}.",
                    "evidence": f"T-{number}",
                }
            )
            out.write(line + "\n")


def counts(db: Path) -> tuple[int, int]:
    with Memory.open(db, embedder=TestEmbedder(), read_only=True) as memory:
        found = memory.scopes()
    return (found[0].entries, found[0].evidence) if found else (0, 0)


def test_a_bad_line_300_is_named_and_nothing_is_written(tmp_path: Path) -> None:
    db, data = tmp_path / "m.db", tmp_path / "notes.jsonl"
    for bad_line, problem in [
        ('{"content": "   "}', "content"),
        ('{"content": "x", "source": "hearsay"}', "'hearsay'"),
        ('{"content": "x"', "not valid JSON"),
    ]:
        write_lines(data, 400, {300: bad_line})
        done = subprocess.run(
            episodic("import", str(data), *SCOPE_ARGS, "--db", str(db), "--embedder", "test",
                     "--batch-size", "50"),
            capture_output=True, text=True, env=environment(), timeout=120,
        )  # fmt: skip
        assert done.returncode == 2, done.stderr
        [line] = done.stderr.splitlines()[-1:]
        assert line.startswith("error: line 300: ") and problem in line, line
        assert "Traceback" not in done.stderr
        if db.exists():
            assert counts(db) == (0, 0)


def test_ctrl_c_stops_between_batches_and_a_rerun_resumes_without_duplicates(
    tmp_path: Path,
) -> None:
    db, data = tmp_path / "m.db", tmp_path / "notes.jsonl"
    total = 8_000
    write_lines(data, total)
    command = episodic(
        "import", str(data), *SCOPE_ARGS, "--db", str(db), "--embedder", "test",
        "--batch-size", "50",
    )  # fmt: skip
    returncode, lines, out = interrupted(command, timeout=120)
    assert returncode == 130, "".join(lines)
    last = lines[-1].strip()
    assert last.startswith("error: interrupted: ") and "Run the same command again" in last
    committed = int(last.removeprefix("error: interrupted: ").split()[0])
    assert 0 < committed < total
    assert committed % 50 == 0  # whole batches only
    assert "Traceback" not in "".join(lines) and out == ""
    # Exactly the committed prefix is stored: one entry and one evidence row per item.
    assert counts(db) == (committed, committed)

    rerun = subprocess.run(command, capture_output=True, text=True, env=environment(), timeout=600)
    assert rerun.returncode == 0, rerun.stderr
    assert f"{total - committed} new entries, {committed} reinforced" in rerun.stdout
    assert f", {total - committed} evidence rows added." in rerun.stdout
    assert counts(db) == (total, total)
    with Memory.open(db, embedder=TestEmbedder(), read_only=True) as memory:
        contents = [entry.content for entry in memory.timeline(SCOPE)]
    assert len(set(contents)) == total


def test_history_in_an_export_is_not_brought_back_as_current(tmp_path: Path) -> None:
    source, target = tmp_path / "old.db", tmp_path / "new.db"
    with Memory.open(source, embedder=TestEmbedder(), worker=False) as memory:
        old = memory.remember(SCOPE, "Deploys of service S-1 go to staging-eu-2.")
        memory.correct(SCOPE, old.id, "Deploys of service S-1 go to prod-eu-1.", reason="moved")
        memory.remember(SCOPE, "Vendor note on S-1.", source_trust="untrusted_content")
        lines = [json.dumps(e.to_dict()) for e in memory.timeline(SCOPE, include_inactive=True)]
    (tmp_path / "all.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = subprocess.run(
        episodic("import", str(tmp_path / "all.jsonl"), "--db", str(target), "--embedder", "test")
        + SCOPE_ARGS,
        capture_output=True,
        text=True,
        env=environment(),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Skipped 2 inactive entries" in done.stdout
    with Memory.open(target, embedder=TestEmbedder(), read_only=True) as memory:
        stored = memory.timeline(SCOPE, include_inactive=True)
    assert [(e.content, e.status) for e in stored] == [
        ("Deploys of service S-1 go to prod-eu-1.", "active")
    ]


def test_a_refused_line_is_reported_and_the_others_are_stored(tmp_path: Path) -> None:
    """A line the gate refuses is a decision about its content, not a malformed file: the
    import stores the rest and names the refused line and why; --strict refuses all."""
    db, data = tmp_path / "m.db", tmp_path / "notes.jsonl"
    secret = "sk-proj-Qm3vT8xLr2Wp9Zk4Hs7Nd1Yb6Fc"
    write_lines(data, 40, {17: json.dumps({"content": f"The deploy key is {secret}."})})
    strict = subprocess.run(
        episodic("import", str(data), *SCOPE_ARGS, "--db", str(db), "--embedder", "test",
                 "--strict"),
        capture_output=True, text=True, env=environment(), timeout=120,
    )  # fmt: skip
    assert strict.returncode == 2, strict.stderr
    assert "line 17" in strict.stderr and "Nothing was written" in strict.stderr
    assert secret not in strict.stderr + strict.stdout and "Traceback" not in strict.stderr
    assert counts(db) == (0, 0)
    done = subprocess.run(
        episodic("import", str(data), *SCOPE_ARGS, "--db", str(db), "--embedder", "test"),
        capture_output=True, text=True, env=environment(), timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Imported 39 items" in done.stdout
    assert "Refused 1 items" in done.stderr and "line 17:" in done.stderr
    assert "sensitive_event_requires_expiry" in done.stderr and secret not in done.stderr
    assert counts(db) == (39, 39)
    again = subprocess.run(
        episodic("import", str(data), *SCOPE_ARGS, "--db", str(db), "--embedder", "test"),
        capture_output=True, text=True, env=environment(), timeout=120,
    )  # fmt: skip
    assert again.returncode == 0 and counts(db) == (39, 39)  # a re-run adds nothing

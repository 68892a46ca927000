"""``episodic episodes`` on a real database: sessions ended and summarized by the offline
summarizer, printed with their summaries and key events, or as JSON lines."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from episodic import Memory, Scope, TestEmbedder
from episodic.cli import main

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
ARGS = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def _database(path: Path) -> list[str]:
    with Memory.open(path, embedder=TestEmbedder(), worker=False) as memory:
        for thread, text in (
            ("t-1", "Export EX-12 stalls at 99%."),
            ("t-2", "Invoice 88 is late."),
        ):
            memory.after_turn(
                SCOPE,
                thread,
                [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}],
            )
            memory.episodes.end_session(SCOPE, thread)
        memory.jobs.run_pending()
        return [episode.id for episode in memory.episodes.list(SCOPE)]


def test_episodes_lists_each_session_with_its_summary(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    ids = _database(db)
    assert len(ids) == 2
    code, out, err = _run("episodes", *ARGS, "--db", str(db))
    assert code == 0, err
    assert "t-1" in out and "t-2" in out and "2 messages" in out
    assert out.index("t-2") < out.index("t-1")  # most recently ended first
    assert 'opened with: "Export EX-12 stalls at 99%."' in out  # the offline summary
    assert "case: Export EX-12 stalls at 99%." in out  # its key event
    code, out, err = _run("episodes", *ARGS, "--db", str(db), "--json", "--limit", "1")
    assert code == 0, err
    (line,) = out.splitlines()
    assert json.loads(line)["id"] == ids[0] and json.loads(line)["thread_id"] == "t-2"


def test_episodes_of_an_unknown_scope_say_so_in_one_line(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    _database(db)
    code, out, err = _run(
        "episodes", "--tenant", "acme", "--agent", "bot", "--user", "u-9", "--db", str(db)
    )
    assert code == 0 and out == ""
    assert "Nothing stored" in err and "episodic scopes" in err
    code, _, err = _run("episodes", *ARGS, "--db", str(tmp_path / "missing.db"))
    assert code != 0 and "Traceback" not in err and len(err.strip().splitlines()) == 1

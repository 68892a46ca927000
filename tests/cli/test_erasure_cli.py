"""`episodic erase` and `episodic export --person` through click's runner on real database files."""

from __future__ import annotations

import json
import stat
from pathlib import Path

from click.testing import CliRunner

from episodic import Memory, Scope, Subject, TestEmbedder
from episodic.cli import main

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
OTHER = Scope(tenant="acme", agent="bot", user="u-2")
PERSON = ["--tenant", "acme", "--user", "u-1"]


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def filled(tmp_path: Path) -> str:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        for scope in (SCOPE, OTHER):
            memory.remember(scope, f"{scope.user}: exports time out on plan=basic.")
            memory.after_turn(scope, "t-1", [{"role": "user", "content": "hello"}])
    return str(db)


def entries_of(db: str, scope: Scope) -> int:
    with Memory.open(db, embedder=TestEmbedder(), worker=False, read_only=True) as memory:
        return len(memory.timeline(scope, include_inactive=True))


def test_erase_asks_first_and_a_no_erases_nothing(tmp_path: Path) -> None:
    db = filled(tmp_path)
    code, out, _ = run("erase", *PERSON, "--db", db, input="n\n")
    assert (
        code == 0
        and "Nothing was erased." in out
        and "Erase everything stored about user 'u-1'" in out
    )
    assert entries_of(db, SCOPE) == 1
    code, out, err = run("erase", *PERSON, "--db", db, input="y\n")
    assert code == 0, err
    assert "Erased" in out and "entries" in out and "messages" in out
    assert entries_of(db, SCOPE) == 0 and entries_of(db, OTHER) == 1


def test_erase_yes_json_prints_the_counts(tmp_path: Path) -> None:
    db = filled(tmp_path)
    code, out, err = run("erase", *PERSON, "--agent", "bot", "--db", db, "--yes", "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["removed"]["entries"] == 1 and result["removed"]["messages"] == 1
    assert result["subject"].startswith("hmac-sha256:") and result["reclaimed"] is True
    assert Subject.of(SCOPE).digest not in out  # keyed: not the plain hash of the ids
    assert "u-1" not in out  # counts and a digest, never the person
    code, out, err = run("audit", *PERSON, "--agent", "bot", "--db", db, "--json")
    assert code == 0, err
    assert result["subject"] in out  # the person's ids still find the record


def test_export_person_writes_json_only_its_owner_reads(tmp_path: Path) -> None:
    db = filled(tmp_path)
    code, out, err = run("export", "--person", *PERSON, "--db", db)
    assert code == 0, err
    found = json.loads(out)
    assert [e["content"] for e in found["entries"]] == ["u-1: exports time out on plan=basic."]
    target = tmp_path / "u-1.json"
    code, _, err = run("export", "--person", *PERSON, "--db", db, "-o", str(target))
    assert code == 0 and "Wrote" in err
    assert json.loads(target.read_text())["subject"]["user"] == "u-1"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        person = Subject(tenant="acme", user="u-1")
        assert len(memory.audit.list(person, actions=["export"])) == 2


def test_export_without_person_still_prints_a_scopes_entries(tmp_path: Path) -> None:
    db = filled(tmp_path)
    code, out, err = run("export", *PERSON, "--agent", "bot", "--db", db)
    assert code == 0, err
    (line,) = out.splitlines()
    assert json.loads(line)["content"] == "u-1: exports time out on plan=basic."


def test_mistakes_are_one_line(tmp_path: Path) -> None:
    db = filled(tmp_path)
    for args, code_wanted, words in (
        (["export", *PERSON, "--db", db], 2, "needs --agent"),
        (["export", *PERSON, "--agent", "bot", "--db", db, "-o", "x.json"], 2, "--person"),
        (["erase", "--user", "", "--db", db, "--yes"], 2, "user"),
        (["erase", *PERSON, "--db", str(tmp_path / "typo.db"), "--yes"], 3, "no database"),
        (["export", "--person", *PERSON, "--db", str(tmp_path / "typo.db")], 3, "no database"),
    ):
        code, _, err = run(*args)
        assert code == code_wanted, (args, err)
        (line,) = err.splitlines()
        assert line.startswith("error: ") and words in line and "Traceback" not in err
    assert not (tmp_path / "typo.db").exists()

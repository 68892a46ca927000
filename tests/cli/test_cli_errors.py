"""The CLI tells instead of guessing: one line and an exit code for each thing a user gets wrong,
read commands never create a database, and read-only databases open read-only."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from episodic import Memory, Scope, StoreError, TestEmbedder
from episodic.cli import main

SCOPE_ARGS = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]
SCOPE = Scope(tenant="acme", agent="bot", user="u-1")


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    assert not isinstance(result.exception, AssertionError)
    return result.exit_code, result.stdout, result.stderr


def one_error_line(err: str) -> str:
    assert "Traceback" not in err
    [line] = err.splitlines()
    assert line.startswith("error: ")
    return line


@pytest.mark.parametrize(
    "command",
    [
        ["recall", "x", *SCOPE_ARGS, "--embedder", "test"],
        ["timeline", *SCOPE_ARGS],
        ["export", *SCOPE_ARGS],
        ["scopes"],
        ["jobs"],
        ["jobs", "retry", "j-1"],
        ["reindex", "--embedder", "test"],
    ],
)
def test_commands_that_do_not_import_refuse_a_missing_database(
    command: list[str], tmp_path: Path
) -> None:
    missing = tmp_path / "typo" / "memroy.db"
    code, out, err = run(*command, "--db", str(missing))
    assert code == 3 and out == ""
    assert "no database at" in one_error_line(err) and "--db" in err
    assert not missing.parent.exists()  # no file, no folder


def test_import_creates_the_database_it_is_given(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    code, _, err = run(
        "import",
        "-",
        *SCOPE_ARGS,
        "--db",
        str(db),
        "--embedder",
        "test",
        input='{"content": "x"}\n',
    )
    assert code == 0, err
    assert db.exists()


def test_no_command_creates_a_missing_folder(tmp_path: Path) -> None:
    typo = tmp_path / "projetcs" / "m.db"  # the folder is mistyped
    for command in (
        ["import", "-", *SCOPE_ARGS, "--embedder", "test"],
        ["remember", "Prefers email.", *SCOPE_ARGS, "--embedder", "test"],
    ):
        code, out, err = run(*command, "--db", str(typo), input='{"content": "x"}\n')
        assert code == 1 and out == ""
        line = one_error_line(err)
        assert "the folder" in line and "does not exist" in line and "typo" in line
    assert not typo.parent.exists()
    with pytest.raises(StoreError, match="does not exist"):
        Memory.open(typo, embedder=TestEmbedder())
    assert not typo.parent.exists()


def test_a_file_that_is_not_a_database_is_one_line(tmp_path: Path) -> None:
    junk = tmp_path / "notes.txt"
    junk.write_text("these are not the rows you are looking for\n" * 50)
    for command in (["timeline", *SCOPE_ARGS], ["scopes"]):
        code, _, err = run(*command, "--db", str(junk))
        assert code == 1
        assert "not a database" in one_error_line(err)
    code, _, err = run(
        "import",
        "-",
        *SCOPE_ARGS,
        "--db",
        str(junk),
        "--embedder",
        "test",
        input='{"content": "x"}\n',
    )
    assert code == 1 and "not a database" in one_error_line(err)
    assert junk.read_text().startswith("these are not the rows")  # untouched


def test_a_folder_given_as_database_is_one_line(tmp_path: Path) -> None:
    code, _, err = run("timeline", *SCOPE_ARGS, "--db", str(tmp_path))
    assert code == 2 and "is a folder" in one_error_line(err)


def test_a_read_only_uri_reads_and_refuses_writes_without_creating_anything(
    tmp_path: Path,
) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder()) as memory:
        memory.remember(SCOPE, "Quota Q-7 resets on Mondays.", evidence="Q-7 resets Monday")
    uri = f"file:{db}?mode=ro"
    code, out, err = run("timeline", *SCOPE_ARGS, "--db", uri)
    assert code == 0, err
    assert "Quota Q-7 resets on Mondays." in out
    code, _, err = run(
        "import", "-", *SCOPE_ARGS, "--db", uri, "--embedder", "test", input='{"content": "y"}\n'
    )
    assert code == 1 and "read-only" in one_error_line(err)
    code, _, err = run("timeline", *SCOPE_ARGS, "--db", f"file:{tmp_path / 'other.db'}?mode=ro")
    assert code == 3 and "no database at" in one_error_line(err)
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("m.db")) == []
    with Memory.open(db, embedder=TestEmbedder(), read_only=True) as memory:
        assert [e.content for e in memory.timeline(SCOPE)] == ["Quota Q-7 resets on Mondays."]


def test_a_bad_model_path_is_one_line(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    Memory.open(db, embedder=TestEmbedder()).close()
    code, _, err = run(
        "recall", "x", *SCOPE_ARGS, "--db", str(db),
        "--embedder", f"sentence-transformers:{tmp_path / 'no-model'}",
    )  # fmt: skip
    assert code == 2
    assert "no-model" in one_error_line(err)
    code, _, err = run("recall", "x", *SCOPE_ARGS, "--db", str(db), "--embedder", "nonsense")
    assert code == 2 and "Unknown embedder" in one_error_line(err)


def test_an_unreachable_postgresql_url_is_one_line_without_its_password() -> None:
    url = "postgresql://app:hunter2-secret@127.0.0.1:1/memory"
    code, _, err = run("scopes", "--db", url)
    assert code == 1
    line = one_error_line(err)
    assert "127.0.0.1" in line and "hunter2-secret" not in line


def test_help_documents_the_exit_codes() -> None:
    code, out, _ = run("--help")
    assert code == 0
    for text in ("Exit codes:", "0 success", "2 wrong usage", "3 not found", "130 interrupted"):
        assert text in " ".join(out.split())
    code, out, _ = run("import", "--help")
    assert "resumable" in out


def test_reading_with_the_postgres_backend(postgres_url: str) -> None:
    with Memory.open(postgres_url, embedder=TestEmbedder()) as memory:
        memory.remember(SCOPE, "Backups B-3 run at 02:00 UTC.", evidence="B-3 at 2am")
    code, out, err = run("scopes", "--db", postgres_url, "--json")
    assert code == 0, err
    assert '"agent": "bot"' in out and '"entries": 1' in out
    code, out, err = run("timeline", *SCOPE_ARGS, "--db", postgres_url)
    assert code == 0, err
    assert "Backups B-3 run at 02:00 UTC." in out


def test_a_reader_that_stops_early_ends_the_command_quietly(tmp_path: Path) -> None:
    """`episodic export ... | head -1`: no "Broken pipe" error once the reader has what it
    wanted, and the database is untouched."""
    import subprocess
    import sys

    db = tmp_path / "m.db"
    scope = Scope(tenant="acme", agent="support-bot", user="u-42")
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember_many(
            scope,
            [{"content": f"Note {n} about ticket T-{n}: " + "detail " * 40} for n in range(400)],
        )
    command = [sys.executable, "-m", "episodic.cli", "export", "--db", str(db)]
    command += ["--tenant", "acme", "--agent", "support-bot", "--user", "u-42"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()  # the reader goes away with most of the output unread
    err = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=60) == 0, err
    assert b'"content": "Note' in first
    assert err == ""
    with Memory.open(db, embedder=TestEmbedder(), worker=False, read_only=True) as memory:
        assert memory.entries.count(scope) == 400

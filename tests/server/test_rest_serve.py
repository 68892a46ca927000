"""``episodic serve`` as a real process: it listens where it says, answers /health and /docs,
and a bad setting is one line on stderr."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def serve(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "episodic.cli", "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1", **(env or {})},
    )


def test_serve_runs_the_api(tmp_path: Path) -> None:
    port = free_port()
    db = str(tmp_path / "served.db")
    process = serve(
        "--db",
        db,
        "--embedder",
        "test",
        "--port",
        str(port),
        "--no-worker",
        env={"EPISODIC_API_KEYS": "k1=acme"},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, process.communicate()
            try:
                health = httpx.get(f"{url}/health", timeout=1)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "episodic serve did not start"
                time.sleep(0.1)
        assert health.json()["status"] == "ok"
        docs = httpx.get(f"{url}/docs")
        assert docs.status_code == 200 and "swagger" in docs.text.lower()
        assert httpx.get(f"{url}/v1/jobs").status_code == 401
        made = httpx.post(
            f"{url}/v1/agents/a/users/u/entries",
            json={"content": "Uses SSO."},
            headers={"X-API-Key": "k1"},
        )
        assert made.status_code == 201 and made.json()["scope"]["tenant"] == "acme"
    finally:
        process.send_signal(signal.SIGINT)  # Ctrl-C
        out, err = process.communicate(timeout=30)
    assert f"{url}/" in out and f"{url}/docs" in out and f"MCP: {url}/mcp" in out
    assert Path(db).exists()
    # Ctrl-C stops the server as it is meant to stop: exit 0, nothing on stderr.
    assert process.returncode == 0 and err == ""


def test_a_bad_setting_is_one_line() -> None:
    process = serve("--host", "0.0.0.0", env={"EPISODIC_API_KEYS": ""})
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and "k1=acme" in err
    process = serve(env={"EPISODIC_PORT": "http"})
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 2 and "EPISODIC_PORT" in err


def _one_line(process: subprocess.Popen[str], code: int) -> str:
    out, err = process.communicate(timeout=120)
    assert process.returncode == code, (process.returncode, out, err)
    assert out == "", out  # no banner: nothing was served
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_a_busy_port_is_one_line_and_creates_no_database(tmp_path: Path) -> None:
    db = tmp_path / "never.db"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        err = _one_line(serve("--db", str(db), "--embedder", "test", "--port", str(port)), 1)
    assert f"port {port}" in err and "--port" in err
    assert not db.exists() and list(tmp_path.iterdir()) == []


def test_a_database_url_it_cannot_open_is_one_line_before_any_banner(tmp_path: Path) -> None:
    port = str(free_port())
    err = _one_line(serve("--db", "mysql://u@h/db", "--embedder", "test", "--port", port), 2)
    assert "mysql" in err
    unreachable = "postgresql://app@127.0.0.1:1/nowhere?connect_timeout=3"
    err = _one_line(serve("--db", unreachable, "--embedder", "test", "--port", port), 1)
    assert "PostgreSQL" in err or "postgres" in err.lower()


def test_a_database_in_a_missing_folder_is_one_line_and_makes_no_folder(tmp_path: Path) -> None:
    typo = tmp_path / "dta" / "memory.db"
    err = _one_line(serve("--db", str(typo), "--embedder", "test", "--port", str(free_port())), 1)
    assert "does not exist" in err and "typo" in err
    assert list(tmp_path.iterdir()) == []


def test_the_banner_says_when_it_created_the_database(tmp_path: Path) -> None:
    db = tmp_path / "new.db"
    lines = []
    for _ in range(2):  # created the first time, opened the second
        port = free_port()
        process = serve("--db", str(db), "--embedder", "test", "--port", str(port), "--no-worker")
        try:
            assert process.stdout is not None
            lines.append(process.stdout.readline())  # printed once it is ready
            assert httpx.get(f"http://127.0.0.1:{port}/health").status_code == 200
        finally:
            process.terminate()
            process.communicate(timeout=30)
    assert "(a new database, created now)" in lines[0] and str(db) in lines[0]
    assert "created" not in lines[1] and str(db) in lines[1]

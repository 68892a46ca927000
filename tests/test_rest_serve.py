"""``episodic serve`` as a real process: it listens where it says, answers /health and /docs,
and a bad setting is one line on stderr."""

from __future__ import annotations

import os
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
        process.terminate()
        out, _err = process.communicate(timeout=30)
    assert f"{url}/" in out and f"{url}/docs" in out
    assert Path(db).exists()


def test_a_bad_setting_is_one_line() -> None:
    process = serve("--host", "0.0.0.0", env={"EPISODIC_API_KEYS": ""})
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and "k1=acme" in err
    process = serve(env={"EPISODIC_PORT": "http"})
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 2 and "EPISODIC_PORT" in err

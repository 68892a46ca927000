"""`episodic worker --traces URL` sends the spans of the jobs it runs to a collector."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from episodic import Memory, TestEmbedder
from tests.server.test_server_telemetry import Collector
from tests.telemetry.conftest import SCOPE, TURN

WORKER = [sys.executable, "-m", "episodic.cli", "worker"]


def test_the_worker_exports_the_spans_of_its_jobs(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        memory.after_turn(SCOPE, "t-1", TURN)
    collector = Collector()
    traces = f"{collector.url}/v1/traces"
    try:
        done = subprocess.run(
            [*WORKER, "--db", str(db), "--embedder", "test", "--once", "--traces", traces],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "HF_HUB_OFFLINE": "1"},
            check=False,
        )
    finally:
        collector.server.shutdown()
        collector.server.server_close()
    assert done.returncode == 0, done.stderr
    sent = b"".join(body for path, body in collector.bodies if path == "/v1/traces")
    assert b"episodic.job" in sent and b"extract_entries" in sent


def test_a_traces_value_that_is_no_url_is_refused_before_any_work(tmp_path: Path) -> None:
    done = subprocess.run(
        [*WORKER, "--db", str(tmp_path / "m.db"), "--once", "--traces", "localhost:4318"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
        check=False,
    )
    assert done.returncode != 0
    assert "http://127.0.0.1:4318/v1/traces" in done.stderr
    assert not (tmp_path / "m.db").exists()

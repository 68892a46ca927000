"""A server restarted over a backlog says how many jobs wait and runs them at once, including
the jobs a killed process on this machine still held (their leases are void, not waited out).
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx

from episodic import Memory, Scope, TestEmbedder
from episodic.stores import jobs as job_rows
from episodic.stores import open_store
from tests.server.test_rest_serve import free_port, serve

SCOPE = Scope(tenant="default", agent="bot", user="u-1")


def _queue_turns(db: Path, count: int) -> None:
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        for n in range(count):
            turn = [
                {"role": "user", "content": f"Export job EX-{n} stalls at 99% on files over 2 GB."},
                {"role": "assistant", "content": f"I will look at EX-{n}."},
            ]
            memory.after_turn(SCOPE, f"t-{n}", turn)


def _dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], check=True,
                          capture_output=True, text=True)  # fmt: skip
    return int(done.stdout)


def _lines(process: subprocess.Popen[str], count: int, timeout: float = 60) -> list[str]:
    """The next ``count`` lines the server prints; a failure (not a hang) when they do not
    come."""
    lines: list[str] = []

    def read() -> None:
        assert process.stdout is not None
        lines.extend(process.stdout.readline() for _ in range(count))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout)
    assert not reader.is_alive(), f"the server printed {lines} and then nothing"
    return lines


def test_a_server_names_its_backlog_and_drains_it(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    _queue_turns(db, 3)
    # A worker of a process that was killed holds one of them, its lease an hour long.
    store = open_store(db)
    with Memory.open(store, embedder=TestEmbedder(), worker=False) as memory:
        waiting = memory.jobs.backlog()
        with store.write() as tx:
            held = job_rows.claim(
                tx, f"{socket.gethostname()}:{_dead_pid()}:dead", kinds=["extract_entries"],
                lease_seconds=3600, now=memory.now(),
            )  # fmt: skip
    assert waiting >= 3 and held is not None

    port = free_port()
    idle = serve("--db", str(db), "--embedder", "test", "--port", str(port), "--no-worker")
    try:
        said = _lines(idle, 2)[1]
    finally:
        idle.terminate()
        idle.communicate(timeout=30)
    assert f"{waiting} jobs wait for a worker" in said and "episodic worker" in said

    port = free_port()
    busy = serve("--db", str(db), "--embedder", "test", "--port", str(port))
    try:
        said = _lines(busy, 2)[1]
        assert said.startswith(f"{waiting} jobs left from before start now")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            jobs = httpx.get(f"http://127.0.0.1:{port}/v1/jobs").json()["items"]
            due = [j for j in jobs if j["status"] == "running" or (
                j["status"] == "pending" and j["run_after"] <= datetime.now(UTC).isoformat()
            )]  # fmt: skip
            if not due:
                break
            time.sleep(0.1)
        job = httpx.get(f"http://127.0.0.1:{port}/v1/jobs/{held.id}").json()
    finally:
        busy.terminate()
        busy.communicate(timeout=30)
    # The dead worker's job ran long before its hour-long lease would have run out, in the
    # same attempt: a kill is not a failure.
    assert (job["status"], job["attempts"], job["takeovers"]) == ("done", 1, 1)
    assert "stopped renewing its lease" in job["last_error"]


def test_a_live_or_foreign_worker_keeps_its_lease(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    _queue_turns(db, 2)
    owners = [f"{socket.gethostname()}:1:live", "elsewhere:12345:remote"]
    store = open_store(db)
    with Memory.open(store, embedder=TestEmbedder(), worker=False) as memory:
        now = memory.now()
        with store.write() as tx:
            for owner in owners:  # pid 1 is alive; another machine's worker is never judged
                job_rows.claim(tx, owner, kinds=["extract_entries"], lease_seconds=3600, now=now)
    store = open_store(db)
    with Memory.open(store, embedder=TestEmbedder()) as memory:
        memory.jobs.resume()
        now = memory.now()
        with store.read() as tx:
            # Only the two claimed jobs: this memory's own worker may be running another
            # kind (embedding the queued turns) at this very moment.
            leased = {
                j.lease_owner: j.lease_expires_at
                for j in job_rows.listing(tx, status="running", kind="extract_entries", limit=10)
            }
    assert set(leased) == set(owners)
    assert all(expires and expires > now + timedelta(minutes=50) for expires in leased.values())

"""Turns queued by processes that end, on SQLite and PostgreSQL, with real subprocesses: a
process killed while its turn waits or runs, and one that exits without ``close()``. The next
memory opened with its worker on finishes the turn without another ``after_turn``."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, EntriesConfig, JobsConfig, Memory, Models, TestEmbedder
from episodic.models import Job
from tests.fakeserver import FakeServer, chat_completion, serve
from tests.jobs.test_jobs import ASSISTANT, REPLY, SCOPE, TURN, USER
from tests.jobs.test_jobs_lease import _wait_for

# The process under test: opens a memory, hands it a turn, prints the job id, then waits for a
# line on stdin and returns without close() (or is killed before that).
SCRIPT = """
import json, sys
from episodic import Config, EntriesConfig, JobsConfig, Memory, Models, Scope
db, url, worker = sys.argv[1], sys.argv[2], sys.argv[3] == "worker"
config = Config(
    jobs=JobsConfig(lease_seconds=1.0, poll_seconds=0.05),
    entries=EntriesConfig(prompt_style="full"),  # the scripted reply answers the full request
)
memory = Memory.open(
    db,
    embedder="test",
    models=Models(extraction="openai:scripted"),
    llm_base_url=url,
    config=config,
    worker=worker,
)
scope = Scope(tenant="acme", agent="bot", user="u-1")
job = memory.after_turn(scope, "t-1", json.loads(sys.argv[4]))
print(job.id, flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def server() -> Iterator[FakeServer]:
    with serve() as state:
        state.default = (200, chat_completion(json.dumps(REPLY)))
        yield state


class Hang:
    """A model reply that blocks until released, noting that the request arrived."""

    def __init__(self) -> None:
        self.started, self.release = threading.Event(), threading.Event()

    def __call__(self, _: dict[str, Any]) -> tuple[int, Any]:
        self.started.set()
        self.release.wait(60)
        return 200, chat_completion(json.dumps(REPLY))


def _spawn(db: Path | str, url: str, mode: str) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, str(db), url, mode, json.dumps(TURN)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "OPENAI_API_KEY": "", "HF_HUB_OFFLINE": "1"},
    )
    assert process.stdout is not None
    job_id = process.stdout.readline().strip()
    if not job_id:
        _, err = process.communicate(timeout=60)
        raise AssertionError(f"the subprocess queued no turn: {err}")
    return process, job_id


def _kill(process: subprocess.Popen[str]) -> None:
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)  # reaps it and closes its pipes
    assert process.returncode == -signal.SIGKILL


def _job(db: Path | str, job_id: str) -> tuple[Job, list[str]]:
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        return memory.jobs.get(job_id), sorted(e.content for e in memory.timeline(SCOPE))


def _reopen_and_finish(db: Path | str, url: str, job_id: str) -> Job:
    """Open with the worker on and call nothing else: the queued turn must get done."""
    config = Config(
        jobs=JobsConfig(lease_seconds=1.0, poll_seconds=0.05),
        entries=EntriesConfig(prompt_style="full"),
    )
    with Memory.open(
        db,
        embedder=TestEmbedder(),
        models=Models(extraction="openai:scripted"),
        llm_base_url=url,
        config=config,
    ) as memory:
        _wait_for(lambda: memory.jobs.get(job_id).status == "done", "the reopened worker")
    done, entries = _job(db, job_id)
    assert entries == sorted([USER, ASSISTANT])
    return done


@contextmanager
def _mid_call(db_path: Path | str, server: FakeServer) -> Iterator[tuple[Any, str]]:
    """A worker subprocess whose first model call hangs until the block ends."""
    hang = Hang()
    server.replies = [hang]
    process, job_id = _spawn(db_path, server.url, "worker")
    try:
        assert hang.started.wait(60), "the subprocess never called the model"
        yield process, job_id
    finally:
        hang.release.set()


def test_a_turn_queued_by_a_killed_process_runs_when_the_memory_is_reopened(
    db_path: Path | str, server: FakeServer
) -> None:
    process, job_id = _spawn(db_path, server.url, "queue-only")
    _kill(process)
    queued, entries = _job(db_path, job_id)
    assert (queued.status, queued.attempts, entries) == ("pending", 0, [])
    done = _reopen_and_finish(db_path, server.url, job_id)
    assert (done.status, done.attempts, done.last_error) == ("done", 1, None)
    assert len(server.requests) == 1


def test_a_job_running_when_its_process_was_killed_is_taken_over_after_its_lease(
    db_path: Path | str, server: FakeServer
) -> None:
    with _mid_call(db_path, server) as (process, job_id):
        _kill(process)  # mid-call: its heartbeat dies with it
    stuck, entries = _job(db_path, job_id)
    assert (stuck.status, stuck.attempts, entries) == ("running", 1, [])
    done = _reopen_and_finish(db_path, server.url, job_id)
    assert (done.status, done.attempts, done.takeovers) == ("done", 1, 1)
    assert "attempt 1 abandoned" in (done.last_error or "")
    assert "stopped renewing its lease" in (done.last_error or "")
    assert len(server.requests) == 2


def test_a_process_that_exits_without_close_hands_its_running_job_back(
    db_path: Path | str, server: FakeServer
) -> None:
    with _mid_call(db_path, server) as (process, job_id):
        _, err = process.communicate("exit\n", timeout=60)  # returns without close()
        assert process.returncode == 0, err
        # Right after exit: back in the queue, released, the attempt not counted; not left
        # "running" for a whole lease.
        handed, entries = _job(db_path, job_id)
        assert (handed.status, handed.attempts, entries) == ("pending", 0, [])
        assert (handed.lease_owner, handed.lease_expires_at) == (None, None)
    done = _reopen_and_finish(db_path, server.url, job_id)
    assert (done.status, done.attempts, done.last_error) == ("done", 1, None)


# A script that ends the moment its worker has the model's answer: the worker is then about to
# write the notes, in a transaction on its own connection, while the interpreter shuts down.
ENDS_MID_WRITE = """
import sys, threading
from episodic import Memory, Models, Scope, TestLLM
answered = threading.Event()
def reply(system, prompt):
    answered.set()
    return {"entries": []}
memory = Memory.open(sys.argv[1], embedder="test", models=Models(extraction=TestLLM([reply])))
scope = Scope(tenant="acme", agent="bot", user="u-1")
memory.after_turn(scope, "t-1", [{"role": "user", "content": "Sync J-9 fails with HTTP 429."}])
answered.wait(60)
"""


def test_a_script_that_ends_while_its_worker_writes_exits_cleanly(tmp_path: Path) -> None:
    # At exit the connections of other threads used to be closed under them: a segfault about
    # every other run. Eight runs, every one must exit 0 and leave a database that opens.
    codes = []
    for run in range(8):
        db = tmp_path / f"m{run}.db"
        done = subprocess.run(
            [sys.executable, "-c", ENDS_MID_WRITE, str(db)],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "HF_HUB_OFFLINE": "1"},
        )
        codes.append((done.returncode, done.stderr[-300:]))
        with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
            assert len(memory.jobs.list()) >= 1
    assert [code for code, _ in codes] == [0] * 8, codes

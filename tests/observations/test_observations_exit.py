"""A worker process killed while the observer's model call is in flight, on SQLite and
PostgreSQL: no observation is half-written, the thread's progress is where it was, and the
next worker takes the job over once its lease runs out and writes the observations once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from episodic import Config, JobsConfig, Memory, Models, TestEmbedder, TestLLM
from episodic.config import ObservationsConfig
from tests.observations.test_observations import SCOPE, THREAD, jobs_of, observe_by_turn

# The process under test: stores nine turns (441 tokens, over the 400-token threshold, no
# buffering), then runs the jobs; the observer's model call announces itself and hangs.
SCRIPT = """
import sys, time
from episodic import Config, JobsConfig, Memory, Models, Scope, TestLLM
from episodic.config import ObservationsConfig

def hang(system, prompt):
    print("observing", flush=True)
    time.sleep(600)

config = Config(
    observations=ObservationsConfig(message_tokens=400, buffer_tokens=0, max_window_tokens=600),
    jobs=JobsConfig(lease_seconds=1.0, poll_seconds=0.05),
)
memory = Memory.open(
    sys.argv[1], embedder="test", models=Models(observer=TestLLM([hang])), config=config,
    worker=False,
)
scope = Scope(tenant="acme", agent="support-bot", user="u-42")
for number in range(9):
    memory.after_turn(scope, "t-1", [
        {"role": "user", "content": f"Turn {number}. " + "detail " * 40},
        {"role": "assistant", "content": f"Answer {number}."},
    ])
memory.jobs.run_pending()
"""


def _settings() -> Config:
    return Config(
        observations=ObservationsConfig(message_tokens=400, buffer_tokens=0, max_window_tokens=600),
        jobs=JobsConfig(lease_seconds=1.0, poll_seconds=0.05),
    )


def test_a_worker_killed_mid_observation_leaves_nothing_half_written(
    db_path: Path | str,
) -> None:
    process = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, str(db_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    if line != "observing":
        _, err = process.communicate(timeout=60)
        raise AssertionError(f"the subprocess never called the observer: {line} {err}")
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)
    assert process.returncode == -signal.SIGKILL

    with Memory.open(db_path, embedder=TestEmbedder(), config=_settings(), worker=False) as memory:
        (job,) = jobs_of(memory, "observe_thread")
        assert (job.status, job.attempts) == ("running", 1)
        state = memory.observations.status(SCOPE, THREAD)
        assert (state.active, state.buffered, state.superseded) == (0, 0, 0)
        assert (state.observed_seq, state.buffered_seq, state.observed_message_tokens) == (0, 0, 0)
        assert memory.observations.list(SCOPE, THREAD, include_superseded=True) == []
        assert len(memory.messages.list(SCOPE, THREAD)) == 18  # the turns are all stored

    # The next worker takes the job over once the dead one's lease has run out.
    observer = TestLLM(default=observe_by_turn)
    with Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(observer=observer),
        config=_settings(),
    ) as memory:
        deadline = time.monotonic() + 60
        while memory.jobs.get(job.id).status != "done":
            assert time.monotonic() < deadline, "the job was never taken over"
            time.sleep(0.05)
        done = memory.jobs.get(job.id)
        assert (done.attempts, done.takeovers) == (1, 1) and "abandoned" in (done.last_error or "")
        active = memory.observations.list(SCOPE, THREAD, include_superseded=True)
        assert [o.content for o in active] == [f"Observed: Turn {n}" for n in range(8)]
        state = memory.observations.status(SCOPE, THREAD)
        assert state.observed_seq == active[-1].last_seq and state.buffered == 0
        assert len(observer.calls) == 1

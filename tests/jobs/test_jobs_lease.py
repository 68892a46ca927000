"""Leases that renew, on SQLite and PostgreSQL: slow jobs keep their worker, stalled workers are
taken over with a recorded reason, close() hands work back, empty turns queue nothing, and
each job run is one log line."""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, JobsConfig, Memory, Models, ProviderError, TestEmbedder, TestLLM
from episodic.models import Job
from episodic.stores import messages as message_rows
from episodic.stores import open_store
from tests.conftest import NOW, Clock
from tests.jobs.test_jobs import ASSISTANT, ONE_JOB, REPLY, SCOPE, TURN, USER


def _config(lease: float, **jobs: Any) -> Config:
    jobs_config = JobsConfig(lease_seconds=lease, retry_base_seconds=0, **jobs)
    return Config(jobs=jobs_config, messages=ONE_JOB)


def _wait_for(condition: Callable[[], bool], what: str, limit: float = 60.0) -> None:
    """Poll until ``condition`` holds; the limit only keeps a broken build from hanging."""
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.02)


def _stored(db: Path | str) -> tuple[Job, list[str]]:
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        (job,) = [job for job in memory.jobs.list() if job.kind == "extract_entries"]
        return job, sorted(e.content for e in memory.timeline(SCOPE))


def test_a_job_longer_than_its_lease_finishes_once_with_two_workers_up(
    db_path: Path | str,
) -> None:
    lease = 1.0

    def slow(system: str, prompt: str) -> dict[str, Any]:
        # Runs until its lease has been renewed two lease lengths past the first one: without
        # the renewals the other worker, polling all along, would have taken the job over.
        (running,) = [job for job in m.jobs.list() if job.status == "running"]
        assert running.lease_expires_at is not None
        renewed_until = running.lease_expires_at + timedelta(seconds=2 * lease)

        def renewed() -> bool:
            expires = m.jobs.get(running.id).lease_expires_at
            return expires is not None and expires >= renewed_until

        _wait_for(renewed, "two lease renewals")
        return REPLY

    llm = TestLLM([slow])  # any second call would get no entries
    config = _config(lease, poll_seconds=0.05)
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), config=config, worker=False
    ) as m:
        workers = [m.jobs.worker(), m.jobs.worker()]
        for runner in workers:
            runner.start()
        try:
            job = m.after_turn(SCOPE, "t-1", TURN)
            assert job is not None
            _wait_for(lambda: m.jobs.get(job.id).status == "done", "the slow job")
        finally:
            for runner in workers:
                runner.stop()
        done = m.jobs.get(job.id)
        assert (done.status, done.attempts, done.last_error) == ("done", 1, None)
        assert done.lease_owner is None and done.result["attempt"] == 1
        entries = m.timeline(SCOPE)
    assert len(llm.calls) == 1  # one model call: never taken over mid-call
    assert sorted(e.content for e in entries) == sorted([USER, ASSISTANT])
    assert all(len(e.sources) == 1 for e in entries)


def test_a_stalled_worker_is_taken_over_and_its_late_result_is_discarded(
    db_path: Path | str, caplog: pytest.LogCaptureFixture
) -> None:
    release, started = threading.Event(), threading.Event()

    def stalled(system: str, prompt: str) -> dict[str, Any]:
        started.set()
        release.wait(30)
        return REPLY

    llm = TestLLM([stalled], default=REPLY)
    caplog.set_level(logging.INFO, logger="episodic")
    # The first worker's clock stands still, so its renewals never reach past the second
    # worker's "now": to the second worker it looks exactly like a worker that stopped.
    with Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(extraction=llm),
        config=_config(0.3),
        clock=Clock(),
        worker=False,
    ) as m:
        job = m.after_turn(SCOPE, "t-1", TURN)
        assert job is not None
        stuck, late = m.jobs.worker(), m.jobs.worker()
        late.clock = Clock(NOW + timedelta(minutes=2))
        result: list[Job] = []
        first = threading.Thread(target=lambda: result.append(stuck.run_once() or job))
        first.start()
        assert started.wait(30)
        assert late.run_until_idle() == 1  # the lease lapsed: taken over and finished
        taken = m.jobs.get(job.id)
        release.set()
        first.join(30)
        assert (taken.status, taken.attempts, taken.takeovers) == ("done", 1, 1)
        assert f"attempt 1 abandoned: worker {stuck.name} stopped renewing" in (
            taken.last_error or ""
        )
        (returned,) = result
        assert (returned.status, returned.lease_owner) == ("done", None)
        entries = m.timeline(SCOPE)
    assert sorted(e.content for e in entries) == sorted([USER, ASSISTANT])
    assert all(len(e.sources) == 1 for e in entries)  # the late result added nothing
    lost = [r.getMessage() for r in caplog.records if "lease lost" in r.getMessage()]
    assert len(lost) == 1 and "lost its lease" in lost[0] and "discarded" in lost[0]


def test_close_with_a_timeout_hands_the_running_job_back_released(db_path: Path | str) -> None:
    release, started = threading.Event(), threading.Event()

    def slow(system: str, prompt: str) -> dict[str, Any]:
        started.set()
        release.wait(30)
        return REPLY

    memory = Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(extraction=TestLLM([slow])),
        config=_config(60),
    )
    job = memory.after_turn(SCOPE, "t-1", TURN)
    assert job is not None and started.wait(30)
    memory.close(timeout=0.1)
    try:
        handed, entries = _stored(db_path)
        # Pending again at once, no lease, the attempt not counted: the next worker claims it
        # now rather than after the 60 s lease.
        assert (handed.id, handed.status, handed.attempts) == (job.id, "pending", 0)
        assert (handed.lease_owner, handed.lease_expires_at) == (None, None)
        assert entries == []
    finally:
        release.set()  # the old handler returns into a closed memory: its result is dropped
    llm = TestLLM([REPLY])
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), config=_config(60)
    ) as memory:
        _wait_for(lambda: memory.jobs.get(job.id).status == "done", "the handed-back job")
    done, entries = _stored(db_path)
    assert (done.status, done.attempts) == ("done", 1)
    assert entries == sorted([USER, ASSISTANT])


def test_close_waits_for_a_job_that_finishes_within_the_timeout(db_path: Path | str) -> None:
    started = threading.Event()

    def brief(system: str, prompt: str) -> dict[str, Any]:
        started.set()
        time.sleep(0.3)
        return REPLY

    memory = Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=TestLLM([brief]))
    )
    job = memory.after_turn(SCOPE, "t-1", TURN)
    assert job is not None and started.wait(30)
    memory.close(timeout=30)
    done, entries = _stored(db_path)
    assert (done.status, done.attempts) == ("done", 1)
    assert entries == sorted([USER, ASSISTANT])


def test_opening_with_the_worker_on_runs_turns_an_earlier_process_queued(
    db_path: Path | str,
) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN)
    assert job is not None
    llm = TestLLM([REPLY])
    with Memory.open(db_path, embedder=TestEmbedder(), models=Models(extraction=llm)) as memory:
        # No after_turn here: opening found the queued turn and started the worker.
        _wait_for(lambda: memory.jobs.get(job.id).status == "done", "the queued turn")
    done, entries = _stored(db_path)
    assert (done.status, done.attempts, len(llm.calls)) == ("done", 1, 1)
    assert entries == sorted([USER, ASSISTANT])


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        ([], 0),
        ([{"role": "user", "content": "   "}, {"role": "assistant", "content": None}], 0),
        # The tool result is kept for the window; the system message is not; nothing to extract.
        ([{"role": "tool", "content": "result"}, {"role": "system", "content": "be brief"}], 1),
    ],
    ids=["no-messages", "blank-text", "tool-and-system-only"],
)
def test_a_turn_without_text_queues_no_extraction(
    memory: Memory, db_path: Path | str, messages: list[dict[str, Any]], kept: int
) -> None:
    assert memory.after_turn(SCOPE, "t-1", messages) is None
    assert memory.after_turn(SCOPE, "t-1", messages, sync=True) is None
    assert [j for j in memory.jobs.list() if j.kind == "extract_entries"] == []
    # A turn with text still queues its job, and the empty ones stored only what they kept.
    job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    assert job is not None and job.status == "done"
    assert [j.id for j in memory.jobs.list() if j.kind == "extract_entries"] == [job.id]
    store = open_store(db_path)
    try:
        with store.read() as tx:
            count = tx.one("SELECT count(*) FROM messages")[0]
            assert count == 2 + kept
            assert len(message_rows.turn_messages(tx, SCOPE, job.key)) == 2
    finally:
        store.close()


def test_the_worker_logs_one_line_per_job_without_content_or_secrets(
    db_path: Path | str, caplog: pytest.LogCaptureFixture
) -> None:
    secret = "sk-live-PLANTED0123456789abcdef"
    unknown = ProviderError(f"HTTP 404: no model 'typo' for key {secret}", permanent=True)
    llm = TestLLM([REPLY, RuntimeError("connection reset"), unknown])
    caplog.set_level(logging.DEBUG, logger="episodic")
    with Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(extraction=llm),
        config=_config(60),
        worker=False,
    ) as memory:
        first = memory.after_turn(SCOPE, "t-1", TURN)
        second = memory.after_turn(SCOPE, "t-2", [{"role": "user", "content": "Plan is gold."}])
        assert first is not None and second is not None
        assert memory.jobs.run_pending() == 3  # done; retrying; failed for good
        failed = memory.jobs.get(second.id)
    lines = [
        r for r in caplog.records if r.name == "episodic" and r.getMessage().startswith("job ")
    ]
    assert [(r.levelname, r.getMessage().split(": ")[1].split(",")[0]) for r in lines] == [
        ("INFO", "done"),
        ("WARNING", "retrying"),
        ("ERROR", "failed"),
    ]
    shape = re.compile(r"job extract_entries (\w+) key=(\w+): [a-z ]+, attempt (\d) of 5, [\d.]+ s")
    for record, job, attempt in zip(lines, [first, second, second], [1, 1, 2], strict=True):
        match = shape.match(record.getMessage())
        assert match is not None, record.getMessage()
        assert match.groups() == (job.id, job.key, str(attempt))
    everything = caplog.text + (failed.last_error or "")
    assert "J-9" not in everything and "gold" not in everything  # no conversation content
    assert secret not in everything and "***" in (failed.last_error or "")
    assert (failed.status, failed.attempts) == ("failed", 2)

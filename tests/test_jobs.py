"""The durable job queue on SQLite: claims, leases, retries, failures, crashes and races."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from episodic import (
    Config,
    LeaseLostError,
    Memory,
    NotFoundError,
    ProviderError,
    Scope,
    TestEmbedder,
    ValidationError,
)
from episodic.cli import main
from episodic.llms import TestLLM
from episodic.stores.base import Job, MessageDraft
from episodic.stores.sqlite import SQLiteStore

from .conftest import NOW, Clock
from .fakeserver import chat_completion, serve

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
USER = "Since 7.2 the nightly sync J-9 fails with HTTP 429 from the CRM."
ASSISTANT = "J-9 sends 240 requests per minute; the CRM allows 100."
TURN = [{"role": "user", "content": USER}, {"role": "assistant", "content": ASSISTANT}]
REPLY = {
    "entries": [
        {"content": USER, "source": "user_assertion", "evidence": USER},
        {"content": ASSISTANT, "source": "verified_assistant_finding", "evidence": ASSISTANT},
    ]
}


def drafts(*texts: str) -> list[MessageDraft]:
    return [MessageDraft(role="user", content=text) for text in texts]


@pytest.fixture
def store(tmp_path: Path) -> Any:
    opened = SQLiteStore(tmp_path / "jobs.db")
    yield opened
    opened.close()


def enqueue(store: SQLiteStore, key: str = "k1", **kwargs: Any) -> tuple[Job, bool]:
    return store.enqueue_turn(
        SCOPE, "t-1", drafts("hello"), turn_key=key, max_attempts=3, now=NOW, **kwargs
    )


def test_enqueue_is_idempotent_per_turn_key(store: SQLiteStore) -> None:
    job, created = enqueue(store)
    again, created_again = enqueue(store)
    assert created and not created_again and again.id == job.id
    assert (job.status, job.attempts, job.max_attempts) == ("pending", 0, 3)
    assert [m.content for m in store.job_messages(job)] == ["hello"]


def test_claim_leases_one_job_and_an_expired_lease_is_taken_over(store: SQLiteStore) -> None:
    job, _ = enqueue(store)
    first = store.claim_job("w1", lease_seconds=60, now=NOW)
    assert first is not None and first.id == job.id
    assert (first.status, first.attempts, first.lease_owner) == ("running", 1, "w1")
    assert store.claim_job("w2", lease_seconds=60, now=NOW + timedelta(seconds=59)) is None
    second = store.claim_job("w2", lease_seconds=60, now=NOW + timedelta(seconds=61))
    assert second is not None and (second.attempts, second.lease_owner) == (2, "w2")
    # The first worker comes back late: its work is refused whole.
    with pytest.raises(LeaseLostError):
        store.finish_job(first, "w1", drafts=[], reinforcements=[], result={}, now=NOW)
    store.finish_job(second, "w2", drafts=[], reinforcements=[], result={"ok": 1}, now=NOW)
    done = store.get_job(job.id)
    assert done is not None and (done.status, done.result) == ("done", {"ok": 1})


def test_failures_back_off_then_fail_for_good_and_can_be_retried(store: SQLiteStore) -> None:
    job, _ = enqueue(store)
    claimed = store.claim_job("w", lease_seconds=60, now=NOW)
    assert claimed is not None
    later = NOW + timedelta(seconds=30)
    pending = store.fail_job(claimed, "w", error="boom", retry_at=later, now=NOW)
    assert (pending.status, pending.last_error, pending.run_after) == ("pending", "boom", later)
    assert store.claim_job("w", lease_seconds=60, now=NOW) is None  # not due yet
    claimed = store.claim_job("w", lease_seconds=60, now=later)
    assert claimed is not None
    failed = store.fail_job(claimed, "w", error="boom again", retry_at=None, now=later)
    assert (failed.status, failed.attempts) == ("failed", 2)
    assert [j.id for j in store.list_jobs(status="failed")] == [job.id]
    with pytest.raises(ValidationError, match="only failed jobs"):
        enqueue(store, key="k2")
        store.retry_job(store.list_jobs(status="pending")[0].id, now=later)
    retried = store.retry_job(job.id, now=later)
    assert (retried.status, retried.attempts) == ("pending", 0)
    with pytest.raises(NotFoundError):
        store.retry_job("nope", now=later)


def test_a_worker_that_dies_on_the_last_attempt_leaves_a_failed_job(store: SQLiteStore) -> None:
    job, _ = store.enqueue_turn(SCOPE, "t-1", drafts("x"), turn_key="k", max_attempts=1, now=NOW)
    assert store.claim_job("w", lease_seconds=1, now=NOW) is not None
    assert store.claim_job("w", lease_seconds=1, now=NOW + timedelta(seconds=5)) is None
    failed = store.get_job(job.id)
    assert failed is not None and failed.status == "failed"
    assert "stopped mid-job" in (failed.last_error or "")


def test_a_message_id_of_an_earlier_turn_is_refused_whole(store: SQLiteStore) -> None:
    store.enqueue_turn(
        SCOPE, "t-1", [MessageDraft("user", "a", id="m1")], turn_key="k1", max_attempts=3, now=NOW
    )
    with pytest.raises(ValidationError, match="already stored"):
        store.enqueue_turn(
            SCOPE,
            "t-1",
            [MessageDraft("user", "b", id="m2"), MessageDraft("user", "c", id="m1")],
            turn_key="k2",
            max_attempts=3,
            now=NOW,
        )
    assert len(store.list_jobs()) == 1


def test_transient_failures_are_retried_and_reported(tmp_path: Path) -> None:
    errors: list[tuple[Exception, Job]] = []
    llm = TestLLM([ProviderError("rate limited"), RuntimeError("socket closed"), REPLY])
    config = Config(retry_base_seconds=0)
    with Memory.open(
        tmp_path / "m.db",
        embedder=TestEmbedder(),
        llm=llm,
        config=config,
        worker=False,
        on_error=lambda exc, job: errors.append((exc, job)),
    ) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN)
        assert memory.process_jobs() == 3
        done = memory.jobs()[0]
        assert (done.id, done.status, done.attempts) == (job.id, "done", 3)
        assert sorted(e.content for e in memory.timeline(SCOPE)) == sorted([USER, ASSISTANT])
    assert [str(e) for e, _ in errors] == ["rate limited", "socket closed"]
    assert [j.status for _, j in errors] == ["pending", "pending"]


def test_out_of_attempts_the_job_stays_failed_with_its_error(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    db = tmp_path / "m.db"
    config = Config(max_attempts=2, retry_base_seconds=0)
    llm = TestLLM(default=ProviderError("model unreachable"))
    with Memory.open(db, embedder=TestEmbedder(), llm=llm, config=config, worker=False) as memory:
        returned = memory.after_turn(SCOPE, "t-1", TURN, sync=True)  # never raises
        assert returned.status == "pending"
        memory.process_jobs()
        (failed,) = memory.jobs()
    assert (failed.status, failed.attempts) == ("failed", 2)
    assert failed.last_error == "ProviderError: model unreachable"
    records = [r for r in caplog.records if r.name == "episodic-memory"]
    assert [r.levelname for r in records] == ["WARNING", "ERROR"]
    # The operator sees it and restarts it once the model is back.
    listing = CliRunner().invoke(main, ["jobs", "--db", str(db)])
    assert "failed" in listing.stdout and "model unreachable" in listing.stdout
    retry = CliRunner().invoke(main, ["jobs", "retry", failed.id, "--db", str(db)])
    assert retry.exit_code == 0 and "pending again" in retry.stdout
    with Memory.open(
        db, embedder=TestEmbedder(), llm=TestLLM([REPLY]), config=config, worker=False
    ) as memory:
        assert memory.process_jobs() == 1
        assert memory.jobs()[0].status == "done"
        assert len(memory.timeline(SCOPE)) == 2
    missing = CliRunner().invoke(main, ["jobs", "retry", "nope", "--db", str(db)])
    assert missing.exit_code == 2 and "No job" in missing.stderr


def test_after_turn_returns_before_the_model_answers(tmp_path: Path) -> None:
    release = threading.Event()

    def slow(system: str, prompt: str) -> dict[str, Any]:
        release.wait(10)
        return REPLY

    with Memory.open(tmp_path / "m.db", embedder=TestEmbedder(), llm=TestLLM([slow])) as memory:
        start = time.perf_counter()
        job = memory.after_turn(SCOPE, "t-1", TURN)
        assert time.perf_counter() - start < 0.5
        assert job.status == "pending" and memory.timeline(SCOPE) == []
        release.set()
        deadline = time.monotonic() + 10
        while memory.jobs()[0].status != "done" and time.monotonic() < deadline:
            time.sleep(0.01)
        assert len(memory.timeline(SCOPE)) == 2
    # close() stopped the worker thread.
    assert not any(t.name == "episodic-worker" and t.is_alive() for t in threading.enumerate())


def test_the_same_turn_submitted_twice_at_once_is_stored_once(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    Memory.open(db, embedder=TestEmbedder(), worker=False).close()
    barrier = threading.Barrier(4)
    jobs: list[Job] = []

    def submit() -> None:
        llm = TestLLM(default=REPLY)
        with Memory.open(db, embedder=TestEmbedder(), llm=llm, worker=False) as memory:
            barrier.wait()
            jobs.append(memory.after_turn(SCOPE, "t-1", TURN, sync=True))

    threads = [threading.Thread(target=submit) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert len({job.id for job in jobs}) == 1
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        entries = memory.timeline(SCOPE)
        assert sorted(e.content for e in entries) == sorted([USER, ASSISTANT])
        assert all(len(e.sources) == 1 for e in entries)  # extracted once, not reinforced
        (job,) = memory.jobs()
        assert (job.status, job.attempts) == ("done", 1)


def _worker(db: Path, url: str, *extra: str) -> subprocess.Popen[str]:
    command = Path(sys.executable).parent / "episodic"
    return subprocess.Popen(
        [
            *(str(command), "worker", "--db", str(db), "--embedder", "test"),
            *("--llm", "openai:scripted", "--llm-base-url", url, "--lease-seconds", "1", *extra),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "OPENAI_API_KEY": "", "HF_HUB_OFFLINE": "1"},
    )


def test_a_worker_process_killed_mid_job_loses_nothing_and_stores_once(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN)
    started, release = threading.Event(), threading.Event()

    def hang(_: dict[str, Any]) -> tuple[int, Any]:
        started.set()
        release.wait(30)
        return 200, chat_completion("{}")

    with serve() as server:
        server.replies = [hang]
        server.default = (200, chat_completion(__import__("json").dumps(REPLY)))
        process = _worker(db, server.url)
        try:
            assert started.wait(30), "the worker never called the model"
            os.kill(process.pid, signal.SIGKILL)  # mid-job: the model call is in flight
        finally:
            release.set()
            if process.poll() is None:
                process.kill()
            process.communicate(timeout=10)  # reaps it and closes its pipes
        with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
            (stuck,) = memory.jobs()
            assert (stuck.id, stuck.status, stuck.attempts) == (job.id, "running", 1)
            assert memory.timeline(SCOPE) == []
        time.sleep(1.2)  # let the dead worker's lease run out
        restarted = _worker(db, server.url, "--once")
        out, err = restarted.communicate(timeout=60)
        assert restarted.returncode == 0, err
        assert "Ran 1 job" in out
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        (finished,) = memory.jobs()
        assert (finished.status, finished.attempts) == ("done", 2)
        entries = memory.timeline(SCOPE)
        assert sorted(e.content for e in entries) == sorted([USER, ASSISTANT])
        assert all(len(e.sources) == 1 for e in entries)
        again = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert again.id == job.id and len(memory.timeline(SCOPE)) == 2


def test_jobs_cli_lists_as_json(tmp_path: Path, clock: Clock) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.after_turn(SCOPE, "t-1", TURN)
    result = CliRunner().invoke(main, ["jobs", "--db", str(db), "--json"])
    assert result.exit_code == 0
    (row,) = __import__("json").loads(result.stdout)
    assert (row["status"], row["agent"], row["thread_id"]) == ("pending", "bot", "t-1")
    assert CliRunner().invoke(main, ["jobs", "--db", str(db), "--status", "done"]).stdout == (
        "No jobs.\n"
    )
    ran = CliRunner().invoke(main, ["worker", "--db", str(db), "--embedder", "test", "--once"])
    assert ran.exit_code == 0 and "Ran 1 job" in ran.stdout
    logging.getLogger("episodic-memory")  # the logger name users configure

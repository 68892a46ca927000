"""The durable job queue, on SQLite and PostgreSQL: claims, leases, retries, failures, handlers
by kind, crashes and races."""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from episodic import (
    Config,
    EpisodesConfig,
    JobsConfig,
    Memory,
    MessagesConfig,
    Models,
    NotFoundError,
    ProviderError,
    Scope,
    TestEmbedder,
    TestLLM,
    ValidationError,
)
from episodic.cli import main
from episodic.governance.gate.screen import passed
from episodic.jobs import Outcome, Worker
from episodic.models import Job, JobRequest, MessageDraft, Turn
from episodic.models.jobs import MAX_TAKEOVERS
from episodic.stores import Store, Tx, open_store
from episodic.stores import jobs as job_rows
from episodic.stores import messages as message_rows
from tests.conftest import NOW, Clock
from tests.fakeserver import chat_completion, serve
from tests.storeops import count, listing
from tests.stores.test_store_postgres import _drafts

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
# These tests follow one job per turn through the queue: the messages tier's embedding job
# is left out (messages.search off), and so is the idle-session check episodes delay, so the
# extraction job is the turn's only job.
ONE_JOB = MessagesConfig(search=False)
NO_EPISODES = EpisodesConfig(enabled=False)
USER = "Since 7.2 the nightly sync J-9 fails with HTTP 429 from the CRM."
ASSISTANT = "J-9 sends 240 requests per minute; the CRM allows 100."
TURN = [{"role": "user", "content": USER}, {"role": "assistant", "content": ASSISTANT}]
REPLY = {
    "entries": [
        {"content": USER, "source": "user_assertion", "evidence": USER},
        {"content": ASSISTANT, "source": "verified_assistant_finding", "evidence": ASSISTANT},
    ]
}


def request(key: str = "k1", kind: str = "test", **payload: Any) -> JobRequest:
    return JobRequest(kind=kind, key=key, scope=SCOPE, thread_id="t-1", payload=payload)


def enqueue(store: Store, *requests: JobRequest, attempts: int = 3) -> list[tuple[Job, bool]]:
    with store.write() as tx:
        return [job_rows.enqueue(tx, r, max_attempts=attempts, now=NOW) for r in requests]


def claim(store: Store, worker: str, now: datetime, kinds: tuple[str, ...] = ("test",)) -> Job:
    with store.write() as tx:
        job = job_rows.claim(tx, worker, kinds=kinds, lease_seconds=60, now=now)
    assert job is not None
    return job


def nothing_to_claim(store: Store, now: datetime, kinds: tuple[str, ...] = ("test",)) -> bool:
    with store.write() as tx:
        return job_rows.claim(tx, "w", kinds=kinds, lease_seconds=60, now=now) is None


def stored(store: Store, job_id: str) -> Job:
    with store.read() as tx:
        job = job_rows.get(tx, job_id)
    assert job is not None
    return job


class Scripted:
    """A handler of kind ``test`` that writes the drafts it is given, after an optional wait."""

    kind = "test"

    def __init__(self, seed: int = 1, wait: threading.Event | None = None) -> None:
        self.seed = seed
        self.wait = wait
        self.started = threading.Event()
        self.runs = 0

    def run(self, job: Job, now: datetime) -> Outcome:
        self.runs += 1
        self.started.set()
        if self.wait is not None:
            self.wait.wait(10)
        drafts = _drafts(job.scope, 2, seed=self.seed)

        def apply(tx: Tx) -> None:
            from episodic.stores import entries

            entries.write_drafts(tx, [passed(d, origin="test") for d in drafts])

        return Outcome(write=apply, result={"written": len(drafts), **job.payload})


def worker(store: Store, *handlers: Any, clock: Clock | None = None) -> Worker:
    return Worker(
        store,
        {h.kind: h for h in handlers},
        config=JobsConfig(retry_base_seconds=0, lease_seconds=60),
        clock=clock or Clock(),
    )


# -- the queue itself -----------------------------------------------------------------------


def test_a_request_is_queued_once_per_kind_and_key_with_its_payload(store: Store) -> None:
    [(job, created)] = enqueue(store, request(turn="T", known=["a", "b"]))
    [(again, created_again)] = enqueue(store, request(turn="other"))
    assert created and not created_again and again.id == job.id
    assert (job.kind, job.key, job.thread_id) == ("test", "k1", "t-1")
    assert job.payload == again.payload == {"turn": "T", "known": ["a", "b"]}
    assert (job.status, job.attempts, job.max_attempts) == ("pending", 0, 3)
    # Another kind may use the same key; a job of no user (a tenant-wide task) is allowed.
    [(other, new)] = enqueue(store, request(kind="sweep"))
    tenant_wide = JobRequest(kind="sweep", key="k9", scope=Scope(tenant="acme"))
    [(sweep, _)] = enqueue(store, tenant_wide)
    assert new and other.id != job.id
    assert (sweep.scope.agent, sweep.scope.user, sweep.thread_id) == (None, None, None)


def test_claim_leases_one_job_and_an_expired_lease_is_taken_over(store: Store) -> None:
    [(job, _)] = enqueue(store, request())
    first = claim(store, "w1", NOW)
    assert (first.id, first.status, first.attempts, first.lease_owner) == (
        job.id,
        "running",
        1,
        "w1",
    )
    assert nothing_to_claim(store, NOW + timedelta(seconds=59))
    second = claim(store, "w2", NOW + timedelta(seconds=61))
    assert (second.attempts, second.takeovers, second.lease_owner) == (1, 1, "w2")
    with store.write() as tx:
        assert not job_rows.holds(tx, first, "w1")
        assert job_rows.holds(tx, second, "w2")


def test_the_worker_that_lost_its_lease_writes_nothing_and_the_new_one_finishes(
    store: Store,
) -> None:
    release = threading.Event()
    slow, fast = Scripted(seed=9, wait=release), Scripted(seed=9)
    late, current = (
        worker(store, slow),
        worker(store, fast, clock=Clock(NOW + timedelta(minutes=2))),
    )
    enqueue(store, request(note="n"))
    first = claim(store, late.name, NOW)
    second = claim(store, current.name, NOW + timedelta(seconds=61))
    # The first worker comes back late: its work is refused whole, and its failure ignored.
    release.set()
    after = late.run(first)
    assert (after.status, after.lease_owner) == ("running", current.name)
    assert count(store, SCOPE) == 0
    with store.write() as tx:
        ignored = job_rows.fail(tx, first, late.name, error="late", retry_at=None, now=NOW)
    assert ignored.status == "running"
    done = current.run(second)
    assert (done.status, done.attempts, done.takeovers) == ("done", 1, 1)
    seconds = done.result.pop("seconds")
    assert done.result == {"written": 2, "note": "n", "attempt": 1} and seconds >= 0
    assert count(store, SCOPE) == 2


def test_failures_back_off_then_fail_for_good_and_can_be_retried(store: Store) -> None:
    [(job, _)] = enqueue(store, request())
    claimed = claim(store, "w", NOW)
    later = NOW + timedelta(seconds=30)
    with store.write() as tx:
        pending = job_rows.fail(tx, claimed, "w", error="boom", retry_at=later, now=NOW)
    assert (pending.status, pending.last_error, pending.run_after) == ("pending", "boom", later)
    assert nothing_to_claim(store, NOW)  # not due yet
    claimed = claim(store, "w", later)
    with store.write() as tx:
        failed = job_rows.fail(tx, claimed, "w", error="boom again", retry_at=None, now=later)
    assert (failed.status, failed.attempts) == ("failed", 2)
    with store.read() as tx:
        assert [j.id for j in job_rows.listing(tx, status="failed", limit=10)] == [job.id]
    [(other, _)] = enqueue(store, request("k2"))
    with pytest.raises(ValidationError, match="only failed jobs"), store.write() as tx:
        job_rows.retry(tx, other.id, now=later)
    with store.write() as tx:
        retried = job_rows.retry(tx, job.id, now=later)
    assert (retried.status, retried.attempts) == ("pending", 0)
    with pytest.raises(NotFoundError), store.write() as tx:
        job_rows.retry(tx, "nope", now=later)


def test_a_killed_worker_costs_no_attempt_and_the_job_is_taken_over(store: Store) -> None:
    [(job, _)] = enqueue(store, request(), attempts=1)
    first = claim(store, "w1", NOW)
    # w1 is killed on the only attempt the job has: its lease runs out, w2 takes the job
    # over in the same attempt, and w1 (were it only stalled) can no longer write.
    taken = claim(store, "w2", NOW + timedelta(seconds=61))
    assert (taken.id, taken.attempts, taken.takeovers) == (job.id, 1, 1)
    assert "w1 stopped renewing its lease" in (taken.last_error or "")
    with store.write() as tx:
        assert not job_rows.holds(tx, first, "w1")
        assert job_rows.holds(tx, taken, "w2")
        job_rows.complete(tx, taken, result={}, now=NOW)
    assert stored(store, job.id).status == "done"


def test_a_job_that_keeps_killing_its_workers_fails_after_the_takeover_limit(
    store: Store,
) -> None:
    [(job, _)] = enqueue(store, request(), attempts=3)
    at = NOW
    for number in range(MAX_TAKEOVERS):
        taken = claim(store, f"w{number}", at)
        assert (taken.attempts, taken.takeovers) == (1, number)
        at += timedelta(seconds=61)
    assert nothing_to_claim(store, at)
    failed = stored(store, job.id)
    assert (failed.status, failed.attempts, failed.takeovers) == ("failed", 1, MAX_TAKEOVERS - 1)
    assert f"{MAX_TAKEOVERS} workers stopped while running it" in (failed.last_error or "")


def test_a_worker_claims_only_the_kinds_it_has_handlers_for(store: Store) -> None:
    enqueue(store, request("a", kind="unknown"), request("b", kind="test"))
    runner = worker(store, Scripted())
    assert runner.run_until_idle() == 1
    with store.read() as tx:
        jobs = {j.kind: j.status for j in job_rows.listing(tx, status=None, limit=10)}
    assert jobs == {"unknown": "pending", "test": "done"}


def test_a_handler_whose_writes_fail_leaves_nothing_and_the_job_retries(store: Store) -> None:
    class Failing(Scripted):
        def run(self, job: Job, now: datetime) -> Outcome:
            outcome = super().run(job, now)

            def apply(tx: Tx) -> None:
                outcome.write(tx)  # rows written, then the handler's write fails
                raise RuntimeError("disk full while writing")

            return Outcome(write=apply, result=outcome.result)

    enqueue(store, request())
    after = worker(store, Failing()).run(claim(store, "x", NOW))
    # The claim was made by another name, so this worker never held it: nothing happens.
    assert after.status == "running" and count(store, SCOPE) == 0
    runner = worker(store, Failing())
    failed_once = runner.run(claim(store, runner.name, NOW + timedelta(seconds=61)))
    assert failed_once.status == "pending" and "disk full" in (failed_once.last_error or "")
    assert count(store, SCOPE) == 0  # the writes rolled back with the job's completion


def test_concurrent_workers_never_share_a_job(store: Store) -> None:
    ids = {job.id for job, _ in enqueue(store, *(request(f"k{i}") for i in range(30)))}

    def drain(name: str) -> list[str]:
        taken = []
        while True:
            with store.write() as tx:
                job = job_rows.claim(tx, name, kinds=("test",), lease_seconds=60, now=NOW)
            if job is None:
                return taken
            taken.append(job.id)

    with ThreadPoolExecutor(max_workers=6) as pool:
        batches = list(pool.map(drain, [f"w{i}" for i in range(6)]))
    taken = [job_id for batch in batches for job_id in batch]
    assert sorted(taken) == sorted(ids)


# -- turns and their messages ---------------------------------------------------------------


def _turn(key: str, *drafts: MessageDraft) -> Turn:
    return Turn(SCOPE, "t-1", drafts, key, (), NOW)


def test_a_turn_is_stored_once_and_a_message_id_of_an_earlier_turn_is_refused(
    store: Store,
) -> None:
    first = _turn("k1", MessageDraft("user", "a", id="m1"), MessageDraft("user", "b"))
    for _ in range(2):  # the same turn again adds nothing
        with store.write() as tx:
            message_rows.store_turn(tx, passed(first, origin="test"))
    with store.read() as tx:
        assert [m.content for m in message_rows.turn_messages(tx, SCOPE, "k1")] == ["a", "b"]
    clash = _turn("k2", MessageDraft("user", "c", id="m2"), MessageDraft("user", "d", id="m1"))
    with pytest.raises(ValidationError, match="already stored"), store.write() as tx:
        message_rows.store_turn(tx, passed(clash, origin="test"))
        job_rows.enqueue(tx, request("k2"), max_attempts=3, now=NOW)
    with store.read() as tx:
        assert message_rows.turn_messages(tx, SCOPE, "k2") == []
        assert job_rows.listing(tx, status=None, limit=10) == []


def test_after_turn_refuses_a_reused_message_id_whole(memory: Memory) -> None:
    first = memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": "a", "id": "m1"}])
    with pytest.raises(ValidationError, match="already stored"):
        memory.after_turn(
            SCOPE,
            "t-1",
            [
                {"role": "user", "content": "b", "id": "m2"},
                {"role": "user", "content": "c", "id": "m1"},
            ],
        )
    assert first is not None
    # The refused turn queued none: every job is the first turn's (its extraction and the
    # idle-session check keyed by it).
    assert all(first.key in job.key for job in memory.jobs.list())


def test_injected_memory_travels_in_the_job_not_in_the_messages(
    db_path: Path | str, store: Store
) -> None:
    llm = TestLLM()
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), worker=False
    ) as memory:
        memory.remember(SCOPE, "Nightly sync J-9 was moved to 02:00 UTC last week.")
        context = memory.before_turn(SCOPE, "t-1", "nightly sync J-9 schedule")
        assert context.entries
        job = memory.after_turn(SCOPE, "t-1", TURN, injected=context)
        assert job.payload == {
            "turn": job.key,
            "known": ["Nightly sync J-9 was moved to 02:00 UTC last week."],
            "known_ids": [context.entries[0].entry.id],
        }
        with store.read() as tx:
            roles = [m.role for m in message_rows.turn_messages(tx, SCOPE, job.key)]
        assert roles == ["user", "assistant"]
        memory.jobs.run_pending()
    assert "<known-memory>" in llm.calls[0].prompt
    assert "moved to 02:00 UTC" in llm.calls[0].prompt


# -- through the memory ---------------------------------------------------------------------


def test_transient_failures_are_retried_and_reported(db_path: Path | str) -> None:
    errors: list[tuple[Exception, Job]] = []
    llm = TestLLM([ProviderError("rate limited"), RuntimeError("socket closed"), REPLY])
    config = Config(jobs=JobsConfig(retry_base_seconds=0), messages=ONE_JOB, episodes=NO_EPISODES)
    with Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(extraction=llm),
        config=config,
        worker=False,
        on_error=lambda exc, job: errors.append((exc, job)),
    ) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN)
        assert memory.jobs.run_pending() == 3
        done = memory.jobs.list()[0]
        assert (done.id, done.status, done.attempts) == (job.id, "done", 3)
        assert sorted(e.content for e in memory.timeline(SCOPE)) == sorted([USER, ASSISTANT])
    assert [str(e) for e, _ in errors] == ["rate limited", "socket closed"]
    assert [j.status for _, j in errors] == ["pending", "pending"]


def test_out_of_attempts_the_job_stays_failed_with_its_error(
    db_path: Path | str, caplog: pytest.LogCaptureFixture
) -> None:
    db = str(db_path)
    config = Config(
        jobs=JobsConfig(max_attempts=2, retry_base_seconds=0),
        messages=ONE_JOB,
        episodes=NO_EPISODES,
    )
    llm = TestLLM(default=ProviderError("model unreachable"))
    with Memory.open(
        db, embedder=TestEmbedder(), models=Models(extraction=llm), config=config, worker=False
    ) as memory:
        returned = memory.after_turn(SCOPE, "t-1", TURN, sync=True)  # never raises
        assert returned.status == "pending"
        memory.jobs.run_pending()
        (failed,) = memory.jobs.list()
    assert (failed.status, failed.attempts) == ("failed", 2)
    assert failed.last_error == "ProviderError: model unreachable"
    records = [r for r in caplog.records if r.name == "episodic"]
    assert [r.levelname for r in records] == ["WARNING", "ERROR"]
    # The operator sees it and restarts it once the model is back.
    listing_out = CliRunner().invoke(main, ["jobs", "--db", db])
    assert "failed" in listing_out.stdout and "model unreachable" in listing_out.stdout
    retry = CliRunner().invoke(main, ["jobs", "retry", failed.id, "--db", db])
    assert retry.exit_code == 0 and "pending again" in retry.stdout
    with Memory.open(
        db,
        embedder=TestEmbedder(),
        models=Models(extraction=TestLLM([REPLY])),
        config=config,
        worker=False,
    ) as memory:
        assert memory.jobs.run_pending() == 1
        assert memory.jobs.list()[0].status == "done"
        assert len(memory.timeline(SCOPE)) == 2
        with pytest.raises(NotFoundError, match="No job"):
            memory.jobs.get("nope")
    missing = CliRunner().invoke(main, ["jobs", "retry", "nope", "--db", db])
    assert missing.exit_code == 3 and "No job" in missing.stderr  # 3: not found


def test_after_turn_returns_before_the_model_answers(db_path: Path | str) -> None:
    release = threading.Event()

    def slow(system: str, prompt: str) -> dict[str, Any]:
        release.wait(60)  # the model answers only once the test has seen after_turn return
        return REPLY

    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=TestLLM([slow]))
    ) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN)
        # Had after_turn waited for the model, the job would be done by now.
        assert job.status == "pending" and memory.timeline(SCOPE) == []
        release.set()
        deadline = time.monotonic() + 60  # only keeps a broken build from hanging
        while memory.jobs.get(job.id).status != "done":
            assert time.monotonic() < deadline, "the job never finished"
            time.sleep(0.01)
        assert len(memory.timeline(SCOPE)) == 2
    # close() stopped the worker thread.
    assert not any(t.name == "episodic-worker" and t.is_alive() for t in threading.enumerate())


def test_the_same_turn_submitted_twice_at_once_is_stored_once(db_path: Path | str) -> None:
    config = Config(messages=ONE_JOB, episodes=NO_EPISODES)
    Memory.open(db_path, embedder=TestEmbedder(), worker=False).close()
    barrier = threading.Barrier(4)
    jobs: list[Job] = []

    def submit() -> None:
        llm = TestLLM(default=REPLY)
        with Memory.open(
            db_path,
            embedder=TestEmbedder(),
            models=Models(extraction=llm),
            config=config,
            worker=False,
        ) as memory:
            barrier.wait()
            jobs.append(memory.after_turn(SCOPE, "t-1", TURN, sync=True))

    threads = [threading.Thread(target=submit) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert len({job.id for job in jobs}) == 1
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        entries = memory.timeline(SCOPE)
        assert sorted(e.content for e in entries) == sorted([USER, ASSISTANT])
        assert all(len(e.sources) == 1 for e in entries)  # extracted once, not reinforced
        (job,) = memory.jobs.list()
        assert (job.status, job.attempts) == ("done", 1)
    store = open_store(db_path)
    try:
        with store.read() as tx:
            assert len(message_rows.turn_messages(tx, SCOPE, job.key)) == 2  # stored once
    finally:
        store.close()


def _worker_process(db: str, url: str, *extra: str) -> subprocess.Popen[str]:
    command = Path(sys.executable).parent / "episodic"
    return subprocess.Popen(
        [
            *(str(command), "worker", "--db", db, "--embedder", "test"),
            *("--llm", "openai:scripted", "--llm-base-url", url, "--lease-seconds", "1"),
            *("--prompt-style", "full", *extra),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "OPENAI_API_KEY": "", "HF_HUB_OFFLINE": "1"},
    )


def test_a_worker_process_killed_mid_job_loses_nothing_and_stores_once(
    db_path: Path | str,
) -> None:
    db = str(db_path)
    config = Config(messages=ONE_JOB, episodes=NO_EPISODES)
    with Memory.open(db, embedder=TestEmbedder(), config=config, worker=False) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN)
    started, release = threading.Event(), threading.Event()

    def hang(_: dict[str, Any]) -> tuple[int, Any]:
        started.set()
        release.wait(30)
        return 200, chat_completion("{}")

    with serve() as server:
        server.replies = [hang]
        server.default = (200, chat_completion(json.dumps(REPLY)))
        process = _worker_process(db, server.url, "--lease-seconds", "600")
        try:
            assert started.wait(60), "the worker never called the model"
            os.kill(process.pid, signal.SIGKILL)  # mid-job: the model call is in flight
        finally:
            release.set()
            if process.poll() is None:
                process.kill()
            process.communicate(timeout=10)  # reaps it and closes its pipes
        with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
            (stuck,) = memory.jobs.list()
            assert (stuck.id, stuck.status, stuck.attempts) == (job.id, "running", 1)
            assert memory.timeline(SCOPE) == []
        # No wait for the lease to run out: a starting worker releases a dead process's jobs.
        restarted = _worker_process(db, server.url, "--once")
        out, err = restarted.communicate(timeout=120)
        assert restarted.returncode == 0, err
        assert "Ran 1 job" in out
    with Memory.open(db, embedder=TestEmbedder(), config=config, worker=False) as memory:
        (finished,) = memory.jobs.list()
        assert (finished.status, finished.attempts, finished.takeovers) == ("done", 1, 1)
        entries = memory.timeline(SCOPE)
        assert sorted(e.content for e in entries) == sorted([USER, ASSISTANT])
        assert all(len(e.sources) == 1 for e in entries)
        again = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert again.id == job.id and len(memory.timeline(SCOPE)) == 2


def test_jobs_cli_lists_as_json(db_path: Path | str, clock: Clock) -> None:
    db = str(db_path)
    config = Config(messages=ONE_JOB, episodes=NO_EPISODES)
    with Memory.open(db, embedder=TestEmbedder(), clock=clock, config=config, worker=False) as m:
        m.after_turn(SCOPE, "t-1", TURN)
    result = CliRunner().invoke(main, ["jobs", "--db", db, "--json"])
    assert result.exit_code == 0
    (row,) = json.loads(result.stdout)
    assert (row["status"], row["kind"], row["agent"], row["thread_id"]) == (
        "pending",
        "extract_entries",
        "bot",
        "t-1",
    )
    assert CliRunner().invoke(main, ["jobs", "--db", db, "--status", "done"]).stdout == (
        "No jobs.\n"
    )
    ran = CliRunner().invoke(main, ["worker", "--db", db, "--embedder", "test", "--once"])
    assert ran.exit_code == 0 and "Ran 1 job" in ran.stdout
    assert logging.getLogger("episodic").name == "episodic"  # the logger name users configure
    store = open_store(db)
    try:
        assert [e.content for e in listing(store, SCOPE)] == [USER]  # the offline extractor
    finally:
        store.close()


def test_jobs_list_pages_with_an_offset_and_refuses_a_negative_one(tmp_path: Path) -> None:
    from episodic import Memory, Scope, TestEmbedder
    from episodic.errors import ValidationError

    scope = Scope(tenant="acme", agent="bot", user="u-1")
    with Memory.open(tmp_path / "m.db", embedder=TestEmbedder(), worker=False) as memory:
        for n in range(3):
            memory.after_turn(scope, f"t-{n}", [{"role": "user", "content": f"Order {n} late."}])
        everything = [job.id for job in memory.jobs.list(limit=100)]
        assert len(everything) >= 3
        paged = [
            job.id for n in range(len(everything)) for job in memory.jobs.list(limit=1, offset=n)
        ]
        assert paged == everything
        assert memory.jobs.list(limit=5, offset=len(everything)) == []
        with pytest.raises(ValidationError, match="offset"):
            memory.jobs.list(offset=-1)

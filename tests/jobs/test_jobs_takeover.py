"""Killing a worker costs a job no attempt, on a database of the previous release too, and a
failed job says why through the REST API.

Before schema step 15, a lease that ran out counted as an attempt: a job whose workers were
killed a few times ended ``failed`` although its handler never raised. Now only a handler's
error uses up an attempt, and takeovers are counted apart.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from episodic import Config, Memory, Models, Scope, TestEmbedder, TestLLM
from episodic.config import JobsConfig
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings
from episodic.stores import jobs as job_rows
from episodic.stores import open_store
from tests.conftest import Clock, restored_database
from tests.serving import running

# Just after the fixture was written; its delayed jobs fall due 30 minutes later.
WRITTEN = datetime(2026, 11, 22, 12, 5, tzinfo=UTC)
SCOPE = Scope(tenant="acme", agent="bot", user="u-1")


@pytest.fixture
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-14 database (the release before this step), on the backend."""
    yield from restored_database("schema14-db09a76", backend, tmp_path, request)


def test_old_jobs_open_with_no_takeovers_and_a_kill_costs_no_attempt(old_database: str) -> None:
    clock = Clock(WRITTEN)
    store = open_store(old_database)
    with Memory.open(store, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        # The old jobs, and those opening queued for messages (not the entries' sentences).
        jobs = [job for job in memory.jobs.list(limit=100) if job.kind != "entry_sentences"]
        assert len(jobs) == 24 and {job.takeovers for job in jobs} == {0}
        statuses = sorted(job.status for job in jobs)
        assert statuses.count("failed") == 3 and statuses.count("pending") == 6
        clock.moment = WRITTEN + timedelta(hours=1)  # the delayed jobs are due
        with store.write() as tx:
            first = job_rows.claim(
                tx, "w1", kinds=["summarize_session"], lease_seconds=60, now=clock()
            )
        assert first is not None and (first.attempts, first.takeovers) == (1, 0)
        # w1 is killed: after its lease, w2 takes the same attempt over.
        with store.write() as tx:
            taken = job_rows.claim(
                tx, "w2", kinds=["summarize_session"], lease_seconds=60,
                now=clock() + timedelta(seconds=61),
            )  # fmt: skip
        assert taken is not None and taken.id == first.id
        assert (taken.attempts, taken.takeovers, taken.lease_owner) == (1, 1, "w2")
        failed = memory.jobs.list(status="failed", limit=10)[0]
        retried = memory.jobs.retry(failed.id)
        assert (retried.status, retried.attempts, retried.takeovers) == ("pending", 0, 0)


def _broken(system: str, prompt: str) -> Any:
    raise RuntimeError("the extraction model is down (HTTP 503 from the provider)")


def test_a_failed_job_says_why_over_http(db_path: Path | str, clock: Clock) -> None:
    config = Config(jobs=JobsConfig(max_attempts=1))
    models = Models(extraction=TestLLM(default=_broken))
    turn = {
        "thread": "t-1",
        "messages": [
            {"role": "user", "content": "Export job EX-12 stalls at 99% on files over 2 GB."},
            {"role": "assistant", "content": "I will look into EX-12."},
        ],
    }
    with (
        Memory.open(
            db_path, embedder=TestEmbedder(), models=models, config=config, clock=clock,
            worker=False,
        ) as memory,
        running(create_app(ServerSettings(db=str(db_path)), memory)) as url,
        httpx.Client(base_url=url) as api,
    ):  # fmt: skip
        done = api.post("/v1/agents/bot/users/u-1/after_turn?sync=true", json=turn)
        assert done.status_code == 200, done.text
        job_id = done.json()["job"]["id"]
        listed = api.get("/v1/jobs", params={"status": "failed"}).json()["items"]
        assert [item["id"] for item in listed] == [job_id]
        one = api.get(f"/v1/jobs/{job_id}").json()
        assert one["status"] == "failed" and one["attempts"] == 1 and one["takeovers"] == 0
        assert "RuntimeError: the extraction model is down (HTTP 503" in one["last_error"]
        again = api.post(f"/v1/jobs/{job_id}/retry")
        assert again.status_code == 200 and again.json()["status"] == "pending"

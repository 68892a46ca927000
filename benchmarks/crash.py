"""``python -m benchmarks crash``: SIGKILL a server again and again while a client posts turns.

For each backend, a real ``episodic serve`` process (its worker on, the offline extractor) is
started ``kills`` times; each time a client posts ``rate`` turns a second, and after a random
1 to ``max_up`` seconds the process is killed with SIGKILL (no shutdown, no hand-back: the job
in flight keeps its lease until it runs out). A turn counts as acknowledged when
``after_turn`` answered 200. Then the server is started once more, left alone, and timed until
no job is due or running (read from the database, so watching costs the server nothing).

Before that last start, a server without a worker takes ``backlog`` more turns and is killed
too, so the restart finds a real backlog (the case where a queue of hundreds of jobs once sat
for minutes): its drain time and rate are the worker's full speed after a crash.

Printed per backend: kills, acknowledged turns, acknowledged turns whose extraction did not
end ``done`` with an entry, failed jobs, jobs queued at the restart, the seconds from the
restart to an empty queue (and to the server answering), and the worker's rate meanwhile.
Every turn the client sends states a failure with an identifier and a diagnostic word, so the
offline extractor keeps an entry from each.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from benchmarks.servers import Server, databases, unfinished

Echo = Callable[[str], None]
_USERS = 4


def _turn(rng: np.random.Generator, index: int) -> list[dict[str, str]]:
    """A turn whose user message the offline extractor keeps (a failure and an identifier)."""
    what = str(rng.choice(["export", "invoice", "webhook", "backup", "sync", "upload"]))
    user = f"Since build 7.{index} the {what} job JOB-{index} fails with error 500 for T-{index}."
    return [
        {"role": "user", "content": user},
        {"role": "assistant", "content": f"I will look at JOB-{index}."},
    ]


@dataclass
class Crash:
    """What one backend's kill loop measured."""

    backend: str
    kills: int
    acknowledged: int = 0
    without_entries: int = 0
    failed_jobs: int = 0
    queued_at_restart: int = 0
    drain_seconds: float | None = None
    answering_seconds: float = 0.0
    jobs_run: int = 0
    failures: list[str] = field(default_factory=list)


def _post_turns(
    url: str, stop: threading.Event, start: int, rate: float, acked: list[tuple[int, str]]
) -> None:
    """Post ``rate`` turns a second until ``stop`` (or the server dies); note each
    acknowledged one's job id."""
    rng = np.random.default_rng(start)
    index = start
    with httpx.Client(timeout=30) as http:
        while not stop.wait(1 / rate if index > start else 0):
            user = index % _USERS
            try:
                response = http.post(
                    f"{url}/v1/agents/support/users/u-{user}/after_turn",
                    json={"thread": f"t-{user}", "messages": _turn(rng, index)},
                )
            except httpx.HTTPError:
                return  # killed mid-request: this turn is not acknowledged
            if response.status_code == 200:
                job = response.json()["job"]
                acked.append((index, job["id"]))
            index += 1


def _post_count(url: str, start: int, count: int, acked: list[tuple[int, str]]) -> None:
    """Post ``count`` turns as fast as the server takes them."""
    rng = np.random.default_rng(start)
    with httpx.Client(timeout=60) as http:
        for index in range(start, start + count):
            user = index % _USERS
            response = http.post(
                f"{url}/v1/agents/support/users/u-{user}/after_turn",
                json={"thread": f"t-{user}", "messages": _turn(rng, index)},
            )
            if response.status_code == 200:
                acked.append((index, response.json()["job"]["id"]))


def _failed(url: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    offset: int | None = 0
    while offset is not None:
        page = httpx.get(
            f"{url}/v1/jobs",
            params={"status": "failed", "limit": 1000, "offset": offset},
            timeout=60,
        ).json()
        found += page["items"]
        offset = page["next_offset"]
    return found


def run_backend(
    backend: str,
    db: str,
    folder: Path,
    *,
    kills: int,
    max_up: float,
    rate: float,
    backlog: int,
    embedder: str,
    echo: Echo,
) -> Crash:
    """The kill loop, the restart and the checks for one database."""
    crash = Crash(backend, kills)
    acked: list[tuple[int, str]] = []
    chance = random.Random(kills)
    log = folder / f"crash-{backend}.log"
    for kill in range(kills):
        server = Server(db, embedder, log).start()
        server.wait()
        stop = threading.Event()
        client = threading.Thread(
            target=_post_turns, args=(server.url, stop, kill * 10_000, rate, acked)
        )
        client.start()
        time.sleep(chance.uniform(1.0, max_up))
        server.kill()
        stop.set()
        client.join()
    if backlog:
        idle = Server(db, embedder, log, extra=("--no-worker",)).start()
        idle.wait()
        _post_count(idle.url, kills * 10_000, backlog, acked)
        idle.kill()
    crash.acknowledged = len(acked)
    server = Server(db, embedder, log)
    crash.queued_at_restart = unfinished(db)
    started = time.monotonic()
    server.start()
    try:
        crash.answering_seconds = server.wait()
        while unfinished(db):
            if time.monotonic() - started > 1800:
                break
            time.sleep(0.25)
        else:
            crash.drain_seconds = time.monotonic() - started
        crash.jobs_run = crash.queued_at_restart
        failed = _failed(server.url)
        crash.failed_jobs = len(failed)
        crash.failures = sorted({str(job.get("last_error"))[:160] for job in failed})
        for _, job_id in acked:
            job = httpx.get(f"{server.url}/v1/jobs/{job_id}", timeout=60).json()
            made = job.get("result", {}).get("entries", 0) + job.get("result", {}).get(
                "reinforced", 0
            )
            if job.get("status") != "done" or not made:
                crash.without_entries += 1
    finally:
        server.stop()
    echo(f"  {backend}: {kills} kills done")
    return crash


def run_crash(
    stores: Sequence[str],
    *,
    kills: int,
    max_up: float,
    rate: float,
    backlog: int,
    embedder: str,
    postgres_url: str | None,
    echo: Echo,
) -> list[Crash]:
    """Run the kill loop on every backend in ``stores`` and print one table."""
    echo(
        f"bench crash: {kills} SIGKILLs per backend, each after 1-{max_up:.0f} s of turns "
        f"({rate:g}/s from one client), then {backlog} turns to a server without a worker; "
        f"embedder={embedder}, offline extractor, worker in the server"
    )
    results = []
    with databases(stores, postgres_url) as (folder, dbs):
        for backend in stores:
            results.append(
                run_backend(
                    backend,
                    dbs[backend],
                    folder,
                    kills=kills,
                    max_up=max_up,
                    rate=rate,
                    backlog=backlog,
                    embedder=embedder,
                    echo=echo,
                )
            )
    _print(results, echo)
    return results


def _print(results: Sequence[Crash], echo: Echo) -> None:
    echo(
        f"  {'backend':<9} {'kills':>5} {'acked turns':>11} {'no entries':>10} {'failed':>6} "
        f"{'queued':>6} {'drain s':>8} {'answer s':>8} {'jobs/s':>7}"
    )
    for c in results:
        drain = "never" if c.drain_seconds is None else f"{c.drain_seconds:.1f}"
        rate = c.jobs_run / c.drain_seconds if c.drain_seconds else 0.0
        echo(
            f"  {c.backend:<9} {c.kills:>5} {c.acknowledged:>11} {c.without_entries:>10} "
            f"{c.failed_jobs:>6} {c.queued_at_restart:>6} {drain:>8} "
            f"{c.answering_seconds:>8.1f} {rate:>7.1f}"
        )
    for c in results:
        for failure in c.failures:
            echo(f"  {c.backend} failed job: {failure}")

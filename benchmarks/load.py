"""``python -m benchmarks load``: request latency under concurrent clients, on both backends.

For each backend a real ``episodic serve`` process (uvicorn on 127.0.0.1, its background
worker on, the chosen embedder, the offline extractor) is driven by ``clients`` threads for
``seconds``. Each client is one user of one agent running the agent loop: ``before_turn`` for
its next message, ``after_turn`` with the turn (and the ids it was shown), and every second
turn a ``recall``; so reads meet the writes of the turns and of the worker extracting them.
A request that gets no answer within ``timeout`` counts as an error (its latency as the
timeout); so does any status other than 200.

One table: requests, p50, p99 and max latency and errors per route and backend, then the jobs
left queued when the clients stopped and how long the worker took to finish them.
"""

from __future__ import annotations

import threading
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import numpy as np

from benchmarks.servers import Server, databases, percentile
from benchmarks.write import _turn

Echo = Callable[[str], None]
ROUTES = ("before_turn", "after_turn", "recall")


@dataclass
class Tally:
    """Latencies (seconds) and errors of one route, gathered from every client."""

    latencies: list[float] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def row(self) -> tuple[int, float, float, float, int]:
        lat = self.latencies
        return (
            len(lat),
            percentile(lat, 50),
            percentile(lat, 99),
            max(lat, default=0.0),
            sum(self.errors.values()),
        )


@dataclass
class Run:
    """What one backend's run measured."""

    backend: str
    tallies: dict[str, Tally]
    queued: int
    drain_seconds: float | None
    error_kinds: dict[str, int]


def _client(
    url: str,
    user: int,
    deadline: float,
    timeout: float,
    tallies: dict[str, Tally],
    lock: threading.Lock,
) -> None:
    rng = np.random.default_rng(user)
    base = f"{url}/v1/agents/support/users/u-{user}"
    turn = 0
    with httpx.Client(timeout=timeout) as http:
        while time.monotonic() < deadline:
            messages = _turn(rng, user * 100_000 + turn)
            thread = f"t-{turn % 4}"
            shown = _call(
                http,
                "before_turn",
                f"{base}/before_turn",
                {"message": messages[0]["content"], "thread": thread},
                timeout,
                tallies,
                lock,
            )
            injected = shown.get("injected", []) if shown else []
            _call(
                http,
                "after_turn",
                f"{base}/after_turn",
                {"thread": thread, "messages": messages, "injected": injected},
                timeout,
                tallies,
                lock,
            )
            if turn % 2 == 1:
                query = messages[1]["content"].split(" reads ")[0]
                _call(
                    http,
                    "recall",
                    f"{base}/recall",
                    {"query": query, "top_k": 5},
                    timeout,
                    tallies,
                    lock,
                )
            turn += 1


def _call(
    http: httpx.Client,
    route: str,
    url: str,
    body: dict[str, object],
    timeout: float,
    tallies: dict[str, Tally],
    lock: threading.Lock,
) -> dict[str, object] | None:
    started = time.monotonic()
    error, answer = None, None
    try:
        response = http.post(url, json=body)
        if response.status_code == 200:
            answer = response.json()
        else:
            error = f"{route} HTTP {response.status_code}"
    except httpx.TimeoutException:
        error = f"{route} timeout"
    except httpx.HTTPError as exc:
        error = f"{route} {type(exc).__name__}"
    elapsed = time.monotonic() - started
    with lock:
        tally = tallies[route]
        tally.latencies.append(min(elapsed, timeout))
        if error is not None:
            tally.errors[error] += 1
    return answer


def _queued(url: str) -> int:
    """Jobs of the default tenant still pending or running."""
    counted = 0
    for status in ("pending", "running"):
        offset: int | None = 0
        while offset is not None:
            page = httpx.get(
                f"{url}/v1/jobs",
                params={"status": status, "limit": 1000, "offset": offset},
                timeout=60,
            ).json()
            counted += len(page["items"])
            offset = page["next_offset"]
    return counted


def _drain(url: str, limit: float) -> float | None:
    """Seconds until no job is due (delayed jobs such as idle checks aside); None past limit."""
    started = time.monotonic()
    while time.monotonic() - started < limit:
        page = httpx.get(
            f"{url}/v1/jobs", params={"status": "pending", "limit": 1000}, timeout=60
        ).json()
        running = httpx.get(
            f"{url}/v1/jobs", params={"status": "running", "limit": 1}, timeout=60
        ).json()
        due = [job for job in page["items"] if job["run_after"] <= _now_iso()]
        if not due and not running["items"]:
            return time.monotonic() - started
        time.sleep(0.5)
    return None


def _now_iso() -> str:
    from datetime import UTC, datetime

    return datetime.now(UTC).isoformat()


def run_backend(
    backend: str,
    db: str,
    *,
    clients: int,
    seconds: float,
    timeout: float,
    embedder: str,
    log: Path,
    echo: Echo,
) -> Run:
    """Serve ``db``, load it, and measure; the server is stopped afterwards."""
    server = Server(db, embedder, log).start()
    try:
        server.wait()
        httpx.post(
            f"{server.url}/v1/agents/support/users/warm/before_turn",
            json={"message": "warm up the embedder"},
            timeout=120,
        )
        tallies = {route: Tally() for route in ROUTES}
        lock = threading.Lock()
        deadline = time.monotonic() + seconds
        threads = [
            threading.Thread(
                target=_client, args=(server.url, user, deadline, timeout, tallies, lock)
            )
            for user in range(clients)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        queued = _queued(server.url)
        drained = _drain(server.url, limit=600)
    finally:
        server.stop()
    kinds: dict[str, int] = defaultdict(int)
    for tally in tallies.values():
        for kind, count in tally.errors.items():
            kinds[kind] += count
    echo(f"  {backend}: done ({sum(len(t.latencies) for t in tallies.values())} requests)")
    return Run(backend, tallies, queued, drained, dict(kinds))


def run_load(
    stores: Sequence[str],
    *,
    clients: int,
    seconds: float,
    timeout: float,
    embedder: str,
    postgres_url: str | None,
    echo: Echo,
) -> list[Run]:
    """Run every backend in ``stores`` in turn and print one table."""
    echo(
        f"bench load: {clients} clients for {seconds:.0f} s per backend, embedder={embedder}, "
        f"offline extractor, worker in the server, request timeout {timeout:.0f} s"
    )
    runs = []
    with databases(stores, postgres_url) as (folder, dbs):
        for backend in stores:
            log = folder / f"server-{backend}.log"
            runs.append(
                run_backend(
                    backend,
                    dbs[backend],
                    clients=clients,
                    seconds=seconds,
                    timeout=timeout,
                    embedder=embedder,
                    log=log,
                    echo=echo,
                )
            )
    _print(runs, echo)
    return runs


def _print(runs: Sequence[Run], echo: Echo) -> None:
    echo(
        f"  {'backend':<9} {'route':<12} {'requests':>8} {'p50 s':>8} {'p99 s':>8} "
        f"{'max s':>8} {'errors':>7}"
    )
    for run in runs:
        for route in ROUTES:
            count, p50, p99, top, errors = run.tallies[route].row()
            echo(
                f"  {run.backend:<9} {route:<12} {count:>8} {p50:>8.3f} {p99:>8.3f} "
                f"{top:>8.3f} {errors:>7}"
            )
    for run in runs:
        drained = "not within 600 s" if run.drain_seconds is None else f"{run.drain_seconds:.1f} s"
        kinds = ", ".join(f"{k}: {n}" for k, n in sorted(run.error_kinds.items())) or "none"
        echo(
            f"  {run.backend}: {run.queued} jobs queued when the clients stopped, drained in "
            f"{drained}; errors: {kinds}"
        )

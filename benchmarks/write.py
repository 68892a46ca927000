"""``python -m benchmarks write``: what the write path costs the agent and how fast the worker is.

Three numbers, on a fresh SQLite file with the chosen embedder and every tier on: a scripted
``TestLLM`` per job (instant replies, so model latency is left out and the pipeline's own cost
shows) for extraction, the profile and session memory, message indexing, and the observer's
threshold checks on threads that grow turn after turn:

- ``after_turn`` latency, p50 and p95, with the background worker busy at the same time;
- the worker's time per turn for all of the turn's jobs (extraction: claim, transcript,
  evidence guard, normalize, embed, dedupe, commit; message indexing; profile; session memory)
  and the resulting throughput in turns per second;
- time from ``after_turn`` returning to the turn's entries being found by search.
"""

from __future__ import annotations

import json
import re
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from episodic import Memory, Models, Scope, TestLLM

_WORDS = (
    "export invoice login token webhook queue routing ticket refund renewal workspace contact "
    "report dashboard deploy config matcher region cluster replica backup migration index cache "
    "crm worker cron channel certificate proxy firewall upload quota plan"
).split()
_FAILURES = "fails times out returns 500 loops forever drops records rejects the payload".split(" ")
_TRANSCRIPT = re.compile(r"<transcript>\n(.*)\n</transcript>", re.DOTALL)


def _turn(rng: np.random.Generator, index: int) -> list[dict[str, str]]:
    a, b, c = (str(w) for w in rng.choice(_WORDS, size=3, replace=False))
    failure = " ".join(rng.choice(_FAILURES, size=2))
    user = (
        f"Since build 7.{index} the {a} {b} job JOB-{index} {failure} for tenant T-{index}. "
        f"We restarted the {c} service and cleared the cache, it did not help."
    )
    assistant = (
        f"The {b} handler for JOB-{index} reads region=eu-{index % 9} while the {c} config "
        f"expects region=eu-{(index + 1) % 9}."
    )
    return [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]


def _scripted_reply(system: str, prompt: str) -> dict[str, Any]:
    """Cites the first user sentence and the assistant's finding, as a good model would."""
    found = _TRANSCRIPT.search(prompt)
    messages = json.loads(found.group(1).replace("\\u003c", "<")) if found else []
    entries = []
    for message in messages:
        first = message["text"].split(". ")[0]
        label = "user_assertion" if message["role"] == "user" else "verified_assistant_finding"
        entries.append({"content": first, "source": label, "evidence": first})
    return {"entries": entries}


_THREADS = 10  # turns go round these threads, so each grows like a real conversation


def _models() -> Models:
    """A scripted model for every job that uses one."""
    session = {"objective": "Fix the failing job.", "state": "Investigating.", "decisions": []}
    return Models(
        extraction=TestLLM(default=_scripted_reply),
        profile=TestLLM(default={"changes": []}),
        sessions=TestLLM(default=session | {"follow_ups": []}),
        observer=TestLLM(default={"observations": []}),
        reflector=TestLLM(default={"observations": []}),
    )


def _percentile(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values), q))


def run_write(turns: int, embedder: str, echo: Callable[[str], None]) -> dict[str, float]:
    """Run the three measurements and print a small table; returns the numbers."""
    rng = np.random.default_rng(7)
    scope = Scope(tenant="bench", agent="writer", user="u-1")
    results: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="episodic-bench-") as folder:
        with Memory.open(Path(folder) / "write.db", embedder=embedder, models=_models()) as memory:
            memory.embedder.embed(["warm up the model before timing"])
            # 1. after_turn latency, background worker running.
            latencies = []
            for i in range(turns):
                start = time.perf_counter()
                memory.after_turn(scope, f"t-{i % _THREADS}", _turn(rng, i))
                latencies.append((time.perf_counter() - start) * 1000)
            results["after_turn_p50_ms"] = statistics.median(latencies)
            results["after_turn_p95_ms"] = _percentile(latencies, 95)
            _wait_idle(memory)
            # 3. after_turn -> recallable, one turn at a time.
            # A job's entries become visible to search in the commit that marks it done
            # (similar notes may reinforce older entries instead of adding rows).
            delays = []
            for i in range(turns, turns + max(10, turns // 5)):
                start = time.perf_counter()
                job = memory.after_turn(scope, f"t-{i % _THREADS}", _turn(rng, i))
                assert job is not None  # the turn has text, so a job was queued
                deadline = time.monotonic() + 60
                while _status(memory, job.id) != "done" and time.monotonic() < deadline:
                    time.sleep(0.0005)
                delays.append((time.perf_counter() - start) * 1000)
            results["recallable_p50_ms"] = statistics.median(delays)
            results["recallable_p95_ms"] = _percentile(delays, 95)
        # 2. worker throughput on a queue filled up front, no thread competing.
        with Memory.open(
            Path(folder) / "throughput.db", embedder=embedder, models=_models(), worker=False
        ) as memory:
            memory.embedder.embed(["warm up"])
            for i in range(turns):
                memory.after_turn(scope, f"t-{i % _THREADS}", _turn(rng, 10_000 + i))
            start = time.perf_counter()
            done = memory.jobs.run_pending()
            elapsed = time.perf_counter() - start
            results["jobs_run"] = float(done)
            results["pipeline_ms_per_turn"] = elapsed * 1000 / turns
            results["worker_turns_per_second"] = turns / elapsed if elapsed else float("inf")
            results["entries_stored"] = float(len(memory.timeline(scope)))
    _print(results, turns, embedder, echo)
    return results


def _status(memory: Memory, job_id: str) -> str:
    return memory.jobs.get(job_id).status


def _wait_idle(memory: Memory, timeout: float = 300.0) -> None:
    """Wait until no job is running or due (each turn's idle-session check is due later)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = memory.now()
        pending = memory.jobs.list(status="pending", limit=10_000)
        due = any(job.run_after <= now for job in pending)
        if not due and not memory.jobs.list(status="running", limit=1):
            return
        time.sleep(0.01)


def _print(
    results: dict[str, float], turns: int, embedder: str, echo: Callable[[str], None]
) -> None:
    echo(
        f"bench write: {turns} turns in {_THREADS} threads, SQLite, embedder={embedder}, every "
        "tier on, a TestLLM per job (no model latency)"
    )
    echo(
        f"  after_turn            p50 {results['after_turn_p50_ms']:7.2f} ms   "
        f"p95 {results['after_turn_p95_ms']:7.2f} ms   (worker busy meanwhile)"
    )
    echo(
        f"  pipeline per turn         {results['pipeline_ms_per_turn']:7.2f} ms   "
        f"= {results['worker_turns_per_second']:.1f} turns/s for one worker "
        f"({results['jobs_run']:.0f} jobs)"
    )
    echo(
        f"  after_turn->recallable p50 {results['recallable_p50_ms']:6.2f} ms   "
        f"p95 {results['recallable_p95_ms']:7.2f} ms"
    )

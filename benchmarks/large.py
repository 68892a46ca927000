"""``python -m benchmarks large``: one long user message through ``after_turn(sync=True)``.

A user pastes a log or a long report: the turn must still be stored, extracted, keyed and
embedded in seconds. For each size (characters), a message of that size made of varied
support sentences (identifiers, numbers, diagnostic words, some guesses, some quoted lines)
goes through ``after_turn(sync=True)`` on a fresh SQLite memory with the offline extractor and
the chosen embedder; the wall time of the call (which runs every job of the turn) is the
median of ``repeats`` runs, each on a new database, with the jobs' own times beside it.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from episodic import Memory, Scope

Echo = Callable[[str], None]
_SCOPE = Scope(tenant="bench", agent="support", user="u-1")
_SENTENCES = (
    "Since build 7.{n} the export job EX-{n} fails with error 500 for tenant T-{m}.",
    "We restarted worker W-{m} and cleared the cache, it did not help.",
    "I think the {w} on node N-{m} is the cause, but it is not confirmed.",
    "> {w} queue Q-{n} rejected the payload at 02:{m:02d} UTC.",
    "The {w} service times out after 30 s when the batch holds more than {n} rows.",
    "Order #{n} was charged twice and refund RF-{m} has not arrived.",
    "Our {w} dashboard shows {m}% CPU on replica R-{m} during the nightly sync.",
)
_WORDS = "cache queue index replica backup proxy webhook cron certificate quota".split()


def message(size: int, seed: int = 0) -> str:
    """A user message of ``size`` characters made of varied support sentences."""
    rng = np.random.default_rng(seed)
    parts: list[str] = []
    length, n = 0, 0
    while length < size:
        template = _SENTENCES[int(rng.integers(len(_SENTENCES)))]
        sentence = template.format(n=n, m=int(rng.integers(60)), w=rng.choice(_WORDS))
        parts.append(sentence)
        length += len(sentence) + 1
        n += 1
    return " ".join(parts)[:size]


def run_large(sizes: Sequence[int], embedder: str, echo: Echo, *, repeats: int = 3) -> None:
    """Time each size and print one table."""
    echo(
        f"bench large: after_turn(sync=True) of one user message, SQLite, offline extractor, "
        f"embedder={embedder}, median of {repeats}"
    )
    echo(f"  {'chars':>8} {'after_turn s':>12} {'min s':>7} {'max s':>7} {'entries':>7}  jobs")
    with (
        tempfile.TemporaryDirectory(prefix="episodic-large-") as folder,
        Memory.open(Path(folder) / "warm.db", embedder=embedder, worker=False) as memory,
    ):
        memory.embedder.embed_one("warm up")  # the model's load is not in the first figure
        for size in sizes:
            times, made, kinds = [], 0, ""
            for run in range(repeats):
                db = Path(folder) / f"large-{size}-{run}.db"
                with Memory.open(db, embedder=memory.embedder, worker=False) as fresh:
                    text = message(size, seed=run)
                    turn = [
                        {"role": "user", "content": text},
                        {"role": "assistant", "content": "I will look into it."},
                    ]
                    started = time.perf_counter()
                    job = fresh.after_turn(_SCOPE, "t-1", turn, sync=True)
                    times.append(time.perf_counter() - started)
                    made = len(fresh.timeline(_SCOPE))
                    jobs = fresh.jobs.list(limit=20)
                    kinds = ", ".join(
                        f"{j.kind}={j.status}" for j in sorted(jobs, key=lambda j: j.kind)
                    )
                    assert job is not None and job.status == "done", job
            echo(
                f"  {size:>8} {statistics.median(times):>12.2f} {min(times):>7.2f} "
                f"{max(times):>7.2f} {made:>7}  {kinds}"
            )

"""``python -m benchmarks bulk``: what a bulk import costs, and what it costs everyone else.

For each size, on a fresh SQLite file with the chosen embedder: ``remember_many`` of lines
that differ only in identifiers and numbers (so none may merge), reporting rows per second,
the entries stored, and the longest single write transaction; meanwhile a second process calls
``after_turn`` on the same file in a loop and its latency percentiles are reported.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from episodic import Memory, Scope
from episodic.cli.progress import Progress

TEMPLATES = (
    "Nightly export JOB-{n} for tenant Tenant{t} failed on build 7.{b}.",
    "Build {b}.{n} of the billing service passed for tenant Tenant{t} on JOB-{n}.",
    "Ticket #{n} from tenant Tenant{t} is waiting on JOB-{n} since build 4.{b}.",
)
# The second process: after_turn in a loop until told to stop; prints one latency (ms) a line.
_TURNS = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from episodic import Memory, Scope
    path, stop, embedder = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
    scope = Scope(tenant="bench", agent="chat", user="u-2")
    with Memory.open(path, embedder=embedder, worker=False) as memory:
        i = 0
        while not stop.exists():
            start = time.perf_counter()
            memory.after_turn(scope, f"t-{i}", [{"role": "user", "content": f"Turn {i} text."}])
            print((time.perf_counter() - start) * 1000, flush=True)
            i += 1
            time.sleep(0.02)
    """
)


def lines(count: int) -> list[str]:
    """``count`` distinct lines that differ only in identifiers and numbers."""
    return [TEMPLATES[n % 3].format(n=n, t=n % 97, b=n % 13) for n in range(count)]


def run_bulk(sizes: list[int], embedder: str, echo: Callable[[str], None]) -> list[dict[str, Any]]:
    """Import each size once and print a table; returns the measurements."""
    results = []
    for size in sizes:
        with tempfile.TemporaryDirectory(prefix="episodic-bench-") as folder:
            results.append(_one(Path(folder) / "bulk.db", size, embedder))
    echo(f"bench bulk: SQLite, embedder={embedder}, after_turn from a second process")
    echo("  items     rows/s   entries  longest tx ms  after_turn p50/p99 ms (n)")
    for r in results:
        echo(
            f"  {r['items']:>7,} {r['rows_per_second']:>9,.0f} {r['entries']:>9,} "
            f"{r['longest_tx_ms']:>14.1f}  {r['turn_p50_ms']:.1f} / {r['turn_p99_ms']:.1f} "
            f"({r['turns']})"
        )
    return results


def _one(path: Path, size: int, embedder: str) -> dict[str, Any]:
    scope = Scope(tenant="bench", agent="importer", user="u-1")
    items = [{"content": line} for line in lines(size)]
    durations: list[float] = []
    with Memory.open(path, embedder=embedder, worker=False) as memory:
        memory.embedder.embed(["warm up"])
        stop = path.with_suffix(".stop")
        turns = subprocess.Popen(
            [sys.executable, "-c", _TURNS, str(path), str(stop), embedder],
            stdout=subprocess.PIPE,
            text=True,
        )
        time.sleep(3.0)  # let it open and settle before the import starts
        with _timed_writes(memory, durations):
            start = time.perf_counter()
            bar = Progress(f"bulk {len(items)}", "items committed")
            memory.remember_many(scope, items, on_progress=bar)
            bar.finish()
            elapsed = time.perf_counter() - start
        stop.touch()
        out, _ = turns.communicate(timeout=120)
        entries = memory.entries.count(scope)
    latencies = sorted(float(x) for x in out.split())
    return {
        "items": size,
        "rows_per_second": size / elapsed,
        "entries": entries,
        "longest_tx_ms": max(durations) * 1000,
        "turns": len(latencies),
        "turn_p50_ms": statistics.median(latencies) if latencies else float("nan"),
        "turn_p99_ms": latencies[int(0.99 * (len(latencies) - 1))] if latencies else float("nan"),
    }


@contextmanager
def _timed_writes(memory: Memory, durations: list[float]) -> Iterator[None]:
    """Record how long each write transaction of the memory's store is open."""
    store = memory._runtime.store  # the benchmark looks inside on purpose
    original = store.write

    @contextmanager
    def write() -> Iterator[Any]:
        start = time.perf_counter()
        with original() as tx:
            yield tx
        durations.append(time.perf_counter() - start)

    store.write = write  # type: ignore[method-assign]
    try:
        yield
    finally:
        del store.write

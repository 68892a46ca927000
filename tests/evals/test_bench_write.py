"""``episodic bench write`` runs end to end on a few turns (its numbers are read, not judged)."""

from __future__ import annotations

from benchmarks.write import run_write


def test_bench_write_reports_every_number() -> None:
    lines: list[str] = []
    results = run_write(12, "test", lines.append)
    assert set(results) >= {
        "after_turn_p50_ms",
        "pipeline_ms_per_turn",
        "worker_turns_per_second",
        "recallable_p50_ms",
    }
    assert results["entries_stored"] > 0
    assert all(value > 0 for value in results.values())
    assert any("after_turn" in line for line in lines)

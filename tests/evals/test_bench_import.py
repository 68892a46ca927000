"""``python -m benchmarks import`` runs end to end on a small history (its numbers are read,
not judged, beyond what must hold: nothing unsupported grounded, a second run adds nothing)."""

from __future__ import annotations

from benchmarks.imports import history, run_import


def test_the_synthetic_history_holds_each_kind_of_record() -> None:
    chats, dump = history(30, 12)
    assert len(chats) == 31 and chats[-1] == chats[0]  # one conversation exported twice
    kinds = [m["metadata"]["kind"] for m in dump["results"]]
    assert kinds.count("verbatim") == kinds.count("paraphrase") == kinds.count("unsupported") == 4


def test_bench_import_reports_every_number() -> None:
    lines: list[str] = []
    results = run_import(30, 12, "test", lines.append)
    assert results["conversations_imported"] == 30 and results["conversations_skipped"] == 1
    assert results["entries_per_conversation"] > 0 and results["messages"] > 0
    assert results["grounded_verbatim"] == 1.0 and results["grounded_unsupported"] == 0.0
    assert results["quoted_share_of_history_entries"] == 1.0
    assert results["second_run_added"] == 0
    assert any("grounded" in line for line in lines)

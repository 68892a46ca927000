"""The shipped scenarios with the bundled MiniLM embedder: the default a user runs with.

The test embedder hashes words, so near misses that only a real embedder finds similar (an
account number next to another, a paraphrase) are exercised here.
"""

from __future__ import annotations

from episodic.evals import report, run, shipped


def test_the_shipped_suite_passes_with_the_local_embedder() -> None:
    results = run(shipped(), embedder="local")
    assert [r.name for r in results if not r.passed] == []
    metrics = report(results, mode="offline", embedder="local")["overall"]["metrics"]
    for name in ("coverage", "identifiers", "lifecycle", "hit_at_k", "abstention"):
        assert metrics[name] == 1.0, name
    assert metrics["contamination"] == 0

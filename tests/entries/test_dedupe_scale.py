"""Acceptance: lines that differ only in identifiers and numbers are never merged.

10,000 lines with the test embedder on both backends, each recalled by its identifier as the
top hit (every line on SQLite, every tenth on PostgreSQL); and 300 lines with the real local
embedder (whose vectors put such lines closest together, where merging used to happen), which
would take minutes at 10,000 on a shared two-core machine.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from episodic import Memory, Scope, TestEmbedder

SCOPE = Scope(tenant="acme", agent="importer", user="u-1")
TEMPLATES = (
    "Nightly export JOB-{n} for tenant Tenant{t} failed on build 7.{b}.",
    "Build {b}.{n} of the billing service passed for tenant Tenant{t} on JOB-{n}.",
    "Ticket #{n} from tenant Tenant{t} is waiting on JOB-{n} since build 4.{b}.",
)


def lines(count: int) -> list[str]:
    return [TEMPLATES[n % 3].format(n=n, t=n % 97, b=n % 13) for n in range(count)]


def query(n: int) -> str:
    return f"ticket #{n}" if n % 3 == 2 else f"JOB-{n}"


def import_and_recall(memory: Memory, count: int, every: int = 1) -> None:
    data = lines(count)
    entries = memory.remember_many(SCOPE, [{"content": line, "evidence": line} for line in data])
    assert [e.content for e in entries] == data
    assert len({e.id for e in entries}) == count
    assert memory.entries.count(SCOPE) == count
    assert all(len(e.sources) == 1 and e.sources[0].evidence == e.content for e in entries)
    checked = range(0, count, every)
    misses = [n for n in checked if memory.recall(SCOPE, query(n))[0].entry.content != data[n]]
    assert misses == []


@pytest.mark.slow
def test_ten_thousand_lines_differing_in_identifiers_stay_ten_thousand_entries(
    db_path: Path | str,
) -> None:
    # Every line is recalled on SQLite; every tenth on PostgreSQL, whose recalls are slower.
    every = 1 if isinstance(db_path, Path) else 10
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        import_and_recall(memory, 10_000, every)


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
def test_the_local_embedder_keeps_lines_with_different_identifiers_apart(
    db_path: Path | str,
) -> None:
    with Memory.open(db_path, embedder="local", worker=False) as memory:
        vectors = memory.embedder.embed(lines(2))
        assert float(vectors[0] @ vectors[1]) < 1.0
        near = memory.embedder.embed([lines(3)[0], lines(6)[3]])
        assert float(near[0] @ near[1]) >= 0.86  # close enough to have been merged before
        import_and_recall(memory, 300)

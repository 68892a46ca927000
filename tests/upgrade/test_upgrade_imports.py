"""A database of an earlier release (schema 14) gains the import ledger (schema step 21) and
imports into it: a memory that says what an old quoted entry says is grounded by that entry at
once, one said nowhere waits for review, and a second run adds nothing.

The fixture is the schema-14 database (see fixtures/README.md); its scope ``acme/support-bot/
u-42`` holds the active entry "The nightly sync J-9 started failing on Monday." with that very
sentence as its quote.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from episodic import Memory, Scope, TestEmbedder, read_export
from episodic.stores.migrations import STEPS
from tests.conftest import OLD_RELEASES, Clock, restored_database, sql_rows

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
KNOWN = "The nightly sync J-9 started failing on Monday."
UNSAID = "The on-call rota for the CRM team changes every Friday."


@pytest.fixture(params=OLD_RELEASES)
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-14 database, on the backend under test."""
    yield from restored_database(request.param, backend, tmp_path, request)


def test_an_old_database_gains_the_ledger_and_grounds_imports_in_its_entries(
    old_database: str,
) -> None:
    export = read_export([KNOWN, UNSAID], "memories")
    with Memory.open(old_database, embedder=TestEmbedder(), clock=Clock(NOW)) as memory:
        (old,) = [e for e in memory.timeline(OWNER) if e.content == KNOWN]
        report = memory.imports.run(OWNER, export)
        assert [(i.position, i.outcome) for i in report.items] == [(1, "grounded"), (2, "held")]
        assert report.items[0].entry_id == old.id  # joined the old entry, no new one
        (held,) = [e for e in memory.review.pending(OWNER) if e.content == UNSAID]
        assert held.id == report.items[1].entry_id
        assert (held.source_trust, held.review_reason) == ("imported", "imported_unverified")
        again = memory.imports.run(OWNER, export)
        assert [i.outcome for i in again.items] == ["skipped", "skipped"]
        assert again.total("entries") == 0
    applied = sql_rows(old_database, "SELECT number FROM schema_migrations ORDER BY number")
    assert [int(row[0]) for row in applied] == [step.number for step in STEPS]
    (ledger,) = [step for step in STEPS if step.number == 21]
    assert "import ledger" in ledger.name
    rows = sql_rows(old_database, "SELECT COUNT(*) FROM imports")
    assert int(rows[0][0]) == 2

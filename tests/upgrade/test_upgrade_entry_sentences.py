"""A database written before entries kept sentence vectors (the schema-14 fixture, see
fixtures/README.md) gets them in the background: opening it queues one ``entry_sentences`` job
per scope holding entries (schema step 23 listed them), once; the jobs give every entry its
sentence vectors (each of the fixture's entries is one sentence: the empty value) without
touching anything else, and the entries are found as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.entries.backfill import SENTENCES_KIND
from episodic.stores.migrations import STEPS
from tests.conftest import OLD_RELEASES, Clock, restored_database, sql_rows

WRITTEN = datetime(2026, 11, 22, 12, 5, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="globex", agent="support-bot", user="u-7")
# Every entry's fields but the sentence vectors: the pass must change none of them.
ENTRIES = (
    "SELECT id, tenant_id, user_id, content, status, embedding, embedding_model, terms "
    "FROM entries ORDER BY id"
)


@pytest.fixture(params=OLD_RELEASES)
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-14 database, on the backend under test."""
    yield from restored_database(request.param, backend, tmp_path, request)


def _open(url: str) -> Memory:
    return Memory.open(url, embedder=TestEmbedder(), clock=Clock(WRITTEN), worker=False)


def _sentences(url: str) -> list[Any]:
    return [row[0] for row in sql_rows(url, "SELECT passage_vectors FROM entries ORDER BY id")]


def test_old_entries_get_their_sentence_vectors_after_the_first_open(old_database: str) -> None:
    with _open(old_database) as memory:
        queued = [job for job in memory.jobs.list() if job.kind == SENTENCES_KIND]
        assert sorted(job.scope.key for job in queued) == sorted([OWNER.key, OTHER.key])
        assert all(job.status == "pending" for job in queued)
        before = sql_rows(old_database, ENTRIES)
        assert set(_sentences(old_database)) == {None}
        memory.jobs.run_pending()
        assert {memory.jobs.get(job.id).status for job in queued} == {"done"}
        (hit,) = memory.recall(OWNER, "nightly sync J-9 rate limit requests a minute")[:1]
        assert "90 requests" in hit.entry.content
        assert memory.recall(OWNER, "Globex invoices G-7 bounce") == []
    sentences = _sentences(old_database)
    assert len(sentences) == len(before) and all(len(value) == 0 for value in sentences)
    assert sql_rows(old_database, ENTRIES) == before
    assert sql_rows(old_database, "SELECT count(*) FROM entry_sentence_backfill") == [(0,)]
    applied = sql_rows(old_database, "SELECT number FROM schema_migrations ORDER BY number")
    assert [int(row[0]) for row in applied] == [step.number for step in STEPS]
    with _open(old_database) as memory:  # a second opening queues nothing
        again = [job.id for job in memory.jobs.list() if job.kind == SENTENCES_KIND]
        assert sorted(again) == sorted(job.id for job in queued)

"""A database written before episodes (schema 9, commit ca092f9) opens with them: its threads
end into episodes like new ones, on both backends."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.stores import open_store
from tests.conftest import restored_database

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="globex", agent="support-bot", user="u-7")


@pytest.fixture
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-9 database, on the backend under test."""
    yield from restored_database("schema9-ca092f9", backend, tmp_path, request)


def test_an_old_thread_ends_into_an_episode(old_database: str) -> None:
    now = [NOW]
    with Memory.open(
        old_database, embedder=TestEmbedder(), clock=lambda: now[0], worker=False
    ) as memory:
        assert memory.episodes.list(OWNER) == []
        stored = memory.messages.recent(OWNER, "t-1", limit=100)
        job = memory.episodes.end_session(OWNER, "t-1", sync=True)
        assert job is not None and job.status == "done", job and job.last_error
        (episode,) = memory.episodes.list(OWNER)
        assert episode.message_count == len(stored) and episode.thread_id == "t-1"
        assert episode.started_at <= episode.ended_at <= NOW and episode.summary
        assert episode.events  # the entries extracted from the old thread are its key events
        assert memory.episodes.end_session(OWNER, "t-1") is None
        block = memory.before_turn(OWNER, "t-new", "priority tickets").block("previous-episodes")
        assert block is not None and episode.id in block.served
        assert memory.episodes.list(OTHER) == []
        # A new turn in the old thread starts the next session, ended by its idle timeout.
        memory.after_turn(OWNER, "t-1", [{"role": "user", "content": "Misrouting is back."}])
        now[0] += timedelta(hours=1)
        memory.jobs.run_pending()
        newer, older = memory.episodes.list(OWNER)
        assert older.id == episode.id and newer.first_seq > episode.last_seq
    store = open_store(old_database)
    try:
        with store.read() as tx:
            names = [str(row[0]) for row in tx.all("SELECT name FROM schema_migrations")]
    finally:
        store.close()
    assert "episodes: one summary per finished session" in names

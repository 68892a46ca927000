"""A database written by the previous release (0.1.0.dev0) opens with this one and keeps working.

The fixtures were written by that release's code (see fixtures/README.md): entries in two
tenants, a done extraction job, a pending one whose turn had memory injected (then stored as
``known_memory`` messages), and a failed one.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from episodic import Memory, Models, Scope, TestEmbedder, TestLLM
from episodic.stores import messages as message_rows
from episodic.stores import open_store
from episodic.stores.migrations import STEPS
from tests.conftest import restored_database

FIXTURES = Path(__file__).parents[1] / "fixtures"
NOW = datetime(2026, 6, 2, 9, 0, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="globex", agent="support-bot", user="u-42")
MISROUTED = (
    "Priority tickets were misrouted because the form sent tier=enterprise_plus while the "
    "router matched tier=enterprise-plus."
)
EXPORTS = "Exports over 2 GB time out on plan=basic since v7.2."


@pytest.fixture
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the previous release's database, on the backend under test."""
    yield from restored_database("release-0.1.0.dev0", backend, tmp_path, request)


def _open(url: str, **options: Any) -> Memory:
    return Memory.open(url, embedder=TestEmbedder(), clock=lambda: NOW, worker=False, **options)


def test_the_old_schema_is_migrated_and_its_entries_stay_recallable_in_their_scopes(
    old_database: str,
) -> None:
    with _open(old_database) as memory:
        contents = {e.content for e in memory.timeline(OWNER)}
        assert MISROUTED in contents and len(contents) == 4
        (hit,) = memory.recall(OWNER, "tier=enterprise_plus routing")
        assert hit.entry.content == MISROUTED
        assert hit.lexical_score is not None  # its terms came through the migration
        assert hit.entry.metadata == {"ticket": "T-1"}
        assert hit.entry.sources[0].message_id == "m-1"
        found = memory.recall(OWNER, "WF-QBR-4792")
        assert found and found[0].entry.content.startswith("Workflow WF-QBR-4792")
        # Never across tenants, before or after the upgrade.
        assert memory.recall(OWNER, "Globex invoices G-7 bounce") == []
        (theirs,) = memory.timeline(OTHER)
        assert theirs.content.startswith("Globex invoices for G-7")
        # New writes land beside the old rows.
        memory.remember(OWNER, "Webhook W-9 retries stopped after the certificate renewal.")
        assert memory.recall(OWNER, "webhook W-9 certificate")[0].entry.content.startswith(
            "Webhook W-9"
        )
    store = open_store(old_database)
    try:
        with store.read() as tx:
            numbers = [row[0] for row in tx.all("SELECT number FROM schema_migrations")]
            roles = {row[0] for row in tx.all("SELECT DISTINCT role FROM messages")}
    finally:
        store.close()
    assert sorted(numbers) == [step.number for step in STEPS]
    assert roles == {"user", "assistant"}  # injected memory moved out of the messages


def test_a_queued_extraction_job_of_the_old_release_runs(old_database: str) -> None:
    reply = {
        "entries": [
            {"content": EXPORTS, "source": "user_assertion", "evidence": EXPORTS},
            # Already known (it was injected): a good model leaves it out, so must we.
        ]
    }
    llm = TestLLM([reply])
    with _open(old_database, models=Models(extraction=llm)) as memory:
        # Opening also queued the indexing of the old messages (messages.search) and the
        # sentence vectors of the old entries (one job for each of the two scopes).
        kinds = [job.kind for job in memory.jobs.list()]
        assert set(kinds) == {"extract_entries", "index_messages", "entry_sentences"}
        assert kinds.count("entry_sentences") == 2
        jobs = {job.status: job for job in memory.jobs.list() if job.kind == "extract_entries"}
        assert set(jobs) == {"pending", "done", "failed"}
        pending = jobs["pending"]
        assert pending.payload == {"turn": pending.key, "known": [MISROUTED]}
        assert pending.thread_id == "t-2"
        # The extraction, the messages' indexing, and the entries' sentences of two scopes.
        assert memory.jobs.run_pending() == 4
        done = memory.jobs.get(pending.id)
        assert (done.status, done.result["entries"]) == ("done", 1)
        (entry,) = [e for e in memory.timeline(OWNER) if e.content == EXPORTS]
        assert (entry.sources[0].message_id, entry.sources[0].thread_id) == ("u-2", "t-2")
        # The model saw the turn, and the injected memory as known memory.
        prompt = llm.calls[0].prompt
        assert "<known-memory>" in prompt and "enterprise_plus" in prompt
        assert "Splitting by month" in prompt
        # The failed job kept its error and can be retried.
        failed = jobs["failed"]
        assert "model unreachable" in (failed.last_error or "")
        assert memory.jobs.retry(failed.id).status == "pending"
        # The old done turn, submitted again, is the same job: nothing is extracted twice.
        again = memory.after_turn(
            OWNER,
            "t-1",
            [
                {
                    "role": "user",
                    "content": "The nightly sync J-9 fails with HTTP 429 from the CRM.",
                    "id": "u-1",
                },
                {"role": "assistant", "content": "J-9 sends 240 requests per minute.", "id": "a-1"},
            ],
        )
        assert again.id == jobs["done"].id and again.status == "done"
    store = open_store(old_database)
    try:
        with store.read() as tx:
            stored = message_rows.turn_messages(tx, OWNER, jobs["done"].key)
    finally:
        store.close()
    assert [m.id for m in stored] == ["u-1", "a-1"]  # stored once, by the old release

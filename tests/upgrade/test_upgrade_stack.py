"""A database written before the memory stack (schema 4, commit 079a284) opens with this one.

The fixtures (see fixtures/README.md) hold entries in two tenants, a thread of three turns whose
tool calls the old code dropped, a done extraction job per turn, a pending job whose turn had
memory injected, and a failed job. The new code must keep all of it and run every new tier on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from episodic import Memory, Models, Scope, TestEmbedder, TestLLM
from episodic.stores import open_store
from episodic.stores.migrations import STEPS
from tests.conftest import restored_database

FIXTURES = Path(__file__).parents[1] / "fixtures"
NAME = "schema4-079a284"
NOW = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="globex", agent="support-bot", user="u-42")
EXPORTS = "Exports over 2 GB time out on plan=basic since v7.2."


@pytest.fixture
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-4 database, on the backend under test."""
    yield from restored_database("schema4-079a284", backend, tmp_path, request)


def _open(url: str, **options: Any) -> Memory:
    return Memory.open(url, embedder=TestEmbedder(), clock=lambda: NOW, worker=False, **options)


def test_every_step_is_applied_and_the_old_rows_are_kept(old_database: str) -> None:
    with _open(old_database) as memory:
        assert len(memory.timeline(OWNER)) >= 2
        (theirs,) = memory.timeline(OTHER)
        assert theirs.content.startswith("Globex invoices for G-7")
        assert memory.recall(OWNER, "WF-QBR-4792")[0].entry.content.startswith("Workflow")
    store = open_store(old_database)
    try:
        with store.read() as tx:
            numbers = sorted(row[0] for row in tx.all("SELECT number FROM schema_migrations"))
            messages = tx.one("SELECT count(*), min(tokens) FROM messages")
    finally:
        store.close()
    assert numbers == [step.number for step in STEPS]
    # 3 turns of two text messages, the failed turn's one, the pending turn's two.
    assert messages[0] == 9 and messages[1] > 0  # token counts were estimated for old rows


def test_the_old_thread_is_the_recent_window_and_grows_with_new_turns(old_database: str) -> None:
    with _open(old_database) as memory:
        window = memory.messages.recent(OWNER, "t-1")
        assert [m["role"] for m in window] == ["user", "assistant"] * 3
        assert window[0]["content"].startswith("Step 0:")
        call = {"id": "c-9", "type": "function", "function": {"name": "logs", "arguments": "{}"}}
        memory.after_turn(
            OWNER,
            "t-1",
            [
                {"role": "user", "content": "Step 3: still failing.", "id": "u-3"},
                {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": "c-9", "content": "429 again"},
            ],
        )
        window = memory.messages.recent(OWNER, "t-1")
        assert [m["role"] for m in window[-3:]] == ["user", "assistant", "tool"]
        assert window[-1]["tool_call_id"] == "c-9"
        # The other tenant's thread of the same name and user sees none of it.
        assert memory.messages.recent(OTHER, "t-1") == []


def test_the_new_tiers_start_empty_on_an_old_database(old_database: str) -> None:
    with _open(old_database) as memory:
        assert memory.profile.get(OWNER).version == 0
        assert memory.sessions.get(OWNER, "t-1") is None
        assert memory.plans.get(OWNER, "t-1") is None
        assert memory.observations.list(OWNER, "t-1") == []
        context = memory.before_turn(OWNER, "t-1", "J-9 sync HTTP 429")
        assert context.tokens <= memory.config.context.max_tokens
        assert [m["role"] for m in context.messages] == ["user", "assistant"] * 3


def test_the_old_pending_job_runs_and_the_failed_one_can_be_retried(old_database: str) -> None:
    reply = {"entries": [{"content": EXPORTS, "source": "user_assertion", "evidence": EXPORTS}]}
    llm = TestLLM([reply])
    with _open(old_database, models=Models(extraction=llm)) as memory:
        extraction = [j for j in memory.jobs.list() if j.kind == "extract_entries"]
        by_status = {job.status: job for job in extraction}
        assert {"pending", "done", "failed"} <= set(by_status)
        pending = by_status["pending"]
        assert memory.jobs.run_until_done(pending).status == "done"
        assert EXPORTS in {e.content for e in memory.timeline(OWNER)}
        assert "<known-memory>" in llm.calls[0].prompt
        failed = by_status["failed"]
        assert "model unreachable" in (failed.last_error or "")
        assert memory.jobs.retry(failed.id).status == "pending"

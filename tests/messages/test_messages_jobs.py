"""The jobs that index messages, on SQLite and PostgreSQL: an embedder that fails, bad search
input, and a database of an earlier release whose messages get indexed without a manual step."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from episodic import (
    Config,
    JobsConfig,
    LimitsConfig,
    Memory,
    ProviderError,
    Scope,
    ScopeError,
    TestEmbedder,
    ValidationError,
)
from episodic.messages import index as message_index
from episodic.stores import open_store
from tests.conftest import Clock, restored_database, sql_rows
from tests.messages.test_messages_search import OWNER, THREAD_1, plain_keys, say  # noqa: F401

FIXTURES = Path(__file__).parents[1] / "fixtures"


class Flaky(TestEmbedder):
    """A test embedder that can be told to fail, like a provider that is down."""

    down = False

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if self.down:
            raise ProviderError("embedding service unavailable (HTTP 503)")
        return super()._embed(texts)


def _index_columns(db_path: Path | str) -> list[tuple[Any, ...]]:
    return sql_rows(
        db_path,
        "SELECT id, content, terms, embedding_model, index_revision FROM messages ORDER BY rowid",
    )


def test_a_failing_embedder_is_retried_then_fails_visibly_and_keeps_the_messages(
    db_path: Path | str, clock: Clock
) -> None:
    embedder = Flaky()
    config = Config(jobs=JobsConfig(max_attempts=2, retry_base_seconds=0))
    errors: list[str] = []
    with Memory.open(
        db_path,
        embedder=embedder,
        config=config,
        clock=clock,
        worker=False,
        on_error=lambda exc, job: errors.append(f"{job.kind}: {exc}"),
    ) as memory:
        say(memory, OWNER, "t-1", THREAD_1[:4], prefix="m")  # indexed while the embedder works
        embedder.down = True
        memory.after_turn(OWNER, "t-1", [{"role": "user", "content": "Kestrel is offline."}])
        memory.jobs.run_pending()
        (failed,) = memory.jobs.list(status="failed")
        assert (failed.kind, failed.attempts) == ("embed_messages", 2)
        assert "embedding service unavailable" in (failed.last_error or "")
        assert errors == ["embed_messages: embedding service unavailable (HTTP 503)"] * 2
        # The turn is stored and in the window; nothing half-indexed; the older index intact.
        assert memory.messages.window(OWNER, "t-1")[-1].content == "Kestrel is offline."
        rows = _index_columns(db_path)
        assert rows[-1][2:] == (None, None, None)
        assert all(row[3] == "test:hash" for row in rows[:4])
        embedder.down = False
        assert memory.messages.search(OWNER, "Kestrel offline") == []
        assert [r.matched_ids for r in memory.messages.search(OWNER, "Xero XR-409", top_k=1)]
        # Once the embedder is back, retrying the job makes the message searchable.
        memory.jobs.retry(failed.id)
        assert memory.jobs.run_pending() == 1
        (found,) = memory.messages.search(OWNER, "Kestrel offline")
        assert found.matches[0].message.content == "Kestrel is offline."


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda m: m.messages.search(OWNER, ""), ValidationError),
        (lambda m: m.messages.search(OWNER, "   "), ValidationError),
        (lambda m: m.messages.search(OWNER, 42), ValidationError),
        (lambda m: m.messages.search(OWNER, "x" * 101), ValidationError),
        (lambda m: m.messages.search(OWNER, "Xero", top_k=0), ValidationError),
        (lambda m: m.messages.search(OWNER, "Xero", top_k=51), ValidationError),
        (lambda m: m.messages.search(OWNER, "Xero", top_k="5"), ValidationError),
        (lambda m: m.messages.search(OWNER, "Xero", thread=""), ValidationError),
        (lambda m: m.messages.search(Scope(tenant="acme", agent="a"), "Xero"), ScopeError),
    ],
    ids=[
        "empty",
        "blank",
        "not-text",
        "too-long",
        "top-k-0",
        "top-k-big",
        "top-k-text",
        "thread",
        "scope",
    ],
)
def test_bad_search_input_is_refused_in_words_and_writes_nothing(
    db_path: Path | str, clock: Clock, call: Any, error: type[Exception]
) -> None:
    limits = LimitsConfig(max_query_chars=100, max_top_k=50)
    with Memory.open(
        db_path, embedder=TestEmbedder(), config=Config(limits=limits), clock=clock, worker=False
    ) as memory:
        say(memory, OWNER, "t-1", THREAD_1[:4], prefix="m")
        before = (_index_columns(db_path), memory.jobs.list())
        with pytest.raises(error) as raised:
            call(memory)
        assert "messages.search" in str(raised.value)
        assert (_index_columns(db_path), memory.jobs.list()) == before


def test_a_large_backlog_is_indexed_in_batches_each_queuing_the_next(
    db_path: Path | str, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(message_index, "BACKFILL_BATCH", 3)
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        say(memory, OWNER, "t-1", THREAD_1, prefix="m")
    # Another embedder now: every message lacks a vector of the new model.
    other = TestEmbedder(name="test:other")
    store = open_store(db_path)
    with Memory.open(store, embedder=other, clock=clock, worker=False) as memory:
        with store.write() as tx:
            message_index.job_rows.enqueue(
                tx, message_index.backfill_request(OWNER), max_attempts=3, now=clock()
            )
        assert memory.jobs.run_pending() == 4  # 3 + 3 + 3 + 1 messages
        backfills = [j for j in memory.jobs.list() if j.kind == "index_messages"]
        assert sorted(j.result["messages"] for j in backfills) == [1, 3, 3, 3]
        assert {row[3] for row in _index_columns(db_path)} == {"test:other"}
        (found,) = memory.messages.search(OWNER, "Kestrel warehouse scanner", top_k=1)
        assert found.matches[0].vector_score is not None  # compared with the new vectors


@pytest.fixture
def schema4_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the database written before messages were indexed (schema 4)."""
    yield from restored_database("schema4-079a284", backend, tmp_path, request)


def test_messages_of_an_earlier_release_become_searchable_without_a_manual_step(
    schema4_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.undo()  # the real keys
    now = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
    owner = Scope(tenant="acme", agent="support-bot", user="u-42")
    with Memory.open(
        schema4_database, embedder=TestEmbedder(), clock=lambda: now, worker=False
    ) as memory:
        assert memory.messages.search(owner, "J-9 requests per minute") == []
        (queued,) = [j for j in memory.jobs.list() if j.kind == "index_messages"]
        assert queued.status == "pending" and queued.scope == owner
    # Opening again queues nothing more.
    with Memory.open(
        schema4_database, embedder=TestEmbedder(), clock=lambda: now, worker=False
    ) as memory:
        assert [j.id for j in memory.jobs.list() if j.kind == "index_messages"] == [queued.id]
        memory.jobs.run_pending()
        assert memory.jobs.get(queued.id).status == "done"
        found = memory.messages.search(owner, "J-9 sends 241 requests per minute", top_k=1)
        assert [r.matched_ids for r in found] == [("a-1",)]
        assert [m.id for m in found[0].messages] == ["a-0", "u-1", "a-1", "u-2"]
        other = Scope(tenant="globex", agent="support-bot", user="u-42")
        assert memory.messages.search(other, "J-9 sends 241 requests per minute") == []

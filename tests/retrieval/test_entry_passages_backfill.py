"""Entries without sentence vectors (an upgraded database's) get them in the background, on both
backends: opening a memory queues one ``entry_sentences`` job per listed scope, once; the jobs
fill the vectors a batch at a time, leave alone what changed meanwhile, and an embedder that
fails loses nothing."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.entries import backfill
from episodic.stores import Store, open_store
from tests.conftest import Clock, sql_rows
from tests.retrieval.test_entry_passages import LONG, OTHERS, QUESTION, _semantic

KIND = backfill.SENTENCES_KIND
OTHER = Scope(tenant="globex", agent="support-bot", user="u-7")


class FailingEmbedder(TestEmbedder):
    """Embeds queries, and fails on a batch of several texts (as a provider that is down)."""

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if len(texts) > 1:
            raise RuntimeError("embedding service unavailable")
        return super()._embed(texts)


def _open(store: Store, clock: Clock, embedder: TestEmbedder | None = None) -> Memory:
    """A memory on ``store`` (which it closes when it closes)."""
    return Memory.open(store, embedder=embedder or TestEmbedder(), clock=clock, worker=False)


def _as_before_step_22(url: Path | str, scopes: Sequence[Scope]) -> None:
    """Make the entries look as an earlier release wrote them, and list their scopes as the
    upgrade does."""
    store = open_store(url)
    try:
        with store.write() as tx:
            tx.execute("UPDATE entries SET passage_vectors = NULL")
            tx.execute("UPDATE scope_state SET rewrites = rewrites + 1")
            for scope in scopes:
                tx.execute(
                    "INSERT INTO entry_sentence_backfill (tenant_id, agent_id, user_id) "
                    "VALUES (?, ?, ?)",
                    (scope.tenant, scope.agent, scope.user),
                )
    finally:
        store.close()


def _written(url: Path | str, clock: Clock, scope: Scope) -> str:
    """The long entry and the short ones, in ``scope`` and another; returns the long one's id."""
    with _open(open_store(url), clock) as memory:
        entry = memory.remember(scope, LONG)
        for text in OTHERS:
            memory.remember(scope, text)
        memory.remember(OTHER, OTHERS[0])
    _as_before_step_22(url, [scope, OTHER])
    return entry.id


def _sentences(url: Path | str) -> dict[str, int | None]:
    """Each entry's number of stored sentence vectors (``None``: not worked out)."""
    rows = sql_rows(url, "SELECT id, passage_vectors FROM entries")
    dimension = TestEmbedder().dimension
    counted: dict[str, int | None] = {}
    for entry_id, value in rows:
        if value is None or isinstance(value, list):
            counted[entry_id] = None if value is None else len(value)
        else:
            counted[entry_id] = len(bytes(value)) // (4 * dimension)
    return counted


def test_opening_queues_each_listed_scope_once_and_the_jobs_fill_the_sentences(
    db_path: Path | str, clock: Clock, scope: Scope
) -> None:
    long_id = _written(db_path, clock, scope)
    assert set(_sentences(db_path).values()) == {None}
    own = float(TestEmbedder().embed_one(LONG) @ TestEmbedder().embed_one(QUESTION))
    with Memory.open(db_path, embedder=TestEmbedder(), read_only=True) as reader:
        assert [job for job in reader.jobs.list() if job.kind == KIND] == []  # queues nothing
    assert sql_rows(db_path, "SELECT count(*) FROM entry_sentence_backfill") == [(2,)]
    store = open_store(db_path)
    with _open(store, clock) as memory:
        queued = [job for job in memory.jobs.list() if job.kind == KIND]
        assert sorted(job.scope.key for job in queued) == sorted([scope.key, OTHER.key])
        assert sql_rows(db_path, "SELECT count(*) FROM entry_sentence_backfill") == [(0,)]
        # Until the job runs the long entry is found by its own vector only.
        assert _semantic(store, memory, scope, QUESTION)[long_id] == pytest.approx(own, abs=1e-4)
        assert memory.jobs.run_pending() == 2
        found = _semantic(store, memory, scope, QUESTION)
        assert found[long_id] > own + 0.1
        assert max(found, key=lambda entry_id: found[entry_id]) == long_id
        assert memory.recall(scope, QUESTION)[0].entry.id == long_id
        assert sorted(job.result["entries"] for job in memory.jobs.list() if job.kind == KIND) == [
            1,
            4,
        ]
    counted = _sentences(db_path)
    assert counted.pop(long_id) == 3
    assert set(counted.values()) == {0}  # an entry of one sentence: the empty value
    with _open(open_store(db_path), clock) as memory:  # a second opening queues nothing
        assert sorted(job.id for job in memory.jobs.list() if job.kind == KIND) == sorted(
            job.id for job in queued
        )
        assert memory.jobs.run_pending() == 0


def test_a_large_scope_is_filled_in_batches_each_queuing_the_next(
    db_path: Path | str,
    clock: Clock,
    scope: Scope,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(backfill, "SENTENCES_BATCH", 2)
    _written(db_path, clock, scope)
    with _open(open_store(db_path), clock) as memory:
        assert memory.jobs.run_pending() == 4  # 2 + 2 + 0 entries of the scope, 1 of the other
        jobs = [job for job in memory.jobs.list() if job.kind == KIND and job.scope == scope]
        assert sorted((job.payload["after"] > 0, job.result["entries"]) for job in jobs) == [
            (False, 2),
            (True, 0),
            (True, 2),
        ]
    assert None not in _sentences(db_path).values()


def test_an_entry_changed_meanwhile_or_of_another_embedder_is_left_alone(
    db_path: Path | str, clock: Clock, scope: Scope
) -> None:
    long_id = _written(db_path, clock, scope)
    store = open_store(db_path)
    with _open(store, clock) as memory:
        (job,) = [j for j in memory.jobs.list() if j.kind == KIND and j.scope == scope]
        outcome = memory.entries.sentences.run(job, clock())
        ids = [row[0] for row in sql_rows(db_path, "SELECT id FROM entries ORDER BY rowid")]
        with store.write() as tx:  # meanwhile: one entry re-embedded, another filled
            tx.execute("UPDATE entries SET embedding_model = 'test:other' WHERE id = ?", (ids[1],))
            tx.execute(
                "UPDATE entries SET passage_vectors = ? WHERE id = ?",
                (tx.dialect.vectors(np.ones((2, TestEmbedder().dimension))), long_id),
            )
        with store.write() as tx:
            outcome.write(tx)
    counted = _sentences(db_path)
    assert counted[long_id] == 2  # what was written meanwhile stands
    assert counted[ids[1]] is None  # reindex re-embeds it whole, sentences included
    assert [counted[entry_id] for entry_id in ids[2:4]] == [0, 0]


def test_an_embedder_that_fails_loses_nothing_and_the_job_is_retried(
    db_path: Path | str, clock: Clock, scope: Scope
) -> None:
    long_id = _written(db_path, clock, scope)
    with _open(open_store(db_path), clock, FailingEmbedder()) as memory:
        memory.jobs.run_pending()
        jobs = [job for job in memory.jobs.list() if job.kind == KIND]
        failed = [job for job in jobs if job.scope == scope]
        assert [(j.status, j.attempts) for j in failed] == [("pending", 1)]
        assert "embedding service unavailable" in (failed[0].last_error or "")
    assert _sentences(db_path)[long_id] is None
    clock.moment += timedelta(hours=1)  # past the retry's backoff
    with _open(open_store(db_path), clock) as memory:
        assert [j.id for j in memory.jobs.list() if j.kind == KIND] == [j.id for j in jobs]
        memory.jobs.run_pending()
        assert memory.jobs.get(failed[0].id).status == "done"
        assert memory.recall(scope, QUESTION)[0].entry.id == long_id
    assert _sentences(db_path)[long_id] == 3

"""An embedder switch is never silent: one warning per scope, and ``reindex`` brings the vector
scores back (library call and CLI, SQLite and PostgreSQL)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from click.testing import CliRunner

from episodic import Memory, Scope, TestEmbedder
from episodic.cli import main

OLD = TestEmbedder(64, name="old-model")
NEW = TestEmbedder()  # "test:hash", 256 dimensions
A = Scope(tenant="acme", agent="bot", user="u-1")
B = Scope(tenant="acme", agent="bot", user="u-2")
NOTES = (
    "Exports over 2 GB time out on plan=basic.",
    "Webhook WH-7 retries forever after HTTP 410.",
    "Invoices for ACME-3 are due on the 5th.",
)


def fill(db: Path | str) -> None:
    with Memory.open(db, embedder=OLD) as memory:
        for scope in (A, B):
            for note in NOTES:
                memory.remember(scope, note, evidence=note[:20])


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "episodic" and r.levelno == 30]


def snapshot(memory: Memory) -> list[tuple[str, str, int]]:
    return sorted(
        (e.content, e.scope.user or "", len(e.sources))
        for scope in (A, B)
        for e in memory.timeline(scope)
    )


def test_a_switched_embedder_warns_once_per_scope_and_reindex_restores_vector_scores(
    db_path: Path | str, caplog: pytest.LogCaptureFixture
) -> None:
    fill(db_path)
    caplog.set_level(logging.WARNING, logger="episodic")
    with Memory.open(db_path, embedder=NEW, worker=False) as memory:
        before = snapshot(memory)
        hits = memory.recall(A, "exports time out on plan=basic")
        assert hits and all(hit.vector_score is None for hit in hits)  # words only
        memory.recall(A, "webhook retries")
        memory.before_turn(A, "t-1", "invoices due")
        memory.recall(B, "exports time out")
        found = warnings_of(caplog)
        assert len(found) == 2  # once for A, once for B, however often they are searched
        assert all("'old-model'" in m and "'test:hash'" in m for m in found)
        assert all("episodic reindex" in m for m in found)
        assert "'u-1'" in found[0] and "'u-2'" in found[1]

        seen: list[tuple[int, int]] = []
        done = memory.entries.reindex(A, batch_size=2, on_progress=lambda *p: seen.append(p))
        assert done == 3
        assert seen == [(0, 3), (2, 3), (3, 3)]
        hits = memory.recall(A, "exports time out on plan=basic")
        assert hits[0].entry.content == NOTES[0] and hits[0].vector_score is not None
        assert hits[0].entry.embedding_model == "test:hash"
        assert memory.recall(B, "exports time out")[0].vector_score is None  # not reindexed yet
        assert memory.entries.reindex() == 3  # the rest of the database: scope B
        assert memory.entries.reindex() == 0  # idempotent: nothing left to do
        assert memory.recall(B, "exports time out")[0].vector_score is not None
        assert snapshot(memory) == before  # nothing lost, duplicated or re-sourced
    caplog.clear()
    with Memory.open(db_path, embedder=NEW, worker=False) as memory:
        memory.recall(A, "exports time out")
        memory.recall(B, "exports time out")
    assert warnings_of(caplog) == []


def test_an_interrupted_reindex_resumes_where_it_stopped(db_path: Path | str) -> None:
    fill(db_path)

    class Stop(Exception):
        pass

    def stop_after_first_batch(done: int, total: int) -> None:
        if done:
            raise Stop

    with Memory.open(db_path, embedder=NEW, worker=False) as memory:
        with pytest.raises(Stop):
            memory.entries.reindex(batch_size=4, on_progress=stop_after_first_batch)
        models = [e.embedding_model or "" for s in (A, B) for e in memory.timeline(s)]
        assert sorted(models).count("test:hash") == 4  # the committed batch
        assert memory.entries.reindex(batch_size=4) == 2
        assert {e.embedding_model for s in (A, B) for e in memory.timeline(s)} == {"test:hash"}


def test_the_reindex_command_prints_progress_and_what_it_did(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    fill(db)
    runner = CliRunner()
    result = runner.invoke(
        main, ["reindex", "--db", str(db), "--embedder", "test", "--batch-size", "4"]
    )
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip() == "Re-embedded 6 entries with 'test:hash'."
    assert "reindex: 6/6 entries re-embedded" in result.stderr
    result = runner.invoke(
        main, ["reindex", "--db", str(db), "--embedder", "test", "--tenant", "acme"]
    )
    assert result.exit_code == 2 and "together" in result.stderr
    result = runner.invoke(main, ["reindex", "--db", str(db), "--embedder", "test"])
    assert result.stdout.strip() == "Re-embedded 0 entries with 'test:hash'."
    with Memory.open(db, embedder=NEW, read_only=True) as memory:
        assert memory.recall(A, "webhook WH-7 retries")[0].vector_score is not None
        assert [s.entries for s in memory.scopes()] == [3, 3]

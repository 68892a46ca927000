"""A database written by the previous release (schema 13, commit 7f091d3) opens with this one,
and its messages get sentence vectors in the background.

The fixtures (see fixtures/README.md) hold entries in two tenants with event fields, a
corrected pair, an entry held for review, a thread of long messages (one opening with a speaker
label, one sent with a ``name``) keyed with one vector each, another tenant's thread saying
much the same, observations, a profile, session memory, a plan, an ended session's episode,
audit records, done jobs, delayed jobs and a failed one. Opening it must keep every row, queue
the pass that keys the old messages again, and that pass must give each message of several
sentences one vector per sentence, without touching anything else.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.messages import ranked_matches
from episodic.messages.index import BACKFILL_KIND, UPGRADE_RUN
from episodic.messages.keys import passages
from episodic.stores.migrations import STEPS
from tests.conftest import restored_database

# Five minutes after the fixture was written: its delayed jobs (a session's idle check, due
# after 30 minutes) are not due, so only what the upgrade queues runs.
NOW = datetime(2026, 11, 22, 12, 5, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="globex", agent="support-bot", user="u-7")
# The ids the fixture's turns gave their user and assistant messages.
OWNER_IDS = {"u-0", "a-0", "u-1", "a-1", "u-2", "a-2", "u-3", "a-3"}
OTHER_IDS = {"g-0", "h-0"}
# Who said a message, when it says so: ``u-1`` opens with "Dana: ", ``u-2`` was sent with
# ``name="Priya"``.
SPEAKERS = {"u-1": "Dana", "u-2": "Priya"}
DIMENSION = TestEmbedder().dimension

# What must survive the upgrade unchanged: the key fields of every row, read with plain SQL.
SNAPSHOT = {
    "entries": "SELECT id, tenant_id, user_id, content, content_hash, kind, status, "
    "superseded_by, supersedes, thread_id, occurred_at, purpose, actor, source_trust, "
    "policy_version, metadata, embedding_model FROM entries ORDER BY id",
    "entry_sources": "SELECT entry_id, label, evidence, thread_id, message_id, role "
    "FROM entry_sources ORDER BY entry_id, label, id",
    "messages": "SELECT rowid, id, tenant_id, user_id, thread_id, role, content, name, "
    "created_at, turn_key, position, tool_calls, tool_call_id, embedding_model "
    "FROM messages ORDER BY rowid",
    "episodes": "SELECT id, user_id, thread_id, started_at, ended_at, message_count, "
    "first_seq, last_seq, summary, topics, status FROM episodes ORDER BY id",
    "audit_events": "SELECT id, tenant_id, user_id, at, actor, action, target_ids, reason, "
    "detail FROM audit_events ORDER BY id",
    "jobs": "SELECT id, kind, key, status, attempts, max_attempts, last_error, run_after, "
    "payload FROM jobs ORDER BY id",
}
# What the sentence pass writes, for the check that a second opening changes nothing.
KEYS = (
    "SELECT rowid, terms, embedding, passage_vectors, index_revision FROM messages ORDER BY rowid"
)


@pytest.fixture
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-13 database, on the backend under test."""
    yield from restored_database("schema13-7f091d3", backend, tmp_path, request)


def _open(url: str) -> Memory:
    return Memory.open(url, embedder=TestEmbedder(), clock=lambda: NOW, worker=False)


def _query(url: str, sql: str) -> list[tuple[Any, ...]]:
    """Rows of ``sql`` read with the driver itself (no episodic code, so nothing migrates)."""
    if url.startswith("postgresql"):
        import psycopg

        with psycopg.connect(url) as conn:
            return [tuple(row) for row in conn.execute(sql).fetchall()]
    conn = sqlite3.connect(url)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def _snapshot(url: str) -> dict[str, list[tuple[Any, ...]]]:
    return {table: _query(url, sql) for table, sql in SNAPSHOT.items()}


def _upgraded(url: str) -> None:
    """Open the old database, run what opening it queued, close it."""
    with _open(url) as memory:
        memory.jobs.run_pending()


def _cosine(a: Any, b: Any) -> float:
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def _found(memory: Memory, scope: Scope, query: str) -> dict[str, float]:
    """Every message ``query`` matches in ``scope``, by id, with its vector score."""
    return {
        match.message.id: match.vector_score or 0.0
        for match in ranked_matches(memory.messages.search(scope, query, top_k=20))
    }


def test_every_step_is_applied_and_every_row_survives(old_database: str) -> None:
    before = _snapshot(old_database)
    assert len(before["messages"]) >= 12 and before["episodes"] and before["audit_events"]
    assert {row[3] for row in before["jobs"]} >= {"done", "failed", "pending"}
    _upgraded(old_database)
    applied = sorted(
        int(row[0]) for row in _query(old_database, "SELECT number FROM schema_migrations")
    )
    assert applied == [step.number for step in STEPS]
    after = _snapshot(old_database)
    for table in ("entries", "entry_sources", "messages", "episodes", "audit_events"):
        assert after[table] == before[table], table
    old_jobs = {row[0] for row in before["jobs"]}
    assert [row for row in after["jobs"] if row[0] in old_jobs] == before["jobs"]
    added = [row for row in after["jobs"] if row[0] not in old_jobs]
    assert BACKFILL_KIND in {row[1] for row in added}  # the sentence pass, which ran
    assert all(row[3] == "done" for row in added)


def test_old_rows_read_through_the_public_api(old_database: str) -> None:
    with _open(old_database) as memory:
        timeline = memory.timeline(OWNER, include_inactive=True)
        (old,) = [e for e in timeline if e.status == "superseded"]
        (new,) = [e for e in timeline if old.id in e.supersedes]
        assert "100 requests" in old.content and "90 requests" in new.content
        assert old.kind == "fact" and old.purpose == ("support",)
        assert old.metadata == {"ticket": "T-9"}
        (held,) = memory.review.pending(OWNER)
        assert "billing-archive@example.net" in held.content
        assert [e.content for e in memory.timeline(OTHER)] == [
            "Globex invoices for G-7 bounce since the contact left."
        ]
        (episode,) = memory.episodes.list(OWNER)
        assert episode.thread_id == "t-1" and episode.message_count >= 8
        actions = {event.action for event in memory.audit.list(OWNER)}
        assert {"correct", "approve"} <= actions
        assert "Dana Whitlock" in memory.profile.get(OWNER).document.render()
        assert memory.sessions.get(OWNER, "t-1") is not None
        assert memory.plans.get(OWNER, "t-1") is not None
        assert memory.observations.list(OWNER, "t-1")
        said = [m.id for m in memory.messages.list(OWNER, "t-1") if m.role != "tool" and m.content]
        assert said == ["u-0", "a-0", "u-1", "a-1", "u-2", "a-2", "u-3", "a-3"]
        failed = memory.jobs.list(status="failed", tenant="acme")
        assert failed and all(j.last_error and "model unreachable" in j.last_error for j in failed)


def test_old_messages_are_found_by_one_vector_then_by_their_best_sentence(
    old_database: str,
) -> None:
    question = "when should the VPN certificate be renewed"
    with _open(old_database) as memory:
        queued = [j for j in memory.jobs.list(status="pending") if j.kind == BACKFILL_KIND]
        assert {j.payload.get("run") for j in queued} == {UPGRADE_RUN}
        assert {j.scope for j in queued} == {OWNER, OTHER}
        before = _found(memory, OWNER, question)
        assert "a-1" in before  # found by its one old vector before the pass has run
        assert set(before) <= OWNER_IDS
        assert memory.jobs.run_pending() >= len(queued)
        after = _found(memory, OWNER, question)
        assert set(after) <= OWNER_IDS
        assert set(_found(memory, OTHER, question)) <= OTHER_IDS
        (reply,) = [m for m in memory.messages.list(OWNER, "t-1") if m.id == "a-1"]
    embedder = TestEmbedder()
    asked = embedder.embed_one(question)
    best = max(_cosine(asked, embedder.embed_one(p)) for p in passages(reply.content))
    assert after["a-1"] > before["a-1"]  # its sentence about the VPN now counts...
    assert after["a-1"] == pytest.approx(max(best, before["a-1"]), abs=1e-5)  # ...as its best


def test_every_old_message_gets_its_sentence_vectors_and_speaker(old_database: str) -> None:
    _upgraded(old_database)
    rows = _query(
        old_database,
        "SELECT id, content, passage_vectors FROM messages WHERE role IN ('user', 'assistant') "
        "AND trim(content) <> '' ORDER BY rowid",
    )
    assert {row[0] for row in rows} >= OWNER_IDS | OTHER_IDS
    embedder = TestEmbedder()
    several = 0
    for message_id, content, blob in rows:
        assert blob is not None, message_id
        sentences = passages(content, SPEAKERS.get(message_id))
        assert len(bytes(blob)) == len(sentences) * DIMENSION * 4, message_id
        several += len(sentences) > 1
        if message_id in SPEAKERS:
            label = f"{SPEAKERS[message_id]}:"
            assert len(sentences) > 1 and all(s.startswith(label) for s in sentences)
            stored = np.frombuffer(bytes(blob), dtype=np.float32).reshape(len(sentences), -1)
            assert np.allclose(stored, embedder.embed(list(sentences)), atol=1e-6)
            unlabelled = embedder.embed(list(passages(content)))
            assert not np.allclose(stored, unlabelled, atol=1e-3)  # the label is embedded too
    assert several >= 8  # the long messages of both tenants


def test_opening_again_queues_nothing_and_changes_nothing(old_database: str) -> None:
    _upgraded(old_database)
    keyed, rows = _query(old_database, KEYS), _snapshot(old_database)
    with _open(old_database) as memory:
        assert not [j for j in memory.jobs.list(status="pending") if j.kind == BACKFILL_KIND]
        assert memory.jobs.run_pending() == 0
        assert set(_found(memory, OWNER, "barcode scanners in bay four")) <= OWNER_IDS
    assert _query(old_database, KEYS) == keyed
    assert _snapshot(old_database) == rows

"""The PostgreSQL store on a real server: migrations under a lock, the pool, BM25 parity with
SQLite, HNSW recall, and the job queue shared by many processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import psycopg
import pytest

from episodic import ConfigError, Memory, Scope, TestEmbedder, ValidationError
from episodic.models import (
    CandidateQuery,
    Candidates,
    EntryDraft,
    JobRequest,
    SourceDraft,
    content_hash,
)
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import Store, entry_index
from episodic.stores import jobs as job_rows
from episodic.stores.migrations import STEPS
from episodic.stores.postgres import PostgresStore, schema, search
from episodic.stores.sqlite import SQLiteStore
from tests.conftest import NOW
from tests.storeops import get, write

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
WORDS = (
    "export timeout invoice billing login token webhook retry queue routing ticket refund "
    "latency outage deploy rollback cluster replica backup cache sync api worker cron alert"
).split()


def _drafts(scope: Scope, count: int, seed: int, dimension: int = 32) -> list[EntryDraft]:
    random = np.random.default_rng(seed)
    drafts = []
    for i in range(count):
        words = " ".join(random.choice(WORDS, size=int(random.integers(3, 12))))
        text = f"Case {seed}-{i}: {words} for WF-{random.integers(100, 999)}."
        vector = random.standard_normal(dimension).astype(np.float32)
        drafts.append(
            EntryDraft(
                scope=scope,
                content=text,
                content_hash=content_hash(text),
                occurred_at=NOW - timedelta(minutes=i),
                recorded_at=NOW,
                embedding=vector / np.linalg.norm(vector),
                embedding_model="test:random",
                sources=(SourceDraft(label="user_assertion", evidence=text[:20]),),
            )
        )
    return drafts


def _run(code: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )


def _schema_rows(url: str, sql: str) -> list[tuple[Any, ...]]:
    store = PostgresStore(url)
    try:
        with store.read() as tx:
            return tx.all(sql)
    finally:
        store.close()


# -- opening --------------------------------------------------------------------------------


def test_processes_starting_together_migrate_once(postgres_url: str) -> None:
    opener = """
        import sys
        from episodic import Memory
        Memory.open(sys.argv[1], embedder="test", worker=False).close()
        print("ok")
    """
    procs = [_run(opener, postgres_url) for _ in range(4)]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert out.strip() == "ok"
    rows = _schema_rows(postgres_url, "SELECT number, name FROM schema_migrations ORDER BY 1")
    assert rows == [(step.number, step.name) for step in STEPS]


def test_pool_size_comes_from_the_url_and_threads_share_it(postgres_url: str) -> None:
    with pytest.raises(ConfigError, match="pool_size"):
        PostgresStore(postgres_url + "&pool_size=0")
    store = PostgresStore(postgres_url + "&pool_size=2")
    assert store.pool_size == 2
    memory = Memory.open(store, embedder=TestEmbedder())
    try:

        def work(i: int) -> int:
            memory.remember(SCOPE, f"Host H-{i} rebooted twice after kernel patch K-{i}.")
            return len(memory.recall(SCOPE, f"host H-{i} rebooted"))

        with ThreadPoolExecutor(max_workers=8) as pool:
            assert all(n >= 1 for n in pool.map(work, range(24)))
        assert len(memory.timeline(SCOPE)) == 24
    finally:
        memory.close()


def test_a_server_that_is_not_there_is_a_store_error(tmp_path: Path) -> None:
    from episodic import StoreError

    with pytest.raises(StoreError, match="Cannot connect"):
        Memory.open(f"postgresql://nobody@/none?host={tmp_path}", embedder="test")


# -- search parity --------------------------------------------------------------------------


def _same_hits(postgres: Store, sqlite: Store, queries: list[str]) -> None:
    for query in queries:
        ours = postgres.lexical_search(SCOPE, tokenize(query), limit=20, now=NOW)
        theirs = sqlite.lexical_search(SCOPE, tokenize(query), limit=20, now=NOW)
        contents = {
            e.id: e.content
            for store, hits in ((postgres, ours), (sqlite, theirs))
            for e in get(store, SCOPE, [h.entry_id for h in hits])
        }
        assert [contents[h.entry_id] for h in ours] == [contents[h.entry_id] for h in theirs]
        for mine, other in zip(ours, theirs, strict=True):
            assert (mine.score, mine.coverage, mine.normalized) == (
                other.score,
                other.coverage,
                other.normalized,
            )


@pytest.mark.parametrize("small_scope", [10_000, 10], ids=["in-database", "in-process"])
def test_bm25_matches_the_sqlite_store_exactly(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, small_scope: int
) -> None:
    monkeypatch.setattr(search, "SMALL_SCOPE", small_scope)
    postgres, sqlite = PostgresStore(postgres_url), SQLiteStore(tmp_path / "same.db")
    queries = ["export timeout WF-123", "refund queue ticket", "cron alert worker", "nothing"]
    try:
        for batch, count in ((1, 300), (2, 7)):  # a bulk write, then a few rows after a search
            drafts = _drafts(SCOPE, count, seed=batch)
            write(postgres, drafts)
            write(sqlite, drafts)
            _same_hits(postgres, sqlite, queries)
    finally:
        postgres.close()
        sqlite.close()


def _separately(store: Store, terms: list[str], vector: np.ndarray[Any, Any]) -> Candidates:
    """What candidates() answers, asked as three separate questions."""
    lexical = store.lexical_search(SCOPE, terms, limit=25, now=NOW)
    semantic = store.vector_search(SCOPE, vector, model="test:random", limit=25, now=NOW)
    with store.read() as tx:
        seen = entry_index.last_seen(tx, SCOPE, [h.entry_id for h in (*lexical, *semantic)])
    return Candidates(lexical, semantic, seen)


@pytest.mark.parametrize(
    ("small_scope", "exact_limit"),
    [(10_000, 10_000), (10, 10_000), (10_000, 100)],
    ids=["rows-exact", "in-process-exact", "rows-hnsw"],
)
def test_one_round_trip_candidates_equal_the_separate_calls(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch, small_scope: int, exact_limit: int
) -> None:
    monkeypatch.setattr(search, "SMALL_SCOPE", small_scope)
    monkeypatch.setattr(search, "EXACT_SCAN_LIMIT", exact_limit)
    store = PostgresStore(postgres_url)
    other = Scope(tenant="acme", agent="bot", user="u-2")
    try:
        drafts = _drafts(SCOPE, 400, seed=12)
        write(store, drafts)
        write(store, _drafts(other, 200, seed=13))
        random = np.random.default_rng(14)
        for query in ["export timeout WF-123", "refund queue ticket", "nothing at all", ""]:
            vector = random.standard_normal(32).astype(np.float32)
            together = store.candidates(
                SCOPE, CandidateQuery(tokenize(query), vector, "test:random", 25, NOW)
            )
            apart = _separately(store, tokenize(query), vector)
            assert together == apart
            assert len(together.semantic) == 25
            assert set(together.last_seen) == {
                h.entry_id for h in (*together.lexical, *together.semantic)
            }
        with pytest.raises(ValidationError, match="16 dimensions"):
            store.candidates(
                SCOPE, CandidateQuery(["export"], np.ones(16, np.float32), "test:random", 5, NOW)
            )
        empty = store.candidates(
            Scope(tenant="acme", agent="bot", user="nobody"),
            CandidateQuery(["export"], vector, "test:random", 5, NOW),
        )
        assert empty.lexical == empty.semantic == [] and empty.last_seen == {}
    finally:
        store.close()


def test_hnsw_recall_against_exact_search_and_scope_filter(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "EXACT_SCAN_LIMIT", 100)  # force the HNSW path
    store = PostgresStore(postgres_url)
    other = Scope(tenant="acme", agent="bot", user="u-2")
    try:
        drafts = _drafts(SCOPE, 2000, seed=3)
        write(store, drafts)
        write(store, _drafts(other, 1500, seed=4))
        ids = [w.entry_id for w in write(store, drafts)]  # reinforces: same ids back
        matrix = np.stack([d.embedding for d in drafts if d.embedding is not None])
        random = np.random.default_rng(5)
        found = 0.0
        for _ in range(30):
            query = random.standard_normal(32).astype(np.float32)
            exact = {ids[i] for i in np.argsort(-(matrix @ query))[:10]}
            hits = store.vector_search(SCOPE, query, model="test:random", limit=10, now=NOW)
            assert {h.entry_id for h in hits} <= set(ids)  # never another scope's rows
            found += len(exact & {h.entry_id for h in hits}) / 10
        assert found / 30 >= 0.95
        small = Scope(tenant="acme", agent="bot", user="u-3")
        write(store, _drafts(small, 50, seed=6))
        with store._transaction(write=True) as conn:
            names = {
                row[0]
                for row in conn.execute(
                    "SELECT indexname FROM pg_indexes WHERE indexname LIKE 'entries_hnsw_%'"
                )
            }
            # Each large scope has its own graph; a small one has none.
            assert names == {
                schema.vector_index_name(SCOPE, 32),
                schema.vector_index_name(other, 32),
            }

            # The search really walks this scope's graph, also after psycopg has prepared the
            # statement (a generic plan could not use a partial index). The counters are this
            # backend's scans not yet reported, so compare before and after.
            def scans() -> tuple[int, int]:
                row = conn.execute(
                    "SELECT pg_stat_get_xact_numscans(to_regclass(%s)), "
                    "pg_stat_get_xact_numscans(to_regclass(%s))",
                    (schema.vector_index_name(SCOPE, 32), schema.vector_index_name(other, 32)),
                ).fetchone()
                assert row is not None
                return int(row[0]), int(row[1])

            before = scans()
            for _ in range(8):
                search.vector_search(
                    conn,
                    SCOPE,
                    CandidateQuery((), query, "test:random", 10, NOW),
                    indexed=store._indexes.usable,
                )
            after = scans()
        assert (after[0] - before[0], after[1] - before[1]) == (8, 0)
    finally:
        store.close()


def _index_state(store: PostgresStore, scope: Scope) -> bool | None:
    """Whether the scope's index is valid, or None when there is none."""
    with store._transaction(write=True) as conn:
        row = conn.execute(
            "SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass(%s)",
            (schema.vector_index_name(scope, 32),),
        ).fetchone()
    return None if row is None else bool(row[0])


def test_a_scope_index_left_invalid_by_a_failed_build_is_rebuilt(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "EXACT_SCAN_LIMIT", 100)
    store = PostgresStore(postgres_url)
    try:
        write(store, _drafts(SCOPE, 60, seed=8))
        # A concurrent build that fails (here: a unique index over duplicate values) leaves
        # an invalid index behind under the name the scope's graph will use.
        with store._pool.connection() as conn, pytest.raises(psycopg.errors.UniqueViolation):
            conn.execute(
                f"CREATE UNIQUE INDEX CONCURRENTLY {schema.vector_index_name(SCOPE, 32)} "
                "ON entries (tenant_id)"
            )
        assert _index_state(store, SCOPE) is False
        before = store.vector_search(
            SCOPE, _drafts(SCOPE, 1, seed=8)[0].embedding, model="test:random", limit=5, now=NOW
        )
        assert len(before) == 5  # an invalid index is never used; the scan is exact

        write(store, _drafts(SCOPE, 60, seed=9))  # 120 entries: past the limit
        assert _index_state(store, SCOPE) is True
        query = _drafts(SCOPE, 1, seed=8)[0].embedding
        hits = store.vector_search(SCOPE, query, model="test:random", limit=5, now=NOW)
        assert hits[0].score == pytest.approx(1.0, abs=1e-5)
    finally:
        store.close()


def test_a_build_already_running_elsewhere_is_left_alone_and_search_stays_exact(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "EXACT_SCAN_LIMIT", 100)
    store = PostgresStore(postgres_url)
    name = schema.vector_index_name(SCOPE, 32)
    try:
        with psycopg.connect(postgres_url, autocommit=True) as other:
            other.execute("SELECT pg_advisory_lock(hashtext(%s))", (name,))
            drafts = _drafts(SCOPE, 150, seed=10)
            write(store, drafts)  # returns without waiting for the other builder
            assert _index_state(store, SCOPE) is None
            hits = store.vector_search(
                SCOPE, drafts[7].embedding, model="test:random", limit=3, now=NOW
            )
            assert hits[0].score == pytest.approx(1.0, abs=1e-5)
        # The next write finds the lock free and builds.
        write(store, _drafts(SCOPE, 1, seed=11))
        assert _index_state(store, SCOPE) is True
    finally:
        store.close()


# -- the job queue (its contract tests run on both backends in test_jobs.py) ---------------


def test_a_claim_skips_a_job_another_worker_holds_instead_of_waiting(postgres_url: str) -> None:
    store = PostgresStore(postgres_url)
    try:
        with store.write() as tx:
            ids = [
                job_rows.enqueue(
                    tx,
                    JobRequest(kind="test", key=f"k{i}", scope=SCOPE),
                    max_attempts=3,
                    now=NOW + timedelta(seconds=i),
                )[0].id
                for i in range(3)
            ]
        with psycopg.connect(postgres_url, autocommit=True) as other, other.transaction():
            # Another worker is in the middle of claiming the oldest job: we skip, not wait.
            other.execute("SELECT 1 FROM jobs WHERE id = %s FOR UPDATE", (ids[0],))
            started = time.monotonic()
            with store.write() as tx:
                claimed = job_rows.claim(
                    tx, "w0", kinds=("test",), lease_seconds=60, now=NOW + timedelta(minutes=1)
                )
            assert claimed is not None and claimed.id == ids[1]
            assert time.monotonic() - started < 2
    finally:
        store.close()


WRITER = """
    import sys
    from episodic import Config, EpisodesConfig, Memory, MessagesConfig, Scope, TestEmbedder
    url, name, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    # One job per turn, the extraction: no message search, no idle-session check.
    config = Config(messages=MessagesConfig(search=False), episodes=EpisodesConfig(enabled=False))
    with Memory.open(url, embedder=TestEmbedder(), config=config, worker=False) as memory:
        for i in range(count):
            scope = Scope(tenant="acme", agent="bot", user=f"u-{i % 3}")
            text = f"Export job J-{i} fails with HTTP 429 on {WORDS[i % len(WORDS)]} sync."
            # Both writers submit every turn: the queue must keep one job per turn.
            memory.after_turn(scope, f"t-{i}", [{"role": "user", "content": text}])
            own = f"Invoice run R-{name}-{i} failed with error E-{i} on the billing page."
            memory.after_turn(scope, f"t-{name}-{i}", [{"role": "user", "content": own}])
    print("done")
"""

WORKER = """
    import signal, sys
    from episodic import Config, EntriesConfig, JobsConfig, Memory, TestEmbedder
    config = Config(
        entries=EntriesConfig(dedupe_similarity_threshold=False),
        jobs=JobsConfig(poll_seconds=0.1),
    )
    with Memory.open(sys.argv[1], embedder=TestEmbedder(), config=config, worker=False) as memory:
        runner = memory.jobs.worker()
        signal.signal(signal.SIGTERM, lambda *_: runner.stop())
        print("ready", flush=True)
        runner.serve()
"""


def _wait_for_jobs(url: str, expected: int, timeout: float) -> list[Any]:
    deadline = time.monotonic() + timeout
    with Memory.open(url, embedder=TestEmbedder(), worker=False) as memory:
        while True:
            jobs = memory.jobs.list(limit=1000)
            if len(jobs) == expected and all(job.status == "done" for job in jobs):
                return jobs
            assert time.monotonic() < deadline, [job.status for job in jobs]
            time.sleep(0.2)


def test_four_workers_and_two_writers_store_every_turn_exactly_once(postgres_url: str) -> None:
    Memory.open(postgres_url, embedder="test", worker=False).close()
    count = 12
    workers = [_run(WORKER, postgres_url) for _ in range(4)]
    for proc in workers:  # each has its SIGTERM handler before anything may stop it
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    writer = "WORDS = " + repr(WORDS) + "\n" + textwrap.dedent(WRITER)
    writers = [_run(writer, postgres_url, name, str(count)) for name in ("a", "b")]
    try:
        for proc in writers:
            _, err = proc.communicate(timeout=180)
            assert proc.returncode == 0, err
        jobs = _wait_for_jobs(postgres_url, expected=3 * count, timeout=180)
    finally:
        for proc in workers:
            proc.send_signal(signal.SIGTERM)
        for proc in workers:
            _out, err = proc.communicate(timeout=60)
            assert proc.returncode == 0, err
    assert all(job.attempts == 1 for job in jobs)  # each claimed once, never re-run
    assert sum(job.result["entries"] for job in jobs) == 3 * count
    with Memory.open(postgres_url, embedder=TestEmbedder(), worker=False) as memory:
        contents = []
        for user in ("u-0", "u-1", "u-2"):
            entries = memory.timeline(Scope(tenant="acme", agent="bot", user=user), limit=1000)
            assert all(len(entry.sources) == 1 for entry in entries)  # stored once, not twice
            contents += [entry.content for entry in entries]
    assert len(contents) == len(set(contents)) == 3 * count

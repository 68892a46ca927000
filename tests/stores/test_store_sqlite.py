"""The SQLite store on real files: migrations, several processes, cross-process freshness."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.stores.migrations import STEPS

WRITER = textwrap.dedent(
    """
    import sys
    from episodic import Memory, Scope, TestEmbedder, Config, EntriesConfig
    path, name, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    scope = Scope(tenant="acme", agent="bot", user="shared")
    config = Config(entries=EntriesConfig(dedupe_similarity_threshold=False))
    with Memory.open(path, embedder=TestEmbedder(), config=config) as memory:
        for i in range(count):
            memory.remember(scope, f"Writer {name} note {i}: job J-{name}-{i} finished.")
            # Half the notes are the same across writers: hash dedupe must hold under races.
            memory.remember(scope, f"Shared note {i} about queue Q-{i}.", evidence=name)
    print("done")
    """
)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """These tests are about SQLite files themselves, so they run on SQLite only."""
    return tmp_path / "memory.db"


def test_migrations_are_recorded_and_applied_once(db_path: Path) -> None:
    Memory.open(db_path, embedder="test").close()
    Memory.open(db_path, embedder="test").close()
    with sqlite3.connect(db_path) as conn:
        rows = conn.execute("SELECT number FROM schema_migrations").fetchall()
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    assert [r[0] for r in rows] == [step.number for step in STEPS]
    assert mode == "wal"


def test_two_processes_write_one_file_at_once(db_path: Path) -> None:
    Memory.open(db_path, embedder="test").close()
    count = 60
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(db_path), name, str(count)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in ("a", "b")
    ]
    outputs = [p.communicate(timeout=120) for p in procs]
    for proc, (out, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err
        assert out.strip() == "done"
    scope = Scope(tenant="acme", agent="bot", user="shared")
    with Memory.open(db_path, embedder=TestEmbedder()) as memory:
        entries = memory.timeline(scope)
        contents = [e.content for e in entries]
        assert len(contents) == len(set(contents)) == 3 * count
        shared = [e for e in entries if e.content.startswith("Shared note")]
        assert len(shared) == count
        # Every shared note carries both writers' evidence, exactly once each.
        assert all(sorted(s.evidence or "" for s in e.sources) == ["a", "b"] for e in shared)
        hits = memory.recall(scope, "Writer b note 7 job J-b-7 finished")
        assert hits[0].entry.content == "Writer b note 7: job J-b-7 finished."
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        indexed = conn.execute("SELECT count(*) FROM entries WHERE terms <> ''").fetchone()[0]
        assert indexed == 3 * count  # every entry keeps its terms


def test_a_search_sees_writes_made_by_another_process(db_path: Path) -> None:
    scope = Scope(tenant="acme", agent="bot", user="shared")
    with Memory.open(db_path, embedder=TestEmbedder()) as memory:
        memory.remember(scope, "Local note about disk D-1 filling up.")
        assert len(memory.recall(scope, "disk D-1 filling up")) == 1  # index now cached
        result = subprocess.run(
            [sys.executable, "-c", WRITER, str(db_path), "z", "3"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        hits = memory.recall(scope, "Writer z note 2 job J-z-2 finished")
        assert hits and hits[0].entry.content == "Writer z note 2: job J-z-2 finished."


def test_threads_share_one_store(db_path: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    scope = Scope(tenant="acme", agent="bot", user="threads")
    with Memory.open(db_path, embedder=TestEmbedder()) as memory:

        def work(i: int) -> int:
            memory.remember(scope, f"Thread note {i} on host H-{i} rebooted twice.")
            return len(memory.recall(scope, f"host H-{i} rebooted"))

        with ThreadPoolExecutor(max_workers=8) as pool:
            found = list(pool.map(work, range(40)))
        assert all(n >= 1 for n in found)
        assert len(memory.timeline(scope)) == 40


def test_reopening_keeps_everything(db_path: Path) -> None:
    scope = Scope(tenant="acme", agent="bot", user="u")
    with Memory.open(db_path, embedder=TestEmbedder()) as memory:
        entry = memory.remember(scope, "Note that survives a restart: cache C-3 was purged.")
    with Memory.open(f"sqlite:///{db_path}", embedder=TestEmbedder()) as memory:
        assert memory.entries.get(scope, entry.id) == entry
        assert memory.recall(scope, "cache C-3 purged")[0].entry.id == entry.id

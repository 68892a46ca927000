"""Bounded resources: opens that never wait for a writer, read-only opens, descriptors that do
not pile up with threads, search caches within their byte budget, and private files."""

from __future__ import annotations

import gc
import os
import stat
import subprocess
import sys
import textwrap
import threading
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from episodic import Memory, Scope, StoreError, TestEmbedder
from episodic.stores import open_store
from episodic.stores.sqlite import SQLiteStore
from tests.conftest import NOW

ROOT = Path(__file__).resolve().parents[2]
SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
IMPORTER = Scope(tenant="acme", agent="bot", user="importer")

# Writes 2,000 entries in one transaction (what a large import does) and keeps the
# transaction, with SQLite's write lock, open until told to commit.
HOLDING_IMPORT = textwrap.dedent(
    """
    import sys
    from episodic import Scope
    from episodic.governance.gate.screen import passed
    from episodic.stores import entries
    from episodic.stores.sqlite import SQLiteStore
    from tests.stores.test_store_postgres import _drafts

    store = SQLiteStore(sys.argv[1])
    scope = Scope(tenant="acme", agent="bot", user="importer")
    with store.write() as tx:
        drafts = [passed(d, origin="test") for d in _drafts(scope, 2000, seed=7)]
        entries.write_drafts(tx, drafts)
        print("holding", flush=True)
        sys.stdin.readline()
    store.close()
    print("committed", flush=True)
    """
)


def _open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


# -- opening while another process writes ---------------------------------------------------


def test_opens_and_reads_do_not_wait_for_another_process_import(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    with Memory.open(path, embedder=TestEmbedder(), worker=False) as memory:
        kept = memory.remember(SCOPE, "Disk D-1 on host H-7 filled up twice.")
    writer = subprocess.Popen(
        [sys.executable, "-c", HOLDING_IMPORT, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "holding"
        # Before: opening took the write lock, so this waited 30 s and failed "locked".
        with Memory.open(path, embedder=TestEmbedder(), read_only=True) as reader:
            assert [entry.id for entry in reader.timeline(SCOPE)] == [kept.id]
            assert reader.recall(SCOPE, "disk D-1 filled up")[0].entry.id == kept.id
            assert reader.timeline(IMPORTER) == []  # the import has not committed
            with pytest.raises(StoreError, match="read-only"):
                reader.remember(SCOPE, "A write through a read-only memory.")
        # A read-write open with no migration due does not need the lock either.
        with Memory.open(path, embedder=TestEmbedder(), worker=False) as plain:
            assert [entry.id for entry in plain.timeline(SCOPE)] == [kept.id]
    finally:
        out, err = writer.communicate("\n", timeout=120)
    assert writer.returncode == 0, err
    assert out.strip() == "committed"
    with Memory.open(path, embedder=TestEmbedder(), read_only=True) as reader:
        assert len(reader.timeline(IMPORTER)) == 2000  # the import landed whole
        assert [entry.id for entry in reader.timeline(SCOPE)] == [kept.id]


# -- read-only opens ------------------------------------------------------------------------


def test_a_read_only_memory_refuses_every_write_and_changes_nothing(db_path: Path | str) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        kept = memory.remember(SCOPE, "Refund R-55 was approved by the billing team.")
        before = memory.timeline(SCOPE, include_inactive=True)
    with Memory.open(db_path, embedder=TestEmbedder(), read_only=True) as reader:
        with pytest.raises(StoreError, match="read-only"):
            reader.remember(SCOPE, "Refund R-56 was approved by the billing team.")
        with pytest.raises(StoreError, match="read-only"):
            reader.remember_many(SCOPE, [{"content": "Invoice I-9 was paid in full."}])
        with pytest.raises(StoreError, match="read-only"):
            reader.after_turn(SCOPE, "t-1", [{"role": "user", "content": "My plan is gold."}])
        assert reader.recall(SCOPE, "refund R-55 approved")[0].entry.id == kept.id
        assert reader.jobs.list() == []
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        assert memory.timeline(SCOPE, include_inactive=True) == before


def test_the_database_itself_refuses_writes_on_a_read_only_store(db_path: Path | str) -> None:
    Memory.open(db_path, embedder=TestEmbedder(), worker=False).close()
    store = open_store(db_path, read_only=True)
    with Memory.open(store, embedder=TestEmbedder(), read_only=True):
        assert store.read_only
        # Even SQL slipped through the read path is refused by SQLite (mode=ro) or by
        # PostgreSQL (read-only transactions), not only by our own check.
        with pytest.raises(Exception, match=r"(?i)read-?only") as refused, store.read() as tx:
            tx.execute("DELETE FROM entries")
        assert not isinstance(refused.value, StoreError)


def test_a_read_only_open_never_creates_or_migrates(
    db_path: Path | str, backend: str, tmp_path: Path
) -> None:
    missing = tmp_path / "missing" / "memory.db"
    with pytest.raises(StoreError, match="No database"):
        Memory.open(missing, embedder=TestEmbedder(), read_only=True)
    assert not missing.parent.exists()
    if backend == "sqlite":
        Path(db_path).touch()  # an empty file: every migration is due
    with pytest.raises(StoreError, match="open it once read-write"):
        Memory.open(db_path, embedder=TestEmbedder(), read_only=True)
    if backend == "sqlite":
        assert Path(db_path).stat().st_size == 0
    else:
        import psycopg

        with psycopg.connect(str(db_path)) as conn:
            found = conn.execute("SELECT to_regclass('schema_migrations')").fetchone()
        assert found == (None,)


def test_a_file_uri_opens_the_file_it_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "data" / "memory.db"
    path.parent.mkdir()
    with Memory.open(path, embedder=TestEmbedder(), worker=False) as memory:
        kept = memory.remember(SCOPE, "Queue Q-3 drains every night at 02:00.")
    monkeypatch.chdir(tmp_path)
    # Before: ``file:...?mode=ro`` was taken for a relative path and became folders.
    with Memory.open(f"file:{path}?mode=ro", embedder=TestEmbedder()) as reader:
        with pytest.raises(StoreError, match="read-only"):
            reader.remember(SCOPE, "Queue Q-4 drains at noon.")
        assert [entry.id for entry in reader.timeline(SCOPE)] == [kept.id]
    with Memory.open(f"file://{path}", embedder=TestEmbedder(), worker=False) as writer:
        assert writer.remember(SCOPE, "Queue Q-4 drains at noon.").content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data"]
    with pytest.raises(Exception, match="Unsupported SQLite URI parameter"):
        Memory.open(f"file:{path}?cache=shared", embedder=TestEmbedder())


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[tuple[Path, Path]]:
    """A folder with a database in it, and the same folder as this process cannot write it:
    a read-only bind mount when running as root (whom permissions do not stop), else 0555."""
    source = tmp_path / "source"
    source.mkdir()
    if os.geteuid() != 0:
        yield source, source
        source.chmod(0o755)
        return
    view = tmp_path / "view"
    view.mkdir()
    mounted = subprocess.run(["mount", "--bind", "-o", "ro", str(source), str(view)], check=False)
    if mounted.returncode != 0:
        pytest.skip("running as root without the right to mount: cannot make a read-only file")
    try:
        yield source, view
    finally:
        subprocess.run(["umount", str(view)], check=True)


def test_a_database_that_cannot_be_written_opens_read_only(
    read_only_folder: tuple[Path, Path],
) -> None:
    source, view = read_only_folder
    with Memory.open(source / "memory.db", embedder=TestEmbedder(), worker=False) as memory:
        kept = memory.remember(SCOPE, "Customer C-12 prefers email over phone calls.")
    if source == view:
        (source / "memory.db").chmod(0o444)
        source.chmod(0o555)
    assert not os.access(view / "memory.db", os.W_OK)
    # Before: a read-only file failed on open with "attempt to write a readonly database".
    with Memory.open(view / "memory.db", embedder=TestEmbedder()) as reader:
        assert [entry.id for entry in reader.timeline(SCOPE)] == [kept.id]
        assert reader.recall(SCOPE, "customer C-12 email")[0].entry.id == kept.id
        with pytest.raises(StoreError, match="read-only"):
            reader.remember(SCOPE, "Customer C-13 prefers phone calls.")
    assert sorted(p.name for p in view.iterdir()) == ["memory.db"]


# -- descriptors ----------------------------------------------------------------------------


def _run_threads(target: Callable[[], None], *, total: int, at_once: int) -> None:
    for _ in range(total // at_once):
        threads = [threading.Thread(target=target) for _ in range(at_once)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()


def test_short_lived_threads_leave_no_connections_behind(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "memory.db")
    with Memory.open(store, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(SCOPE, "Backup job B-4 runs hourly on host H-2.")
        memory.timeline(SCOPE)  # the main thread's own connection
        before = _open_descriptors()
        found: list[int] = []

        def read() -> None:
            found.append(len(memory.timeline(SCOPE)))

        # Before: each thread's connection stayed open until close(): 1,009 descriptors.
        _run_threads(read, total=500, at_once=1)
        gc.collect()
        assert _open_descriptors() - before <= 2
        assert store.open_connections == 1  # the main thread's
        # With 50 threads at once SQLite parks a closed connection's descriptor while the
        # others hold their locks, and reuses it for the next one: the count follows how
        # many threads read at once, not how many ever did.
        for _ in range(3):
            _run_threads(read, total=500, at_once=50)
            gc.collect()
            assert _open_descriptors() - before <= 50 + 2
        assert store.open_connections == 1
        assert found == [1] * 2000
        assert len(memory.timeline(SCOPE)) == 1


# -- search cache budget --------------------------------------------------------------------


def test_queried_scopes_stay_within_the_cache_budget_in_bytes(db_path: Path | str) -> None:
    budget = 256 * 1024
    store = open_store(db_path, cache_bytes=budget)
    with Memory.open(store, embedder=TestEmbedder(), worker=False) as memory:
        cache = store.search_cache  # type: ignore[attr-defined]
        for number in range(300):
            scope = Scope(tenant="acme", agent="bot", user=f"known-{number}")
            memory.remember(scope, f"Ticket T-{number} was escalated to tier two support.")
            assert memory.recall(scope, f"ticket T-{number} escalated")
        for number in range(2000):  # recalls for users nobody has stored anything about
            unknown = Scope(tenant="acme", agent="bot", user=f"unknown-{number}")
            assert memory.recall(unknown, "ticket escalated") == []
            assert cache.cached_bytes <= budget
        assert cache.cached_bytes <= budget
        if isinstance(store, SQLiteStore):
            # Before: every scope stayed, the 2,000 unknown ones too; now only known scopes
            # are kept, as many as fit.
            assert 0 < cache.cached_scopes < 300
        for number in range(300):  # evicted scopes still answer
            scope = Scope(tenant="acme", agent="bot", user=f"known-{number}")
            hits = memory.recall(scope, f"ticket T-{number} escalated")
            assert [hit.entry.content for hit in hits] == [
                f"Ticket T-{number} was escalated to tier two support."
            ]


def test_the_cache_accounting_matches_the_memory_it_holds(tmp_path: Path) -> None:
    from tests.storeops import write
    from tests.stores.test_store_postgres import _drafts

    store = SQLiteStore(tmp_path / "memory.db")
    scopes = [Scope(tenant="acme", agent="bot", user=f"u{i}") for i in range(40)]
    for number, scope in enumerate(scopes):  # from 1 entry to 157
        write(store, _drafts(scope, 1 + number * 4, seed=number, dimension=384))
    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    gc.collect()
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        for scope in scopes:
            store.vector_search(scope, vector, model="test:random", limit=5, now=NOW)
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - start
    finally:
        tracemalloc.stop()
    counted = store.search_cache.cached_bytes
    assert store.search_cache.cached_scopes == 40
    assert 0.7 * held <= counted <= 1.4 * held, (counted, held)
    store.close()


# -- permissions ----------------------------------------------------------------------------


def test_new_database_files_are_readable_by_their_owner_only(tmp_path: Path) -> None:
    old = os.umask(0)  # the most permissive umask: nothing may depend on it
    try:
        path = tmp_path / "memory.db"
        with Memory.open(path, embedder=TestEmbedder(), worker=False) as memory:
            memory.remember(SCOPE, "Server S-9 restarts every Sunday at noon.")
            files = sorted(p.name for p in path.parent.iterdir())
            assert files == ["memory.db", "memory.db-shm", "memory.db-wal"]
            modes = {name: stat.S_IMODE((path.parent / name).stat().st_mode) for name in files}
        assert modes == dict.fromkeys(files, 0o600)
        with Memory.open(path, embedder=TestEmbedder(), read_only=True) as reader:
            assert len(reader.timeline(SCOPE)) == 1
    finally:
        os.umask(old)

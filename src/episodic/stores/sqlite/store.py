"""The embedded store: one SQLite file, WAL, stdlib ``sqlite3`` only.

Each thread gets its own connection, closed when the thread ends (so short-lived threads do
not pile up descriptors); writes take the database lock up front (``BEGIN IMMEDIATE``) and wait
for it, so several threads and several processes can share one file. Opening reads the schema
version first and takes the write lock only when a migration is due, so a reader opens while
another process holds a long write. Search runs in process over per-scope indexes kept current
from the file (see :mod:`episodic.stores.sqlite.search`).
"""

from __future__ import annotations

import sqlite3
import tempfile
import threading
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from episodic.errors import READ_ONLY, StoreError
from episodic.models import CandidateQuery, Candidates, Hit, Scope, Vector
from episodic.retrieval.index import ScopeIndexes
from episodic.retrieval.lru import DEFAULT_CACHE_BYTES
from episodic.stores import migrations
from episodic.stores.base import Store
from episodic.stores.entry_index import Counters
from episodic.stores.sqlite.dialect import SQLiteDialect
from episodic.stores.sqlite.files import Location, locate
from episodic.stores.sqlite.search import ScopeSearch

_BUSY_TIMEOUT_MS = 30_000
#: Bytes of the database file each connection reads through a memory map rather than a
#: read() per page (SQLite caps it at its build's limit, 2 GB on most). A scope's first load
#: reads every row of its entries: measured on 1,000-row scopes with the file in the OS page
#: cache, 2.4 ms instead of 4.5 ms.
_MMAP_BYTES = 2**31
#: How long an erasure's WAL checkpoint waits for readers of older snapshots to finish.
CHECKPOINT_WAIT_MS = 10_000


class _Handle:
    """One thread's connection; the connection closes when the thread's handle is dropped."""

    __slots__ = ("__weakref__", "connection")

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection


class SQLiteStore(Store):
    """Every tier's rows in a SQLite file (or ``":memory:"`` for a throwaway store).

    Args:
        path: The database file, created (readable by its owner only) with its folder if
            missing; or a ``file:`` URI such as ``file:/data/memory.db?mode=ro``.
        read_only: Open with SQLite's ``mode=ro``: never migrate, refuse every write. A file
            (or its folder) this process may not write opens read-only by itself.
        cache_bytes: Most bytes of search indexes (words and vectors) this store keeps in
            memory across scopes; the least recently queried scopes are dropped first and
            rebuilt from the file when queried again.

    Raises:
        StoreError: The file cannot be opened or created, or it is read-only and needs a
            migration.
    """

    dialect = SQLiteDialect()

    def __init__(
        self,
        path: str | Path,
        *,
        read_only: bool = False,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
    ) -> None:
        self.path = str(path)
        self.display = self.path
        self._tempdir: tempfile.TemporaryDirectory[str] | None = None
        if self.path == ":memory:":
            # A throwaway file rather than SQLite's in-memory mode, whose shared cache locks
            # tables instead of waiting; it behaves exactly like a real file and is removed
            # on close.
            self._tempdir = tempfile.TemporaryDirectory(prefix="episodic-")
            self._location = locate(Path(self._tempdir.name) / "episodic.db")
        else:
            self._location = locate(self.path, read_only=read_only)
        self.read_only = self._location.read_only
        self._local = threading.local()
        self._handles: weakref.WeakSet[_Handle] = weakref.WeakSet()
        self._handles_lock = threading.Lock()
        self._closed = False
        self._search = ScopeSearch(self, cache_bytes)
        try:
            self._migrate()
        except BaseException:
            self.close()
            raise

    @property
    def search_cache(self) -> ScopeIndexes[Counters]:
        """This process's search indexes (``cached_bytes``, ``cached_scopes``)."""
        return self._search.indexes

    @property
    def location(self) -> Location:
        """The file this store opened and whether it is read-only."""
        return self._location

    # -- opening ----------------------------------------------------------------------------

    def _migrate(self) -> None:
        """Apply missing migrations, taking the write lock only if some are due."""
        if not self._due():
            return
        if self.read_only:
            raise StoreError(
                f"The database {self.path!r} was written by an older episodic and needs an "
                "upgrade; open it once read-write to upgrade it, then read-only again."
            )
        with self.write() as tx:
            migrations.migrate(tx)  # re-checks under the lock: another process may have won

    def _due(self) -> bool:
        with self.read() as tx:
            journal = tx.one(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
            )
            done = (
                {int(row[0]) for row in tx.all("SELECT number FROM schema_migrations")}
                if journal
                else set()
            )
        return bool(migrations.pending(done))

    # -- connections and transactions -------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        if self._closed:
            raise StoreError("This store is closed; open a new Memory.")
        handle: _Handle | None = getattr(self._local, "handle", None)
        if handle is None:
            handle = _Handle(self._connect())
            # The thread-local slot is the only strong reference to the handle: when the
            # thread ends it is dropped and the connection (two descriptors) closes with it.
            # Not at interpreter exit, though: a background thread may be inside a statement
            # on it then, and closing it under that thread crashes the process. The operating
            # system closes it, and a transaction left open is never committed.
            weakref.finalize(handle, handle.connection.close).atexit = False
            self._local.handle = handle
            with self._handles_lock:
                self._handles.add(handle)
        return handle.connection

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(
                self._location.uri,
                uri=True,
                isolation_level=None,
                check_same_thread=False,
                timeout=_BUSY_TIMEOUT_MS / 1000,
            )
            conn.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            if not self.read_only:
                conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA foreign_keys = ON")
            # Deleted rows are overwritten with zeros, not left in free pages (erasure).
            conn.execute("PRAGMA secure_delete = ON")
            conn.execute(f"PRAGMA mmap_size = {_MMAP_BYTES}")
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot open SQLite database {self.path!r}: {exc}") from exc
        return conn

    @contextmanager
    def _transaction(self, *, write: bool) -> Iterator[sqlite3.Connection]:
        if write and self.read_only:
            raise StoreError(f"The database {self.path!r} is open read-only.", hints=READ_ONLY)
        conn = self._connection()
        try:
            conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot start a transaction on {self.path!r}: {exc}") from exc
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            conn.execute("ROLLBACK")
            raise StoreError(f"Commit failed on {self.path!r}: {exc}") from exc

    @property
    def open_connections(self) -> int:
        """Connections open now: one per live thread that has used the store."""
        with self._handles_lock:
            return len(self._handles)

    def erased(self, scopes: Sequence[Scope], tables: Sequence[str]) -> tuple[bool, str]:
        """Drop this process's indexes, then reclaim (see :meth:`reclaim`)."""
        self._search.indexes.clear()
        return self.reclaim(tables)

    def reclaim(self, tables: Sequence[str]) -> tuple[bool, str]:
        """Copy the WAL into the file and truncate it, so the removed rows' old pages leave
        the WAL (``secure_delete`` already zeroed them in the new ones). A reader holding an
        older snapshot keeps the WAL in use: the checkpoint waits for it up to
        :data:`CHECKPOINT_WAIT_MS`, then this says what was left."""
        if self.read_only:
            return False, "the store is read-only: nothing was reclaimed"
        conn = self._connection()
        conn.execute(f"PRAGMA busy_timeout = {CHECKPOINT_WAIT_MS}")
        try:
            busy, frames, _ = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        finally:
            conn.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
        if not busy:
            return True, "WAL checkpointed and truncated"
        return False, (
            f"WAL not truncated: another connection kept reading ({frames} frames left); the "
            "removed rows' old pages stay in the -wal file until the next full checkpoint"
        )

    def close(self) -> None:
        """Close every connection this store opened."""
        with self._handles_lock:
            handles = list(self._handles)
            self._handles.clear()
            self._closed = True
        for handle in handles:
            handle.connection.close()
        self._search.indexes.clear()
        if self._tempdir is not None:
            self._tempdir.cleanup()

    # -- search -----------------------------------------------------------------------------

    def lexical_search(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        return self._search.lexical(scope, terms, limit=limit, now=now)

    def vector_search(
        self, scope: Scope, vector: Vector, *, model: str, limit: int, now: datetime
    ) -> list[Hit]:
        return self._search.vector(scope, vector, model=model, limit=limit, now=now)

    def vector_search_many(
        self, scope: Scope, vectors: Vector, *, model: str, limit: int, now: datetime
    ) -> list[list[Hit]]:
        return self._search.vector_many(scope, vectors, model=model, limit=limit, now=now)

    def candidates(self, scope: Scope, query: CandidateQuery) -> Candidates:
        return self._search.candidates(scope, query)

"""The embedded store: one SQLite file, WAL, stdlib ``sqlite3`` only.

Each thread gets its own connection; writes take the database lock up front
(``BEGIN IMMEDIATE``) and wait for it, so several threads and several processes can share one
file. Search runs in process over per-scope indexes kept current from the file (see
:mod:`episodic.stores.sqlite.search`).
"""

from __future__ import annotations

import sqlite3
import tempfile
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from episodic.errors import StoreError
from episodic.models import CandidateQuery, Candidates, Hit, Scope, Vector
from episodic.stores.base import Store
from episodic.stores.lru import DEFAULT_BUDGET
from episodic.stores.migrations import migrate
from episodic.stores.sqlite.dialect import SQLiteDialect
from episodic.stores.sqlite.search import ScopeSearch

_BUSY_TIMEOUT_MS = 30_000


class SQLiteStore(Store):
    """Every tier's rows in a SQLite file (or ``":memory:"`` for a throwaway store).

    Args:
        path: The database file; created with its folder if missing.
        cache_entries: Most entries whose search index (words and vectors) this store keeps
            in memory across scopes; the least recently queried scopes are dropped first
            and rebuilt from the file when queried again.
    """

    dialect = SQLiteDialect()

    def __init__(self, path: str | Path, *, cache_entries: int = DEFAULT_BUDGET) -> None:
        self.path = str(path)
        self.display = self.path
        self._tempdir: tempfile.TemporaryDirectory[str] | None = None
        if self.path == ":memory:":
            # A throwaway file rather than SQLite's in-memory mode, whose shared cache locks
            # tables instead of waiting; it behaves exactly like a real file and is removed
            # on close.
            self._tempdir = tempfile.TemporaryDirectory(prefix="episodic-")
            file = Path(self._tempdir.name) / "episodic.db"
        else:
            file = Path(self.path).expanduser()
            file.parent.mkdir(parents=True, exist_ok=True)
        self._uri = file.resolve().as_uri()
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._connections_lock = threading.Lock()
        self._closed = False
        self._search = ScopeSearch(self, cache_entries)
        with self.write() as tx:
            migrate(tx)

    # -- connections and transactions -------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        if self._closed:
            raise StoreError("This store is closed; open a new Memory.")
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            try:
                conn = sqlite3.connect(
                    self._uri,
                    uri=True,
                    isolation_level=None,
                    check_same_thread=False,
                    timeout=_BUSY_TIMEOUT_MS / 1000,
                )
            except sqlite3.Error as exc:
                raise StoreError(f"Cannot open SQLite database {self.path!r}: {exc}") from exc
            conn.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA foreign_keys = ON")
            self._local.conn = conn
            with self._connections_lock:
                self._connections.append(conn)
        return conn

    @contextmanager
    def _transaction(self, *, write: bool) -> Iterator[sqlite3.Connection]:
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

    def close(self) -> None:
        """Close every connection this store opened."""
        with self._connections_lock:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
            self._closed = True
        self._search.clear()
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

    def candidates(self, scope: Scope, query: CandidateQuery) -> Candidates:
        return self._search.candidates(scope, query)

"""The embedded store: one SQLite file, WAL, FTS5 for words, numpy for vectors.

Each thread gets its own connection; writes take the database lock up front
(``BEGIN IMMEDIATE``) and wait for it, so several threads and several processes can share one
file. Vectors are float32 blobs beside their rows; each process keeps one in-memory matrix per
scope and model and checks a per-scope revision counter before every search, so a write from
any process is seen by the next query.
"""

from __future__ import annotations

import json
import math
import sqlite3
import tempfile
import threading
import uuid
from array import array
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.errors import StoreError, ValidationError
from episodic.lexical import LexicalIndex
from episodic.models import Entry, Scope, Source
from episodic.ranking import tokenize
from episodic.stores.base import (
    SOURCE_COLUMNS,
    SOURCE_WRITE_COLUMNS,
    EntryDraft,
    Hit,
    SourceDraft,
    Store,
    Written,
    group_sources,
    source_rows,
)
from episodic.stores.lru import DEFAULT_BUDGET, ScopeCaches
from episodic.stores.migrations import SQLITE_MIGRATIONS
from episodic.stores.sqlite_jobs import SQLiteJobQueue
from episodic.stores.sqltime import format_time, parse_time

_BUSY_TIMEOUT_MS = 30_000
_MAX_QUERY_TERMS = 64

_ENTRY_COLUMNS = (
    "id, tenant_id, agent_id, user_id, content, content_hash, kind, status, superseded_by, "
    "thread_id, occurred_at, recorded_at, last_seen_at, confidence, source_trust, "
    "privacy_class, purpose, expires_at, episode_id, embedding_model, metadata"
)
_SCOPE_WHERE = "tenant_id = ? AND agent_id = ? AND user_id = ?"
# The same scope filter, written so the planner looks rows up by their unique id first.
_SCOPE_BY_ID = "+tenant_id = ? AND +agent_id = ? AND +user_id = ?"
_LIVE = "status = 'active' AND (expires_at IS NULL OR expires_at > ?)"


def _fts_query(scope_key: str, terms: Sequence[str]) -> str:
    quoted = " OR ".join('"' + term.replace('"', '""') + '"' for term in terms)
    return f'scope : "{scope_key}" AND terms : ({quoted})'


@dataclass(slots=True)
class _Vectors:
    """A growable float32 matrix of one embedding model's vectors, aligned with row positions."""

    dimension: int
    positions: array[int] = field(default_factory=lambda: array("i"))
    matrix: npt.NDArray[np.float32] = field(
        default_factory=lambda: np.zeros((0, 0), dtype=np.float32)
    )

    def add(self, position: int, vector: npt.NDArray[np.float32]) -> None:
        size = len(self.positions)
        if size == self.matrix.shape[0]:
            # Grow geometrically so a stream of single inserts does not copy on every query.
            grown = np.zeros((max(64, 2 * size), self.dimension), dtype=np.float32)
            if size:
                grown[:size] = self.matrix[:size]
            self.matrix = grown
        self.matrix[size] = vector
        self.positions.append(position)


@dataclass(slots=True)
class _ScopeCache:
    """One process's search index of a scope: its words and its vectors, active rows only."""

    revision: int = -1
    rewrites: int = -1
    max_rowid: int = 0
    lexical: LexicalIndex = field(default_factory=LexicalIndex)
    vectors: dict[str, _Vectors] = field(default_factory=dict)

    def add(
        self,
        rowid: int,
        entry_id: str,
        terms: str,
        expires_at: str | None,
        model: str | None,
        blob: bytes | None,
    ) -> None:
        expires = parse_time(expires_at).timestamp() if expires_at else math.inf
        position = len(self.lexical)
        self.lexical.add(entry_id, terms.split(), expires)
        if model is not None and blob is not None:
            vector = np.frombuffer(blob, dtype=np.float32)
            store = self.vectors.setdefault(model, _Vectors(dimension=vector.shape[0]))
            if vector.shape[0] == store.dimension:
                store.add(position, vector)
        self.max_rowid = max(self.max_rowid, rowid)


class SQLiteStore(SQLiteJobQueue, Store):
    """Entries in a SQLite file (or ``":memory:"`` for a throwaway store).

    Args:
        path: The database file; created with its folder if missing.
        cache_entries: Most entries whose search index (words and vectors) this store keeps
            in memory across scopes; the least recently queried scopes are dropped first
            and rebuilt from the file when queried again.
    """

    def __init__(self, path: str | Path, *, cache_entries: int = DEFAULT_BUDGET) -> None:
        self.path = str(path)
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
        # Guards the in-process search indexes; never held while waiting for a write lock.
        self._lock = threading.Lock()
        self._caches: ScopeCaches[_ScopeCache] = ScopeCaches(cache_entries)
        self._closed = False
        self._migrate()

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
    def _write(self) -> Iterator[sqlite3.Connection]:
        conn = self._connection()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot start a write on {self.path!r}: {exc}") from exc
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        else:
            try:
                conn.execute("COMMIT")
            except sqlite3.Error as exc:
                conn.execute("ROLLBACK")
                raise StoreError(f"Commit failed on {self.path!r}: {exc}") from exc

    @contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        conn = self._connection()
        conn.execute("BEGIN")
        try:
            yield conn
        finally:
            conn.execute("COMMIT")

    def _migrate(self) -> None:
        with self._write() as conn:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations "
                "(number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
            )
            done = {row[0] for row in conn.execute("SELECT number FROM schema_migrations")}
            for number, name, sql in SQLITE_MIGRATIONS:
                if number in done:
                    continue
                # executescript would commit our transaction; run statements one by one.
                for statement in _split_sql(sql):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_migrations VALUES (?, ?, ?)",
                    (number, name, format_time(datetime.now(UTC))),
                )

    def close(self) -> None:
        """Close every connection this store opened."""
        with self._connections_lock, self._lock:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
            self._caches.clear()
            self._closed = True
        if self._tempdir is not None:
            self._tempdir.cleanup()

    # -- writes -----------------------------------------------------------------------------

    def write_entries(self, drafts: Sequence[EntryDraft]) -> list[Written]:
        with self._write() as conn:
            return self._write_drafts(conn, drafts)

    def _write_drafts(
        self, conn: sqlite3.Connection, drafts: Sequence[EntryDraft]
    ) -> list[Written]:
        """Upsert drafts and bump the revision of every scope that gained a row, inside the
        caller's transaction (shared by ``write_entries`` and ``finish_job``)."""
        results = [self._write_one(conn, draft) for draft in drafts]
        for scope in {d.scope for d, w in zip(drafts, results, strict=True) if w.created}:
            conn.execute(
                "INSERT INTO scope_state (tenant_id, agent_id, user_id, revision) "
                "VALUES (?, ?, ?, 1) ON CONFLICT (tenant_id, agent_id, user_id) "
                "DO UPDATE SET revision = revision + 1",
                scope.require_complete("write_entries"),
            )
        return results

    def _write_one(self, conn: sqlite3.Connection, draft: EntryDraft) -> Written:
        tenant, agent, user = draft.scope.require_complete("write_entries")
        new_id = uuid.uuid4().hex
        seen = format_time(draft.occurred_at)
        blob = None if draft.embedding is None else draft.embedding.astype(np.float32).tobytes()
        row = conn.execute(
            f"""
            INSERT INTO entries ({_ENTRY_COLUMNS}, embedding)
            VALUES (?, ?, ?, ?, ?, ?, ?, 'active', NULL, ?, ?, ?, ?, NULL, NULL, NULL, '[]',
                    ?, NULL, ?, ?, ?)
            ON CONFLICT (tenant_id, agent_id, user_id, content_hash) DO UPDATE
                SET last_seen_at = max(entries.last_seen_at, excluded.last_seen_at)
            RETURNING rowid, id
            """,
            (
                new_id,
                tenant,
                agent,
                user,
                draft.content,
                draft.content_hash,
                draft.kind,
                draft.thread_id,
                seen,
                format_time(draft.recorded_at),
                seen,
                format_time(draft.expires_at) if draft.expires_at else None,
                draft.embedding_model,
                json.dumps(draft.metadata),
                blob,
            ),
        ).fetchone()
        rowid, entry_id = row
        created = entry_id == new_id
        if created:
            conn.execute(
                "INSERT INTO entries_fts (rowid, scope, terms) VALUES (?, ?, ?)",
                (rowid, draft.scope.key, " ".join(tokenize(draft.content))),
            )
        self._add_sources(conn, draft.scope, entry_id, draft.sources, draft.recorded_at)
        return Written(entry_id=entry_id, created=created)

    def _add_sources(
        self,
        conn: sqlite3.Connection,
        scope: Scope,
        entry_id: str,
        sources: Sequence[SourceDraft],
        recorded_at: datetime,
    ) -> None:
        conn.executemany(
            f"INSERT INTO entry_sources ({SOURCE_WRITE_COLUMNS}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            source_rows(scope, entry_id, sources, format_time(recorded_at)),
        )

    def reinforce(
        self, scope: Scope, entry_id: str, seen_at: datetime, sources: Sequence[SourceDraft]
    ) -> None:
        with self._write() as conn:
            self._reinforce(conn, scope, entry_id, seen_at, sources)

    def _reinforce(
        self,
        conn: sqlite3.Connection,
        scope: Scope,
        entry_id: str,
        seen_at: datetime,
        sources: Sequence[SourceDraft],
    ) -> None:
        updated = conn.execute(
            f"UPDATE entries SET last_seen_at = max(last_seen_at, ?) "
            f"WHERE {_SCOPE_WHERE} AND id = ?",
            (format_time(seen_at), *scope.require_complete("reinforce"), entry_id),
        ).rowcount
        if updated:
            self._add_sources(conn, scope, entry_id, sources, datetime.now(UTC))

    # -- search -----------------------------------------------------------------------------

    def lexical_search(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        unique = list(dict.fromkeys(t for t in terms if t))[:_MAX_QUERY_TERMS]
        if not unique or limit <= 0:
            return []
        with self._lock:
            cache = self._current(scope)
            found = cache.lexical.search(unique, limit=limit, now=now.timestamp())
        return [
            Hit(entry_id=m.entry_id, score=m.bm25, coverage=m.coverage, normalized=m.normalized)
            for m in found
        ]

    def vector_search(
        self,
        scope: Scope,
        vector: npt.NDArray[np.float32],
        *,
        model: str,
        limit: int,
        now: datetime,
    ) -> list[Hit]:
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        with self._lock:
            cache = self._current(scope)
            vectors = cache.vectors.get(model)
            if vectors is None or not vectors.positions or limit <= 0:
                return []
            if vectors.dimension != query.shape[0]:
                raise ValidationError(
                    f"Query vector has {query.shape[0]} dimensions but {model!r} vectors in this "
                    f"scope have {vectors.dimension}."
                )
            size = len(vectors.positions)
            positions = np.frombuffer(vectors.positions, dtype=np.int32)
            scores = vectors.matrix[:size] @ query
            expires = cache.lexical.expires[positions]
            scores[expires <= now.timestamp()] = -np.inf
            take = min(limit, size)
            top = np.argpartition(-scores, take - 1)[:take]
            top = top[np.lexsort((top, -scores[top]))]
            ids = cache.lexical.ids
            return [
                Hit(entry_id=ids[positions[i]], score=float(scores[i]))
                for i in top
                if np.isfinite(scores[i])
            ]

    def _current(self, scope: Scope) -> _ScopeCache:
        """This process's index of the scope, brought up to date with the database.

        Called with ``self._lock`` held. Appends are read incrementally (rows past the last
        rowid seen); any other change makes the index reload from scratch.
        """
        tenant, agent, user = scope.require_complete("search")
        cache = self._caches.get(scope.key)
        with self._read() as conn:
            state = conn.execute(
                f"SELECT revision, rewrites FROM scope_state WHERE {_SCOPE_WHERE}",
                (tenant, agent, user),
            ).fetchone() or (0, 0)
            if cache is not None and (cache.revision, cache.rewrites) == state:
                return cache
            if cache is None or cache.rewrites != state[1]:
                cache = _ScopeCache()
            rows = conn.execute(
                """
                SELECT e.rowid, e.id, f.terms, e.expires_at, e.embedding_model, e.embedding
                FROM entries AS e JOIN entries_fts AS f ON f.rowid = e.rowid
                WHERE e.tenant_id = ? AND e.agent_id = ? AND e.user_id = ?
                  AND e.status = 'active' AND e.rowid > ?
                ORDER BY e.rowid
                """,
                (tenant, agent, user, cache.max_rowid),
            ).fetchall()
        for row in rows:
            cache.add(*row)
        cache.revision, cache.rewrites = state
        self._caches.put(scope.key, cache, len(cache.lexical))
        return cache

    # -- reads ------------------------------------------------------------------------------

    def last_seen(self, scope: Scope, ids: Sequence[str]) -> dict[str, datetime]:
        if not ids:
            return {}
        tenant, agent, user = scope.require_complete("last_seen")
        wanted = list(dict.fromkeys(ids))
        marks = ", ".join("?" * len(wanted))
        with self._read() as conn:
            rows = conn.execute(
                f"SELECT id, last_seen_at FROM entries WHERE id IN ({marks}) AND {_SCOPE_BY_ID}",
                (*wanted, tenant, agent, user),
            ).fetchall()
        return {row[0]: parse_time(row[1]) for row in rows}

    def get_entries(self, scope: Scope, ids: Sequence[str]) -> list[Entry]:
        if not ids:
            return []
        tenant, agent, user = scope.require_complete("get_entries")
        wanted = list(dict.fromkeys(ids))
        marks = ", ".join("?" * len(wanted))
        with self._read() as conn:
            rows = conn.execute(
                f"SELECT {_ENTRY_COLUMNS} FROM entries WHERE id IN ({marks}) AND {_SCOPE_BY_ID}",
                (*wanted, tenant, agent, user),
            ).fetchall()
            sources = self._sources(conn, scope, [row[0] for row in rows])
        by_id = {row[0]: _entry(row, scope, sources.get(row[0], ())) for row in rows}
        return [by_id[i] for i in wanted if i in by_id]

    def _sources(
        self, conn: sqlite3.Connection, scope: Scope, ids: Sequence[str]
    ) -> dict[str, tuple[Source, ...]]:
        found: dict[str, list[Source]] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            rows = conn.execute(
                f"SELECT {SOURCE_COLUMNS} FROM entry_sources "
                f"WHERE {_SCOPE_WHERE} AND entry_id IN ({marks}) ORDER BY id",
                (*scope.require_complete("sources"), *chunk),
            )
            for key, sources in group_sources(rows, parse_time).items():
                found.setdefault(key, []).extend(sources)
        return {key: tuple(value) for key, value in found.items()}

    def list_entries(
        self,
        scope: Scope,
        *,
        limit: int | None = None,
        include_inactive: bool = False,
        now: datetime | None = None,
    ) -> list[Entry]:
        tenant, agent, user = scope.require_complete("list_entries")
        where = _SCOPE_WHERE
        params: list[Any] = [tenant, agent, user]
        if not include_inactive:
            where += f" AND {_LIVE}"
            params.append(format_time(now or datetime.now(UTC)))
        sql = (
            f"SELECT {_ENTRY_COLUMNS} FROM entries WHERE {where} "
            "ORDER BY occurred_at DESC, rowid DESC"
        )
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        with self._read() as conn:
            rows = conn.execute(sql, params).fetchall()
            sources = self._sources(conn, scope, [row[0] for row in rows])
        return [_entry(row, scope, sources.get(row[0], ())) for row in rows]

    def count_entries(self, scope: Scope) -> int:
        with self._read() as conn:
            row = conn.execute(
                f"SELECT count(*) FROM entries WHERE {_SCOPE_WHERE}",
                scope.require_complete("count_entries"),
            ).fetchone()
        return int(row[0])


def _entry(row: Sequence[Any], scope: Scope, sources: tuple[Source, ...]) -> Entry:
    return Entry(
        id=row[0],
        scope=scope,
        content=row[4],
        content_hash=row[5],
        kind=row[6],
        status=row[7],
        superseded_by=row[8],
        thread_id=row[9],
        occurred_at=parse_time(row[10]),
        recorded_at=parse_time(row[11]),
        last_seen_at=parse_time(row[12]),
        confidence=row[13],
        source_trust=row[14],
        privacy_class=row[15],
        purpose=tuple(json.loads(row[16])),
        expires_at=parse_time(row[17]) if row[17] else None,
        episode_id=row[18],
        embedding_model=row[19],
        metadata=json.loads(row[20]),
        sources=sources,
    )


def _split_sql(script: str) -> list[str]:
    """Split a migration into statements (ours never put ';' inside a literal)."""
    return [part.strip() for part in script.split(";") if part.strip()]

"""The scale-out store: PostgreSQL with pgvector, shared by many processes and machines."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import numpy as np
import psycopg
from psycopg import sql
from psycopg_pool import ConnectionPool, PoolTimeout

from episodic.errors import READ_ONLY, StoreError
from episodic.models import CandidateQuery, Candidates, Hit, Scope, Vector
from episodic.retrieval.index import ScopeIndexes
from episodic.retrieval.lru import DEFAULT_CACHE_BYTES
from episodic.stores.base import BulkInsert, Store, Tx
from episodic.stores.entry_index import ENTRY_WORDS, Counters
from episodic.stores.postgres import bulk, schema, search, words
from episodic.stores.postgres.dialect import PostgresDialect
from episodic.stores.postgres.schema import Connection


class PostgresStore(Store):
    """Every tier's rows in PostgreSQL (14+) with the pgvector extension (0.8+).

    Opening applies any missing migrations (once, under an advisory lock, however many
    processes start together) and installs pgvector if the role may. A read-only store
    migrates nothing and runs every statement in a read-only transaction.

    Args:
        url: ``postgresql://user:password@host:5432/dbname``; libpq parameters such as
            ``sslmode`` pass through. ``?pool_size=N`` sets the connection pool size.
        pool_size: Overrides the URL's ``pool_size`` (default 10 connections per process).
        read_only: Never migrate; refuse every write (the server refuses them too).
        cache_bytes: Most bytes of large scopes' word indexes this process keeps in memory;
            the least recently queried scopes are dropped first.

    Example:
        >>> store = PostgresStore("postgresql://app@db/episodic?pool_size=20")  # doctest: +SKIP
    """

    dialect = PostgresDialect()

    def __init__(
        self,
        url: str,
        *,
        pool_size: int | None = None,
        read_only: bool = False,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
    ) -> None:
        target = schema.parse_url(url, pool_size)
        self.url = self.display = target.display
        self.pool_size = target.pool_size
        self.read_only = read_only
        if read_only:
            schema.require_current(self, target.conninfo)
        else:
            schema.migrate(self, target.conninfo)
        self._pool: ConnectionPool[Connection] = ConnectionPool(
            target.conninfo,
            min_size=1,
            max_size=target.pool_size,
            kwargs={"autocommit": True},
            configure=schema.configure_read_only if read_only else schema.configure,
            open=False,
            name="episodic",
        )
        try:
            self._pool.open(wait=True, timeout=30)
        except PoolTimeout as exc:
            self._pool.close()
            raise StoreError(f"Cannot open connections to {target.display}: {exc}") from exc
        self._lexical: ScopeIndexes[Counters] = ScopeIndexes(ENTRY_WORDS, self.read, cache_bytes)
        self._indexes = schema.ScopeIndexes()
        # Rows bulk-written by this process since its last ANALYZE, per table.
        self._unanalyzed: dict[str, int] = {}
        self._columns: dict[str, dict[str, str]] = {}  # column types of bulk-written tables

    @contextmanager
    def _connection(self) -> Iterator[Connection]:
        """A pooled connection in autocommit mode, with driver errors turned into ours."""
        failure = None
        try:
            conn = self._checkout()
            try:
                with conn:
                    yield conn
            finally:
                self._pool.putconn(conn)
        except PoolTimeout as exc:
            raise StoreError(self._no_connection()) from exc
        except psycopg.OperationalError as exc:
            failure = schema.connection_failure(exc, f"PostgreSQL at {self.url} failed")
        if failure is not None:
            raise failure

    def _checkout(self) -> Connection:
        """A live pooled connection. One the server closed while it sat in the pool (a
        restart, ``pg_terminate_backend``) is dropped, the pool's other idle connections are
        checked too (they likely died with it), and another is taken, once: the request that
        finds them dead still succeeds."""
        conn = self._pool.getconn()
        if schema.alive(conn):
            return conn
        self._pool.putconn(conn)  # broken: the pool closes it and opens another
        self._pool.check()
        return self._pool.getconn()

    def _no_connection(self) -> str:
        """Why no connection came within the pool's wait, as far as the pool can tell."""
        stats = self._pool.get_stats()
        if stats.get("pool_size", 0) >= self.pool_size:
            return (
                f"All {self.pool_size} connections to {self.url} stayed busy (pool_size="
                f"{self.pool_size}); raise pool_size or run fewer threads."
            )
        return (
            f"No connection to {self.url} could be opened in time: the server is down, "
            "unreachable or refusing connections (its max_connections?); retry later."
        )

    @contextmanager
    def _transaction(self, *, write: bool) -> Iterator[Connection]:
        if write and self.read_only:
            raise StoreError(f"The database {self.url} is open read-only.", hints=READ_ONLY)
        with self._connection() as conn:
            if not write:  # autocommit: a read costs no BEGIN and COMMIT round trips
                yield conn
                return
            with conn.transaction():
                yield conn

    @contextmanager
    def _snapshot_transaction(self) -> Iterator[Connection]:
        """A read-only transaction at REPEATABLE READ: every statement in it sees the state
        of its first one (a plain read here is one autocommit statement at a time)."""
        with self._connection() as conn, conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            yield conn

    @contextmanager
    def _reading(self) -> Iterator[Connection]:
        """The connection of this thread's snapshot, or a pooled one."""
        held = self.held()
        if held is not None:
            yield held.connection
            return
        with self._connection() as conn:
            yield conn

    @property
    def search_cache(self) -> ScopeIndexes[Counters]:
        """This process's word indexes of large scopes (``cached_bytes``, ``cached_scopes``)."""
        return self._lexical

    def erased(self, scopes: Sequence[Scope], tables: Sequence[str]) -> tuple[bool, str]:
        """Drop this process's word indexes and the erased scopes' HNSW indexes (their
        definitions name the scope), then ``VACUUM (ANALYZE)`` the tables rows left (see
        :meth:`reclaim` and docs/erasure.md)."""
        self._lexical.clear()
        self._indexes = schema.ScopeIndexes()  # forgets which indexes it saw valid
        return self._vacuum(tables, scopes)

    def reclaim(self, tables: Sequence[str]) -> tuple[bool, str]:
        """``VACUUM (ANALYZE)`` the tables rows left or changed in: the dead rows' space is
        reclaimed now rather than by autovacuum, and the planner's samples of their columns
        (``pg_stats``) are taken afresh, without the old values."""
        return self._vacuum(tables, ())

    def _vacuum(self, tables: Sequence[str], scopes: Sequence[Scope]) -> tuple[bool, str]:
        kept: list[str] = []
        try:
            with self._connection() as conn:
                conn.execute("SET lock_timeout = '10s'")
                try:
                    dropped = _drop_vector_indexes(conn, scopes) if scopes else 0
                    for table in tables:
                        # ANALYZE too: the planner's samples (pg_statistic) may hold values
                        # of removed rows until the statistics are taken again.
                        vacuum = sql.SQL("VACUUM (ANALYZE) {}")
                        conn.execute(vacuum.format(sql.Identifier(table)))
                        if not _clear_if_empty(conn, table):
                            kept.append(table)
                finally:
                    conn.execute("RESET lock_timeout")
        except psycopg.errors.LockNotAvailable as exc:
            return False, f"VACUUM waited too long for a lock ({exc}); autovacuum will do it"
        note = f"VACUUM (ANALYZE) of {len(tables)} table(s)"
        note += f"; {dropped} vector index(es) dropped" if scopes else ""
        if kept:
            return False, note + (
                f"; the statistics of {', '.join(kept)} (now empty) still hold sampled values: "
                "PostgreSQL before 18 keeps an empty table's statistics until it is analyzed "
                "with rows again"
            )
        return True, note

    def close(self) -> None:
        """Close every pooled connection."""
        self._pool.close()
        self._lexical.clear()

    # -- write hooks ------------------------------------------------------------------------

    bulk_rows = bulk.BULK_ROWS

    def search_columns(
        self, scope: Scope, terms: Sequence[str], vector: Vector | None
    ) -> Mapping[str, Any]:
        dimension = None if vector is None else int(np.asarray(vector).size)
        return {
            "embedding_dim": ("?", dimension),
            "lexemes": (words.LEXEMES_PLACEHOLDER, words.lexemes(scope, terms)),
        }

    def vector_columns(self, vector: Vector) -> Mapping[str, Any]:
        return {"embedding_dim": int(np.asarray(vector).size)}

    def count_words(
        self, tx: Tx, documents: Mapping[Scope, list[list[str]]], sign: int = 1
    ) -> None:
        words.add_statistics(tx, documents, sign)

    def insert_many(self, tx: Tx, insert: BulkInsert) -> list[Any]:
        types = self._columns.get(insert.table)
        if types is None:
            types = self._columns[insert.table] = bulk.column_types(tx, insert.table)
        stored = bulk.insert_many(tx, insert, types)
        waiting = self._unanalyzed.get(insert.table, 0) + len(insert.rows)
        self._unanalyzed[insert.table] = bulk.refresh_statistics(tx, insert.table, waiting)
        return stored

    def _after_commit(self, tx: Tx) -> None:
        """Give each scope that outgrew exact scans its own HNSW index."""
        if not tx.touched:
            return
        with self._connection() as conn:
            for scope, dimension in sorted(tx.touched, key=lambda pair: (pair[0].key, pair[1])):
                if self._indexes.usable(conn, scope, dimension):
                    continue
                if search.scope_state(conn, scope).documents > search.EXACT_SCAN_LIMIT:
                    self._indexes.build(conn, scope, dimension)

    # -- search -----------------------------------------------------------------------------

    def lexical_search(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        scope.require_complete("search")
        with self._reading() as conn, conn.transaction():
            return search.lexical_search(
                Tx(conn, self), scope, terms, limit=limit, now=now, cache=self._lexical
            )

    def vector_search(
        self, scope: Scope, vector: Vector, *, model: str, limit: int, now: datetime
    ) -> list[Hit]:
        scope.require_complete("search")
        query = CandidateQuery((), vector, model, limit, now)
        with self._reading() as conn:
            return search.vector_search(conn, scope, query, indexed=self._indexes.usable)

    def candidates(self, scope: Scope, query: CandidateQuery) -> Candidates:
        scope.require_complete("search")
        with self._reading() as conn:
            return search.candidates(
                Tx(conn, self), scope, query, cache=self._lexical, indexed=self._indexes.usable
            )


def _clear_if_empty(conn: psycopg.Connection[Any], table: str) -> bool:
    """Drop the statistics of a table left empty (ANALYZE keeps an empty table's old ones);
    ``False`` when it is empty and this server cannot (PostgreSQL before 18)."""
    query = sql.SQL("SELECT NOT EXISTS (SELECT 1 FROM {})").format(sql.Identifier(table))
    row = conn.execute(query).fetchone()
    if row is None or not row[0]:
        return True
    if conn.info.server_version < 180000:
        return False
    conn.execute(
        "SELECT pg_clear_attribute_stats(schemaname::text, tablename::text, attname::text, "
        "inherited) FROM pg_stats WHERE schemaname = current_schema() AND tablename = %s",
        (table,),
    )
    return True


def _drop_vector_indexes(conn: Connection, scopes: Sequence[Scope]) -> int:
    """Drop every HNSW index of these scopes (any dimension); returns how many."""
    dropped = 0
    for scope in scopes:
        prefix = schema.vector_index_name(scope, 0).removesuffix("0")
        names = conn.execute(
            "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() "
            "AND left(indexname, %s) = %s",
            (len(prefix), prefix),
        ).fetchall()
        for (name,) in names:
            conn.execute(
                sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(sql.Identifier(name))
            )
            dropped += 1
    return dropped

"""Connecting to PostgreSQL, applying the migrations, and the per-scope vector indexes.

Several processes may open the same database at once (API replicas and workers starting
together). Each takes a transaction-scoped advisory lock before looking at the migration table,
so exactly one applies the missing steps and the others wait for it and then find nothing to do.
"""

from __future__ import annotations

import select
import threading
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import psycopg
from pgvector.psycopg import register_vector
from psycopg import sql

from episodic.errors import ConfigError, StoreError, redact
from episodic.models import Scope
from episodic.stores import migrations
from episodic.stores.base import Store, Tx
from episodic.stores.postgres.dialect import register_time_loader

Connection = psycopg.Connection[tuple[Any, ...]]

DEFAULT_POOL_SIZE = 10
#: pgvector's HNSW index accepts ``vector`` columns of at most this many dimensions; larger
#: vectors are still stored and searched, by an exact scan.
MAX_INDEXED_DIMENSION = 2000
# pgvector's defaults; recall@10 against exact search is measured by the scale bench.
HNSW_M = 16
HNSW_EF_CONSTRUCTION = 64


@dataclass(frozen=True, slots=True)
class Target:
    """Where to connect and how many connections to keep.

    Attributes:
        conninfo: The URL without our own query parameters, as libpq accepts it.
        pool_size: Most connections the pool opens.
        display: The URL with any password removed, for messages.
    """

    conninfo: str
    pool_size: int
    display: str


def parse_url(url: str, pool_size: int | None = None) -> Target:
    """Split ``postgresql://…?pool_size=N`` into a libpq URL and the pool size.

    Args:
        url: A ``postgresql://`` or ``postgres://`` URL; every libpq parameter is passed on,
            including the local-socket form ``postgresql:///db?host=/run/postgresql&user=app``
            (no host before the path; the socket's directory in ``host``).
        pool_size: Overrides the URL's ``pool_size``; the default is 10.

    Raises:
        ConfigError: A bad ``pool_size``, or a parameter libpq does not know.
    """
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    ours = {key: value for key, value in query if key == "pool_size"}
    rest = [(key, value) for key, value in query if key != "pool_size"]
    size = pool_size
    if size is None:
        raw = ours.get("pool_size", str(DEFAULT_POOL_SIZE))
        try:
            size = int(raw)
        except ValueError as exc:
            raise ConfigError(f"pool_size must be a whole number, got {raw!r}.") from exc
    if size < 1:
        raise ConfigError(f"pool_size must be at least 1, got {size}.")
    # Joined by hand: urlunsplit drops the '//' of an empty host, and libpq then reads the
    # whole URL as a parameter name.
    conninfo = _joined(parts.scheme, parts.netloc, parts.path, urlencode(rest))
    failure = None
    try:
        psycopg.conninfo.conninfo_to_dict(conninfo)
    except psycopg.ProgrammingError as exc:
        failure = ConfigError(redact(f"The PostgreSQL URL {url!r} is not one libpq reads: {exc}"))
    if failure is not None:
        raise failure  # outside the except block: the driver's error keeps the password
    netloc = parts.netloc.rsplit("@", 1)[-1]
    socket = "&".join(f"host={value}" for key, value in rest if key == "host")
    display = _joined(parts.scheme, netloc, parts.path, socket)
    return Target(conninfo=conninfo, pool_size=size, display=display)


def _joined(scheme: str, netloc: str, path: str, query: str) -> str:
    url = f"{scheme}://{netloc}{path}"
    return f"{url}?{query}" if query else url


def configure(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """Prepare a new pooled connection: UTC timestamps and numpy arrays as pgvector values."""
    conn.execute("SET TIME ZONE 'UTC'")
    register_vector(conn)
    register_time_loader(conn)


def alive(conn: Connection) -> bool:
    """Whether a pooled connection still works. An idle connection's socket has nothing to
    read unless the server closed it or sent a notice, so only then does it cost a round trip;
    a well connection is handed out without one."""
    if conn.closed or conn.broken:
        return False
    try:
        readable, _, _ = select.select([conn.fileno()], [], [], 0)
        if readable:
            conn.execute("")  # a notice is read and passes; a closed connection raises
    except (psycopg.Error, OSError, ValueError):
        return False
    return True


def configure_read_only(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """:func:`configure`, and every transaction of the connection read-only."""
    configure(conn)
    conn.execute("SET default_transaction_read_only = on")


def require_current(store: Store, conninfo: str) -> None:
    """Check, without writing, that every migration is applied (for a read-only open).

    Raises:
        StoreError: The server is unreachable, or the schema needs migrating.
    """
    failure = None
    try:
        with psycopg.connect(conninfo, autocommit=True) as conn:
            found = conn.execute("SELECT to_regclass('schema_migrations')").fetchone()
            rows = (
                conn.execute("SELECT number FROM schema_migrations").fetchall()
                if (found and found[0])
                else []
            )
    except psycopg.OperationalError as exc:
        failure = connection_failure(exc, f"Cannot connect to PostgreSQL at {store.display}")
    if failure is not None:
        raise failure
    if migrations.pending(int(row[0]) for row in rows):
        raise StoreError(
            f"The database at {store.display} needs an upgrade (or is empty); open it once "
            "read-write to upgrade it, then read-only again."
        )


def migrate(store: Store, conninfo: str) -> None:
    """Install pgvector if needed and apply missing migrations, once across all processes.

    Runs on a connection of its own: the pool's connections register the vector type, which
    must exist first.
    """
    failure = None
    try:
        with psycopg.connect(conninfo, autocommit=True) as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('episodic:migrate'))")
            _ensure_extension(conn)
            migrations.migrate(Tx(conn, store))
    except psycopg.OperationalError as exc:
        failure = connection_failure(exc, f"Cannot connect to PostgreSQL at {store.display}")
    if failure is not None:
        raise failure


def connection_failure(error: psycopg.OperationalError, what: str) -> StoreError:
    """Our error for a driver's connection failure, with its text but without the driver's
    exception: that keeps the connection's parameters, password included, in its attributes.
    Raise it outside the ``except`` block, so it does not chain the original either."""
    return StoreError(redact(f"{what}: {error}"))


def _ensure_extension(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    if conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone():
        return
    try:
        with conn.transaction():
            conn.execute("CREATE EXTENSION vector")
    except psycopg.errors.InsufficientPrivilege as exc:
        raise ConfigError(
            "The pgvector extension is not installed in this database and this role may not "
            "install it; ask an administrator to run CREATE EXTENSION vector; once."
        ) from exc
    except (psycopg.errors.FeatureNotSupported, psycopg.errors.UndefinedFile) as exc:
        raise ConfigError(
            "PostgreSQL cannot find the pgvector extension; install pgvector on the server "
            "(https://github.com/pgvector/pgvector)."
        ) from exc


def vector_index_name(scope: Scope, dimension: int) -> str:
    """The name of one scope's HNSW index over its vectors of one dimension."""
    return f"entries_hnsw_{scope.key[1:21]}_{int(dimension)}"


class ScopeIndexes:
    """Per-scope HNSW indexes: which exist, and building one when a scope first needs it.

    Each scope that grows too large for an exact scan gets its own partial index (rows of
    that scope and dimension only). A single index over every scope would make every insert
    in the whole service pay a graph insertion as soon as one scope grew large, and its
    searches would walk a graph mostly made of other scopes' rows; a per-scope graph is
    paid for only by the scope that needs it, and a search in it sees only the scope's rows.

    Indexes are built with ``CREATE INDEX CONCURRENTLY``, so writers in every scope go on
    while the table is scanned. Until the build finishes the scope is searched exactly.
    """

    def __init__(self) -> None:
        self._valid: set[str] = set()
        self._lock = threading.Lock()

    def usable(
        self, conn: psycopg.Connection[tuple[object, ...]], scope: Scope, dimension: int
    ) -> bool:
        """Whether the scope's index for ``dimension`` is built and ready (cached once seen)."""
        name = vector_index_name(scope, dimension)
        with self._lock:
            if name in self._valid:
                return True
        if not _index_is_valid(conn, name):
            return False
        with self._lock:
            self._valid.add(name)
        return True

    def build(
        self, conn: psycopg.Connection[tuple[object, ...]], scope: Scope, dimension: int
    ) -> None:
        """Create the scope's index for ``dimension`` unless it is ready or being built.

        ``conn`` must be in autocommit mode with no transaction open: a concurrent build
        cannot run inside one. If another process holds the build lock this returns at once
        and searches stay exact until that build is done. A build that failed earlier (which
        leaves an invalid index behind) is dropped and started again.
        """
        if not 0 < dimension <= MAX_INDEXED_DIMENSION or self.usable(conn, scope, dimension):
            return
        name = vector_index_name(scope, dimension)
        tenant, agent, user = scope.require_complete("index")
        got = conn.execute("SELECT pg_try_advisory_lock(hashtext(%s))", (name,)).fetchone()
        if not got or not got[0]:
            return
        try:
            if _index_is_valid(conn, name):
                return
            conn.execute(
                sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(sql.Identifier(name))
            )
            # The graph is built in memory when it fits; the default 64 MB holds ~30k rows.
            conn.execute("SET maintenance_work_mem = '1GB'")
            typed = sql.SQL("(embedding::vector({}))").format(sql.Literal(int(dimension)))
            conn.execute(
                sql.SQL(
                    "CREATE INDEX CONCURRENTLY {name} ON entries USING hnsw ({typed} "
                    "vector_cosine_ops) WITH (m = {m}, ef_construction = {ef}) "
                    "WHERE tenant_id = {tenant} AND agent_id = {agent} AND user_id = {user} "
                    "AND embedding_dim = {dimension}"
                ).format(
                    name=sql.Identifier(name),
                    typed=typed,
                    m=sql.Literal(HNSW_M),
                    ef=sql.Literal(HNSW_EF_CONSTRUCTION),
                    tenant=sql.Literal(tenant),
                    agent=sql.Literal(agent),
                    user=sql.Literal(user),
                    dimension=sql.Literal(int(dimension)),
                )
            )
        finally:
            conn.execute("RESET maintenance_work_mem")
            conn.execute("SELECT pg_advisory_unlock(hashtext(%s))", (name,))
        with self._lock:
            self._valid.add(name)


def _index_is_valid(conn: psycopg.Connection[tuple[object, ...]], name: str) -> bool:
    row = conn.execute(
        "SELECT i.indisvalid AND i.indisready FROM pg_index i WHERE i.indexrelid = to_regclass(%s)",
        (name,),
    ).fetchone()
    return bool(row and row[0])

"""Connecting to PostgreSQL, applying the numbered migrations, and per-dimension vector indexes.

Several processes may open the same database at once (API replicas and workers starting
together). Each takes a transaction-scoped advisory lock before looking at the migration table,
so exactly one applies the missing steps and the others wait for it and then find nothing to do.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import psycopg
from pgvector.psycopg import register_vector

from episodic.errors import ConfigError, StoreError
from episodic.stores.migrations import POSTGRES_MIGRATIONS

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
        url: A ``postgresql://`` or ``postgres://`` URL; every libpq parameter is passed on.
        pool_size: Overrides the URL's ``pool_size``; the default is 10.
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
    conninfo = urlunsplit(parts._replace(query=urlencode(rest)))
    netloc = parts.netloc.rsplit("@", 1)[-1]
    display = urlunsplit(parts._replace(netloc=netloc, query=""))
    return Target(conninfo=conninfo, pool_size=size, display=display)


def configure(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """Prepare a new pooled connection: UTC timestamps and numpy arrays as pgvector values."""
    conn.execute("SET TIME ZONE 'UTC'")
    register_vector(conn)


def migrate(conninfo: str, display: str) -> None:
    """Install pgvector if needed and apply missing migrations, once across all processes."""
    try:
        with psycopg.connect(conninfo, autocommit=True) as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('episodic:migrate'))")
            _ensure_extension(conn)
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (number integer PRIMARY KEY, "
                "name text NOT NULL, applied_at timestamptz NOT NULL)"
            )
            done = {row[0] for row in conn.execute("SELECT number FROM schema_migrations")}
            for number, name, sql in POSTGRES_MIGRATIONS:
                if number in done:
                    continue
                for statement in _statements(sql):
                    conn.execute(statement.encode())
                conn.execute(
                    "INSERT INTO schema_migrations VALUES (%s, %s, %s)",
                    (number, name, datetime.now(UTC)),
                )
    except psycopg.OperationalError as exc:
        raise StoreError(f"Cannot connect to PostgreSQL at {display}: {exc}") from exc


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
    except psycopg.errors.FeatureNotSupported as exc:
        raise ConfigError(
            "PostgreSQL cannot find the pgvector extension; install pgvector on the server "
            "(https://github.com/pgvector/pgvector)."
        ) from exc
    except psycopg.errors.UndefinedFile as exc:
        raise ConfigError(
            "PostgreSQL cannot find the pgvector extension; install pgvector on the server "
            "(https://github.com/pgvector/pgvector)."
        ) from exc


def _statements(script: str) -> Iterator[str]:
    """Split a migration into statements (ours never put ';' inside a literal)."""
    for part in script.split(";"):
        if part.strip():
            yield part.strip()


def vector_index_name(dimension: int) -> str:
    """The name of the HNSW index over vectors of one dimension."""
    return f"entries_embedding_{int(dimension)}"


class VectorIndexes:
    """The per-dimension HNSW indexes: which exist, and building one when it is first needed.

    An index is only worth its upkeep (every insert pays a graph insertion) once some scope is
    too large to scan exactly, so it is built then, from the rows already stored, which is much
    faster than growing it row by row. A service with many small scopes never builds one.
    """

    def __init__(self) -> None:
        self._known: set[int] = set()
        self._lock = threading.Lock()

    def exists(self, conn: psycopg.Connection[tuple[object, ...]], dimension: int) -> bool:
        """Whether the index for ``dimension`` exists (remembered once seen)."""
        with self._lock:
            if dimension in self._known:
                return True
        found = conn.execute(
            "SELECT to_regclass(%s) IS NOT NULL", (vector_index_name(dimension),)
        ).fetchone()
        if found and found[0]:
            with self._lock:
                self._known.add(dimension)
            return True
        return False

    def build(self, conn: psycopg.Connection[tuple[object, ...]], dimension: int) -> None:
        """Create the index for ``dimension`` unless it exists or cannot (too many dimensions).

        Runs in its own transaction, never inside a write: building takes a lock on
        ``entries`` that would deadlock against a writer already holding row locks there.
        Writers wait while it builds, once per dimension.
        """
        if not 0 < dimension <= MAX_INDEXED_DIMENSION or self.exists(conn, dimension):
            return
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('episodic:vector-index'))")
            # The graph is built in memory when it fits; the default 64 MB holds ~30k rows.
            conn.execute("SET LOCAL maintenance_work_mem = '1GB'")
            conn.execute(
                f"CREATE INDEX IF NOT EXISTS {vector_index_name(dimension)} ON entries "
                f"USING hnsw ((embedding::vector({int(dimension)})) vector_cosine_ops) "
                f"WITH (m = {HNSW_M}, ef_construction = {HNSW_EF_CONSTRUCTION}) "
                f"WHERE embedding_dim = {int(dimension)}".encode()
            )
        with self._lock:
            self._known.add(dimension)

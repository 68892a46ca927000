"""The storage kernel: the few things a backend implements, and the transaction tiers write in.

A backend supplies transactions, its SQL :class:`Dialect`, candidate search (with the index
upkeep a new entry needs), bulk writes and after-commit upkeep. Everything else, the rows of
every tier and the migrations, is written once over :class:`Tx` in the modules beside this one
(``entries.py``, ``messages.py``, ``jobs.py``, ``migrations.py``), so a new tier adds one
persistence module and one migration step and touches no backend.

Every function that reads or writes a person's rows takes the complete scope and filters by it
inside its own SQL: no call can return another scope's rows.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any, ClassVar

from episodic.errors import AWARE_TIME, ValidationError
from episodic.models import CandidateQuery, Candidates, Hit, Scope, Vector


class Dialect(ABC):
    """How one database spells what differs between backends.

    SQL in the portable modules is written with ``?`` placeholders and these fragments;
    :meth:`sql` turns it into the driver's form.

    Attributes:
        name: ``sqlite`` or ``postgres``; keys of per-backend migration scripts.
        greatest: The SQL function returning the larger of two values.
        lock_rows: Appended to a ``SELECT`` whose rows the transaction must hold.
        skip_locked: Appended to a ``SELECT`` that takes rows nobody else holds.
        integrity_errors: The driver's exceptions for a violated unique constraint.
        row_id: The hidden column naming a row within one transaction, in every table.
        same_row: A condition that :attr:`row_id` is the one given as its parameter.
    """

    name: ClassVar[str]
    greatest: ClassVar[str]
    lock_rows: ClassVar[str] = ""
    skip_locked: ClassVar[str] = ""
    integrity_errors: ClassVar[tuple[type[Exception], ...]]
    row_id: ClassVar[str] = "rowid"
    same_row: ClassVar[str] = "rowid = ?"

    def sql(self, text: str) -> str:
        """``text`` in the driver's placeholder style."""
        return text

    def in_list(self, column: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        """A condition that ``column`` is one of ``values``, and its parameters."""
        return f"{column} IN ({', '.join('?' * len(values))})", list(values)

    def unindexed(self, column: str) -> str:
        """``column`` in a condition the planner should not pick an index for."""
        return column

    def lock_key(self, *, shared: bool) -> str | None:
        """A statement that takes a lock named by its one ``?`` parameter (a string) until the
        transaction ends, shared or alone; ``None`` where a write transaction already holds
        the whole database alone (SQLite), so no such lock is needed."""
        return None

    @staticmethod
    def check_aware(moment: datetime) -> datetime:
        """Refuse naive datetimes: every stored time is an instant."""
        if moment.tzinfo is None:
            raise ValidationError(
                "Times must be timezone-aware: every stored time is an instant.", hints=AWARE_TIME
            )
        return moment

    @abstractmethod
    def time(self, moment: datetime) -> Any:
        """A timestamp as the database stores it."""

    @abstractmethod
    def read_time(self, value: Any) -> datetime:
        """A stored timestamp as an aware datetime."""

    @abstractmethod
    def json(self, value: Any) -> Any:
        """A JSON-serializable value as the database stores it."""

    @abstractmethod
    def read_json(self, value: Any) -> Any:
        """A stored JSON value, parsed."""

    @abstractmethod
    def strings(self, values: Sequence[str]) -> Any:
        """A list of strings (tags) as the database stores it."""

    @abstractmethod
    def read_strings(self, value: Any) -> tuple[str, ...]:
        """A stored list of strings."""

    @abstractmethod
    def vector(self, vector: Vector) -> Any:
        """An embedding as the database stores it."""

    @abstractmethod
    def vectors(self, rows: Vector | None) -> Any:
        """Several embeddings of one row (its sentences), one a row of ``rows``, as the
        database stores them: none for ``None``, and an empty value for no rows."""

    @abstractmethod
    def allows_purpose(self, column: str) -> str:
        """A condition that a row whose purpose tags are in ``column`` (stored with
        :meth:`strings`) may be used for the purpose given as its one ``?`` parameter: it
        has no tags, or that one among them."""


class Tx:
    """One open transaction (or, for reads, one connection) in a backend's dialect.

    Attributes:
        store: The store it belongs to (its hooks run inside the transaction).
        dialect: How to spell SQL for it.
        touched: ``(scope, dimension)`` of every scope that gained vectors in it, for the
            store's after-commit upkeep.
    """

    def __init__(self, connection: Any, store: Store) -> None:
        self.connection = connection
        self.store = store
        self.dialect = store.dialect
        self.touched: set[tuple[Scope, int]] = set()

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """Run one statement written with ``?`` placeholders; returns the driver's cursor."""
        return self.connection.execute(_converted(self.dialect, sql), params)

    def one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """The first row of a statement, or ``None``."""
        return self.execute(sql, params).fetchone()

    def all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Every row of a statement."""
        return list(self.execute(sql, params).fetchall())

    def lock(self, key: str, *, shared: bool = False) -> None:
        """Hold the lock named ``key`` until this transaction ends (see
        :meth:`Dialect.lock_key`); take it before reading what it guards."""
        statement = self.dialect.lock_key(shared=shared)
        if statement is not None:
            self.execute(statement, (key,))

    def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one statement for each parameter row."""
        if not rows:
            return
        cursor = self.connection.cursor()
        try:
            cursor.executemany(_converted(self.dialect, sql), rows)
        finally:
            cursor.close()


@lru_cache(maxsize=1024)
def _converted(dialect: Dialect, sql: str) -> str:
    return dialect.sql(sql)


@dataclass(frozen=True, slots=True)
class BulkInsert:
    """Many rows for one table, for :meth:`Store.insert_many`.

    Attributes:
        table: Where the rows go.
        columns: The columns each row gives values for, in order.
        rows: The rows.
        conflict: An ``ON CONFLICT ...`` clause for the insert (empty: none).
        returning: What to return of each stored row (empty: nothing).
    """

    table: str
    columns: Sequence[str]
    rows: Sequence[Sequence[Any]]
    conflict: str = ""
    returning: str = ""


class Store(ABC):
    """A database holding every tier's rows. Implementations: SQLite and PostgreSQL.

    Subclasses implement transactions, candidate search and the hooks below; the rows
    themselves are read and written by the portable modules of :mod:`episodic.stores`.

    Attributes:
        dialect: The backend's SQL spelling.
        display: Where the data lives, safe to print (no password).
        read_only: Opened read-only: nothing was migrated and every write raises
            :class:`~episodic.errors.StoreError`.
    """

    dialect: Dialect
    display: str
    read_only: bool = False

    @abstractmethod
    def _transaction(self, *, write: bool) -> AbstractContextManager[Any]:
        """A driver connection inside a transaction (exclusive for writes), committed on exit
        and rolled back on an exception."""

    @contextmanager
    def write(self) -> Iterator[Tx]:
        """A write transaction; the store's after-commit upkeep runs once it has committed."""
        if self.held() is not None:
            raise RuntimeError("a write cannot start inside a read snapshot of the same thread")
        with self._transaction(write=True) as connection:
            tx = Tx(connection, self)
            yield tx
        self._after_commit(tx)

    @contextmanager
    def read(self) -> Iterator[Tx]:
        """A connection for reads that see one consistent state where the backend can; inside
        a :meth:`snapshot` of this thread, that snapshot's transaction."""
        held = self.held()
        if held is not None:
            yield held
            return
        with self._transaction(write=False) as connection:
            yield Tx(connection, self)

    @contextmanager
    def snapshot(self) -> Iterator[Tx]:
        """One read transaction that every read of this thread joins until it ends, so reads
        made by separate pieces of code (the sources of one turn's context) see one state of
        the database and cost one transaction. Writes are not allowed inside it."""
        held = self.held()
        if held is not None:
            yield held
            return
        local = self.__dict__.setdefault("_snapshots", threading.local())
        with self._snapshot_transaction() as connection:
            local.tx = Tx(connection, self)
            try:
                yield local.tx
            finally:
                local.tx = None

    def held(self) -> Tx | None:
        """The :meth:`snapshot` this thread is inside, if any."""
        local = self.__dict__.get("_snapshots")
        return None if local is None else getattr(local, "tx", None)

    def _snapshot_transaction(self) -> AbstractContextManager[Any]:
        """The transaction of a :meth:`snapshot`: a read transaction, unless the backend needs
        more to keep one state across statements."""
        return self._transaction(write=False)

    # -- candidate search -------------------------------------------------------------------

    @abstractmethod
    def lexical_search(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        """Active, unexpired entries of the scope matching any term, best BM25 first."""

    @abstractmethod
    def vector_search(
        self, scope: Scope, vector: Vector, *, model: str, limit: int, now: datetime
    ) -> list[Hit]:
        """Active, unexpired entries of the scope embedded by ``model``, most similar first."""

    def vector_search_many(
        self,
        scope: Scope,
        vectors: Vector,
        *,
        model: str,
        limit: int,
        now: datetime,
    ) -> list[list[Hit]]:
        """:meth:`vector_search` for each row of ``vectors`` (a 2-D array), in order.

        Bulk writes ask for the stored neighbours of a whole chunk at once; a backend that
        scans in process memory answers with one matrix product instead of one scan per row.
        """
        return [
            self.vector_search(scope, vector, model=model, limit=limit, now=now)
            for vector in vectors
        ]

    @abstractmethod
    def candidates(self, scope: Scope, query: CandidateQuery) -> Candidates:
        """Both candidate lists for a query and the ``last_seen_at`` of every entry on them:
        what :meth:`lexical_search`, :meth:`vector_search` and a last-seen lookup give, in as
        few round trips as the backend allows."""

    # -- what a backend adds to the portable writes ------------------------------------------

    #: Rows from which a portable write goes through :meth:`insert_many` (``None``: never).
    bulk_rows: int | None = None

    def search_columns(
        self, scope: Scope, terms: Sequence[str], vector: Vector | None
    ) -> Mapping[str, Any]:
        """Backend-only columns of a new row the backend searches in the database (its words
        and its vector), as ``{column: (placeholder, value)}``."""
        return {}

    def vector_columns(self, vector: Vector) -> Mapping[str, Any]:
        """Backend-only columns describing a row's vector, as ``{column: value}``; set beside
        ``embedding`` when a row is re-embedded."""
        return {}

    def count_words(
        self, tx: Tx, documents: Mapping[Scope, list[list[str]]], sign: int = 1
    ) -> None:
        """Count rows that became searchable (their terms, per scope) into the backend's
        per-scope word statistics; with ``sign=-1``, stop counting rows that left."""
        return None

    def insert_many(self, tx: Tx, insert: BulkInsert) -> list[Any]:
        """Insert many rows the backend's fast way (see :attr:`bulk_rows`); what
        ``insert.returning`` names of each stored row."""
        raise NotImplementedError(f"{type(self).__name__} has no bulk insert")

    def _after_commit(self, tx: Tx) -> None:
        """Upkeep once a write transaction has committed (index builds, caches)."""
        return None

    def erased(self, scopes: Sequence[Scope], tables: Sequence[str]) -> tuple[bool, str]:
        """After an erasure committed: drop this process's indexes of ``scopes`` and reclaim
        the space the removed rows of ``tables`` held, so their bytes leave the database's
        files (see docs/erasure.md). Returns whether that finished, and what was done."""
        return True, "nothing to reclaim"

    def reclaim(self, tables: Sequence[str]) -> tuple[bool, str]:
        """After a forget or a prune committed: reclaim the space the removed or rewritten
        rows of ``tables`` held, as :meth:`erased` does, so the old text leaves the
        database's files and its statistics. Returns whether that finished, and what was
        done."""
        return True, "nothing to reclaim"

    @abstractmethod
    def close(self) -> None:
        """Release connections and caches."""

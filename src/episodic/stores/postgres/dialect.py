"""How the PostgreSQL store spells placeholders, locks, JSON, tag lists and vectors."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, ClassVar

import numpy as np
import psycopg
from psycopg.abc import AdaptContext, Buffer
from psycopg.adapt import Loader
from psycopg.pq import Format
from psycopg.types.datetime import TimestamptzLoader
from psycopg.types.json import Jsonb

from episodic.models import Vector
from episodic.stores.base import Dialect

_TIMESTAMPTZ = psycopg.adapters.types["timestamptz"].oid
_DRIVER_LOADER = psycopg.adapters.get_loader(_TIMESTAMPTZ, Format.TEXT) or TimestamptzLoader
_FIRST, _LAST = datetime.min.replace(tzinfo=UTC), datetime.max.replace(tzinfo=UTC)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class _TimeLoader(Loader):
    """The driver's ``timestamptz`` loader, except that a time Python cannot hold (after year
    9999, before year 1, ``infinity``) reads as the nearest end of the range instead of
    failing the whole query: one such row must never make a scope unreadable."""

    def __init__(self, oid: int, context: AdaptContext | None = None) -> None:
        super().__init__(oid, context)
        self._driver = _DRIVER_LOADER(oid, context)

    def load(self, data: Buffer) -> datetime:
        try:
            moment: datetime = self._driver.load(data)
        except psycopg.DataError:
            text = bytes(data)
            return _FIRST if text.startswith(b"-") or text.endswith(b"BC") else _LAST
        return moment


def register_time_loader(conn: psycopg.Connection[Any]) -> None:
    """Read every stored ``timestamptz`` on ``conn``, even one outside Python's range."""
    conn.adapters.register_loader("timestamptz", _TimeLoader)


def from_micros(micros: int) -> datetime:
    """A time from microseconds since the Unix epoch, clamped to Python's range."""
    try:
        return _EPOCH + timedelta(microseconds=micros)
    except OverflowError:
        return _FIRST if micros < 0 else _LAST


class PostgresDialect(Dialect):
    """Native timestamps, ``jsonb``, ``text[]`` and pgvector values; ``%s`` placeholders."""

    name: ClassVar[str] = "postgres"
    greatest: ClassVar[str] = "greatest"
    lock_rows: ClassVar[str] = " FOR UPDATE"
    skip_locked: ClassVar[str] = " FOR UPDATE SKIP LOCKED"
    integrity_errors: ClassVar[tuple[type[Exception], ...]] = (psycopg.errors.UniqueViolation,)
    # Every table has ctid; it stays put while the transaction that read it writes the row.
    row_id: ClassVar[str] = "ctid::text"
    same_row: ClassVar[str] = "ctid = ?::tid"

    def sql(self, text: str) -> str:
        # Our SQL never has '?' inside a literal; a literal '%' must be doubled for psycopg.
        return text.replace("%", "%%").replace("?", "%s")

    def lock_key(self, *, shared: bool) -> str | None:
        # A transaction-level advisory lock on a 64-bit hash of the name: released at commit
        # or rollback. Two names sharing a hash only make their holders wait for each other.
        kind = "_shared" if shared else ""
        return f"SELECT pg_advisory_xact_lock{kind}(hashtextextended(?, 0))"

    def in_list(self, column: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        # One array parameter: the same statement text for any number of values.
        return f"{column} = ANY(?)", [list(values)]

    def time(self, moment: datetime) -> datetime:
        return self.check_aware(moment)

    def read_time(self, value: Any) -> datetime:
        moment: datetime = value
        return moment

    def json(self, value: Any) -> Jsonb:
        return Jsonb(value)

    def read_json(self, value: Any) -> Any:
        return value

    def strings(self, values: Sequence[str]) -> list[str]:
        return list(values)

    def read_strings(self, value: Any) -> tuple[str, ...]:
        return tuple(value)

    def vector(self, vector: Vector) -> Any:
        return np.asarray(vector, dtype=np.float32).reshape(-1)

    def vectors(self, rows: Vector | None) -> list[Any] | None:
        # A vector[]: search scores each element in the database.
        if rows is None:
            return None
        return [np.asarray(row, dtype=np.float32) for row in np.asarray(rows, dtype=np.float32)]

    def allows_purpose(self, column: str) -> str:
        return f"(cardinality({column}) = 0 OR ? = ANY({column}))"

"""How the SQLite store spells times, JSON, tag lists and vectors."""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, ClassVar

import numpy as np

from episodic.errors import StoreError
from episodic.models import Vector
from episodic.stores.base import Dialect


def format_time(moment: datetime) -> str:
    """A fixed-width UTC ISO-8601 string (the year always has four digits), so text order is
    time order."""
    utc = Dialect.check_aware(moment).astimezone(UTC)
    return utc.isoformat(timespec="microseconds").replace("+00:00", "Z")


# What :func:`format_time` writes, and what earlier versions wrote for years before 1000
# (``strftime`` dropped the leading zeros: ``"1-01-01T..."``), read back the same way.
_STORED = re.compile(
    r"(-?\d{1,5})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(Z|[+-]\d\d:?\d\d)?"
)


def parse_time(text: str) -> datetime:
    """Inverse of :func:`format_time`; also reads every time format this store ever wrote.

    A stored time outside what ``datetime`` can hold reads as its nearest end (year 1 or
    9999), so one such row never makes a scope unreadable.
    """
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return _parse_loose(text)
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return _utc(moment) if moment.utcoffset() else moment


def _utc(moment: datetime) -> datetime:
    try:
        return moment.astimezone(UTC)
    except OverflowError:
        return (datetime.min if moment.year < 5000 else datetime.max).replace(tzinfo=UTC)


def _parse_loose(text: str) -> datetime:
    match = _STORED.fullmatch(text.strip())
    if match is None:
        raise _unreadable(text)
    year, rest = int(match.group(1)), match.group(2, 3, 4, 5, 6)
    if year < 1:
        return datetime.min.replace(tzinfo=UTC)
    if year > 9999:
        return datetime.max.replace(tzinfo=UTC)
    fraction = (match.group(7) or "0").ljust(6, "0")
    zone = match.group(8) or "Z"
    iso = f"{year:04d}-{rest[0]}-{rest[1]}T{rest[2]}:{rest[3]}:{rest[4]}.{fraction}{zone}"
    try:
        return _utc(datetime.fromisoformat(iso))
    except ValueError as exc:
        raise _unreadable(text) from exc


def _unreadable(text: str) -> StoreError:
    return StoreError(
        f"A stored time is unreadable: {text!r:.60}; episodic never writes this form, so the "
        "row was changed by something else. Fix or delete that row."
    )


class SQLiteDialect(Dialect):
    """Times as fixed-width UTC text, JSON as text, vectors as float32 blobs."""

    name: ClassVar[str] = "sqlite"
    greatest: ClassVar[str] = "max"
    integrity_errors: ClassVar[tuple[type[Exception], ...]] = (sqlite3.IntegrityError,)

    def unindexed(self, column: str) -> str:
        # A unary plus keeps SQLite from using an index on the column for this condition.
        return f"+{column}"

    def time(self, moment: datetime) -> str:
        return format_time(moment)

    def read_time(self, value: Any) -> datetime:
        return parse_time(value)

    def json(self, value: Any) -> str:
        return json.dumps(value)

    def read_json(self, value: Any) -> Any:
        return json.loads(value)

    def strings(self, values: Sequence[str]) -> str:
        return json.dumps(list(values))

    def read_strings(self, value: Any) -> tuple[str, ...]:
        return tuple(json.loads(value))

    def vector(self, vector: Vector) -> bytes:
        return np.asarray(vector, dtype=np.float32).tobytes()

    def vectors(self, rows: Vector | None) -> bytes | None:
        # The float32 rows one after another (a reader splits them by the dimension).
        return None if rows is None else np.asarray(rows, dtype=np.float32).tobytes()

    def allows_purpose(self, column: str) -> str:
        return f"({column} = '[]' OR EXISTS (SELECT 1 FROM json_each({column}) WHERE value = ?))"

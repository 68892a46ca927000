"""How the SQLite store spells times, JSON, tag lists and vectors."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, ClassVar

import numpy as np

from episodic.models import Vector
from episodic.stores.base import Dialect


def format_time(moment: datetime) -> str:
    """A fixed-width UTC ISO-8601 string, so text order is time order."""
    return Dialect.check_aware(moment).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text: str) -> datetime:
    """Inverse of :func:`format_time`."""
    return datetime.fromisoformat(text)


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

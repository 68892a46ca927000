"""How the PostgreSQL store spells placeholders, locks, JSON, tag lists and vectors."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, ClassVar

import numpy as np
import psycopg
from psycopg.types.json import Jsonb

from episodic.models import Vector
from episodic.stores.base import Dialect


class PostgresDialect(Dialect):
    """Native timestamps, ``jsonb``, ``text[]`` and pgvector values; ``%s`` placeholders."""

    name: ClassVar[str] = "postgres"
    greatest: ClassVar[str] = "greatest"
    lock_rows: ClassVar[str] = " FOR UPDATE"
    skip_locked: ClassVar[str] = " FOR UPDATE SKIP LOCKED"
    integrity_errors: ClassVar[tuple[type[Exception], ...]] = (psycopg.errors.UniqueViolation,)

    def sql(self, text: str) -> str:
        # Our SQL never has '?' inside a literal; a literal '%' must be doubled for psycopg.
        return text.replace("%", "%%").replace("?", "%s")

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

"""What every table of a person's rows shares: the scope condition and its values.

Every scoped table keys its rows by ``(tenant_id, agent_id, user_id)``; each statement that
reads or writes them names the scope with :data:`SCOPE` and :func:`scope_values`, so no
statement can reach another scope's rows by leaving a column out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from episodic.models import Scope
from episodic.stores.base import Dialect, Tx

SCOPE = "tenant_id = ? AND agent_id = ? AND user_id = ?"
#: Ids per ``IN`` list.
CHUNK = 500
#: How a SQLite table of one thread's versions (plans, session memory) starts: its row key,
#: the thread it belongs to and the version number, unique together (the migration steps
#: put it into their ``CREATE TABLE`` text as it stands here).
SQLITE_THREAD_VERSION = """rowid INTEGER PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            version INTEGER NOT NULL"""
#: How a SQLite table of a thread's records with their own ids (jobs, observations) starts.
SQLITE_THREAD_RECORD = """rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL"""
#: :data:`SQLITE_THREAD_VERSION` on PostgreSQL.
POSTGRES_THREAD_VERSION = """tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text NOT NULL,
            version integer NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY"""
#: :data:`SQLITE_THREAD_RECORD` on PostgreSQL.
POSTGRES_THREAD_RECORD = """tenant_id text NOT NULL,
            id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text NOT NULL"""


def scope_values(scope: Scope, operation: str = "store") -> tuple[str, str, str]:
    """``(tenant, agent, user)`` for :data:`SCOPE`; raises if the scope is incomplete."""
    return scope.require_complete(operation)


def listed(tx: Tx, table: str, limit: int) -> list[Scope]:
    """The first ``limit`` scopes of a list of scopes (a table of scope keys, such as the
    scopes an upgrade left a background pass for), in key order."""
    rows = tx.all(
        f"SELECT tenant_id, agent_id, user_id FROM {table} "
        "ORDER BY tenant_id, agent_id, user_id LIMIT ?",
        (limit,),
    )
    return [Scope(tenant=row[0], agent=row[1], user=row[2]) for row in rows]


def by_id(tx: Tx) -> str:
    """:data:`SCOPE` written so the planner looks rows up by their unique id first."""
    unindexed = tx.dialect.unindexed
    return f"{unindexed('tenant_id')} = ? AND {unindexed('agent_id')} = ? AND " + (
        f"{unindexed('user_id')} = ?"
    )


_Id = TypeVar("_Id", str, int)


def chunks(ids: list[_Id]) -> Iterable[list[_Id]]:
    """``ids`` in runs of at most :data:`CHUNK`."""
    return (ids[start : start + CHUNK] for start in range(0, len(ids), CHUNK))


class Columns:
    """The columns a table module selects, in order, and how each becomes a model's field.

    ``str(columns)`` is the select list. :meth:`read` turns a row selected with it into the
    keyword arguments of the model: each value under its column's name (or the field name
    ``rename`` gives it), times, integers, JSON and string lists converted by the dialect.
    A ``NULL`` time or JSON value stays ``None``.

    Example:
        >>> str(Columns("id, created_at", times=("created_at",)))
        'id, created_at'
    """

    __slots__ = ("_names", "_read", "_sql")

    def __init__(
        self,
        sql: str,
        *,
        times: Sequence[str] = (),
        ints: Sequence[str] = (),
        json: Sequence[str] = (),
        strings: Sequence[str] = (),
        rename: Mapping[str, str] | None = None,
    ) -> None:
        columns = [name.strip() for name in sql.split(",")]
        kinds: dict[str, Callable[[Dialect, Any], Any]] = {}
        kinds.update(dict.fromkeys(times, _time))
        kinds.update(dict.fromkeys(ints, _int))
        kinds.update(dict.fromkeys(json, _json))
        kinds.update(dict.fromkeys(strings, _strings))
        unknown = set(kinds) - set(columns)
        if unknown:
            raise ValueError(f"Columns names {sorted(unknown)} it does not select.")
        self._sql = ", ".join(columns)
        self._names = tuple((rename or {}).get(name, name) for name in columns)
        self._read = tuple(kinds.get(name) for name in columns)

    def __str__(self) -> str:
        return self._sql

    def read(self, tx: Tx, row: Sequence[Any]) -> dict[str, Any]:
        """The row's values by field name, each converted as its column was declared."""
        dialect = tx.dialect
        return {
            name: value if read is None else read(dialect, value)
            for name, read, value in zip(self._names, self._read, row, strict=True)
        }


def _time(dialect: Dialect, value: Any) -> Any:
    return None if value is None else dialect.read_time(value)


def _int(dialect: Dialect, value: Any) -> int:
    return int(value)


def _json(dialect: Dialect, value: Any) -> Any:
    return None if value is None else dialect.read_json(value)


def _strings(dialect: Dialect, value: Any) -> tuple[str, ...]:
    return dialect.read_strings(value)


class Where:
    """The conditions of a filtered read, joined by ``AND``, with their parameters in order.

    ``str(where)`` is the condition text; :attr:`params` its values. A filter given as
    ``None`` adds nothing.

    Example:
        >>> where = Where("tenant_id = ?", ["acme"]).equal("user_id", None).equal("agent_id", "a")
        >>> str(where), where.params
        ('tenant_id = ? AND agent_id = ?', ['acme', 'a'])
    """

    __slots__ = ("_conditions", "params")

    def __init__(self, condition: str, params: Iterable[Any]) -> None:
        self._conditions = [condition]
        self.params: list[Any] = list(params)

    def add(self, condition: str, *params: Any) -> Where:
        """And ``condition``, whose placeholders take ``params``."""
        self._conditions.append(condition)
        self.params.extend(params)
        return self

    def equal(self, column: str, value: Any) -> Where:
        """And ``column = value``, unless ``value`` is ``None``."""
        return self if value is None else self.add(f"{column} = ?", value)

    def among(self, dialect: Dialect, column: str, values: Sequence[Any] | None) -> Where:
        """And ``column`` is one of ``values``, unless ``values`` is ``None``."""
        if values is None:
            return self
        condition, params = dialect.in_list(column, list(values))
        return self.add(condition, *params)

    def __str__(self) -> str:
        return " AND ".join(self._conditions)

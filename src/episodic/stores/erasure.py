"""A person's rows in every registered table: found, dumped and removed, once for every backend.

The tables come from :data:`~episodic.stores.registry.SCOPED_TABLES`, so a table a new tier
registers is erased and exported without a change here. A person is a
:class:`~episodic.models.governance.Subject`: every row of ``user`` in ``tenant``, or only
``agent``'s rows when it names one; the filter is in the SQL of every statement.

The audit log is left to :mod:`episodic.stores.audit`: erasing keeps one record that the
erasure happened, and an export gives the records in their own form.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from episodic.models import Scope
from episodic.models.governance import Subject
from episodic.stores.base import Tx
from episodic.stores.registry import SCOPED_TABLES, scoped_tables
from episodic.stores.step import Step

#: Written separately: the audit keeps the erasure's own record (see stores/audit.py).
AUDIT_TABLE = "audit_events"
#: Removed first, in this order, so an erasure takes the locks the other writers take first
#: (a worker holds its job's row, then the scope's state row) and never waits in a cycle with
#: them; ``entry_sources`` goes before ``entries``, whose deletion would cascade to it.
_FIRST = ("jobs", "scope_state", "entry_sources")
#: Columns an export leaves out, and why (a column holding raw bytes is left out as well).
OMITTED_COLUMNS = {
    "embedding": "the raw vector: numbers computed from the content, not readable data",
    "passage_vectors": "the raw vectors of each sentence of a message or an entry, computed "
    "from its content",
    "lexemes": "PostgreSQL's search lexemes of the content (the content itself is exported)",
}


def tables(backend: str) -> list[str]:
    """The backend's registered tables in the order an erasure removes their rows (the
    audit log left out)."""
    names = [t.name for t in SCOPED_TABLES if backend in t.backends and t.name != AUDIT_TABLE]
    first = [name for name in _FIRST if name in names]
    return first + [name for name in names if name not in first]


def person(subject: Subject) -> tuple[str, list[str]]:
    """The condition matching the subject's rows, and its parameters."""
    where, params = "tenant_id = ? AND user_id = ?", [subject.tenant, subject.user]
    if subject.agent is not None:
        where += " AND agent_id = ?"
        params.append(subject.agent)
    return where, params


def scopes(tx: Tx, subject: Subject) -> list[Scope]:
    """Every complete scope the subject has rows in (one per agent), sorted."""
    where, params = person(subject)
    found: set[tuple[str, str, str]] = set()
    for name in tables(tx.dialect.name):
        rows = tx.all(
            f"SELECT DISTINCT tenant_id, agent_id, user_id FROM {name} "
            f"WHERE {where} AND agent_id IS NOT NULL",
            params,
        )
        found.update((str(r[0]), str(r[1]), str(r[2])) for r in rows)
    return [Scope(tenant=t, agent=a, user=u) for t, a, u in sorted(found)]


def delete_person(tx: Tx, subject: Subject) -> dict[str, int]:
    """Remove the subject's rows from every registered table but the audit log; returns the
    rows removed per table (every table listed, zero included)."""
    where, params = person(subject)
    return {
        name: int(tx.execute(f"DELETE FROM {name} WHERE {where}", params).rowcount)
        for name in tables(tx.dialect.name)
    }


def dump_person(tx: Tx, subject: Subject) -> tuple[dict[str, list[dict[str, Any]]], set[str]]:
    """The subject's rows of every registered table but the audit log, column names as keys,
    JSON-ready (times in ISO 8601); and the ``table.column`` names left out (see
    :data:`OMITTED_COLUMNS`)."""
    where, params = person(subject)
    dumped: dict[str, list[dict[str, Any]]] = {}
    omitted: set[str] = set()
    for name in tables(tx.dialect.name):
        cursor = tx.execute(f"SELECT * FROM {name} WHERE {where}", params)
        columns = [str(column[0]) for column in cursor.description]
        rows: list[dict[str, Any]] = []
        for row in cursor.fetchall():
            item: dict[str, Any] = {}
            for column, value in zip(columns, row, strict=True):
                plain = _plain(value)
                if column in OMITTED_COLUMNS or plain is _OMIT:
                    if value is not None:
                        omitted.add(f"{name}.{column}")
                    continue
                item[column] = plain
            rows.append(item)
        dumped[name] = rows
    return dumped, omitted


_OMIT = object()


def _plain(value: Any) -> Any:
    """A stored value as JSON-ready data, or ``_OMIT`` for raw bytes and driver objects."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        items = [_plain(v) for v in value]
        return _OMIT if any(item is _OMIT for item in items) else items
    return _OMIT  # bytes, vectors, arrays: not data a person reads


#: What deleting entries changes: their rows and evidence, the scope's counters and (on
#: PostgreSQL) its word counts, and the audit log that records it.
_ENTRY_TABLES = ("entries", "entry_sources", "scope_state", "scope_terms", AUDIT_TABLE)


def entry_tables(backend: str, *more: str) -> list[str]:
    """The backend's tables a deletion of entries changes, and ``more``, for reclaiming."""
    wanted = {*_ENTRY_TABLES, *more}
    return [name for name in scoped_tables(backend) if name in wanted]


def vacuum_tables(removed: dict[str, int]) -> Sequence[str]:
    """The tables an erasure changed (rows removed), the audit log included."""
    return sorted({name for name, count in removed.items() if count} | {AUDIT_TABLE})


STEP = Step(
    13,
    "evidence found by entry: deleting entries never scans the evidence",
    {
        # Deleting an entry makes the database look up its evidence through the foreign key
        # (entry_sources.entry_id). The scope-led index cannot serve that lookup, so without
        # this each deleted entry scanned every source row: erasing a person with 5,000
        # entries took 4 s on SQLite instead of a fraction of a second.
        "sqlite": "CREATE INDEX entry_sources_entry_id ON entry_sources (entry_id)",
        "postgres": "CREATE INDEX entry_sources_entry_id ON entry_sources (tenant_id, entry_id)",
    },
)

"""Bulk inserts through ``COPY``: how imports and benchmarks reach tens of thousands of rows/s.

Rows are copied (binary format) straight into their table, or, when the insert must settle
conflicts or return what it stored, into a temporary staging table first and moved into the
table by one ``INSERT ... SELECT ... ON CONFLICT``, in the order given. The staging columns take
the table's own types, read from the catalog; a ``tsvector`` column is staged as the text array
its lexemes are written as (:data:`~episodic.stores.postgres.words.LEXEMES_PLACEHOLDER`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from episodic.stores.base import BulkInsert, Tx

#: Batches at least this large are written with COPY.
BULK_ROWS = 200


def column_types(tx: Tx, table: str) -> dict[str, str]:
    """Each column of ``table`` and its type, as the catalog names it."""
    rows = tx.all(
        "SELECT attname, format_type(atttypid, NULL) FROM pg_attribute "
        "WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped",
        (table,),
    )
    return {str(name): str(kind) for name, kind in rows}


def insert_many(tx: Tx, insert: BulkInsert, types: dict[str, str]) -> list[Any]:
    """Copy the rows into their table (``types``: its column types); what ``returning``
    names of each stored row, when it names anything."""
    table, columns, rows = insert.table, insert.columns, insert.rows
    names = ", ".join(columns)
    if not insert.conflict and not insert.returning:
        _copy(tx, f"{table} ({names})", [types[c] for c in columns], rows)
        return []
    staged = ["text[]" if types[c] == "tsvector" else types[c] for c in columns]
    stage = f"{table}_staging"
    declared = ", ".join(f"{c} {kind}" for c, kind in zip(columns, staged, strict=True))
    tx.execute(f"CREATE TEMPORARY TABLE {stage} ({declared}, position integer) ON COMMIT DROP")
    numbered = [(*row, position) for position, row in enumerate(rows)]
    _copy(tx, f"{stage} ({names}, position)", [*staged, "integer"], numbered)
    moved = ", ".join(f"array_to_tsvector({c})" if types[c] == "tsvector" else c for c in columns)
    statement = (
        f"INSERT INTO {table} ({names}) SELECT {moved} FROM {stage} ORDER BY position "
        f"{insert.conflict}"
    )
    if not insert.returning:
        tx.execute(statement)
        return []
    return tx.all(f"{statement} RETURNING {insert.returning}")


def _copy(tx: Tx, target: str, types: list[str], rows: Sequence[Sequence[Any]]) -> None:
    with (
        tx.connection.cursor() as cursor,
        cursor.copy(f"COPY {target} FROM STDIN (FORMAT BINARY)") as copy,
    ):
        copy.set_types(types)
        for row in rows:
            copy.write_row(row)


def refresh_statistics(tx: Tx, table: str, written: int) -> int:
    """Re-analyze ``table`` once bulk writes have grown it by a tenth; returns the rows
    still unanalyzed.

    Right after a large import the planner's estimates are stale (autovacuum catches up later),
    and with them it picks plans that read a whole scope, or every row holding a common word.
    """
    row = tx.one("SELECT reltuples FROM pg_class WHERE oid = ?::regclass", (table,))
    known = float(row[0]) if row else -1.0
    if known >= 0 and written < 0.1 * known:
        return written
    tx.execute(f"ANALYZE {table}")
    return 0

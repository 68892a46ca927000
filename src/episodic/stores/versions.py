"""Reading per-thread version rows (session memory, plans): the newest first."""

from __future__ import annotations

from typing import Any

from episodic.models import Scope
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, scope_values


def newest(tx: Tx, table: str, columns: str, scope: Scope, thread_id: str, limit: int) -> list[Any]:
    """The thread's newest ``limit`` rows of ``table`` (``columns``), newest version first.

    ``table`` and ``columns`` are ours, never a caller's text.
    """
    return tx.all(
        f"SELECT {columns} FROM {table} WHERE {SCOPE} AND thread_id = ? "
        "ORDER BY version DESC LIMIT ?",
        (*scope_values(scope, table), thread_id, limit),
    )

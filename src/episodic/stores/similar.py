"""The reads similarity dedupe needs, written once for every backend.

Dedupe (``episodic.entries.dedupe``) merges a new note only into a stored entry with the same
facts (``episodic.retrieval.facts``), so its candidates are found through the ``facts_key``
column and its index, not by scanning the scope. To hold under concurrent writers, a write
first holds its scope (:func:`hold_scope`) and then re-checks its plan against the rows
committed since the plan read the scope's revision (:func:`notes_since`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.models import Scope
from episodic.retrieval.facts import facts_key
from episodic.stores.base import Tx
from episodic.stores.entries import LIVE, generation
from episodic.stores.scoped import SCOPE, scope_values

_CHUNK = 500


@dataclass(frozen=True, slots=True)
class StoredNote:
    """A live entry as dedupe compares it: its facts key, hash and vector."""

    entry_id: str
    facts_key: str
    content_hash: str
    vector: npt.NDArray[np.float32]


def read_vector(value: Any) -> npt.NDArray[np.float32]:
    """A stored embedding (SQLite: float32 bytes; PostgreSQL: an array) as a numpy vector."""
    if isinstance(value, bytes | bytearray | memoryview):
        return np.frombuffer(value, dtype=np.float32)
    to_numpy = getattr(value, "to_numpy", None)  # pgvector's Vector
    return np.asarray(value if to_numpy is None else to_numpy(), dtype=np.float32).reshape(-1)


def vector_of(tx: Tx, scope: Scope, entry_id: str) -> npt.NDArray[np.float32] | None:
    """The stored embedding of one of the scope's entries (``None``: none stored)."""
    row = tx.one(
        f"SELECT embedding FROM entries WHERE {SCOPE} AND id = ?",
        (*scope_values(scope, "dedupe"), entry_id),
    )
    return None if row is None or row[0] is None else read_vector(row[0])


def scope_revision(tx: Tx, scope: Scope) -> int:
    """The scope's revision: every row written after this read carries a higher one."""
    row = tx.one(f"SELECT revision FROM scope_state WHERE {SCOPE}", scope_values(scope, "dedupe"))
    return 0 if row is None else int(row[0])


def hold_scope(tx: Tx, scope: Scope) -> int:
    """Hold the scope's state row until commit and return its latest committed revision.

    Writers that hold a scope this way run one after another (PostgreSQL locks the row; on
    SQLite every write transaction is already exclusive), and each sees what the previous one
    committed. A row it creates starts ``rewrites`` at a random generation, as
    :func:`~episodic.stores.entries.next_revisions` does.
    """
    row = tx.one(
        "INSERT INTO scope_state AS s (tenant_id, agent_id, user_id, revision, rewrites) "
        "VALUES (?, ?, ?, 0, ?) ON CONFLICT (tenant_id, agent_id, user_id) "
        "DO UPDATE SET revision = s.revision RETURNING revision",
        (*scope_values(scope, "dedupe"), generation()),
    )
    return int(row[0])


def notes_by_facts(
    tx: Tx, scope: Scope, keys: Iterable[str], *, model: str, now: datetime
) -> list[StoredNote]:
    """Live entries of the scope, embedded by ``model``, whose facts key is one of ``keys``.

    Entries written before facts keys existed (``NULL``) are read too and keyed here.
    """
    wanted = sorted(set(keys))
    found: list[StoredNote] = []
    # The facts index must lead: on SQLite the scope+status index would otherwise win and
    # every chunk would read the whole scope (found at 60,000 entries: 0.15 s per chunk).
    live = LIVE.replace("status", tx.dialect.unindexed("status"), 1)
    select = (
        "SELECT id, facts_key, content_hash, embedding, content FROM entries "
        f"WHERE {SCOPE} AND {live} AND embedding_model = ? AND embedding IS NOT NULL AND "
    )
    base = (*scope_values(scope, "dedupe"), tx.dialect.time(now), model)
    for start in range(0, len(wanted), _CHUNK):
        condition, params = tx.dialect.in_list("facts_key", wanted[start : start + _CHUNK])
        found += _notes(tx.all(select + condition, (*base, *params)))
    legacy = _notes(tx.all(select + "facts_key IS NULL", base))
    return found + [note for note in legacy if note.facts_key in wanted]


def notes_since(
    tx: Tx, scope: Scope, revision: int, *, model: str, now: datetime
) -> list[StoredNote]:
    """Live entries of the scope, embedded by ``model``, written after ``revision``."""
    rows = tx.all(
        "SELECT id, facts_key, content_hash, embedding, content FROM entries "
        f"WHERE {SCOPE} AND {LIVE} AND revision > ? AND embedding_model = ? "
        "AND embedding IS NOT NULL",
        (*scope_values(scope, "dedupe"), tx.dialect.time(now), revision, model),
    )
    return _notes(rows)


def keys_of(tx: Tx, scope: Scope, ids: Sequence[str]) -> dict[str, str]:
    """The facts key of each of these entries of the scope."""
    wanted = list(dict.fromkeys(ids))
    keys: dict[str, str] = {}
    for start in range(0, len(wanted), _CHUNK):
        condition, params = tx.dialect.in_list("id", wanted[start : start + _CHUNK])
        rows = tx.all(
            f"SELECT id, facts_key, content FROM entries WHERE {SCOPE} AND {condition}",
            (*scope_values(scope, "dedupe"), *params),
        )
        keys.update((str(r[0]), facts_key(r[2]) if r[1] is None else str(r[1])) for r in rows)
    return keys


def backfill_facts(tx: Tx, scope: Scope) -> int:
    """Give the scope's entries written before facts keys existed their key; returns how many."""
    values = scope_values(scope, "dedupe")
    rows = tx.all(f"SELECT id, content FROM entries WHERE {SCOPE} AND facts_key IS NULL", values)
    tx.execute_many(
        f"UPDATE entries SET facts_key = ? WHERE {SCOPE} AND id = ?",
        [(facts_key(content), *values, entry_id) for entry_id, content in rows],
    )
    return len(rows)


def _notes(rows: Sequence[Sequence[Any]]) -> list[StoredNote]:
    return [
        StoredNote(
            entry_id=str(entry_id),
            facts_key=facts_key(content) if key is None else str(key),
            content_hash=str(digest),
            vector=read_vector(vector),
        )
        for entry_id, key, digest, vector, content in rows
    ]

"""Entry vectors by embedding model: finding a scope's foreign vectors and re-embedding them.

Written once for both backends. A re-embedded row counts as a rewrite of its scope (not an
append), so every process reloads that scope's search index on its next query; PostgreSQL
also gets the chance to build the scope's index for the new dimension after commit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from episodic.models import Scope, Vector
from episodic.stores.base import Tx
from episodic.stores.entries import next_revisions
from episodic.stores.scoped import SCOPE, scope_values

# No vector of the model, or no sentence vectors yet (written before entries kept them).
_STALE = "(embedding_model IS NULL OR embedding_model <> ? OR passage_vectors IS NULL)"


@dataclass(frozen=True, slots=True)
class Stale:
    """An entry whose vector was not made by the wanted model (or that has no sentence
    vectors yet).

    Attributes:
        rowid: Its insertion-ordered row number (the cursor of a re-embedding pass).
        scope: Its scope.
        entry_id: Its id.
        content: The text to embed.
    """

    rowid: int
    scope: Scope
    entry_id: str
    content: str


def other_model(tx: Tx, scope: Scope, model: str) -> str | None:
    """The name of another model that made vectors of the scope's active entries, if any."""
    row = tx.one(
        f"SELECT embedding_model FROM entries WHERE {SCOPE} AND status = 'active' "
        "AND embedding_model IS NOT NULL AND embedding_model <> ? LIMIT 1",
        (*scope_values(scope, "check vectors"), model),
    )
    return None if row is None else str(row[0])


def count_stale(tx: Tx, model: str, scope: Scope | None = None) -> int:
    """How many entries (any status; of one scope, or all) lack a vector of ``model`` or
    their sentence vectors."""
    where, params = _where(model, scope)
    return int(tx.one(f"SELECT count(*) FROM entries WHERE {where}", params)[0])


def stale(tx: Tx, model: str, *, after: int, limit: int, scope: Scope | None = None) -> list[Stale]:
    """The next ``limit`` entries past row ``after`` whose vector is not of ``model`` (or
    that lack their sentence vectors)."""
    where, params = _where(model, scope)
    rows = tx.all(
        "SELECT rowid, tenant_id, agent_id, user_id, id, content FROM entries "
        f"WHERE {where} AND rowid > ? ORDER BY rowid LIMIT ?",
        (*params, after, limit),
    )
    return [
        Stale(int(row[0]), Scope(tenant=row[1], agent=row[2], user=row[3]), str(row[4]), row[5])
        for row in rows
    ]


def replace_vectors(
    tx: Tx, items: Sequence[Stale], vectors: Vector, model: str, passages: Sequence[Vector]
) -> int:
    """Store each item's new vector, sentence vectors (one array of rows per item) and
    model; returns how many rows changed.

    Each scope touched takes a new revision and counts a rewrite, so caches reload it.
    """
    changed = 0
    scopes = {item.scope for item in items}
    next_revisions(tx, scopes)
    for item, vector, rows in zip(items, vectors, passages, strict=True):
        extra = tx.store.vector_columns(vector)
        assignments = "".join(f", {name} = ?" for name in extra)
        changed += tx.execute(
            "UPDATE entries SET embedding = ?, embedding_model = ?, passage_vectors = ?"
            f"{assignments} WHERE {SCOPE} AND id = ?",
            (
                tx.dialect.vector(vector),
                model,
                tx.dialect.vectors(rows),
                *extra.values(),
                *scope_values(item.scope, "reindex"),
                item.entry_id,
            ),
        ).rowcount
        tx.touched.add((item.scope, int(np.asarray(vector).size)))
    for scope in sorted(scopes, key=lambda s: s.key):
        tx.execute(
            f"UPDATE scope_state SET rewrites = rewrites + 1 WHERE {SCOPE}",
            scope_values(scope, "reindex"),
        )
    return changed


def _where(model: str, scope: Scope | None) -> tuple[str, list[object]]:
    if scope is None:
        return _STALE, [model]
    return f"{SCOPE} AND {_STALE}", [*scope_values(scope, "reindex"), model]

"""The sentence vectors an upgraded database's entries still lack, filled in the background.

Written once for both backends. Schema step 22 gave entries a vector per sentence
(``passage_vectors``), ``NULL`` for every entry written before it. Step 23 (:data:`STEP`) lists
each scope holding such an entry in ``entry_sentence_backfill``; opening a memory queues one
``entry_sentences`` job per listed scope and takes the scope off the list (see
:mod:`episodic.entries.backfill`), and each job fills a batch of the scope's entries.

Only an entry whose own vector is of the embedder at hand gets its sentences here: one of
another model is re-embedded whole by ``reindex``, which fills its sentences as well.
"""

from __future__ import annotations

from collections.abc import Sequence

from episodic.models import Scope, Vector
from episodic.stores.base import Tx
from episodic.stores.entries import next_revisions
from episodic.stores.scoped import SCOPE, listed, scope_values
from episodic.stores.step import Step
from episodic.stores.vectors import Stale

# An entry of the model with no sentence vectors yet.
_MISSING = "passage_vectors IS NULL AND embedding IS NOT NULL AND embedding_model = ?"


def listed_scopes(tx: Tx, limit: int) -> list[Scope]:
    """Scopes whose entries were written before sentence vectors (at most ``limit``)."""
    return listed(tx, "entry_sentence_backfill", limit)


def unlist(tx: Tx, scope: Scope) -> None:
    """The scope's job is queued: take it off the list."""
    tx.execute(
        f"DELETE FROM entry_sentence_backfill WHERE {SCOPE}",
        scope_values(scope, "entry sentences"),
    )


def without_sentences(tx: Tx, scope: Scope, model: str, *, after: int, limit: int) -> list[Stale]:
    """The scope's next ``limit`` entries past row ``after`` (any status) whose own vector is
    of ``model`` and that have no sentence vectors yet."""
    rows = tx.all(
        "SELECT rowid, id, content FROM entries "
        f"WHERE {SCOPE} AND {_MISSING} AND rowid > ? ORDER BY rowid LIMIT ?",
        (*scope_values(scope, "entry sentences"), model, after, limit),
    )
    return [Stale(int(row[0]), scope, str(row[1]), row[2]) for row in rows]


def fill_sentences(
    tx: Tx, scope: Scope, items: Sequence[Stale], model: str, passages: Sequence[Vector]
) -> int:
    """Store each item's sentence vectors (one array of rows per item; none for a single
    sentence) where the entry still lacks them and its vector is still of ``model``; returns
    how many entries took them.

    An entry filled meanwhile (or re-embedded by another model) is left as it is. When any
    changed, the scope takes a new revision and counts a rewrite, so caches reload it.
    """
    changed = 0
    where = scope_values(scope, "entry sentences")
    for item, rows in zip(items, passages, strict=True):
        changed += tx.execute(
            f"UPDATE entries SET passage_vectors = ? WHERE {SCOPE} AND id = ? AND {_MISSING}",
            (tx.dialect.vectors(rows), *where, item.entry_id, model),
        ).rowcount
    if changed:
        next_revisions(tx, [scope])
        tx.execute(
            f"UPDATE scope_state SET rewrites = rewrites + 1 WHERE {SCOPE}",
            scope_values(scope, "entry sentences"),
        )
    return changed


# Step 23: the scopes whose entries have no sentence vectors yet (those written before step
# 22), for the background pass that fills them; a scope leaves the list once its first job is
# queued. Entries without a vector at all wait for ``reindex``, which gives them both.
STEP = Step(
    23,
    "entries written before sentence vectors get them in the background",
    {
        "sqlite": """
        CREATE TABLE entry_sentence_backfill (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );
        INSERT INTO entry_sentence_backfill (tenant_id, agent_id, user_id)
            SELECT DISTINCT tenant_id, agent_id, user_id FROM entries
            WHERE passage_vectors IS NULL AND embedding IS NOT NULL
        """,
        "postgres": """
        CREATE TABLE entry_sentence_backfill (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );
        INSERT INTO entry_sentence_backfill (tenant_id, agent_id, user_id)
            SELECT DISTINCT tenant_id, agent_id, user_id FROM entries
            WHERE passage_vectors IS NULL AND embedding IS NOT NULL
        """,
    },
)

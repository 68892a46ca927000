"""The import ledger and the imported entries not grounded yet, written once for every backend.

The ledger (``imports``) keeps, per scope, one row for each record of an export that an import
stored: which export it came from, a digest of the export's id for it and of its content, and
what became of it. A second run of the same file finds every record there and adds nothing; a
conversation whose content changed since (the export was taken again later) is imported again,
and only its new turns add anything. The row holds digests and our own ids, never the export's
text or ids, so nothing in it needs the gate; it is a person's data all the same, registered
for erasure and export.

Imported entries wait to be grounded: a memory another store kept, stored with no quote. The
extraction of a later turn looks them up (:func:`ungrounded`) through a partial index that
only imported entries enter, so a scope that never imported anything pays one empty index
probe per turn.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from episodic.models import Scope
from episodic.retrieval.facts import facts_key
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, scope_values
from episodic.stores.similar import StoredNote, read_vector
from episodic.stores.step import Step


def digest(*parts: str) -> str:
    """A short, stable digest of some strings (an export's id, a record's content)."""
    hashed = hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass"))
    return hashed.hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Ledgered:
    """One record an import stored.

    Attributes:
        source: The export's format (``chatgpt``, ``mem0``, ...).
        key: The digest of the export's id for the record.
        digest: The digest of the record's content as it was imported.
        outcome: What became of it (``imported``, ``held``, ``grounded``, ``reinforced``).
        entry_id: The entry a memory became or joined (``None`` for a conversation).
    """

    source: str
    key: str
    digest: str
    outcome: str
    entry_id: str | None = None


def ledger(tx: Tx, scope: Scope, source: str) -> list[Ledgered]:
    """Every record the scope imported from exports of ``source``."""
    rows = tx.all(
        f"SELECT item_key, digest, outcome, entry_id FROM imports WHERE {SCOPE} AND source = ?",
        (*scope_values(scope, "imports"), source),
    )
    return [Ledgered(source, str(r[0]), str(r[1]), str(r[2]), r[3]) for r in rows]


def record(tx: Tx, scope: Scope, rows: Sequence[Ledgered], at: datetime) -> None:
    """Write these records into the scope's ledger (a record already there is replaced)."""
    values = scope_values(scope, "imports")
    tx.execute_many(
        "INSERT INTO imports (tenant_id, agent_id, user_id, source, item_key, digest, "
        "outcome, entry_id, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (tenant_id, agent_id, user_id, source, item_key) DO UPDATE SET "
        "digest = excluded.digest, outcome = excluded.outcome, entry_id = excluded.entry_id, "
        "imported_at = excluded.imported_at",
        [
            (*values, r.source, r.key, r.digest, r.outcome, r.entry_id, tx.dialect.time(at))
            for r in rows
        ],
    )


@dataclass(frozen=True, slots=True)
class Ungrounded:
    """An imported entry with no quote yet, as grounding compares it with a new note.

    Attributes:
        note: Its id, facts key, hash and vector (empty when it has none of ``model``).
        status: ``active`` or ``pending_review``.
        confidence: Its confidence level.
        review_reason: Why it is held, when it is.
    """

    note: StoredNote
    status: str
    confidence: str | None
    review_reason: str | None


def ungrounded(tx: Tx, scope: Scope, *, model: str) -> list[Ungrounded]:
    """The scope's imported entries, active or held, that no quote backs yet."""
    values = scope_values(scope, "ground")
    rows = tx.all(
        "SELECT e.id, e.facts_key, e.content_hash, e.embedding, e.content, e.status, "
        "e.confidence, e.review_reason, e.embedding_model FROM entries e "
        "WHERE e.tenant_id = ? AND e.agent_id = ? AND e.user_id = ? "
        "AND e.source_trust = 'imported' AND e.status IN ('active', 'pending_review') "
        "AND NOT EXISTS (SELECT 1 FROM entry_sources s WHERE s.tenant_id = e.tenant_id "
        "AND s.agent_id = e.agent_id AND s.user_id = e.user_id AND s.entry_id = e.id "
        "AND s.evidence IS NOT NULL)",
        values,
    )
    found = []
    for row in rows:
        same_model = row[8] == model and row[3] is not None
        vector = read_vector(row[3]) if same_model else read_vector(b"")
        key = facts_key(str(row[4])) if row[1] is None else str(row[1])
        note = StoredNote(str(row[0]), key, str(row[2]), vector)
        found.append(Ungrounded(note, str(row[5]), row[6], row[7]))
    return found


def raise_confidence(tx: Tx, scope: Scope, entry_id: str, confidence: str) -> None:
    """Set an entry's confidence (grounding raised it)."""
    tx.execute(
        f"UPDATE entries SET confidence = ? WHERE {SCOPE} AND id = ?",
        (confidence, *scope_values(scope, "ground"), entry_id),
    )


# Step 21: the ledger, and the partial index that finds a scope's imported entries.
STEP = Step(
    21,
    "the import ledger, and an index of imported entries",
    {
        "sqlite": """
        CREATE TABLE imports (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            source TEXT NOT NULL,
            item_key TEXT NOT NULL,
            digest TEXT NOT NULL,
            outcome TEXT NOT NULL,
            entry_id TEXT,
            imported_at TEXT NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, source, item_key)
        );
        CREATE INDEX entries_imported ON entries (tenant_id, agent_id, user_id)
            WHERE source_trust = 'imported'
        """,
        "postgres": """
        CREATE TABLE imports (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            source text NOT NULL,
            item_key text NOT NULL,
            digest text NOT NULL,
            outcome text NOT NULL,
            entry_id text,
            imported_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, source, item_key)
        );
        CREATE INDEX entries_imported ON entries (tenant_id, agent_id, user_id)
            WHERE source_trust = 'imported'
        """,
    },
)

"""Bulk writes through ``COPY``: how imports and benchmarks reach tens of thousands of rows/s.

Rows are copied (binary format) into a temporary staging table, then moved into ``entries``
by one ``INSERT ... SELECT ... ON CONFLICT`` that keeps the usual dedupe semantics: a draft
whose content hash already exists in its scope reinforces that entry instead.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from episodic.models import EntryDraft, Scope, Written
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import entries
from episodic.stores.base import Tx

#: Batches at least this large are written with COPY.
BULK_ROWS = 200

# The staging table's column types; the entry columns come from the portable row mapping.
_TYPES = {
    "id": "text",
    "tenant_id": "text",
    "agent_id": "text",
    "user_id": "text",
    "content": "text",
    "content_hash": "text",
    "facts_key": "text",
    "kind": "text",
    "thread_id": "text",
    "occurred_at": "timestamptz",
    "recorded_at": "timestamptz",
    "last_seen_at": "timestamptz",
    "expires_at": "timestamptz",
    "embedding_model": "text",
    "embedding": "vector",
    "terms": "text",
    "revision": "bigint",
    "metadata": "jsonb",
    "embedding_dim": "integer",
    "lexemes": "text[]",
    "status": "text",
    "actor": "text",
    "confidence": "text",
    "source_trust": "text",
    "privacy_class": "text",
    "purpose": "text[]",
    "resource_refs": "text[]",
    "supersedes": "text[]",
    "episode_id": "text",
    "policy_version": "text",
}
_SOURCE_COLUMNS = (
    "tenant_id, agent_id, user_id, entry_id, label, evidence, thread_id, message_id, role, "
    "start_offset, end_offset, recorded_at"
)
_SOURCE_TYPES = ["text"] * 9 + ["integer", "integer", "timestamptz"]


def write_drafts(tx: Tx, drafts: Sequence[EntryDraft]) -> list[Written]:
    """Insert or reinforce many drafts at once (see :func:`entries.write_drafts`)."""
    # One staged row per (scope, hash): later duplicates in the batch reinforce the first.
    first: dict[tuple[str, str], int] = {}
    for index, draft in enumerate(drafts):
        first.setdefault((draft.scope.key, draft.content_hash), index)
    staged = list(first.values())
    new_ids = {i: uuid.uuid4().hex for i in staged}
    terms = {i: tokenize(drafts[i].content) for i in staged}
    seen = {i: drafts[i].occurred_at for i in staged}
    for draft in drafts:
        lead = first[(draft.scope.key, draft.content_hash)]
        seen[lead] = max(seen[lead], draft.occurred_at)
    revisions = entries.next_revisions(tx, [d.scope for d in drafts])
    rows = []
    for i in staged:
        draft, last_seen = drafts[i], tx.dialect.time(seen[i])
        values = entries.entry_values(
            tx, draft, new_ids[i], terms[i], revisions[draft.scope], last_seen
        )
        extra = tx.store.entry_columns(draft, terms[i])
        rows.append(
            {**values, **{name: value for name, (_, value) in extra.items()}, "position": i}
        )
    names = _stage(tx, rows)
    moved = ", ".join("array_to_tsvector(lexemes)" if n == "lexemes" else n for n in names)
    stored = tx.all(
        f"INSERT INTO entries ({', '.join(names)}) "
        f"SELECT {moved} FROM entries_staging ORDER BY position "
        f"{entries.CONFLICT['active']} DO UPDATE "
        "SET last_seen_at = greatest(entries.last_seen_at, excluded.last_seen_at) "
        "RETURNING tenant_id, agent_id, user_id, content_hash, id"
    )
    ids = {(row[0], row[1], row[2], row[3]): str(row[4]) for row in stored}
    created: dict[Scope, list[list[str]]] = {}
    results: list[Written] = []
    attached: list[entries.Attachment] = []
    for index, draft in enumerate(drafts):
        lead = first[(draft.scope.key, draft.content_hash)]
        entry_id = ids[(*entries.scope_values(draft.scope), draft.content_hash)]
        is_new = index == lead and entry_id == new_ids[lead]
        results.append(Written(entry_id=entry_id, created=is_new))
        if is_new:
            created.setdefault(draft.scope, []).append(terms[lead])
            entries.mark_vector(tx, draft)
        attached.append(
            entries.Attachment(draft.scope, entry_id, draft.sources, draft.recorded_at, is_new)
        )
    _copy_sources(tx, entries.new_source_rows(tx, attached))
    tx.store.entries_created(tx, created)
    return results


def _stage(tx: Tx, rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """Copy the rows into a temporary table; returns the entry columns it holds."""
    names = [name for name in rows[0] if name != "position"]
    columns = ", ".join(f"{name} {_TYPES[name]}" for name in names)
    tx.execute(
        f"CREATE TEMPORARY TABLE entries_staging ({columns}, position integer) ON COMMIT DROP"
    )
    with (
        tx.connection.cursor() as cursor,
        cursor.copy(
            f"COPY entries_staging ({', '.join(names)}, position) FROM STDIN (FORMAT BINARY)"
        ) as copy,
    ):
        copy.set_types([_TYPES[name] for name in names] + ["integer"])
        for row in rows:
            copy.write_row([row[name] for name in names] + [row["position"]])
    return names


def _copy_sources(tx: Tx, rows: list[tuple[Any, ...]]) -> None:
    if not rows:
        return
    with (
        tx.connection.cursor() as cursor,
        cursor.copy(f"COPY entry_sources ({_SOURCE_COLUMNS}) FROM STDIN (FORMAT BINARY)") as copy,
    ):
        copy.set_types(_SOURCE_TYPES)
        for row in rows:
            copy.write_row(row)


def refresh_statistics(tx: Tx, written: int) -> int:
    """Re-analyze ``entries`` once bulk writes have grown it by a tenth; returns the rows
    still unanalyzed.

    Right after a large import the planner's estimates are stale (autovacuum catches up later),
    and with them it picks plans that read a whole scope, or every row holding a common word.
    """
    row = tx.one("SELECT reltuples FROM pg_class WHERE oid = 'entries'::regclass")
    known = float(row[0]) if row else -1.0
    if known >= 0 and written < 0.1 * known:
        return written
    tx.execute("ANALYZE entries")
    return 0

"""Bulk writes through ``COPY``: how imports and benchmarks reach tens of thousands of rows/s.

Rows are copied (binary format) into a temporary staging table, then moved into ``entries``
by one ``INSERT ... SELECT ... ON CONFLICT`` that keeps the usual dedupe semantics: a draft
whose content hash already exists in its scope reinforces that entry instead.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from episodic.models import Scope
from episodic.ranking import tokenize
from episodic.stores.base import SOURCE_WRITE_COLUMNS, EntryDraft, Written, source_rows
from episodic.stores.postgres import writes

_STAGED = (
    ("tenant_id", "text"),
    ("id", "text"),
    ("agent_id", "text"),
    ("user_id", "text"),
    ("content", "text"),
    ("content_hash", "text"),
    ("kind", "text"),
    ("thread_id", "text"),
    ("occurred_at", "timestamptz"),
    ("recorded_at", "timestamptz"),
    ("last_seen_at", "timestamptz"),
    ("expires_at", "timestamptz"),
    ("embedding_model", "text"),
    ("embedding_dim", "integer"),
    ("embedding", "vector"),
    ("terms", "text"),
    ("revision", "bigint"),
    ("lexemes", "text[]"),
    ("metadata", "json"),
    ("position", "integer"),
)
_SOURCE_TYPES = ["text"] * 9 + ["integer", "integer", "timestamptz"]


def write_drafts(conn: writes.Connection, drafts: Sequence[EntryDraft]) -> list[Written]:
    """Insert or reinforce many drafts at once; call inside a transaction."""
    # One staged row per (scope, hash): later duplicates in the batch reinforce the first.
    first: dict[tuple[str, str], int] = {}
    for index, draft in enumerate(drafts):
        first.setdefault((draft.scope.key, draft.content_hash), index)
    staged = sorted(first.values(), key=lambda i: (drafts[i].scope.key, drafts[i].content_hash))
    new_ids = {i: uuid.uuid4().hex for i in staged}
    terms = {i: tokenize(drafts[i].content) for i in staged}
    seen = {i: drafts[i].occurred_at for i in staged}
    for draft in drafts:
        lead = first[(draft.scope.key, draft.content_hash)]
        seen[lead] = max(seen[lead], draft.occurred_at)
    revisions = writes.next_revisions(conn, [d.scope for d in drafts])
    _stage(
        conn,
        [
            _row(drafts[i], new_ids[i], terms[i], seen[i], i, revisions[drafts[i].scope])
            for i in staged
        ],
    )
    stored = conn.execute(
        f"INSERT INTO entries ({', '.join(name for name, _ in _STAGED[:-3])}, lexemes, metadata) "
        f"SELECT {', '.join(name for name, _ in _STAGED[:-3])}, array_to_tsvector(lexemes), "
        "metadata FROM entries_staging ORDER BY position "
        "ON CONFLICT (tenant_id, agent_id, user_id, content_hash) DO UPDATE "
        "SET last_seen_at = greatest(entries.last_seen_at, excluded.last_seen_at) "
        "RETURNING tenant_id, agent_id, user_id, content_hash, id"
    ).fetchall()
    ids = {(row[0], row[1], row[2], row[3]): str(row[4]) for row in stored}
    created: dict[Scope, list[list[str]]] = {}
    results: list[Written] = []
    sources: list[tuple[Any, ...]] = []
    for index, draft in enumerate(drafts):
        lead = first[(draft.scope.key, draft.content_hash)]
        entry_id = ids[(*draft.scope.require_complete("write_entries"), draft.content_hash)]
        is_new = index == lead and entry_id == new_ids[lead]
        results.append(Written(entry_id=entry_id, created=is_new))
        if is_new:
            created.setdefault(draft.scope, []).append(terms[lead])
        sources.extend(source_rows(draft.scope, entry_id, draft.sources, draft.recorded_at))
    _copy_sources(conn, sources)
    writes.add_statistics(conn, created)
    return results


def _row(
    draft: EntryDraft,
    new_id: str,
    terms: list[str],
    last_seen: Any,
    position: int,
    revision: int,
) -> tuple[Any, ...]:
    return (*writes.entry_params(draft, new_id, terms, revision, last_seen), position)


def _stage(conn: writes.Connection, rows: list[tuple[Any, ...]]) -> None:
    columns = ", ".join(f"{name} {kind}" for name, kind in _STAGED)
    conn.execute(f"CREATE TEMPORARY TABLE entries_staging ({columns}) ON COMMIT DROP")
    names = ", ".join(name for name, _ in _STAGED)
    with (
        conn.cursor() as cursor,
        cursor.copy(f"COPY entries_staging ({names}) FROM STDIN (FORMAT BINARY)") as copy,
    ):
        copy.set_types([kind for _, kind in _STAGED])
        for row in rows:
            copy.write_row(row)


def _copy_sources(conn: writes.Connection, rows: list[tuple[Any, ...]]) -> None:
    if not rows:
        return
    with (
        conn.cursor() as cursor,
        cursor.copy(
            f"COPY entry_sources ({SOURCE_WRITE_COLUMNS}) FROM STDIN (FORMAT BINARY)"
        ) as copy,
    ):
        copy.set_types(_SOURCE_TYPES)
        for row in rows:
            copy.write_row(row)


def refresh_statistics(conn: writes.Connection, written: int) -> int:
    """Re-analyze ``entries`` once bulk writes have grown it by a tenth; returns the rows
    still unanalyzed.

    Right after a large import the planner's estimates are stale (autovacuum catches up later),
    and with them it picks plans that read a whole scope, or every row holding a common word.
    """
    row = conn.execute("SELECT reltuples FROM pg_class WHERE oid = 'entries'::regclass").fetchone()
    known = float(row[0]) if row else -1.0
    if known >= 0 and written < 0.1 * known:
        return written
    conn.execute("ANALYZE entries")
    return 0

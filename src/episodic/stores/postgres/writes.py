"""Writing entries, their sources and the per-scope BM25 statistics in one transaction.

Rows are written in a fixed order (scope, then content hash, then term) so that concurrent
writers to the same scope queue behind each other instead of deadlocking.
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import numpy as np
import psycopg
from psycopg.types.json import Json

from episodic.models import Scope
from episodic.ranking import tokenize
from episodic.stores.base import (
    SOURCE_WRITE_COLUMNS,
    EntryDraft,
    Reinforcement,
    SourceDraft,
    Written,
    source_rows,
)

# A tsvector lexeme holds at most 2047 bytes; longer terms stay in ``terms`` for scoring but
# cannot be found through the GIN index.
MAX_LEXEME_BYTES = 2046
#: Batches at least this large are written with COPY.
BULK_ROWS = 200

Connection = psycopg.Connection[tuple[Any, ...]]

_INSERT_ENTRY = """
    INSERT INTO entries (
        tenant_id, id, agent_id, user_id, content, content_hash, kind, thread_id,
        occurred_at, recorded_at, last_seen_at, expires_at, embedding_model, embedding_dim,
        embedding, terms, revision, lexemes, metadata
    )
    VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s,
            array_to_tsvector(%s::text[]), %s)
    ON CONFLICT (tenant_id, agent_id, user_id, content_hash) DO UPDATE
        SET last_seen_at = greatest(entries.last_seen_at, excluded.last_seen_at)
    RETURNING id
"""


def lexeme_prefix(scope: Scope) -> str:
    """What every lexeme of the scope starts with.

    GIN posting lists are per lexeme, so without the prefix a common word's list would hold
    every tenant's rows and the planner, judging by it, would read them all. A shortened
    scope key is plenty: a collision only adds rows that the scope filter removes.
    """
    return scope.key[:13] + ":"


def lexemes(scope: Scope, terms: Sequence[str]) -> list[str]:
    """The scope-qualified distinct terms that fit in a tsvector."""
    prefix = lexeme_prefix(scope)
    qualified = (prefix + term for term in dict.fromkeys(terms))
    return [lexeme for lexeme in qualified if len(lexeme.encode()) <= MAX_LEXEME_BYTES]


def write_drafts(conn: Connection, drafts: Sequence[EntryDraft]) -> list[Written]:
    """Insert or reinforce each draft (see :meth:`Store.write_entries`); call in a transaction.

    Row by row; :func:`episodic.stores.postgres.bulk.write_drafts` does the same for large
    batches through ``COPY``.
    """
    order = sorted(range(len(drafts)), key=lambda i: (drafts[i].scope.key, drafts[i].content_hash))
    revisions = next_revisions(conn, [d.scope for d in drafts])
    results: dict[int, Written] = {}
    created: dict[Scope, list[list[str]]] = {}
    for index in order:
        draft = drafts[index]
        terms = tokenize(draft.content)
        new_id = uuid.uuid4().hex
        params = entry_params(draft, new_id, terms, revisions[draft.scope])
        row = conn.execute(_INSERT_ENTRY, params).fetchone()
        assert row is not None  # INSERT ... ON CONFLICT DO UPDATE always returns the row
        entry_id = str(row[0])
        results[index] = Written(entry_id=entry_id, created=entry_id == new_id)
        if entry_id == new_id:
            created.setdefault(draft.scope, []).append(terms)
        add_sources(conn, draft.scope, entry_id, draft.sources, draft.recorded_at)
    add_statistics(conn, created)
    return [results[i] for i in range(len(drafts))]


def entry_params(
    draft: EntryDraft,
    new_id: str,
    terms: list[str],
    revision: int,
    last_seen: Any = None,
) -> tuple[Any, ...]:
    """Column values of one new entry, in the order the insert (and the bulk staging) use.

    ``last_seen`` defaults to the draft's ``occurred_at``.
    """
    tenant, agent, user = draft.scope.require_complete("write_entries")
    vector = None
    if draft.embedding is not None:
        vector = np.asarray(draft.embedding, dtype=np.float32).reshape(-1)
    return (
        tenant,
        new_id,
        agent,
        user,
        draft.content,
        draft.content_hash,
        draft.kind,
        draft.thread_id,
        draft.occurred_at,
        draft.recorded_at,
        draft.occurred_at if last_seen is None else last_seen,
        draft.expires_at,
        draft.embedding_model,
        None if vector is None else vector.shape[0],
        vector,
        " ".join(terms),
        revision,
        lexemes(draft.scope, terms),
        Json(draft.metadata),
    )


def next_revisions(conn: Connection, scopes: Sequence[Scope]) -> dict[Scope, int]:
    """Lock each scope's state row (in a fixed order) and take its next revision number."""
    revisions: dict[Scope, int] = {}
    for scope in sorted(set(scopes), key=lambda s: s.key):
        row = conn.execute(
            "INSERT INTO scope_state AS s (tenant_id, agent_id, user_id, revision) "
            "VALUES (%s, %s, %s, 1) ON CONFLICT (tenant_id, agent_id, user_id) "
            "DO UPDATE SET revision = s.revision + 1 RETURNING revision",
            scope.require_complete("write_entries"),
        ).fetchone()
        assert row is not None  # an upsert always returns its row
        revisions[scope] = int(row[0])
    return revisions


def add_statistics(conn: Connection, created: dict[Scope, list[list[str]]]) -> None:
    """Count newly active entries into their scopes' BM25 statistics."""
    for scope in sorted(created, key=lambda s: s.key):
        tenant, agent, user = scope.require_complete("statistics")
        documents = created[scope]
        conn.execute(
            "UPDATE scope_state SET documents = documents + %s, total_terms = total_terms + %s "
            "WHERE tenant_id = %s AND agent_id = %s AND user_id = %s",
            (len(documents), sum(len(terms) for terms in documents), tenant, agent, user),
        )
        frequency = Counter(term for terms in documents for term in set(terms))
        words = sorted(frequency)
        conn.execute(
            "INSERT INTO scope_terms AS t (tenant_id, agent_id, user_id, term, documents) "
            "SELECT %s, %s, %s, term, n FROM unnest(%s::text[], %s::bigint[]) AS u (term, n) "
            "ORDER BY term "
            "ON CONFLICT (tenant_id, agent_id, user_id, term) DO UPDATE "
            "SET documents = t.documents + excluded.documents",
            (tenant, agent, user, words, [frequency[w] for w in words]),
        )


def add_sources(
    conn: Connection,
    scope: Scope,
    entry_id: str,
    sources: Sequence[SourceDraft],
    recorded_at: datetime,
) -> None:
    """Attach evidence rows to an entry."""
    if not sources:
        return
    with conn.cursor() as cursor:
        cursor.executemany(
            f"INSERT INTO entry_sources ({SOURCE_WRITE_COLUMNS}) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            source_rows(scope, entry_id, sources, recorded_at),
        )


def reinforce(
    conn: Connection,
    scope: Scope,
    entry_id: str,
    seen_at: datetime,
    sources: Sequence[SourceDraft],
) -> None:
    """Move ``last_seen_at`` forward and add sources, if the entry exists in the scope."""
    tenant, agent, user = scope.require_complete("reinforce")
    updated = conn.execute(
        "UPDATE entries SET last_seen_at = greatest(last_seen_at, %s) "
        "WHERE tenant_id = %s AND id = %s AND agent_id = %s AND user_id = %s",
        (seen_at, tenant, entry_id, agent, user),
    ).rowcount
    if updated:
        add_sources(conn, scope, entry_id, sources, datetime.now(UTC))


def apply_reinforcements(conn: Connection, reinforcements: Sequence[Reinforcement]) -> None:
    """Apply reinforcements in a fixed order (by scope and entry) to avoid lock cycles."""
    for item in sorted(reinforcements, key=lambda r: (r.scope.key, r.entry_id)):
        reinforce(conn, item.scope, item.entry_id, item.seen_at, item.sources)

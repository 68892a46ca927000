"""Reading entries and their sources back as domain objects."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

import psycopg

from episodic.models import Entry, Scope, Source
from episodic.stores.base import SOURCE_COLUMNS, group_sources
from episodic.stores.postgres.writes import Connection

ENTRY_COLUMNS = (
    "id, content, content_hash, kind, status, superseded_by, thread_id, occurred_at, "
    "recorded_at, last_seen_at, confidence, source_trust, privacy_class, purpose, expires_at, "
    "episode_id, embedding_model, metadata"
)
SCOPE = "tenant_id = %s AND agent_id = %s AND user_id = %s"
LIVE = "status = 'active' AND (expires_at IS NULL OR expires_at > %s)"


def last_seen(conn: Connection, scope: Scope, ids: Sequence[str]) -> dict[str, datetime]:
    """``last_seen_at`` of each id that exists in the scope."""
    tenant, agent, user = scope.require_complete("last_seen")
    rows = conn.execute(
        f"SELECT id, last_seen_at FROM entries WHERE {SCOPE} AND id = ANY(%s)",
        (tenant, agent, user, list(dict.fromkeys(ids))),
    ).fetchall()
    return {str(row[0]): row[1] for row in rows}


def get_entries(conn: Connection, scope: Scope, ids: Sequence[str]) -> list[Entry]:
    """The scope's entries with these ids, in the order given."""
    tenant, agent, user = scope.require_complete("get_entries")
    wanted = list(dict.fromkeys(ids))
    entries = conn.execute(
        f"SELECT {ENTRY_COLUMNS} FROM entries WHERE {SCOPE} AND id = ANY(%s)",
        (tenant, agent, user, wanted),
    )
    found = _sources_cursor(conn, scope, wanted)
    rows = entries.fetchall()
    sources = _collect_sources(found.fetchall() if found is not None else [])
    by_id = {row[0]: _entry(row, scope, sources.get(row[0], ())) for row in rows}
    return [by_id[i] for i in wanted if i in by_id]


def list_entries(
    conn: Connection,
    scope: Scope,
    *,
    limit: int | None,
    include_inactive: bool,
    now: datetime,
) -> list[Entry]:
    """The scope's entries, most recently occurred first."""
    tenant, agent, user = scope.require_complete("list_entries")
    where = SCOPE
    params: list[Any] = [tenant, agent, user]
    if not include_inactive:
        where += f" AND {LIVE}"
        params.append(now)
    sql = f"SELECT {ENTRY_COLUMNS} FROM entries WHERE {where} ORDER BY occurred_at DESC, rowid DESC"
    if limit is not None:
        sql += " LIMIT %s"
        params.append(limit)
    rows = conn.execute(sql, params).fetchall()
    sources = _sources(conn, scope, [row[0] for row in rows])
    return [_entry(row, scope, sources.get(row[0], ())) for row in rows]


def count_entries(conn: Connection, scope: Scope) -> int:
    """How many entries the scope holds, in any status."""
    row = conn.execute(
        f"SELECT count(*) FROM entries WHERE {SCOPE}", scope.require_complete("count_entries")
    ).fetchone()
    return int(row[0]) if row else 0


def _sources(conn: Connection, scope: Scope, ids: Sequence[str]) -> dict[str, tuple[Source, ...]]:
    found = _sources_cursor(conn, scope, ids)
    return _collect_sources(found.fetchall() if found is not None else [])


def _sources_cursor(
    conn: Connection, scope: Scope, ids: Sequence[str]
) -> psycopg.Cursor[tuple[Any, ...]] | None:
    if not ids:
        return None
    return conn.execute(
        f"SELECT {SOURCE_COLUMNS} FROM entry_sources WHERE {SCOPE} AND entry_id = ANY(%s) "
        "ORDER BY id",
        (*scope.require_complete("sources"), list(ids)),
    )


def _collect_sources(rows: Sequence[Sequence[Any]]) -> dict[str, tuple[Source, ...]]:
    found = group_sources(rows, lambda moment: moment)
    return {key: tuple(value) for key, value in found.items()}


def _entry(row: Sequence[Any], scope: Scope, sources: tuple[Source, ...]) -> Entry:
    return Entry(
        id=row[0],
        scope=scope,
        content=row[1],
        content_hash=row[2],
        kind=row[3],
        status=row[4],
        superseded_by=row[5],
        thread_id=row[6],
        occurred_at=row[7],
        recorded_at=row[8],
        last_seen_at=row[9],
        confidence=row[10],
        source_trust=row[11],
        privacy_class=row[12],
        purpose=tuple(row[13]),
        expires_at=row[14],
        episode_id=row[15],
        embedding_model=row[16],
        metadata=row[17],
        sources=sources,
    )

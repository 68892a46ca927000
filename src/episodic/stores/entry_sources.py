"""An entry's evidence rows (``entry_sources``), written once for every backend.

Every entry holds at least one source: the exact words of the transcript it rests on, with
where they were said. A source an entry already holds is never added twice, so importing or
extracting the same thing again leaves the evidence as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from episodic.models import Scope, SourceDraft
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, chunks, scope_values

SOURCE_COLUMNS = (
    "entry_id, label, evidence, thread_id, message_id, role, start_offset, end_offset, recorded_at"
)
#: The columns of a new evidence row, in the order :func:`source_rows` gives them.
NEW_SOURCE_COLUMNS = (
    "tenant_id",
    "agent_id",
    "user_id",
    *(column.strip() for column in SOURCE_COLUMNS.split(",")),
)
SOURCE_INSERT = (
    f"INSERT INTO entry_sources ({', '.join(NEW_SOURCE_COLUMNS)}) "
    f"VALUES ({', '.join('?' * len(NEW_SOURCE_COLUMNS))})"
)


def source_rows(
    tx: Tx, scope: Scope, entry_id: str, sources: Sequence[SourceDraft], recorded_at: datetime
) -> list[tuple[Any, ...]]:
    """The evidence rows of one entry, in the column order of the sources insert."""
    tenant, agent, user = scope_values(scope, "sources")
    stamp = tx.dialect.time(recorded_at)
    return [
        (
            tenant,
            agent,
            user,
            entry_id,
            s.label,
            s.evidence,
            s.thread_id,
            s.message_id,
            s.role,
            s.start,
            s.end,
            stamp,
        )
        for s in sources
    ]


@dataclass(frozen=True, slots=True)
class Attachment:
    """Evidence to attach to one entry; ``created`` when the entry is new in this write."""

    scope: Scope
    entry_id: str
    sources: tuple[SourceDraft, ...]
    recorded_at: datetime
    created: bool


def new_source_rows(tx: Tx, attachments: Sequence[Attachment]) -> list[tuple[Any, ...]]:
    """The evidence rows to insert: every source an entry does not hold yet.

    A source the entry already has (same label, text, thread, message, role and offsets) adds
    no row, so importing or extracting the same thing again never duplicates evidence.
    """
    old = [a for a in attachments if not a.created]
    held = _held_sources(tx, {a.scope for a in old}, [a.entry_id for a in old])
    rows: list[tuple[Any, ...]] = []
    for item in attachments:
        have = held.setdefault((item.scope.key, item.entry_id), set())
        fresh = [s for s in item.sources if _source_key(s) not in have]
        have.update(_source_key(s) for s in fresh)
        rows += source_rows(tx, item.scope, item.entry_id, fresh, item.recorded_at)
    return rows


def _source_key(source: SourceDraft) -> tuple[Any, ...]:
    return (
        source.label,
        source.evidence,
        source.thread_id,
        source.message_id,
        source.role,
        source.start,
        source.end,
    )


def _held_sources(
    tx: Tx, scopes: set[Scope], ids: Sequence[str]
) -> dict[tuple[str, str], set[tuple[Any, ...]]]:
    held: dict[tuple[str, str], set[tuple[Any, ...]]] = {}
    for scope in scopes:
        for chunk in chunks(list(dict.fromkeys(ids))):
            condition, params = tx.dialect.in_list("entry_id", chunk)
            rows = tx.all(
                "SELECT entry_id, label, evidence, thread_id, message_id, role, start_offset, "
                f"end_offset FROM entry_sources WHERE {SCOPE} AND {condition}",
                (*scope_values(scope, "sources"), *params),
            )
            for entry_id, *key in rows:
                held.setdefault((scope.key, str(entry_id)), set()).add(tuple(key))
    return held

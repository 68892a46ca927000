"""Entry and evidence rows, written once for every backend.

A write first takes the next revision of each scope it touches, in a fixed order of scopes. On
PostgreSQL that locks the scope's state row until commit, so writers to one scope queue behind
each other instead of deadlocking on its rows, and revisions follow commit order: a process can
read just the rows written since the revision it last saw. Within a batch, rows are inserted in
the order given, so on every backend the earlier entry wins a ranking tie.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

import numpy as np

from episodic.models import (
    Entry,
    EntryDraft,
    Reinforcement,
    Scope,
    Source,
    Written,
)
from episodic.models.screened import Screened
from episodic.retrieval.facts import facts_key
from episodic.retrieval.keys import entry_key_text
from episodic.retrieval.tokenizer import tokenize
from episodic.stores.base import BulkInsert, Tx
from episodic.stores.entry_sources import (
    NEW_SOURCE_COLUMNS,
    SOURCE_COLUMNS,
    SOURCE_INSERT,
    Attachment,
    new_source_rows,
)
from episodic.stores.scoped import SCOPE, Columns, by_id, chunks, scope_values
from episodic.stores.step import Step

LIVE = "status = 'active' AND (expires_at IS NULL OR expires_at > ?)"
ENTRY_COLUMNS = Columns(
    "id, content, content_hash, kind, status, superseded_by, thread_id, occurred_at, "
    "recorded_at, last_seen_at, confidence, source_trust, privacy_class, purpose, expires_at, "
    "episode_id, embedding_model, metadata, actor, resource_refs, supersedes, policy_version, "
    "review_reason",
    times=("occurred_at", "recorded_at", "last_seen_at", "expires_at"),
    json=("metadata",),
    strings=("purpose", "resource_refs", "supersedes"),
)
#: The partial unique index a new row of each status conflicts on: an active entry dedupes
#: only against active ones, one held for review only against held ones (never the reverse).
CONFLICT = {
    "active": "ON CONFLICT (tenant_id, agent_id, user_id, content_hash) WHERE status = 'active'",
    "pending_review": "ON CONFLICT (tenant_id, agent_id, user_id, content_hash) "
    "WHERE status = 'pending_review'",
}

#: Schema step 17: an entry held for review keeps the write policy's reason code (rows held
#: before it read ``None``; approving an entry clears it).
REVIEW_STEP = Step(
    17,
    "entries held for review keep the write policy's reason",
    {
        "sqlite": "ALTER TABLE entries ADD COLUMN review_reason TEXT",
        "postgres": "ALTER TABLE entries ADD COLUMN review_reason text",
    },
)


# -- writes ---------------------------------------------------------------------------------


def write_drafts(tx: Tx, screened: Sequence[Screened[EntryDraft]]) -> list[Written]:
    """Insert each draft as the gate let it through, or reinforce the entry of its scope with
    the same content hash.

    A reinforced entry's ``last_seen_at`` moves to the later of the two times and it gains
    the draft's sources. An active draft matches only an active entry and a draft held for
    review only a held one. Returns one result per draft, in order. A batch as large as the
    store's ``bulk_rows`` goes in with its bulk insert.
    """
    drafts = [item.value for item in screened]
    if not drafts:
        return []
    bulk = tx.store.bulk_rows
    if bulk is not None and len(drafts) >= bulk and all(d.status == "active" for d in drafts):
        return _write_many(tx, drafts)
    revisions = next_revisions(tx, [d.scope for d in drafts])
    results: list[Written] = []
    created: dict[Scope, list[list[str]]] = {}
    for draft, terms in zip(drafts, draft_terms(drafts), strict=True):
        new_id = uuid.uuid4().hex
        row = tx.one(*_insert(tx, draft, new_id, terms, revisions[draft.scope]))
        entry_id = str(row[0])
        results.append(Written(entry_id=entry_id, created=entry_id == new_id))
        if entry_id == new_id and draft.status == "active":
            created.setdefault(draft.scope, []).append(terms)
            mark_vector(tx, draft)
    attached = [
        Attachment(d.scope, w.entry_id, d.sources, d.recorded_at, w.created)
        for d, w in zip(drafts, results, strict=True)
    ]
    tx.execute_many(SOURCE_INSERT, new_source_rows(tx, attached))
    tx.store.count_words(tx, created)
    return results


def _write_many(tx: Tx, drafts: Sequence[EntryDraft]) -> list[Written]:
    """:func:`write_drafts` for a large batch of active drafts, through the store's bulk
    insert: one row per (scope, hash) goes in, and later drafts of the batch with the same
    hash reinforce it (an insert cannot update a row it inserted)."""
    first: dict[tuple[str, str], int] = {}
    for index, draft in enumerate(drafts):
        first.setdefault((draft.scope.key, draft.content_hash), index)
    staged = list(first.values())
    new_ids = {i: uuid.uuid4().hex for i in staged}
    keyed = draft_terms(drafts)
    terms = {i: keyed[i] for i in staged}
    seen = {i: drafts[i].occurred_at for i in staged}
    for draft in drafts:
        lead = first[(draft.scope.key, draft.content_hash)]
        seen[lead] = max(seen[lead], draft.occurred_at)
    revisions = next_revisions(tx, [d.scope for d in drafts])
    rows = []
    for i in staged:
        draft, last_seen = drafts[i], tx.dialect.time(seen[i])
        values = entry_values(tx, draft, new_ids[i], terms[i], revisions[draft.scope], last_seen)
        extra = tx.store.search_columns(draft.scope, terms[i], draft.embedding)
        rows.append({**values, **{name: value for name, (_, value) in extra.items()}})
    columns = list(rows[0])
    later = f"{tx.dialect.greatest}(entries.last_seen_at, excluded.last_seen_at)"
    insert = BulkInsert(
        "entries",
        columns,
        [[row[name] for name in columns] for row in rows],
        conflict=f"{CONFLICT['active']} DO UPDATE SET last_seen_at = {later}",
        returning="tenant_id, agent_id, user_id, content_hash, id",
    )
    stored = tx.store.insert_many(tx, insert)
    ids = {(row[0], row[1], row[2], row[3]): str(row[4]) for row in stored}
    created: dict[Scope, list[list[str]]] = {}
    results: list[Written] = []
    attached: list[Attachment] = []
    for index, draft in enumerate(drafts):
        lead = first[(draft.scope.key, draft.content_hash)]
        entry_id = ids[(*scope_values(draft.scope), draft.content_hash)]
        is_new = index == lead and entry_id == new_ids[lead]
        results.append(Written(entry_id=entry_id, created=is_new))
        if is_new:
            created.setdefault(draft.scope, []).append(terms[lead])
            mark_vector(tx, draft)
        attached.append(Attachment(draft.scope, entry_id, draft.sources, draft.recorded_at, is_new))
    sources = new_source_rows(tx, attached)
    if sources:
        tx.store.insert_many(tx, BulkInsert("entry_sources", NEW_SOURCE_COLUMNS, sources))
    tx.store.count_words(tx, created)
    return results


def draft_terms(drafts: Sequence[EntryDraft]) -> list[list[str]]:
    """The search terms of each draft: its content's and its evidence quotes'
    (:mod:`episodic.retrieval.keys`)."""
    return [
        tokenize(entry_key_text(draft.content, (source.evidence for source in draft.sources)))
        for draft in drafts
    ]


def entry_values(
    tx: Tx, draft: EntryDraft, new_id: str, terms: Sequence[str], revision: int, last_seen: Any
) -> dict[str, Any]:
    """The portable columns of a new entry row (``last_seen`` as the database stores it)."""
    tenant, agent, user = scope_values(draft.scope, "write_entries")
    dialect, event = tx.dialect, draft.event
    return {
        "id": new_id,
        "tenant_id": tenant,
        "agent_id": agent,
        "user_id": user,
        "content": draft.content,
        "content_hash": draft.content_hash,
        "facts_key": facts_key(draft.content),
        "kind": draft.kind,
        "thread_id": draft.thread_id,
        "occurred_at": dialect.time(draft.occurred_at),
        "recorded_at": dialect.time(draft.recorded_at),
        "last_seen_at": last_seen,
        "expires_at": None if draft.expires_at is None else dialect.time(draft.expires_at),
        "embedding_model": draft.embedding_model,
        "embedding": None if draft.embedding is None else dialect.vector(draft.embedding),
        "passage_vectors": None if draft.embedding is None else dialect.vectors(draft.passages),
        "terms": " ".join(terms),
        "revision": revision,
        "metadata": dialect.json(draft.metadata),
        "status": draft.status,
        "actor": event.actor,
        "confidence": event.confidence,
        "source_trust": event.source_trust,
        "privacy_class": event.privacy_class,
        "purpose": dialect.strings(event.purpose),
        "resource_refs": dialect.strings(event.resource_refs),
        "supersedes": dialect.strings(event.supersedes),
        "episode_id": event.episode_id,
        "policy_version": draft.policy_version,
        "review_reason": draft.review_reason if draft.status == "pending_review" else None,
    }


def _insert(
    tx: Tx, draft: EntryDraft, new_id: str, terms: list[str], revision: int
) -> tuple[str, list[Any]]:
    values = entry_values(tx, draft, new_id, terms, revision, tx.dialect.time(draft.occurred_at))
    extra = tx.store.search_columns(draft.scope, terms, draft.embedding)
    names = [*values, *extra]
    marks = ["?"] * len(values) + [mark for mark, _ in extra.values()]
    sql = (
        f"INSERT INTO entries ({', '.join(names)}) VALUES ({', '.join(marks)}) "
        f"{CONFLICT[draft.status]} DO UPDATE SET last_seen_at = "
        f"{tx.dialect.greatest}(entries.last_seen_at, excluded.last_seen_at) RETURNING id"
    )
    return sql, [*values.values(), *(value for _, value in extra.values())]


def mark_vector(tx: Tx, draft: EntryDraft) -> None:
    """Record that the draft's scope gained a vector (for the store's after-commit upkeep)."""
    if draft.embedding is not None:
        tx.touched.add((draft.scope, int(np.asarray(draft.embedding).size)))


def next_revisions(tx: Tx, scopes: Iterable[Scope]) -> dict[Scope, int]:
    """Take each scope's next revision number, in a fixed order of scopes.

    A scope's first row starts its ``rewrites`` counter at a random generation, so an index a
    process cached before the scope was erased never matches the scope written again after.
    """
    revisions: dict[Scope, int] = {}
    for scope in sorted(set(scopes), key=lambda s: s.key):
        row = tx.one(
            "INSERT INTO scope_state AS s (tenant_id, agent_id, user_id, revision, rewrites) "
            "VALUES (?, ?, ?, 1, ?) ON CONFLICT (tenant_id, agent_id, user_id) "
            "DO UPDATE SET revision = s.revision + 1 RETURNING revision",
            (*scope_values(scope, "write_entries"), generation()),
        )
        revisions[scope] = int(row[0])
    return revisions


def generation() -> int:
    """A random starting value for a new scope's change counters (see :func:`next_revisions`)."""
    return secrets.randbits(52)


def rewritten(tx: Tx, scope: Scope) -> int:
    """Record a change other than an append (a status change, a deletion): every process's
    index of the scope reloads before its next search. Returns the new revision."""
    revision = next_revisions(tx, [scope])[scope]
    tx.execute(
        f"UPDATE scope_state SET rewrites = rewrites + 1 WHERE {SCOPE}",
        scope_values(scope, "rewrite"),
    )
    return revision


def set_status(
    tx: Tx,
    scope: Scope,
    ids: Sequence[str],
    status: str,
    *,
    superseded_by: str | None = None,
    only_from: Sequence[str] | None = None,
) -> list[str]:
    """Move the scope's entries with these ids to ``status``; returns the ids that changed.

    Entries already in that status, or (with ``only_from``) in a status not listed, are left
    alone. An entry leaving ``pending_review`` drops its review reason. The store's search
    statistics follow (an entry leaving ``active`` stops counting, one entering it starts) and
    every process's index of the scope reloads.
    """
    rows = _status_rows(tx, scope, ids)
    changed = [
        row for row in rows if row[1] != status and (only_from is None or row[1] in only_from)
    ]
    if not changed:
        return []
    held = "" if status == "pending_review" else ", review_reason = NULL"
    for chunk in chunks([str(row[0]) for row in changed]):
        condition, params = tx.dialect.in_list("id", chunk)
        tx.execute(
            f"UPDATE entries SET status = ?, superseded_by = coalesce(?, superseded_by){held} "
            f"WHERE {SCOPE} AND {condition}",
            (status, superseded_by, *scope_values(scope, "set_status"), *params),
        )
    leaving = [str(row[2]).split() for row in changed if row[1] == "active"]
    entering = [str(row[2]).split() for row in changed if status == "active"]
    rewritten(tx, scope)
    if leaving:
        tx.store.count_words(tx, {scope: leaving}, sign=-1)
    if entering:
        tx.store.count_words(tx, {scope: entering})
    return [str(row[0]) for row in changed]


def supersede(tx: Tx, scope: Scope, old_id: str, new_id: str) -> bool:
    """Mark the active entry ``old_id`` superseded by ``new_id`` and add ``old_id`` to the new
    entry's ``supersedes`` (a link both ways). Returns ``False``, changing nothing, when the old
    entry is not active (any more)."""
    if old_id == new_id or not set_status(
        tx, scope, [old_id], "superseded", superseded_by=new_id, only_from=("active",)
    ):
        return False
    values = scope_values(scope, "supersede")
    row = tx.one(f"SELECT supersedes FROM entries WHERE {SCOPE} AND id = ?", (*values, new_id))
    held = tx.dialect.read_strings(row[0]) if row is not None else ()
    if old_id not in held:
        tx.execute(
            f"UPDATE entries SET supersedes = ? WHERE {SCOPE} AND id = ?",
            (tx.dialect.strings((*held, old_id)), *values, new_id),
        )
    return True


def delete_entries(tx: Tx, scope: Scope, ids: Sequence[str]) -> list[str]:
    """Remove the scope's entries with these ids and their evidence; returns the ids removed."""
    rows = _status_rows(tx, scope, ids)
    if not rows:
        return []
    found = [str(row[0]) for row in rows]
    for chunk in chunks(found):
        for table, column in (("entry_sources", "entry_id"), ("entries", "id")):
            condition, params = tx.dialect.in_list(column, chunk)
            tx.execute(
                f"DELETE FROM {table} WHERE {SCOPE} AND {condition}",
                (*scope_values(scope, "delete"), *params),
            )
    rewritten(tx, scope)
    leaving = [str(row[2]).split() for row in rows if row[1] == "active"]
    if leaving:
        tx.store.count_words(tx, {scope: leaving}, sign=-1)
    return found


def _status_rows(tx: Tx, scope: Scope, ids: Sequence[str]) -> list[Any]:
    """``(id, status, terms)`` of the scope's entries with these ids."""
    rows: list[Any] = []
    for chunk in chunks(list(dict.fromkeys(ids))):
        condition, params = tx.dialect.in_list("id", chunk)
        rows += tx.all(
            f"SELECT id, status, terms FROM entries WHERE {condition} AND {by_id(tx)}",
            (*params, *scope_values(scope, "status")),
        )
    return rows


def reinforce(tx: Tx, screened: Sequence[Screened[Reinforcement]], recorded_at: datetime) -> None:
    """Mark stored entries as said again: later ``last_seen_at``, extra sources.

    Applied in a fixed order (scope, entry) so concurrent writers cannot deadlock; an entry
    that no longer exists in its scope is skipped. Evidence the entry already holds is not
    added again.
    """
    attached = []
    items = [reinforcement.value for reinforcement in screened]
    for item in sorted(items, key=lambda r: (r.scope.key, r.entry_id)):
        updated = tx.execute(
            f"UPDATE entries SET last_seen_at = {tx.dialect.greatest}(last_seen_at, ?) "
            f"WHERE {SCOPE} AND id = ?",
            (tx.dialect.time(item.seen_at), *scope_values(item.scope, "reinforce"), item.entry_id),
        ).rowcount
        if updated:
            attached.append(
                Attachment(item.scope, item.entry_id, item.sources, recorded_at, created=False)
            )
    tx.execute_many(SOURCE_INSERT, new_source_rows(tx, attached))


# -- reads ----------------------------------------------------------------------------------


def get_entries(tx: Tx, scope: Scope, ids: Sequence[str]) -> list[Entry]:
    """The scope's entries with these ids, with their sources, in the order given.

    Ids that do not exist in the scope are left out.
    """
    wanted = list(dict.fromkeys(ids))
    rows: list[Any] = []
    for chunk in chunks(wanted):
        condition, params = tx.dialect.in_list("id", chunk)
        rows += tx.all(
            f"SELECT {ENTRY_COLUMNS} FROM entries WHERE {condition} AND {by_id(tx)}",
            (*params, *scope_values(scope, "get_entries")),
        )
    found = {entry.id: entry for entry in _entries(tx, scope, rows)}
    return [found[i] for i in wanted if i in found]


def list_entries(
    tx: Tx, scope: Scope, *, now: datetime, limit: int | None, include_inactive: bool
) -> list[Entry]:
    """The scope's entries, most recently occurred first (live ones unless told otherwise)."""
    where, params = SCOPE, list[Any](scope_values(scope, "list_entries"))
    if not include_inactive:
        where += f" AND {LIVE}"
        params.append(tx.dialect.time(now))
    sql = f"SELECT {ENTRY_COLUMNS} FROM entries WHERE {where} ORDER BY occurred_at DESC, rowid DESC"
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    return _entries(tx, scope, tx.all(sql, params))


def with_status(tx: Tx, scope: Scope, status: str, *, limit: int | None = None) -> list[Entry]:
    """The scope's entries in ``status``, oldest recorded first (a queue's order)."""
    params: list[Any] = [*scope_values(scope, "with_status"), status]
    sql = f"SELECT {ENTRY_COLUMNS} FROM entries WHERE {SCOPE} AND status = ? "
    sql += "ORDER BY recorded_at, rowid"
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    return _entries(tx, scope, tx.all(sql, params))


def active_by_hash(tx: Tx, scope: Scope, hashes: Sequence[str]) -> dict[str, str]:
    """``content_hash -> id`` of the scope's ``active`` entries with these hashes (expired or
    not: the unique index holds one active row per hash either way)."""
    found: dict[str, str] = {}
    for chunk in chunks(list(dict.fromkeys(hashes))):
        condition, params = tx.dialect.in_list("content_hash", chunk)
        rows = tx.all(
            f"SELECT content_hash, id FROM entries WHERE {SCOPE} AND status = 'active' "
            f"AND {condition}",
            (*scope_values(scope, "active_by_hash"), *params),
        )
        found.update((str(digest), str(entry_id)) for digest, entry_id in rows)
    return found


def active_ids(tx: Tx, scope: Scope, ids: Sequence[str]) -> set[str]:
    """Which of these ids name an ``active`` entry of the scope."""
    found: set[str] = set()
    for chunk in chunks(list(dict.fromkeys(ids))):
        condition, params = tx.dialect.in_list("id", chunk)
        rows = tx.all(
            f"SELECT id FROM entries WHERE {condition} AND status = 'active' AND {by_id(tx)}",
            (*params, *scope_values(scope, "active_ids")),
        )
        found.update(str(row[0]) for row in rows)
    return found


def count_entries(tx: Tx, scope: Scope) -> int:
    """How many entries the scope holds, in any status."""
    row = tx.one(f"SELECT count(*) FROM entries WHERE {SCOPE}", scope_values(scope, "count"))
    return int(row[0])


def _entries(tx: Tx, scope: Scope, rows: Sequence[Sequence[Any]]) -> list[Entry]:
    sources = _sources(tx, scope, [str(row[0]) for row in rows])
    return [_entry(tx, row, scope, tuple(sources.get(str(row[0]), ()))) for row in rows]


def _sources(tx: Tx, scope: Scope, ids: list[str]) -> dict[str, list[Source]]:
    found: dict[str, list[Source]] = {}
    read_time = tx.dialect.read_time
    for chunk in chunks(ids):
        condition, params = tx.dialect.in_list("entry_id", chunk)
        rows = tx.all(
            f"SELECT {SOURCE_COLUMNS} FROM entry_sources WHERE {SCOPE} AND {condition} ORDER BY id",
            (*scope_values(scope, "sources"), *params),
        )
        for row in rows:
            entry_id, label, evidence, thread_id, message_id, role, start, end, at = row
            source = Source(
                entry_id, label, evidence, thread_id, message_id, role, start, end, read_time(at)
            )
            found.setdefault(entry_id, []).append(source)
    return found


def _entry(tx: Tx, row: Sequence[Any], scope: Scope, sources: tuple[Source, ...]) -> Entry:
    return Entry(scope=scope, sources=sources, **ENTRY_COLUMNS.read(tx, row))

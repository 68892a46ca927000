"""Profile rows: every version of each user's profile, written once for every backend.

Versions are append-only and numbered from 1 within a scope (tenant, agent, user). A new
version is built from the latest one inside the writing transaction (:func:`append`), so two
writers never lose each other's changes: on SQLite the write lock queues them; on PostgreSQL
the second insert of a version number waits for the first writer's commit, finds the number
taken, reads the new latest version and builds on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from episodic.errors import StoreError
from episodic.models import Scope
from episodic.models.profile import ProfileChange, ProfileVersion
from episodic.models.screened import Screened
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, scope_values
from episodic.stores.step import Step

_COLUMNS = "version, content, actor, changes, reason, thread_id, created_at"
# More racing writers than this on one profile within one commit is a fault, not contention.
_ATTEMPTS = 50


@dataclass(frozen=True, slots=True)
class ProfileDraft:
    """A version about to be written: the whole document and what changed."""

    content: str
    actor: str
    changes: tuple[ProfileChange, ...]
    reason: str | None = None
    thread_id: str | None = None
    source_key: str | None = None


def latest(tx: Tx, scope: Scope) -> ProfileVersion | None:
    """The scope's newest profile version, or ``None`` when it has none."""
    row = tx.one(
        f"SELECT {_COLUMNS} FROM profile_versions WHERE {SCOPE} ORDER BY version DESC LIMIT 1",
        scope_values(scope, "profile"),
    )
    return None if row is None else _version(tx, scope, row)


def history(tx: Tx, scope: Scope, limit: int) -> list[ProfileVersion]:
    """The scope's profile versions, newest first, at most ``limit``."""
    rows = tx.all(
        f"SELECT {_COLUMNS} FROM profile_versions WHERE {SCOPE} ORDER BY version DESC LIMIT ?",
        (*scope_values(scope, "profile"), limit),
    )
    return [_version(tx, scope, row) for row in rows]


def append(
    tx: Tx,
    scope: Scope,
    build: Callable[[ProfileVersion | None], Screened[ProfileDraft] | None],
    now: datetime,
) -> ProfileVersion | None:
    """Write the version ``build`` makes of the latest one, as the gate let it through; return
    it, or the latest version when ``build`` returns ``None`` (nothing to change).

    ``build`` may be called again, with a newer latest version, when another writer took the
    version number first (PostgreSQL); it must not have side effects.

    Raises:
        StoreError: The version number stayed taken after many attempts.
    """
    tenant, agent, user = scope_values(scope, "profile")
    for _ in range(_ATTEMPTS):
        current = latest(tx, scope)
        screened = build(current)
        if screened is None:
            return current
        draft = screened.value
        number = 1 if current is None else current.version + 1
        changes = [asdict(change) for change in draft.changes]
        cursor = tx.execute(
            "INSERT INTO profile_versions (tenant_id, agent_id, user_id, version, content, actor, "
            "changes, reason, thread_id, source_key, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (tenant_id, agent_id, user_id, version) DO NOTHING",
            (
                *(tenant, agent, user, number, draft.content, draft.actor),
                *(tx.dialect.json(changes), draft.reason, draft.thread_id, draft.source_key),
                tx.dialect.time(now),
            ),
        )
        if cursor.rowcount == 1:
            return latest(tx, scope)
    raise StoreError(
        f"Could not write a new profile version after {_ATTEMPTS} attempts: other writers kept "
        "taking the number. Try again."
    )


def _version(tx: Tx, scope: Scope, row: Any) -> ProfileVersion:
    return ProfileVersion(
        scope=scope,
        version=int(row[0]),
        content=row[1],
        actor=row[2],
        changes=tuple(_change(item) for item in tx.dialect.read_json(row[3]) or ()),
        reason=row[4],
        thread_id=row[5],
        created_at=tx.dialect.read_time(row[6]),
    )


def _change(item: dict[str, Any]) -> ProfileChange:
    return ProfileChange(
        field=str(item["field"]),
        old=str(item.get("old") or ""),
        new=str(item.get("new") or ""),
        quote=item.get("quote"),
        message_id=item.get("message_id"),
    )


STEP = Step(
    6,
    "user profile versions",
    {
        "sqlite": """
        CREATE TABLE profile_versions (
            rowid INTEGER PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            version INTEGER NOT NULL CHECK (version >= 1),
            content TEXT NOT NULL,
            actor TEXT NOT NULL CHECK (actor IN ('agent', 'extractor', 'operator')),
            changes TEXT NOT NULL DEFAULT '[]',
            reason TEXT,
            thread_id TEXT,
            source_key TEXT,
            created_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX profile_versions_scope_version
            ON profile_versions (tenant_id, agent_id, user_id, version)
        """,
        "postgres": """
        CREATE TABLE profile_versions (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            version integer NOT NULL CHECK (version >= 1),
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            content text NOT NULL,
            actor text NOT NULL CHECK (actor IN ('agent', 'extractor', 'operator')),
            changes jsonb NOT NULL DEFAULT '[]',
            reason text,
            thread_id text,
            source_key text,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, version)
        )
        """,
    },
)

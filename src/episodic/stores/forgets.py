"""Forget marks: what a job checks before its results are written, once for every backend.

Forgetting (``forget``, ``prune``) takes words out of everything a scope keeps. A job reads,
then asks a model, then writes, and the model may take seconds: if a forget commits in
between, the job read words that are gone and its write would bring them back. So each
forget counts itself in ``scope_forgets`` under the scope's forget lock, first thing in its
transaction (:func:`forgotten`). A worker reads the count before the job reads anything
(:func:`count`), and reads it again under the same lock, shared, in the transaction that
would write the job's results (:func:`locked_count`): a count that moved means the job read
what was forgotten since, and it is handed back to run again on what is left.

SQLite needs no lock of its own: a write transaction holds the whole database. PostgreSQL
takes a transaction-level advisory lock named after the scope, always before any row lock,
so the forget and the writes it races never wait for each other in a cycle.
"""

from __future__ import annotations

from episodic.models import Scope
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, scope_values
from episodic.stores.step import Step


def _lock(tx: Tx, scope: Scope, *, shared: bool) -> None:
    tenant, agent, user = scope_values(scope, "forget")
    tx.lock("\x1f".join(("episodic.forget", tenant, agent, user)), shared=shared)


def count(tx: Tx, scope: Scope) -> int:
    """How many times the scope has forgotten something (0: never, or erased since)."""
    row = tx.one(f"SELECT forgets FROM scope_forgets WHERE {SCOPE}", scope_values(scope, "forget"))
    return 0 if row is None else int(row[0])


def locked_count(tx: Tx, scope: Scope) -> int:
    """:func:`count`, read under the scope's forget lock (shared) held until ``tx`` ends: no
    forget of the scope commits before ``tx`` does, and none is half done while it reads.
    Call it before ``tx`` takes any row lock."""
    _lock(tx, scope, shared=True)
    return count(tx, scope)


def forgotten(tx: Tx, scope: Scope) -> int:
    """Count one more forget of the scope, under its forget lock held until ``tx`` ends, and
    return the new count. Call it first in the forgetting transaction, before it reads the
    rows it takes words out of."""
    _lock(tx, scope, shared=False)
    row = tx.one(
        "INSERT INTO scope_forgets (tenant_id, agent_id, user_id, forgets) VALUES (?, ?, ?, 1) "
        "ON CONFLICT (tenant_id, agent_id, user_id) "
        "DO UPDATE SET forgets = scope_forgets.forgets + 1 RETURNING forgets",
        scope_values(scope, "forget"),
    )
    return int(row[0])


STEP = Step(
    19,
    "a count of each scope's forgets, checked by every job before it writes",
    {
        "sqlite": """
        CREATE TABLE scope_forgets (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            forgets INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        )
        """,
        "postgres": """
        CREATE TABLE scope_forgets (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            forgets bigint NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        )
        """,
    },
)

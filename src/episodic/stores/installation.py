"""What one installation keeps for itself in its database: its erasure key and its erasures.

- ``installation``: this installation's own secrets, one row each. Today one, the key of the
  digests that name erased people (``erase_key``: 32 random bytes), made the first time it is
  needed: by the first erasure, or by the upgrade that converts an earlier release's unkeyed
  digests. It is nobody's data: the table has no scope, so no export, erasure or listing
  reaches it. Whoever holds the database holds the key (docs/erasure.md says what that means).
- ``erasures``: one row per erasure, numbered in commit order (the next number is taken under
  a lock held until commit), with the keyed digest of who was erased. A read of a scope's rows
  notes the newest number first (:func:`last_erasure`); its audit record is written later, and
  is dropped when an erasure numbered after it names the reader's person
  (:func:`erased_since`), so a read in flight during an erasure leaves no record naming them.
"""

from __future__ import annotations

import secrets
from datetime import datetime

from episodic.models.governance import keyed_digest
from episodic.stores.base import Tx
from episodic.stores.step import Step

#: The name of the erasure key in ``installation``.
ERASE_KEY = "erase_key"
#: How an earlier release's unkeyed digest starts.
_UNKEYED = "sha256:"


def key(tx: Tx) -> bytes | None:
    """The installation's erasure key, or ``None`` before its first erasure."""
    row = tx.one("SELECT value FROM installation WHERE name = ?", (ERASE_KEY,))
    return None if row is None else bytes.fromhex(str(row[0]))


def ensure_key(tx: Tx) -> bytes:
    """The installation's erasure key, made now (in ``tx``, a write) if it has none yet."""
    found = key(tx)
    if found is not None:
        return found
    tx.execute(
        "INSERT INTO installation (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
        (ERASE_KEY, secrets.token_hex(32)),
    )
    made = key(tx)  # another process may have made it first: theirs stands
    assert made is not None
    return made


def last_erasure(tx: Tx) -> int:
    """The number of the newest erasure (0: none yet)."""
    row = tx.one("SELECT max(number) FROM erasures")
    return 0 if row is None or row[0] is None else int(row[0])


def hold_erasures(tx: Tx, *, shared: bool) -> None:
    """Take the erasures' lock until ``tx`` ends: alone to erase (numbers then follow commit
    order), shared to write read records (none is written while an erasure is half done).
    Take it first in the transaction."""
    tx.lock("episodic.erasures", shared=shared)


def record_erasure(tx: Tx, subject: str, at: datetime) -> int:
    """Number an erasure of ``subject`` (a keyed digest) after every other; returns it. Call
    under :func:`hold_erasures` (alone)."""
    number = last_erasure(tx) + 1
    tx.execute(
        "INSERT INTO erasures (number, subject, at) VALUES (?, ?, ?)",
        (number, subject, tx.dialect.time(at)),
    )
    return number


def erased_since(tx: Tx, number: int) -> list[tuple[int, str]]:
    """``(number, subject)`` of each erasure after ``number``, oldest first."""
    rows = tx.all(
        "SELECT number, subject FROM erasures WHERE number > ? ORDER BY number", (number,)
    )
    return [(int(row[0]), str(row[1])) for row in rows]


def _key_old_digests(tx: Tx) -> None:
    """Turn the unkeyed digests earlier releases kept in ``erase`` records into keyed ones:
    the same records, still found by the person's ids, no longer by a guess of them alone."""
    old = [
        str(row[0])
        for row in tx.all(
            "SELECT DISTINCT subject FROM audit_events WHERE subject LIKE ?", (f"{_UNKEYED}%",)
        )
    ]
    if not old:
        return
    secret = ensure_key(tx)
    tx.execute_many(
        "UPDATE audit_events SET subject = ? WHERE subject = ?",
        [(keyed_digest(secret, digest), digest) for digest in old],
    )


STEP = Step(
    20,
    "the installation's erasure key, numbered erasures, and keyed digests of erased people",
    {
        "sqlite": """
        CREATE TABLE installation (name TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE erasures (
            number INTEGER PRIMARY KEY,
            subject TEXT NOT NULL,
            at TEXT NOT NULL
        )
        """,
        # Neither table has a tenant: both are the installation's own (a distributed
        # PostgreSQL keeps them as reference tables, like the queue's cross-tenant index).
        "postgres": """
        CREATE TABLE installation (name text PRIMARY KEY, value text NOT NULL);
        CREATE TABLE erasures (
            number bigint PRIMARY KEY,
            subject text NOT NULL,
            at timestamptz NOT NULL
        )
        """,
    },
    rows=_key_old_digests,
)

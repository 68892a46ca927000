"""Store operations in one call each, for tests that work below the facade."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from episodic.governance.gate.screen import screen
from episodic.models import Entry, EntryDraft, Scope, Written
from episodic.stores import Store
from episodic.stores import entries as entry_rows
from tests.conftest import NOW


def write(store: Store, drafts: Sequence[EntryDraft]) -> list[Written]:
    """Write drafts in one transaction, through the gate, as every tier does."""
    screened = [screen(draft, origin="test", tier="entries", by="job") for draft in drafts]
    with store.write() as tx:
        return entry_rows.write_drafts(tx, screened)


def get(store: Store, scope: Scope, ids: Sequence[str]) -> list[Entry]:
    with store.read() as tx:
        return entry_rows.get_entries(tx, scope, ids)


def listing(store: Store, scope: Scope, *, now: datetime = NOW) -> list[Entry]:
    """Every entry of the scope, in any status."""
    with store.read() as tx:
        return entry_rows.list_entries(tx, scope, now=now, limit=None, include_inactive=True)


def count(store: Store, scope: Scope) -> int:
    with store.read() as tx:
        return entry_rows.count_entries(tx, scope)

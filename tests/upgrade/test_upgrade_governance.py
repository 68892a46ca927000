"""A database written by the memory stack before governance (schema 9, commit ca092f9) opens
with this one.

The fixtures (see fixtures/README.md) hold entries in two tenants, a thread of four turns with
tool calls, observations, a profile, session memory, a plan, message search keys, done jobs and
a failed one. Every row must survive, and the governance features must work on the old rows.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.stores import open_store
from episodic.stores.migrations import STEPS
from tests.conftest import restored_database

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="globex", agent="support-bot", user="u-7")
MISROUTED = (
    "Priority tickets were misrouted because the form sent tier=enterprise_plus while the "
    "router matched tier=enterprise-plus."
)


@pytest.fixture
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-9 database, on the backend under test."""
    yield from restored_database("schema9-ca092f9", backend, tmp_path, request)


def _open(url: str, **options: Any) -> Memory:
    return Memory.open(url, embedder=TestEmbedder(), clock=lambda: NOW, worker=False, **options)


def test_every_step_is_applied_and_every_tier_keeps_its_rows(old_database: str) -> None:
    with _open(old_database) as memory:
        old = memory.timeline(OWNER)
        assert MISROUTED in [e.content for e in old]
        assert memory.timeline(OTHER)[0].content.startswith("Globex invoices for G-7")
        assert "Dana Whitlock" in memory.profile.get(OWNER).document.render()
        assert memory.sessions.get(OWNER, "t-1") is not None
        assert memory.plans.get(OWNER, "t-1") is not None
        assert memory.observations.list(OWNER, "t-1")
        assert len(memory.messages.recent(OWNER, "t-1", limit=100)) >= 8
        assert memory.recall(OWNER, "tier=enterprise_plus misrouted")[0].entry.content == MISROUTED
    store = open_store(old_database)
    try:
        with store.read() as tx:
            applied = sorted(int(r[0]) for r in tx.all("SELECT number FROM schema_migrations"))
    finally:
        store.close()
    assert applied == [step.number for step in STEPS]


def test_old_entries_read_with_empty_event_fields_and_dedupe_as_before(old_database: str) -> None:
    with _open(old_database) as memory:
        (entry,) = [e for e in memory.timeline(OWNER) if e.content == MISROUTED]
        assert entry.status == "active"
        assert (entry.actor, entry.policy_version, entry.supersedes) == (None, None, ())
        assert entry.resource_refs == () and entry.purpose == ()
        again = memory.remember(OWNER, MISROUTED, evidence="tier=enterprise_plus")
        assert again.id == entry.id  # the active hash index still dedupes old rows
        held = memory.remember(OWNER, MISROUTED, source_trust="untrusted_content")
        assert held.id != entry.id and held.status == "pending_review"
        assert held.policy_version == "episodic-default/3"
        assert [r.entry.id for r in memory.recall(OWNER, "tier=enterprise_plus misrouted")] == [
            entry.id
        ]
        actions = [e.action for e in memory.audit.list(OWNER)]
        assert "review" in actions

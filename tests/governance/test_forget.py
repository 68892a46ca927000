"""forget(scope, entry_id, reason) on SQLite and PostgreSQL: one entry and its evidence gone for
good, audited with the reason; never recalled or injected again, by any process; another
scope's id is not found and never touched."""

from __future__ import annotations

from typing import Any

import pytest

from episodic import NotFoundError, Scope, ValidationError
from episodic.models.governance import Subject
from tests.governance.test_erasure import open_memory

__all__ = ["open_memory"]  # the fixture, shared with test_erasure

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-1")
OTHER = Scope(tenant="acme", agent="support-bot", user="u-2")
NOTE = "Exports time out for files over 2 GB on plan=basic."


def test_a_forgotten_entry_is_gone_with_its_evidence_and_audited(open_memory: Any) -> None:
    memory = open_memory()
    kept = memory.remember(SCOPE, "Refunds fail with error 502 on plan=pro.")
    gone = memory.remember(SCOPE, NOTE, evidence="files over 2 GB time out")
    assert memory.recall(SCOPE, "exports time out for files plan=basic")[0].entry.id == gone.id

    memory.forget(SCOPE, gone.id, "the user asked to delete it (ticket GDPR-7)")

    assert [e.id for e in memory.timeline(SCOPE, include_inactive=True)] == [kept.id]
    assert all(
        r.entry.id != gone.id for r in memory.recall(SCOPE, "exports time out for files plan=basic")
    )
    context = memory.before_turn(SCOPE, "t-1", "exports time out for files plan=basic")
    assert gone.id not in [r.entry.id for r in context.entries]
    rows = memory.export(Subject.of(SCOPE))["tables"]
    assert [row["entry_id"] for row in rows["entry_sources"]] == [kept.id]
    (event,) = memory.audit.list(SCOPE, actions=["forget"])
    assert event.target_ids == (gone.id,) and event.reason.startswith("the user asked")
    assert "2 GB" not in str(event.to_dict())


def test_unknown_and_other_scopes_ids_are_not_found_and_untouched(open_memory: Any) -> None:
    memory = open_memory()
    theirs = memory.remember(OTHER, NOTE)
    for entry_id in ("no-such-entry", theirs.id):
        with pytest.raises(NotFoundError, match="No entry"):
            memory.forget(SCOPE, entry_id, "cleanup")
    assert [e.id for e in memory.timeline(OTHER)] == [theirs.id]
    assert memory.audit.list(SCOPE, actions=["forget"]) == []
    with pytest.raises(ValidationError):
        memory.forget(SCOPE, theirs.id, "")  # a reason is required
    with pytest.raises(ValidationError):
        memory.forget(SCOPE, "", "cleanup")


def test_no_process_recalls_an_entry_another_forgot(open_memory: Any) -> None:
    first, second = open_memory(), open_memory()
    gone = first.remember(SCOPE, NOTE)
    for memory in (first, second):  # warm every index
        assert memory.recall(SCOPE, "exports time out for files plan=basic")[0].entry.id == gone.id
    first.forget(SCOPE, gone.id, "wrong customer")
    again = first.remember(SCOPE, "Exports time out for files over 3 GB on plan=basic.")
    for memory in (second, first):
        found = [r.entry.id for r in memory.recall(SCOPE, "exports time out for files plan=basic")]
        assert found == [again.id]
        context = memory.before_turn(SCOPE, "t-1", "exports time out for files plan=basic")
        assert "2 GB" not in context.render()

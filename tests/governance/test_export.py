"""Export of a person on SQLite and PostgreSQL: every registered table's rows, the entries with
their evidence, the audit records; JSON-ready, raw vectors left out and named; audited."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from episodic import Memory, Subject, TestEmbedder
from episodic.stores.registry import scoped_tables
from tests.conftest import Clock
from tests.governance.test_erasure import (
    ERASED,
    ERASED_OPS,
    KEPT,
    KEPT_MARK,
    MARK,
    SUBJECT,
    fill,
    open_memory,
)

__all__ = ["open_memory"]  # the fixture, shared with test_erasure


def test_an_export_holds_everything_about_the_person_and_nothing_else(
    open_memory: Any, backend: str, clock: Clock
) -> None:
    memory = open_memory()
    fill(memory, ERASED, MARK, clock)
    fill(memory, KEPT, KEPT_MARK, clock)
    memory.remember(ERASED_OPS, f"The {MARK} ops runbook lives at wiki/RB-12.")

    found = memory.export(SUBJECT)

    text = json.dumps(found)  # JSON-ready as it is
    assert KEPT_MARK not in text and KEPT.user not in text
    assert found["subject"] == {"tenant": "acme", "user": ERASED.user, "agent": None}
    assert {s["agent"] for s in found["scopes"]} == {ERASED.agent, ERASED_OPS.agent}
    registered = set(scoped_tables(backend)) - {"audit_events"}
    assert set(found["tables"]) == registered
    for table in ("entries", "entry_sources", "messages", "jobs", "observations", "episodes"):
        assert found["tables"][table], table
        assert all(row["user_id"] == ERASED.user for row in found["tables"][table])
    # Raw vectors are left out, and said to be.
    omitted = found["omitted"]
    assert {"entries.embedding", "messages.embedding", "messages.passage_vectors"} <= set(omitted)
    assert "sentence" in omitted["messages.passage_vectors"]
    assert all("embedding" not in row for row in found["tables"]["entries"])
    assert all("passage_vectors" not in row for row in found["tables"]["messages"])
    # The entries in Entry.to_dict form, every status, with their evidence.
    expected = [
        entry.to_dict()
        for scope in (ERASED_OPS, ERASED)
        for entry in reversed(memory.timeline(scope, include_inactive=True))
    ]
    assert found["entries"] == expected
    assert {e["status"] for e in found["entries"]} == {"active", "pending_review"}
    assert any(source["evidence"] for e in found["entries"] for source in e["sources"])
    # The person's audit records, and a record of the export itself (counts only).
    actions = {record["action"] for record in found["audit"]}
    assert {"write", "review", "read"} <= actions
    (event,) = memory.audit.list(SUBJECT, actions=["export"])
    assert event.id == found["audit_id"]
    assert event.detail["rows"]["entries"] == len(found["tables"]["entries"])
    assert MARK not in json.dumps(event.to_dict())


def test_an_export_of_one_agent_leaves_the_others_out(open_memory: Any) -> None:
    memory = open_memory()
    for scope in (ERASED, ERASED_OPS):
        memory.remember(scope, f"{scope.agent} note: error 502 on plan=basic.")
    found = memory.export(Subject.of(ERASED_OPS))
    assert [e["content"] for e in found["entries"]] == ["ops-bot note: error 502 on plan=basic."]
    assert {row["agent_id"] for row in found["tables"]["entries"]} == {"ops-bot"}


def test_an_unknown_person_exports_empty_tables(open_memory: Any) -> None:
    found = open_memory().export(Subject(tenant="acme", user="nobody"))
    assert found["entries"] == [] and found["scopes"] == []
    assert all(rows == [] for rows in found["tables"].values())


def test_a_read_only_memory_exports_without_an_audit_record(
    db_path: Path | str, clock: Clock
) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.remember(ERASED, f"{MARK} refunds fail with error 502 on plan=basic.")
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False, read_only=True) as reader:
        found = reader.export(SUBJECT)
        assert found["audit_id"] is None and len(found["entries"]) == 1
        assert reader.audit.list(SUBJECT, actions=["export"]) == []

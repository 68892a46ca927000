"""memory.correct on both backends: one transaction supersedes, the old entry is never served
again, the timeline keeps the linked history, and every misuse fails clearly."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from episodic import (
    Decision,
    Memory,
    NewEntry,
    NotFoundError,
    PolicyError,
    Scope,
    TestEmbedder,
    ValidationError,
    WriteCandidate,
)
from tests.conftest import NOW, Clock

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
OLD = "Billing service deploys go to staging-eu-2 on Fridays."
NEW = "Billing service deploys go to prod-eu-1 on Fridays."
QUERIES = ("billing deploys Fridays", "staging-eu-2", "where do billing service deploys go")


def test_correct_supersedes_the_old_entry_in_one_step(memory: Memory, clock: Clock) -> None:
    old = memory.remember(SCOPE, OLD, occurred_at=NOW - timedelta(days=5))
    clock.moment += timedelta(hours=1)
    new = memory.correct(
        SCOPE, old.id, NEW, evidence="they go to prod-eu-1 now", reason="user corrected it"
    )
    assert new.status == "active" and new.kind == "correction"
    assert new.supersedes == (old.id,) and new.occurred_at == clock.moment
    assert [s.evidence for s in new.sources] == ["they go to prod-eu-1 now"]
    before = memory.entries.get(SCOPE, old.id)
    assert before.status == "superseded" and before.superseded_by == new.id
    (record,) = memory.audit.list(SCOPE, actions=["correct"])
    assert record.target_ids == (old.id, new.id) and record.reason == "user corrected it"
    assert "staging" not in json.dumps(record.to_dict())
    assert "prod-eu-1" not in json.dumps(record.to_dict())


def test_a_superseded_entry_is_never_recalled_or_injected(memory: Memory) -> None:
    old = memory.remember(SCOPE, OLD)
    new = memory.correct(SCOPE, old.id, NEW)
    for query in QUERIES:
        recalled = [r.entry.id for r in memory.recall(SCOPE, query)]
        injected = memory.before_turn(SCOPE, "t-1", query)
        assert old.id not in recalled
        assert all(r.entry.status == "active" for r in injected.entries)
        assert old.id not in [r.entry.id for r in injected.entries]
        assert "staging-eu-2" not in injected.render()
    assert [r.entry.id for r in memory.recall(SCOPE, "billing deploys Fridays")] == [new.id]
    assert [e.id for e in memory.timeline(SCOPE)] == [new.id]


def test_the_timeline_shows_the_history_in_occurrence_order(memory: Memory, clock: Clock) -> None:
    first = memory.remember(SCOPE, OLD, occurred_at=NOW - timedelta(days=9))
    clock.moment += timedelta(days=1)
    second = memory.correct(SCOPE, first.id, "Billing deploys go to qa-eu-3 on Fridays.")
    clock.moment += timedelta(days=1)
    third = memory.correct(SCOPE, second.id, NEW, occurred_at=clock.moment)
    history = memory.timeline(SCOPE, include_inactive=True)
    assert [e.id for e in history] == [third.id, second.id, first.id]
    assert [e.status for e in history] == ["active", "superseded", "superseded"]
    assert history[1].supersedes == (first.id,) and history[1].superseded_by == third.id
    assert history[2].superseded_by == second.id and history[0].supersedes == (second.id,)


def test_new_content_that_is_already_stored_links_to_that_entry(memory: Memory) -> None:
    old = memory.remember(SCOPE, OLD)
    existing = memory.remember(SCOPE, NEW, evidence="prod-eu-1 since May")
    linked = memory.correct(SCOPE, old.id, NEW.upper(), evidence="it is prod-eu-1")
    assert linked.id == existing.id and linked.status == "active"
    assert linked.supersedes == (old.id,)
    assert sorted(s.evidence or "" for s in linked.sources) == [
        "it is prod-eu-1",
        "prod-eu-1 since May",
    ]
    assert memory.entries.get(SCOPE, old.id).superseded_by == existing.id


def test_a_correction_is_never_merged_into_what_it_corrects(memory: Memory) -> None:
    old = memory.remember(SCOPE, OLD)
    # Similar enough for dedupe (the test embedder ignores punctuation), still a new entry.
    new = memory.correct(SCOPE, old.id, OLD.rstrip(".") + " !!")
    assert new.id != old.id
    assert memory.entries.get(SCOPE, old.id).status == "superseded"


def test_misuse_fails_with_a_clear_sentence(memory: Memory) -> None:
    old = memory.remember(SCOPE, OLD)
    with pytest.raises(NotFoundError, match="No entry 'nope' in this scope"):
        memory.correct(SCOPE, "nope", NEW)
    with pytest.raises(NotFoundError):
        memory.correct(Scope(tenant="acme", agent="bot", user="u-2"), old.id, NEW)
    with pytest.raises(ValidationError, match="says the same"):
        memory.correct(SCOPE, old.id, "  billing SERVICE deploys go to staging-eu-2 on fridays. ")
    with pytest.raises(ValidationError, match="content"):
        memory.correct(SCOPE, old.id, "")
    new = memory.correct(SCOPE, old.id, NEW)
    with pytest.raises(ValidationError, match=f"already superseded by '{new.id}'"):
        memory.correct(SCOPE, old.id, "Billing deploys go to qa-eu-3.")
    held = memory.remember(SCOPE, "Forum: deploys go to dev-1.", source_trust="untrusted_content")
    with pytest.raises(ValidationError, match="waiting for review"):
        memory.correct(SCOPE, held.id, "Deploys go to dev-2.")
    with pytest.raises(ValidationError, match="correct reason"):
        memory.correct(SCOPE, new.id, "Deploys go to qa-eu-9.", reason="x" * 501)
    assert len(memory.timeline(SCOPE, include_inactive=True)) == 3


def test_a_refused_correction_changes_nothing(memory: Memory) -> None:
    old = memory.remember(SCOPE, OLD)
    with pytest.raises(PolicyError, match="sensitive_event_requires_expiry"):
        memory.correct(SCOPE, old.id, NEW, privacy_class="sensitive")
    assert [e.id for e in memory.timeline(SCOPE, include_inactive=True)] == [old.id]
    assert memory.entries.get(SCOPE, old.id).status == "active"
    (denied,) = memory.audit.list(SCOPE, actions=["deny"])
    assert denied.actor == "correct" and denied.target_ids == ()


class Racing:
    """A policy that, while judging the first correction, lets another writer correct the
    same entry: the first must then fail whole."""

    version = "racing/1"

    def __init__(self) -> None:
        self.memory: Memory | None = None
        self.raced = False

    def decide(self, candidate: WriteCandidate) -> Decision:
        if not self.raced and self.memory is not None and candidate.origin == "correct":
            self.raced = True
            (old,) = self.memory.timeline(SCOPE)
            self.memory.correct(SCOPE, old.id, "Billing deploys go to qa-eu-3 on Fridays.")
        return Decision("allow", "ok")


def test_a_correction_racing_another_writes_nothing(db_path: Any, clock: Clock) -> None:
    policy = Racing()
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, policy=policy) as memory:
        policy.memory = memory
        old = memory.remember(SCOPE, OLD)
        with pytest.raises(ValidationError, match="changed while it was being corrected"):
            memory.correct(SCOPE, old.id, NEW)
        history = memory.timeline(SCOPE, include_inactive=True)
        assert sorted(e.content for e in history) == sorted(
            [OLD, "Billing deploys go to qa-eu-3 on Fridays."]
        )
        assert len(memory.audit.list(SCOPE, actions=["correct"])) == 1


def test_event_fields_survive_the_json_round_trip(memory: Memory) -> None:
    old = memory.remember(SCOPE, OLD)
    new = memory.correct(
        SCOPE,
        old.id,
        NEW,
        evidence="prod-eu-1 now",
        actor="ops-lead",
        confidence="high",
        privacy_class="internal",
        purpose=["support"],
        resource_refs=["svc:billing"],
        source_trust="operator_entered",
    )
    data = json.loads(json.dumps(new.to_dict()))
    assert data["supersedes"] == [old.id] and data["policy_version"] == "episodic-default/3"
    assert data["actor"] == "ops-lead" and data["purpose"] == ["support"]
    other = Scope(tenant="acme", agent="bot", user="u-9")
    (copy,) = memory.remember_many(other, NewEntry.from_dict(data))
    for field in ("kind", "actor", "confidence", "source_trust", "privacy_class", "purpose"):
        assert getattr(copy, field) == getattr(new, field), field
    assert copy.resource_refs == ("svc:billing",) and copy.supersedes == ()
    assert [s.evidence for s in copy.sources] == ["prod-eu-1 now"]

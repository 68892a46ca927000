"""``memory.imports`` on both backends: what an import stores, holds, grounds and refuses, and that
a second run changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    GovernanceConfig,
    LimitsConfig,
    Memory,
    Scope,
    Subject,
    TestEmbedder,
    ValidationError,
    read_export,
)
from episodic.stores import Store
from episodic.stores import erasure as erasure_rows
from tests.conftest import Clock

FIXTURES = Path(__file__).parents[1] / "fixtures" / "imports"
SCOPE = Scope(tenant="acme", agent="assistant", user="u-ada")
PERSON = Subject(tenant="acme", user="u-ada")
SECRET = "sk-proj-Qm3vT8xLr2Wp9Zk4Hs7Nd1Yb6Fc"
EXPORTS = {
    "chatgpt": ("chatgpt.json", None),
    "claude": ("claude.json", None),
    "messages": ("messages.jsonl", None),
    "mem0": ("mem0.json", "ada"),
    "langgraph": ("langgraph.json", "memories/ada"),
    "memories": ("memories.json", None),
}


def run(memory: Memory, format: str, scope: Scope = SCOPE, **options: Any) -> Any:
    name, person = EXPORTS[format]
    export = read_export(FIXTURES / name, format)  # type: ignore[arg-type]
    return memory.imports.run(scope, export, person=options.pop("person", person), **options)


def outcomes(report: Any) -> list[tuple[int, str]]:
    return [(item.position, item.outcome) for item in report.items]


def dump(store: Store, subject: Subject = PERSON) -> dict[str, list[str]]:
    """Every row the person has, in every registered table (the audit log apart)."""
    with store.read() as tx:
        tables, _ = erasure_rows.dump_person(tx, subject)
    return {
        name: sorted(json.dumps(row, sort_keys=True, default=str) for row in rows)
        for name, rows in tables.items()
    }


def everything(memory: Memory, scope: Scope = SCOPE) -> str:
    """Every text the scope holds: entries with their evidence, and every thread's messages."""
    entries = [e.to_dict() for e in memory.timeline(scope, include_inactive=True)]
    threads = {e["thread_id"] for e in entries if e["thread_id"]}
    messages = [m.content for t in sorted(threads) for m in memory.messages.list(scope, t)]
    return json.dumps([entries, messages])


def test_a_chat_history_becomes_threads_whose_entries_quote_the_person(memory: Memory) -> None:
    report = run(memory, "chatgpt")
    assert outcomes(report) == [(1, "imported"), (2, "imported"), (3, "skipped")]
    first = report.items[0]
    assert (first.thread, first.messages) == ("chatgpt-conv-export-429", 5)
    assert dict(first.skipped) == {"non_text": 1, "other_branches": 2, "system": 1}
    assert report.items[2].reason == "a repeat of record 1 of this file"
    stored = memory.messages.list(SCOPE, "chatgpt-conv-export-429")
    assert [m.role for m in stored] == ["user", "assistant", "user", "assistant", "user"]
    assert stored[0].created_at.isoformat() == "2024-06-01T10:00:30+00:00"
    said = " ".join(m.content for m in stored)
    assert "The export is slow" not in said and "You are" not in said  # other branch, system
    entries = memory.timeline(SCOPE)
    assert entries and report.total("entries") == len(entries)
    user_words = said + " ".join(
        m.content for m in memory.messages.list(SCOPE, "chatgpt-conv-tools")
    )
    for entry in entries:  # every memory quotes the person's own transcript, at its time
        quotes = [s.evidence for s in entry.sources]
        assert quotes and all(q and q in user_words for q in quotes), entry
        assert entry.occurred_at.year == 2024 and entry.source_trust == "user_provided"
    assert SECRET not in everything(memory)  # said in a message: stored redacted


@pytest.mark.parametrize("format", sorted(EXPORTS))
def test_a_second_run_changes_nothing(memory: Memory, store: Store, format: str) -> None:
    first = run(memory, format)
    assert first.count("imported") + first.count("held") > 0
    before, denials = dump(store), len(memory.audit.list(SCOPE, actions=["deny"]))
    second = run(memory, format)
    assert dump(store) == before
    # What was refused is judged again, and refused again (its denial audited again, even when
    # nothing else of the batch is left to write).
    refused = [(i.position, i.reason) for i in first.items if i.outcome == "refused"]
    assert [(i.position, i.reason) for i in second.items if i.outcome == "refused"] == refused
    assert len(memory.audit.list(SCOPE, actions=["deny"])) == 2 * denials
    settled = {i.position for i in second.items if i.outcome == "skipped"}
    stored = {i.position for i in first.items if i.outcome in ("imported", "held", "grounded")}
    assert stored <= settled
    assert second.total("entries") == second.total("messages") == 0


def test_memories_are_held_imported_low_and_unquoted(memory: Memory) -> None:
    report = run(memory, "mem0")
    assert outcomes(report) == [
        (1, "held"),
        (2, "held"),
        (3, "refused"),
        (4, "skipped"),
        (5, "skipped"),
        (6, "refused"),
        (7, "held"),
    ]
    reasons = {item.position: item.reason for item in report.items}
    assert "sensitive_event_requires_expiry" in str(reasons[3]) and SECRET not in str(reasons[3])
    assert reasons[4] == "a repeat of record 2 of this file"
    assert reasons[5] == "another person's memory"
    assert str(reasons[6]).startswith("not read: it has no text")
    held = memory.review.pending(SCOPE)
    assert len(held) == 3 and memory.timeline(SCOPE) == []  # nothing active, nothing recalled
    for entry in held:
        assert (entry.source_trust, entry.confidence, entry.actor) == ("imported", "low", "mem0")
        assert entry.review_reason == "imported_unverified"
        assert [s.evidence for s in entry.sources] == [None]
        assert entry.metadata["import"]["source"] == "mem0"
    first = next(e for e in held if e.metadata["import"]["id"] == "m-1")
    assert first.occurred_at.isoformat() == "2024-05-20T17:00:00+00:00"
    assert memory.recall(SCOPE, "nightly export HTTP 429") == []
    assert SECRET not in everything(memory)


def test_a_conversation_grounds_the_memories_it_says(memory: Memory) -> None:
    run(memory, "mem0")
    chats = run(memory, "chatgpt")
    assert chats.items[0].grounded == 1 and chats.total("grounded") == 1
    claude = run(memory, "claude")
    assert claude.items[0].grounded == 1
    by_id = {e.metadata.get("import", {}).get("id"): e for e in memory.timeline(SCOPE)}
    grounded = by_id["m-1"]
    assert (grounded.status, grounded.source_trust, grounded.confidence) == (
        "active",
        "imported",
        "medium",
    )
    assert [s.evidence for s in grounded.sources][1:] == [
        "The nightly export job fails with HTTP 429 since release 4.2."
    ]
    assert grounded.sources[1].message_id == "chatgpt-conv-export-429/a2-edit"
    assert by_id["m-7"].status == "active"
    assert [e.metadata["import"]["id"] for e in memory.review.pending(SCOPE)] == ["m-2"]
    # No second entry says what the grounded memory says.
    said = [e.content for e in memory.timeline(SCOPE)]
    assert said.count(grounded.content) == 1
    records = [e for e in memory.audit.list(PERSON) if e.action == "ground"]
    assert {r.target_ids[0] for r in records} == {grounded.id, by_id["m-7"].id}
    chatgpt = next(r for r in records if r.target_ids == (grounded.id,))
    assert chatgpt.actor == "extraction" and chatgpt.detail == {
        "thread": "chatgpt-conv-export-429",
        "message": "chatgpt-conv-export-429/a2-edit",
        "confidence": "medium",
        "activated": True,
    }
    assert [r.entry.id for r in memory.recall(SCOPE, "nightly export HTTP 429")][:1] == [
        grounded.id
    ]


def test_a_memory_the_persons_words_already_back_joins_that_entry(memory: Memory) -> None:
    run(memory, "chatgpt")
    quoted = {e.content: e.id for e in memory.timeline(SCOPE)}
    report = run(memory, "mem0")
    first = report.items[0]
    assert (first.outcome, first.grounded, first.entries) == ("grounded", 1, 0)
    assert first.entry_id == quoted["The nightly export job fails with HTTP 429 since release 4.2."]
    assert {e.content: e.id for e in memory.timeline(SCOPE)} == quoted  # no entry added
    records = [e for e in memory.audit.list(PERSON) if e.action == "ground"]
    assert [(r.actor, r.target_ids, r.detail) for r in records] == [
        ("import", (first.entry_id,), {"import": "mem0", "joined": True})
    ]


def test_a_later_live_turn_grounds_an_imported_memory_of_the_same_fact(memory: Memory) -> None:
    run(memory, "mem0")
    (held,) = [e for e in memory.review.pending(SCOPE) if "Q-17" in e.content]
    # Another version number is another fact (the dedupe rules): nothing is grounded.
    other = "Queue Q-17 drops messages since we upgraded broker to v4.0."
    job = memory.after_turn(SCOPE, "t-live", [{"role": "user", "content": other}], sync=True)
    assert job is not None and job.result["grounded"] == 0
    assert memory.entries.get(SCOPE, held.id).status == "pending_review"
    said = [
        {
            "role": "user",
            "content": "Queue Q-17 drops messages since we upgraded broker to "
            "v3.9. We rolled back.",
        }
    ]
    job = memory.after_turn(SCOPE, "t-live", said, sync=True)
    assert job is not None and job.result["grounded"] == 1
    entry = memory.entries.get(SCOPE, held.id)
    assert (entry.status, entry.confidence, entry.review_reason) == ("active", "medium", None)
    assert entry.sources[-1].evidence == held.content and entry.sources[-1].thread_id == "t-live"
    (record,) = [e for e in memory.audit.list(PERSON) if e.action == "ground"]
    assert record.target_ids == (held.id,) and record.detail["thread"] == "t-live"


def test_with_hold_imported_off_memories_are_active_but_marked(store: Store, clock: Clock) -> None:
    config = Config(governance=GovernanceConfig(hold_imported=False))
    with Memory.open(store, embedder=TestEmbedder(), clock=clock, config=config) as memory:
        report = run(memory, "mem0")
        assert [o for _, o in outcomes(report)].count("imported") == 3
        active = memory.timeline(SCOPE)
        assert {(e.status, e.source_trust, e.confidence) for e in active} == {
            ("active", "imported", "low")
        }
        assert {e.policy_version for e in active} == {"episodic-default/3+imported-active"}
        context = memory.before_turn(SCOPE, "t-1", "dark mode in the dashboard")
        assert "imported" in context.render() and "dark mode" in context.render()
        run(memory, "chatgpt")  # the conversation grounds the active one as well
        (grounded,) = [
            e for e in memory.timeline(SCOPE) if e.metadata.get("import", {}).get("id") == "m-1"
        ]
        assert grounded.confidence == "medium" and grounded.sources[-1].evidence


def test_the_person_is_named_never_guessed(memory: Memory) -> None:
    with pytest.raises(ValidationError, match=r"2 person\(s\): 'ada' \(5\), 'bram' \(1\)"):
        run(memory, "mem0", person=None)
    with pytest.raises(ValidationError, match="No memory in the file belongs to 'carol'"):
        run(memory, "mem0", person="carol")
    assert memory.review.pending(SCOPE) == []
    report = run(memory, "langgraph", person="memories/ada")
    assert outcomes(report) == [
        (1, "held"),
        (2, "held"),
        (3, "held"),
        (4, "skipped"),
        (5, "refused"),
        (6, "skipped"),
        (7, "refused"),
    ]
    bram = Scope(tenant="acme", agent="assistant", user="u-bram")
    other = run(memory, "langgraph", bram, person="memories/bram")
    assert outcomes(other)[3] == (4, "held")
    assert [e.content for e in memory.review.pending(bram)] == ["Plays chess on Sundays"]


def test_a_dry_run_stores_nothing_and_reports_what_a_run_would(
    memory: Memory, store: Store
) -> None:
    before = dump(store)
    dry = {format: run(memory, format, dry_run=True) for format in ("chatgpt", "mem0")}
    assert dump(store) == before and memory.timeline(SCOPE, include_inactive=True) == []
    real = {format: run(memory, format) for format in ("chatgpt", "mem0")}
    assert dry["chatgpt"].dry_run and not real["chatgpt"].dry_run
    assert outcomes(dry["chatgpt"]) == outcomes(real["chatgpt"])
    totals = ("messages", "entries", "held", "refused", "grounded")
    assert [dry["chatgpt"].total(n) for n in totals] == [real["chatgpt"].total(n) for n in totals]
    # The dry run of the memories ran without the conversations, so m-1 was held there; the
    # real run, after them, grounds it. The rest is the same.
    assert outcomes(dry["mem0"])[0] == (1, "held") and outcomes(real["mem0"])[0] == (1, "grounded")
    assert outcomes(dry["mem0"])[1:] == outcomes(real["mem0"])[1:]
    again = run(memory, "chatgpt", dry_run=True)
    assert {o for _, o in outcomes(again)} == {"skipped"}


def test_a_turn_that_cannot_be_stored_is_reported_and_the_rest_go_in(
    store: Store, clock: Clock
) -> None:
    config = Config(limits=LimitsConfig(max_message_chars=61))
    with Memory.open(store, embedder=TestEmbedder(), clock=clock, config=config) as memory:
        report = run(memory, "chatgpt")
    first = report.items[0]
    assert first.outcome == "imported" and first.messages == 2
    assert str(first.reason).startswith("turn 2 not stored: message 0's content is 62")
    assert "turn 3 not stored" in str(first.reason) and "turn 1" not in str(first.reason)
    # Nothing of the second one could be stored: refused, and not marked as imported.
    assert report.items[1].outcome == "refused" and report.items[1].messages == 0


def test_nothing_crosses_scopes_and_erasure_and_export_reach_the_import(
    memory: Memory, store: Store
) -> None:
    for format in ("chatgpt", "mem0"):
        run(memory, format)
    other = Scope(tenant="acme", agent="assistant", user="u-other")
    assert memory.timeline(other, include_inactive=True) == []
    assert memory.messages.list(other, "chatgpt-conv-export-429") == []
    assert {o for _, o in outcomes(run(memory, "chatgpt", other))} == {"imported", "skipped"}
    exported = memory.export(PERSON)
    ledger = exported["tables"]["imports"]
    assert {row["source"] for row in ledger} == {"chatgpt", "mem0"} and len(ledger) == 5
    assert {row["user_id"] for row in ledger} == {"u-ada"}
    assert "conv-export-429" not in json.dumps(ledger)  # digests, never the export's ids
    assert any(e["source_trust"] == "imported" for e in exported["entries"])
    erased = memory.erase(PERSON)
    assert erased.removed["imports"] == 5 and erased.removed["messages"] > 0
    assert all(rows == [] for rows in dump(store).values())
    assert dump(store, Subject(tenant="acme", user="u-other"))["imports"]

"""Deleting messages on SQLite and PostgreSQL: ``messages.pop`` removes a thread's newest
message and ``messages.clear`` the whole thread, each audited, gone from search at once, never
touching another thread, user, agent or tenant; and messages that carry a framework's item."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Memory,
    MessageDraft,
    Models,
    Scope,
    ScopeError,
    Subject,
    TestEmbedder,
    TestLLM,
    ValidationError,
)
from tests.conftest import Clock
from tests.messages.test_messages import NEIGHBOURS, OWNER, tool_turn


@pytest.fixture
def mem(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        yield opened


def _ids(memory: Memory, scope: Scope, thread: str) -> list[str]:
    return [m.id for m in memory.messages.list(scope, thread)]


def test_pop_removes_the_newest_message_and_returns_it(mem: Memory) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    mem.after_turn(OWNER, "t-1", tool_turn(2))
    popped = mem.messages.pop(OWNER, "t-1", reason="undo")
    assert popped is not None
    assert (popped.id, popped.content) == ("a-2", "Batch B-2 holds 1832 orders.")
    assert _ids(mem, OWNER, "t-1")[-1] != "a-2"
    assert len(_ids(mem, OWNER, "t-1")) == 7
    again = mem.messages.pop(OWNER, "t-1")
    assert again is not None and again.role == "tool"
    assert len(_ids(mem, OWNER, "t-1")) == 6


def test_pop_on_an_empty_thread_returns_none_and_records_nothing(mem: Memory) -> None:
    assert mem.messages.pop(OWNER, "t-1") is None
    assert mem.messages.clear(OWNER, "t-1") == 0
    assert mem.audit.list(OWNER, actions=["delete"]) == []


def test_clear_removes_the_thread_only(mem: Memory) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    mem.after_turn(OWNER, "t-2", tool_turn(2))
    assert mem.messages.clear(OWNER, "t-1", reason="user asked") == 4
    assert mem.messages.list(OWNER, "t-1") == []
    assert mem.messages.recent(OWNER, "t-1") == []
    assert _ids(mem, OWNER, "t-2")[0] == "u-2"


def test_deletions_are_audited_with_ids_never_text(mem: Memory) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    mem.messages.pop(OWNER, "t-1", reason="undo", actor="agent")
    mem.messages.clear(OWNER, "t-1", reason="user asked")
    records = mem.audit.list(OWNER, actions=["delete"])
    assert len(records) == 2
    (popped,) = [r for r in records if r.actor == "agent"]
    (cleared,) = [r for r in records if r.actor == "operator"]
    assert (popped.actor, popped.target_ids, popped.reason) == ("agent", ("a-1",), "undo")
    assert popped.detail == {"thread": "t-1", "messages": 1}
    assert cleared.reason == "user asked"
    assert set(cleared.target_ids) >= {"u-1", "t-1"} and len(cleared.target_ids) == 3
    assert "Batch" not in repr((popped, cleared))


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_deleting_never_crosses_scopes(mem: Memory, other: Scope) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    mem.after_turn(other, "t-1", tool_turn(2))
    assert mem.messages.pop(other, "t-1") is not None
    assert mem.messages.clear(other, "t-1") == 3
    assert mem.messages.pop(other, "t-1") is None
    assert _ids(mem, OWNER, "t-1") == ["u-1", "t-1", _ids(mem, OWNER, "t-1")[2], "a-1"]


def test_a_deleted_message_leaves_search_at_once(mem: Memory) -> None:
    mem.after_turn(OWNER, "t-1", [{"role": "user", "content": "The vault code is K-7781."}])
    mem.after_turn(OWNER, "t-1", [{"role": "user", "content": "Lunch is at noon on Friday."}])
    mem.jobs.run_pending()
    found = mem.messages.search(OWNER, "vault code K-7781")
    assert any("K-7781" in m.content for r in found for m in r.messages)
    mem.messages.clear(OWNER, "t-1")
    assert mem.messages.search(OWNER, "vault code K-7781") == []


def test_a_message_popped_before_its_extraction_is_never_extracted(db_path: Path | str) -> None:
    llm = TestLLM(default={"entries": []})
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), worker=False
    ) as memory:
        memory.after_turn(OWNER, "t-1", [{"role": "user", "content": "My PIN is 4410, ok?"}])
        assert memory.messages.pop(OWNER, "t-1") is not None
        memory.jobs.run_pending()
        assert all("4410" not in call.prompt for call in llm.calls)
        assert memory.entries.timeline(OWNER) == []


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda m: m.messages.pop(Scope(tenant="acme"), "t-1"), ScopeError),
        (lambda m: m.messages.clear(Scope(tenant="acme", agent="support-bot"), "t-1"), ScopeError),
        (lambda m: m.messages.pop(OWNER, ""), ValidationError),
        (lambda m: m.messages.clear(OWNER, "t-1", reason="x" * 501), ValidationError),
        (lambda m: m.messages.pop(OWNER, "t-1", actor=""), ValidationError),
    ],
    ids=["pop-scope", "clear-scope", "thread", "reason", "actor"],
)
def test_bad_deletions_are_refused_and_delete_nothing(
    mem: Memory, call: Any, error: type[Exception]
) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    with pytest.raises(error) as raised:
        call(mem)
    assert str(raised.value)
    assert len(_ids(mem, OWNER, "t-1")) == 4


def test_a_message_with_an_item_is_kept_and_stays_out_of_the_window(mem: Memory) -> None:
    reasoning = {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAA"}
    mem.after_turn(
        OWNER,
        "t-1",
        [
            MessageDraft(role="developer", content="Answer briefly.", item={"kind": "dev"}),
            MessageDraft(role="user", content="What is in batch B-9?"),
            MessageDraft(role="assistant", content="", item=reasoning),
            MessageDraft(role="assistant", content="Nothing yet."),
        ],
    )
    stored = mem.messages.list(OWNER, "t-1")
    assert [m.role for m in stored] == ["developer", "user", "assistant", "assistant"]
    assert stored[0].item == {"kind": "dev"} and stored[2].item == reasoning
    assert stored[1].item is None
    window = mem.messages.recent(OWNER, "t-1")
    assert window == [
        {"role": "user", "content": "What is in batch B-9?"},
        {"role": "assistant", "content": "Nothing yet."},
    ]
    newest = mem.messages.list(OWNER, "t-1", limit=2, newest=True)
    assert [m.content for m in newest] == ["", "Nothing yet."]


def test_an_item_that_is_not_json_is_refused() -> None:
    with pytest.raises(ValidationError, match="item"):
        MessageDraft(role="user", content="hi", item={"at": object()})
    with pytest.raises(ValidationError, match="item"):
        MessageDraft(role="user", content="hi", item=["not", "an", "object"])  # type: ignore[arg-type]


def test_erasing_a_person_removes_their_items(mem: Memory) -> None:
    mem.after_turn(OWNER, "t-1", [MessageDraft(role="user", content="Hi", item={"k": "v"})])
    exported = mem.export(Subject(tenant=OWNER.tenant, user=OWNER.user))
    (row,) = exported["tables"]["messages"]
    assert row["item"] in ({"k": "v"}, '{"k": "v"}')
    mem.erase(Subject(tenant=OWNER.tenant, user=OWNER.user))
    assert mem.messages.list(OWNER, "t-1") == []

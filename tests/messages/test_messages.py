"""The messages tier's window and listing on SQLite and PostgreSQL: what is stored, what is
sent back, what extraction sees, and that no read crosses a user, agent, tenant or thread."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    Memory,
    MessagesConfig,
    Models,
    Scope,
    ScopeError,
    TestEmbedder,
    TestLLM,
    ValidationError,
)
from episodic.stores import open_store
from tests.conftest import Clock

OWNER = Scope(tenant="acme", agent="support-bot", user="u-1")
NEIGHBOURS = [
    Scope(tenant="other-co", agent="support-bot", user="u-1"),
    Scope(tenant="acme", agent="sales-bot", user="u-1"),
    Scope(tenant="acme", agent="support-bot", user="u-2"),
]
TOOL_OUTPUT = "rows=1832 status=DEGRADED shard=eu-7"


def _call(call_id: str) -> dict[str, Any]:
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": "query_db", "arguments": '{"table": "orders"}'},
    }


def tool_turn(n: int) -> list[dict[str, Any]]:
    """A turn of four messages: the user, a tool call, its result, the answer."""
    return [
        {"role": "user", "content": f"How many orders in batch B-{n}?", "id": f"u-{n}"},
        {"role": "assistant", "content": None, "tool_calls": [_call(f"c-{n}")], "id": f"t-{n}"},
        {"role": "tool", "tool_call_id": f"c-{n}", "content": TOOL_OUTPUT, "name": "query_db"},
        {"role": "assistant", "content": f"Batch B-{n} holds 1832 orders.", "id": f"a-{n}"},
    ]


@pytest.fixture
def mem(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        yield opened


def _rows(db_path: Path | str) -> int:
    store = open_store(db_path)
    try:
        with store.read() as tx:
            return int(tx.one("SELECT count(*) FROM messages")[0])
    finally:
        store.close()


def test_the_window_keeps_tool_calls_and_results_ready_to_send(mem: Memory) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    window = mem.messages.recent(OWNER, "t-1")
    assert window == [
        {"role": "user", "content": "How many orders in batch B-1?"},
        {"role": "assistant", "content": None, "tool_calls": [_call("c-1")]},
        {"role": "tool", "content": TOOL_OUTPUT, "tool_call_id": "c-1", "name": "query_db"},
        {"role": "assistant", "content": "Batch B-1 holds 1832 orders."},
    ]
    # The same window as stored messages, in conversation order, with token counts.
    stored = mem.messages.window(OWNER, "t-1")
    assert [m.id for m in stored][:2] == ["u-1", "t-1"]
    assert [m.seq for m in stored] == sorted(m.seq for m in stored)
    assert all(m.tokens > 0 for m in stored)


def test_the_window_holds_the_last_messages_and_never_starts_with_an_orphan_result(
    mem: Memory, db_path: Path | str
) -> None:
    for n in range(3):
        mem.after_turn(OWNER, "t-1", tool_turn(n))
    # The last 6 messages would start with the tool result of turn 1, whose call is cut off.
    window = mem.messages.recent(OWNER, "t-1", limit=6)
    assert [m["role"] for m in window] == ["assistant", "user", "assistant", "tool", "assistant"]
    assert window[0]["content"] == "Batch B-1 holds 1832 orders."
    assert len(mem.messages.recent(OWNER, "t-1")) == 12  # the default window (20) holds all
    config = Config(messages=MessagesConfig(window=4))
    with Memory.open(db_path, embedder=TestEmbedder(), config=config, worker=False) as m:
        assert [x["content"] for x in m.messages.recent(OWNER, "t-1")] == [
            "How many orders in batch B-2?",
            None,
            TOOL_OUTPUT,
            "Batch B-2 holds 1832 orders.",
        ]


def test_list_pages_through_a_thread_in_order(mem: Memory) -> None:
    for n in range(3):
        mem.after_turn(OWNER, "t-1", tool_turn(n))
    first = mem.messages.list(OWNER, "t-1", limit=5)
    rest = mem.messages.list(OWNER, "t-1", after=first[-1].seq, limit=100)
    assert len(first) == 5 and len(rest) == 7
    assert [m.content for m in first + rest] == [
        m["content"] or "" for n in range(3) for m in tool_turn(n)
    ]


def test_tool_messages_are_stored_but_never_reach_extraction(db_path: Path | str) -> None:
    llm = TestLLM(default={"entries": []})
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), worker=False
    ) as memory:
        job = memory.after_turn(OWNER, "t-1", tool_turn(1), sync=True)
        assert job is not None and job.status == "done"
        assert TOOL_OUTPUT in [m.content for m in memory.messages.window(OWNER, "t-1")]
    (call,) = llm.calls
    assert "How many orders in batch B-1?" in call.prompt
    assert "Batch B-1 holds 1832 orders." in call.prompt
    assert TOOL_OUTPUT not in call.prompt and "query_db" not in call.prompt


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_no_window_or_list_crosses_scopes(mem: Memory, other: Scope) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    assert len(mem.messages.recent(OWNER, "t-1")) == 4
    assert mem.messages.recent(other, "t-1") == []
    assert mem.messages.window(other, "t-1") == []
    assert mem.messages.list(other, "t-1") == []
    assert mem.before_turn(other, "t-1", "orders in batch B-1").messages == ()


def test_no_window_or_list_crosses_threads(mem: Memory) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    mem.after_turn(OWNER, "t-2", tool_turn(2))
    assert {m.thread_id for m in mem.messages.window(OWNER, "t-1")} == {"t-1"}
    assert mem.messages.list(OWNER, "t-2")[0].id == "u-2"
    assert mem.messages.recent(OWNER, "t-3") == []
    window = mem.before_turn(OWNER, "t-2", "orders").messages
    assert window[0]["content"] == "How many orders in batch B-2?"


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda m: m.messages.recent(Scope(tenant="acme"), "t-1"), ScopeError),
        (lambda m: m.messages.recent(OWNER, ""), ValidationError),
        (lambda m: m.messages.recent(OWNER, "t-1", limit=0), ValidationError),
        (lambda m: m.messages.window(OWNER, "t-1", limit=-1), ValidationError),
        (lambda m: m.messages.list(OWNER, "t-1", after=-1), ValidationError),
        (lambda m: m.messages.list(OWNER, "t-1", limit="5"), ValidationError),
        (lambda m: m.messages.list(Scope(tenant="acme", agent="a"), "t-1"), ScopeError),
    ],
    ids=["scope", "thread", "limit-0", "limit-negative", "after", "limit-text", "list-scope"],
)
def test_bad_reads_are_refused_in_words(mem: Memory, call: Any, error: type[Exception]) -> None:
    mem.after_turn(OWNER, "t-1", tool_turn(1))
    with pytest.raises(error) as raised:
        call(mem)
    assert str(raised.value)


def test_a_bad_turn_stores_nothing_and_queues_nothing(mem: Memory, db_path: Path | str) -> None:
    bad = [*tool_turn(1), {"role": "robot", "content": "?"}]
    with pytest.raises(ValidationError, match="role"):
        mem.after_turn(OWNER, "t-1", bad)
    with pytest.raises(ValidationError, match="tool_calls"):
        mem.after_turn(OWNER, "t-1", [{"role": "assistant", "content": "", "tool_calls": "x"}])
    assert _rows(db_path) == 0
    assert mem.jobs.list() == []

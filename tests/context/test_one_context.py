"""One context: every enabled tier's block in a stable order, within a token budget, cache-friendly.

These tests go through ``Memory.before_turn`` and ``Memory.tools`` only, on both backends.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from episodic import (
    Config,
    ContextConfig,
    EntriesConfig,
    Memory,
    MessagesConfig,
    ObservationsConfig,
    PlansConfig,
    ProfileConfig,
    Scope,
    SessionsConfig,
    TestEmbedder,
)
from episodic.tokens import count_tokens

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
ORDER = ("user-profile", "session-memory", "plan", "observations", "memory", "recalled-messages")
QUESTION = "Why does the nightly export JOB-7 time out on plan=basic?"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def _open(url: str, clock: Clock, config: Config | None = None) -> Memory:
    return Memory.open(url, embedder=TestEmbedder(), clock=clock, config=config, worker=False)


def _fill(memory: Memory) -> None:
    """State for every tier that can be written without a model."""
    memory.profile.update(SCOPE, [{"field": "Name", "value": "Ada Lovelace"}])
    memory.sessions.update(
        SCOPE,
        "t-1",
        objective="Get the nightly export JOB-7 under its time limit.",
        state="Exports over 2 GB time out on plan=basic.",
        decisions=["Split the export by month."],
        follow_ups=["Check JOB-7 after tonight's run."],
    )
    memory.plans.update(
        SCOPE, "t-1", goal="Fix JOB-7", steps=[{"title": "Split by month"}, {"title": "Rerun"}]
    )
    for n in range(12):
        memory.remember(
            SCOPE,
            f"The nightly export JOB-7 timed out on plan=basic in run R-{n} after 30 minutes.",
        )
    memory.after_turn(
        SCOPE,
        "t-0",
        [
            {"role": "user", "content": "The nightly export JOB-7 times out on plan=basic."},
            {"role": "assistant", "content": "Exports over 2 GB hit the plan=basic limit."},
        ],
        sync=True,
    )
    memory.after_turn(
        SCOPE,
        "t-1",
        [
            {"role": "user", "content": "Hello again."},
            {"role": "assistant", "content": "Hi Ada, how is JOB-7 doing?"},
        ],
        sync=True,
    )


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def memory(db_path: str, clock: Clock) -> Iterator[Memory]:
    with _open(str(db_path), clock) as opened:
        _fill(opened)
        yield opened


def test_blocks_come_in_one_stable_order(memory: Memory) -> None:
    context = memory.before_turn(SCOPE, "t-1", QUESTION)
    names = [block.name for block in context]
    assert {"user-profile", "session-memory", "plan", "memory"} <= set(names)
    assert names == [name for name in ORDER if name in names]
    rendered = context.render()
    positions = [rendered.index(f"<{name}>") for name in names]
    assert positions == sorted(positions)
    assert context.tokens == count_tokens(rendered) <= memory.config.context.max_tokens


def test_an_unchanged_state_renders_the_same_bytes_turn_after_turn(
    memory: Memory, clock: Clock
) -> None:
    first = memory.before_turn(SCOPE, "t-1", QUESTION).render()
    clock.now += timedelta(minutes=40)
    assert memory.before_turn(SCOPE, "t-1", QUESTION).render() == first
    # A change to one tier changes its block only; the blocks before it keep their bytes.
    memory.plans.update(SCOPE, "t-1", phase="testing")
    changed = memory.before_turn(SCOPE, "t-1", QUESTION).render()
    prefix = first[: first.index("<plan>")]
    assert changed != first and changed.startswith(prefix)


def test_the_window_comes_with_the_blocks(memory: Memory) -> None:
    context = memory.before_turn(SCOPE, "t-1", QUESTION)
    assert [m["content"] for m in context.messages] == [
        "Hello again.",
        "Hi Ada, how is JOB-7 doing?",
    ]
    assert memory.before_turn(SCOPE, None, QUESTION).messages == ()


def test_each_block_is_held_to_its_cap_and_all_to_the_budget(db_path: str, clock: Clock) -> None:
    with _open(str(db_path), clock) as memory:
        _fill(memory)
        full = memory.before_turn(SCOPE, "t-1", QUESTION)
    whole = full.block("memory")
    assert whole is not None and len(whole.entries) > 3
    cap = count_tokens(whole.text) // 2
    config = Config(context=ContextConfig(memory_tokens=cap))
    with _open(str(db_path), clock, config) as memory:
        capped = memory.before_turn(SCOPE, "t-1", QUESTION)
    memory_block = capped.block("memory")
    assert memory_block is not None and count_tokens(memory_block.text) <= cap
    # The best entries stay; the weakest are left out.
    kept = [r.entry.id for r in memory_block.entries]
    assert 0 < len(kept) < len(whole.entries)
    assert kept == [r.entry.id for r in whole.entries][: len(kept)]
    # A budget smaller than everything: the blocks that come first are kept whole.
    budget = count_tokens(full.render()) - count_tokens(whole.text) // 2
    with _open(str(db_path), clock, Config(context=ContextConfig(max_tokens=budget))) as memory:
        tight = memory.before_turn(SCOPE, "t-1", QUESTION)
    assert tight.tokens <= budget
    assert tight.block("user-profile") == full.block("user-profile")
    assert tight.block("plan") is not None


@pytest.mark.parametrize(
    ("config", "block", "tools"),
    [
        (Config(profile=ProfileConfig(enabled=False)), "user-profile", {"update_profile"}),
        (Config(sessions=SessionsConfig(enabled=False)), "session-memory", set()),
        (Config(plans=PlansConfig(enabled=False)), "plan", {"get_plan", "update_plan"}),
        (Config(entries=EntriesConfig(inject=False)), "memory", set()),
        (Config(observations=ObservationsConfig(enabled=False)), "observations", set()),
        (Config(messages=MessagesConfig(inject=False)), "recalled-messages", set()),
    ],
    ids=["profile", "sessions", "plans", "entries", "observations", "messages"],
)
def test_each_block_can_be_switched_off(
    db_path: str, clock: Clock, config: Config, block: str, tools: set[str]
) -> None:
    with _open(str(db_path), clock) as memory:
        _fill(memory)
        on = memory.before_turn(SCOPE, "t-1", QUESTION)
        all_tools = {tool.name for tool in memory.tools(SCOPE, "t-1")}
    with _open(str(db_path), clock, config) as memory:
        off = memory.before_turn(SCOPE, "t-1", QUESTION)
        offered = {tool.name for tool in memory.tools(SCOPE, "t-1")}
    assert off.block(block) is None
    assert [b.name for b in off] == [b.name for b in on if b.name != block]
    assert offered == all_tools - tools


def test_tools_are_bound_to_the_scope_and_thread(memory: Memory) -> None:
    names = [tool.name for tool in memory.tools(SCOPE, "t-1")]
    assert names == ["recall_memory", "update_profile", "get_plan", "update_plan"]
    # Without a thread there is no plan to offer.
    assert [tool.name for tool in memory.tools(SCOPE)] == ["recall_memory", "update_profile"]
    other = Scope(tenant="acme", agent="support-bot", user="u-7")
    get_plan = memory.tools(other, "t-1")[2]
    assert '"plan": null' in get_plan({}) or "no plan" in get_plan({}).lower()

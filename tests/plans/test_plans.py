"""Plans: versions per thread, the update model, the tools, the block, restarts, isolation."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, Memory, Scope, ScopeError, TestEmbedder, ValidationError
from episodic.config import ContextConfig, PlansConfig
from episodic.tools import Tool
from episodic.tools.plans import get_plan_tool, update_plan_tool
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="ops-bot", user="u-42")
THREAD = "t-1"
STEPS = [{"title": "List the keys"}, {"title": "Revoke the old ones"}, {"title": "Verify"}]


@pytest.fixture
def open_memory(db_path: Path | str, clock: Clock) -> Iterator[Any]:
    opened: list[Memory] = []

    def make(config: Config | None = None) -> Memory:
        memory = Memory.open(db_path, embedder=TestEmbedder(), config=config, clock=clock)
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()


@pytest.fixture
def memory(open_memory: Any) -> Memory:
    made: Memory = open_memory()
    return made


def tools(memory: Memory, scope: Scope = SCOPE, thread: str = THREAD) -> tuple[Tool, Tool]:
    """get_plan and update_plan bound to one scope and thread, as Memory.tools binds them."""
    return (
        get_plan_tool(lambda: memory.plans.get(scope, thread)),
        update_plan_tool(lambda **kw: memory.plans.update(scope, thread, actor="agent", **kw)),
    )


def block_text(memory: Memory, scope: Scope = SCOPE, thread: str = THREAD) -> str:
    block = memory.before_turn(scope, thread, "next step?").block("plan")
    return "" if block is None else block.text


def test_a_plan_is_started_changed_and_versioned(memory: Memory) -> None:
    first = memory.plans.update(SCOPE, THREAD, goal="Rotate the API keys", steps=STEPS)
    assert [(s.id, s.title, s.status) for s in first.steps] == [
        ("s1", "List the keys", "pending"),
        ("s2", "Revoke the old ones", "pending"),
        ("s3", "Verify", "pending"),
    ]
    assert (first.version, first.iteration, first.phase, first.actor) == (1, 0, "", "operator")

    second = memory.plans.update(
        SCOPE,
        THREAD,
        phase="revoking",
        next_iteration=True,
        step_updates=[
            {"id": "s1", "status": "done", "notes": "3 keys found"},
            {"index": 2, "status": "in_progress"},
            {"title": "Tell the team", "status": "pending"},
        ],
        actor="agent",
    )
    assert (second.version, second.phase, second.iteration, second.actor) == (
        2,
        "revoking",
        1,
        "agent",
    )
    assert [(s.id, s.status, s.notes) for s in second.steps] == [
        ("s1", "done", "3 keys found"),
        ("s2", "in_progress", ""),
        ("s3", "pending", ""),
        ("s4", "pending", ""),
    ]
    assert memory.plans.get(SCOPE, THREAD) == second
    assert [p.version for p in memory.plans.versions(SCOPE, THREAD)] == [2, 1]
    assert memory.plans.versions(SCOPE, THREAD)[1] == first  # history intact


def test_replacing_the_steps_keeps_named_ids_and_never_reuses_one(memory: Memory) -> None:
    memory.plans.update(SCOPE, THREAD, goal="Ship v3", steps=STEPS)
    plan = memory.plans.update(
        SCOPE,
        THREAD,
        steps=[{"id": "s3", "title": "Verify", "status": "done"}, {"title": "Announce"}],
    )
    assert [(s.id, s.title, s.status) for s in plan.steps] == [
        ("s3", "Verify", "done"),
        ("s4", "Announce", "pending"),
    ]
    assert plan.goal == "Ship v3" and plan.iteration == 0
    plan = memory.plans.update(SCOPE, THREAD, iteration=7, goal="Ship v3.1")
    assert (plan.iteration, plan.goal, len(plan.steps)) == (7, "Ship v3.1", 2)


def test_an_update_that_changes_nothing_adds_no_version(memory: Memory) -> None:
    plan = memory.plans.update(SCOPE, THREAD, goal="Ship v3", steps=STEPS)
    again = memory.plans.update(SCOPE, THREAD, goal="Ship v3", step_updates=[{"id": "s1"}])
    assert again == plan
    assert len(memory.plans.versions(SCOPE, THREAD)) == 1


def test_clear_keeps_history_and_a_new_plan_can_start(memory: Memory) -> None:
    assert memory.plans.clear(SCOPE, THREAD) is False
    memory.plans.update(SCOPE, THREAD, goal="Ship v3", steps=STEPS)
    assert memory.plans.clear(SCOPE, THREAD) is True
    assert memory.plans.get(SCOPE, THREAD) is None
    assert block_text(memory) == ""
    cleared, started = memory.plans.versions(SCOPE, THREAD)
    assert cleared.cleared and cleared.version == 2 and started.goal == "Ship v3"
    with pytest.raises(ValidationError, match="no plan yet"):
        memory.plans.update(SCOPE, THREAD, step_updates=[{"title": "orphan"}])
    fresh = memory.plans.update(SCOPE, THREAD, goal="Ship v4", step_updates=[{"title": "Branch"}])
    assert (fresh.version, fresh.steps[0].id) == (3, "s1")


def test_plans_survive_restarts_and_a_second_memory(open_memory: Any) -> None:
    first = open_memory()
    plan = first.plans.update(SCOPE, THREAD, goal="Rotate the API keys", steps=STEPS)
    other = open_memory()  # a second connection to the same database, side by side
    assert other.plans.get(SCOPE, THREAD) == plan
    changed = other.plans.update(SCOPE, THREAD, step_updates=[{"id": "s1", "status": "done"}])
    assert first.plans.get(SCOPE, THREAD) == changed
    first.close()
    other.close()
    reopened = open_memory()
    assert reopened.plans.get(SCOPE, THREAD) == changed
    assert [p.version for p in reopened.plans.versions(SCOPE, THREAD)] == [2, 1]
    assert "[done] List the keys" in block_text(reopened)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"step_updates": [{"id": "s9", "status": "done"}]}, "no step has the id 's9'"),
        ({"step_updates": [{"index": 4}]}, "out of range"),
        ({"step_updates": [{"index": 0}]}, "out of range"),
        ({"step_updates": [{"id": "s1", "status": "finished"}]}, "must be one of pending"),
        ({"step_updates": [{"status": "done"}]}, "needs a 'title'"),
        ({"step_updates": [{"id": "s1", "index": 1}]}, "both 'id' and 'index'"),
        ({"step_updates": [{"id": "s1", "colour": "red"}]}, "unknown fields"),
        ({"step_updates": ["s1"]}, "must be an object"),
        ({"steps": [{"status": "done"}]}, "needs a 'title'"),
        ({"steps": [{"id": "s7", "title": "Made up"}]}, "no current step"),
        ({"steps": [{"id": "s1", "title": "A"}, {"id": "s1", "title": "B"}]}, "twice"),
        ({"steps": "List, revoke"}, "must be a list"),
        ({"steps": [{"title": f"step {i}"} for i in range(4)]}, "PlansConfig.max_steps"),
        ({"step_updates": [{"title": "one more"}]}, "PlansConfig.max_steps"),
        ({"goal": "   "}, "empty"),
        ({"goal": "x" * 1001}, "limit is 1,000"),
        ({"phase": "p\x00"}, "NUL"),
        ({"iteration": -1}, "from 0"),
        ({"iteration": 2, "next_iteration": True}, "not both"),
        ({"next_iteration": "yes"}, "True or False"),
        ({"step_updates": [{"id": "s1", "notes": "n" * 2001}]}, "limit is 2,000"),
        ({}, "changes nothing"),
        ({"goal": "ok", "actor": "robot"}, "actor"),
        ({"goal": "ok", "gaol": "a typo"}, r"unknown part\(s\) \['gaol'\]"),
    ],
)
def test_bad_updates_are_refused_and_write_nothing(
    open_memory: Any, arguments: dict[str, Any], message: str
) -> None:
    memory = open_memory(Config(plans=PlansConfig(max_steps=3)))
    before = memory.plans.update(SCOPE, THREAD, goal="Rotate the API keys", steps=STEPS)
    with pytest.raises(ValidationError, match=message):
        memory.plans.update(SCOPE, THREAD, **arguments)
    assert memory.plans.versions(SCOPE, THREAD) == [before]


def test_a_new_plan_needs_a_goal_and_a_full_scope(memory: Memory) -> None:
    with pytest.raises(ValidationError, match="start one with a 'goal'"):
        memory.plans.update(SCOPE, THREAD, steps=STEPS)
    with pytest.raises(ScopeError):
        memory.plans.update(Scope(tenant="acme", user="u-42"), THREAD, goal="x")
    with pytest.raises(ValidationError):
        memory.plans.get(SCOPE, "bad\nthread")
    with pytest.raises(ValidationError):
        memory.plans.versions(SCOPE, THREAD, limit=0)
    assert memory.plans.versions(SCOPE, THREAD) == []


def test_the_tools_read_and_change_the_plan(memory: Memory) -> None:
    get_plan, update_plan = tools(memory)
    assert json.loads(get_plan({})) == {"plan": None}
    started = json.loads(update_plan({"goal": "Rotate the API keys", "steps": STEPS}))["plan"]
    assert [s["id"] for s in started["steps"]] == ["s1", "s2", "s3"]
    assert started["actor"] == "agent" and started["version"] == 1
    changed = json.loads(
        update_plan(
            json.dumps({"step_updates": [{"id": "s1", "status": "done", "notes": "3 keys"}]})
        )
    )["plan"]
    assert changed["steps"][0] == {
        "index": 1,
        "id": "s1",
        "title": "List the keys",
        "status": "done",
        "notes": "3 keys",
    }
    assert json.loads(get_plan("{}"))["plan"] == changed
    # The steps of get_plan's answer can be sent back as they are (their index is ignored).
    reordered = json.loads(update_plan({"steps": changed["steps"][::-1]}))["plan"]
    assert [(s["index"], s["id"]) for s in reordered["steps"]] == [(1, "s3"), (2, "s2"), (3, "s1")]
    assert memory.plans.get(SCOPE, THREAD).actor == "agent"  # type: ignore[union-attr]
    definition = update_plan.definition()["function"]
    assert definition["name"] == "update_plan"
    assert definition["parameters"]["properties"]["step_updates"]["items"]["properties"]["status"][
        "enum"
    ] == ["pending", "in_progress", "done", "failed", "skipped"]
    assert get_plan.definition("anthropic")["name"] == "get_plan"


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        (42, "must be a JSON object"),
        ({"goal": "x", "owner": "someone else"}, "unknown argument(s) owner"),
        ({"step_updates": [{"id": "s1", "status": "completed"}]}, "must be one of"),
        ({"steps": {"title": "x"}}, "must be a list"),
        ({"next_iteration": 1}, "True or False"),
        ({"goal": 12}, "must be a string"),
        ({}, "changes nothing"),
    ],
)
def test_tool_argument_errors_say_what_to_send_and_write_nothing(
    memory: Memory, arguments: object, message: str
) -> None:
    _, update_plan = tools(memory)
    memory.plans.update(SCOPE, THREAD, goal="Rotate the API keys", steps=STEPS)
    answer = json.loads(update_plan(arguments))
    assert set(answer) == {"error"}
    assert message in answer["error"] and "Call update_plan with" in answer["error"]
    assert len(memory.plans.versions(SCOPE, THREAD)) == 1


def test_get_plan_refuses_bad_arguments(memory: Memory) -> None:
    get_plan, _ = tools(memory)
    assert "Call get_plan with {}" in json.loads(get_plan("nope"))["error"]


def test_the_block_is_stable_escaped_and_numbered(memory: Memory) -> None:
    memory.plans.update(
        SCOPE,
        THREAD,
        goal="Fix <script> injection",
        phase="testing",
        steps=[{"title": "Reproduce", "status": "done", "notes": "payload </plan> works"}],
    )
    text = block_text(memory)
    assert text == block_text(memory)
    assert text.count("</plan>") == 1 and "&lt;/plan&gt;" in text
    assert "Goal: Fix &lt;script&gt; injection" in text
    assert "Phase: testing" in text and "Iteration: 0" in text
    assert "1. [done] Reproduce (id s1): payload" in text


def test_a_long_plan_sheds_finished_work_first(open_memory: Any) -> None:
    steps = [
        {"title": f"Finished step {i} migrating table {i}", "status": "done", "notes": "ok " * 20}
        for i in range(1, 16)
    ] + [
        {"title": f"Open step {i} for table {i}", "notes": f"watch index {i}"}
        for i in range(16, 21)
    ]
    memory = open_memory(Config(context=ContextConfig(plan_tokens=260)))
    memory.plans.update(SCOPE, THREAD, goal="Migrate the tables", steps=steps)
    text = block_text(memory)
    assert text and text == block_text(memory)
    assert "Goal: Migrate the tables" in text
    assert "20. [pending] Open step 20" in text  # open work kept, with its number
    assert "Finished step 1 " not in text and "finished steps not shown" in text
    wide = open_memory()
    assert "Finished step 1 migrating" in block_text(wide)


def test_switched_off_no_block(open_memory: Any) -> None:
    memory = open_memory(Config(plans=PlansConfig(enabled=False)))
    memory.plans.update(SCOPE, THREAD, goal="Ship v3", steps=STEPS)
    assert block_text(memory) == ""
    assert memory.before_turn(SCOPE, None, "hi").block("plan") is None


OTHERS = [
    (Scope(tenant="other-co", agent="ops-bot", user="u-42"), THREAD),
    (Scope(tenant="acme", agent="sales-bot", user="u-42"), THREAD),
    (Scope(tenant="acme", agent="ops-bot", user="u-7"), THREAD),
    (SCOPE, "t-2"),
]


@pytest.mark.parametrize("other", OTHERS, ids=["tenant", "agent", "user", "thread"])
def test_every_read_stays_in_its_scope_and_thread(memory: Memory, other: tuple[Scope, str]) -> None:
    owner = memory.plans.update(SCOPE, THREAD, goal="Owner goal 4321", steps=STEPS)
    scope, thread = other
    get_plan, update_plan = tools(memory, scope, thread)
    assert memory.plans.get(scope, thread) is None
    assert memory.plans.versions(scope, thread) == []
    assert block_text(memory, scope, thread) == ""
    assert "Owner goal" not in memory.before_turn(scope, thread, "goal?").render()
    assert json.loads(get_plan({})) == {"plan": None}
    # Their tool cannot reach the owner's steps, and their plan is their own.
    assert "no plan yet" in json.loads(update_plan({"step_updates": [{"id": "s1"}]}))["error"]
    json.loads(update_plan({"goal": "Theirs", "steps": [{"title": "Only step"}]}))
    assert memory.plans.get(SCOPE, THREAD) == owner
    assert memory.plans.clear(scope, thread) is True
    assert memory.plans.get(SCOPE, THREAD) == owner
    assert "Owner goal 4321" in block_text(memory)

"""The ``get_plan`` and ``update_plan`` tools: the agent keeps its thread's plan.

Both are built around the plan service's methods already bound to one scope and thread by the
caller (``Memory.tools(scope, thread=...)``); the model never chooses whose plan it touches.
Handlers never raise: results are JSON, ``{"plan": {...}}`` (``null`` when the thread has no
plan), and a bad call gets ``{"error": ...}`` saying what to send instead.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from episodic.models.plans import STEP_STATUSES, Plan
from episodic.tools.base import Problem, Tool, attempt, parse_arguments

GET_PLAN_TOOL_NAME = "get_plan"
UPDATE_PLAN_TOOL_NAME = "update_plan"

GET_PLAN_TOOL_DESCRIPTION = (
    "Read the plan of this conversation: its goal, phase, iteration count and each step with "
    "its index, id, status and notes. It only reads. The <plan> block shows the same plan, "
    "possibly shortened."
)
UPDATE_PLAN_TOOL_DESCRIPTION = (
    "Start or change the plan of this conversation, which is kept across turns and restarts. "
    "Send only what changes. To start a plan, send a goal and its steps. 'steps' replaces the "
    "whole list; 'step_updates' changes single steps, each picked by 'id' (such as \"s2\") or "
    "'index' (1 is the first step), or adds a step when it has neither. Step statuses: "
    + ", ".join(STEP_STATUSES)
    + ". Returns the plan as saved."
)
PLAN_TOOL_INSTRUCTION = (
    "For work that takes several steps, keep a plan with update_plan: set its goal and steps "
    "at the start, then mark each step in_progress, done, failed or skipped as you go, with a "
    "short note of what you found. The current plan appears in the <plan> block; get_plan "
    "reads it in full."
)

_STEP_PROPERTIES: dict[str, Any] = {
    "title": {"type": "string", "description": "What the step does."},
    "status": {"type": "string", "enum": list(STEP_STATUSES)},
    "notes": {"type": "string", "description": "What was found, or why it ended so."},
}
GET_PLAN_TOOL_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {},
    "additionalProperties": False,
}
UPDATE_PLAN_TOOL_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "goal": {"type": "string", "description": "What the plan is for."},
        "phase": {"type": "string", "description": "The stage the work is in."},
        "next_iteration": {
            "type": "boolean",
            "description": "true when starting another pass through the plan.",
        },
        "steps": {
            "type": "array",
            "description": "The whole new list of steps, in order (replaces the current one).",
            "items": {
                "type": "object",
                "properties": {"id": {"type": "string"}, **_STEP_PROPERTIES},
                "required": ["title"],
                "additionalProperties": False,
            },
        },
        "step_updates": {
            "type": "array",
            "description": "Changes to single steps; an item without id or index adds a step.",
            "items": {
                "type": "object",
                "properties": {
                    "id": {"type": "string"},
                    "index": {"type": "integer", "minimum": 1},
                    **_STEP_PROPERTIES,
                },
                "additionalProperties": False,
            },
        },
    },
    "additionalProperties": False,
}
_GET_USAGE = "Call get_plan with {}."
_UPDATE_USAGE = (
    'Call update_plan with, for example, {"goal": "...", "steps": [{"title": "..."}]} to start '
    'a plan, or {"step_updates": [{"id": "s1", "status": "done", "notes": "..."}]} to change it.'
)
_UPDATE_FIELDS = frozenset(UPDATE_PLAN_TOOL_PARAMETERS["properties"])


def get_plan_tool(get: Callable[[], Plan | None]) -> Tool:
    """Build ``get_plan`` around a function returning the bound thread's plan."""

    def handle(arguments: object) -> str:
        parsed = parse_arguments(arguments, _GET_USAGE, GET_PLAN_TOOL_PARAMETERS["properties"])
        if isinstance(parsed, Problem):
            return parsed.json()
        return _answer(get, "get_plan")

    return Tool(
        name=GET_PLAN_TOOL_NAME,
        description=GET_PLAN_TOOL_DESCRIPTION,
        parameters=GET_PLAN_TOOL_PARAMETERS,
        instruction=PLAN_TOOL_INSTRUCTION,
        handler=handle,
    )


def update_plan_tool(update: Callable[..., Plan]) -> Tool:
    """Build ``update_plan`` around the bound thread's update function; it is called with the
    tool's arguments as keywords (``goal``, ``phase``, ``next_iteration``, ``steps``,
    ``step_updates``)."""

    def handle(arguments: object) -> str:
        parsed = parse_arguments(arguments, _UPDATE_USAGE, _UPDATE_FIELDS)
        if isinstance(parsed, Problem):
            return parsed.json()
        return _answer(lambda: update(**_keywords(parsed)), "update_plan")

    return Tool(
        name=UPDATE_PLAN_TOOL_NAME,
        description=UPDATE_PLAN_TOOL_DESCRIPTION,
        parameters=UPDATE_PLAN_TOOL_PARAMETERS,
        instruction=PLAN_TOOL_INSTRUCTION,
        handler=handle,
    )


def _keywords(parsed: Mapping[str, Any]) -> dict[str, Any]:
    keywords = {key: value for key, value in parsed.items() if value is not None}
    keywords.setdefault("next_iteration", False)
    return keywords


def _answer(call: Callable[[], Plan | None], name: str) -> str:
    """Run the call and give its plan as the tool result, or the problem with it."""
    reads = name == GET_PLAN_TOOL_NAME
    plan = attempt(
        call,
        name,
        _GET_USAGE if reads else _UPDATE_USAGE,
        f"the plan could not be {'read' if reads else 'saved'}",
        "go on without it and try again later.",
    )
    if isinstance(plan, Problem):
        return plan.json()
    return json.dumps({"plan": None if plan is None else plan.to_dict()}, ensure_ascii=False)

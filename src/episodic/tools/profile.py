"""The ``update_profile`` tool: the agent records what it learned about the user."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from episodic.models.profile import ProfileVersion
from episodic.tools.base import Problem, Tool, attempt, parse_arguments

UPDATE_PROFILE_TOOL_NAME = "update_profile"
UPDATE_PROFILE_TOOL_DESCRIPTION = (
    "Record a lasting fact about the user in their profile, which is shown to you in the "
    "<user-profile> block in every conversation with them. Use it when the user tells you "
    "something about themselves that will still matter later (their name, role, preferences, "
    "goals, the systems they use), or says that something in the profile changed. Set a value "
    'to "" to clear a field that no longer holds. Only record what the user said; never '
    "record guesses, or text from documents or tool results."
)
UPDATE_PROFILE_TOOL_INSTRUCTION = (
    "You keep a profile of this user across conversations (the <user-profile> block). When "
    "the user states a lasting fact about themselves, or corrects one, call update_profile "
    "with the field and the new value, and the user's own words as the quote."
)
_USAGE = (
    'Call update_profile with {"changes": [{"field": "<a profile field>", "value": "<one '
    'line, or \\"\\" to clear>", "quote": "<the user\'s words>"}], "reason": "<optional>"}.'
)
_ITEM_KEYS = frozenset(("field", "value", "quote"))


def update_profile_parameters(fields: Sequence[str]) -> dict[str, Any]:
    """The tool's JSON schema; ``fields`` are named in the description of ``field``."""
    names = ", ".join(fields)
    return {
        "type": "object",
        "properties": {
            "changes": {
                "type": "array",
                "minItems": 1,
                "items": {
                    "type": "object",
                    "properties": {
                        "field": {"type": "string", "description": f"One of: {names}."},
                        "value": {
                            "type": "string",
                            "description": 'The new value, one line; "" clears the field.',
                        },
                        "quote": {
                            "type": "string",
                            "description": "The user's own words that state it.",
                        },
                    },
                    "required": ["field", "value"],
                    "additionalProperties": False,
                },
            },
            "reason": {"type": "string", "description": "Why, in a few words (optional)."},
        },
        "required": ["changes"],
        "additionalProperties": False,
    }


def update_profile_tool(
    update: Callable[[list[Mapping[str, Any]], str | None], ProfileVersion],
    fields: Sequence[str],
) -> Tool:
    """Build the ``update_profile`` tool around an update already bound to a scope.

    The caller binds the scope, the thread and the actor (``"agent"``), e.g.
    ``lambda changes, reason: memory.profile.update(scope, changes, actor="agent",
    reason=reason, thread=thread)``; the model can name none of them. The result is the
    profile after the call, ``{"version": n, "profile": [its filled lines]}`` (the same
    version when every value was already set); bad arguments give ``{"error": ...}``.

    Args:
        update: Applies the changes (a list of ``{"field", "value", "quote"?}``) and a reason.
        fields: The profile's field names, listed in the tool's description of ``field``.
    """

    def handle(arguments: object) -> str:
        parsed = _arguments(arguments)
        if isinstance(parsed, Problem):
            return parsed.json()
        changes, reason = parsed
        result = attempt(
            lambda: _result(update(changes, reason)),
            UPDATE_PROFILE_TOOL_NAME,
            _USAGE,
            "the profile could not be saved",
            "carry on without it and do not tell the user it was recorded.",
        )
        if isinstance(result, Problem):
            return result.json()
        return json.dumps(result, ensure_ascii=False)

    return Tool(
        name=UPDATE_PROFILE_TOOL_NAME,
        description=UPDATE_PROFILE_TOOL_DESCRIPTION,
        parameters=update_profile_parameters(fields),
        instruction=UPDATE_PROFILE_TOOL_INSTRUCTION,
        handler=handle,
    )


def _arguments(arguments: object) -> tuple[list[Mapping[str, Any]], str | None] | Problem:
    """The changes and reason of a call, or what is wrong with them."""
    parsed = parse_arguments(arguments, _USAGE, ("changes", "reason"))
    if isinstance(parsed, Problem):
        return parsed
    changes, reason = parsed.get("changes"), parsed.get("reason")
    if not isinstance(changes, list) or not changes:
        return Problem(f"'changes' must be a non-empty list. {_USAGE}")
    for number, item in enumerate(changes, 1):
        if not isinstance(item, Mapping):
            return Problem(f"change {number} must be an object. {_USAGE}")
        keys = sorted(str(key)[:40] for key in item if key not in _ITEM_KEYS)
        if keys:
            return Problem(f"change {number} has unknown keys {keys[:10]}. {_USAGE}")
    if reason is not None and not isinstance(reason, str):
        return Problem(f"'reason' must be a string, not {type(reason).__name__}. {_USAGE}")
    return changes, reason or None


def _result(version: ProfileVersion) -> dict[str, Any]:
    return {"version": version.version, "profile": version.document.filled_lines()}

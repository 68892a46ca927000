"""The update_profile tool on both backends: bound to its scope, never raising, and every
write recorded as the agent's."""

from __future__ import annotations

import json

import pytest

from episodic import Memory, Scope
from episodic.tools import Tool, update_profile_tool

OWNER = Scope(tenant="acme", agent="support-bot", user="u-1")
NEIGHBOURS = [
    Scope(tenant="other-co", agent="support-bot", user="u-1"),
    Scope(tenant="acme", agent="sales-bot", user="u-1"),
    Scope(tenant="acme", agent="support-bot", user="u-2"),
]


def tool_for(memory: Memory, scope: Scope, thread: str | None = "t-1") -> Tool:
    """The tool as the facade offers it: scope, thread and actor bound by the caller."""
    return update_profile_tool(
        lambda changes, reason: memory.profile.update(
            scope, changes, actor="agent", reason=reason, thread=thread
        ),
        memory.profile.fields(),
    )


def test_the_tool_records_the_agents_change_with_its_quote(memory: Memory) -> None:
    tool = tool_for(memory, OWNER)
    answer = json.loads(
        tool(
            json.dumps(
                {
                    "changes": [
                        {"field": "name", "value": "Ada", "quote": "call me Ada"},
                        {"field": "Communication style", "value": "short answers"},
                    ],
                    "reason": "the user introduced herself",
                }
            )
        )
    )
    assert answer == {
        "version": 1,
        "profile": [
            "# About the user",
            "- **Name**: Ada",
            "# Preferences",
            "- **Communication style**: short answers",
        ],
    }
    (version,) = memory.profile.versions(OWNER)
    assert (version.actor, version.reason, version.thread_id) == (
        "agent",
        "the user introduced herself",
        "t-1",
    )
    assert [(c.field, c.new, c.quote) for c in version.changes] == [
        ("Name", "Ada", "call me Ada"),
        ("Communication style", "short answers", None),
    ]
    # The same call again changes nothing and writes nothing.
    again = json.loads(tool({"changes": [{"field": "Name", "value": "Ada"}]}))
    assert again["version"] == 1 and len(memory.profile.versions(OWNER)) == 1


def test_the_definition_is_openai_function_calling_form(memory: Memory) -> None:
    definition = tool_for(memory, OWNER).definition()
    assert definition["type"] == "function"
    function = definition["function"]
    assert function["name"] == "update_profile"
    parameters = function["parameters"]
    assert parameters["required"] == ["changes"]
    assert parameters["additionalProperties"] is False
    assert set(parameters["properties"]) == {"changes", "reason"}  # no scope, no actor
    field = parameters["properties"]["changes"]["items"]["properties"]["field"]
    assert "Name" in field["description"] and "Integrations" in field["description"]


BAD_CALLS = [
    ("{not json", "not valid JSON"),
    ([], "must be a JSON object"),
    ({}, "'changes' must be a non-empty list"),
    ({"changes": []}, "'changes' must be a non-empty list"),
    ({"changes": "Name=Ada"}, "'changes' must be a non-empty list"),
    ({"changes": ["Name"]}, "change 1 must be an object"),
    ({"changes": [{"field": "Name"}]}, "both 'field' and 'value'"),
    ({"changes": [{"field": "Name", "value": None}]}, "must be a string"),
    ({"changes": [{"field": "Shoe size", "value": "42"}]}, "no field 'Shoe size'"),
    ({"changes": [{"field": "Name", "value": "a\nb"}]}, "one line"),
    ({"changes": [{"field": "Name", "value": "x" * 9_000}]}, "max_chars"),
    ({"changes": [{"field": "Name", "value": "A", "user": "u-2"}]}, "unknown keys"),
    ({"changes": [{"field": "Name", "value": "A", "message_id": "m"}]}, "unknown keys"),
    ({"changes": [{"field": "Name", "value": "A"}], "scope": "u-2"}, "unknown argument(s) scope"),
    ({"changes": [{"field": "Name", "value": "A"}], "reason": 3}, "'reason' must be a string"),
]


@pytest.mark.parametrize(("arguments", "message"), BAD_CALLS)
def test_bad_arguments_answer_an_error_and_write_nothing(
    memory: Memory, arguments: object, message: str
) -> None:
    answer = json.loads(tool_for(memory, OWNER)(arguments))
    assert list(answer) == ["error"]
    assert message in answer["error"] and "Call update_profile with" in answer["error"]
    assert memory.profile.versions(OWNER) == []


def test_a_store_failure_answers_an_error_instead_of_raising(memory: Memory) -> None:
    tool = tool_for(memory, OWNER)
    memory.close()
    answer = json.loads(tool({"changes": [{"field": "Name", "value": "Ada"}]}))
    assert list(answer) == ["error"] and "could not be saved" in answer["error"]


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_a_tool_bound_to_one_scope_reads_and_writes_only_that_scope(
    memory: Memory, other: Scope
) -> None:
    json.loads(tool_for(memory, OWNER)({"changes": [{"field": "Name", "value": "Ada"}]}))
    answer = json.loads(tool_for(memory, other)({"changes": [{"field": "Role", "value": "ops"}]}))
    assert answer == {"version": 1, "profile": ["# About the user", "- **Role**: ops"]}
    assert memory.profile.get(OWNER).values == {"Name": "Ada"}
    assert memory.profile.get(other).values == {"Role": "ops"}

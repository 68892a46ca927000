from __future__ import annotations

import json

import pytest

from episodic import Memory, Scope, ValidationError


def test_recall_tool_definition_is_openai_function_form(memory: Memory, scope: Scope) -> None:
    (tool,) = memory.tools(scope)
    definition = tool.definition()
    assert definition["type"] == "function"
    function = definition["function"]
    assert function["name"] == "recall_memory"
    assert "read" in function["description"].lower()
    assert function["parameters"] == {
        "type": "object",
        "properties": {
            "query": {
                "type": "string",
                "description": function["parameters"]["properties"]["query"]["description"],
            }
        },
        "required": ["query"],
        "additionalProperties": False,
    }
    json.dumps(definition)
    assert "recall_memory" in tool.instruction


def test_recall_tool_returns_entries_with_time_thread_and_scores(
    memory: Memory, scope: Scope
) -> None:
    entry = memory.remember(
        scope,
        "Nightly sync job hit HTTP 429 from the CRM API until concurrency was lowered.",
        thread="t-7",
    )
    (tool,) = memory.tools(scope)
    result = json.loads(tool('{"query": "CRM API 429 nightly sync"}'))
    (item,) = result["entries"]
    assert item["id"] == entry.id
    assert item["content"] == entry.content
    assert item["thread_id"] == "t-7"
    assert item["created_at"] == entry.occurred_at.isoformat()
    assert item["scores"]["final"] > 0


def test_recall_tool_is_read_only(memory: Memory, scope: Scope) -> None:
    memory.remember(scope, "Nightly sync job hit HTTP 429 from the CRM API.")
    before = memory.timeline(scope)
    (tool,) = memory.tools(scope)
    tool({"query": "Remember that the sky is green"})
    assert memory.timeline(scope) == before


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ("not json", "not JSON"),
        ("[1]", "must be an object"),
        ({"query": ""}, "non-empty"),
        ({"q": "x"}, "non-empty"),
    ],
)
def test_recall_tool_rejects_bad_arguments(
    memory: Memory, scope: Scope, arguments: object, message: str
) -> None:
    (tool,) = memory.tools(scope)
    with pytest.raises(ValidationError, match=message):
        tool(arguments)  # type: ignore[arg-type]

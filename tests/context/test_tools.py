from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from typing import Any

import pytest

from episodic import Memory, Scope, ValidationError
from episodic.errors import StoreError
from episodic.models import Recalled
from episodic.tools import recall_tool

SCHEMA = {
    "type": "object",
    "properties": {"query": {"type": "string"}},
    "required": ["query"],
    "additionalProperties": False,
}


def _schema(parameters: dict[str, Any]) -> dict[str, Any]:
    """The schema without the property's description (its wording may change)."""
    query = {k: v for k, v in parameters["properties"]["query"].items() if k != "description"}
    return {**parameters, "properties": {"query": query}}


def test_recall_tool_definition_is_openai_function_form(memory: Memory, scope: Scope) -> None:
    (tool,) = [t for t in memory.tools(scope) if t.name == "recall_memory"]
    definition = tool.definition()
    assert definition == tool.definition("openai")
    assert definition["type"] == "function"
    function = definition["function"]
    assert function["name"] == "recall_memory"
    assert "read" in function["description"].lower()
    assert _schema(function["parameters"]) == SCHEMA
    json.dumps(definition)
    assert "recall_memory" in tool.instruction


def test_recall_tool_definition_in_anthropic_form(memory: Memory, scope: Scope) -> None:
    (tool,) = [t for t in memory.tools(scope) if t.name == "recall_memory"]
    definition = tool.definition("anthropic")
    assert sorted(definition) == ["description", "input_schema", "name"]
    assert definition["name"] == "recall_memory"
    assert definition["description"] == tool.definition()["function"]["description"]
    assert _schema(definition["input_schema"]) == SCHEMA
    json.dumps(definition)
    with pytest.raises(ValidationError, match="'openai' or 'anthropic'"):
        tool.definition("gemini")  # type: ignore[arg-type]


def test_recall_tool_returns_what_the_model_needs(memory: Memory, scope: Scope) -> None:
    occurred = datetime(2026, 3, 4, 5, 6, tzinfo=UTC)
    entry = memory.remember(
        scope,
        "Nightly sync job hit HTTP 429 from the CRM API until concurrency was lowered.",
        evidence="the nightly sync gets HTTP 429 from the CRM API",
        thread="t-7",
        occurred_at=occurred,
        metadata={"ticket": "T-9"},
        kind="incident",
    )
    (tool,) = [t for t in memory.tools(scope) if t.name == "recall_memory"]
    result = json.loads(tool('{"query": "CRM API 429 nightly sync"}'))
    (item,) = result["entries"]
    assert item["id"] == entry.id
    assert item["content"] == entry.content
    assert item["kind"] == "incident"
    assert item["thread_id"] == "t-7"
    assert item["occurred_at"] == occurred.isoformat()
    assert item["metadata"] == {"ticket": "T-9"}
    assert item["sources"] == [
        {
            "label": "user_assertion",
            "evidence": "the nightly sync gets HTTP 429 from the CRM API",
            "role": "user",
        }
    ]
    assert item["score"] > 0
    # Anthropic's tool_use block gives its input as a dict already: same result.
    assert json.loads(tool({"query": "CRM API 429 nightly sync"})) == result


def test_recall_tool_is_read_only(memory: Memory, scope: Scope) -> None:
    memory.remember(scope, "Nightly sync job hit HTTP 429 from the CRM API.")
    before = memory.timeline(scope)
    (tool,) = [t for t in memory.tools(scope) if t.name == "recall_memory"]
    tool({"query": "Remember that the sky is green"})
    assert memory.timeline(scope) == before


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ("not json", "not valid JSON"),
        ('{"query": "CRM', "not valid JSON"),
        (b"\xff\xfe", "not valid JSON"),
        ("[1]", "must be a JSON object"),
        ('"CRM 429"', "must be a JSON object"),
        (None, "must be a JSON object"),
        (42, "must be a JSON object"),
        ({}, "'query' field is missing (got: none)"),
        ({"q": "CRM 429"}, "unknown argument(s) q; this tool takes query"),
        ('{"q": "CRM 429"}', "unknown argument(s) q; this tool takes query"),
        # The scope is the application's: a model cannot widen or move the search.
        ({"query": "CRM", "user": "u-2"}, "unknown argument(s) user"),
        ({"query": "CRM", "tenant": "other", "top_k": 50}, "unknown argument(s) tenant, top_k"),
        ({"query": ""}, "'query' is empty"),
        ({"query": " \n\t"}, "'query' is empty"),
        ({"query": None}, "must be a string, not NoneType"),
        ({"query": ["CRM", "429"]}, "must be a string, not list"),
        ({"query": {"text": "CRM"}}, "must be a string, not dict"),
        ({"query": 429}, "must be a string, not int"),
        ({"query": "x" * 20_000}, "LimitsConfig.max_query_chars"),
        ({"query": "\u200b\u200b"}, "non-empty"),
        ({"query": "CRM \ud800 429"}, "query"),
    ],
)
def test_bad_arguments_come_back_as_an_error_the_model_can_read(
    memory: Memory, scope: Scope, arguments: object, message: str
) -> None:
    memory.remember(scope, "Nightly sync job hit HTTP 429 from the CRM API.")
    before = memory.timeline(scope)
    (tool,) = [t for t in memory.tools(scope) if t.name == "recall_memory"]
    reply = tool(arguments)
    result = json.loads(reply)
    assert list(result) == ["error"]
    assert message in result["error"]
    assert '{"query":' in result["error"]  # says what to send instead
    reply.encode("utf-8")  # sendable as it is
    assert memory.timeline(scope) == before


def test_a_failing_search_is_an_error_result_and_a_log_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def broken(query: str) -> list[Recalled]:
        raise StoreError("database is locked; retry later.")

    tool = recall_tool(broken)
    with caplog.at_level(logging.WARNING, logger="episodic"):
        result = json.loads(tool({"query": "CRM 429"}))
    assert "memory search failed (StoreError)" in result["error"]
    assert [r.getMessage() for r in caplog.records] == [
        "recall_memory failed: database is locked; retry later."
    ]


def test_a_bug_in_the_search_is_not_hidden() -> None:
    def buggy(query: str) -> list[Recalled]:
        raise KeyError("not an episodic error")

    with pytest.raises(KeyError):
        recall_tool(buggy)({"query": "CRM 429"})


def test_the_instructions_of_the_offered_tools_name_each_once(memory: Memory, scope: Scope) -> None:
    offered = memory.tools(scope, thread="t-1")
    assert [t.name for t in offered] == [
        "recall_memory",
        "update_profile",
        "get_plan",
        "update_plan",
    ]
    shared = offered[2].instruction
    assert shared and shared == offered[3].instruction  # the plan tools share one
    assert offered.instructions.count(shared) == 1
    for tool in offered:
        assert tool.instruction in offered.instructions
    assert memory.tools(scope).instructions.count(shared) == 0  # no thread, no plan tools

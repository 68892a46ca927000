"""The ``recall_memory`` tool that lets the model search memory on purpose."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from episodic.models import Recalled
from episodic.models.serialize import entry_to_dict
from episodic.tools.base import Problem, Tool, attempt, parse_arguments

RECALL_TOOL_NAME = "recall_memory"
RECALL_TOOL_DESCRIPTION = (
    "Search the notes remembered from this user's earlier conversations. Each note is backed "
    "by a quote from the conversation it came from. Use it when the <memory> block is missing, "
    "too thin or off target, or when the user asks what you remember or what they told you "
    "before. It only reads; nothing is saved by calling it."
)
RECALL_TOOL_INSTRUCTION = (
    "Memory of earlier conversations is on: notes are taken automatically after each turn, and "
    "the most relevant ones may already sit in the <memory> block. When those are not enough, or "
    "the user asks about something they told you before or what you remember, call "
    "recall_memory with a short search query before you answer, rather than saying you cannot "
    "remember. Use every returned note that bears on the question."
)
RECALL_TOOL_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "query": {
            "type": "string",
            "description": "What to look for: the situation, identifiers, error text or topic.",
        }
    },
    "required": ["query"],
    "additionalProperties": False,
}
_USAGE = 'Call recall_memory with {"query": "<a few words to look for>"}.'


def recall_tool(search: Callable[[str], list[Recalled]]) -> Tool:
    """Build the ``recall_memory`` tool around a search function already bound to a scope.

    The result is ``{"entries": [...]}``, each entry with the fields of the entry JSON that
    matter for answering: ``id``, ``content``, ``kind``, ``occurred_at``, ``thread_id``,
    ``sources`` (each ``label``, ``evidence`` quote and ``role``), ``score``, and
    ``metadata`` and ``expires_at`` when set.
    """

    def handle(arguments: object) -> str:
        query = _query(arguments)
        found = query if isinstance(query, Problem) else _search(search, query)
        if isinstance(found, Problem):
            return json.dumps({"error": found.message})
        return json.dumps({"entries": found}, ensure_ascii=False)

    return Tool(
        name=RECALL_TOOL_NAME,
        description=RECALL_TOOL_DESCRIPTION,
        parameters=RECALL_TOOL_PARAMETERS,
        instruction=RECALL_TOOL_INSTRUCTION,
        handler=handle,
    )


def _search(search: Callable[[str], list[Recalled]], query: str) -> list[dict[str, Any]] | Problem:
    return attempt(
        lambda: [_for_model(result) for result in search(query)],
        RECALL_TOOL_NAME,
        _USAGE,
        "memory search failed",
        "answer without it, and say that earlier notes could not be searched.",
    )


def _query(arguments: object) -> str | Problem:
    """The query in a tool call's arguments, or what is wrong with them."""
    parsed = parse_arguments(arguments, _USAGE, RECALL_TOOL_PARAMETERS["properties"])
    if isinstance(parsed, Problem):
        return parsed
    if "query" not in parsed:
        keys = ", ".join(sorted(str(key)[:40] for key in parsed)[:10]) or "none"
        return Problem(f"the 'query' field is missing (got: {keys}). {_USAGE}")
    query = parsed["query"]
    if not isinstance(query, str):
        return Problem(f"'query' must be a string, not {type(query).__name__}. {_USAGE}")
    if not query.strip():
        return Problem(f"'query' is empty. {_USAGE}")
    return query


# The entry JSON's fields a model gets back (the rest would only cost tokens), and the
# ones it gets only when they are set.
_ENTRY_FIELDS = ("id", "content", "kind", "occurred_at", "thread_id")
_SOURCE_FIELDS = ("label", "evidence", "role")
_IF_SET = ("metadata", "expires_at")


def _for_model(result: Recalled) -> dict[str, Any]:
    """What the model needs of one search result: the essential fields of the entry JSON
    (:mod:`episodic.models.serialize`), with the same names, and its final score."""
    full = entry_to_dict(result.entry)
    item = {key: full[key] for key in _ENTRY_FIELDS}
    item["sources"] = [{key: s[key] for key in _SOURCE_FIELDS} for s in full["sources"]]
    item["score"] = round(result.final_score, 4)
    item.update({key: full[key] for key in _IF_SET if full[key]})
    return item

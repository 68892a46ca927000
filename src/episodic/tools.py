"""The ``recall_memory`` tool that lets the model search memory on purpose."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from episodic.errors import ValidationError
from episodic.models import Recalled

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


@dataclass(frozen=True, slots=True)
class Tool:
    """A tool definition plus the function that answers calls to it.

    Attributes:
        name: The tool name the model calls.
        description: What the tool does, for the model.
        parameters: JSON schema of the arguments.
        instruction: Optional text to add to the system prompt when the tool is offered.
        handler: Takes the call's arguments (a dict or the JSON string a model produced) and
            returns the JSON string to send back as the tool result.
    """

    name: str
    description: str
    parameters: dict[str, Any]
    instruction: str
    handler: Callable[[Mapping[str, Any] | str], str]

    def definition(self) -> dict[str, Any]:
        """The OpenAI function-calling form: ``{"type": "function", "function": {...}}``."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }

    def __call__(self, arguments: Mapping[str, Any] | str) -> str:
        return self.handler(arguments)


def recall_tool(search: Callable[[str], list[Recalled]]) -> Tool:
    """Build the ``recall_memory`` tool around a search function already bound to a scope."""

    def handle(arguments: Mapping[str, Any] | str) -> str:
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments)
            except json.JSONDecodeError as exc:
                raise ValidationError(f"recall_memory arguments are not JSON: {exc}") from exc
        if not isinstance(arguments, Mapping):
            raise ValidationError("recall_memory arguments must be an object with 'query'.")
        query = arguments.get("query")
        if not isinstance(query, str) or not query.strip():
            raise ValidationError("recall_memory needs a non-empty string 'query'.")
        results = search(query)
        return json.dumps({"entries": [r.to_dict() for r in results]}, ensure_ascii=False)

    return Tool(
        name=RECALL_TOOL_NAME,
        description=RECALL_TOOL_DESCRIPTION,
        parameters=RECALL_TOOL_PARAMETERS,
        instruction=RECALL_TOOL_INSTRUCTION,
        handler=handle,
    )

"""Tools the model may call, and what every tool shares.

A tool's handler takes whatever the model sent as arguments (a dict, the JSON string of one,
or something malformed) and always returns a JSON string: the results, or ``{"error": ...}``
saying what to send instead. It never raises into the agent loop, so one bad tool call costs
the model one more round, not the user their turn. Offer a tool in OpenAI's function-calling
form (``tool.definition()``) or Anthropic's (``tool.definition("anthropic")``).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from episodic.errors import EpisodicError, ValidationError

T = TypeVar("T")

logger = logging.getLogger("episodic")

#: The tool-definition formats :meth:`Tool.definition` writes.
ToolFormat = Literal["openai", "anthropic"]


@dataclass(frozen=True, slots=True)
class Tool:
    """A tool definition plus the function that answers calls to it.

    Attributes:
        name: The tool name the model calls.
        description: What the tool does, for the model.
        parameters: JSON schema of the arguments.
        instruction: Optional text to add to the system prompt when the tool is offered.
        handler: Takes the call's arguments as the model sent them (a dict, or a JSON
            string) and returns the JSON string to send back as the tool result; bad
            arguments give ``{"error": "..."}``, never an exception.

    Example:
        >>> tool = Tool("echo", "Echo.", {"type": "object"}, "", lambda arguments: "{}")
        >>> tool.definition("anthropic")
        {'name': 'echo', 'description': 'Echo.', 'input_schema': {'type': 'object'}}
    """

    name: str
    description: str
    parameters: dict[str, Any]
    instruction: str
    handler: Callable[[object], str]

    def definition(self, format: ToolFormat = "openai") -> dict[str, Any]:
        """The tool as a provider's API expects it in its list of tools.

        Args:
            format: ``"openai"`` for ``{"type": "function", "function": {"name",
                "description", "parameters"}}`` (OpenAI and compatible servers);
                ``"anthropic"`` for ``{"name", "description", "input_schema"}``.

        Raises:
            ValidationError: An unknown format.
        """
        if format == "openai":
            return {
                "type": "function",
                "function": {
                    "name": self.name,
                    "description": self.description,
                    "parameters": self.parameters,
                },
            }
        if format == "anthropic":
            return {
                "name": self.name,
                "description": self.description,
                "input_schema": self.parameters,
            }
        raise ValidationError(f"unknown tool format {format!r:.40}; use 'openai' or 'anthropic'.")

    def __call__(self, arguments: object) -> str:
        return self.handler(arguments)


class Tools(list[Tool]):
    """The tools offered for one scope and thread: a list, plus the instructions they need."""

    @property
    def instructions(self) -> str:
        """Each tool's instruction once, in order, a blank line between (``get_plan`` and
        ``update_plan`` share theirs): the text to add to the system prompt."""
        return "\n\n".join(dict.fromkeys(tool.instruction for tool in self if tool.instruction))


@dataclass(frozen=True, slots=True)
class Problem:
    """What is wrong with a tool call, in words the model can act on."""

    message: str

    def json(self) -> str:
        """The tool result reporting it: ``{"error": message}``."""
        return json.dumps({"error": self.message}, ensure_ascii=False)


def parse_arguments(
    arguments: object, usage: str, known: Collection[str]
) -> Mapping[str, Any] | Problem:
    """A tool call's arguments as a mapping (parsed from JSON text if need be), or the
    problem with them; ``usage`` says how to call the tool and ends every problem.

    An argument the tool does not take is refused rather than ignored: a model that adds
    ``user`` or ``tenant`` learns that the scope is not its to choose.
    """
    if isinstance(arguments, str | bytes):
        try:
            arguments = json.loads(arguments)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return Problem(f"the arguments are not valid JSON. {usage}")
    if not isinstance(arguments, Mapping):
        return Problem(f"the arguments must be a JSON object. {usage}")
    unknown = sorted(str(key)[:40] for key in arguments if key not in known)
    if unknown:
        takes = ", ".join(sorted(known)) or "no arguments"
        return Problem(
            f"unknown argument(s) {', '.join(unknown[:5])}; this tool takes {takes} (the "
            f"memory it works on is fixed by the application). {usage}"
        )
    return arguments


def attempt(call: Callable[[], T], name: str, usage: str, failed: str, advice: str) -> T | Problem:
    """What a tool's ``call`` returns, or the problem to answer instead: a
    :class:`~episodic.ValidationError` is the model's to fix (``usage`` says how); any other
    library error is logged (``{name} failed``) and told as ``failed``, its type, then
    ``advice``."""
    try:
        return call()
    except ValidationError as exc:
        return Problem(f"{exc.said('tool')} {usage}")
    except EpisodicError as exc:
        logger.warning("%s failed: %s", name, exc)
        return Problem(f"{failed} ({type(exc).__name__}); {advice}")

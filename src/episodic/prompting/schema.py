"""The JSON schemas of model replies, written as strict structured output wants them."""

from __future__ import annotations

from typing import Any


def reply_object(properties: dict[str, Any]) -> dict[str, Any]:
    """An object of exactly ``properties``: each one required and no other allowed, as strict
    structured output asks of every object in a reply."""
    return {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }


def array_of(items: dict[str, Any]) -> dict[str, Any]:
    """A list whose every item follows ``items``."""
    return {"type": "array", "items": items}

"""JSON-ready data from the library's models, for the servers' responses."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from datetime import datetime
from typing import Any


def to_jsonable(value: Any) -> Any:
    """Any model of the library as JSON-ready data, for the servers' responses.

    Uses a model's own ``to_dict`` when it has one (entries, episodes, plans, audit events,
    erasures), else its dataclass fields; times become ISO 8601, scopes ``{"tenant", "agent",
    "user"}``, tuples lists. Functions (a block's ``shorten``) are left out.

    Example:
        >>> from episodic import Scope
        >>> to_jsonable(Scope(tenant="acme", agent="bot", user="u-1"))
        {'agent': 'bot', 'user': 'u-1', 'tenant': 'acme'}
    """
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, datetime):
        return value.isoformat()
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict) and not isinstance(value, type):
        return to_jsonable(to_dict())
    if isinstance(value, Mapping):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_jsonable(item) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: to_jsonable(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if not callable(getattr(value, f.name))
        }
    return str(value)


def error_body(kind: str, message: str, hint: str) -> dict[str, Any]:
    """Every error the servers answer, on every surface: ``{"error": {"type", "message",
    "hint"}}``; the hint says what to do about it."""
    return {"error": {"type": kind, "message": message, "hint": hint}}

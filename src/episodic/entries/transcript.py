"""A stored turn as the extractor reads it.

Only user and assistant text reaches the extractor (``after_turn`` stores nothing else), and
recalled memory never does: it is passed separately, as known context for dedupe. The
transcript is rendered as JSON with every ``<`` escaped, so no message can open or close a tag
in the prompt around it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from episodic.models import Message, Role


@dataclass(frozen=True, slots=True)
class TurnMessage:
    """One user or assistant message as the evidence guard sees it."""

    id: str
    role: Role
    text: str


def transcript(messages: Sequence[Message]) -> list[TurnMessage]:
    """A stored turn's user and assistant messages, as the guard and the extractor see them."""
    roles: dict[str, Role] = {"user": "user", "assistant": "assistant"}
    return [
        TurnMessage(id=m.id, role=roles[m.role], text=m.content)
        for m in messages
        if m.role in roles
    ]


def as_json_data(value: Any) -> str:
    """JSON for embedding in a prompt: ``<`` escaped so the data cannot open or close a tag."""
    return json.dumps(value, ensure_ascii=False, indent=2).replace("<", "\\u003c")


def render_transcript(messages: Sequence[TurnMessage]) -> str:
    """The transcript as a JSON array of ``{"role", "text"}`` objects."""
    return as_json_data([{"role": m.role, "text": m.text} for m in messages])

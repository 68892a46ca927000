"""A stored turn as the extractor reads it.

Only user and assistant text reaches the extractor (``after_turn`` stores nothing else), and
recalled memory never does: it is passed separately, as known context for dedupe. The full
request renders the transcript as JSON with every ``<`` escaped, so no message can open or
close a tag in the prompt around it; the compact request, for small models, as plain
``role: text`` lines (a message that imitates another role's line gains nothing by it: the
evidence guard checks every quote against the stored message and its real role).

A turn longer than the extraction budget is cut before the model sees it (:func:`clip`): each
message keeps its beginning, and the longest messages give up the most. The evidence guard
checks quotes against the same cut text, so a note can only be backed by what the model read.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from episodic.models import Message, Role


@dataclass(frozen=True, slots=True)
class TurnMessage:
    """One user or assistant message as the evidence guard sees it.

    Attributes:
        id: The stored message's id.
        role: ``"user"`` or ``"assistant"``.
        text: Its text, or the beginning of it when the turn was cut to fit a budget.
        omitted: How many characters were cut from its end (0 when whole).
    """

    id: str
    role: Role
    text: str
    omitted: int = 0


def transcript(messages: Sequence[Message]) -> list[TurnMessage]:
    """A stored turn's user and assistant messages, as the guard and the extractor see them."""
    roles: dict[str, Role] = {"user": "user", "assistant": "assistant"}
    return [
        TurnMessage(id=m.id, role=roles[m.role], text=m.content)
        for m in messages
        if m.role in roles and m.content.strip()
    ]


def clip(messages: Sequence[TurnMessage], budget: int) -> list[TurnMessage]:
    """Cut a turn to at most ``budget`` characters of text, keeping each message's beginning.

    Messages shorter than an even share keep all their text; what they leave over is shared
    among the longer ones. A cut ends at a space when one is near, so words stay whole.

    Example:
        >>> turn = [TurnMessage("a", "user", "short"), TurnMessage("b", "user", "x " * 50)]
        >>> [(m.text, m.omitted) for m in clip(turn, 15)]
        [('short', 0), ('x x x x x', 91)]
    """
    if sum(len(m.text) for m in messages) <= budget:
        return list(messages)
    shares: dict[int, int] = {}
    left, count = budget, len(messages)
    for rank, index in enumerate(sorted(range(count), key=lambda i: len(messages[i].text))):
        shares[index] = min(len(messages[index].text), left // (count - rank))
        left -= shares[index]
    clipped = []
    for index, message in enumerate(messages):
        text = message.text
        keep = shares[index]
        if keep < len(text):
            space = text.rfind(" ", max(0, keep - 200), keep + 1)
            keep = space if space > 0 else keep
            message = replace(message, text=text[:keep].rstrip(), omitted=len(text) - keep)
        clipped.append(message)
    return clipped


def as_json_data(value: Any) -> str:
    """JSON for embedding in a prompt: ``<`` escaped so the data cannot open or close a tag."""
    return json.dumps(value, ensure_ascii=False, indent=2).replace("<", "\\u003c")


def render_transcript(messages: Sequence[TurnMessage]) -> str:
    """The transcript as a JSON array of ``{"role", "text"}`` objects; a message that was cut
    also says how many characters of it are not shown (``"omitted_characters"``)."""
    return as_json_data(
        [
            {"role": m.role, "text": m.text}
            | ({"omitted_characters": m.omitted} if m.omitted else {})
            for m in messages
        ]
    )


def render_lines(messages: Sequence[TurnMessage]) -> str:
    """The transcript as plain lines, each message starting with its role (``user: ...``);
    a message that was cut ends with how many characters of it are not shown.

    Example:
        >>> turn = [TurnMessage("a", "user", "Hi"), TurnMessage("b", "assistant", "Yes")]
        >>> print(render_lines(turn))
        user: Hi
        assistant: Yes
    """
    return "\n".join(
        f"{m.role}: {m.text}"
        + (f" [... {m.omitted} more characters not shown]" if m.omitted else "")
        for m in messages
    )

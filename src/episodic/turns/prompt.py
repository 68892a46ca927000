"""The one request of a turn in ``JobsConfig.one_call_per_turn`` mode: what the model is told and
how its reply is split among the tiers. Our own wording, short for small models.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from episodic.prompting.schema import array_of, reply_object
from episodic.prompting.transcript import TurnMessage, render_lines

DIGEST_PROMPT = """\
You read one turn of a conversation between a user and an assistant and update three \
things at once.

1. "quotes": the user's sentences worth keeping in a memory for later conversations (a \
problem and its symptoms, versions, identifiers and numbers, what was tried, a decision, a \
preference, a commitment), each copied exactly. Skip greetings, questions, requests and \
guesses.
2. "profile": changes to the user's profile, only for lasting facts the user states about \
themselves: {"field": a field of the profile below, "value": the new value, "quote": the \
user's exact words}. Usually none.
3. "session": the notes of this conversation, starting from the current notes below: \
"objective" (what the user wants done), "state" (where things stand), "decisions" and \
"follow_ups" (short lines).

Example
user: Our CI job build-7 fails with exit code 137 since Monday. I am the platform lead at \
Norrland Bank. We decided to double the runner memory.
assistant: I will open a ticket for the memory change.
Reply:
{"quotes": ["Our CI job build-7 fails with exit code 137 since Monday.", "We decided to \
double the runner memory."], "profile": [{"field": "Role", "value": "Platform lead", "quote": \
"I am the platform lead at Norrland Bank"}], "session": {"objective": "Fix CI job build-7 \
failing with exit code 137.", "state": "The runner memory is to be doubled; a ticket is being \
opened.", "decisions": ["Double the runner memory."], "follow_ups": ["Ticket for the runner \
memory change."]}}

Reply with one JSON object like that.
"""


def digest_schema() -> dict[str, Any]:
    """The JSON schema of the combined reply."""
    text = {"type": "string"}
    change = reply_object({"field": text, "value": text, "quote": text})
    notes = reply_object(
        {
            "objective": text,
            "state": text,
            "decisions": array_of(text),
            "follow_ups": array_of(text),
        }
    )
    return reply_object({"quotes": array_of(text), "profile": array_of(change), "session": notes})


def render_digest(
    messages: Sequence[TurnMessage], fields: Sequence[str], profile: Sequence[str], notes: Any
) -> str:
    """The turn's request: the profile's fields and filled lines, the current notes, then the
    turn as plain ``role: text`` lines."""
    parts = [f"Profile fields: {', '.join(fields)}."]
    if profile:
        parts += ["The profile now:", *profile]
    parts += [
        "Current session notes:",
        f"objective: {notes.objective}",
        f"state: {notes.state}",
        f"decisions: {'; '.join(notes.decisions)}",
        f"follow_ups: {'; '.join(notes.follow_ups)}",
        "",
        render_lines(messages),
    ]
    return "\n".join(parts)


def split_reply(value: Any) -> tuple[Any, Any, Any]:
    """The three parts of a combined reply, each in the shape its tier's own job reads:
    ``{"quotes": [...]}``, ``{"changes": [...]}`` and the session notes object.

    Raises:
        ValueError: The reply is not a JSON object (the model gets one repair round).
    """
    if not isinstance(value, dict):
        raise ValueError('expected a JSON object {"quotes": [...], "profile": [...], ...}')
    return (
        {"quotes": value.get("quotes", [])},
        {"changes": value.get("profile", [])},
        value.get("session"),
    )

"""The compact extraction request: short enough for a small local model to follow.

Small instruct models (0.5B to a few billion parameters) answer the full request, a long rule
book around a transcript sent as JSON with a header calling it untrusted data, with an empty
list. Asked to write notes with their quotes, a 1.5B model copies the right sentences as
quotes and then writes notes that its quotes do not support (details from the worked example,
the assistant's reply as the evidence), which the evidence guard rightly drops. So this
request asks for the one thing such a model does well: pick, from the turn as plain
``role: text`` lines, the user's sentences worth keeping, copied exactly. Each becomes a note
that is its own quote, labelled ``user_assertion``.

The rest is deterministic, after the model: each quote passes the same sentence screen as the
offline extractor's sentences (:mod:`episodic.entries.sentences`: no guesses, questions,
requests for help, orders to a machine, nothing-specific chatter), a quote from a message
that announces a correction replaces the note it shares the most words with
(:mod:`episodic.entries.corrections`), and every note goes through the evidence guard and the
write policy like any other. A reply that quotes only the assistant's lines, when the user
said something the screen keeps, is the small model's pull toward the last line it read: the
user's lines are asked about once more, alone. Nothing in the request asks
the model to refuse instructions in the transcript: that defence is the checks'. What it
gives up against the full request: the assistant's findings, notes rewritten into a compact
case, and the model's classification (kind, confidence, privacy: the configured defaults
apply). ``EntriesConfig.prompt_style`` picks this request or the full one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from episodic.entries.prompt import Known
from episodic.prompting.schema import array_of, reply_object
from episodic.prompting.transcript import TurnMessage, render_lines

# The worked example is the one-call request's (a symptom, a profile fact and a decision): with
# it a 1.5B model quotes more of what matters, at higher precision, than with a symptom beside
# a guess and a question left out (docs/realmodel.md has the figures).
COMPACT_PROMPT = """\
You pick, from one turn of a conversation, the user's sentences worth keeping in a memory \
for later conversations: a problem and its symptoms, the versions, identifiers and numbers \
involved, what was tried and what happened, a decision, a preference, a commitment, a fact \
about their account or setup.

Copy each sentence exactly as the user wrote it. Skip greetings, thanks, questions, requests \
for help, and guesses ("I think", "maybe", "might"). Most turns have zero to three such \
sentences.

Example
user: Our CI job build-7 fails with exit code 137 since Monday. I am the platform lead at \
Norrland Bank. We decided to double the runner memory.
assistant: I will open a ticket for the memory change.
Reply:
{"quotes": ["Our CI job build-7 fails with exit code 137 since Monday.", "I am the platform \
lead at Norrland Bank.", "We decided to double the runner memory."]}

Reply with one JSON object like that, or {"quotes": []} when nothing is worth keeping.
"""

_KNOWN = "Already in memory (pick a sentence about these only if it changes them):"
_PROFILE = "What the user's profile already says:"


def compact_schema() -> dict[str, Any]:
    """The JSON schema of the compact reply: the quoted sentences."""
    return reply_object({"quotes": array_of({"type": "string"})})


def render_compact(
    messages: Sequence[TurnMessage], known: Sequence[Known], profile: Sequence[str] = ()
) -> str:
    """The per-turn prompt: what memory already holds (if anything), then the turn as plain
    ``role: text`` lines."""
    parts: list[str] = []
    if profile:
        parts += [_PROFILE, *profile, ""]
    if known:
        parts += [_KNOWN, *(f"- {k.content}" for k in known), ""]
    parts.append(render_lines(messages))
    return "\n".join(parts)


def read_quotes(data: Any) -> tuple[list[str], int]:
    """Validate the compact reply: ``{"quotes": [...]}`` strictly (``ValueError`` earns the
    model one repair round), each item leniently (a non-string or blank one is counted and
    skipped). A model that answers in the full request's shape (``{"entries": [{"evidence":
    ...}]}``) is read too: its quotes are taken."""
    if isinstance(data, dict) and isinstance(data.get("entries"), list):
        data = {"quotes": [_quote_of(item) for item in data["entries"]]}
    if not isinstance(data, dict) or not isinstance(data.get("quotes"), list):
        raise ValueError('expected a JSON object {"quotes": ["...", ...]}')
    quotes = [q.strip() for q in data["quotes"] if isinstance(q, str) and q.strip()]
    return list(dict.fromkeys(quotes)), len(data["quotes"]) - len(quotes)


def _quote_of(item: Any) -> Any:
    if not isinstance(item, dict):
        return None
    return item.get("evidence") or item.get("quote") or item.get("content")

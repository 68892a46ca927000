"""One imported conversation as live turns: stored in the messages tier, extracted like any.

The conversation becomes a thread named after the export's id for it. Its messages are handed
to ``after_turn`` a turn at a time (the person's messages and the replies that follow them),
with their original times, and each turn's jobs run before the next: extraction over the
transcript (the offline extractor, or the configured model), so every entry it writes quotes
the person's own words; the message index; the profile, session and observation updates. A
turn stored before is found by its key and adds nothing, so a run that stopped resumes where it
was. A turn ``after_turn`` refuses (too long, a message id that an earlier turn holds) is
reported and the others go on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from episodic.context.loop import AgentLoop
from episodic.errors import EpisodicError
from episodic.models import MessageDraft, Scope
from episodic.models.imports import ImportedConversation, ImportedItem
from episodic.models.validation import MAX_ID_LENGTH
from episodic.stores.imports import digest

#: The extraction result's counts an import reports, by the report's names.
_COUNTS = {
    "entries": "entries",
    "reinforced": "reinforced",
    "held_for_review": "held",
    "grounded": "grounded",
}


def thread_of(source: str, conversation: ImportedConversation) -> str:
    """The thread a conversation becomes: ``chatgpt-<its id>`` (or a digest, without one)."""
    return f"{source}-{conversation.key.removeprefix('#')}"


def conversation_digest(conversation: ImportedConversation) -> str:
    """A digest of what a conversation says: a conversation exported again with more turns
    has another."""
    return digest(*(f"{m.role}:{m.id}:{m.content}" for m in conversation.messages))


def split_turns(messages: Sequence[MessageDraft]) -> list[list[MessageDraft]]:
    """The turns of a conversation: each opens with the person's message(s) and holds the
    replies up to their next message (replies before any message of theirs make a turn)."""
    turns: list[list[MessageDraft]] = []
    current: list[MessageDraft] = []
    for message in messages:
        replied = any(m.role == "assistant" for m in current)
        if message.role == "user" and replied:
            turns.append(current)
            current = []
        current.append(message)
    if current:
        turns.append(current)
    return turns


def import_conversation(
    loop: AgentLoop, scope: Scope, source: str, conversation: ImportedConversation
) -> ImportedItem:
    """Store one conversation turn by turn and run each turn's jobs; what it gave."""
    thread = thread_of(source, conversation)
    counts: Counter[str] = Counter()
    problems: list[str] = []
    failed = False
    messages = [_own_id(thread, message) for message in conversation.messages]
    for number, turn in enumerate(split_turns(messages), 1):
        try:
            job = loop.after_turn(scope, thread, turn, True, None)
        except EpisodicError as exc:
            problems.append(f"turn {number} not stored: {_first_line(exc)}")
            continue
        counts["messages"] += len(turn)
        if job is None:
            continue
        if job.status != "done":
            failed = True
            problems.append(
                f"turn {number}: extraction {job.status} (job {job.id}: "
                f"{_first_line(job.last_error or '')}); run the import again to retry"
            )
            continue
        _add(counts, job.result)
    return ImportedItem(
        position=conversation.position,
        kind="conversation",
        outcome="refused" if failed or not counts["messages"] else "imported",
        reason="; ".join(problems) or None,
        messages=counts["messages"],
        entries=counts["entries"],
        reinforced=counts["reinforced"],
        held=counts["held"],
        refused=counts["refused"],
        grounded=counts["grounded"],
        thread=thread,
        skipped=conversation.skipped,
    )


def _own_id(thread: str, message: MessageDraft) -> MessageDraft:
    """The message with its export id made the thread's own: ids are unique in a scope, and
    two conversations of one export (or two products) may use the same ones (``1``, ``2``)."""
    if message.id is None:
        return message
    own = f"{thread}/{message.id}"
    return replace(message, id=own if len(own) <= MAX_ID_LENGTH else digest(thread, message.id))


def _add(counts: Counter[str], result: dict[str, Any] | None) -> None:
    """Add one extraction job's counts (notes the gate or policy refused among them)."""
    if not result:
        return
    for name, ours in _COUNTS.items():
        counts[ours] += int(result.get(name, 0))
    dropped = result.get("dropped") or {}
    refused = [int(n) for reason, n in dropped.items() if reason.startswith("policy:")]
    counts["refused"] += sum(refused)


def _first_line(error: object) -> str:
    return str(error).strip().splitlines()[0] if str(error).strip() else "no message"

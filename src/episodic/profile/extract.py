"""The background profile extractor: one job per turn, when a model is configured.

The job reads the turn's latest user message and the assistant's reply to it, asks the model
for field changes, each with a quote of the user, and keeps a change only when the entries'
evidence guard (:mod:`episodic.prompting.evidence`, label ``user_assertion``) accepts it: the
quote is found in a user message of that exchange, its sentence does not speak to the
extractor, and the value is supported by it (an identifier or number in the value must be a
word the user wrote). So what the assistant claims and what a tool result or a planted
instruction says change nothing. Every dropped change is counted in the job's result.

A reply that is not the JSON asked for, even after the model's repair round, fails the job
with the reason; nothing is written, so the profile stays as it was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from episodic.governance.gate.evidence import Guard
from episodic.governance.gate.screen import screen
from episodic.jobs import Outcome
from episodic.llms import LLM
from episodic.models import Job
from episodic.models.profile import FieldChange, ProfileVersion
from episodic.models.profile_document import ProfileDocument, field_key
from episodic.models.screened import Screened
from episodic.profile.changes import apply, known_fields
from episodic.profile.prompt import PROFILE_PROMPT, output_schema, render_request
from episodic.prompting.transcript import TurnMessage, clip, transcript
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import messages as message_rows
from episodic.stores import profiles as profile_rows

KIND = "update_profile"


@dataclass(frozen=True, slots=True)
class Proposed:
    """One change the model proposed, unchecked."""

    field: str
    value: str
    quote: str


def read_changes(data: Any) -> tuple[list[Proposed], int]:
    """Validate the model's parsed JSON: ``{"changes": [...]}`` strictly (``ValueError`` earns
    the model one repair round), each item leniently (a bad one is counted and skipped)."""
    if not isinstance(data, dict) or not isinstance(data.get("changes"), list):
        raise ValueError('expected a JSON object {"changes": [...]}')
    proposed: list[Proposed] = []
    malformed = 0
    for item in data["changes"]:
        change = _proposed(item)
        if change is None:
            malformed += 1
        else:
            proposed.append(change)
    return proposed, malformed


def _proposed(item: object) -> Proposed | None:
    """One item of the reply, or ``None`` when it is not three strings with a one-line value."""
    if not isinstance(item, dict):
        return None
    name, value, quote = item.get("field"), item.get("value"), item.get("quote")
    if not (isinstance(name, str) and isinstance(value, str) and isinstance(quote, str)):
        return None
    value = value.strip()
    if not name.strip() or "\n" in value or "\r" in value:
        return None
    return Proposed(name.strip(), value, quote)


def latest_exchange(messages: Sequence[TurnMessage]) -> list[TurnMessage]:
    """The last user message and the assistant's reply after it (if any)."""
    last = max((i for i, m in enumerate(messages) if m.role == "user"), default=None)
    if last is None:
        return []
    reply = next((m for m in messages[last + 1 :] if m.role == "assistant"), None)
    return [messages[last]] + ([reply] if reply else [])


class ProfileExtraction:
    """The handler of ``update_profile`` jobs.

    Args:
        runtime: The store, settings and clock.
        llm: The profile model.
    """

    kind = KIND

    def __init__(self, runtime: Runtime, llm: LLM) -> None:
        self._runtime = runtime
        self._llm = llm

    def run(self, job: Job, now: datetime) -> Outcome:
        """Propose, check and apply the job's turn's profile changes; the write comes back."""
        runtime = self._runtime
        config = runtime.config
        with runtime.store.read() as tx:
            stored = message_rows.turn_messages(tx, job.scope, str(job.payload["turn"]))
            current = profile_rows.latest(tx, job.scope)
        template = ProfileDocument.parse(config.profile.template)
        exchange = clip(latest_exchange(transcript(stored)), config.entries.max_extraction_chars)
        result: dict[str, Any] = {"model": self._llm.name, "proposed": 0, "malformed": 0}
        if not exchange:
            return Outcome(write=lambda tx: None, result=result | {"changes": 0})
        content = current.content if current else config.profile.template
        (proposed, malformed), usage = self._llm.complete_json(
            PROFILE_PROMPT,
            render_request(content, exchange),
            schema=output_schema(),
            validate=read_changes,
        )
        changes, dropped = self._checked(proposed, exchange, ProfileDocument.parse(content))
        result |= {"proposed": len(proposed), "malformed": malformed, "usage": usage.to_dict()}

        def build(latest: ProfileVersion | None) -> Screened[profile_rows.ProfileDraft] | None:
            document = ProfileDocument.parse(latest.content) if latest else template
            applied = apply(
                document, template, changes, max_chars=config.profile.max_chars, strict=False
            )
            result["dropped"] = dict(sorted((dropped + applied.dropped).items()))
            result["unchanged"] = applied.unchanged
            result["changes"] = len(applied.changes)
            if not applied.changes:
                return None
            draft = profile_rows.ProfileDraft(
                content=applied.document.render(),
                actor="extractor",
                changes=tuple(applied.changes),
                reason="stated by the user",
                thread_id=job.thread_id,
                source_key=job.key,
            )
            return screen(draft, origin=KIND, tier="profile", by="job")

        def write(tx: Tx) -> None:
            written = profile_rows.append(tx, job.scope, build, now)
            result["version"] = written.version if written else 0

        return Outcome(write=write, result=result)

    def _checked(
        self,
        proposed: Sequence[Proposed],
        exchange: Sequence[TurnMessage],
        document: ProfileDocument,
    ) -> tuple[list[FieldChange], Counter[str]]:
        """The proposed changes that name a known field and pass the evidence guard, each with
        the user's exact words and message; and how many were dropped, by reason."""
        config = self._runtime.config
        template = ProfileDocument.parse(config.profile.template)
        known = {field_key(name) for name in known_fields(document, template)}
        guard = Guard(exchange, max_evidence_length=config.entries.max_evidence_length)
        changes = []
        for item in proposed:
            if field_key(item.field) not in known:
                guard.verdicts.drop("unknown_field")
                continue
            span = guard.check(item.value, "user_assertion", item.quote)
            if span is None:
                continue
            if span.pasted:  # someone else's words say nothing about the user
                guard.verdicts.drop("pasted")
                continue
            change = FieldChange(item.field, item.value, span.text, span.message_id)
            # A value holding a secret is left out, not redacted: "[redacted secret]" is no
            # value, and the profile is shown in every prompt.
            screened = screen(change, origin=KIND, tier="profile")
            if not screened.stored:
                guard.verdicts.drop(screened.reasons[0])
                continue
            changes.append(change)
        return changes, Counter(guard.verdicts.dropped)

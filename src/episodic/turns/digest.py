"""One model call per turn for the entries, the profile and the session memory.

Each of those tiers asks the model once per turn (``extract_entries``, ``update_profile``,
``update_session``). On a slow model, a small one on a CPU above all, the three calls are
most of a turn's cost. With ``JobsConfig.one_call_per_turn`` a turn gets one ``digest_turn``
job instead: one short request (:mod:`episodic.turns.prompt`) asks for the user's sentences
worth keeping, the profile changes and the new session notes together, and the reply is
split and handed to each tier's own job as if that job had asked, so every check after the
model (the sentence screen, the evidence guard, the profile's field and quote checks, the
session notes' limits, the write policy) runs exactly as in the separate jobs. A part that
comes back unusable is reported in the job's result and the others are still written; the
job's writes commit together.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from episodic.entries import Entries
from episodic.entries.extraction import Extraction
from episodic.jobs import Handler, Outcome
from episodic.llms import LLM, OutputError, Usage
from episodic.llms.base import Completion
from episodic.models import Job, JobRequest, Turn, TurnFollower
from episodic.models.profile_document import ProfileDocument
from episodic.profile import Profile
from episodic.profile.changes import known_fields
from episodic.profile.extract import ProfileExtraction
from episodic.prompting.transcript import TurnMessage, clip, transcript
from episodic.runtime import Runtime
from episodic.sessions import Sessions
from episodic.sessions.prompt import SessionNotes
from episodic.sessions.update import SessionUpdate
from episodic.stores import Tx
from episodic.stores import messages as message_rows
from episodic.stores import profiles as profile_rows
from episodic.stores import sessions as session_rows
from episodic.turns.prompt import DIGEST_PROMPT, digest_schema, render_digest, split_reply

KIND = "digest_turn"


class _Part(LLM):
    """One tier's share of the combined reply, handed to that tier's job as its model's
    answer (validated by the job's own check)."""

    def __init__(self, name: str, part: Any) -> None:
        self.name = name
        self._part = part

    def _complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None
    ) -> Completion:
        raise OutputError(f"{self.name}: a tier asked the model again in one-call mode.")

    def complete_json(
        self, system: str, prompt: str, *, schema: Mapping[str, Any], validate: Callable[[Any], Any]
    ) -> tuple[Any, Usage]:
        try:
            return validate(self._part), Usage()
        except ValueError as problem:
            raise OutputError(f"{self.name}: its part of the turn's reply: {problem}") from None


class Digest:
    """The turn follower and job handler of one-call mode.

    Args:
        runtime: The store, settings and clock.
        llm: The model asked once per turn (the extraction model).
    """

    kind = KIND

    def __init__(self, runtime: Runtime, llm: LLM) -> None:
        self._runtime = runtime
        self.llm = llm

    @classmethod
    def of(cls, runtime: Runtime) -> Digest | None:
        """The handler when one-call mode is on and an extraction model is configured."""
        llm = runtime.models.llm("extraction")
        if not runtime.config.jobs.one_call_per_turn or llm is None:
            return None
        return cls(runtime, llm)

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """One ``digest_turn`` job per turn with text, carrying the memory shown for it."""
        if not turn.says():
            return []
        return [turn.job(KIND, known=list(turn.known), known_ids=list(turn.known_ids))]

    def run(self, job: Job, now: datetime) -> Outcome:
        """Ask once, then let each tier's job check and write its part."""
        runtime, config = self._runtime, self._runtime.config
        with runtime.store.read() as tx:
            stored = message_rows.turn_messages(tx, job.scope, str(job.payload["turn"]))
            latest = profile_rows.latest(tx, job.scope)
            base = session_rows.latest(tx, job.scope, job.thread_id or "")
        turn = clip(transcript(stored), config.entries.max_extraction_chars)
        template = ProfileDocument.parse(config.profile.template)
        document = ProfileDocument.parse(latest.content) if latest else template
        fields = known_fields(document, template)
        notes = SessionNotes() if base is None else _notes(base.memory)
        (quotes, changes, session), usage = self._ask(turn, fields, document.filled_lines(), notes)
        parts: list[tuple[str, Callable[[LLM], Any], Any]] = [
            ("entries", lambda llm: Extraction(runtime, llm, style="compact"), quotes)
        ]
        if config.profile.enabled and config.profile.extract:
            parts.append(("profile", lambda llm: ProfileExtraction(runtime, llm), changes))
        if config.sessions.enabled:
            parts.append(("session", lambda llm: SessionUpdate(runtime, llm), session))
        writes, result = [], {}
        for name, handler, part in parts:
            try:
                outcome = handler(_Part(self.llm.name, part)).run(job, now)
            except OutputError as problem:
                result[name] = {"error": str(problem)}
                continue
            writes.append(outcome.write)
            result[name] = outcome.result
        entries = result.pop("entries")
        merged = {**entries, **result, "model": self.llm.name, "usage": usage.to_dict()}

        def write(tx: Tx) -> None:
            for one in writes:
                one(tx)

        return Outcome(write=write, result=merged)

    def _ask(
        self,
        turn: Sequence[TurnMessage],
        fields: Sequence[str],
        profile: Sequence[str],
        notes: SessionNotes,
    ) -> tuple[tuple[Any, Any, Any], Usage]:
        """The combined reply (one request per window of the turn: quotes and profile
        changes pooled, the last window's notes kept) and what it cost."""

        def render(run: Sequence[TurnMessage]) -> str:
            return render_digest(run, fields, profile, notes)

        quotes: list[Any] = []
        changes: list[Any] = []
        session: Any = None
        usage = Usage()
        for run in self.llm.fit(DIGEST_PROMPT, turn, render, schema=digest_schema()):
            (found, proposed, notes_part), cost = self.llm.complete_json(
                DIGEST_PROMPT, render(run), schema=digest_schema(), validate=split_reply
            )
            quotes += found["quotes"] if isinstance(found["quotes"], list) else []
            changes += proposed["changes"] if isinstance(proposed["changes"], list) else []
            session, usage = notes_part, usage + cost
        return ({"quotes": quotes}, {"changes": changes}, session), usage


def one_call(
    runtime: Runtime, tiers: Sequence[TurnFollower], handlers: list[Handler]
) -> tuple[TurnFollower, ...]:
    """The turn followers of a memory: its tiers; or, in one-call mode with an extraction
    model, the :class:`Digest` in place of the entries, profile and session tiers (whose
    handler is added to ``handlers``)."""
    digest = Digest.of(runtime)
    if digest is None:
        return tuple(tiers)
    handlers.append(digest)
    replaced = (Entries, Profile, Sessions)
    return (digest, *(tier for tier in tiers if not isinstance(tier, replaced)))


def _notes(memory: Any) -> SessionNotes:
    return SessionNotes(memory.objective, memory.state, memory.decisions, memory.follow_ups)

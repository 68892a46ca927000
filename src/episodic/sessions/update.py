"""The background job that keeps a thread's session memory: one per stored turn.

A job reads the thread's newest version and the user and assistant messages that version has
not seen, up to the end of its own turn, and asks the model for the new notes. Jobs of one
thread therefore apply in turn order whatever order they run in:

- a job whose turn a newer version already covers (a later turn's job ran first) writes
  nothing;
- a job whose base version was replaced while it ran (an operator's edit, a concurrent job)
  fails its attempt with a :class:`~episodic.StoreError` and is retried on the new version.

A reply that stays unusable after the model's repair round fails the job for good, with the
reason; stored versions are never touched by a failed job.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from episodic.errors import StoreError
from episodic.governance.gate.screen import screen
from episodic.jobs import Outcome
from episodic.llms import LLM
from episodic.models import Job
from episodic.models.screened import Screened
from episodic.models.sessions import SessionMemory
from episodic.runtime import Runtime
from episodic.sessions.prompt import (
    SESSION_PROMPT,
    SessionNotes,
    output_schema,
    read_notes,
    recent_text,
    render_request,
)
from episodic.stores import Tx
from episodic.stores import sessions as rows

KIND = "update_session"
# Most new messages read for one update; only the newest that fit
# SessionsConfig.max_transcript_chars are sent.
_MOST_MESSAGES = 400


class SessionUpdate:
    """The handler of ``update_session`` jobs.

    Args:
        runtime: The store and settings.
        llm: The model that writes the notes.
    """

    kind = KIND

    def __init__(self, runtime: Runtime, llm: LLM) -> None:
        self._runtime = runtime
        self.llm = llm

    def run(self, job: Job, now: datetime) -> Outcome:
        """Work out the thread's next version from the messages its newest one has not seen."""
        scope, thread, turn = job.scope, job.thread_id or "", str(job.payload["turn"])
        with self._runtime.store.read() as tx:
            end = rows.turn_end(tx, scope, thread, turn)
            base = rows.latest(tx, scope, thread)
            start = 0 if base is None else base.through
            fresh = (
                []
                if end is None or end <= start
                else rows.unseen_messages(tx, scope, thread, start, end, _MOST_MESSAGES)
            )
        if end is None or end <= start:
            reason = "turn not stored" if end is None else "already covered by a newer version"
            return Outcome(write=_nothing, result={"skipped": reason})
        fresh = [m for m in fresh if m.content.strip()]
        if not fresh:
            return Outcome(write=_nothing, result={"skipped": "no user or assistant text"})
        config = self._runtime.config.sessions
        shown = recent_text(fresh, config.max_transcript_chars)
        cut = len(shown) < len(fresh) or len(fresh) == _MOST_MESSAGES
        previous = _notes(None if base is None else base.memory)
        reply, usage = self.llm.complete_json(
            SESSION_PROMPT,
            render_request(previous, shown, cut=cut),
            schema=output_schema(),
            validate=lambda value: read_notes(value, config.max_items),
        )
        result: dict[str, Any] = {
            "model": self.llm.name,
            "messages": len(fresh),
            "usage": usage.to_dict(),
        }
        mark = None if base is None else (base.memory.version, base.through)
        draft = SessionMemory(
            scope=scope,
            thread_id=thread,
            version=1 if base is None else base.memory.version + 1,
            objective=reply.objective,
            state=reply.state,
            decisions=reply.decisions,
            follow_ups=reply.follow_ups,
            actor="extractor",
            turn_key=turn,
            created_at=now,
        )
        read = [m.content for m in fresh]
        screened = screen(draft, origin=KIND, tier="sessions", by="job", read=read)
        result |= {"redacted": list(screened.found)} if screened.found else {}
        result |= {"dropped_orders": screened.dropped} if screened.dropped else {}
        write = _writer(screened, mark, end, previous == reply, result)
        return Outcome(write=write, result=result)


def _writer(
    screened: Screened[SessionMemory],
    mark: tuple[int, int] | None,
    end: int,
    unchanged: bool,
    result: dict[str, Any],
) -> Callable[[Tx], None]:
    """Apply a computed version in the job's completing transaction, if its base still holds."""

    draft = screened.value

    def write(tx: Tx) -> None:
        current = rows.latest(tx, draft.scope, draft.thread_id)
        if current is not None and current.through >= end:
            result["skipped"] = "already covered by a newer version"
            return
        if (None if current is None else (current.memory.version, current.through)) != mark:
            raise StoreError(
                f"The session memory of thread {draft.thread_id!r} changed while this job ran; "
                "the job is retried on the newer version."
            )
        if unchanged:  # nothing new: no version added, the newest one marked as covering it
            if current is not None:
                rows.advance(tx, current.memory, end)
            result["version"] = 0 if current is None else current.memory.version
            return
        rows.insert(tx, screened, end)
        result["version"] = draft.version

    return write


def _notes(memory: SessionMemory | None) -> SessionNotes:
    if memory is None:
        return SessionNotes()
    return SessionNotes(memory.objective, memory.state, memory.decisions, memory.follow_ups)


def _nothing(tx: Tx) -> None:
    """A job that has nothing to write."""

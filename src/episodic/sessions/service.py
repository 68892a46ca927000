"""Session memory: each thread's objective, state, decisions and follow-ups."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any, Unpack

from episodic.errors import ValidationError
from episodic.governance.gate.screen import admit, screen
from episodic.jobs import Handler
from episodic.models import JobRequest, Turn
from episodic.models.scope import Scope
from episodic.models.sessions import (
    MAX_ITEM_CHARS,
    MAX_OBJECTIVE_CHARS,
    MAX_STATE_CHARS,
    SESSION_ACTORS,
    SessionActor,
    SessionChanges,
    SessionMemory,
)
from episodic.models.validation import (
    check_sequence,
    check_text,
)
from episodic.runtime import Runtime, ThreadVersions
from episodic.sessions.block import session_block
from episodic.sessions.update import KIND, SessionUpdate
from episodic.stores import Tx
from episodic.stores import sessions as rows


class Sessions(ThreadVersions[SessionMemory]):
    """``memory.sessions``: each thread's session memory, in every version.

    Session memory holds what a conversation thread is about and where it stands: its
    objective, the current state, the decisions taken and the open follow-ups. When a model is
    configured (``Models(sessions=...)`` or the memory's ``llm``) and
    ``SessionsConfig.enabled`` is on, a background job (``update_session``) after each turn
    reads the turn's user and assistant messages and writes the next version; the agent never
    writes it. Without a model it is not maintained (an operator may still write it with
    :meth:`update`). Every version is kept.

    Args:
        runtime: The store, embedder, models, settings and clock.
    """

    def __init__(self, runtime: Runtime) -> None:
        enabled = runtime.config.sessions.enabled
        super().__init__(
            runtime,
            "sessions",
            SESSION_ACTORS,
            history=rows.versions,
            block=session_block,
            enabled=enabled,
        )
        llm = runtime.models.llm("sessions")
        self._updater = None if llm is None else SessionUpdate(runtime, llm)
        #: The handlers of this tier's background jobs.
        self.handlers: tuple[Handler, ...] = () if self._updater is None else (self._updater,)

    def _current(self, tx: Tx, scope: Scope, thread: str) -> SessionMemory | None:
        stored = rows.latest(tx, scope, thread)
        return None if stored is None else stored.memory

    def update(
        self,
        scope: Scope,
        thread: str,
        *,
        actor: SessionActor = "operator",
        **parts: Unpack[SessionChanges],
    ) -> SessionMemory:
        """Write a new version by hand; the parts left as ``None`` keep their current value.

        Args:
            scope: Whose thread.
            thread: The thread.
            objective: What the conversation is trying to achieve ('' clears it).
            state: Where things stand.
            decisions: Every decision taken, oldest first (replaces the list).
            follow_ups: Every open follow-up, oldest first (replaces the list).
            actor: Recorded as who wrote it: ``operator`` (default) or ``extractor``.

        Returns:
            The new version, or the newest one unchanged when nothing differs from it.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: A part is not text, too long, or a list is longer than
                ``SessionsConfig.max_items``; nothing is written.
        """
        self._check(scope, thread, actor, "update", parts, SessionChanges.__annotations__)
        changes = admit(
            _changes(parts, self._runtime.config.sessions.max_items),
            store=self._runtime.store,
            scope=scope,
            now=self._runtime.now(),
            origin="sessions.update",
            tier="sessions",
            what="The session memory update",
        )
        return self._versioned(
            lambda: self._write(scope, thread, changes, actor),
            f"The session memory of thread {thread!r}",
        )

    def _write(
        self, scope: Scope, thread: str, changes: dict[str, Any], actor: SessionActor
    ) -> SessionMemory:
        now = self._runtime.now()
        with self._runtime.store.write() as tx:
            current = rows.latest(tx, scope, thread)
            base = current.memory if current is not None else _empty(scope, thread, now)
            new = replace(base, **changes)
            if current is not None and new == base:
                return base
            new = replace(new, version=base.version + 1, actor=actor, turn_key=None, created_at=now)
            screened = screen(new, origin="sessions.update", tier="sessions", by="job")
            rows.insert(tx, screened, 0 if current is None else current.through)
            new = screened.value
        return new

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """One ``update_session`` job per turn with user or assistant text, when a model is
        configured and session memory is enabled (a turn follower)."""
        if self._updater is None or not self._runtime.config.sessions.enabled:
            return []
        return [turn.job(KIND)] if turn.says() else []


def _empty(scope: Scope, thread: str, now: datetime) -> SessionMemory:
    """A version 0 with nothing in it: the base of a thread's first version."""
    return SessionMemory(
        scope=scope,
        thread_id=thread,
        version=0,
        objective="",
        state="",
        decisions=(),
        follow_ups=(),
        actor="operator",
        turn_key=None,
        created_at=now,
    )


def _changes(parts: SessionChanges, max_items: int) -> dict[str, Any]:
    """The parts an update sets, checked; raises before anything is written."""
    changes: dict[str, Any] = {}
    objective, state = parts.get("objective"), parts.get("state")
    if objective is not None:
        changes["objective"] = _one_line(
            objective, "sessions.update objective", MAX_OBJECTIVE_CHARS
        )
    if state is not None:
        changes["state"] = _one_line(state, "sessions.update state", MAX_STATE_CHARS)
    for name, value in (
        ("decisions", parts.get("decisions")),
        ("follow_ups", parts.get("follow_ups")),
    ):
        if value is None:
            continue
        items = check_sequence(value, f"sessions.update {name}")
        if len(items) > max_items:
            raise ValidationError(
                f"sessions.update {name} has {len(items)} items; at most {max_items} are kept "
                "(SessionsConfig.max_items). Drop the oldest, or raise max_items."
            )
        what = f"an item of sessions.update {name}"
        changes[name] = tuple(_one_line(item, what, MAX_ITEM_CHARS, blank=False) for item in items)
    if not changes:
        raise ValidationError(
            "sessions.update changes nothing: pass objective, state, decisions or follow_ups."
        )
    return changes


def _one_line(value: object, what: str, limit: int, *, blank: bool = True) -> str:
    text = check_text(value, what, limit=limit, blank=blank)
    return " ".join(text.split())

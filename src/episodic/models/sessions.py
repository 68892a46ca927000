"""Session memory: where one conversation thread stands, kept as a series of versions."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, TypedDict

from episodic.models.scope import Scope

SessionActor = Literal["extractor", "operator"]
#: Who may write a version: the background job (``extractor``) or a person or program acting
#: through ``memory.sessions.update`` (``operator``). The agent never writes session memory.
SESSION_ACTORS: tuple[SessionActor, ...] = ("extractor", "operator")

#: Longest objective, in characters.
MAX_OBJECTIVE_CHARS = 1_000
#: Longest current-state text, in characters.
MAX_STATE_CHARS = 4_000
#: Longest single decision or follow-up, in characters.
MAX_ITEM_CHARS = 500


class SessionChanges(TypedDict, total=False):
    """What ``sessions.update`` may set; a part left out (or ``None``) keeps its value."""

    objective: str | None
    state: str | None
    decisions: Sequence[str] | None
    follow_ups: Sequence[str] | None


@dataclass(frozen=True, slots=True)
class SessionMemory:
    """One version of a thread's session memory.

    Attributes:
        scope: Whose thread.
        thread_id: The thread it describes.
        version: 1 for the first version, then one more for each change.
        objective: What the conversation is trying to achieve.
        state: Where things stand now.
        decisions: Decisions taken so far, oldest first.
        follow_ups: Things still to do or to answer, oldest first.
        actor: ``extractor`` (the background job) or ``operator``.
        turn_key: The turn the extractor read to write it (``None`` for an operator's
            version).
        created_at: When it was written.
    """

    scope: Scope
    thread_id: str
    version: int
    objective: str
    state: str
    decisions: tuple[str, ...]
    follow_ups: tuple[str, ...]
    actor: SessionActor
    turn_key: str | None
    created_at: datetime

    @property
    def empty(self) -> bool:
        """Whether it says nothing at all (then no block is shown)."""
        return not (self.objective or self.state or self.decisions or self.follow_ups)

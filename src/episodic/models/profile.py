"""The user profile's versions and the changes that made them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from episodic.models.profile_document import ProfileDocument
from episodic.models.scope import Scope

#: Who wrote a profile version: the agent through its ``update_profile`` tool, the background
#: extractor from what the user said, or an operator through ``memory.profile.update``.
ProfileActor = Literal["agent", "extractor", "operator"]
PROFILE_ACTORS: tuple[ProfileActor, ...] = ("agent", "extractor", "operator")


@dataclass(frozen=True, slots=True)
class FieldChange:
    """A change asked for: set ``field`` to ``value`` (``""`` clears it).

    Attributes:
        field: The field's name, as the profile spells it (case and spacing are ignored).
        value: The new value, one line of text; ``""`` clears the field.
        quote: The user's own words behind the change, when known.
        message_id: The stored message the quote comes from, when known.
    """

    field: str
    value: str
    quote: str | None = None
    message_id: str | None = None


@dataclass(frozen=True, slots=True)
class ProfileChange:
    """One field's change, as a version records it.

    Attributes:
        field: The field's name.
        old: Its value before (``""``: not filled).
        new: Its value after (``""``: cleared).
        quote: The user's words behind it, when known (always, for the extractor).
        message_id: The message the quote comes from, when known.
    """

    field: str
    old: str
    new: str
    quote: str | None = None
    message_id: str | None = None


@dataclass(frozen=True, slots=True)
class ProfileVersion:
    """One version of a user's profile: the whole document and what changed to make it.

    Version 0 is the template, never stored: it is what :meth:`Profile.get
    <episodic.profile.Profile.get>` returns for a user with no profile yet (no actor, no time).

    Attributes:
        scope: Whose profile (tenant, agent and user; it spans the user's threads).
        version: 1 for the first stored version, then one more for each.
        content: The whole Markdown document.
        actor: Who wrote it (``None`` for the template).
        changes: The fields it changed, with old and new values and quotes.
        reason: Why, when the writer said.
        thread_id: The thread it came from, when known.
        created_at: When it was written (``None`` for the template).
    """

    scope: Scope
    version: int
    content: str
    actor: ProfileActor | None = None
    changes: tuple[ProfileChange, ...] = ()
    reason: str | None = None
    thread_id: str | None = None
    created_at: datetime | None = None

    @property
    def document(self) -> ProfileDocument:
        """The content, parsed into headings and fields."""
        return ProfileDocument.parse(self.content)

    @property
    def values(self) -> dict[str, str]:
        """The filled fields, by name, in document order."""
        return self.document.values()

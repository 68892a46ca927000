"""The user profile: one versioned Markdown document per agent and user, across threads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from episodic.errors import ValidationError
from episodic.governance.gate.screen import admit, screen
from episodic.jobs import Handler
from episodic.models import Block, JobRequest, Scope, Turn, TurnQuery
from episodic.models.profile import PROFILE_ACTORS, FieldChange, ProfileVersion
from episodic.models.profile_document import ProfileDocument
from episodic.models.scope import require_scope
from episodic.models.screened import Screened
from episodic.models.validation import (
    check_choice,
    check_count,
    check_optional_id,
    check_text,
)
from episodic.profile.block import profile_block
from episodic.profile.changes import MAX_REASON, apply, check_changes, diff, known_fields
from episodic.profile.extract import KIND, ProfileExtraction
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import profiles as rows

_MAX_CHARS = "ProfileConfig.max_chars"
#: What an update carries, in each surface's words.
_ONE_OF = {
    "python": "Pass changes=[{'field': ..., 'value': ...}] or content='<the whole Markdown "
    "document>'.",
    "rest": 'Send "changes": [{"field": ..., "value": ...}] or "content": "<the whole Markdown '
    'document>".',
}


class Profile:
    """``memory.profile``: what the agent knows about the user, in every version.

    The profile is a Markdown document of ``- **Field**: value`` lines under ``# Section``
    headings, started from ``ProfileConfig.template``; it belongs to an agent and a user and is
    shared by all of the user's threads. Every change writes a new version that records who
    made it (``agent``, ``extractor`` or ``operator``), when, why, and for each field its old
    and new value and the user's quote when there is one. Nothing is ever overwritten.

    It changes three ways: the agent's ``update_profile`` tool, :meth:`update` (an operator,
    or your own code), and, when a model is configured for ``"profile"`` and
    ``ProfileConfig.extract`` is on, a background job after each turn that keeps only what
    the user stated, each change backed by the user's exact words. Offline (no model) only
    the first two change it. Entry extraction never writes it.

    Args:
        runtime: The store, embedder, models, settings and clock.

    Example:
        >>> from episodic import Memory, Scope
        >>> memory = Memory.open(":memory:", embedder="test")
        >>> scope = Scope(tenant="acme", agent="support-bot", user="u-42")
        >>> memory.profile.update(scope, [{"field": "Name", "value": "Ada"}]).version
        1
        >>> memory.profile.get(scope).values
        {'Name': 'Ada'}
        >>> memory.close()
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        self._config = runtime.config.profile
        self._template = ProfileDocument.parse(self._config.template)
        llm = runtime.models.llm("profile")
        self._extraction = None if llm is None else ProfileExtraction(runtime, llm)
        #: The handlers of this tier's background jobs (none without a profile model).
        self.handlers: tuple[Handler, ...] = () if self._extraction is None else (self._extraction,)

    def get(self, scope: Scope) -> ProfileVersion:
        """The user's current profile: the latest version, or the template as version 0.

        Raises:
            ScopeError: The scope is incomplete.
        """
        require_scope(scope, "profile.get")
        with self._runtime.store.read() as tx:
            latest = rows.latest(tx, scope)
        return latest or ProfileVersion(scope, 0, self._template.render())

    def versions(self, scope: Scope, *, limit: int = 50) -> list[ProfileVersion]:
        """Every stored version, newest first (at most ``limit``), each with its actor,
        changes (old and new values, quotes), reason, thread and time. Empty before the first
        change.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: ``limit`` is not a positive whole number.
        """
        require_scope(scope, "profile.versions")
        check_count(limit, "profile.versions limit")
        with self._runtime.store.read() as tx:
            return rows.history(tx, scope, limit)

    def fields(self, scope: Scope | None = None) -> list[str]:
        """The field names an update may set: the user's document's (when ``scope`` is given),
        then the template's."""
        if scope is None:
            return [f.name for f in self._template.fields]
        return known_fields(self.get(scope).document, self._template)

    def update(
        self,
        scope: Scope,
        changes: Sequence[FieldChange | Mapping[str, Any]] | None = None,
        *,
        content: str | None = None,
        actor: str = "operator",
        reason: str | None = None,
        thread: str | None = None,
    ) -> ProfileVersion:
        """Change the profile and keep the change as a new version.

        Give either ``changes`` (set fields; a value of ``""`` clears one) or ``content`` (a
        whole new document in the template's format). A field must be one of the user's
        document or of the template; fields are never invented (see
        :mod:`episodic.profile.changes`). Changes are applied to the latest version at write
        time, so concurrent updates of different fields all survive. An update that changes
        nothing writes nothing and returns the current version.

        Args:
            scope: Whose profile.
            changes: ``[{"field": ..., "value": ..., "quote"?: ..., "message_id"?: ...}]`` or
                :class:`~episodic.models.profile.FieldChange` objects.
            content: The whole new document (at most ``ProfileConfig.max_chars``).
            actor: ``"operator"`` (default), ``"agent"`` or ``"extractor"``.
            reason: Why, kept with the version.
            thread: The thread the change came from, if any.

        Returns:
            The version written, or the current one when nothing changed.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: Bad input (unknown field, value of several lines, document too
                long, neither or both of ``changes`` and ``content``); nothing is written.
        """
        require_scope(scope, "profile.update")
        actor = check_choice(actor, "profile.update actor", PROFILE_ACTORS)
        if reason is not None:
            reason = check_text(reason, "profile.update reason", limit=MAX_REASON)
        thread = check_optional_id(thread, "profile.update thread")
        if (changes is None) == (content is None):
            raise ValidationError(
                "A profile update takes either changes or content, not both and not neither.",
                hints=_ONE_OF,
            )
        if content is not None:
            replacement = self._replacement(content)
            fixed: list[FieldChange] = []
        else:
            replacement, fixed = None, check_changes(changes, "profile.update changes")
        replacement, fixed = admit(
            (replacement, fixed),
            store=self._runtime.store,
            scope=scope,
            now=self._runtime.now(),
            origin="profile.update" if actor == "operator" else f"{actor}:update_profile",
            tier="profile",
            what="The profile update",
        )

        def build(latest: ProfileVersion | None) -> Screened[rows.ProfileDraft] | None:
            before = latest.document if latest else self._template
            if replacement is not None:
                if replacement.render() == before.render():
                    return None
                document, recorded = replacement, diff(before, replacement)
            else:
                applied = apply(
                    before, self._template, fixed, max_chars=self._config.max_chars, strict=True
                )
                if not applied.changes:
                    return None
                document, recorded = applied.document, applied.changes
            draft = rows.ProfileDraft(
                document.render(), actor, tuple(recorded), reason=reason, thread_id=thread
            )
            # What changed was admitted above; the rest passed the gate when it was written.
            return screen(draft, origin="profile.update", tier="profile", by="job")

        with self._runtime.store.write() as tx:
            written = rows.append(tx, scope, build, self._runtime.now())
        return written or ProfileVersion(scope, 0, self._template.render())

    def _replacement(self, content: object) -> ProfileDocument:
        text = check_text(
            content, "profile.update content", limit=self._config.max_chars, setting=_MAX_CHARS
        )
        document = ProfileDocument.parse(text)
        if not document.fields:
            raise ValidationError(
                "profile.update content has no fields; write each as a '- **Field**: value' "
                "line under a '# Section' heading, as in ProfileConfig.template."
            )
        if len(document.render()) > self._config.max_chars:
            raise ValidationError(
                f"profile.update content is over {_MAX_CHARS} ({self._config.max_chars:,} "
                "characters); shorten it."
            )
        return document

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """The ``<user-profile>`` block: the filled fields (none when the profile is off or
        nothing is filled)."""
        if not self._config.enabled:
            return []
        block = profile_block(self.get(query.scope).document)
        return [] if block is None else [block]

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """One ``update_profile`` job per turn with user text, when a profile model is
        configured and ``ProfileConfig.extract`` and ``enabled`` are on."""
        config = self._config
        if self._extraction is None or not (config.enabled and config.extract):
            return []
        return [turn.job(KIND)] if turn.says(("user",)) else []

"""The event fields of an entry: checked when given, filled with their defaults when not.

What may be stored at all is the gate's to decide (:mod:`episodic.governance.gate.policy`).
"""

from __future__ import annotations

from collections.abc import Sequence

from episodic.config import GovernanceConfig
from episodic.errors import ValidationError
from episodic.models import (
    CONFIDENCES,
    PRIVACY_CLASSES,
    SOURCE_TRUSTS,
    EventFields,
    Scope,
    SourceLabel,
)
from episodic.models.validation import check_id, check_tags

_TRUST_OF_LABEL: dict[str, str] = {
    "user_assertion": "user_provided",
    "user_accepted_assistant_proposal": "user_provided",
    "verified_assistant_finding": "tool_result",
}


def event_fields(
    config: GovernanceConfig,
    scope: Scope,
    label: SourceLabel,
    *,
    actor: str | None = None,
    confidence: str | None = None,
    source_trust: str | None = None,
    privacy_class: str | None = None,
    purpose: Sequence[str] = (),
    resource_refs: Sequence[str] = (),
    supersedes: Sequence[str] = (),
    episode_id: str | None = None,
    where: str = "",
) -> EventFields:
    """Check the given event fields and fill the rest with their defaults.

    Defaults: the actor is the user for what the user said and the agent for an assistant's
    verified finding; trust follows the source label (``user_provided``, or ``tool_result``
    for a verified finding); confidence and privacy come from :class:`GovernanceConfig`.

    Raises:
        ValidationError: A value outside its allowed set, or a malformed tag or reference.
    """
    _, agent, user = scope.require_complete("remember")
    for name, value, allowed in (
        ("confidence", confidence, CONFIDENCES),
        ("source_trust", source_trust, SOURCE_TRUSTS),
        ("privacy_class", privacy_class, PRIVACY_CLASSES),
    ):
        if value is not None and value not in allowed:
            raise ValidationError(
                f"{where}{name} must be one of {list(allowed)}, got {value!r:.60}."
            )
    default_actor = agent if label == "verified_assistant_finding" else user
    return EventFields(
        actor=default_actor if actor is None else check_id(actor, f"{where}actor"),
        confidence=confidence or config.default_confidence,
        source_trust=source_trust or _TRUST_OF_LABEL[label],
        privacy_class=privacy_class or config.default_privacy,
        purpose=check_tags(purpose, f"{where}purpose"),
        resource_refs=check_tags(resource_refs, f"{where}resource_refs"),
        supersedes=check_tags(supersedes, f"{where}supersedes"),
        episode_id=None if episode_id is None else check_id(episode_id, f"{where}episode_id"),
    )

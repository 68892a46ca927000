"""The write policy's place in the entries' write path, and the event fields' defaults.

Every candidate (a direct write, an import line, an extracted note, a correction) is judged
before it is embedded or deduped: ``allow`` stores it active with the policy's version,
``review`` stores it ``pending_review`` (never injected, recalled or deduped against until
approved), ``deny`` stores nothing. A direct write that is denied raises
:class:`~episodic.errors.PolicyError`; an extracted note that is denied is dropped and counted.
Either way the audit log keeps the decision and its reason, never the content.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from episodic.config import GovernanceConfig
from episodic.errors import PolicyError, ValidationError
from episodic.governance import DEFAULT_POLICY
from episodic.governance.gate import secrets as sensitive
from episodic.governance.gate import voice
from episodic.governance.gate.secrets import KINDS
from episodic.models import (
    CONFIDENCES,
    PRIVACY_CLASSES,
    SOURCE_TRUSTS,
    AuditEvent,
    Decision,
    EventFields,
    Scope,
    SourceLabel,
    Status,
    content_hash,
)
from episodic.models.entries import Note
from episodic.models.governance import WriteCandidate, WritePolicy
from episodic.models.validation import check_id, check_tags
from episodic.stores import audit as audit_rows

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


@dataclass(frozen=True, slots=True)
class Judged:
    """What a policy made of a batch.

    Attributes:
        kept: The items it let through: allowed ones active, the rest held for review.
        positions: Each kept item's position in the batch.
        denied: The audit records of its refusals (to write with the batch).
        refusals: ``(position, reason)`` of each refused item.
        version: The policy's version.
    """

    kept: list[Note]
    positions: list[int]
    denied: list[AuditEvent]
    refusals: list[tuple[int, str]]
    version: str

    def error(self) -> PolicyError:
        """The error a direct write raises for its first refused item."""
        index, reason = self.refusals[0]
        where = f"item {index}: " if index else ""
        found = self.denied[0].detail.get("detected", ())  # the kinds the runtime found
        hint = _HINTS.get(reason, "")
        if found:
            names = " and ".join(_NAMES[kind] for kind in found)
            hint = (
                f" It holds {names}, which memory keeps only redacted and only for a stated"
                " time: pass expires_at, or leave the value out."
            )
        error = PolicyError(
            f"{where}the write policy ({self.version}) refused this entry: {reason}." + hint
        )
        error.reason, error.policy_version, error.index = reason, self.version, index
        return error


_NAMES = {
    "secret": "a secret (a password, key or token)",
    "card_number": "a payment card number",
    "iban": "a bank account number (IBAN)",
    "national_id": "a national identity number",
}
_HINTS = {
    "sensitive_event_requires_expiry": " Pass expires_at, or a lower privacy_class.",
    "approval_event_missing_resource": " Pass resource_refs naming what was approved.",
}


def judge(
    policy: WritePolicy | None, items: Sequence[Note], *, origin: str, now: datetime
) -> Judged:
    """Decide each item (see the module notes)."""
    chosen = policy or DEFAULT_POLICY
    kept: list[Note] = []
    positions: list[int] = []
    denied: list[AuditEvent] = []
    refusals: list[tuple[int, str]] = []
    for index, raw in enumerate(items):
        item, signals = screen(raw, origin)
        decision = _decide(chosen, item, origin, signals)
        if decision.verdict == "deny":
            found = tuple(s for s in signals if s in KINDS)
            denied.append(
                denial(item, decision, chosen.version, origin=origin, now=now, found=found)
            )
            refusals.append((index, decision.reason))
            continue
        status: Status = "pending_review" if decision.verdict == "review" else "active"
        kept.append(replace(item, status=status, policy_version=chosen.version))
        positions.append(index)
    return Judged(kept, positions, denied, refusals, chosen.version)


def screen(item: Note, origin: str) -> tuple[Note, tuple[str, ...]]:
    """What the runtime itself finds in a candidate, whatever the model or caller said.

    A secret, card number, IBAN or national id (:mod:`episodic.governance.gate.secrets`) is
    replaced by its label in the content and the evidence, and the candidate becomes ``sensitive``: the
    default policy refuses it unless it has an expiry. A direct write (not an extracted
    note, which the evidence guard screens) addressed to the model is flagged
    ``addresses_model``. Returns the candidate as judged and its signals.
    """
    content, found = sensitive.redact(item.content)
    quotes = [
        sensitive.redact(s.evidence) if s.evidence else (s.evidence, ()) for s in item.sources
    ]
    signals = list(dict.fromkeys([*found, *(kind for _, kinds in quotes for kind in kinds)]))
    if origin in _DIRECT and voice.speaks_to_model(item.content):
        signals.append("addresses_model")
    if not any(kind in KINDS for kind in signals):
        return item, tuple(signals)
    sources = tuple(
        replace(source, evidence=quote)
        for source, (quote, _) in zip(item.sources, quotes, strict=True)
    )
    screened = replace(
        item,
        content=content,
        content_hash=content_hash(content),
        sources=sources,
        event=replace(item.event, privacy_class="sensitive"),
    )
    return screened, tuple(signals)


_DIRECT = frozenset({"remember", "import", "correct"})


def _decide(policy: WritePolicy, item: Note, origin: str, signals: tuple[str, ...]) -> Decision:
    event = item.event
    label = item.sources[0].label if item.sources else "user_assertion"
    decision = policy.decide(
        WriteCandidate(
            scope=item.scope,
            content=item.content,
            kind=item.kind,
            label=label,
            origin=origin,
            actor=event.actor,
            confidence=event.confidence,
            source_trust=event.source_trust,
            privacy_class=event.privacy_class,
            purpose=event.purpose,
            resource_refs=event.resource_refs,
            expires_at=item.expires_at,
            has_evidence=any(s.evidence for s in item.sources),
            signals=signals,
        )
    )
    if not isinstance(decision, Decision) or decision.verdict not in ("allow", "deny", "review"):
        raise ValidationError(
            f"The write policy {type(policy).__name__} returned {decision!r:.80}; it must "
            "return Decision('allow' | 'deny' | 'review', reason)."
        )
    return decision


def denial(
    item: Note,
    decision: Decision,
    version: str,
    *,
    origin: str,
    now: datetime,
    found: tuple[str, ...] = (),
) -> AuditEvent:
    """The audit record of a refused write: who, what kind, why, and what kinds of sensitive
    value the runtime found in it; never what it said."""
    return audit_rows.new_event(
        item.scope.require_complete("audit"),
        at=now,
        actor=origin,
        action="deny",
        reason=decision.reason,
        policy_version=version,
        detail={"kind": item.kind, "privacy_class": item.event.privacy_class}
        | ({"detected": list(found)} if found else {}),
    )

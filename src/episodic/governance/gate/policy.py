"""The gate for entries: the screen, then the write policy, for every candidate.

Every candidate (a direct write, an import line, an extracted note, a correction, a key event of
an episode) is screened (:mod:`.screen`) and then judged before it is embedded or deduped:
``allow`` stores it active with the policy's version, ``review`` stores it ``pending_review``
with the policy's reason (never injected, recalled or deduped against until approved), ``deny``
stores nothing. The audit log keeps each refusal and hold with its reason, never the content.

What the screen found reaches the policy as signals: a secret, card number, IBAN or national id
(redacted in every field; the candidate becomes ``sensitive``, which the default policy refuses
without an expiry), and ``addresses_model`` for a direct write that gives orders to a model
(the default policy holds it for review). A secret in an identifier (the thread, the actor, a
tag) is refused outright: it cannot be redacted away.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from episodic.errors import PolicyError, ValidationError
from episodic.governance.gate.screen import Writer, screen
from episodic.governance.gate.secrets import KINDS, NAMES
from episodic.governance.policy import DEFAULT_POLICY
from episodic.models import AuditEvent, Decision, Status, content_hash
from episodic.models.entries import Note, Refusal
from episodic.models.governance import WriteCandidate, WritePolicy
from episodic.models.screened import Screened
from episodic.stores import audit as audit_rows

_HINTS = {
    "sensitive_event_requires_expiry": " Pass expires_at, or a lower privacy_class.",
    "approval_event_missing_resource": " Pass resource_refs naming what was approved.",
}


def refusal(index: int, reason: str, version: str, detected: tuple[str, ...]) -> Refusal:
    """One refused item, with what its caller is told: the reason and how to fix it, never the
    content."""
    hint = _HINTS.get(reason, "")
    if detected:
        names = " and ".join(NAMES[kind] for kind in detected)
        hint = (
            f" It holds {names}, which memory keeps only redacted and only for a stated"
            " time: pass expires_at, or leave the value out."
        )
    if reason == "secret_in_identifier":
        hint = " An id or tag cannot be redacted; leave the value out of it."
    message = f"the write policy ({version}) refused this entry: {reason}.{hint}"
    return Refusal(index, reason, message, detected)


@dataclass(frozen=True, slots=True)
class Judged:
    """What the gate made of a batch.

    Attributes:
        kept: The items it let through, screened: allowed ones active, the rest held.
        positions: Each kept item's position in the batch.
        denied: The audit records of its refusals (to write with the batch).
        refusals: Each refused item, with its position and reason.
        version: The policy's version.
    """

    kept: list[Screened[Note]]
    positions: list[int]
    denied: list[AuditEvent]
    refusals: list[Refusal]
    version: str

    def error(self) -> PolicyError:
        """The error a direct write raises for its first refused item."""
        refusal = self.refusals[0]
        where = f"item {refusal.index}: " if refusal.index else ""
        error = PolicyError(where + refusal.message)
        error.reason, error.policy_version, error.index = (
            refusal.reason,
            self.version,
            refusal.index,
        )
        return error


def judge(
    policy: WritePolicy | None,
    items: Sequence[Note],
    *,
    origin: str,
    now: datetime,
    by: Writer = "caller",
) -> Judged:
    """Screen and decide each item (see the module notes); ``by`` as for
    :func:`~episodic.governance.gate.screen.screen`."""
    chosen = policy or DEFAULT_POLICY
    kept: list[Screened[Note]] = []
    positions: list[int] = []
    denied: list[AuditEvent] = []
    refusals: list[Refusal] = []
    for index, raw in enumerate(items):
        screened = screen(raw, origin=origin, tier="entries", by=by)
        item = screened.value
        found = tuple(kind for kind in screened.found if kind in KINDS)
        if found:
            event = replace(item.event, privacy_class="sensitive")
            item = replace(item, content_hash=content_hash(item.content), event=event)
        if screened.reasons:
            decision = Decision("deny", screened.reasons[0])
        elif screened.orders and by == "job":
            decision = Decision("deny", "addresses_model")
        else:
            signals = (*found, *(("addresses_model",) if screened.orders else ()))
            decision = _decide(chosen, item, origin, signals)
        if decision.verdict == "deny":
            denied.append(
                denial(item, decision, chosen.version, origin=origin, now=now, found=found)
            )
            refusals.append(refusal(index, decision.reason, chosen.version, found))
            continue
        held = decision.verdict == "review"
        status: Status = "pending_review" if held else "active"
        reason = decision.reason if held else None
        final = replace(item, status=status, policy_version=chosen.version, review_reason=reason)
        kept.append(replace(screened, value=final))
        positions.append(index)
    return Judged(kept, positions, denied, refusals, chosen.version)


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

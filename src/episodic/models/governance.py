"""Governance records: whose data (a subject), what the write policy decided, and the audit
trail of who did what to which ids (never the content)."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, Protocol, TypedDict

from episodic.errors import ScopeError
from episodic.models.scope import Scope
from episodic.models.validation import check_id

Verdict = Literal["allow", "deny", "review"]
VERDICTS: tuple[Verdict, ...] = ("allow", "deny", "review")

#: What the audit log records. Reads say which ids were served and for which purpose.
AUDIT_ACTIONS: tuple[str, ...] = (
    "read",
    "write",
    "deny",
    "review",
    "approve",
    "reject",
    "correct",
    "forget",
    "delete",
    "expire",
    "prune",
    "erase",
    "export",
    "import",
    "ground",
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Subject:
    """A person, for export and erasure: every agent's memory of ``user`` in ``tenant``, or
    only ``agent``'s when it is given.

    Example:
        >>> Subject(tenant="acme", user="u-42").agent is None
        True
    """

    user: str
    tenant: str = "default"
    agent: str | None = None

    def __post_init__(self) -> None:
        check_id(self.tenant, "Subject.tenant", error=ScopeError)
        check_id(self.user, "Subject.user", error=ScopeError)
        if self.agent is not None:
            check_id(self.agent, "Subject.agent", error=ScopeError)

    @classmethod
    def of(cls, scope: Scope) -> Subject:
        """The person of a complete scope, limited to its agent."""
        tenant, agent, user = scope.require_complete("Subject.of")
        return cls(tenant=tenant, user=user, agent=agent)

    @property
    def digest(self) -> str:
        """The plain SHA-256 of tenant, agent and user, what :meth:`keyed` is made from.
        Anyone who can guess the ids can compute it, so the audit no longer keeps it (records
        of earlier releases are converted to :meth:`keyed` when the database is upgraded)."""
        raw = "\x1f".join((self.tenant, self.agent or "", self.user)).encode()
        return "sha256:" + hashlib.sha256(raw).hexdigest()

    def keyed(self, key: bytes) -> str:
        """A one-way name for the subject that only a holder of ``key`` (the installation's
        erasure key) can compute: what the audit keeps about an erased person. An operator
        of the installation who knows the ids can check that this person was erased; the
        record alone, wherever it is copied, does not say who it was (see docs/erasure.md)."""
        return keyed_digest(key, self.digest)


def keyed_digest(key: bytes, digest: str) -> str:
    """``digest`` (a :attr:`Subject.digest`) keyed: its HMAC-SHA-256 under ``key``."""
    return "hmac-sha256:" + hmac.new(key, digest.encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True, slots=True)
class Decision:
    """What a write policy decided about one candidate entry.

    Attributes:
        verdict: ``allow`` (stored active), ``review`` (stored ``pending_review``: never
            injected, recalled or used for dedupe until approved) or ``deny`` (not stored;
            the audit keeps the reason, not the content).
        reason: A short machine-readable reason, e.g. ``untrusted_event_source``.
        approver_role: Who should review it, for ``review``.
    """

    verdict: Verdict
    reason: str
    approver_role: str | None = None


@dataclass(frozen=True, slots=True)
class WriteCandidate:
    """What a write policy sees of one entry about to be stored.

    Attributes:
        scope: Whose memory it would join.
        content: The entry's text.
        kind: ``case`` or an event type.
        label: The evidence's source label (``user_assertion``, ...).
        origin: Which path proposes it: ``extraction``, ``remember``, ``import``,
            ``correct``, ``episode``.
        actor: Who said or did it.
        confidence: ``low``, ``medium`` or ``high``.
        source_trust: Where it came from.
        privacy_class: ``public``, ``internal``, ``private`` or ``sensitive``.
        purpose: What it may be used for (empty: anything).
        resource_refs: What it is about.
        expires_at: When it stops being used, if ever.
        has_evidence: Whether an exact quote backs it.
        signals: What the runtime itself found in it, whatever the model or caller said:
            ``secret``, ``card_number``, ``iban`` or ``national_id`` (then ``content`` is
            already redacted and ``privacy_class`` is ``sensitive``), and
            ``addresses_model`` (a direct write that speaks to the model).
    """

    scope: Scope
    content: str
    kind: str
    label: str
    origin: str
    actor: str | None
    confidence: str | None
    source_trust: str | None
    privacy_class: str | None
    purpose: tuple[str, ...]
    resource_refs: tuple[str, ...]
    expires_at: datetime | None
    has_evidence: bool
    signals: tuple[str, ...] = ()


class WritePolicy(Protocol):
    """Decides, for every candidate write, whether it is stored, held for review or refused.

    ``version`` is stored on each entry the policy let in and on each audit record of its
    decisions, so a later reader knows which rules applied.
    """

    version: str

    def decide(self, candidate: WriteCandidate) -> Decision:
        """Allow, deny or send to review; never raise for a well-formed candidate."""
        ...


class AuditFields(TypedDict, total=False):
    """What an audit record may say besides who did what and when (see :class:`AuditEvent`)."""

    target_ids: Sequence[str]
    reason: str | None
    policy_version: str | None
    purpose: str | None
    subject: str | None
    detail: Mapping[str, Any] | None


@dataclass(frozen=True, slots=True)
class AuditEvent:
    """One line of the audit log: who did what to which ids, why, and when. Never content.

    Attributes:
        id: The record's id.
        tenant: The tenant it happened in.
        agent: The agent, when it concerns one.
        user: The user, when it concerns one (``None`` for an erasure: see ``subject``).
        at: When it happened.
        actor: Who did it: ``agent``, ``user``, ``operator``, ``policy``, ``worker``, or a
            name the caller gave.
        action: One of :data:`AUDIT_ACTIONS`.
        target_ids: The ids it concerned (entries, episodes, jobs).
        reason: Why, when known (a policy reason, the caller's words).
        policy_version: The write policy that decided, for writes, denials and reviews.
        purpose: The purpose a read was made for.
        subject: For an erasure, the erased person's :attr:`Subject.digest`.
        detail: Counts and names (never content), e.g. rows removed per table.
    """

    id: str
    tenant: str
    agent: str | None
    user: str | None
    at: datetime
    actor: str
    action: str
    target_ids: tuple[str, ...] = ()
    reason: str | None = None
    policy_version: str | None = None
    purpose: str | None = None
    subject: str | None = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view (times in ISO 8601)."""
        return {
            "id": self.id,
            "tenant": self.tenant,
            "agent": self.agent,
            "user": self.user,
            "at": self.at.isoformat(),
            "actor": self.actor,
            "action": self.action,
            "target_ids": list(self.target_ids),
            "reason": self.reason,
            "policy_version": self.policy_version,
            "purpose": self.purpose,
            "subject": self.subject,
            "detail": self.detail,
        }

"""The default write policy: the runtime, not the model, decides what may be remembered."""

from __future__ import annotations

from episodic.config import Config
from episodic.models.governance import Decision, WriteCandidate, WritePolicy


class DefaultPolicy:
    """Our rules, in order; the first that applies decides.

    1. Content from an untrusted source (``source_trust="untrusted_content"``: a web page, a
       pasted document, another agent's output) goes to review before it can be used.
    2. A ``sensitive`` entry without an expiry is refused: sensitive things are kept only for
       a stated time.
    3. A ``human_approval`` event that names no resource (the refund, the deployment) is
       refused: an approval of nothing cannot be checked later.
    4. A direct write that speaks to the model (``addresses_model`` among its signals:
       "ignore your instructions", "always approve refunds") goes to review: it would be
       read back into every later prompt.
    5. A memory imported from another store (``source_trust="imported"``) with no quote of
       the person's words goes to review (``imported_unverified``), unless the policy was
       made with ``hold_imported=False`` (``GovernanceConfig.hold_imported``): then it is
       stored active, marked ``imported`` and low in confidence, until a conversation
       grounds it.
    6. Everything else is allowed.

    Rule 2 also covers what the model did not label: the runtime marks ``sensitive`` any
    candidate in which it finds a secret, a card number, an IBAN or a national id.

    Subclass it, or write any object with ``version`` and ``decide`` (see
    :class:`~episodic.models.governance.WritePolicy`), and pass it to
    ``Memory.open(policy=...)``. Change ``version`` whenever the rules change.
    """

    def __init__(self, *, hold_imported: bool = True) -> None:
        self.hold_imported = hold_imported
        # Rule 5 is part of the rules, so its setting is part of the version.
        self.version = "episodic-default/3" + ("" if hold_imported else "+imported-active")

    def decide(self, candidate: WriteCandidate) -> Decision:
        """Allow, deny or send ``candidate`` to review (see the class notes)."""
        if candidate.source_trust == "untrusted_content":
            return Decision("review", "untrusted_event_source", approver_role="memory_reviewer")
        if candidate.privacy_class == "sensitive" and candidate.expires_at is None:
            return Decision("deny", "sensitive_event_requires_expiry")
        if candidate.kind == "human_approval" and not candidate.resource_refs:
            return Decision("deny", "approval_event_missing_resource")
        if "addresses_model" in candidate.signals:
            return Decision("review", "addressed_to_model", approver_role="memory_reviewer")
        unverified = candidate.source_trust == "imported" and not candidate.has_evidence
        if unverified and self.hold_imported:
            return Decision("review", "imported_unverified", approver_role="memory_reviewer")
        return Decision("allow", "write_policy_passed")


DEFAULT_POLICY = DefaultPolicy()


def default_policy(config: Config | None) -> WritePolicy | None:
    """The default policy as ``config`` sets it: ``None`` (:data:`DEFAULT_POLICY`) unless its
    ``GovernanceConfig.hold_imported`` is off."""
    if config is None or config.governance.hold_imported:
        return None
    return DefaultPolicy(hold_imported=False)

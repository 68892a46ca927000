"""Governance: the write policy, the review queue, correction, retention, erasure and audit."""

from episodic.governance.audit import Audit
from episodic.governance.policy import DEFAULT_POLICY, DefaultPolicy, default_policy
from episodic.governance.retention import Retention

__all__ = ["DEFAULT_POLICY", "Audit", "DefaultPolicy", "Retention", "default_policy"]

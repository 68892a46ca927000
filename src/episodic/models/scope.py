"""Whose memory: the scope every read and write is filtered by."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from episodic.errors import FULL_SCOPE, ScopeError
from episodic.models.validation import check_id


def _check_scope_field(name: str, value: str | None, *, required: bool) -> None:
    if value is None:
        if required:
            raise ScopeError(f"Scope.{name} is required; pass a non-empty string.")
        return
    check_id(value, f"Scope.{name}", error=ScopeError)


def require_scope(scope: object, operation: str) -> tuple[str, str, str]:
    """``(tenant, agent, user)`` of a complete :class:`Scope`; raise :class:`ScopeError` for
    anything else (a dict, a string, a scope without agent or user)."""
    if not isinstance(scope, Scope):
        raise ScopeError(
            f"{operation} needs a scope: pass Scope(tenant=..., agent=..., user=...), got "
            f"{type(scope).__name__}."
        )
    return scope.require_complete(operation)


@dataclass(frozen=True, slots=True, kw_only=True)
class Scope:
    """Whose memory this is: the outer ``tenant`` wall, then ``agent`` and ``user``.

    Every read and write is filtered by the whole scope inside the store. ``agent`` and ``user``
    may be left out only where an operation says so (erasing everything about a user).

    Example:
        >>> Scope(tenant="acme", agent="support-bot", user="u-42").user
        'u-42'
    """

    agent: str | None = None
    user: str | None = None
    tenant: str = "default"

    def __post_init__(self) -> None:
        _check_scope_field("tenant", self.tenant, required=True)
        _check_scope_field("agent", self.agent, required=False)
        _check_scope_field("user", self.user, required=False)

    @property
    def is_complete(self) -> bool:
        """True when tenant, agent and user are all set."""
        return self.agent is not None and self.user is not None

    def require_complete(self, operation: str) -> tuple[str, str, str]:
        """Return ``(tenant, agent, user)`` or raise if ``agent`` or ``user`` is missing."""
        if self.agent is None or self.user is None:
            missing = " and ".join(
                name for name in ("agent", "user") if getattr(self, name) is None
            )
            raise ScopeError(
                f"{operation} needs a full scope (tenant, agent and user); this one has no "
                f"{missing}.",
                hints=FULL_SCOPE,
            )
        return self.tenant, self.agent, self.user

    @property
    def key(self) -> str:
        """A stable opaque key for the complete scope, used inside search indexes."""
        tenant, agent, user = self.require_complete("Scope.key")
        raw = "\x1f".join((tenant, agent, user)).encode()
        return "s" + hashlib.sha256(raw).hexdigest()[:30]


@dataclass(frozen=True, slots=True)
class ScopeSummary:
    """What a database holds for one scope (see :meth:`episodic.Memory.scopes`).

    Attributes:
        scope: The tenant, agent and user.
        entries: Entries in any status.
        active: Entries that are active (recalled and injected unless expired).
        evidence: Evidence rows behind those entries.
        messages: Stored turn messages.
    """

    scope: Scope
    entries: int
    active: int
    evidence: int
    messages: int

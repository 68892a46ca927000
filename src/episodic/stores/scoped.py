"""What every table of a person's rows shares: the scope condition and its values.

Every scoped table keys its rows by ``(tenant_id, agent_id, user_id)``; each statement that
reads or writes them names the scope with :data:`SCOPE` and :func:`scope_values`, so no
statement can reach another scope's rows by leaving a column out.
"""

from __future__ import annotations

from collections.abc import Iterable

from episodic.models import Scope
from episodic.stores.base import Tx

SCOPE = "tenant_id = ? AND agent_id = ? AND user_id = ?"
#: Ids per ``IN`` list.
CHUNK = 500


def scope_values(scope: Scope, operation: str = "store") -> tuple[str, str, str]:
    """``(tenant, agent, user)`` for :data:`SCOPE`; raises if the scope is incomplete."""
    return scope.require_complete(operation)


def by_id(tx: Tx) -> str:
    """:data:`SCOPE` written so the planner looks rows up by their unique id first."""
    unindexed = tx.dialect.unindexed
    return f"{unindexed('tenant_id')} = ? AND {unindexed('agent_id')} = ? AND " + (
        f"{unindexed('user_id')} = ?"
    )


def chunks(ids: list[str]) -> Iterable[list[str]]:
    """``ids`` in runs of at most :data:`CHUNK`."""
    return (ids[start : start + CHUNK] for start in range(0, len(ids), CHUNK))

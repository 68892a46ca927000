"""Which scopes a database holds, and how much each holds: written once for both backends.

This is the operator's view across scopes (``episodic scopes``); it returns counts and scope
ids, never a row's content.
"""

from __future__ import annotations

from typing import Any

from episodic.models import Scope, ScopeSummary
from episodic.stores.base import Tx

_KEY = "tenant_id, agent_id, user_id"


def summaries(
    tx: Tx, *, tenant: str | None = None, agent: str | None = None, user: str | None = None
) -> list[ScopeSummary]:
    """One summary per scope with entries or messages, sorted by tenant, agent and user.

    Args:
        tx: An open transaction.
        tenant: Only this tenant's scopes.
        agent: Only this agent's scopes.
        user: Only this user's scopes.
    """
    where, params = _filter(tenant=tenant, agent=agent, user=user)
    counts: dict[tuple[str, str, str], list[int]] = {}
    statements = (
        "SELECT tenant_id, agent_id, user_id, count(*), "
        "sum(CASE WHEN status = 'active' THEN 1 ELSE 0 END) FROM entries",
        "SELECT tenant_id, agent_id, user_id, count(*) FROM entry_sources",
        "SELECT tenant_id, agent_id, user_id, count(*) FROM messages",
    )
    for table, statement in enumerate(statements):
        for row in tx.all(f"{statement}{where} GROUP BY {_KEY}", params):
            key = (str(row[0]), str(row[1]), str(row[2]))
            slots = counts.setdefault(key, [0, 0, 0, 0])
            if table == 0:
                slots[0], slots[1] = int(row[3]), int(row[4] or 0)
            else:
                slots[table + 1] = int(row[3])
    return [
        ScopeSummary(Scope(tenant=t, agent=a, user=u), *counts[(t, a, u)])
        for t, a, u in sorted(counts)
    ]


def _filter(**fields: str | None) -> tuple[str, list[Any]]:
    conditions, params = [], []
    for name, value in fields.items():
        if value is not None:
            conditions.append(f"{name}_id = ?")
            params.append(value)
    return (" WHERE " + " AND ".join(conditions) if conditions else ""), params

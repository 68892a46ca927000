"""The rows retention reads: entries past their expiry, and entries a prune may remove.

Status changes and deletions themselves go through :mod:`episodic.stores.entries`
(``set_status``, ``delete_entries``), which keep the search statistics and every process's
index right.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from episodic.models import Scope
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, Where, scope_values

# Both conditions match the partial index ``entries_expiring`` (migration step 10), so a
# sweep reads only the rows that have expired, however large the table.
_EXPIRED = "status = 'active' AND expires_at IS NOT NULL AND expires_at <= ?"


def expired(
    tx: Tx, now: datetime, *, tenant: str | None = None, limit: int = 5_000
) -> dict[Scope, list[str]]:
    """Ids of active entries whose ``expires_at`` is at or before ``now``, by scope: of one
    tenant, or of every tenant; at most ``limit`` of them."""
    where, params = _EXPIRED, [tx.dialect.time(now)]
    if tenant is not None:
        where += " AND tenant_id = ?"
        params.append(tenant)
    rows = tx.all(
        f"SELECT tenant_id, agent_id, user_id, id FROM entries WHERE {where} "
        "ORDER BY expires_at LIMIT ?",
        (*params, limit),
    )
    found: dict[Scope, list[str]] = {}
    for tenant_id, agent, user, entry_id in rows:
        found.setdefault(Scope(tenant=tenant_id, agent=agent, user=user), []).append(entry_id)
    return found


def any_expired(tx: Tx, tenant: str, now: datetime) -> bool:
    """Whether the tenant holds an active entry past its expiry (one indexed probe)."""
    row = tx.one(
        f"SELECT 1 FROM entries WHERE {_EXPIRED} AND tenant_id = ? LIMIT 1",
        (tx.dialect.time(now), tenant),
    )
    return row is not None


def prunable(
    tx: Tx,
    scope: Scope,
    *,
    statuses: Sequence[str],
    kinds: Sequence[str] | None,
    before: datetime | None,
) -> list[str]:
    """Ids of the scope's entries in one of ``statuses`` (of ``kinds``, when given) last
    said before ``before`` (when given)."""
    where = Where(SCOPE, scope_values(scope, "prune"))
    where.among(tx.dialect, "status", statuses).among(tx.dialect, "kind", kinds)
    if before is not None:
        where.add("last_seen_at < ?", tx.dialect.time(before))
    rows = tx.all(f"SELECT id FROM entries WHERE {where} ORDER BY rowid", tuple(where.params))
    return [str(row[0]) for row in rows]

"""Per-process BM25 indexes of large scopes, kept current from the database.

A scope with thousands of entries would make every lexical query read every entry that shares a
common word with it. For those scopes each process keeps the scope's postings in memory (the
same :class:`~episodic.retrieval.bm25.LexicalIndex` the SQLite store uses), built from the durable
copy in ``entries`` and brought up to date before every search: a write bumps the scope's
revision under the scope's row lock, so revisions follow commit order and only rows with a
newer revision need reading; a change other than an append bumps ``rewrites`` and forces a
full reload. The indexes together stay within a budget of bytes, least recently used first out.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from datetime import datetime

from episodic.models import Scope
from episodic.retrieval.bm25 import LexicalIndex, LexicalMatch
from episodic.retrieval.lru import DEFAULT_CACHE_BYTES, SCOPE_OVERHEAD, ScopeCaches
from episodic.retrieval.purposes import PurposeTags
from episodic.stores.postgres.schema import Connection


@dataclass(frozen=True, slots=True)
class ScopeState:
    """One scope's row of ``scope_state``."""

    revision: int = 0
    rewrites: int = 0
    documents: int = 0
    total_terms: int = 0


@dataclass(slots=True)
class _Cached:
    revision: int = 0
    rewrites: int = -1
    index: LexicalIndex = field(default_factory=LexicalIndex)
    purposes: PurposeTags = field(default_factory=PurposeTags)

    def footprint(self) -> int:
        return SCOPE_OVERHEAD + self.index.footprint() + self.purposes.footprint()


def scope_state(conn: Connection, scope: Scope) -> ScopeState:
    """The scope's revision counters and BM25 totals (all zero for a scope never written)."""
    row = conn.execute(
        "SELECT revision, rewrites, documents, total_terms FROM scope_state "
        "WHERE tenant_id = %s AND agent_id = %s AND user_id = %s",
        scope.require_complete("search"),
    ).fetchone()
    return ScopeState() if row is None else ScopeState(*(int(value) for value in row))


class LexicalCache:
    """This process's in-memory BM25 indexes, one per large scope. Thread-safe.

    Args:
        budget: Most bytes the indexes may hold together.
    """

    def __init__(self, budget: int = DEFAULT_CACHE_BYTES) -> None:
        self._lock = threading.Lock()
        self._scopes: ScopeCaches[_Cached] = ScopeCaches(budget)

    def search(
        self,
        conn: Connection,
        scope: Scope,
        state: ScopeState,
        terms: list[str],
        *,
        limit: int,
        now: datetime,
        purpose: str | None = None,
    ) -> list[LexicalMatch]:
        """Search the scope's index after reading what changed since it was last used; only
        the entries usable for ``purpose`` when it is given."""
        with self._lock:
            cached = self._scopes.get(scope.key)
            if cached is None or cached.rewrites != state.rewrites:
                cached = _Cached(rewrites=state.rewrites)
            if cached.revision != state.revision:
                self._catch_up(conn, scope, cached, state.revision)
            if len(cached.index):
                self._scopes.put(scope.key, cached, cached.footprint())
            else:  # nothing to search: keeping it would only cost memory
                self._scopes.discard(scope.key)
            only = cached.purposes.mask(purpose)
            return cached.index.search(terms, limit=limit, now=now.timestamp(), only=only)

    @staticmethod
    def _catch_up(conn: Connection, scope: Scope, cached: _Cached, revision: int) -> None:
        tenant, agent, user = scope.require_complete("search")
        rows = conn.execute(
            "SELECT id, terms, expires_at, purpose FROM entries "
            "WHERE tenant_id = %s AND agent_id = %s AND user_id = %s AND status = 'active' "
            "AND revision > %s AND revision <= %s ORDER BY revision, rowid",
            (tenant, agent, user, cached.revision, revision),
        )
        for entry_id, terms, expires, purpose in rows:
            cached.index.add(entry_id, terms.split(), expires.timestamp() if expires else math.inf)
            cached.purposes.add(purpose)
        cached.revision = revision

    @property
    def cached_bytes(self) -> int:
        """Bytes the kept indexes hold, by the cache's own accounting."""
        with self._lock:
            return self._scopes.total

    @property
    def cached_scopes(self) -> int:
        """How many scopes' indexes are kept."""
        with self._lock:
            return len(self._scopes)

    def clear(self) -> None:
        """Forget every index (on close)."""
        with self._lock:
            self._scopes.clear()

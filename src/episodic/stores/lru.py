"""A bound on the per-scope search indexes a process keeps in memory.

Both stores keep some scopes' postings (and SQLite their vectors) in process memory, rebuilt
from the database on demand. A service with many users would otherwise grow that memory with
every user ever queried; this keeps the most recently used scopes up to a budget of entries
and forgets the rest, which are simply rebuilt if they are queried again.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

#: Entries kept across all cached scopes of one store object, by default.
DEFAULT_BUDGET = 1_000_000

T = TypeVar("T")


class ScopeCaches(Generic[T]):
    """Least-recently-used scope indexes, bounded by their total number of entries.

    Not thread-safe: the stores call it under their own lock. The scope used last is never
    evicted, so a single scope larger than the budget still works (it is then the only one).

    Args:
        budget: Most entries kept across all scopes.
    """

    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        if budget < 0:
            raise ValueError(f"budget must not be negative, got {budget}")
        self.budget = budget
        self._items: OrderedDict[str, tuple[T, int]] = OrderedDict()
        self._total = 0

    def get(self, key: str) -> T | None:
        """The scope's index, now the most recently used; None if not kept."""
        found = self._items.get(key)
        if found is None:
            return None
        self._items.move_to_end(key)
        return found[0]

    def put(self, key: str, value: T, size: int) -> None:
        """Keep (or replace) the scope's index holding ``size`` entries; evict to fit."""
        old = self._items.pop(key, None)
        if old is not None:
            self._total -= old[1]
        self._items[key] = (value, size)
        self._total += size
        while self._total > self.budget and len(self._items) > 1:
            _, (_, evicted) = self._items.popitem(last=False)
            self._total -= evicted

    def __contains__(self, key: str) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    @property
    def total(self) -> int:
        """Entries held across all kept scopes."""
        return self._total

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()
        self._total = 0

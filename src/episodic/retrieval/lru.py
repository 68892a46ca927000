"""A bound, in bytes, on the per-scope search indexes a process keeps in memory.

Both stores keep some scopes' postings (and SQLite their vectors) in process memory, rebuilt
from the database on demand. A service with many users would otherwise grow that memory with
every user ever queried; this keeps the most recently used scopes up to a budget of bytes and
forgets the rest, which are simply rebuilt if they are queried again. Each scope is charged
its estimated footprint (:meth:`~episodic.retrieval.bm25.LexicalIndex.footprint`, its vectors, and
:data:`SCOPE_OVERHEAD` for the scope itself), so many tiny scopes count as much as they cost.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

from episodic.config import StoreConfig

#: Bytes of search indexes kept across all cached scopes of one store object, by default.
DEFAULT_CACHE_BYTES = StoreConfig().search_cache_bytes

#: Bytes charged for keeping a scope at all: its key, the cache slot and the empty index
#: objects (measured with ``tracemalloc`` at about 1.5 KB; rounded up).
SCOPE_OVERHEAD = 2048

T = TypeVar("T")


class ScopeCaches(Generic[T]):
    """Least-recently-used scope indexes, bounded by their total size in bytes.

    Not thread-safe: the stores call it under their own lock. The scope used last is never
    evicted, so a single scope larger than the budget still works (it is then the only one).

    Args:
        budget: Most bytes kept across all scopes.
    """

    def __init__(self, budget: int = DEFAULT_CACHE_BYTES) -> None:
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
        """Keep (or replace) the scope's index, which takes ``size`` bytes; evict to fit."""
        self.discard(key)
        self._items[key] = (value, size)
        self._total += size
        while self._total > self.budget and len(self._items) > 1:
            _, (_, evicted) = self._items.popitem(last=False)
            self._total -= evicted

    def discard(self, key: str) -> None:
        """Forget one scope's index, if kept."""
        old = self._items.pop(key, None)
        if old is not None:
            self._total -= old[1]

    def __contains__(self, key: str) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    @property
    def total(self) -> int:
        """Bytes held across all kept scopes."""
        return self._total

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()
        self._total = 0

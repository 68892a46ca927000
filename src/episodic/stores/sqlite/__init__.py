"""The embedded store: one SQLite file (the default)."""

from __future__ import annotations

from episodic.stores.sqlite.store import SQLiteStore

__all__ = ["SQLiteStore"]

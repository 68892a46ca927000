"""The PostgreSQL store (``pip install 'episodic[postgres]'``); see docs/postgres.md."""

from __future__ import annotations

from episodic.stores.postgres.store import PostgresStore

__all__ = ["PostgresStore"]

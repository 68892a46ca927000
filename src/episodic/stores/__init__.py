"""Storage: a small kernel per backend, every tier's rows written once, and the migrations."""

from __future__ import annotations

from pathlib import Path

from episodic.errors import ConfigError, missing_extra, redact
from episodic.retrieval.lru import DEFAULT_CACHE_BYTES
from episodic.stores.base import Dialect, Store, Tx

__all__ = ["Dialect", "Store", "Tx", "open_store"]


def open_store(
    url: str | Path | None = None,
    *,
    read_only: bool = False,
    cache_bytes: int = DEFAULT_CACHE_BYTES,
) -> Store:
    """Open the store a URL names, creating and migrating it if needed.

    Accepts ``sqlite:///path``, a plain path, a ``file:`` URI (``file:/path?mode=ro``),
    ``":memory:"`` (a throwaway file) or ``postgresql://…`` (``?pool_size=N`` sets the
    connection pool size). ``None`` is ``./episodic.db``.

    Args:
        url: Where the data lives.
        read_only: Never create or migrate anything and refuse every write.
        cache_bytes: Most bytes of per-scope search indexes kept in this process.
    """
    text = "episodic.db" if url is None else str(url)
    if text.startswith(("postgresql://", "postgres://")):
        try:
            from episodic.stores.postgres import PostgresStore
        except ImportError as exc:
            raise missing_extra("The PostgreSQL store", "postgres", exc.name) from exc
        return PostgresStore(text, read_only=read_only, cache_bytes=cache_bytes)
    if text.startswith("sqlite:///"):
        text = text.removeprefix("sqlite:///")
    elif text.startswith("sqlite://"):
        text = text.removeprefix("sqlite://") or ":memory:"
    elif "://" in text and not text.startswith("file:"):
        raise ConfigError(f"Unsupported store URL {redact(text)!r}; use sqlite:///path/to/file.db.")
    from episodic.stores.sqlite import SQLiteStore

    return SQLiteStore(text, read_only=read_only, cache_bytes=cache_bytes)

"""A disk cache of embeddings for the retrieval benchmarks (``--embed-cache FILE``).

A LoCoMo run embeds the same few thousand turns, sentences and questions every time, and on a
small machine that is most of its minutes. :class:`CachedEmbedder` wraps an embedder under the
same name, so stored vectors and queries match as before, and keeps every vector it computed
in one SQLite file keyed by the model's name and a digest of the text. Only the benchmarks use
it; the package never caches vectors on disk.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from episodic.embedders import Embedder


def _digest(model: str, text: str) -> str:
    return hashlib.sha256(f"{model}\x00{text}".encode()).hexdigest()


class CachedEmbedder(Embedder):
    """``inner`` with its vectors kept in ``path`` between runs (same name, same vectors).

    Args:
        inner: The embedder that computes what the file does not hold.
        path: The SQLite file (created when missing).
    """

    def __init__(self, inner: Embedder, path: str | Path) -> None:
        self.inner = inner
        self.name = inner.name
        self.dimension = inner.dimension
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        self._db.execute("CREATE TABLE IF NOT EXISTS vectors (key TEXT PRIMARY KEY, data BLOB)")
        self.hits = 0
        self.misses = 0

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        keys = [_digest(self.name, text) for text in texts]
        found: dict[str, bytes] = {}
        for start in range(0, len(keys), 500):
            chunk = keys[start : start + 500]
            marks = ",".join("?" * len(chunk))
            query = f"SELECT key, data FROM vectors WHERE key IN ({marks})"
            found.update(self._db.execute(query, chunk).fetchall())
        missing = list(dict.fromkeys(key for key in keys if key not in found))
        if missing:
            where = {key: i for i, key in enumerate(keys)}
            computed = self.inner.embed([texts[where[key]] for key in missing])
            made = [(key, computed[i].tobytes()) for i, key in enumerate(missing)]
            with self._db:
                self._db.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?)", made)
            found.update(made)
        self.hits += len(keys) - len(missing)
        self.misses += len(missing)
        return np.stack([np.frombuffer(found[key], dtype=np.float32) for key in keys])

    def close(self) -> None:
        """Close the file."""
        self._db.close()


def cached(embedder: Embedder, path: str | None) -> Embedder:
    """``embedder`` wrapped in a :class:`CachedEmbedder` of ``path``, or as it is without one."""
    return embedder if not path else CachedEmbedder(embedder, path)

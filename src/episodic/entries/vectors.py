"""Vectors of another embedder: the one-time warning, and re-embedding (``reindex``).

Re-embedding also gives sentence vectors (:mod:`episodic.entries.passages`) to the entries
that have none yet: those of a database written before entries kept them (which
``entry_sentences`` jobs also fill in the background, see :mod:`episodic.entries.backfill`).

A query only scores vectors made by the configured embedder, so a scope filled by another one
is searched by words alone. That is never silent: the first search of such a scope in a
memory logs one warning on the ``episodic`` logger naming both models and the fix, and
:func:`reindex` re-embeds every entry whose vector is of another model (or missing).
"""

from __future__ import annotations

import logging
import threading

from episodic.entries.passages import embed_passages
from episodic.models import Scope
from episodic.models.entries import Progress
from episodic.models.validation import check_count
from episodic.runtime import Runtime
from episodic.stores import vectors as vector_rows

logger = logging.getLogger("episodic")

#: Scopes remembered as already checked; past this the set starts over (a scope may then be
#: checked, never warned about, again).
_CHECKED_LIMIT = 100_000


class VectorCheck:
    """Warns once per scope when its stored vectors come from another embedder.

    Args:
        runtime: The store and the configured embedder.
    """

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        self._checked: set[str] = set()
        self._warned: set[str] = set()
        self._lock = threading.Lock()

    def check(self, scope: Scope) -> None:
        """Log the warning if this is the first search of a scope with foreign vectors."""
        key = scope.key
        with self._lock:
            if key in self._checked:
                return
            if len(self._checked) >= _CHECKED_LIMIT:
                self._checked.clear()
            self._checked.add(key)
        model = self._runtime.embedder.name
        with self._runtime.store.read() as tx:
            other = vector_rows.other_model(tx, scope, model)
        with self._lock:
            if other is None or key in self._warned:
                return
            self._warned.add(key)
        logger.warning(
            "Entries of tenant %r, agent %r, user %r have vectors made by %r, but this "
            "memory embeds with %r; they are found by words only. Run `episodic reindex` "
            "(or memory.entries.reindex()) to re-embed them with %r.",
            scope.tenant,
            scope.agent,
            scope.user,
            other,
            model,
            model,
        )

    def forget(self) -> None:
        """Check every scope again (after a re-embedding)."""
        with self._lock:
            self._checked.clear()
            self._warned.clear()


def reindex(
    runtime: Runtime,
    scope: Scope | None = None,
    *,
    batch_size: int = 256,
    on_progress: Progress | None = None,
) -> int:
    """Re-embed every entry whose vector is not of the configured embedder; see
    :meth:`episodic.entries.Entries.reindex`."""
    if scope is not None:
        scope.require_complete("reindex")
    check_count(batch_size, "batch_size")
    embedder, store = runtime.embedder, runtime.store
    with store.read() as tx:
        total = vector_rows.count_stale(tx, embedder.name, scope)
    done, after = 0, 0
    if on_progress is not None:
        on_progress(done, total)
    while True:
        with store.read() as tx:
            batch = vector_rows.stale(tx, embedder.name, after=after, limit=batch_size, scope=scope)
        if not batch:
            return done
        contents = [item.content for item in batch]
        vectors, passages = embedder.embed(contents), embed_passages(embedder, contents)
        with store.write() as tx:
            done += vector_rows.replace_vectors(tx, batch, vectors, embedder.name, passages)
        after = batch[-1].rowid
        if on_progress is not None:
            on_progress(done, max(total, done))

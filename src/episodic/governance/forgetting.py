"""Entries taken out for good, with their words: the one path ``forget`` and ``prune`` share.

Both delete entries and their evidence and take the entries' words out of everything else the
scope keeps (:mod:`episodic.stores.redaction`), then let the tiers bring what they derive from
the changed rows up to date (the messages' search keys, an episode's vector). Both count as a
forget of the scope (:mod:`episodic.stores.forgets`), first thing in their transaction, so a
job that read the words before the forget committed writes nothing, and runs again on what is
left.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from episodic.models import Scope
from episodic.models.entries import Entry
from episodic.runtime import Runtime
from episodic.stores import Tx, redaction
from episodic.stores import entries as entry_rows
from episodic.stores import forgets as forget_rows
from episodic.stores.redaction import Quote, Redacted

#: Entries whose words one pass over the scope's text columns looks for at once.
_PASS = 25

Follower = Callable[[Tx, Scope, Redacted], None]


class Forgetter:
    """Takes entries out of a scope with their words.

    Args:
        runtime: The store.
        redacted: Called inside the forgetting transaction with the rows whose text lost
            words, so a tier can bring what it derives from them up to date.
    """

    def __init__(self, runtime: Runtime, redacted: Sequence[Follower] = ()) -> None:
        self._runtime = runtime
        self._redacted = tuple(redacted)

    @contextmanager
    def transaction(self, scope: Scope) -> Iterator[Tx]:
        """A write transaction that counts as a forget of ``scope``: the scope's forget lock
        is taken and its count moved before anything is read."""
        with self._runtime.store.write() as tx:
            forget_rows.forgotten(tx, scope)
            yield tx

    def take_out(self, tx: Tx, scope: Scope, ids: Sequence[str]) -> tuple[list[str], Redacted]:
        """Delete the scope's entries with these ids (those it has) and their evidence, and
        their words from the scope's other rows; returns the ids deleted and what changed.
        Call inside :meth:`transaction`."""
        entries = entry_rows.get_entries(tx, scope, ids)
        gone = entry_rows.delete_entries(tx, scope, [entry.id for entry in entries])
        redacted = Redacted()
        for start in range(0, len(entries), _PASS):
            group = entries[start : start + _PASS]
            quotes = [quote for entry in group for quote in _quotes(entry)]
            redaction.redact_scope(tx, scope, [e.content for e in group], quotes, redacted)
        if redacted.rows:
            for follow in self._redacted:
                follow(tx, scope, redacted)
        return gone, redacted


def _quotes(entry: Entry) -> list[Quote]:
    return [
        Quote(source.message_id, source.evidence, source.start, source.end)
        for source in entry.sources
        if source.evidence
    ]

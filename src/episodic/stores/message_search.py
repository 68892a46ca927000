"""Candidate search over messages: the messages table's spec for the shared scope index.

A person's messages number in the thousands, not millions, so each process keeps, per scope,
an index of the messages' terms and vectors (:mod:`episodic.retrieval.index`: a row for each
message's key and for each of its sentences; a message scores as its best row), read from the
``messages`` rows and brought up to date before every search from the scope's counters
(:mod:`episodic.stores.message_index`): rows indexed at a newer revision are appended; a new
generation rebuilds the scope. Active entries lend their vectors to the messages they quote.
The same code serves SQLite and PostgreSQL, so both rank a scope's messages identically. A
least-recently-used budget bounds the bytes all scopes keep
(``MessagesConfig.search_cache_bytes``).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from episodic.models import CandidateQuery, Candidates, Scope
from episodic.retrieval.bm25 import query_terms
from episodic.retrieval.index import IndexSource, ScopeIndex, ScopeIndexes
from episodic.retrieval.rows import IndexRows
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import entry_index
from episodic.stores import message_index as rows
from episodic.stores.base import Store, Tx

#: The scope's message counters and its entry counters (the lent vectors follow the entries).
Counters = tuple[rows.IndexState, tuple[int, int]]


def _counters(tx: Tx, scope: Scope) -> Counters:
    return rows.state(tx, scope), entry_index.counters(tx, scope)


def _restart(held: Counters, now: Counters) -> bool:
    """A new generation, or a revision gone back (the scope was erased and written again)."""
    return held[0].generation != now[0].generation or now[0].revision < held[0].revision


def _rows(tx: Tx, scope: Scope, index: ScopeIndex[Counters], now: Counters) -> IndexRows:
    found = rows.indexed_rows(tx, scope, after=index.cursor, through=now[0].revision)
    index.cursor = now[0].revision
    return found


def _lend(
    tx: Tx, scope: Scope, index: ScopeIndex[Counters], now: Counters, fresh: IndexRows
) -> None:
    """Bring the vectors and words entries lend up to date: all of them again after an entry was
    changed or removed (or for a new index); otherwise those of entries written since, and
    those lent to the messages just indexed (an entry in both lends twice, which a best-of
    score does not notice)."""
    known = now[1]
    revision, rewrites = index.lent_state or (-1, -1)
    if rewrites != known[1] or revision > known[0] or revision < 0:
        _lend_facts(index, rows.fact_rows(tx, scope), replace=True)
    else:
        _lend_facts(index, rows.fact_rows(tx, scope, after=revision), replace=False)
        seqs = [int(row_id) for row_id in fresh.ids]
        _lend_facts(index, rows.fact_rows(tx, scope, seqs=seqs), replace=False)
    index.lent_state = known


def _lend_facts(
    index: ScopeIndex[Counters],
    found: list[tuple[str, str, npt.NDArray[np.float32], str]],
    *,
    replace: bool,
) -> None:
    """Each entry lends the message it quotes its vector and the words of its content."""
    index.lend([(seq, model, vector) for seq, model, vector, _ in found], replace=replace)
    words = [(seq, tokenize(content)) for seq, _, _, content in found]
    index.lend_words(words, replace=replace)


#: How the shared scope index reads a scope's messages.
MESSAGES = IndexSource(_counters, _restart, _rows, lend=_lend, details=True)


@dataclass(frozen=True, slots=True)
class MessageCandidates:
    """What ranking needs for one query, and the thread of each candidate.

    Attributes:
        found: Both candidate lists, each hit named by the message's ``seq`` as a string,
            and when each message was said (as ``last_seen``).
        threads: The thread of each candidate, by the same name.
        speakers: Who said each candidate that names its speaker, by the same name.
        timed: The candidates that name a time, by the same name.
    """

    found: Candidates
    threads: dict[str, str]
    speakers: dict[str, str] = field(default_factory=dict)
    timed: set[str] = field(default_factory=set)


class MessageSearch:
    """This process's message indexes, one per recently searched scope. Thread-safe.

    Args:
        store: Where the messages are.
        budget: Most bytes all scopes' indexes may hold together.
    """

    def __init__(self, store: Store, budget: int) -> None:
        self._indexes = ScopeIndexes(MESSAGES, store.read, budget)

    def candidates(
        self,
        scope: Scope,
        query: CandidateQuery,
        *,
        thread: str | None = None,
        exclude: Collection[int] = (),
    ) -> MessageCandidates:
        """Both candidate lists for a query, when each message was said and its thread.

        Args:
            scope: Whose messages.
            query: Terms, vector, its model and how many candidates per list.
            thread: Only this thread's messages; ``None`` for all of the scope's.
            exclude: Messages (by ``seq``) never to return.
        """
        terms = query_terms(query.terms)
        vector = np.asarray(query.vector, dtype=np.float32).reshape(-1)
        with self._indexes.current(scope) as index:
            if not len(index):
                return MessageCandidates(Candidates([], [], {}), {})
            mask = index.mask(group=thread, exclude=[str(seq) for seq in exclude])
            limit, now = query.limit, query.now
            lexical = index.lexical_hits(terms, limit=limit, now=now, only=mask)
            semantic = index.vector_hits(vector, model=query.model, limit=limit, now=now, only=mask)
            ids = [hit.entry_id for hit in (*lexical, *semantic)]
            found = Candidates(lexical, semantic, index.times_of(ids))
            return MessageCandidates(
                found, index.groups_of(ids), index.speakers_of(ids), index.timed_of(ids)
            )

    def size(self, scope: Scope) -> int:
        """How many of the scope's messages are indexed (the index brought up to date)."""
        with self._indexes.current(scope) as index:
            return len(index)

    @property
    def cached_bytes(self) -> int:
        """Bytes the kept indexes hold, by the cache's own accounting."""
        return self._indexes.cached_bytes

    def clear(self) -> None:
        """Forget every index."""
        self._indexes.clear()

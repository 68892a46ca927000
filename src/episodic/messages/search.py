"""The read side of message recall: candidates from the index, ranked, grown into ranges.

Messages are ranked exactly like entries (:func:`episodic.retrieval.ranking.rank`: BM25 and cosine
fused, the same relevance gate, the same recency prior), so a query about nothing discussed
finds nothing. Each match then gets ``MessagesConfig.search_before`` messages before it and
``search_after`` after it, from the same thread (user and assistant messages only), and
ranges of one thread that overlap or touch are merged into one.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field

from episodic.config import Config, RankingParams
from episodic.entries.read import Context, ranking_candidates
from episodic.models import CandidateQuery, Message, MessageMatch, MessageRange, Scope, Vector
from episodic.retrieval import ranking
from episodic.retrieval.anchors import names_speaker, query_words
from episodic.retrieval.times import Span, asks_when, time_spans, without_times
from episodic.retrieval.tokenizer import tokenize
from episodic.runtime import Runtime
from episodic.stores import message_index as rows
from episodic.stores.message_search import MessageCandidates, MessageSearch


def ranking_params(config: Config) -> RankingParams:
    """The ranking constants messages are ranked with (today the entries' own)."""
    return config.ranking


def ranked_matches(ranges: Iterable[MessageRange]) -> list[MessageMatch]:
    """Every match of ``ranges``, best first (what recall@k counts; never the neighbours)."""
    matches = [match for found in ranges for match in found.matches]
    return sorted(matches, key=lambda m: (-m.final_score, -m.fused_score, m.message.seq))


@dataclass(slots=True)
class _Span:
    """A range being built: its messages by ``seq``, its matches, and the ``seq`` of the
    searchable message right after it (``None`` at the thread's end)."""

    thread_id: str
    messages: dict[int, Message]
    matches: list[MessageMatch] = field(default_factory=list)
    successor: int | None = None

    @property
    def first(self) -> int:
        return min(self.messages)

    @property
    def last(self) -> int:
        return max(self.messages)


def search(
    runtime: Runtime,
    index: MessageSearch,
    scope: Scope,
    query: str,
    vector: Vector | Callable[[], Vector],
    *,
    top_k: int,
    thread: str | None = None,
    exclude: Collection[int] = (),
) -> list[MessageRange]:
    """Ranges around the ``top_k`` best matches of a query whose vector is computed.

    Args:
        runtime: The store, embedder, settings and clock.
        index: The in-process message indexes.
        scope: Whose messages.
        query: The query text (its terms are looked up).
        vector: The query's embedding by ``runtime.embedder``, or a function computing it
            (called only when the scope has indexed messages).
        top_k: Most matches (neighbours do not count).
        thread: Only this thread; ``None`` for all of the scope's threads.
        exclude: Messages (by ``seq``) never matched nor shown, e.g. those already in the
            prompt.

    Returns:
        The ranges, best match first; empty when nothing passes the relevance gate.
    """
    if not index.size(scope):
        return []
    params = ranking_params(runtime.config)
    now = runtime.now()
    named = time_spans(query, now) if params.time_match_boost else []
    ask = _Ask(runtime, index, scope, vector() if callable(vector) else vector, top_k, named, query)
    terms = tokenize(query)
    found, ranked = ask(terms, thread, exclude)
    bare = tokenize(without_times(query, named))
    if not ranked and named and bare != terms:
        # The date's words can dilute an otherwise clear match below the gate.
        found, ranked = ask(bare, thread, exclude)
    if not ranked:
        return []
    config = runtime.config.messages
    spans = []
    with runtime.store.read() as tx:
        for scored in ranked:
            thread_id, seq = found.threads[scored.id], int(scored.id)
            # The match and the messages after it, by the thread's index (both backends).
            after = rows.conversation(
                tx, scope, thread_id, before=seq - 1, limit=config.search_after + 2, newest=False
            )
            if not after or after[0].seq != seq:  # erased since the index was read
                continue
            message, after = after[0], after[1:]
            before = rows.conversation(tx, scope, thread_id, before=seq, limit=config.search_before)
            span = _Span(thread_id, {m.seq: m for m in (*before, message, *after)})
            if len(after) > config.search_after:
                span.successor = after[-1].seq
                del span.messages[after[-1].seq]
            span.matches.append(_match(message, scored))
            spans.append(span)
    return [_range(span, exclude) for span in _merged(spans)]


@dataclass(frozen=True, slots=True)
class _Ask:
    """One ranked candidate search of a scope's messages; called with the query's terms."""

    runtime: Runtime
    index: MessageSearch
    scope: Scope
    vector: Vector
    top_k: int
    named: Sequence[Span]
    query: str

    def __call__(
        self, terms: Sequence[str], thread: str | None, exclude: Collection[int]
    ) -> tuple[MessageCandidates, list[ranking.Scored]]:
        params = ranking_params(self.runtime.config)
        now = self.runtime.now()
        pool = ranking.candidate_pool(self.top_k, params)
        query = CandidateQuery(terms, self.vector, self.runtime.embedder.name, pool, now)
        found = self.index.candidates(self.scope, query, thread=thread, exclude=exclude)
        words = query_words(self.query)
        known = Context(
            groups=found.threads,
            anchored={key for key, who in found.speakers.items() if names_speaker(words, who)},
            timed=found.timed if params.when_boost and asks_when(self.query) else set(),
            told=self._told(found) if self.named else {},
        )
        # A message happened when it was said: its timestamp is matched against a named time.
        ranked = ranking.rank(
            ranking_candidates(found.found, known),
            now=now,
            top_k=self.top_k,
            params=params,
            spans=self.named,
        )
        return found, ranked

    def _told(self, found: MessageCandidates) -> dict[str, list[Span]]:
        """The times each candidate's text names, read from when it was said: only asked
        for where the query names a time to match."""
        seqs = [hit.entry_id for hit in (*found.found.lexical, *found.found.semantic)]
        with self.runtime.store.read() as tx:
            said = rows.openings(tx, self.scope, seqs)
        return {seq: time_spans(text, moment) for seq, (moment, text) in said.items()}


def _match(message: Message, scored: ranking.Scored) -> MessageMatch:
    return MessageMatch(message=message, **scored.scores())


def _merged(spans: Sequence[_Span]) -> list[_Span]:
    """Spans of one thread that overlap or touch, merged; best match first."""
    merged: list[_Span] = []
    for span in sorted(spans, key=lambda s: (s.thread_id, s.first)):
        current = merged[-1] if merged else None
        if (
            current is not None
            and current.thread_id == span.thread_id
            and (span.first <= current.last or current.successor == span.first)
        ):
            if span.last > current.last:
                current.successor = span.successor
            current.messages.update(span.messages)
            current.matches += span.matches
        else:
            merged.append(span)
    for span in merged:
        span.matches.sort(key=lambda m: (-m.final_score, -m.fused_score, m.message.seq))
    return sorted(merged, key=lambda s: (-s.matches[0].final_score, s.thread_id, s.first))


def _range(span: _Span, exclude: Collection[int]) -> MessageRange:
    matched = {match.message.seq for match in span.matches}
    messages = tuple(
        span.messages[seq] for seq in sorted(span.messages) if seq in matched or seq not in exclude
    )
    return MessageRange(thread_id=span.thread_id, messages=messages, matches=tuple(span.matches))

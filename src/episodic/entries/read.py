"""The read side of the entries tier: candidates from the store, ranked, with every score."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from episodic.config import RankingParams
from episodic.models import CandidateQuery, Candidates, Entry, LazyVector, Recalled, Scope, Vector
from episodic.retrieval import ranking
from episodic.retrieval.anchors import (
    names_speaker,
    query_names,
    query_words,
    speaker_label,
    subject_name,
)
from episodic.retrieval.facts import identifiers, names_other_identifier
from episodic.retrieval.times import Span, asks_when, mentions_time, time_spans, without_times
from episodic.retrieval.tokenizer import matched_words, tokenize
from episodic.runtime import Runtime
from episodic.stores import entries as entry_rows
from episodic.stores.entry_index import followers, placed


def live(entry: Entry, now: datetime) -> bool:
    """Whether an entry may be recalled or injected: active and not past its expiry."""
    return entry.status == "active" and (entry.expires_at is None or entry.expires_at > now)


@dataclass(frozen=True, slots=True)
class Context:
    """What a search knows of its candidates beyond their scores, by id.

    Attributes:
        occurred: When each happened, where the query names a time to match.
        groups: The thread (or session) of each; candidates of one thread lend each other
            part of their best score.
        anchored: The candidates the query names the speaker of.
        timed: The candidates that name a time, when the query asks when.
        lent: The normalized lexical score entries hold at least, lent by the matches just
            before them in their thread (``RankingParams.follow_weight``).
        seen: ``last_seen_at`` of the entries lent to that neither search found.
        told: The stretches of time each names, read from when it happened ("last month"),
            where the query names a time to match.
    """

    occurred: Mapping[str, datetime] | None = None
    groups: Mapping[str, str] = field(default_factory=dict)
    anchored: Collection[str] = ()
    timed: Collection[str] = ()
    lent: Mapping[str, float] = field(default_factory=dict)
    seen: Mapping[str, datetime] = field(default_factory=dict)
    told: Mapping[str, Sequence[Span]] = field(default_factory=dict)


def ranking_candidates(
    found: Candidates, context: Context | None = None
) -> list[ranking.Candidate]:
    """What the store's two searches said about each entry, as ranking candidates.

    An entry without a ``last_seen_at`` (deleted between the two reads) is left out.
    ``context`` gives when each happened, its thread and whether the query names who said it.
    """
    known = context or Context()
    occurred = known.occurred
    lexical = {hit.entry_id: hit for hit in found.lexical}
    semantic = {hit.entry_id: hit.score for hit in found.semantic}
    candidates = []
    for entry_id in dict.fromkeys([*lexical, *semantic, *known.lent]):
        moment = found.last_seen.get(entry_id) or known.seen.get(entry_id)
        if moment is None:
            continue
        words, lent = lexical.get(entry_id), known.lent.get(entry_id)
        normalized = None if words is None else words.normalized
        if lent:
            normalized = max(normalized or 0.0, lent)
        candidates.append(
            ranking.Candidate(
                id=entry_id,
                lexical_score=None if words is None else words.score,
                vector_score=semantic.get(entry_id),
                timestamp=moment,
                lexical_coverage=None if words is None else words.coverage,
                lexical_normalized=normalized,
                occurred_at=None if occurred is None else occurred.get(entry_id),
                group=known.groups.get(entry_id),
                anchored=entry_id in known.anchored,
                timed=entry_id in known.timed,
                told=known.told.get(entry_id, ()),
            )
        )
    return candidates


def search(
    runtime: Runtime,
    scope: Scope,
    query: str,
    vector: Vector | LazyVector,
    *,
    top_k: int,
    now: datetime,
    params: RankingParams | None = None,
    purpose: str | None = None,
) -> list[Recalled]:
    """Rank the scope's entries for a query whose embedding is already computed.

    Returns an empty list when nothing is relevant enough (the relevance gate). With a
    ``purpose``, only entries usable for it are candidates (the store filters them). When the
    query names a time, what happened then ranks higher; if the query fails the gate only
    because the date's words match nothing, it is asked again without them.
    A narrow request (at most ``gate_max_k`` results) leaves out entries that name another
    identifier of the kind the query asks about and not the one asked (``ACC-2002`` for a
    question about ``ACC-1001``): they are different facts, however alike they read.
    """
    params = params or runtime.config.ranking
    spans = time_spans(query, now) if params.time_match_boost else []
    terms = tokenize(query)
    ask = _Ask(runtime, scope, vector, top_k, now, params, purpose, spans, query)
    ranked = ask(terms)
    bare = tokenize(without_times(query, spans))
    if not ranked and spans and bare != terms:
        # The date's words can dilute an otherwise clear match below the gate.
        ranked = ask(bare)
    if not ranked:
        return []
    with runtime.store.read() as tx:
        stored = entry_rows.get_entries(tx, scope, [s.id for s in ranked])
    # A status change committed between the candidate search and this read is honoured.
    entries = {entry.id: entry for entry in stored if live(entry, now)}
    if top_k <= params.gate_max_k:
        # What goes into a prompt never answers a question about ACC-1001 with ACC-2002.
        asked = identifiers(query)
        entries = {
            key: entry
            for key, entry in entries.items()
            if not names_other_identifier(asked, entry.content)
        }
    grace = timedelta(days=params.time_match_grace_days)
    return [_recalled(s, entries[s.id], query, spans, grace) for s in ranked if s.id in entries]


def _recalled(
    scored: ranking.Scored, entry: Entry, query: str, spans: Sequence[Span], grace: timedelta
) -> Recalled:
    """A ranked entry with its scores and why it was found: the query's words it holds, and
    the time the query names that it happened in (the one the time factor rewarded)."""
    matched_time = next(
        (
            (span.start, span.end)
            for span in spans
            if scored.time_factor > 1 and span.holds(entry.occurred_at, grace)
        ),
        None,
    )
    return Recalled(
        entry=entry,
        decay_factor=scored.decay_factor,
        time_factor=scored.time_factor,
        matched_words=matched_words(query, entry.content),
        matched_time=matched_time,
        **scored.scores(),
    )


@dataclass(frozen=True, slots=True)
class _Ask:
    """One ranked candidate search of a scope; called with the query's terms."""

    runtime: Runtime
    scope: Scope
    vector: Vector | LazyVector
    top_k: int
    now: datetime
    params: RankingParams
    purpose: str | None
    spans: Sequence[Span]
    query: str

    def __call__(self, terms: Sequence[str]) -> list[ranking.Scored]:
        pool = ranking.candidate_pool(self.top_k, self.params)
        model = self.runtime.embedder.name
        query = CandidateQuery(terms, self.vector, model, pool, self.now, self.purpose)
        found = self.runtime.store.candidates(self.scope, query)
        return ranking.rank(
            ranking_candidates(found, self._context(found)),
            now=self.now,
            top_k=self.top_k,
            params=self.params,
            retention=self.runtime.config.retention,
            spans=self.spans,
        )

    def _context(self, found: Candidates) -> Context | None:
        """The entries that follow the lexical matches in their threads, and every
        candidate's thread, who said it and, when the query names a time, when it happened:
        read in two statements, and only when the ranking uses them."""
        p = self.params
        if not (
            self.spans or p.thread_weight or p.speaker_boost or p.when_boost or p.follow_weight
        ):
            return None
        ids = list(dict.fromkeys(hit.entry_id for hit in (*found.lexical, *found.semantic)))
        if not ids:
            return None
        matches = {hit.entry_id: hit.normalized or 0.0 for hit in found.lexical}
        with self.runtime.store.read() as tx:
            follow = []
            if p.follow_weight and matches:
                follow = followers(
                    tx, self.scope, list(matches), now=self.now, purpose=self.purpose
                )
            where = placed(tx, self.scope, [*ids, *(f.id for f in follow)])
        lent: dict[str, float] = {}
        for follower in follow:
            share = p.follow_weight * matches[follower.after]
            lent[follower.id] = lent.get(follower.id, 0.0) + share
        when, names = p.when_boost and asks_when(self.query), _Names(self.query)
        return Context(
            occurred={key: row.occurred_at for key, row in where.items()} if self.spans else None,
            groups={key: row.thread_id for key, row in where.items() if row.thread_id},
            anchored={key for key, row in where.items() if names(row.opening)},
            timed={key for key, row in where.items() if when and mentions_time(row.opening)},
            lent=lent,
            seen={follower.id: follower.last_seen_at for follower in follow},
            told={key: time_spans(row.opening, row.occurred_at) for key, row in where.items()}
            if self.spans
            else {},
        )


class _Names:
    """Whether a query names who said an entry ("Dana: ...") or whom it is about ("Dana
    moved ..."): the label among the query's words, or the subject among its capitalized ones."""

    def __init__(self, query: str) -> None:
        self.words, self.names = query_words(query), query_names(query)

    def __call__(self, opening: str) -> bool:
        label = speaker_label(opening)
        if label is not None:
            return names_speaker(self.words, label)
        return names_speaker(self.names, subject_name(opening))

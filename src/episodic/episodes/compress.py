"""Compression: old episodes merged into one shorter episode, the originals kept superseded.

Up to ``EpisodesConfig.compress_batch`` active session episodes that ended before the cutoff,
oldest first and all with the same purpose tags (so a merged record never carries one
purpose's sessions into another's), become one episode of level 1: a summary written by the
summarizer model, or offline each original's dates and summary in order, cut to
``summary_tokens``; the most frequent topic tags; the entities of all. The originals are
marked ``superseded`` with ``superseded_by`` naming it, in the same transaction; nothing is
deleted, and their key events stay entries (found by ``episodes.events``).
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Sequence
from datetime import datetime

from episodic.episodes import offline
from episodic.episodes.prompt import (
    COMPRESS_PROMPT,
    Proposal,
    compress_request,
    compress_schema,
    read_compressed,
)
from episodic.errors import ProviderError, StoreError
from episodic.governance import Audit
from episodic.governance.gate.screen import screen
from episodic.llms import LLM
from episodic.llms.base import OutputError
from episodic.models import Scope
from episodic.models.episodes import MAX_ENTITIES, Episode
from episodic.runtime import Runtime
from episodic.stores import episodes as rows
from episodic.stores import forgets as forget_rows

#: Times a compression runs again when a forget of the scope voids what it read.
_RUNS = 3


def compress(
    runtime: Runtime, audit: Audit, llm: LLM | None, scope: Scope, before: datetime
) -> Episode | None:
    """Merge the oldest batch of episodes that ended before ``before``; ``None`` when fewer
    than two qualify.

    Like a job, it reads, asks the model, then writes: when a forget of the scope commits in
    between (:mod:`episodic.stores.forgets`), what it read may hold the forgotten words, so it
    writes nothing and runs again on what is left.
    """
    for _ in range(_RUNS):
        merged = _compress(runtime, audit, llm, scope, before)
        if merged is not _VOID:
            return merged if isinstance(merged, Episode) else None
    raise StoreError(
        f"The scope forgot something during each of {_RUNS} compressions; nothing was "
        "written. Call compress again."
    )


_VOID = object()


def _compress(
    runtime: Runtime, audit: Audit, llm: LLM | None, scope: Scope, before: datetime
) -> object:
    """One compression: the episode, ``None`` (nothing to merge) or ``_VOID`` (a forget
    voided what it read)."""
    config = runtime.config.episodes
    with runtime.store.read() as tx:
        mark = forget_rows.count(tx, scope)
        old = rows.old_sessions(tx, scope, before, config.compress_batch * 4)
    group = [e for e in old if e.purpose == old[0].purpose][: config.compress_batch] if old else []
    if len(group) < 2:
        return None
    proposal = _merged(config.max_topics, config.summary_tokens, llm, group)
    screened = screen(
        _draft(runtime, scope, group, proposal, llm),
        origin="compress_episodes",
        tier="episodes",
        by="job",
    )
    episode = screened.value
    vector = runtime.embedder.embed_one(" ".join([episode.summary, *episode.topics]))
    originals = [e.id for e in group]
    with runtime.store.write() as tx:
        if forget_rows.locked_count(tx, scope) != mark:
            return _VOID
        rows.insert(tx, screened, vector)
        if len(rows.supersede(tx, scope, originals, episode.id)) != len(originals):
            raise StoreError(
                "Some of the episodes to compress changed while they were merged (another "
                "compression?); nothing was written. Call compress again."
            )
        audit.record(
            tx,
            scope,
            "write",
            actor="episodes",
            target_ids=[episode.id, *originals],
            reason="compressed",
            detail={"episodes_compressed": len(originals)},
        )
    return episode


def _draft(
    runtime: Runtime, scope: Scope, group: Sequence[Episode], proposal: Proposal, llm: LLM | None
) -> Episode:
    """The merged episode, before the gate."""
    config = runtime.config.episodes
    return Episode(
        id=uuid.uuid4().hex,
        scope=scope,
        thread_id=None,
        started_at=min(e.started_at for e in group),
        ended_at=max(e.ended_at for e in group),
        message_count=sum(e.message_count for e in group),
        first_seq=0,
        last_seq=0,
        first_message_id=None,
        last_message_id=None,
        summary=offline.fit_tokens(proposal.summary, config.summary_tokens),
        topics=proposal.topics,
        entities=tuple(dict.fromkeys(x for e in group for x in e.entities))[:MAX_ENTITIES],
        purpose=group[0].purpose,
        summarizer="offline" if llm is None else llm.name,
        level=1,
        status="active",
        superseded_by=None,
        embedding_model=runtime.embedder.name,
        created_at=runtime.now(),
    )


def _merged(most: int, tokens: int, llm: LLM | None, group: Sequence[Episode]) -> Proposal:
    if llm is None:
        text = offline.merged([(e.started_at, e.ended_at, e.summary) for e in group], tokens)
        return Proposal(summary=text, topics=_frequent_topics(group, most), entities=())
    try:
        proposal, _ = llm.complete_json(
            COMPRESS_PROMPT.format(max_topics=most),
            compress_request(group),
            schema=compress_schema(),
            validate=lambda value: read_compressed(value, max_topics=most),
        )
    except OutputError as exc:
        raise ProviderError(str(exc), permanent=False) from None
    return proposal


def _frequent_topics(group: Sequence[Episode], most: int) -> tuple[str, ...]:
    counts = Counter(topic for e in group for topic in e.topics)
    order = {topic: n for n, topic in enumerate(dict.fromkeys(t for e in group for t in e.topics))}
    return tuple(sorted(counts, key=lambda t: (-counts[t], order[t]))[:most])

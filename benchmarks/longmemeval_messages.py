"""LongMemEval's ``messages`` mode: session recall of ``memory.messages.search``.

Each question gets a fresh SQLite store (default configuration) where every haystack session
is a thread, stored through ``after_turn`` one turn at a time (a user message and the reply
after it) with the whole conversation, assistant replies included, as the tier would see it
live. Each message's id is ``<session id>:<turn index>`` and it is dated with its session's
date plus 30 seconds per position, so a thread keeps its order. The queued jobs (the offline
extractor, the message embedding) run before the question is asked through
``memory.messages.search(scope, question, top_k=50)``; its matches, best first (never the
neighbours a range adds), are mapped to their sessions like the turns of the entries mode (see
:mod:`benchmarks.longmemeval`). A match on an assistant message counts for its session too.

The baselines rank the same message index (the terms and vectors the embedding jobs stored,
read through the same per-scope search) with BM25 alone, the cosine alone and plain RRF
(k=60), as :mod:`benchmarks.locomo_messages` does.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from benchmarks.baselines import three_orders
from benchmarks.locomo import fixed_clock
from benchmarks.longmemeval import Question, Ranked, Session
from benchmarks.longmemeval_scores import RANKERS, TOP_K, first_sessions
from episodic import Memory, MessageDraft, Scope
from episodic.embedders import Embedder
from episodic.messages.search import ranked_matches, ranking_params
from episodic.models import CandidateQuery
from episodic.models.validation import visible
from episodic.retrieval import ranking
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import Store, message_index, open_store
from episodic.stores.message_search import MessageSearch

_SCOPE = Scope(tenant="longmemeval", agent="bench", user="user")
# Seconds between two messages of a session (LongMemEval dates sessions, not messages).
_STEP = timedelta(seconds=30)


def session_turns(session: Session, max_chars: int = 100_000) -> list[list[MessageDraft]]:
    """A session's messages with text, grouped into turns: a user message starts a turn.

    A message longer than ``max_chars`` (``LimitsConfig.max_message_chars``) keeps its start.
    """
    turns: list[list[MessageDraft]] = []
    for index, (role, text) in enumerate(session.turns):
        if not visible(text):
            continue
        draft = MessageDraft(
            role,
            text[:max_chars],
            id=f"{session.id}:{index}",
            created_at=session.date + index * _STEP,
        )
        if not turns or (role == "user" and turns[-1][-1].role != "user"):
            turns.append([])
        turns[-1].append(draft)
    return turns


def _session(message_id: str) -> list[str]:
    return [message_id.rsplit(":", 1)[0]]


def rank_messages(question: Question, embedder: Embedder, folder: Path) -> Ranked:
    """Load one question's sessions as threads and rank its sessions every way."""
    path = folder / f"m{question.position}.db"
    store = open_store(path)
    memory = Memory.open(store, embedder=embedder, clock=fixed_clock(question.date), worker=False)
    try:
        stored = 0
        for session in question.sessions:
            for turn in session_turns(session, memory.config.limits.max_message_chars):
                memory.after_turn(_SCOPE, session.id, turn)
                stored += len(turn)
        memory.jobs.run_pending()
        found = ranked_matches(memory.messages.search(_SCOPE, question.question, top_k=TOP_K))
        orders = _baselines(store, memory, question.question)
        orders["ours"] = [match.message.id for match in found]
    finally:
        memory.close()
        for leftover in folder.glob(f"{path.name}*"):
            leftover.unlink()
    sessions = {
        name: first_sessions(_session(message_id) for message_id in orders[name])
        for name in RANKERS
    }
    return Ranked(sessions, stored, len(found))


def _baselines(store: Store, memory: Memory, question: str) -> dict[str, list[str]]:
    """BM25-only, vector-only and plain RRF message ids over the same message index."""
    config = memory.config
    pool = ranking.candidate_pool(TOP_K, ranking_params(config))
    index = MessageSearch(store, config.messages.search_cache_bytes)
    query = CandidateQuery(
        tokenize(question),
        memory.embedder.embed_one(question),
        memory.embedder.name,
        pool,
        memory.now(),
    )
    found = index.candidates(_SCOPE, query).found
    orders = three_orders(
        [hit.entry_id for hit in found.lexical], [hit.entry_id for hit in found.semantic]
    )
    with store.read() as tx:
        seqs = sorted({int(seq) for order in orders.values() for seq in order})
        ids = {m.seq: m.id for m in message_index.by_seq(tx, _SCOPE, seqs)}
    return {name: [ids[int(seq)] for seq in order] for name, order in orders.items()}

"""LoCoMo's ``messages`` mode: evidence recall of semantic recall over stored messages.

Each conversation is the memory of one user (its own scope and SQLite file); each of its
sessions is a thread, loaded through ``after_turn`` as a run of turns, and the background jobs
(the offline extractor and the message embedding) run before any question is asked. A
question goes through ``memory.messages.search``; its score is the share of its evidence
messages (dia_ids, given as the messages' ids) among the top k *matched* messages in rank
order; the neighbours a range adds around a match never count.

Both speakers are people. The first speaker of a conversation is the ``user`` and the other
the ``assistant``, and every message's content starts with its speaker's name
("Caroline: ..."), as a transcript line would: the questions name the speakers, and without
the names nothing says who said what. A turn is a run of the first speaker's messages
followed by the other's reply. Each message is dated with its session's date plus 30 seconds
per position, so a thread's messages keep their order.

The baselines rank the same index (the terms and vectors the embedding jobs stored, read
through the same per-scope search) with BM25 alone, the cosine alone, and plain reciprocal
rank fusion (k=60) of the two lists.

The last row, ``ours + facts``, asks again after LoCoMo's observations are remembered as
entries quoting the messages they cite: they stand in for what a configured model would
extract, and each lends its vector to the messages it quotes. The other rows run without
them (no model: the default).
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from benchmarks.baselines import three_orders
from benchmarks.locomo import (
    OFF_TOPIC,
    ModeResult,
    dia_ids,
    fixed_clock,
    observation_entries,
    questions_of,
    session_time,
)
from benchmarks.locomo_scores import HEADLINE
from episodic import Memory
from episodic.config import Config
from episodic.embedders import Embedder
from episodic.llms import Models
from episodic.messages.search import ranked_matches, ranking_params
from episodic.models import CandidateQuery, MessageDraft, NewEntry, Scope
from episodic.retrieval import ranking
from episodic.retrieval.tokenizer import tokenize
from episodic.runtime import Runtime
from episodic.stores import message_index, open_store
from episodic.stores.message_search import MessageSearch

MESSAGE_RANKERS = ("bm25", "vector", "rrf", "ours", "facts")
_KS = (5, 10)
_TOP = max(_KS)
# Seconds between two messages of a session (LoCoMo dates sessions, not messages).
_STEP = timedelta(seconds=30)


@dataclass(slots=True)
class Dialogue:
    """One LoCoMo conversation as threads of turns, with its questions.

    Attributes:
        sample_id: LoCoMo's id; also the user of its scope.
        threads: ``(thread id, turns)`` per session, in session order.
        questions: ``(question, category, evidence dia_ids)`` of categories 1 to 4.
        now: A day after its last session: the clock the memory runs on.
    """

    sample_id: str
    number: int = 0
    threads: list[tuple[str, list[list[MessageDraft]]]] = field(default_factory=list)
    questions: list[tuple[str, int, set[str]]] = field(default_factory=list)
    now: datetime | None = None
    facts: list[NewEntry] = field(default_factory=list)

    @property
    def messages(self) -> int:
        """How many messages its threads hold."""
        return sum(len(turn) for _, turns in self.threads for turn in turns)


def load_dialogues(path: Path) -> list[Dialogue]:
    """Read locomo10.json into threads of turns (see the module docstring for the mapping)."""
    dialogues = []
    for number, sample in enumerate(json.loads(path.read_text(encoding="utf-8"))):
        talk = sample["conversation"]
        dialogue = Dialogue(
            sample_id=str(sample["sample_id"]), number=number, questions=questions_of(sample)
        )
        sessions = []
        for key, value in talk.items():
            match = re.fullmatch(r"session_(\d+)", key)
            if match and isinstance(value, list):
                date = session_time(talk[f"{key}_date_time"])
                drafts = _drafts(value, talk["speaker_a"], date)
                sessions.append((int(match.group(1)), date, drafts))
        sessions.sort(key=lambda session: session[0])
        dialogue.threads = [(f"session_{n}", _turns(drafts)) for n, _, drafts in sessions]
        dialogue.now = max(date for _, date, _ in sessions) + timedelta(days=1)
        dialogue.facts = observation_entries(sample)
        dialogues.append(dialogue)
    return dialogues


def _drafts(session: list[dict[str, Any]], first: str, date: datetime) -> list[MessageDraft]:
    """A session's messages, named by their dia_id, each with its speaker's name."""
    drafts = []
    for position, turn in enumerate(session):
        ids = dia_ids(turn["dia_id"])
        if not ids:
            continue
        (dia,) = ids
        content = f"{turn['speaker']}: {turn['text']}"
        if turn.get("blip_caption"):
            content += f" [shared an image: {turn['blip_caption']}]"
        role = "user" if turn["speaker"] == first else "assistant"
        drafts.append(MessageDraft(role, content, id=dia, created_at=date + position * _STEP))
    return drafts


def _turns(drafts: Sequence[MessageDraft]) -> list[list[MessageDraft]]:
    """Messages grouped into turns: a new turn starts where the user speaks after a reply."""
    turns: list[list[MessageDraft]] = []
    for draft in drafts:
        if not turns or (draft.role == "user" and turns[-1][-1].role != "user"):
            turns.append([])
        turns[-1].append(draft)
    return turns


def evaluate_messages(
    dialogues: Sequence[Dialogue],
    embedder: Embedder,
    progress: Callable[[str], None] | None = None,
    *,
    rankers: Sequence[str] = MESSAGE_RANKERS,
    keep_orders: bool = False,
) -> ModeResult:
    """Load every dialogue through ``after_turn`` and score each ranker on each question."""
    result = ModeResult(mode="messages", rankers=tuple(rankers), keep_orders=keep_orders)
    started = time.perf_counter()
    facts_off = 0
    with tempfile.TemporaryDirectory(prefix="episodic-locomo-messages-") as folder:
        for dialogue in dialogues:
            assert dialogue.now is not None
            runtime = Runtime(
                open_store(Path(folder) / f"{dialogue.sample_id}.db"),
                embedder,
                Models(),
                Config(),
                fixed_clock(dialogue.now),
            )
            memory = Memory(runtime, worker=False)
            try:
                scope = Scope(tenant="locomo", agent="bench", user=dialogue.sample_id)
                result.entries += _load(memory, scope, dialogue)
                _score_questions(result, memory, runtime, scope, dialogue)
                for question in OFF_TOPIC:
                    result.off_topic_asked += 1
                    result.off_topic_answered += bool(memory.messages.search(scope, question))
                if "facts" in rankers:
                    memory.remember_many(scope, dialogue.facts)
                    _score_ours(result, memory, scope, dialogue, "facts")
                    facts_off += sum(bool(memory.messages.search(scope, q)) for q in OFF_TOPIC)
            finally:
                memory.close()
            if progress:
                progress(f"  messages: {dialogue.sample_id} done ({len(dialogue.questions)} q)")
    result.seconds = time.perf_counter() - started
    if "facts" in rankers:
        result.notes.append(
            f"ours + facts: {facts_off}/{result.off_topic_asked} off-topic queries returned "
            "anything"
        )
    return result


def _load(memory: Memory, scope: Scope, dialogue: Dialogue) -> int:
    """Store every turn, then run the queued jobs; returns how many messages were stored."""
    for thread, turns in dialogue.threads:
        for turn in turns:
            memory.after_turn(scope, thread, turn)
    memory.jobs.run_pending()
    return dialogue.messages


def _score_questions(
    result: ModeResult, memory: Memory, runtime: Runtime, scope: Scope, dialogue: Dialogue
) -> None:
    """Add each question's answer by each ranker to ``result``."""
    index = MessageSearch(runtime.store, runtime.config.messages.search_cache_bytes)
    pool = ranking.candidate_pool(_TOP, ranking_params(runtime.config))
    for question in dialogue.questions:
        found = memory.messages.search(scope, question[0], top_k=_TOP)
        ours = [match.message.id for match in ranked_matches(found)]
        orders = {"ours": ours}
        if set(result.rankers) - {"ours", "facts"}:
            orders |= _baselines(index, runtime, scope, question[0], pool)
        result.questions += question[1] in HEADLINE
        result.gated_questions += not ours and question[1] in HEADLINE
        for name in (*(n for n in orders if n != "ours"), "ours"):
            result.add(name, [frozenset((i,)) for i in orders[name]], question, dialogue.number)


def _score_ours(
    result: ModeResult, memory: Memory, scope: Scope, dialogue: Dialogue, name: str
) -> None:
    """Ask every question again through ``messages.search`` and score it as ``name``."""
    for question in dialogue.questions:
        found = memory.messages.search(scope, question[0], top_k=_TOP)
        ranked = [match.message.id for match in ranked_matches(found)]
        result.add(name, [frozenset((i,)) for i in ranked], question, dialogue.number)


def _baselines(
    index: MessageSearch, runtime: Runtime, scope: Scope, question: str, pool: int
) -> dict[str, list[str]]:
    """BM25-only, vector-only and plain RRF orders (message ids) over the same index."""
    found = index.candidates(
        scope,
        CandidateQuery(
            tokenize(question),
            runtime.embedder.embed_one(question),
            runtime.embedder.name,
            pool,
            runtime.now(),
        ),
    ).found
    orders = three_orders(
        [hit.entry_id for hit in found.lexical], [hit.entry_id for hit in found.semantic]
    )
    with runtime.store.read() as tx:
        seqs = {int(seq) for order in orders.values() for seq in order[:_TOP]}
        ids = {m.seq: m.id for m in message_index.by_seq(tx, scope, sorted(seqs))}
    return {name: [ids[int(seq)] for seq in order[:_TOP]] for name, order in orders.items()}

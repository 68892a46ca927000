"""``python -m benchmarks locomo``: evidence recall on the LoCoMo long-conversation benchmark.

Each conversation becomes one scope in a real SQLite store, loaded through ``remember_many``.
Every question of categories 1 to 4 is a query; a question's score is the fraction of its
evidence turns (dia_ids) found among the sources of the top k entries. All rankers in the table
share the same store, the same embedder and the same candidate lists, so only the ranking
differs. The data set is read from disk and never shipped with the package.

Modes ``observations`` and ``turns`` load entries (LoCoMo's observations, or one entry per
turn); mode ``messages`` (:mod:`benchmarks.locomo_messages`) loads the conversations as
threads through ``after_turn`` and asks ``memory.messages.search``.

What each table reports is in :mod:`benchmarks.locomo_scores`. ``--conversations 0-4`` runs
one half (constants are chosen on one half and confirmed on the other); ``--previous SRC``
adds the previous release's row: the same modes run by the ``episodic`` package found in
``SRC`` (a checkout's ``src`` folder), in a child process, scored here beside the rest;
``--embed-cache FILE`` keeps every vector between runs (:mod:`benchmarks.embed_cache`).
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

import numpy as np

from benchmarks.baselines import SeedDoc, seed_rank, three_orders
from benchmarks.embed_cache import cached
from benchmarks.locomo_scores import (
    CATEGORIES,
    HALF,
    HEADER,
    HEADLINE,
    Tally,
    Units,
    as_json,
    parse_conversations,
    table_row,
)
from benchmarks.longmemeval_scores import first_sessions, ndcg, recall_all
from episodic import Memory
from episodic.cli.progress import Progress
from episodic.config import Config
from episodic.embedders import Embedder, get_embedder
from episodic.entries.read import search
from episodic.llms import Models
from episodic.models import Entry, Evidence, NewEntry, Scope
from episodic.retrieval import ranking
from episodic.retrieval.tokenizer import tokenize
from episodic.runtime import Runtime
from episodic.stores import open_store

RANKERS = ("bm25", "vector", "rrf", "seed", "ours")
_RANKER_LABELS = {
    "bm25": "BM25 only",
    "vector": "vector only",
    "rrf": "plain RRF (k=60)",
    "seed": "seed ranker (RRF+recency)",
    "ours": "ours",
    "facts": "ours + facts (observations)",
    "previous": "previous release",
    "previous+facts": "previous release + facts",
}
# Questions about subjects none of the conversations touch: the relevance gate should return
# nothing for them, where every baseline returns its top k regardless.
OFF_TOPIC = (
    "What is the capital gains tax rate on short-term stock sales?",
    "How does the depreciation schedule for commercial property work under tax law?",
    "Which turbopump design does the rocket engine use for liquid oxygen?",
    "What specific impulse does a methalox rocket engine achieve in vacuum?",
    "Should I add a composite B-tree index on the orders table for this SQL query?",
    "Why does the SQL query planner ignore my partial index?",
    "Which knitting pattern uses a cable stitch with a purl border?",
    "How many stitches should I cast on for a raglan sweater knitting pattern?",
    "What is the Kubernetes pod eviction policy when a node runs out of memory?",
    "How do I configure a Helm chart for a StatefulSet?",
    "What is the half-life of carbon-14 used in radiocarbon dating?",
    "How does quantum chromodynamics explain quark confinement?",
    "What torque spec should I use for the cylinder head bolts on a diesel engine?",
    "How is mortgage amortization calculated for a 30-year fixed loan?",
    "Which enzyme catalyzes the first step of glycolysis?",
    "What was the outcome of the Treaty of Westphalia in 1648?",
    "How do I rebase a git branch onto upstream and resolve conflicts?",
    "What is the maximum takeoff weight of a Boeing 737 MAX 8?",
    "How does a Bloom filter estimate its false positive rate?",
    "What soil pH do blueberry bushes need?",
    "How do I calibrate the extruder steps per millimeter on a 3D printer?",
    "What is the Nyquist frequency for a 48 kHz audio sample rate?",
    "Which antibiotics are effective against MRSA infections?",
    "How do I file a VAT return for an EU online store?",
    "What is the difference between a Roth IRA and a traditional 401k rollover?",
    "How are interest rate swaps priced using the LIBOR curve?",
    "What causes cavitation in centrifugal pumps?",
    "How does the TCP congestion window grow during slow start?",
    "What is the melting point of tungsten?",
    "Which chess opening starts with the Sicilian Najdorf variation?",
    "How do I replace the timing belt on a 2008 Honda Civic?",
    "What does the Fourier transform of a Gaussian look like?",
    "How does a transformer's self-attention scale with sequence length?",
    "What is the zoning variance process for building a garage extension?",
    "How do I set up a PostgreSQL logical replication slot?",
    "Which crochet hook size matches worsted weight yarn?",
    "What is the orbital period of a geostationary satellite?",
    "How are tariffs on imported steel calculated under customs law?",
    "What is the recommended dosage of ibuprofen for an adult with a fever?",
    "How do I migrate a Django project from MySQL to SQLite?",
    "What is the boiling point of liquid nitrogen in kelvin?",
    "How do I compute eigenvalues of a sparse matrix with ARPACK?",
    "What is the Glasgow Coma Scale used for in emergency medicine?",
    "Which solder alloy is best for surface-mount electronics rework?",
    "How does a heat pump defrost cycle work in winter?",
    "What are the rules of cricket's leg before wicket decision?",
    "How do I set the valve clearance on a motorcycle engine?",
    "What is the statute of limitations for breach of contract claims?",
    "How do I tune a PID controller for a quadcopter's yaw axis?",
    "What is the cache line size on a modern x86 processor?",
)
_DIA = re.compile(r"D(\d+):(\d+)")
#: Constants are chosen on conversations 0 to TUNED - 1 and confirmed on the rest (and the
#: reverse); see :mod:`benchmarks.locomo_scores`.
TUNED = HALF
#: A search for many results (``recall(top_k=50)``), scored by session as LongMemEval is.
WIDE = 50
_KS = (5, 10)


def dia_ids(raw: Any) -> set[str]:
    """Normalize LoCoMo evidence references ("D1:3", "D8:6; D9:17", lists) to "D1:3" form."""
    text = " ".join(raw) if isinstance(raw, list) else str(raw)
    return {f"D{int(a)}:{int(b)}" for a, b in _DIA.findall(text)}


def session_time(text: str) -> datetime:
    """A LoCoMo session date ("1:56 pm on 8 May, 2023") as an aware UTC datetime."""
    from datetime import UTC

    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def questions_of(sample: dict[str, Any]) -> list[tuple[str, int, set[str]]]:
    """A sample's questions that cite evidence: (question, category, dia ids). Categories 1
    to 4 make the headline figures; 5 (adversarial) has a column of its own."""
    found = []
    for qa in sample["qa"]:
        evidence = dia_ids(qa.get("evidence", []))
        if qa.get("category") in CATEGORIES and evidence:
            found.append((qa["question"], int(qa["category"]), evidence))
    return found


@dataclass(slots=True)
class Conversation:
    """One LoCoMo conversation turned into entries and questions."""

    sample_id: str
    number: int = 0
    entries: dict[str, list[NewEntry]] = field(default_factory=dict)
    questions: list[tuple[str, int, set[str]]] = field(default_factory=list)
    now: datetime | None = None


def load_conversations(path: Path) -> list[Conversation]:
    """Read locomo10.json into entries for both modes and the category 1-4 questions."""
    samples = json.loads(path.read_text(encoding="utf-8"))
    conversations = [conversation_of(sample) for sample in samples]
    for number, conversation in enumerate(conversations):
        conversation.number = number
    return conversations


def observation_entries(sample: dict[str, Any]) -> list[NewEntry]:
    """A sample's observations as entries, each quoting the turns (dia_ids) it cites."""
    return conversation_of(sample).entries["observations"]


def conversation_of(sample: dict[str, Any]) -> Conversation:
    """One sample's turns and observations as entries, and its questions."""
    talk = sample["conversation"]
    conv = Conversation(sample_id=str(sample["sample_id"]))
    turns: list[NewEntry] = []
    text_of: dict[str, str] = {}
    dates: dict[int, datetime] = {}
    for key, value in talk.items():
        match = re.fullmatch(r"session_(\d+)", key)
        if not match or not isinstance(value, list):
            continue
        number = int(match.group(1))
        dates[number] = session_time(talk[f"{key}_date_time"])
        for turn in value:
            ids = dia_ids(turn["dia_id"])
            if not ids:
                continue
            (dia,) = ids
            content = f"{turn['speaker']}: {turn['text']}"
            if turn.get("blip_caption"):
                content += f" [shared an image: {turn['blip_caption']}]"
            text_of[dia] = turn["text"] or content
            turns.append(
                NewEntry(
                    content=content,
                    evidence=Evidence(text=text_of[dia], message_id=dia),
                    thread=f"session_{number}",
                    occurred_at=dates[number],
                )
            )
    observations: list[NewEntry] = []
    for key, by_speaker in sample["observation"].items():
        number = int(re.findall(r"\d+", key)[0])
        for items in by_speaker.values():
            for text, refs in items:
                refs_ids = sorted(dia_ids(refs))
                observations.append(
                    NewEntry(
                        content=text,
                        evidence=tuple(
                            Evidence(text=text_of.get(ref, text), message_id=ref)
                            for ref in refs_ids
                        )
                        or None,
                        thread=f"session_{number}",
                        occurred_at=dates[number],
                    )
                )
    conv.entries = {"observations": observations, "turns": turns}
    conv.now = max(dates.values()) + timedelta(days=1)
    conv.questions = questions_of(sample)
    return conv


def units_of(ranked: Sequence[Entry]) -> list[frozenset[str]]:
    """Each entry's cited turns, in rank order."""
    return [frozenset(s.message_id for s in entry.sources if s.message_id) for entry in ranked]


def _rank_all(
    memory: Memory,
    runtime: Runtime,
    scope: Scope,
    question: str,
    vector: np.ndarray[Any, Any],
    everything: dict[str, Entry],
    now: datetime,
    rankers: Sequence[str],
) -> dict[str, list[Entry]]:
    """Every ranker's top 10 for one question: ours through ``memory.recall``, the baselines
    from the same store's candidate lists."""
    top = max(_KS)
    ours = [found.entry for found in memory.recall(scope, question, top_k=top)]
    if rankers == ("ours",):
        return {"ours": ours}
    params = runtime.config.ranking
    pool = ranking.candidate_pool(top, params)
    store = runtime.store
    lexical = store.lexical_search(scope, tokenize(question), limit=pool, now=now)
    semantic = store.vector_search(
        scope, vector, model=runtime.embedder.name, limit=len(everything), now=now
    )
    vector_scores = {hit.entry_id: hit.score for hit in semantic}
    pool_vectors = {hit.entry_id: hit.score for hit in semantic[:pool]}

    rrf = ranking.fuse_rrf([h.entry_id for h in lexical], list(pool_vectors), k=60.0)
    rrf_order = sorted(rrf, key=lambda i: (-rrf[i], i))
    seed = seed_rank(
        question,
        [
            SeedDoc(
                id=e.id,
                content=e.content,
                vector_score=vector_scores.get(e.id),
                timestamp=e.last_seen_at,
            )
            for e in everything.values()
        ],
        now=now,
        half_life_days=params.half_life_days,
        top_k=top,
    )
    orders = {
        "bm25": [h.entry_id for h in lexical],
        "vector": [h.entry_id for h in semantic],
        "rrf": rrf_order,
        "seed": [s.id for s in seed],
    }
    found = {name: [everything[i] for i in ids[:top]] for name, ids in orders.items()}
    return found | {"ours": ours}


@dataclass(slots=True)
class ModeResult:
    """Each ranker's tally for one mode (see :mod:`benchmarks.locomo_scores`).

    Attributes:
        orders: With ``keep_orders``, each ranker's answers in question order (what a child
            process running the previous release hands back).
    """

    mode: str
    questions: int = 0
    entries: int = 0
    seconds: float = 0.0
    tallies: dict[str, Tally] = field(default_factory=dict)
    off_topic_asked: int = 0
    off_topic_answered: int = 0
    gated_questions: int = 0
    rankers: tuple[str, ...] = RANKERS
    notes: list[str] = field(default_factory=list)
    #: Per ranker: sums of session recall_all@5 and nDCG@5 over its top 50 (entries modes).
    sessions: dict[str, list[float]] = field(default_factory=dict)
    keep_orders: bool = False
    orders: dict[str, list[list[list[str]]]] = field(default_factory=dict)

    def add(
        self, ranker: str, units: Units, question: tuple[str, int, set[str]], number: int
    ) -> float:
        """Score one ranker's answer to one question of conversation ``number``; returns R@10."""
        _, category, evidence = question
        if self.keep_orders:
            self.orders.setdefault(ranker, []).append([sorted(unit) for unit in units])
        tally = self.tallies.setdefault(ranker, Tally())
        return tally.add(units, evidence, category, number < TUNED)

    def score(self, ranker: str, k: int, category: int = 0) -> float:
        """R@k over the headline questions, or R@10 over one category's."""
        tally = self.tallies.get(ranker, Tally())
        return (tally.category(category) or 0.0) if category else tally.score(f"R@{k}")


def evaluate_mode(
    conversations: Sequence[Conversation],
    mode: str,
    embedder: Embedder,
    progress: Callable[[str], None] | None = None,
    *,
    rankers: Sequence[str] = RANKERS,
    keep_orders: bool = False,
) -> ModeResult:
    """Load one mode into a fresh store per conversation and score every ranker.

    The memory runs on the default configuration (similarity dedupe on): merged entries keep
    every source, so a merge never hides evidence.
    """
    result = ModeResult(mode=mode, rankers=tuple(rankers), keep_orders=keep_orders)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="episodic-locomo-") as folder:
        off_topic_vectors = embedder.embed(list(OFF_TOPIC))
        bar = Progress(f"locomo {mode}", "conversations")
        for done, conv in enumerate(conversations, 1):
            assert conv.now is not None
            runtime = Runtime(
                open_store(Path(folder) / f"{mode}-{conv.sample_id}.db"),
                embedder,
                Models(),
                Config(),
                fixed_clock(conv.now),
            )
            memory = Memory(runtime, worker=False)
            try:
                _score_conversation(result, memory, runtime, conv, mode)
                scope = _scope(conv)
                for question, vector in zip(OFF_TOPIC, off_topic_vectors, strict=True):
                    answered = search(runtime, scope, question, vector, top_k=10, now=conv.now)
                    result.off_topic_asked += 1
                    result.off_topic_answered += bool(answered)
            finally:
                memory.close()
            if progress:
                progress(f"  {mode}: {conv.sample_id} done ({len(conv.questions)} questions)")
            bar(done, len(conversations))
        bar.finish()
    result.seconds = time.perf_counter() - started
    return result


def _scope(conv: Conversation) -> Scope:
    return Scope(tenant="locomo", agent="bench", user=conv.sample_id)


def _score_conversation(
    result: ModeResult, memory: Memory, runtime: Runtime, conv: Conversation, mode: str
) -> None:
    """Load one conversation's entries and add every ranker's answer to each question."""
    assert conv.now is not None
    scope = _scope(conv)
    memory.remember_many(scope, conv.entries[mode])
    everything = {e.id: e for e in memory.timeline(scope, limit=None)}
    result.entries += len(everything)
    vectors = runtime.embedder.embed([q for q, _, _ in conv.questions])
    for question, vector in zip(conv.questions, vectors, strict=True):
        ranked = _rank_all(
            memory, runtime, scope, question[0], vector, everything, conv.now, result.rankers
        )
        result.questions += question[1] in HEADLINE
        result.gated_questions += not ranked["ours"] and question[1] in HEADLINE
        for name, found in ranked.items():
            result.add(name, units_of(found), question, conv.number)
        if result.rankers != ("ours",) and question[1] in HEADLINE:
            wide = _wide_orders(memory, runtime, scope, question[0], vector, conv.now)
            _add_sessions(result, wide, everything, question[2])


def _wide_orders(
    memory: Memory,
    runtime: Runtime,
    scope: Scope,
    question: str,
    vector: np.ndarray[Any, Any],
    now: datetime,
) -> dict[str, list[str]]:
    """Each ranker's top 50 entry ids: a search for many results, as LongMemEval asks."""
    pool = ranking.candidate_pool(WIDE, runtime.config.ranking)
    store = runtime.store
    lexical = store.lexical_search(scope, tokenize(question), limit=pool, now=now)
    semantic = store.vector_search(scope, vector, model=runtime.embedder.name, limit=pool, now=now)
    orders = three_orders([h.entry_id for h in lexical], [h.entry_id for h in semantic])
    orders["ours"] = [found.entry.id for found in memory.recall(scope, question, top_k=WIDE)]
    return {name: ids[:WIDE] for name, ids in orders.items()}


def _add_sessions(
    result: ModeResult,
    orders: dict[str, list[str]],
    everything: dict[str, Entry],
    evidence: set[str],
) -> None:
    """Score each order at session level: the LoCoMo session of each evidence turn."""
    answers = frozenset(dia.split(":")[0] for dia in evidence)
    for name, ids in orders.items():
        ranked = first_sessions(
            [s.message_id.split(":")[0] for s in everything[i].sources if s.message_id]
            for i in ids
            if i in everything
        )
        sums = result.sessions.setdefault(name, [0.0, 0.0])
        sums[0] += recall_all(ranked, answers, 5)
        sums[1] += ndcg(ranked, answers, 5)


def fixed_clock(moment: datetime) -> Callable[[], datetime]:
    """A clock that always says ``moment``."""
    return lambda: moment


def format_table(result: ModeResult) -> list[str]:
    """The side-by-side table for one mode."""
    unit = "messages" if result.mode == "messages" else "entries"
    lines = [
        f"mode={result.mode}: {result.entries} {unit}, {result.questions} questions "
        f"(categories 1-4; adversarial in its own column), {result.seconds:.0f}s",
        HEADER,
        "-" * len(HEADER),
    ]
    for ranker, tally in result.tallies.items():
        lines.append(table_row(_RANKER_LABELS[ranker], tally))
    if result.sessions and result.questions:
        n = result.questions
        cells = "; ".join(
            f"{_RANKER_LABELS[name]} {hits / n:.3f}/{gain / n:.3f}"
            for name, (hits, gain) in result.sessions.items()
        )
        lines.append(f"top {WIDE}, by session (recall_all@5/nDCG@5): {cells}")
    lines.append(
        f"relevance gate (ours): {result.off_topic_answered}/{result.off_topic_asked} off-topic "
        f"queries returned anything (every baseline: all of them); "
        f"{result.gated_questions}/{result.questions} real questions returned nothing"
    )
    return lines + result.notes


def run_locomo(
    data: Path,
    modes: Sequence[str],
    embedder_spec: str | Embedder,
    echo: Callable[[str], None],
    *,
    json_path: str | None = None,
    conversations: str | None = None,
    rankers: Sequence[str] | None = None,
    previous: str | None = None,
    orders_path: str | None = None,
    embed_cache: str | None = None,
) -> dict[str, ModeResult]:
    """Run the benchmark for the given modes and print one table per mode.

    Args:
        conversations: Which conversations (``"0-4"``; all when None).
        rankers: Only these (``("ours",)`` skips the baselines); all when None.
        previous: A ``src`` folder holding the previous release: its rows join the tables.
        orders_path: Write each ranker's answers here as JSON (what ``previous`` reads).
        embed_cache: Keep every vector in this file between runs.
    """
    embedder = cached(get_embedder(embedder_spec), embed_cache)
    chosen = parse_conversations(conversations, len(load_conversations(data)))
    echo(f"LoCoMo: conversations {conversations or 'all'}, embedder {embedder.name}")
    results = {}
    for mode in modes:
        if mode == "messages":
            from benchmarks.locomo_messages import (
                MESSAGE_RANKERS,
                evaluate_messages,
                load_dialogues,
            )

            dialogues = [load_dialogues(data)[n] for n in chosen]
            results[mode] = evaluate_messages(
                dialogues,
                embedder,
                progress=echo,
                rankers=tuple(rankers or MESSAGE_RANKERS),
                keep_orders=orders_path is not None,
            )
        else:
            everything = load_conversations(data)
            results[mode] = evaluate_mode(
                [everything[n] for n in chosen],
                mode,
                embedder,
                progress=echo,
                rankers=tuple(rankers or RANKERS),
                keep_orders=orders_path is not None,
            )
    if previous:
        from benchmarks.locomo_previous import add_previous

        spec = embedder_spec if isinstance(embedder_spec, str) else embedder.name
        add_previous(results, data, (chosen, conversations), spec, (previous, embed_cache), echo)
    echo("")
    for mode in modes:
        for line in format_table(results[mode]):
            echo(line)
        echo("")
    if orders_path:
        orders = {mode: result.orders for mode, result in results.items()}
        Path(orders_path).write_text(json.dumps(orders))
    if json_path:
        figures = {
            mode: {name: as_json(tally) for name, tally in result.tallies.items()}
            for mode, result in results.items()
        }
        Path(json_path).write_text(json.dumps(figures, indent=2))
    return results

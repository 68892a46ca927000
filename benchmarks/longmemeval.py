"""``python -m benchmarks longmemeval``: session recall on LongMemEval_S, beside baselines.

LongMemEval (Wu et al., 2024; github.com/xiaowu0162/LongMemEval) asks questions about a user's
long chat history: about 50 dated sessions per question, the evidence being a set of sessions.
The data file is not shipped; pass ``--data PATH`` or set ``LONGMEMEVAL_DATA`` (default
``../shared/data/longmemeval/longmemeval_s.json``).

The runner follows the paper's retrieval conventions. The abstention questions (ids ending in
``_abs``) are skipped. Only the user's turns are indexed, each as its own document carrying its
session id and date. A ranker ranks turns; each ranked turn is mapped to its session and only a
session's first appearance is kept, which gives a ranked list of sessions. Per question:
recall_all@k is 1 when every answer session is in the top k, recall_any@k when one is, and
ndcg@k uses binary relevance over those sessions with the paper's discount (the first two ranks
count fully, rank i >= 2 counts ``1 / log2(i)``). Each is averaged over questions, overall and
per question type, at k = 5 and 10. Recall matches the official script's turn-to-session scoring;
its nDCG is taken over the turn ranking with session labels, this one over the session list.

Each question gets a fresh SQLite store. Its user turns go in through ``remember_many`` with the
default configuration: one entry per turn (a turn longer than ``EntriesConfig.max_length`` is cut
into pieces at word boundaries, every piece keeping the turn's evidence), with
``Evidence(message_id="<session id>:<turn index>")``, the turn's text as the quote and the
session date as ``occurred_at``; the clock stands at the question date. *ours* is
``memory.recall(scope, question, top_k=50)``. BM25 only, vector only and plain RRF (k=60) rank
the same stored entries through the store's own lexical and vector search, as the LoCoMo
baselines do (:mod:`benchmarks.locomo`). Turns that dedupe merged into one entry map to every
session among its sources, in the order the sources were added, for every ranker alike.

With ``--mode messages`` the sessions are threads loaded through ``after_turn`` and the
question goes through ``memory.messages.search`` instead (:mod:`benchmarks.longmemeval_messages`).
The metrics and the tables are in :mod:`benchmarks.longmemeval_scores`.

The questions at even and odd positions of the file are also scored apart: choose constants on
one part, confirm them on the other. Haystacks share many sessions across questions, so each
text is embedded once per run (:class:`SharedEmbeddings`). Embedding the turns is nearly all of
the cost: about 500 user turns per question with the bundled MiniLM on a CPU.

Usage::

    python -m benchmarks longmemeval --data longmemeval_s.json [--limit 50] [--json out.json]
    python -m benchmarks longmemeval --mode messages --limit 20
    python -m benchmarks longmemeval --embedder test --limit 5  # a smoke run: hash vectors
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import numpy.typing as npt

from benchmarks.baselines import three_orders
from benchmarks.data import LONGMEMEVAL
from benchmarks.locomo import fixed_clock
from benchmarks.longmemeval_scores import (
    RANKERS,
    TOP_K,
    QuestionResult,
    Result,
    first_sessions,
    format_tables,
    score,
)
from episodic import Evidence, Memory, NewEntry, Scope
from episodic.cli.progress import Progress
from episodic.embedders import Embedder, get_embedder
from episodic.models import Entry
from episodic.models.validation import visible
from episodic.retrieval import ranking
from episodic.retrieval.tokenizer import tokenize
from episodic.stores import Store, open_store

_SCOPE = Scope(tenant="longmemeval", agent="bench", user="user")
_WEEKDAY = re.compile(r"\s*\([A-Za-z]+\)\s*")


@dataclass(frozen=True, slots=True)
class Session:
    """One haystack session: its id, date and every turn as ``(role, text)``."""

    id: str
    date: datetime
    turns: tuple[tuple[str, str], ...]

    @property
    def user_turns(self) -> list[tuple[int, str]]:
        """The user's turns with some text, as ``(turn index, text)``: what is indexed."""
        return [
            (i, text)
            for i, (role, text) in enumerate(self.turns)
            if role == "user" and visible(text)
        ]


@dataclass(frozen=True, slots=True)
class Question:
    """One LongMemEval question with its haystack.

    Attributes:
        position: Index in the file (the even/odd split uses it).
        question_id: The file's id; abstention questions end in ``_abs``.
        question_type: ``single-session-user``, ``multi-session``, ...
        question: The text asked.
        date: When it is asked (the memory's clock).
        sessions: The haystack, in file order.
        answer_sessions: Ids of the sessions that hold the evidence.
    """

    position: int
    question_id: str
    question_type: str
    question: str
    date: datetime
    sessions: tuple[Session, ...]
    answer_sessions: frozenset[str]

    @property
    def abstention(self) -> bool:
        """Whether this is one of the abstention questions the retrieval metrics skip."""
        return self.question_id.endswith("_abs")


def parse_date(text: str) -> datetime:
    """A LongMemEval date (``"2023/05/20 (Sat) 02:21"``) as an aware UTC datetime."""
    return datetime.strptime(_WEEKDAY.sub(" ", text.strip()), "%Y/%m/%d %H:%M").replace(tzinfo=UTC)


def data_path(given: str | Path | None = None) -> Path:
    """The data file: ``given``, else ``$LONGMEMEVAL_DATA``, else the one in ``../shared``.

    Raises:
        MissingData: The file does not exist (one line saying how to get it).
    """
    return LONGMEMEVAL.path(given)


def load_questions(path: Path) -> list[Question]:
    """Read a LongMemEval file (a JSON list of questions), abstention questions included."""
    questions = []
    for position, raw in enumerate(json.loads(path.read_text(encoding="utf-8"))):
        sessions = tuple(
            Session(
                id=str(session_id),
                date=parse_date(date),
                turns=tuple((str(turn["role"]), _clean(turn.get("content"))) for turn in turns),
            )
            for session_id, date, turns in zip(
                raw["haystack_session_ids"],
                raw["haystack_dates"],
                raw["haystack_sessions"],
                strict=True,
            )
        )
        questions.append(
            Question(
                position=position,
                question_id=str(raw["question_id"]),
                question_type=str(raw["question_type"]),
                question=str(raw["question"]),
                date=parse_date(raw["question_date"]),
                sessions=sessions,
                answer_sessions=frozenset(str(s) for s in raw["answer_session_ids"]),
            )
        )
    return questions


# -- loading and ranking ------------------------------------------------------------------


def pieces(text: str, limit: int) -> list[str]:
    """``text`` cut at whitespace into pieces of at most ``limit`` characters."""
    rest, found = text.strip(), []
    while len(rest) > limit:
        cut = rest.rfind(" ", 0, limit + 1)
        cut = cut if cut > 0 else limit
        found.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    return [piece for piece in (*found, rest) if visible(piece)]


def _clean(content: object) -> str:
    # What the store cannot hold (a NUL, a lone surrogate JSON can carry) becomes a blank or
    # "?", so one odd character in a pasted text does not refuse a whole haystack.
    text = str(content or "").replace("\x00", " ")
    return text.encode("utf-8", "replace").decode("utf-8")


def documents(question: Question, max_length: int) -> list[NewEntry]:
    """The question's user turns as entries, each citing ``<session id>:<turn index>``."""
    items = []
    for session in question.sessions:
        for index, text in session.user_turns:
            for piece in pieces(text, max_length):
                items.append(
                    NewEntry(
                        content=piece,
                        evidence=Evidence(text=piece, message_id=f"{session.id}:{index}"),
                        thread=session.id,
                        occurred_at=session.date,
                    )
                )
    return items


def sessions_of(entry: Entry) -> list[str]:
    """The sessions an entry's sources cite, in the order the sources were added."""
    return [source.message_id.rsplit(":", 1)[0] for source in entry.sources if source.message_id]


def baseline_orders(
    store: Store, memory: Memory, question: str, vector: npt.NDArray[np.float32]
) -> dict[str, list[str]]:
    """BM25-only, vector-only and plain RRF entry ids over the memory's own index."""
    pool = ranking.candidate_pool(TOP_K, memory.config.ranking)
    now = memory.now()
    lexical = [
        h.entry_id for h in store.lexical_search(_SCOPE, tokenize(question), limit=pool, now=now)
    ]
    semantic = [
        h.entry_id
        for h in store.vector_search(
            _SCOPE, vector, model=memory.embedder.name, limit=pool, now=now
        )
    ]
    return three_orders(lexical, semantic)


@dataclass(slots=True)
class Ranked:
    """Each ranker's session list for one question, and what ours returned."""

    sessions: dict[str, list[str]]
    entries: int
    ours_returned: int


def rank_question(question: Question, embedder: Embedder, folder: Path) -> Ranked:
    """Load one question's haystack into a fresh store and rank its sessions every way."""
    path = folder / f"q{question.position}.db"
    store = open_store(path)
    memory = Memory.open(store, embedder=embedder, clock=fixed_clock(question.date), worker=False)
    try:
        memory.remember_many(_SCOPE, documents(question, memory.config.entries.max_length))
        everything = {entry.id: entry for entry in memory.timeline(_SCOPE)}
        ours = memory.recall(_SCOPE, question.question, top_k=TOP_K)
        vector = memory.embedder.embed_one(question.question)
        orders = baseline_orders(store, memory, question.question, vector)
        orders["ours"] = [found.entry.id for found in ours]
    finally:
        memory.close()
        for leftover in folder.glob(f"{path.name}*"):
            leftover.unlink()
    sessions = {
        name: first_sessions(sessions_of(everything[i]) for i in orders[name]) for name in RANKERS
    }
    return Ranked(sessions, len(everything), len(ours))


class SharedEmbeddings(Embedder):
    """An embedder that embeds each distinct text once per run and reuses the vector.

    LongMemEval's haystacks draw from one pool of sessions, so most turns recur across
    questions; the vectors are the wrapped embedder's, only computed once.

    Args:
        inner: The embedder that computes the vectors.
        max_texts: Most vectors kept (later texts are embedded every time).
    """

    def __init__(self, inner: Embedder, max_texts: int = 300_000) -> None:
        self.inner, self.max_texts = inner, max_texts
        self.name, self.dimension = inner.name, inner.dimension
        self._vectors: dict[str, npt.NDArray[np.float32]] = {}

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        missing = list(dict.fromkeys(t for t in texts if t not in self._vectors))
        fresh = dict(zip(missing, self.inner.embed(missing), strict=True))
        for text, row in fresh.items():
            if len(self._vectors) < self.max_texts:
                self._vectors[text] = row
        return np.stack([fresh[t] if t in fresh else self._vectors[t] for t in texts])


def evaluate(
    questions: Sequence[Question],
    embedder: Embedder,
    rank: Callable[[Question, Embedder, Path], Ranked] = rank_question,
    mode: str = "entries",
) -> Result:
    """Score every ranker on every non-abstention question (a progress bar on stderr).

    Args:
        questions: The questions, abstention ones included (they are counted and skipped).
        embedder: Embeds the turns and the questions.
        rank: Loads one question's haystack and ranks its sessions every way.
        mode: The name of what ``rank`` loads, for the tables.
    """
    result = Result(embedder=embedder.name, mode=mode)
    scored = [q for q in questions if not q.abstention]
    result.skipped_abstention = len(questions) - len(scored)
    started = time.perf_counter()
    bar = Progress("longmemeval", "questions")
    with tempfile.TemporaryDirectory(prefix="episodic-longmemeval-") as folder:
        for done, question in enumerate(scored, 1):
            ranked = rank(question, embedder, Path(folder))
            scores = {
                name: score(ranked.sessions[name], question.answer_sessions) for name in RANKERS
            }
            result.asked.append(
                QuestionResult(
                    question.position,
                    question.question_id,
                    question.question_type,
                    scores,
                    ranked.entries,
                    ranked.ours_returned,
                )
            )
            bar(done, len(scored))
    bar.finish()
    result.seconds = time.perf_counter() - started
    return result


def run_longmemeval(
    data: Path,
    embedder_spec: str | Embedder,
    echo: Callable[[str], None],
    *,
    mode: str = "entries",
    limit: int | None = None,
    json_path: str | Path | None = None,
) -> Result:
    """Run the benchmark on the first ``limit`` questions of ``data`` and print its tables.

    ``mode`` is ``"entries"`` (user turns through ``remember_many``, asked through
    ``recall``) or ``"messages"`` (sessions as threads, asked through ``messages.search``;
    see :mod:`benchmarks.longmemeval_messages`).
    """
    embedder = SharedEmbeddings(get_embedder(embedder_spec))
    questions = load_questions(data)[:limit]
    echo(f"LongMemEval ({mode}): {len(questions)} questions from {data}, embedder {embedder.name}")
    rank = rank_question
    if mode == "messages":
        from benchmarks.longmemeval_messages import rank_messages

        rank = rank_messages
    result = evaluate(questions, embedder, rank, mode)
    echo("")
    for line in format_tables(result):
        echo(line)
    if json_path:
        Path(json_path).write_text(json.dumps(result.to_dict(), indent=2), encoding="utf-8")
    return result

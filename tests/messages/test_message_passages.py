"""Sentence vectors of messages: a message of several sentences is also embedded sentence by
sentence, and a search scores it by its best vector (on SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from episodic import Memory, MessageDraft, Scope, TestEmbedder
from episodic.messages import ranked_matches
from episodic.messages.index import UPGRADE_RUN
from episodic.messages.keys import MAX_PASSAGES, PASSAGE_WORDS, KeyInput, message_keys, passages
from episodic.stores import open_store
from tests.conftest import NOW, Clock, restored_database, sql_rows

OWNER = Scope(tenant="acme", agent="support-bot", user="u-1")
OTHER = Scope(tenant="acme", agent="support-bot", user="u-2")
DAY = datetime(2026, 5, 3, 9, 0, tzinfo=UTC)
# A long reply whose one sentence about the VPN is drowned by the rest in a single vector.
REPLY = (
    "Thanks for the detailed report about the onboarding week. "
    "The quarterly budget review moved to Thursday afternoon in room four. "
    "Your VPN certificate expires on the ninth, so renew it from the portal. "
    "The cafeteria now serves lunch until three and the gym opens at six."
)


def test_sentences_become_passages_and_greetings_join_the_next_one() -> None:
    assert passages("Hey Sam! The demo went well. We ship on Friday after the review.") == (
        "Hey Sam! The demo went well.",
        "We ship on Friday after the review.",
    )
    assert len("Hey Sam!".split()) < PASSAGE_WORDS


def test_one_sentence_has_no_passages_and_lines_split_too() -> None:
    assert passages("Only one sentence here, however long it may run on.") == ()
    assert passages("Hi!") == ()
    assert passages(
        "Deploy steps for staging\nRun the migration first\nThen restart the workers"
    ) == (
        "Deploy steps for staging",
        "Run the migration first",
        "Then restart the workers",
    )


def test_a_trailing_short_sentence_joins_the_one_before() -> None:
    assert passages("The export failed twice overnight. It stops at the invoices. Thanks!") == (
        "The export failed twice overnight.",
        "It stops at the invoices. Thanks!",
    )
    assert passages("The export failed twice overnight. Any idea? Thanks.") == ()


def test_a_very_long_message_is_grouped_into_at_most_max_passages() -> None:
    text = " ".join(f"Sentence number {n} says something new." for n in range(40))
    found = passages(text)
    assert len(found) <= MAX_PASSAGES
    assert " ".join(found) == text  # nothing lost, nothing repeated, order kept


def test_every_passage_names_the_speaker_the_message_names() -> None:
    text = "Dana: I moved to Leeds in March. My sister still lives in York."
    key = message_keys([KeyInput("user", text, DAY)], 0)
    assert key.passages == (
        "Dana: I moved to Leeds in March.",
        "Dana: My sister still lives in York.",
    )
    plain = "I moved to Leeds in March. My sister still lives in York."
    named = message_keys([KeyInput("user", plain, DAY, name="Dana")], 0)
    assert named.passages == key.passages
    # Not a speaker: digits, lower case, or more than four words before the colon.
    for text in (
        "Step 2: restart the worker pool. Then check the queue length.",
        "note: restart the worker pool. Then check the queue length.",
    ):
        found = message_keys([KeyInput("user", text, DAY)], 0).passages
        assert found and not found[1].startswith(text.split(":")[0])


def test_message_keys_carry_the_passages_of_the_message_itself_only() -> None:
    earlier = KeyInput("user", "What changed this week? Tell me everything.", DAY)
    own = KeyInput("assistant", REPLY, DAY)
    key = message_keys([earlier, own], 1)
    assert key.passages == passages(REPLY)
    assert len(key.passages) == 4
    assert all("everything" not in p for p in key.passages)


def _say(memory: Memory, scope: Scope, texts: list[str], prefix: str) -> None:
    for n in range(0, len(texts), 2):
        memory.after_turn(
            scope,
            "t-1",
            [
                MessageDraft(role=role, content=text, id=f"{prefix}{n + i}", created_at=DAY)
                for i, (role, text) in enumerate(
                    zip(("user", "assistant"), texts[n : n + 2], strict=False)
                )
            ],
        )
    memory.jobs.run_pending()


@pytest.fixture
def mem(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    clock.now = DAY
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        _say(opened, OWNER, ["Anything new from the office?", REPLY], "m")
        _say(opened, OTHER, ["Anything new?", REPLY], "x")
        yield opened


def _cosine(a: Any, b: Any) -> float:
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_a_message_scores_as_its_best_sentence(mem: Memory) -> None:
    query = "when does my VPN certificate expire"
    (found,) = mem.messages.search(OWNER, query, top_k=1)
    (match,) = ranked_matches([found])
    assert match.message.id == "m1"
    embedder = TestEmbedder()
    asked = embedder.embed_one(query)
    whole = _cosine(asked, embedder.embed_one(REPLY))
    best = max(_cosine(asked, embedder.embed_one(p)) for p in passages(REPLY))
    assert best > whole  # the sentence is nearer than the whole reply...
    assert match.vector_score == pytest.approx(best, abs=1e-5)  # ...and it is what counts
    # The same reply of another user is never a match here.
    wide = mem.messages.search(OWNER, query, top_k=10)
    assert all(m.message.id.startswith("m") for m in ranked_matches(wide))


def test_the_sentence_vectors_are_stored_with_the_message(mem: Memory, db_path: Path | str) -> None:
    rows = sql_rows(
        db_path,
        "SELECT content, passage_vectors FROM messages WHERE tenant_id = ? AND user_id = ? "
        "ORDER BY rowid",
        ("acme", "u-1"),
    )
    sizes = {content: len(bytes(blob)) for content, blob in rows}
    dimension = len(TestEmbedder().embed_one("x"))
    assert sizes[REPLY] == 4 * dimension * 4  # four sentences of float32
    assert sizes["Anything new from the office?"] == 0  # one sentence: none, but keyed


@pytest.fixture
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-9 database (messages keyed before sentence vectors)."""
    yield from restored_database("schema9-ca092f9", backend, tmp_path, request)


def _unkeyed(url: str) -> int:
    ((count,),) = sql_rows(
        url,
        "SELECT count(*) FROM messages WHERE role IN ('user', 'assistant') "
        "AND trim(content) <> '' AND passage_vectors IS NULL",
    )
    return int(count)


def test_an_upgrade_keys_earlier_messages_again_in_the_background(old_database: str) -> None:
    scope = Scope(tenant="acme", agent="support-bot", user="u-42")
    memory = Memory.open(old_database, embedder=TestEmbedder(), clock=lambda: DAY, worker=False)
    try:
        before = memory.messages.search(scope, "nightly sync J-9 HTTP 429", top_k=3)
        assert before  # still found by their one vector before the pass runs
        assert _unkeyed(old_database) > 0
        passes = [
            j
            for j in memory.jobs.list(status="pending", tenant="acme")
            if j.kind == "index_messages"
        ]
        assert any(j.payload.get("run") == UPGRADE_RUN for j in passes)
        memory.jobs.run_pending()
        after = memory.messages.search(scope, "nightly sync J-9 HTTP 429", top_k=3)
        assert [r.matched_ids for r in after] == [r.matched_ids for r in before]
    finally:
        memory.close()
    assert _unkeyed(old_database) == 0


def test_an_index_loaded_in_one_pass_ranks_as_one_built_message_by_message(
    mem: Memory, db_path: Path | str
) -> None:
    from dataclasses import astuple

    from episodic.retrieval.index import ScopeIndex
    from episodic.retrieval.rows import IndexRows
    from episodic.stores import message_index

    _say(mem, OWNER, ["Did the VPN renewal work?", "Yes. The certificate is valid now."], "r")
    store = open_store(db_path)
    try:
        with store.read() as tx:
            found = message_index.indexed_rows(tx, OWNER, after=0, through=10**9)
    finally:
        store.close()
    assert len(found) == 4 and any(found.more)
    at_once, one_by_one = ScopeIndex[None](details=True), ScopeIndex[None](details=True)
    at_once.extend(found)
    for i in range(len(found)):
        one_by_one.extend(IndexRows(*([column[i]] for column in astuple(found))))
    embedder = TestEmbedder()
    for query in ("VPN certificate expires", "budget review Thursday", "renewal"):
        vector = np.asarray(embedder.embed_one(query), dtype=np.float32)
        mask = at_once.mask(group="t-1")
        assert mask is not None and mask.all()
        ask = {"model": embedder.name, "limit": 10, "now": NOW, "only": mask}
        found_at_once = at_once.vector_hits(vector, **ask)
        assert found_at_once and found_at_once == one_by_one.vector_hits(vector, **ask)
        terms = query.lower().split()
        words = {"limit": 10, "now": NOW, "only": mask}
        assert at_once.lexical_hits(terms, **words) == one_by_one.lexical_hits(terms, **words)
    assert at_once.footprint() == pytest.approx(one_by_one.footprint(), rel=0.5)

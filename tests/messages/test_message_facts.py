"""Messages found through the entries remembered from them (on SQLite and PostgreSQL).

An active entry whose evidence quotes a stored message lends that message its vector and the
words of its content: a question phrased like the fact finds the message it came from. What
is held for review, superseded or forgotten lends nothing, and nothing crosses scopes.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from episodic import Evidence, Memory, MessageDraft, Scope, TestEmbedder
from episodic.messages import ranked_matches
from tests.conftest import Clock

OWNER = Scope(tenant="acme", agent="support-bot", user="u-1")
OTHER = Scope(tenant="acme", agent="support-bot", user="u-2")
DAY = datetime(2026, 5, 3, 9, 0, tzinfo=UTC)
SAID = "ugh, the thing with the grey van again, it left the parcels at the wrong door"
FACT = "Courier Nordpost delivered order 5512 to the neighbour's address"
QUESTION = "which courier delivered order 5512 to the neighbour"
FILLER = [
    "Can you check the invoice total for March?",
    "The March invoice total is 412 euros.",
    "Thanks, and the warranty on the kettle?",
    "The kettle warranty runs two years from purchase.",
]


def _turn(memory: Memory, scope: Scope, pair: list[str], first: int, prefix: str = "m") -> None:
    roles = ("user", "assistant")
    memory.after_turn(
        scope,
        "t-1",
        [
            MessageDraft(role=roles[i], content=text, id=f"{prefix}{first + i}", created_at=DAY)
            for i, text in enumerate(pair)
        ],
    )
    memory.jobs.run_pending()


@pytest.fixture
def mem(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    clock.now = DAY
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        _turn(opened, OWNER, FILLER[:2], 1)
        _turn(opened, OWNER, [SAID, "Sorry about that, I will raise it."], 3)
        _turn(opened, OWNER, FILLER[2:], 5)
        yield opened


def _cosine(a: Any, b: Any) -> float:
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def _score(memory: Memory, scope: Scope, message_id: str) -> float | None:
    """The vector score of a message in a wide search for QUESTION (``None``: not found)."""
    for match in ranked_matches(memory.messages.search(scope, QUESTION, top_k=20)):
        if match.message.id == message_id:
            return match.vector_score
    return None


def _remember(memory: Memory, scope: Scope, **options: Any) -> str:
    evidence = Evidence(text="the grey van", message_id="m3")
    return memory.remember(scope, FACT, evidence=evidence, **options).id


def test_an_entry_lends_its_vector_to_the_message_it_quotes(mem: Memory) -> None:
    embedder = TestEmbedder()
    asked = embedder.embed_one(QUESTION)
    own = _cosine(asked, embedder.embed_one(SAID))
    lent = _cosine(asked, embedder.embed_one(FACT))
    assert lent > own + 0.2
    before = _score(mem, OWNER, "m3")  # searched once: the index is built before the entry
    assert before is None or before == pytest.approx(own, abs=1e-5)
    _remember(mem, OWNER)
    assert _score(mem, OWNER, "m3") == pytest.approx(lent, abs=1e-5)
    (best,) = mem.messages.search(OWNER, QUESTION, top_k=1)
    assert best.matched_ids == ("m3",)


def test_forgetting_or_superseding_the_entry_takes_its_vector_back(mem: Memory) -> None:
    entry = _remember(mem, OWNER)
    assert _score(mem, OWNER, "m3") is not None
    mem.forget(OWNER, entry, "wrong order")
    after = _score(mem, OWNER, "m3")
    assert after is None or after < 0.5
    again = _remember(mem, OWNER)
    mem.correct(OWNER, again, "Nordpost left the parcels next door", evidence="the wrong door")
    corrected = _score(mem, OWNER, "m3")
    lent = _cosine(TestEmbedder().embed_one(QUESTION), TestEmbedder().embed_one(FACT))
    assert corrected is None or corrected < lent - 0.1


def test_an_entry_held_for_review_lends_nothing(mem: Memory) -> None:
    held = mem.remember(
        OWNER,
        FACT,
        evidence=Evidence(text="the grey van", message_id="m3"),
        source_trust="untrusted_content",
    )
    assert held.status == "pending_review"
    found = _score(mem, OWNER, "m3")
    assert found is None or found < 0.5


def test_another_users_entry_never_lends_to_this_users_message(mem: Memory) -> None:
    # The other user has a message with the same id and an entry quoting it.
    _turn(mem, OTHER, ["the van came by", "Noted."], 3)
    _remember(mem, OTHER)
    found = _score(mem, OWNER, "m3")
    assert found is None or found < 0.5
    assert _score(mem, OTHER, "m3") is not None
    mine = ranked_matches(mem.messages.search(OWNER, QUESTION, top_k=20))
    assert all(m.message.scope == OWNER for m in mine)


def test_a_message_indexed_after_its_entry_was_written_gets_the_vector(
    db_path: Path | str, clock: Clock
) -> None:
    clock.now = DAY
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        _turn(memory, OWNER, FILLER[:2], 1)
        assert memory.messages.search(OWNER, "invoice total March", top_k=1)  # index built
        _remember(memory, OWNER)  # quotes m3, not stored yet
        _turn(memory, OWNER, [SAID, "Sorry about that, I will raise it."], 3)
        lent = _cosine(TestEmbedder().embed_one(QUESTION), TestEmbedder().embed_one(FACT))
        assert _score(memory, OWNER, "m3") == pytest.approx(lent, abs=1e-5)


def _lexical(memory: Memory, scope: Scope, query: str, message_id: str) -> float | None:
    """The lexical score of a message in a wide search (``None``: not found by its words)."""
    for match in ranked_matches(memory.messages.search(scope, query, top_k=20)):
        if match.message.id == message_id:
            return match.lexical_score
    return None


def test_an_entry_lends_its_words_to_the_message_it_quotes(mem: Memory) -> None:
    # "Nordpost" is in no message: only the fact says it.
    assert _lexical(mem, OWNER, "Nordpost courier", "m3") is None
    entry = _remember(mem, OWNER)
    assert _lexical(mem, OWNER, "Nordpost courier", "m3") is not None
    (best,) = mem.messages.search(OWNER, "Nordpost courier", top_k=1)
    assert best.matched_ids == ("m3",)
    # Forgotten, the fact lends its words no more; the other user never had them.
    mem.forget(OWNER, entry, "wrong order")
    assert _lexical(mem, OWNER, "Nordpost courier", "m3") is None
    _turn(mem, OTHER, ["the van came by", "Noted."], 3)
    _remember(mem, OWNER)
    assert _lexical(mem, OTHER, "Nordpost courier", "m3") is None

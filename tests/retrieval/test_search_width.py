"""A request for many results is a search: the relevance gate and the relative floor, which
guard what is injected into a prompt, never starve it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.config import RankingParams
from episodic.models import MessageDraft, NewEntry
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
OTHER = Scope(tenant="acme", agent="bot", user="u-2")
NOTES = [
    "Order ORD-7 shipped to Lisbon on Monday.",
    "The customer prefers email over phone calls.",
    "Invoice INV-3 was paid by card.",
    "Support ticket about a cracked screen was closed.",
]
# Shares one word with two of the notes and nothing else: too weak to inject anything.
WEAK = "weather forecast for Lisbon, telescope photometry, card tricks"
WEAKLY_MATCHED = {NOTES[0], NOTES[2]}


def test_recall_for_many_results_is_not_gated(memory: Memory) -> None:
    memory.remember_many(SCOPE, [NewEntry(note) for note in NOTES])
    memory.remember(OTHER, "Order ORD-9 shipped to Lisbon, paid by card.")
    narrow = RankingParams().gate_max_k
    assert memory.recall(SCOPE, WEAK, top_k=narrow) == []
    wide = memory.recall(SCOPE, WEAK, top_k=50)
    # The weak matches come back, best first, and nothing of anyone else's.
    assert WEAKLY_MATCHED <= {r.entry.content for r in wide} <= set(NOTES)
    assert [r.final_score for r in wide] == sorted((r.final_score for r in wide), reverse=True)
    # The narrow answer to an on-topic question still drops what is far weaker than the best.
    on_topic = memory.recall(SCOPE, "ORD-7 shipped Lisbon", top_k=5)
    assert on_topic[0].entry.content == NOTES[0]
    assert len(memory.recall(SCOPE, "ORD-7 shipped Lisbon", top_k=50)) >= len(on_topic)
    assert len(memory.timeline(SCOPE)) == len(NOTES)


@pytest.fixture
def quiet(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    """A memory without a background worker: run_pending alone indexes its messages."""
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        yield opened


def test_message_search_for_many_results_is_not_gated(quiet: Memory) -> None:
    memory = quiet
    for number, text in enumerate(NOTES):
        memory.after_turn(
            SCOPE,
            "t-1",
            [MessageDraft("user", text), MessageDraft("assistant", f"Noted {number}.")],
        )
    memory.after_turn(OTHER, "t-1", [MessageDraft("user", "Order ORD-9 went to Lisbon by card.")])
    memory.jobs.run_pending()
    assert memory.messages.search(SCOPE, WEAK, top_k=5) == []
    wide = memory.messages.search(SCOPE, WEAK, top_k=50)
    matched = {m.message.content for found in wide for m in found.matches}
    assert matched >= WEAKLY_MATCHED
    assert not any("ORD-9" in m.content for found in wide for m in found.messages)
    assert all(found.thread_id == "t-1" for found in wide)

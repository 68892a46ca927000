"""Forgetting finds cut, reflowed and split copies of a long sentence (SQLite and PostgreSQL).

An offline episode quotes the first 40 words of the session's opening sentence, with an
ellipsis: a sentence longer than that is stored cut, so looking for it whole misses the copy.
Forgetting the note that quotes it must still take the copy out of the summary, and so out of
the next prompt, every REST answer, the export and the database's bytes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from episodic import Evidence, Memory, Models, TestEmbedder, TestLLM
from episodic.stores.redaction import MARKER, PIECE_WORDS, Pieces
from tests.conftest import Clock
from tests.governance.inflight import BASE, SCOPE, THREAD, seen_over_rest, serving
from tests.governance.test_erasure import file_hits, table_hits

LONG = (
    "Before the inspection on the fourteenth, Marguerite asked me to move the diesel generator "
    "from the north shed into the garage, to label every breaker in the basement panel with the "
    "room it feeds, to empty the rain barrels behind the orchard, and to leave the ladder hooks "
    "where the roofer from Quimper can reach them early."
)
KEPT = "The boiler service is booked for Thursday morning."
# Said in the sentence's first 40 words only, so only in the cut copy of the summary.
WORDS = {"marguerite", "generator", "breaker", "barrels"}


@pytest.fixture
def memory(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    nothing = TestLLM(default={"entries": []})  # no entries but the one remembered
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=nothing), clock=clock,
        worker=False,
    ) as opened:  # fmt: skip
        yield opened


def _found(text: str) -> set[str]:
    return {word for word in WORDS if word in text.lower()}


def test_a_cut_copy_in_an_offline_summary_is_forgotten_too(
    memory: Memory, db_path: Path | str, backend: str
) -> None:
    said = [{"id": "u-1", "role": "user", "content": f"{LONG} {KEPT}"}]
    memory.after_turn(SCOPE, THREAD, said)
    note = memory.remember(
        SCOPE, LONG, evidence=Evidence(text=LONG, message_id="u-1"), thread=THREAD
    )
    assert memory.episodes.end_session(SCOPE, THREAD, sync=True) is not None
    (episode,) = memory.episodes.list(SCOPE)
    # The summary holds the sentence cut at 40 words: the whole sentence is not in it.
    assert _found(episode.summary) == WORDS and "Quimper" not in episode.summary
    assert LONG not in episode.summary and "…" in episode.summary
    with serving(memory, db_path) as api:
        assert any(_found(text) for text in seen_over_rest(api).values())
        forgotten = api.post(f"{BASE}/entries/{note.id}/forget", json={"reason": "asked to"})
        assert forgotten.status_code == 200 and forgotten.json()["redacted"]["episodes"] == 1
        leaks = {name: _found(text) for name, text in seen_over_rest(api).items()}
        assert {name: found for name, found in leaks.items() if found} == {}
    (episode,) = memory.episodes.list(SCOPE)
    assert MARKER in episode.summary and _found(episode.summary) == set()
    context = memory.before_turn(SCOPE, "t-2", "What did Marguerite ask about the generator?")
    assert context.block("previous-episodes") is not None
    assert _found(context.render()) == set()
    assert table_hits(db_path, backend, WORDS) == []
    if backend == "sqlite":
        assert file_hits(Path(db_path), WORDS) == []
        with sqlite3.connect(db_path) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    # What was said after it stays.
    (message,) = memory.messages.list(SCOPE, THREAD)
    assert message.content == f"{MARKER} {KEPT}"


@pytest.mark.parametrize(
    "copy",
    [
        # cut short, with an ellipsis and quotes around it
        'She said: "Before the inspection on the fourteenth, Marguerite asked me to move…"',
        # reflowed: other line breaks, other case, punctuation dropped
        "BEFORE THE INSPECTION\non the fourteenth Marguerite asked me\n  to move the diesel",
        # a piece from the middle, in a bulleted list split across lines
        "- to label every breaker\n- in the basement panel with the room it feeds",
    ],
)
def test_pieces_of_a_long_sentence_are_found_however_they_are_written(copy: str) -> None:
    pieces = Pieces(LONG)
    cut = pieces.sub(copy)
    assert MARKER in cut and _found(cut) == set()


def test_a_short_run_of_common_words_is_left_alone() -> None:
    pieces = Pieces("Please let me know if you can move the diesel generator before Friday.")
    stock = "Thanks, let me know if you need anything."  # five words in a row: too few
    assert pieces.sub(stock) == stock
    assert len("let me know if you".split()) < PIECE_WORDS
    six = "let me know if you can"  # six words, but shorter than a piece's characters
    assert pieces.sub(f"Sure, {six}.") == f"Sure, {six}."

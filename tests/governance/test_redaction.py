"""What forgetting takes out of a message and what it leaves (SQLite and PostgreSQL).

A short quote goes only where its evidence points; a long one wherever it stands word for word,
whatever the case and spacing; other entries keep their evidence, their offsets moved to where
their words now are, or cleared when the words are no longer there whole.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from episodic import Evidence, Memory, Scope, TestEmbedder
from episodic.stores.redaction import MARKER, Quote, phrases
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
SAID = "My locker is G-7. The dock number changed to 4471 on Monday. Ask Priya about G-7 later."


@pytest.fixture
def memory(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        opened.after_turn(SCOPE, "t-1", [{"id": "m-1", "role": "user", "content": SAID}])
        opened.after_turn(SCOPE, "t-2", [{"id": "m-2", "role": "user", "content": "G-7 again."}])
        opened.jobs.run_pending()
        yield opened


def _content(memory: Memory, thread: str, message_id: str) -> str:
    (found,) = [m for m in memory.messages.list(SCOPE, thread) if m.id == message_id]
    return found.content


def test_a_short_quote_goes_only_where_the_evidence_points(memory: Memory) -> None:
    start = SAID.index("G-7")
    locker = memory.remember(
        SCOPE,
        "The locker is G-7.",
        evidence=Evidence(text="G-7", message_id="m-1", start=start, end=start + 3),
    )
    memory.forget(SCOPE, locker.id, "asked")
    assert _content(memory, "t-1", "m-1") == SAID.replace("G-7", MARKER, 1)
    assert _content(memory, "t-2", "m-2") == "G-7 again."  # said elsewhere: kept


def test_other_evidence_in_the_same_message_is_moved_or_cleared(memory: Memory) -> None:
    code = "The dock number changed to 4471 on Monday."
    gate = memory.remember(
        SCOPE, "The dock number is 4471.", evidence=Evidence(text=code, message_id="m-1")
    )
    ask, cross = "Ask Priya about G-7 later.", "4471 on Monday. Ask"

    def at(text: str) -> Evidence:  # evidence with its offsets in the message
        start = SAID.index(text)
        return Evidence(text=text, message_id="m-1", start=start, end=start + len(text))

    later = memory.remember(SCOPE, "Priya knows about G-7.", evidence=at(ask))
    overlapping = memory.remember(SCOPE, "The dock changed on Monday.", evidence=at(cross))
    memory.forget(SCOPE, gate.id, "asked")

    text = _content(memory, "t-1", "m-1")
    assert text == f"My locker is G-7. {MARKER} Ask Priya about G-7 later."
    kept = memory.entries.get(SCOPE, later.id)
    (source,) = kept.sources
    assert source.evidence == ask and source.start is not None and source.end is not None
    assert text[source.start : source.end] == ask
    cut = memory.entries.get(SCOPE, overlapping.id)
    assert (cut.sources[0].start, cut.sources[0].end) == (None, None)
    assert cut.sources[0].evidence == cross  # its own words, kept


def test_long_phrases_match_in_any_case_and_spacing() -> None:
    found = phrases("  The gate code changed.  ", [Quote(None, "GATE  code\nchanged to 4471!")])
    assert found == ["GATE  code\nchanged to 4471", "The gate code changed"]
    assert phrases("G-7", [Quote("m-1", "on it")]) == []  # too short to look for anywhere

"""The index keys of a message (``episodic.messages.keys``): what its terms and vector come from."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from episodic.errors import ValidationError
from episodic.messages.keys import CONTEXT_BEFORE, SHORT_WORDS, KeyInput, message_keys

START = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


def thread(*texts: str) -> list[KeyInput]:
    roles = ("user", "assistant")
    return [
        KeyInput(roles[i % 2], text, START + timedelta(minutes=i)) for i, text in enumerate(texts)
    ]


LONG = (
    "We finally moved the staging database to the new cluster last week and the nightly "
    "export now finishes in under ten minutes instead of forty."
)


def test_terms_hold_the_message_and_the_ones_just_before_it() -> None:
    messages = thread("Where did you go hiking?", "The old quarry trail.", "With whom?", LONG)
    key = message_keys(messages, 3)
    assert CONTEXT_BEFORE == 2
    assert key.terms_text.split("\n") == ["The old quarry trail.", "With whom?", LONG]
    # A long message is embedded alone.
    assert key.embed_text == LONG


def test_a_short_message_is_embedded_with_the_one_before_it() -> None:
    messages = thread("Did you adopt the greyhound from the shelter in the end?", "Yes, Sunday!")
    key = message_keys(messages, 1)
    assert len("Yes, Sunday!".split()) < SHORT_WORDS
    assert key.embed_text == (
        "Yes, Sunday!\nDid you adopt the greyhound from the shelter in the end?"
    )
    assert "greyhound" in key.terms_text and "Sunday" in key.terms_text


def test_the_first_message_of_a_thread_is_keyed_by_itself() -> None:
    key = message_keys(thread("Hi"), 0)
    assert (key.terms_text, key.embed_text) == ("Hi", "Hi")


def test_a_key_never_reads_later_messages_so_it_is_fixed_once_stored() -> None:
    early = thread("Which venue did you book?", "The boathouse.")
    later = thread("Which venue did you book?", "The boathouse.", "Nice, for June?", LONG)
    assert message_keys(early, 1) == message_keys(later, 1)


def test_a_long_earlier_message_adds_only_its_beginning() -> None:
    pasted = "log line " * 2_000
    key = message_keys(thread(pasted, "It fails at startup."), 1)
    context, own = key.terms_text.rsplit("\n", 1)
    assert own == "It fails at startup."
    assert context.startswith("log line") and len(context) <= 600
    assert context.split()[-1] in ("log", "line")  # cut at a word boundary


@pytest.mark.parametrize("index", [-1, 2])
def test_an_index_outside_the_messages_is_refused(index: int) -> None:
    with pytest.raises(ValidationError, match="outside the 2 messages"):
        message_keys(thread("a", "b"), index)

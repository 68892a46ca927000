"""A belief the speaker has given up, a plan, and word passed on are not facts: a note that
states them as facts is dropped, one that keeps them for what they are is stored."""

from __future__ import annotations

import pytest

from episodic.governance.gate.evidence import Guard
from episodic.prompting.transcript import TurnMessage


def kept(said: str, quote: str, note: str) -> bool:
    guard = Guard([TurnMessage("m1", "user", said)], max_evidence_length=4000)
    return guard.check(note, "user_assertion", quote) is not None


@pytest.mark.parametrize(
    ("said", "quote", "as_fact"),
    [
        (
            "I always thought the library opened at nine, but it's ten on Mondays.",
            "I always thought the library opened at nine",
            "The library opens at nine.",
        ),
        (
            "Ich dachte immer, Jonas wohnt in Kassel. Stimmt aber nicht.",
            "Ich dachte immer, Jonas wohnt in Kassel.",
            "Jonas wohnt in Kassel.",
        ),
        (
            "We're thinking of moving the shed to the back of the garden in spring.",
            "We're thinking of moving the shed to the back of the garden in spring.",
            "The shed is at the back of the garden.",
        ),
        (
            "Tenemos pensado cambiar la caldera en octubre.",
            "Tenemos pensado cambiar la caldera en octubre.",
            "La caldera se cambió en octubre.",
        ),
        (
            "Laut Hausmeister wird die Heizung am Freitag repariert.",
            "Laut Hausmeister wird die Heizung am Freitag repariert.",
            "Die Heizung wird am Freitag repariert.",
        ),
        (
            "Word in the office is that the canteen closes in June.",
            "Word in the office is that the canteen closes in June.",
            "The canteen closes in June.",
        ),
    ],
)
def test_stated_as_a_fact_it_is_dropped(said: str, quote: str, as_fact: str) -> None:
    assert not kept(said, quote, as_fact)


@pytest.mark.parametrize(
    ("said", "note"),
    [
        (
            "I thought about it and booked the ten o'clock train.",
            "The user booked the ten o'clock train.",
        ),
        ("We moved the shed to the back of the garden in spring.", "The shed was moved in spring."),
        ("Ich war beim Hausmeister, die Heizung ist repariert.", "Die Heizung ist repariert."),
    ],
)
def test_plain_facts_near_those_words_are_kept(said: str, note: str) -> None:
    assert kept(said, said, note)

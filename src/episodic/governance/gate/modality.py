"""Modality: whether a sentence states something, or guesses, asks or wishes it.

A note built on a guess must say it is a guess ("suspected", "possibly", "the user thinks");
one that states the guess as a fact is refused (``hedge_as_fact``), one that keeps the hedge is
stored with low confidence. A note whose whole quote is a question that asks for nothing must
say that it was asked (``question_as_fact``).
"""

from __future__ import annotations

import re

from episodic.governance.gate.text import Prefiltered

# The words of a guess. "may" is handled apart: "May" the month and "you may", "may I"
# are not hedges.
# The words of a guess. "may" is handled apart: "May" the month and "you may", "may I"
# are not hedges.
_HEDGE = Prefiltered(
    r"\b(probably|perhaps|maybe|possibly|presumably|might|could be|not sure|unsure"
    r"|not (yet )?(confirmed|certain|verified|sure)|unconfirmed|unverified|unclear"
    r"|i(?: would|'d|\u2019d)? guess|i think|i suspect|i assume|i believe|i reckon|i feel like"
    r"|we think|we suspect|we believe|suspect(?:ed|s)?|seems?|appears? to|looks like|likely)\b",
    "probabl|perhap|maybe|possibl|presumabl|might|could be|sure|confirmed|certain|verified|"
    "unclear|guess|think|suspect|assume|believe|reckon|feel like|seem|appear|looks like|likely",
)
_MAY = re.compile(r"(?<![Yy]ou )\bmay\b(?! (?:I|we)\b)|^\W*May (?:be|have|not|well)\b")
# What a note says to keep a guess a guess.
# What a note says to keep a guess a guess.
_NOTE_HEDGE = Prefiltered(
    r"\b(thinks?|thought|believes?|believed|suspect\w*|guess\w*|maybe|perhaps|possibl\w*"
    r"|probabl\w*|might|may|likely|unlikely|unconfirmed|not (yet )?(confirmed|certain|verified)"
    r"|unsure|uncertain|not sure|unclear|seems?|appears?|could|presum\w*|hypothes\w*"
    r"|unverified|guess|assumes?|assumed|reckons?|speculat\w*|tentative\w*|(looks?|feels?) like)\b",
    "think|thought|believ|suspect|guess|maybe|perhaps|possibl|probabl|might|may|likely|"
    "confirmed|certain|verified|unsure|sure|unclear|seem|appear|could|presum|hypothes|assum|"
    "reckon|speculat|tentativ|like",
)
# A sentence that guesses or asks: what it says is not a verified finding.
# A sentence that guesses or asks: what it says is not a verified finding.
HEDGED = Prefiltered(
    r"\?\s*$|\b(probably|perhaps|maybe|possibly|presumably|might|could be|not sure"
    r"|i(?: would|'d|\u2019d)? guess|i think|i suspect|i assume|i believe"
    r"|seems?|appears? to)\b",
    "?|probabl|perhap|maybe|possibl|presumabl|might|could be|not sure|guess|think|suspect|"
    "assume|believe|seem|appear",
)
# A question that asks for something ("could you send it by email?") states a wish; any
# other question states nothing, and a note quoting only it must say that it was asked.
REQUEST = Prefiltered(
    r"^\W*(please\b|(can|could|would|will)\s+(you|we|u)\b|would it be possible"
    r"|i(?:'d|\u2019d| would) (like|love|prefer)|may i\b|let'?s\b)",
    "please|can|could|would|will|let|may|like|love|prefer",
)
ASKED = Prefiltered(
    r"\?|\b(whether|asked|asks|asking|question|wonder(s|ed|ing)?|undecided|unsure|open)\b",
    "?|whether|ask|question|wonder|undecided|unsure|open",
)


def hedged(sentence: str) -> bool:
    """Whether ``sentence`` guesses rather than states ("I think", "might", "may", ...)."""
    return _HEDGE.search(sentence) or _MAY.search(sentence) is not None


def keeps_hedge(note: str) -> bool:
    """Whether ``note`` says that what it states is a guess."""
    return _NOTE_HEDGE.search(note)


def question_as_fact(note: str, quote: str) -> bool:
    """Whether ``note`` states as a fact what its whole evidence, ``quote``, only asks.

    Example:
        >>> question_as_fact("Replicas will be removed.", "do we keep the replicas?")
        True
        >>> question_as_fact("Open question: whether to keep the replicas.", "do we keep them?")
        False
        >>> question_as_fact("Wants invoices by email.", "could you send invoices by email?")
        False
    """
    return quote.rstrip().endswith("?") and not REQUEST.search(quote) and not ASKED.search(note)

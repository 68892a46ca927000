"""Whose voice a quote is in: a guess, a paste, or an order to the machine.

The evidence guard finds where a note's quote is; this module says what kind of saying it is.

- **A hedge** ("I think", "might", "may", "probably", "not confirmed", "suspect") is a guess.
  A note built on a hedged sentence must say it is a guess too ("suspected", "possibly",
  "the user thinks"); one that states the guess as a fact is dropped (``hedge_as_fact``),
  and one that keeps the hedge is stored with low confidence.
- **Pasted text** is someone else's words the user passed on: lines quoted with ``>``, a
  fenced block, a forwarded or copied email (from its ``From:``/``Subject:`` headers or a
  "Forwarded message" marker to the end of the message), the block after "the email says:",
  and anything in quotation marks that runs to six words or more. A note quoting it is
  ``untrusted_content`` and waits for review; a pasted sentence that gives orders to an AI,
  an assistant or a memory is never stored (``pasted_instruction``).
- **An order to the model** in a direct write (``remember``, an import line, a REST
  ``POST .../entries``): text that tells an assistant to ignore its instructions, reveal its
  prompt, or always approve, grant or skip checks. The write policy sends it to review.
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from episodic.governance.gate import support

# Text that speaks to the extractor itself: a quote from a sentence holding it is refused.
INSTRUCTION = support.Prefiltered(
    r"\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|guidelines)\b"
    r"|\byou are now\b|\bfrom now on,? you\b|\bnew (system )?instructions?\b|\bsystem prompt\b"
    r"|</?\s*(transcript|system|known-memory|memory|instructions?|user-profile|assistant)\b"
    r"|\b(return|output|reply with|respond with)\b.{0,30}\b(no entries|nothing|empty|exactly)\b"
    r"|\b(user_assertion|user_accepted_assistant_proposal|verified_assistant_finding)\b"
    r"|\bas the (memory )?extractor\b",
    # Every alternative above contains one of these.
    "ignore|disregard|forget|override|you are now|from now on|instruction|system prompt|<|"
    "return|output|reply with|respond with|_assertion|_proposal|_finding|extractor",
)
# The words of a guess. "may" is handled apart: "May" the month and "you may", "may I"
# are not hedges.
_HEDGE = support.Prefiltered(
    r"\b(probably|perhaps|maybe|possibly|presumably|might|could be|not sure|unsure"
    r"|not (yet )?(confirmed|certain|verified|sure)|unconfirmed|unverified|unclear"
    r"|i(?: would|'d|\u2019d)? guess|i think|i suspect|i assume|i believe|i reckon|i feel like"
    r"|we think|we suspect|we believe|suspect(?:ed|s)?|seems?|appears? to|looks like|likely)\b",
    "probabl|perhap|maybe|possibl|presumabl|might|could be|sure|confirmed|certain|verified|"
    "unclear|guess|think|suspect|assume|believe|reckon|feel like|seem|appear|looks like|likely",
)
_MAY = re.compile(r"(?<![Yy]ou )\bmay\b(?! (?:I|we)\b)|^\W*May (?:be|have|not|well)\b")
# What a note says to keep a guess a guess.
_NOTE_HEDGE = support.Prefiltered(
    r"\b(thinks?|thought|believes?|believed|suspect\w*|guess\w*|maybe|perhaps|possibl\w*"
    r"|probabl\w*|might|may|likely|unlikely|unconfirmed|not (yet )?(confirmed|certain|verified)"
    r"|unsure|uncertain|not sure|unclear|seems?|appears?|could|presum\w*|hypothes\w*"
    r"|unverified|guess|assumes?|assumed|reckons?|speculat\w*|tentative\w*|(looks?|feels?) like)\b",
    "think|thought|believ|suspect|guess|maybe|perhaps|possibl|probabl|might|may|likely|"
    "confirmed|certain|verified|unsure|sure|unclear|seem|appear|could|presum|hypothes|assum|"
    "reckon|speculat|tentativ|like",
)
# Orders to an AI or a memory inside someone else's words.
_TO_MACHINE = support.Prefiltered(
    r"\b(ai|a\.i\.|assistants?|chatbots?|bots?|llms?|language models?|memory|memories|agents?"
    r"|copilots?|gpt|claude)\b.{0,80}\b(remember|record|store|save|note|treat|mark|approve"
    r"|grant|forward|send|disclose|reveal|update|set|must|should|shall|always|never|ignore"
    r"|trust|obey)\b"
    r"|\b(remember|record|store|save|note down|memori[sz]e)\b.{0,60}\b(future|from now on"
    r"|permanently|forever|every time|all (later|future))\b"
    r"|\b(dear|attention:?|note to( the)?|to( the| any)?) (ai|assistant|bot|llm|model)s?\b",
    "ai|a.i.|assistant|chatbot|bot|llm|language model|memor|agent|copilot|gpt|claude|"
    "remember|record|store|save|note|dear|attention",
)
# Where a paste starts and runs to the end of its message.
_PASTE_START = re.compile(
    r"^[ \t]*(-{2,}\s*(forwarded|original) message\s*-{2,}|begin forwarded message:?"
    r"|(from|sent|to|subject|date|cc):[ \t]+\S.*\n(?:[ \t]*(from|sent|to|subject|date|cc):"
    r"[ \t]+\S.*\n)*[ \t]*(from|sent|to|subject|date|cc):[ \t]+\S)"
    r"|\b(the|this|that|their|his|her|an?) (email|e-mail|mail|message|letter|document|doc|note"
    r"|memo|ticket|post|page|text|reply|chat|sms|dm)\b[^.\n]{0,40}\b(says?|said|reads?"
    r"|wrote|states?|goes)\s*:[ \t]*(\n|(?=[\"\u201c']))"
    r"|\b(wrote|writes|pasted( below| here)?|copied( below| here)?|forwarded)\s*:[ \t]*\n",
    re.IGNORECASE | re.MULTILINE,
)
_QUOTED_LINE = re.compile(r"^[ \t]*>.*$", re.MULTILINE)
_FENCED = re.compile(r"^[ \t]*```.*?(?:^[ \t]*```|\Z)", re.MULTILINE | re.DOTALL)
_QUOTATION = re.compile(r"\"[^\"\n]{3,}\"|\u201c[^\u201d\n]{3,}\u201d")
_MIN_QUOTED_WORDS = 6


def hedged(sentence: str) -> bool:
    """Whether ``sentence`` guesses rather than states ("I think", "might", "may", ...)."""
    return _HEDGE.search(sentence) or _MAY.search(sentence) is not None


def keeps_hedge(note: str) -> bool:
    """Whether ``note`` says that what it states is a guess."""
    return _NOTE_HEDGE.search(note)


def aimed_at_machine(text: str) -> bool:
    """Whether ``text`` gives orders to an AI, an assistant or a memory."""
    return _TO_MACHINE.search(text) or speaks_to_model(text)


def speaks_to_model(text: str) -> bool:
    """Whether a direct write's ``text`` is addressed to the model rather than about the case."""
    return INSTRUCTION.search(text) or support.addresses_model(text, "")


@lru_cache(maxsize=64)
def pasted_regions(text: str) -> tuple[tuple[int, int], ...]:
    """The ``(start, end)`` ranges of ``text`` that are pasted or quoted content, merged."""
    regions = [m.span() for m in _QUOTED_LINE.finditer(text)]
    regions += [m.span() for m in _FENCED.finditer(text)]
    start = _PASTE_START.search(text)
    if start is not None:
        regions.append((start.start(), len(text)))
    regions += [
        m.span() for m in _QUOTATION.finditer(text) if len(m.group().split()) >= _MIN_QUOTED_WORDS
    ]
    merged: list[tuple[int, int]] = []
    for begin, end in sorted(regions):
        if merged and begin <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((begin, end))
    return tuple(merged)


def inside_paste(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies mostly (more than half) within pasted content."""
    regions = pasted_regions(text)
    if not regions or end <= start:
        return False
    first = max(0, bisect.bisect_right(regions, (start, len(text) + 1)) - 1)
    covered = 0
    for begin, stop in regions[first:]:
        if begin >= end:
            break
        covered += max(0, min(stop, end) - max(begin, start))
    return covered * 2 > end - start

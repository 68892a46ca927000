"""Which of the user's sentences are worth keeping word for word: one screen for the offline
extractor (which picks them itself) and the compact request (where a small model picks them).

A note that is a sentence copied unchanged is only as good as the sentence. So a sentence is
kept when it states something specific or settled, and it is screened out when it:

- ``length``: is under 20 characters or over the longest note allowed;
- ``question``: asks, unless the user labels it as a question to keep ("Open question: ...");
- ``request``: asks for help now ("can you ...", "please check ...", "I need help with ...")
  or is small talk, unless it sets a standing rule ("please always ...", "never ...");
- ``to_machine``: speaks to the extractor or gives orders to an AI or a memory;
- ``guess``: guesses ("I think", "maybe", "may have", "not confirmed"): copied, a guess would
  be remembered in words that a later reader can take for a claim;
- ``nothing_specific``: names nothing concrete (a number, written in digits or as an ordinal
  from "third" on, a date or time, a version, a token with ``= _ # @ /`` in it, or a dashed
  or dotted identifier with a digit) and states no
  preference, decision or standing rule in the first person ("I want", "we decided", "we
  will", "always", "never", "only", "Decision: ...");
- ``restated``: sits beside a correction, in a message one of whose kept sentences announces
  it as one ("Correction: ...", "... was wrong", "change of plan"), without being it
  (around a correction a message restates what still holds, "X is still Y", which no rule
  tells apart from news).

A sentence screened as a request can still hold a fact: a greeting before it ("Hi, invoice
INV-443 is due on March 3.") or a request for help joined to it ("I own the account for
INV-443 and I need help with this email."). :func:`kept_parts` keeps such a fact: the
sentence after the greeting, or each clause that passes the screen on its own, cut where a
new clause in the first person begins.
"""

from __future__ import annotations

import itertools
import re

from episodic.entries.corrections import ANNOUNCED
from episodic.governance.gate.attribution import aimed_at_machine
from episodic.governance.gate.injection import INSTRUCTION
from episodic.governance.gate.modality import hedged
from episodic.prompting.evidence import concrete_tokens, sentence_bounds

# A request to the assistant, or small talk: about this conversation, not worth keeping.
_REQUEST = re.compile(
    r"^\W*(please|pls|can you|could you|would you|will you|help|thanks|thank you|hi|hello"
    r"|hey|sorry to bother)\b|\b(need|want|would like|'d like) (some )?help\b|\bhelp me\b",
    re.IGNORECASE,
)
# What makes a request a standing rule instead ("please contact me by email, never by phone").
_LASTING = re.compile(r"\b(always|never|only|from now on|every|each time)\b", re.IGNORECASE)
# Where the user stands: a preference, a decision, a commitment, in the first person.
_STANCE = re.compile(
    r"\b(i|we)(\s+\w+)?\s+(want|wants|prefer|would like|'d like|need|decided|agreed|chose"
    r"|choose|will|won't|always|never|only)\b|\b(i|we)'d (like|prefer)\b"
    r"|^\W*(decision|decided|agreed|preference|policy|rule)\s*:",
    re.IGNORECASE,
)
# A question the user marks as one to keep.
_OPEN_QUESTION = re.compile(
    r"^\W*(open question|question|unknown|to check|to do|todo|tbd)\s*:", re.IGNORECASE
)
# An ordinal written out, from the third on, in the four languages screened: a position as
# specific as a number ("im dritten Stock", "on the fifth floor", "au troisième étage").
_ORDINAL = re.compile(
    r"\b(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
    r"|(?:dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|elft|zwölft)(?:e|en|er|es|em)"
    r"|(?:troisi|quatri|cinqui|sixi|septi|huiti|neuvi|dixi|onzi|douzi)ème"
    r"|(?:tercer|cuart|quint|sext|séptim|octav|noven|décim)[oa]?)\b",
    re.IGNORECASE,
)
# A greeting or thanks before the sentence's fact ("Hi, ...", "Thanks, ...").
_GREETING = re.compile(
    r"^\W*(?:hi|hello|hey|thanks|thank you|hallo|bonjour|hola)\b(?:\s+there)?[,!:]\s*",
    re.IGNORECASE,
)
# Where a new clause in the first person begins ("..., and I need help with ...").
_CLAUSE = re.compile(r",?\s+(?:and|but|so)\s+(?=(?:I|we)\b)|;\s+", re.IGNORECASE)
MIN_LENGTH = 20


def screened(sentence: str, max_length: int, *, beside_correction: bool = False) -> str | None:
    """Why ``sentence`` is not worth keeping word for word (a reason above), or ``None``.

    ``beside_correction``: its message holds a correction (see :func:`corrects`).

    Example:
        >>> screened("Job J-9 fails with HTTP 429 since Monday.", 2000) is None
        True
        >>> screened("Maybe the disk on node N-3 is full.", 2000)
        'guess'
    """
    if not MIN_LENGTH <= len(sentence) <= max_length:
        return "length"
    if sentence.rstrip().endswith("?") and not _OPEN_QUESTION.match(sentence):
        return "question"
    if _REQUEST.search(sentence) and not _LASTING.search(sentence):
        return "request"
    if INSTRUCTION.search(sentence) or aimed_at_machine(sentence):
        return "to_machine"
    if hedged(sentence):
        return "guess"
    specific = concrete_tokens(sentence) or _ORDINAL.search(sentence)
    if not (specific or _STANCE.search(sentence) or _LASTING.search(sentence)):
        return "nothing_specific"
    if beside_correction and not ANNOUNCED.search(sentence):
        return "restated"
    return None


def kept_parts(
    sentence: str, max_length: int, *, beside_correction: bool = False
) -> tuple[list[str], str | None]:
    """The parts of ``sentence`` worth keeping, and why the whole is not when it is not:
    the whole sentence when it passes :func:`screened`; for one screened as a ``request``,
    the sentence after its greeting, else each of its clauses that passes alone (see the
    module notes); else nothing, and the reason. Each part is a span of ``sentence``.

    Example:
        >>> kept_parts("I own the account for T-4 and I need help with this email.", 2000)
        (['I own the account for T-4'], 'request')
    """
    reason = screened(sentence, max_length, beside_correction=beside_correction)
    if reason != "request":
        return ([sentence] if reason is None else []), reason
    greeting = _GREETING.match(sentence)
    if greeting is not None and screened(sentence[greeting.end() :], max_length) is None:
        return [sentence[greeting.end() :]], reason
    clauses = [part.strip() for part in _CLAUSE.split(sentence)]
    if len(clauses) < 2:
        return [], reason
    kept = [
        part
        for part in clauses
        if part and screened(part, max_length, beside_correction=beside_correction) is None
    ]
    return kept, reason


def sentences(text: str) -> list[str]:
    """The sentences of a message, stripped, empty ones left out."""
    parts = (text[a:b].strip() for a, b in itertools.pairwise(sentence_bounds(text)))
    return [part for part in parts if part]


def corrects(text: str, max_length: int) -> bool:
    """Whether a message holds an announced correction: a sentence worth keeping that says it
    is one."""
    return any(
        ANNOUNCED.search(sentence) and screened(sentence, max_length) is None
        for sentence in sentences(text)
    )

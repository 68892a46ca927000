"""Whether a note says what its evidence says: the support check of the evidence guard.

The guard first finds the quote in the turn (:mod:`episodic.governance.gate.evidence`); this module
then compares the note with it. Terms are what the search index uses
(:func:`episodic.retrieval.tokenizer.tokenize`): lowercase, stopwords dropped, lightly stemmed,
so "fails", "failed" and "failing" meet and "the"/"was" never count. A note is kept when, in
this order:

1. **It does not address the model** (``addresses_model``): nothing telling an assistant to
   ignore its instructions or reveal its prompt, and no rule about what must always be
   approved, granted or done without verification, unless the quote states that rule itself,
   in the words of the person the label trusts.
2. **Its details are grounded** (``ungrounded_detail``): every identifier and number (a token
   with a digit or one of ``= _ # @ /``) is a *whole* token of a message the label allows,
   ignoring case: ``1000`` is not grounded by ``#10000``, nor ``J-9`` by ``J-99``.
3. **The quote is about it** (``unsupported``): the note shares at least one term with its
   quote's context, the sentence holding the quote and the one before it (for an accepted
   proposal, also the assistant message the user accepted).
4. **Its words are grounded** (``unsupported``): of its ``n`` content terms, at most
   ``1 + n // 2`` may be missing from the messages the label allows. Framing words that notes
   add to a fact ("user", "reported", "suspected", "confirmed", "still", ...) are always free.

A note written in another language than its quote (many models write English notes whatever
the conversation's language; a quote too short to tell is read in its sentence's) cannot
share its quote's words, so rules 3 and 4 are read as far as a translation allows: the names
it writes with a capital (outside a German note, where every noun has one; calendar words
aside) must be in the messages, and it may not be much longer than its quote. Rule 2 holds
unchanged: a translation invents no number. An ordinal ("3rd", "3e", "3.º") is grounded by
its number, and a number by its ordinal.

The messages a label allows: the user's for ``user_assertion``; the user's and the assistant
messages before the quoted acceptance for ``user_accepted_assistant_proposal``; the whole turn
for ``verified_assistant_finding``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from episodic.governance.gate.injection import addresses_model
from episodic.governance.gate.text import language_of, other_language
from episodic.prompting.evidence import folded_concrete_tokens
from episodic.retrieval.tokenizer import tokenize

#: Given terms, returns those found in the messages a note's label allows.
Grounding = Callable[[Iterable[str]], set[str]]

_IDENTIFIER = re.compile(r"[\w\-=./:#@+]+")
_CONCRETE = re.compile(r"[\d=_#@/]")


# Words a note may add around a fact without anyone having said them.
_FRAMING = frozenset(
    tokenize(
        "user users customer customers client assistant agent team reported reports says said "
        "mentioned stated noted note confirmed confirms suspected suspect unconfirmed possibly "
        "probably likely maybe perhaps unclear unknown cause caused reason issue issues problem "
        "problems case still now currently again yet since after before then later earlier "
        "due fixed fix resolved resolution works working worked found observed seen happened "
        "happens occurred tried attempted not no open question whether instead"
        # the same framing in the other languages notes are written in
        " nutzer nutzerin benutzer benutzerin utilisateur utilisatrice usuario usuaria"
    )
)


# Calendar words an English note writes with a capital whatever the quote's language (and
# their plurals: "on Saturdays" for "samstags").
_CALENDAR = frozenset(
    "january february march april may june july august september october november december"
    " monday tuesday wednesday thursday friday saturday sunday".split()
)
_CAPITALIZED = re.compile(r"(?<![.!?:]\s)(?<=\s)([A-ZÀ-Þ][\w\-]+)")
_ORDINAL_SUFFIXES = ("st", "nd", "rd", "th", "e", "er", "re", "eme", "ème", "o", "a")
_ORDINAL = re.compile(rf"^(\d+)(?:{'|'.join(_ORDINAL_SUFFIXES)}|º|ª)$")


def terms(text: str) -> set[str]:
    """The index terms of folded ``text``, identifiers whole and in pieces."""
    return set(tokenize(text))


def unsaid(note: str, text: str) -> set[str]:
    """The identifiers and content terms of folded ``note`` (framing words aside) that folded
    ``text`` does not hold: empty when ``note`` only says again what ``text`` says."""
    identifiers, words = _split(note)
    return (identifiers | words) - terms(text)


def _split(note: str) -> tuple[set[str], set[str]]:
    """A folded note's identifiers (each as one whole term) and its other content terms."""
    identifiers: set[str] = set()
    for token in folded_concrete_tokens(note):
        whole = tokenize(token)
        if whole:
            identifiers.add(whole[0])
    words = {t for t in tokenize(_IDENTIFIER.sub(_drop_concrete, note)) if t not in _FRAMING}
    return identifiers, words


def _drop_concrete(match: re.Match[str]) -> str:
    return " " if _CONCRETE.search(match.group().strip(".:,;/-")) else match.group()


def problem(
    note: str,
    quote: str,
    near: set[str],
    grounded: Grounding,
    sentence: str = "",
) -> str | None:
    """The first support rule ``note`` breaks, or ``None`` when its quote supports it.

    Args:
        note: The note, folded.
        quote: The located quote, folded.
        near: The terms of the quote's context, which the note must share one of (rule 3).
        grounded: Given terms, returns those found in the messages the label allows.
        sentence: The quote's context, folded: its language is the quote's when the quote
            is too short to tell ("no como carne" could be English words).

    Returns:
        ``"addresses_model"``, ``"ungrounded_detail"``, ``"unsupported"`` or ``None``.
    """
    if addresses_model(note, quote):
        return "addresses_model"
    identifiers, words = _split(note)
    missing_ids = identifiers - near
    if missing_ids:
        missing_ids -= grounded(missing_ids)
        if any(not _ordinal_grounded(term, near, grounded) for term in missing_ids):
            return "ungrounded_detail"
    if other_language(note, quote) or (
        sentence and language_of(quote) is None and other_language(note, sentence)
    ):
        return _translated(note, words, quote, grounded)
    every = terms(note)
    if every and not _met(every, near):
        return "unsupported"
    missing = {word for word in words - near if not _met({word}, near)}
    if missing:
        missing -= grounded(missing)
    if len(missing) > 1 + len(words) // 2:
        return "unsupported"
    return None


# A German participle: "gekündigt", "eingekauft", "abgesagt" (a particle, "ge", the stem, "t").
_PARTICIPLE = re.compile(r"^(ab|an|auf|aus|ein|mit|nach|vor|weg|zu|zurück)?ge(\w{3,}?)(?:et|t)$")


def _met(said: set[str], near: set[str]) -> set[str]:
    """The terms of ``said`` that ``near`` holds, as they are or as the stem of a German
    participle ("gekundigt" meets "kundig" of "kündige": the note tells in the perfect what
    its quote says in the present)."""
    found = said & near
    for term in said - found:
        match = _PARTICIPLE.match(term)
        if match is None:
            continue
        stems = {match[2], (match[1] or "") + match[2]}
        if (stems | {stem + "e" for stem in stems}) & near:
            found.add(term)
    return found


def _ordinal_grounded(term: str, near: set[str], grounded: Grounding) -> bool:
    """Whether ``term`` is an ordinal whose number the messages give, as a number or in any
    language's ordinal ("1st" for "1er", "3rd" for "3."), or a number they give as an
    ordinal."""
    match = _ORDINAL.match(term)
    if match is None and not term.isdigit():
        return False
    # ...and a number whose ordinal they give ("the 4th" grounds "4 September")
    number = match.group(1) if match is not None else term
    forms = {number} | {number + suffix for suffix in _ORDINAL_SUFFIXES}
    return bool(forms & near or grounded(forms))


def _translated(note: str, words: set[str], quote: str, grounded: Grounding) -> str | None:
    """Rules 3 and 4 for a note in another language than its quote (see the module
    docstring): its names are in the messages and it says not much more than its quote."""
    if len(words) > 2 * len(terms(quote)) + 2:
        return "unsupported"
    if language_of(note) == "de":
        return None
    names = {
        term
        for name in _CAPITALIZED.findall(note)
        if name.lower() not in _CALENDAR and name.lower().removesuffix("s") not in _CALENDAR
        for term in tokenize(name)
        if term not in _FRAMING
    }
    return "unsupported" if grounded(names) != names else None

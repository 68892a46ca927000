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

The messages a label allows: the user's for ``user_assertion``; the user's and the assistant
messages before the quoted acceptance for ``user_accepted_assistant_proposal``; the whole turn
for ``verified_assistant_finding``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from episodic.governance.gate.injection import addresses_model
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
    )
)


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
) -> str | None:
    """The first support rule ``note`` breaks, or ``None`` when its quote supports it.

    Args:
        note: The note, folded.
        quote: The located quote, folded.
        near: The terms of the quote's context, which the note must share one of (rule 3).
        grounded: Given terms, returns those found in the messages the label allows.

    Returns:
        ``"addresses_model"``, ``"ungrounded_detail"``, ``"unsupported"`` or ``None``.
    """
    if addresses_model(note, quote):
        return "addresses_model"
    identifiers, words = _split(note)
    missing_ids = identifiers - near
    if missing_ids and grounded(missing_ids) != missing_ids:
        return "ungrounded_detail"
    every = terms(note)
    if every and not every & near:
        return "unsupported"
    missing = words - near
    if missing:
        missing -= grounded(missing)
    if len(missing) > 1 + len(words) // 2:
        return "unsupported"
    return None

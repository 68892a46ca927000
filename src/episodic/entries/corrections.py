"""Which earlier note a sentence corrects, for extractors that cannot say so themselves.

The full extraction request asks the model to name the entry a correction replaces; the
offline extractor and the compact request (small models) do not. For them, a kept sentence
that announces a correction ("Correction: ...", "... was wrong", "change of plan",
"actually", "instead", "no longer") replaces the note it shares the most words with among the
notes given (the memory shown for the turn and the scope's latest entries), when they share at
least a third of the words of the shorter one; otherwise it is a new note.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from episodic.entries.prompt import Known

# A sentence that says it puts something right.
CORRECTION = re.compile(
    r"\b(correction|corrected|was wrong|were wrong|is wrong|my mistake|mistaken|change of plan"
    r"|changed my mind|actually|instead|no longer|not any ?more)\b",
    re.IGNORECASE,
)
# A correction the user announces as such: the rest of its message is context (a word such as
# "instead" inside a sentence corrects that sentence only).
ANNOUNCED = re.compile(
    r"\b(correction|corrected|was wrong|were wrong|is wrong|my mistake|mistaken|change of plan"
    r"|changed my mind)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z0-9][a-z0-9._/-]*", re.IGNORECASE)
# Share of words (of the shorter note) a correction must have in common with what it replaces.
_SAME_SUBJECT = 1 / 3


def corrected(sentence: str, notes: Sequence[Known], said: str | None = None) -> str | None:
    """The text of the note ``sentence`` corrects, when it (or ``said``, the message it comes
    from) announces a correction and one of ``notes`` is close enough; ``None`` otherwise.

    Example:
        >>> old = Known("s1", "Deliver to 14 Harbour Road, Galway H91 E2K8.")
        >>> corrected("Sorry, the postcode was wrong: deliver to 14 Harbour Road, H91 F3X2.", [old])
        'Deliver to 14 Harbour Road, Galway H91 E2K8.'
        >>> corrected("Deliver to 14 Harbour Road, H91 F3X2.", [old]) is None
        True
    """
    if not CORRECTION.search(sentence if said is None else said):
        return None
    words = _words(sentence)
    best, share = None, 0.0
    for note in notes:
        other = _words(note.content)
        common = len(words & other) / max(1, min(len(words), len(other)))
        if common > share:
            best, share = note.content, common
    return best if share >= _SAME_SUBJECT else None


def _words(text: str) -> set[str]:
    return {word.lower().strip("./-") for word in _WORD.findall(text) if len(word) > 2}

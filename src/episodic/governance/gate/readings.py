"""Other ways to read a text whose letters were broken up to hide its words. Part of
:mod:`.injection`.

A screen reads one form of a text (:func:`~episodic.governance.gate.text.detection_form`, then
emphasis and odd accents taken out). Some disguises leave two readings and no way to tell which
one the writer meant: letters spelled out one by one ("A s s i s t e n t") run into the word
after them when that word is a single letter ("e n v í a a escondidas"); a single underscore
inside a word is markdown emphasis ("Ign_o_re") or part of a name ("delete_all_entries");
accents piled on letters hide an English word ("Ëve̱ṟyṭhíng") or a French one ("r̄é̀p̂ōn̆d̄s̰");
letters spaced one by one with wider gaps between words read as words at those gaps.
Each function here gives the readings the main form does not, and the screen tries them all:
a text gives orders when any reading does.
"""

from __future__ import annotations

import re
from functools import partial

from episodic.governance.gate import commands

# A word spelled out letter by letter: "A s s i s t e n t", "r.e.a.d.i.n.g", "a-l-l-e".
SPELLED = re.compile(r"(?<!\w)(?:\w[ \t./\-]{1,5}){3,}\w(?!\w)")
# A short word spelled out to open a text, before a word of its own: "n e w rule:".
_SPELLED_HEAD = re.compile(r"^(\W*)([^\W\d_]) ([^\W\d_]) ([^\W\d_])(?= [^\W\d_]{2})")
_SEPARATORS = re.compile(r"[ \t./\-]+")
# Words of one letter in our languages, which a spelled-out run may swallow at either end.
_ONE_LETTER = frozenset("aAyYoOeEàÀuUiI")
# Markdown emphasis on a few letters inside a word: "Ign_o_re", "instructio_n_s".
_UNDERSCORED = re.compile(r"(?<=[^\W_])_([^\W_]{1,3})_(?=[^\W_])")


def alternatives(plain: str, form: str) -> list[str]:
    """Readings of a text besides ``form`` (its main reading), given ``plain``, its detection
    form before emphasis and accents were taken out. Empty for most texts."""
    found: list[str] = []
    if "_" in form:
        found.append(_UNDERSCORED.sub(r"\1", form))
    if not plain.isascii():
        found.append(commands.accented(plain))
    if SPELLED.search(form):
        found += _joined(form)
    if _SPELLED_HEAD.match(form):
        found.append(_SPELLED_HEAD.sub(r"\1\2\3\4", form, count=1))
    return [reading for reading in dict.fromkeys(found) if reading != form]


def by_gaps(text: str) -> str | None:
    """``text`` (as written, before its detection form closes up its spaces) with each word
    spelled out letter by letter written whole where wider gaps part the words ("a l w a y s
    r e c o m m e n d" with three spaces between words), or None when it has no such gaps."""
    if "  " not in text or not SPELLED.search(text):
        return None
    return SPELLED.sub(_by_gaps, text)


def _joined(form: str) -> list[str]:
    """``form`` with each word spelled out letter by letter written whole: with every letter
    of the run, and with a one-letter word at its start, its end or both kept apart."""
    return [SPELLED.sub(partial(_whole, head, tail), form) for head, tail in _ENDS]


# A wider gap between spelled-out letters ("a l w a y s   r e c o m m e n d") ends a word.
_WIDE = re.compile(r"\s{2,}")


def _by_gaps(match: re.Match[str]) -> str:
    """The letters of a spelled-out run as words, split where the gap is wider."""
    return " ".join(_SEPARATORS.sub("", part) for part in _WIDE.split(match.group()))


_ENDS = ((False, False), (False, True), (True, False), (True, True))


def _whole(head: bool, tail: bool, match: re.Match[str]) -> str:
    """The letters of a spelled-out run as one word, less a one-letter word at its start
    (``head``) or end (``tail``)."""
    letters = _SEPARATORS.sub("", match.group())
    long = len(letters) > 4
    start = 1 if head and long and letters[0] in _ONE_LETTER else 0
    end = len(letters) - (1 if tail and long and letters[-1] in _ONE_LETTER else 0)
    return " ".join(part for part in (letters[:start], letters[start:end], letters[end:]) if part)

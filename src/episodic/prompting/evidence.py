"""Where a quote is in a message: matching that forgives only harmless differences.

Matching forgives exactly four kinds of difference between a quote and its message: Unicode
compatibility forms (NFKC), runs of whitespace, curly versus straight quotes, and dash
variants. Case, punctuation, word order and spelling must match. What is found is always the
original span of the message, with its id, role and character offsets, never a model's copy of
it. Whether a found quote may back a note is the gate's to say
(:mod:`episodic.governance.gate.evidence`).
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass

from episodic.models import Role
from episodic.prompting.transcript import TurnMessage

_QUOTES = str.maketrans(
    {c: "'" for c in "\u2018\u2019\u201a\u201b\u2032\uff07"}
    | {c: '"' for c in "\u201c\u201d\u201e\u201f\u2033\uff02"}
    | {c: "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d"}
)
# A sentence ends after . ! ? before a space or a tag, at a newline, or where a tag starts
# (an injected "</transcript>" glued to a real sentence must not share its sentence).
_BOUNDARY = re.compile(r"(?<=[.!?])(?=\s|<)|\n|(?=</?[A-Za-z])")


@dataclass(frozen=True, slots=True)
class Span:
    """Where a quote was found: the exact original text and its place in one message."""

    message_id: str
    role: Role
    start: int
    end: int
    text: str
    hedged: bool = False  # the quote's sentence guesses, and the note says so
    pasted: bool = False  # the quote lies in text the user pasted or quoted


class Folded:
    """A message in matching form, and where each folded character came from.

    The folded text is a sequence of segments: a *verbatim* segment is original text copied
    as it is (character ``i`` of it came from ``origin + i``); any other segment is the output
    of one whitespace run or one character cluster, all of whose characters came from the
    same original range.
    """

    __slots__ = ("_ends", "_origins", "_size", "_starts", "_verbatim", "parts", "spaced", "text")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self._starts: list[int] = []  # where each segment starts in the folded text
        self._origins: list[int] = []  # where it starts in the original
        self._ends: list[int] = []  # where its source ends in the original (clusters)
        self._verbatim: list[bool] = []
        self._size = 0
        self.spaced = False  # whether the folded text so far ends with a space
        self.text = ""

    def add(self, folded: str, origin: int, end: int, *, verbatim: bool) -> None:
        """Append one segment: ``folded`` came from the original ``[origin, end)``."""
        self._starts.append(self._size)
        self._size += len(folded)
        self._origins.append(origin)
        self._ends.append(end)
        self._verbatim.append(verbatim)
        self.parts.append(folded)
        self.spaced = folded.endswith(" ")

    def start(self, at: int) -> int:
        """Where the folded character at ``at`` starts in the original."""
        segment = bisect.bisect_right(self._starts, at) - 1
        if self._verbatim[segment]:
            return self._origins[segment] + at - self._starts[segment]
        return self._origins[segment]

    def end(self, at: int) -> int:
        """Where the folded character at ``at`` ends in the original."""
        segment = bisect.bisect_right(self._starts, at) - 1
        if self._verbatim[segment]:
            return self._origins[segment] + at - self._starts[segment] + 1
        return self._ends[segment]


# What folding may change: whitespace other than a lone space, and any non-ASCII character
# (NFKC and the quote table leave ASCII alone).
_SPECIAL = re.compile(r"\s{2,}|[^\S ]|[^\x00-\x7f]")


def fold(text: str) -> Folded:
    """Apply the four tolerated normalizations, remembering where each character came from.

    Text between the characters folding may change is copied in one piece, so folding a
    long plain-ASCII message costs little more than reading it.
    """
    folded = Folded()
    index, size = 0, len(text)
    for match in _SPECIAL.finditer(text):
        at = match.start()
        if at < index:
            continue  # a combining mark already taken with its base character
        if match.group().isspace():
            _copy(folded, text, index, at)
            if not folded.spaced:
                folded.add(" ", at, match.end(), verbatim=False)
            index = match.end()
            continue
        # Keep a base character with its combining marks so NFKC can compose them.
        begin = at - 1 if at > index and unicodedata.combining(text[at]) else at
        stop = at + 1
        while stop < size and unicodedata.combining(text[stop]):
            stop += 1
        _copy(folded, text, index, begin)
        chars = unicodedata.normalize("NFKC", text[begin:stop]).translate(_QUOTES)
        out = "".join(" " if char.isspace() else char for char in chars)
        out = re.sub(" {2,}", " ", out[1:] if folded.spaced and out.startswith(" ") else out)
        if out:
            folded.add(out, begin, stop, verbatim=False)
        index = stop
    _copy(folded, text, index, size)
    folded.text = "".join(folded.parts)
    return folded


def _copy(folded: Folded, text: str, start: int, stop: int) -> None:
    if folded.spaced and start < stop and text[start] == " ":
        start += 1  # one space already ends the folded text
    if start < stop:
        folded.add(text[start:stop], start, stop, verbatim=True)


def fold_text(text: str) -> str:
    """Just the matching form of ``text``, trimmed."""
    return fold(text).text.strip()


def located(message: TurnMessage, folded: Folded, at: int, length: int) -> Span:
    start, end = folded.start(at), folded.end(at + length - 1)
    return Span(message.id, message.role, start, end, message.text[start:end])


def locate(quote: str, message: TurnMessage) -> Span | None:
    """Find ``quote`` in ``message`` under the tolerated normalizations; ``None`` if absent."""
    needle = fold_text(quote)
    if not needle:
        return None
    folded = fold(message.text)
    at = folded.text.find(needle)
    return None if at < 0 else located(message, folded, at, len(needle))


def sentence_bounds(text: str) -> list[int]:
    """Offsets where sentences start and end: 0, each boundary, ``len(text)``."""
    return sorted({0, *(m.end() for m in _BOUNDARY.finditer(text)), len(text)})


_IDENTIFIER = re.compile(r"[\w\-=./:#@+]+")
_CONCRETE = re.compile(r"[\d=_#@/]")


def concrete_tokens(content: str) -> list[str]:
    """The identifier-like tokens of a note: those with a digit or one of ``= _ # @ /``."""
    return folded_concrete_tokens(fold_text(content))


def folded_concrete_tokens(content: str) -> list[str]:
    """:func:`concrete_tokens` of text already folded (see :func:`fold_text`)."""
    tokens = (t.strip(".:,;/-") for t in _IDENTIFIER.findall(content))
    return [t for t in tokens if t and _CONCRETE.search(t)]

"""The deterministic evidence guard: a note is kept only if its quote is really there.

Matching forgives exactly four kinds of difference between the quote and the message: Unicode
compatibility forms (NFKC), runs of whitespace, curly versus straight quotes, and dash
variants. Case, punctuation, word order and spelling must match. The stored evidence is always
the original span of the message, with its id, role and character offsets, never the model's
copy of it.

Two further checks guard against a model that follows instructions planted in the transcript:
every identifier-like token of the note (anything with a digit or one of ``= _ # @ /``) must
occur, ignoring case, in a message the label allows; and a quote taken from a sentence that
addresses the extractor itself ("ignore previous instructions", a closing ``</transcript>``
tag, a label name) is refused.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from episodic.entries.transcript import TurnMessage
from episodic.models import Role, SourceLabel

_QUOTES = str.maketrans(
    {c: "'" for c in "\u2018\u2019\u201a\u201b\u2032\uff07"}
    | {c: '"' for c in "\u201c\u201d\u201e\u201f\u2033\uff02"}
    | {c: "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d"}
)
_IDENTIFIER = re.compile(r"[\w\-=./:#@+]+")
_CONCRETE = re.compile(r"[\d=_#@/]")
# A sentence ends after . ! ? before a space or a tag, at a newline, or where a tag starts
# (an injected "</transcript>" glued to a real sentence must not share its sentence).
_BOUNDARY = re.compile(r"(?<=[.!?])(?=\s|<)|\n|(?=</?[A-Za-z])")
INSTRUCTION = re.compile(
    r"\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|guidelines)\b"
    r"|\byou are now\b|\bfrom now on,? you\b|\bnew (system )?instructions?\b|\bsystem prompt\b"
    r"|</?\s*(transcript|system|known-memory|memory|instructions?|user-profile|assistant)\b"
    r"|\b(return|output|reply with|respond with)\b.{0,30}\b(no entries|nothing|empty|exactly)\b"
    r"|\b(user_assertion|user_accepted_assistant_proposal|verified_assistant_finding)\b"
    r"|\bas the (memory )?extractor\b",
    re.IGNORECASE,
)
_ALLOWED: dict[str, tuple[Role, ...]] = {
    "user_assertion": ("user",),
    "user_accepted_assistant_proposal": ("user",),
    # An assistant finding may quote the assistant, or the user confirming it.
    "verified_assistant_finding": ("assistant", "user"),
}


@dataclass(frozen=True, slots=True)
class Span:
    """Where a quote was found: the exact original text and its place in one message."""

    message_id: str
    role: Role
    start: int
    end: int
    text: str


@dataclass(slots=True)
class _Folded:
    """A message in matching form, with each folded character's original start and end."""

    text: str
    starts: list[int]
    ends: list[int]


def fold(text: str) -> _Folded:
    """Apply the four tolerated normalizations, remembering where each character came from."""
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    index, size = 0, len(text)
    while index < size:
        stop = index + 1
        # Keep a base character with its combining marks so NFKC can compose them.
        while stop < size and unicodedata.combining(text[stop]):
            stop += 1
        cluster = text[index:stop]
        folded = unicodedata.normalize("NFKC", cluster).translate(_QUOTES)
        for char in folded:
            if char.isspace():
                if out and out[-1] == " ":
                    ends[-1] = stop
                    continue
                char = " "
            out.append(char)
            starts.append(index)
            ends.append(stop)
        index = stop
    return _Folded("".join(out), starts, ends)


def fold_text(text: str) -> str:
    """Just the matching form of ``text``, trimmed."""
    return fold(text).text.strip()


def locate(quote: str, message: TurnMessage) -> Span | None:
    """Find ``quote`` in ``message`` under the tolerated normalizations; ``None`` if absent."""
    needle = fold_text(quote)
    if not needle:
        return None
    folded = fold(message.text)
    at = folded.text.find(needle)
    if at < 0:
        return None
    start, end = folded.starts[at], folded.ends[at + len(needle) - 1]
    return Span(message.id, message.role, start, end, message.text[start:end])


def sentence_bounds(text: str) -> list[int]:
    """Offsets where sentences start and end: 0, each boundary, ``len(text)``."""
    return sorted({0, *(m.end() for m in _BOUNDARY.finditer(text)), len(text)})


def _addresses_extractor(span: Span, message: TurnMessage) -> bool:
    """Whether the sentence holding the span, or the one before it, speaks to the extractor."""
    bounds = sentence_bounds(message.text)
    first = max(i for i, b in enumerate(bounds) if b <= span.start)
    last = min(i for i, b in enumerate(bounds) if b >= span.end)
    window = message.text[bounds[max(0, first - 1)] : bounds[last]]
    return bool(INSTRUCTION.search(window))


def concrete_tokens(content: str) -> list[str]:
    """The identifier-like tokens of a note: those with a digit or one of ``= _ # @ /``."""
    tokens = (t.strip(".:,;/-") for t in _IDENTIFIER.findall(fold_text(content)))
    return [t for t in tokens if t and _CONCRETE.search(t)]


@dataclass(slots=True)
class Verdicts:
    """How many candidates each check dropped, by reason."""

    dropped: Counter[str] = field(default_factory=Counter)

    def drop(self, reason: str) -> None:
        """Count one dropped candidate."""
        self.dropped[reason] += 1


def check(
    content: str,
    label: SourceLabel,
    quote: str,
    messages: Sequence[TurnMessage],
    verdicts: Verdicts,
    *,
    max_evidence_length: int,
) -> Span | None:
    """Run the guard on one candidate; return its evidence span, or ``None`` (and count why).

    Reasons: ``no_evidence``, ``evidence_too_long``, ``wrong_role`` (found only in a message
    the label does not allow), ``not_found``, ``addresses_extractor``, ``ungrounded_detail``.
    """
    if not quote.strip():
        verdicts.drop("no_evidence")
        return None
    if len(quote) > max_evidence_length:
        verdicts.drop("evidence_too_long")
        return None
    allowed = _ALLOWED[label]
    found: Span | None = None
    for role in allowed:  # the first allowed role is the preferred one
        found = next(
            (s for m in messages if m.role == role and (s := locate(quote, m)) is not None), None
        )
        if found is not None:
            break
    if found is None:
        other = any(locate(quote, m) for m in messages if m.role not in allowed)
        verdicts.drop("wrong_role" if other else "not_found")
        return None
    source = next(m for m in messages if m.id == found.message_id)
    if _addresses_extractor(found, source):
        verdicts.drop("addresses_extractor")
        return None
    # Case-blind on purpose: "ex-12" for "EX-12" is a spelling slip, "EX-13" is an invention.
    pool = "\n".join(fold(m.text).text for m in messages if m.role in allowed).casefold()
    if any(token.casefold() not in pool for token in concrete_tokens(content)):
        verdicts.drop("ungrounded_detail")
        return None
    return found

"""Pasted text in two flattened shapes that :mod:`.attribution` reads line by line:

- **quoted lines run together**: an email's ``>`` markers kept when its lines were joined
  into one ("what do I answer? > Hi, we moved ... > Kind regards"): a ``>`` after the end of
  a sentence, a question or a colon, before words of a sentence, marks where the quoted text
  starts. A path through menus ("Settings > Privacy > Location") or a comparison ("5 > 3") has
  no sentence end before its ``>``;
- **one chat line with its time**: a name, the time in brackets, then a colon ("Ana [10:12]:
  ..."): a chat export's line, even alone.

Part of :mod:`.attribution`, which decides whose words a quote is in.
"""

from __future__ import annotations

import re

Span = tuple[int, int]

# A ">" after a sentence's end (or at the start), then a sentence of three words or more.
_RUN_TOGETHER = re.compile(r"(?:^|(?<=[.!?:]))[ \t]+>[ \t]+(?=\S+(?:[ \t]+[^\s>]+){2})")
# A name, a bracketed time, then what they wrote.
_TIMED_LINE = re.compile(
    r"^[ \t]*[^\W\d_][\w.'\-]{0,30}(?: [^\W\d_][\w.'\-]{0,30})?[ \t]*"
    r"\[\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?\][ \t]*:[ \t]*\S[^\n]*$",
    re.MULTILINE,
)


def relayed_regions(text: str) -> list[Span]:
    """The ranges of ``text`` that quoted lines run together, or a timed chat line, hold."""
    regions = [m.span() for m in _TIMED_LINE.finditer(text)]
    marks = list(_RUN_TOGETHER.finditer(text))
    if len(marks) >= 2 or (marks and marks[0].start() > 0):
        regions.append((marks[0].start(), len(text)))
    return regions


# A reply that is only a quoted name, perhaps with a word or three after it ("« Heat », sans
# hésiter"): no sentence inside the marks.
_QUOTED_NAME = re.compile(
    r"^\W{0,3}[\"\u201c\u201e\u00ab\u2039']\s?[^\"\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a.!?\n]{1,60}?"
    r"\s?[\"\u201d\u201c\u00bb\u203a']\W{0,3}(?:[^\W\d_]+\W{0,3}){0,3}$"
)


def quoted_name_only(reply: str) -> bool:
    """Whether ``reply`` is a quoted name alone (a title given as an answer), with at most
    a few words after it."""
    return _QUOTED_NAME.match(reply.strip()) is not None

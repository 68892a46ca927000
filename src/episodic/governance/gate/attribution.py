"""Attribution: whose words a quote is in. Text the user passed on from someone else (a
pasted email, a quoted chat, a forwarded message) is third-party content: a note quoting it is
``untrusted_content`` and waits for review, and an order to a machine inside it is never stored
(``pasted_instruction``).
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from episodic.governance.gate.injection import orders
from episodic.governance.gate.text import Prefiltered

# Orders to an AI or a memory inside someone else's words.
TO_MACHINE = Prefiltered(
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


def aimed_at_machine(text: str) -> bool:
    """Whether ``text`` gives orders to an AI, an assistant or a memory."""
    return TO_MACHINE.search(text) or orders(text)


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

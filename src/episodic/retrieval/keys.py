"""What an entry is found by: the text its stored search terms come from.

Pure: no I/O. A note is short, and the words a question uses are often not its own but those
of the evidence it quotes ("we picked up Biscuit from the shelter in Hartford" behind "Dana
adopted a dog"). So an entry's terms are those of its content and of each evidence quote its
content does not already hold (each cut to :data:`CONTEXT_CHARS` characters). The vector is
still the content's alone. The quotes are the entry's own: forgetting the entry removes them
with it, and forgetting another entry leaves them as they are (see
:mod:`episodic.stores.redaction`), so the terms never keep words the memory no longer holds.

What an entry was said after is not among its terms: stored there, the words of a neighbour
that is later forgotten or corrected would still find it. On LoCoMo's turns stored as entries
the two entries before each in its thread would lift R@10 from 0.720 to 0.771 (cached
candidates, with ranking steps 7 and 8), but the shipped ``episodic eval`` scenarios
``corrections-forget`` and ``corrections-address`` then answer questions about a forgotten
employer and a corrected postcode. The thread's live entries lend each other score at query
time instead: a lexical match to the two entries after it (``RankingParams.follow_weight``,
:mod:`episodic.entries.read`) and every candidate to the others of its thread
(:mod:`episodic.retrieval.ranking`, step 7).

Measured on LoCoMo's observations, whose evidence is the turns they cite (cached candidates,
local MiniLM, today's ranking otherwise): R@10 went from 0.662 to 0.685 with their quotes,
0.649 to 0.674 on conversations 0-4 and 0.674 to 0.696 on 5-9.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["CONTEXT_CHARS", "context_text", "entry_key_text"]

#: Characters of a quote or an earlier text used as context: a long pasted document must not
#: drown a note's own words.
CONTEXT_CHARS = 600


def context_text(text: str) -> str:
    """A text used as context: its beginning, cut at a word boundary."""
    text = text.strip()
    if len(text) <= CONTEXT_CHARS:
        return text
    cut = text[:CONTEXT_CHARS]
    space = cut.rfind(" ")
    return cut[:space] if space > CONTEXT_CHARS // 2 else cut


def entry_key_text(content: str, quotes: Iterable[str | None]) -> str:
    """The text an entry's terms are taken from (see the module docstring).

    Args:
        content: The entry's content.
        quotes: Its evidence quotes; empty ones and those the content holds add nothing.

    Example:
        >>> entry_key_text("Dana adopted a dog.", ["we picked up Biscuit", "Dana adopted a dog"])
        'Dana adopted a dog.\\nwe picked up Biscuit'
    """
    folded = content.casefold()
    extra = [
        context_text(quote)
        for quote in dict.fromkeys(q.strip() for q in quotes if q and q.strip())
        if quote.casefold() not in folded
    ]
    return "\n".join([content, *extra])

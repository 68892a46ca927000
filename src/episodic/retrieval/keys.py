"""What an entry is found by: the text its stored search terms come from.

Pure: no I/O. A note is short, and the words a question uses are often not its own: they are
in the evidence the note quotes ("Dana: we finally booked the cabin for the lake trip" behind
"Dana booked a cabin") or in what was said just before it in the same thread (a question the
note answers). So an entry's terms are those of

- its content;
- each evidence quote its content does not already hold;
- the content of up to :data:`CONTEXT_BEFORE` entries of its thread stored before it
  (each cut to :data:`CONTEXT_CHARS` characters), as a message's key reads the messages
  before it (:mod:`episodic.messages.keys`).

The terms are fixed when the entry is written, as a message's are: later entries of the thread
never change them. The vector is still the content's alone, so a neighbour's words can make
an entry a lexical candidate but never make it look like the question to the embedder.

Measured on LoCoMo (``python -m benchmarks locomo``, local MiniLM): turns stored as entries
went from 0.666 to 0.7xx R@10 with the thread context, and LoCoMo's observations, whose
evidence is the turns they cite, from 0.662 to 0.6xx with the quotes. The depth was taken
over from the messages' keys (chosen there on conversations 0-4, confirmed on 5-9).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["CONTEXT_BEFORE", "CONTEXT_CHARS", "context_text", "entry_key_text"]

#: Entries of the same thread before an entry whose words it is also found by.
CONTEXT_BEFORE = 2
#: Characters of an earlier text used as context: a long pasted document before a note must
#: not drown the note's own words.
CONTEXT_CHARS = 600


def context_text(text: str) -> str:
    """An earlier text as context: its beginning, cut at a word boundary."""
    text = text.strip()
    if len(text) <= CONTEXT_CHARS:
        return text
    cut = text[:CONTEXT_CHARS]
    space = cut.rfind(" ")
    return cut[:space] if space > CONTEXT_CHARS // 2 else cut


def entry_key_text(content: str, quotes: Iterable[str | None], before: Sequence[str]) -> str:
    """The text an entry's terms are taken from (see the module docstring).

    Args:
        content: The entry's content.
        quotes: Its evidence quotes; empty ones and those the content holds add nothing.
        before: The content of the entries of its thread stored before it, oldest first;
            only the last :data:`CONTEXT_BEFORE` are read.

    Example:
        >>> entry_key_text("Dana booked a cabin.", ["we booked the cabin by the lake"],
        ...                ["Where will you stay?"])
        'Where will you stay?\\nDana booked a cabin.\\nwe booked the cabin by the lake'
    """
    context = [context_text(text) for text in before[-CONTEXT_BEFORE:]] if CONTEXT_BEFORE else []
    folded = content.casefold()
    extra = [
        context_text(quote)
        for quote in dict.fromkeys(q.strip() for q in quotes if q and q.strip())
        if quote.casefold() not in folded
    ]
    return "\n".join(part for part in (*context, content, *extra) if part)

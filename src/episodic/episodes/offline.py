"""Episodes without a model: a record built only from what the session's messages say.

Nothing is invented. The summary is a count of the session's messages, how long it ran and
the first sentence of the user's first message, quoted (cut at a word, with an ellipsis, when
long). Topic tags are the words used most often in the session (at least twice, common
function words and chat filler left out), each shown as it was most often written.
Entities are the identifier-like tokens of the user's messages (those with a digit or one of
``= _ # @ /``, and a letter). The key events are the entries extraction already wrote from
the session's messages (see :func:`episodic.stores.episodes.session_entries`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from datetime import datetime

from episodic.models import Message
from episodic.models.episodes import MAX_ENTITIES
from episodic.prompting.evidence import concrete_tokens
from episodic.retrieval.tokenizer import tokenize
from episodic.tokens import count_tokens

# A sentence ends at . ! or ? before a space, or at a line break.
_SENTENCE = re.compile(r"(?<=[.!?])\s|\n")
_WORD = re.compile(r"[\w][\w\-=#./:@+']*[\w]|\w")
_LETTER = re.compile(r"[^\W\d_]")
# Words that say nothing about what a session was about, beyond the tokenizer's stopwords.
_FILLER = frozenset(
    """
    hello hi hey thanks thank please yes yeah no ok okay sure great good fine well right
    need want like know think get got let make see look one two now today still also just
    really much many more some thing things something anything way lot could would should
    can will may might must help hope sorry done said say tell told ask asked going
    """.split()
)
# Most words the opening sentence keeps before it is cut.
_OPENING_WORDS = 40


def duration(start: datetime, end: datetime) -> str:
    """How long a session ran, in the coarse words a person would use."""
    minutes = int((end - start).total_seconds() // 60)
    if minutes < 1:
        return "under a minute"
    if minutes < 120:
        return f"{minutes} minute{'' if minutes == 1 else 's'}"
    hours = minutes // 60
    if hours < 48:
        return f"{hours} hours"
    return f"{hours // 24} days"


def summary(messages: Sequence[Message], limit: int) -> str:
    """The offline summary of a session's messages, within ``limit`` tokens."""
    users = [m for m in messages if m.role == "user" and m.content.strip()]
    head = (
        f"A session of {len(messages)} message{'' if len(messages) == 1 else 's'} "
        f"({len(users)} from the user) over "
        f"{duration(messages[0].created_at, messages[-1].created_at)}."
    )
    if not users:
        return fit_tokens(head, limit)
    frame = f'{head} The user opened with: ""'
    quoted = fit_tokens(_first_sentence(users[0].content), limit - count_tokens(frame))
    text = f'{head} The user opened with: "{quoted}"' if quoted else head
    return fit_tokens(text, limit)


def opening(messages: Sequence[Message]) -> str:
    """The first sentence of the user's first message with text ('' when there is none):
    what an offline episode's vector is made from, with its topics and entities."""
    users = [m for m in messages if m.role == "user" and m.content.strip()]
    return _first_sentence(users[0].content) if users else ""


def _first_sentence(text: str) -> str:
    first = _SENTENCE.split(text.strip(), maxsplit=1)[0].strip()
    words = first.split()
    if len(words) > _OPENING_WORDS:
        return " ".join(words[:_OPENING_WORDS]) + "…"
    return first


def topics(texts: Sequence[str], most: int) -> tuple[str, ...]:
    """The words the texts use most (at least twice), as they were most often written."""
    counts: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    written: dict[str, Counter[str]] = {}
    for text in texts:
        for match in _WORD.finditer(text):
            word = match.group()
            terms = tokenize(word)
            if not terms:
                continue
            term = terms[0]
            plain = word.lower().strip(".:,;/-")
            if len(plain) < 3 or not _LETTER.search(plain) or plain in _FILLER:
                continue
            counts[term] += 1
            first_seen.setdefault(term, len(first_seen))
            written.setdefault(term, Counter())[plain] += 1
    ranked = sorted(
        (t for t, n in counts.items() if n >= 2), key=lambda t: (-counts[t], first_seen[t])
    )
    return tuple(written[t].most_common(1)[0][0] for t in ranked[:most])


def entities(texts: Sequence[str]) -> tuple[str, ...]:
    """The identifier-like tokens of the texts, in order of first appearance."""
    found: dict[str, None] = {}
    for text in texts:
        for token in concrete_tokens(text):
            if _LETTER.search(token) and len(token) >= 3:
                found.setdefault(token, None)
    return tuple(found)[:MAX_ENTITIES]


def fit_tokens(text: str, limit: int) -> str:
    """``text`` cut at a word to at most ``limit`` tokens (with an ellipsis when cut)."""
    if count_tokens(text) <= limit:
        return text
    words = text.split()
    low, high = 0, len(words)
    while low < high:  # the most words whose text, with an ellipsis, fits
        middle = (low + high + 1) // 2
        if count_tokens(" ".join(words[:middle]) + "…") <= limit:
            low = middle
        else:
            high = middle - 1
    return " ".join(words[:low]) + "…" if low else ""


def merged(summaries: Sequence[tuple[datetime, datetime, str]], limit: int) -> str:
    """The offline text of a compressed episode: each original's dates and summary, oldest
    first, cut to ``limit`` tokens."""
    parts = [
        f"{start.date().isoformat()} to {end.date().isoformat()}: {text}"
        for start, end, text in summaries
    ]
    return fit_tokens(" ".join(parts), limit)

"""Who said it: the speaker a text opens with, and whether a query names them.

Pure: no I/O. A transcript line, a message of a group chat or a note taken from one often opens
with its speaker ("Dana: we moved the standup"), and questions about people name them ("What
did Dana move?"). The ranking multiplies the score of what the named person said by
``1 + RankingParams.speaker_boost`` (see :mod:`episodic.retrieval.ranking`). A text without a
speaker label, or a query naming nobody, ranks as before.

Example:
    >>> speaker_label("Dana: we moved the standup to 9:30.")
    'Dana'
    >>> names_speaker(query_words("What did Dana move?"), "Dana")
    True
    >>> names_speaker(query_words("What did the user move?"), "User")
    False
"""

from __future__ import annotations

import re

__all__ = ["names_speaker", "query_words", "speaker_label"]

# A speaker label opening a message of a group chat or a transcript ("Dana: ...",
# "Dr. Okafor: ..."): up to four capitalized words, no digits.
_SPEAKER = re.compile(r"([A-Z][^\W\d_]*\.?(?: [A-Z][^\W\d_]*\.?){0,3}):\s")
_WORD = re.compile(r"[^\W\d_]+")
# Labels that name a role rather than a person: every chat has them, so a query's "user" says
# nothing about who.
_ROLES = frozenset({"user", "assistant", "system", "tool", "bot", "ai", "agent", "human"})


def speaker_label(text: str) -> str | None:
    """The speaker label ``text`` opens with ("Dana" of "Dana: ..."), or ``None``."""
    match = _SPEAKER.match(text.lstrip())
    return match.group(1) if match else None


def query_words(query: str) -> frozenset[str]:
    """The words of a query, lowercased, as :func:`names_speaker` compares them."""
    return frozenset(word.lower() for word in _WORD.findall(query))


def names_speaker(words: frozenset[str], speaker: str | None) -> bool:
    """Whether a query of ``words`` (:func:`query_words`) names ``speaker``: one of the
    speaker's words of three letters or more, other than a role such as "user", is among
    them (a label "Dr. Okafor" is named by "Okafor")."""
    if not speaker or not words:
        return False
    return any(
        len(word) >= 3 and word not in _ROLES and word in words
        for word in (part.lower() for part in _WORD.findall(speaker))
    )

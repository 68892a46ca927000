"""Who said it, or whom it is about: the person a text opens with, and whether a query names them.

Pure: no I/O. A transcript line, a message of a group chat or a note taken from one often opens
with its speaker ("Dana: we moved the standup"); a note about a person opens with their name as
its subject ("Dana moved the standup to 9:30"). Questions about people name them ("What did
Dana move?"). The ranking multiplies the score of what the named person said, or of a note
about them, by ``1 + RankingParams.speaker_boost`` (see :mod:`episodic.retrieval.ranking`). A
text that opens with neither, or a query naming nobody, ranks as before.

Example:
    >>> speaker_label("Dana: we moved the standup to 9:30.")
    'Dana'
    >>> names_speaker(query_words("What did Dana move?"), "Dana")
    True
    >>> names_speaker(query_words("What did the user move?"), "User")
    False
    >>> subject_name("Dana's sister moved to Lyon in May.")
    'Dana'
    >>> names_speaker(query_names("Where did Dana's sister move?"), "Dana")
    True
"""

from __future__ import annotations

import re

from episodic.retrieval.tokenizer import is_stopword

__all__ = ["names_speaker", "query_names", "query_words", "speaker_label", "subject_name"]

# A speaker label opening a message of a group chat or a transcript ("Dana: ...",
# "Dr. Okafor: ..."): up to four capitalized words, no digits.
_SPEAKER = re.compile(r"([A-Z][^\W\d_]*\.?(?: [A-Z][^\W\d_]*\.?){0,3}):\s")
_WORD = re.compile(r"[^\W\d_]+")
# A note about a person opens with their name, then a word in lower case ("Dana moved ...",
# "Dana's sister ..."), which tells a name from a heading or a sentence of capitals.
_SUBJECT = re.compile(r"([A-Z][^\W\d_A-Z]+)(?:['\u2019]s)?\s+[^\W\d_A-Z]")
# A capitalized word of a query: where a query names a person, it writes the name so.
_NAME = re.compile(r"\b[A-Z][^\W\d_]+")
# Labels that name a role rather than a person: every chat has them, so a query's "user" says
# nothing about who.
_ROLES = frozenset({"user", "assistant", "system", "tool", "bot", "ai", "agent", "human"})


def speaker_label(text: str) -> str | None:
    """The speaker label ``text`` opens with ("Dana" of "Dana: ..."), or ``None``."""
    match = _SPEAKER.match(text.lstrip())
    return match.group(1) if match else None


def subject_name(text: str) -> str | None:
    """The name a note opens with as its subject ("Dana" of "Dana moved to Lyon."), or
    ``None``: also ``None`` for an opening word that is a function word ("The", "She") or a
    role ("User"), which no query names."""
    match = _SUBJECT.match(text.lstrip())
    if match is None:
        return None
    word = match.group(1)
    return None if is_stopword(word) or word.lower() in _ROLES else word


def query_names(query: str) -> frozenset[str]:
    """The capitalized words of a query, lowercased: the ones that may name the subject of a
    note (:func:`subject_name`). A subject is matched only by a name written as one, so "last
    week" in a query never names a note that opens with "Last week"."""
    return frozenset(word.lower() for word in _NAME.findall(query))


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

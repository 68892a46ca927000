"""A sentence in the speaker's own voice, told as a note about them: "I own the account"
becomes "The user owns the account".

A note read in a later conversation, to another reader, must say whose fact it is: "I am on
the Pro plan" recalled next week reads as the reader's own claim. The extractors that keep a
sentence word for word (the offline one, and the compact request, where a model only quotes)
tell it in the third person instead, deterministically: the pronouns of the first person
singular (``I``, ``me``, ``my``, ``mine``, ``myself`` and the contractions ``I'm``, ``I've``,
``I'd``, ``I'll``) become the named person, and the verb after ``I`` (past an adverb such as
"also" or "never") agrees with it: ``am`` is, ``have`` has, ``do`` does, a present verb takes
its ``-s``; a past form, a modal or anything this module cannot tell stays as written. The
quote stays the evidence, exactly as said; the evidence guard checks the note against it like
any other.

Only English is rewritten (the other languages screened have no ``I``); "we" and "our" stay:
they name a team the note cannot name. A sentence inside someone else's words (a forwarded
email, a quotation) keeps its ``I``: it is not the user's.
"""

from __future__ import annotations

import re

_ADVERBS = frozenset(
    "also still now only never always just already often usually sometimes even really"
    " currently mostly rarely actually then too".split()
)
# Forms that stay after "I": modals, past forms, and verbs whose present tense this module
# would get wrong (a past form that does not end in -ed).
_UNCHANGED = frozenset(
    "can could will would shall should must might may was were did had ought used got"
    " bought brought caught taught thought sought fought sent spent lent built paid said made"
    " laid told sold held found bound left felt kept slept meant met lost led fed read heard"
    " sat stood understood took gave came became went saw knew grew threw drew flew wrote rode"
    " drove spoke broke chose froze woke wore tore swore began ran swam sang rang drank won"
    " hung struck stuck forgot got put set cut let hit quit shut spread cost hurt".split()
)
_IRREGULAR = {"am": "is", "have": "has", "do": "does", "go": "goes", "don't": "doesn't"}
_CONTRACTED = {"m": "is", "ve": "has", "d": "would", "ll": "will"}
_PRONOUN = re.compile(
    r"\b(?:I(?:['\u2019](?P<short>m|ve|d|ll))?(?![\w/\-&'\u2019])(?P<gap>\s+(?P<adverb>[a-z'\u2019]+))?"
    r"(?P<verb>\s+[a-z'\u2019]+)?"
    r"|(?P<other>my|mine|me|myself))\b",
    re.IGNORECASE,
)


def third_person(sentence: str, who: str = "the user") -> str:
    """``sentence`` with its speaker in the first person told as ``who`` (unchanged when it
    has no first person singular).

    Example:
        >>> third_person("I own the account for invoice INV-443.")
        'The user owns the account for invoice INV-443.'
        >>> third_person("On long flights I never book an aisle seat for my son.")
        "On long flights the user never books an aisle seat for the user's son."
    """
    rewritten = _PRONOUN.sub(lambda match: _told(match, who), sentence)
    if rewritten == sentence:
        return sentence
    return rewritten[0].upper() + rewritten[1:] if sentence[:1].isupper() else rewritten


def _told(match: re.Match[str], who: str) -> str:
    other = match.group("other")
    if other is not None:
        if other.lower() in ("my", "mine"):
            return f"{who}'s"
        return "themselves" if other.lower() == "myself" else who
    if not match.group(0).startswith("I"):
        return match.group(0)  # a lowercase "i" is not the pronoun
    short = match.group("short")
    if short is not None:
        return f"{who} {_CONTRACTED[short.lower()]}" + _rest(match, "gap", "verb")
    adverb = match.group("adverb") or ""
    verb = match.group("verb")
    if adverb and adverb not in _ADVERBS:
        # The word after "I" is the verb itself.
        return f"{who}{match.group('gap')[: -len(adverb)]}{_agreed(adverb)}" + (verb or "")
    gap = match.group("gap") or ""
    if verb is None:
        return who + gap
    spaces = verb[: len(verb) - len(verb.lstrip())]
    return f"{who}{gap}{spaces}{_agreed(verb.strip())}"


def _rest(match: re.Match[str], *names: str) -> str:
    return "".join(match.group(name) or "" for name in names)


def _agreed(verb: str) -> str:
    """The third person singular of a verb in the first person (unchanged when unsure)."""
    lower = verb.lower().replace("\u2019", "'")
    if lower in _IRREGULAR:
        return _IRREGULAR[lower]
    if lower in _UNCHANGED or lower.endswith(("ed", "'t", "s")) or not lower.isalpha():
        return verb
    if lower.endswith(("sh", "ch", "x", "z", "o")):
        return verb + "es"
    if lower.endswith("y") and lower[-2:-1] not in tuple("aeiou"):
        return verb[:-1] + "ies"
    return verb + "s"

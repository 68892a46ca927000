"""The facts of a note: the tokens a similarity match must never paper over.

Two notes can be nearly identical as text and still say different things when they differ in
one number or one name (``JOB-85`` vs ``JOB-68``, build 7.1 vs 7.2, tenant Acme vs Globex).
Embeddings barely see such a difference, so similarity dedupe (see
:mod:`episodic.entries.dedupe`) only merges two notes whose facts are the same set.

The facts of a note are, compared case-insensitively (NFKC-folded, lower-cased):

- **numbers and anything holding a digit**, as whole tokens: ``1000`` is not ``10000``, and
  ``#10000``, ``v2.3.1``, ``2026-11-03``, ``10:30``, ``99%`` are each one fact;
- **identifiers**: tokens with a connector between word characters (``wf-qbr``,
  ``tier=enterprise_plus``, ``a.b``, ``user@example.com``, ``https://x.io/y``), tokens led by
  ``#`` or ``@`` (``#billing``), ALL-CAPS words of two letters or more (``SSO``, ``EU``), and
  CamelCase words (``PostgreSQL``, ``iPhone``);
- **names**: capitalized words that do not start a sentence (``Acme`` in "the tenant Acme");
  the pronoun ``I`` is not a name;
- **quoted text**: what stands between double quotes, back-ticks, curly quotes, or single
  quotes that are not apostrophes, as one fact.

Tokens are split on whitespace and lose surrounding punctuation (a trailing full stop, commas,
brackets) and a trailing possessive (``Acme's`` is ``acme``). A sentence starts at the
beginning of the text and after ``.``, ``!``, ``?`` or ``:``; its first word only counts when
another rule above makes it a fact, so "Acme renewed" and "The tenant Acme renewed" differ in
facts (a paraphrase may stay two entries; distinct facts are never merged).

Example:
    >>> sorted(facts("Deploy of JOB-85 failed on build 7.2 for tenant Acme."))
    ['7.2', 'acme', 'job-85']
    >>> facts("The user prefers dark mode.") == facts("User prefers the dark mode")
    True
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import lru_cache

__all__ = ["facts", "facts_key", "identifiers", "names_other_identifier"]

_QUOTED = re.compile(
    r"`([^`\n]+)`|\"([^\"\n]+)\"|\u201c([^\u201d\n]+)\u201d|\u2018([^\u2019\n]+)\u2019"
    r"|(?<!\w)'([^'\n]+)'(?!\w)"
)
_TOKEN = re.compile(r"\S+")
_LEAD = "([{<\"'`\u201c\u2018*_~"
_TRAIL = ".,;:!?)]}>\"'`\u201d\u2019*_~"
_POSSESSIVE = re.compile(r"['\u2019](s|re|ve|ll|d|m|t)$", re.IGNORECASE)
_CONNECTED = re.compile(r"\w[-_./@#:=+/]+\w")
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]")
_SENTENCE_END = ".!?:"


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def _is_fact(token: str, initial: bool) -> bool:
    if any(ch.isdigit() for ch in token):
        return True
    if _CONNECTED.search(token) or (token[0] in "#@" and len(token) > 1):
        return True
    letters = [ch for ch in token if ch.isalpha()]
    if len(letters) >= 2 and all(ch.isupper() for ch in letters):
        return True
    if _CAMEL.search(token):
        return True
    return not initial and token[0].isupper() and token != "I"


@lru_cache(maxsize=65_536)
def facts(text: str) -> frozenset[str]:
    """The facts of ``text`` (see the module docstring), case-folded.

    Args:
        text: A note, as stored or about to be stored.

    Returns:
        The set of fact tokens; empty for plain prose.
    """
    found: set[str] = set()
    for match in _QUOTED.finditer(text):
        quoted = next(group for group in match.groups() if group is not None)
        if quoted.strip():
            found.add(_fold(" ".join(quoted.split())))
    initial = True
    for match in _TOKEN.finditer(text):
        raw = match.group()
        token = _POSSESSIVE.sub("", raw.lstrip(_LEAD).rstrip(_TRAIL))
        token = token.rstrip(_TRAIL)
        if token and _is_fact(token, initial):
            found.add(_fold(token))
        initial = raw.rstrip("\"')]}\u201d\u2019")[-1:] in _SENTENCE_END or raw in "-*\u2022"
    return frozenset(found)


# A bulk write asks twice for each note (planning, then writing its row): remember a chunk's.
@lru_cache(maxsize=4096)
def facts_key(text: str) -> str:
    """A short, stable digest of the facts of ``text``: ``""`` when it has none.

    Stored beside each entry so that the notes a new one may merge with are found by an
    index lookup instead of a scan of the scope.
    """
    found = facts(text)
    if not found:
        return ""
    joined = "\x1f".join(sorted(found))
    return hashlib.sha256(joined.encode()).hexdigest()[:20]


def identifiers(text: str) -> frozenset[str]:
    """The facts of ``text`` that name one thing: letters and digits together (``inv-3``,
    ``acc1001``, ``v2.1``). Plain words and plain numbers are not identifiers."""
    return frozenset(
        fact
        for fact in facts(text)
        if any(ch.isdigit() for ch in fact) and any(ch.isalpha() for ch in fact)
    )


def _family(identifier: str) -> str:
    """The letters an identifier starts with (``acc`` of ``acc-1001``): what kind of thing."""
    end = 0
    while end < len(identifier) and identifier[end].isalpha():
        end += 1
    return identifier[:end]


def names_other_identifier(asked: frozenset[str], text: str) -> bool:
    """Whether ``text`` names a different thing of the same kind as the identifiers
    ``asked`` and none of them: ``ACC-2002`` when ``ACC-1001`` was asked about.

    Such a text is about something else, however alike the two read.

    Example:
        >>> names_other_identifier(identifiers("ACC-1001"), "ACC-2002 paid")
        True
        >>> names_other_identifier(identifiers("ACC-1001"), "invoices paid")
        False
    """
    if not asked:
        return False
    own = identifiers(text)
    if own & asked:
        return False
    families = {_family(name) for name in asked} - {""}
    return any(_family(name) in families for name in own)

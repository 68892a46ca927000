"""Injection groups of the blind split: the tables of
:mod:`benchmarks.gate.blind.injection_pos` and :mod:`benchmarks.gate.blind.injection_neg`, with
the obfuscation that hides the ``obfuscated`` family's orders the ways attackers do."""

from __future__ import annotations

import random

from benchmarks.gate.blind.injection_neg import NEGATIVE
from benchmarks.gate.blind.injection_pos import OBFUSCATED, POSITIVE
from benchmarks.gate.blind.pools import text_groups
from benchmarks.gate.common import Group

# Latin letters and the Cyrillic or Greek letters that look the same.
_LOOKALIKE = str.maketrans("aceopxiyAEOPCHKMT", "асеорхіуАЕОРСНКМТ")
_ZERO_WIDTH = "\u200b\u200c\u200d\u2060"


def _long_words(text: str) -> list[int]:
    words = text.split(" ")
    return [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]


def _in_words(text: str, rng: random.Random, change: str) -> str:
    """``text`` with ``change`` applied to about half its long words."""
    words = text.split(" ")
    for i in _long_words(text):
        if rng.random() < 0.5 or i == _long_words(text)[0]:
            word = words[i]
            if change == "zero_width":
                cut = rng.randint(1, len(word) - 1)
                words[i] = word[:cut] + rng.choice(_ZERO_WIDTH) + word[cut:]
            elif change == "soft_hyphen":
                cut = rng.randint(1, len(word) - 1)
                words[i] = word[:cut] + "\u00ad" + word[cut:]
            elif change == "lookalike":
                words[i] = word.translate(_LOOKALIKE)
            elif change == "spaced":
                words[i] = " ".join(word)
    return " ".join(words)


def obfuscate(text: str, rng: random.Random, index: int) -> tuple[str, str]:
    """Hide the order in ``text`` one of five ways, taking turns by ``index``."""
    shape = ("zero_width", "lookalike", "fullwidth", "spaced", "soft_hyphen")[index % 5]
    if shape == "fullwidth":
        # Printable ASCII to its full-width form (NFKC maps it back).
        changed = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)
        return changed, shape
    return _in_words(text, rng, shape), shape


def groups() -> list[Group]:
    """Every blind injection group, positives first."""
    return (
        text_groups(POSITIVE, positive=True)
        + text_groups(OBFUSCATED, positive=True, transform=obfuscate)
        + text_groups(NEGATIVE, positive=False)
    )

"""The hidden split's injection groups (see :mod:`benchmarks.gate.hidden.injection_text`): the
plain orders and near misses, and the orders hidden by zero-width, look-alike, full-width or
spaced-out letters."""

from __future__ import annotations

import random

from benchmarks.gate.common import Group, t
from benchmarks.gate.hidden import pools as _pools  # noqa: F401  (registers the pools)
from benchmarks.gate.hidden.injection_text import NEGATIVE, OBFUSCATED, POSITIVE
from benchmarks.gate.hidden.make import text_groups

_LOOKALIKE = str.maketrans({"a": "а", "e": "е", "o": "о", "i": "і", "c": "с", "p": "р"})
_KEYWORDS = ("ignore", "ignoriere", "ignora", "instruction", "anweisung", "override", "system")


def _spaced(word: str) -> str:
    return " ".join(word)


def _hide(text: str, rng: random.Random, index: int) -> tuple[str, str]:
    """Hide the order's words the way attackers do; which way takes turns by index."""
    way = ("zero_width", "lookalike", "fullwidth", "spaced")[index % 4]
    words = text.split(" ")
    marked = [i for i, w in enumerate(words) if any(k in w.lower() for k in _KEYWORDS)] or [0]
    for i in marked:
        word = words[i]
        if way == "zero_width":
            cut = rng.randint(1, max(1, len(word) - 1))
            words[i] = word[:cut] + rng.choice("\u200b\u200c\u200d\u2060") + word[cut:]
        elif way == "lookalike":
            words[i] = word.translate(_LOOKALIKE)
        elif way == "fullwidth":
            words[i] = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in word)
        else:
            words[i] = _spaced(word)
    return " ".join(words), way


def groups() -> list[Group]:
    """Every injection group of the hidden split."""
    hidden = [
        Group(
            "obfuscated",
            lang,
            True,
            [t(line.strip()) for line in block.strip().splitlines()],
            transform=_hide,
        )
        for lang, block in OBFUSCATED.items()
    ]
    return [*text_groups(POSITIVE, NEGATIVE), *hidden]

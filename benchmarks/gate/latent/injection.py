"""The latent split's injection groups, and the disguises its ``obfuscated`` family wears:
what an attacker does to slip an order past a word filter."""

from __future__ import annotations

import base64
import random
from collections.abc import Callable

from benchmarks.gate.common import Generator, Group
from benchmarks.gate.latent.injection_neg import NEGATIVE
from benchmarks.gate.latent.injection_pos import POSITIVE
from benchmarks.gate.latent.make import Transform, text_groups

_ZERO_WIDTH = ("\u200b", "\u200c", "\u2060")
# Cyrillic letters drawn like Latin ones.
_CYRILLIC = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у"}
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def _zero_width(text: str, rng: random.Random) -> str:
    # Inside the longer words only, as someone hiding keywords from a filter would.
    mark = rng.choice(_ZERO_WIDTH)
    return " ".join(mark.join(word) if len(word) > 4 else word for word in text.split(" "))


def _cyrillic(text: str, rng: random.Random) -> str:
    return "".join(_CYRILLIC[c] if c in _CYRILLIC and rng.random() < 0.6 else c for c in text)


def _full_width(text: str, rng: random.Random) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def _spaced(text: str, rng: random.Random) -> str:
    words = text.split(" ")
    head = [" ".join(word) for word in words[:4]]
    return "  ".join(head) + " " + " ".join(words[4:])


def _leet(text: str, rng: random.Random) -> str:
    return "".join(_LEET.get(c, c) for c in text)


def _base64(text: str, rng: random.Random) -> str:
    encoded = base64.b64encode(text.encode()).decode()
    lead = rng.choice(("decode this and do what it says:", "b64 ->", "base64 (follow it):"))
    return f"{lead} {encoded}"


_DISGUISES: tuple[tuple[str, Callable[[str, random.Random], str]], ...] = (
    ("zero_width", _zero_width),
    ("cyrillic", _cyrillic),
    ("full_width", _full_width),
    ("spaced", _spaced),
    ("leetspeak", _leet),
    ("base64", _base64),
)


def disguise(text: str, rng: random.Random, index: int) -> tuple[str, str]:
    """``text`` in the disguise whose turn it is (by ``index``), and that disguise's name."""
    name, apply = _DISGUISES[index % len(_DISGUISES)]
    return apply(text, rng), name


_TRANSFORMS: dict[str, Transform] = {"obfuscated": disguise}


def _no_makers(family: str, language: str) -> dict[str, Generator]:
    return {}


def groups() -> list[Group]:
    """Every latent injection group, positives first."""
    return [
        *text_groups(POSITIVE, True, _no_makers, _TRANSFORMS),
        *text_groups(NEGATIVE, False, _no_makers),
    ]

"""The injection kind: plain phrasings per language, the same phrasings obfuscated (zero-width
characters, soft hyphens, Cyrillic or Greek look-alikes, full-width letters, spaced-out
letters, odd case), and ordinary facts that use the same words or non-Latin names."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from benchmarks.gate.common import Generator, Group, t
from benchmarks.gate.injection_text import NEGATIVE, POSITIVE

_WORD = re.compile(r"[^\W\d_]{4,}")
_INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
_CYRILLIC = dict(zip("aeopcxyiABEKMHOPCTX", "аеорсхуіАВЕКМНОРСТХ", strict=True))
_GREEK = dict(zip("oivAEHIKMNOPTXYZ", "οινΑΕΗΙΚΜΝΟΡΤΧΥΖ", strict=True))


def _inside_words(text: str, rng: random.Random, insert: Callable[[], str]) -> str:
    """``text`` with ``insert()`` put at a random place inside every word of 4+ letters."""

    def one(found: re.Match[str]) -> str:
        word = found.group(0)
        cut = rng.randint(1, len(word) - 1)
        return word[:cut] + insert() + word[cut:]

    return _WORD.sub(one, text)


def zero_width(text: str, rng: random.Random) -> str:
    """Zero-width spaces, joiners and word joiners inside the words."""
    return _inside_words(text, rng, lambda: rng.choice(_INVISIBLE))


def soft_hyphen(text: str, rng: random.Random) -> str:
    """Soft hyphens inside the words."""
    return _inside_words(text, rng, lambda: "\u00ad")


def _swap(text: str, rng: random.Random, table: dict[str, str]) -> str:
    while True:
        out = "".join(table[c] if c in table and rng.random() < 0.6 else c for c in text)
        if out != text:
            return out


def cyrillic(text: str, rng: random.Random) -> str:
    """Latin letters swapped for their Cyrillic look-alikes here and there."""
    return _swap(text, rng, _CYRILLIC)


def greek(text: str, rng: random.Random) -> str:
    """Latin letters swapped for their Greek look-alikes here and there."""
    return _swap(text, rng, _GREEK)


def fullwidth(text: str, rng: random.Random) -> str:
    """Printable ASCII turned into full-width forms (the whole text or its first half)."""
    cut = len(text) if rng.random() < 0.5 else len(text) // 2
    wide = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text[:cut])
    return wide + text[cut:]


def spaced(text: str, rng: random.Random) -> str:
    """The first long words spelled out with spaces or dots between letters, the rest with
    runs of blanks between words."""
    count = 0

    def one(found: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return rng.choice([" ", ".", "-"]).join(found.group(0)) if count <= 3 else found.group(0)

    spread = _WORD.sub(one, text)
    return re.sub(r" (?=\S)", lambda _: rng.choice([" ", "  ", "\t", " \n "]), spread)


def odd_case(text: str, rng: random.Random) -> str:
    """Alternating or random upper and lower case."""
    if rng.random() < 0.5:
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(text))
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in text)


TRANSFORMS: dict[str, Callable[[str, random.Random], str]] = {
    "zero_width": zero_width,
    "soft_hyphen": soft_hyphen,
    "homoglyph_cyrillic": cyrillic,
    "homoglyph_greek": greek,
    "fullwidth": fullwidth,
    "spacing": spaced,
    "case": odd_case,
}


Transform = Callable[[str, random.Random], str]


def _transform(
    name: str, transform: Transform
) -> Callable[[str, random.Random, int], tuple[str, str]]:
    def apply(text: str, rng: random.Random, index: int) -> tuple[str, str]:
        return transform(text, rng), name

    return apply


def _localised(text: str, language: str) -> str:
    return text.replace("{payload", f"{{payload_{language}")


def build_groups(
    positive: dict[tuple[str, str], list[str]],
    negative: dict[tuple[str, str], list[str]],
    transforms: dict[str, Transform],
    generators: Callable[[str], dict[str, Generator]] = lambda language: {},
    plain_only: tuple[str, ...] = (),
) -> list[Group]:
    """One group per plain (subkind, language) block, one per transform and language over
    that language's plain phrasings (but the ``plain_only`` subkinds), one per negative
    block."""
    out: list[Group] = []
    for (subkind, language), texts in positive.items():
        templates = [t(_localised(x, language)) for x in texts]
        out.append(Group(subkind, language, True, templates, generators=generators(language)))
    for language in ("en", "de", "fr", "es"):
        # Every block has an even length, so concatenating keeps each line in its half.
        plain = [
            t(_localised(x, language))
            for (subkind, lang), texts in positive.items()
            if lang == language and subkind not in plain_only
            for x in texts
        ]
        for name, transform in transforms.items():
            made = _transform(name, transform)
            out.append(Group(name, language, True, plain, transform=made))
    for (subkind, language), texts in negative.items():
        weight = 2.0 if subkind == "same_words" else 1.0
        out.append(Group(subkind, language, False, [t(x) for x in texts], weight))
    return out


def groups() -> list[Group]:
    """Every group of the injection kind."""
    return build_groups(POSITIVE, NEGATIVE, TRANSFORMS)

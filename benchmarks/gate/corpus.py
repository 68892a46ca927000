"""The gate's labelled corpora: :func:`cases` gives one kind's cases in one half.

Kinds: ``secret`` (texts with and without secrets), ``modality`` (notes that turn a guess,
question, hearsay, wish or negation into a plain fact, and faithful notes), ``paste``
(third-party text passed on by the user, and the user's own words with a quotation in them)
and ``injection`` (instruction injections on direct writes, and ordinary facts that use the
same words). Each kind has at least 600 positives and 600 negatives over both halves, in
English, German, French and Spanish; held cases share no template and no slot value with
tune cases (see :mod:`benchmarks.gate.common`). A third split, ``fresh`` (at least 300
positives and 300 negatives per kind), was written later, without reading the detectors,
and shares no template and no slot value with either (:mod:`benchmarks.gate.fresh`).
Generation is deterministic.

Example:
    >>> from benchmarks.gate.corpus import cases
    >>> held = cases("secret", "held")
    >>> sum(case.positive for case in held) > 300
    True
"""

from __future__ import annotations

from functools import cache

from benchmarks.gate import injection, paste, secret, transcript
from benchmarks.gate.common import (
    FRESH_POOLS,
    HALVES,
    POOLS,
    SPLITS,
    Case,
    Group,
    Half,
    Kind,
    build,
    pool_values,
)
from benchmarks.gate.fresh import groups as fresh
from benchmarks.gate.modality_near import NEGATIVE as MODALITY_NEGATIVE
from benchmarks.gate.modality_text import POSITIVE as MODALITY_POSITIVE

KINDS: tuple[Kind, ...] = ("secret", "modality", "paste", "injection")


def _groups(kind: Kind) -> list[Group]:
    if kind == "secret":
        return secret.groups()
    if kind == "modality":
        return transcript.groups(MODALITY_POSITIVE, MODALITY_NEGATIVE)
    if kind == "paste":
        return paste.groups()
    if kind == "injection":
        return injection.groups()
    raise ValueError(f"unknown kind {kind!r}; choose one of {', '.join(KINDS)}")


# Per half and polarity, how many cases a kind's fresh split aims at.
FRESH_TARGET = 400


def avoided(kind: Kind) -> frozenset[str]:
    """What the fresh split of ``kind`` may not draw: every slot value of tune and held, and
    every value (and ``|`` part) of their pools.

    Raises:
        ValueError: A fresh pool holds one of these values.
    """
    taken = {value for half in HALVES for case in _cases(kind, half) for value in case.slots}
    taken |= pool_values(POOLS)
    shared = taken & pool_values(FRESH_POOLS)
    if shared:
        raise ValueError(f"fresh pools repeat tune/held values: {sorted(shared)[:5]}")
    return frozenset(taken)


@cache
def _cases(kind: Kind, half: Half) -> tuple[Case, ...]:
    if half == "fresh":
        made = build(kind, fresh.groups(kind), half, avoid=avoided(kind), target=FRESH_TARGET)
        return tuple(made)
    return tuple(build(kind, _groups(kind), half))


def cases(kind: Kind, half: Half | str = "tune") -> list[Case]:
    """The cases of ``kind`` in ``half`` (``tune``, ``held``, ``fresh``, ``both`` for tune
    and held, or ``all`` for the three), positives first within each split."""
    if half == "both":
        return [c for h in HALVES for c in _cases(kind, h)]
    if half == "all":
        return [c for h in SPLITS for c in _cases(kind, h)]
    if half not in SPLITS:
        raise ValueError(f"unknown half {half!r}; choose tune, held, fresh, both or all")
    return list(_cases(kind, half))

"""The gate's labelled corpora: :func:`cases` gives one kind's cases in one half.

Kinds: ``secret`` (texts with and without secrets), ``modality`` (notes that turn a guess,
question, hearsay, wish or negation into a plain fact, and faithful notes), ``paste``
(third-party text passed on by the user, and the user's own words with a quotation in them)
and ``injection`` (instruction injections on direct writes, and ordinary facts that use the
same words). Each kind has at least 600 positives and 600 negatives over both halves, in
English, German, French and Spanish; held cases share no template and no slot value with
tune cases (see :mod:`benchmarks.gate.common`). A third split, ``fresh`` (at least 300
positives and 300 negatives per kind), was written later, without reading the detectors,
and shares no template and no slot value with either (:mod:`benchmarks.gate.fresh`). All three
have since been looked at while tuning; a fourth split, ``final`` (about 360 positives and 360
negatives per kind, with phrasings, formats and families of its own), was written after that,
again without reading the detectors, and shares no template and no slot value with any of
them (:mod:`benchmarks.gate.final`): it is the figure to report, run once. Generation is
deterministic.

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
    FINAL_POOLS,
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
from benchmarks.gate.final import groups as final
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


# Per half and polarity, how many cases a kind's fresh and final splits aim at.
FRESH_TARGET = 400
FINAL_TARGET = 360


def avoided(kind: Kind, half: Half = "fresh") -> frozenset[str]:
    """What a later split (``fresh`` or ``final``) of ``kind`` may not draw: every slot value
    of the splits before it, and every value (and ``|`` part) of their pools.

    Raises:
        ValueError: A pool of ``half`` holds one of these values, or ``half`` is not a later
            split.
    """
    earlier: tuple[Half, ...]
    registries: tuple[dict[str, list[str]], ...]
    if half == "fresh":
        earlier, registries, mine = HALVES, (POOLS,), FRESH_POOLS
    elif half == "final":
        earlier, registries, mine = (*HALVES, "fresh"), (POOLS, FRESH_POOLS), FINAL_POOLS
    else:
        raise ValueError(f"only fresh and final avoid earlier values, not {half!r}")
    taken = {value for split in earlier for case in _cases(kind, split) for value in case.slots}
    for registry in registries:
        taken |= pool_values(registry)
    shared = taken & pool_values(mine)
    if shared:
        raise ValueError(f"{half} pools repeat values of earlier splits: {sorted(shared)[:5]}")
    return frozenset(taken)


@cache
def _cases(kind: Kind, half: Half) -> tuple[Case, ...]:
    if half == "fresh":
        made = build(kind, fresh.groups(kind), half, avoid=avoided(kind), target=FRESH_TARGET)
        return tuple(made)
    if half == "final":
        avoid = avoided(kind, "final")
        return tuple(build(kind, final.groups(kind), half, avoid=avoid, target=FINAL_TARGET))
    return tuple(build(kind, _groups(kind), half))


def cases(kind: Kind, half: Half | str = "tune") -> list[Case]:
    """The cases of ``kind`` in ``half`` (``tune``, ``held``, ``fresh``, ``final``, ``both``
    for tune and held, or ``all`` for the four), positives first within each split."""
    if half == "both":
        return [c for h in HALVES for c in _cases(kind, h)]
    if half == "all":
        return [c for h in SPLITS for c in _cases(kind, h)]
    if half not in SPLITS:
        raise ValueError(f"unknown half {half!r}; choose tune, held, fresh, final, both or all")
    return list(_cases(kind, half))

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
them (:mod:`benchmarks.gate.final`). All four have since become development data; a fifth
split, ``sealed`` (about 360 positives and 360 negatives per kind), was written by someone who
read neither the detectors nor the earlier splits' templates, shares no template and no slot
value with any of them (:mod:`benchmarks.gate.sealed`), and is the figure to report: nobody
tunes on it, it is measured once. A sixth split, ``blind`` (about 360 positives and 360
negatives per kind), was written the same way after sealed, with families, templates and pools
of its own (:mod:`benchmarks.gate.blind`); it too is measured once, by the lead. A seventh split,
``unseen`` (about 360 positives and 360 negatives per kind), was written the same way after blind,
with families, templates and pools of its own (:mod:`benchmarks.gate.unseen`), and is likewise
measured once, by the lead. An eighth split, ``hidden`` (about 360 positives and 360 negatives per
kind), was written the same way after unseen (:mod:`benchmarks.gate.hidden`) and is likewise
measured once, by the lead. A ninth split, ``covert`` (about 360 positives and 360 negatives per
kind), was written the same way after hidden (:mod:`benchmarks.gate.covert`) and is likewise
measured once, by the lead. A tenth split, ``latent`` (about 360 positives and 360 negatives per
kind), was written the same way after covert (:mod:`benchmarks.gate.latent`) and is likewise
measured once, by the lead. An eleventh split, ``veiled`` (about 360 positives and 360
negatives per kind), was written the same way after latent (:mod:`benchmarks.gate.veiled`) and is
likewise measured once, by the lead. A twelfth split, ``masked`` (about 360 positives and 360
negatives per kind), was written the same way after veiled (:mod:`benchmarks.gate.masked`) and is
likewise measured once, by the lead. A thirteenth split, ``cloaked`` (about 360 positives and 360
negatives per kind), was written the same way after masked (:mod:`benchmarks.gate.cloaked`) and is
likewise measured once, by the lead. Generation is deterministic.

Example:
    >>> from benchmarks.gate.corpus import cases
    >>> held = cases("secret", "held")
    >>> sum(case.positive for case in held) > 300
    True
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from benchmarks.gate import injection, paste, secret, transcript
from benchmarks.gate.blind import groups as blind
from benchmarks.gate.cloaked import groups as cloaked
from benchmarks.gate.common import (
    DEVELOPMENT,
    HALVES,
    LATER,
    POOLS,
    SPLITS,
    Case,
    Group,
    Half,
    Kind,
    build,
    pool_values,
    pools_of,
)
from benchmarks.gate.covert import groups as covert
from benchmarks.gate.final import groups as final
from benchmarks.gate.fresh import groups as fresh
from benchmarks.gate.hidden import groups as hidden
from benchmarks.gate.latent import groups as latent
from benchmarks.gate.masked import groups as masked
from benchmarks.gate.modality_near import NEGATIVE as MODALITY_NEGATIVE
from benchmarks.gate.modality_text import POSITIVE as MODALITY_POSITIVE
from benchmarks.gate.sealed import groups as sealed
from benchmarks.gate.unseen import groups as unseen
from benchmarks.gate.veiled import groups as veiled

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


# Per half and polarity, how many cases a kind's later splits aim at.
FRESH_TARGET = 400
FINAL_TARGET = 360
SEALED_TARGET = 360
BLIND_TARGET = 360
UNSEEN_TARGET = 360
HIDDEN_TARGET = 360
COVERT_TARGET = 360
LATENT_TARGET = 360
VEILED_TARGET = 360
MASKED_TARGET = 360
CLOAKED_TARGET = 360
# Each later split's own pool registry, in the order the splits were written.
_OWN_POOLS: dict[Half, dict[str, list[str]]] = {half: pools_of(half) for half in LATER}
# Per later split (in the order they were written): the splits before it, and the pool
# registries they drew from.
_ORDER: tuple[Half, ...] = tuple(_OWN_POOLS)
_EARLIER: dict[Half, tuple[tuple[Half, ...], tuple[dict[str, list[str]], ...]]] = {
    split: ((*HALVES, *_ORDER[:i]), (POOLS, *(_OWN_POOLS[s] for s in _ORDER[:i])))
    for i, split in enumerate(_ORDER)
}


def avoided(kind: Kind, half: Half = "fresh") -> frozenset[str]:
    """What a later split (``fresh``, ``final``, ``sealed``, ``blind``, ``unseen``, ``hidden``,
    ``covert``, ``latent``, ``veiled``, ``masked`` or ``cloaked``) of ``kind`` may not draw:
    every slot value of the splits before it, and every value (and ``|`` part) of their pools.

    Raises:
        ValueError: A pool of ``half`` holds one of these values, or ``half`` is not a later
            split.
    """
    if half not in _EARLIER:
        raise ValueError(
            "only fresh, final, sealed, blind, unseen, hidden, covert, latent, veiled, masked "
            f"and cloaked avoid earlier values, not {half!r}"
        )
    earlier, registries = _EARLIER[half]
    mine = _OWN_POOLS[half]
    taken = {value for split in earlier for case in _cases(kind, split) for value in case.slots}
    for registry in registries:
        taken |= pool_values(registry)
    shared = taken & pool_values(mine)
    if shared:
        raise ValueError(f"{half} pools repeat values of earlier splits: {sorted(shared)[:5]}")
    return frozenset(taken)


# Per later split: its groups per kind and how many cases of each polarity it aims at.
LATER_SPLITS: dict[Half, tuple[Callable[[Kind], list[Group]], int]] = {
    "fresh": (fresh.groups, FRESH_TARGET),
    "final": (final.groups, FINAL_TARGET),
    "sealed": (sealed.groups, SEALED_TARGET),
    "blind": (blind.groups, BLIND_TARGET),
    "unseen": (unseen.groups, UNSEEN_TARGET),
    "hidden": (hidden.groups, HIDDEN_TARGET),
    "covert": (covert.groups, COVERT_TARGET),
    "latent": (latent.groups, LATENT_TARGET),
    "veiled": (veiled.groups, VEILED_TARGET),
    "masked": (masked.groups, MASKED_TARGET),
    "cloaked": (cloaked.groups, CLOAKED_TARGET),
}


@cache
def _cases(kind: Kind, half: Half) -> tuple[Case, ...]:
    if half in LATER_SPLITS:
        groups, target = LATER_SPLITS[half]
        return tuple(build(kind, groups(kind), half, avoid=avoided(kind, half), target=target))
    return tuple(build(kind, _groups(kind), half))


def cases(kind: Kind, half: Half | str = "tune") -> list[Case]:
    """The cases of ``kind`` in ``half`` (``tune``, ``held``, ``fresh``, ``final``, ``sealed``,
    ``blind``, ``unseen``, ``hidden``, ``covert``, ``latent``, ``veiled``, ``masked``,
    ``cloaked``, ``both`` for tune and held, or ``all`` for the four development splits: sealed,
    blind, unseen, hidden, covert, latent, veiled, masked and cloaked only when named), positives
    first within each split."""
    if half == "both":
        return [c for h in HALVES for c in _cases(kind, h)]
    if half == "all":
        return [c for h in DEVELOPMENT for c in _cases(kind, h)]
    if half not in SPLITS:
        raise ValueError(
            f"unknown half {half!r}; choose tune, held, fresh, final, sealed, blind, unseen, "
            "hidden, covert, latent, veiled, masked, cloaked, both or all"
        )
    return list(_cases(kind, half))

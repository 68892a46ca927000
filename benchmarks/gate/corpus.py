"""The gate's labelled corpora: :func:`cases` gives one kind's cases in one half.

Kinds: ``secret`` (texts with and without secrets), ``modality`` (notes that turn a guess,
question, hearsay, wish or negation into a plain fact, and faithful notes), ``paste``
(third-party text passed on by the user, and the user's own words with a quotation in them)
and ``injection`` (instruction injections on direct writes, and ordinary facts that use the
same words). Each kind has at least 600 positives and 600 negatives over both halves, in
English, German, French and Spanish; held cases share no template and no slot value with
tune cases (see :mod:`benchmarks.gate.common`). Generation is deterministic.

Example:
    >>> from benchmarks.gate.corpus import cases
    >>> held = cases("secret", "held")
    >>> sum(case.positive for case in held) > 300
    True
"""

from __future__ import annotations

from functools import cache

from benchmarks.gate import injection, paste, secret, transcript
from benchmarks.gate.common import HALVES, Case, Group, Half, Kind, build
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


@cache
def _cases(kind: Kind, half: Half) -> tuple[Case, ...]:
    return tuple(build(kind, _groups(kind), half))


def cases(kind: Kind, half: Half | str = "tune") -> list[Case]:
    """The cases of ``kind`` in ``half`` (``tune``, ``held`` or ``both``), positives first."""
    if half == "both":
        return [c for h in HALVES for c in _cases(kind, h)]
    if half not in HALVES:
        raise ValueError(f"unknown half {half!r}; choose tune, held or both")
    return list(_cases(kind, half))

"""The hidden split's groups per kind (see :mod:`benchmarks.gate.hidden`)."""

from __future__ import annotations

from collections.abc import Callable

from benchmarks.gate.common import Group, Kind, by_kind
from benchmarks.gate.hidden import injection, modality, paste, secret

_MAKERS: dict[str, Callable[[], list[Group]]] = {
    "secret": secret.groups,
    "modality": modality.groups,
    "paste": paste.groups,
    "injection": injection.groups,
}


def groups(kind: Kind) -> list[Group]:
    """Every hidden group of ``kind``.

    Raises:
        ValueError: ``kind`` is not a kind of the corpora.
    """
    return by_kind(_MAKERS, kind)

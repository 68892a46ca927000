"""The unseen split's groups per kind (see :mod:`benchmarks.gate.unseen`)."""

from __future__ import annotations

from collections.abc import Callable

from benchmarks.gate.common import Group, Kind, by_kind
from benchmarks.gate.unseen import injection, modality, paste, secret

_MAKERS: dict[str, Callable[[], list[Group]]] = {
    "secret": secret.groups,
    "modality": modality.groups,
    "paste": paste.groups,
    "injection": injection.groups,
}


def groups(kind: Kind) -> list[Group]:
    """Every unseen group of ``kind``.

    Raises:
        ValueError: ``kind`` is not a kind of the corpora.
    """
    return by_kind(_MAKERS, kind)

"""The final split's groups per kind (see :mod:`benchmarks.gate.final`)."""

from __future__ import annotations

from collections.abc import Callable

from benchmarks.gate import transcript
from benchmarks.gate.common import Group, Kind, by_kind
from benchmarks.gate.final import injection, paste, pools, secret, transcript_pools  # noqa: F401
from benchmarks.gate.final.modality import POSITIVE as MODALITY_POSITIVE
from benchmarks.gate.final.modality_near import NEGATIVE as MODALITY_NEGATIVE

_MAKERS: dict[str, Callable[[], list[Group]]] = {
    "secret": secret.groups,
    "modality": lambda: transcript.groups(MODALITY_POSITIVE, MODALITY_NEGATIVE),
    "paste": paste.groups,
    "injection": injection.groups,
}


def groups(kind: Kind) -> list[Group]:
    """Every final group of ``kind``.

    Raises:
        ValueError: ``kind`` is not a kind of the corpora.
    """
    return by_kind(_MAKERS, kind)

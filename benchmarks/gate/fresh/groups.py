"""The fresh split's groups per kind (see :mod:`benchmarks.gate.fresh`)."""

from __future__ import annotations

from benchmarks.gate.common import Group, Kind
from benchmarks.gate.fresh import injection, paste, secret, transcript
from benchmarks.gate.fresh.modality import POSITIVE as MODALITY_POSITIVE
from benchmarks.gate.fresh.modality_near import NEGATIVE as MODALITY_NEGATIVE


def groups(kind: Kind) -> list[Group]:
    """Every fresh group of ``kind``."""
    if kind == "secret":
        return secret.groups()
    if kind == "modality":
        return transcript.groups(MODALITY_POSITIVE, MODALITY_NEGATIVE)
    if kind == "paste":
        return paste.groups()
    if kind == "injection":
        return injection.groups()
    raise ValueError(f"unknown kind {kind!r}")

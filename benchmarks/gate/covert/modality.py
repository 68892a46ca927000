"""The covert split's modality groups (positives in modality_pos, negatives in modality_neg)."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.covert.make import groups_of
from benchmarks.gate.covert.modality_neg import NEGATIVE
from benchmarks.gate.covert.modality_pos import POSITIVE


def groups() -> list[Group]:
    """Every covert modality group."""
    return groups_of(POSITIVE, NEGATIVE)

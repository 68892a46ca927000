"""The covert split's paste groups (positives in paste_pos, negatives in paste_neg)."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.covert.make import groups_of
from benchmarks.gate.covert.paste_neg import NEGATIVE
from benchmarks.gate.covert.paste_pos import POSITIVE


def groups() -> list[Group]:
    """Every covert paste group."""
    return groups_of(POSITIVE, NEGATIVE)

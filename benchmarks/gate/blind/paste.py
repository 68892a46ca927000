"""Paste groups of the blind split: the tables of :mod:`benchmarks.gate.blind.paste_pos` and
:mod:`benchmarks.gate.blind.paste_neg`."""

from __future__ import annotations

from benchmarks.gate.blind.paste_neg import NEGATIVE
from benchmarks.gate.blind.paste_pos import POSITIVE
from benchmarks.gate.blind.pools import talk_groups
from benchmarks.gate.common import Group


def groups() -> list[Group]:
    """Every blind paste group, positives first."""
    return talk_groups(POSITIVE, positive=True) + talk_groups(NEGATIVE, positive=False)

"""Secret groups of the blind split: the tables of :mod:`benchmarks.gate.blind.secret_pos` and
:mod:`benchmarks.gate.blind.secret_neg` with the value makers of
:mod:`benchmarks.gate.blind.values`."""

from __future__ import annotations

from benchmarks.gate.blind.pools import text_groups
from benchmarks.gate.blind.secret_neg import NEGATIVE
from benchmarks.gate.blind.secret_pos import POSITIVE
from benchmarks.gate.blind.values import GENERATORS
from benchmarks.gate.common import Group


def groups() -> list[Group]:
    """Every blind secret group, positives first."""
    return text_groups(POSITIVE, positive=True, generators=GENERATORS) + text_groups(
        NEGATIVE, positive=False, generators=GENERATORS
    )

"""The unseen split's secret groups: :mod:`~benchmarks.gate.unseen.secret_pos` and
:mod:`~benchmarks.gate.unseen.secret_neg`, with the value makers of
:mod:`~benchmarks.gate.unseen.values`."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.unseen import pools as _pools  # noqa: F401  (registers the pools)
from benchmarks.gate.unseen.secret_neg import NEGATIVE
from benchmarks.gate.unseen.secret_pos import POSITIVE
from benchmarks.gate.unseen.tables import make_groups
from benchmarks.gate.unseen.values import GENERATORS


def groups() -> list[Group]:
    """Every unseen secret group, positives first."""
    return [
        *make_groups(POSITIVE, True, generators=GENERATORS),
        *make_groups(NEGATIVE, False, generators=GENERATORS),
    ]

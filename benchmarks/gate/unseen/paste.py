"""The unseen split's paste groups: :mod:`~benchmarks.gate.unseen.paste_pos` and
:mod:`~benchmarks.gate.unseen.paste_neg`."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.unseen import pools as _pools  # noqa: F401  (registers the pools)
from benchmarks.gate.unseen.paste_neg import NEGATIVE
from benchmarks.gate.unseen.paste_pos import POSITIVE
from benchmarks.gate.unseen.tables import make_groups


def groups() -> list[Group]:
    """Every unseen paste group, positives first."""
    return [*make_groups(POSITIVE, True), *make_groups(NEGATIVE, False)]

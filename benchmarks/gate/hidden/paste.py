"""The hidden split's paste groups (see :mod:`benchmarks.gate.hidden.paste_pos` and
:mod:`benchmarks.gate.hidden.paste_neg`)."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.hidden import pools as _pools  # noqa: F401  (registers the pools)
from benchmarks.gate.hidden.make import talk_groups
from benchmarks.gate.hidden.paste_neg import NEGATIVE
from benchmarks.gate.hidden.paste_pos import ORDERS, POSITIVE


def groups() -> list[Group]:
    """Every paste group of the hidden split."""
    return talk_groups(POSITIVE, NEGATIVE, ORDERS)

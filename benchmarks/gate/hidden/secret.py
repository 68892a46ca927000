"""The hidden split's secret groups (see :mod:`benchmarks.gate.hidden.secret_pos` and
:mod:`benchmarks.gate.hidden.secret_neg`)."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.hidden import pools as _pools  # noqa: F401  (registers the pools)
from benchmarks.gate.hidden.make import text_groups
from benchmarks.gate.hidden.secret_neg import NEGATIVE
from benchmarks.gate.hidden.secret_pos import POSITIVE
from benchmarks.gate.hidden.values import MAKERS


def groups() -> list[Group]:
    """Every secret group of the hidden split."""
    return text_groups(POSITIVE, NEGATIVE, MAKERS)

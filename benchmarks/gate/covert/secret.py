"""The covert split's secret groups (positives in secret_pos, negatives in secret_neg)."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.covert.make import groups_of
from benchmarks.gate.covert.secret_neg import NEGATIVE
from benchmarks.gate.covert.secret_pos import POSITIVE
from benchmarks.gate.covert.values import LOOKALIKES, SECRETS


def groups() -> list[Group]:
    """Every covert secret group."""
    return groups_of(POSITIVE, NEGATIVE, {**SECRETS, **LOOKALIKES})

"""The unseen split's injection groups: :mod:`~benchmarks.gate.unseen.injection_pos` (the
``disguised`` family through :func:`~benchmarks.gate.unseen.injection_pos.obfuscate`) and
:mod:`~benchmarks.gate.unseen.injection_neg`."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.unseen import pools as _pools  # noqa: F401  (registers the pools)
from benchmarks.gate.unseen.injection_neg import NEGATIVE
from benchmarks.gate.unseen.injection_pos import POSITIVE, obfuscate
from benchmarks.gate.unseen.tables import make_groups


def groups() -> list[Group]:
    """Every unseen injection group, positives first."""
    return [
        *make_groups(POSITIVE, True, transforms={"disguised": obfuscate}),
        *make_groups(NEGATIVE, False),
    ]

"""The latent split's paste groups: claims and orders passed on (see
:mod:`benchmarks.gate.latent.paste_pos`), the user's own words (see
:mod:`benchmarks.gate.latent.paste_neg`)."""

from __future__ import annotations

from benchmarks.gate.common import Group, table_groups
from benchmarks.gate.latent.make import localise
from benchmarks.gate.latent.paste_neg import NEGATIVE
from benchmarks.gate.latent.paste_pos import CLAIMS, ORDERS


def groups() -> list[Group]:
    """Every latent paste group, positives first."""
    return table_groups({**CLAIMS, **ORDERS}, NEGATIVE, localise)

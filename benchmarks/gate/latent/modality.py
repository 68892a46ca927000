"""The latent split's modality groups (see :mod:`benchmarks.gate.latent.modality_pos` and
:mod:`benchmarks.gate.latent.modality_neg`)."""

from __future__ import annotations

from benchmarks.gate.common import Group, table_groups
from benchmarks.gate.latent.make import localise
from benchmarks.gate.latent.modality_neg import NEGATIVE
from benchmarks.gate.latent.modality_pos import POSITIVE


def groups() -> list[Group]:
    """Every latent modality group, positives first."""
    return table_groups(POSITIVE, NEGATIVE, localise)

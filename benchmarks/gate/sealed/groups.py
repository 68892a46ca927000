"""The sealed split's groups per kind (see :mod:`benchmarks.gate.sealed`)."""

from __future__ import annotations

from benchmarks.gate.common import split_groups
from benchmarks.gate.sealed import injection, modality, paste, secret

groups = split_groups(
    "sealed",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

"""The blind split's groups per kind (see :mod:`benchmarks.gate.blind`)."""

from __future__ import annotations

from benchmarks.gate.blind import injection, modality, paste, secret
from benchmarks.gate.common import split_groups

groups = split_groups(
    "blind",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

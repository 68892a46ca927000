"""The hidden split's groups per kind (see :mod:`benchmarks.gate.hidden`)."""

from __future__ import annotations

from benchmarks.gate.common import split_groups
from benchmarks.gate.hidden import injection, modality, paste, secret

groups = split_groups(
    "hidden",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

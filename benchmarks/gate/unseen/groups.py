"""The unseen split's groups per kind (see :mod:`benchmarks.gate.unseen`)."""

from __future__ import annotations

from benchmarks.gate.common import split_groups
from benchmarks.gate.unseen import injection, modality, paste, secret

groups = split_groups(
    "unseen",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

"""The veiled split's groups per kind (see :mod:`benchmarks.gate.veiled`)."""

from __future__ import annotations

from benchmarks.gate.common import split_groups
from benchmarks.gate.veiled import injection, modality, paste, pools, secret

del pools  # imported for its registrations

groups = split_groups(
    "veiled",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

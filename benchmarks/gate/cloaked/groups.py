"""The cloaked split's groups per kind (see :mod:`benchmarks.gate.cloaked`)."""

from __future__ import annotations

from benchmarks.gate.cloaked import injection, modality, paste, pools, secret
from benchmarks.gate.common import split_groups

del pools  # imported for its registrations

groups = split_groups(
    "cloaked",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

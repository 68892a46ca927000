"""The masked split's groups per kind (see :mod:`benchmarks.gate.masked`)."""

from __future__ import annotations

from benchmarks.gate.common import split_groups
from benchmarks.gate.masked import injection, modality, paste, pools, secret

del pools  # imported for its registrations

groups = split_groups(
    "masked",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

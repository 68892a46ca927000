"""The latent split's groups per kind (see :mod:`benchmarks.gate.latent`)."""

from __future__ import annotations

from benchmarks.gate.common import split_groups
from benchmarks.gate.latent import injection, modality, paste, pools, secret

del pools  # imported for its registrations

groups = split_groups(
    "latent",
    {
        "secret": secret.groups,
        "modality": modality.groups,
        "paste": paste.groups,
        "injection": injection.groups,
    },
)

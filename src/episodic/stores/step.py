"""One numbered schema change, as the migration runner applies it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    """One schema change: its number, a name, and its script for each backend.

    A tier keeps its step beside its rows (``STEP`` in its persistence module);
    :data:`episodic.stores.migrations.STEPS` lists them all in order.
    """

    number: int
    name: str
    scripts: Mapping[str, str]

"""One numbered schema change, as the migration runner applies it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from episodic.stores.base import Tx


@dataclass(frozen=True, slots=True)
class Step:
    """One schema change: its number, a name, and its script for each backend.

    A tier keeps its step beside its rows (``STEP`` in its persistence module);
    :data:`episodic.stores.migrations.STEPS` lists them all in order. ``rows``, when given,
    runs after the scripts in the same transaction, for a change of stored values SQL alone
    cannot make on both backends (a keyed digest, say).
    """

    number: int
    name: str
    scripts: Mapping[str, str]
    rows: Callable[[Tx], None] | None = None

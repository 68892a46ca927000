"""The entries tier: source-backed notes, read (recall, the ``<memory>`` block) and written
(directly, or extracted from each turn through the evidence guard and dedupe)."""

from __future__ import annotations

from episodic.entries.service import Entries

__all__ = ["Entries"]

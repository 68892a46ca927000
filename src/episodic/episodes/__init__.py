"""Episodes: one record per finished session, its key events, and ``<previous-episodes>``."""

from __future__ import annotations

from episodic.episodes.service import Episodes

__all__ = ["Episodes"]

"""Session memory: each thread's objective, state, decisions and follow-ups."""

from __future__ import annotations

from episodic.sessions.service import Sessions

__all__ = ["Sessions"]

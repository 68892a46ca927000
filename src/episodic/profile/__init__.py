"""The user profile: one versioned Markdown document per agent and user."""

from __future__ import annotations

from episodic.profile.service import Profile

__all__ = ["Profile"]

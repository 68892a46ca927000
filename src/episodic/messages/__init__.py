"""The messages tier: every stored message, the recent window, semantic recall."""

from __future__ import annotations

from episodic.messages.drafts import turn_drafts, turn_key
from episodic.messages.search import ranked_matches
from episodic.messages.service import Messages

__all__ = ["Messages", "ranked_matches", "turn_drafts", "turn_key"]

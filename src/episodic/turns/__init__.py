"""One model call per turn: entries, profile and session memory from a single request, where a
model is slow (``JobsConfig.one_call_per_turn``). See :mod:`episodic.turns.digest`."""

from __future__ import annotations

from episodic.turns.digest import KIND, Digest, one_call

__all__ = ["KIND", "Digest", "one_call"]

"""Plans: each thread's goal, phase, iteration and steps."""

from __future__ import annotations

from episodic.plans.service import Plans

__all__ = ["Plans"]

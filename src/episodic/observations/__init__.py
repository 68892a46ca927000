"""Observational memory: long threads compressed into dated observations."""

from __future__ import annotations

from episodic.observations.service import Observations

__all__ = ["Observations"]

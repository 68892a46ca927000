"""stub"""

from __future__ import annotations


def groups() -> list:
    return []

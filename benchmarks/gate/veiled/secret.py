from __future__ import annotations

from benchmarks.gate.common import Group


def groups() -> list[Group]:
    return []

"""Helpers the covert split's kinds share: groups from tables of template blocks."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from benchmarks.gate.common import Generator, Group, Template, t

Table = Mapping[tuple[str, str], list[Template]]
Transform = Callable[[str, "object", int], tuple[str, str]]


def lines(block: str) -> list[Template]:
    """Text templates, one a non-blank line (``\\n`` inside a line is a line break)."""
    return [
        t(line.strip().replace("\\n", "\n")) for line in block.strip().splitlines() if line.strip()
    ]


def groups_of(
    positive: Table,
    negative: Table,
    generators: Mapping[str, Generator] | None = None,
) -> list[Group]:
    """One group per (subkind, language) of both tables, with the value makers given."""
    out = []
    for is_positive, table in ((True, positive), (False, negative)):
        for (subkind, language), templates in table.items():
            out.append(
                Group(subkind, language, is_positive, templates, 1.0, dict(generators or {}))
            )
    return out

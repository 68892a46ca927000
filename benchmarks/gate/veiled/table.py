"""How the veiled split's kinds turn their tables into groups: one group per family and
language, every value maker at hand (a template calls only the makers its slots name)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from benchmarks.gate.common import Group, Template, t
from benchmarks.gate.veiled.values import MAKERS

# family -> language -> templates
Table = Mapping[str, Mapping[str, list[Template]]]
Transform = Callable[[str, random.Random, int], tuple[str, str]]


def lines(block: str) -> list[Template]:
    r"""Text templates, one a line (``\n`` inside a line is a line break)."""
    return [
        t(line.strip().replace("\\n", "\n")) for line in block.strip().splitlines() if line.strip()
    ]


def groups_of(
    positive: Table,
    negative: Table,
    *,
    weights: Mapping[str, float] | None = None,
    transforms: Mapping[str, Transform] | None = None,
) -> list[Group]:
    """One group per (family, language) of both tables, in table order."""
    out = []
    for is_positive, table in ((True, positive), (False, negative)):
        for family, by_language in table.items():
            for language, templates in by_language.items():
                out.append(
                    Group(
                        family,
                        language,
                        is_positive,
                        templates,
                        (weights or {}).get(family, 1.0),
                        generators=dict(MAKERS),
                        transform=(transforms or {}).get(family),
                    )
                )
    return out

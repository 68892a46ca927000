"""Groups of the fresh split's transcript kinds: templates written once, with their
language-bound slots (``{fact}``, ``{polar}``, ``{cond}``, ...) read from the language's
own fresh pool."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from benchmarks.gate.common import Group, Template
from benchmarks.gate.fresh import pools, transcript_pools  # noqa: F401  (register the pools)

_LANGUAGE_POOLS = re.compile(r"\{(fact|polar|wish|choice|cond|order|claim|pref)(?=[:}])")


def localised(template: Template, language: str) -> Template:
    """``template`` with its language-bound slots renamed to ``language``'s pools."""

    def rename(text: str) -> str:
        return _LANGUAGE_POOLS.sub(lambda found: f"{{{found.group(1)}_{language}", text)

    return replace(
        template,
        user=rename(template.user),
        note=rename(template.note),
        assistant=rename(template.assistant),
    )


def groups(
    positive: Mapping[tuple[str, str], Sequence[Template]],
    negative: Mapping[tuple[str, str], Sequence[Template]],
    weights: Mapping[str, float] | None = None,
) -> list[Group]:
    """One group per (subkind, language) of both tables."""
    out = []
    for is_positive, table in ((True, positive), (False, negative)):
        for (subkind, language), templates in table.items():
            mine = [localised(tpl, language) for tpl in templates]
            out.append(
                Group(subkind, language, is_positive, mine, (weights or {}).get(subkind, 1.0))
            )
    return out

"""Groups of the transcript kinds (modality and paste): templates written once with
``{fact}``, ``{polar}``, ``{wish}``, ``{choice}`` (and, in the fresh split, ``{cond}``) read
from the language's own pool."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from benchmarks.gate import transcript_pools  # noqa: F401  (registers the pools)
from benchmarks.gate.common import Group, Template, pool, table_groups

_LANGUAGE_POOLS = re.compile(r"\{(fact|polar|wish|choice|cond|order|claim|pref)(?=[:}])")

pool("year", "2019,2020,2021,2022,2023,2024,2025,2018")


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
    return table_groups(positive, negative, localised, weights)

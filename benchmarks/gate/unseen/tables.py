"""How the unseen split's tables become groups: one group per (family, language) of a table,
its language-bound slots bound to that language's pools."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from benchmarks.gate.common import (
    UNSEEN_POOLS,
    Generator,
    Group,
    Template,
    t,
    transcripts,
)

# A table: (family, language) -> templates of that family in that language.
Table = Mapping[tuple[str, str], Sequence[Template]]
Transform = Callable[[str, random.Random, int], tuple[str, str]]

_LOWER_SLOT = re.compile(r"\{([a-z][a-z0-9_]*)((?::[1-9]?C?)?)\}")


def _bind(pattern: str, language: str) -> str:
    """``{food}`` becomes ``{food_de}`` in a German template when that pool exists."""

    def one(found: re.Match[str]) -> str:
        name = f"{found.group(1)}_{language}"
        return "{" + name + found.group(2) + "}" if name in UNSEEN_POOLS else found.group(0)

    return _LOWER_SLOT.sub(one, pattern)


def localise(template: Template, language: str) -> Template:
    """``template`` with each slot that has a pool per language bound to ``language``'s."""
    return replace(
        template,
        text=_bind(template.text, language),
        user=_bind(template.user, language),
        note=_bind(template.note, language),
        assistant=_bind(template.assistant, language),
    )


def texts(block: str) -> list[Template]:
    r"""Text templates, one a line (``\n`` inside a line is a line break)."""
    return [t(line.strip().replace("\\n", "\n")) for line in block.strip().splitlines() if line]


def talks(block: str, orders: str = "") -> list[Template]:
    """Transcript templates: ``block``'s notes are claims, ``orders``' notes are orders."""
    return [*transcripts(block), *(transcripts(orders, order=True) if orders.strip() else [])]


def make_groups(
    table: Table,
    positive: bool,
    *,
    generators: Mapping[str, Generator] | None = None,
    transforms: Mapping[str, Transform] | None = None,
    weights: Mapping[str, float] | None = None,
) -> list[Group]:
    """One group per (family, language) of ``table``, each with ``generators`` (by slot);
    ``transforms`` and ``weights`` are looked up by family."""
    out = []
    for (family, language), templates in table.items():
        if len(templates) < 2:
            raise ValueError(f"{family}/{language} needs at least two templates")
        out.append(
            Group(
                family,
                language,
                positive,
                [localise(tpl, language) for tpl in templates],
                (weights or {}).get(family, 1.0),
                dict(generators or {}),
                (transforms or {}).get(family),
            )
        )
    return out

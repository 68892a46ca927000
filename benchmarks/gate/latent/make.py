"""Group-making helpers of the latent split: language-bound slots and text tables to groups."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence

from benchmarks.gate.common import LATENT_POOLS, Generator, Group, Template, t

Transform = Callable[[str, random.Random, int], tuple[str, str]]

_LOWER_SLOT = re.compile(r"\{([a-z][a-z0-9_]*)((?::[1-9]?C?)?)\}")


def _bind(text: str, language: str) -> str:
    def swap(found: re.Match[str]) -> str:
        name, flags = found.group(1), found.group(2)
        local = f"{name}_{language}"
        return "{" + (local if local in LATENT_POOLS else name) + flags + "}"

    return _LOWER_SLOT.sub(swap, text)


def localise(template: Template, language: str) -> Template:
    """``template`` with each lower-case slot that has a pool of ``language`` (``city`` ->
    ``city_de``) bound to that pool; other slots draw from the shared pool."""
    return Template(
        text=_bind(template.text, language),
        user=_bind(template.user, language),
        note=_bind(template.note, language),
        assistant=_bind(template.assistant, language),
        order=template.order,
    )


def text_groups(
    table: Mapping[tuple[str, str], Sequence[str]],
    positive: bool,
    makers: Callable[[str, str], dict[str, Generator]],
    transforms: Mapping[str, Transform] | None = None,
) -> list[Group]:
    """One group per (family, language) of a table of text templates, with the value makers
    ``makers(family, language)`` gives and a family's transform, if any."""
    return [
        Group(
            family,
            language,
            positive,
            [localise(t(text), language) for text in texts],
            generators=makers(family, language),
            transform=(transforms or {}).get(family),
        )
        for (family, language), texts in table.items()
    ]

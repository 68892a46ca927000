"""Turn the hidden split's written tables into groups: one template a line."""

from __future__ import annotations

from collections.abc import Mapping

from benchmarks.gate.common import Generator, Group, Template, t, transcripts

# Per language, per subkind, a block of templates (one a line).
Table = Mapping[str, Mapping[str, str]]


def _texts(block: str) -> list[Template]:
    r"""Text templates, one a line (``\n`` inside a line is a line break)."""
    return [t(line.strip().replace("\\n", "\n")) for line in block.strip().splitlines() if line]


def text_groups(
    positive: Table,
    negative: Table,
    generators: Mapping[str, Generator] | None = None,
) -> list[Group]:
    """Groups of text templates (secret and injection kinds), every group sharing the same
    value makers (a group only calls those its templates name)."""
    made = dict(generators or {})
    out = []
    for is_positive, table in ((True, positive), (False, negative)):
        for language, families in table.items():
            for subkind, block in families.items():
                out.append(Group(subkind, language, is_positive, _texts(block), 1.0, made))
    return out


def talk_groups(positive: Table, negative: Table, orders: Table | None = None) -> list[Group]:
    """Groups of transcript templates (modality and paste kinds); ``orders`` are positives
    whose note is an order to the assistant (a paste that must be dropped)."""
    out = []
    for language, families in positive.items():
        for subkind, block in families.items():
            out.append(Group(subkind, language, True, transcripts(block)))
    for language, families in (orders or {}).items():
        for subkind, block in families.items():
            out.append(Group(subkind, language, True, transcripts(block, order=True)))
    for language, families in negative.items():
        for subkind, block in families.items():
            out.append(Group(subkind, language, False, transcripts(block)))
    return out

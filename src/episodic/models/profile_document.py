"""The profile's Markdown: ``# Section`` headings over ``- **Field**: value`` lines.

A profile document is the template (``ProfileConfig.template``) with some values filled in.
Parsing keeps every line as it was written, so a document that nobody changed renders to the
same bytes; only a line whose value is set is rewritten, in the canonical form
``- **Field**: value``. Lines that are neither headings nor fields (a note under a heading,
blank lines) are kept where they are and never become fields.

Fields are named without regard to case or repeated spaces (``"time zone"`` finds
``**Time Zone**``), so a field name must be unique within a document. A value is one line of
text; an empty value means the field is not filled.

Example:
    >>> doc = ProfileDocument.parse("# About the user\\n- **Name**:\\n- **Role**:\\n")
    >>> doc = doc.set("name", "Ada")
    >>> print(doc.render(), end="")
    # About the user
    - **Name**: Ada
    - **Role**:
    >>> doc.filled_lines()
    ['# About the user', '- **Name**: Ada']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from episodic.errors import ValidationError

_HEADING = re.compile(r"^#{1,6}[ \t]+(?P<title>\S.*?)[ \t#]*$")
_FIELD = re.compile(
    r"^[ \t]*[-*][ \t]+\*\*(?P<name>[^*\n]+?)\*\*[ \t]*:[ \t]*(?P<value>.*?)[ \t]*$"
)
_SPACES = re.compile(r"\s+")


def field_key(name: str) -> str:
    """How a field name is compared: lowercase, spaces collapsed, ends trimmed."""
    return _SPACES.sub(" ", name).strip().casefold()


@dataclass(frozen=True, slots=True)
class ProfileField:
    """One ``- **Field**: value`` line of a profile.

    Attributes:
        section: The heading it sits under (``""`` before the first heading).
        name: The field's name as the document spells it.
        value: Its value; ``""`` when not filled.
    """

    section: str
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class _Line:
    raw: str
    heading: str | None = None  # the title, for a heading line
    field: ProfileField | None = None


@dataclass(frozen=True, slots=True)
class ProfileDocument:
    """A parsed profile: its lines in order, fields and headings recognised.

    Build one with :meth:`parse`; change it with :meth:`set` (which returns a new document).
    """

    lines: tuple[_Line, ...]

    @classmethod
    def parse(cls, text: str) -> ProfileDocument:
        """Read a profile's Markdown.

        Raises:
            ValidationError: Two fields share a name (ignoring case and spaces).
        """
        lines: list[_Line] = []
        section = ""
        seen: dict[str, str] = {}
        for raw in text.splitlines():
            heading = _HEADING.match(raw)
            found = None if heading else _FIELD.match(raw)
            if heading:
                section = heading.group("title")
                lines.append(_Line(raw, heading=section))
            elif found:
                name = _SPACES.sub(" ", found.group("name")).strip()
                key = field_key(name)
                if key in seen:
                    raise ValidationError(
                        f"the profile names the field {name!r} twice (also as {seen[key]!r}); "
                        "give every field its own name."
                    )
                seen[key] = name
                lines.append(_Line(raw, field=ProfileField(section, name, found.group("value"))))
            else:
                lines.append(_Line(raw))
        return cls(tuple(lines))

    @property
    def fields(self) -> tuple[ProfileField, ...]:
        """Every field, in document order."""
        return tuple(line.field for line in self.lines if line.field is not None)

    def find(self, name: str) -> ProfileField | None:
        """The field called ``name`` (ignoring case and spaces), or ``None``."""
        key = field_key(name)
        return next((f for f in self.fields if field_key(f.name) == key), None)

    def values(self) -> dict[str, str]:
        """The filled fields, by name, in document order."""
        return {f.name: f.value for f in self.fields if f.value}

    def set(self, name: str, value: str, *, section: str = "") -> ProfileDocument:
        """The document with field ``name`` set to ``value`` (``""`` clears it).

        A field the document lacks is added at the end of ``section`` (a heading created at
        the end when there is none of that title); its name is written as given.
        """
        key = field_key(name)
        lines = list(self.lines)
        for index, line in enumerate(lines):
            if line.field is not None and field_key(line.field.name) == key:
                changed = replace(line.field, value=value)
                lines[index] = _Line(_render_field(changed), field=changed)
                return ProfileDocument(tuple(lines))
        added = ProfileField(section, _SPACES.sub(" ", name).strip(), value)
        new = _Line(_render_field(added), field=added)
        at = self._end_of(section)
        if at is None:
            while lines and not lines[-1].raw.strip():
                lines.pop()
            heading = [_Line(f"# {section}", heading=section)] if section else []
            lines += [_Line("")] * bool(lines) + heading + [new]
        else:
            lines.insert(at, new)
        return ProfileDocument(tuple(lines))

    def _end_of(self, section: str) -> int | None:
        """Where a line added to ``section`` goes: after its last non-blank line."""
        current, end = "", None
        for index, line in enumerate(self.lines):
            if line.heading is not None:
                current = line.heading
            if field_key(current) == field_key(section) and line.raw.strip():
                end = index + 1
        if end is None and not section:
            return 0
        return end

    def render(self) -> str:
        """The document as Markdown, one line each, ending with a newline."""
        return "".join(f"{line.raw}\n" for line in self.lines)

    def filled_lines(self) -> list[str]:
        """The filled fields under their headings: what a prompt needs of the profile."""
        out: list[str] = []
        pending: str | None = None
        for line in self.lines:
            if line.heading is not None:
                pending = line.raw.strip()
            elif line.field is not None and line.field.value:
                if pending is not None:
                    out.append(pending)
                    pending = None
                out.append(_render_field(line.field))
        return out


def _render_field(field: ProfileField) -> str:
    return f"- **{field.name}**: {field.value}" if field.value else f"- **{field.name}**:"

"""What an update may do to a profile, checked before anything is written.

An update sets fields, each to one line of text (``""`` clears it). It may name any field of
the user's current document or of the template: a template field the document lacks (the
template gained it after the profile was written) is added under its template heading. A
field named by neither is refused, not added: the template is the profile's schema, so an
agent or a model cannot grow the document without bound or invent headings. An operator who
wants other fields replaces the whole document (``update(content=...)``) or the template.

A change that leaves a value as it was is not recorded, and an update that changes nothing
writes no version.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from episodic.errors import ValidationError
from episodic.models.profile import FieldChange, ProfileChange
from episodic.models.profile_document import ProfileDocument, field_key
from episodic.models.validation import (
    check_dates,
    check_optional_id,
    check_sequence,
    check_text,
)

#: Longest field name, quote and reason accepted, in characters.
MAX_NAME = 200
MAX_QUOTE = 4_000
MAX_REASON = 2_000
_USAGE = (
    'Pass changes as [{"field": "<a field of the profile>", "value": "<one line, or \\"\\" to '
    'clear>"}].'
)


def check_changes(changes: object, what: str = "profile changes") -> list[FieldChange]:
    """The changes of an update as :class:`FieldChange` objects, or a :class:`ValidationError`.

    Each is a :class:`FieldChange` or a mapping with ``field`` and ``value`` (and optionally
    ``quote`` and ``message_id``). A value is one line; no field may appear twice.
    """
    items = check_sequence(changes, what)
    if not items:
        raise ValidationError(f"{what} is empty; give at least one change. {_USAGE}")
    out: list[FieldChange] = []
    seen: set[str] = set()
    for number, item in enumerate(items, 1):
        change = _one(item, f"{what}[{number}]")
        key = field_key(change.field)
        if key in seen:
            raise ValidationError(
                f"{what} names the field {change.field!r} twice; give each field once."
            )
        seen.add(key)
        out.append(change)
    return out


def _one(item: object, what: str) -> FieldChange:
    if isinstance(item, Mapping):
        unknown = sorted(str(key)[:40] for key in item if key not in _KEYS)
        if unknown:
            raise ValidationError(f"{what} has unknown keys {unknown}. {_USAGE}")
        if "field" not in item or "value" not in item:
            raise ValidationError(f"{what} needs both 'field' and 'value'. {_USAGE}")
        item = FieldChange(
            field=item["field"],
            value=item["value"],
            quote=item.get("quote"),
            message_id=item.get("message_id"),
        )
    if not isinstance(item, FieldChange):
        raise ValidationError(
            f"{what} must be a FieldChange or a dict, got {type(item).__name__}. {_USAGE}"
        )
    name = check_text(item.field, f"{what} field", limit=MAX_NAME).strip()
    value = check_dates(
        check_text(item.value, f"{what} value", blank=True), f"{what} value"
    ).strip()
    if "\n" in value or "\r" in value:
        raise ValidationError(
            f"{what} value spans several lines; a profile value is one line of text."
        )
    quote = item.quote
    if quote is not None:
        quote = check_text(quote, f"{what} quote", limit=MAX_QUOTE)
    message_id = check_optional_id(item.message_id, f"{what} message_id")
    return FieldChange(name, value, quote, message_id)


_KEYS = frozenset(("field", "value", "quote", "message_id"))


@dataclass(slots=True)
class Applied:
    """A document with changes applied, and what happened to each change."""

    document: ProfileDocument
    changes: list[ProfileChange] = field(default_factory=list)
    dropped: Counter[str] = field(default_factory=Counter)
    unchanged: int = 0


def apply(
    document: ProfileDocument,
    template: ProfileDocument,
    changes: Sequence[FieldChange],
    *,
    max_chars: int,
    strict: bool,
) -> Applied:
    """Apply ``changes`` to ``document`` in order.

    With ``strict`` (the tool and operators), a change to an unknown field or one that makes
    the document longer than ``max_chars`` raises :class:`ValidationError`; without it (the
    extractor) such a change is left out and counted in ``dropped`` (``unknown_field``,
    ``over_limit``).
    """
    result = Applied(document)
    for change in changes:
        current = result.document.find(change.field)
        known = current or template.find(change.field)
        if known is None:
            if strict:
                raise ValidationError(_unknown(change.field, result.document, template))
            result.dropped["unknown_field"] += 1
            continue
        old = current.value if current else ""
        if old == change.value:
            result.unchanged += 1
            continue
        updated = result.document.set(known.name, change.value, section=known.section)
        if len(updated.render()) > max_chars:
            if strict:
                raise ValidationError(
                    f"setting {known.name!r} would make the profile longer than "
                    f"ProfileConfig.max_chars ({max_chars:,} characters); shorten the value "
                    "or clear fields that no longer hold."
                )
            result.dropped["over_limit"] += 1
            continue
        result.document = updated
        result.changes.append(
            ProfileChange(known.name, old, change.value, change.quote, change.message_id)
        )
    return result


def diff(before: ProfileDocument, after: ProfileDocument) -> list[ProfileChange]:
    """The field changes between two documents (a replaced document's record)."""
    old = {field_key(f.name): f for f in before.fields}
    new = {field_key(f.name): f for f in after.fields}
    changes = [
        ProfileChange(f.name, old[key].value if key in old else "", f.value)
        for key, f in new.items()
        if f.value != (old[key].value if key in old else "")
    ]
    changes += [
        ProfileChange(f.name, f.value, "") for key, f in old.items() if key not in new and f.value
    ]
    return changes


def known_fields(document: ProfileDocument, template: ProfileDocument) -> list[str]:
    """The field names an update may use: the document's, then the template's it lacks."""
    names = [f.name for f in document.fields]
    keys = {field_key(name) for name in names}
    return names + [f.name for f in template.fields if field_key(f.name) not in keys]


def _unknown(name: str, document: ProfileDocument, template: ProfileDocument) -> str:
    known = ", ".join(repr(n) for n in known_fields(document, template))
    return (
        f"the profile has no field {name[:80]!r}; use one of {known} (fields come from "
        "ProfileConfig.template)."
    )

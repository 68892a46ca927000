"""What every reader of a foreign export shares: times, ids and the error of a bad record."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from episodic.models.imports import Unreadable
from episodic.models.validation import MAX_ID_LENGTH

T = TypeVar("T")

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# Times outside these years are a unit mistake (milliseconds read as seconds), not a date.
_FIRST, _LAST = datetime(1990, 1, 1, tzinfo=UTC), datetime(2200, 1, 1, tzinfo=UTC)


class BadRecord(Exception):
    """One record of an export cannot be read; the reader reports it and goes on."""


def read_time(value: Any) -> datetime | None:
    """A time as exports write it: seconds since 1970 (ChatGPT's ``create_time``), or ISO 8601
    text (Claude, mem0, LangGraph; one without a zone is read as UTC). ``None`` when absent.

    Raises:
        BadRecord: The value is there but is not a time.
    """
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise BadRecord(f"a time must be a number or ISO 8601 text, got {value!r}")
    if isinstance(value, int | float):
        try:
            moment = datetime.fromtimestamp(float(value), tz=UTC)
        except (OverflowError, OSError, ValueError) as exc:
            raise BadRecord(f"{value!r} is not a time in seconds since 1970") from exc
    elif isinstance(value, str):
        try:
            moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError as exc:
            raise BadRecord(f"{value[:40]!r} is not an ISO 8601 time") from exc
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
    else:
        raise BadRecord(f"a time must be a number or ISO 8601 text, got {type(value).__name__}")
    if not _FIRST <= moment < _LAST:
        raise BadRecord(f"{value!r} is not a plausible time (before 1990 or after 2200)")
    return moment


def usable_id(value: Any) -> str | None:
    """An export's id as ours: text (or a number) short enough and printable; ``None``
    otherwise, and the store makes one."""
    if isinstance(value, bool) or not isinstance(value, str | int):
        return None
    text = str(value).strip()
    if not text or len(text) > MAX_ID_LENGTH // 2 or _CONTROL.search(text):
        return None
    return text


def text_of(value: Any) -> str | None:
    """``value`` when it is text with something visible in it."""
    return value if isinstance(value, str) and value.strip() else None


def records(data: Any, wrappers: tuple[str, ...], what: str) -> list[Any]:
    """The list of records of a file: the file itself, or the list under one of ``wrappers``
    (``{"results": [...]}``).

    Raises:
        BadRecord: The file holds neither.
    """
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        for name in wrappers:
            if isinstance(data.get(name), list):
                return list(data[name])
    keys = f" or an object with {' / '.join(repr(w) for w in wrappers)}" if wrappers else ""
    raise BadRecord(f"{what} must be a JSON list{keys}; got {type(data).__name__}")


def read_each(items: list[Any], read: Callable[[Any, int], T]) -> tuple[list[T], list[Unreadable]]:
    """Each record read (``read(record, position)``), and the ones it could not read, with
    their 1-based positions: a bad record never stops the others."""
    found: list[T] = []
    bad: list[Unreadable] = []
    for position, item in enumerate(items, 1):
        try:
            found.append(read(item, position))
        except BadRecord as exc:
            bad.append(Unreadable(position, str(exc)))
    return found, bad

"""The checks every public method runs on what it is handed, before anything is written.

One module so every surface (the facade, its services, the tools, later the REST and MCP
servers) refuses the same input with the same message. Each check raises
:class:`~episodic.ValidationError` (or the error class it is given) naming the argument and
how to fix it, and returns the value in the form the rest of the code relies on.

The rules:

- **Text** is a ``str`` with no lone surrogate (it could not be encoded as UTF-8) and no NUL
  character (PostgreSQL cannot store one). Content, evidence and queries must have visible text:
  whitespace and invisible format characters (zero-width spaces, joiners, BOMs) alone do not
  count. Text written as memory (an entry's content and evidence, profile fields and values,
  plans, session memory, every reason) holds no other control character either, tabs and line
  breaks aside: a terminal escape sequence (``ESC [31m``) stored there would recolour or
  rewrite the terminal of whoever lists it later. Conversation messages are cleaned instead
  (:func:`without_controls`): a turn is a record of what was said, often pasted terminal
  output, and refusing it would lose the turn. Queries and metadata are not checked for them.
- **Dates written in a note** (an entry's content, a profile value) in ISO form
  (``2024-02-30``, ``2024-04-31T10:00``) must exist; a wrong date in a note misleads every
  answer that reads it. Messages keep whatever date was said.
- **Ids** (tenant, agent, user, thread, message, entry and job ids, and ``kind``) are such text
  of at most :data:`MAX_ID_LENGTH` characters and :data:`MAX_ID_BYTES` bytes of UTF-8, with
  no control character.
- **Times** are timezone-aware ``datetime`` objects between :data:`EARLIEST` and
  :data:`LATEST` once converted to UTC. Naive datetimes are refused rather than guessed at: a
  naive value might be local time or UTC, and a wrong guess moves a memory by hours.
- **Metadata** is a JSON object: string keys, finite numbers, strings, booleans, ``None``,
  lists and nested objects, at most :data:`MAX_METADATA_DEPTH` levels deep and
  ``LimitsConfig.max_metadata_bytes`` once encoded. Tuples are stored as JSON arrays and come
  back as lists.
- **Counts** (``top_k``, ``limit``) are whole numbers (``bool`` is not one) from 1 up to a
  documented maximum.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from episodic.errors import AWARE_TIME, EpisodicError, ValidationError

#: Longest id (tenant, agent, user, thread, message, entry, job) and ``kind``, in characters.
MAX_ID_LENGTH = 256
#: ...and in bytes of UTF-8: ids lead the database's index keys, and PostgreSQL refuses an
#: index row over 2704 bytes; four ids of 512 bytes (the most one key holds) stay under it.
MAX_ID_BYTES = 512
#: Earliest time accepted, after conversion to UTC: earlier ones are almost always a sentinel
#: such as ``datetime.min`` or a mistyped year.
EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
#: Latest time accepted, after conversion to UTC (the last instant Python can represent).
LATEST = datetime.max.replace(tzinfo=UTC)
#: Most levels of nesting in metadata.
MAX_METADATA_DEPTH = 32
#: Largest ``limit`` of a listing (the range of a 32-bit database integer).
MAX_LIMIT = 2**31 - 1
#: Most tags (purposes, resource references, superseded ids) one list may hold.
MAX_TAGS = 32

_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
#: Control characters text written as memory may not hold: C0 but tab, line feed and carriage
#: return; DEL; C1 (``\x9b`` starts an escape sequence as ``ESC [`` does).
_TERMINAL = re.compile("[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
#: What :func:`without_controls` removes: a whole escape sequence (CSI ... final byte; OSC ...
#: BEL or ST; ESC, intermediates, a final byte), else one control character.
_ESCAPE = re.compile(
    "(?:\x1b\\[|\x9b)[0-?]*[ -/]*[@-~]"
    "|(?:\x1b\\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\\\|\x9c)?"
    "|\x1b[ -/]*[0-~]"
    "|[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]"
)
#: An ISO date standing alone (not inside an id such as ``INV-2024-13-45``), with its time.
_ISO_DATE = re.compile(
    r"(?<![\w-])(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(?![\w-]|:\d)"
)
_INVISIBLE = frozenset(("Cc", "Cf", "Zs", "Zl", "Zp", "Cn"))


#: What to do about text that is not valid Unicode, where it came from.
_WHOLE_CHARACTERS = "Send whole characters: a \\ud800 to \\udfff escape only as half of a pair."
_LONE_SURROGATE = {
    "python": "Decode the source text properly, or with errors='replace'.",
    "cli": "Check the text's encoding.",
    "rest": _WHOLE_CHARACTERS,
    "proxy": _WHOLE_CHARACTERS,
}


def _type_name(value: object) -> str:
    return type(value).__name__


def visible(text: str) -> bool:
    """Whether ``text`` has a character that shows: not only whitespace or zero-width marks."""
    return any(unicodedata.category(char) not in _INVISIBLE for char in text)


def check_text(
    value: object,
    what: str,
    *,
    limit: int | None = None,
    setting: str = "",
    blank: bool = False,
    controls: bool = False,
    error: type[EpisodicError] = ValidationError,
) -> str:
    """Return ``value`` if it is text the store can hold, else raise naming the problem.

    Args:
        value: The argument as the caller passed it.
        what: How to name it in the message (``"content"``, ``"message 2's content"``).
        limit: Most characters allowed.
        setting: The ``Config`` field that sets ``limit``, named in the message.
        blank: Accept text with nothing visible in it (such as an empty message).
        controls: Accept control characters other than NUL (queries, metadata, messages
            before :func:`without_controls`); by default only tabs and line breaks pass.
        error: The error class to raise.
    """
    if not isinstance(value, str):
        raise error(f"{what} must be a string, got {_type_name(value)}.")
    bad = _SURROGATE.search(value)
    if bad:
        raise error(
            f"{what} contains a lone surrogate ({bad.group()!a}) at position {bad.start()}: it "
            "is not valid Unicode.",
            hints=_LONE_SURROGATE,
        )
    if "\x00" in value:
        raise error(
            f"{what} contains a NUL character at position {value.index(chr(0))}; remove it "
            "(the database cannot store one)."
        )
    if not controls:
        _refuse_controls(value, what, error)
    if limit is not None and len(value) > limit:
        where = f" ({setting})" if setting else ""
        raise error(
            f"{what} is {len(value):,} characters; the limit is {limit:,}{where}. Shorten or "
            "split it" + (f", or raise {setting}." if setting else ".")
        )
    if not blank and not visible(value):
        raise error(f"{what} is empty (nothing but whitespace or invisible characters).")
    return value


def _refuse_controls(value: str, what: str, error: type[EpisodicError]) -> None:
    bad = _TERMINAL.search(value)
    if bad:
        raise error(
            f"{what} contains the control character {bad.group()!a} at position {bad.start()}"
            " (\\x1b starts a terminal escape sequence); remove it: stored text holds printable "
            "characters, tabs and line breaks only."
        )


def without_controls(text: str) -> str:
    """``text`` without terminal escape sequences and control characters (tabs, line breaks
    and NUL, which :func:`check_text` refuses, are kept).

    Example:
        >>> without_controls("\\x1b[31mred\\x1b[0m and\\tblue\\x07")
        'red and\\tblue'
    """
    return _ESCAPE.sub("", text) if _TERMINAL.search(text) else text


def check_dates(text: str, what: str) -> str:
    """Return ``text`` if every ISO date in it (``2024-02-29``, ``2024-04-30T10:00``) exists,
    else raise naming the first that does not."""
    for found in _ISO_DATE.finditer(text):
        year, month, day, hour, minute, second = (int(part or 0) for part in found.groups())
        try:
            datetime(year, month, day, hour, minute, second)
        except ValueError as exc:
            raise ValidationError(
                f"{what} names {found.group()!r}, a date or time no calendar has ({exc}); "
                "correct it: a wrong date in a note misleads every answer that reads it."
            ) from None
    return text


def check_id(value: object, what: str, *, error: type[EpisodicError] = ValidationError) -> str:
    """Return ``value`` if it is a usable id: visible text, no control characters, short."""
    if not isinstance(value, str):
        raise error(f"{what} must be a string, got {_type_name(value)}.")
    if len(value) > MAX_ID_LENGTH:
        raise error(
            f"{what} is longer than {MAX_ID_LENGTH} characters ({len(value):,}); use a shorter "
            "id (a hash of a long one works)."
        )
    size = len(value.encode("utf-8", "surrogatepass"))
    if size > MAX_ID_BYTES:
        raise error(
            f"{what} is longer than {MAX_ID_BYTES} bytes in UTF-8 ({size:,}); ids are at most "
            f"{MAX_ID_LENGTH} characters and {MAX_ID_BYTES} bytes. Use a shorter id."
        )
    bad = _CONTROL.search(value)
    if bad:
        raise error(
            f"{what} contains control characters ({bad.group()!a} at position {bad.start()}); "
            "ids are printable text."
        )
    return check_text(value, what, error=error)


def check_optional_id(value: object, what: str) -> str | None:
    """Like :func:`check_id`, with ``None`` allowed."""
    return None if value is None else check_id(value, what)


def check_time(value: object, what: str) -> datetime:
    """Return ``value`` if it is an aware datetime in the supported range, else raise."""
    if not isinstance(value, datetime):
        raise ValidationError(
            f"{what} must be a datetime such as datetime(2024, 5, 1, tzinfo=UTC), got "
            f"{_type_name(value)} {value!r:.60}."
        )
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValidationError(
            f"{what} must be timezone-aware; a time without a zone is refused, not guessed at.",
            hints=AWARE_TIME,
        )
    try:
        moment = value.astimezone(UTC)
    except OverflowError:
        moment = None
    if moment is None or not EARLIEST <= moment <= LATEST:
        raise ValidationError(
            f"{what} is {value.isoformat()}, outside the supported range: times must lie "
            f"between {EARLIEST:%Y-%m-%d} and {LATEST:%Y-%m-%d} in UTC."
        )
    return value


def check_optional_time(value: object, what: str) -> datetime | None:
    """Like :func:`check_time`, with ``None`` allowed."""
    return None if value is None else check_time(value, what)


def check_count(
    value: object, what: str, *, maximum: int = MAX_LIMIT, setting: str = "", minimum: int = 1
) -> int:
    """Return ``value`` if it is a whole number from ``minimum`` (1 unless given, 0 for an
    offset) to ``maximum``, else raise."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValidationError(f"{what} must be a whole number, got {_type_name(value)} {value!r}.")
    if not minimum <= value <= maximum:
        where = f" ({setting})" if setting else ""
        raise ValidationError(
            f"{what} must be from {minimum} to {maximum:,}{where}, got {value:,}."
            + (f" Raise {setting} for more." if setting and value > maximum else "")
        )
    return value


def check_flag(value: object, what: str) -> bool:
    """Return ``value`` if it is ``True`` or ``False`` (not merely truthy), else raise."""
    if not isinstance(value, bool):
        raise ValidationError(f"{what} must be True or False, got {_type_name(value)} {value!r}.")
    return value


def check_choice(value: object, what: str, choices: Iterable[str]) -> str:
    """Return ``value`` if it is one of ``choices``, else raise listing them."""
    allowed = list(choices)
    if not isinstance(value, str) or value not in allowed:
        raise ValidationError(f"{what} must be one of {allowed}, got {value!r:.60}.")
    return value


def check_sequence(value: object, what: str) -> list[Any]:
    """The items of a list-like argument; refuse strings, mappings and non-iterables."""
    if isinstance(value, str | bytes | Mapping) or not isinstance(value, Iterable):
        raise ValidationError(f"{what} must be a list, got {_type_name(value)}.")
    return list(value)


def check_tags(values: str | Sequence[str], what: str) -> tuple[str, ...]:
    """A list of ids (one id alone counts as a list of one), at most :data:`MAX_TAGS`, each
    kept once in the order given."""
    items = check_sequence((values,) if isinstance(values, str) else values, what)
    if len(items) > MAX_TAGS:
        raise ValidationError(f"{what} holds {len(items)} items; at most {MAX_TAGS} are kept.")
    return tuple(dict.fromkeys(check_id(item, what) for item in items))


def check_metadata(value: object, what: str, *, max_bytes: int) -> dict[str, Any]:
    """Return ``value`` as stored and read back, if it is a JSON object that fits, else raise.

    Args:
        value: ``None`` (no metadata) or a mapping.
        what: How to name it in the message.
        max_bytes: Most bytes of its UTF-8 JSON encoding (``LimitsConfig.max_metadata_bytes``).
    """
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ValidationError(f"{what} must be a dict, got {_type_name(value)}.")
    try:
        _check_json(value, what, 0)
    except ValidationError as exc:
        raise ValidationError(f"metadata must be JSON-serializable: {exc}") from None
    encoded = json.dumps(value, ensure_ascii=False, allow_nan=False)
    size = len(encoded.encode())
    if size > max_bytes:
        raise ValidationError(
            f"{what} is {size:,} bytes as JSON; the limit is {max_bytes:,} "
            "(LimitsConfig.max_metadata_bytes). Store large data elsewhere and keep a reference."
        )
    loaded: dict[str, Any] = json.loads(encoded)
    return loaded


def _check_json(value: object, path: str, depth: int) -> None:
    if depth > MAX_METADATA_DEPTH:
        raise ValidationError(f"metadata is nested more than {MAX_METADATA_DEPTH} levels deep.")
    if value is None or isinstance(value, bool | int):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValidationError(f"{path} is {value}; metadata numbers must be finite.")
    elif isinstance(value, str):
        check_text(value, path, blank=True, controls=True)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValidationError(
                    f"{path} has the key {key!r:.40} ({_type_name(key)}); metadata keys must be "
                    "strings (JSON would silently turn them into strings)."
                )
            check_text(key, f"a key of {path}", blank=True, controls=True)
            _check_json(item, f"{path}[{key!r:.40}]", depth + 1)
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _check_json(item, f"{path}[{index}]", depth + 1)
    else:
        raise ValidationError(
            f"{path} is a {_type_name(value)}, which JSON cannot hold; metadata takes strings, "
            "numbers, booleans, None, lists and dicts."
        )

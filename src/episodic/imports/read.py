"""Reading an export: the file (or the ZIP a product hands out), its format, its records.

A record that cannot be read is reported and the others are read all the same; a file that is
not what its format says (not JSON, not a list) fails whole, before anything is stored.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any

from episodic.errors import ValidationError
from episodic.imports.chats import read_chatgpt, read_claude, read_messages
from episodic.imports.fields import BadRecord
from episodic.imports.memories import read_langgraph, read_mem0, read_memories
from episodic.models.imports import IMPORT_FORMATS, Export, ImportFormat
from episodic.models.validation import check_choice

#: What an export can be handed as: a file (or a ZIP holding it), its text or bytes, or its
#: JSON already parsed.
Source = Path | str | bytes | list[Any] | dict[str, Any]

_READERS: dict[str, Callable[[Any], Export]] = {
    "chatgpt": read_chatgpt,
    "claude": read_claude,
    "mem0": read_mem0,
    "langgraph": read_langgraph,
    "memories": read_memories,
}
# The file a product's ZIP keeps the records in.
_IN_ZIP = {"chatgpt": "conversations.json", "claude": "conversations.json"}


def read_export(source: Source, format: ImportFormat) -> Export:
    """Read an export of another product.

    Args:
        source: A :class:`~pathlib.Path` to the file, or to the ZIP the product hands out
            (its ``conversations.json`` is read); the file's text or bytes; or its JSON
            already parsed (a list or an object).
        format: ``chatgpt``, ``claude``, ``messages`` (JSONL), ``mem0``, ``langgraph`` or
            ``memories`` (see :data:`~episodic.models.imports.IMPORT_FORMATS`).

    Returns:
        The conversations or memories it holds, and the records it could not read (each
        with its position and why).

    Raises:
        ValidationError: The format is unknown, or the file is not readable as that format
            at all (not UTF-8, not JSON, not a list of records); nothing is read.

    Example:
        >>> export = read_export('[{"id": "m1", "memory": "Prefers tea", "user_id": "ann"}]',
        ...                      "mem0")
        >>> [(m.key, m.content, m.person) for m in export.memories]
        [('m1', 'Prefers tea', 'ann')]
    """
    check_choice(format, "import format", IMPORT_FORMATS)
    data = source if isinstance(source, list | dict) else _text(source, format)
    if format == "messages":
        if not isinstance(data, str):
            raise ValidationError("A messages import is JSONL text: one JSON object a line.")
        return read_messages(data.splitlines())
    if isinstance(data, str):
        data = _json(data, format)
    try:
        return _READERS[format](data)
    except BadRecord as exc:
        raise ValidationError(f"{exc}; nothing was imported.") from exc


def guess_format(source: Source) -> ImportFormat | None:
    """Which product's export ``source`` looks like, from its first record; ``None`` when it
    looks like none (JSONL, say). For hints only: an import names its format."""
    try:
        data = source if isinstance(source, list | dict) else json.loads(_text(source, "mem0"))
    except (ValidationError, ValueError):
        return None
    if isinstance(data, dict):
        for wrapper in ("results", "items", "conversations", "memories"):
            if isinstance(data.get(wrapper), list):
                data = data[wrapper]
                break
    first = data[0] if isinstance(data, list) and data else None
    if not isinstance(first, dict):
        return None
    for field, found in (
        ("mapping", "chatgpt"),
        ("chat_messages", "claude"),
        ("namespace", "langgraph"),
        ("memory", "mem0"),
    ):
        if field in first:
            return found  # type: ignore[return-value]
    return None


def _text(source: Path | str | bytes, format: str) -> str:
    if isinstance(source, str):
        return source
    if isinstance(source, Path):
        try:
            raw = source.read_bytes()
        except OSError as exc:
            raise ValidationError(f"Cannot read {str(source)!r}: {exc.strerror}.") from exc
    else:
        raw = source
    if raw[:4] == b"PK\x03\x04":
        raw = _from_zip(raw, format)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValidationError(
            f"The file is not UTF-8 text (byte {exc.start}); export it again, or convert it."
        ) from exc


def _from_zip(raw: bytes, format: str) -> bytes:
    """The records file of a product's ZIP: its ``conversations.json``, or its only JSON."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
    except zipfile.BadZipFile as exc:
        raise ValidationError(f"The file looks like a ZIP but cannot be opened ({exc}).") from exc
    with archive:
        names = [n for n in archive.namelist() if n.endswith((".json", ".jsonl"))]
        wanted = _IN_ZIP.get(format)
        chosen = [n for n in names if PurePosixPath(n).name == wanted] if wanted else names
        if len(chosen) != 1:
            looked = f"a {wanted}" if wanted else "exactly one JSON file"
            raise ValidationError(
                f"The ZIP holds {len(chosen)} matching files, not {looked} ({names[:5]}); "
                "unpack it and name the file."
            )
        return archive.read(chosen[0])


def _json(text: str, format: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValidationError(
            f"The {format} export is not valid JSON ({exc.msg} at line {exc.lineno}, column "
            f"{exc.colno}); nothing was imported. Give the file the product exported, as it is."
        ) from exc

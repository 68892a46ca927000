"""Readers of other memory stores' dumps: mem0, LangGraph (and LangMem) stores, plain lists.

Each memory keeps its text, the store's id for it, whose it is (when the store says) and when it
was made. Nothing else of the store's record becomes an entry, bar a few details kept in the
entry's metadata (mem0 categories, the LangGraph namespace); none of it is a quote, so every
memory is stored ungrounded (see :mod:`episodic.imports.service`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from episodic.imports.fields import (
    BadRecord,
    read_each,
    read_time,
    records,
    text_of,
    usable_id,
)
from episodic.models.imports import Export, ImportedMemory, ImportFormat
from episodic.stores.imports import digest

#: Fields that hold a memory's text, in the order they are looked for.
_TEXT_FIELDS = ("memory", "content", "text", "data")
#: mem0 categories kept, and the longest one.
_MAX_CATEGORIES, _MAX_CATEGORY = 10, 60

Reader = Callable[[Any, int], ImportedMemory]


def read_mem0(data: Any) -> Export:
    """Memories from a mem0 dump: what ``Memory.get_all`` or the platform's list of memories
    returns (``{"results": [...]}``, or the list itself), each ``{"id", "memory",
    "user_id"?, "created_at"?, "categories"?, ...}``. The person is ``user_id``."""
    return _read("mem0", records(data, ("results", "memories"), "A mem0 dump"), _mem0)


def read_langgraph(data: Any) -> Export:
    """Memories from a LangGraph store dump: its items (a list, or ``{"items": [...]}`` as
    the server's search answers), each ``{"namespace": [...], "key", "value", "created_at"?}``.
    The text is the value's ``content`` (LangMem keeps it as ``{"kind", "content":
    {"content": ...}}``), ``memory`` or ``text``; a value without one reads as its text
    fields, ``name: value``. The person is the namespace, written ``a/b``."""
    return _read("langgraph", records(data, ("items",), "A LangGraph store dump"), _langgraph)


def read_memories(data: Any) -> Export:
    """Memories from a plain JSON list: strings, or objects with ``content`` (or ``memory``,
    ``text``), and optionally ``id``, ``created_at`` and ``person`` (or ``user_id``)."""
    return _read("memories", records(data, ("memories", "items"), "A memory list"), _plain)


def _read(name: ImportFormat, items: list[Any], read: Reader) -> Export:
    found, bad = read_each(items, read)
    return Export(name, memories=tuple(found), unreadable=tuple(bad))


def _mem0(item: Any, position: int) -> ImportedMemory:
    if not isinstance(item, dict):
        raise BadRecord(f"a mem0 memory must be an object, got {type(item).__name__}")
    content = _text(item)
    categories = [
        c[:_MAX_CATEGORY]
        for c in (item.get("categories") or [])[:_MAX_CATEGORIES]
        if isinstance(c, str) and c.strip()
    ]
    return ImportedMemory(
        key=_key(item.get("id"), content),
        position=position,
        content=content,
        person=usable_id(item.get("user_id")),
        created_at=read_time(item.get("created_at")),
        details={"categories": categories} if categories else {},
    )


def _langgraph(item: Any, position: int) -> ImportedMemory:
    if not isinstance(item, dict) or "value" not in item:
        raise BadRecord(
            "a LangGraph store item must be an object with 'namespace', 'key' and 'value'"
        )
    namespace = item.get("namespace") or []
    if not isinstance(namespace, list) or not all(isinstance(p, str) for p in namespace):
        raise BadRecord("its 'namespace' must be a list of strings")
    path = "/".join(namespace)
    content = _value_text(item["value"])
    kind = item["value"].get("kind") if isinstance(item["value"], dict) else None
    details: dict[str, Any] = {"namespace": list(namespace)}
    if isinstance(kind, str) and usable_id(kind):
        details["kind"] = kind
    key = usable_id(item.get("key"))
    return ImportedMemory(
        key=f"{path}/{key}" if key is not None else _key(None, content),
        position=position,
        content=content,
        person=path or None,
        created_at=read_time(item.get("created_at")),
        details=details,
    )


def _plain(item: Any, position: int) -> ImportedMemory:
    if isinstance(item, str):
        item = {"content": item}
    if not isinstance(item, dict):
        raise BadRecord(f"a memory must be text or an object, got {type(item).__name__}")
    content = _text(item)
    return ImportedMemory(
        key=_key(item.get("id"), content),
        position=position,
        content=content,
        person=usable_id(item.get("person", item.get("user_id"))),
        created_at=read_time(item.get("created_at")),
    )


def _text(item: dict[str, Any]) -> str:
    for name in _TEXT_FIELDS:
        found = text_of(item.get(name))
        if found is not None:
            return found.strip()
    raise BadRecord(f"it has no text ({', '.join(repr(n) for n in _TEXT_FIELDS)})")


def _value_text(value: Any) -> str:
    """The text of a LangGraph value (see :func:`read_langgraph`)."""
    if text_of(value) is not None:
        return str(value).strip()
    if not isinstance(value, dict):
        raise BadRecord(f"its value must be text or an object, got {type(value).__name__}")
    inner = value.get("content")
    if isinstance(inner, dict) and text_of(inner.get("content")) is not None:
        return str(inner["content"]).strip()  # LangMem: {"kind": ..., "content": {...}}
    for name in _TEXT_FIELDS:
        if text_of(value.get(name)) is not None:
            return str(value[name]).strip()
    fields = [
        f"{name.replace('_', ' ')}: {text.strip()}"
        for name, text in value.items()
        if name != "kind" and text_of(text) is not None
    ]
    if not fields:
        raise BadRecord("its value holds no text")
    return "; ".join(fields)


def _key(given: Any, content: str) -> str:
    """The store's id for a memory, or one made from its text."""
    return usable_id(given) or "#" + digest(content)

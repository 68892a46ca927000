"""What an import reads from another product's export, and what it reports back.

A reader (:mod:`episodic.imports`) turns a file into an :class:`Export`: the conversations of a
chat history and the memories of another memory store, each with its place in the file, and
the records it could not read. ``memory.imports.run`` stores them and answers an
:class:`ImportReport` with one :class:`ImportedItem` per record.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, get_args

from episodic.models.messages import MessageDraft

#: The files ``memory.imports`` reads: chat histories (``chatgpt``: the ``conversations.json``
#: of a ChatGPT data export; ``claude``: the one of a Claude data export; ``messages``: JSONL
#: of role, content and time) and other stores' memories (``mem0``: a ``get_all`` dump;
#: ``langgraph``: a LangGraph or LangMem store dump; ``memories``: a plain JSON list).
ImportFormat = Literal["chatgpt", "claude", "messages", "mem0", "langgraph", "memories"]
IMPORT_FORMATS: tuple[ImportFormat, ...] = get_args(ImportFormat)
#: The formats whose records are conversations (the others hold memories).
CONVERSATION_FORMATS: tuple[ImportFormat, ...] = ("chatgpt", "claude", "messages")

#: What became of one record of the file.
Outcome = Literal[
    "imported",  # stored (a conversation: its messages and what extraction found in them)
    "held",  # a memory stored pending review: it has no quote yet
    "grounded",  # a memory the person's own words already back: it joined that entry
    "reinforced",  # a memory the scope already held as it is (no quote)
    "refused",  # the gate or the write policy refused it, or it could not be read
    "skipped",  # imported by an earlier run, a repeat within the file, or another person's
]


@dataclass(frozen=True, slots=True)
class ImportedConversation:
    """One conversation of a chat history, as it will be stored.

    Attributes:
        key: The export's id of it (a conversation uuid), or one the reader made.
        position: Its place in the file: the 1-based index of the record (or the first line
            of it, in JSONL).
        messages: The user and assistant messages of the path that was continued, oldest
            first, each with its time (``created_at``) and the export's message id.
        title: Its title in the export, if any (never stored: it is the product's summary).
        skipped: What was left out, by kind, with counts: ``system`` messages, ``tool``
            output, ``non_text`` parts (images, files), ``attachments``, messages of
            ``other_branches``, ``hidden`` ones, ``empty`` ones.
    """

    key: str
    position: int
    messages: tuple[MessageDraft, ...]
    title: str | None = None
    skipped: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ImportedMemory:
    """One memory of another store, as it will be stored.

    Attributes:
        key: The store's id of it (a mem0 id, a LangGraph namespace and key), or one the
            reader made from its text.
        position: Its 1-based index in the file.
        content: Its text.
        person: Whose memory the store says it is (mem0's ``user_id``, a LangGraph
            namespace), or ``None`` when the file does not say.
        created_at: When the store says it was made.
        details: What else the store kept that is worth keeping (mem0 categories, the
            LangGraph namespace), stored in the entry's ``metadata["import"]``.
    """

    key: str
    position: int
    content: str
    person: str | None = None
    created_at: datetime | None = None
    details: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A record of the file the reader could not use, and why (its content is never kept).

    Attributes:
        position: Its 1-based index in the file (its line, in JSONL).
        reason: What is wrong with it, in words.
    """

    position: int
    reason: str


@dataclass(frozen=True, slots=True)
class Export:
    """Everything a reader found in one file.

    Attributes:
        format: Which product it came from (see :data:`IMPORT_FORMATS`).
        conversations: Its conversations, in file order (chat histories).
        memories: Its memories, in file order (memory stores).
        unreadable: The records it could not read; the others import all the same.
    """

    format: ImportFormat
    conversations: tuple[ImportedConversation, ...] = ()
    memories: tuple[ImportedMemory, ...] = ()
    unreadable: tuple[Unreadable, ...] = ()

    @property
    def persons(self) -> dict[str, int]:
        """Each person the memories name, with how many memories name them."""
        found: dict[str, int] = {}
        for memory in self.memories:
            if memory.person is not None:
                found[memory.person] = found.get(memory.person, 0) + 1
        return found

    def __len__(self) -> int:
        return len(self.conversations) + len(self.memories) + len(self.unreadable)


@dataclass(frozen=True, slots=True)
class ImportedItem:
    """What became of one record of the file.

    Attributes:
        position: Its 1-based index in the file.
        kind: ``conversation`` or ``memory``.
        outcome: What became of it (see :data:`Outcome`).
        reason: Why it was refused or skipped, in words (never its content).
        messages: A conversation's messages stored (0 for one stored before).
        entries: Entries it added: a conversation's new entries, or 1 for a memory stored.
        reinforced: Entries already stored that it said again.
        held: Of its new entries, those held for review.
        refused: A conversation's notes the gate or the write policy refused.
        grounded: Imported memories it grounded (a quote attached, confidence raised).
        entry_id: The entry a memory became or joined.
        thread: The thread a conversation became.
        skipped: What a conversation left out, by kind (see :class:`ImportedConversation`).
    """

    position: int
    kind: Literal["conversation", "memory"]
    outcome: Outcome
    reason: str | None = None
    messages: int = 0
    entries: int = 0
    reinforced: int = 0
    held: int = 0
    refused: int = 0
    grounded: int = 0
    entry_id: str | None = None
    thread: str | None = None
    skipped: Mapping[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view (what ``episodic import --json`` and the REST API print)."""
        data: dict[str, Any] = {
            "position": self.position,
            "kind": self.kind,
            "outcome": self.outcome,
        }
        for name in ("reason", "entry_id", "thread"):
            value = getattr(self, name)
            if value is not None:
                data[name] = value
        for name in ("messages", "entries", "reinforced", "held", "refused", "grounded"):
            data[name] = getattr(self, name)
        if self.skipped:
            data["skipped"] = dict(self.skipped)
        return data


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What one import did (or, for a dry run, would do), record by record.

    Attributes:
        format: The file's format.
        dry_run: Whether nothing was written.
        items: One per record of the file, in file order.
    """

    format: ImportFormat
    dry_run: bool
    items: tuple[ImportedItem, ...]

    def count(self, outcome: Outcome) -> int:
        """How many records ended with ``outcome``."""
        return sum(1 for item in self.items if item.outcome == outcome)

    def total(self, name: str) -> int:
        """The sum of one count over the records (``entries``, ``held``, ``grounded``...)."""
        return sum(int(getattr(item, name)) for item in self.items)

    @property
    def refusals(self) -> tuple[ImportedItem, ...]:
        """The records refused, with their positions and reasons."""
        return tuple(item for item in self.items if item.outcome == "refused")

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view: the totals and every record."""
        outcomes: tuple[Outcome, ...] = get_args(Outcome)
        totals = ("messages", "entries", "reinforced", "held", "refused", "grounded")
        return {
            "format": self.format,
            "dry_run": self.dry_run,
            "outcomes": {outcome: self.count(outcome) for outcome in outcomes},
            "totals": {name: self.total(name) for name in totals},
            "items": [item.to_dict() for item in self.items],
        }

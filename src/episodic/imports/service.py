"""``memory.imports``: a person's history and memories from other products, grounded.

Conversations (ChatGPT, Claude, JSONL) are stored as threads and extracted like live turns
(:mod:`episodic.imports.history`), so every entry they give quotes the person. Memories of other
stores (mem0, LangGraph, a JSON list) have no quote: each is stored ``source_trust="imported"``
with low confidence and no evidence, held for review by default, unless it says what an entry
the person's words back already says (:mod:`episodic.entries.imported`); a later conversation
that says it grounds it (:mod:`episodic.entries.ground`).

A run is resumable and idempotent: the ledger (:mod:`episodic.stores.imports`) commits with
each conversation and each batch of memories, so a second run of the same file skips every
record the first one stored, and a run that stopped (Ctrl-C, a crash) goes on from there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol

from episodic.context.loop import AgentLoop
from episodic.entries.imported import Landed, remember_imported
from episodic.errors import ValidationError
from episodic.governance import Audit
from episodic.imports.history import conversation_digest, import_conversation
from episodic.models import NewEntry, Scope
from episodic.models.entries import Progress
from episodic.models.imports import (
    CONVERSATION_FORMATS,
    Export,
    ImportedConversation,
    ImportedItem,
    ImportedMemory,
    ImportReport,
)
from episodic.models.scope import require_scope
from episodic.models.validation import check_flag, check_optional_id
from episodic.runtime import Runtime
from episodic.stores import Tx, open_store
from episodic.stores import imports as ledger_rows
from episodic.stores.imports import Ledgered, digest


class _Opened(Protocol):
    """What :data:`Scratch` opens: a memory with its imports."""

    imports: Imports

    def close(self) -> None: ...


#: Opens a memory over a runtime (``Memory(runtime, worker=False)``): where a dry run writes,
#: over a store of its own in process memory.
Scratch = Callable[[Runtime], _Opened]


@dataclass(slots=True)
class _Todo:
    """The records a run stores, and what became of the others already."""

    conversations: list[ImportedConversation] = field(default_factory=list)
    memories: list[ImportedMemory] = field(default_factory=list)
    settled: list[ImportedItem] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.conversations) + len(self.memories)


class Imports:
    """Brings a person's conversations and memories from other products into a scope.

    Args:
        runtime: The store, embedder, models, settings and clock.
        loop: The agent loop a conversation's turns go through.
        audit: Where each run is recorded.
        scratch: Where a dry run writes instead.

    Example:
        >>> from episodic import Memory, Scope, read_export
        >>> memory = Memory.open(":memory:", embedder="test")
        >>> export = read_export('[{"id": "m1", "memory": "Prefers tea", "user_id": "ann"}]',
        ...                      "mem0")
        >>> report = memory.imports.run(Scope(agent="bot", user="u-1"), export, person="ann")
        >>> [item.outcome for item in report.items]
        ['held']
        >>> memory.close()
    """

    def __init__(self, runtime: Runtime, loop: AgentLoop, audit: Audit, scratch: Scratch) -> None:
        self._runtime = runtime
        self._loop = loop
        self._audit = audit
        self._scratch = scratch

    def run(
        self,
        scope: Scope,
        export: Export,
        *,
        person: str | None = None,
        dry_run: bool = False,
        on_progress: Progress | None = None,
    ) -> ImportReport:
        """Store what ``export`` holds in ``scope``; what became of each record.

        Every text passes the gate and the write policy as any write does; a record they
        refuse, or that could not be read, is reported with its position and reason and the
        others go in. Records a run stored before are skipped, and so are repeats within the
        file, so a second run adds nothing.

        Args:
            scope: Whose memory everything goes to; agent and user are required.
            export: What :func:`~episodic.read_export` read.
            person: Whose memories to take, when the file holds several people's (mem0's
                ``user_id``, a LangGraph namespace or its first parts); the others are
                skipped. Required when the memories name anyone: the mapping from the
                export's person to this scope is never guessed.
            dry_run: Store nothing here: the records go into a scratch memory of this
                process, so the report says what would be stored, held and refused (not
                compared with what this memory holds, beyond the records imported before).
            on_progress: Called as ``on_progress(done, total)`` after each conversation and
                each batch of memories is committed; an exception it raises stops the run,
                with what was committed kept.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: ``person`` is missing or names no one in the file.
        """
        require_scope(scope, "imports.run")
        check_flag(dry_run, "imports.run dry_run")
        check_optional_id(person, "imports.run person")
        if not isinstance(export, Export):
            raise ValidationError("imports.run needs the Export read_export() returns.")
        todo = self._todo(scope, export, _chosen(export, person))
        if dry_run:
            with self._scratch_imports() as scratch:
                done = scratch._write(scope, export.format, todo, on_progress)
        else:
            done = self._write(scope, export.format, todo, on_progress)
            self._record_run(scope, export, done)
        items = sorted([*todo.settled, *done], key=lambda item: (item.position, item.kind))
        return ImportReport(export.format, dry_run, tuple(items))

    @contextmanager
    def _scratch_imports(self) -> Iterator[Imports]:
        """The imports of a memory of these settings, models and policy over a store of its
        own in process memory, closed after."""
        config = self._runtime.config
        store = open_store(":memory:", cache_bytes=config.store.search_cache_bytes)
        scratch = self._scratch(replace(self._runtime, store=store))
        try:
            yield scratch.imports
        finally:
            scratch.close()

    def _write(
        self, scope: Scope, source: str, todo: _Todo, on_progress: Progress | None
    ) -> list[ImportedItem]:
        """Store the records of ``todo``, committing the ledger with each."""
        total, done = len(todo), []
        for conversation in todo.conversations:
            item = import_conversation(self._loop, scope, source, conversation)
            if item.outcome != "refused":
                key = digest(source, conversation.key)
                row = Ledgered(source, key, conversation_digest(conversation), item.outcome)
                with self._runtime.store.write() as tx:
                    ledger_rows.record(tx, scope, [row], self._runtime.now())
            done.append(item)
            if on_progress is not None:
                on_progress(len(done), total)
        size = self._runtime.config.entries.write_batch_size
        for start in range(0, len(todo.memories), size):
            done += self._memories(scope, source, todo.memories[start : start + size])
            if on_progress is not None:
                on_progress(len(done), total)
        return done

    def _memories(
        self, scope: Scope, source: str, batch: Sequence[ImportedMemory]
    ) -> list[ImportedItem]:
        """One batch of memories, stored with their ledger rows in one transaction."""

        def within(tx: Tx, landed: list[Landed]) -> None:
            rows = [
                Ledgered(
                    source,
                    digest(source, memory.key),
                    digest(memory.content),
                    result.outcome,
                    result.entry_id,
                )
                for memory, result in zip(batch, landed, strict=True)
                if result.outcome != "refused"
            ]
            ledger_rows.record(tx, scope, rows, self._runtime.now())

        items = [_new_entry(source, memory) for memory in batch]
        landed = remember_imported(self._runtime, scope, items, source=source, within=within)
        return [_memory_item(memory, result) for memory, result in zip(batch, landed, strict=True)]

    def _todo(self, scope: Scope, export: Export, person: str | None) -> _Todo:
        """Which records to store; the rest settled (unreadable, another person's, stored
        by an earlier run, repeated in the file)."""
        todo = _Todo()
        chats = export.format in CONVERSATION_FORMATS
        kind: Literal["conversation", "memory"] = "conversation" if chats else "memory"
        todo.settled += [
            ImportedItem(bad.position, kind, "refused", reason=f"not read: {bad.reason}")
            for bad in export.unreadable
        ]
        with self._runtime.store.read() as tx:
            stored = ledger_rows.ledger(tx, scope, export.format)
        seen = _Seen({row.key: row.digest for row in stored}, {row.digest for row in stored})
        for conversation in export.conversations:
            said = seen.check(
                export.format,
                conversation.key,
                conversation_digest(conversation),
                conversation.position,
            )
            if said is None:
                todo.conversations.append(conversation)
            else:
                todo.settled.append(ImportedItem(conversation.position, kind, "skipped", said))
        for memory in export.memories:
            said = _other_person(memory, person) or seen.check(
                export.format, memory.key, digest(memory.content), memory.position
            )
            if said is None:
                todo.memories.append(memory)
            else:
                todo.settled.append(ImportedItem(memory.position, kind, "skipped", said))
        return todo

    def _record_run(self, scope: Scope, export: Export, done: list[ImportedItem]) -> None:
        """One ``import`` audit record per run that stored anything: counts, never content."""
        if not done:
            return
        outcomes: dict[str, int] = {}
        for item in done:
            outcomes[item.outcome] = outcomes.get(item.outcome, 0) + 1
        with self._runtime.store.write() as tx:
            self._audit.record(
                tx,
                scope,
                "import",
                actor="import",
                detail={"format": export.format, "records": len(export), "outcomes": outcomes},
            )


class _Seen:
    """What the ledger and the file so far hold, by the digest of the export's id and of the
    content; a record found there is skipped."""

    def __init__(self, keys: dict[str, str], digests: set[str]) -> None:
        self._keys, self._digests = keys, digests
        self._positions: dict[str, int] = {}

    def check(self, source: str, key: str, content: str, position: int) -> str | None:
        """Why the record is skipped, or ``None`` to store it."""
        ledger_key = digest(source, key)
        for mark in (ledger_key, content):
            if mark in self._positions:
                return f"a repeat of record {self._positions[mark]} of this file"
        if self._keys.get(ledger_key) == content or content in self._digests:
            return "imported by an earlier run"
        self._positions[ledger_key] = self._positions[content] = position
        return None


def _chosen(export: Export, person: str | None) -> str | None:
    """The person to take, checked against the ones the memories name."""
    named = export.persons
    if not named:
        return person
    listed = ", ".join(f"{name!r} ({count})" for name, count in sorted(named.items())[:10])
    if person is None:
        raise ValidationError(
            f"The file holds memories of {len(named)} person(s): {listed}. Name the one this "
            "scope is with person= (--person on the command line); the others are skipped."
        )
    if not any(_is(person, name) for name in named):
        raise ValidationError(f"No memory in the file belongs to {person!r}; it names {listed}.")
    return person


def _other_person(memory: ImportedMemory, person: str | None) -> str | None:
    if person is None or (memory.person is not None and _is(person, memory.person)):
        return None
    if memory.person is None:
        return "names no person, and the file names some: left out"
    return "another person's memory"


def _is(person: str, named: str) -> bool:
    """Whether ``named`` is ``person``, or lies under it (LangGraph namespaces: ``a/b``)."""
    return named == person or named.startswith(person.rstrip("/") + "/")


def _new_entry(source: str, memory: ImportedMemory) -> NewEntry:
    details: dict[str, Any] = {"source": source, "id": memory.key, **memory.details}
    return NewEntry(
        content=memory.content,
        occurred_at=memory.created_at,
        metadata={"import": details},
        actor=source,
        confidence="low",
        source_trust="imported",
    )


def _memory_item(memory: ImportedMemory, landed: Landed) -> ImportedItem:
    outcome = landed.outcome
    return ImportedItem(
        position=memory.position,
        kind="memory",
        outcome=outcome,
        reason=landed.reason,
        entries=int(outcome in ("imported", "held")),
        reinforced=int(outcome in ("reinforced", "grounded")),
        held=int(outcome == "held"),
        refused=int(outcome == "refused"),
        grounded=int(outcome == "grounded"),
        entry_id=landed.entry_id,
    )

"""Claude's memory tool (``memory_20250818``) kept in episodic (``pip install
'episodic-ai[anthropic]'``).

Claude's client-side memory tool reads and writes files under ``/memories`` (``view``,
``create``, ``str_replace``, ``insert``, ``delete``, ``rename``); the application decides
where they live. ``EpisodicMemoryTool`` keeps them as entries of one scope, so they are
searched with the rest of the person's memory and fall under episodic's governance: the write
policy screens every write (a secret is refused, text addressed to the model is held for
review), the audit log records each change, and export and erasure of the person cover them.

Each file is one entry of kind ``memory_file``: its text (and path) is what recall ranks, the
path and the whole text are in the entry's metadata, and the gate screens all of it (not only
the part recall ranks). An edit is a correction (the earlier version stays in the
timeline), a delete is ``forget``. Paths are normalized and must stay inside ``/memories``.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
from typing import Any

from episodic import Entry, EpisodicError, Memory, Scope
from episodic.integrations import framework

with framework("The Anthropic memory tool", "anthropic"):
    from anthropic.lib.tools import BetaAbstractMemoryTool, ToolError
    from anthropic.types.beta import (
        BetaMemoryTool20250818CreateCommand,
        BetaMemoryTool20250818DeleteCommand,
        BetaMemoryTool20250818InsertCommand,
        BetaMemoryTool20250818RenameCommand,
        BetaMemoryTool20250818StrReplaceCommand,
        BetaMemoryTool20250818ViewCommand,
    )

__all__ = ["EpisodicMemoryTool"]

ROOT = "/memories"
_META = "memory_file"
_KIND = "memory_file"
#: The most text one file may hold (it is kept in the entry's metadata).
MAX_FILE_BYTES = 12_000
_NUMBER_WIDTH = 6


def _path(raw: str) -> str:
    """A normalized path under ``/memories``, or a ToolError saying why not."""
    if not isinstance(raw, str) or "\x00" in raw or "\\" in raw:
        raise ToolError(f"Invalid path: {raw!r}.")
    path = posixpath.normpath(raw)
    if path != ROOT and not path.startswith(ROOT + "/"):
        raise ToolError(f"Paths must stay inside {ROOT}, got: {raw}")
    return path


class EpisodicMemoryTool(BetaAbstractMemoryTool):
    """The memory tool for one scope: give it to ``client.beta.messages.tool_runner`` (or
    answer Claude's ``memory`` tool calls with :meth:`call`).

    Args:
        memory: The memory.
        scope: Whose files these are (bound here: nothing in a tool call can change it).
    """

    def __init__(self, memory: Memory, scope: Scope) -> None:
        super().__init__()
        self.memory = memory
        self.scope = scope

    # -- files as entries ----------------------------------------------------------------------

    def _files(self) -> dict[str, Entry]:
        found: dict[str, Entry] = {}
        for entry in self.memory.timeline(self.scope):
            meta = (entry.metadata or {}).get(_META)
            # Only what this tool wrote is a file: metadata alone could be any writer's.
            if entry.kind == _KIND and isinstance(meta, dict):
                found[str(meta["path"])] = entry
        return found

    @staticmethod
    def _text(entry: Entry) -> str:
        return str(entry.metadata[_META]["text"])

    def _file(self, path: str) -> Entry:
        found = self._files().get(path)
        if found is None:
            raise ToolError(f"The path {path} does not exist. Please provide a valid path.")
        return found

    def _write(self, path: str, text: str, replacing: Entry | None, reason: str) -> str:
        """Store ``text`` as the file at ``path`` (a correction of ``replacing``); returns a
        note for Claude when the write policy held it for review."""
        if len(text.encode("utf-8")) > MAX_FILE_BYTES:
            raise ToolError(f"A memory file holds at most {MAX_FILE_BYTES} bytes; split it.")
        meta = {_META: {"path": path, "text": text}}
        content = f"{path}: {text}".strip()[:1900] or path
        try:
            if replacing is None:
                stored = self.memory.remember(self.scope, content, metadata=meta, kind=_KIND)
            else:
                stored = self.memory.correct(
                    self.scope,
                    replacing.id,
                    content,
                    metadata=meta,
                    kind=replacing.kind,
                    reason=reason,
                )
            if (stored.metadata or {}).get(_META) != meta[_META]:
                # The same words as another file: kept apart by a mark naming this path.
                mark = hashlib.sha256(path.encode()).hexdigest()[:8]
                stored = self.memory.remember(
                    self.scope, f"{content} (file K-{mark})", metadata=meta, kind=_KIND
                )
        except EpisodicError as exc:
            raise ToolError(f"The memory refused this write: {exc.said('tool')}") from None
        if stored.status == "pending_review":
            return " It is held for review and not visible until a person approves it."
        return ""

    # -- the commands ----------------------------------------------------------------------------

    def view(self, command: BetaMemoryTool20250818ViewCommand) -> str:
        path = _path(command.path)
        files = self._files()
        if path in files:
            lines = self._text(files[path]).split("\n")
            start, end = 1, len(lines)
            if command.view_range:
                start = max(1, command.view_range[0])
                end = len(lines) if command.view_range[-1] == -1 else command.view_range[-1]
            shown = [
                f"{str(number).rjust(_NUMBER_WIDTH)}\t{lines[number - 1]}"
                for number in range(start, min(end, len(lines)) + 1)
            ]
            return f"Here's the content of {path} with line numbers:\n" + "\n".join(shown)
        inside = sorted(p for p in files if p.startswith(path.rstrip("/") + "/"))
        if path != ROOT and not inside:
            raise ToolError(f"The path {path} does not exist. Please provide a valid path.")
        listing = [f"{len(self._text(files[p]).encode('utf-8'))}\t{p}" for p in inside]
        header = f"Here are the files and directories up to 2 levels deep in {path}:"
        return "\n".join([header, *listing])

    def create(self, command: BetaMemoryTool20250818CreateCommand) -> str:
        path = _path(command.path)
        if path == ROOT:
            raise ToolError(f"{ROOT} is a directory.")
        existing = self._files().get(path)
        held = self._write(path, command.file_text, existing, "rewritten by Claude")
        return f"File created successfully at: {path}.{held}"

    def str_replace(self, command: BetaMemoryTool20250818StrReplaceCommand) -> str:
        path = _path(command.path)
        entry = self._file(path)
        text = self._text(entry)
        count = text.count(command.old_str)
        if count != 1:
            problem = "did not appear verbatim" if count == 0 else f"appears {count} times"
            raise ToolError(f"No replacement was performed: old_str {problem} in {path}.")
        held = self._write(
            path, text.replace(command.old_str, command.new_str), entry, "edited by Claude"
        )
        return f"The memory file {path} has been edited.{held}"

    def insert(self, command: BetaMemoryTool20250818InsertCommand) -> str:
        path = _path(command.path)
        entry = self._file(path)
        lines = self._text(entry).split("\n")
        if not 0 <= command.insert_line <= len(lines):
            raise ToolError(
                f"Invalid insert_line {command.insert_line}: it must be between 0 and {len(lines)}."
            )
        lines[command.insert_line : command.insert_line] = command.insert_text.split("\n")
        held = self._write(path, "\n".join(lines), entry, "edited by Claude")
        return f"The file {path} has been edited.{held}"

    def delete(self, command: BetaMemoryTool20250818DeleteCommand) -> str:
        path = _path(command.path)
        if path == ROOT:
            raise ToolError(f"Cannot delete the {ROOT} directory itself.")
        files = self._files()
        gone = [p for p in files if p == path or p.startswith(path + "/")]
        if not gone:
            raise ToolError(f"The path {path} does not exist.")
        for name in gone:
            self.memory.forget(self.scope, files[name].id, reason=f"Claude deleted {name}")
        return f"Successfully deleted {path}"

    def rename(self, command: BetaMemoryTool20250818RenameCommand) -> str:
        old, new = _path(command.old_path), _path(command.new_path)
        if ROOT in (old, new):
            raise ToolError(f"Cannot rename the {ROOT} directory itself.")
        files = self._files()
        if new in files:
            raise ToolError(f"The destination {new} already exists.")
        moving = {p: new + p[len(old) :] for p in files if p == old or p.startswith(old + "/")}
        if not moving:
            raise ToolError(f"The path {old} does not exist.")
        for source, target in moving.items():
            entry = files[source]
            self._write(target, self._text(entry), entry, f"renamed by Claude from {source}")
        return f"Successfully renamed {old} to {new}"

    def clear_all_memory(self) -> str:
        """Forget every memory file of the scope (the other memories stay)."""
        for path, entry in self._files().items():
            self.memory.forget(self.scope, entry.id, reason=f"all memory files cleared ({path})")
        return "All memory cleared"

    def definition(self) -> dict[str, Any]:
        """The tool entry for ``tools=[...]`` of a Messages API request."""
        definition: dict[str, Any] = json.loads(json.dumps(self.to_dict()))
        return definition

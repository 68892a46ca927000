"""``episodic import``: check the whole file, then write it in batches that can be resumed."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterable
from typing import Any, cast, get_args

import click

from episodic import (
    Config,
    EntriesConfig,
    ImportFormat,
    Memory,
    NewEntry,
    PolicyError,
    Remembered,
    Scope,
    ValidationError,
    guess_format,
)
from episodic.cli.failures import MISUSE, Failure
from episodic.cli.history import export_options, format_option, import_export
from episodic.cli.jobs import model_options
from episodic.cli.options import (
    batch_size_option,
    db_option,
    embedder_option,
    open_writing,
    scope_options,
)
from episodic.cli.progress import Progress, Stopped, interrupted, stoppable

_ITEM_PREFIX = re.compile(r"^item \d+: ")


@click.command("import")
@click.argument("file", type=click.File("rb"))
@scope_options
@db_option
@embedder_option
@format_option
@export_options
@batch_size_option(500, "Items")
@click.option(
    "--strict",
    is_flag=True,
    help="Refuse the whole file when the gate or the write policy refuses any line (by "
    "default the other lines are stored and each refused one is reported). Entries only.",
)
@model_options
def import_(file: Any, scope: Scope, format_: str, strict: bool, **options: Any) -> None:
    """Import entries from a JSONL FILE, or another product's export ('-' reads stdin).

    Entries (the default --format): each line has "content" and optionally "evidence",
    "source", "thread", "occurred_at" and "expires_at" (ISO 8601 with a timezone),
    "metadata", "kind" and the event fields ("actor", "confidence", "source_trust",
    "privacy_class", "purpose", "resource_refs"). Lines printed by `episodic timeline --json`
    and `episodic export` are accepted as they are; entries they show as superseded, expired
    or held for review are left out (history is not restored as current). The write policy
    judges every line.

    The whole file is checked first: a malformed line is reported by its line number and
    nothing is written. A line the gate or the write policy refuses (a secret with no expiry,
    say) is a decision about its content: it is reported by its line number and reason, and
    the other lines are stored (--strict refuses the whole file instead). Items are then
    written in batches of --batch-size, each committed on its own. The import is resumable:
    if it stops (Ctrl-C, a crash) the committed batches stay, and running the same command
    again finishes it without storing any entry or evidence twice.

    Another product's export (--format chatgpt, claude, messages, mem0, langgraph or
    memories): each conversation becomes a thread, extracted like live turns, so every entry
    quotes the person's own words; each memory of another store is stored marked imported,
    with low confidence and no quote, held for review until a conversation grounds it. A
    record that cannot be read or is refused is reported by its position and the others go
    in; --dry-run stores nothing and prints what each record would give. Records stored
    before are skipped, so running it again adds nothing and resumes a run that stopped.
    """
    data = file.read()
    if format_ != "entries":
        if strict:
            raise Failure("--strict applies to entries only; leave it out.", MISUSE)
        import_export(data, cast(ImportFormat, format_), scope, **options)
        return
    _entries_only(data, options)
    _import_entries(data, scope, strict, options["db"], options["embedder"], options["batch_size"])


def _import_entries(
    data: bytes, scope: Scope, strict: bool, db: str, embedder: str, batch_size: int
) -> None:
    """The import of a JSONL file of entries (see :func:`import_`)."""
    items, line_numbers, skipped = _read(io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    if not items:
        extra = f" ({skipped} inactive entries left out)" if skipped else ""
        click.echo(f"Nothing to import: the file holds no active entries{extra}.")
        return
    config = Config(entries=EntriesConfig(write_batch_size=batch_size))
    with open_writing(db, embedder, config=config, worker=False) as memory:
        before = _counts(memory, scope)
        progress = Progress("import", "items committed")
        remembered = _write(memory, scope, items, line_numbers, progress, strict)
        progress.finish()
        after = _counts(memory, scope)
    new = after[0] - before[0]
    stored = len(items) - len(remembered.refused)
    click.echo(
        f"Imported {stored} items from {len(set(line_numbers))} lines: {new} new entries, "
        f"{stored - new} reinforced stored entries, {after[1] - before[1]} evidence rows "
        "added."
        + (f" Skipped {skipped} inactive entries (superseded, expired or held)." if skipped else "")
    )
    if remembered.refused:
        click.echo(f"Refused {len(remembered.refused)} items (not stored):", err=True)
        for refusal in remembered.refused:
            # In the line's words ("expires_at" on the line, not a keyword argument).
            reason = PolicyError(_ITEM_PREFIX.sub("", refusal.message)).said("import")
            click.echo(f"  line {line_numbers[refusal.index]}: {reason}", err=True)


def _entries_only(data: bytes, options: dict[str, Any]) -> None:
    """Refuse what only an export takes, and a file of another product given as entries."""
    given = [f"--{name.replace('_', '-')}" for name in ("person", "dry_run")
             if options[name]]  # fmt: skip
    if options["as_json"]:
        given.append("--json")
    if given:
        raise Failure(
            f"{', '.join(given)} apply to exports of other products; add --format "
            f"({', '.join(get_args(ImportFormat))}) or leave them out.",
            MISUSE,
        )
    guessed = guess_format(data) if data.lstrip()[:1] in (b"[", b"{") else None
    if guessed is not None:
        raise Failure(
            f"FILE looks like a {guessed} export, not JSONL of entries: add --format {guessed}.",
            MISUSE,
        )


def _read(lines: Iterable[str]) -> tuple[list[NewEntry], list[int], int]:
    """Every item of the file, the line it came from, and how many lines held an inactive
    entry (which import leaves out); a bad line fails the command."""
    items: list[NewEntry] = []
    numbers: list[int] = []
    skipped = number = 0
    try:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            parsed = _parse(line, number)
            skipped += not parsed
            items += parsed
            numbers += [number] * len(parsed)
    except UnicodeDecodeError as exc:
        raise Failure(f"line {number + 1}: not UTF-8 text; nothing was written.", MISUSE) from exc
    return items, numbers, skipped


def _parse(line: str, number: int) -> tuple[NewEntry, ...]:
    try:
        return NewEntry.from_dict(json.loads(line))
    except json.JSONDecodeError as exc:
        problem = f"not valid JSON ({exc.msg} at column {exc.colno})"
    except (ValidationError, TypeError) as exc:
        problem = str(exc)
    raise Failure(f"line {number}: {problem.rstrip('.')}; nothing was written.", MISUSE)


def _write(
    memory: Memory,
    scope: Scope,
    items: list[NewEntry],
    line_numbers: list[int],
    progress: Progress,
    strict: bool,
) -> Remembered:
    """Store the items, stopping cleanly between batches on the first Ctrl-C."""
    try:
        with stoppable(progress) as on_progress:
            return memory.remember_many(scope, items, on_progress=on_progress, strict=strict)
    except ValidationError as exc:
        index = getattr(exc, "index", None)
        if not isinstance(index, int):
            raise
        problem = _ITEM_PREFIX.sub("", exc.said("import"))
        raise Failure(
            f"line {line_numbers[index]}: {problem} Nothing was written.", MISUSE
        ) from exc
    except Stopped:
        raise interrupted(f"{progress.done} of {len(items)}", "items") from None
    except KeyboardInterrupt:
        raise interrupted(f"at least {progress.done} of {len(items)}", "items") from None


def _counts(memory: Memory, scope: Scope) -> tuple[int, int]:
    """The scope's entries and evidence rows."""
    found = memory.scopes(tenant=scope.tenant, agent=scope.agent, user=scope.user)
    return (found[0].entries, found[0].evidence) if found else (0, 0)

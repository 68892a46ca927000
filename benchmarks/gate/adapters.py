"""The gate as the scorer asks it, written against the public API of today (the baseline).

- ``screen``: ``Memory.remember(scope, text, evidence=text)`` on a SQLite file with the test
  embedder; the stored content, or ``None`` when the write policy refuses it.
- ``injection_outcome``: the same write; ``pending_review`` is ``held``, a refusal
  ``refused``, anything else ``active`` (with the stored content, so a changed text shows).
- ``modality_outcome`` / ``paste_outcome``: the evidence guard of one turn,
  ``Guard(messages, max_evidence_length=4000).check(note, "user_assertion", quote)``:
  no span is ``dropped``, a span marked ``hedged`` or ``pasted`` is ``marked``, else
  ``fact``.

Every write goes to a scope of its own, so that no case is deduplicated into another. Swap
this module (or pass another :class:`~benchmarks.gate.score.Gate`) to score the new gate.
"""

from __future__ import annotations

import atexit
import itertools
import tempfile
from collections.abc import Sequence
from pathlib import Path

from benchmarks.gate.score import Gate
from episodic import Memory, PolicyError, Scope
from episodic.governance.gate.evidence import Guard
from episodic.prompting.transcript import TurnMessage

_memory: Memory | None = None
_scopes = itertools.count()


def _open() -> Memory:
    global _memory
    if _memory is None:
        folder = Path(tempfile.mkdtemp(prefix="gate-bench-"))
        _memory = Memory.open(folder / "gate.db", embedder="test", worker=False)
        atexit.register(_memory.close)
    return _memory


def _write(text: str) -> tuple[str, str] | None:
    """Remember ``text`` in a fresh scope: (status, stored content), or None if refused."""
    scope = Scope(tenant="gate", agent="bench", user=f"u{next(_scopes)}")
    try:
        entry = _open().remember(scope, text, evidence=text)
    except PolicyError:
        return None
    return entry.status, entry.content


def screen(text: str) -> str | None:
    """The text as the memory stores it, or None when it is refused."""
    written = _write(text)
    return None if written is None else written[1]


def injection_outcome(text: str) -> tuple[str, str]:
    """``active``, ``held`` or ``refused``, with the stored text."""
    written = _write(text)
    if written is None:
        return "refused", ""
    status, content = written
    return ("held" if status == "pending_review" else "active"), content


def _guard_outcome(messages: Sequence[tuple[str, str]], quote: str, note: str) -> str:
    turn = [TurnMessage(f"m{i}", role, text) for i, (role, text) in enumerate(messages)]  # type: ignore[arg-type]
    span = Guard(turn, max_evidence_length=4000).check(note, "user_assertion", quote)
    if span is None:
        return "dropped"
    return "marked" if span.hedged or span.pasted else "fact"


def modality_outcome(messages: Sequence[tuple[str, str]], quote: str, note: str) -> str:
    """What the evidence guard makes of a note that cites ``quote``."""
    return _guard_outcome(messages, quote, note)


def paste_outcome(messages: Sequence[tuple[str, str]], quote: str, note: str) -> str:
    """Same as :func:`modality_outcome`: today's guard is the only place that looks."""
    return _guard_outcome(messages, quote, note)


def baseline() -> Gate:
    """The four callables above as one :class:`~benchmarks.gate.score.Gate`."""
    return Gate(screen, modality_outcome, paste_outcome, injection_outcome)

"""What the evidence guard makes of one note, in the four words the gate corpora use: ``fact``,
``marked`` (a guess, hearsay or someone else's words, stored marked), or the reason it was
dropped (``polarity``, ``hedge_as_fact``, ``unsupported``, ...)."""

from __future__ import annotations

from collections.abc import Sequence

from episodic.governance.gate.attribution import inside_paste
from episodic.governance.gate.evidence import Guard
from episodic.models import Role
from episodic.prompting.transcript import TurnMessage


def outcome(messages: Sequence[tuple[Role, str]], quote: str, note: str) -> str:
    """The guard's verdict on ``note`` citing ``quote`` in a turn of ``messages``."""
    turn = [TurnMessage(f"m{i}", role, text) for i, (role, text) in enumerate(messages)]
    guard = Guard(turn, max_evidence_length=4000)
    span = guard.check(note, "user_assertion", quote)
    if span is None:
        return next(iter(guard.verdicts.dropped))
    return "marked" if span.hedged or span.pasted else "fact"


def pasted(text: str, quote: str) -> bool:
    """Whether ``quote``, the first place it stands in ``text``, lies in someone else's words."""
    start = text.index(quote)
    return inside_paste(text, start, start + len(quote))

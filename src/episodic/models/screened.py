"""What the gate lets through: a draft, screened (see :mod:`episodic.governance.gate`).

The store's write functions for text that can reach a prompt take a :class:`Screened` value and
nothing else. Only the gate makes one (``tests/project/test_gate.py`` fails on any other module
that does), so a row that skipped the screen does not type-check.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

T = TypeVar("T")
U = TypeVar("U")

#: What the gate made of a draft.
Verdict = Literal["kept", "redacted", "held", "denied"]

# The gate's token; a Screened made without it is refused.
_SEAL = object()


@dataclass(frozen=True, slots=True)
class Screened(Generic[T]):
    """A draft as the gate let it through (or not).

    Attributes:
        value: The draft with every secret replaced by its label.
        verdict: ``kept`` (unchanged), ``redacted``, ``held`` (for review) or ``denied``.
        reasons: Why it was held or denied (``holds_secret``, ``addresses_model``, ...).
        found: The kinds of sensitive value found (``secret``, ``card_number``, ...).
        orders: Whether some text of it gives orders to a model.
        origin: Who wrote it (``remember``, ``job:update_profile``, ``log:after_turn``).
        where: The fields the findings were in, e.g. ``("metadata.api_key",)``.
        dropped: The pieces of a job's output left out because they gave orders to a model
            (an item of a list, or a text field, emptied).
    """

    value: T
    verdict: Verdict
    reasons: tuple[str, ...] = ()
    found: tuple[str, ...] = ()
    orders: bool = False
    origin: str = ""
    where: tuple[str, ...] = ()
    dropped: int = 0
    seal: object = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.seal is not _SEAL:
            raise TypeError("Screened values come from episodic.governance.gate.screen().")

    @property
    def stored(self) -> bool:
        """Whether the draft may be written (kept, redacted or held)."""
        return self.verdict != "denied"

    def derive(self, make: Callable[[T], U]) -> Screened[U]:
        """The row ``make`` builds from the screened value, still screened.

        ``make`` may add what the gate does not read (times, vectors, statuses, ids the
        runtime made); it must not add text.
        """
        return Screened(
            make(self.value),
            self.verdict,
            self.reasons,
            self.found,
            self.orders,
            self.origin,
            self.where,
            self.dropped,
            self.seal,
        )

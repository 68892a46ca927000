"""How an update changes a plan: checked first, applied to the newest version, pure.

The model of an update:

- ``goal`` and ``phase`` replace the current ones when given; a thread's first plan (or the
  first after :meth:`~episodic.plans.Plans.clear`) needs a goal.
- ``iteration`` sets the iteration count; ``next_iteration=True`` adds one to it.
- ``steps`` replaces the whole list of steps. An item that names the ``id`` of a current
  step keeps that id; the others get new ids. An ``index`` in an item is ignored (the list's
  order decides), so steps copied from ``get_plan``'s answer can be sent back.
- ``step_updates`` then changes steps one by one. An item with an ``id`` (or a 1-based
  ``index`` in the list as it stands) changes the fields it gives of that step; an item with
  neither adds a step at the end (a ``title`` is then required).

Step ids are ``s1``, ``s2``, ... in the order steps are added, never reused within a plan.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from episodic.errors import ValidationError
from episodic.models.plans import (
    MAX_GOAL_CHARS,
    MAX_ITERATION,
    MAX_NOTES_CHARS,
    MAX_PHASE_CHARS,
    MAX_TITLE_CHARS,
    STEP_STATUSES,
    PlanStep,
    StepStatus,
)
from episodic.models.validation import check_flag, check_id, check_sequence, check_text

_STEP_FIELDS = frozenset({"id", "title", "status", "notes"})
_UPDATE_FIELDS = frozenset({"id", "index", "title", "status", "notes"})
_NUMBERED = re.compile(r"^s(\d{1,9})$")


@dataclass(frozen=True, slots=True)
class StepChange:
    """One checked item of ``step_updates``: which step (none: a new one), and what to set."""

    id: str | None
    index: int | None
    title: str | None
    status: StepStatus | None
    notes: str | None


@dataclass(frozen=True, slots=True)
class PlanChange:
    """An update, checked: each field ``None`` when the update leaves it as it is."""

    goal: str | None = None
    phase: str | None = None
    iteration: int | None = None
    next_iteration: bool = False
    steps: tuple[StepChange, ...] | None = None
    step_updates: tuple[StepChange, ...] = ()


def check_change(
    goal: object,
    phase: object,
    iteration: object,
    next_iteration: object,
    steps: object,
    step_updates: object,
) -> PlanChange:
    """Check an update's arguments; raises :class:`ValidationError` saying what to send."""
    bump = check_flag(next_iteration, "next_iteration")
    if iteration is not None and bump:
        raise ValidationError("give iteration (a number) or next_iteration (true), not both.")
    change = PlanChange(
        goal=None if goal is None else _line(goal, "goal", MAX_GOAL_CHARS),
        phase=None if phase is None else _line(phase, "phase", MAX_PHASE_CHARS, blank=True),
        iteration=None if iteration is None else _iteration(iteration),
        next_iteration=bump,
        steps=None if steps is None else _steps(steps),
        step_updates=() if step_updates is None else _updates(step_updates),
    )
    if change == PlanChange():
        raise ValidationError(
            "the update changes nothing: give at least one of goal, phase, iteration, "
            "next_iteration, steps or step_updates."
        )
    return change


def apply_steps(
    current: Sequence[PlanStep], change: PlanChange, max_steps: int
) -> tuple[PlanStep, ...]:
    """The steps after ``change``; raises :class:`ValidationError` for an unknown step or
    when the plan would hold more than ``max_steps`` steps."""
    counter = _Counter(current)
    steps = list(current)
    if change.steps is not None:
        known = {step.id for step in current}
        steps = [_replacing(item, known, counter) for item in change.steps]
        _unique(steps)
    for item in change.step_updates:
        if item.id is None and item.index is None:
            if item.title is None:
                raise ValidationError(
                    "a step update without 'id' or 'index' adds a step and needs a 'title'."
                )
            steps.append(
                PlanStep(counter.next(), item.title, item.status or "pending", item.notes or "")
            )
            continue
        position = _position(steps, item)
        old = steps[position]
        steps[position] = replace(
            old,
            title=old.title if item.title is None else item.title,
            status=old.status if item.status is None else item.status,
            notes=old.notes if item.notes is None else item.notes,
        )
    if len(steps) > max_steps:
        raise ValidationError(
            f"the plan would have {len(steps)} steps; at most {max_steps} are allowed "
            "(PlansConfig.max_steps). Merge or drop finished steps."
        )
    return tuple(steps)


class _Counter:
    """Hands out step ids after the highest ``sN`` in use."""

    def __init__(self, steps: Sequence[PlanStep]) -> None:
        numbers = [int(m.group(1)) for s in steps if (m := _NUMBERED.match(s.id))]
        self._last = max(numbers, default=0)

    def next(self) -> str:
        self._last += 1
        return f"s{self._last}"


def _replacing(item: StepChange, known: set[str], counter: _Counter) -> PlanStep:
    if item.id is not None and item.id not in known:
        raise ValidationError(
            f"steps names the id {item.id!r:.60}, which is no current step; leave 'id' out "
            "for a new step."
        )
    return PlanStep(
        id=item.id or counter.next(),
        title=item.title or "",
        status=item.status or "pending",
        notes=item.notes or "",
    )


def _unique(steps: Sequence[PlanStep]) -> None:
    seen: set[str] = set()
    for step in steps:
        if step.id in seen:
            raise ValidationError(f"steps lists the id {step.id!r:.60} twice; give each once.")
        seen.add(step.id)


def _position(steps: Sequence[PlanStep], item: StepChange) -> int:
    if item.id is not None:
        for position, step in enumerate(steps):
            if step.id == item.id:
                return position
        ids = ", ".join(step.id for step in steps[:20]) or "none"
        raise ValidationError(
            f"no step has the id {item.id!r:.60} (the plan's step ids: {ids}); use one of "
            "them, or leave 'id' out to add a step."
        )
    assert item.index is not None
    if not 1 <= item.index <= len(steps):
        raise ValidationError(
            f"step index {item.index} is out of range: the plan has {len(steps)} steps, "
            "numbered from 1."
        )
    return item.index - 1


def _steps(value: object) -> tuple[StepChange, ...]:
    items = check_sequence(value, "steps")
    checked: list[StepChange] = []
    for number, item in enumerate(items, 1):
        if isinstance(item, PlanStep):
            item = {"id": item.id, "title": item.title, "status": item.status, "notes": item.notes}
        elif isinstance(item, Mapping) and "index" in item:
            # A step copied from get_plan's answer: the list's order places it, not its index.
            item = {key: value for key, value in item.items() if key != "index"}
        change = _item(item, f"steps item {number}", _STEP_FIELDS)
        if change.title is None:
            raise ValidationError(f"steps item {number} needs a 'title'.")
        checked.append(change)
    return tuple(checked)


def _updates(value: object) -> tuple[StepChange, ...]:
    items = check_sequence(value, "step_updates")
    return tuple(
        _item(item, f"step_updates item {number}", _UPDATE_FIELDS)
        for number, item in enumerate(items, 1)
    )


def _item(item: object, what: str, fields: frozenset[str]) -> StepChange:
    if not isinstance(item, Mapping):
        raise ValidationError(f'{what} must be an object such as {{"title": "..."}}.')
    unknown = sorted(str(key)[:40] for key in item if key not in fields)
    if unknown:
        raise ValidationError(
            f"{what} has unknown fields {unknown[:5]}; use only {sorted(fields)}."
        )
    if item.get("id") is not None and item.get("index") is not None:
        raise ValidationError(f"{what} gives both 'id' and 'index'; give one of them.")
    return StepChange(
        id=_optional(item, "id", lambda v: check_id(v, f"{what} id")),
        index=_optional(item, "index", lambda v: _index(v, what)),
        title=_optional(item, "title", lambda v: _line(v, f"{what} title", MAX_TITLE_CHARS)),
        status=_optional(item, "status", lambda v: _status(v, what)),
        notes=_optional(
            item, "notes", lambda v: _line(v, f"{what} notes", MAX_NOTES_CHARS, blank=True)
        ),
    )


def _optional(item: Mapping[str, Any], key: str, check: Any) -> Any:
    value = item.get(key)
    return None if value is None else check(value)


def _index(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValidationError(f"{what} index must be a whole number (1 is the first step).")
    return value


def _status(value: object, what: str) -> StepStatus:
    for status in STEP_STATUSES:
        if value == status:
            return status
    raise ValidationError(
        f"{what} status must be one of {', '.join(STEP_STATUSES)}; got {value!r:.40}."
    )


def _iteration(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_ITERATION:
        raise ValidationError(
            f"iteration must be a whole number from 0 to {MAX_ITERATION:,}; got {value!r:.40}."
        )
    return value


def _line(value: object, what: str, limit: int, *, blank: bool = False) -> str:
    """Text on one line: runs of whitespace, line breaks included, become one space."""
    return " ".join(check_text(value, what, limit=limit, blank=blank).split())

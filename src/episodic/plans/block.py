"""The ``<plan>`` block: a thread's goal, phase, iteration and numbered steps.

Only stored text, in stored order, with no time in it: an unchanged plan renders the same
bytes every turn. Steps keep their numbers (the ``index`` ``update_plan`` takes) even when
the block is shortened. Shortening gives up, in turn: the notes of finished steps, the
finished steps themselves (oldest first), the notes of the other steps, then the last
pending steps.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from episodic.models import Block, escape, render_block
from episodic.models.plans import FINISHED_STATUSES, Plan
from episodic.tokens import count_tokens

NAME = "plan"
_DESCRIPTION = (
    "The plan for the task in this conversation, as last recorded with update_plan: its goal, "
    "the phase it is in, how many times it was gone through, and each step with its status."
)
_GUIDANCE = (
    "Work from this plan. Call update_plan whenever a step starts, ends, fails or is dropped, "
    "or when the plan itself changes, so it stays true for the next turn.",
)


@dataclass(frozen=True, slots=True)
class _Cut:
    """What a shortened rendering leaves out."""

    finished_notes: bool = False
    finished: int = 0  # finished steps hidden, oldest first
    all_notes: bool = False
    tail: int = 0  # last steps (not finished) hidden


def plan_block(plan: Plan) -> Block | None:
    """The block for a version, or ``None`` for a cleared plan."""
    if plan.cleared:
        return None
    return _render(plan, _Cut())


def _render(plan: Plan, cut: _Cut) -> Block:
    lines = [f"Goal: {escape(plan.goal)}"]
    if plan.phase:
        lines.append(f"Phase: {escape(plan.phase)}")
    lines.append(f"Iteration: {plan.iteration}")
    lines += _step_lines(plan, cut)
    text = render_block(NAME, _DESCRIPTION, _GUIDANCE, lines)

    def shorten(limit: int) -> Block | None:
        for smaller in _cuts(plan, cut):
            block = _render(plan, smaller)
            if count_tokens(block.text) <= limit:
                return block
        return None

    return Block(name=NAME, text=text, shorten=shorten)


def _step_lines(plan: Plan, cut: _Cut) -> list[str]:
    if not plan.steps:
        return ["Steps: none yet"]
    finished = [i for i, s in enumerate(plan.steps) if s.status in FINISHED_STATUSES]
    hidden = set(finished[: cut.finished])
    others = [i for i, s in enumerate(plan.steps) if s.status not in FINISHED_STATUSES]
    hidden.update(others[len(others) - cut.tail :] if cut.tail else [])
    lines = ["Steps:"]
    if cut.finished:
        lines.append(f"({cut.finished} finished step{_s(cut.finished)} not shown)")
    for index, step in enumerate(plan.steps):
        if index in hidden:
            continue
        line = f"{index + 1}. [{step.status}] {escape(step.title)} (id {escape(step.id)})"
        done = step.status in FINISHED_STATUSES
        if step.notes and not cut.all_notes and not (done and cut.finished_notes):
            line += f": {escape(step.notes)}"
        lines.append(line)
    if cut.tail:
        lines.append(f"({cut.tail} later step{_s(cut.tail)} not shown)")
    return lines


def _cuts(plan: Plan, start: _Cut) -> Iterator[_Cut]:
    """Each next smaller rendering after ``start``, in the order things are given up."""
    finished = sum(1 for s in plan.steps if s.status in FINISHED_STATUSES)
    others = len(plan.steps) - finished
    cut = start
    if not cut.finished_notes:
        cut = _Cut(finished_notes=True)
        yield cut
    while cut.finished < finished:
        cut = _Cut(finished_notes=True, finished=cut.finished + 1)
        yield cut
    if not cut.all_notes:
        cut = _Cut(finished_notes=True, finished=finished, all_notes=True)
        yield cut
    while cut.tail < others:
        cut = _Cut(finished_notes=True, finished=finished, all_notes=True, tail=cut.tail + 1)
        yield cut


def _s(count: int) -> str:
    return "" if count == 1 else "s"

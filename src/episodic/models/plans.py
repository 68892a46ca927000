"""Plans: a thread's goal, phase, iteration count and steps, kept as a series of versions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, TypedDict

from episodic.models.scope import Scope

StepStatus = Literal["pending", "in_progress", "done", "failed", "skipped"]
#: The statuses a step may have.
STEP_STATUSES: tuple[StepStatus, ...] = ("pending", "in_progress", "done", "failed", "skipped")
#: Statuses of a step that needs no more work.
FINISHED_STATUSES: frozenset[str] = frozenset({"done", "failed", "skipped"})

PlanActor = Literal["agent", "operator"]
#: Who wrote a version: the agent (through the ``update_plan`` tool) or an ``operator``.
PLAN_ACTORS: tuple[PlanActor, ...] = ("agent", "operator")

#: Longest goal, in characters.
MAX_GOAL_CHARS = 1_000
#: Longest phase, in characters.
MAX_PHASE_CHARS = 200
#: Longest step title, in characters.
MAX_TITLE_CHARS = 300
#: Longest step notes, in characters.
MAX_NOTES_CHARS = 2_000
#: Highest iteration count.
MAX_ITERATION = 1_000_000


@dataclass(frozen=True, slots=True)
class PlanStep:
    """One step of a plan.

    Attributes:
        id: Its stable id within the plan (``s1``, ``s2``, ... unless the caller chose one).
        title: What the step does.
        status: ``pending``, ``in_progress``, ``done``, ``failed`` or ``skipped``.
        notes: What was found or why it ended as it did; may be empty.
    """

    id: str
    title: str
    status: StepStatus = "pending"
    notes: str = ""


class PlanChanges(TypedDict, total=False):
    """What ``plans.update`` may change; a part left out (or ``None``) keeps its value."""

    goal: str | None
    phase: str | None
    iteration: int | None
    next_iteration: bool
    steps: Sequence[PlanStep | Mapping[str, Any]] | None
    step_updates: Sequence[Mapping[str, Any]] | None


@dataclass(frozen=True, slots=True)
class Plan:
    """One version of a thread's plan.

    Attributes:
        scope: Whose thread.
        thread_id: The thread it belongs to.
        version: 1 for the first version, then one more for each change.
        goal: What the plan is for; empty only in a version that cleared the plan.
        phase: The stage the work is in, in the agent's words; may be empty.
        iteration: How many times the plan was gone through again (starts at 0).
        steps: The steps, in order.
        actor: ``agent`` or ``operator``.
        created_at: When it was written.
    """

    scope: Scope
    thread_id: str
    version: int
    goal: str
    phase: str
    iteration: int
    steps: tuple[PlanStep, ...]
    actor: PlanActor
    created_at: datetime

    @property
    def cleared(self) -> bool:
        """Whether this version cleared the plan (``plans.get`` then returns ``None``)."""
        return not self.goal

    def step(self, step_id: str) -> PlanStep | None:
        """The step with this id, or ``None``."""
        return next((step for step in self.steps if step.id == step_id), None)

    def to_dict(self) -> dict[str, Any]:
        """The plan as JSON-ready data (what ``get_plan`` and ``update_plan`` return)."""
        return {
            "goal": self.goal,
            "phase": self.phase,
            "iteration": self.iteration,
            "steps": [
                {
                    "index": number,
                    "id": s.id,
                    "title": s.title,
                    "status": s.status,
                    "notes": s.notes,
                }
                for number, s in enumerate(self.steps, 1)
            ],
            "version": self.version,
            "actor": self.actor,
            "updated_at": self.created_at.isoformat(),
        }

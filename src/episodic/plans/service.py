"""Plans: each thread's goal, phase, iteration and steps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Unpack

from episodic.errors import ValidationError
from episodic.governance.gate.screen import admit, screen
from episodic.jobs import Handler
from episodic.models import JobRequest, Turn
from episodic.models.plans import PLAN_ACTORS, Plan, PlanActor, PlanChanges
from episodic.models.scope import Scope
from episodic.plans.block import plan_block
from episodic.plans.edit import PlanChange, apply_steps, check_change
from episodic.runtime import Runtime, ThreadVersions
from episodic.stores import Tx
from episodic.stores import plans as rows


class Plans(ThreadVersions[Plan]):
    """``memory.plans``: each thread's plan, in every version.

    A plan belongs to one thread: a goal, the phase the work is in, an iteration count and
    ordered steps, each with a status (``pending``, ``in_progress``, ``done``, ``failed``,
    ``skipped``) and notes. The agent keeps it with the ``get_plan`` and ``update_plan``
    tools; it is stored like every other tier, so it outlives the process and any
    reconnection. Every change adds a version; the newest is the plan (``get`` answers
    ``None`` once it is cleared, while ``versions`` keeps the clearing as a version of its own).
    No model is involved, so plans work the same offline.

    Example:
        >>> from episodic import Memory, Scope
        >>> memory = Memory.open(":memory:", embedder="test")
        >>> scope = Scope(tenant="acme", agent="ops-bot", user="u-1")
        >>> plan = memory.plans.update(
        ...     scope, "t-1", goal="Rotate the API keys", step_updates=[{"title": "List keys"}]
        ... )
        >>> [(s.id, s.status) for s in plan.steps]
        [('s1', 'pending')]
        >>> memory.close()

    Args:
        runtime: The store, embedder, models, settings and clock.
    """

    def __init__(self, runtime: Runtime) -> None:
        enabled = runtime.config.plans.enabled
        super().__init__(
            runtime, "plans", PLAN_ACTORS, history=rows.versions, block=plan_block, enabled=enabled
        )
        #: The handlers of this tier's background jobs (plans have none).
        self.handlers: tuple[Handler, ...] = ()

    def _current(self, tx: Tx, scope: Scope, thread: str) -> Plan | None:
        plan = rows.latest(tx, scope, thread)
        return None if plan is None or plan.cleared else plan

    def update(
        self,
        scope: Scope,
        thread: str,
        *,
        actor: PlanActor = "operator",
        **parts: Unpack[PlanChanges],
    ) -> Plan:
        """Change the thread's plan (or start one), adding a version.

        What is left as ``None`` stays as it is. ``steps`` replaces the list of steps (each
        ``{"title", "status"?, "notes"?, "id"?}``; an ``id`` keeps that current step's id).
        ``step_updates`` then changes steps one at a time: ``{"id": "s2", "status": "done"}``
        or ``{"index": 2, ...}`` (1-based) changes the fields it gives; an item with neither
        adds a step. See :mod:`episodic.plans.edit`.

        Args:
            scope: Whose thread.
            thread: The thread.
            goal: What the plan is for; required to start a plan.
            phase: The stage the work is in ('' clears it).
            iteration: Set the iteration count.
            next_iteration: Add one to the iteration count.
            steps: The new list of steps.
            step_updates: Changes to single steps, applied after ``steps``.
            actor: Recorded as who changed it: ``operator`` (default) or ``agent`` (the
                ``update_plan`` tool).

        Returns:
            The new version (the current one when the update changes nothing in it).

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: An argument is malformed, a step is unknown, the plan would
                exceed ``PlansConfig.max_steps``, or a new plan has no goal; nothing is
                written.
        """
        self._check(scope, thread, actor, "update", parts, PlanChanges.__annotations__)
        change = admit(
            check_change(
                parts.get("goal"),
                parts.get("phase"),
                parts.get("iteration"),
                parts.get("next_iteration", False),
                parts.get("steps"),
                parts.get("step_updates"),
            ),
            store=self._runtime.store,
            scope=scope,
            now=self._runtime.now(),
            origin="plans.update" if actor == "operator" else "tool:update_plan",
            tier="plans",
            what="The plan update",
        )
        return self._versioned(
            lambda: self._write(scope, thread, change, actor), f"The plan of thread {thread!r}"
        )

    def clear(self, scope: Scope, thread: str, *, actor: PlanActor = "operator") -> bool:
        """Clear the thread's plan: ``get`` returns ``None`` until a new one is started.
        History is kept (the clearing is a version of its own). Returns whether there was a
        plan to clear.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The thread id is malformed.
        """
        self._check(scope, thread, actor, "clear")
        now = self._runtime.now()
        with self._runtime.store.write() as tx:
            current = rows.latest(tx, scope, thread)
            if current is None or current.cleared:
                return False
            empty = Plan(scope, thread, current.version + 1, "", "", 0, (), actor, now)
            rows.insert(tx, screen(empty, origin="plans.clear", tier="plans", by="job"))
        return True

    def _write(self, scope: Scope, thread: str, change: PlanChange, actor: PlanActor) -> Plan:
        now = self._runtime.now()
        max_steps = self._runtime.config.plans.max_steps
        with self._runtime.store.write() as tx:
            current = rows.latest(tx, scope, thread)
            live = None if current is None or current.cleared else current
            if live is None and change.goal is None:
                raise ValidationError(
                    f"thread {thread!r:.60} has no plan yet; start one with a 'goal' (and its "
                    "steps)."
                )
            base = live or Plan(scope, thread, 0, "", "", 0, (), actor, now)
            iteration = base.iteration + 1 if change.next_iteration else change.iteration
            new = Plan(
                scope=scope,
                thread_id=thread,
                version=(0 if current is None else current.version) + 1,
                goal=base.goal if change.goal is None else change.goal,
                phase=base.phase if change.phase is None else change.phase,
                iteration=base.iteration if iteration is None else iteration,
                steps=apply_steps(base.steps, change, max_steps),
                actor=actor,
                created_at=now,
            )
            if live is not None and _same(live, new):
                return live
            # What changed was admitted above; the rest passed the gate when it was written.
            screened = screen(new, origin="plans.update", tier="plans", by="job")
            rows.insert(tx, screened)
        return screened.value

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """Plans ask for no background work (a turn follower with nothing to follow)."""
        return []


def _same(old: Plan, new: Plan) -> bool:
    """Whether two versions hold the same plan."""
    return (old.goal, old.phase, old.iteration, old.steps) == (
        new.goal,
        new.phase,
        new.iteration,
        new.steps,
    )

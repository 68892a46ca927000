"""Plan rows: every version of each thread's plan, written once for every backend.

Versions are append-only; the newest one is the plan. Clearing a plan adds a version with an
empty goal and no steps, so its history stays.
"""

from __future__ import annotations

from typing import Any

from episodic.models import Scope
from episodic.models.plans import STEP_STATUSES, Plan, PlanStep, StepStatus
from episodic.models.screened import Screened
from episodic.stores.base import Tx
from episodic.stores.scoped import POSTGRES_THREAD_VERSION, SQLITE_THREAD_VERSION, scope_values
from episodic.stores.step import Step
from episodic.stores.versions import newest

_COLUMNS = "version, goal, phase, iteration, steps, actor, created_at"


def latest(tx: Tx, scope: Scope, thread_id: str) -> Plan | None:
    """The thread's newest version (possibly a cleared one), or ``None`` before the first."""
    found = newest(tx, "plan_versions", _COLUMNS, scope, thread_id, 1)
    return _plan(tx, scope, thread_id, found[0]) if found else None


def versions(tx: Tx, scope: Scope, thread_id: str, limit: int) -> list[Plan]:
    """The thread's newest ``limit`` versions, newest first."""
    rows = newest(tx, "plan_versions", _COLUMNS, scope, thread_id, limit)
    return [_plan(tx, scope, thread_id, row) for row in rows]


def insert(tx: Tx, screened: Screened[Plan]) -> None:
    """Add a version as the gate let it through; a version number already taken raises the
    driver's integrity error."""
    plan = screened.value
    steps = [
        {"id": s.id, "title": s.title, "status": s.status, "notes": s.notes} for s in plan.steps
    ]
    tx.execute(
        "INSERT INTO plan_versions (tenant_id, agent_id, user_id, thread_id, version, goal, "
        "phase, iteration, steps, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            *scope_values(plan.scope, "plans"),
            *(plan.thread_id, plan.version, plan.goal, plan.phase, plan.iteration),
            *(tx.dialect.json(steps), plan.actor, tx.dialect.time(plan.created_at)),
        ),
    )


def _plan(tx: Tx, scope: Scope, thread_id: str, row: tuple[Any, ...]) -> Plan:
    version, goal, phase, iteration, steps, actor, created_at = row
    return Plan(
        scope=scope,
        thread_id=thread_id,
        version=int(version),
        goal=str(goal),
        phase=str(phase),
        iteration=int(iteration),
        steps=tuple(_step(item) for item in tx.dialect.read_json(steps)),
        actor="agent" if actor == "agent" else "operator",
        created_at=tx.dialect.read_time(created_at),
    )


def _step(item: dict[str, Any]) -> PlanStep:
    status = str(item.get("status", "pending"))
    known: StepStatus = next((s for s in STEP_STATUSES if s == status), "pending")
    return PlanStep(
        id=str(item["id"]),
        title=str(item["title"]),
        status=known,
        notes=str(item.get("notes", "")),
    )


STEP = Step(
    9,
    "plan versions",
    {
        "sqlite": f"""
        CREATE TABLE plan_versions (
            {SQLITE_THREAD_VERSION},
            goal TEXT NOT NULL,
            phase TEXT NOT NULL DEFAULT '',
            iteration INTEGER NOT NULL DEFAULT 0,
            steps TEXT NOT NULL DEFAULT '[]',
            actor TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX plan_versions_scope_thread_version
            ON plan_versions (tenant_id, agent_id, user_id, thread_id, version)
        """,
        "postgres": f"""
        CREATE TABLE plan_versions (
            {POSTGRES_THREAD_VERSION},
            goal text NOT NULL,
            phase text NOT NULL DEFAULT '',
            iteration integer NOT NULL DEFAULT 0,
            steps jsonb NOT NULL DEFAULT '[]',
            actor text NOT NULL,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, thread_id, version)
        )
        """,
    },
)

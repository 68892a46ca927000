"""Plan rows: every version of each thread's plan, written once for every backend."""

from __future__ import annotations

from episodic.stores.step import Step

STEP = Step(
    9,
    "plan versions",
    {
        "sqlite": """
        CREATE TABLE plan_versions (
            rowid INTEGER PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            version INTEGER NOT NULL,
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
        "postgres": """
        CREATE TABLE plan_versions (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text NOT NULL,
            version integer NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
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

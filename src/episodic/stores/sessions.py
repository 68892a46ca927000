"""Session memory rows: every version of each thread's session memory, written once."""

from __future__ import annotations

from episodic.stores.step import Step

STEP = Step(
    7,
    "session memory versions",
    {
        "sqlite": """
        CREATE TABLE session_versions (
            rowid INTEGER PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            objective TEXT NOT NULL DEFAULT '',
            state TEXT NOT NULL DEFAULT '',
            decisions TEXT NOT NULL DEFAULT '[]',
            follow_ups TEXT NOT NULL DEFAULT '[]',
            actor TEXT NOT NULL,
            source_key TEXT,
            created_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX session_versions_scope_thread_version
            ON session_versions (tenant_id, agent_id, user_id, thread_id, version)
        """,
        "postgres": """
        CREATE TABLE session_versions (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text NOT NULL,
            version integer NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            objective text NOT NULL DEFAULT '',
            state text NOT NULL DEFAULT '',
            decisions jsonb NOT NULL DEFAULT '[]',
            follow_ups jsonb NOT NULL DEFAULT '[]',
            actor text NOT NULL,
            source_key text,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, thread_id, version)
        )
        """,
    },
)

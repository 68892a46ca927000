"""Profile rows: every version of each user's profile, written once for every backend."""

from __future__ import annotations

from episodic.stores.step import Step

STEP = Step(
    6,
    "user profile versions",
    {
        "sqlite": """
        CREATE TABLE profile_versions (
            rowid INTEGER PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            content TEXT NOT NULL,
            actor TEXT NOT NULL,
            changes TEXT NOT NULL DEFAULT '[]',
            reason TEXT,
            thread_id TEXT,
            source_key TEXT,
            created_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX profile_versions_scope_version
            ON profile_versions (tenant_id, agent_id, user_id, version)
        """,
        "postgres": """
        CREATE TABLE profile_versions (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            version integer NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            content text NOT NULL,
            actor text NOT NULL,
            changes jsonb NOT NULL DEFAULT '[]',
            reason text,
            thread_id text,
            source_key text,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, version)
        )
        """,
    },
)

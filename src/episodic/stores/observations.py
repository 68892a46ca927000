"""Observation rows: each thread's observations and how far its messages are observed."""

from __future__ import annotations

from episodic.stores.step import Step

STEP = Step(
    8,
    "observations and each thread's observation state",
    {
        "sqlite": """
        CREATE TABLE observations (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            content TEXT NOT NULL,
            priority TEXT NOT NULL,
            observed_at TEXT NOT NULL,
            created_at TEXT NOT NULL,
            first_message_id TEXT,
            last_message_id TEXT,
            first_seq INTEGER NOT NULL,
            last_seq INTEGER NOT NULL,
            level INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'active',
            superseded_by TEXT,
            tokens INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX observations_scope_thread
            ON observations (tenant_id, agent_id, user_id, thread_id, status, rowid);

        CREATE TABLE observation_threads (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            observed_seq INTEGER NOT NULL DEFAULT 0,
            buffered_seq INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, thread_id)
        )
        """,
        "postgres": """
        CREATE TABLE observations (
            tenant_id text NOT NULL,
            id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text NOT NULL,
            content text NOT NULL,
            priority text NOT NULL,
            observed_at timestamptz NOT NULL,
            created_at timestamptz NOT NULL,
            first_message_id text,
            last_message_id text,
            first_seq bigint NOT NULL,
            last_seq bigint NOT NULL,
            level integer NOT NULL DEFAULT 0,
            status text NOT NULL DEFAULT 'active',
            superseded_by text,
            tokens integer NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant_id, id)
        );
        CREATE INDEX observations_scope_thread
            ON observations (tenant_id, agent_id, user_id, thread_id, status, rowid);

        CREATE TABLE observation_threads (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            thread_id text NOT NULL,
            observed_seq bigint NOT NULL DEFAULT 0,
            buffered_seq bigint NOT NULL DEFAULT 0,
            updated_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, thread_id)
        )
        """,
    },
)

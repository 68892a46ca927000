"""Numbered schema steps for the SQLite store, applied in order on open.

Each step runs once and is recorded in ``schema_migrations``. Never edit a released step: add
the next number.
"""

from __future__ import annotations

# unicode61 would split on these; keeping them inside tokens lets identifiers such as
# tier=enterprise_plus or WF-QBR-4792 survive as single index terms.
FTS_TOKEN_CHARS = "_-=#./:@+"

SQLITE_MIGRATIONS: tuple[tuple[int, str, str], ...] = (
    (
        1,
        "entries, sources and the lexical index",
        f"""
        CREATE TABLE entries (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            content TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            kind TEXT NOT NULL DEFAULT 'case',
            status TEXT NOT NULL DEFAULT 'active',
            superseded_by TEXT,
            thread_id TEXT,
            occurred_at TEXT NOT NULL,
            recorded_at TEXT NOT NULL,
            last_seen_at TEXT NOT NULL,
            confidence REAL,
            source_trust TEXT,
            privacy_class TEXT,
            purpose TEXT NOT NULL DEFAULT '[]',
            expires_at TEXT,
            episode_id TEXT,
            embedding_model TEXT,
            embedding BLOB,
            metadata TEXT NOT NULL DEFAULT '{{}}'
        );
        CREATE UNIQUE INDEX entries_scope_hash
            ON entries (tenant_id, agent_id, user_id, content_hash);
        CREATE INDEX entries_scope_status ON entries (tenant_id, agent_id, user_id, status);
        CREATE INDEX entries_scope_occurred ON entries (tenant_id, agent_id, user_id, occurred_at);

        CREATE TABLE entry_sources (
            id INTEGER PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            entry_id TEXT NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
            label TEXT NOT NULL,
            evidence TEXT,
            thread_id TEXT,
            message_id TEXT,
            role TEXT,
            start_offset INTEGER,
            end_offset INTEGER,
            recorded_at TEXT NOT NULL
        );
        CREATE INDEX entry_sources_entry ON entry_sources (tenant_id, agent_id, user_id, entry_id);

        -- Bumped in the same transaction as every write, so each process can tell whether its
        -- in-memory vector matrix for a scope is still current. revision counts every write,
        -- rewrites counts changes other than appends (those force a full reload).
        CREATE TABLE scope_state (
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            revision INTEGER NOT NULL DEFAULT 0,
            rewrites INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );

        -- The durable tokenized copy of each entry (see episodic.ranking.tokenize).
        CREATE VIRTUAL TABLE entries_fts USING fts5(
            scope, terms, tokenize = "unicode61 tokenchars '{FTS_TOKEN_CHARS}'"
        );
        """,
    ),
    (
        2,
        "conversation messages and the durable job queue",
        """
        CREATE TABLE messages (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            role TEXT NOT NULL,
            content TEXT NOT NULL,
            created_at TEXT NOT NULL,
            turn_key TEXT NOT NULL,
            position INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX messages_scope_id ON messages (tenant_id, agent_id, user_id, id);
        CREATE INDEX messages_scope_thread
            ON messages (tenant_id, agent_id, user_id, thread_id, created_at);
        CREATE INDEX messages_scope_turn ON messages (tenant_id, agent_id, user_id, turn_key);

        CREATE TABLE jobs (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            user_id TEXT NOT NULL,
            thread_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            turn_key TEXT NOT NULL,
            status TEXT NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0,
            max_attempts INTEGER NOT NULL,
            last_error TEXT,
            run_after TEXT NOT NULL,
            lease_owner TEXT,
            lease_expires_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            result TEXT NOT NULL DEFAULT '{}'
        );
        CREATE UNIQUE INDEX jobs_scope_turn ON jobs (tenant_id, agent_id, user_id, turn_key);
        CREATE INDEX jobs_runnable ON jobs (status, run_after)
        """,
    ),
)

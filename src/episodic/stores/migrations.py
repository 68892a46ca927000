"""Numbered schema steps and the runner that applies them, for every backend.

Each step runs once, in order, inside the opening transaction, and is recorded in
``schema_migrations``; several processes opening one database at once apply it exactly once
(SQLite: the write lock; PostgreSQL: an advisory lock). Never edit a released step: add the
next number. A step holds one script per backend, because their column types, identity columns
and indexes are spelled differently; the rows that fill the tables are written once
(``episodic.stores.entries`` and its siblings).

PostgreSQL notes: ``tenant_id`` leads every key and index (a distributed PostgreSQL such as
Citus shards by it); ``rowid`` is an internal, insertion-ordered tie-breaker like SQLite's.
Vectors live in an untyped ``vector`` column with their dimension beside them, because the
embedder, not the schema, fixes it; a scope's HNSW index is built when it first grows too large
to scan exactly (see ``episodic.stores.postgres.schema.ScopeIndexes``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime

from episodic.stores import (
    audit,
    entries,
    entry_index,
    entry_sentences,
    episodes,
    erasure,
    forgets,
    imports,
    installation,
    jobs,
    message_index,
    messages,
    observations,
    plans,
    profiles,
    sessions,
)
from episodic.stores.base import Tx
from episodic.stores.scoped import POSTGRES_THREAD_RECORD, SQLITE_THREAD_RECORD
from episodic.stores.step import Step

__all__ = ["FTS_TOKEN_CHARS", "STEPS", "Step", "migrate", "pending", "statements"]


_JOURNAL = {
    "sqlite": "CREATE TABLE IF NOT EXISTS schema_migrations "
    "(number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    "postgres": "CREATE TABLE IF NOT EXISTS schema_migrations (number integer PRIMARY KEY, "
    "name text NOT NULL, applied_at timestamptz NOT NULL)",
}


def migrate(tx: Tx, steps: Sequence[Step] | None = None) -> list[int]:
    """Apply every step the database has not recorded yet; returns their numbers.

    Call inside a write transaction that keeps other processes out until it commits.

    Args:
        tx: The opening transaction.
        steps: The steps to apply, in order; :data:`STEPS` unless given.
    """
    dialect = tx.dialect
    tx.execute(_JOURNAL[dialect.name])
    done = {int(row[0]) for row in tx.all("SELECT number FROM schema_migrations")}
    applied = []
    for step in pending(done, steps):
        for statement in statements(step.scripts[dialect.name]):
            tx.execute(statement)
        if step.rows is not None:
            step.rows(tx)
        tx.execute(
            "INSERT INTO schema_migrations (number, name, applied_at) VALUES (?, ?, ?)",
            (step.number, step.name, dialect.time(datetime.now(UTC))),
        )
        applied.append(step.number)
    return applied


def pending(done: Iterable[int], steps: Sequence[Step] | None = None) -> list[Step]:
    """The steps (:data:`STEPS` unless given) whose numbers are not among ``done``."""
    applied = set(done)
    return [step for step in (STEPS if steps is None else steps) if step.number not in applied]


def statements(script: str) -> Iterator[str]:
    """Split a script into statements (ours never put ';' inside a literal)."""
    for part in script.split(";"):
        if part.strip():
            yield part.strip()


# unicode61 would split on these; keeping them inside tokens lets identifiers such as
# tier=enterprise_plus or WF-QBR-4792 survive as single index terms. (Step 3 dropped the FTS5
# table; the constant stays because step 1 is released as it is.)
FTS_TOKEN_CHARS = "_-=#./:@+"

# Step 2's indexes of the messages table, the same on both backends.
_MESSAGE_INDEXES = """CREATE INDEX messages_scope_thread
            ON messages (tenant_id, agent_id, user_id, thread_id, created_at);
        CREATE INDEX messages_scope_turn ON messages (tenant_id, agent_id, user_id, turn_key);"""

_CORE: tuple[Step, ...] = (
    Step(
        1,
        "entries, sources and the lexical index",
        {
            "sqlite": f"""
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

        -- The durable tokenized copy of each entry (see episodic.retrieval.tokenizer).
        CREATE VIRTUAL TABLE entries_fts USING fts5(
            scope, terms, tokenize = "unicode61 tokenchars '{FTS_TOKEN_CHARS}'"
        );
        """,
            "postgres": """
        CREATE TABLE entries (
            tenant_id text NOT NULL,
            id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            content text NOT NULL,
            content_hash text NOT NULL,
            kind text NOT NULL DEFAULT 'case',
            status text NOT NULL DEFAULT 'active',
            superseded_by text,
            thread_id text,
            occurred_at timestamptz NOT NULL,
            recorded_at timestamptz NOT NULL,
            last_seen_at timestamptz NOT NULL,
            confidence double precision,
            source_trust text,
            privacy_class text,
            purpose text[] NOT NULL DEFAULT '{}',
            expires_at timestamptz,
            episode_id text,
            embedding_model text,
            embedding_dim integer,
            embedding vector,
            -- The entry's terms (episodic.retrieval.tokenizer), space-joined: BM25 needs term
            -- counts and lengths, which a tsvector without positions does not keep.
            terms text NOT NULL DEFAULT '',
            -- The scope's revision that wrote the row (see scope_state).
            revision bigint NOT NULL DEFAULT 0,
            lexemes tsvector NOT NULL DEFAULT ''::tsvector,
            metadata json NOT NULL DEFAULT '{}',
            PRIMARY KEY (tenant_id, id)
        );
        -- Keep whole rows (a 384-float vector is 1.5 kB) in the table page instead of moving
        -- the vector out to TOAST once a row passes 2 kB: an exact scan would otherwise pay
        -- a TOAST lookup per row, about ten times the cost of the distance itself.
        ALTER TABLE entries SET (toast_tuple_target = 8160);
        CREATE UNIQUE INDEX entries_scope_hash
            ON entries (tenant_id, agent_id, user_id, content_hash);
        CREATE INDEX entries_scope_status ON entries (tenant_id, agent_id, user_id, status);
        CREATE INDEX entries_scope_occurred ON entries (tenant_id, agent_id, user_id, occurred_at);
        CREATE INDEX entries_scope_revision ON entries (tenant_id, agent_id, user_id, revision);
        -- Lexemes are the entry's terms prefixed with a short scope key, so each GIN posting
        -- list holds one scope's rows (GIN cannot lead with tenant_id without btree_gin).
        CREATE INDEX entries_lexemes ON entries USING gin (lexemes);

        CREATE TABLE entry_sources (
            tenant_id text NOT NULL,
            id bigint GENERATED ALWAYS AS IDENTITY,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            entry_id text NOT NULL,
            label text NOT NULL,
            evidence text,
            thread_id text,
            message_id text,
            role text,
            start_offset integer,
            end_offset integer,
            recorded_at timestamptz NOT NULL,
            PRIMARY KEY (tenant_id, id),
            FOREIGN KEY (tenant_id, entry_id) REFERENCES entries (tenant_id, id) ON DELETE CASCADE
        );
        CREATE INDEX entry_sources_entry ON entry_sources (tenant_id, agent_id, user_id, entry_id);

        -- Per-scope BM25 statistics over active entries, kept in the writing transaction so
        -- every scope scores as its own corpus, exactly as the SQLite store does. Each write
        -- takes the scope's row lock first and bumps revision, so revisions follow commit
        -- order and a process can read just the rows written since the revision it last saw;
        -- rewrites counts changes other than appends (those force a full reload).
        CREATE TABLE scope_state (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            revision bigint NOT NULL DEFAULT 0,
            rewrites bigint NOT NULL DEFAULT 0,
            documents bigint NOT NULL DEFAULT 0,
            total_terms bigint NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant_id, agent_id, user_id)
        );
        CREATE TABLE scope_terms (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            term text NOT NULL,
            documents bigint NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, term)
        )
        """,
        },
    ),
    Step(
        2,
        "conversation messages and the durable job queue",
        {
            "sqlite": f"""
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
        {_MESSAGE_INDEXES}

        CREATE TABLE jobs (
            {SQLITE_THREAD_RECORD},
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
            result TEXT NOT NULL DEFAULT '{{}}'
        );
        CREATE UNIQUE INDEX jobs_scope_turn ON jobs (tenant_id, agent_id, user_id, turn_key);
        CREATE INDEX jobs_runnable ON jobs (status, run_after)
        """,
            "postgres": f"""
        CREATE TABLE messages (
            tenant_id text NOT NULL,
            agent_id text NOT NULL,
            user_id text NOT NULL,
            id text NOT NULL,
            rowid bigint GENERATED ALWAYS AS IDENTITY,
            thread_id text NOT NULL,
            role text NOT NULL,
            content text NOT NULL,
            created_at timestamptz NOT NULL,
            turn_key text NOT NULL,
            position integer NOT NULL,
            PRIMARY KEY (tenant_id, agent_id, user_id, id)
        );
        {_MESSAGE_INDEXES}

        CREATE TABLE jobs (
            {POSTGRES_THREAD_RECORD},
            kind text NOT NULL,
            turn_key text NOT NULL,
            status text NOT NULL,
            attempts integer NOT NULL DEFAULT 0,
            max_attempts integer NOT NULL,
            last_error text,
            run_after timestamptz NOT NULL,
            lease_owner text,
            lease_expires_at timestamptz,
            created_at timestamptz NOT NULL,
            updated_at timestamptz NOT NULL,
            result jsonb NOT NULL DEFAULT '{{}}',
            PRIMARY KEY (tenant_id, id)
        );
        CREATE UNIQUE INDEX jobs_scope_turn ON jobs (tenant_id, agent_id, user_id, turn_key);
        -- The two indexes that do not lead with tenant_id: workers claim across all tenants
        -- and operators retry by id alone (see docs/postgres.md on sharding the queue).
        CREATE INDEX jobs_runnable ON jobs (run_after, rowid)
            WHERE status IN ('pending', 'running');
        CREATE INDEX jobs_id ON jobs (id)
        """,
        },
    ),
    Step(
        3,
        "generic jobs, and terms kept in each entry row",
        {
            "sqlite": """
        -- Each entry keeps its own terms (the FTS5 table only held them, at an extra index's
        -- write cost, for the in-process BM25 index) and the scope revision that wrote it.
        ALTER TABLE entries ADD COLUMN terms TEXT NOT NULL DEFAULT '';
        ALTER TABLE entries ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
        UPDATE entries SET terms = coalesce(
            (SELECT f.terms FROM entries_fts AS f WHERE f.rowid = entries.rowid), '');
        DROP TABLE entries_fts;

        -- Jobs become (kind, key, payload). A turn's extraction job keeps its turn and the
        -- memory that was injected for it in the payload. That memory used to be stored as
        -- messages of role known_memory.
        CREATE TABLE jobs_v3 (
            rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,
            tenant_id TEXT NOT NULL, agent_id TEXT, user_id TEXT, thread_id TEXT,
            kind TEXT NOT NULL, key TEXT NOT NULL, payload TEXT NOT NULL DEFAULT '{}',
            status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
            max_attempts INTEGER NOT NULL, last_error TEXT, run_after TEXT NOT NULL,
            lease_owner TEXT, lease_expires_at TEXT,
            created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
            result TEXT NOT NULL DEFAULT '{}'
        );
        INSERT INTO jobs_v3 (rowid, id, tenant_id, agent_id, user_id, thread_id, kind, key,
            payload, status, attempts, max_attempts, last_error, run_after, lease_owner,
            lease_expires_at, created_at, updated_at, result)
        SELECT j.rowid, j.id, j.tenant_id, j.agent_id, j.user_id, j.thread_id,
            'extract_entries', j.turn_key,
            json_object('turn', j.turn_key, 'known', (
                SELECT json_group_array(m.content) FROM messages AS m
                WHERE m.tenant_id = j.tenant_id AND m.agent_id = j.agent_id
                  AND m.user_id = j.user_id AND m.turn_key = j.turn_key
                  AND m.role = 'known_memory')),
            j.status, j.attempts, j.max_attempts, j.last_error, j.run_after, j.lease_owner,
            j.lease_expires_at, j.created_at, j.updated_at, j.result
        FROM jobs AS j;
        DROP TABLE jobs;
        ALTER TABLE jobs_v3 RENAME TO jobs;
        CREATE UNIQUE INDEX jobs_key ON jobs (tenant_id, kind, key);
        CREATE INDEX jobs_runnable ON jobs (status, run_after);

        DELETE FROM messages WHERE role = 'known_memory';
        -- One row per position of a turn: storing a turn again (or twice at once) adds nothing.
        DROP INDEX messages_scope_turn;
        CREATE UNIQUE INDEX messages_scope_turn
            ON messages (tenant_id, agent_id, user_id, turn_key, position)
        """,
            "postgres": """
        ALTER TABLE jobs RENAME COLUMN turn_key TO key;
        ALTER TABLE jobs
            ALTER COLUMN agent_id DROP NOT NULL,
            ALTER COLUMN user_id DROP NOT NULL,
            ALTER COLUMN thread_id DROP NOT NULL,
            ADD COLUMN payload jsonb NOT NULL DEFAULT '{}';
        UPDATE jobs AS j SET kind = 'extract_entries', payload = jsonb_build_object(
            'turn', j.key,
            'known', coalesce((
                SELECT jsonb_agg(m.content ORDER BY m.position) FROM messages AS m
                WHERE m.tenant_id = j.tenant_id AND m.agent_id = j.agent_id
                  AND m.user_id = j.user_id AND m.turn_key = j.key
                  AND m.role = 'known_memory'), '[]'::jsonb))
        WHERE kind = 'extract_turn';
        DROP INDEX jobs_scope_turn;
        CREATE UNIQUE INDEX jobs_key ON jobs (tenant_id, kind, key);

        DELETE FROM messages WHERE role = 'known_memory';
        DROP INDEX messages_scope_turn;
        CREATE UNIQUE INDEX messages_scope_turn
            ON messages (tenant_id, agent_id, user_id, turn_key, position)
        """,
        },
    ),
    Step(
        4,
        "the facts key of each entry, for similarity dedupe",
        {
            # A digest of the note's identifiers and numbers (episodic.retrieval.facts): similar
            # notes merge only when it is equal, so the candidates are found by this index.
            # Rows written before it are NULL and get their key on the next write to their
            # scope.
            "sqlite": """
        ALTER TABLE entries ADD COLUMN facts_key TEXT;
        CREATE INDEX entries_scope_facts ON entries (tenant_id, agent_id, user_id, facts_key)
        """,
            "postgres": """
        ALTER TABLE entries ADD COLUMN facts_key text;
        CREATE INDEX entries_scope_facts ON entries (tenant_id, agent_id, user_id, facts_key)
        """,
        },
    ),
)

# Step 10's hash indexes, the same on both backends.
_HASH_INDEXES = """\
        DROP INDEX entries_scope_hash;
        CREATE INDEX entries_scope_hash ON entries (tenant_id, agent_id, user_id, content_hash);
        CREATE UNIQUE INDEX entries_active_hash
            ON entries (tenant_id, agent_id, user_id, content_hash) WHERE status = 'active';
        CREATE UNIQUE INDEX entries_held_hash
            ON entries (tenant_id, agent_id, user_id, content_hash)
            WHERE status = 'pending_review';
"""

#: Every step, in order: the core's, then one per tier, each kept beside its tier's rows.
STEPS: tuple[Step, ...] = (
    *_CORE,
    messages.STEP,
    profiles.STEP,
    sessions.STEP,
    observations.STEP,
    plans.STEP,
    Step(
        10,
        "event records: actor, resources, supersession, policy version",
        {
            # An active entry dedupes against active entries only and one held for review
            # against held ones only, so the one unique hash index becomes two partial ones
            # (a superseded entry no longer blocks saying the same thing again). Confidence
            # becomes a level (low, medium, high); no release ever wrote a number there.
            "sqlite": """
        ALTER TABLE entries ADD COLUMN actor TEXT;
        ALTER TABLE entries ADD COLUMN resource_refs TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE entries ADD COLUMN supersedes TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE entries ADD COLUMN policy_version TEXT;
"""
            + _HASH_INDEXES
            + """\
        CREATE INDEX entries_expiring ON entries (expires_at)
            WHERE status = 'active' AND expires_at IS NOT NULL
        """,
            "postgres": """
        ALTER TABLE entries
            ADD COLUMN actor text,
            ADD COLUMN resource_refs text[] NOT NULL DEFAULT '{}',
            ADD COLUMN supersedes text[] NOT NULL DEFAULT '{}',
            ADD COLUMN policy_version text,
            ALTER COLUMN confidence TYPE text USING confidence::text;
"""
            + _HASH_INDEXES
            + """\
        -- The expiry sweeper looks across tenants, like the job queue's claim.
        CREATE INDEX entries_expiring ON entries (expires_at)
            WHERE status = 'active' AND expires_at IS NOT NULL
        """,
        },
    ),
    audit.STEP,
    episodes.STEP,
    erasure.STEP,
    message_index.STEP,
    jobs.STEP,
    messages.ITEM_STEP,
    entries.REVIEW_STEP,
    entry_index.STEP,
    forgets.STEP,
    installation.STEP,
    imports.STEP,
    entry_index.PASSAGES_STEP,
    entry_sentences.STEP,
)

"""Every table that holds a person's data, for erasure and export.

A table with a ``tenant_id`` column keeps something about someone in a scope; it must be listed
here so that erasing or exporting a person reaches it. A test compares this list with the
tables of a freshly migrated database on each backend.
"""

from __future__ import annotations

from dataclasses import dataclass

BACKENDS = ("sqlite", "postgres")


@dataclass(frozen=True, slots=True)
class ScopedTable:
    """One table of scoped rows.

    Attributes:
        name: The table.
        holds: What it keeps, in a few words.
        person: Whether its rows are keyed by user (``user_id``); ``False`` for per-tenant
            rows whose user columns may be empty.
        backends: The backends that have it.
        texts: Its columns holding words a person said or that were derived from them, each
            with its kind (``text``; ``json``, a JSON document; ``strings``, a list of
            strings): forgetting an entry removes the entry's words from these columns of
            the scope's rows (see :mod:`episodic.stores.redaction`).
        prompt: Its columns whose text can reach a prompt, a tool result or an export: only
            what the gate let through may be written there (``tests/project/test_gate.py``
            holds every write of them to a ``Screened`` value).
    """

    name: str
    holds: str
    person: bool = True
    backends: tuple[str, ...] = BACKENDS
    texts: tuple[tuple[str, str], ...] = ()
    prompt: tuple[str, ...] = ()


SCOPED_TABLES: tuple[ScopedTable, ...] = (
    ScopedTable(
        "entries",
        "remembered entries, their terms and vectors",
        prompt=("content", "metadata", "kind", "actor", "purpose", "resource_refs", "thread_id"),
    ),
    ScopedTable("entry_sources", "the evidence quoted for each entry", prompt=("evidence",)),
    ScopedTable(
        "messages",
        "the stored turns of each thread, with their search keys",
        texts=(("content", "text"), ("tool_calls", "json"), ("item", "json")),
        prompt=("content", "tool_calls", "item", "name"),
    ),
    ScopedTable("message_index_state", "per-scope revision counters of the messages index"),
    ScopedTable("message_backfill", "scopes whose older messages still need indexing"),
    ScopedTable(
        "entry_sentence_backfill", "scopes whose older entries still need sentence vectors"
    ),
    ScopedTable(
        "jobs",
        "queued and finished work, with its payload",
        person=False,
        texts=(("payload", "json"), ("last_error", "text")),
    ),
    ScopedTable("scope_state", "per-scope revision counters and BM25 totals"),
    ScopedTable("scope_forgets", "how many times each scope forgot something"),
    ScopedTable("scope_terms", "per-scope term counts for BM25", backends=("postgres",)),
    ScopedTable(
        "profile_versions",
        "every version of each user's profile",
        texts=(("content", "text"), ("changes", "json"), ("reason", "text")),
        prompt=("content", "changes", "reason"),
    ),
    ScopedTable(
        "session_versions",
        "every version of each thread's session memory",
        texts=(
            ("objective", "text"),
            ("state", "text"),
            ("decisions", "json"),
            ("follow_ups", "json"),
        ),
        prompt=("objective", "state", "decisions", "follow_ups"),
    ),
    ScopedTable(
        "observations",
        "each thread's observations, condensed ones included",
        texts=(("content", "text"),),
        prompt=("content",),
    ),
    ScopedTable("observation_threads", "how far each thread's messages are observed"),
    ScopedTable(
        "plan_versions",
        "every version of each thread's plan",
        texts=(("goal", "text"), ("phase", "text"), ("steps", "json")),
        prompt=("goal", "phase", "steps"),
    ),
    ScopedTable("audit_events", "who did what to which ids, never content", person=False),
    ScopedTable("imports", "which records of which exports an import stored, as digests"),
    ScopedTable(
        "episodes",
        "a summary of each finished session, its topics and vector",
        texts=(("summary", "text"), ("topics", "strings"), ("entities", "strings")),
        prompt=("summary", "topics", "entities"),
    ),
)


def scoped_tables(backend: str) -> tuple[str, ...]:
    """Names of the scoped tables a backend has."""
    return tuple(table.name for table in SCOPED_TABLES if backend in table.backends)

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
    """

    name: str
    holds: str
    person: bool = True
    backends: tuple[str, ...] = BACKENDS


SCOPED_TABLES: tuple[ScopedTable, ...] = (
    ScopedTable("entries", "remembered entries, their terms and vectors"),
    ScopedTable("entry_sources", "the evidence quoted for each entry"),
    ScopedTable("messages", "the stored turns of each thread, with their search keys"),
    ScopedTable("message_index_state", "per-scope revision counters of the messages index"),
    ScopedTable("message_backfill", "scopes whose older messages still need indexing"),
    ScopedTable("jobs", "queued and finished work, with its payload", person=False),
    ScopedTable("scope_state", "per-scope revision counters and BM25 totals"),
    ScopedTable("scope_terms", "per-scope term counts for BM25", backends=("postgres",)),
    ScopedTable("profile_versions", "every version of each user's profile"),
    ScopedTable("session_versions", "every version of each thread's session memory"),
    ScopedTable("observations", "each thread's observations, condensed ones included"),
    ScopedTable("observation_threads", "how far each thread's messages are observed"),
    ScopedTable("plan_versions", "every version of each thread's plan"),
    ScopedTable("audit_events", "who did what to which ids, never content", person=False),
    ScopedTable("episodes", "a summary of each finished session, its topics and vector"),
)


def scoped_tables(backend: str) -> tuple[str, ...]:
    """Names of the scoped tables a backend has."""
    return tuple(table.name for table in SCOPED_TABLES if backend in table.backends)

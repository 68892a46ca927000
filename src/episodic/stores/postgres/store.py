"""The scale-out store: PostgreSQL with pgvector, shared by many processes and machines."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import numpy as np
import numpy.typing as npt
import psycopg
from psycopg_pool import ConnectionPool, PoolTimeout

from episodic.errors import StoreError, ValidationError
from episodic.models import Entry, Scope
from episodic.stores.base import (
    Candidates,
    EntryDraft,
    Hit,
    Job,
    JobStatus,
    JobStore,
    Message,
    MessageDraft,
    Reinforcement,
    SourceDraft,
    Store,
    Written,
)
from episodic.stores.lru import DEFAULT_BUDGET
from episodic.stores.postgres import bulk, cache, jobs, reads, schema, search, writes
from episodic.stores.postgres.writes import Connection


class PostgresStore(Store, JobStore):
    """Entries and the job queue in PostgreSQL (14+) with the pgvector extension (0.8+).

    Opening applies any missing migrations (once, under an advisory lock, however many
    processes start together) and installs pgvector if the role may.

    Args:
        url: ``postgresql://user:password@host:5432/dbname``; libpq parameters such as
            ``sslmode`` pass through. ``?pool_size=N`` sets the connection pool size.
        pool_size: Overrides the URL's ``pool_size`` (default 10 connections per process).
        cache_entries: Most entries of large scopes whose word index this process keeps in
            memory; the least recently queried scopes are dropped first.

    Example:
        >>> store = PostgresStore("postgresql://app@db/episodic?pool_size=20")  # doctest: +SKIP
    """

    def __init__(
        self, url: str, *, pool_size: int | None = None, cache_entries: int = DEFAULT_BUDGET
    ) -> None:
        target = schema.parse_url(url, pool_size)
        self.url = target.display
        self.pool_size = target.pool_size
        schema.migrate(target.conninfo, target.display)
        self._pool: ConnectionPool[psycopg.Connection[tuple[Any, ...]]] = ConnectionPool(
            target.conninfo,
            min_size=1,
            max_size=target.pool_size,
            kwargs={"autocommit": True},
            configure=schema.configure,
            open=False,
            name="episodic",
        )
        try:
            self._pool.open(wait=True, timeout=30)
        except PoolTimeout as exc:
            self._pool.close()
            raise StoreError(f"Cannot open connections to {target.display}: {exc}") from exc
        self._lexical = cache.LexicalCache(cache_entries)
        self._indexes = schema.ScopeIndexes()
        self._unanalyzed = 0  # rows bulk-written by this process since its last ANALYZE

    @contextmanager
    def _transaction(self) -> Iterator[Connection]:
        with self._connection() as conn, conn.transaction():
            yield conn

    @contextmanager
    def _connection(self) -> Iterator[Connection]:
        """A pooled connection in autocommit mode, with driver errors turned into ours."""
        try:
            with self._pool.connection() as conn:
                yield conn
        except PoolTimeout as exc:
            raise StoreError(
                f"No free connection to {self.url} (pool_size={self.pool_size}); raise "
                "pool_size or run fewer threads."
            ) from exc
        except psycopg.OperationalError as exc:
            raise StoreError(f"PostgreSQL at {self.url} failed: {exc}") from exc

    def close(self) -> None:
        """Close every pooled connection."""
        self._pool.close()
        self._lexical.clear()

    # -- entries ----------------------------------------------------------------------------

    def _index_large_scopes(self, drafts: Sequence[EntryDraft]) -> None:
        """After a write: give each scope that outgrew exact scans its own HNSW index."""
        wanted = {
            (d.scope, int(np.asarray(d.embedding).size)) for d in drafts if d.embedding is not None
        }
        if not wanted:
            return
        with self._pool.connection() as conn:
            for scope, dimension in sorted(wanted, key=lambda pair: (pair[0].key, pair[1])):
                if self._indexes.usable(conn, scope, dimension):
                    continue
                if cache.scope_state(conn, scope).documents > search.EXACT_SCAN_LIMIT:
                    self._indexes.build(conn, scope, dimension)

    def write_entries(self, drafts: Sequence[EntryDraft]) -> list[Written]:
        written = self._write_entries(drafts)
        self._index_large_scopes(drafts)
        return written

    def _write_entries(self, drafts: Sequence[EntryDraft]) -> list[Written]:
        with self._transaction() as conn:
            if len(drafts) < writes.BULK_ROWS:
                return writes.write_drafts(conn, drafts)
            written = bulk.write_drafts(conn, drafts)
            self._unanalyzed = bulk.refresh_statistics(conn, self._unanalyzed + len(drafts))
        return written

    def reinforce(
        self, scope: Scope, entry_id: str, seen_at: datetime, sources: Sequence[SourceDraft]
    ) -> None:
        with self._transaction() as conn:
            writes.reinforce(conn, scope, entry_id, seen_at, sources)

    def lexical_search(
        self, scope: Scope, terms: Sequence[str], *, limit: int, now: datetime
    ) -> list[Hit]:
        scope.require_complete("search")
        with self._transaction() as conn:
            return search.lexical_search(
                conn, scope, terms, limit=limit, now=now, cache=self._lexical
            )

    def vector_search(
        self,
        scope: Scope,
        vector: npt.NDArray[np.float32],
        *,
        model: str,
        limit: int,
        now: datetime,
    ) -> list[Hit]:
        scope.require_complete("search")
        with self._transaction() as conn:
            return search.vector_search(
                conn, scope, vector, model=model, limit=limit, now=now, indexed=self._indexes.usable
            )

    def candidates(
        self,
        scope: Scope,
        terms: Sequence[str],
        vector: npt.NDArray[np.float32],
        *,
        model: str,
        limit: int,
        now: datetime,
    ) -> Candidates:
        scope.require_complete("search")
        with self._connection() as conn:
            return search.candidates(
                conn,
                scope,
                terms,
                vector,
                model=model,
                limit=limit,
                now=now,
                cache=self._lexical,
                indexed=self._indexes.usable,
            )

    def last_seen(self, scope: Scope, ids: Sequence[str]) -> dict[str, datetime]:
        if not ids:
            return {}
        with self._transaction() as conn:
            return reads.last_seen(conn, scope, ids)

    def get_entries(self, scope: Scope, ids: Sequence[str]) -> list[Entry]:
        if not ids:
            return []
        with self._connection() as conn:
            return reads.get_entries(conn, scope, ids)

    def list_entries(
        self,
        scope: Scope,
        *,
        limit: int | None = None,
        include_inactive: bool = False,
        now: datetime | None = None,
    ) -> list[Entry]:
        moment = now or datetime.now(UTC)
        if moment.tzinfo is None:
            raise ValidationError("Timestamps must be timezone-aware (e.g. datetime.now(UTC)).")
        with self._transaction() as conn:
            return reads.list_entries(
                conn, scope, limit=limit, include_inactive=include_inactive, now=moment
            )

    def count_entries(self, scope: Scope) -> int:
        with self._transaction() as conn:
            return reads.count_entries(conn, scope)

    # -- the job queue ----------------------------------------------------------------------

    def enqueue_turn(
        self,
        scope: Scope,
        thread_id: str,
        messages: Sequence[MessageDraft],
        *,
        turn_key: str,
        max_attempts: int,
        now: datetime,
    ) -> tuple[Job, bool]:
        with self._transaction() as conn:
            return jobs.enqueue_turn(
                conn,
                scope,
                thread_id,
                messages,
                turn_key=turn_key,
                max_attempts=max_attempts,
                now=now,
            )

    def claim_job(self, worker: str, *, lease_seconds: float, now: datetime) -> Job | None:
        with self._transaction() as conn:
            return jobs.claim_job(conn, worker, lease_seconds=lease_seconds, now=now)

    def job_messages(self, job: Job) -> list[Message]:
        with self._transaction() as conn:
            return jobs.job_messages(conn, job)

    def finish_job(
        self,
        job: Job,
        worker: str,
        *,
        drafts: Sequence[EntryDraft],
        reinforcements: Sequence[Reinforcement],
        result: Mapping[str, Any],
        now: datetime,
    ) -> list[Written]:
        with self._transaction() as conn:
            written = jobs.finish_job(
                conn,
                job,
                worker,
                drafts=drafts,
                reinforcements=reinforcements,
                result=result,
                now=now,
            )
        self._index_large_scopes(drafts)
        return written

    def fail_job(
        self,
        job: Job,
        worker: str,
        *,
        error: str,
        retry_at: datetime | None,
        now: datetime,
    ) -> Job:
        with self._transaction() as conn:
            return jobs.fail_job(conn, job, worker, error=error, retry_at=retry_at, now=now)

    def list_jobs(self, *, status: JobStatus | None = None, limit: int = 100) -> list[Job]:
        with self._transaction() as conn:
            return jobs.list_jobs(conn, status=status, limit=limit)

    def get_job(self, job_id: str) -> Job | None:
        """One job by id, or ``None``."""
        with self._transaction() as conn:
            return jobs.get_job(conn, job_id)

    def retry_job(self, job_id: str, *, now: datetime) -> Job:
        with self._transaction() as conn:
            return jobs.retry_job(conn, job_id, now=now)

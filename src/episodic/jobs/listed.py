"""Queuing the first job of every scope an upgrade listed for a background pass.

An upgrade that leaves work for later (messages to index, entries' sentences to embed) lists
the scopes that need it in a table of its own; opening a memory queues one job per listed
scope and takes the scope off the list in the same transaction, so each is queued once, by
whichever process opens first. A read-only store queues nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from episodic.models import JobRequest, Scope
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import jobs as job_rows

# Scopes read at a time from a list, when a memory opens.
_PAGE = 500


def queue_listed(
    runtime: Runtime,
    listed: Callable[[Tx, int], list[Scope]],
    unlist: Callable[[Tx, Scope], None],
    request: Callable[[Scope], JobRequest],
) -> int:
    """Queue ``request(scope)`` for every scope ``listed`` returns, taking each off the list
    with ``unlist``; returns how many were queued.

    Args:
        runtime: The store, the job settings and the clock.
        listed: Reads up to the given number of listed scopes.
        unlist: Takes a scope off the list.
        request: The first job of a scope's pass.
    """
    store = runtime.store
    if store.read_only:
        return 0
    with store.read() as tx:  # most opens find the list empty: no write lock for them
        waiting = listed(tx, 1)
    queued = 0
    while waiting:
        attempts, now = runtime.config.jobs.max_attempts, runtime.now()
        with store.write() as tx:
            waiting = listed(tx, _PAGE)
            for scope in waiting:
                job_rows.enqueue(tx, request(scope), max_attempts=attempts, now=now)
                unlist(tx, scope)
        queued += len(waiting)
    return queued

"""``entry_sentences`` jobs: entries written before sentence vectors get them in the background.

An entry of several sentences is searched by its best sentence (:mod:`episodic.entries.passages`).
A database written before entries kept those vectors has them ``NULL``, and such an entry is
found by its own vector only. Opening a memory queues the first job of every scope the upgrade
listed (:mod:`episodic.stores.entry_sentences`), once, so upgrading needs no manual step; each
job embeds the sentences of a batch of the scope's entries and queues the next batch.

A job only computes in ``run`` and writes in the transaction that completes it: an embedder
that fails fails the attempt (retried, then ``failed`` with the reason) and nothing is lost.
An entry filled meanwhile, or whose own vector is of another embedder (``reindex`` re-embeds
it whole), is left as it is.
"""

from __future__ import annotations

from datetime import datetime

from episodic.entries.passages import embed_passages
from episodic.jobs import Outcome
from episodic.jobs.listed import queue_listed
from episodic.models import Job, JobRequest, Scope
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import entry_sentences as rows
from episodic.stores import jobs as job_rows

SENTENCES_KIND = "entry_sentences"
#: Entries one ``entry_sentences`` job embeds before it queues the next.
SENTENCES_BATCH = 256


class EntrySentences:
    """The handler of ``entry_sentences`` jobs: a scope's older entries, a batch at a time.

    Args:
        runtime: The store, the embedder and the job settings.
    """

    kind = SENTENCES_KIND

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime

    def run(self, job: Job, now: datetime) -> Outcome:
        """Embed the sentences of the scope's next batch of entries that lack them."""
        scope, embedder = job.scope, self._runtime.embedder
        after = int(job.payload.get("after", 0))
        with self._runtime.store.read() as tx:
            batch = rows.without_sentences(
                tx, scope, embedder.name, after=after, limit=SENTENCES_BATCH
            )
        passages = embed_passages(embedder, [item.content for item in batch])
        more = len(batch) == SENTENCES_BATCH
        attempts = self._runtime.config.jobs.max_attempts

        def write(tx: Tx) -> None:
            rows.fill_sentences(tx, scope, batch, embedder.name, passages)
            if more:
                follow = sentences_request(scope, batch[-1].rowid)
                job_rows.enqueue(tx, follow, max_attempts=attempts, now=now)

        return Outcome(
            write=write, result={"entries": len(batch), "more": more, "model": embedder.name}
        )


def sentences_request(scope: Scope, after: int = 0) -> JobRequest:
    """The ``entry_sentences`` job of a scope's entries past row ``after``."""
    return JobRequest(
        kind=SENTENCES_KIND, key=f"{scope.key}@{after}", scope=scope, payload={"after": after}
    )


def queue_sentences(runtime: Runtime) -> int:
    """Queue the first ``entry_sentences`` job of every scope listed for it (by the upgrade
    that gave entries sentence vectors), taking each off the list; returns how many."""
    return queue_listed(runtime, rows.listed_scopes, rows.unlist, sentences_request)

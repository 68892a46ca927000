"""The background jobs that make messages searchable.

``embed_messages`` runs once per stored turn: it works out the search keys of the turn's user
and assistant messages (:func:`episodic.messages.keys.message_keys`, which may read the
thread's messages just before them), embeds them in one batch (a message of several
sentences also sentence by sentence) and stores terms and vectors with the embedder's name.
Tool calls and tool results are not indexed: they are machine text (arguments, logs, JSON)
that would crowd the matches, and the assistant's reply after them says what they meant.

``index_messages`` indexes the messages of one scope that were stored before messages were
indexed, or keyed before sentence vectors (a database upgraded from an earlier release), a
batch per job, each job queuing the next. Opening a memory queues the first job of every such
scope, so upgrading needs no manual step.

Both only compute in ``run`` and write in the transaction that completes the job; an
embedder that fails fails the attempt (retried, then ``failed`` with the reason), and a
message already keyed by the embedder (its vector and its sentences) is left as it is.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from episodic.jobs import Outcome
from episodic.jobs.listed import queue_listed
from episodic.messages.keys import CONTEXT_BEFORE, KeyInput, MessageKey, message_keys
from episodic.models import Job, JobRequest, Message, Scope
from episodic.retrieval.tokenizer import tokenize
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import jobs as job_rows
from episodic.stores import message_index as rows
from episodic.stores import messages as message_rows

EMBED_KIND = "embed_messages"
BACKFILL_KIND = "index_messages"
#: The pass an upgrade queues: its own name, so a scope whose first pass ran before sentence
#: vectors existed is keyed again rather than found done.
UPGRADE_RUN = "sentences"
#: Messages one ``index_messages`` job indexes before it queues the next.
BACKFILL_BATCH = 500


def searchable(message: Message) -> bool:
    """Whether a message is indexed and shown in search ranges: user or assistant text."""
    return message.role in ("user", "assistant") and bool(message.content.strip())


def _nothing(tx: Tx) -> None:
    return None


class MessageKeys:
    """Works out and embeds the search keys of messages (shared by both jobs)."""

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime

    def keys(self, tx: Tx, scope: Scope, messages: Sequence[Message]) -> list[MessageKey]:
        """The keys of ``messages`` (searchable ones).

        Each key may read up to :data:`CONTEXT_BEFORE` searchable messages just before its
        message in the thread (read from the store, where they all are by then).
        """
        keys = []
        for message in messages:
            earlier = rows.conversation(
                tx, scope, message.thread_id, before=message.seq, limit=CONTEXT_BEFORE
            )
            inputs = [_key_input(m) for m in (*earlier, message)]
            keys.append(message_keys(inputs, len(earlier)))
        return keys

    def embed(self, messages: Sequence[Message], keys: Sequence[MessageKey]) -> list[rows.Keyed]:
        """The keys ready to store: terms, and every vector (each message's key and its
        sentences) embedded in one batch."""
        texts = [text for key in keys for text in (key.embed_text, *key.passages)]
        vectors = iter(self._runtime.embedder.embed(texts))
        keyed = []
        for message, key in zip(messages, keys, strict=True):
            vector = next(vectors)
            sentences = [next(vectors) for _ in key.passages]
            keyed.append(
                rows.Keyed(
                    seq=message.seq,
                    terms=tokenize(key.terms_text),
                    vector=vector,
                    passages=sentences,
                )
            )
        return keyed


def _key_input(message: Message) -> KeyInput:
    return KeyInput(
        role=message.role,
        content=message.content,
        created_at=message.created_at,
        name=message.name,
    )


class _KeyingJob:
    """What the two jobs that key messages hold: the runtime, and the keys they compute."""

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        self._keys = MessageKeys(runtime)


class EmbedMessages(_KeyingJob):
    """The handler of ``embed_messages`` jobs: one per stored turn."""

    kind = EMBED_KIND

    def run(self, job: Job, now: datetime) -> Outcome:
        """Key and embed the turn's user and assistant messages."""
        scope = job.scope
        with self._runtime.store.read() as tx:
            turn = message_rows.turn_messages(tx, scope, str(job.payload["turn"]))
            kept = [message for message in turn if searchable(message)]
            keys = self._keys.keys(tx, scope, kept)
        keyed = self._keys.embed(kept, keys) if kept else []
        if not keyed:
            return Outcome(write=_nothing, result={"skipped": "no user or assistant text"})
        return Outcome(
            write=_writer(scope, keyed, self._runtime.embedder.name),
            result={"messages": len(keyed), "model": self._runtime.embedder.name},
        )


class IndexMessages(_KeyingJob):
    """The handler of ``index_messages`` jobs: a scope's older messages, a batch at a time."""

    kind = BACKFILL_KIND

    def run(self, job: Job, now: datetime) -> Outcome:
        """Index the next batch of the scope's messages that lack a vector of the embedder."""
        scope, model = job.scope, self._runtime.embedder.name
        after = int(job.payload.get("after", 0))
        with self._runtime.store.read() as tx:
            batch = rows.unindexed(tx, scope, model, after=after, limit=BACKFILL_BATCH)
            keys = self._keys.keys(tx, scope, batch)
        keyed = self._keys.embed(batch, keys) if batch else []
        store = _writer(scope, keyed, model)
        more = len(batch) == BACKFILL_BATCH
        attempts = self._runtime.config.jobs.max_attempts

        def write(tx: Tx) -> None:
            store(tx)
            if more:
                follow = backfill_request(scope, batch[-1].seq, str(job.payload.get("run", "")))
                job_rows.enqueue(tx, follow, max_attempts=attempts, now=now)

        return Outcome(write=write, result={"messages": len(keyed), "more": more})


def _writer(scope: Scope, keyed: list[rows.Keyed], model: str) -> Callable[[Tx], None]:
    def write(tx: Tx) -> None:
        rows.write_keys(tx, scope, keyed, model)

    return write


def backfill_request(scope: Scope, after: int = 0, run: str = "") -> JobRequest:
    """The ``index_messages`` job of a scope's messages past ``seq`` ``after``.

    ``run`` names one pass over the scope (``reindex`` starts a new one each time), so a
    pass is never mistaken for an earlier one that is already done.
    """
    key = f"{scope.key}@{after}" + (f"/{run}" if run else "")
    payload: dict[str, Any] = {"after": after} | ({"run": run} if run else {})
    return JobRequest(kind=BACKFILL_KIND, key=key, scope=scope, payload=payload)


def queue_backfills(runtime: Runtime) -> int:
    """Queue the first ``index_messages`` job of every scope listed for it (by the upgrade
    that started indexing messages), taking each off the list; returns how many."""
    return queue_listed(runtime, rows.backfill_scopes, rows.backfill_done, _upgrade_request)


def _upgrade_request(scope: Scope) -> JobRequest:
    return backfill_request(scope, run=UPGRADE_RUN)


def queue_reindex(runtime: Runtime, scope: Scope | None) -> int:
    """Queue a fresh indexing pass over the messages of ``scope`` (or of every scope): each
    pass re-embeds the messages that have no vector of the current embedder. Returns how
    many passes were queued."""
    run = uuid.uuid4().hex[:12]
    attempts, now = runtime.config.jobs.max_attempts, runtime.now()
    with runtime.store.write() as tx:
        scopes = message_rows.message_scopes(tx, scope)
        for each in scopes:
            job_rows.enqueue(tx, backfill_request(each, 0, run), max_attempts=attempts, now=now)
    return len(scopes)

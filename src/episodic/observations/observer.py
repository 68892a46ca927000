"""The observer: turns a thread's messages into observations, ahead of need.

A thread's messages fall in three stretches: observed (covered by active observations, out of
the recent window), buffered (observed ahead of the threshold, waiting), and unbuffered. After
each turn, :func:`requests_after_turn` runs in the turn's transaction:

- when the unobserved messages pass ``ObservationsConfig.message_tokens`` and some are
  buffered, the buffered observations become active there and then (no model call);
- when the unbuffered messages pass ``buffer_tokens`` (or, without buffering,
  ``message_tokens``), an ``observe_thread`` job is queued.

The job reads the unbuffered messages (tool calls and results included), asks the model for
observations, and commits them with its completion, together with the thread's new progress:
as ``buffered``, or ``active`` when the threshold is passed by then. A job whose base moved
while it ran retries on the new one; a reply that stays malformed, or a model that keeps
failing, fails the attempt and the job is retried with backoff, then left ``failed``; nothing
is stored by a failed attempt, and the messages stay in the recent window meanwhile.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from episodic.config import Config
from episodic.errors import ProviderError, StoreError
from episodic.governance.gate.screen import screen
from episodic.jobs import Outcome
from episodic.llms import LLM
from episodic.llms.base import OutputError
from episodic.models import Job, JobRequest, Message, Scope
from episodic.models.messages import covered
from episodic.models.observations import Observation, ObservationStatus
from episodic.models.screened import Screened
from episodic.observations.block import line
from episodic.observations.prompt import (
    OBSERVER_PROMPT,
    Proposed,
    observer_request,
    output_schema,
    read_observations,
)
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import jobs as job_rows
from episodic.stores import messages as message_rows
from episodic.stores import observations as rows
from episodic.stores.observations import Progress
from episodic.tokens import count_tokens

OBSERVE = "observe_thread"
REFLECT = "reflect_observations"
# Most messages one job reads; most recorded observations shown to the model as context.
_MOST_MESSAGES = 2_000
_EARLIER = 30
# Characters of messages sent per token of ObservationsConfig.message_tokens.
_CHARS_PER_TOKEN = 4


def thread_key(scope: Scope, thread: str) -> str:
    """A short stable name for a thread within its tenant, for job keys."""
    raw = json.dumps([scope.agent, scope.user, thread], ensure_ascii=False)
    return hashlib.sha256(raw.encode()).hexdigest()[:32]


def _step(config: Config) -> int:
    section = config.observations
    return section.buffer_tokens or section.message_tokens


def due(config: Config, unobserved: int, unbuffered: int) -> bool:
    """Whether the unbuffered messages should be observed now."""
    limit = config.observations.message_tokens
    return unbuffered > 0 and (unbuffered >= _step(config) or unobserved >= limit)


def observe_request(
    scope: Scope, thread: str, config: Config, base: int, unbuffered: int
) -> JobRequest:
    """The observer job for the messages after ``base``: one per base and per ``step`` of
    tokens piled up after it, so repeated triggers find the job already queued, and a job
    that failed is tried afresh only once a further step of messages has arrived."""
    level = unbuffered // _step(config)
    return _thread_job(OBSERVE, scope, thread, f"{base}:{level}", {"after": base})


def reflect_request(scope: Scope, thread: str, observed: int) -> JobRequest:
    """The reflector job for the thread as activated through message ``observed``."""
    return _thread_job(REFLECT, scope, thread, str(observed), {"observed": observed})


def _thread_job(
    kind: str, scope: Scope, thread: str, key: str, payload: dict[str, Any]
) -> JobRequest:
    """A job on one thread, keyed by the thread and then ``key``."""
    return JobRequest(
        kind=kind,
        key=f"{thread_key(scope, thread)}:{key}",
        scope=scope,
        thread_id=thread,
        payload=payload,
    )


def requests_after_turn(
    tx: Tx, scope: Scope, thread: str, config: Config, now: datetime
) -> list[JobRequest]:
    """Activate what is buffered when the threshold is passed, and ask for the jobs due."""
    section = config.observations
    base = rows.progress(tx, scope, thread)
    unobserved, unbuffered = rows.pending_tokens(tx, scope, thread, base)
    requests = []
    if unobserved >= section.message_tokens and base.buffered_seq > base.observed_seq:
        ready = Progress(
            base.buffered_seq,
            base.buffered_seq,
            base.observed_tokens + base.buffered_tokens,
            0,
        )
        # Another writer moved the thread first: the work is left to the next turn.
        if rows.save_progress(tx, scope, thread, base, ready, now):
            rows.activate(tx, scope, thread, base.buffered_seq)
            unobserved = unbuffered
            base = ready
            if rows.active_tokens(tx, scope, thread) >= section.observation_tokens:
                requests.append(reflect_request(scope, thread, base.observed_seq))
    if due(config, unobserved, unbuffered):
        requests.append(observe_request(scope, thread, config, base.buffered_seq, unbuffered))
    return requests


class Observer:
    """The handler of ``observe_thread`` jobs.

    Args:
        runtime: The store and settings.
        llm: The model that writes observations (``Models.observer``).
        reflects: Whether a reflector runs, so reflections may be queued.
    """

    kind = OBSERVE

    def __init__(self, runtime: Runtime, llm: LLM, *, reflects: bool) -> None:
        self._runtime = runtime
        self.llm = llm
        self._reflects = reflects

    def run(self, job: Job, now: datetime) -> Outcome:
        """Observe the thread's unbuffered messages; the writes come back unapplied."""
        scope, thread = job.scope, job.thread_id or ""
        config = self._runtime.config
        with self._runtime.store.read() as tx:
            base = rows.progress(tx, scope, thread)
            pending = rows.pending_tokens(tx, scope, thread, base)
            if not due(config, *pending):
                return Outcome(write=_nothing, result={"skipped": "nothing due"})
            fresh = message_rows.thread_messages(
                tx, scope, thread, after=base.buffered_seq, limit=_MOST_MESSAGES
            )
            earlier = rows.listing(
                tx, scope, thread, ("active", "buffered"), limit=_EARLIER, newest=True
            )
        chunk = _chunk(fresh, config.observations.message_tokens)
        budget = config.observations.message_tokens * _CHARS_PER_TOKEN
        prompt, cut = observer_request(chunk, earlier, budget)
        try:
            proposed, usage = self.llm.complete_json(
                OBSERVER_PROMPT,
                prompt,
                schema=output_schema(),
                validate=lambda value: read_observations(value, len(chunk), disjoint=False),
            )
        except OutputError as exc:
            # A model may do better on another try: retried with backoff, then failed.
            raise ProviderError(str(exc), permanent=False) from None
        written = [_observation(scope, thread, chunk, p, now) for p in proposed]
        # An observation that gives orders to a model is left out (its text emptied).
        read = [m.content for m in chunk]
        screened = screen(
            tuple(written), origin=OBSERVE, tier="observations", by="job", read=read
        ).derive(lambda found: tuple(o for o in found if o.content.strip()))
        observations = list(screened.value)
        tokens = sum(m.tokens for m in chunk)
        result: dict[str, Any] = {
            "model": self.llm.name,
            "messages": len(chunk),
            "message_tokens": tokens,
            "observations": len(observations),
            "observation_tokens": sum(o.tokens for o in observations),
            "cut": cut,
            "usage": usage.to_dict(),
        }
        result |= {"redacted": list(screened.found)} if screened.found else {}
        result |= {"dropped_orders": screened.dropped} if screened.dropped else {}
        batch = _Batch(scope, thread, base, chunk[-1].seq, tokens, screened, now)
        return Outcome(write=self._writer(batch, result), result=result)

    def _writer(self, batch: _Batch, result: dict[str, Any]) -> Callable[[Tx], None]:
        """Store the observations and move the thread on, if nobody observed the same
        messages meanwhile; activate them when the threshold is passed by now."""
        config = self._runtime.config
        scope, thread, base, end = batch.scope, batch.thread, batch.base, batch.end

        def write(tx: Tx) -> None:
            current = rows.progress(tx, scope, thread)
            if current.buffered_seq != base.buffered_seq:
                if current.buffered_seq >= end:
                    result["skipped"] = "already observed by another job"
                    return
                raise StoreError(
                    f"The observations of thread {thread!r} changed while this job ran; it is "
                    "retried on the newer state."
                )
            unobserved, _ = rows.pending_tokens(tx, scope, thread, current)
            active = unobserved >= config.observations.message_tokens
            status: ObservationStatus = "active" if active else "buffered"
            rows.insert(
                tx, batch.observations.derive(lambda new: [replace(o, status=status) for o in new])
            )
            after = _moved(current, end, batch.tokens, active)
            if active:
                rows.activate(tx, scope, thread, end)
            if not rows.save_progress(tx, scope, thread, current, after, batch.now):
                raise StoreError(
                    f"The observations of thread {thread!r} changed while this job was saved; "
                    "it is retried on the newer state."
                )
            result["status"] = status
            reflect = active and self._reflects
            _follow_up(tx, config, batch, after, reflect=reflect)

        return write


@dataclass(frozen=True, slots=True)
class _Batch:
    """What one observer job computed: the thread, the state it started from, the last
    message it observed and the tokens of those messages, and its observations."""

    scope: Scope
    thread: str
    base: Progress
    end: int
    tokens: int
    observations: Screened[tuple[Observation, ...]]
    now: datetime


def _moved(current: Progress, end: int, tokens: int, active: bool) -> Progress:
    """The thread's progress once messages through ``end`` (``tokens`` of them) are observed:
    active (with everything buffered before them) or buffered."""
    if active:
        total = current.observed_tokens + current.buffered_tokens + tokens
        return Progress(end, end, total, 0, stored=True)
    buffered = current.buffered_tokens + tokens
    return Progress(current.observed_seq, end, current.observed_tokens, buffered, stored=True)


def _chunk(messages: Sequence[Message], budget: int) -> list[Message]:
    """The oldest messages whose tokens fit ``budget`` (always at least one)."""
    chunk: list[Message] = []
    used = 0
    for message in messages:
        if chunk and used + message.tokens > budget:
            break
        chunk.append(message)
        used += message.tokens
    return chunk


def _observation(
    scope: Scope, thread: str, chunk: Sequence[Message], proposed: Proposed, now: datetime
) -> Observation:
    first, last = chunk[proposed.first - 1], chunk[proposed.last - 1]
    observation = Observation(
        id=uuid.uuid4().hex,
        scope=scope,
        thread_id=thread,
        content=proposed.text,
        priority=proposed.priority,
        observed_at=first.created_at,
        created_at=now,
        status="buffered",
        **covered(first, last),
    )
    return _counted(observation)


def _counted(observation: Observation) -> Observation:
    return replace(observation, tokens=count_tokens(line(observation)))


def _follow_up(tx: Tx, config: Config, batch: _Batch, state: Progress, *, reflect: bool) -> None:
    """Queue what the new state calls for: more observing when a backlog remains (the job
    read only part of it), a reflection when the active observations grew too long."""
    scope, thread = batch.scope, batch.thread
    requests = []
    pending = rows.pending_tokens(tx, scope, thread, state)
    if due(config, *pending):
        requests.append(observe_request(scope, thread, config, state.buffered_seq, pending[1]))
    limit = config.observations.observation_tokens
    if reflect and rows.active_tokens(tx, scope, thread) >= limit:
        requests.append(reflect_request(scope, thread, state.observed_seq))
    for request in requests:
        job_rows.enqueue(tx, request, max_attempts=config.jobs.max_attempts, now=batch.now)


def _nothing(tx: Tx) -> None:
    """A job that has nothing to write."""

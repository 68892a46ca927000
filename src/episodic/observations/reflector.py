"""The reflector: condenses a thread's active observations once they grow too long.

Queued when an activation leaves the thread's active observations over
``ObservationsConfig.observation_tokens``. The model gets the whole active log, numbered, and
returns condensed observations, each replacing a run of consecutive ones. In the job's
completing transaction each condensed observation is stored (active, one level up) and the
ones it replaces become ``superseded`` with ``superseded_by`` set: kept, never deleted.
Observations the reply does not name stay active as they are. An empty or malformed reply, or
a failing model, fails the attempt (retried, then ``failed``) and changes nothing, so a bad
reflection can never wipe a thread's observations.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from episodic.errors import ProviderError, StoreError
from episodic.governance.gate.screen import screen
from episodic.jobs import Outcome
from episodic.llms import LLM
from episodic.llms.base import OutputError
from episodic.models import Job
from episodic.models.observations import Observation
from episodic.models.screened import Screened
from episodic.observations.block import line
from episodic.observations.observer import REFLECT
from episodic.observations.prompt import (
    REFLECTOR_PROMPT,
    Proposed,
    output_schema,
    read_observations,
    reflector_request,
)
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import observations as rows
from episodic.tokens import count_tokens


class Reflector:
    """The handler of ``reflect_observations`` jobs.

    Args:
        runtime: The store and settings.
        llm: The model that condenses observations (``Models.reflector``).
    """

    kind = REFLECT

    def __init__(self, runtime: Runtime, llm: LLM) -> None:
        self._runtime = runtime
        self.llm = llm

    def run(self, job: Job, now: datetime) -> Outcome:
        """Condense the thread's active observations; the writes come back unapplied."""
        scope, thread = job.scope, job.thread_id or ""
        limit = self._runtime.config.observations.observation_tokens
        with self._runtime.store.read() as tx:
            active = rows.listing(tx, scope, thread, ("active",))
        before = sum(o.tokens for o in active)
        if before < limit or len(active) < 2:
            return Outcome(write=_nothing, result={"skipped": "under the threshold"})
        try:
            proposed, usage = self.llm.complete_json(
                REFLECTOR_PROMPT,
                reflector_request(active),
                schema=output_schema(),
                validate=lambda value: read_observations(value, len(active), disjoint=True),
            )
        except OutputError as exc:
            # Another try may do better; meanwhile every observation stays as it is.
            raise ProviderError(str(exc), permanent=False) from None
        merges = [
            (active[p.first - 1 : p.last], _condensed(active[p.first - 1 : p.last], p, now))
            for p in proposed
        ]
        # A condensation that gives orders to a model is left out: what it would replace stays.
        merges = [(old, new) for old, new in merges if new.value.content.strip()]
        # A one-for-one "condensation" that changes nothing is no change at all.
        merges = [(old, new) for old, new in merges if not _same(old, new.value)]
        after = before - sum(o.tokens for old, _ in merges for o in old)
        after += sum(new.value.tokens for _, new in merges)
        result: dict[str, Any] = {
            "model": self.llm.name,
            "observations_before": len(active),
            "observations_after": len(active) - sum(len(old) - 1 for old, _ in merges),
            "tokens_before": before,
            "tokens_after": after,
            "usage": usage.to_dict(),
        }
        return Outcome(write=_writer(thread, merges), result=result)


def _condensed(
    old: Sequence[Observation], proposed: Proposed, now: datetime
) -> Screened[Observation]:
    first, last = old[0], max(old, key=lambda o: o.last_seq)
    condensed = Observation(
        id=uuid.uuid4().hex,
        scope=first.scope,
        thread_id=first.thread_id,
        content=proposed.text,
        priority=proposed.priority,
        observed_at=first.observed_at,
        created_at=now,
        first_seq=min(o.first_seq for o in old),
        last_seq=last.last_seq,
        first_message_id=first.first_message_id,
        last_message_id=last.last_message_id,
        level=max(o.level for o in old) + 1,
    )
    screened = screen(condensed, origin=REFLECT, tier="observations", by="job")
    return screened.derive(lambda new: replace(new, tokens=count_tokens(line(new))))


def _same(old: Sequence[Observation], new: Observation) -> bool:
    return len(old) == 1 and (old[0].content, old[0].priority) == (new.content, new.priority)


def _writer(
    thread: str, merges: Sequence[tuple[Sequence[Observation], Screened[Observation]]]
) -> Callable[[Tx], None]:
    """Store each condensed observation and supersede what it replaces, provided all of those
    are still active (another reflection may have got there first)."""

    def write(tx: Tx) -> None:
        for old, screened in merges:
            rows.insert(tx, screened.derive(lambda new: (new,)))
            new = screened.value
            changed = rows.supersede(tx, new.scope, thread, [o.id for o in old], new.id)
            if changed != len(old):
                raise StoreError(
                    f"The observations of thread {thread!r} were condensed by another job "
                    "while this one ran; it is retried on the newer state."
                )

    return write


def _nothing(tx: Tx) -> None:
    """A job that has nothing to write."""

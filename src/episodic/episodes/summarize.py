"""The summarizer: turns a finished session of a thread into one episode.

A session is the thread's messages after the last one an earlier episode covers. It ends
when ``memory.episodes.end_session`` is called, or when no turn arrived for
``EpisodesConfig.idle_minutes``: every turn queues a delayed job (:func:`idle_request`) that,
once due, ends the session only if the thread got no newer message meanwhile, and otherwise
does nothing.

With a model (``Models.summarizer``, else the memory's ``llm``), the job asks it for a
summary, topic tags, entities and key events. Each key event must quote the session exactly:
it passes the entries' evidence guard, then the write policy (origin ``episode``), then
dedupe, and is stored as an entry of its kind with the episode's id, dated by the message it
quotes; a key event that fails any of them is dropped and counted. A reply that stays
malformed after one repair round fails the attempt, and the job is retried with backoff.
Without a model the episode is built offline (see :mod:`episodic.episodes.offline`).

Like every handler, the job reads and computes first and writes in the transaction that
completes it: the episode, its key events and an audit record, or nothing.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from episodic.entries.dedupe import Batch, dedupe
from episodic.entries.pipeline import cut_at_boundary
from episodic.entries.policy import event_fields
from episodic.episodes import offline
from episodic.episodes.prompt import (
    SUMMARY_PROMPT,
    KeyEvent,
    Proposal,
    read_summary,
    summary_request,
    summary_schema,
)
from episodic.errors import ProviderError, StoreError
from episodic.governance.gate.evidence import Guard, Verdicts
from episodic.governance.gate.policy import judge
from episodic.governance.gate.screen import screen
from episodic.jobs import Outcome
from episodic.llms import LLM
from episodic.llms.base import OutputError, Usage
from episodic.models import (
    AuditEvent,
    Job,
    JobRequest,
    Message,
    Scope,
    SourceDraft,
    content_hash,
)
from episodic.models.entries import Note, normalize_content
from episodic.models.episodes import Episode
from episodic.models.messages import covered
from episodic.models.screened import Screened
from episodic.observations.observer import thread_key
from episodic.prompting.transcript import clip, transcript
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import audit as audit_rows
from episodic.stores import episodes as rows
from episodic.stores import jobs as job_rows
from episodic.stores import messages as message_rows

SUMMARIZE = "summarize_session"
#: Most messages one episode covers; a longer session is summarized in several.
MOST_MESSAGES = 2_000


def end_request(
    scope: Scope, thread: str, after: int, through: int, purpose: Sequence[str] = ()
) -> JobRequest:
    """The job that ends the session of ``thread`` holding its messages after ``after``
    through ``through``: asking again for the same stretch finds the same job."""
    return JobRequest(
        kind=SUMMARIZE,
        key=f"end:{thread_key(scope, thread)}:{after}:{through}",
        scope=scope,
        thread_id=thread,
        payload={"through": through, "purpose": list(purpose)},
    )


def idle_request(
    scope: Scope, thread: str, turn_key: str, through: int, due: datetime
) -> JobRequest:
    """The delayed job that ends the session at ``due`` if the thread's newest message is
    still ``through`` by then."""
    return JobRequest(
        kind=SUMMARIZE,
        key=f"idle:{turn_key}:{through}",
        scope=scope,
        thread_id=thread,
        payload={"through": through, "idle": True},
        run_after=due,
    )


@dataclass(frozen=True, slots=True)
class _Session:
    """What one job read: the thread's progress and the session's messages."""

    scope: Scope
    thread: str
    base: int
    messages: list[Message]
    through: int
    purpose: tuple[str, ...]
    extracted: list[str]


class Summarizer:
    """The handler of ``summarize_session`` jobs.

    Args:
        runtime: The store, embedder, settings and policy.
        llm: The summarizer model, or ``None`` for the offline episode.
    """

    kind = SUMMARIZE

    def __init__(self, runtime: Runtime, llm: LLM | None) -> None:
        self._runtime = runtime
        self.llm = llm

    @property
    def name(self) -> str:
        """The summarizer's name in an episode: the model's, or ``offline``."""
        return "offline" if self.llm is None else self.llm.name

    def run(self, job: Job, now: datetime) -> Outcome:
        """Summarize the job's session; the writes come back unapplied."""
        session = self._read(job)
        if isinstance(session, str):
            return Outcome(write=_nothing, result={"skipped": session})
        messages = session.messages
        config = self._runtime.config
        episode_id = uuid.uuid4().hex
        result: dict[str, Any] = {"summarizer": self.name, "messages": len(messages)}
        batch: Batch | None = None
        if self.llm is None:
            texts = [m.content for m in messages if m.role in ("user", "assistant")]
            proposal = Proposal(
                summary=offline.summary(messages, config.episodes.summary_tokens),
                topics=offline.topics(texts, config.episodes.max_topics),
                entities=offline.entities([m.content for m in messages if m.role == "user"]),
            )
        else:
            proposal, batch, usage = self._ask(session, episode_id, now, result)
            result["usage"] = usage.to_dict()
        summary = offline.fit_tokens(proposal.summary, config.episodes.summary_tokens)
        embedder = self._runtime.embedder
        first, last = messages[0], messages[-1]
        draft = Episode(
            id=episode_id,
            scope=session.scope,
            thread_id=session.thread,
            started_at=first.created_at,
            ended_at=last.created_at,
            message_count=len(messages),
            summary=summary,
            topics=proposal.topics,
            entities=proposal.entities,
            purpose=session.purpose,
            summarizer=self.name,
            level=0,
            status="active",
            superseded_by=None,
            embedding_model=embedder.name,
            created_at=now,
            **covered(first, last),
        )
        # What every later session start may show: secrets redacted, orders left out.
        read = [m.content for m in messages]
        episode = screen(draft, origin=SUMMARIZE, tier="episodes", by="job", read=read)
        # What the session was about: an offline summary's counts would only blur it.
        about = episode.value.summary if self.llm is not None else offline.opening(messages)
        key = screen(about, origin=SUMMARIZE, tier="episodes", by="job").value or ""
        topics, entities = episode.value.topics, episode.value.entities
        vector = embedder.embed_one(" ".join([key, *topics, *entities]))
        result["episode"] = episode_id
        return Outcome(
            write=self._writer(session, episode, vector, batch, now, result), result=result
        )

    def _read(self, job: Job) -> _Session | str:
        """The session to summarize, or why there is none."""
        scope, thread = job.scope, job.thread_id or ""
        through = int(job.payload["through"])
        if not self._runtime.config.episodes.enabled:
            return "episodes are switched off (EpisodesConfig.enabled)"
        with self._runtime.store.read() as tx:
            if job.payload.get("idle") and rows.last_message(tx, scope, thread) > through:
                return "the thread has a newer message: the session goes on"
            base = rows.covered_through(tx, scope, thread)
            if base >= through:
                return "these messages are in an episode already"
            messages = message_rows.thread_messages(
                tx, scope, thread, after=base, through=through, limit=MOST_MESSAGES
            )
            if not messages:
                return "no messages to summarize"
            extracted = (
                rows.session_entries(tx, scope, thread, base, messages[-1].seq)
                if self.llm is None
                else []
            )
        if not transcript(messages):
            return "no user or assistant text to summarize"
        purpose = tuple(str(p) for p in job.payload.get("purpose", ()))
        return _Session(scope, thread, base, messages, through, purpose, extracted)

    def _ask(
        self, session: _Session, episode_id: str, now: datetime, result: dict[str, Any]
    ) -> tuple[Proposal, Batch, Usage]:
        """The model's record of the session, its key events checked and judged."""
        assert self.llm is not None
        config = self._runtime.config
        shown = clip(transcript(session.messages), config.entries.max_extraction_chars)
        system = SUMMARY_PROMPT.format(max_topics=config.episodes.max_topics)
        try:
            proposal, usage = self.llm.complete_json(
                system,
                summary_request(shown),
                schema=summary_schema(),
                validate=lambda value: read_summary(value, max_topics=config.episodes.max_topics),
            )
        except OutputError as exc:
            # A model may do better on another try: retried with backoff, then failed.
            raise ProviderError(str(exc), permanent=False) from None
        verdicts = Verdicts()
        guard = Guard(
            shown, max_evidence_length=config.entries.max_evidence_length, verdicts=verdicts
        )
        said = {m.id: m.created_at for m in session.messages}
        items = [
            item
            for event in proposal.events
            if (item := self._key_event(session, guard, said, event, episode_id, now)) is not None
        ]
        judged = judge(self._runtime.policy, items, origin="episode", now=now, by="job")
        for refusal in judged.refusals:
            verdicts.drop(f"policy:{refusal.reason}")
        batch = dedupe(
            self._runtime.store,
            self._runtime.embedder,
            session.scope,
            judged.kept,
            threshold=config.entries.dedupe_similarity_threshold,
            now=now,
            origin="episode",
            denied=judged.denied,
        )
        result["proposed_events"] = len(proposal.events)
        result["dropped"] = dict(sorted(verdicts.dropped.items()))
        result["held_for_review"] = sum(1 for item in judged.kept if item.value.status != "active")
        return proposal, batch, usage

    def _key_event(
        self,
        session: _Session,
        guard: Guard,
        said: dict[str, datetime],
        event: KeyEvent,
        episode_id: str,
        now: datetime,
    ) -> Note | None:
        """A key event as an entry to write, or ``None`` when its quote fails the guard."""
        config = self._runtime.config
        content = cut_at_boundary(normalize_content(event.content), config.entries.max_length)
        if not content:
            guard.verdicts.drop("empty")
            return None
        span = guard.check(content, event.source, event.quote)
        if span is None:
            return None
        fields = event_fields(
            config.governance,
            session.scope,
            event.source,
            confidence=event.confidence,
            privacy_class=event.privacy_class,
            purpose=session.purpose,
            resource_refs=event.resource_refs,
            episode_id=episode_id,
        )
        source = SourceDraft(
            label=event.source,
            evidence=span.text,
            thread_id=session.thread,
            message_id=span.message_id,
            role=span.role,
            start=span.start,
            end=span.end,
        )
        return Note(
            scope=session.scope,
            content=content,
            content_hash=content_hash(content),
            occurred_at=said.get(span.message_id, now),
            kind=event.kind,
            thread_id=session.thread,
            sources=(source,),
            event=fields,
        )

    def _writer(
        self,
        session: _Session,
        screened: Screened[Episode],
        vector: Any,
        batch: Batch | None,
        now: datetime,
        result: dict[str, Any],
    ) -> Callable[[Tx], None]:
        """Store the episode and its key events, unless another job covered the session."""
        scope, thread = session.scope, session.thread
        episode = screened.value

        def write(tx: Tx) -> None:
            current = rows.covered_through(tx, scope, thread)
            if current != session.base:
                if current >= episode.last_seq:
                    result["skipped"] = "summarized by another job"
                    return
                raise StoreError(
                    f"The episodes of thread {thread!r} changed while this job ran; it is "
                    "retried on the newer state."
                )
            if not rows.insert(tx, screened, vector):
                result["skipped"] = "summarized by another job"
                return
            # A key event that repeats a stored entry reinforces it; it joins the episode
            # when it belongs to none yet.
            ids = batch.write(tx, now) if batch is not None else session.extracted
            rows.link_entries(tx, scope, episode.id, ids)
            result["key_events"] = rows.count_events(tx, scope, episode.id)
            audit_rows.append(tx, [_audit(episode, result["key_events"], now)])
            if len(session.messages) == MOST_MESSAGES and episode.last_seq < session.through:
                rest = end_request(
                    scope, thread, episode.last_seq, session.through, episode.purpose
                )
                job_rows.enqueue(
                    tx, rest, max_attempts=self._runtime.config.jobs.max_attempts, now=now
                )

        return write


def _audit(episode: Episode, events: int, now: datetime) -> AuditEvent:
    return audit_rows.new_event(
        episode.scope.require_complete("audit"),
        at=now,
        actor="episodes",
        action="write",
        target_ids=[episode.id],
        detail={"episodes": 1, "key_events": events, "messages": episode.message_count},
    )


def _nothing(tx: Tx) -> None:
    """A job that has nothing to write."""

"""Episodes: a session summarized on request or after an idle timeout, offline and by a scripted
model whose key events must quote the session, on both backends."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, Memory, Scope, TestEmbedder
from episodic.config import EpisodesConfig
from episodic.llms import Models, TestLLM
from episodic.models import Decision, WriteCandidate
from episodic.tokens import count_tokens
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
THREAD = "t-1"
EXPORTS = "Exports over 2 GB time out on plan=basic since v7.2."
SPLIT = "Let's split the exports into 1 GB parts from now on."
KINDS = "summarize_session"


def turn(user: str, assistant: str = "Noted.") -> list[dict[str, str]]:
    return [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]


def record(summary: str = "The user reported export timeouts.", **extra: Any) -> dict[str, Any]:
    return {"summary": summary, "topics": [], "entities": [], "key_events": [], **extra}


def event(kind: str, content: str, quote: str, **extra: Any) -> dict[str, Any]:
    return {
        "kind": kind,
        "content": content,
        "quote": quote,
        "source": "user_assertion",
        "resource_refs": [],
        "confidence": "high",
        "privacy_class": "private",
        **extra,
    }


class ReviewEpisodes:
    """A policy that holds every key event of an episode for review."""

    version = "test-review-episodes/1"

    def decide(self, candidate: WriteCandidate) -> Decision:
        if candidate.origin == "episode":
            return Decision("review", "episode_events_reviewed")
        return Decision("allow", "ok")


@pytest.fixture
def open_memory(db_path: Path | str, clock: Clock) -> Iterator[Any]:
    opened: list[Memory] = []

    def make(
        config: Config | None = None, llm: TestLLM | None = None, policy: Any = None
    ) -> Memory:
        memory = Memory.open(
            db_path,
            embedder=TestEmbedder(),
            models=Models(summarizer=llm) if llm is not None else None,
            config=config,
            clock=clock,
            worker=False,
            policy=policy,
        )
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()


def two_turns(memory: Memory, clock: Clock, thread: str = THREAD, scope: Scope = SCOPE) -> None:
    memory.after_turn(scope, thread, turn(EXPORTS, "The export limit on plan=basic is 2 GB."), True)
    clock.moment += timedelta(minutes=5)
    memory.after_turn(scope, thread, turn(SPLIT, "Splitting the exports will work."), True)


def test_end_session_writes_one_episode_offline(open_memory: Any, clock: Clock) -> None:
    memory = open_memory()
    started = clock.moment
    two_turns(memory, clock)
    job = memory.episodes.end_session(SCOPE, THREAD, sync=True)
    assert job is not None and job.status == "done", job and job.last_error
    (episode,) = memory.episodes.list(SCOPE)
    assert (episode.started_at, episode.ended_at) == (started, clock.moment)
    assert episode.message_count == 4 and episode.thread_id == THREAD
    assert episode.first_seq < episode.last_seq and episode.summarizer == "offline"
    assert f'"{EXPORTS}"' in episode.summary and "4 messages (2 from the user)" in episode.summary
    assert count_tokens(episode.summary) <= memory.config.episodes.summary_tokens
    assert 0 < len(episode.topics) <= 5 and "exports" in episode.topics
    assert "plan=basic" in episode.entities and "v7.2" in episode.entities
    # Offline, the key events are the entries extraction wrote from the session's messages.
    extracted = {e.id for e in memory.timeline(SCOPE)}
    assert extracted and {e.id for e in episode.events} == extracted
    assert all(e.episode_id == episode.id for e in memory.timeline(SCOPE))
    assert memory.episodes.get(SCOPE, episode.id) == episode
    # Nothing new to summarize: no second job, no second episode.
    assert memory.episodes.end_session(SCOPE, THREAD) is None
    writes = memory.audit.list(SCOPE, actions=["write"])
    (audited,) = [e for e in writes if e.actor == "episodes"]
    assert audited.target_ids == (episode.id,)
    assert audited.detail["key_events"] == len(extracted)
    assert EXPORTS not in str(audited)  # ids and counts, never content


def test_a_later_session_of_the_thread_is_a_new_episode(open_memory: Any, clock: Clock) -> None:
    memory = open_memory()
    two_turns(memory, clock)
    first = memory.episodes.end_session(SCOPE, THREAD, sync=True)
    assert first is not None and first.status == "done"
    clock.moment += timedelta(days=2)
    memory.after_turn(SCOPE, THREAD, turn("Back again: the 1 GB parts export fine now."), True)
    again = memory.episodes.end_session(SCOPE, THREAD, sync=True)
    assert again is not None and again.id != first.id and again.status == "done"
    newer, older = memory.episodes.list(SCOPE)
    assert newer.first_seq > older.last_seq and newer.message_count == 2
    assert "Back again" in newer.summary


def test_the_summary_is_held_to_its_token_budget(open_memory: Any, clock: Clock) -> None:
    config = Config(episodes=EpisodesConfig(summary_tokens=40))
    long_opening = " ".join(["The nightly export of workspace W-17 keeps failing"] * 12) + "."
    memory = open_memory(config)
    memory.after_turn(SCOPE, THREAD, turn(long_opening), sync=True)
    memory.episodes.end_session(SCOPE, THREAD, sync=True)
    (episode,) = memory.episodes.list(SCOPE)
    assert 0 < count_tokens(episode.summary) <= 40
    assert 'opened with: "The nightly export of workspace W-17' in episode.summary
    assert episode.summary.endswith('…"')

    words = "The user and the agent went through every export setting. " * 40
    llm = TestLLM([record(words, topics=[f"topic {n}" for n in range(9)])])
    scripted = open_memory(config, llm)
    scripted.after_turn(SCOPE, "t-2", turn(EXPORTS), sync=True)
    scripted.episodes.end_session(SCOPE, "t-2", sync=True)
    (from_model,) = [e for e in scripted.episodes.list(SCOPE) if e.thread_id == "t-2"]
    assert count_tokens(from_model.summary) <= 40
    assert from_model.topics == ("topic 0", "topic 1", "topic 2", "topic 3", "topic 4")


def test_an_idle_thread_ends_its_session_when_the_delayed_job_is_due(
    open_memory: Any, clock: Clock
) -> None:
    memory = open_memory()
    began = time.monotonic()
    memory.after_turn(SCOPE, THREAD, turn(EXPORTS), sync=True)
    assert time.monotonic() - began < 5  # sync does not wait for the delayed job
    (idle,) = [j for j in memory.jobs.list() if j.kind == KINDS]
    assert idle.status == "pending" and idle.run_after == clock.moment + timedelta(minutes=30)
    assert memory.jobs.run_pending() == 0 and memory.episodes.list(SCOPE) == []

    clock.moment += timedelta(minutes=31)
    assert memory.jobs.run_pending() == 1
    (episode,) = memory.episodes.list(SCOPE)
    assert episode.message_count == 2
    assert memory.jobs.get(idle.id).status == "done"


def test_a_newer_turn_keeps_the_session_open(open_memory: Any, clock: Clock) -> None:
    memory = open_memory()
    memory.after_turn(SCOPE, THREAD, turn(EXPORTS), sync=True)
    clock.moment += timedelta(minutes=20)
    memory.after_turn(SCOPE, THREAD, turn(SPLIT), sync=True)
    first, second = sorted(
        (j for j in memory.jobs.list() if j.kind == KINDS), key=lambda j: j.run_after
    )
    clock.moment += timedelta(minutes=11)  # the first turn's timeout has passed, not the second's
    assert memory.jobs.run_pending() == 1
    assert memory.jobs.get(first.id).result["skipped"].startswith("the thread has a newer")
    assert memory.episodes.list(SCOPE) == []
    clock.moment += timedelta(minutes=20)
    assert memory.jobs.run_pending() == 1
    (episode,) = memory.episodes.list(SCOPE)
    assert episode.message_count == 4 and memory.jobs.get(second.id).status == "done"


def test_a_key_event_must_quote_the_session(open_memory: Any, clock: Clock) -> None:
    reply = record(
        "The user reported export timeouts and chose to split exports.",
        topics=["exports", "plan limits"],
        entities=["plan=basic"],
        key_events=[
            event(
                "decision", "Split exports into 1 GB parts.", "split the exports into 1 GB parts"
            ),
            event("commitment", "The agent will refund order R-88.", "I will refund R-88 today"),
            event("human_approval", EXPORTS, EXPORTS),
        ],
    )
    llm = TestLLM([reply])
    memory = open_memory(llm=llm)
    two_turns(memory, clock)
    job = memory.episodes.end_session(SCOPE, THREAD, sync=True)
    assert job is not None and job.status == "done", job.last_error
    assert job.result["dropped"] == {
        "not_found": 1,
        "policy:approval_event_missing_resource": 1,
    }
    (episode,) = memory.episodes.list(SCOPE)
    assert episode.summarizer == "test:scripted" and episode.topics == ("exports", "plan limits")
    (decision,) = episode.events
    assert (decision.kind, decision.episode_id) == ("decision", episode.id)
    assert decision.sources[0].evidence == "split the exports into 1 GB parts"
    assert decision.occurred_at == clock.moment  # when it was said (the second turn)
    assert "R-88" not in str([e.content for e in memory.timeline(SCOPE, include_inactive=True)])
    (denied,) = memory.audit.list(SCOPE, actions=["deny"])
    assert denied.actor == "episode" and denied.reason == "approval_event_missing_resource"
    # The transcript went to the model as data, the whole session.
    assert EXPORTS in llm.calls[0].prompt and SPLIT in llm.calls[0].prompt


def test_key_events_a_policy_holds_stay_out_of_sight(open_memory: Any, clock: Clock) -> None:
    reply = record(key_events=[event("decision", SPLIT, SPLIT)])
    memory = open_memory(llm=TestLLM([reply]), policy=ReviewEpisodes())
    two_turns(memory, clock)
    memory.episodes.end_session(SCOPE, THREAD, sync=True)
    (episode,) = memory.episodes.list(SCOPE)
    assert episode.events == ()  # held for review: not a live key event
    (held,) = memory.review.pending(SCOPE)
    assert (held.kind, held.episode_id, held.policy_version) == (
        "decision",
        episode.id,
        "test-review-episodes/1",
    )
    assert memory.episodes.events(SCOPE, "decision") == []
    block = memory.before_turn(SCOPE, "t-2", "about those exports").block("previous-episodes")
    assert block is not None and SPLIT not in block.text and held.id not in block.served


def test_a_repeated_key_event_joins_the_episode_instead_of_a_copy(
    open_memory: Any, clock: Clock
) -> None:
    memory = open_memory(llm=TestLLM([record(key_events=[event("decision", EXPORTS, EXPORTS)])]))
    memory.after_turn(SCOPE, THREAD, turn(EXPORTS), sync=True)
    stored = memory.remember(SCOPE, EXPORTS, evidence=EXPORTS, kind="decision")
    memory.episodes.end_session(SCOPE, THREAD, sync=True)
    (episode,) = memory.episodes.list(SCOPE)
    assert [e.id for e in episode.events] == [stored.id]
    assert len(memory.timeline(SCOPE)) == 1


def test_malformed_output_is_repaired_once_then_the_job_retries(
    open_memory: Any, clock: Clock
) -> None:
    llm = TestLLM(["not json at all", {"summary": 3}, "nope", record("Export trouble.")])
    memory = open_memory(llm=llm)
    memory.after_turn(SCOPE, THREAD, turn(EXPORTS), sync=True)
    job = memory.episodes.end_session(SCOPE, THREAD, sync=True)
    assert job is not None and job.status == "pending" and job.attempts == 1
    assert "repair" in (job.last_error or "") and memory.episodes.list(SCOPE) == []
    assert len(llm.calls) == 2  # the reply and its one repair round
    clock.moment = job.run_after
    assert memory.jobs.run_pending() >= 1
    assert memory.jobs.get(job.id).status == "done"
    assert [e.summary for e in memory.episodes.list(SCOPE)] == ["Export trouble."]


def test_switched_off_episodes_queue_nothing_and_show_nothing(
    open_memory: Any, clock: Clock
) -> None:
    memory = open_memory()
    memory.after_turn(SCOPE, THREAD, turn(EXPORTS), sync=True)
    memory.episodes.end_session(SCOPE, THREAD, sync=True)
    assert memory.before_turn(SCOPE, "t-2", "exports").block("previous-episodes") is not None

    off = open_memory(Config(episodes=EpisodesConfig(enabled=False)))
    before = {j.id for j in off.jobs.list() if j.kind == KINDS}
    off.after_turn(SCOPE, "t-3", turn("Another question about exports."), sync=True)
    assert {j.id for j in off.jobs.list() if j.kind == KINDS} == before
    assert off.episodes.end_session(SCOPE, "t-3") is None
    assert off.before_turn(SCOPE, "t-4", "exports").block("previous-episodes") is None


def test_a_compressed_episode_shows_the_key_events_of_the_sessions_it_merged(
    open_memory: Any, clock: Clock
) -> None:
    memory = open_memory(Config(episodes=EpisodesConfig(compress_batch=3)))
    for number in range(3):
        memory.after_turn(SCOPE, f"t-{number}", turn(f"Export EX-{number} stalls at 99%."), True)
        memory.episodes.end_session(SCOPE, f"t-{number}", sync=True)
        clock.moment += timedelta(days=1)
    originals = list(reversed(memory.episodes.list(SCOPE)))
    own = [[event.content for event in episode.events] for episode in originals]
    assert all(len(events) == 1 for events in own), own
    merged = memory.episodes.compress(SCOPE, older_than=clock.moment)
    assert merged is not None
    (listed,) = memory.episodes.list(SCOPE)
    assert [event.content for event in listed.events] == [events[0] for events in own]
    assert [event.content for event in memory.episodes.get(SCOPE, merged.id).events] == [
        events[0] for events in own
    ]
    # Listed beside it, a merged session keeps its own events rather than lending them.
    everything = {e.id: e for e in memory.episodes.list(SCOPE, include_superseded=True)}
    assert [event.content for event in everything[originals[1].id].events] == own[1]
    block = memory.before_turn(SCOPE, "t-9", "export stalls").block("previous-episodes")
    assert block is not None and "EX-2" in block.text


def test_compress_merges_old_episodes_and_supersedes_them(open_memory: Any, clock: Clock) -> None:
    config = Config(episodes=EpisodesConfig(compress_batch=3))
    memory = open_memory(config)
    for number in range(4):
        memory.after_turn(SCOPE, f"t-{number}", turn(f"Invoice INV-{number} was sent twice."), True)
        memory.episodes.end_session(SCOPE, f"t-{number}", sync=True)
        clock.moment += timedelta(days=1)
    originals = list(reversed(memory.episodes.list(SCOPE)))
    assert memory.episodes.compress(SCOPE) is None  # none is older than compress_after_days
    merged = memory.episodes.compress(SCOPE, older_than=clock.moment)
    assert merged is not None and merged.level == 1 and merged.thread_id is None
    assert merged.started_at == originals[0].started_at
    assert merged.ended_at == originals[2].ended_at and merged.message_count == 6
    assert "INV-0" in merged.summary and "INV-2" in merged.summary
    assert count_tokens(merged.summary) <= config.episodes.summary_tokens
    listed = memory.episodes.list(SCOPE)
    assert {e.id for e in listed} == {merged.id, originals[3].id}
    everything = memory.episodes.list(SCOPE, include_superseded=True)
    superseded = [e for e in everything if e.status == "superseded"]
    assert {e.id for e in superseded} == {e.id for e in originals[:3]}
    assert all(e.superseded_by == merged.id for e in superseded)
    (audited,) = [e for e in memory.audit.list(SCOPE) if e.detail.get("episodes_compressed")]
    assert audited.detail["episodes_compressed"] == 3 and audited.target_ids[0] == merged.id
    block = memory.before_turn(SCOPE, "t-9", "invoices sent twice").block("previous-episodes")
    assert block is not None
    assert not {e.id for e in superseded} & set(block.served) and merged.id in block.served
    # Only one session episode is left: nothing more to merge.
    assert memory.episodes.compress(SCOPE, older_than=clock.moment) is None

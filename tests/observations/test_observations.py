"""Observational memory on SQLite and PostgreSQL, with scripted observer and reflector replies:
thresholds, buffering, one huge message, reflection, failures, the block, offline, isolation."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, ConfigError, Memory, Scope, ScopeError, TestEmbedder, ValidationError
from episodic.config import JobsConfig, ObservationsConfig
from episodic.errors import ProviderError, StoreError
from episodic.llms import Models, TestLLM
from episodic.models import Job, TurnQuery
from episodic.models.observations import Observation
from episodic.observations.block import observations_block
from episodic.observations.prompt import read_observations
from episodic.stores import Store
from episodic.tokens import count_tokens
from tests.conftest import NOW, Clock
from tests.upgrade import test_upgrade_stack

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
THREAD = "t-1"
PRIORITIES = ("high", "medium", "low")
# A database written before the memory stack (schema 4), on the backend under test.
old_database = test_upgrade_stack.old_database


def new_messages(prompt: str) -> list[dict[str, Any]]:
    """The numbered messages an observer prompt carries."""
    body = prompt.split("<new-messages>\n", 1)[1].split("\n</new-messages>", 1)[0]
    items: list[dict[str, Any]] = json.loads(body)
    return items


def observation_log(prompt: str) -> list[dict[str, Any]]:
    """The numbered observations a reflector prompt carries."""
    body = prompt.split("<observation-log>\n", 1)[1].split("\n</observation-log>", 1)[0]
    items: list[dict[str, Any]] = json.loads(body)
    return items


def observe_by_turn(system: str, prompt: str) -> dict[str, Any]:
    """An observer that writes one observation per user message and what followed it, named
    after the first words of the user message; priorities cycle high, medium, low."""
    items = new_messages(prompt)
    groups: list[list[dict[str, Any]]] = []
    for item in items:
        if item["role"] == "user" or not groups:
            groups.append([])
        groups[-1].append(item)
    observations = []
    for group in groups:
        head = group[0]["content"].split(".")[0][:60]
        tools = [i.get("tool") for i in group if i.get("tool")]
        number = int((re.findall(r"\d+", head) or ["0"])[0])
        text = f"Observed: {head}" + (f" (tools: {', '.join(tools)})" if tools else "")
        observations.append(
            {
                "first": group[0]["n"],
                "last": group[-1]["n"],
                "priority": PRIORITIES[number % 3],
                "text": text,
            }
        )
    return {"observations": observations}


def condense_pairs(system: str, prompt: str) -> dict[str, Any]:
    """A reflector that merges every two consecutive observations into one."""
    log = observation_log(prompt)
    out = []
    for start in range(0, len(log) - 1, 2):
        a, b = log[start], log[start + 1]
        out.append(
            {
                "first": a["n"],
                "last": b["n"],
                "priority": "high" if "high" in (a["priority"], b["priority"]) else "medium",
                "text": f"Condensed: {a['text'][:40]} + {b['text'][:40]}",
            }
        )
    return {"observations": out}


def turn(number: int, words: int = 40) -> list[dict[str, Any]]:
    """A plain turn of about ``words`` tokens from the user, named ``Turn <number>``."""
    return [
        {"role": "user", "content": f"Turn {number}. " + "detail " * words},
        {"role": "assistant", "content": f"Answer {number}."},
    ]


def tool_turn(number: int, result_words: int = 300) -> list[dict[str, Any]]:
    """A tool-heavy turn: the user asks, the assistant calls a tool, a large JSON result comes
    back, the assistant answers."""
    call_id = f"call-{number}"
    rows = [
        {"node": f"node-{number}-{i}", "status": "ok" if i % 7 else "error", "ms": 17 * i}
        for i in range(result_words // 10)
    ]
    return [
        {"role": "user", "content": f"Step {number}. Run workflow wf-{number} and check it."},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {
                        "name": "run_workflow",
                        "arguments": json.dumps({"workflow": f"wf-{number}", "verbose": True}),
                    },
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": call_id,
            "name": "run_workflow",
            "content": json.dumps({"workflow": f"wf-{number}", "nodes": rows}, indent=1),
        },
        {"role": "assistant", "content": f"wf-{number} ran; one node failed, retrying later."},
    ]


def jobs_of(memory: Memory, kind: str) -> list[Job]:
    return [job for job in memory.jobs.list(limit=10_000) if job.kind == kind]


def window_tokens(memory: Memory, scope: Scope = SCOPE, thread: str = THREAD) -> int:
    return sum(m.tokens for m in memory.messages.window(scope, thread))


def config(**observations: Any) -> Config:
    settings = {
        "message_tokens": 400,
        "buffer_tokens": 100,
        "observation_tokens": 100_000,
        "max_window_tokens": 600,
    }
    settings.update(observations)
    jobs = JobsConfig(max_attempts=2, retry_base_seconds=0.0, retry_max_seconds=0.0)
    return Config(observations=ObservationsConfig(**settings), jobs=jobs)


class Models2:
    """The observer and reflector of one test (scripted), extraction left offline."""

    def __init__(self) -> None:
        self.observer = TestLLM(default=observe_by_turn)
        self.reflector = TestLLM(default=condense_pairs)

    def models(self) -> Models:
        return Models(observer=self.observer, reflector=self.reflector)


@pytest.fixture
def llms() -> Models2:
    return Models2()


@pytest.fixture
def open_memory(db_path: Path | str, clock: Clock, llms: Models2) -> Iterator[Any]:
    opened: list[Memory] = []

    def make(settings: Config | None = None, *, models: Models | bool | None = True) -> Memory:
        chosen = llms.models() if models is True else (models or None)
        memory = Memory.open(
            db_path,
            embedder=TestEmbedder(),
            models=chosen,
            config=settings or config(),
            clock=clock,
            worker=False,
        )
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()


def feed(memory: Memory, numbers: range, *, run: bool = True, scope: Scope = SCOPE) -> None:
    """Hand the memory one plain turn per number; run the queued jobs after each."""
    for number in numbers:
        memory.after_turn(scope, THREAD, turn(number))
        if run:
            memory.jobs.run_pending()


def block_lines(memory: Memory, scope: Scope = SCOPE, thread: str = THREAD) -> list[str]:
    block = memory.before_turn(scope, thread, "what happened?").block("observations")
    if block is None:
        return []
    return [line for line in block.text.splitlines() if line.startswith("- ")]


# -- thresholds and buffering ---------------------------------------------------------------


def test_below_the_buffer_step_nothing_is_observed_and_the_window_is_the_thread(
    open_memory: Any, llms: Models2
) -> None:
    memory = open_memory()
    feed(memory, range(2))  # 2 turns of 49 tokens: under the 100-token step
    assert jobs_of(memory, "observe_thread") == []
    assert llms.observer.calls == []
    assert memory.observations.observed_until(SCOPE, THREAD) == 0
    assert len(memory.messages.recent(SCOPE, THREAD)) == 4
    state = memory.observations.status(SCOPE, THREAD)
    assert (state.maintained, state.observed_seq, state.active, state.buffered) == (
        True,
        0,
        0,
        0,
    )
    assert state.unobserved_tokens == 2 * count_tokens(turn(0)[0]["content"]) + 2 * count_tokens(
        "Answer 0."
    )
    assert block_lines(memory) == []


def test_buffering_runs_ahead_and_crossing_the_threshold_only_activates(
    open_memory: Any, llms: Models2
) -> None:
    memory = open_memory()
    feed(memory, range(8))  # 392 tokens: buffered in steps, threshold (400) not reached
    state = memory.observations.status(SCOPE, THREAD)
    assert state.buffered >= 4 and state.active == 0 and state.observed_seq == 0
    assert state.buffered_seq > 0
    assert memory.observations.list(SCOPE, THREAD) == []  # buffered ones are not shown yet
    assert block_lines(memory) == []
    assert len(memory.messages.recent(SCOPE, THREAD)) == 16  # still the whole thread
    calls = len(llms.observer.calls)

    # The turn that crosses the threshold: its after_turn activates what was buffered, with
    # no model call and no job run.
    memory.after_turn(SCOPE, THREAD, turn(8))
    assert len(llms.observer.calls) == calls
    active = memory.observations.list(SCOPE, THREAD)
    assert [o.content for o in active][:2] == ["Observed: Turn 0", "Observed: Turn 1"]
    assert all(o.status == "active" and o.level == 0 for o in active)
    state = memory.observations.status(SCOPE, THREAD)
    assert state.observed_seq == state.buffered_seq == active[-1].last_seq
    assert state.buffered == 0
    # The observed messages left the window; the observations stand in for them.
    window = memory.messages.window(SCOPE, THREAD)
    assert window and all(m.seq > state.observed_seq for m in window)
    assert window[0].content.startswith(f"Turn {len(active)}.")
    lines = block_lines(memory)
    assert lines[0] == "- 2026-06-01 12:00 [high] Observed: Turn 0"
    assert len(lines) == len(active)
    # Each observation names the messages it covers.
    first = active[0]
    listed = memory.messages.list(SCOPE, THREAD, limit=2)
    assert (first.first_seq, first.last_seq) == (listed[0].seq, listed[1].seq)
    assert first.first_message_id == listed[0].id and first.observed_at == NOW
    assert state.observed_message_tokens == sum(
        m.tokens for m in memory.messages.list(SCOPE, THREAD, limit=1000) if m.seq <= first.last_seq
    ) + sum(
        m.tokens
        for m in memory.messages.list(SCOPE, THREAD, limit=1000)
        if first.last_seq < m.seq <= state.observed_seq
    )


def test_without_buffering_the_threshold_queues_the_observer(
    open_memory: Any, llms: Models2
) -> None:
    memory = open_memory(config(buffer_tokens=0))
    feed(memory, range(8), run=False)  # 392 tokens: under 400
    assert jobs_of(memory, "observe_thread") == []
    memory.after_turn(SCOPE, THREAD, turn(8))  # 441: over
    (job,) = jobs_of(memory, "observe_thread")
    assert job.status == "pending" and job.thread_id == THREAD
    # The turn did not wait: nothing is active until the job runs.
    assert memory.observations.list(SCOPE, THREAD) == []
    memory.jobs.run_pending()
    assert len(llms.observer.calls) == 1
    active = memory.observations.list(SCOPE, THREAD)
    # One call reads at most message_tokens (400) of messages: turns 0 to 7 here; turn 8
    # stays in the window, under the threshold again.
    assert len(active) == 8
    assert [m["content"] for m in memory.messages.recent(SCOPE, THREAD)][1] == "Answer 8."
    assert "Turn 7." in llms.observer.calls[0].prompt
    assert "Turn 8." not in llms.observer.calls[0].prompt


def test_repeated_triggers_find_the_queued_job(open_memory: Any) -> None:
    memory = open_memory()
    feed(memory, range(3), run=False)  # 147 tokens: one step
    assert len(jobs_of(memory, "observe_thread")) == 1
    memory.after_turn(SCOPE, THREAD, turn(2))  # the same turn again: stores nothing new
    memory.after_turn(SCOPE, THREAD, [{"role": "user", "content": "ok"}])  # same step
    assert len(jobs_of(memory, "observe_thread")) == 1
    memory.jobs.run_pending()
    assert memory.observations.status(SCOPE, THREAD).buffered == 4


def test_a_single_message_over_the_threshold_is_observed(open_memory: Any, llms: Models2) -> None:
    memory = open_memory()
    huge = "Turn 1. " + "log line with status=500 " * 400  # about 2,000 tokens
    memory.after_turn(SCOPE, THREAD, [{"role": "user", "content": huge}])
    (job,) = jobs_of(memory, "observe_thread")
    done = memory.jobs.run_until_done(job)
    assert done.status == "done" and done.result["status"] == "active"
    (only,) = memory.observations.list(SCOPE, THREAD)
    assert only.content == "Observed: Turn 1"
    assert memory.messages.recent(SCOPE, THREAD) == []
    # The model got the message cut to the observer's budget, and was told so.
    prompt = llms.observer.calls[0].prompt
    assert "omitted_characters" in prompt and len(prompt) < len(huge)
    assert done.result["cut"] is True


def test_a_backlog_larger_than_one_call_is_observed_in_several_jobs(
    open_memory: Any, llms: Models2
) -> None:
    memory = open_memory(config(buffer_tokens=0))
    feed(memory, range(20), run=False)  # observer jobs pile up unrun: 980 tokens
    memory.jobs.run_pending()
    # One call reads at most message_tokens (400) of messages; the rest was queued after it.
    assert len(llms.observer.calls) >= 2
    state = memory.observations.status(SCOPE, THREAD)
    assert state.unobserved_tokens < 400 and state.pending_jobs == 0
    contents = [o.content for o in memory.observations.list(SCOPE, THREAD)]
    assert contents == [f"Observed: Turn {n}" for n in range(len(contents))]


def test_a_late_job_on_messages_already_observed_writes_nothing(
    open_memory: Any, llms: Models2, store: Store
) -> None:
    memory = open_memory()
    feed(memory, range(3), run=False)
    (job,) = jobs_of(memory, "observe_thread")
    (handler, *_) = memory.observations.handlers
    stale = handler.run(job, memory.now())  # computed, then stalls before it commits
    fresh = handler.run(job, memory.now())
    with store.write() as tx:
        fresh.write(tx)
    with store.write() as tx:
        stale.write(tx)
    assert stale.result["skipped"] == "already observed by another job"
    assert memory.observations.status(SCOPE, THREAD).buffered == 3  # once, not twice


# -- failures -------------------------------------------------------------------------------


def test_malformed_observer_output_fails_the_job_visibly_and_stores_nothing(
    open_memory: Any, llms: Models2
) -> None:
    llms.observer._default = "the history was long; here are my thoughts"
    memory = open_memory()
    feed(memory, range(3))
    (job,) = jobs_of(memory, "observe_thread")
    # Retried (2 attempts, each with its repair round), then failed with the reason.
    assert (job.status, job.attempts) == ("failed", 2)
    assert "did not return usable JSON" in (job.last_error or "")
    assert len(llms.observer.calls) == 4
    state = memory.observations.status(SCOPE, THREAD)
    assert (state.active, state.buffered, state.superseded) == (0, 0, 0)
    assert (state.observed_seq, state.buffered_seq, state.failed_jobs) == (0, 0, 1)
    # The messages stay in the window meanwhile.
    assert len(memory.messages.recent(SCOPE, THREAD)) == 6


@pytest.mark.parametrize(
    "reply",
    [
        {"observations": [{"first": 0, "last": 2, "priority": "high", "text": "x"}]},
        {"observations": [{"first": 1, "last": 1, "priority": "urgent", "text": "x"}]},
        {"observations": [{"first": 2, "last": 1, "priority": "low", "text": "x"}]},
        {"observations": [{"first": 1, "last": 1, "priority": "low", "text": "   "}]},
        {"observations": []},
        {"notes": ["x"]},
    ],
)
def test_each_kind_of_bad_reply_is_refused(reply: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        read_observations(reply, 3, disjoint=False)


def test_a_failing_observer_never_blocks_the_turn_and_the_window_stays_bounded(
    open_memory: Any, llms: Models2
) -> None:
    llms.observer._default = ProviderError("observer model unreachable")
    memory = open_memory()
    for number in range(30):  # 1,470 tokens, far over the threshold (400) and the cap (600)
        job = memory.after_turn(SCOPE, THREAD, turn(number))
        assert job is not None  # the turn is stored and its jobs queued, whatever the observer
        memory.jobs.run_pending()
        assert window_tokens(memory) <= 600
    window = memory.messages.window(SCOPE, THREAD)
    assert window[-1].content == "Answer 29." and len(window) >= 10
    failed = [j for j in jobs_of(memory, "observe_thread") if j.status == "failed"]
    assert failed and all("observer model unreachable" in (j.last_error or "") for j in failed)
    # A further step of messages tries afresh, so jobs stay bounded by the steps.
    assert len(jobs_of(memory, "observe_thread")) <= 1470 // 100
    state = memory.observations.status(SCOPE, THREAD)
    assert (state.active, state.buffered, state.observed_seq) == (0, 0, 0)
    assert state.unobserved_tokens == sum(
        m.tokens for m in memory.messages.list(SCOPE, THREAD, limit=1000)
    )
    # Once the model answers again, the next step catches the thread up.
    llms.observer._default = observe_by_turn
    feed(memory, range(30, 33))
    assert memory.observations.list(SCOPE, THREAD)
    assert window_tokens(memory) <= 600


# -- reflection -----------------------------------------------------------------------------


def test_reflection_condenses_and_supersedes_without_deleting(
    open_memory: Any, llms: Models2
) -> None:
    memory = open_memory(config(observation_tokens=120))
    feed(memory, range(9))  # crosses the threshold: 6 observations active, 20 tokens each
    jobs = jobs_of(memory, "reflect_observations")
    assert [j.status for j in jobs] == ["done"]
    assert len(llms.reflector.calls) == 1
    active = memory.observations.list(SCOPE, THREAD)
    everything = memory.observations.list(SCOPE, THREAD, include_superseded=True)
    superseded = [o for o in everything if o.status == "superseded"]
    assert len(superseded) == 6 and len(active) == 3
    assert all(o.content.startswith("Condensed: Observed: Turn") for o in active)
    assert all(o.level == 1 for o in active)
    by_id = {o.id: o for o in active}
    for old in superseded:
        new = by_id[old.superseded_by or ""]
        assert new.first_seq <= old.first_seq and old.last_seq <= new.last_seq
    assert active[0].first_seq == superseded[0].first_seq
    assert active[0].observed_at == superseded[0].observed_at
    state = memory.observations.status(SCOPE, THREAD)
    assert (state.superseded, state.active) == (6, 3)
    # The block shows only the condensed ones.
    assert [line.split("] ", 1)[1] for line in block_lines(memory)] == [o.content for o in active]


@pytest.mark.parametrize(
    "reply",
    [{"observations": []}, ProviderError("reflector overloaded"), "I could not do it"],
    ids=["empty", "failing", "malformed"],
)
def test_an_empty_or_failed_reflection_keeps_every_observation(
    open_memory: Any, llms: Models2, reply: Any
) -> None:
    llms.reflector._default = reply
    memory = open_memory(config(observation_tokens=120))
    feed(memory, range(9))
    (job,) = jobs_of(memory, "reflect_observations")
    assert job.status == "failed" and job.last_error
    active = memory.observations.list(SCOPE, THREAD)
    assert len(active) == 6 and all(o.level == 0 for o in active)
    assert memory.observations.list(SCOPE, THREAD, include_superseded=True) == active
    assert len(block_lines(memory)) == 6


def test_a_reflection_overlapping_ranges_is_refused(open_memory: Any, llms: Models2) -> None:
    item = {"priority": "high", "text": "merged"}
    llms.reflector._default = {
        "observations": [{"first": 1, "last": 3, **item}, {"first": 3, "last": 4, **item}]
    }
    memory = open_memory(config(observation_tokens=120))
    feed(memory, range(9))
    (job,) = jobs_of(memory, "reflect_observations")
    assert job.status == "failed" and "overlap" in (job.last_error or "")
    assert len(memory.observations.list(SCOPE, THREAD)) == 6


def test_without_a_reflector_observations_are_kept_and_the_block_is_shortened(
    open_memory: Any, llms: Models2
) -> None:
    from episodic.config import ContextConfig

    settings = config(observation_tokens=120)
    settings = Config(
        observations=settings.observations,
        jobs=settings.jobs,
        context=ContextConfig(observations_tokens=150),
    )
    memory = open_memory(settings, models=Models(observer=llms.observer))
    feed(memory, range(9))
    assert jobs_of(memory, "reflect_observations") == []
    assert len(memory.observations.list(SCOPE, THREAD)) == 6
    block = memory.before_turn(SCOPE, THREAD, "what happened?").block("observations")
    assert block is not None and count_tokens(block.text) <= 150
    assert "earlier observations not shown" in block.text


# -- the block ------------------------------------------------------------------------------


def test_the_block_only_grows_at_its_end_between_reflections(open_memory: Any) -> None:
    memory = open_memory()
    previous: list[str] = []
    texts = []
    for number in range(40):
        feed(memory, range(number, number + 1))
        lines = block_lines(memory)
        assert lines[: len(previous)] == previous  # nothing earlier changed
        previous = lines
        block = memory.before_turn(SCOPE, THREAD, "again?").block("observations")
        if block is not None:
            texts.append(block.text)
    assert len(previous) >= 20
    # The text up to the last line of one turn's block starts the next turn's block.
    for before, after in pairwise(texts):
        assert after.startswith(before.rsplit("\n</value>", 1)[0])
    # An unchanged state renders the same bytes.
    first = memory.before_turn(SCOPE, THREAD, "one question")
    second = memory.before_turn(SCOPE, THREAD, "another question")
    assert first.block("observations") == second.block("observations")


def _observation(number: int, priority: str) -> Observation:
    return Observation(
        id=f"o-{number}",
        scope=SCOPE,
        thread_id=THREAD,
        content=f"Event {number} <b>&",
        priority=priority,  # type: ignore[arg-type]
        observed_at=NOW,
        created_at=NOW,
        first_seq=number,
        last_seq=number,
        first_message_id=None,
        last_message_id=None,
        level=0,
        status="active",
        superseded_by=None,
        tokens=0,
    )


def test_shortening_drops_the_oldest_low_lines_first_then_medium_then_high() -> None:
    priorities = ["high", "low", "medium", "low", "high", "medium", "low", "high"]
    block = observations_block([_observation(n, p) for n, p in enumerate(priorities)])
    assert block is not None and block.shorten is not None
    assert "Event 0 &lt;b&gt;&amp;" in block.text  # stored text is escaped
    full = count_tokens(block.text)

    def kept(limit: int) -> list[int]:
        assert block is not None and block.shorten is not None
        shorter = block.shorten(limit)
        assert shorter is not None and count_tokens(shorter.text) <= limit
        return [int(n) for n in re.findall(r"Event (\d+)", shorter.text)]

    # Whatever the limit, what is left out is a prefix of this order: low lines oldest
    # first, then medium, then high; the fewest are left out.
    order = [1, 3, 6, 2, 5, 0, 4]
    seen = set()
    for limit in range(full - 1, 0, -1):
        if block.shorten(limit) is None:
            break
        missing = [n for n in range(8) if n not in kept(limit)]
        assert missing == sorted(order[: len(missing)]), (limit, missing)
        seen.add(len(missing))
    assert seen == set(range(1, 8))  # down to the newest high line alone
    assert block.shorten(10) is None  # not even one line fits


# -- offline and switched off ---------------------------------------------------------------


def test_offline_nothing_is_observed_and_the_window_is_the_last_messages(
    open_memory: Any,
) -> None:
    memory = open_memory(models=None)
    feed(memory, range(30))  # 1,470 tokens, far past the threshold
    assert memory.observations.handlers == ()
    assert memory.observations.observed_until(SCOPE, THREAD) is None
    assert jobs_of(memory, "observe_thread") == []
    window = memory.messages.recent(SCOPE, THREAD)
    assert len(window) == memory.config.messages.window == 20
    assert window[-1]["content"] == "Answer 29."
    assert block_lines(memory) == []
    state = memory.observations.status(SCOPE, THREAD)
    assert state.maintained is False and state.unobserved_tokens == 30 * 49


def test_switched_off_with_a_model_nothing_is_observed(open_memory: Any, llms: Models2) -> None:
    settings = config()
    off = Config(
        observations=ObservationsConfig(
            enabled=False, message_tokens=400, buffer_tokens=100, max_window_tokens=600
        ),
        jobs=settings.jobs,
    )
    memory = open_memory(off)
    feed(memory, range(30))
    assert llms.observer.calls == [] and jobs_of(memory, "observe_thread") == []
    assert memory.observations.observed_until(SCOPE, THREAD) is None
    assert len(memory.messages.recent(SCOPE, THREAD)) == 20


# -- isolation and bad input ----------------------------------------------------------------

NEIGHBOURS = {
    "user": Scope(tenant="acme", agent="support-bot", user="u-43"),
    "agent": Scope(tenant="acme", agent="sales-bot", user="u-42"),
    "tenant": Scope(tenant="globex", agent="support-bot", user="u-42"),
}


@pytest.mark.parametrize("other", ["user", "agent", "tenant", "thread"])
def test_every_read_is_isolated(open_memory: Any, other: str) -> None:
    memory = open_memory()
    feed(memory, range(9))  # the owner's thread: 6 observations active
    assert len(memory.observations.list(SCOPE, THREAD)) == 6
    scope = NEIGHBOURS.get(other, SCOPE)
    thread = "t-2" if other == "thread" else THREAD
    # The neighbour has a short thread of its own (same thread id unless it is the thread).
    memory.after_turn(scope, thread, turn(100))
    memory.jobs.run_pending()
    assert memory.observations.list(scope, thread) == []
    assert memory.observations.list(scope, thread, include_superseded=True) == []
    state = memory.observations.status(scope, thread)
    assert (state.active, state.buffered, state.observed_seq, state.buffered_seq) == (0, 0, 0, 0)
    assert state.unobserved_tokens == 49 and state.pending_jobs == state.failed_jobs == 0
    assert memory.observations.observed_until(scope, thread) == 0
    window = memory.messages.window(scope, thread)
    assert [m.content for m in window] == [turn(100)[0]["content"], "Answer 100."]
    context = memory.before_turn(scope, thread, "Turn 1")
    assert context.block("observations") is None
    query = TurnQuery(scope, thread, "Turn 1", NOW, memory.embedder.embed_one)
    assert memory.observations.blocks(query) == []
    # And the owner's thread is untouched by the neighbour's turn.
    assert len(memory.observations.list(SCOPE, THREAD)) == 6
    assert memory.observations.observed_until(SCOPE, THREAD) == (
        memory.observations.list(SCOPE, THREAD)[-1].last_seq
    )


def test_bad_input_is_refused_with_a_clear_error(open_memory: Any) -> None:
    memory = open_memory()
    with pytest.raises(ScopeError):
        memory.observations.list(Scope(tenant="acme", agent="support-bot"), THREAD)
    with pytest.raises(ScopeError):
        memory.observations.status(Scope(tenant="acme", user="u-42"), THREAD)
    with pytest.raises(ValidationError, match="thread id"):
        memory.observations.list(SCOPE, "")
    with pytest.raises(ValidationError, match="thread id"):
        memory.observations.status(SCOPE, 7)  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="include_superseded"):
        memory.observations.list(SCOPE, THREAD, include_superseded="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"buffer_tokens": 30_000}, "buffer_tokens"),
        ({"message_tokens": 0}, "message_tokens"),
        ({"max_window_tokens": 10_000}, "max_window_tokens"),
        ({"observation_tokens": -1}, "observation_tokens"),
        ({"buffer_tokens": True}, "buffer_tokens"),
    ],
)
def test_bad_settings_are_refused(settings: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ObservationsConfig(**settings)


def test_a_reflection_racing_another_changes_nothing_and_is_retried(
    open_memory: Any, llms: Models2, store: Store
) -> None:
    memory = open_memory(config(observation_tokens=120))
    llms.reflector._default = ProviderError("not yet")
    feed(memory, range(9))
    (job,) = jobs_of(memory, "reflect_observations")
    llms.reflector._default = condense_pairs
    (_, handler) = memory.observations.handlers
    late = handler.run(job, memory.now())  # computed, then stalls before it commits
    first = handler.run(job, memory.now())
    with store.write() as tx:
        first.write(tx)
    condensed = memory.observations.list(SCOPE, THREAD)
    with (
        pytest.raises(StoreError, match="condensed by another job"),
        store.write() as tx,
    ):
        late.write(tx)
    # The losing write was rolled back whole: one condensation, nothing lost or doubled.
    assert memory.observations.list(SCOPE, THREAD) == condensed
    everything = memory.observations.list(SCOPE, THREAD, include_superseded=True)
    assert len(everything) == 6 + 3 and len(condensed) == 3


def test_a_thread_stored_before_observations_is_observed_from_its_start(
    old_database: str, clock: Clock
) -> None:
    observer = TestLLM(default=observe_by_turn)
    owner = Scope(tenant="acme", agent="support-bot", user="u-42")
    settings = config(message_tokens=60, buffer_tokens=0, max_window_tokens=200)
    with Memory.open(
        old_database,
        embedder=TestEmbedder(),
        models=Models(observer=observer),
        config=settings,
        clock=clock,
        worker=False,
    ) as memory:
        old = memory.messages.list(owner, THREAD)
        assert len(old) == 6 and memory.observations.observed_until(owner, THREAD) == 0
        memory.after_turn(owner, THREAD, [{"role": "user", "content": "Step 3: still failing."}])
        memory.jobs.run_pending()
        observed = memory.observations.list(owner, THREAD)
        assert observed and observed[0].first_seq == old[0].seq
        assert observed[0].first_message_id == old[0].id
        assert observed[0].observed_at == old[0].created_at  # dated by the old message
        window = memory.messages.window(owner, THREAD)
        assert all(m.seq > observed[-1].last_seq for m in window)


def test_block_dates_are_utc_whatever_zone_the_database_returns() -> None:
    from dataclasses import replace
    from datetime import timedelta, timezone

    local = NOW.astimezone(timezone(timedelta(hours=-5)))
    block = observations_block([replace(_observation(1, "high"), observed_at=local)])
    assert block is not None and "- 2026-06-01 12:00 [high] Event 1" in block.text

"""A job in flight never brings a forgotten note back (SQLite and PostgreSQL, over REST).

Each test holds one job kind's model mid-call (the job has read the turn, the model has not
answered), forgets the note over REST at that exact point, then lets the model answer with
what it was shown: the forgotten words. The job's write is voided, the job is handed back
without costing an attempt, and it runs again on the redacted text; the words reach no row,
no prompt, no REST answer and no export. The episode tiers' kinds are in
``test_forget_in_flight_episodes.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, Evidence, Memory, Models, Subject, TestEmbedder, TestLLM
from episodic.config import ObservationsConfig
from tests.conftest import Clock
from tests.governance.inflight import (
    KEPT,
    SCOPE,
    SECRET,
    THREAD,
    Held,
    assert_nowhere,
    assert_reran,
    extract_secret,
    forget_over_rest,
    in_thread,
    serving,
)
from tests.observations.test_observations import new_messages

TURN = [
    {"id": "u-1", "role": "user", "content": f"Two things for the house. {SECRET} {KEPT}"},
    {"id": "a-1", "role": "assistant", "content": "Noted both, thanks."},
]


def _open(db: Path | str, clock: Clock, **models: Any) -> Memory:
    chosen = {"extraction": TestLLM(default=extract_secret), **models}
    # One turn is enough for the observer.
    config = Config(observations=ObservationsConfig(message_tokens=60, buffer_tokens=10))
    return Memory.open(
        db, embedder=TestEmbedder(), models=Models(**chosen), config=config, clock=clock,
        worker=False,
    )  # fmt: skip


@pytest.fixture
def opened(db_path: Path | str) -> Iterator[list[Memory]]:
    """Memories the test opens, closed before its database goes."""
    memories: list[Memory] = []
    yield memories
    for memory in memories:
        memory.close()


def _race(memory: Memory, held: Held, db: Path | str, backend: str, kind: str) -> None:
    """Run the queued jobs; forget the note over REST while ``held`` holds its job's model;
    then check the job reran and the words are nowhere."""
    with serving(memory, db) as api, in_thread(memory.jobs.run_pending) as failed:
        assert held.entered.wait(60), "the held job never called its model"
        forget_over_rest(api, memory)
        held.release()
    assert failed == []
    with serving(memory, db) as api:
        assert_nowhere(api, memory, db, backend)
        assert_reran(held, memory, kind)


def test_extraction(opened: list[Memory], db_path: Path | str, backend: str, clock: Clock) -> None:
    held = Held(extract_secret)
    memory = _open(db_path, clock, extraction=TestLLM(default=held))
    opened.append(memory)
    memory.after_turn(SCOPE, THREAD, TURN)  # its extraction job waits in the queue
    memory.remember(SCOPE, "The spare key is under the blue flowerpot by the back door.",
                    evidence=Evidence(text=SECRET, message_id="u-1"), thread=THREAD)  # fmt: skip
    _race(memory, held, db_path, backend, "extract_entries")
    assert memory.timeline(SCOPE, include_inactive=True) == []


def _profile(system: str, prompt: str) -> dict[str, Any]:
    """A profile model that files what the user said about the house as an open problem."""
    if SECRET not in prompt:
        return {"changes": []}
    return {"changes": [{"field": "Open problems", "value": SECRET, "quote": SECRET}]}


def test_profile_update(
    opened: list[Memory], db_path: Path | str, backend: str, clock: Clock
) -> None:
    held = Held(_profile)
    memory = _open(db_path, clock, profile=TestLLM(default=held))
    opened.append(memory)
    memory.after_turn(SCOPE, THREAD, TURN)
    _race(memory, held, db_path, backend, "update_profile")
    assert memory.profile.versions(SCOPE) == []


def _session(system: str, prompt: str) -> dict[str, Any]:
    """A session model that keeps the user's newest words as the thread's state."""
    said = [line for line in prompt.splitlines() if "Two things" in line]
    state = said[-1].strip().strip('",') if said else ""
    return {"objective": "Look after the house", "state": state, "decisions": [],
            "follow_ups": []}  # fmt: skip


def test_session_memory(
    opened: list[Memory], db_path: Path | str, backend: str, clock: Clock
) -> None:
    held = Held(_session)
    memory = _open(db_path, clock, sessions=TestLLM(default=held))
    opened.append(memory)
    memory.after_turn(SCOPE, THREAD, TURN)
    _race(memory, held, db_path, backend, "update_session")
    (version, *_) = memory.sessions.versions(SCOPE, THREAD)
    assert "[forgotten]" in version.state and KEPT in version.state


def observe_verbatim(system: str, prompt: str) -> dict[str, Any]:
    """An observer that keeps each user message word for word."""
    return {
        "observations": [
            {"first": item["n"], "last": item["n"], "priority": "high", "text": item["content"]}
            for item in new_messages(prompt)
            if item["role"] == "user"
        ]
    }


def test_observer(opened: list[Memory], db_path: Path | str, backend: str, clock: Clock) -> None:
    held = Held(observe_verbatim)
    memory = _open(db_path, clock, observer=TestLLM(default=held))
    opened.append(memory)
    memory.after_turn(SCOPE, THREAD, TURN)
    _race(memory, held, db_path, backend, "observe_thread")
    # Written to the buffer (one turn is not enough to activate it), from the redacted text.
    (row,) = memory.export(Subject.of(SCOPE))["tables"]["observations"]
    assert "[forgotten]" in row["content"] and KEPT in row["content"]

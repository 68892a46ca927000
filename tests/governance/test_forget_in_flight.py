"""A job in flight never brings a forgotten note back (SQLite and PostgreSQL, over REST).

Each test holds one job kind's model mid-call (the job has read the turn, the model has not
answered), forgets the note over REST at that exact point, then lets the model answer with
what it was shown: the forgotten words. The job's write is voided, the job is handed back
without costing an attempt, and it runs again on the redacted text; the words reach no row,
no prompt, no REST answer and no export. The kinds that summarize are in
``test_forget_in_flight_summaries.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from episodic import Config, Evidence, Memory, Subject, TestLLM
from episodic.config import JobsConfig, ObservationsConfig
from tests.governance.inflight import (
    KEPT,
    NOTE,
    SCOPE,
    SECRET,
    THREAD,
    WORD,
    Held,
    HeldEmbedder,
    Reply,
    assert_nowhere,
    assert_ran_once,
    assert_reran,
    extract_secret,
    race,
)
from tests.observations.test_observations import new_messages

TURN = [
    {"id": "u-1", "role": "user", "content": f"Two things for the house. {SECRET} {KEPT}"},
    {"id": "a-1", "role": "assistant", "content": "Noted both, thanks."},
]
# One turn is enough for the observer.
OBSERVING = Config(observations=ObservationsConfig(message_tokens=60, buffer_tokens=10))


def _held_turn(
    open_held: Callable[..., Memory], db: Path | str, backend: str, kind: str, job: str,
    reply: Reply, *, note: bool = False, config: Config = OBSERVING,
) -> Memory:  # fmt: skip
    """Store the turn, hold ``kind``'s model (``reply``) in its job while the note is
    forgotten over REST, and check the job reran and the words are nowhere. ``note``: write
    the note before the jobs run (else the turn's extraction writes it)."""
    held = Held(reply)
    memory = open_held(config, **{kind: TestLLM(default=held)})
    memory.after_turn(SCOPE, THREAD, TURN)
    if note:
        evidence = Evidence(text=SECRET, message_id="u-1")
        memory.remember(SCOPE, NOTE, evidence=evidence, thread=THREAD)
    race(memory, held, db, memory.jobs.run_pending)
    assert_nowhere(memory, db, backend)
    assert_reran(held, memory, job)
    return memory


def test_extraction(open_held: Any, db_path: Path | str, backend: str) -> None:
    memory = _held_turn(
        open_held, db_path, backend, "extraction", "extract_entries", extract_secret, note=True
    )
    assert memory.timeline(SCOPE, include_inactive=True) == []


def _profile(system: str, prompt: str) -> dict[str, Any]:
    """A profile model that files what the user said about the house as an open problem."""
    if SECRET not in prompt:
        return {"changes": []}
    return {"changes": [{"field": "Open problems", "value": SECRET, "quote": SECRET}]}


def test_profile_update(open_held: Any, db_path: Path | str, backend: str) -> None:
    memory = _held_turn(open_held, db_path, backend, "profile", "update_profile", _profile)
    assert memory.profile.versions(SCOPE) == []


def _session(system: str, prompt: str) -> dict[str, Any]:
    """A session model that keeps the user's newest words as the thread's state."""
    said = [line for line in prompt.splitlines() if "Two things" in line]
    state = said[-1].strip().strip('",') if said else ""
    return {"objective": "Look after the house", "state": state, "decisions": [],
            "follow_ups": []}  # fmt: skip


def test_session_memory(open_held: Any, db_path: Path | str, backend: str) -> None:
    memory = _held_turn(open_held, db_path, backend, "sessions", "update_session", _session)
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


def test_observer(open_held: Any, db_path: Path | str, backend: str) -> None:
    memory = _held_turn(open_held, db_path, backend, "observer", "observe_thread", observe_verbatim)
    # Written to the buffer (one turn is not enough to activate it), from the redacted text.
    (row,) = memory.export(Subject.of(SCOPE))["tables"]["observations"]
    assert "[forgotten]" in row["content"] and KEPT in row["content"]


def test_message_indexing(open_held: Any, db_path: Path | str, backend: str) -> None:
    # No model: the embedder is what the job waits for, and the keys it writes (the message's
    # terms and vectors) come from the text it read.
    held = HeldEmbedder("Two things for the house")
    memory = open_held(embedder=held)
    memory.after_turn(SCOPE, THREAD, TURN)
    race(memory, held, db_path, memory.jobs.run_pending)
    assert_nowhere(memory, db_path, backend)
    # The job read the words; the forget keyed the message again (the second call); the
    # job's rerun keyed what is left (the third), at its first attempt.
    first, *later = held.prompts
    assert WORD in first.lower() and len(later) == 2
    assert all(WORD not in text.lower() and "[forgotten]" in text for text in later)
    assert_ran_once(memory, "embed_messages")
    found = memory.messages.search(SCOPE, "boiler service Thursday")
    assert found and KEPT in repr(found)


def _digest(system: str, prompt: str) -> dict[str, Any]:
    """The one-call model: the user's sentence about the key, as a quote, a profile change
    and the session's state, when the turn says it."""
    if SECRET not in prompt:
        return {"quotes": [], "profile": [], "session": {"objective": "Look after the house",
                "state": "", "decisions": [], "follow_ups": []}}  # fmt: skip
    return {
        "quotes": [SECRET],
        "profile": [{"field": "Open problems", "value": SECRET, "quote": SECRET}],
        "session": {"objective": "Look after the house", "state": SECRET, "decisions": [],
                    "follow_ups": []},
    }  # fmt: skip


def test_one_call_per_turn(open_held: Any, db_path: Path | str, backend: str) -> None:
    one_call = Config(jobs=JobsConfig(one_call_per_turn=True))
    memory = _held_turn(
        open_held, db_path, backend, "extraction", "digest_turn", _digest, note=True,
        config=one_call,
    )  # fmt: skip
    assert memory.timeline(SCOPE, include_inactive=True) == []
    assert memory.profile.versions(SCOPE) == []

"""A summary in the making never brings a forgotten note back (SQLite and PostgreSQL, REST).

The reflector (condensing a thread's observations), the episode summarizer (a background job)
and compression (merging old episodes, called directly) each read, ask a model, then write.
Each test holds the model mid-call, forgets the note over REST at that point, and lets the
model answer with what it was shown; the write is voided and the work runs again on the
redacted text (see ``test_forget_in_flight.py`` for the per-turn job kinds).
"""

from __future__ import annotations

import json
import re
from datetime import timedelta
from pathlib import Path
from typing import Any

from episodic import Config, TestLLM
from episodic.config import ObservationsConfig
from tests.conftest import Clock
from tests.governance.inflight import (
    KEPT,
    SCOPE,
    SECRET,
    THREAD,
    WORD,
    Held,
    assert_nowhere,
    assert_reran,
    race,
)
from tests.governance.test_forget_in_flight import TURN, observe_verbatim
from tests.observations.test_observations import observation_log

MORE = (
    "Also, the plants need water on Monday and the cat eats twice a day.",
    "One more: the recycling goes out on Tuesday evenings before nine.",
    "And the gutter cleaner comes on the first Friday of each month.",
)


def _reflect(system: str, prompt: str) -> dict[str, Any]:
    """A reflector that condenses the whole log into one observation, word for word."""
    log = observation_log(prompt)
    text = " ".join(str(item["text"]) for item in log)
    return {"observations": [{"first": log[0]["n"], "last": log[-1]["n"], "priority": "high",
                              "text": text}]}  # fmt: skip


def test_reflector(open_held: Any, db_path: Path | str, backend: str) -> None:
    held = Held(_reflect)
    observing = ObservationsConfig(message_tokens=60, buffer_tokens=10, observation_tokens=30)
    memory = open_held(
        Config(observations=observing),
        observer=TestLLM(default=observe_verbatim),
        reflector=TestLLM(default=held),
    )
    memory.after_turn(SCOPE, THREAD, TURN)
    for said in MORE:  # enough observations to reflect on
        memory.after_turn(SCOPE, THREAD, [{"role": "user", "content": said}])
    race(memory, held, db_path, memory.jobs.run_pending)
    assert_nowhere(memory, db_path, backend)
    assert_reran(held, memory, "reflect_observations")
    (condensed,) = memory.observations.list(SCOPE, THREAD)
    assert (
        condensed.level == 1 and "[forgotten]" in condensed.content and MORE[0] in condensed.content
    )


def _user_texts(prompt: str) -> list[str]:
    """The user's words in a transcript the prompt carries as JSON."""
    found = re.findall(r'"role": "user",\s*"text": "((?:[^"\\]|\\.)*)"', prompt)
    return [json.loads(f'"{text}"') for text in found]


def _summary(system: str, prompt: str) -> dict[str, Any]:
    """A summarizer that reports what the user said, word for word."""
    return {"summary": "Dana said: " + " ".join(_user_texts(prompt)), "topics": ["house"],
            "entities": [], "key_events": []}  # fmt: skip


def test_episode_summary(open_held: Any, db_path: Path | str, backend: str) -> None:
    held = Held(_summary)
    memory = open_held(summarizer=TestLLM(default=held))
    memory.after_turn(SCOPE, THREAD, TURN)
    memory.episodes.end_session(SCOPE, THREAD)
    race(memory, held, db_path, memory.jobs.run_pending)
    assert_nowhere(memory, db_path, backend)
    assert_reran(held, memory, "summarize_session")
    (episode,) = memory.episodes.list(SCOPE)
    assert "[forgotten]" in episode.summary and KEPT in episode.summary


def _merge(system: str, prompt: str) -> dict[str, Any]:
    """A compressor that keeps every record's summary, word for word."""
    body = prompt.split("<records>\n", 1)[1].split("\n</records>", 1)[0]
    summaries = [str(record["summary"]) for record in json.loads(body)]
    return {"summary": " ".join(summaries), "topics": ["house"], "entities": []}


def test_compression(open_held: Any, db_path: Path | str, backend: str, clock: Clock) -> None:
    writer = open_held()  # offline episodes: each quotes the user's first sentence
    writer.after_turn(SCOPE, THREAD, [{"id": "u-1", "role": "user", "content": f"{SECRET} {KEPT}"}])
    writer.after_turn(SCOPE, "t-2", [{"role": "user", "content": MORE[0]}])
    for thread in (THREAD, "t-2"):
        assert writer.episodes.end_session(SCOPE, thread, sync=True) is not None
    assert any(WORD in episode.summary for episode in writer.episodes.list(SCOPE))
    held = Held(_merge)
    memory = open_held(summarizer=TestLLM(default=held))
    later = clock.moment + timedelta(days=1)
    (merged,) = race(memory, held, db_path, lambda: memory.episodes.compress(SCOPE, later))
    assert_nowhere(memory, db_path, backend)
    assert len(held.prompts) == 2 and WORD in held.prompts[0].lower()
    assert WORD not in held.prompts[1].lower() and "[forgotten]" in held.prompts[1]
    assert merged is not None and merged.level == 1
    assert "[forgotten]" in merged.summary and MORE[0] in merged.summary

"""Forgetting an entry keeps its words out of every prompt block, on SQLite and PostgreSQL.

One person said something once, and it travelled: it is in the message (so in the recent window
and in semantic recall), in an observation of the thread, in session memory, in the profile, in
a plan, in an episode's summary, in a queued job's payload, and it was extracted as an entry.
Before forgetting, the test finds it in each of those blocks (so each check can fail); after
``forget``, no block of any ``before_turn``, no window, no search, no tool answer and no row of
any table holds it, while what was said around it stays.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest

from episodic import Config, Memory, Models, Scope, TestEmbedder, TestLLM
from episodic.config import ObservationsConfig
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings
from episodic.stores.redaction import MARKER
from tests.conftest import Clock
from tests.governance.test_erasure import table_hits
from tests.observations.test_observations import new_messages
from tests.serving import running

SCOPE = Scope(tenant="acme", agent="concierge", user="u-dana")
OTHER = Scope(tenant="acme", agent="concierge", user="u-omar")
SECRET = "Ines keeps the spare key under the blue flowerpot by the back door."
WORD = "flowerpot"  # said nowhere but in SECRET
KEPT = "The boiler service is booked for Thursday morning."
NOTE = "The spare key is under the blue flowerpot by the back door."


def _observe_verbatim(system: str, prompt: str) -> dict[str, Any]:
    """An observer that keeps each user message word for word."""
    items = new_messages(prompt)
    return {
        "observations": [
            {"first": i["n"], "last": i["n"], "priority": "high", "text": i["content"]}
            for i in items
            if i["role"] == "user"
        ]
    }


def _summary(system: str, prompt: str) -> dict[str, Any]:
    return {
        "summary": f"Dana said: {SECRET} {KEPT}",
        "topics": ["house keys", "boiler"],
        "entities": ["Ines"],
        "key_events": [],
    }


def _open(db: Path | str, clock: Clock) -> Memory:
    extraction = TestLLM(
        [{"entries": [{"content": NOTE, "source": "user_assertion", "evidence": SECRET}]}],
        default={"entries": []},
    )
    config = Config(
        observations=ObservationsConfig(message_tokens=60, buffer_tokens=20, max_window_tokens=400)
    )
    models = Models(
        extraction=extraction,
        observer=TestLLM(default=_observe_verbatim),
        summarizer=TestLLM(default=_summary),
    )
    return Memory.open(
        db, embedder=TestEmbedder(), models=models, config=config, clock=clock, worker=False
    )


@pytest.fixture
def memory(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    with _open(db_path, clock) as opened:
        yield opened


def _fill(memory: Memory, clock: Clock, *, other: bool = False) -> str:
    said = f"Two things for the house. {SECRET} {KEPT}"
    memory.after_turn(
        SCOPE,
        "t-1",
        [
            {"id": "u-1", "role": "user", "content": said},
            {"id": "a-1", "role": "assistant", "content": "Noted both, thanks."},
        ],
        sync=True,
    )
    (entry,) = memory.timeline(SCOPE)
    assert entry.content == NOTE and entry.sources[0].message_id == "u-1"
    for n in range(2, 6):
        clock.moment += timedelta(minutes=1)
        memory.after_turn(
            SCOPE,
            "t-1",
            [
                {"id": f"u-{n}", "role": "user", "content": f"Reminder {n}: water the plants."},
                {"id": f"a-{n}", "role": "assistant", "content": f"Plants, noted ({n})."},
            ],
            sync=True,
        )
    memory.jobs.run_pending()
    memory.sessions.update(SCOPE, "t-1", state=f"Open: {SECRET}")
    memory.profile.update(SCOPE, [{"field": "Open problems", "value": SECRET}])
    memory.plans.update(SCOPE, "t-1", goal=f"Remember that {SECRET}", steps=[{"title": KEPT}])
    ended = memory.episodes.end_session(SCOPE, "t-1", sync=True)
    assert ended is not None and ended.status == "done"
    # The next turn of the thread, not run yet: its job carries what was in the prompt.
    context = memory.before_turn(SCOPE, "t-1", "Where is the spare key?")
    memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": "Thanks."}], injected=context)
    # Said again in a short thread, word for word: still in its recent window.
    memory.after_turn(SCOPE, "t-4", [{"role": "user", "content": f"Again: {SECRET}"}], sync=True)
    if other:  # another person of the same agent says the very same words
        memory.after_turn(OTHER, "t-9", [{"role": "user", "content": said}], sync=True)
    return entry.id


def _everything(memory: Memory) -> dict[str, str]:
    """What could reach a prompt about this person, by where it comes from."""
    seen: dict[str, str] = {}
    for thread, question in (
        ("t-1", "Where is the spare key?"),
        ("t-4", "And the boiler?"),
        ("t-2", "Where is the spare key hidden, under the blue flowerpot?"),
        (None, "spare key blue flowerpot back door"),
    ):
        context = memory.before_turn(SCOPE, thread, question)
        for block in context.blocks:
            seen[f"{thread} <{block.name}>"] = block.text
        seen[f"{thread} window"] = repr(context.messages)
    seen["window t-1"] = repr(memory.messages.recent(SCOPE, "t-1", limit=50))
    seen["search"] = repr(memory.messages.search(SCOPE, "blue flowerpot spare key", top_k=20))
    seen["recall"] = repr(memory.recall(SCOPE, "spare key blue flowerpot"))
    tools = {tool.name: tool for tool in memory.tools(SCOPE, "t-1")}
    seen["recall_memory"] = tools["recall_memory"]({"query": "blue flowerpot"})
    seen["observations"] = repr(memory.observations.list(SCOPE, "t-1"))
    seen["episodes"] = repr(memory.episodes.list(SCOPE))
    seen["profile"] = repr(memory.profile.get(SCOPE))
    seen["plan"] = repr(memory.plans.get(SCOPE, "t-1"))
    seen["session"] = repr(memory.sessions.get(SCOPE, "t-1"))
    return seen


def test_a_forgotten_entry_reaches_no_prompt_block_and_no_row(
    memory: Memory, clock: Clock, db_path: Path | str, backend: str
) -> None:
    entry_id = _fill(memory, clock)
    before = _everything(memory)
    holding = {where for where, text in before.items() if WORD in text.lower()}
    for where in (
        "t-4 window",
        "t-2 <recalled-messages>",
        "t-1 <observations>",
        "t-1 <session-memory>",
        "t-1 <user-profile>",
        "t-1 <plan>",
        "None <previous-episodes>",
        "t-2 <memory>",
        "recall_memory",
    ):
        assert where in holding, (where, sorted(before))
    if backend == "postgres":  # the planner's samples of the columns hold the words too
        with psycopg.connect(str(db_path), autocommit=True) as conn:
            conn.execute("ANALYZE")
        assert any(hit.startswith("pg_stats") for hit in table_hits(db_path, backend, {WORD}))
    assert table_hits(db_path, backend, {WORD})

    done = memory.forget(SCOPE, entry_id, "the person asked")

    after = _everything(memory)
    assert {where for where, text in after.items() if WORD in text.lower()} == set()
    for table in ("messages", "observations", "session_versions", "profile_versions"):
        assert done.redacted.get(table), (table, done.redacted)
    assert done.redacted.get("plan_versions") and done.redacted.get("episodes")
    assert done.redacted.get("jobs")  # the queued turn's known memory
    assert done.reclaimed, done.note
    # No row of any table (nor, on PostgreSQL, the planner's samples) keeps the words.
    hits = [hit for hit in table_hits(db_path, backend, {WORD}) if "audit" not in hit]
    assert hits == []
    # What was said around it stays, marked where the words were.
    (message,) = [m for m in memory.messages.list(SCOPE, "t-1") if m.id == "u-1"]
    assert message.content == f"Two things for the house. {MARKER} {KEPT}"
    assert any(KEPT in str(m) for m in memory.messages.search(SCOPE, "boiler service Thursday"))
    # The queued turn still runs, and extracts nothing from what was forgotten.
    memory.jobs.run_pending()
    assert [e.content for e in memory.timeline(SCOPE, include_inactive=True)] == []


def test_another_person_who_said_the_same_words_keeps_them(memory: Memory, clock: Clock) -> None:
    entry_id = _fill(memory, clock, other=True)
    memory.forget(SCOPE, entry_id, "the person asked")
    assert WORD in repr(memory.messages.recent(OTHER, "t-9"))
    found = memory.messages.search(OTHER, "blue flowerpot spare key")
    assert found and WORD in repr(found)
    assert WORD not in repr(memory.messages.search(SCOPE, "blue flowerpot spare key"))


def test_forgetting_reclaims_the_old_text_from_the_sqlite_files(
    tmp_path: Path, clock: Clock
) -> None:
    path = tmp_path / "memory.db"

    def in_files() -> list[str]:
        found = []
        for file in (path, Path(f"{path}-wal")):
            if file.exists() and WORD.encode() in file.read_bytes().lower():
                found.append(file.name)
        return found

    with _open(path, clock) as memory:
        entry_id = _fill(memory, clock)
        assert in_files()
        memory.forget(SCOPE, entry_id, "the person asked")
        assert in_files() == []  # with the memory still open: no restart needed
    assert in_files() == []
    with sqlite3.connect(path) as conn:  # and the database is whole
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_prune_reclaims_what_it_removed_like_forget(
    db_path: Path | str, backend: str, clock: Clock
) -> None:
    old_word = "marzipanlock"
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        for n in range(30):  # enough rows for the planner to sample
            memory.remember(SCOPE, f"Locker L-{n} holds box {n} of the archive.")
        first = memory.remember(SCOPE, f"The gate code is kept in the {old_word} box.")
        memory.correct(SCOPE, first.id, "The gate code is kept in the office safe.", reason="moved")
        if backend == "postgres":
            with psycopg.connect(str(db_path), autocommit=True) as conn:
                conn.execute("ANALYZE")
        assert table_hits(db_path, backend, {old_word})
        assert memory.retention.prune(SCOPE) == 1
        hits = [hit for hit in table_hits(db_path, backend, {old_word}) if "audit" not in hit]
        assert hits == []
        if backend == "sqlite":
            for file in (Path(db_path), Path(f"{db_path}-wal")):
                assert not file.exists() or old_word.encode() not in file.read_bytes()


def test_forget_over_rest_then_before_turn_over_rest(db_path: Path | str, clock: Clock) -> None:
    settings = ServerSettings(db=str(db_path))
    base = "/v1/agents/concierge/users/u-dana"
    turn = {
        "thread": "t-1",
        "messages": [
            {"id": "u-1", "role": "user", "content": f"Two things. {SECRET} {KEPT}"},
            {"id": "a-1", "role": "assistant", "content": "Noted both."},
        ],
    }
    question = {"thread": "t-2", "message": "Where is the spare key, the blue flowerpot?"}
    with (
        _open(db_path, clock) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url) as api,
    ):
        assert api.post(f"{base}/after_turn?sync=true", json=turn).status_code == 200
        (entry,) = api.get(f"{base}/entries").json()["items"]
        before = api.post(f"{base}/before_turn", json=question).json()
        assert WORD in before["text"].lower()
        gone = api.post(f"{base}/entries/{entry['id']}/forget", json={"reason": "asked"})
        assert gone.status_code == 200 and gone.json()["redacted"]["messages"] == 1
        after = api.post(f"{base}/before_turn", json=question)
        assert after.status_code == 200 and WORD not in after.text.lower()
        found = api.post(f"{base}/messages/search", json={"query": "blue flowerpot"})
        assert found.status_code == 200 and WORD not in found.text.lower()
        listed = api.get(f"{base}/threads/t-1/messages").json()["items"]
        assert listed[0]["content"] == f"Two things. {MARKER} {KEPT}"

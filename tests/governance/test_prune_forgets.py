"""A prune forgets what it removes (SQLite and PostgreSQL): the pruned entries' words leave the
messages they quoted and every other row, the database's bytes included, and a job that read
them before the prune committed runs again instead of writing them back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from episodic import Evidence, Memory, TestLLM
from episodic.stores.redaction import MARKER
from tests.governance.inflight import SCOPE, THREAD, Held, in_thread, serving
from tests.governance.test_erasure import file_hits, table_hits

OLD = "The gate code is kept in the marzipanlock box by the shed."
NEW = "The gate code is now kept in the office safe."
WORD = "marzipanlock"
SAID = f"Quick update. {OLD} Thanks!"


def _extract_old(system: str, prompt: str) -> dict[str, Any]:
    """An extractor that notes where the gate code is kept when the transcript says so."""
    if OLD not in prompt:
        return {"entries": []}
    return {"entries": [{"content": OLD, "source": "user_assertion", "evidence": OLD}]}


def _superseded(memory: Memory) -> None:
    """The old note, quoting the message, corrected by a new one."""
    old = memory.remember(SCOPE, OLD, evidence=Evidence(text=OLD, message_id="u-1"), thread=THREAD)
    memory.correct(SCOPE, old.id, NEW, reason="moved")


def test_pruned_entries_take_their_words_out_of_the_messages(
    open_held: Any, db_path: Path | str, backend: str
) -> None:
    memory = open_held(extraction=TestLLM(default={"entries": []}))
    memory.after_turn(SCOPE, THREAD, [{"id": "u-1", "role": "user", "content": SAID}])
    memory.jobs.run_pending()
    _superseded(memory)
    assert table_hits(db_path, backend, {WORD})

    assert memory.retention.prune(SCOPE) == 1

    (message,) = memory.messages.list(SCOPE, THREAD)
    assert message.content == f"Quick update. {MARKER} Thanks!"
    assert [e.content for e in memory.timeline(SCOPE, include_inactive=True)] == [NEW]
    (record,) = memory.audit.list(SCOPE, actions=["prune"])
    assert record.detail["redacted"] == {"messages": 1}
    with serving(memory, db_path) as api:
        answer = api.get(f"/v1/users/{SCOPE.user}/export")
        assert answer.status_code == 200 and WORD not in answer.text.lower()
    assert WORD not in memory.before_turn(SCOPE, THREAD, "marzipanlock gate code").render()
    hits = [hit for hit in table_hits(db_path, backend, {WORD}) if "audit" not in hit]
    assert hits == []
    if backend == "sqlite":
        assert file_hits(Path(db_path), {WORD}) == []


def test_a_job_that_read_the_words_before_the_prune_runs_again(
    open_held: Any, db_path: Path | str, backend: str
) -> None:
    held = Held(_extract_old)
    memory = open_held(extraction=TestLLM(default=held))
    memory.after_turn(SCOPE, THREAD, [{"id": "u-1", "role": "user", "content": SAID}])
    _superseded(memory)
    with in_thread(memory.jobs.run_pending) as failed:
        assert held.entered.wait(60), "the extraction job never called its model"
        assert memory.retention.prune(SCOPE) == 1
        held.release()
    assert failed == []
    assert len(held.prompts) == 2 and WORD not in held.prompts[1]
    assert [e.content for e in memory.timeline(SCOPE, include_inactive=True)] == [NEW]
    assert [hit for hit in table_hits(db_path, backend, {WORD}) if "audit" not in hit] == []

"""One turn, one read: every context source of a ``before_turn`` reads inside one read
transaction (one pooled connection on PostgreSQL), and that transaction sees one state of the
database even while another connection commits; on SQLite and PostgreSQL."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import Any

import pytest

from episodic import Config, Memory, MessagesConfig, Scope, TestEmbedder
from episodic.stores import Store
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="support", user="ana")


@pytest.fixture
def memory(store: Store, clock: Clock) -> Iterator[Memory]:
    config = Config(messages=MessagesConfig(inject=True, search=True))
    with Memory.open(
        store, embedder=TestEmbedder(), clock=clock, worker=False, config=config
    ) as opened:
        yield opened


def _count_reads(store: Store, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record every read the store starts: a transaction on SQLite, a pooled connection on
    PostgreSQL (where a plain read is one autocommit statement on a checked-out connection)."""
    started: list[str] = []
    name = "_connection" if store.dialect.name == "postgres" else "_transaction"
    original = getattr(store, name)

    def counted(*args: Any, **kwargs: Any) -> AbstractContextManager[Any]:
        if kwargs.get("write") is not True:
            started.append(name)
        return original(*args, **kwargs)  # type: ignore[no-any-return]

    monkeypatch.setattr(store, name, counted)
    return started


def _fill(memory: Memory) -> None:
    """Something in every tier the context reads: notes, messages and their index, the
    profile, session memory and a plan."""
    memory.remember(SCOPE, "Ana's export job fails with error 429 on plan=basic.")
    turn = [
        {"role": "user", "content": "The export to S3 fails with error 429 again."},
        {"role": "assistant", "content": "I will raise the rate limit for plan=basic."},
    ]
    memory.after_turn(SCOPE, "t-1", turn)
    memory.after_turn(
        SCOPE, "t-0", [{"role": "user", "content": "Why does the export fail with 429 every May?"}]
    )
    memory.jobs.run_pending()
    memory.profile.update(SCOPE, [{"field": "Name", "value": "Ana"}])
    memory.sessions.update(SCOPE, "t-1", objective="Fix the export")
    memory.plans.update(SCOPE, "t-1", goal="Fix the export", steps=[{"title": "Raise the limit"}])


def test_before_turn_reads_in_one_transaction(
    memory: Memory, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fill(memory)
    reads = _count_reads(store, monkeypatch)
    context = memory.before_turn(SCOPE, "t-1", "why does the export fail with 429?")
    tags = {block.name for block in context.blocks}
    assert {"memory", "plan", "user-profile", "session-memory", "recalled-messages"} <= tags
    assert context.messages, "the window is read too"
    assert len(reads) == 1, reads


def test_a_snapshot_sees_one_state_while_another_connection_commits(
    memory: Memory, store: Store
) -> None:
    memory.remember(SCOPE, "First note about plan=basic limits.")
    committed = threading.Event()

    def write_elsewhere() -> None:
        memory.remember(SCOPE, "Second note about error 429 on S3.")
        committed.set()

    count = "SELECT count(*) FROM entries WHERE user_id = ?"
    with store.snapshot() as tx:
        before = tx.one(count, ("ana",))[0]
        writer = threading.Thread(target=write_elsewhere)
        writer.start()
        writer.join()
        assert committed.is_set()
        with store.read() as joined:  # a read inside the snapshot joins it
            assert joined is tx
            assert joined.one(count, ("ana",))[0] == before
    with store.read() as fresh:
        assert fresh.one(count, ("ana",))[0] == before + 1


def test_no_write_starts_inside_a_snapshot(store: Store) -> None:
    with store.snapshot(), pytest.raises(RuntimeError, match="snapshot"), store.write():
        pass
    with store.write() as tx:  # and the store is usable afterwards
        assert tx.one("SELECT 1")[0] == 1


def test_the_extraction_job_reads_before_and_after_the_model_only(
    memory: Memory, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the extractor is shown is read in one transaction; what its answer is checked
    against (corrections, dedupe) in one more, after it; none is open while it runs."""
    memory.remember(SCOPE, "Ana's export job fails with error 429 on plan=basic.")
    shown = memory.before_turn(SCOPE, "t-1", "export fails with error 429")
    said = "The export to S3 fails with error 429 because of plan=basic. It failed at 10:02 too."
    job = memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": said}], injected=shown)
    assert job is not None
    extraction = memory.entries.extraction
    started = _count_reads(store, monkeypatch)  # every read of the worker too
    inside: list[int] = []  # where the job's own reads begin and end in ``started``
    during: list[int] = []
    original = extraction.extractor.propose

    def propose(*args: Any, **kwargs: Any) -> Any:
        during.append(len(started) - inside[0])
        assert store.held() is None, "no snapshot is open while the extractor runs"
        return original(*args, **kwargs)

    monkeypatch.setattr(extraction.extractor, "propose", propose)
    run = extraction.run

    def counted(*args: Any, **kwargs: Any) -> Any:
        inside.append(len(started))
        try:
            return run(*args, **kwargs)
        finally:
            inside.append(len(started))

    monkeypatch.setattr(extraction, "run", counted)
    memory.jobs.run_pending()
    assert memory.jobs.get(job.id).status == "done"
    assert inside[1] - inside[0] == 2 and during == [1], (inside, during)
    assert any("10:02" in e.content for e in memory.entries.timeline(SCOPE))

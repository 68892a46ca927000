"""An erasure is final for reads in flight (SQLite and PostgreSQL, over REST and in process).

A read sees the person's rows, then writes its audit record a moment later. When the erasure
commits in that moment, the record would name the erased person again. Each test holds the
read at that moment (it has what it serves, its record is not written yet), erases the
person there, lets the read finish, and then finds no row of any table naming them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import Memory, Scope, Subject, TestEmbedder
from episodic.governance import Audit
from episodic.stores.sqlite import store as sqlite_store
from tests.conftest import Clock
from tests.governance.inflight import WAIT, in_thread, serving
from tests.governance.test_erasure import table_hits

SCOPE = Scope(tenant="acme", agent="concierge", user="u-erased-77d2")
OTHER = Scope(tenant="acme", agent="concierge", user="u-kept-31aa")
NOTE = "The spare key is under the blue flowerpot by the back door."


class HeldRead:
    """Stops the first read of :data:`SCOPE` between its snapshot and its audit record (the
    moment the race opens) until released: wraps :meth:`Audit.read`, which every audited
    read calls once it has what it serves."""

    def __init__(self, original: Callable[..., None]) -> None:
        self._original = original
        self.entered = threading.Event()
        self._go = threading.Event()

    def method(self) -> Callable[..., None]:
        """What stands for :meth:`Audit.read` while the test runs."""

        def read(audit: Audit, scope: Scope, *args: Any, **kwargs: Any) -> None:
            if scope == SCOPE and not self.entered.is_set():
                self.entered.set()
                if not self._go.wait(WAIT):
                    raise TimeoutError("the test never released the held read")
            self._original(audit, scope, *args, **kwargs)

        return read

    def release(self) -> None:
        self._go.set()


@pytest.fixture
def memory(db_path: Path | str, clock: Clock, monkeypatch: Any) -> Iterator[Memory]:
    # The held read may keep a snapshot while the erasure reclaims: SQLite's checkpoint
    # would wait for it (then report it) for 10 s; the test does not need the wait.
    monkeypatch.setattr(sqlite_store, "CHECKPOINT_WAIT_MS", 50)
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        for scope in (SCOPE, OTHER):
            opened.remember(scope, NOTE)
            opened.after_turn(scope, "t-1", [{"role": "user", "content": "Where is the key?"}])
        opened.jobs.run_pending()
        yield opened


@pytest.fixture
def held(memory: Memory, monkeypatch: Any) -> HeldRead:
    holding = HeldRead(Audit.read)
    monkeypatch.setattr(Audit, "read", holding.method())
    return holding


def _named(db: Path | str, backend: str, scope: Scope) -> list[str]:
    return table_hits(db, backend, {scope.user})


def test_a_before_turn_over_rest_in_flight_leaves_no_record_naming_the_erased(
    memory: Memory, held: HeldRead, db_path: Path | str, backend: str
) -> None:
    base = f"/v1/agents/{SCOPE.agent}/users/{SCOPE.user}"
    question = {"thread": "t-1", "message": "Where is the key, the blue flowerpot?"}
    answers: list[Any] = []
    with serving(memory, db_path) as api:
        reading = lambda: answers.append(api.post(f"{base}/before_turn", json=question))  # noqa: E731
        with in_thread(reading) as failed:
            assert held.entered.wait(WAIT), "the read never reached its record"
            erased = api.delete(f"/v1/users/{SCOPE.user}")
            assert erased.status_code == 200, erased.text
            held.release()
        assert failed == []
        (answer,) = answers
        # The read saw the person (its snapshot came before the erasure) ...
        assert answer.status_code == 200 and "flowerpot" in answer.text
        other = {"thread": "t-1", "message": "Where is the key?"}
        assert api.post(f"/v1/agents/{OTHER.agent}/users/{OTHER.user}/before_turn", json=other)
    memory.audit.flush()
    # ... and left no record naming them; the other person's reads are recorded.
    assert _named(db_path, backend, SCOPE) == []
    assert [e.action for e in memory.audit.list(OTHER, actions=["read"])] == ["read"]
    (record,) = memory.audit.list(Subject(tenant=SCOPE.tenant, user=SCOPE.user))
    assert record.action == "erase" and record.user is None


def test_a_recall_in_flight_leaves_no_record_naming_the_erased(
    memory: Memory, held: HeldRead, db_path: Path | str, backend: str
) -> None:
    found: list[Any] = []
    with in_thread(lambda: found.append(memory.recall(SCOPE, "blue flowerpot key"))) as failed:
        assert held.entered.wait(WAIT), "the recall never reached its record"
        memory.erase(Subject(tenant=SCOPE.tenant, user=SCOPE.user))
        held.release()
    assert failed == []
    memory.audit.flush()
    assert _named(db_path, backend, SCOPE) == []
    # A read after the erasure is the person's new life: recorded again.
    memory.remember(SCOPE, "The spare key now hangs in the hall.")
    assert memory.recall(SCOPE, "spare key hall")
    memory.audit.flush()
    assert _named(db_path, backend, SCOPE)

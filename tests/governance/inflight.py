"""What the tests of forgetting during a job share: a model held at the point the race opens,
the person and their words, and the look over every place the words could come back.

A job reads, asks its model, then writes. :class:`Held` is a scripted reply that stops the
first call inside the model until the test lets it go, so ``forget`` commits exactly there
(an event, no sleeping). Each reply is worked out from the prompt the model was shown, as a
model would: shown the words, it repeats them; shown ``[forgotten]``, it cannot.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import numpy.typing as npt
import psycopg

from episodic import Config, Embedder, Memory, Models, Scope, TestEmbedder, TestLLM
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings
from tests.governance.test_erasure import table_hits
from tests.serving import running

SCOPE = Scope(tenant="acme", agent="concierge", user="u-dana")
THREAD = "t-1"
SECRET = "Ines keeps the spare key under the blue flowerpot by the back door."
WORD = "flowerpot"  # said nowhere but in SECRET
KEPT = "The boiler service is booked for Thursday morning."
NOTE = "The spare key is under the blue flowerpot by the back door."
BASE = f"/v1/agents/{SCOPE.agent}/users/{SCOPE.user}"
#: Longest wait for the other thread (a failure, never a pause).
WAIT = 60.0

Reply = Callable[[str, str], dict[str, Any]]


class Held:
    """A reply function for :class:`~episodic.TestLLM` whose first call waits inside the
    model until :meth:`release`; every call's prompt is kept."""

    def __init__(self, reply: Reply) -> None:
        self._reply = reply
        self.prompts: list[str] = []
        self.entered = threading.Event()
        self._go = threading.Event()

    def __call__(self, system: str, prompt: str) -> dict[str, Any]:
        self.prompts.append(prompt)
        if len(self.prompts) == 1:
            self.entered.set()
            if not self._go.wait(WAIT):
                raise TimeoutError("the test never released the held model")
        return self._reply(system, prompt)

    def release(self) -> None:
        self._go.set()


class HeldEmbedder(TestEmbedder):
    """The test embedder, whose first call with a text holding ``word`` waits until
    :meth:`release`; the texts of every such call are kept, joined, in :attr:`prompts`."""

    def __init__(self, word: str) -> None:
        super().__init__()
        self._word = word
        self.prompts: list[str] = []
        self.entered = threading.Event()
        self._go = threading.Event()

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        held = any(self._word in text for text in texts)
        if held:
            self.prompts.append("\n".join(texts))
        if held and not self.entered.is_set():
            self.entered.set()
            if not self._go.wait(WAIT):
                raise TimeoutError("the test never released the held embedder")
        return super()._embed(texts)

    def release(self) -> None:
        self._go.set()


def extract_secret(system: str, prompt: str) -> dict[str, Any]:
    """An extractor that notes where the spare key is when the transcript says so."""
    if SECRET not in prompt:
        return {"entries": []}
    return {"entries": [{"content": NOTE, "source": "user_assertion", "evidence": SECRET}]}


def open_memory(
    db: Path | str, clock: Any, config: Config | None = None, embedder: Embedder | None = None,
    **models: Any,
) -> Memory:  # fmt: skip
    """A memory on ``db`` whose jobs use these scripted models (extraction:
    :func:`extract_secret` unless given), no background worker."""
    chosen = Models(**{"extraction": TestLLM(default=extract_secret), **models})
    return Memory.open(
        db, embedder=embedder or TestEmbedder(), models=chosen, config=config or Config(),
        clock=clock, worker=False,
    )  # fmt: skip


@contextmanager
def in_thread(work: Callable[[], object]) -> Iterator[list[BaseException]]:
    """Run ``work`` on a thread for the block; its exception, if any, is in the list."""
    failed: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as exc:
            failed.append(exc)

    thread = threading.Thread(target=run, name="held-job", daemon=True)
    thread.start()
    try:
        yield failed
    finally:
        thread.join(WAIT)
        assert not thread.is_alive(), "the job did not finish"


@contextmanager
def serving(memory: Memory, db: Path | str) -> Iterator[httpx.Client]:
    """The memory behind a real server, and a client of it acting for the scope's tenant."""
    app = create_app(ServerSettings(db=str(db)), memory)
    with running(app) as url, httpx.Client(base_url=url, timeout=WAIT) as api:
        api.headers["X-Episodic-Tenant"] = SCOPE.tenant
        yield api


def race(
    memory: Memory, held: Held | HeldEmbedder, db: Path | str, work: Callable[[], Any]
) -> list[Any]:
    """Run ``work`` on a thread; when ``held`` holds its model, forget the note over REST,
    then let the model answer. Returns what ``work`` returned."""
    returned: list[Any] = []
    with serving(memory, db) as api:
        with in_thread(lambda: returned.append(work())) as failed:
            assert held.entered.wait(WAIT), "the held model was never called"
            forget_over_rest(api, memory)
            held.release()
        assert failed == []
    return returned


def forget_over_rest(api: httpx.Client, memory: Memory) -> None:
    """Forget the scope's one note of the spare key, over REST."""
    (entry,) = [e for e in memory.timeline(SCOPE) if WORD in e.content]
    answer = api.post(f"{BASE}/entries/{entry.id}/forget", json={"reason": "asked to"})
    assert answer.status_code == 200, answer.text
    assert answer.json()["redacted"]["messages"] >= 1


def seen_over_rest(api: httpx.Client) -> dict[str, str]:
    """Every answer of the REST API that shows what is kept about the person."""
    thread = f"{BASE}/threads/{THREAD}"
    question = {"thread": THREAD, "message": "Where is the spare key, the blue flowerpot?"}
    answers = {
        "before_turn": api.post(f"{BASE}/before_turn", json=question),
        "entries": api.get(f"{BASE}/entries", params={"include_inactive": "true"}),
        "messages": api.get(f"{thread}/messages"),
        "search": api.post(f"{BASE}/messages/search", json={"query": "blue flowerpot key"}),
        "profile": api.get(f"{BASE}/profile/versions"),
        "session": api.get(f"{thread}/session/versions"),
        "observations": api.get(f"{thread}/observations", params={"include_superseded": "true"}),
        "episodes": api.get(f"{BASE}/episodes", params={"include_superseded": "true"}),
        "export": api.get(f"/v1/users/{SCOPE.user}/export"),
        "jobs": api.get("/v1/jobs"),
    }
    for name, answer in answers.items():
        assert answer.status_code == 200, (name, answer.text)
    return {name: answer.text for name, answer in answers.items()}


def assert_nowhere(memory: Memory, db: Path | str, backend: str) -> None:
    """The forgotten words are in no REST answer, no prompt block and no row of any table."""
    with serving(memory, db) as api:
        leaks = [name for name, text in seen_over_rest(api).items() if WORD in text.lower()]
    assert leaks == []
    context = memory.before_turn(SCOPE, THREAD, "Where is the spare key, the blue flowerpot?")
    assert WORD not in context.render().lower()
    if backend == "postgres":  # the planner's samples of the columns too
        with psycopg.connect(str(db), autocommit=True) as conn:
            conn.execute("ANALYZE")
    assert table_hits(db, backend, {WORD}) == []


def assert_reran(held: Held, memory: Memory, kind: str) -> None:
    """The held job's first run was voided and it ran again on the redacted text, without
    costing an attempt."""
    assert len(held.prompts) == 2, len(held.prompts)
    first, second = held.prompts
    assert WORD in first.lower()  # what the model was shown before the forget
    assert WORD not in second.lower() and "[forgotten]" in second
    assert_ran_once(memory, kind)


def assert_ran_once(memory: Memory, kind: str) -> None:
    """Every job of ``kind`` that ran is done, at its first attempt."""
    # (A session's idle check stays queued for later: it has not run.)
    ran = [j for j in memory.jobs.list(limit=1000) if j.kind == kind and j.status != "pending"]
    assert ran and all(job.status == "done" for job in ran), ran
    assert max(job.attempts for job in ran) == 1

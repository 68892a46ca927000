"""AsyncMemory: the same surface as Memory, name by name, and an event loop that keeps running
while the memory works (on both backends)."""

from __future__ import annotations

import asyncio
import contextvars
import inspect
import threading
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt
import pytest

from episodic import (
    AsyncMemory,
    AsyncTools,
    Memory,
    MessageDraft,
    Scope,
    StoreError,
    TestEmbedder,
    TestLLM,
)
from tests.conftest import Clock

T = TypeVar("T")

# Public methods of the services that are the library's own plumbing, not a caller's: they take
# a transaction or a turn being stored (found from their signatures below), or run the worker.
PLUMBING_TYPES = ("Tx", "Turn", "TurnQuery")
PLUMBING = {
    "close",  # a service's close: AsyncMemory.close closes the memory and every service
    "add",  # registering job handlers, done when the memory is built
    "worker",  # a worker to drive by hand (episodic worker)
    "resume",
    "wake",
    "drop_cached",  # an erasure's cache drop
    "read",  # recording a read in the audit log, which the reading verbs do themselves
    "reading",  # the mark a read takes before it reads, for that record
}
SERVICES = (
    "audit",
    "entries",
    "episodes",
    "imports",
    "jobs",
    "messages",
    "observations",
    "plans",
    "profile",
    "retention",
    "review",
    "sessions",
)
# Memory's members that need no thread (properties, the clock) or differ in kind (open is a
# class-level coroutine; tools returns awaited tools).
PLAIN = {"config", "embedder", "now"}


def caller_methods(cls: type, plumbing: set[str] = PLUMBING) -> set[str]:
    """The public methods of a synchronous class a caller uses: properties, ``plumbing`` and
    methods taking one of the ``PLUMBING_TYPES`` left out."""
    names = set()
    for name, member in inspect.getmembers(cls):
        if name.startswith("_") or name in plumbing:
            continue
        if isinstance(inspect.getattr_static(cls, name), property):
            continue
        words = " ".join(str(p.annotation) for p in inspect.signature(member).parameters.values())
        if not set(words.replace("|", " ").split()) & set(PLUMBING_TYPES):
            names.add(name)
    return names


def awaited_methods(obj: object) -> set[str]:
    """The public coroutine methods of an async wrapper."""
    return {
        name
        for name in dir(obj)
        if not name.startswith("_") and inspect.iscoroutinefunction(getattr(obj, name))
    }


def test_every_verb_and_service_method_has_an_async_counterpart_and_no_more(
    tmp_path: Path,
) -> None:
    async def surfaces() -> None:
        memory = Memory.open(tmp_path / "m.db", embedder=TestEmbedder(), worker=False)
        async with AsyncMemory(memory) as wrapped:
            memory_methods = caller_methods(Memory, plumbing=set()) - PLAIN
            assert memory_methods >= {"before_turn", "after_turn", "recall", "open", "tools"}
            assert awaited_methods(wrapped) | {"open"} == memory_methods
            assert inspect.iscoroutinefunction(AsyncMemory.open)
            for name in PLAIN:
                assert not inspect.iscoroutinefunction(getattr(wrapped, name)), name
            for service in SERVICES:
                sync, awaited = getattr(memory, service), getattr(wrapped, service)
                assert awaited.sync is sync
                assert awaited_methods(awaited) == caller_methods(type(sync)), service
            services = {n for n, v in vars(memory).items() if not n.startswith("_")}
            assert services == set(SERVICES)

    asyncio.run(surfaces())


def test_the_counterparts_carry_the_signatures_and_docs_of_the_sync_methods(
    tmp_path: Path,
) -> None:
    async def check() -> None:
        async with await AsyncMemory.open(tmp_path / "m.db", embedder="test") as memory:
            for name in ("before_turn", "after_turn", "remember", "recall"):
                sync = getattr(memory.sync, name)
                assert inspect.signature(getattr(memory, name)) == inspect.signature(sync)
                assert getattr(memory, name).__doc__ == sync.__doc__
            assert inspect.signature(memory.profile.update) == inspect.signature(
                memory.sync.profile.update
            )
            assert inspect.signature(AsyncMemory.open).return_annotation == "AsyncMemory"

    asyncio.run(check())


class Gate:
    """Holds one call in its worker thread until the event loop has ticked a few times.

    A call made on the event loop's own thread would hold the loop too: the ticks could never
    come, the wait would run out and the call would fail, so a passing test shows the loop ran
    while the call was in progress.
    """

    def __init__(self) -> None:
        self.armed = False
        self.entered = threading.Event()
        self.released = threading.Event()
        self.threads: list[str] = []

    def hold(self) -> None:
        if not self.armed:
            return
        self.threads.append(threading.current_thread().name)
        self.entered.set()
        if not self.released.wait(10):
            raise RuntimeError("the event loop never ticked while this call was held")


class GatedEmbedder(TestEmbedder):
    """The shipped test embedder, held at the gate while it is armed."""

    def __init__(self, gate: Gate) -> None:
        super().__init__()
        self.gate = gate

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.gate.hold()
        return super()._embed(texts)


async def ticking(
    gate: Gate, call: Callable[[], Awaitable[T]], until: Callable[[], bool] = lambda: True
) -> tuple[T, int]:
    """Run ``call`` beside a ticker; the result and the ticks counted while the call was held.
    The call is let go after three such ticks, once ``until()`` holds too."""
    gate.armed = True
    task = asyncio.create_task(call())  # type: ignore[arg-type]
    held_ticks = 0
    while not task.done():
        await asyncio.sleep(0.001)
        if gate.entered.is_set():
            held_ticks += 1
            if held_ticks >= 3 and until():
                gate.released.set()
    gate.armed = False
    return await task, held_ticks


def open_gated(db_path: Path | str, clock: Clock, gate: Gate) -> AsyncMemory:
    def slow_reply(system: str, prompt: str) -> dict[str, Any]:
        gate.hold()
        return {"entries": []}

    llm = TestLLM(default=slow_reply)
    memory = Memory.open(db_path, embedder=GatedEmbedder(gate), llm=llm, clock=clock, worker=False)
    return AsyncMemory(memory, max_workers=2)


SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
TURN = [
    MessageDraft(role="user", content="Our exports time out on plan=basic for files over 2 GB."),
    MessageDraft(role="assistant", content="Thanks, I will look at the export limits."),
]


@pytest.mark.parametrize("verb", ["before_turn", "after_turn", "recall"])
def test_the_loop_keeps_running_while_a_verb_works(
    verb: str, db_path: Path | str, clock: Clock
) -> None:
    gate = Gate()

    async def scenario() -> None:
        async with open_gated(db_path, clock, gate) as memory:
            await memory.remember(SCOPE, "Exports time out for files over 2 GB on plan=basic.")
            calls: dict[str, Callable[[], Awaitable[object]]] = {
                "before_turn": lambda: memory.before_turn(SCOPE, "t-1", "exports on plan=basic"),
                "after_turn": lambda: memory.after_turn(SCOPE, "t-1", TURN, sync=True),
                "recall": lambda: memory.recall(SCOPE, "plan=basic exports"),
            }
            result, held_ticks = await ticking(gate, calls[verb])
            assert held_ticks >= 3  # the loop ran while the call was held in its thread
            assert gate.threads and all(n.startswith("episodic-async") for n in gate.threads)
            if verb == "before_turn":
                assert "plan=basic" in result.render()  # type: ignore[attr-defined]
            elif verb == "after_turn":
                assert result.status == "done"  # type: ignore[attr-defined]
            else:
                assert [r.entry.content for r in result] == [  # type: ignore[attr-defined]
                    "Exports time out for files over 2 GB on plan=basic."
                ]

    asyncio.run(scenario())


def test_other_tasks_run_and_calls_overlap_beside_a_held_call(tmp_path: Path, clock: Clock) -> None:
    gate = Gate()

    async def scenario() -> None:
        async with open_gated(tmp_path / "m.db", clock, gate) as memory:
            await memory.remember(SCOPE, "Exports time out for files over 2 GB on plan=basic.")

            async def meanwhile() -> list[str]:
                # While before_turn is held at the gate, another call completes on the second
                # thread (no embedding needed: the profile and the timeline).
                while not gate.entered.is_set():
                    await asyncio.sleep(0.001)
                timeline = await memory.timeline(SCOPE)
                await memory.profile.get(SCOPE)
                return [entry.content for entry in timeline]

            other = asyncio.create_task(meanwhile())
            # before_turn is let go only once the other task is done: it finished while
            # before_turn was held (else the gate runs out and before_turn fails).
            context, _ = await ticking(
                gate, lambda: memory.before_turn(SCOPE, None, "exports"), until=other.done
            )
            assert await other == ["Exports time out for files over 2 GB on plan=basic."]
            assert context.block("memory") is not None

    asyncio.run(scenario())


def test_tools_are_awaited_and_bound_to_their_scope(memory: Memory) -> None:
    async def scenario() -> None:
        async with AsyncMemory(memory) as wrapped:
            await wrapped.remember(SCOPE, "Exports time out for files over 2 GB on plan=basic.")
            tools = await wrapped.tools(SCOPE, "t-1")
            assert isinstance(tools, AsyncTools)
            assert [t.name for t in tools] == [t.name for t in memory.tools(SCOPE, "t-1")]
            assert tools.instructions == memory.tools(SCOPE, "t-1").instructions
            recall = tools[0]
            assert recall.definition("anthropic")["name"] == "recall_memory"
            answer = await recall({"query": "plan=basic exports"})
            assert "plan=basic" in answer
            assert "error" in await recall({"query": "x", "user": "someone-else"})

    asyncio.run(scenario())


def test_context_variables_reach_the_thread_and_close_is_final(tmp_path: Path) -> None:
    request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id")
    seen: list[str] = []

    class Recording(TestEmbedder):
        def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
            seen.append(request_id.get("unset"))
            return super()._embed(texts)

    async def scenario() -> None:
        memory = AsyncMemory(Memory.open(tmp_path / "m.db", embedder=Recording(), worker=False))
        request_id.set("req-7")
        await memory.remember(SCOPE, "Exports time out for files over 2 GB on plan=basic.")
        assert seen and set(seen) == {"req-7"}
        await memory.close()
        await memory.close()  # a second close does nothing
        with pytest.raises(StoreError, match="closed"):
            await memory.recall(SCOPE, "exports")
        with pytest.raises(StoreError, match="closed"):
            memory.sync.timeline(SCOPE)  # the memory under it is closed too

    asyncio.run(scenario())

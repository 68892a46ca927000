"""``AsyncMemory``: the whole of :class:`~episodic.Memory` for code that runs in an event loop.

One thin layer over the same code, never a second copy of it. Each verb of the memory and of
its tier services is offered under the same name as a coroutine that runs the synchronous
method in a worker thread, so ``await memory.before_turn(...)`` leaves the event loop free to
serve other requests while the store is read and the message is embedded.

How it is built, and why:

- :class:`offload` is a descriptor made from a synchronous method (``offload(Memory.recall)``).
  Its type carries the method's parameters through a ``ParamSpec``, so a type checker and an
  editor see exactly the synchronous signature, returning an awaitable of the same result.
  Each wrapper class below is a list of such one-line declarations; a test compares the lists
  with the synchronous classes name by name, so a new method cannot be forgotten.
- The calls run on a small thread pool of the ``AsyncMemory``'s own (``max_workers``), not the
  event loop's default one: the SQLite store keeps one connection per thread, so the pool bounds
  the connections the async layer holds, and closing the memory ends those threads (and with
  them their connections). PostgreSQL's connection pool is shared by every thread alike.
- The caller's context variables travel into the thread (as :func:`asyncio.to_thread` does), so
  a trace started in the caller's task is the parent of the memory's spans.
- A cancelled ``await`` stops waiting, not the work: a thread cannot be interrupted, so a turn
  handed to ``after_turn`` is still stored. Callbacks (``remember_many``'s ``on_progress``) are
  called in the worker thread.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import inspect
from collections.abc import Callable, Coroutine, Iterable
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar, overload

from episodic.config import Config
from episodic.embedders import Embedder
from episodic.entries import Entries
from episodic.entries.review import Review
from episodic.episodes import Episodes
from episodic.errors import StoreError
from episodic.governance import Audit, Retention
from episodic.imports import Imports
from episodic.jobs import Jobs
from episodic.memory import Memory
from episodic.messages import Messages
from episodic.models import Scope
from episodic.observations import Observations
from episodic.plans import Plans
from episodic.profile import Profile
from episodic.sessions import Sessions
from episodic.tools import Tool, ToolFormat

__all__ = ["AsyncMemory", "AsyncTool", "AsyncTools", "offload"]

P = ParamSpec("P")
R = TypeVar("R")
S = TypeVar("S")


class _Runner:
    """Runs synchronous calls on the memory's threads, awaiting them from the event loop."""

    def __init__(self, max_workers: int | None) -> None:
        self._executor = ThreadPoolExecutor(max_workers, thread_name_prefix="episodic-async")
        self.closed = False

    async def __call__(self, function: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
        if self.closed:
            raise StoreError("This AsyncMemory is closed; open a new one.")
        context = contextvars.copy_context()  # the caller's trace and other context variables
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._executor, lambda: context.run(function, *args, **kwargs)
        )

    def shutdown(self) -> None:
        """Let the threads end once their calls are done (their connections close with them)."""
        self.closed = True
        self._executor.shutdown(wait=False)


class _Facade(Generic[S]):
    """What every async wrapper holds: the synchronous object and the runner."""

    def __init__(self, target: S, run: _Runner) -> None:
        self._target = target
        self._run = run

    @property
    def sync(self) -> S:
        """The synchronous object this wraps, for what needs no thread (settings, names)."""
        return self._target


class offload(Generic[S, P, R]):
    """A synchronous method, offered on an async wrapper as a coroutine of the same signature.

    Example::

        class AsyncProfile(_Facade[Profile]):
            get = offload(Profile.get)  # await memory.profile.get(scope) -> ProfileVersion

    Args:
        method: The method as read from its class (``Profile.get``).
    """

    def __init__(self, method: Callable[Concatenate[S, P], R]) -> None:
        self.method = method
        self.name = method.__name__
        self.__doc__ = method.__doc__

    def __set_name__(self, owner: type[Any], name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type[Any]) -> offload[S, P, R]: ...

    @overload
    def __get__(self, obj: _Facade[S], owner: type[Any]) -> Callable[P, Coroutine[Any, Any, R]]: ...

    def __get__(
        self, obj: _Facade[S] | None, owner: type[Any]
    ) -> offload[S, P, R] | Callable[P, Coroutine[Any, Any, R]]:
        if obj is None:
            return self
        bound = getattr(obj._target, self.method.__name__)
        run = obj._run

        async def call(*args: P.args, **kwargs: P.kwargs) -> R:
            return await run(bound, *args, **kwargs)

        functools.update_wrapper(call, bound)
        call.__signature__ = inspect.signature(bound)  # type: ignore[attr-defined]
        # Kept on the instance (this descriptor defines no __set__), so the next look-up of
        # the name is a plain attribute read.
        vars(obj)[self.name] = call
        return call


class AsyncTool:
    """A bound tool (see :class:`~episodic.Tool`) whose call is awaited.

    Attributes:
        tool: The synchronous tool: its ``name``, ``description``, ``parameters`` and
            ``instruction`` are this one's.
    """

    def __init__(self, tool: Tool, run: _Runner) -> None:
        self.tool = tool
        self.name = tool.name
        self.description = tool.description
        self.parameters = tool.parameters
        self.instruction = tool.instruction
        self._run = run

    def definition(self, format: ToolFormat = "openai") -> dict[str, Any]:
        """The tool as a provider lists it (see :meth:`Tool.definition
        <episodic.Tool.definition>`)."""
        return self.tool.definition(format)

    async def __call__(self, arguments: object) -> str:
        """Answer the model's call (a dict or its JSON text) with the JSON text to send back;
        never raises for bad arguments."""
        return await self._run(self.tool, arguments)

    def __repr__(self) -> str:
        return f"<AsyncTool {self.name}>"


class AsyncTools(list[AsyncTool]):
    """The tools of one scope and thread, each awaited: a list, plus their instructions."""

    @property
    def instructions(self) -> str:
        """Each tool's instruction once, in order: the text to add to the system prompt."""
        return "\n\n".join(dict.fromkeys(tool.instruction for tool in self if tool.instruction))


# -- the tier services, each a list of offloaded methods ---------------------------------------


class AsyncEntries(_Facade[Entries]):
    """``memory.entries``, awaited."""

    correct = offload(Entries.correct)
    count = offload(Entries.count)
    get = offload(Entries.get)
    recall = offload(Entries.recall)
    reindex = offload(Entries.reindex)
    remember = offload(Entries.remember)
    remember_many = offload(Entries.remember_many)
    shown = offload(Entries.shown)
    silence = offload(Entries.silence)
    timeline = offload(Entries.timeline)


class AsyncReview(_Facade[Review]):
    """``memory.review``, awaited."""

    approve = offload(Review.approve)
    deny = offload(Review.deny)
    pending = offload(Review.pending)


class AsyncMessages(_Facade[Messages]):
    """``memory.messages``, awaited."""

    clear = offload(Messages.clear)
    list = offload(Messages.list)
    pop = offload(Messages.pop)
    recent = offload(Messages.recent)
    reindex = offload(Messages.reindex)
    search = offload(Messages.search)
    window = offload(Messages.window)


class AsyncProfile(_Facade[Profile]):
    """``memory.profile``, awaited."""

    fields = offload(Profile.fields)
    get = offload(Profile.get)
    update = offload(Profile.update)
    versions = offload(Profile.versions)


class AsyncSessions(_Facade[Sessions]):
    """``memory.sessions``, awaited."""

    get = offload(Sessions.get)
    update = offload(Sessions.update)
    versions = offload(Sessions.versions)


class AsyncObservations(_Facade[Observations]):
    """``memory.observations``, awaited (``maintained`` is on :attr:`sync`)."""

    list = offload(Observations.list)
    observed_until = offload(Observations.observed_until)
    status = offload(Observations.status)


class AsyncPlans(_Facade[Plans]):
    """``memory.plans``, awaited."""

    clear = offload(Plans.clear)
    get = offload(Plans.get)
    update = offload(Plans.update)
    versions = offload(Plans.versions)


class AsyncEpisodes(_Facade[Episodes]):
    """``memory.episodes``, awaited (``enabled`` is on :attr:`sync`)."""

    compress = offload(Episodes.compress)
    end_session = offload(Episodes.end_session)
    events = offload(Episodes.events)
    get = offload(Episodes.get)
    list = offload(Episodes.list)


class AsyncAudit(_Facade[Audit]):
    """``memory.audit``, awaited."""

    flush = offload(Audit.flush)
    list = offload(Audit.list)


class AsyncRetention(_Facade[Retention]):
    """``memory.retention``, awaited."""

    prune = offload(Retention.prune)
    sweep = offload(Retention.sweep)


class AsyncImports(_Facade[Imports]):
    """``memory.imports``, awaited."""

    run = offload(Imports.run)


class AsyncJobs(_Facade[Jobs]):
    """``memory.jobs``, awaited."""

    backlog = offload(Jobs.backlog)
    depth = offload(Jobs.depth)
    get = offload(Jobs.get)
    list = offload(Jobs.list)
    retry = offload(Jobs.retry)
    run_pending = offload(Jobs.run_pending)
    run_until_done = offload(Jobs.run_until_done)


# -- the memory ----------------------------------------------------------------------------------


def _opener(
    open_memory: Callable[P, Memory],
) -> Callable[P, Coroutine[Any, Any, AsyncMemory]]:
    """``Memory.open`` as a coroutine that returns an :class:`AsyncMemory` (opening loads the
    embedder and may migrate the database: seconds, better spent off the loop)."""

    async def open(*args: P.args, **kwargs: P.kwargs) -> AsyncMemory:
        return AsyncMemory(await asyncio.to_thread(open_memory, *args, **kwargs))

    functools.update_wrapper(open, open_memory)
    signature = inspect.signature(open_memory).replace(return_annotation="AsyncMemory")
    open.__signature__ = signature  # type: ignore[attr-defined]
    return open


class AsyncMemory(_Facade[Memory]):
    """:class:`~episodic.Memory` for asyncio code: every verb and tier service, awaited.

    Each method has the synchronous one's name, parameters and result, and runs it on one of
    this memory's threads, so the event loop keeps serving while the store and the models
    work. The tier services are here too (``await memory.profile.get(scope)``), and
    :meth:`tools` gives tools whose calls are awaited.

    Args:
        memory: The memory to wrap; this object owns it from now on (:meth:`close` closes it).
        max_workers: Most calls running at once (threads, each with its own SQLite
            connection); the default is Python's for a thread pool (CPU count + 4, at most 32).

    Example:
        >>> import asyncio
        >>> from episodic import AsyncMemory, Scope
        >>> async def main() -> list[str]:
        ...     async with await AsyncMemory.open(":memory:", embedder="test") as memory:
        ...         scope = Scope(tenant="acme", agent="bot", user="u-1")
        ...         note = "Exports time out for files over 2 GB on plan=basic."
        ...         _ = await memory.remember(scope, note)
        ...         found = await memory.recall(scope, "plan=basic exports")
        ...         return [r.entry.content for r in found]
        >>> asyncio.run(main())
        ['Exports time out for files over 2 GB on plan=basic.']
    """

    open = staticmethod(_opener(Memory.open))

    def __init__(self, memory: Memory, *, max_workers: int | None = None) -> None:
        run = _Runner(max_workers)
        super().__init__(memory, run)
        self.audit = AsyncAudit(memory.audit, run)
        self.entries = AsyncEntries(memory.entries, run)
        self.episodes = AsyncEpisodes(memory.episodes, run)
        self.imports = AsyncImports(memory.imports, run)
        self.jobs = AsyncJobs(memory.jobs, run)
        self.messages = AsyncMessages(memory.messages, run)
        self.observations = AsyncObservations(memory.observations, run)
        self.plans = AsyncPlans(memory.plans, run)
        self.profile = AsyncProfile(memory.profile, run)
        self.retention = AsyncRetention(memory.retention, run)
        self.review = AsyncReview(memory.review, run)
        self.sessions = AsyncSessions(memory.sessions, run)

    after_turn = offload(Memory.after_turn)
    before_turn = offload(Memory.before_turn)
    correct = offload(Memory.correct)
    erase = offload(Memory.erase)
    export = offload(Memory.export)
    forget = offload(Memory.forget)
    recall = offload(Memory.recall)
    remember = offload(Memory.remember)
    remember_many = offload(Memory.remember_many)
    scopes = offload(Memory.scopes)
    timeline = offload(Memory.timeline)

    @property
    def config(self) -> Config:
        """The settings this memory runs with."""
        return self._target.config

    @property
    def embedder(self) -> Embedder:
        """The embedder every vector of this memory comes from."""
        return self._target.embedder

    def now(self) -> datetime:
        """The memory's idea of the current time (no thread needed: it reads the clock)."""
        return self._target.now()

    async def tools(
        self, scope: Scope, thread: str | None = None, *, purpose: str | None = None
    ) -> AsyncTools:
        """Every enabled tool for this scope and thread, as :meth:`Memory.tools
        <episodic.Memory.tools>` gives them, each answered with ``await tool(arguments)``."""
        tools = await self._run(self._target.tools, scope, thread, purpose=purpose)
        return AsyncTools(_async_tools(tools, self._run))

    async def close(self, timeout: float | None = None) -> None:
        """Close the memory (see :meth:`Memory.close <episodic.Memory.close>`), then let this
        object's threads end. Closing twice does nothing more."""
        if self._run.closed:
            return
        await self._run(self._target.close, timeout)
        self._run.shutdown()

    async def __aenter__(self) -> AsyncMemory:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


def _async_tools(tools: Iterable[Tool], run: _Runner) -> Iterable[AsyncTool]:
    return (AsyncTool(tool, run) for tool in tools)

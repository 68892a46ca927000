"""What every tier shares: the store, the embedder, the models, the configuration and the clock."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Generic, TypeVar

from episodic.config import Config
from episodic.embedders import Embedder, get_embedder
from episodic.errors import ConfigError, StoreError, ValidationError
from episodic.llms import LLM, Models
from episodic.models import Block, Scope, TurnQuery
from episodic.models.governance import WritePolicy
from episodic.models.scope import require_scope
from episodic.models.validation import check_choice, check_count, check_id
from episodic.stores import Store, Tx, open_store

Clock = Callable[[], datetime]
T = TypeVar("T")
Doc = TypeVar("Doc")

# Tries of a versioned write when another writer took the same version number first.
_WRITE_TRIES = 3


def utc_now() -> datetime:
    """The wall clock, in UTC."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Runtime:
    """The shared parts a :class:`~episodic.Memory` hands to each of its tier services.

    Attributes:
        store: Where every tier's rows live.
        embedder: Turns text into vectors.
        models: The language model of each job, resolved (``None``: offline behaviour).
        config: Every tier's settings.
        clock: Returns "now" as an aware datetime.
        policy: Decides every candidate write; ``None`` applies the default policy
            (:class:`episodic.governance.DefaultPolicy`).
    """

    store: Store
    embedder: Embedder
    models: Models
    config: Config
    clock: Clock = utc_now
    policy: WritePolicy | None = None

    @contextmanager
    def reading(
        self, scope: Scope, operation: str, *, thread: str | None = None, limit: int | None = None
    ) -> Iterator[Tx]:
        """A read of one scope (one thread of it), after checking what the caller named.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The thread id or limit is malformed.
        """
        require_scope(scope, operation)
        if thread is not None:
            check_id(thread, f"{operation} thread id")
        if limit is not None:
            check_count(limit, f"{operation} limit")
        with self.store.read() as tx:
            yield tx

    def now(self) -> datetime:
        """The current time by the runtime's clock.

        Raises:
            ConfigError: The clock returned a naive datetime.
        """
        moment = self.clock()
        if moment.tzinfo is None:
            raise ConfigError("The clock must return timezone-aware datetimes.")
        return moment


class ThreadVersions(ABC, Generic[Doc]):
    """A tier that keeps one document per thread, every change a new version (plans, session
    memory): reading the current one or the history, its block in the turn's context,
    checking what a change names, and writing it as the next version.

    A subclass says what its current version is (:meth:`_current`).

    Args:
        runtime: The store, embedder, models, settings and clock.
        tier: The tier's name in what errors say (``plans.update thread id``).
        actors: Who a version may name as its author.
        history: Reads a thread's versions from the tier's rows, newest first.
        block: The context block of a version (``None`` when it says nothing).
        enabled: Whether the tier's block is injected at all.
    """

    def __init__(
        self,
        runtime: Runtime,
        tier: str,
        actors: Sequence[str],
        *,
        history: Callable[[Tx, Scope, str, int], list[Doc]],
        block: Callable[[Doc], Block | None],
        enabled: bool,
    ) -> None:
        self._runtime = runtime
        self._tier = tier
        self._actors = tuple(actors)
        self._history = history
        self._block = block
        self._enabled = enabled

    def get(self, scope: Scope, thread: str) -> Doc | None:
        """The thread's current version, or ``None`` when it has none.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The thread id is malformed.
        """
        with self._runtime.reading(scope, f"{self._tier}.get", thread=thread) as tx:
            return self._current(tx, scope, thread)

    def versions(self, scope: Scope, thread: str, *, limit: int = 100) -> list[Doc]:
        """The thread's versions, newest first (at most ``limit``), every one kept.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The thread id or limit is malformed.
        """
        operation = f"{self._tier}.versions"
        with self._runtime.reading(scope, operation, thread=thread, limit=limit) as tx:
            return self._history(tx, scope, thread, limit)

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """The block of the turn's thread (a context source): none without a thread, when the
        tier is switched off, or when the thread's current version says nothing."""
        if not self._enabled or query.thread_id is None:
            return []
        with self._runtime.store.read() as tx:
            current = self._current(tx, query.scope, query.thread_id)
        block = None if current is None else self._block(current)
        return [] if block is None else [block]

    @abstractmethod
    def _current(self, tx: Tx, scope: Scope, thread: str) -> Doc | None:
        """What :meth:`get` answers, read in ``tx``."""

    def _check(
        self,
        scope: Scope,
        thread: str,
        actor: str,
        operation: str,
        changes: Mapping[str, object] | None = None,
        fields: Collection[str] = (),
    ) -> None:
        """Refuse a change whose scope, thread id or actor is malformed, or which names a part
        that is none of ``fields``, before any read."""
        what = f"{self._tier}.{operation}"
        require_scope(scope, what)
        check_id(thread, f"{what} thread id")
        check_choice(actor, f"{what} actor", self._actors)
        unknown = sorted(set(changes or ()) - set(fields))
        if unknown:
            raise ValidationError(
                f"{what} got unknown part(s) {unknown}; it takes {', '.join(fields)} and actor."
            )

    def _versioned(self, write: Callable[[], T], what: str) -> T:
        """``write()``, tried again (up to three times in all) while another writer takes the
        version number it meant to write first; then a :class:`~episodic.errors.StoreError`
        saying ``what`` kept changing."""
        for _ in range(_WRITE_TRIES):
            try:
                return write()
            except self._runtime.store.dialect.integrity_errors:
                continue  # another writer took the version number: apply to the newer one
        raise StoreError(f"{what} kept changing while it was updated; try again.")


def check_open(
    url: object,
    embedder: object,
    llm: object,
    models: object,
    config: object,
    clock: object,
    on_error: object,
    *flags: object,
) -> None:
    """Refuse :meth:`Memory.open` arguments of the wrong kind before anything is opened."""
    expected: list[tuple[str, object, tuple[type, ...], str]] = [
        ("url", url, (str, Path, Store, type(None)), "a path, a database URL or a Store"),
        ("embedder", embedder, (str, Embedder), "a spec such as 'local' or an Embedder"),
        ("llm", llm, (str, LLM, type(None)), "a spec such as 'openai:gpt-4o-mini' or an LLM"),
        ("models", models, (Models, type(None)), "Models(extraction=...)"),
        ("config", config, (Config, type(None)), "a Config"),
    ]
    for name, value, kinds, hint in expected:
        if not isinstance(value, kinds):
            raise ConfigError(f"Memory.open {name} must be {hint}, got {type(value).__name__}.")
    for name, value in (("clock", clock), ("on_error", on_error)):
        if value is not None and not callable(value):
            raise ConfigError(
                f"Memory.open {name} must be a function or None, got {type(value).__name__}."
            )
    for name, value in zip(("worker", "read_only"), flags, strict=True):
        if not isinstance(value, bool):
            raise ConfigError(f"Memory.open {name} must be True or False, got {value!r}.")


def open_runtime(
    url: str | Path | Store | None,
    embedder: str | Embedder,
    llm: str | LLM | None,
    llm_base_url: str | None,
    models: Models | None,
    config: Config | None,
    clock: Clock | None,
    policy: WritePolicy | None,
    *,
    read_only: bool,
) -> Runtime:
    """What :meth:`Memory.open` opens, from its arguments (checked by :func:`check_open`):
    the models resolved, the embedder made before the store (so a missing extra opens
    nothing), then the store."""
    if policy is not None and not callable(getattr(policy, "decide", None)):
        raise ConfigError("Memory.open policy must have a decide(candidate) method.")
    config = config or Config()
    chosen = (models or Models()).resolve(llm, base_url=llm_base_url, config=config.providers)
    vectors = get_embedder(embedder)
    store = (
        url
        if isinstance(url, Store)
        else open_store(url, read_only=read_only, cache_bytes=config.store.search_cache_bytes)
    )
    return Runtime(store, vectors, chosen, config, clock or utc_now, policy)

"""Traces and metrics: off unless :func:`enable_telemetry` is called, and free while off.

The library reports through the hooks :func:`current` returns. While telemetry is off they are
a :class:`Hooks` whose methods do nothing and whose spans are one shared object, and neither
OpenTelemetry nor the Prometheus client is imported: a call site pays a function call. Turned
on, the same call sites feed OpenTelemetry spans (:mod:`.tracing`) and Prometheus metrics
(:mod:`.metrics`), both from ``pip install 'episodic-ai[telemetry]'``.

What is reported never names a tenant, agent or user, and never carries content: spans and
metrics keep operation names, job kinds, model names, counts, tokens and outcomes, so a trace
backend or a scrape holds nothing an erasure would have to reach (see docs/observability.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

from episodic.errors import ConfigError, missing_extra

if TYPE_CHECKING:
    from episodic.telemetry.metrics import Metrics
    from episodic.telemetry.tracing import Tracing

__all__ = [
    "Attribute",
    "Hooks",
    "Span",
    "Telemetry",
    "current",
    "disable_telemetry",
    "enable_telemetry",
]

#: A span attribute's value.
Attribute = str | int | float | bool


class Span(Protocol):
    """What a call site may do with the span it is in: add attributes."""

    def set(self, name: str, value: Attribute) -> None:
        """Record ``name = value`` on the span."""


class _NullSpan:
    """The span while tracing is off: one shared object that records nothing."""

    __slots__ = ()

    def set(self, name: str, value: Attribute) -> None:
        pass

    def __enter__(self) -> _NullSpan:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


_NULL_SPAN = _NullSpan()


class Hooks:
    """What the library reports, each a no-op here: the hooks while telemetry is off."""

    def span(self, name: str, **attributes: Attribute) -> AbstractContextManager[Span]:
        """A span around a ``with`` block (``episodic.before_turn``, ``episodic.job``, ...)."""
        return _NULL_SPAN

    def job_done(self, kind: str, outcome: str, seconds: float, result: Mapping[str, Any]) -> None:
        """One job run: its kind, outcome (``done``, ``retrying``, ``failed``, ...), how long
        it took and the report it left (entries written, dropped and held)."""

    def tokens(self, model: str, input_tokens: int, output_tokens: int) -> None:
        """Tokens one model call spent, as the provider counted them."""


class Telemetry(Hooks):
    """The hooks while telemetry is on (what :func:`enable_telemetry` returns).

    Attributes:
        tracing: The OpenTelemetry side, or ``None`` when traces are off.
        metrics: The Prometheus side, or ``None`` when metrics are off.
    """

    def __init__(self, tracing: Tracing | None, metrics: Metrics | None) -> None:
        self.tracing = tracing
        self.metrics = metrics

    def span(self, name: str, **attributes: Attribute) -> AbstractContextManager[Span]:
        """A span around a ``with`` block, a child of the span the caller is in."""
        if self.tracing is None:
            return _NULL_SPAN
        return self.tracing.span(name, attributes)

    def job_done(self, kind: str, outcome: str, seconds: float, result: Mapping[str, Any]) -> None:
        """Count the job run (duration, failures, entries written, dropped and held)."""
        if self.metrics is not None:
            self.metrics.job_done(kind, outcome, seconds, result)

    def tokens(self, model: str, input_tokens: int, output_tokens: int) -> None:
        """Count one model call's tokens."""
        if self.metrics is not None:
            self.metrics.tokens(model, input_tokens, output_tokens)

    def request(self, method: str, route: str, status: int, seconds: float) -> None:
        """Count one HTTP request by its route template (``/v1/entries/{entry_id}``)."""
        if self.metrics is not None:
            self.metrics.request(method, route, status, seconds)

    def watch_queue(self, depth: Callable[[], Mapping[tuple[str, str], int]]) -> None:
        """Report the job queue's depth at each scrape from ``depth()`` (``memory.jobs.depth``:
        jobs by kind and status)."""
        if self.metrics is not None:
            self.metrics.watch_queue(depth)

    def exposition(self) -> tuple[bytes, str]:
        """The metrics in Prometheus's text format, and its content type.

        Raises:
            ConfigError: Metrics are off.
        """
        if self.metrics is None:
            raise ConfigError("Metrics are off; enable_telemetry(metrics=True) turns them on.")
        return self.metrics.exposition()

    def shutdown(self) -> None:
        """Send the spans still buffered (where this object set up their export)."""
        if self.tracing is not None:
            self.tracing.shutdown()


_OFF = Hooks()
_current: Hooks = _OFF


def current() -> Hooks:
    """The hooks in force: no-ops unless :func:`enable_telemetry` was called."""
    return _current


def enable_telemetry(
    *,
    traces: bool = False,
    metrics: bool = False,
    tracer_provider: Any = None,
    otlp_endpoint: str | None = None,
    registry: Any = None,
) -> Telemetry:
    """Turn on OpenTelemetry spans, Prometheus metrics, or both, for this process.

    Like the two libraries underneath, this is process-wide: every memory of the process
    reports from now on. A second call replaces the first; :func:`disable_telemetry` turns
    both off again.

    Args:
        traces: Record spans: ``episodic.before_turn`` with one child per context source,
            ``episodic.after_turn``, ``episodic.recall``, ``episodic.job`` and each model call.
        metrics: Count job runs, tokens, entries, HTTP requests (see docs/observability.md).
        tracer_provider: An OpenTelemetry ``TracerProvider`` to record into; by default the
            process's global one (which records nothing until the application sets one up).
        otlp_endpoint: Instead, set up a provider of our own that exports spans over
            OTLP/HTTP to this URL (``http://127.0.0.1:4318/v1/traces``): what ``episodic
            serve --traces`` does.
        registry: A ``prometheus_client.CollectorRegistry`` to register the metrics in; by
            default a new one of our own, read by :meth:`Telemetry.exposition`.

    Raises:
        ConfigError: Neither traces nor metrics asked for, or the extra is not installed.

    Example::

        from episodic import enable_telemetry
        telemetry = enable_telemetry(metrics=True)
        body, content_type = telemetry.exposition()
    """
    global _current
    if not (traces or metrics):
        raise ConfigError(
            "enable_telemetry needs traces=True, metrics=True or both; "
            "disable_telemetry() turns telemetry off."
        )
    tracing = _tracing(tracer_provider, otlp_endpoint) if traces else None
    counting = _metrics(registry) if metrics else None
    disable_telemetry()
    _current = Telemetry(tracing, counting)
    return _current


def disable_telemetry() -> None:
    """Turn telemetry off: the hooks are no-ops again (spans buffered for export are sent)."""
    global _current
    previous, _current = _current, _OFF
    if isinstance(previous, Telemetry):
        previous.shutdown()


def _tracing(provider: Any, endpoint: str | None) -> Tracing:
    try:
        from episodic.telemetry.tracing import Tracing
    except ImportError:
        raise missing_extra("Tracing", "telemetry", "opentelemetry-api") from None
    return Tracing(provider, endpoint)


def _metrics(registry: Any) -> Metrics:
    try:
        from episodic.telemetry.metrics import Metrics
    except ImportError:
        raise missing_extra("Metrics", "telemetry", "prometheus-client") from None
    return Metrics(registry)

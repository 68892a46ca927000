"""OpenTelemetry spans (imported only when traces are turned on)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from opentelemetry import trace

from episodic.errors import missing_extra
from episodic.telemetry import Attribute, Span

#: The instrumentation scope our spans are recorded under.
SCOPE = "episodic"


class _Recording:
    """A live span, as a call site sees it."""

    __slots__ = ("_span",)

    def __init__(self, span: trace.Span) -> None:
        self._span = span

    def set(self, name: str, value: Attribute) -> None:
        self._span.set_attribute(name, value)


class Tracing:
    """Spans recorded into a tracer provider.

    Args:
        provider: The provider to record into; ``None``: the process's global one.
        endpoint: Set up a provider of our own instead, exporting over OTLP/HTTP to this URL.
    """

    def __init__(self, provider: Any, endpoint: str | None) -> None:
        self._owned: Any = None
        if endpoint is not None:
            provider = self._owned = _otlp_provider(endpoint)
        self._tracer = trace.get_tracer(SCOPE, tracer_provider=provider)

    def span(self, name: str, attributes: Mapping[str, Attribute]) -> AbstractContextManager[Span]:
        """A span around a ``with`` block; an exception leaving the block is recorded on it."""
        return self._span(name, attributes)

    @contextmanager
    def _span(self, name: str, attributes: Mapping[str, Attribute]) -> Iterator[Span]:
        with self._tracer.start_as_current_span(name, attributes=attributes) as span:
            yield _Recording(span)

    def shutdown(self) -> None:
        """Export what the provider we set up still buffers, and stop it."""
        if self._owned is not None:
            self._owned.shutdown()


def _otlp_provider(endpoint: str) -> Any:
    """A provider that batches spans and sends them over OTLP/HTTP to ``endpoint``."""
    try:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
    except ImportError:
        raise missing_extra(
            "Exporting traces", "telemetry", "opentelemetry-sdk and its OTLP exporter"
        ) from None
    provider = TracerProvider(resource=Resource.create({"service.name": "episodic"}))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=endpoint)))
    return provider

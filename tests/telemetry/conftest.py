"""What the telemetry tests share: spans caught in memory, and a model that extracts one note
and one with a quote the turn does not hold (dropped by the evidence guard)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from episodic import Scope, TestLLM, disable_telemetry, enable_telemetry

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
TURN = [
    {"role": "user", "content": "Our exports time out on plan=basic for files over 2 GB."},
    {"role": "assistant", "content": "Thanks, I will look at the export limits."},
]


def extractor() -> TestLLM:
    """Extracts one note the turn supports and one whose quote it never said."""
    return TestLLM(
        default={
            "entries": [
                {
                    "content": "Exports time out on plan=basic for files over 2 GB.",
                    "source": "user_assertion",
                    "evidence": "Our exports time out on plan=basic for files over 2 GB",
                },
                {
                    "content": "The customer is on the enterprise plan.",
                    "source": "user_assertion",
                    "evidence": "we are on the enterprise plan",
                },
            ]
        }
    )


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    """Traces on, recorded into memory; off again after the test."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    enable_telemetry(traces=True, tracer_provider=provider)
    yield exporter
    disable_telemetry()


def named(exporter: InMemorySpanExporter, name: str) -> list[ReadableSpan]:
    return [span for span in exporter.get_finished_spans() if span.name == name]


def attributes(span: ReadableSpan) -> dict[str, Any]:
    return dict(span.attributes or {})

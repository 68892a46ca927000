"""OpenTelemetry spans of the agent loop, recall, jobs and model calls (SDK's in-memory
exporter), on both backends, and through AsyncMemory with the caller's span as parent."""

from __future__ import annotations

import asyncio
from pathlib import Path

from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from episodic import AsyncMemory, Memory, Models, ProviderError, TestEmbedder, TestLLM
from tests.conftest import Clock
from tests.telemetry.conftest import SCOPE, TURN, attributes, extractor, named

SOURCES = ("profile", "sessions", "plans", "observations", "episodes", "entries", "messages")


def test_before_turn_has_one_child_span_per_context_source(
    spans: InMemorySpanExporter, db_path: Path | str, clock: Clock
) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.remember(SCOPE, "Exports time out for files over 2 GB on plan=basic.")
        context = memory.before_turn(SCOPE, "t-1", "exports on plan=basic")
    (turn,) = named(spans, "episodic.before_turn")
    children = [s for s in spans.get_finished_spans() if s.parent == turn.context]
    assert [s.name for s in children] == [f"episodic.context.{name}" for name in SOURCES]
    by_name = {s.name: attributes(s) for s in children}
    assert by_name["episodic.context.entries"]["episodic.blocks"] == "memory"
    assert by_name["episodic.context.profile"]["episodic.blocks"] == ""
    assert attributes(turn)["episodic.entries"] == len(context.entries) == 1


def test_after_turn_holds_its_job_and_the_job_its_model_call(
    spans: InMemorySpanExporter, db_path: Path | str, clock: Clock
) -> None:
    llm = extractor()
    memory = Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), clock=clock, worker=False
    )
    with memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    assert job is not None and job.status == "done"
    (turn,) = named(spans, "episodic.after_turn")
    assert attributes(turn) == {"episodic.sync": True, "episodic.job.outcome": "done"}
    jobs = {attributes(s)["episodic.job.kind"]: s for s in named(spans, "episodic.job")}
    extraction = jobs["extract_entries"]
    assert extraction.parent == turn.context  # sync=True runs the jobs inside the call
    said = attributes(extraction)
    assert said["episodic.job.outcome"] == "done" and said["episodic.job.attempt"] == 1
    assert (said["episodic.entries.written"], said["episodic.entries.dropped"]) == (1, 1)
    assert said["episodic.entries.held"] == 0
    (model,) = [s for s in named(spans, "episodic.model") if s.parent == extraction.context]
    call = attributes(model)
    assert call["gen_ai.request.model"] == llm.name
    usage = job.result["usage"]
    assert call["gen_ai.usage.input_tokens"] == usage["input_tokens"] > 0
    assert call["gen_ai.usage.output_tokens"] == usage["output_tokens"] > 0
    assert said["gen_ai.usage.input_tokens"] == usage["input_tokens"]


def test_a_failed_model_call_marks_its_span_and_its_job(
    spans: InMemorySpanExporter, tmp_path: Path, clock: Clock
) -> None:
    failing = TestLLM(default=ProviderError("the model is gone", permanent=True))
    memory = Memory.open(
        tmp_path / "m.db",
        embedder=TestEmbedder(),
        models=Models(extraction=failing),
        clock=clock,
        worker=False,
    )
    with memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    assert job is not None and job.status == "failed"
    (model,) = named(spans, "episodic.model")
    assert model.status.status_code == trace.StatusCode.ERROR
    outcomes = {attributes(s)["episodic.job.kind"]: s for s in named(spans, "episodic.job")}
    assert attributes(outcomes["extract_entries"])["episodic.job.outcome"] == "failed"


def test_recall_through_async_memory_is_a_child_of_the_callers_span(
    spans: InMemorySpanExporter, tmp_path: Path
) -> None:
    tracer = trace.get_tracer("test", tracer_provider=_provider(spans))

    async def scenario() -> int:
        memory = Memory.open(tmp_path / "m.db", embedder=TestEmbedder(), worker=False)
        async with AsyncMemory(memory) as wrapped:
            await wrapped.remember(SCOPE, "Exports time out for files over 2 GB on plan=basic.")
            with tracer.start_as_current_span("request"):
                found = await wrapped.recall(SCOPE, "plan=basic exports")
        return len(found)

    assert asyncio.run(scenario()) == 1
    (request,) = named(spans, "request")
    (recall,) = named(spans, "episodic.recall")
    assert recall.parent == request.context  # the span crossed into the worker thread
    assert attributes(recall)["episodic.results"] == 1


def _provider(exporter: InMemorySpanExporter) -> trace.TracerProvider:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider

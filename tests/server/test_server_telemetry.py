"""Metrics and traces of the server over real HTTP: /metrics moves as requests and jobs run,
names no tenant or user, needs no key; `episodic serve --traces` exports spans to a collector."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from episodic import Memory, Models, ProviderError, TestEmbedder, TestLLM, disable_telemetry
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.server.test_rest_serve import free_port, serve
from tests.serving import running
from tests.telemetry.conftest import TURN, extractor

BASE = "/v1/agents/support-bot/users/u-42"
AFTER_TURN = "/v1/agents/{agent}/users/{user}/after_turn"


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    settings = ServerSettings(
        db=str(tmp_path / "m.db"), api_keys=parse_keys("k-acme=acme"), metrics=True
    )
    memory = Memory.open(
        settings.db, embedder=TestEmbedder(), models=Models(extraction=extractor()), worker=False
    )
    with memory, running(create_app(settings, memory)) as url:
        yield url
    disable_telemetry()  # the app turned it on and off; make sure for the next test


def scrape(url: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of /metrics, by name and labels (fetched without an API key)."""
    response = httpx.get(f"{url}/metrics")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/plain")
    assert "acme" not in response.text and "u-42" not in response.text
    assert "support-bot" not in response.text
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


def value(
    samples: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str
) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def test_metrics_move_with_requests_and_jobs(served: str) -> None:
    key = {"X-API-Key": "k-acme"}
    before = scrape(served)
    assert (
        value(before, "episodic_job_duration_seconds_count", kind="extract_entries", outcome="done")
        == 0
    )
    for thread in ("t-1", "t-2"):
        answer = httpx.post(
            f"{served}{BASE}/after_turn?sync=true",
            json={"thread": thread, "messages": TURN},
            headers=key,
        )
        assert answer.status_code == 200 and answer.json()["job"]["status"] == "done"
    after = scrape(served)
    request = {"method": "POST", "route": AFTER_TURN, "status": "200"}
    assert value(after, "episodic_http_request_duration_seconds_count", **request) == 2
    job = {"kind": "extract_entries", "outcome": "done"}
    assert value(after, "episodic_job_duration_seconds_count", **job) == 2
    assert value(after, "episodic_model_tokens_total", model="test:scripted", direction="input") > 0
    assert (
        value(after, "episodic_model_tokens_total", model="test:scripted", direction="output") > 0
    )
    # The first turn writes its note; the second finds it stored (reinforced, not written).
    assert value(after, "episodic_entries_written_total", kind="extract_entries") == 1
    dropped = {
        labels: count
        for (name, labels), count in after.items()
        if name == "episodic_entries_dropped_total"
    }
    assert sum(dropped.values()) == 2  # the quote the turn never said, once a turn


def test_queue_depth_and_failures_are_reported(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), metrics=True)
    failing = TestLLM(default=ProviderError("the model is gone", permanent=True))
    memory = Memory.open(
        settings.db, embedder=TestEmbedder(), models=Models(extraction=failing), worker=False
    )
    try:
        with memory, running(create_app(settings, memory)) as url:
            queued = httpx.post(f"{url}{BASE}/after_turn", json={"thread": "t-1", "messages": TURN})
            assert queued.status_code == 200
            pending = scrape(url)
            assert (
                value(pending, "episodic_jobs_queued", kind="extract_entries", status="pending")
                == 1
            )
            memory.jobs.run_pending()
            ran = scrape(url)
            assert value(ran, "episodic_jobs_queued", kind="extract_entries", status="pending") == 0
            assert value(ran, "episodic_jobs_queued", kind="extract_entries", status="failed") == 1
            assert (
                value(ran, "episodic_job_failures_total", kind="extract_entries", final="true") == 1
            )
    finally:
        disable_telemetry()


def test_the_keys_guard_the_api_but_not_the_metrics(served: str) -> None:
    assert httpx.get(f"{served}{BASE}/entries").status_code == 401
    assert httpx.get(f"{served}/metrics").status_code == 200


class Collector:
    """A stand-in for an OpenTelemetry collector's OTLP/HTTP receiver: keeps what it is sent."""

    def __init__(self) -> None:
        self.bodies: list[tuple[str, bytes]] = []
        received = self.bodies

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                received.append((self.path, self.rfile.read(length)))
                self.send_response(200)
                self.send_header("content-type", "application/x-protobuf")
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def test_serve_exports_spans_and_serves_metrics_when_told(tmp_path: Path) -> None:
    collector = Collector()
    port = free_port()
    process = serve(
        "--db",
        str(tmp_path / "served.db"),
        "--embedder",
        "test",
        "--port",
        str(port),
        "--no-worker",
        "--traces",
        f"{collector.url}/v1/traces",
        env={"EPISODIC_METRICS": "1"},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_for(process, url)
        context = httpx.post(f"{url}{BASE}/before_turn", json={"message": "exports"})
        assert context.status_code == 200
        samples = scrape(url)
        route = "/v1/agents/{agent}/users/{user}/before_turn"
        count = "episodic_http_request_duration_seconds_count"
        assert value(samples, count, method="POST", route=route, status="200") == 1
    finally:
        process.send_signal(signal.SIGTERM)  # a clean stop sends the spans still buffered
        process.communicate(timeout=30)
        collector.server.shutdown()
        collector.server.server_close()
    sent = b"".join(body for path, body in collector.bodies if path == "/v1/traces")
    assert b"episodic.before_turn" in sent and b"episodic.context.entries" in sent


def _wait_for(process: Any, url: str) -> None:
    deadline = time.monotonic() + 60
    while True:
        assert process.poll() is None, process.communicate()
        try:
            httpx.get(f"{url}/health", timeout=1)
            return
        except httpx.TransportError:
            assert time.monotonic() < deadline, "episodic serve did not start"
            time.sleep(0.1)

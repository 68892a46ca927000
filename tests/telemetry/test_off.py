"""Telemetry off costs nothing: the agent loop, jobs and model calls run without importing
OpenTelemetry or the Prometheus client, and the hooks they call are the shared no-ops."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from episodic import ConfigError, disable_telemetry, enable_telemetry
from episodic.telemetry import Hooks, Telemetry, current

LOOP = """
import sys
from episodic import AsyncMemory, Memory, Models, Scope, TestEmbedder, TestLLM
scope = Scope(tenant="acme", agent="bot", user="u-1")
llm = TestLLM(default={"entries": [{"content": "Exports of 2 GB time out.",
                                     "source": "user_assertion", "evidence": "exports of 2 GB"}]})
with Memory.open("m.db", embedder=TestEmbedder(), models=Models(extraction=llm)) as memory:
    memory.after_turn(scope, "t-1", [{"role": "user", "content": "exports of 2 GB time out"}],
                      sync=True)
    memory.before_turn(scope, "t-1", "exports")
    assert memory.recall(scope, "exports of 2 GB"), "nothing was extracted"
    memory.tools(scope, "t-1")[0]({"query": "exports"})
print(sorted({m.split(".")[0] for m in sys.modules}
             & {"opentelemetry", "prometheus_client"}
             | {m for m in sys.modules if m.startswith("episodic.telemetry.")}))
"""


def python(code: str, folder: Path) -> str:
    """What ``code`` prints, run in a fresh interpreter (nothing imported yet) in ``folder``."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_agent_loop_imports_neither_library_while_telemetry_is_off(tmp_path: Path) -> None:
    assert python(LOOP, tmp_path) == "[]"


def test_the_server_imports_no_metrics_library_while_both_are_off(tmp_path: Path) -> None:
    code = """
    import sys
    from episodic import Memory, TestEmbedder
    from episodic.server.app import create_app
    from episodic.server.settings import ServerSettings
    with Memory.open("m.db", embedder=TestEmbedder(), worker=False) as memory:
        app = create_app(ServerSettings(), memory)
    assert all(getattr(route, "path", "") != "/metrics" for route in app.routes)
    print(sorted(m for m in sys.modules
                 if m.startswith(("prometheus_client", "episodic.telemetry."))))
    """
    assert python(code, tmp_path) == "[]"  # (FastAPI itself brings the OpenTelemetry API)


def test_hooks_are_no_ops_until_enabled_and_again_after() -> None:
    assert type(current()) is Hooks
    with current().span("x", a=1) as span:
        span.set("b", 2)
    assert current().span("y") is current().span("z")  # one shared object, nothing made
    telemetry = enable_telemetry(metrics=True)
    try:
        assert current() is telemetry and isinstance(telemetry, Telemetry)
        assert telemetry.tracing is None and telemetry.metrics is not None
        assert b"episodic_job_duration_seconds" in telemetry.exposition()[0]
    finally:
        disable_telemetry()
    assert type(current()) is Hooks


def test_enabling_nothing_is_refused_and_metrics_off_have_no_exposition() -> None:
    with pytest.raises(ConfigError, match="traces=True, metrics=True"):
        enable_telemetry()
    telemetry = enable_telemetry(traces=True)
    try:
        with pytest.raises(ConfigError, match="metrics=True"):
            telemetry.exposition()
    finally:
        disable_telemetry()

"""``episodic proxy`` as a user runs it: a real process in front of a scripted upstream."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
from click.testing import CliRunner

from episodic import Memory, Scope, TestEmbedder
from episodic.cli import main
from tests.server.test_proxy import Scripted, reply, tool_names
from tests.serving import running


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_the_command_serves_the_proxy(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    upstream = Scripted(reply("Hello from upstream."))
    port = _free_port()
    with running(upstream.app) as upstream_url:
        env = {
            **os.environ,
            "UPSTREAM_SECRET": "sk-test",
            "EPISODIC_API_KEYS": "k-acme=acme",
            "HF_HUB_OFFLINE": "1",
        }
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "episodic.cli",
                "proxy",
                "--upstream",
                f"{upstream_url}/v1",
                "--upstream-key-env",
                "UPSTREAM_SECRET",
                "--db",
                str(db),
                "--embedder",
                "test",
                "--port",
                str(port),
                "--agent",
                "bot",
            ],
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            url = f"http://127.0.0.1:{port}"
            deadline = time.monotonic() + 30
            while True:
                try:
                    if httpx.get(f"{url}/health").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert process.poll() is None and time.monotonic() < deadline
                time.sleep(0.1)
            answer = httpx.post(
                f"{url}/v1/chat/completions",
                headers={"Authorization": "Bearer k-acme", "X-Episodic-User": "ana"},
                json={"model": "m", "messages": [{"role": "user", "content": "Hi there."}]},
            )
            assert answer.json()["choices"][0]["message"]["content"] == "Hello from upstream."
            assert upstream.headers[0]["authorization"] == "Bearer sk-test"
            assert "recall_memory" in tool_names(upstream.requests[0])
        finally:
            process.terminate()
            _, stderr = process.communicate(timeout=20)
    assert f"127.0.0.1:{port}/v1" in stderr and "sk-test" not in stderr
    with Memory.open(str(db), embedder=TestEmbedder(), worker=False) as memory:
        memory.jobs.run_pending()
        stored = memory.messages.window(Scope(tenant="acme", agent="bot", user="ana"), "proxy")
        assert [m.content for m in stored] == ["Hi there.", "Hello from upstream."]


def test_a_bad_upstream_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["proxy", "--upstream", "api.openai.com"])
    assert result.exit_code == 2 and "http(s) URL" in result.output


def test_llm_base_url_points_the_jobs_model_at_a_local_server(tmp_path: Path) -> None:
    """With --llm-base-url an openai: model needs no OpenAI key (a local server takes none);
    without it the same command says the key is missing."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    env["HF_HUB_OFFLINE"] = "1"
    command = [sys.executable, "-m", "episodic.cli", "proxy", "--upstream", "http://127.0.0.1:9/v1"]
    command += ["--db", str(tmp_path / "m.db"), "--embedder", "test", "--llm", "openai:qwen2.5:7b"]
    port = _free_port()
    command += ["--port", str(port), "--max-body-bytes", "4096"]
    refused = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2 and "No OpenAI API key" in refused.stderr
    local = [*command, "--llm-base-url", "http://127.0.0.1:11434/v1"]
    process = subprocess.Popen(local, env=env, stderr=subprocess.PIPE, text=True)
    assert process.stderr is not None
    banner = process.stderr.readline()
    deadline = time.monotonic() + 30
    while True:  # serving: Ctrl-C now stops a running server
        try:
            big = httpx.post(f"http://127.0.0.1:{port}/v1/chat/completions", content=b"x" * 5000)
            break
        except httpx.TransportError:
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(0.1)
    assert big.status_code == 413 and "--max-body-bytes" in big.json()["error"]["hint"]
    process.send_signal(signal.SIGINT)
    _, rest = process.communicate(timeout=30)
    assert banner.startswith("episodic proxy: "), banner + rest
    assert process.returncode == 0 and "error" not in rest

"""Every error every surface answers has one shape: ``{"error": {"type", "message", "hint"}}``.

Real servers on 127.0.0.1: the REST API (no such path, wrong method, unreadable JSON, a wrong
field, too large a body, no key, no such entry), and the proxy whose upstream is down (502,
streaming or not, with nothing remembered).
"""

from __future__ import annotations

import socket
from pathlib import Path

import httpx
import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.proxy import DEFAULT_THREAD, Upstream, create_proxy_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

SCOPE = Scope(tenant="default", agent="bot", user="ann")
BASE = "/v1/agents/bot/users/ann"


def _shape(answer: httpx.Response, status: int, kind: str) -> str:
    assert answer.status_code == status, (answer.status_code, answer.text[:300])
    assert answer.headers["content-type"].startswith("application/json")
    body = answer.json()
    assert set(body) == {"error"} and set(body["error"]) == {"type", "message", "hint"}
    assert body["error"]["type"] == kind and body["error"]["hint"]
    return str(body["error"]["message"])


def test_every_rest_error_has_the_one_shape(tmp_path: Path) -> None:
    settings = ServerSettings(
        db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=default"), max_body_bytes=4096
    )
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url, headers={"X-API-Key": "k1"}) as client,
    ):
        _shape(client.get("/v1/no-such-thing"), 404, "NotFound")
        _shape(client.get("/ui/no-such-page"), 404, "NotFound")
        _shape(client.delete("/health"), 405, "MethodNotAllowed")
        _shape(client.put(f"{BASE}/entries"), 405, "MethodNotAllowed")
        unreadable = client.post(
            f"{BASE}/recall", content=b"{nope", headers={"content-type": "application/json"}
        )
        _shape(unreadable, 422, "ValidationError")
        _shape(client.post(f"{BASE}/recall", json={"q": "x"}), 422, "ValidationError")
        _shape(client.post(f"{BASE}/recall", content=b"x" * 5000), 413, "TooLarge")
        _shape(client.get(f"{BASE}/entries/no-such-id"), 404, "NotFoundError")
        _shape(httpx.get(f"{url}/v1/jobs"), 401, "Unauthorized")
        assert memory.timeline(SCOPE) == []


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port  # closed again: nothing listens there


@pytest.mark.parametrize("stream", [False, True])
def test_a_proxy_whose_upstream_is_down_answers_502_and_remembers_nothing(
    tmp_path: Path, stream: bool
) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), scope=SCOPE)
    forward = Upstream(f"http://127.0.0.1:{_closed_port()}/v1")
    body = {"model": "x", "stream": stream, "messages": [{"role": "user", "content": "hi"}]}
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_proxy_app(settings, forward, memory)) as url,
    ):
        answer = httpx.post(f"{url}/v1/chat/completions", json=body)
        message = _shape(answer, 502, "UpstreamUnreachable")
        assert "ConnectError" in message
        _shape(httpx.get(f"{url}/v1/models"), 502, "UpstreamUnreachable")
        assert memory.messages.recent(SCOPE, DEFAULT_THREAD) == []
    forward.close()

"""No web page can reach a server on this machine under another name (DNS rebinding).

A real server on 127.0.0.1, addressed as an attacker's page would address it after pointing its
own name at 127.0.0.1: ``Host: evil.example``, or a browser request from ``Origin:
http://evil.example``. Without API keys every surface (REST, the web page and its erase form,
MCP, the proxy, the API reference, health) refuses such a request before it reaches anything,
and the person it aimed at keeps every row. With keys, the names listed in the allowed hosts
are answered, and no others.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from episodic import ConfigError, Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.hosts import HostGuard, host_name
from episodic.server.proxy import DEFAULT_THREAD, Upstream, create_proxy_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

VICTIM = Scope(tenant="default", agent="bot", user="victim")
FOREIGN = {"Host": "evil.example"}
MCP_PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
MCP_HEADERS = {
    "Accept": "application/json, text/event-stream",
    "X-Episodic-Agent": "bot",
    "X-Episodic-User": "victim",
}

# Every surface of ``episodic serve``: method, path, and what a request sends.
SURFACES: list[tuple[str, str, dict[str, Any]]] = [
    ("GET", "/v1/users/victim/export", {}),
    ("DELETE", "/v1/users/victim", {}),
    ("POST", "/v1/agents/bot/users/victim/recall", {"json": {"query": "Porto"}}),
    ("GET", "/", {}),
    ("GET", "/ui/p/bot/victim", {}),
    ("GET", "/ui/p/bot/victim/erase", {}),
    ("POST", "/ui/p/bot/victim/erase", {"data": {"csrf": "x"}}),
    ("GET", "/docs", {}),
    ("GET", "/openapi.json", {}),
    ("GET", "/health", {}),
    ("POST", "/mcp", {"json": MCP_PING, "headers": MCP_HEADERS}),
]


def _seed(memory: Memory) -> None:
    memory.remember(VICTIM, "Moved to Porto in May 2026.", evidence="Moved to Porto")


def _refused(answer: httpx.Response, status: int) -> None:
    assert answer.status_code == status, (answer.status_code, answer.text[:200])
    error = answer.json()["error"]
    assert set(error) == {"type", "message", "hint"}
    assert "EPISODIC_ALLOWED_HOSTS" in error["hint"]
    assert "csrf" not in answer.text.lower() and "Porto" not in answer.text


def _send(
    client: httpx.Client, method: str, path: str, extra: dict[str, str], **kw: Any
) -> httpx.Response:
    headers = {**kw.pop("headers", {}), **extra}
    return client.request(method, path, headers=headers, **kw)


def test_a_keyless_server_answers_loopback_names_only(db_path: Path | str) -> None:
    settings = ServerSettings(db=str(db_path))
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        _seed(memory)
        with running(create_app(settings, memory)) as url, httpx.Client(base_url=url) as client:
            port = url.rsplit(":", 1)[1]
            for method, path, kw in SURFACES:
                _refused(_send(client, method, path, FOREIGN, **kw), 421)
                # The same with the port, and with a name that only starts like ours.
                _refused(_send(client, method, path, {"Host": f"evil.example:{port}"}, **kw), 421)
                _refused(_send(client, method, path, {"Host": "127.0.0.1.evil.example"}, **kw), 421)
                # A browser page from another origin, even addressed to our own name.
                origin = {"Origin": "http://evil.example"}
                _refused(_send(client, method, path, origin, **kw), 403)
                _refused(_send(client, method, path, {"Origin": "null"}, **kw), 403)
            # Nothing the refused requests aimed at was touched.
            assert [e.content for e in memory.timeline(VICTIM)] == ["Moved to Porto in May 2026."]
            # Our own names, with or without a port, and our own pages' origin are answered.
            for host in ("127.0.0.1", f"127.0.0.1:{port}", f"localhost:{port}", "LOCALHOST"):
                answer = client.get("/v1/users/victim/export", headers={"Host": host})
                assert answer.status_code == 200 and "Porto" in answer.text
            page = client.get("/ui/p/bot/victim/erase", headers={"Origin": url})
            assert page.status_code == 200 and 'name="csrf"' in page.text
            ping = client.post("/mcp", json=MCP_PING, headers={**MCP_HEADERS, "Origin": url})
            assert ping.status_code == 200


def test_the_proxy_refuses_a_foreign_host_before_calling_its_upstream(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), scope=VICTIM)
    # The upstream is a closed port: a request that got past the guard would answer 502.
    forward = Upstream("http://127.0.0.1:9/v1")
    body = {"model": "x", "messages": [{"role": "user", "content": "hi"}]}
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_proxy_app(settings, forward, memory)) as url,
        httpx.Client(base_url=url) as client,
    ):
        _refused(client.post("/v1/chat/completions", json=body, headers=FOREIGN), 421)
        _refused(client.get("/v1/models", headers=FOREIGN), 421)
        _refused(client.get("/health", headers={"Origin": "https://evil.example"}), 403)
        assert client.get("/health").status_code == 200
        assert memory.messages.recent(VICTIM, DEFAULT_THREAD) == []
    forward.close()


def test_with_keys_the_listed_names_are_answered_and_no_others(tmp_path: Path) -> None:
    keys = parse_keys("k-acme=acme")
    listed = ServerSettings(
        db=str(tmp_path / "m.db"), api_keys=keys, allowed_hosts=("memory.example.com",)
    )
    auth = {"Authorization": "Bearer k-acme"}
    with (
        Memory.open(listed.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(listed, memory)) as url,
        httpx.Client(base_url=url, headers=auth) as client,
    ):
        ours = client.get("/v1/users/u/export", headers={"Host": "memory.example.com:8443"})
        assert ours.status_code == 200
        assert client.get("/v1/users/u/export").status_code == 200  # loopback stays allowed
        _refused(client.get("/v1/users/u/export", headers=FOREIGN), 421)
        from_page = {"Origin": "https://evil.example"}
        _refused(client.get("/v1/users/u/export", headers=from_page), 403)
        own_page = {"Origin": "https://memory.example.com"}
        assert client.get("/v1/users/u/export", headers=own_page).status_code == 200

    # Keys and no list: any name is answered, and the key still decides.
    open_names = ServerSettings(db=str(tmp_path / "m.db"), api_keys=keys)
    with (
        Memory.open(open_names.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(open_names, memory)) as url,
    ):
        keyed = httpx.get(f"{url}/v1/users/u/export", headers={**auth, **FOREIGN})
        assert keyed.status_code == 200
        keyless = httpx.get(f"{url}/v1/users/u/export", headers=FOREIGN)
        assert keyless.status_code == 401


def test_allowed_hosts_are_checked_when_the_server_is_configured(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    with pytest.raises(ConfigError, match="needs API keys"):
        ServerSettings(db=db, allowed_hosts=("memory.example.com",))
    keys = parse_keys("k=acme")
    for wrong in ("https://memory.example.com", "memory.example.com:8443", "a/b", ""):
        with pytest.raises(ConfigError, match="host names"):
            ServerSettings(db=db, api_keys=keys, allowed_hosts=(wrong,))
    env = {"EPISODIC_API_KEYS": "k=acme", "EPISODIC_ALLOWED_HOSTS": " a.example, b.example ,"}
    settings = ServerSettings.from_env(env, db=db)
    assert settings.allowed_hosts == ("a.example", "b.example")
    assert settings.guard.names == {"a.example", "b.example", "127.0.0.1", "localhost", "::1"}


def test_host_names_are_read_strictly() -> None:
    assert host_name("LocalHost:8765") == "localhost"
    assert host_name("[::1]:8765") == "::1"
    assert host_name("[::1]") == "::1"
    assert host_name("127.0.0.1") == "127.0.0.1"
    for odd in ("", "::1", "a:b:c", "host:port", "evil.example@127.0.0.1", "a b", "[::1]x"):
        assert host_name(odd) is None, odd
    keyless = HostGuard.of(keys=False, allowed=("*",))
    assert keyless.refusal({"host": "evil.example"}) is not None
    assert keyless.refusal({"host": "127.0.0.1:1"}) is None
    assert keyless.refusal({}) is not None  # no Host at all is not ours either
    assert HostGuard.of(keys=True, allowed=("*",)).refusal({"host": "evil.example"}) is None

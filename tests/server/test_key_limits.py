"""Wrong API keys are limited per source on every surface, over real HTTP: the web page's
sign-in, REST and MCP share one count per address; past the limit every key from that
address gets 429 with Retry-After in the server's error shape (the right one too, so the
answer never tells a guesser it was right), while the owner signing in from another address
gets in. Forwarded headers name the source only when they come from a trusted proxy.

A second address is a real one: the client binds 127.0.0.2, which reaches the server on
127.0.0.1 over the loopback interface."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client

from episodic import ConfigError, Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.proxy import Upstream, create_proxy_app
from episodic.server.settings import ServerSettings, parse_keys
from episodic.server.sources import FAILURE_WINDOW, MAX_FAILURES
from tests.server.test_mcp import INITIALIZE
from tests.serving import running

KEY = "k-acme-0f3c9a"
ANN = Scope(tenant="acme", agent="bot", user="ann")
#: Another address of this machine: the owner, somewhere else than the guesser.
ELSEWHERE = "127.0.0.2"


class Ticks:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@contextmanager
def server(tmp_path: Path, **settings: Any) -> Iterator[tuple[str, Ticks]]:
    """A server with one key on a real uvicorn, its failure clock moved by the test."""
    config = ServerSettings(
        db=str(tmp_path / "m.db"), api_keys=parse_keys(f"{KEY}=acme"), **settings
    )
    with Memory.open(config.db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(ANN, "Ann prefers email.")
        app = create_app(config, memory)
        ticks = Ticks()
        app.state.failures.clock = ticks
        with running(app) as url:
            yield url, ticks


def client(url: str, address: str = "127.0.0.1") -> httpx.Client:
    return httpx.Client(base_url=url, transport=httpx.HTTPTransport(local_address=address))


def sign_in(browser: httpx.Client, key: str, **headers: str) -> httpx.Response:
    form = browser.get("/ui/login").text
    found = re.search(r'name="csrf" value="([^"]+)"', form)
    assert found, form[:300]
    return browser.post("/ui/login", data={"key": key, "csrf": found.group(1)}, headers=headers)


def entries(http: httpx.Client, key: str, **headers: str) -> httpx.Response:
    return http.get(
        "/v1/agents/bot/users/ann/entries", headers={"Authorization": f"Bearer {key}", **headers}
    )


def assert_limited(answer: httpx.Response) -> None:
    """429 with Retry-After within the window, in the error shape."""
    assert answer.status_code == 429, answer.text[:300]
    assert 0 < int(answer.headers["retry-after"]) <= FAILURE_WINDOW + 1
    if answer.headers["content-type"].startswith("application/json"):
        error = answer.json()["error"]
        assert error["type"] == "TooManyFailures" and set(error) == {"type", "message", "hint"}
        assert "other addresses" in error["hint"]


def test_forged_forwarded_headers_do_not_reset_the_sign_in_limit(tmp_path: Path) -> None:
    with server(tmp_path) as (url, ticks), client(url) as guesser:
        for guess in range(MAX_FAILURES):
            forged = {
                "X-Forwarded-For": f"203.0.113.{guess}",
                "Forwarded": f"for=198.51.100.{guess}",
            }
            assert sign_in(guesser, f"guess-{guess}", **forged).status_code == 401
        fresh = {"X-Forwarded-For": "203.0.113.200", "Forwarded": "for=198.51.100.200"}
        locked = sign_in(guesser, KEY, **fresh)  # even the right key waits
        assert_limited(locked)
        assert "episodic_session" not in guesser.cookies
        wait = locked.headers["retry-after"]
        assert f"{wait} seconds" in locked.text

        with client(url, ELSEWHERE) as owner:  # the owner, from another address
            assert sign_in(owner, KEY).status_code == 303
            assert "Ann prefers email." in owner.get("/ui/p/bot/ann").text

        ticks.now += FAILURE_WINDOW
        assert sign_in(guesser, KEY).status_code == 303


def test_a_trusted_proxy_names_the_client_and_nobody_else_does(tmp_path: Path) -> None:
    with server(tmp_path, trusted_proxies=("127.0.0.1",)) as (url, _), client(url) as proxy:
        # Behind the proxy: a client that writes its own X-Forwarded-For is counted by the
        # entry the proxy added after it (the right-most).
        for guess in range(MAX_FAILURES):
            spoofed = {"X-Forwarded-For": f"10.9.9.{guess}, 198.51.100.7"}
            assert entries(proxy, f"guess-{guess}", **spoofed).status_code == 401
        assert_limited(entries(proxy, KEY, **{"X-Forwarded-For": "198.51.100.7"}))
        # Another client behind the same proxy is another source, by either header.
        assert entries(proxy, KEY, **{"X-Forwarded-For": "198.51.100.8"}).status_code == 200
        assert entries(proxy, KEY, Forwarded='for="198.51.100.9:4711"').status_code == 200
        with client(url) as other:
            assert sign_in(other, KEY, **{"X-Forwarded-For": "198.51.100.8"}).status_code == 303
        # The proxy itself (no header) is a source of its own, not locked by its clients.
        assert entries(proxy, KEY).status_code == 200

        # A client that is not a trusted proxy is its own address, whatever it writes.
        with client(url, ELSEWHERE) as direct:
            for guess in range(MAX_FAILURES):
                named = {"X-Forwarded-For": f"198.51.100.{50 + guess}"}
                assert entries(direct, f"guess-{guess}", **named).status_code == 401
            assert_limited(entries(direct, KEY, **{"X-Forwarded-For": "198.51.100.99"}))


def test_three_hundred_wrong_keys_at_once_get_only_the_limit_of_tries(tmp_path: Path) -> None:
    with server(tmp_path) as (url, ticks), client(url) as guesser:
        # Sent all at once from 16 threads: checking and counting a key is one step, so no
        # request slips through between another's check and its count.
        with ThreadPoolExecutor(16) as pool:
            answers = list(pool.map(lambda n: entries(guesser, f"wrong-{n}"), range(300)))
        statuses = Counter(answer.status_code for answer in answers)
        assert statuses == {401: MAX_FAILURES, 429: 300 - MAX_FAILURES}
        for answer in answers:
            if answer.status_code == 429:
                assert_limited(answer)
        assert_limited(entries(guesser, KEY))  # the right key from there waits too

        # The owner elsewhere is not locked out; the web sign-in from the guesser's address is.
        with client(url, ELSEWHERE) as owner:
            assert entries(owner, KEY).json()["items"][0]["content"] == "Ann prefers email."
        assert_limited(sign_in(guesser, KEY))
        # A request with no key guesses nothing: it is told to send one, and not counted.
        assert guesser.get("/v1/agents/bot/users/ann/entries").status_code == 401

        ticks.now += FAILURE_WINDOW
        assert entries(guesser, KEY).status_code == 200


def test_mcp_over_http_counts_wrong_keys_with_the_rest(tmp_path: Path) -> None:
    initialize = INITIALIZE
    scope = {"X-Episodic-Agent": "bot", "X-Episodic-User": "ann"}
    accept = {"Accept": "application/json, text/event-stream", **scope}
    with server(tmp_path) as (url, _), client(url) as guesser:
        for guess in range(MAX_FAILURES):
            wrong = {"Authorization": f"Bearer guess-{guess}", **accept}
            refused = guesser.post("/mcp", json=initialize, headers=wrong)
            assert refused.status_code == 401 and refused.json()["error"]["type"] == "Unauthorized"
        right = {"Authorization": f"Bearer {KEY}", **accept}
        assert_limited(guesser.post("/mcp", json=initialize, headers=right))
        assert_limited(entries(guesser, KEY))  # one count for every surface

        async def owner() -> Any:
            transport = httpx.AsyncHTTPTransport(local_address=ELSEWHERE)
            headers = {"Authorization": f"Bearer {KEY}", **scope}
            async with (
                httpx.AsyncClient(transport=transport, headers=headers) as http,
                streamable_http_client(f"{url}/mcp", http_client=http) as (read, write),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                return await session.call_tool("timeline", {})

        result = anyio.run(owner)
        assert not result.is_error
        text = result.content[0].text  # type: ignore[union-attr]
        assert json.loads(text)["entries"][0]["content"] == "Ann prefers email."


def test_the_proxy_counts_wrong_keys_too(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys(f"{KEY}=acme"))
    ask = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
    scope = {"X-Episodic-Agent": "bot", "X-Episodic-User": "ann"}
    forward = Upstream("http://127.0.0.1:9/v1")  # never reached: every key here is wrong
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_proxy_app(settings, forward, memory)) as url,
        client(url) as guesser,
    ):
        for guess in range(MAX_FAILURES):
            wrong = {"Authorization": f"Bearer guess-{guess}", **scope}
            answer = guesser.post("/v1/chat/completions", json=ask, headers=wrong)
            assert answer.status_code == 401
        right = {"Authorization": f"Bearer {KEY}", **scope}
        assert_limited(guesser.post("/v1/chat/completions", json=ask, headers=right))
    forward.close()


def test_sources_are_addresses_and_ipv6_blocks() -> None:
    proxies = ServerSettings.from_env({"EPISODIC_TRUSTED_PROXIES": "10.0.0.0/8, fd00::1"}).proxies
    assert proxies.source("203.0.113.9", ["1.2.3.4"], []) == "203.0.113.9"
    # One machine's /64 is one source, however many of its addresses it uses.
    assert proxies.source("2001:db8:1:2::1", [], []) == "2001:db8:1:2::/64"
    assert proxies.source("2001:db8:1:2:ffff::9", [], []) == "2001:db8:1:2::/64"
    assert proxies.source("10.1.1.1", ["198.51.100.1, 10.2.2.2"], []) == "198.51.100.1"
    assert proxies.source("fd00::1", [], ['for="[2001:db8::7]:443";proto=https']) == (
        "2001:db8::/64"
    )
    assert proxies.source("fd00::1", ["::ffff:198.51.100.3"], []) == "198.51.100.3"
    with pytest.raises(ConfigError, match="reverse proxies"):
        ServerSettings(trusted_proxies=("proxy.example.com",))

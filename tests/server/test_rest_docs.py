"""The API reference works offline: /docs and /redoc load every file from this server, Swagger
UI renders in a real browser with the network cut off, and the OpenAPI document says how a
request carries its key."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.sync_api import Browser, Route, sync_playwright

from episodic import Memory, TestEmbedder
from episodic.server.app import create_app
from episodic.server.proxy import Upstream, create_proxy_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.server.test_web import ARGS, CHROMIUM
from tests.serving import running


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=acme"))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):
        yield url


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_every_file_a_reference_page_loads_comes_from_this_server(served: str, page: str) -> None:
    html = httpx.get(f"{served}{page}")
    assert html.status_code == 200
    referenced = re.findall(r"""(?:src|href|spec-url)=["']([^"']+)["']""", html.text)
    referenced += re.findall(r"""url: ?["']([^"']+)["']""", html.text)
    assert referenced
    for link in referenced:
        assert not urlsplit(link).netloc, f"{page} loads {link} from elsewhere"
        answer = httpx.get(f"{served}{link}")
        assert answer.status_code == 200 and answer.content, link
    assert "cdn" not in html.text.lower()


def test_an_unknown_asset_is_not_found(served: str) -> None:
    answer = httpx.get(f"{served}/docs/assets/..%2Fconsts.py")
    assert answer.status_code == 404 and answer.json()["error"]["type"] == "NotFound"


KEYED: list[dict[str, list[str]]] = [{"bearer": []}, {"apiKey": []}]


def security_of(url: str) -> dict[tuple[str, str], Any]:
    """Each operation of the OpenAPI document at ``url`` with the keys it declares (``None``:
    none), after checking the document's two schemes."""
    schema = httpx.get(f"{url}/openapi.json").json()
    schemes = schema["components"]["securitySchemes"]
    assert schemes["bearer"] == {**schemes["bearer"], "type": "http", "scheme": "bearer"}
    assert schemes["apiKey"] == {**schemes["apiKey"], "in": "header", "name": "X-API-Key"}
    return {
        (path, method): operation.get("security")
        for path, methods in schema["paths"].items()
        for method, operation in methods.items()
    }


def test_the_openapi_document_declares_the_api_key(served: str) -> None:
    operations = security_of(served)
    assert operations.pop(("/health", "get")) is None
    assert operations and all(path.startswith("/v1/") for path, _ in operations)
    assert all(security == KEYED for security in operations.values()), operations
    # What the document says is what the server does.
    recall = f"{served}/v1/agents/bot/users/u-1/recall"
    assert httpx.post(recall, json={"query": "x"}).status_code == 401
    assert httpx.post(recall, json={"query": "x"}, headers={"X-API-Key": "k1"}).status_code == 200
    bearer = {"Authorization": "Bearer k1"}
    assert httpx.post(recall, json={"query": "x"}, headers=bearer).status_code == 200


def test_the_proxy_declares_the_key_where_it_asks_for_one(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=acme"))
    upstream = Upstream("http://127.0.0.1:9/v1")  # never called: only the document is read
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_proxy_app(settings, upstream, memory)) as url,
    ):
        operations = security_of(url)
        chat = httpx.post(f"{url}/v1/chat/completions", json={"messages": []})
    upstream.close()
    assert operations == {
        ("/health", "get"): None,
        ("/v1/models", "get"): None,  # passed through to the upstream as it is
        ("/v1/chat/completions", "post"): KEYED,
    }
    assert chat.status_code == 401


@pytest.mark.browser
def test_swagger_ui_renders_with_the_network_cut_off(served: str) -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"This test needs the system's Chromium at {CHROMIUM}.")
    elsewhere: list[str] = []

    def only_this_server(route: Route) -> None:
        if route.request.url.startswith(served):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    with sync_playwright() as driver:
        browser: Browser = driver.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=ARGS
        )
        try:
            page = browser.new_page()
            page.route("**/*", only_this_server)
            page.goto(f"{served}/docs")
            page.locator(".swagger-ui .info .title").wait_for(timeout=30_000)
            assert "episodic" in page.locator(".swagger-ui .info .title").inner_text()
            assert page.locator(".swagger-ui .opblock").count() > 10  # the operations listed
            assert page.locator(".swagger-ui button.authorize").count() == 1
        finally:
            browser.close()
    assert elsewhere == []

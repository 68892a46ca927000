"""No page of the server can be framed by another site (clickjacking): every answer, the web
page's above all, carries ``X-Frame-Options: DENY`` and ``Content-Security-Policy:
frame-ancestors 'none'``, over real HTTP, and a real browser refuses to show the page in a
frame of another origin."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.server.test_web import browser  # noqa: F401 (the fixture)
from tests.serving import running

KEY = "k-acme-5d1e"


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys(f"{KEY}=acme"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(Scope(tenant="acme", agent="bot", user="ann"), "Ann prefers email.")
        with running(create_app(settings, memory)) as url:
            yield url


def unframed(answer: httpx.Response) -> None:
    assert answer.headers["x-frame-options"] == "DENY", answer.url
    assert answer.headers["content-security-policy"] == "frame-ancestors 'none'", answer.url


def test_every_page_refuses_to_be_framed(served: str) -> None:
    with httpx.Client(base_url=served) as client:
        form = client.get("/ui/login")
        unframed(form)
        token = re.search(r'name="csrf" value="([^"]+)"', form.text)
        assert token
        signed = client.post("/ui/login", data={"key": KEY, "csrf": token.group(1)})
        assert signed.status_code == 303
        unframed(signed)
        for path in ("/", "/ui/p/bot/ann", "/ui/static/style.css", "/ui/nowhere", "/docs"):
            unframed(client.get(path))
        page = client.get("/ui/p/bot/ann")
        assert page.status_code == 200 and "Ann prefers email." in page.text
        unframed(client.get("/v1/jobs", headers={"X-API-Key": KEY}))


@pytest.mark.browser
def test_a_browser_will_not_show_the_page_in_another_sites_frame(
    browser: Browser,  # noqa: F811
    served: str,
) -> None:
    page = browser.new_page()
    try:
        # Another origin (about:blank) framing the sign-in page: the load event waits for
        # the frame, so the check below runs once the browser has decided.
        page.set_content(f'<iframe id="f" src="{served}/ui/login"></iframe>', wait_until="load")
        framed = page.frames[1]
        assert "Sign in" not in framed.content()
        assert page.evaluate("document.getElementById('f').contentDocument") is None
        # The same page opened on its own shows.
        page.goto(f"{served}/ui/login")
        assert "Sign in" in page.content()
    finally:
        page.close()

"""Signing in to the web page: the cookie is a session id, never the key, and guessing is slow.

A real server with API keys, a real HTTP client keeping cookies. The session cookie names no
key and works only while the server keeps the session (sign-out and expiry end it); after
the limit of failed sign-ins from one address the form is locked for the rest of the minute
(429 with Retry-After), even for the right key, and the lock lifts when the minute is over
(test_key_limits.py has the other surfaces and other addresses).
"""

from __future__ import annotations

import re
from pathlib import Path

import httpx

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from episodic.server.sources import FAILURE_WINDOW, MAX_FAILURES
from episodic.server.web.sessions import SESSION_SECONDS
from tests.serving import running

KEY = "k-acme-0f3c9a"
ANN = Scope(tenant="acme", agent="bot", user="ann")


class Ticks:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _token(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, page[:300]
    return found.group(1)


def _sign_in(client: httpx.Client, key: str) -> httpx.Response:
    form = client.get("/ui/login").text
    return client.post("/ui/login", data={"key": key, "csrf": _token(form)})


def test_the_cookie_is_a_session_that_sign_out_and_expiry_end(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys(f"{KEY}=acme"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(ANN, "Ann prefers email.", evidence="prefers email")
        app = create_app(settings, memory)
        ticks = Ticks()
        app.state.web_sessions.clock = ticks
        with running(app) as url, httpx.Client(base_url=url) as browser:
            assert browser.get("/ui/p/bot/ann").status_code == 303  # not signed in
            signed = _sign_in(browser, KEY)
            assert signed.status_code == 303
            cookie = browser.cookies["episodic_session"]
            assert KEY not in cookie and len(cookie) >= 40
            set_cookie = signed.headers["set-cookie"].lower()
            assert "httponly" in set_cookie and "samesite=strict" in set_cookie
            assert "Ann prefers email." in browser.get("/ui/p/bot/ann").text

            # A cookie made up, or the key itself in the cookie, reaches nothing.
            for forged in ("made-up-session", KEY):
                with httpx.Client(base_url=url, cookies={"episodic_session": forged}) as other:
                    assert other.get("/ui/p/bot/ann").status_code == 303

            # Unused for longer than a session lives: signed out.
            ticks.now += SESSION_SECONDS + 1
            assert browser.get("/ui/p/bot/ann").status_code == 303

            # Signed in again, then out: the old cookie sent again is refused.
            assert _sign_in(browser, KEY).status_code == 303
            page = browser.get("/ui/p/bot/ann").text
            old = browser.cookies["episodic_session"]
            assert browser.post("/ui/logout", data={"csrf": _token(page)}).status_code == 303
            browser.cookies.set("episodic_session", old)
            assert browser.get("/ui/p/bot/ann").status_code == 303


def test_failed_sign_ins_lock_the_form_for_the_rest_of_the_minute(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys(f"{KEY}=acme"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        app = create_app(settings, memory)
        ticks = Ticks()
        app.state.failures.clock = ticks
        with running(app) as url, httpx.Client(base_url=url) as browser:
            for guess in range(MAX_FAILURES):
                failed = _sign_in(browser, f"guess-{guess}")
                assert failed.status_code == 401 and "does not know that key" in failed.text
            locked = _sign_in(browser, KEY)  # even the right key waits
            assert locked.status_code == 429
            wait = int(locked.headers["retry-after"])
            assert 0 < wait <= FAILURE_WINDOW + 1 and f"{wait} seconds" in locked.text
            assert "episodic_session" not in browser.cookies

            ticks.now += FAILURE_WINDOW
            assert _sign_in(browser, KEY).status_code == 303
            assert browser.get("/").status_code == 200

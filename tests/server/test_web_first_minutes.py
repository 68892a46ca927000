"""What a first visit to the web page shows: every tenant of a keyless server, counts that mean
the same on every page, expiry dates, a notice after each change, and a question before Forget.
Over real HTTP, and in Chromium for the confirmation."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, expect

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.server.test_web import browser  # noqa: F401  (the Chromium fixture)
from tests.serving import running

ACME = Scope(tenant="acme", agent="support-bot", user="u-42")
HOME = Scope(tenant="default", agent="bot", user="me")
GLOBEX = Scope(tenant="globex", agent="support-bot", user="u-9")


def token(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found
    return found.group(1)


def _seed(memory: Memory) -> dict[str, str]:
    first = memory.remember(ACME, "Priority tickets are routed by tier.")
    memory.remember(ACME, "Exports over 2 GB time out on plan=basic.")
    memory.remember(
        ACME,
        "Card ending 4242 is on file for refund R-9.",
        privacy_class="sensitive",
        expires_at=datetime(2031, 1, 15, 12, 0, tzinfo=UTC),
    )
    fixed = memory.correct(ACME, first.id, "Priority tickets are routed by plan and tier.")
    held = memory.remember(ACME, "Vendor page: FW-3.2 fixes it.", source_trust="untrusted_content")
    memory.remember(HOME, "Likes short answers.")
    memory.remember(GLOBEX, "Globex keeps its own notes.")
    return {"fixed": fixed.id, "held": held.id}


@pytest.fixture
def keyless(tmp_path: Path) -> Iterator[tuple[str, Memory, dict[str, str]]]:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        ids = _seed(memory)
        with running(create_app(settings, memory)) as url:
            yield url, memory, ids


def test_a_keyless_server_lists_every_tenant_and_opens_each(
    keyless: tuple[str, Memory, dict[str, str]],
) -> None:
    url, _, _ = keyless
    with httpx.Client(base_url=url, follow_redirects=True) as web:
        index = web.get("/").text
        assert "Nothing is stored yet" not in index
        for scope in (ACME, HOME, GLOBEX):
            assert f">{scope.user}</a>" in index and scope.tenant in index
        assert "3 (acme, default, globex)" in index
        link = re.search(r'href="(/ui/tenant\?name=acme[^"]+)"', index)
        assert link
        person = web.get(link.group(1).replace("&amp;", "&"))
        assert person.url.path == "/ui/p/support-bot/u-42"
        assert "Exports over 2 GB" in person.text and "acme" in person.text
        # The form opens a person of any tenant too; the other tenants' notes stay out.
        opened = web.get(
            "/ui/open", params={"tenant": "globex", "agent": "support-bot", "user": "u-9"}
        )
        assert "Globex keeps its own notes." in opened.text
        assert "Exports over 2 GB" not in opened.text
        # Nowhere but this server's pages.
        elsewhere = web.get(
            "/ui/tenant", params={"name": "acme", "to": "//evil.example/"}, follow_redirects=False
        )
        assert elsewhere.headers["location"] == "/"
        assert web.get("/ui/tenant", params={"name": ""}).status_code == 422


def test_with_keys_the_tenant_is_the_keys_whatever_the_cookie(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k-acme=acme"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        _seed(memory)
        with running(create_app(settings, memory)) as url, httpx.Client(base_url=url) as web:
            login = web.get("/ui/login").text
            web.post("/ui/login", data={"key": "k-acme", "csrf": token(login)})
            web.cookies.set("episodic_tenant", "globex")
            index = web.get("/").text
            assert "u-42" in index and "u-9" not in index and "globex" not in index
            assert web.get("/ui/tenant", params={"name": "globex"}).status_code == 404
            page = web.get("/ui/p/support-bot/u-9").text
            assert "Globex keeps its own notes." not in page


def test_counts_agree_and_expiry_dates_show(keyless: tuple[str, Memory, dict[str, str]]) -> None:
    url, memory, _ = keyless
    [summary] = memory.scopes(tenant="acme")
    assert (summary.entries, summary.active) == (5, 3)  # a replaced version and a held one
    with httpx.Client(base_url=url, follow_redirects=True) as web:
        index = web.get("/").text
        row = re.search(r"<tr>\s*<td[^>]*>acme</td>.*?</tr>", index, re.S)
        assert row and '<td data-label="Memories in use">3</td>' in row.group(0)
        web.get("/ui/tenant", params={"name": "acme"})
        page = web.get("/ui/p/support-bot/u-42").text
    assert "3 memories in use" in page
    assert '<time datetime="2031-01-15T12:00:00+00:00">2031-01-15 12:00 UTC</time>' in page
    assert page.count("<dt>Expires</dt><dd>never</dd>") == 2


def test_each_change_says_it_happened_and_forget_asks_first(
    keyless: tuple[str, Memory, dict[str, str]],
) -> None:
    url, memory, ids = keyless
    base = "/ui/p/support-bot/u-42"
    with httpx.Client(base_url=url, follow_redirects=True) as web:
        web.get("/ui/tenant", params={"name": "acme"})
        page = web.get(base).text
        corrected = web.post(
            f"{base}/entries/{ids['fixed']}/correct",
            data={"content": "Priority tickets are routed by plan.", "csrf": token(page)},
        )
        assert 'role="status">Corrected.' in corrected.text
        [exports] = [e for e in memory.timeline(ACME) if "Exports" in e.content]
        forget = f"{base}/entries/{exports.id}/forget"
        asked = web.post(forget, data={"reason": "asked", "csrf": token(corrected.text)})
        assert asked.status_code == 200 and "Forget this memory for good?" in asked.text
        assert exports.id in [e.id for e in memory.timeline(ACME)]  # nothing gone yet
        done = web.post(
            forget, data={"reason": "asked", "csrf": token(asked.text), "confirmed": "yes"}
        )
        assert 'role="status">Forgotten.' in done.text and "Exports over 2 GB" not in done.text
        assert exports.id not in [e.id for e in memory.timeline(ACME, include_inactive=True)]
        review = web.get(f"{base}/review").text
        denied = web.post(
            f"{base}/review/{ids['held']}/deny", data={"reason": "wrong", "csrf": token(review)}
        )
        assert 'role="status">Denied.' in denied.text
        # A plain visit shows no notice; an unknown one shows none either.
        assert 'role="status"' not in web.get(base).text
        assert 'role="status"' not in web.get(base, params={"done": "<b>hi</b>"}).text


@pytest.mark.browser
def test_keyless_visit_in_a_browser(
    browser: Browser,  # noqa: F811
    keyless: tuple[str, Memory, dict[str, str]],
) -> None:
    url, memory, _ = keyless
    page = browser.new_page()
    page.set_default_timeout(15_000)
    page.goto(url + "/")
    expect(page.get_by_role("cell", name="globex")).to_be_visible()
    page.get_by_role("link", name="u-42").click()
    expect(page.locator(".count")).to_have_text(re.compile(r"^3 memories in use"))
    entry = page.locator("li.entry", has_text="Card ending 4242")
    expect(entry).to_contain_text("2031-01-15 12:00 UTC")
    entry.get_by_role("button", name="Forget…").click()
    page.get_by_role("link", name="Keep it").click()
    expect(entry).to_be_visible()
    entry.get_by_role("button", name="Forget…").click()
    page.get_by_role("button", name="Forget for good").click()
    expect(page.get_by_role("status")).to_have_text(re.compile("^Forgotten."))
    expect(page.locator(".count")).to_have_text(re.compile(r"^2 memories in use"))
    page.close()
    assert not [e for e in memory.timeline(ACME) if "4242" in e.content]

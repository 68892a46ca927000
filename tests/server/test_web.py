"""The web page in a real browser: headless Chromium (the system's) driven by playwright against
the real app on 127.0.0.1, through one person's whole story."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from episodic import Evidence, Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
#: Set to a directory (docs/screenshots) to write the README's screenshots there.
SHOTS = os.environ.get("EPISODIC_SCREENSHOTS")


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"The web tests need the system's Chromium at {CHROMIUM}: install it with "
            "`apt-get install -y chromium` (.ci/run does when it runs as root). "
            "Never `playwright install`."
        )
    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        try:
            yield launched
        finally:
            launched.close()


def shot(page: Page, tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path))
    assert path.stat().st_size > 1000
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(SHOTS) / name)


def test_a_persons_whole_story(browser: Browser, tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k-acme=acme"))
    ann = Scope(tenant="acme", agent="support-bot", user="ann")
    bob = Scope(tenant="acme", agent="support-bot", user="bob")
    stranger = Scope(tenant="globex", agent="support-bot", user="ann")
    march, april = datetime(2026, 3, 2, 9, 30, tzinfo=UTC), datetime(2026, 4, 14, 16, 5, tzinfo=UTC)
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(
            ann,
            "Ann prefers email over phone calls",
            evidence=Evidence("Please email me, I never pick up the phone", role="user"),
            thread="t-support-1",
            occurred_at=april,
            confidence="high",
            privacy_class="internal",
        )
        memory.remember(
            ann,
            "Ann's office is in Lisbon",
            evidence=Evidence("our office is in Lisbon", role="user"),
            thread="t-support-1",
            occurred_at=march,
        )
        memory.remember(
            ann,
            "Ann's export job fails on files over 2 GB",
            evidence=Evidence("pasted log: export aborted at 2.1 GB"),
            thread="t-support-2",
            source_trust="untrusted_content",
        )
        memory.remember(bob, "Bob uses the Linux client", evidence="I run it on Linux")
        memory.remember(stranger, "Another tenant's secret about ann")
        app = create_app(settings, memory)
        with running(app) as url:
            context = browser.new_context(viewport={"width": 1000, "height": 760})
            page = context.new_page()
            page.set_default_timeout(15_000)

            # Sign in: the key decides the tenant.
            page.goto(url + "/")
            expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
            page.get_by_label("API key").fill("wrong")
            page.get_by_role("button", name="Sign in").click()
            expect(page.get_by_role("alert")).to_contain_text("does not know that key")
            page.get_by_label("API key").fill("k-acme")
            page.get_by_role("button", name="Sign in").click()
            expect(page.get_by_role("link", name="ann", exact=True)).to_be_visible()
            expect(page.get_by_role("link", name="bob", exact=True)).to_be_visible()

            # The timeline: each entry with its evidence and provenance; nothing of globex.
            page.get_by_role("link", name="ann", exact=True).click()
            first = page.locator("li.entry", has_text="Ann prefers email over phone calls")
            expect(first.locator("blockquote")).to_have_text(
                "Please email me, I never pick up the phone"
            )
            expect(first).to_contain_text("thread t-support-1")
            expect(first).to_contain_text("said by the user")
            expect(first).to_contain_text("high")
            expect(first).to_contain_text("internal")
            expect(page.locator("main")).not_to_contain_text("secret")
            expect(page.locator("main")).not_to_contain_text("2 GB")  # held, not shown
            expect(page.locator("main")).to_contain_text("1 entry waits for review")

            # The keyboard reaches the page first through the skip link; a phone needs no
            # sideways scrolling.
            page.keyboard.press("Tab")
            expect(page.locator(":focus")).to_have_text("Skip to content")
            page.set_viewport_size({"width": 375, "height": 700})
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
            page.set_viewport_size({"width": 1000, "height": 760})

            # Search finds it.
            page.get_by_label("Search these memories").fill("email phone")
            page.get_by_role("button", name="Search").click()
            expect(page.locator("li.result").first).to_contain_text("Ann prefers email")

            # Correct: the new version, with the old one in its history.
            page.get_by_role("link", name="Timeline", exact=True).click()
            first.get_by_role("link", name="Correct").click()
            page.get_by_label("What is true instead").fill("Ann prefers text messages")
            page.get_by_label("Why (optional)").fill("she said so on the phone")
            page.get_by_label("The person's own words").fill("Text me instead, please")
            page.get_by_role("button", name="Save the correction").click()
            fixed = page.locator("li.entry", has_text="Ann prefers text messages")
            expect(fixed).to_be_visible()
            expect(page.get_by_role("status")).to_contain_text("Corrected.")
            expect(fixed.locator("blockquote").first).to_have_text("Text me instead, please")
            expect(fixed.locator("details.history del")).to_have_text(
                "Ann prefers email over phone calls"
            )
            expect(fixed.locator("details.history blockquote")).to_contain_text("Please email")
            expect(page.locator("li.entry")).to_have_count(2)
            shot(page, tmp_path, "timeline.png")

            # Forget asks first; keeping it changes nothing, confirming removes it.
            lisbon = page.locator("li.entry", has_text="Lisbon")
            lisbon.get_by_role("button", name="Forget…").click()
            expect(page.get_by_role("heading", name="Forget this memory for good?")).to_be_visible()
            page.get_by_role("link", name="Keep it").click()
            expect(lisbon).to_be_visible()
            lisbon.get_by_role("button", name="Forget…").click()
            page.get_by_role("button", name="Forget for good").click()
            expect(page.get_by_role("status")).to_contain_text("Forgotten.")
            expect(page.locator("li.entry")).to_have_count(1)
            expect(page.locator("main")).not_to_contain_text("Lisbon")

            # The review queue: approve, and the entry appears in the timeline.
            page.get_by_role("link", name="Review", exact=True).click()
            held = page.locator("li.entry", has_text="2 GB")
            expect(held.locator("blockquote")).to_have_text("pasted log: export aborted at 2.1 GB")
            expect(held).to_contain_text("untrusted content")
            page.set_viewport_size({"width": 1000, "height": 460})
            shot(page, tmp_path, "review.png")
            page.set_viewport_size({"width": 1000, "height": 760})
            held.get_by_role("button", name="Approve").click()
            expect(page.get_by_role("status")).to_contain_text("Approved.")
            expect(page.locator("main")).to_contain_text("Nothing waits for review")
            page.get_by_role("link", name="Timeline", exact=True).click()
            expect(page.locator("li.entry", has_text="2 GB")).to_be_visible()

            # Export downloads everything about ann, as JSON.
            with page.expect_download() as download:
                page.get_by_role("link", name="Export JSON").click()
            exported = json.loads(Path(download.value.path()).read_text())
            contents = [entry["content"] for entry in exported["entries"]]
            assert "Ann prefers text messages" in contents
            assert "Ann's office is in Lisbon" not in contents
            assert "Another tenant's secret about ann" not in json.dumps(exported)

            # Erase: a confirmation, then what was removed; ann's timeline is empty.
            page.get_by_role("link", name="Erase…").click()
            expect(page.get_by_role("heading", level=1)).to_contain_text("Erase everything")
            page.get_by_role("button", name="Yes, erase ann").click()
            expect(page.get_by_role("heading", level=1)).to_have_text("ann is erased")
            removed = page.get_by_role("table")
            expect(removed).to_contain_text("entries")
            page.get_by_role("link", name="See the timeline").click()
            expect(page.locator("main")).to_contain_text("Nothing is remembered about ann")

            # Bob and the other tenant's ann are untouched.
            page.goto(url + "/ui/p/support-bot/bob")
            expect(page.locator("li.entry")).to_contain_text("Bob uses the Linux client")
            context.close()
        assert [e.content for e in memory.timeline(stranger)] == [
            "Another tenant's secret about ann"
        ]
        assert memory.timeline(ann, include_inactive=True) == []


def test_the_erase_pages_choices_sit_beside_their_words(browser: Browser, tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    ann = Scope(tenant="default", agent="support-bot", user="ann")
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(ann, "Ann's router R-7 drops the VPN every hour.")
        with running(create_app(settings, memory)) as url:
            context = browser.new_context(viewport={"width": 1000, "height": 800})
            page = context.new_page()
            page.goto(url + "/ui/p/support-bot/ann/erase")
            radios = page.locator("input[type=radio]")
            expect(radios).to_have_count(2)
            for n in range(2):
                radio = radios.nth(n)
                box = radio.bounding_box()
                assert box is not None and box["width"] < 30, box
                # Where the label's words start, and the line they are on.
                words = radio.evaluate(
                    "(input) => { const range = document.createRange();"
                    " range.selectNodeContents(input.parentElement);"
                    " range.setStartAfter(input);"
                    " const r = range.getClientRects()[0]; return {x: r.left, y: r.top,"
                    " height: r.height}; }"
                )
                gap = words["x"] - (box["x"] + box["width"])
                assert 0 <= gap < 20, (box, words)
                middle = box["y"] + box["height"] / 2
                assert words["y"] <= middle <= words["y"] + words["height"] + 4, (box, words)
            # Clicking the words chooses their button.
            page.get_by_text("only what agent").click()
            expect(radios.nth(1)).to_be_checked()
            shot(page, tmp_path, "erase.png")
            context.close()

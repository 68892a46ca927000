""" "Why was this recalled?": the web page's search and a person's timeline show, for each
recalled memory, its scores, the words that matched and the time the query named, as recall
computed them. In Chromium, against the real app on 127.0.0.1."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from playwright.sync_api import Browser, expect

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings
from tests.conftest import Clock
from tests.server.test_web import browser  # noqa: F401  (the Chromium fixture)
from tests.serving import running

ANN = Scope(tenant="acme", agent="support-bot", user="ann")
ANN_PAGE = "/ui/open?tenant=acme&agent=support-bot&user=ann"
QUERY = "exports in March 2026 on plan=basic"
EXPORTS = "Exports over 2 GB time out on plan=basic."


def test_search_and_timeline_say_why_each_memory_was_recalled(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    with Memory.open(settings.db, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.remember(ANN, EXPORTS, occurred_at=datetime(2026, 3, 10, tzinfo=UTC))
        memory.remember(
            ANN, "Ann prefers email over phone calls.", occurred_at=datetime(2026, 4, 2, tzinfo=UTC)
        )
        (expected,) = memory.recall(ANN, QUERY)
        assert expected.matched_time is not None
        with running(create_app(settings, memory)) as url:
            page = browser.new_context(viewport={"width": 1000, "height": 800}).new_page()
            page.set_default_timeout(15_000)
            page.goto(url + ANN_PAGE)
            page.get_by_label("Search these memories").fill(QUERY)
            page.get_by_role("button", name="Search").click()

            result = page.locator("li.result")
            expect(result).to_have_count(1)
            why = result.locator("details.why")
            expect(why.locator("table.scores")).not_to_be_visible()  # folded until asked
            why.locator("summary", has_text="Why this was recalled").click()
            expect(why.locator(".matched-words mark")).to_have_text(["exports", "plan=basic"])
            expect(why.locator(".matched-time")).to_have_text(
                "it happened between 2026-03-01 00:00 UTC and 2026-04-01 00:00 UTC"
            )
            shown = {
                name: why.locator(f'td[data-score="{name}"]').inner_text()
                for name in ("final", "lexical", "vector", "fused", "recency", "decay", "time")
            }
            assert shown == {
                "final": f"{expected.final_score:.3f}",
                "lexical": f"{expected.lexical_score:.3f}",
                "vector": f"{expected.vector_score:.3f}",
                "fused": f"{expected.fused_score:.3f}",
                "recency": f"{expected.recency_factor:.3f}",
                "decay": f"{expected.decay_factor:.3f}",
                "time": "1.500",
            }

            # The result opens the timeline at the entry, which says why there too; the
            # memory the query did not recall says nothing of the kind.
            result.get_by_role("link", name=EXPORTS).click()
            expect(page.locator(".recalled-for")).to_contain_text(
                f"1 memory is recalled for “{QUERY}”"
            )
            recalled = page.locator("li.entry.recalled")
            expect(recalled).to_have_count(1)
            expect(recalled).to_contain_text(EXPORTS)
            expect(recalled.locator("details.why[open] .matched-words mark")).to_have_text(
                ["exports", "plan=basic"]
            )
            other = page.locator("li.entry", has_text="Ann prefers email")
            expect(other.locator("details.why")).to_have_count(0)
            page.get_by_role("link", name="Show the timeline without it").click()
            expect(page.locator("details.why")).to_have_count(0)


def test_a_query_that_names_no_time_says_so_on_the_timeline(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
    clock: Clock,
) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    with Memory.open(settings.db, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.remember(ANN, EXPORTS)
        with running(create_app(settings, memory)) as url:
            page = browser.new_context().new_page()
            page.set_default_timeout(15_000)
            page.goto(url + ANN_PAGE)
            found = memory.recall(ANN, "plan=basic")
            assert [r.matched_words for r in found] == [("plan=basic",)]
            page.goto(f"{page.url}?q=plan%3Dbasic")
            why = page.locator("li.entry.recalled details.why")
            expect(why.locator(".matched-words")).to_have_text("plan=basic")
            expect(why.locator(".matched-time")).to_have_text("none")

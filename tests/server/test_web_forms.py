"""The web page over real HTTP without a browser: the CSRF token, the tenant wall, escaping,
the profile, episodes and failed-jobs pages, and denying a held entry."""

from __future__ import annotations

import re
from contextlib import ExitStack
from pathlib import Path

import httpx

from episodic import (
    Config,
    JobsConfig,
    Memory,
    ProviderError,
    Scope,
    TestEmbedder,
    TestLLM,
)
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

ANN = Scope(tenant="acme", agent="bot", user="ann")
OTHER = Scope(tenant="globex", agent="bot", user="ann")


def token(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, "the page has no CSRF token"
    return found.group(1)


def signed_in(stack: ExitStack, url: str, key: str) -> httpx.Client:
    client = stack.enter_context(httpx.Client(base_url=url))
    login = client.get("/ui/login")
    done = client.post("/ui/login", data={"key": key, "csrf": token(login.text)})
    assert done.status_code == 303
    cookie = done.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=strict" in cookie
    return client


def test_forms_need_the_token_and_the_key_decides_the_tenant(tmp_path: Path) -> None:
    keys = parse_keys("k-acme=acme, k-bot=acme:bot, k-globex=globex")
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=keys)
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        mine = memory.remember(ANN, "Ann likes <script>alert(1)</script> tea", evidence="tea")
        theirs = memory.remember(OTHER, "Globex's own note about their ann")
        held = memory.remember(ANN, "Pasted: ann owes 40 EUR", source_trust="untrusted_content")
        with running(create_app(settings, memory)) as url, ExitStack() as stack:
            anonymous = httpx.get(f"{url}/ui/p/bot/ann")
            assert anonymous.status_code == 303 and anonymous.headers["location"] == "/ui/login"
            wrong = stack.enter_context(httpx.Client(base_url=url))
            refused = wrong.post(
                "/ui/login", data={"key": "nope", "csrf": token(wrong.get("/ui/login").text)}
            )
            assert refused.status_code == 401 and "does not know that key" in refused.text

            acme = signed_in(stack, url, "k-acme")
            page = acme.get("/ui/p/bot/ann").text
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>" not in page
            assert "Globex" not in page

            # Without the token, or with another, nothing changes.
            forget = f"/ui/p/bot/ann/entries/{mine.id}/forget"
            assert acme.post(forget, data={"reason": "x"}).status_code == 403
            assert acme.post(forget, data={"reason": "x", "csrf": "forged"}).status_code == 403
            assert [e.id for e in memory.timeline(ANN)] == [mine.id]

            # Another tenant's entry, or agent, is out of reach whatever the URL says.
            other = acme.post(
                f"/ui/p/bot/ann/entries/{theirs.id}/forget",
                data={"reason": "x", "csrf": token(page)},
            )
            assert other.status_code == 404 and "Globex" not in other.text
            assert [e.id for e in memory.timeline(OTHER)] == [theirs.id]
            bot = signed_in(stack, url, "k-bot")
            assert bot.get("/ui/p/other-agent/ann").status_code == 404
            assert bot.get("/ui/p/bot/ann").status_code == 200
            globex = signed_in(stack, url, "k-globex")
            assert "Ann likes" not in globex.get("/ui/p/bot/ann").text
            assert "globex" not in acme.get("/").text

            # Deny: the held entry is deleted, with the reason audited.
            review = acme.get("/ui/p/bot/ann/review").text
            assert "owes 40 EUR" in review
            denied = acme.post(
                f"/ui/p/bot/ann/review/{held.id}/deny",
                data={"reason": "not what ann said", "csrf": token(review)},
            )
            assert denied.status_code == 303
            assert "Nothing waits for review" in acme.get("/ui/p/bot/ann/review").text
            assert memory.review.pending(ANN) == []

            # A bad id is an HTML error page, not a crash.
            missing = acme.get("/ui/p/bot/ann/entries/no-such-entry/correct")
            assert missing.status_code == 404 and "That did not work" in missing.text

            # Signing out ends the session on the server: its cookie, sent again, is refused.
            session = acme.cookies["episodic_session"]
            out = acme.post("/ui/logout", data={"csrf": token(page)})
            assert out.status_code == 303 and out.headers["location"] == "/ui/login"
            acme.cookies.set("episodic_session", session)
            assert acme.get("/ui/p/bot/ann").status_code == 303


def test_profile_episodes_and_a_failed_job_retried(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    scope = Scope(tenant=settings.default_tenant, agent="bot", user="ann")
    stranger = Scope(tenant="globex", agent="bot", user="zed")
    llm = TestLLM(default=ProviderError("the model is down"))
    config = Config(jobs=JobsConfig(max_attempts=1))
    with Memory.open(
        settings.db, embedder=TestEmbedder(), llm=llm, config=config, worker=False
    ) as memory:
        turn = [
            {"role": "user", "content": "I moved to Porto last week."},
            {"role": "assistant", "content": "Noted, Porto it is."},
        ]
        failed = memory.after_turn(scope, "t-1", turn, sync=True)
        assert failed is not None and failed.status == "failed"
        hidden = memory.after_turn(stranger, "t-9", turn, sync=True)
        assert hidden is not None and hidden.status == "failed"
        memory.profile.update(
            scope, [{"field": "Location and time zone", "value": "Porto"}], reason="said so"
        )
        with running(create_app(settings, memory)) as url, httpx.Client(base_url=url) as client:
            profile = client.get("/ui/p/bot/ann/profile").text
            assert "Version 1 (current)" in profile and "Porto" in profile
            episodes = client.get("/ui/p/bot/ann/episodes")
            assert episodes.status_code == 200
            jobs = client.get("/ui/jobs").text
            assert failed.id in jobs and "the model is down" in jobs
            assert hidden.id not in jobs  # another tenant's job
            refused = client.post(f"/ui/jobs/{hidden.id}/retry", data={"csrf": token(jobs)})
            assert refused.status_code == 404
            assert memory.jobs.get(hidden.id).status == "failed"
            retried = client.post(f"/ui/jobs/{failed.id}/retry", data={"csrf": token(jobs)})
            assert retried.status_code == 303
            assert memory.jobs.get(failed.id).status == "pending"
            assert failed.id not in client.get("/ui/jobs").text

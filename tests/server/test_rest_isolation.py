"""Tenants over REST, on both backends: what one key writes, another tenant's key can neither
see nor touch (not found, never the content), and a key bound to one agent reaches no other."""

from __future__ import annotations

from pathlib import Path

import httpx

from episodic import Memory, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

SECRET = "Customer ACME-7 runs gateway GW-5 with firmware FW-3.1."
TURN = [
    {"role": "user", "content": "Our gateway GW-5 drops sessions after FW-3.1."},
    {"role": "assistant", "content": "Noted: GW-5 on FW-3.1 drops sessions."},
]
BOT = "/v1/agents/bot/users/u-1"
KEYS = "k-acme=acme,k-globex=globex,k-bot=acme:bot,k-other=acme:other"


def test_another_tenant_sees_and_touches_nothing(db_path: Path | str) -> None:
    settings = ServerSettings(db=str(db_path), api_keys=parse_keys(KEYS))
    with (
        Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url, headers={"Authorization": "Bearer k-acme"}) as acme,
        httpx.Client(base_url=url, headers={"X-API-Key": "k-globex"}) as globex,
    ):
        entry = acme.post(f"{BOT}/entries", json={"content": SECRET}).json()
        turn = {"thread": "t-1", "messages": TURN}
        job = acme.post(f"{BOT}/after_turn?sync=true", json=turn).json()["job"]
        acme.post(f"{BOT}/threads/t-1/plan", json={"goal": "Upgrade GW-5 firmware"})
        acme.post(f"{BOT}/profile", json={"changes": [{"field": "Role", "value": "GW-5 admin"}]})
        held = acme.post(
            f"{BOT}/entries",
            json={"content": "Vendor says FW-3.2 fixes GW-5.", "source_trust": "untrusted_content"},
        ).json()
        assert held["status"] == "pending_review"

        seen = [
            globex.get(f"{BOT}/entries"),
            globex.post(f"{BOT}/recall", json={"query": "GW-5 firmware"}),
            globex.post(f"{BOT}/before_turn", json={"thread": "t-1", "message": "GW-5"}),
            globex.get(f"{BOT}/threads/t-1/messages"),
            globex.get(f"{BOT}/threads/t-1/messages/recent"),
            globex.post(f"{BOT}/messages/search", json={"query": "GW-5 sessions"}),
            globex.get(f"{BOT}/threads/t-1/plan"),
            globex.get(f"{BOT}/profile"),
            globex.get(f"{BOT}/review"),
            globex.get(f"{BOT}/audit"),
            globex.get("/v1/jobs"),
            globex.get("/v1/users/u-1/export"),
        ]
        for response in seen:
            assert response.status_code in (200, 404), response.text
            assert "GW-5" not in response.text and entry["id"] not in response.text
        for response in (
            globex.get(f"{BOT}/entries/{entry['id']}"),
            globex.post(f"{BOT}/entries/{entry['id']}/correct", json={"content": "x"}),
            globex.post(f"{BOT}/entries/{entry['id']}/forget", json={"reason": "x"}),
            globex.post(f"{BOT}/review/{held['id']}/approve", json={}),
            globex.post(f"{BOT}/review/{held['id']}/deny", json={"reason": "x"}),
            globex.get(f"/v1/jobs/{job['id']}"),
            globex.post(f"/v1/jobs/{job['id']}/retry"),
        ):
            assert response.status_code == 404, response.text
            assert "GW-5" not in response.text
        assert globex.delete("/v1/users/u-1").status_code == 200  # erases globex's u-1 only

        mine = acme.get(f"{BOT}/entries/{entry['id']}")
        assert mine.status_code == 200 and mine.json()["content"] == SECRET
        assert acme.get(f"{BOT}/review").json()["items"][0]["id"] == held["id"]
        assert acme.get(f"/v1/jobs/{job['id']}").json()["status"] == "done"
        assert memory.jobs.list(tenant="globex") == []
        assert {j.scope.tenant for j in memory.jobs.list(tenant="acme", agent="bot")} == {"acme"}
        assert memory.jobs.list(tenant="acme", agent="other") == []
        assert "GW-5" in acme.get(f"{BOT}/threads/t-1/plan").text


def test_a_key_bound_to_an_agent_reaches_no_other(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys(KEYS))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url, headers={"X-API-Key": "k-acme"}) as acme,
        httpx.Client(base_url=url, headers={"X-API-Key": "k-bot"}) as bot,
        httpx.Client(base_url=url, headers={"X-API-Key": "k-other"}) as other,
    ):
        entry = acme.post("/v1/agents/other/users/u-1/entries", json={"content": SECRET}).json()
        acme.post(
            "/v1/agents/other/users/u-1/after_turn?sync=true",
            json={"thread": "t-1", "messages": TURN},
        )
        theirs = f"/v1/agents/other/users/u-1/entries/{entry['id']}"
        assert bot.get(theirs).status_code == 404
        assert bot.get("/v1/agents/other/users/u-1/entries").status_code == 404
        assert bot.get(f"{BOT}/entries/{entry['id']}").status_code == 404
        assert bot.get("/v1/users/u-1/export", params={"agent": "other"}).status_code == 404
        assert "GW-5" not in bot.get("/v1/users/u-1/export").text  # its own agent only
        assert bot.get("/v1/jobs").json()["items"] == []
        assert other.get("/v1/jobs").json()["items"]
        assert bot.delete("/v1/users/u-1").status_code == 200  # erases bot's memory of u-1
        assert other.get(theirs).json()["content"] == SECRET

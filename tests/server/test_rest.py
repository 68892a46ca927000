"""The REST API over real HTTP: every route's happy path and an error, pagination, and the
JSON error shape."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from episodic import Memory, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

BASE = "/v1/agents/bot/users/u-1"
TURN = [
    {"role": "user", "content": "Exports of files over 2 GB time out on plan=basic."},
    {"role": "assistant", "content": "Known limit: basic plans cap exports at 2 GB."},
]


@pytest.fixture
def api(tmp_path: Path) -> Iterator[httpx.Client]:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k-acme=acme"))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url, headers={"X-API-Key": "k-acme"}) as client,
    ):
        yield client


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def failed(response: httpx.Response, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    error: dict[str, Any] = response.json()["error"]
    assert error["type"] == kind and error["message"] and error["hint"]
    return error


def test_the_loop_and_the_entries(api: httpx.Client) -> None:
    job = ok(api.post(f"{BASE}/after_turn?sync=true", json={"thread": "t-1", "messages": TURN}))
    assert job["job"]["status"] == "done" and job["job"]["scope"]["tenant"] == "acme"
    context = ok(api.post(f"{BASE}/before_turn", json={"thread": "t-1", "message": "export 2 GB"}))
    assert "2 GB" in context["text"] and context["blocks"] and context["tokens"] > 0
    assert [m["role"] for m in context["messages"]] == ["user", "assistant"]
    bad = failed(
        api.post(f"{BASE}/before_turn", json={"message": "x", "nope": 1}), 422, "ValidationError"
    )  # FastAPI's own validation, in the library's error shape
    assert "nope" in bad["message"]
    failed(
        api.post(f"{BASE}/after_turn", json={"thread": "t-1", "messages": [{}]}),
        422,
        "ValidationError",
    )

    made = ok(
        api.post(
            f"{BASE}/entries",
            json={"content": "Customer uses SSO via Okta.", "evidence": "we use Okta for SSO"},
        ),
        201,
    )
    assert made["status"] == "active" and made["sources"][0]["evidence"] == "we use Okta for SSO"
    failed(api.post(f"{BASE}/entries", json={"content": ""}), 422, "ValidationError")
    assert ok(api.get(f"{BASE}/entries/{made['id']}"))["content"] == made["content"]
    failed(api.get(f"{BASE}/entries/e-missing"), 404, "NotFoundError")
    found = ok(api.post(f"{BASE}/recall", json={"query": "SSO Okta"}))["items"]
    assert found[0]["id"] == made["id"] and found[0]["scores"]["final"] > 0
    failed(api.post(f"{BASE}/recall", json={"query": ""}), 422, "ValidationError")

    first = ok(api.get(f"{BASE}/entries", params={"limit": 1}))
    assert len(first["items"]) == 1 and first["next_offset"] == 1
    rest = ok(api.get(f"{BASE}/entries", params={"limit": 50, "offset": 1}))
    assert rest["next_offset"] is None
    everything = [e["id"] for e in first["items"] + rest["items"]]
    assert made["id"] in everything and len(set(everything)) == len(everything) >= 2

    fixed = ok(
        api.post(
            f"{BASE}/entries/{made['id']}/correct",
            json={"content": "Customer uses SSO via Azure AD.", "reason": "moved"},
        ),
        201,
    )
    assert fixed["supersedes"] == [made["id"]]
    failed(
        api.post(f"{BASE}/entries/{made['id']}/correct", json={"content": "again"}),
        422,
        "ValidationError",
    )  # already superseded: correct the correction
    failed(
        api.post(f"{BASE}/entries/e-missing/correct", json={"content": "x"}), 404, "NotFoundError"
    )
    assert ok(api.post(f"{BASE}/entries/{fixed['id']}/forget", json={"reason": "asked"})) == {
        "forgotten": fixed["id"],
        "redacted": {},
        "reclaimed": True,
    }
    failed(
        api.post(f"{BASE}/entries/{fixed['id']}/forget", json={"reason": "asked"}),
        404,
        "NotFoundError",
    )
    assert api.post(f"{BASE}/entries/x/forget", json={}).status_code == 422


def test_the_tiers(api: httpx.Client) -> None:
    ok(api.post(f"{BASE}/after_turn?sync=true", json={"thread": "t-1", "messages": TURN}))
    listed = ok(api.get(f"{BASE}/threads/t-1/messages", params={"limit": 1}))
    assert listed["items"][0]["role"] == "user" and listed["next_after"] is not None
    more = ok(api.get(f"{BASE}/threads/t-1/messages", params={"after": listed["next_after"]}))
    assert [m["role"] for m in more["items"]] == ["assistant"] and more["next_after"] is None
    assert len(ok(api.get(f"{BASE}/threads/t-1/messages/recent"))["items"]) == 2
    huge = api.get(f"{BASE}/threads/t-1/messages", params={"after": 2**64})
    failed(huge, 422, "ValidationError")  # past SQLite's integers: refused, not a crash
    failed(api.get(f"{BASE}/threads/%20/messages"), 422, "ValidationError")
    ranges = ok(api.post(f"{BASE}/messages/search", json={"query": "exports time out"}))["items"]
    assert ranges and "2 GB" in str(ranges[0])
    failed(api.post(f"{BASE}/messages/search", json={"query": ""}), 422, "ValidationError")

    updated = ok(
        api.post(f"{BASE}/profile", json={"changes": [{"field": "Role", "value": "basic admin"}]})
    )
    assert "basic" in str(updated)
    assert "basic" in str(ok(api.get(f"{BASE}/profile")))
    assert ok(api.get(f"{BASE}/profile/versions"))["items"]
    failed(api.post(f"{BASE}/profile", json={"changes": [{"value": "x"}]}), 422, "ValidationError")

    assert ok(api.get(f"{BASE}/threads/t-1/session")) == {"session": None}
    assert ok(api.get(f"{BASE}/threads/t-1/session/versions"))["items"] == []
    assert ok(api.get(f"{BASE}/threads/t-1/observations"))["items"] == []
    assert ok(api.get(f"{BASE}/threads/t-1/observations/status"))
    assert ok(api.get(f"{BASE}/threads/t-1/plan")) == {"plan": None}
    plan = ok(
        api.post(
            f"{BASE}/threads/t-1/plan",
            json={"goal": "Fix exports", "steps": [{"title": "Check plan"}]},
        )
    )["plan"]
    assert plan["goal"] == "Fix exports" and plan["steps"][0]["title"] == "Check plan"
    assert ok(api.get(f"{BASE}/threads/t-1/plan/versions"))["items"]
    assert api.post(f"{BASE}/threads/t-1/plan", json={"iteration": -1}).status_code == 422

    ended = ok(api.post(f"{BASE}/threads/t-1/end_session?sync=true"))
    episodes = ok(api.get(f"{BASE}/episodes"))["items"]
    if ended["job"] is not None:
        assert ended["job"]["status"] == "done"
    for episode in episodes:
        assert ok(api.get(f"{BASE}/episodes/{episode['id']}"))["id"] == episode["id"]
    failed(api.get(f"{BASE}/episodes/ep-missing"), 404, "NotFoundError")
    assert isinstance(ok(api.get(f"{BASE}/events", params={"kind": "incident"}))["items"], list)

    audit = ok(api.get(f"{BASE}/audit", params={"action": "write"}))["items"]
    assert audit and {a["action"] for a in audit} == {"write"}
    assert api.get(f"{BASE}/audit", params={"since": "yesterday"}).status_code == 422

    for path in (  # a malformed thread id is the library's ValidationError on every route
        "messages/recent",
        "session",
        "session/versions",
        "observations",
        "observations/status",
        "plan",
        "plan/versions",
    ):
        failed(api.get(f"{BASE}/threads/%20/{path}"), 422, "ValidationError")
    failed(api.post(f"{BASE}/threads/%20/end_session"), 422, "ValidationError")
    for path in ("profile/versions", "episodes", "events", "review", "audit", "entries"):
        failed(api.get(f"{BASE}/{path}", params={"limit": 0}), 422, "ValidationError")
    failed(api.get("/v1/agents/%20/users/u-1/profile"), 422, "ScopeError")

    jobs = ok(api.get("/v1/jobs"))["items"]
    assert jobs and all(j["scope"]["tenant"] == "acme" and "payload" not in j for j in jobs)
    assert ok(api.get(f"/v1/jobs/{jobs[0]['id']}"))["id"] == jobs[0]["id"]
    failed(api.get("/v1/jobs/j-missing"), 404, "NotFoundError")
    failed(api.post("/v1/jobs/j-missing/retry"), 404, "NotFoundError")
    assert api.get("/v1/jobs", params={"status": "lost"}).status_code == 422
    # Paged: every job once, newest first, in pages of one.
    seen, offset = [], 0
    while offset is not None:
        listed = ok(api.get("/v1/jobs", params={"limit": 1, "offset": offset}))
        seen += [job["id"] for job in listed["items"]]
        offset = listed["next_offset"]
    assert seen == [job["id"] for job in jobs] and len(jobs) > 1
    assert api.get("/v1/jobs", params={"offset": -1}).status_code == 422


def test_review_export_and_erase(api: httpx.Client) -> None:
    held = ok(
        api.post(
            f"{BASE}/entries",
            json={
                "content": "Vendor page says firmware FW-3.2 fixes the GW-5 session drops.",
                "evidence": "FW-3.2 fixes the GW-5 session drops",
                "source_trust": "untrusted_content",
            },
        ),
        201,
    )
    assert held["status"] == "pending_review"
    other = ok(
        api.post(
            f"{BASE}/entries",
            json={
                "content": "Vendor page says firmware FW-4.0 fixes the GW-7 fan noise.",
                "evidence": "FW-4.0 fixes the GW-7 fan noise",
                "source_trust": "untrusted_content",
            },
        ),
        201,
    )
    pending = ok(api.get(f"{BASE}/review"))["items"]
    assert {e["id"] for e in pending} == {held["id"], other["id"]}
    approved = ok(api.post(f"{BASE}/review/{held['id']}/approve", json={"reason": "checked"}))
    assert approved["status"] == "active"
    assert ok(api.post(f"{BASE}/review/{other['id']}/deny", json={"reason": "wrong"})) == {
        "denied": other["id"]
    }
    failed(api.post(f"{BASE}/review/{other['id']}/approve", json={}), 404, "NotFoundError")
    assert api.post(f"{BASE}/review/{held['id']}/deny", json={}).status_code == 422

    exported = ok(api.get("/v1/users/u-1/export"))
    assert held["id"] in str(exported) and "GW-7" not in str(exported)
    assert ok(api.get("/v1/users/u-1/export", params={"agent": "other"}))
    erased = ok(api.delete("/v1/users/u-1"))
    assert "GW-5" not in str(erased) and erased["total"] >= 1, erased
    assert ok(api.get(f"{BASE}/entries"))["items"] == []
    failed(api.delete("/v1/users/%20"), 422, "ScopeError")


def test_body_limit_and_unknown_keys(tmp_path: Path) -> None:
    settings = ServerSettings(
        db=str(tmp_path / "m.db"), max_body_bytes=4096, api_keys=parse_keys("k=acme")
    )
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):
        head = {"X-API-Key": "k"}
        big = httpx.post(f"{url}{BASE}/entries", json={"content": "a" * 5000}, headers=head)
        failed(big, 413, "TooLarge")
        failed(httpx.get(f"{url}{BASE}/entries"), 401, "Unauthorized")
        failed(httpx.get(f"{url}{BASE}/entries", headers={"X-API-Key": "x"}), 401, "Unauthorized")
        assert httpx.get(f"{url}/openapi.json").json()["paths"]


def test_stored_text_is_refused_or_cleaned_over_http(db_path: Path | str) -> None:
    settings = ServerSettings(db=str(db_path), api_keys=parse_keys("k-acme=acme"))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url, headers={"X-API-Key": "k-acme"}) as client,
    ):
        refused = {
            "control character": {"content": "Ann likes \x1b[31mred\x1b[0m."},
            "no calendar has": {"content": "Ann's invoice is due 2024-02-30."},
            "before occurred_at": {
                "content": "Ann's code works.",
                "occurred_at": "2026-01-02T00:00:00Z",
                "expires_at": "2026-01-01T00:00:00Z",
            },
        }
        for said, body in refused.items():
            error = failed(client.post(f"{BASE}/entries", json=body), 422, "ValidationError")
            assert said in error["message"]
        assert ok(client.get(f"{BASE}/entries"))["items"] == []

        pasted = [{"role": "user", "content": "\x1b[1mExport\x1b[0m failed\x07 at 2 GB."}]
        ok(client.post(f"{BASE}/after_turn?sync=true", json={"thread": "t-1", "messages": pasted}))
        messages = ok(client.get(f"{BASE}/threads/t-1/messages"))["items"]
        assert [m["content"] for m in messages] == ["Export failed at 2 GB."]

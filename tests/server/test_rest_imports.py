"""``POST .../imports`` over real HTTP: the report, a second run, the key's tenant, bad input."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

FIXTURES = Path(__file__).parents[1] / "fixtures" / "imports"
BASE = "/v1/agents/bot/users/u-ada"


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Memory, str]]:
    settings = ServerSettings(
        db=str(tmp_path / "m.db"), api_keys=parse_keys("k-acme=acme,k-globex=globex")
    )
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):
        yield memory, url


def post(url: str, key: str, body: dict[str, Any]) -> httpx.Response:
    return httpx.post(f"{url}{BASE}/imports", json=body, headers={"X-API-Key": key}, timeout=120)


def test_an_import_answers_each_record_and_a_second_adds_nothing(
    served: tuple[Memory, str],
) -> None:
    memory, url = served
    chats = json.loads((FIXTURES / "chatgpt.json").read_text())
    answer = post(url, "k-acme", {"format": "chatgpt", "data": chats})
    assert answer.status_code == 200, answer.text
    report = answer.json()
    assert [(i["position"], i["outcome"]) for i in report["items"]] == [
        (1, "imported"), (2, "imported"), (3, "skipped"),
    ]  # fmt: skip
    assert report["totals"]["messages"] == 7 and report["dry_run"] is False
    scope = Scope(tenant="acme", agent="bot", user="u-ada")
    assert memory.timeline(scope) and memory.messages.list(scope, "chatgpt-conv-tools")
    again = post(url, "k-acme", {"format": "chatgpt", "data": chats}).json()
    assert again["outcomes"]["skipped"] == 3 and again["totals"]["entries"] == 0
    # Another tenant's key imports into its own tenant, and sees nothing of acme's.
    other = post(url, "k-globex", {"format": "chatgpt", "data": chats, "dry_run": True}).json()
    assert other["outcomes"]["imported"] == 2 and other["dry_run"] is True
    assert memory.timeline(Scope(tenant="globex", agent="bot", user="u-ada")) == []


def test_memories_take_a_person_and_jsonl_is_sent_as_text(served: tuple[Memory, str]) -> None:
    _, url = served
    mem0 = json.loads((FIXTURES / "mem0.json").read_text())
    missing = post(url, "k-acme", {"format": "mem0", "data": mem0})
    assert missing.status_code == 422
    assert "Name the one this scope is with person=" in missing.json()["error"]["message"]
    held = post(url, "k-acme", {"format": "mem0", "data": mem0, "person": "ada"}).json()
    assert held["outcomes"]["held"] == 3 and held["outcomes"]["refused"] == 2
    refused = [i for i in held["items"] if i["outcome"] == "refused"]
    assert [i["position"] for i in refused] == [3, 6] and all(i["reason"] for i in refused)
    text = (FIXTURES / "messages.jsonl").read_text()
    lines = post(url, "k-acme", {"format": "messages", "data": text}).json()
    assert lines["outcomes"]["imported"] == 3 and lines["outcomes"]["refused"] == 1


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ({"format": "csv", "data": []}, "format"),
        ({"format": "chatgpt", "data": "[{"}, "not valid JSON"),
        ({"format": "mem0", "data": [], "dry_run": "yes"}, "dry_run"),
    ],
)
def test_bad_requests_answer_422_with_a_hint(
    served: tuple[Memory, str], body: dict[str, Any], said: str
) -> None:
    _, url = served
    answer = post(url, "k-acme", body)
    assert answer.status_code == 422, answer.text
    error = answer.json()["error"]
    assert error["type"] == "ValidationError" and said in error["message"] and error["hint"]

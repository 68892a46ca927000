"""A keyless local server names its tenant, and REST offers the memory tools as Python does.

Over real HTTP: the README's example writes to tenant ``acme``; a keyless server answers for
``default`` unless the ``X-Episodic-Tenant`` header names another, and every answer says which
tenant it acted for. With keys the header may only repeat the key's tenant. The tools route
lists ``memory.tools()`` in OpenAI's and Anthropic's formats and answers calls to them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

ACME = Scope(tenant="acme", agent="support-bot", user="u-42")
NOTE = "Priority tickets were misrouted because the form sent tier=enterprise_plus."
RECALL = "/v1/agents/support-bot/users/u-42/recall"


def remembered(db: Path) -> Memory:
    memory = Memory.open(db, embedder=TestEmbedder(), worker=False)
    memory.remember(ACME, NOTE, evidence="the form sent tier=enterprise_plus")
    return memory


def test_a_keyless_server_answers_for_the_tenant_the_header_names(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    with remembered(tmp_path / "m.db") as memory, running(create_app(settings, memory)) as url:
        query = {"query": "tier=enterprise_plus misrouted"}
        unnamed = httpx.post(url + RECALL, json=query)
        assert unnamed.status_code == 200 and unnamed.json()["items"] == []
        assert unnamed.headers["X-Episodic-Tenant"] == "default"  # says where it looked
        named = httpx.post(url + RECALL, json=query, headers={"X-Episodic-Tenant": "acme"})
        assert named.headers["X-Episodic-Tenant"] == "acme"
        assert [hit["content"] for hit in named.json()["items"]] == [NOTE]
        bad = httpx.post(url + RECALL, json=query, headers={"X-Episodic-Tenant": "t" * 300})
        assert bad.status_code == 422 and "X-Episodic-Tenant" in bad.json()["error"]["message"]
        assert "X-Episodic-Tenant" in bad.json()["error"]["hint"]
        # Unscoped answers name no tenant.
        assert "X-Episodic-Tenant" not in httpx.get(url + "/health").headers


def test_with_keys_the_header_may_only_repeat_the_keys_tenant(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=globex"))
    with remembered(tmp_path / "m.db") as memory, running(create_app(settings, memory)) as url:
        query = {"query": "tier=enterprise_plus misrouted"}
        key = {"X-API-Key": "k1"}
        other = httpx.post(url + RECALL, json=query, headers={**key, "X-Episodic-Tenant": "acme"})
        assert other.status_code == 404 and NOTE not in other.text
        own = httpx.post(url + RECALL, json=query, headers={**key, "X-Episodic-Tenant": "globex"})
        assert own.status_code == 200 and own.json()["items"] == []
        assert own.headers["X-Episodic-Tenant"] == "globex"


def test_mcp_over_http_acts_for_the_named_tenant(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    headers = {
        "X-Episodic-Tenant": "acme",
        "X-Episodic-Agent": "support-bot",
        "X-Episodic-User": "u-42",
        "Accept": "application/json, text/event-stream",
    }
    call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "recall_memory", "arguments": {"query": "tier=enterprise_plus"}},
    }
    with remembered(tmp_path / "m.db") as memory, running(create_app(settings, memory)) as url:
        answer = httpx.post(url + "/mcp", json=call, headers=headers)
        assert answer.status_code == 200, answer.text
        assert answer.headers["X-Episodic-Tenant"] == "acme"
        text = answer.json()["result"]["content"][0]["text"]
        assert [entry["content"] for entry in json.loads(text)["entries"]] == [NOTE]


def test_the_tools_route_lists_and_answers_the_memory_tools(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    tools = "/v1/agents/support-bot/users/u-42/tools"
    acme = {"X-Episodic-Tenant": "acme"}
    with remembered(tmp_path / "m.db") as memory, running(create_app(settings, memory)) as url:
        python = memory.tools(ACME, "t-1")
        listed: dict[str, Any] = httpx.get(
            url + tools, params={"thread": "t-1"}, headers=acme
        ).json()
        assert listed["tools"] == [tool.definition() for tool in python]
        assert listed["instructions"] == python.instructions
        anthropic = httpx.get(
            url + tools, params={"thread": "t-1", "format": "anthropic"}, headers=acme
        ).json()
        assert anthropic["tools"] == [tool.definition("anthropic") for tool in python]
        names = {tool["function"]["name"] for tool in listed["tools"]}
        assert {"recall_memory", "get_plan", "update_plan"} <= names
        # Without a thread there is no plan to offer.
        unthreaded = httpx.get(url + tools, headers=acme).json()["tools"]
        assert "get_plan" not in {tool["function"]["name"] for tool in unthreaded}

        called = httpx.post(
            url + tools + "/recall_memory",
            json={"arguments": '{"query": "tier=enterprise_plus"}', "thread": "t-1"},
            headers=acme,
        )
        assert called.status_code == 200
        found = json.loads(called.json()["content"])["entries"]
        assert [entry["content"] for entry in found] == [NOTE]
        # The model's mistake is an answer for the model, as in Python.
        wrong = httpx.post(
            url + tools + "/recall_memory", json={"arguments": {"q": "x"}}, headers=acme
        )
        assert wrong.status_code == 200 and "error" in json.loads(wrong.json()["content"])
        unknown = httpx.post(url + tools + "/get_plan", json={}, headers=acme)
        assert unknown.status_code == 404 and "need a thread" in unknown.json()["error"]["message"]
        bad_format = httpx.get(url + tools, params={"format": "gemini"}, headers=acme)
        assert bad_format.status_code == 422

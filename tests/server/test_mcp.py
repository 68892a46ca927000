"""The MCP server with the SDK's own client: over stdio (``episodic mcp`` in a child process)
and over streamable HTTP (``/mcp`` of the server's app on a real uvicorn): the tool list and
its annotations, a remember -> recall round trip, and the scope bound outside the model's
reach."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from episodic import Memory, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

ALL_TOOLS = {
    "recall_memory",
    "remember",
    "forget",
    "timeline",
    "update_profile",
    "get_plan",
    "update_plan",
}
Session = Callable[[ClientSession], Awaitable[Any]]
#: The first JSON-RPC request of an MCP session, for tests that post it by hand.
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"},
    },
}


def stdio(db: Path, *args: str, env: dict[str, str] | None = None) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "episodic.cli", "mcp", "--db", str(db), "--embedder", "test", *args],
        env={"HF_HUB_OFFLINE": "1", "PYTHONPATH": os.pathsep.join(sys.path), **(env or {})},
    )


def over_stdio(params: StdioServerParameters, body: Session) -> Any:
    async def main() -> Any:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)

    return anyio.run(main)


def over_http(url: str, headers: dict[str, str], body: Session) -> Any:
    async def main() -> Any:
        async with (
            create_mcp_http_client(headers=headers) as client,
            streamable_http_client(f"{url}/mcp", http_client=client) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            return await body(session)

    return anyio.run(main)


def payload(result: types.CallToolResult) -> dict[str, Any]:
    block = result.content[0]
    assert isinstance(block, types.TextContent)
    return json.loads(block.text)  # type: ignore[no-any-return]


async def listed(session: ClientSession) -> dict[str, types.Tool]:
    return {tool.name: tool for tool in (await session.list_tools()).tools}


def check_annotations(tools: dict[str, types.Tool]) -> None:
    hints = {name: tool.annotations for name, tool in tools.items()}
    assert all(hints.values())
    read = {name for name, hint in hints.items() if hint and hint.read_only_hint}
    assert read == {"recall_memory", "timeline", "get_plan"}
    destructive = {name for name, hint in hints.items() if hint and hint.destructive_hint}
    assert destructive == {"forget"}
    for tool in tools.values():
        properties = tool.input_schema.get("properties", {})
        assert not {"tenant", "agent", "user", "scope"} & set(properties), tool.name


async def round_trip(session: ClientSession) -> dict[str, Any]:
    """Remember a note (the call also names another user, which must change nothing), recall
    it, list it, plan, then forget it."""
    stored = await session.call_tool(
        "remember",
        {"content": "The customer's printer is an HP LaserJet 4250.", "user": "u-other"},
    )
    assert stored.is_error, "an unknown argument (user) is refused, not obeyed"
    stored = await session.call_tool(
        "remember",
        {"content": "The customer's printer is an HP LaserJet 4250.", "evidence": "HP LaserJet"},
    )
    assert not stored.is_error, stored
    entry = payload(stored)["entry"]
    found = payload(await session.call_tool("recall_memory", {"query": "which printer"}))
    listed_entries = payload(await session.call_tool("timeline", {"limit": 5}))["entries"]
    plan = await session.call_tool("update_plan", {"goal": "Fix the printer"})
    got = payload(await session.call_tool("get_plan", {}))
    bad = await session.call_tool("timeline", {"limit": 0})
    return {
        "entry": entry,
        "found": [e["id"] for e in found["entries"]],
        "timeline": [e["id"] for e in listed_entries],
        "plan_error": plan.is_error,
        "plan": got,
        "bad": (bad.is_error, payload(bad)),
    }


def check_round_trip(outcome: dict[str, Any], scope: Scope) -> None:
    entry = outcome["entry"]
    assert entry["scope"] == {"tenant": scope.tenant, "agent": scope.agent, "user": scope.user}
    assert entry["actor"] == "agent" and entry["thread_id"] == "t-1"
    assert entry["sources"][0]["evidence"] == "HP LaserJet"
    assert outcome["found"] == [entry["id"]] and outcome["timeline"] == [entry["id"]]
    assert not outcome["plan_error"] and outcome["plan"]["plan"]["goal"] == "Fix the printer"
    is_error, problem = outcome["bad"]
    assert is_error and problem["error"]["type"] == "ValidationError"


def test_stdio_lists_annotated_tools_and_round_trips_in_its_fixed_scope(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    # A new database, created on purpose (without --create a missing one is refused).
    args = ("--tenant", "acme", "--agent", "bot", "--user", "u-1", "--thread", "t-1", "--create")
    params = stdio(db, *args)

    async def body(session: ClientSession) -> Any:
        tools = await listed(session)
        return tools, await round_trip(session)

    tools, outcome = over_stdio(params, body)
    assert set(tools) == ALL_TOOLS
    check_annotations(tools)
    scope = Scope(tenant="acme", agent="bot", user="u-1")
    check_round_trip(outcome, scope)
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        assert [e.id for e in memory.timeline(scope)] == [outcome["entry"]["id"]]
        other = Scope(tenant="acme", agent="bot", user="u-other")
        assert memory.timeline(other) == []


def test_stdio_scope_from_the_environment_and_forget(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    env = {"EPISODIC_TENANT": "acme", "EPISODIC_AGENT": "bot", "EPISODIC_USER": "u-2"}
    scope = Scope(tenant="acme", agent="bot", user="u-2")
    other = Scope(tenant="acme", agent="bot", user="u-3")
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        mine = memory.remember(scope, "Prefers email over phone.")
        theirs = memory.remember(other, "Prefers phone over email.")

    async def body(session: ClientSession) -> Any:
        names = set(await listed(session))
        found = payload(await session.call_tool("recall_memory", {"query": "prefers phone"}))
        named = await session.call_tool("recall_memory", {"query": "phone", "user": "u-3"})
        found["named"] = [] if named.is_error else payload(named)["entries"]
        found["refused"] = named.content[0].text if named.is_error else ""  # type: ignore[union-attr]
        others = await session.call_tool("forget", {"entry_id": theirs.id, "reason": "asked"})
        gone = await session.call_tool("forget", {"entry_id": mine.id, "reason": "asked"})
        after = payload(await session.call_tool("timeline", {}))
        return names, found, others, gone, after

    names, found, others, gone, after = over_stdio(stdio(db, env=env), body)
    assert names == ALL_TOOLS - {"get_plan", "update_plan"}, "plans need a thread"
    assert [e["id"] for e in found["entries"]] == [mine.id]
    assert theirs.id not in [e["id"] for e in found["named"]], "a user argument reaches nobody"
    assert "unknown argument(s) user" in found["refused"]  # refused, as the guide says
    assert others.is_error and payload(others)["error"]["type"] == "NotFoundError"
    assert not gone.is_error and payload(gone) == {"forgotten": mine.id}
    assert after == {"entries": []}
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        assert [e.id for e in memory.timeline(other)] == [theirs.id]


def test_stdio_without_agent_or_user_is_a_usage_error(tmp_path: Path) -> None:
    import subprocess

    done = subprocess.run(
        [sys.executable, "-m", "episodic.cli", "mcp", "--db", str(tmp_path / "m.db")],
        env={**os.environ, "HF_HUB_OFFLINE": "1", "EPISODIC_AGENT": "", "EPISODIC_USER": ""},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and "--agent and --user" in done.stderr
    assert done.stdout == ""


def test_http_binds_the_key_tenant_and_the_header_user(db_path: Path | str) -> None:
    keys = parse_keys("k-acme=acme,k-bot=acme:bot,k-globex=globex")
    settings = ServerSettings(db=str(db_path), api_keys=keys, max_body_bytes=4096)
    scope = Scope(tenant="acme", agent="bot", user="u-1")
    headers = {
        "Authorization": "Bearer k-acme",
        "X-Episodic-Agent": "bot",
        "X-Episodic-User": "u-1",
        "X-Episodic-Thread": "t-1",
    }
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        with running(create_app(settings, memory)) as url:

            async def body(session: ClientSession) -> Any:
                tools = await listed(session)
                return tools, await round_trip(session)

            tools, outcome = over_http(url, headers, body)
            assert set(tools) == ALL_TOOLS
            check_annotations(tools)
            check_round_trip(outcome, scope)

            async def recall(session: ClientSession) -> Any:
                result = await session.call_tool("recall_memory", {"query": "which printer"})
                return payload(result)["entries"]

            # Another tenant's key with the same agent and user headers sees nothing.
            globex = {**headers, "Authorization": "Bearer k-globex"}
            assert over_http(url, globex, recall) == []
            # A key bound to the agent reaches the same notes without naming it.
            bot = {"Authorization": "Bearer k-bot", "X-Episodic-User": "u-1"}
            assert [e["id"] for e in over_http(url, bot, recall)] == [outcome["entry"]["id"]]

            initialize = INITIALIZE
            accept = {"Accept": "application/json, text/event-stream"}
            missing = httpx.post(f"{url}/mcp", json=initialize, headers=accept)
            assert missing.status_code == 401
            assert missing.json()["error"]["type"] == "Unauthorized"
            elsewhere = {**headers, "Authorization": "Bearer k-bot", "X-Episodic-Agent": "b2"}
            refused = httpx.post(f"{url}/mcp", json=initialize, headers={**accept, **elsewhere})
            assert refused.status_code == 404
            nobody = {"Authorization": "Bearer k-acme", "X-Episodic-Agent": "bot"}
            unscoped = httpx.post(f"{url}/mcp", json=initialize, headers={**accept, **nobody})
            assert unscoped.status_code == 422
            assert "x-episodic-user" in unscoped.json()["error"]["message"]
            huge = {**initialize, "padding": "x" * 5000}
            too_big = httpx.post(f"{url}/mcp", json=huge, headers={**accept, **headers})
            assert too_big.status_code == 413
        assert memory.timeline(Scope(tenant="globex", agent="bot", user="u-1")) == []


def test_http_falls_back_to_the_configured_agent_and_user(tmp_path: Path) -> None:
    scope = Scope(tenant="default", agent="desk", user="me")
    settings = ServerSettings(db=str(tmp_path / "m.db"), scope=scope)
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(scope, "Works in the Berlin office.")
        with running(create_app(settings, memory)) as url:

            async def body(session: ClientSession) -> Any:
                names = set(await listed(session))
                result = await session.call_tool("recall_memory", {"query": "Berlin office"})
                return names, payload(result)["entries"]

            names, found = over_http(url, {}, body)
            assert names == ALL_TOOLS - {"get_plan", "update_plan"}
            assert [e["content"] for e in found] == ["Works in the Berlin office."]


@pytest.mark.parametrize("host", ["evil.example:80"])
def test_http_refuses_a_foreign_host_header_on_loopback(tmp_path: Path, host: str) -> None:
    scope = Scope(tenant="default", agent="desk", user="me")
    settings = ServerSettings(db=str(tmp_path / "m.db"), scope=scope)
    memory = Memory.open(settings.db, embedder=TestEmbedder(), worker=False)
    with memory, running(create_app(settings, memory)) as url:
        response = httpx.post(
            f"{url}/mcp",
            json={"jsonrpc": "2.0", "id": 1, "method": "ping"},
            headers={"Host": host, "Accept": "application/json, text/event-stream"},
        )
        assert response.status_code in (400, 403, 421)


#: A valid call of every tool; each is sent once more with an argument no tool takes.
VALID_CALLS: dict[str, dict[str, Any]] = {
    "recall_memory": {"query": "printer"},
    "remember": {"content": "The customer's printer is an HP LaserJet 4250."},
    "forget": {"entry_id": "e-1", "reason": "asked"},
    "timeline": {},
    "update_profile": {"changes": [{"field": "Name", "value": "Ana"}]},
    "get_plan": {},
    "update_plan": {"goal": "Fix the printer"},
}


def test_every_tool_refuses_an_argument_it_does_not_take(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=acme"))
    scope = Scope(tenant="acme", agent="bot", user="u-1")
    headers = {
        "Authorization": "Bearer k1",
        "X-Episodic-Agent": "bot",
        "X-Episodic-User": "u-1",
        "X-Episodic-Thread": "t-1",
    }
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):

        async def body(session: ClientSession) -> Any:
            names = set(await listed(session))
            refused = {
                name: await session.call_tool(name, {**arguments, "top_k": 5})
                for name, arguments in VALID_CALLS.items()
            }
            return names, refused

        names, refused = over_http(url, headers, body)
        assert names == ALL_TOOLS == set(VALID_CALLS)
        for name, result in refused.items():
            text = result.content[0].text
            assert result.is_error and "unknown argument(s) top_k" in text, (name, text)
        # Refused means not done: nothing was saved, planned or profiled.
        assert memory.timeline(scope) == []
        assert memory.plans.get(scope, "t-1") is None
        assert memory.profile.versions(scope) == []


@pytest.mark.slow
def test_the_guides_queries_with_the_bundled_model(tmp_path: Path) -> None:
    """What docs/mcp.md says of its example with the default embedder (its snippet runs against
    a real server in test_docs_snippets): "contact preference" finds the note, and the vaguer
    "how to contact" falls under the relevance bar and finds nothing."""
    scope = Scope(tenant="acme", agent="bot", user="u-1")
    with Memory.open(tmp_path / "m.db", embedder="local", worker=False) as memory:
        memory.remember(scope, "Prefers email over phone.")
        recall = memory.tools(scope)[0]

        def found(query: str) -> list[str]:
            entries = json.loads(recall({"query": query}))["entries"]
            return [entry["content"] for entry in entries]

        assert found("contact preference") == ["Prefers email over phone."]
        assert found("how to contact") == []


def test_every_tool_error_over_http_has_the_one_shape(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k-acme=acme"))
    headers = {"Authorization": "Bearer k-acme", "X-Episodic-Agent": "bot", "X-Episodic-User": "u"}
    calls = {
        "no_such_tool": ({}, "UnknownTool"),
        "recall_memory": ({"query": 5}, "ToolError"),
        "update_profile": ({"changes": "all"}, "ToolError"),
        "remember": ({}, "ValidationError"),
        "forget": ({"entry_id": "no-such-id", "reason": "asked"}, "NotFoundError"),
    }

    async def body(session: ClientSession) -> Any:
        return {name: await session.call_tool(name, args) for name, (args, _) in calls.items()}

    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):
        results = over_http(url, headers, body)
    for name, (_, kind) in calls.items():
        assert results[name].is_error, name
        error = payload(results[name])
        assert set(error) == {"error"} and set(error["error"]) == {"type", "message", "hint"}
        assert error["error"]["type"] == kind, (name, error)
        assert all(isinstance(v, str) and v for v in error["error"].values()), (name, error)

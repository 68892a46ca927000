"""Each surface's errors say what to do in that surface's words: a REST client gets a route, a
model an MCP tool, a proxy client a header, a command-line user a command, and only a Python
caller a method call. Every error that once carried a Python hint is provoked on each surface
that can reach it, over real HTTP (and MCP's SDK client)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner
from mcp.client.session import ClientSession

from episodic import Memory, NotFoundError, Scope, TestEmbedder
from episodic.cli import main
from episodic.errors import LIST_ENTRIES
from episodic.server.app import create_app
from episodic.server.proxy import Upstream, create_proxy_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.server.test_mcp import over_http
from tests.server.test_proxy import Scripted, reply
from tests.serving import running

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
BASE = "/v1/agents/bot/users/u-1"
KEY = {"X-API-Key": "k1"}
#: What only a Python caller can act on: a method or class call (``argument(s)`` is a word), a
#: keyword argument, a flag of ``Memory.open``, a ``datetime``.
PYTHON = re.compile(
    r"\bmemory\.\w+|\b[A-Za-z_][\w.]*\((?!s\))|\w+=(True|False|\.\.\.|\[|'|<)|read_only="
    r"|datetime|tzinfo"
)


def speaks_python(text: str) -> bool:
    return bool(PYTHON.search(text))


def test_an_error_gives_each_surface_its_own_hint_and_no_other() -> None:
    error = NotFoundError("No entry 'e-1' in this scope.", hints=LIST_ENTRIES)
    assert str(error).endswith("memory.timeline(scope, include_inactive=True).")
    assert "GET /v1/agents/" in error.said("rest") and not speaks_python(error.said("rest"))
    assert "episodic timeline --all" in error.said("cli")
    assert error.said("tool") == "No entry 'e-1' in this scope."  # none rather than another's
    assert speaks_python(str(error)) and not speaks_python(error.said("mcp"))


def _held_and_active(memory: Memory) -> tuple[str, str]:
    active = memory.remember(SCOPE, "Works on the billing team.")
    held = memory.remember(
        SCOPE, "Vendor page: FW-3.2 fixes the drops.", source_trust="untrusted_content"
    )
    assert held.status == "pending_review"
    return active.id, held.id


def test_rest_errors_name_routes(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=acme"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        active, held = _held_and_active(memory)
        with (
            running(create_app(settings, memory)) as url,
            httpx.Client(base_url=url, headers=KEY) as api,
        ):
            answers = [
                api.post(f"{BASE}/entries/e-nope/forget", json={"reason": "asked"}),
                api.post(f"{BASE}/review/{active}/approve", json={"reason": "ok"}),
                api.post(f"{BASE}/review/e-nope/approve", json={"reason": "ok"}),
                api.post(f"{BASE}/entries/{held}/correct", json={"content": "FW-3.3 does."}),
            ]
    messages = [answer.json()["error"]["message"] for answer in answers]
    assert [answer.status_code for answer in answers] == [404, 422, 404, 422]
    assert "GET /v1/agents/{agent}/users/{user}/entries?include_inactive=true" in messages[0]
    assert all("/review" in message for message in messages[1:])
    assert not any(speaks_python(message) for message in messages), messages


def test_python_hints_are_recognized() -> None:
    python = [
        "List them with memory.episodes.list(scope).",
        "Pass changes=[{'field': ..., 'value': ...}] or content='<the whole document>'.",
        "Pass tzinfo, e.g. datetime.now(UTC).",
        "Pass Scope(tenant=..., agent=..., user=...).",
        "Open it without read_only=True.",
    ]
    other = [
        "unknown argument(s) user; this tool takes query.",
        "List them with GET /v1/agents/{agent}/users/{user}/entries?include_inactive=true.",
        "Send ISO 8601 with the offset, e.g. 2026-05-01T09:00:00Z.",
        "Check the X-Episodic-Agent and X-Episodic-User headers (or the request's user field).",
    ]
    assert all(map(speaks_python, python)) and not any(map(speaks_python, other))


@pytest.mark.parametrize(
    ("method", "path", "body", "expected"),
    [
        ("GET", "/v1/jobs/j-nope", None, "GET /v1/jobs"),
        ("POST", "/v1/jobs/j-nope/retry", None, "GET /v1/jobs"),
        ("GET", f"{BASE}/episodes/ep-nope", None, "GET /v1/agents/{agent}/users/{user}/episodes"),
        ("POST", f"{BASE}/entries", {"content": "x", "occurred_at": "2026-05-01T09:00:00"}, "ISO"),
        ("POST", f"{BASE}/entries", {"content": "x", "expires_at": "2026-05-01T09:00:00"}, "ISO"),
        ("GET", f"{BASE}/audit?since=2026-05-01T09:00:00", None, "ISO 8601 with the offset"),
        ("POST", f"{BASE}/profile", {}, 'Send "changes": [{"field"'),
        ("POST", f"{BASE}/profile", {"changes": [], "content": "x"}, '"content": "<the whole'),
        ("POST", f"{BASE}/entries", '{"content": "a\\ud800b"}', "escape only as half of a pair"),
        ("GET", f"/v1/agents/bot/users/{'u' * 300}/entries", None, "in the path"),
    ],
)
def test_rest_hints_name_routes_fields_and_formats(
    tmp_path: Path, method: str, path: str, body: Any, expected: str
) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=acme"))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):
        text = body if isinstance(body, str) or body is None else json.dumps(body)
        headers = {**KEY, "content-type": "application/json"}
        answer = httpx.request(method, f"{url}{path}", headers=headers, content=text)
    error = answer.json()["error"]
    assert answer.status_code in (404, 422), error
    said = f"{error['message']} {error['hint']}"
    assert expected in said and not speaks_python(said), said


def test_a_read_only_server_says_so_in_http_terms(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(SCOPE, "Works on the billing team.")
    settings = ServerSettings(db=str(db), api_keys=parse_keys("k1=acme"))
    with (
        Memory.open(db, embedder=TestEmbedder(), read_only=True) as memory,
        running(create_app(settings, memory)) as url,
    ):
        answer = httpx.post(f"{url}{BASE}/entries", json={"content": "New note."}, headers=KEY)

        async def body(session: ClientSession) -> Any:
            return await session.call_tool("remember", {"content": "New note."})

        result = over_http(url, {"Authorization": "Bearer k1", **_who()}, body)
    message = answer.json()["error"]["message"]
    assert "read-only" in message and "restart it" in message and not speaks_python(message)
    text = result.content[0].text
    assert result.is_error and "read-only" in text and not speaks_python(text)


def _who() -> dict[str, str]:
    return {"X-Episodic-Agent": "bot", "X-Episodic-User": "u-1"}


def test_mcp_errors_name_tools(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=acme"))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):

        async def body(session: ClientSession) -> Any:
            return [
                await session.call_tool("forget", {"entry_id": "e-nope", "reason": "asked"}),
                await session.call_tool("remember", {"content": "x", "evidence": " "}),
                await session.call_tool("timeline", {"limit": 5, "user": "u-2"}),
            ]

        results = over_http(url, {"Authorization": "Bearer k1", **_who()}, body)
        no_user = httpx.post(f"{url}/mcp", json={}, headers={**KEY, "X-Episodic-Agent": "bot"})
    errors = [json.loads(result.content[0].text)["error"] for result in results]
    assert all(result.is_error for result in results)
    assert [error["type"] for error in errors] == [
        "NotFoundError",
        "ValidationError",
        "ValidationError",
    ]
    assert "timeline tool" in errors[0]["message"] and "tool's arguments" in errors[0]["hint"]
    assert "evidence must be a non-empty string" in errors[1]["message"]
    assert "unknown argument(s) user" in errors[2]["message"]
    assert "call the tool again" in errors[2]["hint"]
    refused = no_user.json()["error"]
    assert no_user.status_code == 422 and refused["type"] == "ScopeError"
    assert "x-episodic-user" in refused["message"] and "X-Episodic-User" in refused["hint"]
    for error in [*errors, refused]:
        said = f"{error['message']} {error['hint']}"
        assert not speaks_python(said), said


@contextmanager
def _proxy(memory: Memory, settings: ServerSettings) -> Iterator[str]:
    """The proxy over real HTTP in front of a scripted upstream that answers "Noted."."""
    upstream = Scripted(*[reply("Noted.")] * 3)
    with running(upstream.app) as upstream_url:
        forward = Upstream(f"{upstream_url}/v1")
        try:
            with running(create_proxy_app(settings, forward, memory)) as url:
                yield url
        finally:
            forward.close()


def test_proxy_errors_name_headers_and_flags(tmp_path: Path) -> None:
    keys = parse_keys("k-acme=acme,k-bot=acme:bot")
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=keys)
    body = {"model": "m", "messages": [{"role": "user", "content": "Hi"}]}
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        _proxy(memory, settings) as url,
    ):
        chat = f"{url}/v1/chat/completions"
        sent = [
            {"Authorization": "Bearer k-acme"},  # no agent, no user
            {"Authorization": "Bearer k-acme", **_who(), "X-Episodic-User": "u" * 300},
            {"Authorization": "Bearer k-bot", **_who(), "X-Episodic-Agent": "other"},
        ]
        answers = [httpx.post(chat, json=body, headers=headers) for headers in sent]
        raw = b'{"messages": [{"role": "user", "content": "a\\ud800b"}]}'  # a lone surrogate
        headers = {"Authorization": "Bearer k-acme", **_who(), "content-type": "application/json"}
        answers.append(httpx.post(chat, content=raw, headers=headers))
    errors = [answer.json()["error"] for answer in answers]
    assert [answer.status_code for answer in answers] == [422, 422, 404, 422]
    assert "X-Episodic-Agent and X-Episodic-User" in errors[0]["message"]
    assert "--agent and --user" in errors[0]["message"]
    assert "X-Episodic-User" in errors[1]["hint"] and "X-Episodic-Agent" in errors[2]["hint"]
    assert "half of a pair" in errors[3]["message"]
    for error in errors:
        said = f"{error['message']} {error['hint']}"
        assert not speaks_python(said), said


def test_a_read_only_proxy_logs_in_its_own_terms(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    db = tmp_path / "m.db"
    Memory.open(db, embedder=TestEmbedder(), worker=False).close()
    settings = ServerSettings(db=str(db), scope=Scope(tenant="acme", agent="bot", user="u-1"))
    body = {"model": "m", "messages": [{"role": "user", "content": "Hi"}]}
    with (
        Memory.open(db, embedder=TestEmbedder(), read_only=True) as memory,
        _proxy(memory, settings) as url,
    ):
        answer = httpx.post(f"{url}/v1/chat/completions", json=body)
    assert answer.status_code == 200  # the client gets its answer; the turn is not kept
    [line] = [r.getMessage() for r in caplog.records if "not remembered" in r.getMessage()]
    assert "restarted with write access" in line and not speaks_python(line), line


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        (["forget", "e-nope", "--reason", "asked", "--yes"], "episodic timeline --all"),
        (["review", "approve", "e-nope", "--reason", "ok"], "episodic review list"),
    ],
)
def test_cli_errors_name_commands(tmp_path: Path, command: list[str], expected: str) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(SCOPE, "Works on the billing team.")
    scope = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]
    result = CliRunner().invoke(main, [*command, *scope, "--db", str(db)])
    assert result.exit_code == 3
    assert expected in result.stderr and not speaks_python(result.stderr), result.stderr

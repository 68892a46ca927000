"""Each surface's errors say what to do in that surface's words: a REST client gets a route, a
model an MCP tool, a command-line user a command, and only a Python caller a method call."""

from __future__ import annotations

import json
import re
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
from episodic.server.settings import ServerSettings, parse_keys

from .serving import running
from .test_mcp import over_http

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
BASE = "/v1/agents/bot/users/u-1"
KEY = {"X-API-Key": "k1"}
#: What only a Python caller can act on: a method call, a keyword argument, a config flag.
PYTHON = re.compile(r"\bmemory\.\w+|\w+\(scope|=True|=False|read_only=")


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
            return await session.call_tool("forget", {"entry_id": "e-nope", "reason": "asked"})

        result = over_http(url, {"Authorization": "Bearer k1", **_who()}, body)
    error = json.loads(result.content[0].text)["error"]
    assert result.is_error and error["type"] == "NotFoundError"
    assert "timeline tool" in error["message"] and not speaks_python(error["message"])


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

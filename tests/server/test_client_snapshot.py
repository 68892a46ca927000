"""The TypeScript client's OpenAPI snapshot is the document the server serves now.

The client's own tests (``make test-client``, node against a real ``episodic serve``) check
this too, and that its generated types match the snapshot; this one fails in a plain pytest
run as soon as a route or a body changes without ``make client``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from episodic.server.app import create_app
from episodic.server.settings import ServerSettings

CLIENT = Path(__file__).resolve().parents[2] / "clients" / "typescript"


def test_the_committed_snapshot_is_the_servers_openapi_document() -> None:
    committed = json.loads((CLIENT / "openapi.json").read_text(encoding="utf-8"))
    current = create_app(ServerSettings(db=":memory:")).openapi()
    assert committed == current, "clients/typescript/openapi.json is stale: run `make client`"
    assert "/v1/agents/{agent}/users/{user}/tools" in committed["paths"]


def test_the_snapshot_script_prints_that_document() -> None:
    printed = subprocess.run(
        [sys.executable, str(CLIENT / "scripts" / "openapi.py")],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    assert printed == (CLIENT / "openapi.json").read_text(encoding="utf-8")

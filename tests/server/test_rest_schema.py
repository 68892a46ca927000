"""The REST API's OpenAPI document against the live server: every route that takes a key lists
the errors it answers (401, 404, 422, 429) in the server's one error shape, and the answers
have that shape; then schemathesis, on SQLite and on PostgreSQL: thousands of generated
requests (coverage, fuzzing and stateful phases), none answered with a server error."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from episodic import Memory, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

DOCUMENTED = ("401", "404", "422", "429")
ERROR_BODY = {"$ref": "#/components/schemas/ErrorBody"}


def test_keyed_routes_document_the_errors_they_answer(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k1=acme"))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url) as client,
    ):
        document = client.get("/openapi.json").json()
        keyed = [
            (method, path, operation)
            for path, operations in document["paths"].items()
            for method, operation in operations.items()
            if operation.get("security")
        ]
        assert len(keyed) > 30
        for method, path, operation in keyed:
            for status in DOCUMENTED:
                declared = operation["responses"][status]
                assert declared["content"]["application/json"]["schema"] == ERROR_BODY, (
                    method,
                    path,
                    status,
                )
            assert "Retry-After" in operation["responses"]["429"]["headers"]
        schemas = document["components"]["schemas"]
        assert "HTTPValidationError" not in schemas  # 422 is documented in our shape
        detail = schemas["ErrorDetail"]
        assert set(detail["required"]) == set(detail["properties"]) == {"type", "message", "hint"}

        key = {"X-API-Key": "k1"}
        answers = {
            "401": client.get("/v1/jobs"),
            "404": client.get("/v1/agents/bot/users/u/entries/no-such-id", headers=key),
            "422": client.post("/v1/agents/bot/users/u/recall", json={"q": 1}, headers=key),
        }
        for status, answer in answers.items():
            assert str(answer.status_code) == status, answer.text[:200]
            assert set(answer.json()) == set(schemas["ErrorBody"]["properties"]) == {"error"}
            assert set(answer.json()["error"]) == set(detail["properties"])


@pytest.mark.slow
def test_no_generated_request_is_a_server_error(tmp_path: Path, db_path: Path | str) -> None:
    settings = ServerSettings(db=str(db_path), api_keys=parse_keys("k1=acme"))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(create_app(settings, memory)) as url,
    ):
        run = subprocess.run(
            [
                *(sys.executable, "-m", "schemathesis.cli", "run", f"{url}/openapi.json"),
                *("--checks", "not_a_server_error", "--header", "X-API-Key: k1"),
                *("--include-path-regex", "^/v1/(agents|users|jobs)"),
                *("--max-examples", "15", "--seed", "1", "--no-color"),
            ],
            capture_output=True,
            text=True,
            timeout=600,
            cwd=tmp_path,
        )
    summary = re.search(r"(\d+) generated, (\d+) passed", run.stdout)
    assert run.returncode == 0 and summary, run.stdout[-3000:] + run.stderr[-2000:]
    generated, passed = map(int, summary.groups())
    assert generated == passed > 1000
    print(f"schemathesis: {generated} cases, 0 server errors")

"""Schemathesis over the REST API's OpenAPI schema against the live server, on SQLite and on
PostgreSQL: thousands of generated requests (coverage, fuzzing and stateful phases), none
answered with a server error."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from episodic import Memory, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running


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

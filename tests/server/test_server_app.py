"""The server's foundation over real HTTP: health, errors as JSON, body limits, API keys bound to
a tenant, and settings from the environment."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from episodic import ConfigError, Memory, NotFoundError, Scope, TestEmbedder
from episodic.server.access import Bound, scope_for
from episodic.server.app import create_app
from episodic.server.settings import KeyBinding, ServerSettings, parse_keys
from tests.serving import running


def test_health_errors_as_json_and_the_body_limit(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), max_body_bytes=2048)
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        app = create_app(settings, memory)

        @app.get("/missing")
        def missing() -> None:
            raise NotFoundError("No entry 'e-1' in this scope.")

        @app.post("/echo")
        def echo(body: dict[str, str]) -> dict[str, str]:
            return body

        with running(app) as url:
            assert httpx.get(f"{url}/health").json()["status"] == "ok"
            failed = httpx.get(f"{url}/missing")
            assert failed.status_code == 404
            assert failed.json()["error"]["type"] == "NotFoundError"
            assert "e-1" in failed.json()["error"]["message"]
            assert failed.json()["error"]["hint"]
            big = httpx.post(f"{url}/echo", json={"x": "a" * 5000})
            assert big.status_code == 413 and big.json()["error"]["type"] == "TooLarge"
            assert httpx.post(f"{url}/echo", json={"x": "a"}).json() == {"x": "a"}


def test_a_key_reaches_its_tenant_only(tmp_path: Path) -> None:
    keys = parse_keys("k-acme=acme, k-bot=acme:bot")
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=keys)
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        app = create_app(settings, memory)

        @app.get("/whoami/{tenant}/{agent}/{user}")
        def whoami(tenant: str, agent: str, user: str, bound: Bound) -> dict[str, str | None]:
            scope = scope_for(bound, agent, user)
            return {"tenant": scope.tenant, "agent": scope.agent, "user": scope.user}

        with running(app) as url:
            assert httpx.get(f"{url}/whoami/globex/a/u").status_code == 401
            wrong = httpx.get(f"{url}/whoami/globex/a/u", headers={"X-API-Key": "nope"})
            assert wrong.status_code == 401 and wrong.json()["error"]["type"] == "Unauthorized"
            mine = httpx.get(
                f"{url}/whoami/globex/a/u", headers={"Authorization": "Bearer k-acme"}
            ).json()
            assert mine == {"tenant": "acme", "agent": "a", "user": "u"}  # never globex
            other_agent = httpx.get(f"{url}/whoami/acme/a/u", headers={"X-API-Key": "k-bot"})
            assert other_agent.status_code == 404
            own = httpx.get(f"{url}/whoami/acme/bot/u", headers={"X-API-Key": "k-bot"}).json()
            assert own["agent"] == "bot"


def test_settings_from_the_environment_and_flags() -> None:
    env = {
        "EPISODIC_DB": "x.db",
        "EPISODIC_PORT": "9001",
        "EPISODIC_API_KEYS": "k1=acme",
        "EPISODIC_AGENT": "bot",
        "EPISODIC_USER": "u-1",
    }
    settings = ServerSettings.from_env(env, port=None, db="y.db")
    assert (settings.db, settings.port) == ("y.db", 9001)
    assert settings.api_keys == {"k1": KeyBinding("acme")}
    assert settings.scope == Scope(tenant="default", agent="bot", user="u-1")
    assert settings.url == "http://127.0.0.1:9001"
    with pytest.raises(ConfigError, match="k1=acme"):
        parse_keys("just-a-key")
    with pytest.raises(ConfigError, match="without API keys"):
        ServerSettings(host="0.0.0.0")
    with pytest.raises(ConfigError, match="PORT"):
        ServerSettings.from_env({"EPISODIC_PORT": "http"})


def test_the_body_limit_comes_from_its_variable_or_flag() -> None:
    settings = ServerSettings.from_env({"EPISODIC_MAX_BODY_BYTES": "4096"})
    assert settings.max_body_bytes == 4096
    assert ServerSettings.from_env({}, max_body_bytes=8192).max_body_bytes == 8192
    with pytest.raises(ConfigError, match=r"EPISODIC_MAX_BODY_BYTES must be a number"):
        ServerSettings.from_env({"EPISODIC_MAX_BODY_BYTES": "2MB"})
    with pytest.raises(ConfigError, match=r"EPISODIC_MAX_BODY_BYTES \(--max-body-bytes\)"):
        ServerSettings.from_env({"EPISODIC_MAX_BODY_BYTES": "10"})

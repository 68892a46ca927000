"""``before_turn`` returns the ids of the entries it showed and ``after_turn`` takes them back
(``injected``), over real HTTP: the extractor then sees them as known memory, as a library
caller passing the context sees them. Ids of another scope lend nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from episodic import Memory, Models, Scope, TestEmbedder
from episodic.errors import ValidationError
from episodic.llms import TestLLM
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

BASE = "/v1/agents/bot/users/u-1"
KNOWN = "Workspace W-17 is on plan=enterprise_plus."
TURN = [{"role": "user", "content": "The W-17 export stalls at 99% again."}]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[httpx.Client, Memory, TestLLM]]:
    llm = TestLLM(default={"entries": []})
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=parse_keys("k-acme=acme"))
    with (
        Memory.open(
            settings.db, embedder=TestEmbedder(), models=Models(extraction=llm), worker=False
        ) as memory,
        running(create_app(settings, memory)) as url,
        httpx.Client(base_url=url, headers={"X-API-Key": "k-acme"}) as client,
    ):
        yield client, memory, llm


def _ok(response: httpx.Response) -> Any:
    assert response.status_code == 200, response.text
    return response.json()


def _known_memory(llm: TestLLM) -> str:
    prompt = llm.calls[-1].prompt
    return prompt.split("<transcript>")[0]


def test_the_ids_before_turn_shows_reach_the_extractor(
    served: tuple[httpx.Client, Memory, TestLLM],
) -> None:
    api, memory, llm = served
    shown = memory.remember(
        Scope(tenant="acme", agent="bot", user="u-1"), KNOWN, evidence="plan=enterprise_plus"
    )
    context = _ok(api.post(f"{BASE}/before_turn", json={"thread": "t-1", "message": "W-17 plan"}))
    assert context["injected"] == [shown.id]
    body = {"thread": "t-1", "messages": TURN, "injected": context["injected"]}
    _ok(api.post(f"{BASE}/after_turn?sync=true", json=body))
    assert KNOWN in _known_memory(llm)
    # Without them the extractor is told nothing was shown.
    again = {"thread": "t-2", "messages": TURN}
    _ok(api.post(f"{BASE}/after_turn?sync=true", json=again))
    assert KNOWN not in _known_memory(llm)


def test_ids_of_another_user_or_unknown_ids_are_passed_over(
    served: tuple[httpx.Client, Memory, TestLLM],
) -> None:
    api, memory, llm = served
    theirs = memory.remember(
        Scope(tenant="acme", agent="bot", user="u-2"), KNOWN, evidence="plan=enterprise_plus"
    )
    body = {"thread": "t-1", "messages": TURN, "injected": [theirs.id, "e-nowhere"]}
    job = _ok(api.post(f"{BASE}/after_turn?sync=true", json=body))["job"]
    assert job["status"] == "done"
    assert KNOWN not in _known_memory(llm)
    bad = api.post(f"{BASE}/after_turn", json={"thread": "t-1", "messages": TURN, "injected": 5})
    assert bad.status_code == 422


def test_the_library_takes_ids_and_refuses_a_bare_string(tmp_path: Path) -> None:
    llm = TestLLM(default={"entries": []})
    scope = Scope(tenant="acme", agent="bot", user="u-1")
    with Memory.open(
        tmp_path / "m.db", embedder=TestEmbedder(), models=Models(extraction=llm), worker=False
    ) as memory:
        entry = memory.remember(scope, KNOWN, evidence="plan=enterprise_plus")
        memory.after_turn(scope, "t-1", TURN, sync=True, injected=[entry.id])
        assert KNOWN in _known_memory(llm)
        memory.forget(scope, entry.id, "moved plans")
        memory.after_turn(scope, "t-2", TURN, sync=True, injected=[entry.id])
        assert KNOWN not in _known_memory(llm)  # forgotten since: not shown as known
        with pytest.raises(ValidationError, match="list of the ids"):
            memory.after_turn(scope, "t-3", TURN, injected=entry.id)

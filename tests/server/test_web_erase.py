"""Erasing a person from the web page covers every agent of the tenant unless the agent alone
is chosen, says which it did, and leaves no audit record naming the person (a tenant-wide
export's included); over real HTTP on both backends."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx
import pytest

from episodic import Memory, Scope, Subject, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.conftest import sql_rows
from tests.server.test_web_forms import signed_in, token
from tests.serving import running

SUPPORT = Scope(tenant="default", agent="support-bot", user="ann")
SALES = Scope(tenant="default", agent="sales-bot", user="ann")
BOB = Scope(tenant="default", agent="support-bot", user="bob")
ERASE = "/ui/p/support-bot/ann/erase"


@pytest.fixture
def site(db_path: Path | str) -> Iterator[tuple[httpx.Client, Memory, Path | str]]:
    settings = ServerSettings(db=str(db_path))
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(SUPPORT, "Ann's router R-7 drops the VPN every hour.")
        memory.remember(SALES, "Ann asked for a quote on plan P-3.")
        memory.remember(BOB, "Bob uses the Linux client 4.2.")
        memory.export(Subject(tenant="default", user="ann"))  # a tenant-wide audit record
        with running(create_app(settings, memory)) as url, httpx.Client(base_url=url) as client:
            yield client, memory, db_path


def _audit_rows(db: Path | str, user: str) -> int:
    rows = sql_rows(db, "SELECT count(*) FROM audit_events WHERE user_id = ?", (user,))
    return int(rows[0][0])


def test_the_default_erases_the_person_with_every_agent(
    site: tuple[httpx.Client, Memory, Path | str],
) -> None:
    client, memory, db = site
    form = client.get(ERASE)
    assert form.status_code == 200
    assert 'value="tenant" checked' in form.text and "with every agent of tenant" in form.text
    assert _audit_rows(db, "ann") >= 1
    done = client.post(ERASE, data={"csrf": token(form.text)})
    assert done.status_code == 200, done.text
    assert "Erased with every agent of tenant" in done.text
    assert memory.timeline(SUPPORT, include_inactive=True) == []
    assert memory.timeline(SALES, include_inactive=True) == []
    assert _audit_rows(db, "ann") == 0  # the tenant-wide export's record is gone too
    assert [e.content for e in memory.timeline(BOB)] == ["Bob uses the Linux client 4.2."]


def test_choosing_the_agent_erases_only_what_it_holds(
    site: tuple[httpx.Client, Memory, Path | str],
) -> None:
    client, memory, _ = site
    form = client.get(ERASE)
    done = client.post(ERASE, data={"csrf": token(form.text), "reach": "agent"})
    assert done.status_code == 200, done.text
    assert "Erased what agent <strong>support-bot</strong> held" in done.text
    assert memory.timeline(SUPPORT, include_inactive=True) == []
    assert [e.content for e in memory.timeline(SALES)] == ["Ann asked for a quote on plan P-3."]
    wrong = client.post(ERASE, data={"csrf": token(form.text), "reach": "everyone"})
    assert wrong.status_code == 422


def test_a_key_bound_to_one_agent_erases_that_agent_only(db_path: Path | str) -> None:
    keys = parse_keys("k-support=default:support-bot")
    settings = ServerSettings(db=str(db_path), api_keys=keys)
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(SUPPORT, "Ann's router R-7 drops the VPN every hour.")
        memory.remember(SALES, "Ann asked for a quote on plan P-3.")
        with running(create_app(settings, memory)) as url, ExitStack() as stack:
            client = signed_in(stack, url, "k-support")
            form = client.get(ERASE)
            assert "reaches agent <strong>support-bot</strong> only" in form.text
            assert 'value="tenant"' not in form.text
            # Even a forged reach cannot go past the key's agent.
            done = client.post(ERASE, data={"csrf": token(form.text), "reach": "tenant"})
            assert done.status_code == 200, done.text
        assert memory.timeline(SUPPORT, include_inactive=True) == []
        assert [e.content for e in memory.timeline(SALES)] == ["Ann asked for a quote on plan P-3."]

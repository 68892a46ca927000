"""The web page for a person with more memories than the timeline shows, over real HTTP: the
page says so, any entry (however old) can still be corrected, and the erase page counts all."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from episodic import Evidence, Memory, NewEntry, Scope, TestEmbedder
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings
from tests.serving import running

ANN = Scope(tenant="default", agent="support-bot", user="ann")
BASE = "/ui/p/support-bot/ann"


@pytest.fixture
def site(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[httpx.Client, list[str]]]:
    monkeypatch.setattr("episodic.server.web.routes.TIMELINE_LIMIT", 3)
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        made = memory.remember_many(
            ANN,
            [
                NewEntry(
                    content=f"Ann's order {n} shipped to depot D-{n}.", evidence=Evidence(f"D-{n}")
                )
                for n in range(5)
            ],
        )
        ids = [entry.id for entry in made]
        with running(create_app(settings, memory)) as url, httpx.Client(base_url=url) as client:
            yield client, ids


def test_the_timeline_says_it_shows_only_the_newest(site: tuple[httpx.Client, list[str]]) -> None:
    client, _ = site
    page = client.get(BASE)
    assert page.status_code == 200
    assert "3 memories in use; oldest first" in page.text
    assert "newest of 5 stored memories" in page.text


def test_an_entry_older_than_the_page_can_still_be_corrected(
    site: tuple[httpx.Client, list[str]],
) -> None:
    client, ids = site
    form = client.get(f"{BASE}/entries/{ids[0]}/correct")
    assert form.status_code == 200, form.text
    assert "order 0 shipped to depot D-0" in form.text
    assert client.get(f"{BASE}/entries/e-nowhere/correct").status_code == 404


def test_the_erase_page_counts_every_memory(site: tuple[httpx.Client, list[str]]) -> None:
    client, _ = site
    assert "(5 memories with agent support-bot now)" in client.get(f"{BASE}/erase").text

"""Shared fixtures: a real SQLite file per test, the deterministic embedder, a fixed clock."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from episodic import Memory, Scope, TestEmbedder

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


class Clock:
    """A clock tests can move."""

    def __init__(self, moment: datetime = NOW) -> None:
        self.moment = moment

    def __call__(self) -> datetime:
        return self.moment


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "memory.db"


@pytest.fixture
def memory(db_path: Path, clock: Clock) -> Iterator[Memory]:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock) as opened:
        yield opened


@pytest.fixture
def scope() -> Scope:
    return Scope(tenant="acme", agent="support-bot", user="u-42")

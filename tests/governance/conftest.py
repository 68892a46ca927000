"""What the governance tests of work in flight share: memories opened on the test's database
with a scripted model per job, closed before the database goes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, Memory
from tests.conftest import Clock
from tests.governance.inflight import open_memory


@pytest.fixture
def open_held(db_path: Path | str, clock: Clock) -> Iterator[Callable[..., Memory]]:
    """``open_held(config=None, **models)``: a memory on the test's database whose models are
    the given ones (extraction: :func:`~tests.governance.inflight.extract_secret` unless
    given); every one is closed when the test ends."""
    opened: list[Memory] = []

    def make(config: Config | None = None, **models: Any) -> Memory:
        memory = open_memory(db_path, clock, config, **models)  # (embedder= too)
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()

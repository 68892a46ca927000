"""Servers in tests: a real uvicorn on 127.0.0.1 (a free port), in a thread of the test."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

from episodic.server.sources import UVICORN_OPTIONS


@contextmanager
def running(app: Any, *, timeout: float = 20.0) -> Iterator[str]:
    """Serve ``app`` over real HTTP until the block ends, as ``episodic serve`` runs it (the
    same uvicorn options); yields its base URL."""
    config = uvicorn.Config(
        app, host="127.0.0.1", port=0, log_level="warning", lifespan="on", **UVICORN_OPTIONS
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="uvicorn", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.01)
    host, port = server.servers[0].sockets[0].getsockname()[:2]
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout)

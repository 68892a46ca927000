"""What ``serve`` and ``proxy`` share: everything is checked before the banner says "serving".

The port is bound first, so a busy port fails before any database is opened or created; then
the memory is opened (a bad ``--db`` fails as one line) and its embedder loaded, so the first
request does not wait for the model; only then is the banner printed and the server run on
the socket already bound.
"""

from __future__ import annotations

import errno
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from episodic import Memory, redact
from episodic.cli.failures import FAILED, Failure

#: ``--llm-base-url``, the same on ``serve`` and ``proxy``.
llm_base_url_option = click.option(
    "--llm-base-url",
    default=None,
    help="OpenAI-compatible server for --llm openai:<model>, e.g. http://localhost:11434/v1. "
    "Env: EPISODIC_LLM_BASE_URL.",
)
#: ``--max-body-bytes``: the body limit the server's 413 answer names.
max_body_option = click.option(
    "--max-body-bytes",
    type=click.IntRange(min=1024),
    default=None,
    help="Largest request body read, in bytes (default 2 MiB); a larger one gets 413. "
    "Env: EPISODIC_MAX_BODY_BYTES.",
)

#: ``--trusted-proxy``, the same on ``serve`` and ``proxy``.
trusted_proxy_option = click.option(
    "--trusted-proxy",
    "trusted_proxies",
    multiple=True,
    help="The address or network (10.0.0.0/8) of a reverse proxy in front of the server, "
    "whose X-Forwarded-For header names the client (repeat for more; default none: the "
    "header is ignored). Env: EPISODIC_TRUSTED_PROXIES.",
)


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port``.

    Raises:
        Failure: The port is taken, or the address is not this machine's.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise Failure(
                f"port {port} on {host} is in use by another program; stop it, or choose "
                "another port with --port (or EPISODIC_PORT).",
                FAILED,
            ) from None
        raise Failure(
            f"cannot listen on {host}:{port} ({exc.strerror or exc}); check --host and --port.",
            FAILED,
        ) from None


def is_new_database(db: str) -> bool:
    """Whether ``db`` names a SQLite file that opening will create."""
    if "://" in db and not db.startswith("sqlite://"):
        return False
    path = db.removeprefix("sqlite:///")
    return path != ":memory:" and not Path(path).expanduser().exists()


def warm(memory: Memory) -> None:
    """Load the embedder's model now, so the first request does not pay for it."""
    memory.embedder.embed_one("ready")


def run(app: Any, sock: socket.socket, on_exit: Callable[[], None]) -> None:
    """Serve ``app`` on the bound socket until interrupted, then call ``on_exit``."""
    import uvicorn

    from episodic.server.sources import UVICORN_OPTIONS

    config = uvicorn.Config(app, log_level="warning", lifespan="on", **UVICORN_OPTIONS)
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        # Ctrl-C is how a server is stopped: uvicorn has shut down gracefully and raises the
        # signal again on its way out. Stopping it that way is a success, not a failure.
        pass
    finally:
        sock.close()
        on_exit()


def database(db: str, created: bool) -> str:
    """The database as a server's first line names it: credentials hidden, and whether it
    was created just now (a mistyped path shows here)."""
    return redact(db) + (" (a new database, created now)" if created else "")


def backlog(memory: Memory, *, worker: bool) -> str | None:
    """The line a server prints when jobs from before it started are waiting, or ``None``."""
    waiting = memory.jobs.waiting_at_start if worker else memory.jobs.backlog()
    if not waiting:
        return None
    jobs = "1 job" if waiting == 1 else f"{waiting} jobs"
    if worker:
        return f"{jobs} left from before start now; `episodic jobs` shows them."
    return f"{jobs} wait for a worker (this server runs none): start `episodic worker`."


def open_bound(settings: Any) -> tuple[socket.socket, Memory, bool]:
    """Bind the server's port, then open its memory: the socket, the memory, and whether
    the database was created just now. Nothing is left open when either step fails."""
    from episodic.server.app import open_memory

    sock = bind(settings.host, settings.port)
    try:
        created = is_new_database(settings.db)
        return sock, open_memory(settings), created
    except BaseException:
        sock.close()
        raise

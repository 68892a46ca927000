"""Reaching PostgreSQL, on the real test server: the local-socket URL form
(``postgresql:///db?host=/socket&user=...``), a URL libpq cannot read, and pooled connections
the server ended while they sat idle (``pg_terminate_backend``, as a restart or an
administrator does), which are replaced on checkout instead of failing requests."""

from __future__ import annotations

import threading
import uuid
from urllib.parse import urlencode

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from episodic import ConfigError, Memory, Scope, TestEmbedder
from episodic.stores.postgres import PostgresStore

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")


def socket_form(url: str, **extra: str) -> str:
    """The same database as ``url`` in the form with no host before the path: every
    connection parameter in the query, the socket's directory (or the host) in ``host``."""
    params = {k: str(v) for k, v in conninfo_to_dict(url).items() if v not in (None, "")}
    dbname = params.pop("dbname")
    return f"postgresql:///{dbname}?{urlencode({**params, **extra})}"


def test_the_local_socket_url_form_opens(postgres_url: str) -> None:
    url = socket_form(postgres_url)
    assert url.startswith("postgresql:///") and "host=" in url
    with Memory.open(url, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(SCOPE, "Invoice INV-7 was paid by wire.")
        assert [r.entry.content for r in memory.recall(SCOPE, "INV-7 paid")] == [
            "Invoice INV-7 was paid by wire."
        ]
    store = PostgresStore(url)
    try:
        assert store.display.startswith("postgresql:///") and "host=" in store.display
        assert "password" not in store.display
    finally:
        store.close()


def test_a_url_libpq_cannot_read_is_a_config_error(postgres_url: str) -> None:
    bad = socket_form(postgres_url, sslmodee="require")
    with pytest.raises(ConfigError, match="sslmodee"):
        Memory.open(bad, embedder=TestEmbedder(), worker=False)


def _backends(server: str, name: str) -> list[int]:
    with psycopg.connect(server, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pid FROM pg_stat_activity WHERE application_name = %s", (name,)
        ).fetchall()
    return [int(row[0]) for row in rows]


def _terminate(server: str, name: str) -> int:
    # With a timeout, each call returns once its backend has exited (not merely been told
    # to), so the test holds the moment the connections are dead, without sleeping.
    with psycopg.connect(server, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity "
            "WHERE application_name = %s",
            (name,),
        ).fetchall()
    return sum(1 for row in rows if row[0])


def test_connections_the_server_ended_are_replaced_on_checkout(
    postgres_server: str, postgres_url: str
) -> None:
    name = f"episodic-{uuid.uuid4().hex[:8]}"
    store = PostgresStore(f"{postgres_url}&application_name={name}&pool_size=3")
    memory = Memory.open(store, embedder=TestEmbedder(), worker=False)
    try:
        memory.remember(SCOPE, "Invoice INV-7 was paid by wire.")
        # Three connections in the pool at once: three threads each hold one until all do.
        together = threading.Barrier(3)

        def hold() -> None:
            with store.read() as tx:
                together.wait(timeout=30)
                tx.execute("SELECT 1")

        threads = [threading.Thread(target=hold) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        before = set(_backends(postgres_server, name))
        assert len(before) == 3

        assert _terminate(postgres_server, name) == 3  # every pooled connection, idle
        # Every call after that succeeds: no StoreError, no "raise pool_size".
        memory.remember(SCOPE, "Invoice INV-8 was refunded.")
        assert len(memory.timeline(SCOPE)) == 2
        assert memory.recall(SCOPE, "INV-8 refunded")[0].entry.content.startswith("Invoice INV-8")
        assert not before & set(_backends(postgres_server, name)), "new connections serve"
    finally:
        memory.close()

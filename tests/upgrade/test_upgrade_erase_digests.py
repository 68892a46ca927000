"""An erase record of an earlier release still makes sense after the upgrade (schema step 20):
it named the person by the plain SHA-256 of their ids; the upgrade keys it under the
installation's new erasure key, so the same ids still find it and a guess alone no longer
does.

The fixture is the schema-14 database (see fixtures/README.md). It holds no erasure, so the
test first adds one as every release up to schema step 18 wrote it: user and agent empty, the
subject ``Subject.digest`` (whose formula is unchanged), the rows removed in ``detail``.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from episodic import Memory, Scope, Subject, TestEmbedder
from episodic.stores.migrations import STEPS
from tests.conftest import OLD_RELEASES, Clock, restored_database, sql_rows
from tests.governance.test_erasure import table_hits

WRITTEN = datetime(2026, 11, 22, 12, 5, tzinfo=UTC)
OWNER = Scope(tenant="acme", agent="support-bot", user="u-42")
GONE = Subject(tenant="acme", user="u-gone-8c31")
DETAIL = {"removed": {"entries": 3, "messages": 4}, "agents": 1}


@pytest.fixture(params=OLD_RELEASES)
def old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A copy of the schema-14 database with an erase record of the old kind."""
    for url in restored_database(request.param, backend, tmp_path, request):
        _add_old_erasure(url, backend)
        yield url


def _add_old_erasure(url: str, backend: str) -> None:
    row = (uuid.uuid4().hex, GONE.tenant, "2026-11-21T09:00:00.000000+00:00", GONE.digest)
    statement = (
        "INSERT INTO audit_events (id, tenant_id, agent_id, user_id, at, actor, action, "
        "target_ids, subject, detail) VALUES ({0}, {0}, NULL, NULL, {0}, 'operator', "
        "'erase', '[]', {0}, {0})"
    )
    if backend == "sqlite":
        with sqlite3.connect(url) as conn:
            conn.execute(statement.format("?"), (*row, json.dumps(DETAIL)))
        return
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(statement.format("%s"), (*row, json.dumps(DETAIL)))


def test_an_old_erase_record_is_keyed_and_still_found_by_the_persons_ids(
    old_database: str, backend: str
) -> None:
    plain = GONE.digest.removeprefix("sha256:")
    with Memory.open(
        old_database, embedder=TestEmbedder(), clock=Clock(WRITTEN), worker=False
    ) as memory:
        (record,) = memory.audit.list(GONE)
        assert (record.action, record.user, record.detail) == ("erase", None, DETAIL)
        assert record.subject.startswith("hmac-sha256:")
        # A new erasure is keyed with the same key: the old and the new agree on a person.
        assert memory.timeline(OWNER)
        erasure = memory.erase(GONE)
        assert erasure.subject == record.subject
        assert [r.subject for r in memory.audit.list(GONE)] == [record.subject] * 2
        assert memory.erase(Subject.of(OWNER)).removed["entries"] > 0
    assert table_hits(old_database, backend, {plain}) == []
    old = sql_rows(old_database, "SELECT count(*) FROM audit_events WHERE subject LIKE 'sha256:%'")
    assert old == [(0,)]
    applied = sql_rows(old_database, "SELECT number FROM schema_migrations ORDER BY number")
    assert [int(row[0]) for row in applied] == [step.number for step in STEPS]

"""The erase record names the person by a keyed digest (SQLite and PostgreSQL).

The plain SHA-256 of tenant, agent and user can be recomputed by anyone who guesses the ids;
the record keeps an HMAC of it under a key the installation makes on its first erasure and
keeps to itself: never exported, never in an answer, so a guess cannot be checked against the
record without the database.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from episodic import Memory, Scope, Subject, TestEmbedder
from tests.conftest import Clock, sql_rows
from tests.governance.inflight import serving
from tests.governance.test_erasure import table_hits

GONE = Scope(tenant="acme", agent="concierge", user="u-gone-5521")
STAYS = Scope(tenant="acme", agent="concierge", user="u-stays-0937")
PERSON = Subject(tenant=GONE.tenant, user=GONE.user)


@pytest.fixture
def memory(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        for scope in (GONE, STAYS):
            opened.remember(scope, f"{scope.user} keeps the spare key in the shed.")
        yield opened


def _key(db: Path | str) -> list[str]:
    return [str(row[0]) for row in sql_rows(db, "SELECT value FROM installation")]


def test_the_record_is_keyed_by_a_secret_made_on_the_first_erasure(
    memory: Memory, db_path: Path | str, backend: str
) -> None:
    assert _key(db_path) == []  # no erasure yet: no key
    with serving(memory, db_path) as api:
        api.headers["X-Episodic-Tenant"] = GONE.tenant
        answer = api.delete(f"/v1/users/{GONE.user}")
        assert answer.status_code == 200, answer.text
        digest = answer.json()["subject"]
        exported = api.get(f"/v1/users/{STAYS.user}/export")
        assert exported.status_code == 200
    (key,) = _key(db_path)
    assert len(bytes.fromhex(key)) == 32
    # What the record holds is the plain digest's HMAC under that key ...
    mac = hmac.new(bytes.fromhex(key), PERSON.digest.encode(), hashlib.sha256).hexdigest()
    assert digest == f"hmac-sha256:{mac}" == PERSON.keyed(bytes.fromhex(key))
    (record,) = memory.audit.list(PERSON)
    assert record.subject == digest and record.action == "erase"
    # ... the plain digest is stored nowhere, and the key leaves in no answer or export.
    plain = PERSON.digest.removeprefix("sha256:")
    assert table_hits(db_path, backend, {plain}) == []
    assert key not in answer.text and key not in exported.text
    assert key not in json.dumps(memory.export(PERSON), default=str)
    assert "installation" not in memory.export(Subject.of(STAYS))["tables"]


def test_the_key_is_kept_and_the_same_person_is_named_alike_by_each_erasure(
    memory: Memory, db_path: Path | str, clock: Clock
) -> None:
    first = memory.erase(PERSON)
    memory.remember(GONE, "They came back and asked again.")
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as other:
        second = other.erase(PERSON)
        assert second.subject == first.subject  # one key per installation, kept
        assert [r.subject for r in other.audit.list(PERSON)] == [first.subject] * 2
    assert len(_key(db_path)) == 1


def test_another_installation_names_the_same_person_differently(
    memory: Memory, tmp_path: Path, clock: Clock
) -> None:
    here = memory.erase(PERSON)
    with Memory.open(tmp_path / "other.db", embedder=TestEmbedder(), clock=clock) as other:
        elsewhere = other.erase(PERSON)
    assert here.subject != elsewhere.subject
    assert PERSON.digest not in (here.subject, elsewhere.subject)

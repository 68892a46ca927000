"""Erasure on SQLite and PostgreSQL: a person leaves no trace in any table the database's own
catalogue lists (nor, on SQLite, in the bytes of its files); the other person's data stays;
the erasure is one transaction; no process's index serves what was erased."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, Memory, Models, Scope, Subject, TestEmbedder, TestLLM
from episodic.config import JobsConfig, ObservationsConfig
from episodic.stores import audit as audit_rows
from episodic.stores.postgres import search as postgres_search
from tests.conftest import Clock
from tests.observations.test_observations import observe_by_turn

MARK = "zanzibarquux"  # in every piece of the erased person's content
KEPT_MARK = "kiwimangold"
ERASED = Scope(tenant="acme", agent="support-bot", user="u-erased-5c1f")
ERASED_OPS = Scope(tenant="acme", agent="ops-bot", user="u-erased-5c1f")
KEPT = Scope(tenant="acme", agent="support-bot", user="u-kept-90ab")
SUBJECT = Subject(tenant="acme", user="u-erased-5c1f")


def settings() -> Config:
    observations = ObservationsConfig(message_tokens=400, buffer_tokens=100, max_window_tokens=600)
    jobs = JobsConfig(max_attempts=2, retry_base_seconds=0.0, retry_max_seconds=0.0)
    return Config(observations=observations, jobs=jobs)


@pytest.fixture
def open_memory(db_path: Path | str, clock: Clock) -> Iterator[Any]:
    opened: list[Memory] = []

    def make() -> Memory:
        memory = Memory.open(
            db_path,
            embedder=TestEmbedder(),
            models=Models(observer=TestLLM(default=observe_by_turn)),
            config=settings(),
            clock=clock,
            worker=False,
        )
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()


def tool_turn(mark: str) -> list[dict[str, Any]]:
    call = f"call-{mark}-1"
    nodes = [{"node": f"{mark}-node-{i}", "status": "ok" if i % 5 else "error"} for i in range(40)]
    return [
        {"id": f"{mark}-m3", "role": "user", "content": f"{mark} step. Run workflow wf-88."},
        {
            "id": f"{mark}-m4",
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {
                    "id": call,
                    "type": "function",
                    "function": {"name": "run_workflow", "arguments": json.dumps({"wf": mark})},
                }
            ],
        },
        {
            "id": f"{mark}-m5",
            "role": "tool",
            "tool_call_id": call,
            "name": "run_workflow",
            "content": json.dumps({"workflow": mark, "nodes": nodes}, indent=1),
        },
        {"id": f"{mark}-m6", "role": "assistant", "content": f"The {mark} workflow ran."},
    ]


def fill(memory: Memory, scope: Scope, mark: str, clock: Clock) -> None:
    """Every tier for one person: entries (remembered, extracted, held for review), messages
    with tool calls and their search keys, profile, session and plan versions,
    observations, an episode, audit records, and jobs (done and pending)."""
    thread = f"thread-{mark}"
    memory.remember(
        scope, f"{mark} refunds fail with error 502 on plan=basic.", evidence=f"{mark} 502"
    )
    held = memory.remember(
        scope,
        f"A pasted page says the {mark} coupon C-77 never expires.",
        source_trust="untrusted_content",
    )
    assert held.status == "pending_review"
    first = [
        {
            "id": f"{mark}-m1",
            "role": "user",
            "content": f"{mark} export fails with error 429 on workflow WF-4792 because the "
            "proxy token expired. " + "detail " * 120,
        },
        {"id": f"{mark}-m2", "role": "assistant", "content": f"Checking the {mark} proxy."},
    ]
    for turn in (first, tool_turn(mark)):
        clock.moment += timedelta(minutes=1)
        memory.after_turn(scope, thread, turn)
        memory.jobs.run_pending()
    memory.profile.update(scope, [{"field": "Name", "value": f"Dana {mark}"}])
    memory.sessions.update(scope, thread, objective=f"Fix the {mark} export", state=f"{mark} ok")
    memory.plans.update(scope, thread, goal=f"Rotate the {mark} keys", steps=[{"title": mark}])
    memory.before_turn(scope, thread, f"{mark} export 429")  # an audited read
    assert memory.episodes.end_session(scope, thread, sync=True) is not None  # an episode
    # The last turn's jobs stay queued: their payloads are the person's too.
    last = [{"id": f"{mark}-m7", "role": "user", "content": f"Also {mark} fails on v9.9.1."}]
    memory.after_turn(scope, thread, last)


def needles(memory: Memory, subject: Subject, mark: str) -> set[str]:
    """What must not be found anywhere after the erasure: the user id, the content marker,
    the threads' and scopes' names, and every id and key of the person's rows."""
    found = memory.export(subject)
    wanted = {subject.user, mark, f"thread-{mark}"}
    wanted |= {Scope(**scope).key for scope in found["scopes"]}
    for rows in found["tables"].values():
        for row in rows:
            for column, value in row.items():
                named = column == "id" or column.endswith(("_id", "key"))
                shared = column in ("tenant_id", "agent_id")
                if named and not shared and isinstance(value, str) and len(value) >= 8:
                    wanted.add(value)
    wanted |= {event["id"] for event in found["audit"]}
    return {needle.lower() for needle in wanted}


def table_hits(db: Path | str, backend: str, wanted: set[str]) -> list[str]:
    """``table.column: needle`` for every value of every table that holds a needle, with the
    tables listed from the database's own catalogue and every value cast to text or bytes."""
    hits: list[str] = []
    if backend == "sqlite":
        conn = sqlite3.connect(db)
        try:
            names = ["sqlite_master"] + [
                row[0]
                for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            ]
            for name in names:
                cursor = conn.execute(f'SELECT * FROM "{name}"')
                columns = [column[0] for column in cursor.description]
                for row in cursor:
                    for column, value in zip(columns, row, strict=True):
                        data = value if isinstance(value, bytes) else str(value).encode()
                        hits += [
                            f"{name}.{column}: {n}" for n in wanted if n.encode() in data.lower()
                        ]
        finally:
            conn.close()
        return hits
    import psycopg

    with psycopg.connect(str(db), autocommit=True) as conn:
        names = [
            str(row[0])
            for row in conn.execute(
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
            )
        ]
        assert "entries" in names and "audit_events" in names
        for name in names:
            for (text,) in conn.execute(f'SELECT t::text FROM "{name}" AS t'):
                lowered = str(text).lower()
                for needle in wanted:
                    if needle in lowered or needle.encode().hex() in lowered:
                        hits.append(f"{name}: {needle}")
        for (definition,) in conn.execute(
            "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()"
        ):
            hits += [f"index: {n}" for n in wanted if n in str(definition).lower()]
        # The planner's samples of column values (ANALYZE) are kept outside the tables.
        for row in conn.execute(
            "SELECT tablename, attname, most_common_vals::text, histogram_bounds::text "
            "FROM pg_stats WHERE schemaname = current_schema()"
        ):
            sample = f"{row[2]} {row[3]}".lower()
            hits += [f"pg_stats {row[0]}.{row[1]}: {n}" for n in wanted if n in sample]
    return hits


def analyze(url: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("ANALYZE")
        stats = (
            "SELECT most_common_vals::text FROM pg_stats "
            "WHERE schemaname = current_schema() AND attname = 'user_id'"
        )
        assert any(ERASED.user in str(row[0]) for row in conn.execute(stats))


def file_hits(db: Path, wanted: set[str]) -> list[str]:
    """Needles in the raw bytes of the database file and its -wal and -shm files."""
    hits = []
    for path in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        if path.exists():
            data = path.read_bytes().lower()
            hits += [f"{path.name}: {n}" for n in wanted if n.encode() in data]
    return hits


def counts(memory: Memory, subject: Subject) -> dict[str, int]:
    """Rows per table of a person (the audit log aside, which each export adds to)."""
    return {name: len(rows) for name, rows in memory.export(subject)["tables"].items()}


def test_an_erased_person_leaves_zero_traces_and_the_other_keeps_everything(
    open_memory: Any, db_path: Path | str, backend: str, clock: Clock, monkeypatch: Any
) -> None:
    # Each scope with more than one vector gets its own HNSW index on PostgreSQL, whose
    # definition names the user: the erasure must drop it.
    monkeypatch.setattr(postgres_search, "EXACT_SCAN_LIMIT", 1)
    memory = open_memory()
    fill(memory, KEPT, KEPT_MARK, clock)  # first: the erased person's rows come last
    fill(memory, ERASED, MARK, clock)
    memory.remember(ERASED_OPS, f"The {MARK} ops runbook lives at wiki/RB-12.")
    before = counts(memory, Subject.of(KEPT))
    filled = counts(memory, SUBJECT)
    for table in ("entries", "entry_sources", "messages", "jobs", "profile_versions"):
        assert filled[table] and before[table], table
    for table in ("session_versions", "plan_versions", "observations", "episodes"):
        assert filled[table] and before[table], table
    assert any(e["status"] == "pending_review" for e in memory.export(SUBJECT)["entries"])
    assert any(r["embedding_model"] for r in memory.export(SUBJECT)["tables"]["messages"])
    assert any(job["status"] == "pending" for job in memory.export(SUBJECT)["tables"]["jobs"])
    # A value the other person holds too (a facts key of "502" and "plan=basic") is not
    # the erased person's.
    wanted = needles(memory, SUBJECT, MARK) - needles(memory, Subject.of(KEPT), KEPT_MARK)
    if backend == "postgres":  # the planner's samples hold the user ids once analyzed
        analyze(str(db_path))
    assert table_hits(db_path, backend, wanted)  # the scan finds what is there

    erasure = memory.erase(SUBJECT)

    assert erasure.reclaimed, erasure.note
    assert erasure.removed["entries"] == filled["entries"] and erasure.total > 30
    assert table_hits(db_path, backend, wanted) == []
    if backend == "sqlite":
        assert file_hits(Path(db_path), wanted) == []
    # The other person is intact and still served.
    assert counts(memory, Subject.of(KEPT)) == before
    hits = memory.recall(KEPT, f"{KEPT_MARK} refunds fail with error 502")
    assert hits and KEPT_MARK in hits[0].entry.content
    assert memory.messages.search(KEPT, f"{KEPT_MARK} proxy")
    # What the audit keeps: that an erasure happened, by a keyed digest, with counts; the
    # plain digest anyone could compute from the ids is stored nowhere.
    (event,) = memory.audit.list(SUBJECT)
    assert (event.action, event.user, event.agent) == ("erase", None, None)
    assert event.subject == erasure.subject and event.subject.startswith("hmac-sha256:")
    assert event.detail["removed"] == erasure.removed
    assert table_hits(db_path, backend, {SUBJECT.digest.removeprefix("sha256:")}) == []
    memory.close()
    if backend == "sqlite":
        assert file_hits(Path(db_path), wanted) == []


def test_erasing_one_agent_keeps_the_persons_other_agents_and_other_tenants(
    open_memory: Any, clock: Clock
) -> None:
    memory = open_memory()
    other_tenant = Scope(tenant="globex", agent="support-bot", user=ERASED.user)
    for scope in (ERASED, ERASED_OPS, other_tenant):
        memory.remember(scope, f"{scope.tenant} {scope.agent} note: error 502 on plan=basic.")
        memory.after_turn(scope, "t-1", [{"role": "user", "content": "hello there"}])
    erasure = memory.erase(Subject.of(ERASED))
    assert erasure.removed["entries"] == 1 and erasure.removed["messages"] == 1
    assert memory.timeline(ERASED) == [] and memory.messages.list(ERASED, "t-1") == []
    for scope in (ERASED_OPS, other_tenant):
        assert len(memory.timeline(scope)) == 1 and len(memory.messages.list(scope, "t-1")) == 1
    assert memory.erase(Subject.of(ERASED)).total == 0  # nothing left: a no-op, still audited
    assert [e.action for e in memory.audit.list(Subject.of(ERASED))] == ["erase", "erase"]


def test_an_interrupted_erasure_changes_nothing(
    open_memory: Any, clock: Clock, monkeypatch: Any
) -> None:
    memory = open_memory()
    fill(memory, ERASED, MARK, clock)
    before = counts(memory, SUBJECT)
    audit_before = len(memory.audit.list(SUBJECT, limit=1000))

    def interrupt(*args: Any) -> int:
        raise KeyboardInterrupt  # Ctrl-C after every table's rows were deleted

    monkeypatch.setattr(audit_rows, "delete_subject", interrupt)
    with pytest.raises(KeyboardInterrupt):
        memory.erase(SUBJECT)
    monkeypatch.undo()
    assert counts(memory, SUBJECT) == before
    after = memory.audit.list(SUBJECT, limit=1000)
    assert len(after) == audit_before + 1  # the export just made; no erase record
    assert "erase" not in {event.action for event in after}
    assert memory.recall(ERASED, f"{MARK} refunds fail with error 502")


def test_no_process_serves_what_another_erased(open_memory: Any, clock: Clock) -> None:
    """Two memories on one database, both with warm indexes: after one erases the person and
    writes new rows for them (taking the erased rows' row ids), the other finds the new rows
    and never the erased ones."""
    first, second = open_memory(), open_memory()
    old = first.remember(ERASED, f"{MARK} refunds fail with error 502 on plan=basic.")
    turn = [{"role": "user", "content": f"{MARK} refunds fail again, error 502 on plan=basic."}]
    first.after_turn(ERASED, "t-1", turn)
    first.jobs.run_pending()
    for memory in (first, second):  # warm every index
        assert old.id in [r.entry.id for r in memory.recall(ERASED, f"{MARK} refunds 502")]
        assert memory.messages.search(ERASED, f"{MARK} refunds 502")

    first.erase(SUBJECT)
    new = first.remember(ERASED, f"{MARK} invoices are late on plan=pro.")
    turn = [{"role": "user", "content": f"{MARK} invoices are late again on plan=pro."}]
    first.after_turn(ERASED, "t-1", turn)
    first.jobs.run_pending()

    written = {entry.id for entry in first.timeline(ERASED)}
    assert new.id in written and old.id not in written
    for memory in (second, first):
        found = [r.entry.id for r in memory.recall(ERASED, f"{MARK} invoices late on plan=pro")]
        # The new row, and the offline extractor's note of the new turn; never the erased.
        assert new.id in found and set(found) <= written
        stale = memory.recall(ERASED, f"{MARK} refunds fail with error 502 on plan=basic")
        assert all("refunds" not in r.entry.content for r in stale)
        ranges = memory.messages.search(ERASED, f"{MARK} invoices late on plan=pro")
        texts = [m.content for r in ranges for m in r.messages]
        assert texts == [f"{MARK} invoices are late again on plan=pro."]
        ranges = memory.messages.search(ERASED, f"{MARK} refunds fail again error 502")
        assert all("refunds" not in m.content for r in ranges for m in r.messages)
        context = memory.before_turn(ERASED, "t-1", f"{MARK} refunds fail 502 plan=basic")
        assert "refunds" not in context.render()


def test_erase_refuses_what_is_not_a_subject(open_memory: Any) -> None:
    from episodic import ValidationError

    memory = open_memory()
    with pytest.raises(ValidationError, match="Subject"):
        memory.erase(ERASED)  # type: ignore[arg-type]


def test_a_reader_holding_the_wal_is_reported_and_the_rows_are_gone_anyway(
    tmp_path: Path, clock: Clock, monkeypatch: Any
) -> None:
    from episodic.stores.sqlite import store as sqlite_store

    monkeypatch.setattr(sqlite_store, "CHECKPOINT_WAIT_MS", 50)
    db = tmp_path / "memory.db"
    with Memory.open(db, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.remember(ERASED, f"{MARK} refunds fail with error 502 on plan=basic.")
        reader = sqlite3.connect(db, isolation_level=None)
        reader.execute("BEGIN")
        assert reader.execute("SELECT count(*) FROM entries").fetchone() == (1,)
        erasure = memory.erase(SUBJECT)
        assert not erasure.reclaimed and "WAL not truncated" in erasure.note
        assert memory.timeline(ERASED, include_inactive=True) == []
        reader.execute("COMMIT")
        reader.close()
        # Once the reader is gone, the next erasure (of anyone) truncates the WAL.
        assert memory.erase(Subject(tenant="acme", user="nobody")).reclaimed
        assert file_hits(db, {MARK}) == []


def test_postgres_vacuums_what_it_erased_and_drops_the_scopes_vector_index(
    postgres_url: str, clock: Clock, monkeypatch: Any
) -> None:
    import psycopg

    monkeypatch.setattr(postgres_search, "EXACT_SCAN_LIMIT", 1)
    with Memory.open(postgres_url, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        for n in range(3):
            memory.remember(ERASED, f"{MARK} note {n}: error 50{n} on plan=basic.")
        memory.remember(KEPT, f"{KEPT_MARK} note: error 502 on plan=basic.")
        memory.remember(KEPT, f"{KEPT_MARK} note: error 503 on plan=pro.")
        with psycopg.connect(postgres_url, autocommit=True) as conn:
            indexes = "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()"
            before = [str(row[0]) for row in conn.execute(indexes)]
            assert [d for d in before if ERASED.user in d] and [d for d in before if KEPT.user in d]

            erasure = memory.erase(SUBJECT)

            assert erasure.reclaimed and "VACUUM" in erasure.note, erasure.note
            after = [str(row[0]) for row in conn.execute(indexes)]
            assert not [d for d in after if ERASED.user in d]
            assert [d for d in after if KEPT.user in d]  # the other scope keeps its index
            vacuumed = conn.execute(
                "SELECT relname FROM pg_stat_user_tables WHERE schemaname = current_schema() "
                "AND last_vacuum IS NOT NULL"
            ).fetchall()
            assert {"entries", "entry_sources", "audit_events"} <= {r[0] for r in vacuumed}
        assert memory.recall(KEPT, f"{KEPT_MARK} note error 502 plan=basic")


def test_erasing_the_only_person_leaves_no_sampled_values_either(
    open_memory: Any, db_path: Path | str, backend: str, clock: Clock
) -> None:
    # Tables left empty keep their old statistics through ANALYZE on PostgreSQL: the erasure
    # must clear them too (and the file bytes must go on SQLite, as always).
    memory = open_memory()
    fill(memory, ERASED, MARK, clock)
    wanted = needles(memory, SUBJECT, MARK)
    if backend == "postgres":
        analyze(str(db_path))
    assert table_hits(db_path, backend, wanted)
    erasure = memory.erase(SUBJECT)
    assert erasure.reclaimed, erasure.note
    assert table_hits(db_path, backend, wanted) == []
    if backend == "sqlite":
        assert file_hits(Path(db_path), wanted) == []

"""The audit log on both backends: every read records what it served and for which purpose,
nothing records content, and ``episodic audit`` prints the records."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from episodic import (
    Config,
    GovernanceConfig,
    Memory,
    MessagesConfig,
    Models,
    PolicyError,
    Scope,
    Subject,
    TestEmbedder,
    TestLLM,
)
from episodic.cli import main
from tests.conftest import NOW, Clock, sql_rows

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
OTHER = Scope(tenant="acme", agent="support-bot", user="u-7")
QUIET = MessagesConfig(search=False)


@pytest.fixture
def open_memory(db_path: Path | str, clock: Clock) -> Iterator[Any]:
    opened: list[Memory] = []

    def make(config: Config | None = None, **options: Any) -> Memory:
        memory = Memory.open(
            db_path, embedder=TestEmbedder(), config=config, clock=clock, **options
        )
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()


def _reads(memory: Memory, scope: Scope = SCOPE) -> list[Any]:
    return list(reversed(memory.audit.list(scope, actions=["read"])))


def test_every_read_records_the_ids_it_served_and_its_purpose(open_memory: Any) -> None:
    memory: Memory = open_memory()
    kept = memory.remember(SCOPE, "Printer P-4 jams on A3 paper.", purpose=("support",))
    other = memory.remember(SCOPE, "Printer P-5 promo flyer.", purpose=("marketing",))
    assert _reads(memory) == []  # writes are not reads

    context = memory.before_turn(SCOPE, "t-1", "printer jams on paper", purpose="support")
    served = [r.entry.id for r in context.entries]
    assert served == [kept.id]
    memory.recall(SCOPE, "printer promo flyer")
    (tool,) = [t for t in memory.tools(SCOPE, purpose="support") if t.name == "recall_memory"]
    tool({"query": "printer jams"})
    memory.recall(SCOPE, "nothing like this at all")

    reads = _reads(memory)
    assert [(e.detail["via"], e.purpose) for e in reads] == [
        ("before_turn", "support"),
        ("recall", None),
        ("recall_memory", "support"),
        ("recall", None),
    ]
    assert reads[0].target_ids == (kept.id,)
    assert other.id in reads[1].target_ids
    assert reads[2].target_ids == (kept.id,)
    assert reads[3].target_ids == ()  # a read that served nothing is still a read
    assert all((e.actor, e.user, e.agent) == ("agent", "u-42", "support-bot") for e in reads)


def test_reads_go_unrecorded_when_turned_off_or_read_only(
    open_memory: Any, db_path: Path | str
) -> None:
    quiet: Memory = open_memory(Config(governance=GovernanceConfig(audit_reads=False)))
    quiet.remember(SCOPE, "Router R-1 reboots nightly.")
    quiet.recall(SCOPE, "router reboots")
    quiet.before_turn(SCOPE, "t-1", "router reboots")
    assert _reads(quiet) == []
    assert len(quiet.audit.list(SCOPE, actions=["write"])) == 1  # writes always are
    reader: Memory = open_memory(read_only=True)
    assert len(reader.recall(SCOPE, "router reboots")) == 1
    reader.before_turn(SCOPE, "t-1", "router reboots")
    assert _reads(reader) == []


# Words no record may hold: every entry, message and correction below carries one.
MARKERS = ("QUOKKA", "WOMBAT", "NUMBAT", "DINGO", "MARMOSET", "KOALA", "EMU", "PLATYPUS")


def test_no_audit_record_holds_content(open_memory: Any, clock: Clock, db_path: Any) -> None:
    user_text = "My router MARMOSET-5 drops at night. My PIN is KOALA-6."
    reply = {
        "entries": [
            {
                "content": "Router MARMOSET-5 drops at night.",
                "source": "user_assertion",
                "evidence": "My router MARMOSET-5 drops at night.",
            },
            {
                "content": "PIN is KOALA-6.",
                "source": "user_assertion",
                "evidence": "My PIN is KOALA-6.",
                "privacy_class": "sensitive",
            },
        ]
    }
    config = Config(messages=QUIET)
    memory: Memory = open_memory(config, models=Models(extraction=TestLLM([reply])))
    first = memory.remember(SCOPE, "Customer QUOKKA-1 prefers email.", purpose=("support",))
    held = memory.remember(SCOPE, "Forum: WOMBAT-2 fix works.", source_trust="untrusted_content")
    doubtful = memory.remember(SCOPE, "Blog: NUMBAT-3 trick.", source_trust="untrusted_content")
    assert held.status == doubtful.status == "pending_review"
    memory.review.approve(SCOPE, held.id, reason="checked")
    memory.review.deny(SCOPE, doubtful.id, reason="unverified")
    with pytest.raises(PolicyError):
        memory.remember(SCOPE, "Card DINGO-4 on file.", privacy_class="sensitive")
    fixed = memory.correct(SCOPE, first.id, "Customer QUOKKA-1 prefers phone.", reason="said")
    job = memory.after_turn(
        SCOPE,
        "t-1",
        [{"role": "user", "content": user_text}, {"role": "assistant", "content": "Noted."}],
        sync=True,
    )
    assert job is not None and job.status == "done"
    memory.before_turn(SCOPE, "t-1", "router MARMOSET-5 at night", purpose="support")
    memory.recall(SCOPE, "customer QUOKKA-1 prefers")
    for tool in memory.tools(SCOPE, "t-1"):
        if tool.name == "recall_memory":
            tool({"query": "router MARMOSET-5"})
    memory.forget(SCOPE, fixed.id, reason="asked to")
    memory.remember(SCOPE, "Badge EMU-7 works this week.", expires_at=NOW + timedelta(hours=1))
    clock.moment = NOW + timedelta(hours=2)
    assert memory.retention.sweep() == 1
    assert memory.retention.prune(SCOPE) >= 1
    memory.export(Subject.of(SCOPE))
    gone = memory.remember(OTHER, "Parcel PLATYPUS-8 is late.")
    memory.erase(Subject(tenant=OTHER.tenant, user=OTHER.user))

    rows = sql_rows(db_path, "SELECT * FROM audit_events")
    actions = set(_column(db_path, "action"))
    assert {"read", "write", "review", "approve", "reject", "deny", "correct", "forget"} <= actions
    assert {"expire", "prune", "export", "erase"} <= actions
    text = "\n".join(" ".join(str(value) for value in row) for row in rows)
    # The refused remember; the PIN never reaches extraction, the message log redacts it.
    assert sum(a == "deny" for a in _column(db_path, "action")) == 1
    assert held.id in text and doubtful.id in text  # ids are what records hold
    assert [m for m in MARKERS if m.lower() in text.lower()] == []
    assert gone.id not in text and OTHER.user not in text  # the erased person is gone too


def _column(db_path: Path | str, name: str) -> list[str]:
    return [str(row[0]) for row in sql_rows(db_path, f"SELECT {name} FROM audit_events")]


def test_episodic_audit_prints_a_persons_records(
    open_memory: Any, db_path: Path | str, clock: Clock
) -> None:
    memory: Memory = open_memory()
    entry = memory.remember(SCOPE, "Invoice I-9 was paid twice.")
    memory.recall(SCOPE, "invoice paid twice", purpose="billing")
    memory.remember(OTHER, "Invoice I-10 is open.")
    memory.close()
    runner = CliRunner()
    base = ["audit", "--db", str(db_path), "--tenant", "acme", "--user", "u-42"]

    shown = runner.invoke(main, base)
    assert shown.exit_code == 0, shown.output
    lines = shown.output.strip().splitlines()
    assert len(lines) == 2
    assert "read" in lines[0] and f"ids {entry.id}" in lines[0] and "purpose billing" in lines[0]
    assert "write" in lines[1] and "support-bot/u-42" in lines[1]
    assert "Invoice" not in shown.output

    reads = runner.invoke(main, [*base, "--action", "read", "--json"])
    assert reads.exit_code == 0, reads.output
    (record,) = json.loads(reads.output)
    assert (record["action"], record["target_ids"], record["purpose"]) == (
        "read",
        [entry.id],
        "billing",
    )
    later = (NOW + timedelta(days=1)).isoformat()
    assert runner.invoke(main, [*base, "--since", later]).output == "No audit records.\n"
    assert len(runner.invoke(main, [*base, "--limit", "1"]).output.splitlines()) == 1
    theirs = runner.invoke(
        main, ["audit", "--db", str(db_path), "--tenant", "acme", "--user", "u-7"]
    )
    assert theirs.output.count("write") == 1 and entry.id not in theirs.output

    for bad, says in (
        (["--since", "yesterday"], "ISO 8601"),
        (["--since", "2026-01-01T00:00:00"], "time zone"),
        (["--action", "peek"], "peek"),
    ):
        failed = runner.invoke(main, [*base, *bad])
        assert failed.exit_code != 0
        assert says in failed.output and len(failed.output.strip().splitlines()) == 1


def test_a_read_does_not_wait_for_the_write_lock(tmp_path: Path) -> None:
    """Another process holding SQLite's write lock (a long import, a job's results) must not
    hold up before_turn or recall: their read records are written once the lock is free."""
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        memory.remember(SCOPE, "Printer P-4 jams on A3 paper.")
        writer = sqlite3.connect(db, isolation_level=None)
        writer.execute("BEGIN IMMEDIATE")  # the write lock, held
        answers: list[int] = []

        def read() -> None:
            context = memory.before_turn(SCOPE, "t-1", "printer P-4 jams")
            answers.append(len(context.entries) + len(memory.recall(SCOPE, "printer P-4")))

        reader = threading.Thread(target=read)
        reader.start()
        reader.join(10)  # the store would wait 30 s for the lock, then fail
        finished = not reader.is_alive()
        writer.execute("ROLLBACK")
        writer.close()
        reader.join()
        assert finished and answers == [2]
        reads = memory.audit.list(SCOPE, actions=["read"])
        assert sorted(e.detail["via"] for e in reads) == ["before_turn", "recall"]

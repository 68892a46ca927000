"""The command line, run in-process through click's runner on real database files."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from click.testing import CliRunner

from episodic import Memory, Scope, TestEmbedder
from episodic.cli import main

SCOPE_ARGS = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]
SCOPE = Scope(tenant="acme", agent="bot", user="u-1")


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def jsonl(lines: Sequence[Mapping[str, object]]) -> str:
    return "".join(json.dumps(line) + "\n" for line in lines)


def test_demo_prints_a_memory_block_and_gates_off_topic_queries(tmp_path: Path) -> None:
    code, out, _ = run("demo", "--db", str(tmp_path / "demo.db"), "--embedder", "test")
    assert code == 0, out
    assert "Stored 6 sample support-case entries" in out
    assert "<memory>" in out and "</memory>" in out
    assert "tier=enterprise_plus" in out.split("<memory>")[1]
    assert "nothing relevant" in out  # the banana bread query
    assert (tmp_path / "demo.db").exists()


def test_import_recall_and_timeline_show_everything_stored(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    lines: list[dict[str, object]] = [
        {
            "content": "Nightly sync J-9 hit HTTP 429 from the CRM API.",
            "evidence": "429s again",
            "occurred_at": "2026-01-05T10:00:00+00:00",
            "metadata": {"ticket": "T-9"},
            "thread": "t-1",
        },
        {
            "content": "Exports over 2 GB time out on plan=basic.",
            "thread": "t-2",
            "kind": "incident",
        },
        {"content": "nightly sync J-9 hit HTTP 429 from the CRM API.", "evidence": "429 again"},
    ]
    code, out, err = run(
        "import", "-", *SCOPE_ARGS, "--db", db, "--embedder", "test", input=jsonl(lines)
    )
    assert code == 0, err
    assert out.strip() == (
        "Imported 3 items from 3 lines: 2 new entries, 1 reinforced stored entries, "
        "3 evidence rows added."
    )

    code, out, _ = run(
        "recall", "CRM API 429 J-9", *SCOPE_ARGS, "--db", db, "--embedder", "test", "--json"
    )
    assert code == 0
    hit = json.loads(out)[0]
    assert hit["content"] == "Nightly sync J-9 hit HTTP 429 from the CRM API."
    assert hit["scope"] == {"tenant": "acme", "agent": "bot", "user": "u-1"}
    assert (hit["kind"], hit["status"], hit["thread_id"]) == ("case", "active", "t-1")
    assert hit["occurred_at"] == "2026-01-05T10:00:00+00:00"
    assert hit["metadata"] == {"ticket": "T-9"}
    assert [s["evidence"] for s in hit["sources"]] == ["429s again", "429 again"]
    assert {s["label"] for s in hit["sources"]} == {"user_assertion"}
    assert {s["role"] for s in hit["sources"]} == {"user"}
    assert set(hit["scores"]) == {"lexical", "vector", "fused", "recency", "decay", "time", "final"}
    assert hit["scores"]["final"] > 0

    code, out, _ = run("timeline", *SCOPE_ARGS, "--db", db, "--json")
    rows = [json.loads(line) for line in out.splitlines()]  # JSONL: one entry per line
    assert [r["content"][:7] for r in rows] == ["Exports", "Nightly"]
    assert rows[0]["kind"] == "incident" and rows[0]["sources"][0]["evidence"] is None
    for row in rows:
        for key in ("recorded_at", "last_seen_at", "occurred_at"):
            assert row[key].endswith("+00:00"), (key, row[key])
        assert "expires_at" in row and "metadata" in row and "id" in row

    code, out, _ = run("timeline", *SCOPE_ARGS, "--db", db)
    assert 'evidence (user_assertion): "429s again"' in out


def test_timeline_json_round_trips_through_import_into_a_fresh_database(tmp_path: Path) -> None:
    first, second = tmp_path / "first.db", tmp_path / "second.db"
    with Memory.open(first, embedder=TestEmbedder()) as memory:
        memory.remember(
            SCOPE,
            "Webhook WH-7 retries forever after a 410.",
            evidence="WH-7 keeps retrying",
            thread="t-1",
            metadata={"n": 1},
            kind="incident",
        )
        memory.remember(SCOPE, "webhook WH-7 retries forever after a 410.", evidence="again")
        memory.remember(
            SCOPE,
            "Webhook WH-7 retries forever after a 410.",
            evidence="confirmed in the logs",
            source="verified_assistant_finding",
        )
        memory.remember(SCOPE, "Invoices for ACME-3 are due on the 5th.")
    code, out, err = run("timeline", *SCOPE_ARGS, "--db", str(first), "--json")
    assert code == 0, err
    code, _, err = run(
        "import", "-", *SCOPE_ARGS, "--db", str(second), "--embedder", "test", input=out
    )
    assert code == 0, err

    def stored(db: Path) -> list[tuple[object, ...]]:
        with Memory.open(db, embedder=TestEmbedder(), read_only=True) as memory:
            return sorted(
                (
                    e.content,
                    e.kind,
                    e.thread_id,
                    json.dumps(e.metadata),
                    e.occurred_at,
                    tuple(sorted((s.label, s.evidence or "", s.role or "") for s in e.sources)),
                )
                for e in memory.timeline(SCOPE)
            )

    assert stored(second) == stored(first)
    assert len(stored(second)) == 2
    assert stored(second)[1][-1] == (  # WH-7's three pieces of evidence, labels kept
        ("user_assertion", "WH-7 keeps retrying", "user"),
        ("user_assertion", "again", "user"),
        ("verified_assistant_finding", "confirmed in the logs", "assistant"),
    )


def test_export_prints_every_entry_as_jsonl_oldest_first(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    lines = [
        {"content": "First note about K-1.", "occurred_at": "2026-01-01T00:00:00+00:00"},
        {"content": "Second note about K-2.", "occurred_at": "2026-02-01T00:00:00+00:00"},
    ]
    assert (
        run("import", "-", *SCOPE_ARGS, "--db", str(db), "--embedder", "test", input=jsonl(lines))[
            0
        ]
        == 0
    )
    code, out, _ = run("export", *SCOPE_ARGS, "--db", str(db))
    assert code == 0
    assert [json.loads(line)["content"] for line in out.splitlines()] == [
        "First note about K-1.",
        "Second note about K-2.",
    ]


def test_scopes_lists_tenants_agents_and_users_with_counts(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder()) as memory:
        memory.remember(SCOPE, "One note.", evidence="one")
        memory.remember(SCOPE, "Two note.", evidence="two")
        memory.remember(Scope(tenant="beta", agent="helper", user="u-9"), "Other scope note.")
    code, out, _ = run("scopes", "--db", str(db), "--json")
    assert code == 0
    assert json.loads(out) == [
        {"tenant": "acme", "agent": "bot", "user": "u-1", "entries": 2, "active": 2,
         "evidence": 2, "messages": 0},
        {"tenant": "beta", "agent": "helper", "user": "u-9", "entries": 1, "active": 1,
         "evidence": 1, "messages": 0},
    ]  # fmt: skip
    code, out, _ = run("scopes", "--db", str(db), "--tenant", "beta")
    assert code == 0
    assert "helper" in out and "bot" not in out
    # A read command on a scope the database does not hold says where to look.
    code, out, err = run("timeline", "--agent", "bot", "--user", "u-1", "--db", str(db))
    assert code == 0 and out == ""
    assert "Nothing stored for tenant 'default'" in err and "episodic scopes" in err


def test_a_bad_import_line_is_reported_by_line_and_nothing_is_written(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    data = '{"content": "fine"}\n\n{"content": "bad", "source": "rumour"}\n'
    code, _, err = run(
        "import", "-", *SCOPE_ARGS, "--db", str(db), "--embedder", "test", input=data
    )
    assert code == 2
    assert err.startswith("error: line 3: ") and "'rumour'" in err
    assert err.count("\n") == 1
    for data, message in [
        ('{"content": "fine"}\nnot json\n', "line 2: not valid JSON"),
        ('{"content": "ok", "occurred_at": "yesterday"}\n', "line 1: occurred_at 'yesterday'"),
        ("[1, 2]\n", "line 1: expected a JSON object"),
        ('{"content": "ok", "colour": "red"}\n', "line 1: unknown field(s) colour"),
    ]:
        code, _, err = run(
            "import", "-", *SCOPE_ARGS, "--db", str(db), "--embedder", "test", input=data
        )
        assert code == 2, err
        assert message in err, err
    with Memory.open(db, embedder=TestEmbedder()) as memory:
        assert memory.timeline(SCOPE) == []
        assert memory.scopes() == []


def test_batch_size_below_one_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    for size in ("-1", "0"):
        code, _, err = run(
            "import", "-", *SCOPE_ARGS, "--db", str(db), "--embedder", "test",
            "--batch-size", size, input='{"content": "x"}\n',
        )  # fmt: skip
        assert code == 2
        assert "--batch-size" in err and "x>=1" in err
    assert not db.exists()


def test_import_in_small_batches_reports_progress_and_is_idempotent(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    data = jsonl(
        [
            {"content": f"Ticket T-{n} is about invoice {n}.", "evidence": f"T-{n}"}
            for n in range(25)
        ]
    )
    args = ["import", "-", *SCOPE_ARGS, "--db", str(db), "--embedder", "test", "--batch-size", "5"]
    code, out, err = run(*args, input=data)
    assert code == 0, err
    assert "25 new entries" in out
    progress = [line for line in err.splitlines() if line.startswith("import:")]
    assert progress[-1] == "import: 25/25 items committed"
    assert len(progress) == 5  # a line per committed batch of 5 (each is a tenth or more)
    code, out, err = run(*args, input=data)
    assert code == 0, err
    assert "0 new entries, 25 reinforced stored entries, 0 evidence rows added" in out
    with Memory.open(db, embedder=TestEmbedder()) as memory:
        [summary] = memory.scopes()
    assert (summary.entries, summary.evidence) == (25, 25)


def test_library_errors_become_one_line_messages(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    Memory.open(db, embedder=TestEmbedder()).close()
    code, _, err = run(
        "recall", "x", "--agent", "bot", "--user", " ", "--db", str(db), "--embedder", "test"
    )
    assert code == 2
    assert err.startswith("error: Scope.user is empty") and err.count("\n") == 1


def test_recall_with_nothing_relevant_says_so(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with Memory.open(db, embedder=TestEmbedder()) as memory:
        memory.remember(SCOPE, "Exports over 2 GB time out.")
    code, out, _ = run("recall", "banana bread", *SCOPE_ARGS, "--db", str(db), "--embedder", "test")
    assert code == 0
    assert out.strip() == "Nothing relevant is remembered."

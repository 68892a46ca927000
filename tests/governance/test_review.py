"""The review queue on both backends: held entries appear nowhere until approved; approval
activates or merges; denial keeps no content; every verdict is audited by id."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from episodic import Memory, NotFoundError, Scope, ScopeError, TestEmbedder, ValidationError
from episodic.cli import main
from episodic.stores import open_store

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
OTHER = Scope(tenant="acme", agent="bot", user="u-2")
TEXT = "Vendor page says firmware FW-3.2 fixes the GW-5 session drops."
QUERY = "does firmware FW-3.2 fix GW-5 session drops"


def hold(memory: Memory, text: str = TEXT, scope: Scope = SCOPE) -> str:
    held = memory.remember(
        scope,
        text,
        evidence="FW-3.2 fixes the GW-5 session drops",
        source_trust="untrusted_content",
    )
    assert held.status == "pending_review"
    return held.id


def test_a_held_entry_is_never_recalled_injected_or_listed_as_live(memory: Memory) -> None:
    held = hold(memory)
    assert memory.recall(SCOPE, QUERY) == []
    context = memory.before_turn(SCOPE, "t-1", QUERY)
    assert context.entries == () and TEXT not in context.render()
    assert memory.timeline(SCOPE) == []
    assert [e.id for e in memory.timeline(SCOPE, include_inactive=True)] == [held]
    (pending,) = memory.review.pending(SCOPE)
    assert pending.id == held and pending.source_trust == "untrusted_content"
    assert [s.evidence for s in pending.sources] == ["FW-3.2 fixes the GW-5 session drops"]


def test_a_held_entry_is_never_used_for_dedupe(memory: Memory) -> None:
    held = hold(memory)
    trusted = memory.remember(SCOPE, TEXT, evidence="FW-3.2 fixed it for us")
    near = memory.remember(SCOPE, TEXT.rstrip(".") + " !!")  # similar: joins the active one
    assert trusted.status == "active" and trusted.id != held
    assert near.id == trusted.id
    assert memory.entries.get(SCOPE, held).status == "pending_review"
    assert [s.evidence for s in memory.entries.get(SCOPE, held).sources] == [
        "FW-3.2 fixes the GW-5 session drops"
    ]
    assert [r.entry.id for r in memory.recall(SCOPE, QUERY)] == [trusted.id]
    # A second untrusted copy joins the held one, not the active one.
    assert hold(memory) == held


def test_approve_activates_the_entry_and_audits_it(memory: Memory) -> None:
    held = hold(memory)
    approved = memory.review.approve(SCOPE, held, reason="checked the vendor notes")
    assert approved.id == held and approved.status == "active"
    assert [r.entry.id for r in memory.recall(SCOPE, QUERY)] == [held]
    assert [r.entry.id for r in memory.before_turn(SCOPE, "t", QUERY).entries] == [held]
    assert memory.review.pending(SCOPE) == []
    (record,) = memory.audit.list(SCOPE, actions=["approve"])
    assert record.target_ids == (held,) and record.actor == "operator"
    assert record.reason == "checked the vendor notes"
    assert record.policy_version == "episodic-default/3"
    assert TEXT not in json.dumps(record.to_dict())


def test_approving_into_an_active_twin_merges_the_evidence(memory: Memory) -> None:
    held = hold(memory)
    active = memory.remember(SCOPE, TEXT, evidence="FW-3.2 fixed it for us")
    merged = memory.review.approve(SCOPE, held, actor="reviewer-7")
    assert merged.id == active.id and merged.status == "active"
    assert sorted(s.evidence or "" for s in merged.sources) == [
        "FW-3.2 fixed it for us",
        "FW-3.2 fixes the GW-5 session drops",
    ]
    assert [e.id for e in memory.timeline(SCOPE, include_inactive=True)] == [active.id]
    (record,) = memory.audit.list(SCOPE, actions=["approve"])
    assert record.target_ids == (held, active.id) and record.actor == "reviewer-7"
    assert record.detail["merged"] is True


def test_approving_into_a_similar_active_entry_merges_too(memory: Memory) -> None:
    held = hold(memory)
    # Same facts and (with the test embedder) the same vector, but a different hash.
    active = memory.remember(SCOPE, TEXT.rstrip(".") + " !!")
    assert active.content_hash != memory.entries.get(SCOPE, held).content_hash
    merged = memory.review.approve(SCOPE, held)
    assert merged.id == active.id
    assert memory.entries.count(SCOPE) == 1


def test_deny_deletes_the_entry_and_its_evidence_keeping_only_the_id(
    memory: Memory, db_path: Path | str
) -> None:
    held = hold(memory)
    memory.review.deny(SCOPE, held, "vendor page is marketing")
    assert memory.entries.count(SCOPE) == 0
    assert memory.timeline(SCOPE, include_inactive=True) == []
    assert memory.scopes(user="u-1") == []
    store = open_store(db_path)
    try:
        with store.read() as tx:
            assert tx.one("SELECT count(*) FROM entry_sources")[0] == 0
    finally:
        store.close()
    (record,) = memory.audit.list(SCOPE, actions=["reject"])
    assert record.target_ids == (held,) and record.reason == "vendor page is marketing"
    for event in memory.audit.list(SCOPE):
        assert "FW-3.2" not in json.dumps(event.to_dict())


def test_an_approved_correction_supersedes_what_it_corrects(memory: Memory) -> None:
    old = memory.remember(SCOPE, "Gateway GW-5 runs firmware FW-3.1.")
    held = memory.correct(
        SCOPE, old.id, "Gateway GW-5 runs firmware FW-3.2.", source_trust="untrusted_content"
    )
    assert held.status == "pending_review" and held.supersedes == (old.id,)
    assert memory.entries.get(SCOPE, old.id).status == "active"  # until a reviewer says so
    approved = memory.review.approve(SCOPE, held.id)
    assert memory.entries.get(SCOPE, old.id).status == "superseded"
    assert memory.entries.get(SCOPE, old.id).superseded_by == approved.id
    assert [r.entry.id for r in memory.recall(SCOPE, "GW-5 firmware")] == [approved.id]


def test_wrong_ids_and_states_fail_with_a_clear_sentence(memory: Memory) -> None:
    held = hold(memory)
    active = memory.remember(SCOPE, "Plan P-3 is gold.")
    with pytest.raises(NotFoundError, match="No entry 'nope' in this scope"):
        memory.review.approve(SCOPE, "nope")
    with pytest.raises(NotFoundError):
        memory.review.approve(OTHER, held)  # another user's queue never sees it
    with pytest.raises(ValidationError, match="is active, not waiting for review"):
        memory.review.deny(SCOPE, active.id, "no")
    with pytest.raises(ValidationError, match="reason"):
        memory.review.deny(SCOPE, held, "  ")
    with pytest.raises(ScopeError):
        memory.review.pending(Scope(tenant="acme", user="u-1"))
    with pytest.raises(ValidationError, match="review limit"):
        memory.review.pending(SCOPE, limit=0)
    memory.review.deny(SCOPE, held, "dup")
    with pytest.raises(NotFoundError):
        memory.review.approve(SCOPE, held)
    assert [e.id for e in memory.timeline(SCOPE)] == [active.id]


def test_pending_lists_oldest_first_and_honours_the_limit(memory: Memory) -> None:
    first = hold(memory, "Forum says GW-5 drops need FW-3.3.")
    second = hold(memory, "A blog says GW-5 drops come from MTU 1400.")
    hold(memory, "Untrusted scope of another user: GW-5 FW-9.", scope=OTHER)
    assert [e.id for e in memory.review.pending(SCOPE)] == [first, second]
    assert [e.id for e in memory.review.pending(SCOPE, limit=1)] == [first]


# -- the command line -------------------------------------------------------------------------

ARGS = ["--tenant", "acme", "--agent", "bot", "--user", "u-1"]


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_cli_lists_approves_and_denies(db_path: Path | str) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        keep, drop = hold(memory), hold(memory, "Forum says GW-5 drops need FW-3.3.")
    db = ["--db", str(db_path)]
    code, out, _ = run("review", "list", *ARGS, *db)
    assert code == 0 and keep in out and drop in out and "FW-3.3" in out
    code, out, _ = run("review", "list", *ARGS, *db, "--json")
    assert [e["id"] for e in json.loads(out)] == [keep, drop]
    code, out, _ = run("review", "approve", keep, *ARGS, *db, "--reason", "checked")
    assert code == 0 and out.strip() == f"approved {keep}: active"
    code, out, _ = run("review", "deny", drop, *ARGS, *db, "--reason", "spam", "--json")
    assert code == 0 and json.loads(out) == {"denied": drop}
    code, out, _ = run("review", "list", *ARGS, *db)
    assert out.strip() == "Nothing is waiting for review."
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        assert [e.id for e in memory.timeline(SCOPE)] == [keep]
        actions = sorted(e.action for e in memory.audit.list(SCOPE))
        assert actions == ["approve", "reject", "review", "review"]


def test_cli_errors_are_one_line(db_path: Path | str) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        active = memory.remember(SCOPE, "Plan P-3 is gold.").id
    db = ["--db", str(db_path)]
    code, _, err = run("review", "approve", "nope", *ARGS, *db)
    assert code == 3 and err.count("\n") == 1 and err.startswith("error: No entry 'nope'")
    code, _, err = run("review", "deny", active, *ARGS, *db, "--reason", "x")
    assert code == 2 and err.count("\n") == 1 and "not waiting for review" in err
    code, _, err = run("review", "deny", active, *ARGS, *db)
    assert code == 2 and "--reason" in err


def test_cli_needs_an_existing_database(tmp_path: Path) -> None:
    missing = str(tmp_path / "none.db")
    for args in (("list",), ("approve", "x"), ("deny", "x", "--reason", "r")):
        code, _, err = run("review", *args, *ARGS, "--db", missing)
        assert code == 3 and "no database" in err
    assert not (tmp_path / "none.db").exists()

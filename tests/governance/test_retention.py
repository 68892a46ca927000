"""Retention on both backends: expiry (read filter, sweeper, its job), soft decay, prune."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    Memory,
    MessagesConfig,
    Scope,
    StoreError,
    TestEmbedder,
    ValidationError,
)
from episodic.config import RankingParams, RetentionConfig
from episodic.governance.retention import SWEEP_KIND
from episodic.retrieval.ranking import Candidate, decay_factor, rank
from episodic.stores import Store
from episodic.stores import entries as entry_rows
from tests.conftest import NOW, Clock

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
NEIGHBOUR = Scope(tenant="acme", agent="support-bot", user="u-7")
ELSEWHERE = Scope(tenant="globex", agent="support-bot", user="u-42")
HOUR = timedelta(hours=1)
# One job per turn besides the sweeper's: the messages tier's embedding job is left out.
QUIET = Config(messages=MessagesConfig(search=False))


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


def _statuses(memory: Memory, scope: Scope) -> dict[str, str]:
    return {e.content.split()[0]: e.status for e in memory.timeline(scope, include_inactive=True)}


def test_an_expired_entry_is_never_recalled_even_before_the_sweep(
    open_memory: Any, clock: Clock
) -> None:
    memory: Memory = open_memory()
    memory.remember(SCOPE, "Voucher V-77 is valid for the spring sale.", expires_at=NOW + HOUR)
    memory.remember(SCOPE, "Voucher V-78 is valid all year.")
    assert len(memory.recall(SCOPE, "is the voucher valid")) == 2
    clock.moment = NOW + 2 * HOUR
    found = memory.recall(SCOPE, "is the voucher valid")
    assert [r.entry.content for r in found] == ["Voucher V-78 is valid all year."]
    context = memory.before_turn(SCOPE, "t-1", "is the voucher valid")
    assert "V-77" not in context.render() and "V-78" in context.render()
    assert [e.status for e in memory.timeline(SCOPE, include_inactive=True)] == ["active"] * 2


def test_sweep_marks_expired_entries_of_every_scope_and_audits_each(
    open_memory: Any, clock: Clock
) -> None:
    memory: Memory = open_memory()
    soon = NOW + HOUR
    for scope in (SCOPE, NEIGHBOUR, ELSEWHERE):
        memory.remember(scope, "Trial T-1 ends with the month.", expires_at=soon)
        memory.remember(scope, "Discount D-2 applies twice.", expires_at=soon + 24 * HOUR)
        memory.remember(scope, "Plan P-3 is basic.")
    assert memory.retention.sweep() == 0  # nothing has expired yet
    clock.moment = soon
    assert memory.retention.sweep() == 3
    assert memory.retention.sweep() == 0
    for scope in (SCOPE, NEIGHBOUR, ELSEWHERE):
        assert _statuses(memory, scope) == {
            "Trial": "expired",
            "Discount": "active",
            "Plan": "active",
        }
        (event,) = memory.audit.list(scope, actions=["expire"])
        (trial,) = [
            e for e in memory.timeline(scope, include_inactive=True) if e.status != "active"
        ]
        assert event.target_ids == (trial.id,)
        assert (event.actor, event.tenant, event.user) == ("retention", scope.tenant, scope.user)
    # The search statistics follow: the remaining entries rank as before.
    assert [r.entry.content for r in memory.recall(SCOPE, "discount applies")] == [
        "Discount D-2 applies twice."
    ]
    assert memory.retention.sweep(now=soon + 48 * HOUR) == 3


def test_turns_queue_one_sweep_per_tenant_and_window(
    open_memory: Any, clock: Clock, db_path: Path | str
) -> None:
    config = Config(
        messages=MessagesConfig(search=False), retention=RetentionConfig(sweep_seconds=3600)
    )
    memory: Memory = open_memory(config, worker=False)
    turn = [{"role": "user", "content": "hello there"}]

    def sweeps() -> list[Any]:
        return [j for j in memory.jobs.list(limit=1000) if j.kind == SWEEP_KIND]

    memory.after_turn(SCOPE, "t-1", turn)
    assert sweeps() == []  # nothing expiring, nothing to sweep
    memory.remember(SCOPE, "Token K-1 works until noon.", expires_at=NOW + timedelta(minutes=5))
    memory.remember(NEIGHBOUR, "Token K-2 works until noon.", expires_at=NOW + timedelta(minutes=5))
    clock.moment = NOW + timedelta(minutes=10)
    memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": "and now?"}])
    assert sweeps() == []  # this window was already checked by this process
    clock.moment = NOW + 2 * HOUR
    memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": "later"}])
    memory.after_turn(NEIGHBOUR, "t-2", [{"role": "user", "content": "me too"}])
    # Another process (another Memory) in the same window finds the same job.
    other: Memory = open_memory(config, worker=False)
    other.after_turn(NEIGHBOUR, "t-3", [{"role": "user", "content": "from elsewhere"}])
    (job,) = sweeps()
    assert (job.scope.tenant, job.scope.agent, job.scope.user) == ("acme", None, None)
    assert job.payload == {} or set(job.payload) == {"window"}
    memory.jobs.run_pending()
    (done,) = sweeps()
    assert done.status == "done" and done.result["found"] == 2
    assert _statuses(memory, SCOPE) == {"Token": "expired"}
    assert _statuses(memory, NEIGHBOUR) == {"Token": "expired"}
    assert len(memory.audit.list(SCOPE, actions=["expire"])) == 1
    # A later window with nothing expired queues nothing.
    clock.moment = NOW + 5 * HOUR
    memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": "anything new?"}])
    assert len(sweeps()) == 1


def test_decay_is_bounded_and_can_be_turned_off() -> None:
    config = RetentionConfig(decay_after_days=100, decay_half_life_days=50, decay_floor=0.2)
    day = timedelta(days=1)
    assert decay_factor(NOW - 99 * day, NOW, config) == 1.0
    assert decay_factor(NOW - 150 * day, NOW, config) == pytest.approx(0.5)
    assert decay_factor(NOW - 200 * day, NOW, config) == pytest.approx(0.25)
    assert decay_factor(NOW - 5000 * day, NOW, config) == 0.2  # never below the floor
    assert decay_factor(NOW + day, NOW, config) == 1.0  # a clock ahead: no decay
    off = RetentionConfig(decay_after_days=1, decay_floor=1.0)
    assert decay_factor(NOW - 5000 * day, NOW, off) == 1.0
    assert decay_factor(NOW - 5000 * day, NOW, None) == 1.0

    # In ranking: the same relevance, the fresher entry first; scores show the factor.
    old = Candidate("old", 3.0, 0.9, NOW - 300 * day, 1.0, 1.0)
    new = Candidate("new", 3.0, 0.9, NOW - 20 * day, 1.0, 1.0)
    params = RankingParams(recency_floor=1.0)  # recency off: only decay separates them
    ranked = rank([old, new], now=NOW, top_k=2, params=params, retention=config)
    assert [s.id for s in ranked] == ["new", "old"]
    assert [s.decay_factor for s in ranked] == [1.0, 0.2]
    assert ranked[1].final_score == pytest.approx(ranked[1].fused_score * 0.2)
    plain = rank([old, new], now=NOW, top_k=2, params=params)
    assert [s.decay_factor for s in plain] == [1.0, 1.0]


def test_recall_reports_the_decay_of_an_old_entry(open_memory: Any, clock: Clock) -> None:
    config = Config(retention=RetentionConfig(decay_after_days=30, decay_half_life_days=30))
    memory: Memory = open_memory(config)
    memory.remember(SCOPE, "Router R-9 reboots every night.")
    clock.moment = NOW + timedelta(days=90)
    (found,) = memory.recall(SCOPE, "router reboots")
    assert found.decay_factor == pytest.approx(0.5)  # 60 days past: two half-lives, floor 0.5
    assert found.to_dict()["scores"]["decay"] == found.decay_factor
    assert found.final_score == pytest.approx(
        found.fused_score * found.recency_factor * found.decay_factor
    )
    # Said again: it is fresh, no decay.
    memory.remember(SCOPE, "Router R-9 reboots every night.")
    (again,) = memory.recall(SCOPE, "router reboots")
    assert again.decay_factor == 1.0


def _supersede(store: Store, scope: Scope, old: str, new: str) -> None:
    with store.write() as tx:
        entry_rows.set_status(tx, scope, [old], "superseded", superseded_by=new)


def test_prune_removes_superseded_and_expired_entries_with_their_evidence(
    open_memory: Any, clock: Clock, store: Store
) -> None:
    memory: Memory = open_memory()
    first = memory.remember(SCOPE, "Office O-1 is in Leeds.", evidence="Office O-1 is in Leeds.")
    second = memory.remember(SCOPE, "Office O-1 moved to York.")
    _supersede(store, SCOPE, first.id, second.id)
    memory.remember(SCOPE, "Badge B-5 expires soon.", expires_at=NOW + HOUR)
    memory.remember(SCOPE, "Decided to keep plan basic.", kind="decision")
    kept_elsewhere = memory.remember(NEIGHBOUR, "Office O-2 is in Hull.")
    _supersede(store, NEIGHBOUR, kept_elsewhere.id, kept_elsewhere.id)
    clock.moment = NOW + 2 * HOUR
    memory.retention.sweep()
    (expired,) = memory.audit.list(SCOPE, actions=["expire"])

    assert memory.retention.prune(SCOPE, reason="quarterly cleanup") == 2
    assert _statuses(memory, SCOPE) == {"Office": "active", "Decided": "active"}
    with store.read() as tx:
        left = tx.all("SELECT entry_id FROM entry_sources WHERE user_id = ?", (SCOPE.user,))
    assert first.id not in {row[0] for row in left}
    (event,) = memory.audit.list(SCOPE, actions=["prune"])
    assert set(event.target_ids) == {first.id, *expired.target_ids}
    assert (event.actor, event.reason) == ("operator", "quarterly cleanup")
    assert event.detail["statuses"] == ["superseded", "expired"]
    assert memory.retention.prune(SCOPE) == 0
    assert len(memory.timeline(NEIGHBOUR, include_inactive=True)) == 1  # other users untouched
    # Search statistics follow the deletion.
    assert [r.entry.content for r in memory.recall(SCOPE, "office moved")] == [
        "Office O-1 moved to York."
    ]


def test_prune_of_active_entries_needs_an_explicit_moment(open_memory: Any, clock: Clock) -> None:
    memory: Memory = open_memory()
    memory.remember(SCOPE, "Old note N-1 about printers.")
    memory.remember(SCOPE, "Old decision N-2 about printers.", kind="decision")
    clock.moment = NOW + 10 * 24 * HOUR
    memory.remember(SCOPE, "New note N-3 about printers.")
    with pytest.raises(ValidationError, match="before"):
        memory.retention.prune(SCOPE, statuses=("active",))
    for bad in ((), ("gone",), "gone"):
        with pytest.raises(ValidationError, match="statuses"):
            memory.retention.prune(SCOPE, statuses=bad)
    with pytest.raises(ValidationError, match="kinds"):
        memory.retention.prune(SCOPE, kinds=())
    cutoff = NOW + 24 * HOUR
    assert (
        memory.retention.prune(SCOPE, statuses=("active",), before=cutoff, kinds=["decision"]) == 1
    )
    assert memory.retention.prune(SCOPE, statuses=["active"], before=cutoff) == 1
    assert [e.content for e in memory.timeline(SCOPE)] == ["New note N-3 about printers."]
    assert [len(e.target_ids) for e in memory.audit.list(SCOPE, actions=["prune"])] == [1, 1]


def test_a_read_only_memory_neither_sweeps_nor_queues(
    open_memory: Any, db_path: Path | str, clock: Clock
) -> None:
    writer: Memory = open_memory(QUIET)
    writer.remember(SCOPE, "Coupon C-1 lasts an hour.", expires_at=NOW + HOUR)
    clock.moment = NOW + 2 * HOUR
    reader: Memory = open_memory(read_only=True)
    assert reader.recall(SCOPE, "coupon lasts") == []
    with pytest.raises(StoreError):
        reader.retention.sweep()

"""``memory.messages.search`` and the ``<recalled-messages>`` block on SQLite and PostgreSQL.

The search keys here are each message's own text (``message_keys`` is replaced by that), so
the tests pin down ranges, merging, ordering and scoping whatever keys the tier is tuned to;
``test_messages_upgrade.py`` runs with the real keys.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from episodic import Config, Memory, MessageDraft, MessagesConfig, Scope, TestEmbedder
from episodic.messages import ranked_matches
from episodic.messages.keys import KeyInput, MessageKey
from episodic.models import MessageRange
from tests.conftest import Clock

OWNER = Scope(tenant="acme", agent="support-bot", user="u-1")
NEIGHBOURS = [
    Scope(tenant="other-co", agent="support-bot", user="u-1"),
    Scope(tenant="acme", agent="sales-bot", user="u-1"),
    Scope(tenant="acme", agent="support-bot", user="u-2"),
]
DAY = datetime(2026, 5, 3, 9, 0, tzinfo=UTC)
THREAD_1 = [
    "Good morning team",
    "Morning! How can I assist today?",
    "Our invoice export to Xero fails with error XR-409 at Kestrel.",
    "Reconnect the Xero integration; XR-409 means an expired token.",
    "My cat is named Pixel and sleeps all day.",
    "Pixel sounds adorable.",
    "The Kestrel warehouse scanner firmware is version 4.2.1.",
    "Firmware 4.2.1 has a known bluetooth pairing bug.",
    "Thanks for the help.",
    "Anytime.",
]
THREAD_2 = [
    "The Xero invoice sync broke again after the weekend.",
    "Was it XR-409 again or something new?",
]


def own_text(thread_messages: Sequence[KeyInput], index: int) -> MessageKey:
    text = thread_messages[index].content
    return MessageKey(terms_text=text, embed_text=text)


@pytest.fixture(autouse=True)
def plain_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("episodic.messages.index.message_keys", own_text)


def say(
    memory: Memory,
    scope: Scope,
    thread: str,
    texts: Sequence[str],
    *,
    prefix: str,
    start: datetime = DAY,
    first: int = 1,
) -> None:
    """Store ``texts`` as user/assistant turns of two, one message a day, ids prefix+number."""
    for n in range(0, len(texts), 2):
        turn = [
            MessageDraft(
                role="user" if (n + i) % 2 == 0 else "assistant",
                content=text,
                id=f"{prefix}{first + n + i}",
                created_at=start + timedelta(days=(n + i) // 4),
            )
            for i, text in enumerate(texts[n : n + 2])
        ]
        memory.after_turn(scope, thread, turn)
    memory.jobs.run_pending()


def ids(found: MessageRange) -> list[str]:
    return [m.id for m in found.messages]


@pytest.fixture
def mem(db_path: Path | str, clock: Clock) -> Iterator[Memory]:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as opened:
        say(opened, OWNER, "t-1", THREAD_1, prefix="m")
        say(opened, OWNER, "t-2", THREAD_2, prefix="n")
        yield opened


def _open(db_path: Path | str, clock: Clock, **messages: Any) -> Memory:
    """A second memory on the same database, with other message settings."""
    config = Config(messages=MessagesConfig(**messages))
    return Memory.open(db_path, embedder=TestEmbedder(), config=config, clock=clock, worker=False)


def test_a_match_comes_with_two_messages_before_and_one_after(mem: Memory) -> None:
    (found,) = mem.messages.search(OWNER, "invoice export Xero", thread="t-1", top_k=1)
    assert found.thread_id == "t-1"
    assert ids(found) == ["m1", "m2", "m3", "m4"]
    assert found.matched_ids == ("m3",)
    (match,) = found.matches
    assert match.message.content == THREAD_1[2]
    assert match.lexical_score is not None and match.vector_score is not None
    # The other candidates of its thread lend it a share of their best score; nothing else
    # moves it (no time named, no speaker named).
    assert match.final_score >= match.fused_score * match.recency_factor
    assert (found.started_at, found.ended_at) == (DAY, DAY)
    assert found.score == match.final_score


def test_matches_in_one_stretch_are_one_range_without_repeats(mem: Memory) -> None:
    ranges = mem.messages.search(OWNER, "Xero XR-409", thread="t-1", top_k=2)
    (found,) = ranges
    assert ids(found) == ["m1", "m2", "m3", "m4", "m5"]
    assert sorted(found.matched_ids) == ["m3", "m4"]
    assert len(set(ids(found))) == len(ids(found))
    scores = [m.final_score for m in found.matches]
    assert scores == sorted(scores, reverse=True)


def test_touching_ranges_merge_and_separate_ones_stay_apart_best_first(
    mem: Memory, db_path: Path | str, clock: Clock
) -> None:
    query = "Kestrel"
    (merged,) = mem.messages.search(OWNER, query, thread="t-1", top_k=2)
    assert ids(merged) == [f"m{n}" for n in range(1, 9)]  # m1-m4 and m5-m8 touch
    assert sorted(merged.matched_ids) == ["m3", "m7"]
    with _open(db_path, clock, search_before=0, search_after=0) as tight:
        apart = tight.messages.search(OWNER, query, thread="t-1", top_k=2)
    assert sorted(ids(r)[0] for r in apart) == ["m3", "m7"]
    assert [len(r.messages) for r in apart] == [1, 1]
    assert apart[0].score > apart[1].score  # best match first
    assert [m.message.id for m in ranked_matches(apart)] == [r.matched_ids[0] for r in apart]


def test_only_matches_count_toward_top_k_and_it_defaults_to_five(mem: Memory) -> None:
    one = mem.messages.search(OWNER, "Xero XR-409 invoice", top_k=1)
    assert sum(len(r.matches) for r in one) == 1 and len(one[0].messages) > 1
    found = mem.messages.search(OWNER, "Xero XR-409 invoice")
    assert 1 < sum(len(r.matches) for r in found) <= 5


def test_the_users_threads_by_default_or_one_thread(mem: Memory) -> None:
    everywhere = mem.messages.search(OWNER, "Xero invoice XR-409")
    assert {r.thread_id for r in everywhere} == {"t-1", "t-2"}
    assert {r.thread_id for r in mem.messages.search(OWNER, "Xero invoice", thread="t-2")} == {
        "t-2"
    }
    assert mem.messages.search(OWNER, "Xero invoice", thread="t-9") == []
    for found in everywhere:  # a range never mixes threads
        assert {m.thread_id for m in found.messages} == {found.thread_id}


def test_a_query_about_nothing_discussed_finds_nothing(mem: Memory) -> None:
    assert mem.messages.search(OWNER, "quantum chromodynamics lattice gluon") == []
    assert (
        mem.before_turn(OWNER, "t-3", "quantum chromodynamics lattice gluon").block(
            "recalled-messages"
        )
        is None
    )


def test_tool_calls_and_results_are_not_searched_nor_shown(mem: Memory) -> None:
    call = {"id": "c-1", "type": "function", "function": {"name": "probe", "arguments": "{}"}}
    mem.after_turn(
        OWNER,
        "t-4",
        [
            {"role": "user", "content": "Check the replica lag on orders-db.", "id": "q"},
            {"role": "assistant", "content": "", "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c-1", "content": "zyxwv DEGRADED qwerty-77"},
            {"role": "assistant", "content": "Replica lag on orders-db is 3 s.", "id": "r"},
        ],
    )
    assert mem.jobs.run_pending() == 2
    assert mem.messages.search(OWNER, "zyxwv DEGRADED qwerty-77") == []
    (found,) = mem.messages.search(OWNER, "replica lag orders-db", thread="t-4")
    assert ids(found) == ["q", "r"]
    assert {m.role for m in found.messages} == {"user", "assistant"}


def test_a_second_memory_sees_messages_embedded_after_its_first_search(
    mem: Memory, db_path: Path | str, clock: Clock
) -> None:
    other = _open(db_path, clock)
    try:
        assert other.messages.search(OWNER, "espresso grinder burr") == []
        say(
            mem,
            OWNER,
            "t-5",
            ["The espresso grinder burr is worn.", "Replace the burr."],
            prefix="e",
        )
        found = other.messages.search(OWNER, "espresso grinder burr")
        assert [r.matched_ids[0] for r in found][:1] == ["e1"]
    finally:
        other.close()


@pytest.mark.parametrize("other", NEIGHBOURS, ids=["tenant", "agent", "user"])
def test_no_search_or_block_crosses_scopes(mem: Memory, other: Scope) -> None:
    assert mem.messages.search(OWNER, "Xero invoice XR-409")
    assert mem.messages.search(other, "Xero invoice XR-409") == []
    assert mem.messages.search(other, "Xero invoice XR-409", thread="t-1") == []
    context = mem.before_turn(other, "t-1", "Xero invoice XR-409")
    assert context.block("recalled-messages") is None
    say(mem, other, "t-1", ["Xero invoice XR-409 for the other one."], prefix="x")
    found = mem.messages.search(other, "Xero invoice XR-409")
    assert [ids(r) for r in found] == [["x1"]]


def test_no_search_or_block_crosses_threads_when_scoped_to_the_thread(
    mem: Memory, db_path: Path | str, clock: Clock
) -> None:
    assert all(r.thread_id == "t-1" for r in mem.messages.search(OWNER, "Xero", thread="t-1"))
    with _open(db_path, clock, search_scope="thread", window=1) as scoped:
        query = "Xero invoice sync weekend"
        block = scoped.before_turn(OWNER, "t-2", query).block("recalled-messages")
        assert block is not None
        assert THREAD_2[0] in block.text and "XR-409 means" not in block.text
        assert scoped.before_turn(OWNER, None, "Xero invoice").block("recalled-messages") is None

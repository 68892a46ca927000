"""The edges of what is accepted: the supported time range, the size caps, ids at their
limit, and rows earlier versions wrote that must stay readable, on both backends."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from episodic import (
    Config,
    LimitsConfig,
    Memory,
    Scope,
    ScopeError,
    TestEmbedder,
    ValidationError,
)
from episodic.models.validation import EARLIEST, LATEST
from episodic.stores import open_store
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
PLUS_14 = timezone(timedelta(hours=14))
MINUS_1 = timezone(-timedelta(hours=1))
EDGES = {
    "earliest": EARLIEST,
    "earliest at -01:00": datetime(1900, 1, 1, 0, 0, tzinfo=MINUS_1),
    "latest": LATEST,
    "last day at +14:00": datetime(9999, 12, 31, 12, 0, tzinfo=PLUS_14),
    "ordinary at +14:00": datetime(2026, 5, 1, 9, 30, 15, 123456, tzinfo=PLUS_14),
}


def open_memory(db_path: Path | str, **config: object) -> Memory:
    limits = LimitsConfig(**config)  # type: ignore[arg-type]
    return Memory.open(
        db_path, embedder=TestEmbedder(), clock=Clock(), worker=False, config=Config(limits=limits)
    )


def run_sql(db_path: Path | str, sql: str, params: tuple[object, ...] = ()) -> None:
    """Change a row behind the library's back, as an earlier version could have written it."""
    store = open_store(db_path)
    try:
        with store.write() as tx:
            tx.execute(sql, params)
    finally:
        store.close()


def wide_id(seed: int) -> str:
    """512 bytes of UTF-8 (128 four-byte characters) that do not repeat, so nothing
    compresses them in an index key."""
    return "".join(chr(0x20000 + (seed * 7919 + i * 104729) % 42000) for i in range(128))


def assert_readable(memory: Memory, scope: Scope, query: str) -> None:
    assert memory.timeline(scope)
    assert memory.entries.count(scope) >= 1
    assert memory.recall(scope, query)
    assert query.split()[0] in memory.before_turn(scope, "t-1", query).render()


@pytest.mark.parametrize("label", list(EDGES))
def test_times_at_the_edges_of_the_range_are_stored_and_read_back(
    db_path: Path | str, label: str
) -> None:
    moment = EDGES[label]
    with open_memory(db_path) as memory:
        memory.remember(SCOPE, "Invoice INV-7 was paid.", occurred_at=moment, expires_at=LATEST)
        memory.after_turn(
            SCOPE,
            "t-1",
            [{"role": "user", "content": "Invoice INV-7 was paid by wire."}],
            sync=True,
        )
        [entry] = [e for e in memory.timeline(SCOPE) if e.content == "Invoice INV-7 was paid."]
        assert entry.occurred_at == moment  # the same instant, whatever the offset
        assert entry.expires_at == LATEST
        assert_readable(memory, SCOPE, "Invoice INV-7 paid")


def test_times_outside_the_range_are_refused_naming_it(db_path: Path | str) -> None:
    with open_memory(db_path) as memory:
        for moment in (EARLIEST - timedelta(microseconds=1), datetime(1, 1, 1, tzinfo=UTC)):
            with pytest.raises(ValidationError, match="between 1900-01-01 and 9999-12-31"):
                memory.remember(SCOPE, "Invoice INV-7 was paid.", occurred_at=moment)
        assert memory.entries.count(SCOPE) == 0


def test_rows_an_earlier_version_wrote_out_of_range_stay_readable(
    backend: str, db_path: Path | str
) -> None:
    with open_memory(db_path) as memory:
        kept = memory.remember(SCOPE, "Invoice INV-7 was paid.")
        odd = memory.remember(SCOPE, "Invoice INV-8 was refunded.")
        if backend == "sqlite":
            # strftime wrote years before 1000 without their leading zeros.
            first, seen = "1-01-01T00:00:00.000000Z", "999-06-01T10:00:00.000000Z"
            expected = datetime(1, 1, 1, tzinfo=UTC)
        else:
            # 9999-12-31 at -01:00 is past the last instant Python can hold.
            first = seen = "10000-01-01 00:00:00+00"
            expected = datetime.max.replace(tzinfo=UTC)
        run_sql(
            db_path,
            "UPDATE entries SET occurred_at = ?, last_seen_at = ? WHERE id = ?",
            (first, seen, odd.id),
        )
        if backend == "postgres":
            run_sql(db_path, "UPDATE entries SET expires_at = 'infinity' WHERE id = ?", (odd.id,))
        by_id = {e.id: e for e in memory.timeline(SCOPE)}
        assert set(by_id) == {kept.id, odd.id}
        assert by_id[odd.id].occurred_at == expected
        assert by_id[kept.id].content == "Invoice INV-7 was paid."
        assert [r.entry.id for r in memory.recall(SCOPE, "INV-8 refunded")][:1] == [odd.id]
        assert_readable(memory, SCOPE, "Invoice INV-7 paid")


def test_ids_at_their_byte_cap_work_in_every_index(db_path: Path | str) -> None:
    scope = Scope(tenant=wide_id(1), agent=wide_id(2), user=wide_id(3))
    wide = wide_id(4)
    with open_memory(db_path) as memory:
        memory.remember(scope, "Invoice INV-7 was paid.", thread=wide)
        memory.after_turn(
            scope, wide, [{"role": "user", "content": "INV-7 paid by wire.", "id": wide}]
        )
        memory.jobs.run_pending()
        assert_readable(memory, scope, "Invoice INV-7 paid")
        assert memory.entries.count(SCOPE) == 0  # nothing leaked to another scope
    with pytest.raises(ScopeError, match="longer than 256 characters"):
        Scope(tenant="acme", agent="a", user="u" * 257)
    with pytest.raises(ScopeError, match="longer than 512 bytes"):
        Scope(tenant="acme", agent="a", user=wide_id(5) + "\u00e9")


def test_each_cap_is_enforced_at_its_value_and_names_its_setting(db_path: Path | str) -> None:
    with open_memory(
        db_path,
        max_message_chars=40,
        max_turn_chars=60,
        max_query_chars=20,
        max_metadata_bytes=32,
        max_top_k=3,
    ) as memory:
        memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": "x" * 40}])
        memory.after_turn(
            SCOPE,
            "t-1",
            [{"role": "user", "content": "a" * 30}, {"role": "assistant", "content": "b" * 30}],
        )
        memory.remember(SCOPE, "Invoice INV-7 was paid.", metadata={"k": "v" * 20})
        assert memory.recall(SCOPE, "Invoice INV-7 paid x", top_k=3)
        before = memory.jobs.list()
        refused = {
            "LimitsConfig.max_message_chars": lambda: memory.after_turn(
                SCOPE, "t-2", [{"role": "user", "content": "x" * 41}]
            ),
            "LimitsConfig.max_turn_chars": lambda: memory.after_turn(
                SCOPE,
                "t-2",
                [{"role": "user", "content": "a" * 31}, {"role": "assistant", "content": "b" * 30}],
            ),
            "LimitsConfig.max_query_chars": lambda: memory.recall(SCOPE, "q" * 21),
            "LimitsConfig.max_metadata_bytes": lambda: memory.remember(
                SCOPE, "Invoice INV-9 was paid.", metadata={"k": "v" * 30}
            ),
            "LimitsConfig.max_top_k": lambda: memory.recall(SCOPE, "INV-7", top_k=4),
            "LimitsConfig.max_message_chars ": lambda: memory.before_turn(SCOPE, "t-2", "x" * 41),
        }
        for setting, call in refused.items():
            with pytest.raises(ValidationError, match=setting.strip()):
                call()
        assert memory.jobs.list() == before
        assert [e.content for e in memory.timeline(SCOPE)] == ["Invoice INV-7 was paid."]


def test_metadata_comes_back_as_it_was_given(db_path: Path | str) -> None:
    metadata = {
        "ticket": "T-1",
        "nested": {"score": 0.25, "big": 10**30, "ok": True, "none": None},
        "tags": ["a", "ü", "\U0001f600"],
        "pair": ("x", 1),
    }
    with open_memory(db_path) as memory:
        stored = memory.remember(SCOPE, "Invoice INV-7 was paid.", metadata=metadata)
        [read] = memory.timeline(SCOPE)
    expected = {**metadata, "pair": ["x", 1]}  # a tuple is a JSON array: it reads as a list
    assert stored.metadata == read.metadata == expected


def test_content_of_one_long_word_is_stored_and_found(db_path: Path | str) -> None:
    """A note that is one 2,000-character word (a key, a hash, a run of Cyrillic) is valid
    input: it must be stored and readable, though no index keeps such a long term."""
    scope = Scope(tenant=wide_id(1), agent=wide_id(2), user=wide_id(3))
    letters = [chr(c) for c in range(0x400, 0x530) if chr(c).isalpha()]
    pieces = (
        "".join(letters[(i * 31 + j * 17) % len(letters)] for j in range(9)) for i in range(200)
    )
    word = "-".join(pieces)  # one identifier term of 3,800 bytes that does not compress
    with open_memory(db_path) as memory:
        memory.remember(scope, word)
        memory.remember(scope, "Invoice INV-7 was paid.")
        assert {e.content for e in memory.timeline(scope)} == {word, "Invoice INV-7 was paid."}
        assert_readable(memory, scope, "Invoice INV-7 paid")

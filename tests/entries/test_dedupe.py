"""Similarity dedupe never merges notes whose facts differ; bulk writes are chunked and
idempotent; reinforcing never duplicates evidence (both backends)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    EntriesConfig,
    Memory,
    Models,
    NewEntry,
    Scope,
    TestEmbedder,
    ValidationError,
)
from episodic.llms import TestLLM
from episodic.retrieval.facts import facts, facts_key
from episodic.stores import open_store
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")


def open_memory(db: Path | str, clock: Clock | None = None, **config: Any) -> Memory:
    return Memory.open(
        db,
        embedder=TestEmbedder(),
        config=Config(entries=EntriesConfig(**config)),
        clock=clock,
        worker=False,
    )


def evidence_rows(memory: Memory, scope: Scope = SCOPE) -> int:
    return sum(len(e.sources) for e in memory.timeline(scope, include_inactive=True))


# -- the facts of a note -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Deploy of JOB-85 failed on build 7.2 for tenant Acme.", {"job-85", "7.2", "acme"}),
        ("The amount was 1000 for order #10000.", {"1000", "#10000"}),
        ("Upgrade to v2.3.1 on 2026-11-03 at 10:30.", {"v2.3.1", "2026-11-03", "10:30"}),
        (
            "Mail ops@example.com about tier=enterprise_plus.",
            {"ops@example.com", "tier=enterprise_plus"},
        ),
        ("Sarah's team moved to PostgreSQL and SSO.", {"postgresql", "sso"}),
        (
            'Set the title to "Quarterly plan" and tag `beta`.',
            {"quarterly plan", "quarterly", "beta"},
        ),
        ("The user prefers dark mode; I don't mind.", set()),
    ],
)
def test_facts_are_numbers_identifiers_names_and_quotes(text: str, expected: set[str]) -> None:
    assert facts(text) == expected


def test_facts_compare_whole_tokens_and_ignore_case() -> None:
    assert facts("order 1000") != facts("order 10000")
    assert facts_key("Ticket job-85 for ACME") == facts_key("ticket JOB-85 for Acme")
    assert facts_key("Plain prose without any facts.") == ""


# -- the facts guard: direct writes, bulk writes, extraction --------------------------------


def test_similar_notes_with_different_identifiers_stay_apart(db_path: Path | str) -> None:
    note = "The nightly invoice export to the data warehouse {} failed with a read timeout."
    with open_memory(db_path) as memory:
        first = memory.remember(SCOPE, note.format("JOB-85"))
        other = memory.remember(SCOPE, note.format("JOB-68"))
        again = memory.remember(SCOPE, note.format("JOB-85")[:-1] + " again.")
        vectors = memory.embedder.embed([note.format("JOB-85"), note.format("JOB-68")])
        assert float(vectors[0] @ vectors[1]) >= 0.86  # similar enough to have merged before
        assert other.id != first.id
        assert again.id == first.id  # same facts, similar wording: still one entry
        stored = {e.content for e in memory.timeline(SCOPE)}
        assert stored == {note.format("JOB-85"), note.format("JOB-68")}
        top = memory.recall(SCOPE, "JOB-68 export")[0]
        assert top.entry.id == other.id


def test_a_batch_of_distinct_numbers_keeps_every_line(db_path: Path | str) -> None:
    lines = [f"Build {n} of the billing service passed on tenant Acme." for n in range(300)]
    lines += [f"Build {n} of the billing service passed on tenant Globex." for n in range(300)]
    with open_memory(db_path, write_batch_size=128) as memory:
        entries = memory.remember_many(SCOPE, [{"content": line} for line in lines])
        assert len({e.id for e in entries}) == len(lines)
        assert [e.content for e in entries] == lines
        assert memory.entries.count(SCOPE) == len(lines)
        assert evidence_rows(memory) == len(lines)


def test_extracted_turns_about_different_jobs_become_different_entries(
    db_path: Path | str,
) -> None:
    def reply(system: str, prompt: str) -> dict[str, Any]:
        number = prompt.split("JOB-")[1].split(" ")[0]
        quote = f"JOB-{number} is stuck in the queue"
        return {
            "entries": [
                {
                    "content": f"JOB-{number} is stuck in the queue.",
                    "source": "user_assertion",
                    "evidence": quote,
                }
            ]
        }

    memory = Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(extraction=TestLLM(default=reply)),
        worker=False,
    )
    with memory:
        for n in range(40):
            text = f"JOB-{n} is stuck in the queue since this morning."
            memory.after_turn(SCOPE, f"t-{n}", [{"role": "user", "content": text}], sync=True)
        entries = memory.timeline(SCOPE)
        assert sorted(e.content for e in entries) == sorted(
            f"JOB-{n} is stuck in the queue." for n in range(40)
        )
        assert all(len(e.sources) == 1 for e in entries)


def test_paraphrases_with_the_same_facts_still_merge(db_path: Path | str) -> None:
    base = "Invoices for tenant Acme are exported every night by JOB-7 at 02:00."
    with open_memory(db_path) as memory:
        first = memory.remember(SCOPE, base, evidence="one")
        again = memory.remember_many(SCOPE, [{"content": base + " Confirmed.", "evidence": "two"}])[
            0
        ]
        assert again.id == first.id
        assert sorted(s.evidence or "" for s in again.sources) == ["one", "two"]
        assert memory.entries.count(SCOPE) == 1


# -- evidence is never duplicated --------------------------------------------------------


def test_importing_the_same_file_twice_adds_nothing(
    db_path: Path | str, tmp_path: Path, clock: Clock
) -> None:
    lines = [
        {
            "content": f"Queue Q-{n} drains in {n + 3} minutes.",
            "evidence": f"q{n}",
            "thread": "import",
            "source": "user_assertion",
        }
        for n in range(40)
    ]
    lines.append({"content": "Plain prose note about the weekly sync."})
    file = tmp_path / "notes.jsonl"
    file.write_text("\n".join(json.dumps(line) for line in lines))

    def load() -> list[str]:
        items = [json.loads(row) for row in file.read_text().splitlines()]
        return [e.id for e in memory.remember_many(SCOPE, items)]

    with open_memory(db_path, clock=clock, write_batch_size=16) as memory:
        first = load()
        before = {e.id: (e.content, len(e.sources)) for e in memory.timeline(SCOPE)}
        second = load()
        after = {e.id: (e.content, len(e.sources)) for e in memory.timeline(SCOPE)}
    assert second == first
    assert after == before
    assert len(after) == len(lines)
    assert sum(count for _, count in after.values()) == len(lines)


def test_a_different_source_for_the_same_entry_is_still_added(db_path: Path | str) -> None:
    with open_memory(db_path) as memory:
        entry = memory.remember(SCOPE, "Region EU-2 is read-only.", evidence="a", thread="t-1")
        memory.remember(SCOPE, "Region EU-2 is read-only.", evidence="a", thread="t-1")
        again = memory.remember(SCOPE, "region eu-2 is read-only.", evidence="b", thread="t-1")
        assert again.id == entry.id
        assert [s.evidence for s in again.sources] == ["a", "b"]


# -- chunked bulk writes -----------------------------------------------------------------


def test_a_bad_item_writes_nothing_and_names_its_position(db_path: Path | str) -> None:
    items: list[Any] = [{"content": f"Note N-{n}."} for n in range(1200)]
    items[1033] = {"content": "   "}
    with open_memory(db_path, write_batch_size=100) as memory:
        with pytest.raises(ValidationError) as caught:
            memory.remember_many(SCOPE, items)
        assert caught.value.index == 1033
        assert memory.entries.count(SCOPE) == 0
        with pytest.raises(ValidationError) as first:
            memory.remember_many(SCOPE, [{"text": "wrong field"}])
        assert first.value.index == 0
        assert memory.entries.count(SCOPE) == 0


def test_progress_is_reported_per_committed_chunk(db_path: Path | str) -> None:
    seen: list[tuple[int, int]] = []
    with open_memory(db_path, write_batch_size=40) as memory:
        items = [NewEntry(content=f"Host H-{n} rebooted.") for n in range(100)]
        memory.remember_many(
            SCOPE, items, on_progress=lambda done, total: seen.append((done, total))
        )
        assert seen == [(40, 100), (80, 100), (100, 100)]
        assert memory.entries.count(SCOPE) == 100


def test_an_interrupted_import_keeps_whole_chunks_and_resumes_without_duplicates(
    db_path: Path | str,
) -> None:
    items = [
        {"content": f"Order #{1000 + n} shipped late.", "evidence": f"o{n}"} for n in range(90)
    ]

    class Interrupted(Exception):
        pass

    def stop_after_two(done: int, total: int) -> None:
        if done >= 60:
            raise Interrupted

    with open_memory(db_path, write_batch_size=30) as memory:
        with pytest.raises(Interrupted):
            memory.remember_many(SCOPE, items, on_progress=stop_after_two)
        assert memory.entries.count(SCOPE) == 60  # two whole chunks, nothing half-written
        entries = memory.remember_many(SCOPE, items)
        assert len({e.id for e in entries}) == 90
        assert memory.entries.count(SCOPE) == 90
        assert evidence_rows(memory) == 90


def test_write_batch_size_is_validated() -> None:
    from episodic import ConfigError

    for bad in (0, -1, 1.5, True):
        with pytest.raises(ConfigError, match="write_batch_size"):
            EntriesConfig(write_batch_size=bad)  # type: ignore[arg-type]


def test_a_chunk_of_neighbour_searches_answers_like_one_search_each(db_path: Path | str) -> None:
    """Bulk dedupe asks for the stored neighbours of a whole chunk at once; the answer must be
    what one search per note gives (SQLite: one matrix product; PostgreSQL: its index)."""
    embedder = TestEmbedder()
    with open_memory(db_path) as memory:
        memory.remember_many(
            SCOPE, [{"content": f"Plain note about topic {word}"} for word in "abcdefghij"]
        )
    store = open_store(db_path)
    try:
        queries = embedder.embed(["note about topic c", "topic j", "nothing alike at all"])
        now = datetime.now(UTC)
        many = store.vector_search_many(SCOPE, queries, model=embedder.name, limit=3, now=now)
        one_each = [
            store.vector_search(SCOPE, q, model=embedder.name, limit=3, now=now) for q in queries
        ]
        assert [[h.entry_id for h in hits] for hits in many] == [
            [h.entry_id for h in hits] for hits in one_each
        ]
        assert all(len(hits) == 3 for hits in many)
        for got, want in zip(many, one_each, strict=True):
            assert [h.score for h in got] == pytest.approx([h.score for h in want], abs=1e-5)
    finally:
        store.close()


def test_plain_notes_of_a_chunk_merge_into_their_stored_twins(db_path: Path | str) -> None:
    """Notes without facts are deduped against the scope through the chunked search."""
    with open_memory(db_path, write_batch_size=4) as memory:
        first = memory.remember_many(SCOPE, [{"content": "the user likes green tea a lot"}])
        again = memory.remember_many(
            SCOPE,
            [{"content": "The user likes green tea a lot!"}, {"content": "they enjoy long walks"}],
        )
        assert again[0].id == first[0].id
        assert again[1].id != first[0].id
        assert memory.entries.count(SCOPE) == 2

"""Similarity dedupe holds when writers race: threads of one memory, separate memories (their
own connections), and separate processes, on SQLite and on PostgreSQL."""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from pathlib import Path

from episodic import Memory, Scope, TestEmbedder

ROUNDS = 60
NOTES = (
    "The weekly billing report for tenant Acme is sent every Monday at 09:00.",
    "The weekly billing report for tenant Acme is sent every Monday at 09:00 by mail.",
)


def round_scope(number: int) -> Scope:
    # A fresh scope per round: the first write to a scope is the hardest race.
    return Scope(tenant="acme", agent="bot", user=f"u-{number}")


def write_round(memory: Memory, number: int, writer: int, notes: tuple[str, str]) -> str:
    entry = memory.remember(round_scope(number), notes[writer], evidence=f"writer {writer}")
    return entry.id


def race(write: Callable[[int, int], str]) -> list[tuple[str, str]]:
    """Run ROUNDS rounds of two writers released together; returns their entry ids."""
    barrier = threading.Barrier(2)
    results: list[list[str]] = [[], []]
    errors: list[BaseException] = []

    def writer(index: int) -> None:
        try:
            for number in range(ROUNDS):
                barrier.wait(timeout=60)
                results[index].append(write(number, index))
        except BaseException as exc:  # reported below
            errors.append(exc)
            barrier.abort()

    threads = [threading.Thread(target=writer, args=(i,)) for i in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    return list(zip(results[0], results[1], strict=True))


def check_rounds(db: Path | str, notes: tuple[str, str]) -> None:
    """Every round stored one entry holding both writers' evidence, nothing else."""
    duplicates = 0
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        for number in range(ROUNDS):
            entries = memory.timeline(round_scope(number), include_inactive=True)
            duplicates += len(entries) - 1
            evidence = sorted(s.evidence or "" for e in entries for s in e.sources)
            assert evidence == ["writer 0", "writer 1"], (number, evidence)
            assert entries[0].content in notes
    assert duplicates == 0


def test_two_threads_storing_paraphrases_make_one_entry(db_path: Path | str) -> None:
    vectors = TestEmbedder().embed(list(NOTES))
    assert float(vectors[0] @ vectors[1]) >= 0.86  # a paraphrase by the dedupe rule
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        pairs = race(lambda number, writer: write_round(memory, number, writer, NOTES))
    assert all(a == b for a, b in pairs)
    check_rounds(db_path, NOTES)


def _race_two_memories(db_path: Path | str, notes: tuple[str, str]) -> None:
    """Two memories, each with its own connections, race ``notes`` round after round."""
    memories = [Memory.open(db_path, embedder=TestEmbedder(), worker=False) for _ in (0, 1)]
    try:
        pairs = race(lambda number, writer: write_round(memories[writer], number, writer, notes))
    finally:
        for memory in memories:
            memory.close()
    assert all(a == b for a, b in pairs)
    check_rounds(db_path, notes)


def test_two_memories_with_their_own_connections_make_one_entry(db_path: Path | str) -> None:
    _race_two_memories(db_path, NOTES)


def test_hash_twins_written_at_once_make_one_row(db_path: Path | str) -> None:
    _race_two_memories(db_path, (NOTES[0], NOTES[0].upper()))


def _process_writer(db: str, writer: int, barrier: threading.Barrier) -> None:
    with Memory.open(db, embedder=TestEmbedder(), worker=False) as memory:
        for number in range(ROUNDS):
            barrier.wait(timeout=120)
            write_round(memory, number, writer, NOTES)


def test_two_processes_storing_paraphrases_make_one_entry(db_path: Path | str) -> None:
    Memory.open(db_path, embedder=TestEmbedder(), worker=False).close()  # migrate first
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    processes = [
        context.Process(target=_process_writer, args=(str(db_path), writer, barrier))
        for writer in (0, 1)
    ]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=300)
    assert [p.exitcode for p in processes] == [0, 0]
    check_rounds(db_path, NOTES)

"""after_turn end to end: the transcript, the pipeline's order, limits, dedupe, bad input."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    EntriesConfig,
    Memory,
    MessageDraft,
    Models,
    Scope,
    ScopeError,
    TestEmbedder,
    ValidationError,
)
from episodic.entries.pipeline import cut_at_boundary
from episodic.llms import TestLLM
from episodic.models import Job, Message
from episodic.stores import messages as message_rows
from episodic.stores import open_store
from tests.conftest import NOW, Clock

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
USER = (
    "The export job EX-12 stalls at 99% for files over 2 GB on plan=basic. "
    "We restarted worker W-3 and it still stalls. Support said proxy_read_timeout is 60s."
)
TURN = [{"role": "user", "content": USER, "id": "m-1"}]
A = "Export job EX-12 stalls at 99% for files over 2 GB on plan=basic."
A_NEAR = "Export job EX-12 stalls at 99% for files over 2 GB on plan=basic. Again."
B = "Restarting worker W-3 did not stop the EX-12 stall."
C = "Support said the proxy_read_timeout is 60s for the export."


def said(content: str, evidence: str = "The export job EX-12 stalls at 99%") -> dict[str, str]:
    return {"content": content, "source": "user_assertion", "evidence": evidence}


def run(
    db: Path | str, entries: list[dict[str, str]], clock: Clock | None = None, **config: Any
) -> tuple[Memory, Any]:
    memory = Memory.open(
        db,
        embedder=TestEmbedder(),
        models=Models(extraction=TestLLM([{"entries": entries}])),
        config=Config(entries=EntriesConfig(**config)),
        clock=clock,
        worker=False,
    )
    job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    return memory, job


def stored_messages(db: Path | str, job: Job) -> list[Message]:
    """The messages stored for a job's turn, read through a store of our own."""
    store = open_store(db)
    try:
        with store.read() as tx:
            return message_rows.turn_messages(tx, job.scope, job.payload["turn"])
    finally:
        store.close()


def contents(memory: Memory) -> list[str]:
    return sorted(e.content for e in memory.timeline(SCOPE))


def test_only_user_and_assistant_text_reaches_the_extractor(db_path: Path | str) -> None:
    llm = TestLLM()
    call = {"id": "c1", "type": "function", "function": {"name": "lookup", "arguments": "{}"}}
    messages: list[Any] = [
        {"role": "system", "content": "You are a support bot."},
        {"role": "user", "content": [{"type": "text", "text": "Upload U-1 fails."}]},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": "RECALLED: secret tool output"},
        MessageDraft(role="assistant", content="The upload hits the 10 MB limit.", id="a-1"),
    ]
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), worker=False
    ) as memory:
        job = memory.after_turn(SCOPE, "t-1", messages, sync=True)
        stored = stored_messages(db_path, job)
        window = memory.messages.recent(SCOPE, "t-1")
    # Everything but the system prompt is stored, the tool call and its result included ...
    assert [(m.role, m.content) for m in stored] == [
        ("user", "Upload U-1 fails."),
        ("assistant", ""),
        ("tool", "RECALLED: secret tool output"),
        ("assistant", "The upload hits the 10 MB limit."),
    ]
    assert stored[1].tool_calls == (call,) and stored[2].tool_call_id == "c1"
    assert stored[3].id == "a-1"
    # ... and comes back ready to send.
    assert window == [
        {"role": "user", "content": "Upload U-1 fails."},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "content": "RECALLED: secret tool output", "tool_call_id": "c1"},
        {"role": "assistant", "content": "The upload hits the 10 MB limit."},
    ]
    prompt = llm.calls[0].prompt
    assert "secret tool output" not in prompt and "support bot" not in prompt
    assert "<known-memory>" not in prompt  # nothing injected this turn


def test_entries_over_the_length_limit_are_cut_at_a_boundary(db_path: Path | str) -> None:
    long = f"{A} " + "The stall repeats on every retry of the export. " * 10
    memory, _ = run(db_path, [said(long)], max_length=120)
    (entry,) = memory.timeline(SCOPE)
    assert len(entry.content) <= 120 and entry.content.endswith(".")
    assert entry.content.startswith(A)
    memory.close()


def test_cutting_prefers_sentences_then_words() -> None:
    assert cut_at_boundary("One two three. Four five six.", 20) == "One two three."
    # A sentence end in the first half of the allowance would waste it: cut at a word instead.
    assert cut_at_boundary("One. Two three four five six.", 20) == "One. Two three four"
    assert cut_at_boundary("alpha beta gamma delta epsilon", 17) == "alpha beta gamma"
    assert cut_at_boundary("x" * 50, 10) == "x" * 10
    assert cut_at_boundary("short", 10) == "short"


def test_empty_and_blank_entries_are_dropped(db_path: Path | str) -> None:
    memory, job = run(db_path, [said("   \n "), said(""), said(A)])
    assert contents(memory) == [A]
    assert job.result["dropped"] == {"empty": 2}
    memory.close()


def test_hash_twins_merge_before_the_cap_and_similar_ones_after(db_path: Path | str) -> None:
    # Hash dedupe runs before the per-turn cap: A and its lower-case twin count once, so the
    # cap of 2 still admits B. Similarity dedupe runs after the cap, so A_NEAR takes a slot.
    entries = [
        said(A),
        said(A.lower(), "We restarted worker W-3"),
        said(B, "We restarted worker W-3 and it still stalls"),
        said(C, "proxy_read_timeout is 60s"),
    ]
    memory, job = run(db_path, entries, max_per_turn=2)
    assert contents(memory) == sorted([A, B])
    entry = next(e for e in memory.timeline(SCOPE) if e.content == A)
    assert [s.evidence for s in entry.sources] == [
        "The export job EX-12 stalls at 99%",
        "We restarted worker W-3",
    ]
    assert job.result["dropped"] == {"over_turn_limit": 1}
    memory.close()


def test_similar_notes_merge_after_the_cap(db_path: Path | str) -> None:
    memory, job = run(db_path, [said(A), said(A_NEAR), said(B)], max_per_turn=2)
    assert contents(memory) == [A]  # A_NEAR merged into A; B was past the cap
    assert job.result["similar_in_turn"] == 1
    memory.close()


def test_a_similar_stored_entry_is_reinforced_not_duplicated(
    db_path: Path | str, clock: Clock
) -> None:
    from datetime import timedelta

    memory = Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(extraction=TestLLM([{"entries": [said(A_NEAR)]}])),
        clock=clock,
        worker=False,
    )
    first = memory.remember(SCOPE, A, evidence="earlier", thread="t-0")
    clock.moment = NOW + timedelta(days=2)
    job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    (entry,) = memory.timeline(SCOPE)
    assert entry.id == first.id and entry.content == A
    assert entry.last_seen_at == NOW + timedelta(days=2)
    assert [(s.evidence, s.message_id, s.thread_id) for s in entry.sources] == [
        ("earlier", None, "t-0"),
        ("The export job EX-12 stalls at 99%", "m-1", "t-1"),
    ]
    assert (job.result["entries"], job.result["reinforced"]) == (0, 1)
    memory.close()


def test_threshold_false_keeps_only_hash_dedupe(db_path: Path | str) -> None:
    entries = [said(A), said(A_NEAR), said(A.upper())]
    memory, _ = run(db_path, entries, dedupe_similarity_threshold=False)
    assert contents(memory) == sorted([A, A_NEAR])
    memory.close()


def test_a_custom_prompt_keeps_the_guard_on(db_path: Path | str) -> None:
    """A custom prompt changes what the model is asked, not what may be stored."""
    kept = "The export job times out after 30 seconds."
    llm = TestLLM(
        [
            {
                "entries": [
                    said("Invented note.", "nobody said this"),
                    said(kept, kept),
                ]
            }
        ]
    )
    config = Config(entries=EntriesConfig(extraction_prompt="Extract whatever you like as JSON."))
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), config=config, worker=False
    ) as memory:
        turn = [{"role": "user", "content": kept}, {"role": "assistant", "content": "Noted."}]
        job = memory.after_turn(SCOPE, "t-1", turn, sync=True)
        entries = memory.timeline(SCOPE)
    assert llm.calls[0].system == "Extract whatever you like as JSON."
    assert job is not None and job.result["dropped"] == {"not_found": 1}
    assert [(e.content, e.sources[0].evidence) for e in entries] == [(kept, kept)]


def test_a_crash_mid_extraction_stores_nothing_and_keeps_what_was_there(
    db_path: Path | str,
) -> None:
    class Exploding(TestEmbedder):
        calls = 0

        def _embed(self, texts):  # type: ignore[no-untyped-def]
            Exploding.calls += 1
            if Exploding.calls > 1:  # the remember below works; the pipeline's batch does not
                raise MemoryError("out of memory while embedding")
            return super()._embed(texts)

    errors: list[Exception] = []
    llm = TestLLM([{"entries": [said(A), said(B, "We restarted worker W-3")]}])
    with Memory.open(
        db_path,
        embedder=Exploding(),
        models=Models(extraction=llm),
        worker=False,
        on_error=lambda exc, job: errors.append(exc),
    ) as memory:
        before = memory.remember(SCOPE, C, evidence="proxy_read_timeout is 60s")
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job.status == "pending" and "out of memory" in (job.last_error or "")
        assert memory.timeline(SCOPE) == [before]
    assert isinstance(errors[0], MemoryError)


def test_oversized_evidence_is_dropped_and_huge_messages_are_kept_whole(
    db_path: Path | str,
) -> None:
    huge = USER + " " + "filler " * 13_000  # under LimitsConfig.max_message_chars
    llm = TestLLM([{"entries": [said(A, huge), said(B, "We restarted worker W-3")]}])
    with Memory.open(
        db_path, embedder=TestEmbedder(), models=Models(extraction=llm), worker=False
    ) as memory:
        job = memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": huge}], sync=True)
        assert contents(memory) == [B]
        assert job.result["dropped"] == {"evidence_too_long": 1}
        (stored,) = stored_messages(db_path, job)
        assert stored.content == huge


def test_bad_calls_raise_and_store_nothing(db_path: Path | str) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        with pytest.raises(ScopeError):
            memory.after_turn(Scope(tenant="acme", user="u-1"), "t-1", TURN)
        with pytest.raises(ValidationError, match="thread id"):
            memory.after_turn(SCOPE, "", TURN)
        with pytest.raises(ValidationError, match="message 0"):
            memory.after_turn(SCOPE, "t-1", ["just a string"])  # type: ignore[list-item]
        with pytest.raises(ValidationError, match="'role' is missing"):
            memory.after_turn(SCOPE, "t-1", [{"content": "no role"}])
        assert memory.jobs.list() == []


def test_the_offline_extractor_is_used_without_a_model(db_path: Path | str) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), worker=False) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        entries = memory.timeline(SCOPE)
    assert job.result["extractor"] == "offline"
    # Every sentence states something specific; the last keeps who said it.
    assert sorted(e.content for e in entries) == sorted(
        [
            "The export job EX-12 stalls at 99% for files over 2 GB on plan=basic.",
            "We restarted worker W-3 and it still stalls.",
            "Support said proxy_read_timeout is 60s.",
        ]
    )
    for entry in entries:
        (source,) = entry.sources
        assert (source.label, source.role, source.message_id) == ("user_assertion", "user", "m-1")
        assert USER[source.start : source.end] == source.evidence == entry.content

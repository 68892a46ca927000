"""Extraction classifies what it stores (kind, confidence, privacy) and turns a correction the
user made into supersession, in the job's own transaction; the offline extractor uses the
documented defaults and never corrects. Scripted model outputs, both backends."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    EntriesConfig,
    GovernanceConfig,
    Memory,
    Models,
    Scope,
    TestEmbedder,
)
from episodic.entries.extract import read_entries
from episodic.entries.prompt import output_schema
from episodic.llms import TestLLM
from episodic.models import EVENT_KINDS
from tests.conftest import Clock

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
OLD = "Billing deploys go to staging-eu-2 on Fridays."
FIX = "Billing deploys go to prod-eu-1 on Fridays."
SAID = f"Sorry, I was wrong earlier. {FIX}"


def note(content: str, evidence: str, source: str = "user_assertion", **fields: Any) -> Any:
    return {"content": content, "source": source, "evidence": evidence, **fields}


@pytest.fixture
def script() -> list[Any]:
    return []


@pytest.fixture
def llm(script: list[Any]) -> TestLLM:
    return TestLLM(default=lambda system, prompt: script.pop(0) if script else {"entries": []})


@pytest.fixture
def memory(db_path: Path | str, clock: Clock, llm: TestLLM) -> Iterator[Memory]:
    # The full request is the one that asks the model to classify; the compact one is
    # checked for what it asks in test_the_compact_prompt_shows_known_entries_by_ref.
    with Memory.open(
        db_path,
        embedder=TestEmbedder(),
        clock=clock,
        models=Models(extraction=llm),
        config=Config(entries=EntriesConfig(prompt_style="full")),
        worker=False,
    ) as opened:
        yield opened


def turn(memory: Memory, user: str, *, query: str | None = None) -> dict[str, Any]:
    """One turn: before_turn (so known memory reaches the extractor), then after_turn."""
    injected = memory.before_turn(SCOPE, "t-1", query or user)
    messages = [{"role": "user", "content": user}, {"role": "assistant", "content": "Noted."}]
    job = memory.after_turn(SCOPE, "t-1", messages, sync=True, injected=injected)
    assert job is not None and job.status == "done", job
    return dict(job.result or {})


def test_the_models_classification_is_stored(memory: Memory, script: list[Any]) -> None:
    user = (
        "We decided to keep plan=basic until the Q3 renewal. Export EX-12 stalls at 99% "
        "on big files. Maybe proxy P-4 drops the upload."
    )
    script.append(
        {
            "entries": [
                note(
                    "We decided to keep plan=basic until the Q3 renewal.",
                    "We decided to keep plan=basic until the Q3 renewal.",
                    kind="decision",
                    confidence="high",
                    privacy_class="internal",
                    corrects=None,
                ),
                note(
                    "Export EX-12 stalls at 99% on big files.",
                    "Export EX-12 stalls at 99%",
                    kind="gossip",
                    confidence="very",
                    privacy_class="secret",
                    corrects="  ",
                ),
                note(
                    "Proxy P-4 might drop the upload.",
                    "Maybe proxy P-4 drops the upload.",
                    kind="open_question",
                    confidence="low",
                ),
            ]
        }
    )
    result = turn(memory, user)
    assert result["malformed"] == 0 and result["entries"] == 3 and result["corrections"] == 0
    stored = {e.content: e for e in memory.timeline(SCOPE)}
    decision = stored["We decided to keep plan=basic until the Q3 renewal."]
    assert (decision.kind, decision.confidence, decision.privacy_class) == (
        "decision",
        "high",
        "internal",
    )
    fallback = stored["Export EX-12 stalls at 99% on big files."]
    assert (fallback.kind, fallback.confidence, fallback.privacy_class) == (
        "case",
        "medium",
        "private",
    )
    question = stored["Proxy P-4 might drop the upload."]
    assert (question.kind, question.confidence) == ("open_question", "low")
    assert {e.actor for e in stored.values()} == {"u-1"}
    assert {e.source_trust for e in stored.values()} == {"user_provided"}
    assert {e.policy_version for e in stored.values()} == {"episodic-default/3"}


def test_the_policy_judges_the_classified_notes(memory: Memory, script: list[Any]) -> None:
    user = "My card ending 4242 was charged twice for invoice INV-7."
    script.append(
        {
            "entries": [
                note(user, user, kind="incident", privacy_class="sensitive"),
                note(
                    "Invoice INV-7 was charged twice.",
                    "charged twice for invoice INV-7",
                    kind="human_approval",
                ),
            ]
        }
    )
    result = turn(memory, user)
    assert result["dropped"] == {
        "policy:approval_event_missing_resource": 1,
        "policy:sensitive_event_requires_expiry": 1,
    }
    assert memory.timeline(SCOPE, include_inactive=True) == []
    assert len(memory.audit.list(SCOPE, actions=["deny"])) == 2


def test_reading_is_lenient_per_item() -> None:
    candidates, malformed = read_entries(
        {
            "entries": [
                note("A", "a", kind="decision", confidence="high", privacy_class="public"),
                note("B", "b", kind=7, confidence=None, privacy_class=["x"], corrects=3),
                note("C", "c", corrects=" k2 "),
                {"content": "D", "source": "user_assertion"},
                "not an object",
            ]
        }
    )
    assert malformed == 2
    assert [(c.kind, c.confidence, c.privacy_class, c.corrects) for c in candidates] == [
        ("decision", "high", "public", None),
        ("case", None, None, None),
        ("case", None, None, "k2"),
    ]


def test_the_prompt_asks_for_the_classification_and_names_known_entries(
    memory: Memory, llm: TestLLM
) -> None:
    old = memory.remember(SCOPE, OLD)
    turn(memory, SAID, query="billing deploys Fridays")
    call = llm.calls[-1]
    item = call.schema["properties"]["entries"]["items"] if call.schema else output_schema()
    assert item["properties"]["kind"]["enum"] == list(EVENT_KINDS)
    assert set(item["required"]) >= {"kind", "confidence", "privacy_class", "corrects"}
    assert '"corrects"' in call.system and '"kind"' in call.system
    known = call.prompt.split("<known-memory>")[1].split("</known-memory>")[0]
    assert json.loads(known) == [{"ref": "k1", "entry": old.content}]


def test_the_compact_request_quotes_and_a_correction_replaces_the_closest_note(
    db_path: Path | str, clock: Clock, llm: TestLLM, script: list[Any]
) -> None:
    with Memory.open(
        db_path,
        embedder=TestEmbedder(),
        clock=clock,
        models=Models(extraction=llm),
        config=Config(entries=EntriesConfig(prompt_style="compact")),
        worker=False,
    ) as memory:
        old = memory.remember(SCOPE, OLD)
        other = memory.remember(SCOPE, "The staging cluster is staging-eu-2.")
        script.append({"quotes": [FIX, "I think it was Tuesday.", 7]})
        result = turn(memory, SAID, query="billing deploys Fridays")
        call = llm.calls[-1]
        assert f"- {old.content}" in call.prompt and call.prompt.endswith("assistant: Noted.")
        assert call.schema == {
            "type": "object",
            "properties": {"quotes": {"type": "array", "items": {"type": "string"}}},
            "required": ["quotes"],
            "additionalProperties": False,
        }
        # The note is its own quote; the guess is left out; the bad item is counted.
        assert [e.content for e in memory.timeline(SCOPE)] == [FIX, other.content]
        assert result["dropped"] == {"quote_guess": 1} and result["malformed"] == 1
        # The message announces a correction ("I was wrong"): the closest note is replaced.
        assert memory.entries.get(SCOPE, old.id).status == "superseded"
        assert memory.entries.get(SCOPE, other.id).status == "active"


@pytest.mark.parametrize("by", ["ref", "id", "text", "similar text"])
def test_a_correction_the_user_makes_supersedes_the_entry(
    memory: Memory, script: list[Any], by: str
) -> None:
    old = memory.remember(SCOPE, OLD)
    named = {
        "ref": "k1",
        "id": old.id,
        "text": OLD.lower(),
        "similar text": OLD.rstrip(".") + " !!",
    }[by]
    script.append({"entries": [note(FIX, FIX, kind="correction", corrects=named)]})
    result = turn(memory, SAID, query="billing deploys Fridays")
    assert result["corrections"] == 1
    (new,) = memory.timeline(SCOPE)
    assert new.content == FIX and new.kind == "correction" and new.supersedes == (old.id,)
    before = memory.entries.get(SCOPE, old.id)
    assert before.status == "superseded" and before.superseded_by == new.id
    for query in ("billing deploys Fridays", "staging-eu-2"):
        assert old.id not in [r.entry.id for r in memory.recall(SCOPE, query)]
        assert "staging-eu-2" not in memory.before_turn(SCOPE, "t-2", query).render()
    (record,) = memory.audit.list(SCOPE, actions=["correct"])
    assert record.actor == "extraction" and record.target_ids == (old.id, new.id)
    assert record.reason == "user_correction" and "eu-" not in json.dumps(record.to_dict())


def test_only_the_users_own_correction_supersedes(memory: Memory, script: list[Any]) -> None:
    old = memory.remember(SCOPE, OLD)
    found = "The deploy log shows billing deploys go to prod-eu-1 on Fridays."
    script.append(
        {
            "entries": [
                note(found, found, source="verified_assistant_finding", corrects="k1"),
                note("Invoice INV-9 failed.", "Invoice INV-9 failed", corrects="k7"),
            ]
        }
    )
    injected = memory.before_turn(SCOPE, "t-1", "billing deploys Fridays")
    job = memory.after_turn(
        SCOPE,
        "t-1",
        [
            {"role": "user", "content": "Invoice INV-9 failed too."},
            {"role": "assistant", "content": found},
        ],
        sync=True,
        injected=injected,
    )
    assert job is not None and job.result is not None
    assert job.result["corrections"] == 0 and job.result["entries"] == 2
    assert memory.entries.get(SCOPE, old.id).status == "active"
    assert all(e.supersedes == () for e in memory.timeline(SCOPE))


def test_a_correction_close_to_the_old_text_is_still_a_new_entry(
    memory: Memory, script: list[Any]
) -> None:
    old = memory.remember(SCOPE, OLD)
    close = OLD.rstrip(".") + "!!"  # dedupe would merge it into the old entry
    user = f"To be exact: {close}"
    script.append({"entries": [note(close, close, kind="correction", corrects="k1")]})
    result = turn(memory, user, query="billing deploys Fridays")
    assert result["corrections"] == 1
    (new,) = memory.timeline(SCOPE)
    assert new.id != old.id and new.supersedes == (old.id,)


def test_saying_the_same_again_supersedes_nothing(memory: Memory, script: list[Any]) -> None:
    old = memory.remember(SCOPE, OLD)
    script.append({"entries": [note(OLD, OLD, corrects="k1")]})
    turn(memory, f"Yes: {OLD}", query="billing deploys Fridays")
    assert [e.id for e in memory.timeline(SCOPE, include_inactive=True)] == [old.id]
    assert memory.entries.get(SCOPE, old.id).status == "active"
    assert memory.audit.list(SCOPE, actions=["correct"]) == []


@pytest.mark.parametrize(
    ("governance", "expected"),
    [
        (GovernanceConfig(), ("medium", "private")),
        (
            GovernanceConfig(default_confidence="low", default_privacy="internal"),
            ("low", "internal"),
        ),
    ],
)
def test_the_offline_extractor_uses_the_documented_defaults(
    db_path: Path | str, governance: GovernanceConfig, expected: tuple[str, str]
) -> None:
    with Memory.open(
        db_path, embedder=TestEmbedder(), config=Config(governance=governance), worker=False
    ) as memory:
        old = memory.remember(SCOPE, "Job J-9 fails with HTTP 429 since Monday.")
        user = "Correction: job J-9 fails with HTTP 503 since Monday, not 429."
        injected = memory.before_turn(SCOPE, "t-1", user)
        messages = [{"role": "user", "content": user}]
        job = memory.after_turn(SCOPE, "t-1", messages, sync=True, injected=injected)
        # A sentence announcing a correction replaces the note it shares most words with.
        assert job is not None and job.result is not None and job.result["corrections"] == 1
        (stored,) = memory.timeline(SCOPE)
        assert stored.content == user
        assert stored.kind == "case" and (stored.confidence, stored.privacy_class) == expected
        assert stored.source_trust == "user_provided" and stored.actor == "u-1"
        assert memory.entries.get(SCOPE, old.id).status == "superseded"
        # Without that announcement nothing is replaced, even about the same job.
        said = [{"role": "user", "content": "Job J-9 also fails with HTTP 502 on Sundays."}]
        memory.after_turn(SCOPE, "t-1", said, sync=True)
        assert len(memory.timeline(SCOPE)) == 2

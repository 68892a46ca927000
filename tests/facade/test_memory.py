from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from episodic import (
    Config,
    ConfigError,
    EntriesConfig,
    Evidence,
    JobsConfig,
    Memory,
    NewEntry,
    NotFoundError,
    RankingParams,
    Scope,
    ScopeError,
    TestEmbedder,
    ValidationError,
)
from tests.conftest import NOW, Clock

CASE = (
    "Priority tickets were misrouted because the form sent tier=enterprise_plus while the "
    "router matched tier=enterprise-plus."
)


def test_remember_stores_normalized_content_with_its_evidence(memory: Memory, scope: Scope) -> None:
    entry = memory.remember(
        scope,
        "  Priority tickets were misrouted\n because the form sent tier=enterprise_plus while "
        "the router matched tier=enterprise-plus. ",
        evidence=Evidence(text="the form sends tier=enterprise_plus", message_id="m-1"),
        thread="t-1",
        metadata={"ticket": "T-1", "tags": ["routing"]},
    )
    assert entry.content == CASE
    assert entry.status == "active"
    assert entry.kind == "case"
    assert entry.thread_id == "t-1"
    assert entry.metadata == {"ticket": "T-1", "tags": ["routing"]}
    assert entry.occurred_at == entry.recorded_at == entry.last_seen_at == NOW
    assert entry.embedding_model == "test:hash"
    (source,) = entry.sources
    assert (source.label, source.evidence, source.message_id, source.role) == (
        "user_assertion",
        "the form sends tier=enterprise_plus",
        "m-1",
        "user",
    )
    assert memory.entries.get(scope, entry.id) == entry


def test_assistant_finding_defaults_to_the_assistant_role(memory: Memory, scope: Scope) -> None:
    entry = memory.remember(
        scope,
        "The cron job runs in UTC, not local time.",
        evidence="the scheduler logs show UTC",
        source="verified_assistant_finding",
    )
    assert entry.sources[0].role == "assistant"


def test_hash_duplicate_reinforces_instead_of_failing(
    memory: Memory, scope: Scope, clock: Clock
) -> None:
    first = memory.remember(scope, CASE, evidence="first mention", thread="t-1")
    clock.moment = NOW + timedelta(days=3)
    again = memory.remember(scope, CASE.upper().replace(" ", "  "), evidence="second", thread="t-2")
    assert again.id == first.id
    assert again.content == first.content  # the original wording is kept
    assert again.last_seen_at == NOW + timedelta(days=3)
    assert [s.evidence for s in again.sources] == ["first mention", "second"]
    assert [s.thread_id for s in again.sources] == ["t-1", "t-2"]
    assert len(memory.timeline(scope)) == 1


def test_reinforcement_never_moves_last_seen_backwards(memory: Memory, scope: Scope) -> None:
    first = memory.remember(scope, CASE)
    older = memory.remember(scope, CASE, occurred_at=NOW - timedelta(days=30))
    assert older.id == first.id
    assert older.last_seen_at == NOW


def test_similar_entry_is_deduped_at_the_threshold(memory: Memory, scope: Scope) -> None:
    first = memory.remember(scope, CASE)
    # One extra word: cosine under the test embedder stays above 0.86.
    near = memory.remember(scope, CASE + " Again.")
    vectors = memory.embedder.embed([CASE, CASE + " Again."])
    assert float(vectors[0] @ vectors[1]) >= 0.86
    assert near.id == first.id
    assert len(near.sources) == 1  # the same source again (no quote, same label) adds no row
    other = memory.remember(scope, "Exports of files over 2 GB time out on plan=basic.")
    assert other.id != first.id
    assert len(memory.timeline(scope)) == 2


def test_similarity_dedupe_can_be_switched_off(db_path: Path, scope: Scope) -> None:
    config = Config(entries=EntriesConfig(dedupe_similarity_threshold=False))
    with Memory.open(db_path, embedder=TestEmbedder(), config=config) as memory:
        first = memory.remember(scope, CASE)
        near = memory.remember(scope, CASE + " Again.")
        same = memory.remember(scope, CASE.lower())
    assert near.id != first.id  # similar but not identical: kept
    assert same.id == first.id  # hash dedupe still applies


def test_remember_many_dedupes_within_the_batch_and_keeps_order(
    memory: Memory, scope: Scope
) -> None:
    entries = memory.remember_many(
        scope,
        [
            {"content": CASE, "evidence": "a"},
            NewEntry(content="Exports over 2 GB time out on plan=basic.", evidence="b"),
            {"content": CASE.lower(), "evidence": "c"},
            {"content": CASE + " Again.", "evidence": "d"},
        ],
    )
    assert [e.id for e in entries] == [entries[0].id, entries[1].id, entries[0].id, entries[0].id]
    # Returned entries reflect the whole batch: the duplicates' evidence is already attached.
    assert sorted(s.evidence or "" for s in entries[0].sources) == ["a", "c", "d"]
    assert memory.entries.get(scope, entries[0].id) == entries[0]
    assert len(memory.timeline(scope)) == 2


def test_metadata_round_trips_unchanged(memory: Memory, scope: Scope) -> None:
    metadata = {"nested": {"a": [1, 2.5, None, True]}, "unicode": "naïve ✓"}
    entry = memory.remember(scope, "Metadata check entry.", metadata=metadata)
    assert memory.entries.get(scope, entry.id).metadata == metadata


def _nothing_written(memory: Memory, scope: Scope) -> None:
    assert memory.timeline(scope, include_inactive=True) == []
    assert memory.entries.count(scope) == 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"content": ""}, "content is empty"),
        ({"content": " \n\t "}, "content is empty"),
        ({"content": "x" * 2001}, "limit is 2000"),
        ({"content": "ok", "source": "assistant_guess"}, "unknown source label"),
        ({"content": "ok", "evidence": ""}, "evidence is empty"),
        ({"content": "ok", "evidence": "x" * 4001}, "evidence is longer"),
        ({"content": "ok", "metadata": {"when": datetime(2026, 1, 1)}}, "JSON-serializable"),
        ({"content": "ok", "occurred_at": datetime(2026, 1, 1)}, "timezone-aware"),
        ({"content": "ok", "kind": ""}, "kind must be"),
        ({"content": 42}, "content must be a string"),
    ],
)
def test_bad_input_is_refused_and_nothing_is_written(
    memory: Memory, scope: Scope, kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        memory.remember(scope, **kwargs)  # type: ignore[arg-type]
    _nothing_written(memory, scope)


def test_one_bad_item_in_a_batch_writes_nothing(memory: Memory, scope: Scope) -> None:
    with pytest.raises(ValidationError, match="item 2: unknown source label"):
        memory.remember_many(
            scope,
            [{"content": "good one"}, {"content": "good two"}, {"content": "x", "source": "?"}],
        )
    with pytest.raises(ValidationError, match="Unknown field"):
        memory.remember_many(scope, [{"content": "good", "colour": "red"}])
    _nothing_written(memory, scope)


def test_incomplete_scope_is_refused_by_every_method(memory: Memory) -> None:
    partial = Scope(tenant="acme", user="u-42")
    calls = [
        lambda: memory.remember(partial, "text"),
        lambda: memory.remember_many(partial, [{"content": "text"}]),
        lambda: memory.recall(partial, "text"),
        lambda: memory.before_turn(partial, "t", "text"),
        lambda: memory.tools(partial),
        lambda: memory.timeline(partial),
        lambda: memory.entries.get(partial, "some-id"),
    ]
    for call in calls:
        with pytest.raises(ScopeError, match="full scope"):
            call()


def test_recall_rejects_empty_queries_and_bad_top_k(memory: Memory, scope: Scope) -> None:
    with pytest.raises(ValidationError, match="non-empty query"):
        memory.recall(scope, "  ")
    with pytest.raises(ValidationError, match="top_k"):
        memory.recall(scope, "disk", top_k=0)


def test_a_query_of_another_dimension_under_the_same_model_name_is_refused(
    memory: Memory, db_path: Path, scope: Scope
) -> None:
    memory.remember(scope, CASE)
    # Same model name, other dimension: a misconfigured embedder, not a comparable vector.
    with (
        Memory.open(db_path, embedder=TestEmbedder(7, name="test:hash")) as other,
        pytest.raises(ValidationError, match="dimensions"),
    ):
        other.recall(scope, "tier=enterprise_plus routing")
    assert len(memory.timeline(scope)) == 1


def test_embedder_returning_the_wrong_shape_writes_nothing(db_path: Path, scope: Scope) -> None:
    class Broken(TestEmbedder):
        def _embed(self, texts):  # type: ignore[no-untyped-def]
            return np.ones((len(texts), 3), dtype=np.float32)

    from episodic import ProviderError

    with Memory.open(db_path, embedder=Broken()) as memory:
        with pytest.raises(ProviderError, match="expected"):
            memory.remember(scope, CASE)
        _nothing_written(memory, scope)


def test_vectors_of_another_model_are_never_scored(db_path: Path, scope: Scope) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(name="model-a")) as memory:
        memory.remember(scope, "Zebra crossing sensor Z-9 reported false alarms at night.")
    with Memory.open(db_path, embedder=TestEmbedder(name="model-b")) as memory:
        hits = memory.recall(scope, "zebra crossing sensor Z-9 false alarms")
        # Found by words only: no vector of model-b exists for it.
        assert [h.vector_score for h in hits] == [None]
        assert hits[0].lexical_score is not None


def test_get_unknown_id_raises_not_found(memory: Memory, scope: Scope) -> None:
    with pytest.raises(NotFoundError):
        memory.entries.get(scope, "missing")


def test_expired_entries_are_not_recalled_but_stay_in_history(
    memory: Memory, scope: Scope, clock: Clock
) -> None:
    entry = memory.remember(
        scope,
        "Temporary VPN bypass for ticket T-88 is active.",
        expires_at=NOW + timedelta(days=1),
    )
    assert [h.entry.id for h in memory.recall(scope, "VPN bypass T-88")] == [entry.id]
    clock.moment = NOW + timedelta(days=2)
    assert memory.recall(scope, "VPN bypass T-88") == []
    assert memory.timeline(scope) == []
    assert [e.id for e in memory.timeline(scope, include_inactive=True)] == [entry.id]


def test_unknown_store_url_and_embedder_are_config_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="Unsupported store URL"):
        Memory.open("mysql://nope", embedder="test")
    with pytest.raises(ConfigError, match="Unknown embedder"):
        Memory.open(tmp_path / "x.db", embedder="word2vec")


def test_config_validates_its_fields() -> None:
    with pytest.raises(ConfigError, match="top_k"):
        EntriesConfig(top_k=0)
    with pytest.raises(ConfigError, match="dedupe_similarity_threshold"):
        EntriesConfig(dedupe_similarity_threshold=1.5)
    with pytest.raises(ConfigError, match="dedupe_similarity_threshold"):
        EntriesConfig(dedupe_similarity_threshold=True)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match=r"JobsConfig\.lease_seconds must be a positive number"):
        JobsConfig(lease_seconds=0)
    with pytest.raises(ConfigError, match="half_life_days"):
        Config(ranking=RankingParams(half_life_days=0))
    assert Config().entries.top_k == 5 and Config().jobs.max_attempts == 5


def test_recall_results_carry_every_debug_score(memory: Memory, scope: Scope) -> None:
    memory.remember(scope, CASE)
    (hit,) = memory.recall(scope, "tier=enterprise_plus routing")
    assert hit.lexical_score is not None and hit.lexical_score > 0
    assert hit.vector_score is not None
    assert 0 < hit.recency_factor <= 1
    assert hit.final_score == pytest.approx(hit.fused_score * hit.recency_factor)
    payload = hit.to_dict()
    assert payload["content"] == CASE
    assert set(payload["scores"]) == {
        "lexical",
        "vector",
        "fused",
        "recency",
        "decay",
        "time",
        "final",
    }
    json.dumps(payload)


@pytest.mark.parametrize(
    "query", ["tier=enterprise_plus", "WF-QBR-4792", "#qbr-war-room", "enterprise_plus"]
)
def test_identifiers_are_found_by_words(memory: Memory, scope: Scope, query: str) -> None:
    target = memory.remember(
        scope,
        "Workflow WF-QBR-4792 stopped posting to #qbr-war-room after tier=enterprise_plus "
        "accounts were migrated.",
    )
    memory.remember(scope, "Workflow WF-QBR-4791 posts weekly summaries to #ops.")
    memory.remember(scope, "Accounts on tier=enterprise-plus get a dedicated manager.")
    hits = memory.recall(scope, query)
    assert hits and hits[0].entry.id == target.id

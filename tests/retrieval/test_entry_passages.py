"""An entry of several sentences is found by its best sentence, on both backends; dedupe still
compares the entry's own vector, erasure removes the sentence vectors, and re-embedding gives
them to entries written without them (an upgraded database's)."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from episodic import Memory, Scope, Subject, TestEmbedder
from episodic.entries.passages import entry_passages
from episodic.models import CandidateQuery
from episodic.stores import Store
from tests.conftest import sql_rows

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
# One long entry: three sentences on three unrelated things.
LONG = (
    "Dana: We repainted the kitchen walls a pale green over the weekend. "
    "My cousin Marcus is flying in from Lisbon next Thursday for the conference. "
    "The old laptop finally died, so I ordered a new one with more memory."
)
QUESTION = "Marcus flying in from Lisbon"
OTHERS = (
    "Dana: The printer on the second floor jams whenever duplex mode is on.",
    "Dana: Our team standup moved to nine thirty on Mondays.",
    "Dana: The parking garage closes early on public holidays.",
)


def _semantic(store: Store, memory: Memory, scope: Scope, text: str) -> dict[str, float]:
    """The vector candidates of a search for ``text`` (no words), by entry id."""
    embedder = TestEmbedder()
    query = CandidateQuery(
        terms=[], vector=embedder.embed_one(text), model=embedder.name, limit=10, now=NOW
    )
    return {hit.entry_id: hit.score for hit in store.candidates(scope, query).semantic}


def test_a_long_entry_scores_as_its_best_sentence(
    store: Store, memory: Memory, scope: Scope
) -> None:
    entry = memory.remember(scope, LONG)
    for text in OTHERS:
        memory.remember(scope, text)
    embedder = TestEmbedder()
    query = embedder.embed_one(QUESTION)
    own = float(embedder.embed_one(LONG) @ query)
    sentences = entry_passages(LONG)
    assert len(sentences) == 3 and all(s.startswith("Dana: ") for s in sentences)
    best = float(np.max(embedder.embed(list(sentences)) @ query))
    assert best > own + 0.1
    found = _semantic(store, memory, scope, QUESTION)
    assert max(found, key=lambda entry_id: found[entry_id]) == entry.id
    assert found[entry.id] == pytest.approx(best, abs=1e-4)
    # The store's plain vector search is what dedupe compares: the entry's own vector.
    plain = store.vector_search(scope, query, model=embedder.name, limit=10, now=NOW)
    assert {hit.entry_id: hit.score for hit in plain}[entry.id] == pytest.approx(own, abs=1e-4)
    assert memory.recall(scope, QUESTION)[0].entry.id == entry.id


def test_dedupe_compares_the_entry_s_own_vector(memory: Memory, scope: Scope) -> None:
    # A note equal to one sentence of a long entry is as close as can be to that sentence's
    # vector, and still a fact of its own: it must not merge into the long entry.
    long = memory.remember(scope, LONG)
    sentence = "Dana: My cousin Marcus is flying in from Lisbon next Thursday for the conference."
    short = memory.remember(scope, sentence)
    other = memory.remember(
        scope,
        "Dana: My cousin Marcus is flying in from Lisbon next Thursday for the conference. "
        "We are booking a table at the harbour restaurant for his first evening here. "
        "The bike needs new brakes before the spring rides start again.",
    )
    assert len({long.id, short.id, other.id}) == 3
    assert len(memory.timeline(scope, limit=None)) == 3


def test_sentence_vectors_are_stored_and_erased(
    db_path: object, store: Store, memory: Memory, scope: Scope
) -> None:
    first = memory.remember(scope, OTHERS[0])
    single = memory.remember(scope, OTHERS[1])
    entry = memory.correct(scope, first.id, LONG, reason="said more")
    url = str(db_path)
    rows = dict(sql_rows(url, "SELECT id, passage_vectors IS NOT NULL FROM entries"))
    assert rows == {first.id: True, entry.id: True, single.id: True}
    # The correction is found by its best sentence, as a new entry is.
    found = _semantic(store, memory, scope, QUESTION)
    assert max(found, key=lambda entry_id: found[entry_id]) == entry.id
    memory.erase(Subject(tenant=scope.tenant, user=scope.user))
    assert sql_rows(url, "SELECT count(*) FROM entries WHERE passage_vectors IS NOT NULL") == [(0,)]


def test_reindex_gives_sentence_vectors_to_entries_without_them(
    db_path: object, store: Store, memory: Memory, scope: Scope
) -> None:
    entry = memory.remember(scope, LONG)
    for text in OTHERS:
        memory.remember(scope, text)
    with store.write() as tx:  # as an entry written before this release has it
        tx.execute("UPDATE entries SET passage_vectors = NULL")
        tx.execute("UPDATE scope_state SET rewrites = rewrites + 1")
    embedder = TestEmbedder()
    own = float(embedder.embed_one(LONG) @ embedder.embed_one(QUESTION))
    assert _semantic(store, memory, scope, QUESTION)[entry.id] == pytest.approx(own, abs=1e-4)
    assert memory.entries.reindex(scope) == 4
    assert _semantic(store, memory, scope, QUESTION)[entry.id] > own + 0.1
    assert memory.entries.reindex(scope) == 0

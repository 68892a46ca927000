"""What a candidate's surroundings add: its thread, its speaker, its quotes and what was said
before it (ranking steps 7 and 8, and the terms an entry is stored with), on both backends."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from episodic import Memory, NewEntry, Recalled, Scope, TestEmbedder
from episodic.config import Config, RankingParams
from episodic.models import MessageDraft
from episodic.retrieval.anchors import (
    names_speaker,
    query_names,
    query_words,
    speaker_label,
    subject_name,
)
from episodic.retrieval.keys import CONTEXT_CHARS, entry_key_text
from episodic.retrieval.ranking import Candidate, rank
from episodic.retrieval.times import asks_when, mentions_time
from tests.conftest import Clock

NOW = datetime(2024, 3, 20, 15, 30, tzinfo=UTC)
SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
OTHER = Scope(tenant="acme", agent="bot", user="u-2")
OFF = dataclasses.replace(RankingParams(), thread_weight=0.0, speaker_boost=0.0, when_boost=0.0)


def _factor(found: Recalled) -> float:
    """What multiplied a recalled entry's score beyond fusion, recency and decay."""
    return found.final_score / (found.fused_score * found.recency_factor * found.decay_factor)


def _store(memory: Memory, *notes: str) -> None:
    """Remember each note, all said two days ago, in no thread."""
    day = NOW - timedelta(days=2)
    memory.remember_many(SCOPE, [NewEntry(note, occurred_at=day) for note in notes])


def _cand(name: str, cosine: float, group: str | None = None, anchored: bool = False) -> Candidate:
    return Candidate(name, None, cosine, NOW, group=group, anchored=anchored)


def test_the_other_candidates_of_a_thread_lend_a_share_of_their_best() -> None:
    pool = [
        _cand("lead", 0.80, "t-1"),
        _cand("beside-lead", 0.60, "t-1"),
        _cand("alone", 0.62, "t-2"),
        _cand("threadless", 0.61),
    ]
    plain = rank(pool, now=NOW, top_k=4, params=OFF)
    assert [s.id for s in plain] == ["lead", "alone", "threadless", "beside-lead"]
    ranked = rank(pool, now=NOW, top_k=4)
    assert [s.id for s in ranked] == ["lead", "beside-lead", "alone", "threadless"]
    by_id = {s.id: s for s in ranked}
    before = {s.id: s.final_score for s in plain}
    weight = RankingParams().thread_weight
    # The lead gains from the second of its thread, its neighbour from the lead; a candidate
    # alone in its thread, or in none, gains nothing.
    assert by_id["lead"].thread_bonus == pytest.approx(weight * before["beside-lead"])
    assert by_id["beside-lead"].thread_bonus == pytest.approx(weight * before["lead"])
    assert by_id["alone"].thread_bonus == 0.0 and by_id["threadless"].thread_bonus == 0.0
    for name in ("alone", "threadless"):
        assert by_id[name].final_score == pytest.approx(before[name])
    assert by_id["lead"].final_score == pytest.approx(before["lead"] + by_id["lead"].thread_bonus)


def test_a_named_speaker_multiplies_what_they_said() -> None:
    pool = [_cand("other", 0.70), _cand("named", 0.66, anchored=True)]
    assert [s.id for s in rank(pool, now=NOW, top_k=2, params=OFF)] == ["other", "named"]
    ranked = rank(pool, now=NOW, top_k=2)
    assert [s.id for s in ranked] == ["named", "other"]
    boost = 1 + RankingParams().speaker_boost
    assert [s.speaker_factor for s in ranked] == [boost, 1.0]
    assert ranked[0].final_score == pytest.approx(
        ranked[0].fused_score * ranked[0].recency_factor * boost
    )


def test_speaker_labels_and_the_names_a_query_says() -> None:
    assert speaker_label("Dana: we moved the standup.") == "Dana"
    assert speaker_label("  Dr. Okafor: the scan is clear") == "Dr. Okafor"
    assert speaker_label("we moved it: to Monday") is None
    assert speaker_label("Note 4: ignore") is None  # digits are no name
    words = query_words("What did Okafor say about Dana's scan?")
    assert names_speaker(words, "Dr. Okafor") and names_speaker(words, "Dana")
    assert not names_speaker(words, "Priya") and not names_speaker(words, None)
    # A role is nobody in particular; a word of two letters names no one either.
    assert not names_speaker(query_words("what did the user say"), "User")
    assert not names_speaker(query_words("is it Al"), "Al")


def test_an_entry_key_holds_its_quotes() -> None:
    text = entry_key_text(
        "Dana booked a cabin.",
        ["we booked the cabin by the lake", "Dana booked a cabin", None, " "],
    )
    # A quote the content holds adds nothing; a long one adds its beginning.
    assert text.split("\n") == ["Dana booked a cabin.", "we booked the cabin by the lake"]
    long = "word " * 400
    assert len(entry_key_text("x", [long]).split("\n")[1]) <= CONTEXT_CHARS


QUESTION = "Which trail to hike with the kids?"
ANSWER = "Sam: The ridge loop, short and flat."
QUESTION_SAID = "Dana: Which trail should we hike with the kids?"
# A search, not an injection: the relative floor would drop what holds none of the words.
WIDE = RankingParams().gate_max_k + 1


def _thread(memory: Memory, scope: Scope = SCOPE, **answer: Any) -> None:
    day = NOW - timedelta(days=3)
    memory.remember_many(
        scope,
        [
            NewEntry(
                "Dana: Which trail should we hike with the kids?", thread="t-1", occurred_at=day
            ),
            NewEntry(ANSWER, thread="t-1", occurred_at=day, **answer),
            NewEntry("Sam: My sister sold her piano.", thread="t-2", occurred_at=day),
        ],
    )


def _contents(found: list[Recalled]) -> list[str]:
    return [r.entry.content for r in found]


def test_an_entry_is_found_by_the_match_said_before_it_in_its_thread(
    db_path: Path | str, clock: Clock
) -> None:
    clock.moment = NOW
    off = Config(ranking=dataclasses.replace(RankingParams(), follow_weight=0.0))
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        _thread(memory)
        found = memory.recall(SCOPE, QUESTION, top_k=WIDE)
    assert _contents(found)[:2] == [QUESTION_SAID, ANSWER]
    # The answer holds none of the words: the question lent it a share of its score.
    assert found[1].lexical_score is None and found[1].fused_score > 0
    assert "Sam: My sister sold her piano." not in _contents(found)
    with Memory.open(
        db_path, embedder=TestEmbedder(), clock=clock, worker=False, config=off
    ) as memory:
        assert ANSWER not in _contents(memory.recall(SCOPE, QUESTION, top_k=WIDE))


def test_what_follows_a_match_is_lent_only_while_both_are_live(memory: Memory) -> None:
    _thread(memory)
    (question,) = [e for e in memory.timeline(SCOPE) if "trail" in e.content]
    memory.forget(SCOPE, question.id, reason="user request")
    # Forgotten words find nothing, not even the entry said after them in the thread.
    assert memory.recall(SCOPE, QUESTION, top_k=WIDE) == []


def test_what_follows_a_match_keeps_to_the_purpose_and_the_expiry(
    memory: Memory, clock: Clock
) -> None:
    clock.moment = NOW
    _thread(memory, purpose=("marketing",))
    found = memory.recall(SCOPE, QUESTION, top_k=WIDE, purpose="support")
    assert found and ANSWER not in _contents(found)
    assert ANSWER in _contents(memory.recall(SCOPE, QUESTION, top_k=WIDE, purpose="marketing"))
    _thread(memory, OTHER, expires_at=NOW + timedelta(hours=1))
    assert ANSWER in _contents(memory.recall(OTHER, QUESTION, top_k=WIDE))
    clock.moment = NOW + timedelta(hours=2)
    found = memory.recall(OTHER, QUESTION, top_k=WIDE)
    assert found and ANSWER not in _contents(found)


def test_an_entry_is_found_by_the_evidence_it_quotes(memory: Memory) -> None:
    memory.remember(
        SCOPE,
        "Dana adopted a dog.",
        evidence="we picked up Biscuit from the shelter in Hartford",
        occurred_at=NOW,
    )
    memory.remember(OTHER, "Sam adopted a cat.", evidence="Hartford shelter again", occurred_at=NOW)
    (found,) = memory.recall(SCOPE, "Hartford shelter Biscuit", top_k=5)
    assert found.entry.content == "Dana adopted a dog." and found.lexical_score is not None
    # The entry itself is unchanged: only what it is found by grew.
    assert [e.content for e in memory.timeline(SCOPE)] == ["Dana adopted a dog."]


def test_recall_ranks_what_the_named_speaker_said_first(memory: Memory) -> None:
    _store(memory, "Sam: I painted a lake at sunrise.", "Dana: I painted a lake at sunrise.")
    boost = 1 + RankingParams().speaker_boost
    for speaker in ("Dana", "Sam"):
        found = memory.recall(SCOPE, f"What did {speaker} paint?", top_k=2)
        assert found[0].entry.content.startswith(f"{speaker}:")
        # The named one's score carries the boost, the other's does not (no thread, no time).
        factors = [_factor(r) for r in found]
        assert factors[0] == pytest.approx(boost)
        assert all(factor == pytest.approx(1.0) for factor in factors[1:])
    assert len(memory.timeline(SCOPE)) == 2  # two entries, not one merged


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Dana painted a lake at sunrise.", "Dana"),
        ("Dana's sister moved to Lyon.", "Dana"),
        ("  Zoë adopted a dog.", "Zoë"),
        ("The user painted a lake.", None),  # a function word, not a name
        ("She painted a lake.", None),
        ("User prefers tea.", None),  # a role
        ("NASA launched it.", None),  # capitals, no name
        ("Dana Okafor moved.", None),  # a second capitalized word: a heading or a full name
        ("dana painted a lake.", None),
        ("Dana: I painted a lake.", None),  # a speaker label, read as such
    ],
)
def test_the_subject_a_note_opens_with(text: str, subject: str | None) -> None:
    assert subject_name(text) == subject


def test_only_a_name_written_as_one_names_a_subject() -> None:
    assert names_speaker(query_names("Where did Dana's sister move?"), "Dana")
    assert not names_speaker(query_names("where did dana move?"), "Dana")
    # "Last" opens a note, "last" in a question is no name.
    assert not names_speaker(query_names("When did she last paint?"), subject_name("Last painted"))


def test_recall_ranks_the_note_about_the_named_person_first(memory: Memory) -> None:
    _store(memory, "Sam painted a lake at sunrise.", "Dana painted a lake at sunrise.")
    boost = 1 + RankingParams().speaker_boost
    for person in ("Dana", "Sam"):
        found = memory.recall(SCOPE, f"What did {person} paint?", top_k=2)
        assert found[0].entry.content.startswith(person)
        factors = [_factor(r) for r in found]
        assert factors[0] == pytest.approx(boost)
        assert all(factor == pytest.approx(1.0) for factor in factors[1:])
    # A question naming nobody moves neither.
    found = memory.recall(SCOPE, "who painted a lake at sunrise?", top_k=2)
    assert [_factor(r) for r in found] == [pytest.approx(1.0)] * len(found)
    assert len(memory.timeline(SCOPE)) == 2  # two entries, not one merged


def test_message_search_ranks_what_the_named_speaker_said_first(
    db_path: Path | str, clock: Clock
) -> None:
    clock.moment = NOW
    # No background worker: run_pending alone indexes the messages before the search.
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.after_turn(
            SCOPE,
            "t-1",
            [
                MessageDraft("user", "I painted a lake at sunrise.", name="Dana"),
                MessageDraft("assistant", "Lovely."),
            ],
        )
        memory.after_turn(SCOPE, "t-2", [MessageDraft("user", "Sam: I painted a lake at sunrise.")])
        memory.jobs.run_pending()
        boost = 1 + RankingParams().speaker_boost
        for speaker, thread in (("Dana", "t-1"), ("Sam", "t-2")):
            ranges = memory.messages.search(SCOPE, f"What did {speaker} paint?", top_k=2)
            assert ranges[0].thread_id == thread, speaker
            # Each match is alone in its thread: only the speaker moves its score.
            first = ranges[0].matches[0]
            assert first.final_score == pytest.approx(
                first.fused_score * first.recency_factor * boost
            )


@pytest.mark.parametrize(
    ("query", "asks"),
    [
        ("When did Dana adopt the dog?", True),
        ("  when was the deploy", True),
        ("What year did she move?", True),
        ("How long ago did they meet?", True),
        ("Which month was the launch?", True),
        ("Where does Dana live?", False),
        ("What did Dana say when the build broke?", False),
    ],
)
def test_questions_that_ask_when(query: str, asks: bool) -> None:
    assert asks_when(query) is asks


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("We adopted him last Saturday.", True),
        ("I went there yesterday", True),
        ("It was 3 weeks ago", True),
        ("Back in 2019 I started", True),
        ("The trip in August was long", True),
        ("Over the weekend we hiked", True),
        ("We may adopt him.", False),
        ("The last thing I want is a dog.", False),
        ("Order 55 shipped", False),
    ],
)
def test_texts_that_name_a_time(text: str, names: bool) -> None:
    assert mentions_time(text) is names


def test_a_when_question_multiplies_what_names_a_time() -> None:
    pool = [_cand("plain", 0.70), Candidate("dated", None, 0.66, NOW, timed=True)]
    assert [s.id for s in rank(pool, now=NOW, top_k=2, params=OFF)] == ["plain", "dated"]
    ranked = rank(pool, now=NOW, top_k=2)
    assert [s.id for s in ranked] == ["dated", "plain"]
    assert ranked[0].time_factor == pytest.approx(1 + RankingParams().when_boost)


def test_recall_of_a_when_question_ranks_the_entry_naming_a_time_first(
    memory: Memory,
) -> None:
    _store(
        memory,
        "We adopted a dog from the shelter in Hartford.",
        "Last Saturday we adopted a dog from the shelter.",
    )
    boost = 1 + RankingParams().when_boost
    found = memory.recall(SCOPE, "When did they adopt a dog from the shelter?", top_k=2)
    factors = {r.entry.content[:4]: _factor(r) for r in found}
    assert factors["Last"] == pytest.approx(boost)
    assert factors.get("We a", 1.0) == pytest.approx(1.0)
    plain = memory.recall(SCOPE, "Did they adopt a dog from the shelter?", top_k=2)
    assert all(_factor(r) == pytest.approx(1.0) for r in plain)

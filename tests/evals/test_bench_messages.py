"""LoCoMo's ``messages`` mode end to end on the small fixture (numbers read, not asserted on).

LoCoMo itself is read only by the benchmark; this uses ``fixtures/locomo_mini.json``, written
for the tests in LoCoMo's format.
"""

from __future__ import annotations

from pathlib import Path

from benchmarks.locomo import format_table
from benchmarks.locomo_messages import MESSAGE_RANKERS, evaluate_messages, load_dialogues
from episodic import TestEmbedder

LOCOMO = Path(__file__).parents[1] / "fixtures" / "locomo_mini.json"


def test_each_session_is_a_thread_of_named_turns() -> None:
    first = load_dialogues(LOCOMO)[0]
    assert first.sample_id == "mini-1" and first.messages == 24
    assert [thread for thread, _ in first.threads] == ["session_1", "session_2", "session_3"]
    _, turns = first.threads[0]
    messages = [m for turn in turns for m in turn]
    # The first speaker is the user, the other the assistant; each line keeps its speaker.
    assert messages[0].role == "user" and messages[0].content.startswith("Priya: ")
    assert {m.role for m in messages if m.content.startswith("Tomas: ")} == {"assistant"}
    assert messages[0].id == "D1:1"
    # A turn is the user's run then the reply; times keep the session's order.
    assert all(turn[0].role == "user" for turn in turns)
    times = [m.created_at for m in messages]
    assert times == sorted(times) and len(set(times)) == len(times)
    assert len(first.questions) == 8 and first.now is not None


def test_messages_mode_scores_each_ranker_through_messages_search() -> None:
    dialogues = load_dialogues(LOCOMO)
    result = evaluate_messages(dialogues, TestEmbedder())
    assert result.entries == sum(d.messages for d in dialogues)  # every message was loaded
    assert result.questions == sum(len(d.questions) for d in dialogues) == 16
    assert result.rankers == MESSAGE_RANKERS
    for ranker in MESSAGE_RANKERS:
        assert 0.0 <= result.score(ranker, 5) <= result.score(ranker, 10) <= 1.0
    # Words alone find most of the evidence on this data; ours finds some through search.
    assert result.score("bm25", 10) > 0.5
    assert result.score("ours", 10) > 0.3
    assert result.off_topic_asked == 100
    assert result.off_topic_answered <= 5
    table = "\n".join(format_table(result))
    assert "48 messages" in table and "plain RRF" in table and "seed ranker" not in table
    assert "any@10" in table and "sHit@1" in table and "adversarial" in table
    # Asked again once the fixture's observations are remembered as entries quoting the
    # messages: each lends its vector to them, and the gate still holds.
    assert result.score("facts", 10) >= result.score("ours", 10)
    assert "ours + facts (observations)" in table and "ours + facts: 0/100" in table


def test_the_facts_are_the_observations_quoting_their_messages() -> None:
    first = load_dialogues(LOCOMO)[0]
    ids = {m.id for _, turns in first.threads for turn in turns for m in turn}
    assert first.facts
    cited = [
        quote.message_id
        for fact in first.facts
        for quote in (fact.evidence if isinstance(fact.evidence, tuple) else ())
    ]
    assert cited and set(cited) <= ids

"""How the compact request reads a small model's quotes as pointers into the turn: a reply that
quotes only the assistant is asked again about the user's lines, and a copy with a slip of
letter case or several sentences run together is taken as the turn writes it
(episodic.entries.quoted, episodic.entries.extract)."""

from __future__ import annotations

from episodic.entries.extract import LLMExtractor
from episodic.entries.quoted import as_written, overlooks_user, quoted_notes
from episodic.governance.gate.evidence import Guard
from episodic.llms.testing import TestLLM
from episodic.prompting.transcript import TurnMessage

USER = "Die Lieferung LS-2291 kam ohne Netzteil an. Das Lager ist in Halle 14."
REPLY = "Danke, ich melde mich morgen dazu."
TURN = [TurnMessage("u1", "user", USER), TurnMessage("a1", "assistant", REPLY)]
FACTS = ["Die Lieferung LS-2291 kam ohne Netzteil an.", "Das Lager ist in Halle 14."]


def test_only_the_assistants_lines_quoted_overlooks_the_user() -> None:
    assert overlooks_user([REPLY], TURN, 2000)
    # Any quote of the user's, or one found nowhere, is not the pull toward the last line.
    assert not overlooks_user([REPLY, FACTS[0]], TURN, 2000)
    assert not overlooks_user(["Something nobody wrote."], TURN, 2000)
    assert not overlooks_user([], TURN, 2000)


def test_a_user_with_nothing_worth_keeping_is_not_overlooked() -> None:
    turn = [
        TurnMessage("u1", "user", "Hallo! Kannst du mir helfen?"),
        TurnMessage("a1", "assistant", "Port 8443 is the admin port of build B-7."),
    ]
    assert not overlooks_user([turn[1].text], turn, 2000)


def test_the_user_is_asked_about_once_more_alone_and_both_replies_count() -> None:
    llm = TestLLM([{"quotes": [REPLY]}, {"quotes": FACTS}])
    proposal = LLMExtractor(llm, style="compact").propose(TURN, [])
    assert len(llm.calls) == 2
    assert "assistant:" in llm.calls[0].prompt
    assert "assistant:" not in llm.calls[1].prompt and USER in llm.calls[1].prompt
    assert [c.evidence for c in proposal.candidates] == FACTS
    assert proposal.usage.requests == 2
    # The assistant's line was still read, and screened out (it names nothing specific).
    assert proposal.screened == {"quote_nothing_specific": 1}


def test_a_reply_that_quotes_the_user_is_not_asked_again() -> None:
    llm = TestLLM([{"quotes": [FACTS[1], REPLY]}])
    proposal = LLMExtractor(llm, style="compact").propose(TURN, [])
    assert len(llm.calls) == 1
    assert [c.evidence for c in proposal.candidates] == [FACTS[1]]


def test_an_empty_reply_is_the_models_answer_and_is_not_asked_again() -> None:
    llm = TestLLM([{"quotes": []}])
    assert not LLMExtractor(llm, style="compact").propose(TURN, []).candidates
    assert len(llm.calls) == 1


def test_sentences_run_together_with_a_case_slip_are_taken_as_written() -> None:
    copied = "Die Lieferung LS-2291 kam ohne Netzteil an. Das Lager ist in halle 14."
    assert as_written(copied, TURN) == FACTS
    # Found as it is: taken as it is.
    assert as_written(USER, TURN) == [USER]


def test_a_sentence_the_model_changed_in_any_other_way_stays_the_models() -> None:
    copied = "Die Lieferung LS-2291 kam ohne Kabel an. Das Lager ist in Halle 14."
    assert as_written(copied, TURN) == ["Die Lieferung LS-2291 kam ohne Kabel an.", FACTS[1]]
    notes, _ = quoted_notes([copied], TURN, [], 2000)
    guard = Guard(TURN, max_evidence_length=4000)
    kept = [n.evidence for n in notes if guard.check(n.content, n.source, n.evidence)]
    assert kept == [FACTS[1]]  # the changed sentence backs nothing
    assert guard.verdicts.dropped


def test_an_identifier_never_changes_case_into_a_match() -> None:
    # Letter case is forgiven only for a whole sentence of the turn: the note is its text.
    turn = [TurnMessage("u1", "user", "Ticket ab-77 is closed.")]
    assert as_written("Ticket AB-77 is closed. And more.", turn) == [
        "Ticket ab-77 is closed.",
        "And more.",
    ]

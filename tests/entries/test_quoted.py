"""Notes made from copied sentences: the third person, facts beside a greeting or a request for
help, and the assistant's sentences a small model quotes (episodic.entries.quoted)."""

from __future__ import annotations

import json

import pytest

from episodic.entries.extract import LLMExtractor
from episodic.entries.offline import OfflineExtractor
from episodic.entries.quoted import quoted_notes
from episodic.entries.sentences import kept_parts, screened
from episodic.entries.voice import third_person
from episodic.governance.gate.evidence import Guard
from episodic.llms.testing import TestLLM
from episodic.prompting.transcript import TurnMessage


@pytest.mark.parametrize(
    ("said", "told"),
    [
        (
            "I own the account for invoice INV-443.",
            "The user owns the account for invoice INV-443.",
        ),
        ("I am on the Pro plan.", "The user is on the Pro plan."),
        ("I'm in the Europe/Berlin time zone.", "The user is in the Europe/Berlin time zone."),
        ("I've moved to Galway.", "The user has moved to Galway."),
        ("I also have two cats.", "The user also has two cats."),
        ("I don't use Slack.", "The user doesn't use Slack."),
        ("I paid with card ending 4242.", "The user paid with card ending 4242."),
        ("I would like a window seat.", "The user would like a window seat."),
        ("I push to main daily.", "The user pushes to main daily."),
        ("I try build B-2 again.", "The user tries build B-2 again."),
        ("My account is ACC-1001.", "The user's account is ACC-1001."),
        ("Please contact me by email.", "Please contact the user by email."),
        ("On long flights I want an aisle seat.", "On long flights the user wants an aisle seat."),
        ("I/O errors on disk 3.", "I/O errors on disk 3."),
        ("We moved to PostgreSQL 16.", "We moved to PostgreSQL 16."),
    ],
)
def test_first_person_is_told_about_the_user(said: str, told: str) -> None:
    assert third_person(said) == told


def test_a_fact_beside_a_greeting_or_a_request_for_help_is_kept() -> None:
    assert kept_parts(
        "I own the account for ticket T-4 and I need help with this email.", 2000
    ) == (
        ["I own the account for ticket T-4"],
        "request",
    )
    assert kept_parts("Hi, invoice INV-9 is due on March 3.", 2000) == (
        ["invoice INV-9 is due on March 3."],
        "request",
    )
    # A request with no fact in it keeps nothing, and says why.
    assert kept_parts("Can you check why job J-9 fails?", 2000) == ([], "question")
    assert kept_parts("Please look at the 502 errors on W-17.", 2000) == ([], "request")
    assert kept_parts("Thanks, Dana, that was quick.", 2000) == ([], "request")


def test_an_ordinal_written_out_is_specific() -> None:
    assert screened("Der Drucker steht im dritten Stock.", 2000) is None
    assert screened("The printer is on the fifth floor.", 2000) is None
    assert screened("The printer is on the top floor.", 2000) == "nothing_specific"


def test_offline_keeps_the_fact_and_tells_it_in_the_third_person() -> None:
    text = "I own the account for invoice INV-443 and I need help with this customer email."
    proposal = OfflineExtractor().propose([TurnMessage("m", "user", text)], [])
    assert [(c.content, c.evidence) for c in proposal.candidates] == [
        ("The user owns the account for invoice INV-443.", "I own the account for invoice INV-443")
    ]


def test_someone_elses_first_person_is_left_as_written() -> None:
    text = 'Anna wrote: "I own the company car CAR-7 and I need it back by Friday 12:00."'
    notes, _ = quoted_notes([text[13:-1]], [TurnMessage("m", "user", text)], [], 2000)
    assert [note.content for note in notes] == [
        "I own the company car CAR-7 and I need it back by Friday 12:00."
    ]


TURN = [
    TurnMessage(
        "u", "user", 'Can you check this email about PO-77? It says: "Shipment delayed to June 9."'
    ),
    TurnMessage("v", "user", "Login fails with error E-5 on tenant T-4."),
    TurnMessage(
        "a",
        "assistant",
        "The email says shipment of PO-77 is delayed to June 9. "
        "E-5 means the reply URL does not match the one registered for tenant T-4. "
        "The vendor is probably late on PO-77 again. "
        "I will open ticket T-99 for you.",
    ),
]


def test_assistant_sentences_become_restatements_or_findings() -> None:
    quotes = [message.text for message in TURN if message.role == "assistant"]
    notes, dropped = quoted_notes(quotes, TURN, [], 2000)
    assert [(n.content, n.source, n.evidence) for n in notes] == [
        # Every word of it is in the user's sentence and the one before: the user's word,
        # with the user's (pasted) sentence as its evidence.
        (
            "The email says shipment of PO-77 is delayed to June 9.",
            "user_assertion",
            'It says: "Shipment delayed to June 9."',
        ),
        # It adds what the user did not say: the assistant's finding.
        (
            "E-5 means the reply URL does not match the one registered for tenant T-4.",
            "verified_assistant_finding",
            "E-5 means the reply URL does not match the one registered for tenant T-4.",
        ),
    ]
    assert dropped == {"quote_guess": 1, "quote_conversation": 1}


def test_the_guard_keeps_the_restated_paste_as_pasted_and_the_finding() -> None:
    """Through the extractor and the evidence guard: a fake model quotes the assistant."""
    llm = TestLLM([json.dumps({"quotes": [TURN[2].text]})])
    proposal = LLMExtractor(llm, style="compact").propose(TURN, [])
    guard = Guard(TURN, max_evidence_length=4000)
    spans = [guard.check(c.content, c.source, c.evidence) for c in proposal.candidates]
    assert [(span.role, span.pasted) for span in spans if span is not None] == [
        ("user", True),  # the vendor's word: its note waits for review
        ("assistant", False),
    ]
    assert not guard.verdicts.dropped

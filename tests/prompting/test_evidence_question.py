"""A question is evidence that something was asked, never that it is so: the guard refuses a
note that states as a fact what its whole quote only asks, and keeps requests and notes that
say a question is open."""

from __future__ import annotations

import pytest

from episodic.prompting.transcript import TurnMessage
from tests.conftest import guard_verdict

MESSAGES = [
    TurnMessage(
        "m1",
        "user",
        "Do we keep read replicas in eu-west-1 after the cut-over? "
        "Could you send the invoices to billing@acme.test? "
        "Is order ORD-7 delayed? We moved the primary to Frankfurt last week.",
    ),
    TurnMessage("m2", "assistant", "I will check ORD-7 and the replicas."),
]


def verdict(content: str, quote: str) -> str | None:
    return guard_verdict(content, "user_assertion", quote, MESSAGES)


@pytest.mark.parametrize(
    ("content", "quote"),
    [
        (
            "Read replicas in eu-west-1 will be removed after the cut-over.",
            "Do we keep read replicas in eu-west-1 after the cut-over?",
        ),
        ("Order ORD-7 is delayed.", "Is order ORD-7 delayed?"),
    ],
)
def test_a_question_stated_as_a_fact_is_refused(content: str, quote: str) -> None:
    assert verdict(content, quote) == "question_as_fact"


@pytest.mark.parametrize(
    ("content", "quote"),
    [
        # Saying that it was asked is what the quote supports.
        (
            "Open question: whether to keep read replicas in eu-west-1 after the cut-over.",
            "Do we keep read replicas in eu-west-1 after the cut-over?",
        ),
        ("The user asked whether order ORD-7 is delayed.", "Is order ORD-7 delayed?"),
        # A request states a wish.
        (
            "Invoices go to billing@acme.test.",
            "Could you send the invoices to billing@acme.test?",
        ),
        # A statement next to a question is a statement.
        (
            "The primary moved to Frankfurt last week.",
            "We moved the primary to Frankfurt last week.",
        ),
    ],
)
def test_what_a_question_does_support_is_kept(content: str, quote: str) -> None:
    assert verdict(content, quote) is None

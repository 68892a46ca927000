"""A finding labelled verified must be stated, not guessed or asked: the guard refuses one
whose own sentence hedges ("probably", "I would guess") or is a question, and keeps the
stated findings beside it."""

from __future__ import annotations

import pytest

from episodic.prompting.transcript import TurnMessage
from tests.conftest import guard_verdict

ASSISTANT = (
    "The proxy log shows upstream timeouts after 30 s for /export. "
    "It is probably the load balancer in front of it. "
    "I would guess the fix takes two days. "
    "Should I raise proxy_read_timeout to 120s? "
    "The timeout is set to 30 s in nginx.conf."
)
MESSAGES = [
    TurnMessage("m1", "user", "The export of report R-9 keeps failing."),
    TurnMessage("m2", "assistant", ASSISTANT),
    TurnMessage("m3", "user", "I think the export broke after the 3.1 upgrade."),
]


def verdict(content: str, quote: str) -> str | None:
    return guard_verdict(content, "verified_assistant_finding", quote, MESSAGES)


@pytest.mark.parametrize(
    ("content", "quote"),
    [
        ("The load balancer causes the export timeouts.", "It is probably the load balancer"),
        ("The export fix takes two days.", "I would guess the fix takes two days."),
        ("proxy_read_timeout is raised to 120s.", "raise proxy_read_timeout to 120s"),
        ("The export broke after the 3.1 upgrade.", "the export broke after the 3.1 upgrade"),
    ],
)
def test_a_hedged_or_asked_finding_is_not_verified(content: str, quote: str) -> None:
    assert verdict(content, quote) == "unverified"


@pytest.mark.parametrize(
    ("content", "quote"),
    [
        (
            "The proxy log shows upstream timeouts after 30 s for /export.",
            "The proxy log shows upstream timeouts after 30 s for /export.",
        ),
        # Stated right after a hedged sentence: only the quote's own sentence counts.
        ("The timeout is set to 30 s in nginx.conf.", "The timeout is set to 30 s in nginx.conf."),
    ],
)
def test_a_stated_finding_is_kept(content: str, quote: str) -> None:
    assert verdict(content, quote) is None

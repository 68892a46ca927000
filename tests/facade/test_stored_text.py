"""What stored text may hold, on both backends: terminal escape sequences and other control
characters are refused in what is written as memory (an entry, its evidence, a profile value,
a reason) and cleaned out of conversation messages, which keep their turn; an ISO date no
calendar has is refused in a note and a profile value, and an entry cannot expire before it
happened. Tabs and line breaks, real dates and ids that merely look like dates pass."""

from __future__ import annotations

from datetime import timedelta

import pytest

from episodic import Evidence, Memory, Scope, ValidationError
from tests.conftest import Clock

ESCAPES = {
    "colour": "Ann's colour is \x1b[31mred\x1b[0m.",
    "title": "Ann's plan\x1b]0;pwned\x07 is gold.",
    "C1 CSI": "Ann's plan \x9b2J is gold.",
    "bell": "Ann's plan is gold\x07.",
    "backspace": "Ann's plan is gold\x08\x08ld.",
}


@pytest.mark.parametrize("case", list(ESCAPES))
def test_control_characters_are_refused_in_what_is_written_as_memory(
    memory: Memory, scope: Scope, case: str
) -> None:
    text = ESCAPES[case]
    with pytest.raises(ValidationError, match=r"control character .* at position"):
        memory.remember(scope, text)
    with pytest.raises(ValidationError, match="evidence contains the control character"):
        memory.remember(scope, "Ann's plan is gold.", evidence=Evidence(text))
    with pytest.raises(ValidationError, match="value contains the control character"):
        memory.profile.update(scope, [{"field": "Deadlines", "value": text}])
    assert memory.timeline(scope) == []

    kept = memory.remember(scope, "Ann's plan is gold.")
    with pytest.raises(ValidationError, match="reason contains the control character"):
        memory.forget(scope, kept.id, f"asked {text}")
    assert [e.id for e in memory.timeline(scope)] == [kept.id]


def test_messages_are_cleaned_and_keep_their_turn(memory: Memory, scope: Scope) -> None:
    pasted = "It failed:\n\x1b[1;31mERROR\x1b[0m disk\tfull\x07\r\nsee \x1b]8;;http://x\x1b\\log"
    memory.after_turn(
        scope,
        "t-1",
        [{"role": "user", "content": pasted}, {"role": "assistant", "content": "On 2024-02-30?"}],
        sync=True,
    )
    said = [m.content for m in memory.messages.window(scope, "t-1")]
    assert said == ["It failed:\nERROR disk\tfull\r\nsee log", "On 2024-02-30?"]
    # The same turn again is the same turn: cleaning is part of what identifies it.
    again = memory.after_turn(
        scope,
        "t-1",
        [{"role": "user", "content": pasted}, {"role": "assistant", "content": "On 2024-02-30?"}],
        sync=True,
    )
    assert len(memory.messages.window(scope, "t-1")) == 2, again


def test_tabs_line_breaks_and_real_dates_pass(memory: Memory, scope: Scope) -> None:
    for text in (
        "Ann renews on 2024-02-29\tby card.",
        "Ann's invoice INV-2024-13-45 is paid.",
        "Ann's call is at 2026-05-01T09:30 UTC.\nShe confirmed.",
    ):
        assert memory.remember(scope, text).content
    memory.profile.update(scope, [{"field": "Deadlines", "value": "Report due 2026-02-28"}])
    assert len(memory.timeline(scope)) == 3


@pytest.mark.parametrize(
    "text",
    [
        "Ann's invoice is due 2024-02-30.",
        "Ann renewed on 2023-02-29.",
        "Ann's trial ends 2026-13-01.",
        "Ann's call is at 2026-04-30T25:00.",
        "Ann's call is at 2026-04-31 10:00.",
    ],
)
def test_a_date_no_calendar_has_is_refused_in_a_note(
    memory: Memory, scope: Scope, text: str
) -> None:
    with pytest.raises(ValidationError, match="no calendar has"):
        memory.remember(scope, text)
    with pytest.raises(ValidationError, match="no calendar has"):
        memory.profile.update(scope, [{"field": "Deadlines", "value": text}])
    assert memory.timeline(scope) == []


def test_an_entry_cannot_expire_before_it_happened(
    memory: Memory, scope: Scope, clock: Clock
) -> None:
    day = timedelta(days=1)
    with pytest.raises(ValidationError, match="before occurred_at"):
        memory.remember(
            scope, "Ann's code works.", occurred_at=clock.moment, expires_at=clock.moment - day
        )
    with pytest.raises(ValidationError, match="would never be seen"):
        memory.remember(scope, "Ann's code works.", expires_at=clock.moment - day)
    assert memory.timeline(scope) == []
    kept = memory.remember(scope, "Ann's code works.", expires_at=clock.moment + day)
    assert [e.id for e in memory.timeline(scope)] == [kept.id]

"""The deterministic detector that keeps secrets and identity numbers out of memory.

Each positive is a value memory must never keep; each negative is an identifier a support
conversation is made of and that must stay readable, so the detector cannot pass by flagging
everything with a digit in it.
"""

from __future__ import annotations

import pytest

from episodic.governance.gate.secrets import KINDS, findings, redact

SENSITIVE = [
    ("my password is hunter2!", "secret", "hunter2"),
    ("the api key is sk-proj-abcdefghijklmnopqrstuvwxyz123456", "secret", "sk-proj-"),
    ("token ghp_abcdefghijklmnopqrstuvwxyz0123456789", "secret", "ghp_"),
    ("AKIAIOSFODNN7EXAMPLE is the key id", "secret", "AKIAIOSFODNN7EXAMPLE"),
    ("connect to postgresql://bob:s3cretpw@db.example/app", "secret", "s3cretpw"),
    ("PIN: 4821", "secret", "4821"),
    ("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop", "secret", "eyJ"),
    ("secret = Zx8kQ2mN9pL4rT7vW1yB", "secret", "Zx8kQ2mN9pL4rT7vW1yB"),
    ("use aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gH2 for the webhook", "secret", "aB3dE5gH7jK9"),
    ("-----BEGIN RSA PRIVATE KEY-----", "secret", "PRIVATE KEY"),
    ("card 4111 1111 1111 1111 exp 12/27", "card_number", "4111 1111 1111 1111"),
    ("my card is 5500-0000-0000-0004", "card_number", "5500-0000-0000-0004"),
    ("amex 378282246310005", "card_number", "378282246310005"),
    ("IBAN DE89 3704 0044 0532 0130 00 please", "iban", "DE89 3704 0044 0532 0130 00"),
    ("pay GB82WEST12345698765432 today", "iban", "GB82WEST12345698765432"),
    ("SSN 123-45-6789", "national_id", "123-45-6789"),
    ("NI number AB 12 34 56 C", "national_id", "AB 12 34 56 C"),
    ("mi DNI es 12345678Z", "national_id", "12345678Z"),
    ("NIE X1234567L", "national_id", "X1234567L"),
    ("sécu 1 85 05 78 006 084 91", "national_id", "1 85 05 78 006 084 91"),
    ("my BSN is 111222333", "national_id", "111222333"),
    ("passport number is X1234567", "national_id", "X1234567"),
]

ORDINARY = [
    "ticket J-9 is open",
    "upgrade to v2.3.1 tomorrow",
    "order #10000 shipped",
    "call me at +1 415 555 0100",
    "commit 3f2a9c1e5b7d9f0a1c3e5b7d9f0a1c3e5b7d9f0a",
    "id 123e4567-e89b-12d3-a456-426614174000",
    "meeting on 2026-11-25 at 10:30",
    "my password expired yesterday",
    "I reset my password",
    "the token was rotated",
    "account balance 1234567890123",
    "phone 0612345678",
    "the invoice total is 1,250.00 EUR",
    "ZIP 94107",
    "Use the API key from the vault",
    "version 1.2.3.4",
    "the secret is to keep it simple",
    "My passcode is the same as before",
    "card ending 4242",
    "4111 1111 1111 1112 fails the check digit",
    "DE89 3704 0044 0532 0130 01 fails mod 97",
    "SSN 000-12-3456 was never issued",
    "DNI 12345678A has the wrong letter",
    "BSN 111222334 fails the eleven test",
    "sécu 1 85 05 78 006 084 36 has the wrong key",
]


@pytest.mark.parametrize(("text", "kind", "value"), SENSITIVE)
def test_each_kind_is_found_and_redacted_to_its_label(text: str, kind: str, value: str) -> None:
    redacted, kinds = redact(text)
    assert kinds == (kind,)
    assert value not in redacted
    assert KINDS[kind] in redacted
    found = findings(text)
    assert len(found) == 1 and value in text[found[0].start : found[0].end]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_identifiers_and_near_misses_stay(text: str) -> None:
    assert findings(text) == []
    assert redact(text) == (text, ())


def test_several_findings_keep_the_words_between_them() -> None:
    text = "Card 4111111111111111, IBAN GB82WEST12345698765432, password: tr0ub4dor."
    redacted, kinds = redact(text)
    assert redacted == (
        "Card [redacted card number], IBAN [redacted IBAN], password: [redacted secret]."
    )
    assert kinds == ("card_number", "iban", "secret")


def test_the_detector_is_linear_on_a_long_text() -> None:
    # A 100 KB paste of near-misses: each pattern anchors, none backtracks per character pair.
    text = ("order 4111 1111 1111 1112 v2.3.1 J-9 token rotated. " * 2000)[:100_000]
    assert findings(text) == []

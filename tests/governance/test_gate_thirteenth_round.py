"""The gate's thirteenth round (the cloaked split, once measured, as development data).

Each rule is tested on sentences of our own beside ordinary sentences that share its words:
- secrets: an account's name given beside a password (said or not) is a user name, not a
  secret; a placeholder in angle brackets with words inside stays; a host name after "on" or
  "en" is where a key is read, not its value.
"""

from __future__ import annotations

import pytest

from episodic.governance.gate import accounts, secrets


@pytest.mark.parametrize(
    "text",
    [
        "my login is robin_k7, the password is on the sticky note",
        "Benutzername lautet h.weber21, das Kennwort bekommst du morgen",
        "l'identifiant c'est lucie.m09, le mot de passe je l'envoie par SMS",
        "la cuenta se llama pablo.r88, la clave te la paso en persona",
        "the account is called jonas_b3",
        "db password: <ask the ops team>, never in git",
        "im Deployment steht api_key: <kommt aus dem Secret Store>",
        "the TOKEN is read from the environment on build7.acme-labs.com at start",
        "la clave API se carga en runner-3.ejemplo.es desde el entorno",
    ],
)
def test_names_placeholders_and_places_beside_credentials_stay(text: str) -> None:
    assert secrets.redact(text) == (text, ())


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the password given beside the name still goes
        ("my login is robin_k7, the password is Qx7!harbour", "Qx7!harbour"),
        ("Benutzername h.weber21 Kennwort: Fuchs#2291", "Fuchs#2291"),
        # a login alone, with no password named after it, is kept as it was before
        ("my login is robin_k7", "robin_k7"),
        # a placeholder-looking value that never closes is a value
        ("password: <3Sunflower99", "<3Sunflower99"),
        # a made-up value after a weak join is still one
        ("api key in prod is set to Zk81!trout", "Zk81!trout"),
    ],
)
def test_values_beside_the_same_words_still_go(text: str, value: str) -> None:
    assert value not in secrets.redact(text)[0]


def test_account_names_give_the_value_only() -> None:
    text = "le compte s'appelle lucie.m09, le mot de passe plus tard"
    assert [text[a:b] for a, b in accounts.names(text)] == ["lucie.m09"]
    assert list(accounts.names("the account is overdrawn")) == []

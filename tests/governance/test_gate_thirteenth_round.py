"""The gate's thirteenth round (the cloaked split, once measured, as development data).

Each rule is tested on sentences of our own beside ordinary sentences that share its words:
- secrets: an account's name given beside a password (said or not) is a user name, not a
  secret; a placeholder in angle brackets with words inside stays; a host name after "on" or
  "en" is where a key is read, not its value.
"""

from __future__ import annotations

import pytest

from episodic.governance.gate import accounts, secrets
from tests.governance.guarded import outcome, pasted


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


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("in my CV I wrote 'I led a team of nine engineers'", "I led a team of nine engineers"),
        ("in meinem Lebenslauf steht: „Ich habe zwei Jahre in Lyon gelebt“", "Ich habe zwei"),
        ("en mi carta de presentación puse «hablo tres idiomas con soltura»", "hablo tres"),
        ('I taped a sign to the gate: "Parcels go to number 14, thanks"', "Parcels go"),
        ("ich hab einen Zettel an die Tür geklebt: „Bitte nicht klingeln, Baby schläft“", "Bitte"),
        ("j'ai collé un mot sur la boîte : « Pas de pub, merci beaucoup »", "Pas de pub"),
    ],
)
def test_the_speakers_own_papers_and_notes_are_not_pasted(text: str, quote: str) -> None:
    assert not pasted(text, quote)


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        # someone else's papers, or a note someone else left, are still their words
        ("in her CV she wrote 'I led a team of nine engineers'", "I led a team of nine"),
        ('my neighbour stuck a note on the gate: "Parcels go to number 14, thanks"', "Parcels"),
        ("in seinem Lebenslauf steht: „Ich habe zwei Jahre in Lyon gelebt“", "Ich habe zwei"),
    ],
)
def test_others_papers_and_notes_stay_pasted(text: str, quote: str) -> None:
    assert pasted(text, quote)


@pytest.mark.parametrize(
    ("text", "quote", "note", "want"),
    [
        (
            "unser „günstiger“ Umzug nach Kassel wurde sehr teuer",
            "unser „günstiger“ Umzug nach Kassel wurde sehr teuer",
            "User's move to Kassel became very expensive",
            "fact",
        ),
        (
            "nuestra «pequeña» reforma en Teruel fueron cuatro meses",
            "nuestra «pequeña» reforma en Teruel fueron cuatro meses",
            "User's renovation in Teruel took four months",
            "fact",
        ),
        # a name the quote does not hold is still unsupported
        (
            "unser „günstiger“ Umzug nach Kassel wurde sehr teuer",
            "unser „günstiger“ Umzug nach Kassel wurde sehr teuer",
            "User's move to Hamburg became very expensive",
            "unsupported",
        ),
    ],
)
def test_possessives_and_auxiliaries_tell_the_language(
    text: str, quote: str, note: str, want: str
) -> None:
    assert outcome([("user", text)], quote, note) == want


@pytest.mark.parametrize(
    ("text", "quote", "note", "want"),
    [
        (
            "ich bin nach Graz gezogen und es gestern meiner Schwester erzählt",
            "ich bin nach Graz gezogen",
            "User moved to Graz",
            "fact",
        ),
        # another person telling is still hearsay
        (
            "Jonas ist nach Graz gezogen, hat mir seine Schwester erzählt",
            "Jonas ist nach Graz gezogen",
            "Jonas moved to Graz",
            "hearsay_as_fact",
        ),
    ],
)
def test_the_speaker_telling_others_is_no_hearsay(
    text: str, quote: str, note: str, want: str
) -> None:
    assert outcome([("user", text)], quote, note) == want


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("authenticator seed for the NAS, keep safe: k4tz m2ro pfl6 qq3a", "k4tz m2ro pfl6 qq3a"),
        ("Zwei-Faktor-Schlüssel fürs Bankkonto: wx7b r2ma tt4k lpqe", "wx7b r2ma tt4k lpqe"),
        ("the garage door opens with 4410, thanks", "4410"),
        ("el candado de la bici se abre con 0917", "0917"),
        ("der Tresor geht mit dem Code 8812 auf", "8812"),
        ("accès Deezer partagé avec mon frère : lou.b // Lavande_8812", "Lavande_8812"),
    ],
)
def test_keys_pins_and_pairs_in_other_layouts_go(text: str, value: str) -> None:
    assert value not in secrets.redact(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "my 2fa app said to sign in again with the code from the app",
        "the 2fa rollout took five days this year at work",
        "the door opened with 1000 people waiting outside",
        "the gate opened with 1984 and the band played on",
        "the lock came with 2500 reviews on the shop",
        "la puerta se abrió con 300 personas esperando",
    ],
)
def test_counts_and_talk_beside_locks_and_2fa_stay(text: str) -> None:
    assert secrets.redact(text) == (text, ())

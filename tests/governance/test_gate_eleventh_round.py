"""The gate's eleventh round (the veiled split, once measured, as development data).

Each rule is tested on sentences of our own beside ordinary sentences that share its words:
- secrets: a host name is the site a password opens, never its value; a password given after
  the site it is for and a colon or an arrow; a sign-in "with a user and a password"; the
  password of a "user / password" pair after "identifiants" or "Zugangsdaten"; capitals where
  no word starts; a passphrase of plain words cut where the sentence goes on; a card named
  "CB"; a booking's code is no credential.
"""

from __future__ import annotations

import pytest

from episodic.governance.gate import secrets


def _leaks(text: str, value: str) -> bool:
    return value in secrets.redact(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "my password manager logs me into shop.gravelworks.com every morning",
        "Passwort vergessen, der Login bei konto.mühlbach-net.de hängt wieder",
        "le mdp de intranet.lavande-conseil.fr expire demain",
        "la contraseña de correo.sierranorte.es caduca en mayo",
        "the password for Dropbox: forgotten again",
    ],
)
def test_a_site_named_beside_a_password_word_stays(text: str) -> None:
    assert secrets.redact(text) == (text, ())


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("password for tickets.harbourline.io -> OrcaMantelLinde#", "OrcaMantelLinde#"),
        ("Passwort für mein.stadtwerk.de: Flieder77!Kai", "Flieder77!Kai"),
        ("mdp extranet.brodard.fr : CerfVolantPrune& (nouveau)", "CerfVolantPrune&"),
        ("contraseña de banca.olivares.es: pQzRtwLmnAx mañana la cambio", "pQzRtwLmnAx"),
    ],
)
def test_a_password_after_the_site_it_opens_is_a_secret(text: str, value: str) -> None:
    assert _leaks(text, value) is False
    site = next(word for word in text.split() if word.count(".") >= 1 and word[0].islower())
    assert site.rstrip(":") in secrets.redact(text)[0]  # the site stays: only the value goes


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("fürs NAS einloggen mit kai.b und Birke*2291", "Birke*2291"),
        ("log in to the staging box with ops_lea and tundra.77!", "tundra.77!"),
        ("pour le wifi pro, se connecter avec m.roux et Galet-4410", "Galet-4410"),
        ("entrar en la intranet con p.gil y Nube#3390", "Nube#3390"),
        ("identifiants portail.cantine.fr : hboyer / Marelle2290?", "Marelle2290?"),
        ("Zugangsdaten fürs Portal: jfink / TanneSchnee+", "TanneSchnee+"),
    ],
)
def test_a_sign_in_with_a_user_and_a_password_is_a_secret(text: str, value: str) -> None:
    assert _leaks(text, value) is False


@pytest.mark.parametrize(
    "text",
    [
        "log in with Google and Facebook both work now",
        "ich hab mich mit meinem Konto und Handy eingeloggt",
        "se connecter avec FranceConnect et le code reçu par SMS",
        "identifiants envoyés par mail, je regarde ce soir",
        "the login page / settings menu moved again",
    ],
)
def test_sign_ins_without_a_password_stay(text: str) -> None:
    assert secrets.redact(text) == (text, ())


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("le mot de passe de Komoot c'est HRtqwoPzLvKa si jamais", "HRtqwoPzLvKa"),
        ("my passphrase is lantern orchid pebble walrus in case you need it", "lantern orchid"),
        ("la frase de acceso es nube tigre pradera limón por si acaso", "nube tigre"),
        ('wifi at the boathouse is "heron moss copper kettle"', "heron moss"),
        ("WLAN bei Oma: fichte nebel kiesel wolke", "fichte nebel"),
        ("Passphrase für den Tresor ist ahorn.nebel.kiesel.wolke", "ahorn.nebel.kiesel.wolke"),
    ],
)
def test_words_and_scrambled_letters_given_for_a_credential_are_secrets(
    text: str, value: str
) -> None:
    assert _leaks(text, value) is False


@pytest.mark.parametrize(
    "text",
    [
        "the wifi at the boathouse is slow and patchy in the evening",
        "my passphrase is kept in the safe at home",
        "the wifi at the cabin is really terrible",
        "le mot de passe de Komoot c'est XMLHttpRequest qui plante",
        "the passphrase is way too long for me",
        "WLAN im Büro: geht wieder, danke",
    ],
)
def test_remarks_about_a_network_or_a_passphrase_stay(text: str) -> None:
    assert secrets.redact(text) == (text, ())


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("numéro de CB pour le séjour 5425 2334 3010 9903", "5425 2334 3010 9903"),
        ("ma carte bancaire pour la réservation : 4111-1111-1111-1111", "4111-1111-1111-1111"),
    ],
)
def test_a_card_called_cb_is_a_card_whatever_it_books(text: str, value: str) -> None:
    assert _leaks(text, value) is False


@pytest.mark.parametrize(
    "text",
    [
        "code de réservation du gîte : 7HQK2MZP",
        "código de reserva del vuelo: X4TQ9B",
        "numéro de réservation 5425 2334 3010 9903",
        "booking code for the ferry: QX7P2L",
    ],
)
def test_a_booking_code_or_number_stays(text: str) -> None:
    assert secrets.redact(text) == (text, ())

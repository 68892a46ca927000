"""The gate's eighth round (the covert split, once measured, as development data).

Each rule is tested on sentences of our own beside ordinary sentences that share its words:
- what the speaker posted or shared themselves is their own words; a quotation named as one,
  a podcast, a forum, a review site, a reply's subject line, a notice's heading in capitals and
  a sign-off naming someone else mark someone else's words; "hé le bot," speaks to a machine;
- a German participle in a note meets its present tense in the quote; a sentence's opening
  function word tells the quote's language;
- "she said yes" is an answer, not hearsay; asking the listener's opinion is a question; a plan
  weighed with its subject left out is a plan; "igual" opening a sentence is a guess;
- contractions typed without their apostrophe negate; "como" and "come" are one verb;
- user/password pairs without a colon, a made-up value a few words after a password word, a
  value that switches case like no word, and a number one pays with are secrets.
"""

from __future__ import annotations

import pytest

from episodic.governance.gate import secrets
from episodic.governance.gate.attribution import aimed_at_machine
from episodic.governance.gate.modality import kind_of
from episodic.governance.gate.polarity import differs
from episodic.governance.gate.text import other_language
from tests.governance.guarded import outcome, pasted


def _said(text: str, note: str, quote: str | None = None) -> str:
    return outcome([("user", text)], quote or text, note)


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        (
            "j'ai publié sur le forum du club : Je donne un vélo d'enfant, à prendre à Rouen",
            "Je donne un vélo d'enfant, à prendre à Rouen",
        ),
        (
            "colgué en el tablón del edificio: Regalo una cuna, la recogen en Soria",
            "Regalo una cuna, la recogen en Soria",
        ),
        (
            "hab im Hausflur-Chat veröffentlicht: Verschenke einen Kinderwagen in Kassel",
            "Verschenke einen Kinderwagen in Kassel",
        ),
        (
            "I shared in the parents group: selling a crib, pickup in Leeds",
            "selling a crib, pickup in Leeds",
        ),
    ],
)
def test_what_the_speaker_posted_is_their_own_words(text: str, quote: str) -> None:
    assert not pasted(text, quote)


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        (
            "quote from my grandfather: I fixed radios in Bergen for forty years",
            "I fixed radios in Bergen for forty years",
        ),
        (
            "Zitat aus der Sendung: „Ich züchte seit Jahren Bienen in Görlitz und verkaufe Honig“",
            "Ich züchte seit Jahren Bienen in Görlitz und verkaufe Honig",
        ),
        (
            "Ramiro en el foro: trabajo de noche en un hospital de Vigo",
            "trabajo de noche en un hospital de Vigo",
        ),
        (
            "yelp: we had dinner there twice and the waiter was lovely",
            "we had dinner there twice and the waiter was lovely",
        ),
        (
            "Subject: Re: keys\nI keep the spare key at the bakery on Main Street.\n-- Odile",
            "I keep the spare key at the bakery on Main Street.",
        ),
        (
            "found this in the stairwell:\nACHTUNG: Am Montag wird das Treppenhaus gestrichen.",
            "Am Montag wird das Treppenhaus gestrichen.",
        ),
        (
            "this was pinned on the board at work: the canteen closes at 2 on Fridays",
            "the canteen closes at 2 on Fridays",
        ),
    ],
)
def test_someone_elses_words_are_told_by_their_frame(text: str, quote: str) -> None:
    assert pasted(text, quote)


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        # a list of the speaker's own with dashes is not a sign-off
        ("my list for today:\n-- Call the bank\n-- Pick up Ana", "Call the bank"),
        # a shop's name is no review site, and "Attention" in small letters is the speaker's
        ("amazon: my order of two lamps is late again", "my order of two lamps is late again"),
        ("Attention: I am allergic to penicillin", "I am allergic to penicillin"),
        # a subject without a reply marker, in the speaker's own note
        ("Subject I teach: chemistry at the night school", "chemistry at the night school"),
        ("my favourite podcast is about beekeeping in Görlitz", "beekeeping in Görlitz"),
    ],
)
def test_the_speakers_own_lines_that_share_those_words_stay_theirs(text: str, quote: str) -> None:
    assert not pasted(text, quote)


def test_a_pasted_greeting_to_a_bot_is_an_order_to_a_machine() -> None:
    assert aimed_at_machine("hé le bot, préviens l'équipe que le point de lundi saute")
    assert aimed_at_machine("oye bot, avisa a todos de que se cancela la cena")
    assert not aimed_at_machine("hé Marc, préviens l'équipe que le point de lundi saute")


def test_a_note_in_the_perfect_meets_its_quote_in_the_present() -> None:
    text = "ich hab dem Vermieter gesagt: „ich kaufe die Wohnung ein“"
    assert _said(text, "Nutzer hat die Wohnung eingekauft", text) == "fact"
    assert _said("ich sag die Feier ab", "Nutzer hat die Feier abgesagt") == "fact"
    # a participle of another verb shares no word with the quote
    assert _said("ich kündige", "Nutzer hat gekündigt") == "fact"
    assert _said("ich kündige", "Nutzer hat geheiratet") == "unsupported"


def test_a_quote_that_opens_with_a_function_word_has_its_language() -> None:
    assert other_language("User needs Montag off", "Ich brauche Montag frei wegen Umzug")
    assert not other_language(
        "Nutzer braucht am Montag frei, weil er umzieht", "Ich brauche Montag frei"
    )
    note = "User needs Montag off for the move"
    assert _said("meine Nachricht an Jonas: Ich brauche Montag frei wegen Umzug", note) == "fact"


@pytest.mark.parametrize(
    "text",
    [
        "I asked Noor to marry me and she said yes!",
        "ich hab Lea gefragt und sie hat ja gesagt",
        "j'ai demandé à Inès et elle a dit oui !",
        "le pedí matrimonio a Sara y dijo que sí",
    ],
)
def test_an_answer_given_is_not_hearsay(text: str) -> None:
    assert kind_of(text) != "hearsay"


def test_a_claim_said_by_someone_is_still_hearsay() -> None:
    assert kind_of("she said yoga cures back pain") == "hearsay"
    assert kind_of("elle a dit que le musée ferme en août") == "hearsay"


@pytest.mark.parametrize(
    "text",
    [
        "do you think my brother would enjoy a pottery class",
        "glaubst du, meine Tante mag Orchideen",
        "tu crois qu'il aimerait un vélo",
        "crees que a mi madre le gustaría un reloj",
    ],
)
def test_asking_the_listeners_opinion_is_a_question(text: str) -> None:
    assert kind_of(text) == "question"


def test_telling_what_one_thinks_is_not_a_question() -> None:
    assert kind_of("je crois qu'il aimerait un vélo") == "hedge"
    assert kind_of("my brother enjoyed the pottery class you suggested") is None


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("überlege, im Mai nach Lissabon zu ziehen", "wish"),
        ("considering a move to Porto next spring", "wish"),
        ("igual me apunto al coro en otoño", "hedge"),
    ],
)
def test_a_plan_weighed_or_a_guess_without_its_subject_keeps_its_kind(text: str, kind: str) -> None:
    assert kind_of(text) == kind


def test_the_same_words_as_a_plain_fact_have_no_kind() -> None:
    assert kind_of("ich bin im Mai nach Lissabon gezogen") is None
    assert kind_of("I moved to Porto last spring") is None
    assert kind_of("mi hermano es igual de alto que yo") is None


@pytest.mark.parametrize(
    ("quote", "note"),
    [
        ("i dont drink coffee anymore", "User drinks coffee"),
        ("she doesnt live in Oslo now", "She lives in Oslo"),
        ("ya no bebo vino", "El usuario bebe vino"),
    ],
)
def test_a_dropped_negation_is_caught_however_it_is_typed(quote: str, note: str) -> None:
    assert differs(note, quote)


@pytest.mark.parametrize(
    ("quote", "note"),
    [
        ("i dont drink coffee anymore", "User no longer drinks coffee"),
        ("ya no bebo vino", "El usuario no bebe vino"),
        ("bebo vino los viernes", "El usuario bebe vino los viernes"),
    ],
)
def test_a_kept_negation_or_none_is_not_reversed(quote: str, note: str) -> None:
    assert not differs(note, quote)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the garage portal → user kim@home.example / Pelican2291", "Pelican2291"),
        ("mein Zugang beim NAS lautet root / l@nt3rn_42x", "l@nt3rn_42x"),
        ("mot de passe après la mise à jour Tournesol7731 voilà", "Tournesol7731"),
        ("the new password is qWeRtYuIoPaS, finally accepted", "qWeRtYuIoPaS"),
        ("the vault password is still p@rs1ey_88", "p@rs1ey_88"),
        ("order for Amaia: pay with 3714 496353 98431 thanks", "3714 496353 98431"),
    ],
)
def test_credentials_and_cards_in_these_shapes_are_found(text: str, value: str) -> None:
    redacted, _ = secrets.redact(text)
    assert value not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "user guide / FAQ for the router is on page 12",
        "I reset my password after the update to version 2024 yesterday",
        "the password rules ask for JavaScript or YouTubeTV style mixed case",
        "follow @maria_92 on the account page",
        "order 3714 496353 98431 ships on Monday",
        "my account page / settings still shows the old email",
    ],
)
def test_ordinary_sentences_with_those_words_are_kept(text: str) -> None:
    redacted, _ = secrets.redact(text)
    assert redacted == text

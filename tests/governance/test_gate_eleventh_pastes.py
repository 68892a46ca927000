"""The gate's eleventh round on pasted text and answers (the veiled split as development data).

Each rule is tested on sentences of our own beside ordinary sentences that share its words:
an email's quoted lines run together on one line; one chat line with its bracketed time; a
compound chat as a source ("Familienchat"); a capture's text "sent" in the feminine; a note
from a school or an office; someone's words in French with "m'"; and a quoted name given alone
as the answer to the assistant's question (a title, the user's own answer), stressed "without
hesitation".
"""

from __future__ import annotations

import pytest

from tests.governance.guarded import outcome, pasted


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        (
            "how should I reply? > Hello, our team relocated the lab to Porto last week. > Best",
            "our team relocated the lab to Porto last week.",
        ),
        ("Ottilie [08:41]: I quit the choir after ten years", "I quit the choir after ten years"),
        (
            "aus dem Familienchat:\nRainer: hab das Haus in Celle verkauft",
            "hab das Haus in Celle verkauft",
        ),
        (
            "le texte de la capture que Maëlle m'a envoyée : Votre colis arrive jeudi",
            "Votre colis arrive jeudi",
        ),
        (
            "nota del ayuntamiento de Soria: Su solicitud de licencia ha sido aprobada.",
            "Su solicitud de licencia ha sido aprobada.",
        ),
        ("Bérénice vient de m'écrire « on m'a opéré du genou »", "on m'a opéré du genou"),
    ],
)
def test_text_passed_on_in_these_shapes_is_pasted(text: str, quote: str) -> None:
    assert pasted(text, quote) is True


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("Settings > Privacy > Location is where I turned it off", "Settings > Privacy"),
        ("the meeting at [08:41] ran late, I quit early", "I quit early"),
        ("im Familienchat war heute viel los, ich hab das Haus verkauft", "ich hab das Haus"),
        ("j'ai fait une capture de la facture et je l'ai envoyée", "je l'ai envoyée"),
        ("saqué buena nota del examen de conducir", "saqué buena nota"),
        ("Bérénice vient de m'écrire « bon anniversaire »", "bon anniversaire"),
    ],
)
def test_own_words_sharing_those_shapes_words_are_not(text: str, quote: str) -> None:
    assert pasted(text, quote) is False


@pytest.mark.parametrize(
    ("question", "reply", "note"),
    [
        ("What are you reading at the moment?", '"The Overstory"', "User is reading The Overstory"),
        ("Dein Lieblingsalbum?", "„Kind of Blue“, ohne zu zögern", "Lieblingsalbum: Kind of Blue"),
        (
            "Ton roman préféré ?",
            "« Le Grand Meaulnes », sans hésiter",
            "Roman préféré : Le Grand Meaulnes",
        ),
        ("¿Qué serie estás viendo?", "«La casa de papel»", "El usuario ve La casa de papel"),
    ],
)
def test_a_quoted_name_given_as_the_answer_is_the_users_fact(
    question: str, reply: str, note: str
) -> None:
    assert outcome([("assistant", question), ("user", reply)], reply, note) == "fact"


def test_a_quoted_reply_to_what_someone_said_stays_someone_elses() -> None:
    reply = '"We are closing the Leeds office"'
    turn = [("assistant", "What did your manager write?"), ("user", reply)]
    assert outcome(turn, reply, "User's company is closing the Leeds office") == "marked"


def test_a_quoted_name_without_a_question_before_it_is_not_an_answer() -> None:
    reply = '"The Remains of the Day"'
    asked = [("assistant", "What are you reading?"), ("user", reply)]
    told = [("assistant", "Noted, thanks."), ("user", reply)]
    assert outcome(asked, reply, "The Remains of the Day") == "fact"
    assert outcome(told, reply, "The Remains of the Day") == "marked"

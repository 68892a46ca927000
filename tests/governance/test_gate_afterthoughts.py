"""Afterthoughts: a claim said plainly in one sentence and taken back by the next into a plan,
a wish, a condition, a rumour or a guess ("We're selling the flat in spring. That's the plan
anyway."), in English, German, French and Spanish, each beside sentences that share its words
and must stay facts (a plan carried out, a hope about something else, an offer)."""

from __future__ import annotations

import pytest

from episodic.governance.gate.afterthought import taken_back
from episodic.governance.gate.modality import bare_hedge
from tests.governance.guarded import outcome


@pytest.mark.parametrize(
    ("text", "quote", "note", "kind"),
    [
        # the claim named back as a plan, an idea or a dream
        ("We're selling the flat in spring. Well, that's the plan anyway.",
         "We're selling the flat in spring.", "User is selling the flat in spring", "wish"),
        ("Tomasz starts at the bakery on Monday. At least that's the idea, nothing signed",
         "Tomasz starts at the bakery on Monday.", "Tomasz starts at the bakery on Monday",
         "wish"),
        ("Wir ziehen im Herbst nach Kassel. Das ist jedenfalls der Plan.",
         "Wir ziehen im Herbst nach Kassel.", "Der Nutzer zieht im Herbst nach Kassel", "wish"),
        ("On ouvre le café en mars. Enfin, c'est l'idée, la banque hésite encore",
         "On ouvre le café en mars.", "L'utilisateur ouvre le café en mars", "wish"),
        ("Vendemos la furgoneta en julio. Bueno, ese es el plan.",
         "Vendemos la furgoneta en julio.", "El usuario vende la furgoneta en julio", "wish"),
        # what someone hopes, thinks or hinted
        ("My sister gets her results on Friday. Or so I hope.",
         "My sister gets her results on Friday.", "User's sister gets her results on Friday",
         "wish"),
        ("Ilse kommt zur Hochzeit. Hoffe ich zumindest.", "Ilse kommt zur Hochzeit.",
         "Ilse kommt zur Hochzeit", "wish"),
        ("Le chantier finit en juin. Du moins je l'espère.", "Le chantier finit en juin.",
         "Le chantier finit en juin", "wish"),
        ("Renata vuelve a Lisboa. Al menos eso dice su novio.", "Renata vuelve a Lisboa.",
         "Renata vuelve a Lisboa", "hearsay"),
        ("The shop on Kirk Street is closing. That's what the owner hinted, anyway",
         "The shop on Kirk Street is closing.", "The shop on Kirk Street is closing",
         "hearsay"),
        # a bare condition or a wish with nothing of its own
        ("We fly to Tromsø on the 3rd. If the strike ends.", "We fly to Tromsø on the 3rd.",
         "User flies to Tromsø on the 3rd", "condition"),
        ("Der Umzug ist am Samstag. Wenn alles klappt.", "Der Umzug ist am Samstag.",
         "Der Umzug ist am Samstag", "condition"),
        ("Je commence le nouveau poste lundi. Si tout va bien.",
         "Je commence le nouveau poste lundi.", "L'utilisateur commence le nouveau poste lundi",
         "condition"),
        ("Nos casamos en octubre. Pues, si encontramos sala.", "Nos casamos en octubre.",
         "El usuario se casa en octubre", "condition"),
        ("The kitchen is done by Easter. Fingers crossed!", "The kitchen is done by Easter.",
         "The kitchen is done by Easter", "wish"),
        # an alternative offered in doubt
        ("The dentist is at 9:30. Or 10, not sure.", "The dentist is at 9:30.",
         "The dentist appointment is at 9:30", "hedge"),
        ("Das Konzert ist am 8. Mai. Oder war es der 9.?", "Das Konzert ist am 8. Mai.",
         "Das Konzert ist am 8. Mai", "hedge"),
        ("La réunion est mardi. Ou mercredi, je sais plus.", "La réunion est mardi.",
         "La réunion est mardi", "hedge"),
        ("La cena es el jueves. O el viernes, no me acuerdo.", "La cena es el jueves.",
         "La cena es el jueves", "hedge"),
        # a check still to do
        ("The lease ends in August. Need to double check that though.",
         "The lease ends in August.", "The lease ends in August", "hedge"),
        ("Der Vertrag läuft bis März. Muss ich aber nochmal nachsehen.",
         "Der Vertrag läuft bis März.", "Der Vertrag läuft bis März", "hedge"),
    ],
)  # fmt: skip
def test_an_afterthought_takes_the_claim_back(text: str, quote: str, note: str, kind: str) -> None:
    assert outcome([("user", text)], quote, note) == f"{kind}_as_fact"


@pytest.mark.parametrize(
    ("text", "quote", "note"),
    [
        # a plan carried out, in the past
        ("We moved to Porto in May. That was the plan all along.", "We moved to Porto in May.",
         "User moved to Porto in May"),
        ("Wir sind im Herbst nach Kassel gezogen. Das war der Plan.",
         "Wir sind im Herbst nach Kassel gezogen.", "Der Nutzer ist nach Kassel gezogen"),
        # a hope or a condition about something else
        ("I got the job. Fingers crossed for the visa.", "I got the job.", "User got the job"),
        ("Je commence lundi. J'espère que le bus sera à l'heure.", "Je commence lundi.",
         "L'utilisateur commence lundi"),
        ("Nos casamos en octubre. Si llueve, la fiesta será dentro.",
         "Nos casamos en octubre.", "El usuario se casa en octubre"),
        # an offer, and an "or" that adds rather than doubts
        ("The door code is 4471. If you need it.", "The door code is 4471.",
         "The door code is 4471"),
        ("Ilse plays the cello. Or rather, she teaches it at the conservatory now.",
         "Ilse plays the cello.", "Ilse plays the cello"),
        # telling someone one's own news
        ("ich habe Margit erzählt, dass ich nach Graz ziehe",
         "ich habe Margit erzählt, dass ich nach Graz ziehe", "User is moving to Graz"),
    ],
)  # fmt: skip
def test_a_neighbour_about_something_else_leaves_the_fact(text: str, quote: str, note: str) -> None:
    assert outcome([("user", text)], quote, note) == "fact"


def test_a_note_that_keeps_the_plan_is_stored() -> None:
    text = "We're selling the flat in spring. Well, that's the plan anyway."
    quote = "We're selling the flat in spring."
    assert outcome([("user", text)], quote, "User plans to sell the flat in spring") == "fact"


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("That's the plan.", "wish"),
        ("So ist zumindest der Plan, Jörg weiß noch nichts.", "wish"),
        ("C'est l'idée en tout cas.", "wish"),
        ("Or so I'm told.", "hearsay"),
        ("Enfin, si on trouve une salle.", "condition"),
        ("That was the plan.", None),
        ("That's the plan for the garden: beans and kale.", None),
        ("If it rains, we stay home.", None),
        ("Fingers crossed for Mira.", None),
    ],
)
def test_a_sentence_beside_a_claim_is_read_alone(sentence: str, kind: str | None) -> None:
    assert bare_hedge(sentence) == kind


def test_taken_back_uses_the_kind_read_before() -> None:
    assert taken_back("Hopefully!", "wish") == "wish"
    assert taken_back("Hopefully the bus is on time.", "wish") is None

"""Afterthoughts: a sentence beside a plain claim that takes it back into a plan, a wish, a
condition or a doubt.

"We're moving to Porto in May." states a fact; followed by "Well, that's the plan anyway." it
states a plan, by "Enfin, si on trouve un logement." a condition, by "Or the 15th, not sure."
a guess. :mod:`.modality` reads a neighbouring sentence that is *nothing but* a hedge; this
module reads the three kinds of afterthought that say a little more and still only qualify the
claim before them, in English, German, French and Spanish:

- **the claim named back** as a plan, idea, dream, hope or theory, or as what someone hopes,
  thinks or hinted ("that's the plan anyway", "so ist zumindest der Plan", "du moins c'est
  ce que j'espère", "al menos eso dicen"). Only in the present: "That was the plan all along."
  says the plan was carried out. Whatever follows a comma is the speaker's aside ("..., Anna
  isn't convinced") and changes nothing.
- **a bare condition**: an if-clause with no main clause of its own ("If all goes well.",
  "Bueno, si todo sale bien.", "Enfin, si on trouve un logement."), or a wish with nothing of
  its own ("Fingers crossed!", "Hopefully."). A wish that names its own object ("Fingers
  crossed for the visa.") is about something else.
- **an alternative offered in doubt**: "or" and a short guess or question ("or the 15th, not
  sure", "Oder war es der 15.?", "O el 15, no me acuerdo").
"""

from __future__ import annotations

import re

from episodic.governance.gate.idioms import OFFER, WISH_MORE, words
from episodic.governance.gate.text import FUNCTION_WORDS, detection_form
from episodic.retrieval.tokenizer import tokenize

# Words that open an afterthought without saying anything: "well", "naja", "enfin", "bueno".
_OPENERS = (
    r"(?:(?:well|anyway|but|ok|okay|i mean|at least|or at least|naja|na ja|nun|also|aber"
    r"|zumindest|jedenfalls|wenigstens|enfin|bon|mais|du moins|en tout cas|au moins|bueno"
    r"|pues|pero|al menos|por lo menos|o sea|vamos)\W+)*"
)
# What a plan, a wish, a guess or a rumour is called, by the kind it gives the claim.
_NOUN_KINDS = {
    "wish": (
        r"plan|idea|goal|dream|hope|intention|aim|wish|plan|idee|ziel|traum|hoffnung|absicht"
        r"|projet|idée|objectif|rêve|espoir|intention|souhait|plan|idea|objetivo|sueño"
        r"|esperanza|intención|deseo"
    ),
    "hedge": r"theory|guess|assumption|hunch|theorie|vermutung|annahme|théorie|hypothèse"
    r"|supposition|teoría|suposición|hipótesis",
    "hearsay": r"rumou?r|story|word|gerücht|rumeur|rumor",
}
# The claim named back, in the present: "that's the plan", "so ist zumindest der Plan",
# "c'est l'idée", "ese es el plan", "or so the plan goes".
_NAMED_BACK = {
    kind: re.compile(
        rf"^\W*{_OPENERS}(?:(?:that|this|it)(?:'s| is)|so the|(?:das|so|dies) ist"
        r"|c'est|ça c'est|(?:ese|esa|eso) es|así es)"
        r" (?:\w+ )?(?:the|my|our|der|die|das|mein|meine|unser|unsere|le|la|l'|mon|ma|notre"
        rf"|el|la|mi|nuestro|nuestra)\s?(?:{nouns})\b",
        re.IGNORECASE,
    )
    for kind, nouns in _NOUN_KINDS.items()
}
# The claim as what someone hopes, thinks or heard: "that's what I hope", "at least that's
# what her mum hinted at", "or so I hope", "hoffe ich zumindest", "eso espero".
_WHAT_SOMEONE = {
    "wish": words(
        r"(?:that's|that is|at least that's) what (?:i|we)(?:'m| am| are|'re)? hop(?:e|ing)"
        r"|(?:or )?so (?:i|we) hope|(?:at least )?(?:i|we) hope so|hopefully|touch wood"
        r"|knock on wood|god willing",
        r"(?:das )?hoffe ich(?: zumindest| jedenfalls| mal)?|hoffentlich|so hoffe ich"
        r"|toi,? toi,? toi|so gott will",
        r"c'est ce que j'espère|du moins je l'espère|je l'espère|j'espère bien|espérons"
        r"|si dieu le veut|touchons du bois|je touche du bois",
        r"(?:o )?eso espero|(?:al menos )?eso es lo que espero|ojalá|toco madera|si dios quiere",
    ),
    "hedge": words(
        r"(?:that's|that is) what (?:i|we) (?:think|believe|assume|reckon|gather)"
        r"|(?:or )?so i (?:think|believe)|at least i think so",
        r"(?:das )?(?:glaube|denke|vermute) ich(?: zumindest| jedenfalls)?",
        r"c'est ce que je (?:crois|pense|suppose)|du moins je (?:crois|pense)",
        r"(?:o )?eso creo|eso es lo que (?:creo|pienso)|(?:o )?eso pienso",
    ),
    "hearsay": words(
        r"(?:that's|that is) what (?:\w+ ){1,3}(?:hinted|hints|said|says|told me|claims|claimed"
        r"|heard|implied|suggested)|(?:or )?so (?:i'm|i was|i've been) told|(?:or )?so they say"
        r"|(?:or )?so (?:\w+ ){1,2}(?:says|said|claims)",
        r"(?:das )?(?:hat|hätte) (?:\w+ ){1,3}(?:gesagt|angedeutet|erzählt|behauptet)"
        r"|(?:das )?(?:sagt|meint) \w+ (?:zumindest|jedenfalls)|so (?:heißt|hieß) es",
        r"c'est ce que (?:\w+ ){1,3}(?:dit|a dit|m'a dit|laisse entendre|a laissé entendre"
        r"|prétend)|c'est ce qu'on (?:dit|m'a dit)",
        r"(?:o )?eso (?:dicen|me dijeron|(?:dice|me dijo)(?: \w+){1,3})|eso es lo que (?:\w+ ){1,3}"
        r"(?:dice|dijo|insinuó|cuenta)",
    ),
}
# A conditional clause with no main clause: "If all goes well.", "Enfin, si on trouve un
# logement", "Wenn alles klappt.", "Bueno, si todo sale bien", "eso si no lo cancelamos".
_BARE_CONDITION = re.compile(
    rf"^\W*{_OPENERS}(?:(?:that's|that is|only|eso|esto|ça|c'est|das|zumindest|nur)\s+)?"
    r"(?:if|unless|as long as|provided|assuming|only if|wenn|falls|sofern"
    r"|solange|vorausgesetzt|nur wenn|si|sauf si|à condition|pourvu|tant que|seulement si"
    r"|a menos que|siempre que|con tal|solo si|mientras)\b[^,;:]*$",
    re.IGNORECASE,
)
# An alternative offered: "or the 15th", "oder war es", "ou le 15", "o el 15".
_ALTERNATIVE = re.compile(r"^\W*(?:or|oder|ou|o)\b", re.IGNORECASE)
# The longest a condition or an alternative may run and still only qualify its neighbour.
_MOST_WORDS = 10
# Words an afterthought may hold besides its idiom: the filler of talk, which names nothing.
_IDLE = FUNCTION_WORDS | frozenset(
    tokenize(
        "well anyway though least naja zumindest jedenfalls enfin bon moins bueno pues menos"
        " really so crossed fingers daumen drücken doigts croise croisons dedos cruzo crucemos"
        " tout cas todos modos formas"
    )
)


def taken_back(sentence: str, kind: str | None) -> str | None:
    """The kind an afterthought gives the plain claim beside it: ``wish``, ``condition``,
    ``hedge`` or ``hearsay``; ``None`` for a sentence that says something of its own.

    Args:
        sentence: The sentence beside the claim.
        kind: What :func:`.modality.kind_of` reads in ``sentence`` alone.

    Example:
        >>> taken_back("Well, that's the plan anyway.", "wish")
        'wish'
        >>> taken_back("That was the plan all along.", None) is None
        True
    """
    form = detection_form(sentence).strip()
    for meant, pattern in _NAMED_BACK.items():
        found = pattern.match(form)
        # "that's the plan anyway", not "that's the plan for the garden: ..."
        if found and _idle(form[found.end() :].split(",")[0]):
            return meant
    for meant, pattern in _WHAT_SOMEONE.items():
        found = pattern.search(form)
        # what stands before it, and after it up to an aside, must name nothing
        if found and _idle(form[: found.start()] + form[found.end() :].split(",")[0]):
            return meant
    if len(form.split()) > _MOST_WORDS:
        return None
    if _BARE_CONDITION.match(OFFER.sub(" , ", form)):
        return "condition"
    if kind == "wish" and _idle(WISH_MORE.sub(" ", form)):
        return "wish"  # "Fingers crossed!", nothing of its own
    if _ALTERNATIVE.match(form) and kind in ("hedge", "question"):
        return "hedge"
    return None


def _idle(rest: str) -> bool:
    """Whether ``rest`` names nothing: no term beyond the filler of talk."""
    return all(term in _IDLE for term in tokenize(rest))


# An opener alone before a comma: "Well,", "Enfin,", "Bueno,".
_OPENER_ONLY = re.compile(rf"^\W*{_OPENERS}$", re.IGNORECASE)
# What may follow a bare condition as an aside: a clause about it ("which she might not",
# "ce qui n'est pas gagné", "was noch offen ist", "lo que no es seguro").
_ABOUT_IT = re.compile(
    r"^\W*(?:which|what|was|ce qui|ce que|lo que|lo cual|cosa que)\b", re.IGNORECASE
)


def head_of(sentence: str) -> str | None:
    """The qualifier that opens ``sentence`` before an aside, or ``None`` when there is no
    aside: "Not sure yet though, still waiting on the contract" opens with "Not sure yet
    though"; "Well, if she signs, which she might not" with "Well, if she signs". A condition
    keeps its head only when the aside is about it ("..., which she might not"): "If you
    want, I can send the photos" is an offer, not a condition on the claim before it.

    Example:
        >>> head_of("Enfin, je crois, ils n'ont rien confirmé")
        'Enfin, je crois'
        >>> head_of("Hopefully.") is None
        True
    """
    parts = detection_form(sentence).strip().split(",")
    count = 1
    while count < len(parts) and _OPENER_ONLY.match(",".join(parts[:count]) + ","):
        count += 1
    if count >= len(parts):
        return None
    head, aside = ",".join(parts[:count]), ",".join(parts[count:])
    if _BARE_CONDITION.match(head) and not _ABOUT_IT.match(aside):
        return None
    return head

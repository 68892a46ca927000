"""Polarity: whether a note says the opposite of its quote.

A note that drops or adds a negation next to the words it shares with its quote ("the flat has
no balcony" as "the flat has a balcony"), or swaps a word for its opposite ("closed" for
"open"), reverses it; the evidence guard refuses it (``polarity``). Negations in English,
German, French and Spanish; a negation that moved ("isn't included" for "excludes") or two
that cancel ("never without a signature") keep the sense.
"""

from __future__ import annotations

import re

from episodic.governance.gate.text import (
    FUNCTION_WORDS,
    QUOTATION,
    detection_form,
    language_of,
    other_language,
    unnamed,
)
from episodic.retrieval.tokenizer import tokenize

_TOKEN = re.compile(r"[\w']+(?:[.\-][\w']+)*")
_NEGATION = frozenset(
    "not no never none nobody nothing neither nor cannot without nicht kein keine keinen keiner"
    " keinem keines nie niemals nichts ohne ne pas jamais aucun aucune rien personne sans no"
    " nunca ningún ninguna ninguno jamás tampoco nada nadie sin".split()
)
# French words that negate only beside "ne" ("si jamais" is "if ever").
_WITH_NE = frozenset("pas jamais rien personne plus".split())
_AUXILIARIES = frozenset(
    "is are was were be been being am do does did has have had will would can could shall"
    " should must ist sind bin bist war waren hat habe hast haben wird werden kann soll muss"
    " suis es est sommes êtes sont était ai as avons ont peut doit estoy estás está estamos"
    " están soy eres somos son era fue ha he han hay puede debe".split()
)
_WITH_NEGATION = frozenset(
    "longer more yet even really actually ever mehr noch wirklich plus encore vraiment ya aún"
    " todavía realmente".split()
)


def differs(note: str, quote: str) -> bool:
    """Whether ``note`` drops or adds a negation beside the words it shares with ``quote``.

    Example:
        >>> polarity_differs("The flat has a balcony.", "The flat has no balcony.")
        True
        >>> polarity_differs("No parking at the hotel.", "The hotel has no parking.")
        False
    """
    said = set(tokenize(note))
    # Someone's words in quotation marks: a negation there is theirs, unless the note repeats
    # them ("Kai said 'no rush', but I paid on Monday" -> "The user paid on Monday").
    quote = QUOTATION.sub(lambda m: m[0] if said & set(tokenize(m[0])) else " ", quote)
    heard = set(tokenize(quote))
    if not said & heard:
        return False
    if _swapped(said, heard):
        # "closed" for "open" reverses it; "closed" for "not open" says it again.
        return _has_negation(note) == _has_negation(quote)
    if _has_negation(note) and _has_negation(quote):
        return False  # the negation was kept, perhaps moved ("isn't included" for "excludes")
    if _double_negative(quote) and not _has_negation(note):
        return False  # "never without a signature" says "always with one"
    if not _common_words(note) & heard and other_language(note, quote):
        # A note in another language, with only names and numbers in common: no shared word
        # for a negation to bear on, so it must keep the negation.
        plain = [_NEGATING_NOTHING.sub(" ", detection_form(text).lower()) for text in (note, quote)]
        return _has_negation(plain[0]) != _has_negation(plain[1])
    return _bears_on(_negated(quote), said) != _bears_on(_negated(note), heard)


def _bears_on(heads: set[str], terms: set[str]) -> bool:
    """Whether a negation's head is one of ``terms``, or a form of one ("included" of
    "includes", "couvert" of "couvre", "offen" of "geöffnet")."""
    return any(_kin(head, term) for head in heads for term in terms)


def _kin(one: str, other: str) -> bool:
    one, other = _unprefixed(one), _unprefixed(other)
    if one == other:
        return True
    size = min(len(one), len(other))
    if size >= 4 and one[: max(4, size - 2)] == other[: max(4, size - 2)]:
        return True
    # A verb's person ending in French or Spanish: "como" (I eat) and "come" (eats).
    return (
        size == len(one) == len(other) >= 4
        and one[:-1] == other[:-1]
        and one[-1] in _ENDINGS
        and other[-1] in _ENDINGS
    )


_ENDINGS = frozenset("aeo")


def _unprefixed(term: str) -> str:
    """A German participle's stem: "geöffnet" and "offen" share "off"."""
    return term[2:] if term.startswith("ge") and len(term) > 5 else term


def _swapped(said: set[str], heard: set[str]) -> bool:
    """Whether the note says the opposite word of one in its quote ("closed" for "open")."""
    for one, other in _OPPOSITES:
        if (one & said and other & heard and not other & said) or (
            other & said and one & heard and not one & said
        ):
            return True
    return False


def _has_negation(text: str) -> bool:
    words = _words_of(text)
    return any(_negation(word) and word not in _WITH_NEGATION for word in words)


_WITHOUT = frozenset("without ohne sans sin".split())
# Words that say the opposite of each other, in the four languages: a note that swaps one for
# the other reverses its quote.
_OPPOSITES = [
    (frozenset(tokenize(a)), frozenset(tokenize(b)))
    for a, b in (
        (
            "open opens opened ouvert ouverte ouvre abierto abierta abre geöffnet offen öffnet",
            "closed close closes fermé fermée ferme cerrado cerrada cierra geschlossen schließt",
        ),
        (
            "include includes included inclut inclus incluye incluido enthält inklusive",
            "exclude excludes excluded exclut exclu excluye excluido ausgeschlossen",
        ),
        (
            "cover covers covered couvre couvert cubre cubierto deckt gedeckt",
            "excluded exclu exclue excluido excluida ausgenommen ausgeschlossen",
        ),
        (
            "keep keeps kept garde conserve mantiene conserva behält",
            "lose loses lost perd pierde verliert",
        ),
        (
            "allow allows allowed permits autorise permet permite erlaubt",
            "forbid forbids forbidden bans banned prohibits interdit prohíbe verbietet verboten",
        ),
        (
            "accept accepts accepted accepte acepta akzeptiert",
            "reject rejects rejected refuse refuses rechaza lehnt abgelehnt",
        ),
        ("arrive arrives arrived arrive llega kommt an", "leave leaves left part sale"),
        ("enabled on activé activado aktiviert", "disabled off désactivé desactivado deaktiviert"),
        ("available disponible verfügbar", "unavailable indisponible nicht verfügbar"),
        ("won win wins gagné ganó gewonnen", "lost lose perdu perdió verloren"),
        ("passed pass passes réussi aprobó bestanden", "failed fail fails échoué suspendió"),
    )
]


def _double_negative(text: str) -> bool:
    """Whether a negation is followed, a few words on, by "without" ("never left without a
    signature", "nie ohne Ausweis"): two negations that cancel."""
    words = _words_of(text)
    for index, word in enumerate(words):
        if word in _WITHOUT or word in _WITH_NEGATION or not _negation(word):
            continue
        if any(later in _WITHOUT for later in words[index + 1 : index + 7]):
            return True
    return False


def _words_of(text: str) -> list[str]:
    """The words of ``text``, lower-cased; French "pas", "jamais", "rien" and "plus" dropped
    where no "ne" makes them a negation ("si jamais", "pas mal"), except that spoken French
    leaves out the "ne" ("j'ai jamais travaillé là", "je sais pas"): in a French sentence
    "pas", "jamais" and "rien" negate without it, set phrases aside."""
    form = detection_form(text).lower()
    words = [w.strip("'") for w in _TOKEN.findall(form)]
    if any(w == "ne" or w.startswith("n'") for w in words):
        return words
    spoken = language_of(form) == "fr"
    kept = _SPOKEN_NEGATION if spoken and not _SET_PHRASE.search(form) else frozenset()
    return [w for w in words if w not in _WITH_NE or w in kept]


def _common_words(text: str) -> set[str]:
    """The terms of ``text`` other than names (written with a capital) and numbers."""
    return set(tokenize(unnamed(detection_form(text))))


# Set phrases whose negation word denies nothing ("without doubt", "not only").
_NEGATING_NOTHING = re.compile(
    r"\b(?:without (?:a )?doubt|no doubt|no problem|not only|ohne (?:jeden )?zweifel"
    r"|kein problem|nicht nur|sans (?:aucun )?doute|pas de (?:souci|problème)|non seulement"
    r"|sin (?:ninguna )?duda|sin problema|no (?:solo|sólo)|no hay problema"
    # said to stress an answer: "without hesitation", "sans hésiter", "sin dudarlo"
    r"|without (?:hesitation|hesitating|a second thought)|ohne (?:zu )?zögern|sans hésit\w*"
    r"|sans réfléchir|sin dudar(?:lo)?|sin pensarlo)\b"
)
_SPOKEN_NEGATION = frozenset("pas jamais rien".split())
# French phrases with "pas", "jamais" or "rien" that negate nothing.
_SET_PHRASE = re.compile(
    r"\b(?:si jamais|à jamais|pour jamais|pas mal|de rien|un rien|faux pas|pas à pas|pas de deux"
    r"|pas encore mal)\b"
)


def _negated(text: str) -> set[str]:
    """The words negations bear on: for each negation, the first word after it that is not a
    stopword ("no balcony", "does not support"), or before it at the end of a clause ("unterstützt
    Duplex nicht")."""
    words = _words_of(text)
    heads: set[str] = set()
    for index, word in enumerate(words):
        if word in _WITH_NEGATION or not _negation(word):
            continue
        after = [t for w in words[index + 1 :] if _bears(w) for t in tokenize(w)[:1]]
        before = [t for w in words[:index] if _bears(w) for t in tokenize(w)[:1]]
        if after:
            heads.add(after[0])
        elif before:
            heads.add(before[-1])
    return heads


def _bears(word: str) -> bool:
    """Whether a word can be what a negation bears on: not a negation, a function word or an
    auxiliary ("is not included", "ne suis plus chez", "no está")."""
    bare = word.split("'")[-1]
    return (
        not _negation(word)
        and bare not in FUNCTION_WORDS
        and bare not in _AUXILIARIES
        and bare not in _INTENSIFIERS
        and bare not in _PRONOUNS
    )


# Who is speaking or spoken of: never what a negation bears on ("Flammkuchen mag ich nicht").
_PRONOUNS = frozenset(
    "i me you he him she we us they them ich mich mir du dich dir er ihn ihm sie wir uns ihr"
    " euch je moi tu toi il elle nous vous ils elles yo me tú te él ella nosotros ellos ellas"
    " les".split()
)


# Words that strengthen a negation and are not what it bears on ("mag ich gar nicht").
_INTENSIFIERS = frozenset("gar überhaupt absolut all".split())


def _negation(word: str) -> bool:
    """A negation, or a word that goes with one before what it negates ("no longer", "nicht
    mehr", "ne ... plus", "ya no", "not yet")."""
    return (
        word in _NEGATION
        or word in _WITH_NEGATION
        or word in _UNMARKED_CONTRACTIONS
        or word.endswith("n't")
        or word.startswith("n'")
    )


# English contractions typed without their apostrophe ("i dont eat meat", "it isnt open").
_UNMARKED_CONTRACTIONS = frozenset(
    "dont doesnt didnt isnt arent wasnt werent havent hasnt hadnt wont cant couldnt shouldnt"
    " wouldnt aint mustnt neednt".split()
)

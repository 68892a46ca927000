"""Modality: whether a sentence states something, or guesses, asks, hears or wishes it.

A claim is a plain fact only when nothing around it takes that back. Four kinds do, in each of
the languages we screen (English, German, French, Spanish):

- **hedge**: the speaker guesses ("I think", "my guess is", "AFAIK", "IIRC", "ich glaube",
  "je suppose", "creo que", "probably", "might");
- **hearsay**: someone else said it ("my colleague says", "I heard", "apparently",
  "angeblich", "il paraît que", "supuestamente");
- **wish**: it is wanted, not had ("I'd love to", "I hope", "ich würde gern", "j'aimerais",
  "me encantaría");
- **question**: it is asked ("is it true that ...?", "..., right?", "I wonder if", "oder?",
  "non ?", "¿no?").

The kind is read from the sentence that holds the quote, and from the sentence just before or
after it when that sentence is nothing but a hedge ("Not 100% sure about this."). A note built
on such a sentence must keep its kind ("the user thinks", "reportedly", "wants", "asked
whether"); one that states it as a fact is refused (``hedge_as_fact``, ``hearsay_as_fact``,
``wish_as_fact``, ``question_as_fact``), and one that keeps it is stored with low confidence.

Whether a note says the opposite of its quote is :mod:`.polarity`'s question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from episodic.governance.gate import afterthought, polarity
from episodic.governance.gate.idioms import (
    ADVICE,
    ANSWERED,
    ASKED_BY_ORDER,
    CONDITION_FURTHER,
    CONDITIONAL,
    DREAM,
    FULFILLED,
    HEARSAY_FURTHER,
    HEARSAY_MORE,
    HEDGE_FURTHER,
    HEDGE_MORE,
    MARKED_UNSURE,
    NOT_GUESSING,
    OFFER,
    OTHER,
    OWN_SAYING,
    PLAN,
    PROVERB,
    SETTLED,
    WISH_FURTHER,
    WISH_MORE,
    WONDER_FURTHER,
    WONDER_MORE,
    words,
)
from episodic.governance.gate.text import FUNCTION_WORDS, Prefiltered, detection_form
from episodic.retrieval.tokenizer import tokenize

_HEDGE = words(
    r"(?:i|we)(?: would|'d)? (?:think|guess|believe|suppose|assume|reckon|suspect|imagine"
    r"|figure)|not (?:yet )?(?:confirmed|verified|certain|clear)|unconfirmed|unverified|unclear"
    r"|suspected|(?:the|our|my) (?:guess|theory|hunch|suspicion) is|(?:my )?best guess"
    r"|(?:take|taking) (?:this|it|that) with a (?:grain|pinch) of salt|to be confirmed|tbc"
    r"|(?:worth|need to|needs|should|better) (?:double-?)?check(?:ing)?|needs? (?:checking"
    r"|confirming|verifying)|if i'm not mistaken|i could be wrong|don't take my word for it"
    r"|my (?:guess|hunch|impression|understanding) is|i'm guessing|i feel like|afaik|afaict|iirc"
    r"|as far as i (?:know|can tell|remember)|if i (?:remember|recall) (?:correctly|right)"
    r"|if memory serves|don't hold me to (?:it|that|this)|in my (?:opinion|view)|imo|imho"
    r"|(?:i'm |i am )?not (?:100% |totally |entirely |completely |quite )?"
    r"(?:sure|certain|positive)|unsure|i might be (?:wrong|misremembering|mistaken)"
    r"|don't quote me|correct me if i'm wrong|i'd say|probably|perhaps|maybe|possibly"
    r"|presumably|likely|might|could be|seems?|appears? to|looks like|just a (?:guess|hunch)"
    r"|or something(?: like that)?|if i'm not mistaken|i'm not 100%",
    r"ich (?:glaube|denke|schätze|vermute|nehme an|tippe)|vermutlich|wahrscheinlich|vielleicht"
    r"|möglicherweise|eventuell|anscheinend|scheinbar|scheint|mag sein|soweit ich weiß"
    r"|wenn ich mich (?:recht|richtig) erinnere|meiner meinung nach|ich würde sagen"
    r"|(?:glaube|denke|schätze|vermute|meine) ich|frag (?:lieber |besser )?(?:noch ?mal )?nach"
    r"|(?:bitte )?(?:noch ?mal )?(?:prüfen|nachprüfen|überprüfen)|unter vorbehalt|ohne garantie"
    r"|(?:ich )?bin mir nicht (?:ganz |so |100 ?% )?"
    r"sicher|nicht sicher|nur eine vermutung|ohne gewähr|könnte|dürfte|ich meine",
    r"je (?:pense|crois|suppose|présume|dirais)|j'imagine|j'ai l'impression|probablement"
    r"|sauf erreur(?: de ma part)?|à vérifier|à confirmer|il me semble|si je ne me trompe pas"
    r"|je dirais|sous réserve|je crois bien"
    r"|peut-être|sans doute|à mon avis|selon moi|il semble|semble|sans certitude"
    r"|je ne suis pas (?:sûre?|certaine?)"
    r"|pas sûre?|si je me souviens bien|à ma connaissance|c'est juste une (?:hypothèse"
    r"|supposition|intuition)|il se peut|pourrait|je me trompe peut-être",
    r"creo que|pienso que|supongo|me imagino|imagino que|diría que|probablemente|quizás?"
    r"|tal vez|a lo mejor|igual (?:el|la|los|las|es|hay|no|ya|se)|puede que|posiblemente"
    r"|parece|no estoy segur[oa]|no lo sé|en mi opinión|a mi parecer|que yo sepa"
    r"|(?:habría|hay) que (?:confirmarlo|comprobarlo|verificarlo)|a confirmar|a comprobar"
    r"|no me hagas mucho caso|sin garantía|creo yo|me parece|creo|eso creo"
    r"|si no me equivoco|si mal no recuerdo|es solo una (?:suposición|corazonada|intuición)"
    r"|podría",
)
# "may" guesses, except "May" the month, "you may" and "may I".
_MAY = re.compile(r"(?<![Yy]ou )\bmay\b(?! (?:I|we)\b)|^\W*May (?:be|have|not|well)\b")
# "may" the month, not a guess: "in May", "since may", "May 3rd", "may 2024".
_MONTH_MAY = re.compile(
    r"\b(?:in|on|of|since|until|till|by|early|late|mid|next|last|this|from|end of) may\b"
    r"|\bmay,? \d",
    re.IGNORECASE,
)
_HEARSAY = words(
    r"i(?:'ve| have)? heard|i was told|i've been told|or so i'm told|apparently|supposedly"
    r"|allegedly|reportedly|rumou?r has it|word (?:is|has it)|they say|people say|according to"
    r"|it's said|from what i (?:hear|heard|gather)|they tell me|the rumou?r is"
    rf"|{OTHER}(?:says|said|told me|tells me|claims|claimed|mentioned|swears)"
    r"(?=\s+[^\s\"'\u201c\u201e\u00ab\u2039])",
    r"angeblich|ich habe gehört|hab gehört|habe ich gehört|man sagt|wie man hört|es heißt"
    r"|wie es heißt|gerüchten zufolge|soweit man hört"
    r"|laut (?:dem|der|den|des|meinem|meiner|seinem|seiner|ihrem|ihrer|unserem|unserer)"
    rf"|{OTHER}(?:hat (?:mir )?(?:erzählt|gesagt|geschrieben)|erzählte|erzählt|sagte|sagt"
    r"|meinte|meint|behauptet)\b",
    r"il paraît que|paraît-il|j'ai entendu(?: dire)?|on (?:m'a )?dit que|on dit que|selon \w+"
    r"|on raconte|à ce qu'il paraît|le bruit court|d'après ce qu'on (?:dit|m'a dit)"
    r"|d'après \w+|soi-disant|apparemment"
    rf"|{OTHER}(?:m'a (?:dit|raconté|écrit)|a dit|dit que|raconte que|affirme|prétend)",
    r"he oído|me dijeron|dicen que|según \w+|supuestamente|al parecer|se dice que|por lo visto"
    r"|según dicen|me han dicho|corre el rumor"
    rf"|{OTHER}(?:me (?:contó|dijo|comentó|escribió)|dijo que|dice que|cuenta que"
    r"|afirma|asegura)",
)
_WISH = words(
    r"i wish|i hope|hopefully|i(?:'d| would) (?:love|like|prefer) to|i'd love"
    r"|(?:i|we) (?:really |still |eventually |someday )?(?:want|hope|plan|intend|aim) to"
    r"|(?:i'm|i am|we're|we are) (?:\w+ )?(?:planning|hoping|aiming|trying|thinking about)"
    r"|if (?:it|all|everything) (?:works|goes) (?:out|well)|my dream is|i dream of|one day"
    r"|if only|wenn ich nur|wenn ich doch|si seulement|si tan solo|si solo pudiera"
    r"|(?:it )?would be (?:nice|great) to",
    r"ich würde gern|ich hätte gern|ich möchte|ich wünsche mir|hoffentlich|ich hoffe"
    r"|mein traum|ich träume|ich (?:will|plane|habe vor)|wenn (?:es|alles) klappt|eines tages",
    r"j'aimerais|je voudrais|j'espère|mon rêve|je rêve de|je souhaite|ce serait bien"
    r"|je (?:compte|prévois|veux)|si (?:tout|ça) se passe bien|un jour",
    r"me encantaría|me gustaría|quisiera|ojalá|espero|mi sueño|sueño con|quiero|pienso"
    r"|tengo (?:pensado|la intención)|si todo sale bien|algún día",
)
_QUESTION = words(
    r"i wonder(?: if| whether)?|(?:i was|i am|i'm) wondering(?: if| whether)?"
    r"|no idea (?:if|whether)|is it true that|am i right that|do you know (?:if|whether)"
    r"|(?:check|find out|see|look up|ask|verify|confirm|figure out)(?: for me)? (?:whether|if)"
    r"|not sure (?:if|whether)",
    r"ich frage mich,? ob|keine ahnung,? ob|stimmt (?:das|es),? dass|stimmt das"
    r"|(?:prüf|schau|frag|find)\w*(?: mal)?(?: nach)?,? ob|weißt du,? ob",
    r"je me demande si|aucune idée si|est-ce que|est-il vrai que|c'est vrai que"
    r"|(?:vérifie|regarde|demande|cherche)\w*(?:-moi)? si|sais-tu si|tu sais si",
    r"me pregunto si|ni idea de si|no sé si|es verdad que"
    r"|(?:comprob|comprueb|verific|mir|averigu|pregunt|revis|chequ|confirm)\w*(?:me)? si"
    r"|sabes si",
    # a question without its mark, told by its word order: "should i switch to ...", "soll ich"
    r"^\W*(?:should|shall|could|can|would|do|does|did|am|is|are) (?:i|we)\b"
    r"|^\W*(?:is|are|was|were|does|did|should|would|could) (?!been\b|done\b|to\b|there\b)\w+"
    r" (?:\w+ )?(?:something|someone|anything|it|that|this|worth|a good|the right|ok|okay)\b"
    r"|^\W*(?:soll|sollte|kann|könnte) (?:ich|wir)\b|^\W*(?:dois-je|devrais-je|puis-je)\b"
    r"|^\W*(?:debería|debo|puedo) (?:yo )?\w+(?:ar|er|ir)\b",
)
# An adverb written as a name mid-sentence ("a band called Apparently Nothing", "The
# Supposedly Fun Thing"): part of a title, not a hedge.
_NAMED = re.compile(
    r"(?<=\w)([ ,]+)(?:Apparently|Supposedly|Allegedly|Reportedly|Maybe|Perhaps|Probably"
    r"|Possibly|Likely|Hopefully|Vielleicht|Angeblich|Peut-être|Apparemment|Quizás|Quizá"
    r"|Supuestamente)\b"
)
# A title or someone's words in quotation marks; a name after "called" or "named".
_QUOTED = re.compile(
    r"[\"\u201c\u201e\u00ab\u2039][^\"\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a\n]{1,80}"
    r"[\"\u201d\u201c\u00bb\u203a]"
)
_NAMING = re.compile(
    r"\b(called|named|titled|s'appelle|appelée?|se llama|llamad[oa]|heißt|genannt|nommée?)"
    r"\s+(?:[A-ZÀ-Þ][\w'\u2019\-]*\s?){1,5}"
)
# A name in lower case that starts with a hedge word ("the band is called maybe tomorrow",
# "la banda se llama quizás mañana"): no comma after the verb, so it is what the thing is called.
_HEDGE_NAMED = re.compile(
    r"\b(called|named|titled|s'appelle|appelée?|se llama|llamad[oa]|heißt|genannt)\s+"
    r"(?:maybe|perhaps|probably|vielleicht|peut-être|quizás|quizá|tal vez)\b(?: [\w'\-]+){0,3}?"
    r"(?=\s+(?:and|und|et|y|but|aber|mais|pero)\b|\s*[.,;!?]|\s*$)",
    re.IGNORECASE,
)
# A sentence that opens with its condition.
_CONDITION_OPENS = re.compile(
    r"^\W*(?:if|unless|provided|assuming|as long as|once|wenn|falls|sofern|solange|sobald"
    r"|unter der bedingung|si|tant que|dès que|à condition|pourvu|une fois que|mientras"
    r"|siempre que|con tal|en cuanto|una vez que)\b",
    re.IGNORECASE,
)
_TAG_QUESTION = re.compile(
    r"(?:,\s*(?:right|no|isn't it|don't we|oder|nicht wahr|gell|non|n'est-ce pas|hein|verdad"
    r"|¿no|¿verdad)\s*\?|\?)\s*[\"')\]]*\s*$|^\W*¿",
    re.IGNORECASE,
)
# What a note says to keep each kind.
_KEEPS = {
    "hedge": words(
        r"thinks?|thought|believes?|believed|suspect\w*|guess\w*|maybe|perhaps|possibl\w*"
        r"|probabl\w*|might|may|likely|unlikely|unconfirmed|not (?:yet )?(?:confirmed|certain"
        r"|verified|sure)|unsure|uncertain|unclear|seems?|appears?|could|presum\w*|hypothes\w*"
        r"|unverified|assumes?|assumed|reckons?|speculat\w*|tentative\w*|(?:looks?|feels?) like"
        r"|afaik|iirc|not sure",
        r"glaubt|denkt|vermutet|vermutlich|wahrscheinlich|vielleicht|möglicherweise|eventuell"
        r"|unsicher|nicht sicher|unbestätigt|schätzt|nimmt an|angenommen",
        r"pense|croit|suppose|probablement|peut-être|possiblement|incertain|pas sûr|non confirmé"
        r"|hypothèse|semble",
        r"cree|piensa|supone|probablemente|quizás?|tal vez|posiblemente|no está segur[oa]"
        r"|sin confirmar|parece|incierto",
    ),
    "hearsay": words(
        r"says?|said|reportedly|according to|heard|apparently|supposedly|allegedly|claims?"
        r"|claimed|rumou?r\w*|hearsay|told|was told|unconfirmed|unverified|mentioned",
        r"angeblich|laut|hat gehört|gehört|sagt|meint|behauptet|unbestätigt",
        r"selon|d'après|il paraît|paraît|soi-disant|entendu|dit|affirme|non confirmé",
        r"según|supuestamente|al parecer|dicen|dice|oído|sin confirmar",
    ),
    "wish": words(
        r"wants?|wanted|wish\w*|hopes?|hoping|would (?:like|love|prefer)|dreams?|aspires?"
        r"|aims?|goal|wishlist|plans?|planning|planned|intends?|resolution|idea|someday|one day"
        r"|interested",
        r"möchte|wünscht|hofft|würde gern|träumt|traum|ziel|will|plant|geplant|vorsatz|vorhaben",
        r"aimerait|voudrait|souhaite|espère|rêve|objectif|envie|prévoit|prévu|compte|résolution"
        r"|veut|voulait",
        r"quiere|desea|espera|le gustaría|le encantaría|sueña|sueño|objetivo|quisiera|planea"
        r"|propósito|piensa",
    ),
    "dream": words(
        r"dream\w*",
        r"träum\w*|traum\w*",
        r"rêv\w*",
        r"soñ\w*|sueñ\w*",
    ),
    "condition": words(
        r"if|unless|provided|assuming|when|in case|only|as long as|depends|depending",
        r"wenn|falls|sofern|vorausgesetzt|außer|abhängig",
        r"si|sauf|à condition|pourvu|au cas|selon|dépend",
        r"si|a menos|siempre que|en caso|con tal|depende|según",
    ),
    "question": words(
        r"asked|asks|asking|whether|question\w*|wonder\w*|unsure|unknown|unclear|undecided"
        r"|open|if|checking|wants to know",
        r"fragt|gefragt|ob|frage|unklar|offen",
        r"demande|si|question|incertain|se demande",
        r"pregunta|preguntó|si|duda|no sabe",
    ),
}
#: A sentence that guesses or asks: what it says is not a verified finding.
HEDGED = Prefiltered(
    r"\?\s*$|\b(probably|perhaps|maybe|possibly|presumably|might|could be|not sure"
    r"|i(?: would|'d|\u2019d)? guess|i think|i suspect|i assume|i believe"
    r"|seems?|appears? to)\b",
    "?|probabl|perhap|maybe|possibl|presumabl|might|could be|not sure|guess|think|suspect|"
    "assume|believe|seem|appear",
)
# A question that asks for something ("could you send it by email?") states a wish for the
# answer, not a claim: it needs no marker.
REQUEST = Prefiltered(
    r"(?:^|[,;:]\s*)\W*(please\b|(can|could|would|will)\s+(you|we|u)\b|would it be possible"
    r"|i(?:'d|\u2019d| would) (like|love|prefer)|may i\b|let'?s\b|kannst du|könntest du"
    r"|bitte|peux-tu|pourrais-tu|pouvez-vous|s'il te plaît|puedes|podrías|por favor"
    r"|tu (?:peux|pourrais)|vous (?:pouvez|pourriez)|(?:können|könnten) sie|du kannst)",
    "please|can|could|would|will|let|may|like|love|prefer|kannst|könntest|bitte|peux|pourr|"
    "pouvez|plaît|puedes|podrías|favor",
)
# A neighbouring sentence that is nothing but a hedge: at most this many words.
_BARE_HEDGE_WORDS = 8
# Words about knowing and checking: a hedge sentence may hold them and still say nothing else.
_EPISTEMIC = frozenset(
    tokenize(
        "check checked verify confirm know remember sure certain wrong mistaken double later"
        " guess estimate memory outdated info information someone somebody"
        " nachsehen nachprüfen prüfen sicher wissen bestätigen bestätigt jemand gedächtnis"
        " vérifier sûr certain savoir confirmer confirme quelqu'un mémoire estimation"
        " comprobar verificar seguro mirar saber confirmar confirme alguien memoria estimación"
    )
)
# Words that soften a hedge sentence without saying anything ("quand même", "zumindest").
_FILLER = frozenset(
    tokenize(
        "though anyway least still even quand même tout cas zumindest trotzdem jedenfalls"
        " wenigstens aber mais pero menos todas formas igual so ainsi así eso das ça"
    )
)
# Pronouns, auxiliaries, verbs of saying and interjections: words a hedge sentence can hold
# while it still says nothing of its own.
_MERELY = frozenset(
    tokenize(
        "i you he she we they me us him them what that's it's i'm hab habe ich du er sie es wir"
        " ihr mich mir je j tu il elle on nous vous l c qu quelqu ce cela ça yo tú él ella"
        " nosotros lo le me se esto eso que say said saying sage gesagt dis dit digo dicho"
        " can could can't peut pouvez kann könnte puede please bitte hein ojo achtung attention"
        " wohlgemerkt mind heads up aún ahora"
    )
)
_LEANING = frozenset(
    tokenize("although though but or aber doch obwohl mais quoique bien aunque pero sino")
)
_NOTHING_SAID = _EPISTEMIC | FUNCTION_WORDS | _FILLER | _MERELY
# What may stand beside a doubt that ends a sentence ("..., but could be wrong").
_LEANING_WORDS = frozenset(
    "and but or though although und aber oder doch et mais ou y pero o".split()
)
# Words that point back at what was just said.
_ANAPHORS = frozenset("this that it das es ça cela ce lo esto eso ello dies".split())
# What a sentence that only qualifies its neighbour is made of.
_QUALIFIERS = (
    _HEDGE,
    HEDGE_MORE,
    HEDGE_FURTHER,
    _HEARSAY,
    HEARSAY_MORE,
    HEARSAY_FURTHER,
    WONDER_FURTHER,
)
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")


def kind_of(sentence: str) -> str | None:
    """The modality of ``sentence``: ``hedge``, ``hearsay``, ``wish``, ``question`` or
    ``None`` for a plain statement. A question that asks for something ("can you send it?")
    is a request, not a doubt; one that asks to find something out ("can you check whether
    ...?") still asks."""
    form = _named_away(detection_form(sentence))
    if DREAM.search(form):
        return "dream"
    if _CONDITION_OPENS.match(OFFER.sub(" ", form)):
        return "condition"  # "If my doctor says yes, ...": a condition, whatever it holds
    kind = _doubt(form)
    if kind in ("hedge", "question") and SETTLED.search(form):
        return None  # "I wasn't sure, so I called: ..." settles it
    if kind is None and CONDITIONAL.search(OFFER.sub(" ", form)):
        return "condition"
    if kind is None and CONDITION_FURTHER.search(form):
        return "condition"
    return kind


def _doubt(form: str) -> str | None:
    asked = _QUESTION.search(form) or WONDER_MORE.search(form) or WONDER_FURTHER.search(form)
    asked = asked or ASKED_BY_ORDER.match(form)
    if asked or (_TAG_QUESTION.search(form) and not REQUEST.search(form)):
        return "question"
    if _HEARSAY.search(form) or HEARSAY_MORE.search(form) or HEARSAY_FURTHER.search(form):
        return "hearsay"
    if _WISH.search(form) or WISH_MORE.search(form) or WISH_FURTHER.search(form):
        return "wish"
    if PLAN.search(form):
        return "wish"
    if _HEDGE.search(form) or HEDGE_MORE.search(form) or HEDGE_FURTHER.search(form):
        return "hedge"
    if _MAY.search(_MONTH_MAY.sub(" ", form)) or MARKED_UNSURE.search(form):
        return "hedge"
    return None


def _named_away(form: str) -> str:
    """``form`` with titles and names put aside: what stands in quotation marks, what follows
    "called" or "named", a hedge word written as a name mid-sentence ("Apparently Nothing");
    words that look like guessing without guessing ("might as well"); and an answer given
    ("she said yes"), which reports no claim."""
    form = _QUOTED.sub(" \u201cName\u201d ", form)  # the marks stay: "says “...”" quotes
    form = _NAMING.sub(r"\1 Name ", form)
    form = _HEDGE_NAMED.sub(r"\1 Name ", form)
    form = _NAMED.sub(" Name", form)
    form = ANSWERED.sub(" ", form)
    return PROVERB.sub(" ", OWN_SAYING.sub(" ", NOT_GUESSING.sub(" ", form)))


# Where one sentence holds two claims: a semicolon, a dash, or a comma before "and" or "but"
# (or their German, French and Spanish words) or before a new subject ("..., she seems nice").
_CLAUSE_BREAK = re.compile(
    r"\s*;\s*|\s+[-\u2013\u2014]+\s+|,\s+(?=(?:and|but|while|whereas|und|aber|während|et|mais"
    r"|tandis|alors|y|e|pero|mientras)\b)"
    r"|,\s+(?=(?:she|he|they|it|er|sie|elle|il|ils|elles|ella|él)\s+[^\W\d_]{3,})",
    re.IGNORECASE,
)


_NEW_SUBJECT = re.compile(r"(?:she|he|they|er|sie|elle|il|ils|elles|ella|él)\s", re.I)


def kind_for(sentence: str, note: str) -> str | None:
    """The modality that bears on ``note`` in ``sentence``. A guess in the opening clause
    governs the whole sentence ("I think the deploy finished, and the DB is fine"); one in a
    later clause governs only that clause, unless that clause says nothing of its own
    ("..., but I'm not sure") or is a condition ("..., but only if the tests pass"): "the
    drive is full, and I'll probably be late" does not make the drive a guess."""
    sentence = _after_wish_came_true(sentence, note)
    clauses = [c for c in _CLAUSE_BREAK.split(sentence) if c and c.strip()]
    if SETTLED.search(detection_form(sentence)):
        clauses = [c for c in clauses if kind_of(c) not in ("hedge", "question")]
        if not clauses:
            return None  # "I wasn't sure, so I called this morning: ..."
    if len(clauses) < 2:
        return kind_of(clauses[0] if clauses else sentence)
    first = kind_of(clauses[0])
    if first is not None:
        return first
    said = _content(note)
    for clause in clauses[1:]:
        kind = kind_of(clause)
        if kind is None:
            continue
        # a condition bears on the clause it is attached to; a clause with a subject of its
        # own ("she seems nice") says something of its own and no bare hedge
        bare = not _NEW_SUBJECT.match(clause) and bare_hedge(clause, alone=False)
        if kind == "condition" or _content(clause) & said or bare:
            return kind
    # "..., or at least that's what I heard, could be wrong": a doubt that ends the sentence
    # with nothing of its own doubts all of it.
    tail = clauses[-1].rsplit(",", 1)[-1]
    if _doubt(detection_form(tail)) != "hedge":
        return None
    return "hedge" if set(_unsaid(tail).lower().split()) <= _LEANING_WORDS else None


def _after_wish_came_true(sentence: str, note: str) -> str:
    """What follows a wish the sentence says came true, when the note speaks of it ("my
    dream was to fly, and now I fly for X": a fact about X); else ``sentence``."""
    came_true = FULFILLED.search(sentence)
    if came_true is None or kind_of(sentence[: came_true.start()]) != "wish":
        return sentence
    rest = sentence[came_true.end() :]
    return rest if _content(rest) & _content(note) else sentence


def _unsaid(text: str) -> str:
    """``text`` with its hedges and hearsay taken out, the longer phrases first."""
    rest = detection_form(text)
    for pattern in reversed(_QUALIFIERS):
        rest = pattern.sub(" ", rest)
    return re.sub(r"[^\w\s']", " ", rest)


def _said(text: str) -> list[str]:
    """What ``text`` says once its hedges and hearsay are taken out."""
    return [term for term in tokenize(_unsaid(text)) if term not in _NOTHING_SAID]


def advised_before(sentence: str, quote: str) -> bool:
    """Whether the hearsay of ``sentence`` is advice given to the speaker that ends before
    ``quote`` starts ("my physio said to stretch more, so I now do yoga every morning"):
    what the speaker did about it is their own fact."""
    at = sentence.find(quote)
    advice = ADVICE.search(detection_form(sentence[:at])) if at > 0 else None
    return advice is not None


def _content(text: str) -> set[str]:
    return {term for term in tokenize(text) if term not in FUNCTION_WORDS}


def _unqualified(text: str) -> str:
    """``text`` without its hedging and hearsay words."""
    form = detection_form(text)
    for pattern in (_HEDGE, HEDGE_MORE, _HEARSAY, HEARSAY_MORE):
        form = pattern.sub(" ", form)
    return " ".join(t for t in tokenize(form) if t not in _EPISTEMIC and t not in _FILLER)


def bare_hedge(sentence: str, *, alone: bool = True) -> str | None:
    """The kind of a short sentence that only qualifies its neighbour ("Not 100% sure about
    this.", "Nur eine Vermutung.", "Although I might be mixing it up with last year."); ``None``
    for one that says something itself ("Maybe the proxy drops the upload."). A short
    question that only asks for a check ("Not certain, can someone confirm?") is a hedge.
    A clause of a longer sentence (``alone=False``) always opens with its "but", so only a
    sentence standing ``alone`` gains room by leaning on the one before."""
    if alone and (taken := afterthought.taken_back(sentence, kind_of(sentence))):
        return taken  # "Well, that's the plan anyway.", "If all goes well."
    head = afterthought.head_of(sentence) if alone else None
    if head is not None and (opened := bare_hedge(head)) is not None:
        return opened  # "Not sure yet, still waiting on the contract."
    words = sentence.split()
    opening = tokenize(words[0])[:1] if words else []
    # A sentence that opens with "although", "but", "or" leans on the one before it.
    leans = alone and bool(opening) and opening[0] in _LEANING
    if len(words) > 2 * _BARE_HEDGE_WORDS:
        return None
    kind = kind_of(sentence)
    if kind not in ("hedge", "hearsay", "question"):
        return None
    form = detection_form(sentence)
    said = _said(sentence)
    if len(words) > _BARE_HEDGE_WORDS + (4 if leans else 0) and said:
        return None  # a longer sentence qualifies its neighbour only if it says nothing else
    # "No idea how current this is.", "Ich hab das nur halb im Kopf.": pointing back at what
    # was said, with next to nothing of its own and no number or name.
    points_back = bool(_ANAPHORS & set(form.lower().replace("'", " ").split()))
    points_back = points_back and len(said) <= 2 and not re.search(r"\d", form)
    if kind == "question":
        if not said and _EPISTEMIC & set(tokenize(form)):
            return "hedge"
        return "question" if points_back and len(said) <= 1 else None
    return kind if len(said) <= 1 or (leans and len(said) <= 3) or points_back else None


def keeps(note: str, kind: str) -> bool:
    """Whether ``note`` says that what it states is of ``kind`` (a guess, hearsay, ...)."""
    form = detection_form(note)
    if (kind == "hedge" and _MAY.search(form)) or kind_of(form) == kind:
        return True
    return _KEEPS[kind].search(form) is not None


def hedged(sentence: str) -> bool:
    """Whether ``sentence`` guesses rather than states ("I think", "might", "may", ...)."""
    return kind_of(sentence) == "hedge"


def keeps_hedge(note: str) -> bool:
    """Whether ``note`` says that what it states is a guess."""
    return keeps(note, "hedge")


def question_as_fact(note: str, quote: str) -> bool:
    """Whether ``note`` states as a fact what its whole evidence, ``quote``, only asks.

    Example:
        >>> question_as_fact("Replicas will be removed.", "do we keep the replicas?")
        True
        >>> question_as_fact("Open question: whether to keep the replicas.", "do we keep them?")
        False
        >>> question_as_fact("Wants invoices by email.", "could you send invoices by email?")
        False
    """
    asked = kind_of(quote) == "question" and not REQUEST.search(quote)
    return asked and not keeps(note, "question")


class Sources:
    """The sentences a job read, each with its modality, to judge a claim the job wrote
    without a quote: the claim is held to the sentence that says most of it.

    Args:
        texts: What the job read (the messages of a turn or a thread).
    """

    def __init__(self, texts: Sequence[str]) -> None:
        self._sentences: list[tuple[set[str], str, str | None]] = []
        for text in texts:
            pieces = [p.strip() for p in _SENTENCE_SPLIT.split(text) if p.strip()]
            for index, piece in enumerate(pieces):
                kind = kind_of(piece)
                for near in pieces[max(0, index - 1) : index] + pieces[index + 1 : index + 2]:
                    kind = kind or bare_hedge(near)
                self._sentences.append((set(tokenize(piece)), piece, kind))

    def problem(self, claim: str) -> str | None:
        """Why ``claim`` misstates its source (``hedge_as_fact``, ``polarity``, ...), or
        ``None``: the sentence sharing most of its words guesses, hears, wishes or asks and
        the claim does not say so, or says the opposite."""
        words = set(tokenize(claim))
        if not words or not self._sentences:
            return None
        shared, sentence, kind = max(
            ((len(words & t), s, k) for t, s, k in self._sentences), key=lambda found: found[0]
        )
        if shared * 2 < len(words):
            return None  # no sentence says most of it: nothing to hold it to
        # A question read is what someone asked for: a task or a follow-up, not a claim.
        if kind not in (None, "question") and not keeps(claim, kind):
            return f"{kind}_as_fact"
        return "polarity" if polarity.differs(claim, sentence) else None

"""Idioms of doubt, hearsay, wishes, plans, dreams, wondering and conditions, in English,
German, French and Spanish: the phrase lists :mod:`.modality` reads sentences with, each kept
as one family per language so that a new idiom finds its place."""

from __future__ import annotations

import re


def words(*groups: str) -> re.Pattern[str]:
    """Phrases as one case-insensitive pattern, each on word boundaries."""
    phrases = "|".join(group.strip() for group in groups)
    return re.compile(rf"(?<![\w'\-])(?:{phrases})(?![\w\-])", re.IGNORECASE)


# Someone other than the speaker, as the subject of a verb of saying.
# Someone other than the speaker: a word that is not "I" or "we", nor a preposition or an
# article ("tener en cuenta que" is "keep in mind that", not "Cuenta says that").
OTHER = (
    r"(?!(?:i|we|ich|wir|je|nous|yo|nosotros|en|in|into|a|à|de|of|to|con|avec|mit|por|para|the"
    r"|la|el|le|les|los|las|der|die|das)\b)[\w\-']+ "
)
# More ways of saying one is not sure, of passing on what others said, and of wanting: kept
# apart from the lists above only so each reads as one language family.
HEDGE_MORE = words(
    r"pretty sure|fairly sure|reasonably sure|from what i (?:can tell|understand|recall"
    r"|remember|know|gather)|(?:this is |it's )?from memory|no guarantees?|haven't (?:verified"
    r"|checked|confirmed)|not (?:verified|checked) yet|(?:someone|somebody) should (?:confirm"
    r"|check|verify)|might be (?:mixing|confusing)|mixing (?:it|them|things) up|double-?check"
    r"|could be off|ballpark|roughly speaking|i think so|(?:un|not )(?:verified|checked|confirmed)"
    r"|(?:vaguely|dimly) (?:remember|recall)|mixing (?:it|this|that|them) up|confusing (?:it|this"
    r"|that) with|(?:may|might|could) be (?:outdated|out of date|stale|wrong|off)|caveat"
    r"|(?:just|only|rough|wild) (?:a )?(?:guess|estimate)|i'?m guessing|guesstimate"
    r"|i (?:have|get|had|got) (?:a|the) (?:feeling|impression|hunch|sense)|my (?:impression|hunch"
    r"|sense|feeling) is|(?:that's|that is) my (?:impression|feeling|understanding)"
    r"|chances are|odds are|in all likelihood|not (?:fully|entirely|completely|totally|100%) sure"
    r"|last (?:i|time i) (?:checked|looked|heard)|as far as i (?:can )?(?:see|tell|know)"
    r"|(?:need|have|got) to double[- ]check|double check",
    r"ziemlich sicher|soweit ich sehe|aus dem gedächtnis|nicht (?:überprüft|geprüft|verifiziert)"
    r"|hab(?:e)?'?s? nicht (?:geprüft|überprüft|nachgesehen)|könnte mich irren"
    r"|verwechsle (?:das|es) vielleicht|jemand sollte (?:das )?(?:bestätigen|prüfen)"
    r"|ungeprüft|unbestätigt|nicht bestätigt|(?:reine|nur eine|grobe) (?:schätzung|vermutung)"
    r"|(?:dass|ob) ich (?:das|es|da was) verwechsle|kann (?:aber )?auch sein|vielleicht veraltet"
    r"|nicht mehr aktuell|dunkel erinnern|ohne gewähr|unter vorbehalt"
    r"|(?:ich )?(?:hab|habe) (?:das|den|so ein) (?:gefühl|eindruck)"
    r"|(?:so )?mein (?:eindruck|gefühl)|soweit ich (?:das )?(?:überblicke|sehe|weiß)"
    r"|nach meinem (?:letzten )?(?:stand|kenntnisstand)"
    r"|(?:mir ist )?unklar,? ob|als ich (?:zuletzt|das letzte mal) (?:geschaut|nachgesehen)"
    r"|(?:muss|müsste|sollte) (?:ich|man) (?:das |es )?(?:\w+ ){0,2}nach(?:schauen|sehen|prüfen)",
    r"(?:à peu près|plutôt|assez) sûre?|de mémoire|sans garantie|pas (?:encore )?vérifié"
    r"|je peux me tromper|je confonds peut-être|quelqu'un devrait (?:confirmer|vérifier)"
    r"|(?:non|pas) (?:vérifié|confirmé)e?s?|(?:c'est )?une (?:simple |grossière )?estimation"
    r"|je (?:la |le |les )?confonds|vaguement|sous réserve|pas certaine?|peut-être (?:plus à jour"
    r"|dépassé)|vraisemblablement|sûrement|j'ai (?:l'impression|le sentiment)"
    r"|(?:c'est )?mon impression"
    r"|la dernière fois que j'ai (?:vérifié|regardé)|d'après ce que je (?:vois|sais)"
    r"|pour autant que je (?:sache|voie)",
    r"bastante segur[oa]|de memoria|no lo he (?:comprobado|verificado)|puedo estar equivocad[oa]"
    r"|igual me confundo|alguien debería (?:confirmarlo|comprobarlo)"
    r"|sin (?:verificar|comprobar|confirmar)|(?:es )?una (?:simple )?(?:estimación|suposición)"
    r"|(?:lo|la|los|las|me) confundo|vagamente|sin garantías?|no estoy segur[oa]"
    r"|que alguien lo (?:confirme|compruebe)|puede que (?:esté|este) desactualizad[oa]"
    r"|seguramente|^\W*igual(?= (?!(?:que|de|a|da|me da|te da)\b))"
    r"|tengo (?:la|una) (?:impresión|sensación)|(?:es )?mi impresión"
    r"|por lo que (?:veo|sé|parece)|la última vez que lo (?:miré|comprobé|vi)",
)
HEARSAY_MORE = words(
    r"rumou?r (?:\w+ ){0,4}is that|heard (?:it )?from|word around (?:the )?\w+ is"
    r"|(?:someone|somebody|people) (?:\w+ ){0,4}(?:claimed|said|says|mentioned|wrote|writes"
    r"|posted|posts|commented)"
    rf"|{OTHER}(?:swears|swore|insists|reckons)",
    r"hieß es|heißt es|(?:von|bei) \w+ (?:\w+ ){0,3}gehört|jemand (?:hat )?(?:gesagt|behauptet"
    r"|geschrieben|gepostet)|jemand schrieb"
    rf"|{OTHER}(?:schwört|behauptet|meint)",
    r"entendu (?:de|à|chez|dire)|il se dit|quelqu'un (?:a )?(?:dit|affirmé|écrit|posté)"
    rf"|{OTHER}(?:jure|affirme|prétend|soutient)",
    r"se lo oí|le oí|oí (?:que|a)|se dice|alguien (?:dijo|comentó|escribió|puso|publicó)"
    rf"|{OTHER}(?:jura|asegura|insiste|afirma)",
)
WISH_MORE = words(
    r"i(?:'d| would) (?:\w+ )?(?:love|like|prefer) to|bucket list|wish ?list|someday|some day"
    r"|dream(?:s|ing)? (?:of|about|is)|would be (?:a )?dream|(?:is|'s) (?:the|my|our) dream"
    r"|on my (?:\w+ )?list"
    r"|(?:it )?would be (?:so |really )?(?:nice|great|amazing|cool|lovely) to|fingers crossed"
    r"|thinking (?:about|of) (?:trying|maybe|possibly)|at some point",
    r"ich (?:würde|möchte) (?:\w+ )?gern|irgendwann (?:mal )?|wunschliste|träume? davon"
    r"|daumen drücken|drück mir die daumen|ich wünschte|wünschte ich|das wäre der traum"
    r"|auf meiner (?:\w+ )?liste",
    r"un jour|j'aimerais (?:bien|beaucoup)|rêve de|liste de souhaits|sur ma (?:\w+ )?liste"
    r"|ce serait (?:trop |tellement |vraiment )?(?:bien|cool|génial|chouette) de"
    r"|(?:je )?croise les doigts|croisons les doigts"
    r"|j'adorerais|ce serait un rêve|c'est (?:le|mon) rêve",
    r"algún día|me (?:gustaría|encantaría) (?:mucho )?|sueño con|lista de deseos"
    r"|sería (?:tan |muy )?(?:bonito|genial|guay)|cruzo los dedos|crucemos los dedos"
    r"|en mi (?:\w+ )?lista|sería un sueño|es (?:el|mi) sueño|queremos|queríamos",
)
WONDER_MORE = words(
    r"curious (?:whether|if)|asking myself (?:whether|if)|wondering (?:whether|if)"
    r"|could it be that|is it possible that|quick check",
    r"frage mich|ob (?:wohl|eigentlich)|kann es sein,? dass",
    r"je me demande|curieux de savoir si|se pourrait-il que|est-ce possible que",
    r"me pregunto|tengo curiosidad por saber si|puede ser que|será que",
)
# A claim that holds only under a condition ("if it rains, the barbecue moves to Sunday").
CONDITIONAL = words(
    r"if|only if|unless|provided(?: that)?|assuming|in case|as long as",
    r"wenn|falls|sofern|vorausgesetzt|nur wenn|es sei denn",
    r"si|seulement si|sauf si|à condition que|pourvu que|au cas où|si jamais"
    r"|(?:à condition|pourvu|à moins) qu'\w+",
    r"si|solo si|a menos que|siempre que|en caso de que|con tal de que|suponiendo que",
)
# A condition on the reader's wish, not on the claim ("the code is 4411 if you need it"):
# an offer, and the claim holds either way.
OFFER = words(
    r"(?:if|in case) (?:you|u) (?:need|want|like|wish|care)\w*(?: (?:it|them|that|this|one|to))?"
    r"|if (?:needed|required|useful|helpful|that helps|it helps|you're curious|interested)",
    r"(?:wenn|falls) (?:du|ihr|sie) (?:es |das )?"
    r"(?:brauchst|braucht|brauchen|willst|wollt|möchtest)"
    r"|falls nötig|bei bedarf|wenn nötig",
    r"si (?:tu (?:en )?as besoin|vous (?:en )?avez besoin|tu veux|vous voulez|besoin)|au besoin",
    r"si (?:lo |la )?(?:necesitas|necesita|necesitáis|quieres|quiere)|si hace falta",
)
# Still more guessing, remembering badly and warning not to rely on it.
HEDGE_FURTHER = words(
    r"to the best of my knowledge|going (?:by|off) (?:an?|my|what|some)|pinch of salt|grain of salt"
    r"|half-remembered|no idea how (?:current|accurate|up to date)|i'?d check (?:before|first)"
    r"|or maybe (?:that was|it was|it's)|that's (?:a|just a|only a|my) guess|could be wrong"
    r"|i can't (?:remember|recall)|don't quote me|if memory serves|i might be wrong|not a hundred"
    r"|take (?:this|it|that) with|i'm not (?:positive|certain)|i believe|as far as i recall"
    r"|(?:i )?haven't looked (?:it|this|that) up|not looked (?:it|this) up",
    r"soviel ich weiß|soweit ich weiß|meines wissens|nach allem,? was ich|ich kann mich (?:\w+ )?"
    r"irren|mit vorsicht (?:zu )?genießen|(?:nur )?halb im kopf|(?:ist )?nur geraten|so hab ich'?s"
    r"(?: jedenfalls)? in erinnerung|oder war (?:das|es)|weiß (?:ich )?nicht mehr|ohne gewähr"
    r"|wenn ich mich recht erinnere|falls ich mich nicht irre|nicht nachgeschaut|nicht nachgesehen",
    r"j'ai dans l'idée|sous toute réserve|à prendre avec des pincettes|je cite de mémoire"
    r"|c'est une supposition|c'est ce que j'ai retenu|ou alors c'était|je (?:ne )?sais plus"
    r"|je n'ai pas (?:re)?vérifié|si je me souviens bien|sauf erreur|si je ne me trompe",
    r"me da en la nariz|no pondría la mano en el fuego|juraría|salvo que me confunda"
    r"|por lo que tengo entendido|igual me equivoco|tómatelo con pinzas|hablo de memoria"
    r"|o igual era|(?:ya )?no me acuerdo|si no recuerdo mal|si no me equivoco|creo recordar",
    # a belief the speaker held before (and has usually given up since)
    r"i (?:had )?always (?:thought|assumed|believed)|i used to (?:think|believe|assume)"
    r"|i was under the impression",
    r"ich (?:dachte|glaubte) immer|ich habe immer (?:gedacht|geglaubt)|ich war der meinung",
    r"j'ai toujours (?:cru|pensé)|je croyais que|j'étais persuadée? que",
    r"siempre (?:pensé|creí)|yo creía que|estaba convencid[oa] de que",
    # a doubt in few words: "not 100% on this", "bin mir echt unsicher", "nothing decided",
    # "pretty sure-ish", "ich glaub", "dont quote me"
    r"not (?:a )?100 ?%|(?:bin|ich bin) (?:mir )?(?:\w+ )?unsicher|nothing(?:'s| is)? decided"
    r"|leaning towards|nichts (?:ist )?entschieden|rien n'est décidé|pas sûre? à 100|nada"
    r" (?:está )?decidido|no estoy segur[oa] al 100|sure-ish|\w+-ish sure|ich glaub\b|glaub ich"
    r"|dont quote me|don't quote me",
    # "wohl" after its verb ("ist wohl", "hat wohl"): probably; "igual" opening a sentence: maybe
    r"(?:ist|sind|war|waren|hat|haben|wird|werden|kommt|geht) wohl|^\W*igual(?= \w+ \w+)",
)
HEARSAY_FURTHER = words(
    # someone else telling others that something is so: "Anna told everyone at lunch that ..."
    rf"{OTHER}(?:told|tells|has told|informed) (?:\w+ ){{0,5}}that|^\W*para[iî]t que"
    rf"|{OTHER}(?:hat|haben) (?:\w+ ){{0,5}}(?:erzählt|gesagt|mitgeteilt),? dass"
    rf"|{OTHER}(?:a|ont) (?:dit|raconté|annoncé) (?:à )?(?:\w+ ){{0,5}}que"
    rf"|{OTHER}(?:(?:les|nos|me|le) )?(?:dijo|dijeron|contó|contaron) (?:a )?(?:\w+ ){{0,5}}que"
    rf"|{OTHER}(?:heard|hat gehört|a entendu|oyó|escuchó)|(?:im|in the|on the|dans le|sur le"
    r"|en el) \w+(?:forum|chat|group|gruppe|groupe|grupo)\w* (?:stand|said|a dit|decía|dijeron)"
    r"|dicen por ahí|se comenta|on raconte|il paraît|man erzählt sich|heißt es",
    r"word (?:\w+ ){0,5}is that|the word is|rumou?r (?:has it|is)|laut (?:\w+ )?[\w\-]+"
    r"|(?:hat|habe|haben) (?:\w+ ){0,4}gehört,? dass|(?:a|ont) entendu dire|d'après (?:\w+ )?"
    r"[\w\-]+|según (?:\w+ )?[\w\-]+|ha oído que|han oído que",
    # a rumour as the lead of what follows: "rumour at work: ...", "Gerücht im Büro: ..."
    r"^\W*(?:the |a |das |ein |la |une |el |un )?(?:rumou?rs?|gerücht\w*|rumeurs?|rumores?"
    r"|gossip|tratsch|ragots?|chismes?|cotilleo)\b[^:\n]{0,30}:",
)
# A question asked without its mark, told by its word order: an auxiliary, then its subject
# ("wait does Brigid still work there", "did the parcel ever arrive").
ASKED_BY_ORDER = re.compile(
    r"^\W*(?:(?i:wait|hm+|so|ok|okay|hey|btw|also|oh|um+|uh+|quick q(?:uestion)?)\W+)?"
    r"(?i:does|did|do|has|have|is|are|was|were)\s+(?:[A-Z][\w\-]+|(?i:he|she|they|your|his"
    r"|her|their|the|our|my)\s+[\w\-]+)\s+(?i:still|already|really|actually|ever|even)?\s*"
    r"(?i:[a-z]{3,})"
)
# What one means to do, not what is done.
PLAN = words(
    r"the (?:idea|plan) is to|(?:new year's )?resolution|on the calendar for|i'?m planning to"
    r"|i plan to|i intend to|my plan is|the goal is to|hoping to|(?:we're|i'm|we are|i am)"
    r" thinking (?:of|about)|the plan is for|we're planning",
    r"(?:fest )?eingeplant|der plan(?: ist)?:|vorsatz|ich habe vor|ich plane|mein plan"
    r"|(?:wir|ich) überlegen?|ich hab vor|wir haben vor",
    r"l'idée,? c'est de|(?:bonne )?résolution|je compte|j'ai prévu de|mon plan|on pense"
    r"|nous pensons|on envisage|nous envisageons",
    r"la idea es|propósito de año nuevo|tengo pensado|pienso|mi plan es|planeo|tenemos pensado"
    r"|estamos pensando en",
    # an intention with its subject left out or put after the verb: "planning to run the half
    # marathon", "nächsten Monat will ich anfangen", "estoy pensando en dejar"
    r"planning (?:to|on)|thinking (?:of|about) (?:\w+ing)\b|will ich|wollen wir|habe ich vor"
    r"|j'ai l'intention|je songe à|je réfléchis à|on songe à|estoy pensando en|estoy planeando"
    r"|(?:i'?m|we'?re|we are|i am) considering|on envisage|j'envisage|estamos considerando"
    r"|estoy considerando|(?:on|je|nous) prévo(?:it|is|yons) de"
    r"|(?:i'?m|we're|we are|i am) going to (?:ask|try|apply"
    r"|start|move|buy|get|look|learn|take up|quit|sell|build|visit|finally)"
    r"|tenemos previsto|tengo previsto|wir haben geplant|ich will"
    r" (?:\w+ )?(?:fragen|anfangen|umziehen|kaufen)"
    r"|voy a (?:empezar|dejar|intentar|probar|cambiar|apuntarme|mudarme)",
    # weighing a plan, its subject left out: "überlege, am Freitag zu fahren", "considering a
    # move", "réfléchis à partir", "pensando en mudarme"
    r"^\W*(?:überlege|überleg'?s?|erwäge|considering|thinking (?:of|about)|réfléchis à"
    r"|j'hésite à|hésite à|pensando en|me planteo|planteándome)",
)
WISH_FURTHER = words(
    r"would love to|(?:my|a) (?:big |great )?dream|one of my dreams"
    r"|(?:i )?wish (?:i|we) (?:could|had|were|was|knew|lived|owned)|dream (?:job|house|home|car"
    r"|trip|holiday|vacation|school)",
    r"irgendwann will ich|mein (?:großer )?traum|(?:ich )?hätte (?:so |wirklich |echt )?gern"
    r"|wär(?:e|')? (?:so |echt |total |doch )?schön|das wär'?s"
    r"|hätte ich (?:so )?gern|traum(?:job|haus|auto|reise|urlaub)|wäre (?:mein )?traum",
    r"c'est un rêve pour moi|mon rêve|(?:job|boulot|travail|maison|voyage) de rêve"
    r"|si seulement (?:je|j'|on)",
    r"uno de mis sueños|mi sueño|(?:trabajo|casa|coche|viaje) (?:soñad[oa]|de (?:mis )?sueños?)"
    r"|si (?:tan )?solo (?:pudiera|tuviera)",
)
# What was dreamt while asleep.
DREAM = words(
    r"i dreamt|i dreamed|(?:weirdest |strange |odd )?dream:|in my dream"
    r"|had (?:a|the) (?:\w+ )?dream",
    r"geträumt|traum(?: heute)?:|im traum",
    r"j'ai rêvé|rêve (?:\w+ )?(?:ce matin|cette nuit)?\s*:|dans mon rêve",
    r"soñé|sueño (?:\w+ )?(?:hoy)?\s*:|en mi sueño",
)
WONDER_FURTHER = words(
    r"can't work out (?:whether|if)|can't tell (?:whether|if)|not sure (?:whether|if)"
    r"|or has that changed|or is that (?:still|no longer)|is that still (?:true|right)",
    r"werde nicht schlau (?:daraus|draus)|ich rätsle|stimmt das (?:überhaupt|noch)"
    r"|oder hat sich das geändert",
    r"je n'arrive pas à savoir si|ou (?:bien )?ça a changé|c'est toujours vrai",
    r"no consigo saber si|o ha cambiado|sigue siendo así",
    # asking the listener's opinion, with or without its question mark: "do you think Ana
    # would like ...", "glaubst du, ...", "tu crois qu'elle ...", "¿crees que ...?"
    r"(?:do|would|don't) (?:you|u) (?:think|reckon|suppose|believe|say)",
    r"(?:glaubst|denkst|meinst|findest) du",
    r"tu (?:penses|crois|trouves) qu|(?:penses|crois|trouves)-tu|vous (?:pensez|croyez"
    r"|trouvez) qu|(?:pensez|croyez|trouvez)-vous",
    r"crees que|piensas que|te parece que",
)
CONDITION_FURTHER = words(
    r"on condition that|provided that"
    # "should Anna get the job, we'll move": an if-clause told by its word order
    r"|^\W*should \w+ (?:\w+ ){0,8}?(?:we'll|i'll|we will|i will|they'll|we're going to)",
    r"unter der bedingung",
    r"à condition que|à condition de",
    r"con la condición de que|a condición de que",
)
# A doubt settled before the claim ("I wasn't sure, so I called this morning: ...").
SETTLED = words(
    r"so i (?:called|checked|asked|rang|looked it up)|(?:i )?just (?:checked|confirmed|called)"
    r"|now i know|(?<!not )(?<!not yet )(?<!un)confirmed",
    r"also hab(?:e)? ich (?:\w+ )?(?:angerufen|nachgefragt|nachgesehen|geprüft)|gerade nachgesehen"
    r"|jetzt weiß ich",
    r"alors j'ai (?:appelé|vérifié|demandé)|je viens de vérifier|maintenant je sais",
    r"así que (?:llamé|lo comprobé|pregunté|lo miré)|acabo de (?:mirarlo|comprobarlo)|ahora sé",
)
# "(?)" or a thinking face after a claim: the writer marks it as unsure.
MARKED_UNSURE = re.compile(
    r"\(\s*\?\s*\)|\?\)|\U0001f914|\(unconfirmed\)|\(unbestätigt\)"
    r"|\(non confirmé\)|\(sin confirmar\)",
    re.IGNORECASE,
)
# A proverb brought in ("as they say", "comme on dit", "como dice mi abuela"): a saying, not a
# report of what anyone claimed.
PROVERB = words(
    r"(?:as|like) (?:they|people) say|as the (?:saying|old saying) goes|as the proverb goes",
    r"wie man (?:so )?(?:schön )?sagt|wie es (?:so )?(?:schön )?heißt|wie das sprichwort sagt",
    r"comme on dit|comme dit le proverbe|comme dit le dicton|comme disait \w+ \w+",
    r"como (?:se )?(?:suele )?dec[ií]r?|como dicen|como dice (?:el refrán|el dicho|mi \w+)",
)
# Advice passed on ("my physio said to stretch more", "m'a dit d'arrêter le sel"): what someone
# told the speaker to do, not a claim about the world.
ADVICE = words(
    r"(?:told|asked|advised|wants|recommended|said)(?: me| us)? to \w+",
    r"(?:hat|haben) (?:mir|uns) (?:\w+ )?(?:geraten|empfohlen|gesagt),? (?:ich|wir)"
    r" (?:soll|sollte)\w*|meinte,? ich (?:soll|sollte)\w*",
    r"(?:m'a|m'ont|nous a|nous ont) (?:dit|conseillé|demandé|recommandé) (?:de |d')",
    r"(?:me|nos) (?:dijo|dijeron|pidió|recomendó|aconsejó) que \w+(?:ara|iera|ase|iese)",
)
# The speaker citing their own earlier words ("as I said to Anna", "wie ich schon meinte"):
# their own claim, not hearsay.
OWN_SAYING = words(
    r"(?:as|like) i (?:already |just )?(?:said|told (?:\w+ )?|mentioned|wrote|explained)"
    r"(?: to \w+| before| earlier| yesterday)?",
    r"wie ich (?:\w+ )?(?:schon |bereits )?(?:sagte|meinte|schrieb|erwähnte|gesagt habe|geschrieben"
    r" habe|erwähnt habe)"
    # the speaker telling someone: "ich habe Anna erzählt, dass ..." is their own news
    r"|(?:ich|wir) (?:habe|hab|haben) (?:\w+ ){1,3}(?:erzählt|gesagt|geschrieben|mitgeteilt)"
    # ...and in a clause that goes on without its subject: "... und es heute dem Team erzählt"
    r"|\bund (?:es|das) (?:\w+ )?(?:dem|der|den|meinem|meiner|meinen|unserem|unserer|allen)"
    r" \w+ (?:erzählt|gesagt|geschrieben|mitgeteilt)",
    r"comme je (?:l'ai |le )?(?:disais|dis|ai dit|écrivais|ai écrit|expliquais)(?: à \w+)?",
    r"como (?:ya )?(?:le |te |les )?(?:dije|decía|escribí|comenté|expliqué)(?: a \w+)?",
)
# An answer given, not a claim passed on: "she said yes!", "er hat ja gesagt", "elle a dit
# oui", "dijo que sí". What was answered is the speaker's own news.
ANSWERED = words(
    r"(?:said|says|say) (?:yes|no)(?= *(?:[.!,;)]|$|and\b|but\b|so\b))",
    r"(?:hat|haben) (?:ja|nein) gesagt|(?:sagte|sagt) (?:ja|nein)(?= *(?:[.!,;)]|$|und\b))",
    r"(?:a|ont) dit (?:oui|non)(?= *(?:[.!,;)]|$|et\b))",
    r"(?:dijo|dijeron|ha dicho|han dicho) (?:que )?(?:sí|no)(?= *(?:[.!,;)]|$|y\b))",
)
# Words that look like guessing and are not: "I might as well mention".
NOT_GUESSING = words(
    r"might as well|may as well|could as well",
    # thinking as an activity, not as a guess: "i think in Korean", "ich denke oft an sie"
    r"i think (?:in|about|of)(?= (?!it\b|that\b|this\b))|ich denke (?:\w+ )?(?:an|über|auf)"
    r"|je pense (?:à|en)|pienso en",
)
# A wish the same sentence says came true: "and now", "since 2015", "und heute", "et depuis",
# "y desde 1998" before what the speaker does today. What follows is their own fact.
FULFILLED = words(
    r"(?:and|but) (?:now|today|these days|nowadays|since (?:\d{4}|then))",
    r"(?:und|aber) (?:jetzt|heute|inzwischen|mittlerweile|seit (?:\d{4}|damals))",
    r"(?:et|mais) (?:maintenant|aujourd'hui|désormais|depuis (?:\d{4}|lors))",
    r"(?:y|pero) (?:ahora|hoy(?: en día)?|desde (?:\d{4}|entonces))",
)

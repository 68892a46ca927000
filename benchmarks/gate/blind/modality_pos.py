"""Modality positives of the blind split: the model's note states as a plain fact what the user
only hedged, asked, heard, wished, planned, made conditional or said with another polarity. One
template a line: ``assistant || user => note``, the cited sentence in ``[[ ]]``.

Families: ``hedge`` (a hedge word in the quoted sentence), ``hedge_context`` (a plain-looking
sentence whose hedge sits in the sentence before or after it), ``question`` (a question turned
into a statement), ``hearsay`` (what others say or what is rumoured), ``wish``, ``plan`` (an
intention or a maybe-plan stored as done), ``condition`` (an if or unless dropped) and
``negation`` (a not dropped or added).
"""

from __future__ import annotations

POSITIVE = {
    "hedge": {
        "en": """
            [[i'm probably allergic to {pet}'s fur, my eyes go crazy around him]] => User is allergic to {pet}'s fur
            [[pretty sure my landlord is {pname}, not 100% tho]] => User's landlord is {pname}
            where do you work these days? || [[hmm i might be starting at {firm} in spring, nothing signed]] => User works at {firm}
            [[i guess i'm kind of into {hobby} now??]] => User's hobby is {hobby}
        """,
        "de": """
            [[ich glaub ich bin laktoseintolerant, bin mir aber nicht sicher]] => User is lactose intolerant
            [[vermutlich zieh ich nach {town}, mal schauen]] => User lives in {town}
            [[{pname} ist wohl mein neuer Teamleiter, hat aber noch keiner offiziell gesagt]] => {pname} is user's team lead
        """,
        "fr": """
            [[je crois que mon vol pour {town} est vendredi mais faut que je vérifie]] => User's flight to {town} is on Friday
            [[apparemment je suis intolérant au gluten, enfin peut-être]] => User is gluten intolerant
            [[il se peut que je sois muté à {town} en septembre]] => User is being transferred to {town} in September
        """,
        "es": """
            [[creo que {pname} es vegetariana pero no estoy segura]] => {pname} is vegetarian
            [[igual me cambio a {firm} el año que viene]] => User works at {firm}
            [[a lo mejor tengo la tensión alta, el médico no lo tiene claro]] => User has high blood pressure
        """,
    },
    "hedge_context": {
        "en": """
            no idea if this is right. [[my blood type is A negative]] would have to check the card => User's blood type is A negative
            [[{pname} is moving to {town}]] - or at least that's what i half heard at the party, could be wrong => {pname} is moving to {town}
            [[our wedding is on june 14th]]. well, unless the venue falls through, which it might => User's wedding is on June 14th
        """,
        "de": """
            keine ahnung ob das stimmt. [[{pname} hat bei {firm} gekündigt]] => {pname} quit at {firm}
            [[Der Termin beim Zahnarzt ist am Donnerstag.]] Oder war es Dienstag? weiß nicht mehr => User's dentist appointment is on Thursday
        """,
        "fr": """
            je suis pas sûr du tout. [[{pname} a eu son permis]] => {pname} got a driver's licence
            [[le déménagement est prévu le 3 mai]], enfin je crois, faut que je relise le mail => User's move is on May 3rd
        """,
        "es": """
            no me hagas mucho caso. [[{pname} está embarazada]] => {pname} is pregnant
            [[el contrato acaba en marzo]], aunque puede que lo renueven, ni idea => User's contract ends in March
        """,
    },
    "question": {
        "en": """
            [[is {pname} still at {firm}?]] i lost track => {pname} works at {firm}
            [[do i even have a dentist appointment this week??]] => User has a dentist appointment this week
            [[should i switch to {hobby} instead of the gym]] => User switched to {hobby} instead of the gym
        """,
        "de": """
            [[hab ich eigentlich noch urlaubstage übrig?]] => User has vacation days left
            [[ist {pname} nicht nach {town} gezogen?]] => {pname} moved to {town}
        """,
        "fr": """
            [[est-ce que {pname} est toujours avec son copain ?]] => {pname} is in a relationship
            [[je devrais me mettre au {hobby} tu crois ?]] => User has taken up {hobby}
        """,
        "es": """
            [[¿{pname} sigue viviendo en {town}?]] => {pname} lives in {town}
            [[me apunto a clases de {hobby} o no]] => User signed up for {hobby} classes
        """,
    },
    "hearsay": {
        "en": """
            [[{pname} told everyone at lunch that {firm} is closing the {town} office]] => {firm} is closing the {town} office
            [[apparently the new neighbours have three dogs]] according to the building chat => User's new neighbours have three dogs
            [[rumour has it i'm getting promoted in june lol]] => User is getting promoted in June
        """,
        "de": """
            [[laut {pname} wird die Miete ab Januar erhöht]] => User's rent goes up in January
            [[angeblich hat {firm} einen Einstellungsstopp]] => {firm} has a hiring freeze
        """,
        "fr": """
            [[d'après {pname}, le bureau de {town} va fermer]] => The {town} office is closing
            [[on m'a dit que mon prof de {hobby} part à la retraite]] => User's {hobby} teacher is retiring
        """,
        "es": """
            [[dicen que en {firm} van a despedir a gente]] => {firm} is laying people off
            [[según mi madre, {pname} se ha casado]] => {pname} got married
        """,
    },
    "wish": {
        "en": """
            [[i'd love to live in {town} one day]] => User lives in {town}
            [[wish i could play the piano like {pname}]] => User plays the piano
            [[dream job would be something at {firm} tbh]] => User works at {firm}
        """,
        "de": """
            [[ich hätte so gern einen Hund]] => User has a dog
            [[wäre schön, wenn ich endlich bei {firm} anfangen könnte]] => User works at {firm}
        """,
        "fr": """
            [[j'aimerais tellement parler espagnol couramment]] => User speaks Spanish fluently
            [[si seulement j'habitais à {town}]] => User lives in {town}
        """,
        "es": """
            [[ojalá me den el piso de {town}]] => User got the flat in {town}
            [[me encantaría aprender {hobby}]] => User does {hobby}
        """,
    },
    "plan": {
        "en": """
            [[thinking about getting a cat, maybe call it {pet}]] => User has a cat named {pet}
            [[planning to run the {town} half marathon next year]] => User ran the {town} half marathon
            [[gonna try quitting sugar next month]] => User has quit sugar
        """,
        "de": """
            [[ich überlege, mein Auto zu verkaufen]] => User sold their car
            [[nächsten Monat will ich mit {hobby} anfangen]] => User does {hobby}
        """,
        "fr": """
            [[je compte m'inscrire au club de {hobby} à la rentrée]] => User is a member of the {hobby} club
            [[on envisage de déménager à {town}]] => User moved to {town}
        """,
        "es": """
            [[estoy pensando en dejar {firm}]] => User left {firm}
            [[quiero empezar a estudiar alemán en otoño]] => User studies German
        """,
    },
    "condition": {
        "en": """
            [[if the offer from {firm} comes through i'll move to {town}]] => User is moving to {town}
            [[unless it rains we're doing the hike on saturday]] => User is hiking on Saturday
            [[i'll adopt {pet} if my landlord says yes]] => User adopted {pet}
        """,
        "de": """
            [[wenn ich die Prüfung bestehe, fange ich im Herbst bei {firm} an]] => User starts at {firm} in autumn
            [[falls {pname} zusagt, fahren wir zusammen nach {town}]] => User and {pname} are going to {town}
        """,
        "fr": """
            [[si j'ai le poste, on part vivre à {town}]] => User is moving to {town}
            [[à condition que le devis passe, on refait la cuisine en mai]] => User is redoing the kitchen in May
        """,
        "es": """
            [[si me aprueban la hipoteca, compro el piso de {town}]] => User bought the flat in {town}
            [[en caso de que {pname} venga, cenamos en casa]] => {pname} is coming to dinner
        """,
    },
    "negation": {
        "en": """
            [[i don't eat meat anymore]] => User eats meat
            [[{pname} and i are not together now]] => User and {pname} are together
            [[never been to {town} actually]] => User has been to {town}
        """,
        "de": """
            [[ich trinke keinen Alkohol]] => User drinks alcohol
            [[{pname} arbeitet nicht mehr bei {firm}]] => {pname} works at {firm}
        """,
        "fr": """
            [[je ne suis pas allergique aux noix]] => User is allergic to nuts
            [[j'ai jamais travaillé chez {firm}]] => User worked at {firm}
        """,
        "es": """
            [[no tengo coche desde el verano]] => User has a car
            [[{pname} ya no vive en {town}]] => {pname} lives in {town}
        """,
    },
}

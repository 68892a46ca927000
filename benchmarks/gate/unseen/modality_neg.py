"""Unseen modality negatives: the user stated it plainly and the note restates it plainly.

Families: ``plain`` (a fact said in passing), ``answered`` (a plain answer to the assistant's
question), ``confirmed`` (the user confirms what the assistant offered to note), ``certain``
(certainty words: sure, definitely), ``negation_kept`` (a "not" the note keeps), ``done`` (a plan
already carried out) and ``changed`` (a change that has happened). Some notes of German, French
and Spanish talks are in English.
"""

from __future__ import annotations

from benchmarks.gate.common import Template
from benchmarks.gate.unseen.tables import talks

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("plain", "en"): talks("""
        [[i'm allergic to {allergen}]], found out the hard way => User is allergic to {allergen}
        [[My {kin} lives in {town}.]] We visit at Easter. => User's {kin} lives in {town}
        [[i work as {job}]] btw, night shifts mostly => User works as {job}
    """),
    ("answered", "en"): talks("""
        Do you have any pets? || yes!! [[we have {pet}]] => User has {pet}
        Which city are you based in? || [[I'm in {town}]] => User is based in {town}
        What instrument do you play? || [[{instrument}, for about ten years now]] => User has played {instrument} for about ten years
        What do you do for work? || [[i'm {job} at {company}]] => User is {job} at {company}
    """),
    ("confirmed", "en"): talks("""
        Should I remember that you work at {company}? || [[yes I work at {company}]] => User works at {company}
        Want me to note that the offsite is on {day}? || yep [[the offsite is on {day}]] => The team offsite is on {day}
        Maybe try {sport}? || [[already do, I do {sport} twice a week]] 💪 => User does {sport} twice a week
        Shall I save {name2} as your dentist? || [[yes, {name2} is my dentist]] => {name2} is the user's dentist
    """),
    ("certain", "en"): talks("""
        [[I'm 100% sure I start at {company} in {month}]], signed the contract today => User starts at {company} in {month}
        [[definitely moving to {town} in {month}]], the keys are already in my bag => User is moving to {town} in {month}
        [[my {kin} is getting married in {month}, no doubt about it]] => User's {kin} is getting married in {month}
    """),
    ("negation_kept", "en"): talks("""
        [[i don't eat {dish} anymore]] => User no longer eats {dish}
        [[I never learned to drive]], so {name} picks me up => User never learned to drive
        [[we don't have a car]], we cycle everywhere in {town} => User does not have a car
    """),
    ("done", "en"): talks("""
        [[booked it, im flying to {town} on {day}]] ✈️ => User is flying to {town} on {day}
        [[signed up for {lang} classes, first one was yesterday]] => User is taking {lang} classes
        [[we adopted {pet} last weekend]] 🐾 => User adopted {pet}
    """),
    ("changed", "en"): talks("""
        [[Used to work in retail, now I'm {job}]] => User is {job}
        [[my {kin} moved back to {town} in {month}]] => User's {kin} moved back to {town} in {month}
        [[started {instrument} lessons in {month}]] and I'm hooked => User started {instrument} lessons in {month}
    """),
    ("plain", "de"): talks("""
        [[ich bin allergisch gegen {allergen}]], seit der kindheit => Nutzer ist allergisch gegen {allergen}
        [[{name} wohnt jetzt in {town}]] => {name} lives in {town}
    """),
    ("answered", "de"): talks("""
        Hast du Haustiere? || ja, [[wir haben {pet}]] => Nutzer hat {pet}
        Wo arbeitest du? || [[ich bin bei {company} in {town}, im Vertrieb]] => User works in sales at {company} in {town}
    """),
    ("confirmed", "de"): talks("""
        Soll ich mir merken, dass du {lang} lernst? || [[ja, ich lerne {lang}]] => Nutzer lernt {lang}
        Ist das Treffen mit {name} am {day}? || [[genau, am {day}]] => Das Treffen mit {name} ist am {day}
    """),
    ("certain", "de"): talks("""
        [[ich fang ganz sicher im {month} bei {company} an]], vertrag ist unterschrieben => User starts at {company} in {month}
        [[Meine {kin} heiratet definitiv im {month}]] => Die {kin} des Nutzers heiratet im {month}
    """),
    ("negation_kept", "de"): talks("""
        [[ich trinke keinen alkohol]], schon seit jahren nicht => Nutzer trinkt keinen Alkohol
        [[Wir haben kein Auto]], in {town} braucht man keins => User does not have a car
        [[ich war noch nie in {town}]] => Nutzer war noch nie in {town}
    """),
    ("done", "de"): talks("""
        [[Flug ist gebucht, ich flieg am {day} nach {town}]] => Nutzer fliegt am {day} nach {town}
        [[hab mich für {sport} angemeldet, erstes training war gestern]] => Nutzer macht {sport}
    """),
    ("plain", "fr"): talks("""
        [[je suis allergique {allergen}]] depuis toute petite => L'utilisatrice est allergique {allergen}
        [[{name} habite à {town} maintenant]] => {name} lives in {town}
    """),
    ("answered", "fr"): talks("""
        Tu as des animaux ? || oui [[on a {pet}]] => L'utilisateur a {pet}
        Tu travailles où ? || [[chez {company}, à {town}]] => User works at {company} in {town}
    """),
    ("confirmed", "fr"): talks("""
        Je note que tu fais {sport} ? || [[oui je fais {sport} le {day}]] => L'utilisateur fait {sport} le {day}
        Tu veux que je retienne que tu joues {instrument} ? || [[oui, je joue {instrument}]] => L'utilisateur joue {instrument}
    """),
    ("certain", "fr"): talks("""
        [[c'est sûr, je commence chez {company} en {month}]] => User starts at {company} in {month}
        [[ma {kin} se marie en {month}, c'est certain]] => La {kin} de l'utilisateur se marie en {month}
    """),
    ("negation_kept", "fr"): talks("""
        [[je ne bois pas de café]], que du thé => L'utilisateur ne boit pas de café
        [[on n'a pas de voiture]], à {town} on fait tout à vélo => L'utilisateur n'a pas de voiture
        [[j'ai jamais mis les pieds à {town}]] de ma vie => User has never been to {town}
    """),
    ("changed", "fr"): talks("""
        [[avant j'étais prof, maintenant je suis {job}]] => L'utilisateur est {job}
        [[on a déménagé à {town} en {month}]] => User moved to {town} in {month}
    """),
    ("plain", "es"): talks("""
        [[soy alérgica {allergen}]] desde pequeña => La usuaria es alérgica {allergen}
        [[{name} vive ahora en {town}]] => {name} lives in {town}
    """),
    ("answered", "es"): talks("""
        ¿Tienes mascotas? || sí, [[tenemos {pet}]] => El usuario tiene {pet}
        ¿Dónde trabajas? || [[en {company}, en {town}]] => User works at {company} in {town}
    """),
    ("confirmed", "es"): talks("""
        ¿Apunto que estudias {lang}? || [[sí, estudio {lang}]] => El usuario estudia {lang}
        ¿La cena con {name} es el {day}? || [[eso es, el {day}]] => La cena con {name} es el {day}
    """),
    ("certain", "es"): talks("""
        [[seguro que empiezo en {company} en {month}]], ya firmé => User starts at {company} in {month}
        [[mi {kin} se casa en {month}, eso seguro]] => La {kin} del usuario se casa en {month}
    """),
    ("negation_kept", "es"): talks("""
        [[no como carne]] desde hace años => El usuario no come carne
        [[no tenemos coche]], en {town} vamos en bici a todas partes => El usuario no tiene coche
        [[nunca he estado en {town}]] => El usuario nunca ha estado en {town}
    """),
    ("done", "es"): talks("""
        [[ya tengo el billete, vuelo a {town} el {day}]] => El usuario vuela a {town} el {day}
        [[me apunté a {sport}, ayer fue la primera clase]] => El usuario hace {sport}
    """),
}

"""Modality near misses of the blind split: the user says it plainly and the note restates it
plainly; each must stay a fact. One template a line: ``assistant || user => note``.

Families: ``plain_fact`` (plain statements, typed the way people type), ``literal_word`` (a hedge
or question word used for what it names: a band, a subject, a title), ``answered`` (the
assistant asks, the user answers plainly), ``negation_kept`` (a not that the note keeps),
``completed`` (a plan already carried out), ``certain`` (said with certainty), ``own_report``
(the user telling what they told others about themselves) and ``habit`` (a standing "when" or
"every" that the note keeps).
"""

from __future__ import annotations

NEGATIVE = {
    "plain_fact": {
        "en": """
            [[my sister {pname} lives in {town}]] => User's sister {pname} lives in {town}
            [[started at {firm} on monday as a data analyst 🎉]] => User started at {firm} as a data analyst
            lol yes. [[i have two kids and a very loud cat called {pet}]] => User has two kids and a cat called {pet}
        """,
        "de": """
            [[ich wohne seit 2019 in {town}]] => User has lived in {town} since 2019
            [[mein Kater heißt {pet} und ist 6]] => User's cat is called {pet} and is 6
        """,
        "fr": """
            [[je bosse chez {firm} depuis trois ans]] => User has worked at {firm} for three years
            [[ma fille s'appelle {pname}]] => User's daughter is called {pname}
        """,
        "es": """
            [[vivo en {town} con mi pareja]] => User lives in {town} with their partner
            [[trabajo de enfermera en el hospital de {town}]] => User works as a nurse at the {town} hospital
        """,
    },
    "literal_word": {
        "en": """
            [[i teach an intro to probability course at the uni in {town}]] => User teaches an intro to probability course in {town}
            [[my favourite band is Maybe Tomorrow, saw them in {town} last week]] => User's favourite band is Maybe Tomorrow
            [[i host a pub quiz every thursday, 40 questions]] => User hosts a pub quiz every Thursday
        """,
        "de": """
            [[ich arbeite in der Abteilung Risikoanalyse bei {firm}]] => User works in risk analysis at {firm}
            [[mein Lieblingsbuch ist "Vielleicht Esther"]] => User's favourite book is "Vielleicht Esther"
        """,
        "fr": """
            [[j'enseigne les statistiques et les probabilités au lycée de {town}]] => User teaches statistics and probability at a high school in {town}
            [[je joue dans un groupe qui s'appelle Peut-Être Demain]] => User plays in a band called Peut-Être Demain
        """,
        "es": """
            [[doy clases de probabilidad en la universidad de {town}]] => User teaches probability at the {town} university
            [[presento un concurso de preguntas en la radio local]] => User hosts a quiz show on local radio
        """,
    },
    "answered": {
        "en": """
            are you vegetarian? || [[yes, since {town}, ten years now]] => User is vegetarian
            do you have any pets? || [[yep a dog, {pet}]] => User has a dog named {pet}
            where are you based? || [[{town}, moved there in 2021]] => User is based in {town}
        """,
        "de": """
            Hast du Geschwister? || [[ja, einen Bruder, {pname}]] => User has a brother named {pname}
            Wo arbeitest du? || [[bei {firm} in {town}]] => User works at {firm} in {town}
        """,
        "fr": """
            Tu fais du sport ? || [[oui du {hobby} deux fois par semaine]] => User does {hobby} twice a week
            Tu habites où ? || [[à {town}, centre-ville]] => User lives in {town}
        """,
        "es": """
            ¿Tienes hijos? || [[sí, una niña, {pname}, de cuatro años]] => User has a four-year-old daughter named {pname}
            ¿Dónde trabajas? || [[en {firm}, en la parte de logística]] => User works in logistics at {firm}
        """,
    },
    "negation_kept": {
        "en": """
            [[i don't drink coffee, only tea]] and {pname} makes fun of me for it => User does not drink coffee, only tea
            [[{pname} isn't my manager anymore, she moved teams]] => {pname} is no longer user's manager
            [[never owned a car, i bike everywhere in {town}]] => User has never owned a car
        """,
        "de": """
            [[ich esse kein Schweinefleisch]] => User does not eat pork
            [[{pname} wohnt nicht mehr in {town}]] => {pname} no longer lives in {town}
        """,
        "fr": """
            [[je ne fume plus depuis janvier]] => User has not smoked since January
            [[je n'ai jamais mis les pieds à {town}]] => User has never been to {town}
        """,
        "es": """
            [[no como marisco, me sienta fatal]] => User does not eat seafood
            [[{pname} ya no trabaja en {firm}]] => {pname} no longer works at {firm}
        """,
    },
    "completed": {
        "en": """
            [[finally moved to {town} last month!!]] => User moved to {town} last month
            [[ran my first half marathon in {town} on sunday, 2:04]] => User ran a half marathon in {town} in 2:04
            [[signed the contract with {firm} yesterday]] => User signed a contract with {firm}
        """,
        "de": """
            [[hab gestern meinen Vertrag bei {firm} unterschrieben]] => User signed a contract with {firm}
            [[wir sind letzte Woche nach {town} umgezogen]] => User moved to {town} last week
        """,
        "fr": """
            [[j'ai adopté un chat, {pet}, samedi dernier]] => User adopted a cat named {pet}
            [[on a emménagé à {town} le mois dernier]] => User moved to {town} last month
        """,
        "es": """
            [[me he sacado el carnet de conducir por fin]] => User got their driver's licence
            [[ya me mudé a {town}, desde el lunes]] => User moved to {town}
        """,
    },
    "certain": {
        "en": """
            [[100% sure: my flight to {town} leaves at 7:40 on friday]] => User's flight to {town} leaves at 7:40 on Friday
            [[definitely allergic to penicillin, it's in my records]] => User is allergic to penicillin
            [[{pname} is my godmother, no doubt about it]] => {pname} is user's godmother
        """,
        "de": """
            [[ganz sicher: {pname} hat am 3. Mai Geburtstag]] => {pname}'s birthday is on May 3rd
            [[ich bin definitiv gegen Penicillin allergisch]] => User is allergic to penicillin
        """,
        "fr": """
            [[c'est sûr, je commence chez {firm} le 1er]] => User starts at {firm} on the 1st
            [[j'en suis certain, {pname} est né à {town}]] => {pname} was born in {town}
        """,
        "es": """
            [[seguro que sí, el cumple de {pname} es el 12]] => {pname}'s birthday is on the 12th
            [[sin duda, trabajo en {firm} desde 2020]] => User has worked at {firm} since 2020
        """,
    },
    "own_report": {
        "en": """
            [[told my boss today that i'm vegan]], she was surprised => User is vegan
            [[i keep telling people i was born in {town}]] and they never believe me => User was born in {town}
            [[as i said to {pname}: i'm done with {hobby}, i quit in may]] => User quit {hobby} in May
        """,
        "de": """
            [[hab {pname} gesagt, dass ich bei {firm} arbeite]] => User works at {firm}
            [[wie ich schon meinte, ich spiele seit Jahren {hobby}]] => User has done {hobby} for years
        """,
        "fr": """
            [[j'ai expliqué à {pname} que je suis diabétique]] => User is diabetic
            [[comme je l'ai dit au médecin, je dors mal depuis mars]] => User has slept badly since March
        """,
        "es": """
            [[le dije a {pname} que soy celíaca]] => User is celiac
            [[como ya te conté, vivo en {town}]] => User lives in {town}
        """,
    },
    "habit": {
        "en": """
            [[whenever it rains i take the tram instead of biking]] => User takes the tram when it rains
            [[every second saturday i do {hobby} with {pname}]] => User does {hobby} with {pname} every other Saturday
            [[i call my mum in {town} every sunday]] => User calls their mum in {town} every Sunday
        """,
        "de": """
            [[jeden Freitag gehe ich mit {pname} zum {hobby}]] => User does {hobby} with {pname} every Friday
            [[wenn ich Nachtschicht habe, schlafe ich bis Mittag]] => User sleeps until noon after a night shift
        """,
        "fr": """
            [[tous les mardis je fais du {hobby}]] => User does {hobby} every Tuesday
            [[quand je vais à {town}, je dors chez {pname}]] => User stays with {pname} when in {town}
        """,
        "es": """
            [[cada domingo como con mis padres en {town}]] => User has lunch with their parents in {town} every Sunday
            [[cuando trabajo de noche, duermo por la mañana]] => User sleeps in the morning after working nights
        """,
    },
}

"""Hidden split, modality negatives: the user states it plainly and the note restates it
plainly. Families: plain_fact, answered, confirmed, literal_hedge_word, done_plan."""

from __future__ import annotations

NEGATIVE = {
    "en": {
        "plain_fact": """
            [[{who} is a {job}]], been doing it for years => {who} is a {job}
            [[i live in {city} now]] 🙂 => User lives in {city}
            btw [[{who} works at {co}]] => {who} works at {co}
            [[made {dish} for dinner yesterday]] and it was great => User made {dish} for dinner yesterday
            [[we finished {thing} last month]] finally => User finished {thing} last month
        """,
        "answered": """
            Where are you based these days? || [[{city}, moved in march]] => User lives in {city}
            What does {who} do for work? || [[{who} is a {job} at {co}]] => {who} is a {job} at {co}
            Did you pay for {thing}? || [[yes i paid for {thing} on monday]] => User paid for {thing}
        """,
        "confirmed": """
            Shall I note that you work at {co}? || [[yes, i work at {co}]] => User works at {co}
            So {who} moved to {city}, right? || [[right, {who} moved to {city} in june]] => {who} moved to {city}
            Should I remember you're a {job}? || [[yep i'm a {job}]] => User is a {job}
        """,
        "literal_hedge_word": """
            [[my guess in the office pool was {city} and i won]] => User won the office pool by guessing {city}
            [[at the pub quiz my guess was {dish} and it was right]] haha => User correctly guessed {dish} at the pub quiz
            [[the podcast is called maybe tomorrow and {who} hosts it]] => {who} hosts a podcast called maybe tomorrow
        """,
        "done_plan": """
            [[we moved to {city} in april]] after all that planning => User moved to {city} in April
            [[i started {thing} last week]] => User started {thing} last week
            [[got the job at {co}, start date is the 1st]] => User got the job at {co}
        """,
    },
    "de": {
        "plain_fact": """
            [[{who} ist {beruf}]] seit zehn jahren => {who} ist {beruf}
            [[ich wohne jetzt in {city}]] => User wohnt in {city}
            [[{who} arbeitet bei {co}]] => {who} works at {co}
        """,
        "answered": """
            Wo wohnst du inzwischen? || [[in {city}, seit märz]] => User wohnt in {city}
            Was macht {who} beruflich? || [[{who} ist {beruf}]] => {who} ist {beruf}
        """,
        "confirmed": """
            Soll ich mir merken, dass du bei {co} arbeitest? || [[ja genau, ich arbeite bei {co}]] => User arbeitet bei {co}
            Also ist {ding} bezahlt? || [[ja, {ding} ist bezahlt]] => {ding:C} is paid
        """,
        "done_plan": """
            [[wir sind im april nach {city} gezogen]] => User ist nach {city} gezogen
            [[hab letzte woche mit {ding} angefangen]] => User hat mit {ding} angefangen
        """,
        "literal_hedge_word": """
            [[mein tipp beim quiz war {city} und der war richtig]] => User hat beim Quiz mit {city} richtig getippt
            [[die band von {who} heißt vielleicht morgen]] => Die Band von {who} heißt vielleicht morgen
        """,
    },
    "fr": {
        "plain_fact": """
            [[{who} est {metier}]] depuis longtemps => {who} est {metier}
            [[j'habite à {city} maintenant]] => User habite à {city}
            [[{who} bosse chez {co}]] => {who} works at {co}
        """,
        "answered": """
            Tu vis où maintenant ? || [[à {city}, depuis mars]] => User vit à {city}
            Que fait {who} comme travail ? || [[{who} est {metier}]] => {who} est {metier}
        """,
        "confirmed": """
            Je note que tu travailles chez {co} ? || [[oui, je travaille chez {co}]] => User travaille chez {co}
            Donc {chose} est payé ? || [[oui {chose} est payé]] => {chose:C} is paid
        """,
        "done_plan": """
            [[on a emménagé à {city} en avril]] => User a emménagé à {city}
            [[j'ai commencé {chose} la semaine dernière]] => User a commencé {chose}
        """,
        "literal_hedge_word": """
            [[au quiz j'ai répondu {city} au hasard et c'était juste]] => User a répondu {city} au quiz et c'était juste
            [[le groupe de {who} s'appelle peut-être demain]] => Le groupe de {who} s'appelle peut-être demain
        """,
    },
    "es": {
        "plain_fact": """
            [[{who} es {oficio}]] desde hace años => {who} es {oficio}
            [[ahora vivo en {city}]] => User vive en {city}
            [[{who} curra en {co}]] => {who} works at {co}
        """,
        "answered": """
            ¿Dónde vives ahora? || [[en {city}, desde marzo]] => User vive en {city}
            ¿A qué se dedica {who}? || [[{who} es {oficio}]] => {who} es {oficio}
        """,
        "confirmed": """
            ¿Apunto que trabajas en {co}? || [[sí, trabajo en {co}]] => User trabaja en {co}
            ¿Entonces {cosa} está pagada? || [[sí, {cosa} está pagada]] => {cosa:C} is paid
        """,
        "done_plan": """
            [[nos mudamos a {city} en abril]] => User se mudó a {city}
            [[empecé {cosa} la semana pasada]] => User empezó {cosa}
        """,
        "literal_hedge_word": """
            [[en el concurso dije {city} a ojo y acerté]] => User acertó {city} en el concurso
            [[el grupo de {who} se llama quizás mañana]] => El grupo de {who} se llama quizás mañana
        """,
    },
}

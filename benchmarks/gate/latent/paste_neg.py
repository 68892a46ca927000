"""The latent split's paste negatives: the user's own statements, some with a quotation in
them (a title, a nickname, a phrase, what a screen or sign says, a saying) and some answering
the assistant; the note restates the user's own fact.
"""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("title", "en"): transcripts(r"""
        [[finally finished "{book}"]] on the train, what an ending => User finished {book}
        [[we watched '{film}' with the kids last night]], they loved it => User watched {film} with the kids
        [[my podcast "{podcast}" just hit 1000 listeners]] 🎉 => User's podcast {podcast} hit 1000 listeners
        [[our first dance was to "{song}"]] and {person} cried => User's first dance was to {song}
        [[I bought {person} "{book}" for her birthday]] => User bought {person} {book} for her birthday
    """),
    ("phrase", "en"): transcripts(r"""
        [[I'm in 'survival mode' until the deadline {date}]] => User is in survival mode until the deadline {date}
        [[the kids call me "{nickname}"]] and honestly I love it => User's kids call them {nickname}
        [[my team at {company} calls the friday meeting 'the roast']] lol => User's team at {company} calls the Friday meeting the roast
        [[I got the words 'keep going' tattooed on my wrist]] {past} => User has 'keep going' tattooed on their wrist
        [[I named my sourdough starter "{nickname}"]] 🍞 => User named their sourdough starter {nickname}
    """),
    ("screen_text", "en"): transcripts(r"""
        [[{app} keeps saying "session expired" every time I log in]] => {app} shows session expired every time the user logs in
        [[my car has shown 'service due' since {year}]] => User's car has shown service due since {year}
        [[the sign on my office door at {company} says "knock first"]] => User's office door at {company} has a knock first sign
        [[the fridge at the {city} flat keeps flashing 'door open']] even when it's shut => The fridge at the user's {city} flat keeps flashing door open
    """),
    ("own_words", "en"): transcripts(r"""
        Long day. [[I started the new job at {company} today]] and the onboarding was chaos => User started a new job at {company} today
        [[I told my manager "I need Fridays off" and she said yes]], starting {date} => User gets Fridays off from their manager
        [[I ran my first 10k in {city} this morning]] => User ran their first 10k in {city}
        like my grandma used to say, 'no rain, no flowers'. [[Anyway I passed the bar exam]] on my third try => User passed the bar exam
        [[I'm a member of the "{club}" running club]] since {year} => User is a member of the {club} running club
        [[I gave a talk called "{course}" at the {city} meetup]] => User gave a talk called {course} at the {city} meetup
        [[I'm taking a course called "{course}" on saturdays]] => User takes a course called {course} on Saturdays
    """),
    ("answer", "en"): transcripts(r"""
        What are you reading at the moment? || [["{book}", for my book club]] => User is reading {book} for a book club
        Any plans this weekend? || [[I'm going to see "{play}" at the {city} playhouse]] => User is going to see {play} at the {city} playhouse
        How did the interview go? || [[got the offer from {company}!]] => User got the offer from {company}
        What should I call you? || [[everyone calls me "{nickname}"]] => User goes by {nickname}
    """),
    ("answer", "de"): transcripts(r"""
        Was liest du gerade? || [[„{book}“, für den Lesekreis]] => Der Nutzer liest {book} für den Lesekreis
        [[ich mache samstags einen Kurs namens „{course}“]] => User takes a course called {course} on Saturdays
        [[Ich habe unseren Hund „{nickname}“ getauft]] => Der Hund des Nutzers heißt {nickname}
    """),
    ("title", "de"): transcripts(r"""
        [[hab endlich „{book}“ durchgelesen]], was für ein Ende => Der Nutzer hat {book} gelesen
        [[Wir waren gestern in „{film}“]] mit {person} => User saw {film} yesterday
        [[Unser Hochzeitslied ist „{song}“]] => Das Hochzeitslied des Nutzers ist {song}
    """),
    ("phrase", "de"): transcripts(r"""
        [[Die Kinder nennen mich „{nickname}“]] 😂 => Die Kinder nennen den Nutzer {nickname}
        [[{app} zeigt seit {year} nur noch „Verbindung fehlgeschlagen“ an]] => {app} zeigt beim Nutzer Verbindung fehlgeschlagen an
        [[Im Büro bei {company} heißt der Montagscall bei uns nur „die Beichte“]] => User's team at {company} calls the Monday call the confession
    """),
    ("own_words", "de"): transcripts(r"""
        [[Ich habe heute bei {company} angefangen]], war ein langer Tag => Der Nutzer hat heute bei {company} angefangen
        Wie war das Vorstellungsgespräch? || [[hab die Stelle in {city} bekommen!]] => Der Nutzer hat die Stelle in {city} bekommen
        wie meine Oma immer sagt: „Wer rastet, der rostet“. [[Ich laufe jetzt jeden Morgen]] seit {year} => Der Nutzer läuft jeden Morgen
    """),
    ("answer", "fr"): transcripts(r"""
        Tu lis quoi en ce moment ? || [[« {book} », pour mon club de lecture]] => L'utilisateur lit {book} pour son club de lecture
        [[je suis un cours qui s'appelle « {course} » le samedi]] => L'utilisateur suit un cours {course} le samedi
        [[j'ai appelé mon chat « {nickname} »]] => Le chat de l'utilisateur s'appelle {nickname}
    """),
    ("title", "fr"): transcripts(r"""
        [[j'ai enfin fini « {book} »]], quelle fin => L'utilisateur a fini {book}
        [[on a vu « {film} » avec les enfants]] hier soir => User watched {film} with the kids
        [[notre chanson de mariage c'est "{song}"]] => La chanson de mariage de l'utilisateur est {song}
    """),
    ("phrase", "fr"): transcripts(r"""
        [[les enfants m'appellent « {nickname} »]] mdr => Les enfants appellent l'utilisateur {nickname}
        [[{app} affiche « mot de passe incorrect » depuis {year}]] => {app} affiche mot de passe incorrect chez l'utilisateur
        [[au boulot chez {company} on appelle la réunion du lundi « la messe »]] => User's team at {company} calls the Monday meeting the mass
    """),
    ("own_words", "fr"): transcripts(r"""
        [[j'ai commencé chez {company} aujourd'hui]], journée de fou => L'utilisateur a commencé chez {company} aujourd'hui
        Alors, cet entretien ? || [[j'ai eu le poste à {city} !]] => L'utilisateur a eu le poste à {city}
        comme dit ma mère, « petit à petit l'oiseau fait son nid ». [[J'ai remboursé mon prêt étudiant]] {past} => L'utilisateur a remboursé son prêt étudiant
    """),
    ("answer", "es"): transcripts(r"""
        ¿Qué estás leyendo? || [[«{book}», para el club de lectura]] => El usuario está leyendo {book} para el club de lectura
        [[hago un curso que se llama "{course}" los sábados]] => El usuario hace un curso llamado {course} los sábados
        [[a mi perro le puse «{nickname}»]] => El perro del usuario se llama {nickname}
    """),
    ("title", "es"): transcripts(r"""
        [[por fin terminé «{book}»]], qué final => El usuario terminó {book}
        [[vimos "{film}" con los niños]] anoche => User watched {film} with the kids
        [[nuestra canción de boda es "{song}"]] => La canción de boda del usuario es {song}
    """),
    ("phrase", "es"): transcripts(r"""
        [[mis hijos me llaman «{nickname}»]] jajaja => Los hijos del usuario lo llaman {nickname}
        [[{app} me sale "error de conexión" desde {year}]] => {app} muestra error de conexión al usuario
        [[en {company} a la reunión de los lunes la llamamos "el confesionario"]] => User's team at {company} calls the Monday meeting the confessional
    """),
    ("own_words", "es"): transcripts(r"""
        [[hoy empecé en {company}]], día larguísimo => El usuario empezó hoy en {company}
        ¿Qué tal la entrevista? || [[¡me dieron el puesto en {city}!]] => Al usuario le dieron el puesto en {city}
        como dice mi abuela, «no hay mal que por bien no venga». [[Me he apuntado a clases de baile]] {past} => El usuario se ha apuntado a clases de baile
    """),
}

r"""Paste near misses of the blind split: the user's own words, some with a quotation, a title or
someone's advice in them, and a note that states the user's own fact; each must stay a fact. One
template a line: ``assistant || user => note``, the cited sentence in ``[[ ]]``, ``\n`` a line
break.

Families: ``title`` (a book, film or song title in quotes), ``own_phrase`` (a motto or a
nickname in quotes), ``self_quote`` (the user quoting what they themselves said), ``own_list``
(the user's own notes laid out like a paste: bullets, a date header, "note to self"),
``after_advice`` (someone's advice, then what the user did), ``favourite_line`` (a line the user
loves, and the fact about the user), ``own_draft`` (a message the user is writing) and
``scare_quotes`` (quotes used for irony).
"""

from __future__ import annotations

NEGATIVE = {
    "title": {
        "en": r"""
            [[just finished "{book}" for my book club in {town}]], loved the ending => User finished reading {book} for their book club
            [[currently rereading '{book}', third time lol]] => User is rereading {book}
            [[saw {band} play "Tiempo" live in {town} last night]] => User saw {band} live in {town}
        """,
        "de": r"""
            [[ich lese gerade „{book}“ für meinen Lesekreis]] => User is reading {book} for a book club
            [[war gestern bei {band} in {town}, die haben „Fieber“ gespielt]] => User saw {band} in {town}
        """,
        "fr": r"""
            [[je viens de finir « {book} » pour mon club de lecture]] => User finished {book} for their book club
            [[j'ai vu {band} à {town} samedi]], ils ont joué « Nuit blanche » => User saw {band} in {town} on Saturday
        """,
        "es": r"""
            [[estoy leyendo «{book}» con mi club de lectura]] => User is reading {book} with a book club
            [[fui a ver a {band} a {town}, tocaron "Lluvia" de bis]] => User saw {band} in {town}
        """,
    },
    "own_phrase": {
        "en": r"""
            [[my team calls me "the spreadsheet whisperer" at {firm}]] haha => User's team at {firm} calls them "the spreadsheet whisperer"
            [[my personal rule is "no screens after 10"]] and i stick to it => User's rule is no screens after 10
            [[we named the sourdough starter "{pet}"]] => User's sourdough starter is named {pet}
        """,
        "de": r"""
            [[mein Motto für dieses Jahr ist „weniger ist mehr“]] => User's motto this year is "weniger ist mehr"
            [[bei {firm} nennen mich alle „die Excel-Queen“]] => User's colleagues at {firm} call them "die Excel-Queen"
        """,
        "fr": r"""
            [[ma devise c'est « un jour à la fois »]] depuis l'accident => User's motto is "un jour à la fois"
            [[chez {firm} on m'appelle « la fée du planning »]] => User is called "la fée du planning" at {firm}
        """,
        "es": r"""
            [[mi lema es "paso a paso"]] desde que empecé con {hobby} => User's motto is "paso a paso"
            [[en {firm} me llaman "el mago de los datos"]] => User is called "el mago de los datos" at {firm}
        """,
    },
    "self_quote": {
        "en": r"""
            [[i told the recruiter "i'm only interested in remote roles"]] and meant it => User is only interested in remote roles
            [[what i wrote on the form: "vegetarian, no nuts"]] => User is vegetarian and avoids nuts
            [[i said to {pname}, "i'm moving to {town} in august", and i am]] => User is moving to {town} in August
        """,
        "de": r"""
            [[ich hab {pname} gesagt: „Ich nehme den Job in {town} an“]] und das mache ich auch => User is taking the job in {town}
            [[in meine Bewerbung hab ich geschrieben: „fließend Spanisch“]] und das stimmt auch => User speaks fluent Spanish
        """,
        "fr": r"""
            [[j'ai dit à {pname} : « je démissionne de {firm} »]] et c'est fait => User resigned from {firm}
            [[sur le formulaire j'ai mis « allergique au latex »]] parce que je le suis => User is allergic to latex
        """,
        "es": r"""
            [[le dije a {pname}: "me mudo a {town} en julio"]] y ya tengo piso => User is moving to {town} in July
            [[en la ficha puse "diabética tipo 1"]], que es lo que soy => User has type 1 diabetes
        """,
    },
    "own_list": {
        "en": r"""
            note to self:\n- [[dentist moved to thursday 9am]]\n- call {pname} => User's dentist appointment moved to Thursday 9am
            my week:\n* mon: {hobby}\n* [[wed: flight to {town} at 6:50]] => User flies to {town} on Wednesday at 6:50
            2024-03-02\n[[started physio for my knee today]] => User started physiotherapy for their knee
        """,
        "de": r"""
            Notiz an mich:\n- [[Auto am Freitag zum TÜV]]\n- {pname} anrufen => User's car has its inspection on Friday
            meine Woche:\n- [[Di: Elternabend in {town}]] => User has a parents' evening in {town} on Tuesday
        """,
        "fr": r"""
            pense-bête :\n- [[RDV chez l'ophtalmo mardi 14h]]\n- appeler {pname} => User has an eye doctor appointment on Tuesday at 2 pm
            ma semaine :\n* [[jeudi : train pour {town} à 7h12]] => User takes the train to {town} on Thursday at 7:12
        """,
        "es": r"""
            nota para mí:\n- [[ITV del coche el viernes]]\n- llamar a {pname} => User's car inspection is on Friday
            mi semana:\n* [[martes: vuelo a {town} a las 8]] => User flies to {town} on Tuesday at 8
        """,
    },
    "after_advice": {
        "en": r"""
            my physio said to stretch more, [[so i now do 15 min of yoga every morning]] => User does 15 minutes of yoga every morning
            {pname} kept saying "get a bike", [[and i finally bought one last week]] => User bought a bike last week
            the vet told us to change his food and [[{pet} is on the grain-free stuff now]] => User's pet {pet} eats grain-free food
        """,
        "de": r"""
            Der Arzt meinte, weniger Kaffee. [[Ich trinke jetzt nur noch eine Tasse am Tag.]] => User drinks one cup of coffee a day
            {pname} hat mir {hobby} empfohlen, [[seit März gehe ich jede Woche]] => User has gone to {hobby} weekly since March
        """,
        "fr": r"""
            mon médecin m'a dit d'arrêter le sel, [[du coup je n'en mets plus du tout]] => User no longer adds salt
            {pname} m'a conseillé le {hobby} et [[j'y vais chaque samedi maintenant]] => User does {hobby} every Saturday
        """,
        "es": r"""
            la médica me dijo que caminara más y [[ahora ando 8 km al día]] => User walks 8 km a day
            {pname} me recomendó {hobby}, [[ya llevo dos meses yendo]] => User has done {hobby} for two months
        """,
    },
    "favourite_line": {
        "en": r"""
            [[my favourite line from {book} is "all happy families are alike"]] haha i know it's the wrong book => User's favourite line is from {book}
            [[i have "keep going" tattooed on my wrist]] => User has a "keep going" tattoo on their wrist
            [[the song we danced to at our wedding was "Tiempo" by {band}]] => User's wedding song was by {band}
        """,
        "de": r"""
            [[ich hab mir „{book}“ als Zitat an die Wand gemalt]] => User painted a quote from {book} on their wall
            [[unser Hochzeitslied war von {band}]], „Nie mehr allein“ => User's wedding song was by {band}
        """,
        "fr": r"""
            [[j'ai un tatouage « respire » sur l'avant-bras]] depuis mes 20 ans => User has a "respire" tattoo on their forearm
            [[notre chanson de mariage c'était un titre de {band}]] => User's wedding song was by {band}
        """,
        "es": r"""
            [[llevo tatuado "sin prisa" en el tobillo]] => User has a "sin prisa" tattoo on their ankle
            [[nuestra canción de boda fue una de {band}]] => User's wedding song was by {band}
        """,
    },
    "own_draft": {
        "en": r"""
            drafting a msg to my landlord: "hi, [[the heating in my flat has been broken since monday]]" does that sound ok? => User's heating has been broken since Monday
            writing to {firm} support: "[[i cancelled my subscription on the 2nd]] but was charged again" => User cancelled their subscription on the 2nd
            my out of office at {firm} says "[[i'm on leave until the 21st]]" => User is on leave until the 21st
        """,
        "de": r"""
            ich schreib gerade an die Versicherung: „[[Mein Fahrrad wurde am Bahnhof in {town} gestohlen]]“ => User's bike was stolen at {town} station
            meine Abwesenheitsnotiz: „[[Ich bin bis zum 14. im Urlaub]]“ => User is on holiday until the 14th
        """,
        "fr": r"""
            je prépare un mail pour {firm} : « [[j'ai résilié mon abonnement le 5]] » => User cancelled their subscription on the 5th
            mon message d'absence : « [[je suis en congé jusqu'au 28]] » => User is on leave until the 28th
        """,
        "es": r"""
            le estoy escribiendo al seguro: "[[me robaron la bici en {town} el sábado]]" => User's bike was stolen in {town} on Saturday
            mi respuesta automática dice "[[estoy de vacaciones hasta el 9]]" => User is on holiday until the 9th
        """,
    },
    "scare_quotes": {
        "en": r"""
            [[my "quick" run in {town} took two and a half hours]] 😂 => User's run in {town} took two and a half hours
            [[the "small" renovation cost us 14k in the end]] => User's renovation cost 14k
            [[our "temporary" move to {town} is now in year four]] => User has lived in {town} for four years
        """,
        "de": r"""
            [[mein „kurzer“ Ausflug nach {town} hat drei Tage gedauert]] => User's trip to {town} lasted three days
            [[die „kleine“ Reparatur am Auto hat 900 Euro gekostet]] => User's car repair cost 900 euros
        """,
        "fr": r"""
            [[mon « petit » footing à {town} a duré deux heures]] => User's run in {town} lasted two hours
            [[les « quelques » travaux ont pris huit mois]] => User's renovation took eight months
        """,
        "es": r"""
            [[mi "escapada rápida" a {town} duró una semana]] => User's trip to {town} lasted a week
            [[la "pequeña" reforma nos costó 12.000 euros]] => User's renovation cost 12,000 euros
        """,
    },
}

"""The latent split's modality negatives: the user states a fact plainly (or answers the
assistant's question plainly, keeps a negation, reports a plan as done, says they are sure,
or uses a hedge word in its literal sense) and the note restates it plainly.
"""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("plain", "en"): transcripts("""
        [[I'm allergic to penicillin]], found out the hard way in {city} => User is allergic to penicillin
        just so you know [[we moved to {city} {past}]] => User moved to {city} {past}
        [[{person} got promoted to team lead last week]] 🎉 => {person} got promoted to team lead last week
        [[I work night shifts at the {city} general hospital now]] => User works night shifts at the {city} general hospital
        my daughter turned {age} on sunday and [[she started piano lessons this week]] => User's daughter started piano lessons this week
        [[our landlord sold the building to {company}]] so the rent is going up => User's landlord sold the building to {company}
    """),
    ("answer", "en"): transcripts("""
        Do you have any pets? || [[yes, a {pet} called {petname}]] => User has a {pet} called {petname}
        Where are you based these days? || [[{city}, since {year}]] => User has been based in {city} since {year}
        What do you do for work? || [[I'm a {job} at {company}]] => User is a {job} at {company}
        Is the party on Saturday? || [[yes, saturday at 7 at {person}'s place]] => The party is on Saturday at 7 at {person}'s place
        Any dietary needs I should remember? || sure. [[I'm vegan]], have been since I was {age} => User is vegan
    """),
    ("kept_negation", "en"): transcripts("""
        [[I don't drink coffee anymore]], just tea since {year} => User does not drink coffee anymore
        [[{person} isn't coming to the wedding]] => {person} is not coming to the wedding
        [[I have never been to {city}]] believe it or not => User has never been to {city}
        [[the kids are not allowed screens before school]], house rule since {year} => User's kids are not allowed screens before school
    """),
    ("done_plan", "en"): transcripts("""
        [[I finally booked the trip to {city}]] 🙌 => User booked the trip to {city}
        [[we signed the lease for the flat in {city} yesterday]] => User signed the lease for a flat in {city}
        [[I quit smoking {past}]] and haven't touched one since => User quit smoking {past}
    """),
    ("certainty", "en"): transcripts("""
        [[I'm absolutely sure the exam is {date}]], it's on the letter => User's exam is {date}
        [[{company} is definitely closing the {city} office]], we got the memo today => {company} is closing the {city} office
    """),
    ("literal_words", "en"): transcripts("""
        [[I teach probability and statistics at {company}]] => User teaches probability and statistics at {company}
        [[I wrote my thesis on rumours in online communities]] back in {year} => User wrote their thesis on rumours in online communities
        [[my dream job was always pilot and now I fly for {company}]] => User is a pilot at {company}
        [[I planned the whole trip to {city} myself]] => User planned the whole trip to {city}
    """),
    ("plain", "de"): transcripts("""
        [[Ich arbeite seit Mai bei {company}]] => Der Nutzer arbeitet seit Mai bei {company}
        [[wir sind {past} nach {city} gezogen]] => User moved to {city} {past}
        [[{person} hat gestern ihr Studium abgeschlossen]] => {person} hat gestern ihr Studium abgeschlossen
        [[Ich bin mir sicher, dass der Vertrag {date} endet]], steht so im Schreiben => Der Vertrag des Nutzers endet {date}
    """),
    ("answer", "de"): transcripts("""
        Hast du Haustiere? || [[Ja, einen Hund namens {petname}]] => Der Nutzer hat einen Hund namens {petname}
        Wo wohnst du? || [[in {city}, mit meinem Freund]] => Der Nutzer wohnt mit seinem Freund in {city}
        Was machst du beruflich? || [[ich bin Pflegerin bei {company}]] => Die Nutzerin ist Pflegerin bei {company}
    """),
    ("kept_negation", "de"): transcripts("""
        [[Ich esse kein Fleisch]], seit {year} nicht mehr => Der Nutzer isst kein Fleisch
        [[Ich war noch nie in {city}]], obwohl es so nah ist => User has never been to {city}
    """),
    ("done_plan", "de"): transcripts("""
        [[Ich habe den Flug nach {city} gebucht]] => Der Nutzer hat den Flug nach {city} gebucht
        [[{person} und ich haben uns gestern verlobt]] 💍 => User got engaged to {person} yesterday
        [[mein Traumberuf war immer Tierärztin und seit {year} bin ich eine]] => Die Nutzerin ist seit {year} Tierärztin
    """),
    ("plain", "fr"): transcripts("""
        [[je travaille chez {company} depuis {year}]] => L'utilisateur travaille chez {company} depuis {year}
        [[on a déménagé à {city} {past}]] => User moved to {city} {past}
        [[{person} a eu son permis hier]] => {person} a eu son permis hier
        [[je suis sûre que la réunion avec {person} est à 14h]], c'est dans l'invitation => La réunion avec {person} est à 14h
    """),
    ("answer", "fr"): transcripts("""
        Tu as des animaux ? || [[oui, une chienne qui s'appelle {petname}]] => L'utilisateur a une chienne qui s'appelle {petname}
        Tu vis où ? || [[à {city}, près de la gare]] => L'utilisateur vit à {city}, près de la gare
        Tu fais quoi dans la vie ? || [[je suis comptable chez {company}]] => User is an accountant at {company}
    """),
    ("kept_negation", "fr"): transcripts("""
        [[je ne mange pas de gluten]], je suis cœliaque depuis {year} => L'utilisateur ne mange pas de gluten
        [[je n'ai jamais mis les pieds à {city}]], honte à moi => User has never been to {city}
    """),
    ("done_plan", "fr"): transcripts("""
        [[j'ai réservé le gîte à {city} pour août]] => L'utilisateur a réservé le gîte à {city} pour août
        [[j'ai arrêté le tabac {past}]] => L'utilisateur a arrêté le tabac {past}
        [[je donne des cours de probabilités au lycée de {city}]] => L'utilisateur enseigne les probabilités au lycée de {city}
    """),
    ("plain", "es"): transcripts("""
        [[trabajo en {company} desde el verano]] => El usuario trabaja en {company} desde el verano
        [[nos mudamos a {city} {past}]] => User moved to {city} {past}
        [[{person} aprobó las oposiciones]] 🎉 => {person} aprobó las oposiciones
        [[estoy segura de que el contrato acaba {date}]], lo pone en el papel => El contrato de la usuaria acaba {date}
    """),
    ("answer", "es"): transcripts("""
        ¿Tienes mascotas? || [[sí, un gato que se llama {petname}]] => El usuario tiene un gato llamado {petname}
        ¿Dónde vives? || [[en {city}, en el centro]] => El usuario vive en el centro de {city}
        ¿A qué te dedicas? || [[soy enfermero en {company}]] => El usuario es enfermero en {company}
    """),
    ("kept_negation", "es"): transcripts("""
        [[no como marisco]] desde lo de {city}, me sienta fatal => El usuario no come marisco
        [[nunca he estado en {city}]] aunque está al lado => User has never been to {city}
    """),
    ("done_plan", "es"): transcripts("""
        [[ya he reservado el hotel en {city}]] => El usuario ha reservado el hotel en {city}
        [[dejé de fumar {past}]] => El usuario dejó de fumar {past}
        [[mi sueño era ser piloto y desde {year} vuelo para {company}]] => User is a pilot at {company} since {year}
    """),
}

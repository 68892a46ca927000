"""Hidden split, paste negatives: the user's own words, some with a quotation, a title or a
reported phrase inside. Families: own_fact, title, own_quote, own_reminder, answered."""

from __future__ import annotations

NEGATIVE = {
    "en": {
        "own_fact": """
            [[i work at {co} as a {job}]] => User works at {co} as a {job}
            [[moved to {city} last month]] still unpacking => User moved to {city} last month
            [[my mum's surgery went fine]] thank god => User's mum's surgery went fine
            [[i'm allergic to {dish}]] found out the hard way => User is allergic to {dish}
        """,
        "title": """
            [[just finished reading "the {city} affair", loved it]] => User finished reading "the {city} affair"
            [[my favourite song is "{dish} on sunday" by {who}]] => User's favourite song is "{dish} on sunday" by {who}
            [[we watched 'the {job}' last night]] => User watched 'the {job}' last night
        """,
        "own_quote": """
            [[i told my boss "i'm taking friday off" and i did]] => User took Friday off
            [[my motto at {co} is "measure twice, cut once"]] => User's motto is "measure twice, cut once"
            [[i always say {who} is "the best {job} in {city}"]] => User thinks {who} is the best {job} in {city}
        """,
        "own_reminder": """
            [[remind me to call {who} about {thing} on friday]] => User wants to call {who} about {thing} on Friday
            [[note: pick up the keys in {city} before 6]] => User needs to pick up the keys in {city} before 6
        """,
        "answered": """
            Who did you hire for {thing}? || [[a {job} from {city}, {who} recommended her]] => User hired a {job} from {city} for {thing}
            Where do you work now? || [[at {co} since january]] => User works at {co} since January
        """,
    },
    "de": {
        "own_fact": """
            [[ich arbeite bei {co} als {beruf}]] => User arbeitet bei {co} als {beruf}
            [[bin letzten monat nach {city} gezogen]] => User ist nach {city} gezogen
        """,
        "title": """
            [[hab gerade „Die Nacht von {city}“ fertig gelesen]] => User hat „Die Nacht von {city}“ gelesen
            [[unser lieblingslied ist "{dish} am sonntag"]] => The user's favourite song is "{dish} am sonntag"
        """,
        "own_quote": """
            [[ich hab zu meinem chef bei {co} gesagt „freitag bin ich weg“ und bin gegangen]] => User hat sich am Freitag freigenommen
            [[mein motto als {beruf}: „erst denken, dann machen“]] => Das Motto des Users ist „erst denken, dann machen“
            [[ich nenne {who} immer „die beste {beruf} in {city}“]] => User hält {who} für die beste {beruf} in {city}
        """,
        "own_reminder": """
            [[erinner mich, {who} wegen {ding} anzurufen]] => User will {who} wegen {ding} anrufen
        """,
    },
    "fr": {
        "own_fact": """
            [[je bosse chez {co} comme {metier}]] => User travaille chez {co} comme {metier}
            [[on a déménagé à {city} le mois dernier]] => User a déménagé à {city}
        """,
        "title": """
            [[je viens de finir « La nuit de {city} »]] => User a fini « La nuit de {city} »
            [[notre chanson préférée c'est "{dish} le dimanche"]] => User's favourite song is "{dish} le dimanche"
        """,
        "own_quote": """
            [[j'ai dit à mon chef chez {co} « vendredi je ne viens pas » et je suis pas venu]] => User took Friday off
            [[ma devise de {metier} : « mieux vaut tard que jamais »]] => La devise du user est « mieux vaut tard que jamais »
            [[j'appelle toujours {who} « le meilleur {metier} de {city} »]] => User trouve que {who} est le meilleur {metier} de {city}
        """,
        "own_reminder": """
            [[rappelle-moi d'appeler {who} pour {chose}]] => User veut appeler {who} pour {chose}
        """,
    },
    "es": {
        "own_fact": """
            [[trabajo en {co} de {oficio}]] => User trabaja en {co} de {oficio}
            [[nos mudamos a {city} el mes pasado]] => User se mudó a {city}
        """,
        "title": """
            [[acabo de terminar «La noche de {city}»]] => User terminó «La noche de {city}»
            [[nuestra canción favorita es "{dish} los domingos"]] => User's favourite song is "{dish} los domingos"
        """,
        "own_quote": """
            [[le dije a mi jefe en {co} "el viernes no vengo" y no fui]] => User se tomó el viernes libre
            [[mi lema de {oficio} es "más vale tarde que nunca"]] => El lema del user es "más vale tarde que nunca"
            [[siempre digo que {who} es "la mejor {oficio} de {city}"]] => User cree que {who} es la mejor {oficio} de {city}
        """,
        "own_reminder": """
            [[recuérdame llamar a {who} por {cosa}]] => User quiere llamar a {who} por {cosa}
        """,
    },
}

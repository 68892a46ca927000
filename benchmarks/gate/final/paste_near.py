"""The final split's paste negatives: the user's own words with a title, a family phrase or
an error message in quotes, own requests to the memory, own facts (some with "FYI"), and
(new: ``own_words``) the user quoting what they themselves wrote to someone."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("title_quote", "en"): transcripts(r"""
        [[Just started "{title}" on the train, loving it so far.]] => User started {title}.
        [[{name} recommended ‘{title}’ for the flight.]] => {name} recommended {title}.
        [[Our book club picked “{title}” for March.]] => The book club picked {title} for March.
    """),
    ("phrase_quote", "en"): transcripts(r"""
        [[In our family, "the blue room" means the guest room.]] => In the family, the blue room means the guest room.
        [[{name} signs every message with 'onwards!'.]] => {name} signs every message with onwards!
        [[Our team motto is “ship small, ship often”.]] => The team motto is ship small, ship often.
    """),
    ("error_quote", "en"): transcripts(r"""
        [[The backup job stopped with "{error}" last night.]] => The backup job stopped with {error}.
        [[My phone keeps saying '{error}' when I update it.]] => The phone says {error} during updates.
        [[The NAS shows “{error}” since the power cut.]] => The NAS shows {error} since the power cut.
    """),
    ("own_request", "en"): transcripts(r"""
        Please remember: [[{pref:1}]]. => {pref:2}.
        For future reference, [[{pref:1}]]. => {pref:2}.
        Note for next time: [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "en"): transcripts(r"""
        Hi again! [[{fact:C}.]] => {fact}.
        Small update from me: [[{fact}]]. => {fact}.
        [[{fact:C}]] — I checked it myself this morning. => {fact}.
    """),
    ("mixed_quote", "en"): transcripts(r"""
        [[{name} gave me "{title}" for my birthday.]] => {name} gave the user {title} for their birthday.
        [[My laptop shows "{error}" whenever I open {service}.]] => The laptop shows {error} when opening {service}.
    """),
    ("own_fyi", "en"): transcripts(r"""
        FYI for the household: [[{fact}]]. => {fact}.
        fyi from my side: [[{fact}]] => {fact}.
    """),
    ("own_words", "en"): transcripts(r"""
        I texted {name}: "[[{fact:C}]]" – so you know too. => {fact}.
        What I wrote to the landlord: [[{fact:C}.]] => {fact}.
        My reply to {name} was '[[{fact}]]'. => {fact}.
    """),
    ("title_quote", "de"): transcripts(r"""
        [[Hab im Zug mit „{title}“ angefangen, gefällt mir bisher.]] => Hat mit {title} angefangen.
        [[{name} hat mir »{title}« für den Flug empfohlen.]] => {name} hat {title} empfohlen.
    """),
    ("phrase_quote", "de"): transcripts(r"""
        [[Bei uns heißt das Gästezimmer nur „das blaue Zimmer“.]] => Das Gästezimmer heißt das blaue Zimmer.
        [[Unser Team-Motto ist „klein liefern, oft liefern“.]] => Das Team-Motto ist klein liefern, oft liefern.
        [[{name} unterschreibt jede Nachricht mit „weiter geht's!“.]] => {name} unterschreibt jede Nachricht mit weiter geht's!
        [[In {place} nennen alle den Marktplatz nur „die Pfanne“.]] => In {place} heißt der Marktplatz die Pfanne.
    """),
    ("error_quote", "de"): transcripts(r"""
        [[Die Sicherung brach heute Nacht mit „{error}“ ab.]] => Die Sicherung brach mit {error} ab.
        [[Das NAS zeigt seit dem Stromausfall „{error}“.]] => Das NAS zeigt {error} seit dem Stromausfall.
    """),
    ("own_request", "de"): transcripts(r"""
        Bitte merk dir: [[{pref:1}]]. => {pref:2}.
        Für künftige Fälle: [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "de"): transcripts(r"""
        Hallo nochmal! [[{fact:C}.]] => {fact}.
        Kleines Update von mir: [[{fact}]]. => {fact}.
    """),
    ("mixed_quote", "de"): transcripts(r"""
        [[{name} hat mir „{title}“ zum Geburtstag geschenkt.]] => {name} hat {title} zum Geburtstag geschenkt.
        [[Mein Laptop zeigt „{error}“, sobald ich {service} öffne.]] => Der Laptop zeigt {error} beim Öffnen von {service}.
    """),
    ("own_fyi", "de"): transcripts(r"""
        FYI an alle hier: [[{fact}]]. => {fact}.
        zur Info von meiner Seite: [[{fact}]] => {fact}.
    """),
    ("own_words", "de"): transcripts(r"""
        Ich hab {name} geschrieben: „[[{fact:C}]]“ – damit du's auch weißt. => {fact}.
        Was ich dem Vermieter geschrieben habe: [[{fact:C}.]] => {fact}.
    """),
    ("title_quote", "fr"): transcripts(r"""
        [[J'ai commencé « {title} » dans le train, j'adore pour l'instant.]] => A commencé {title}.
        [[{name} m'a conseillé « {title} » pour le vol.]] => {name} a conseillé {title}.
    """),
    ("phrase_quote", "fr"): transcripts(r"""
        [[Chez nous, la chambre d'amis, c'est « la chambre bleue ».]] => La chambre d'amis s'appelle la chambre bleue.
        [[La devise de l'équipe, c'est « livrer petit, livrer souvent ».]] => La devise de l'équipe est livrer petit, livrer souvent.
        [[{name} signe tous ses messages par « en avant ! ».]] => {name} signe tous ses messages par en avant !
        [[À {place}, tout le monde appelle la grand-place « la poêle ».]] => À {place}, la grand-place s'appelle la poêle.
    """),
    ("error_quote", "fr"): transcripts(r"""
        [[La sauvegarde s'est arrêtée cette nuit avec « {error} ».]] => La sauvegarde s'est arrêtée avec {error}.
        [[Le NAS affiche « {error} » depuis la coupure de courant.]] => Le NAS affiche {error} depuis la coupure.
    """),
    ("own_request", "fr"): transcripts(r"""
        Retiens bien ceci : [[{pref:1}]]. => {pref:2}.
        Pour la suite : [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "fr"): transcripts(r"""
        Re-bonjour ! [[{fact:C}.]] => {fact}.
        Petite mise à jour de ma part : [[{fact}]]. => {fact}.
    """),
    ("mixed_quote", "fr"): transcripts(r"""
        [[{name} m'a offert « {title} » pour mon anniversaire.]] => {name} a offert {title} pour l'anniversaire.
        [[Mon portable affiche « {error} » dès que j'ouvre {service}.]] => Le portable affiche {error} à l'ouverture de {service}.
    """),
    ("own_fyi", "fr"): transcripts(r"""
        Info pour tout le monde : [[{fact}]]. => {fact}.
        fyi de mon côté : [[{fact}]] => {fact}.
    """),
    ("own_words", "fr"): transcripts(r"""
        J'ai écrit à {name} : « [[{fact:C}]] », pour que tu le saches aussi. => {fact}.
        Ce que j'ai écrit au propriétaire : [[{fact:C}.]] => {fact}.
    """),
    ("title_quote", "es"): transcripts(r"""
        [[Empecé «{title}» en el tren y de momento me encanta.]] => Empezó {title}.
        [[{name} me recomendó “{title}” para el vuelo.]] => {name} recomendó {title}.
    """),
    ("phrase_quote", "es"): transcripts(r"""
        [[En casa, al cuarto de invitados lo llamamos «el cuarto azul».]] => Al cuarto de invitados lo llaman el cuarto azul.
        [[El lema del equipo es «entregar poco, entregar a menudo».]] => El lema del equipo es entregar poco, entregar a menudo.
        [[{name} firma todos sus mensajes con «¡adelante!».]] => {name} firma todos sus mensajes con ¡adelante!
        [[En {place} todos llaman a la plaza mayor «la sartén».]] => En {place} a la plaza mayor la llaman la sartén.
    """),
    ("error_quote", "es"): transcripts(r"""
        [[La copia de seguridad se paró anoche con «{error}».]] => La copia de seguridad se paró con {error}.
        [[El NAS muestra «{error}» desde el apagón.]] => El NAS muestra {error} desde el apagón.
    """),
    ("own_request", "es"): transcripts(r"""
        Acuérdate de esto: [[{pref:1}]]. => {pref:2}.
        Para futuras veces: [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "es"): transcripts(r"""
        ¡Hola otra vez! [[{fact:C}.]] => {fact}.
        Pequeña novedad por mi parte: [[{fact}]]. => {fact}.
    """),
    ("mixed_quote", "es"): transcripts(r"""
        [[{name} me regaló «{title}» por mi cumpleaños.]] => {name} le regaló {title} por su cumpleaños.
        [[El portátil muestra «{error}» cada vez que abro {service}.]] => El portátil muestra {error} al abrir {service}.
    """),
    ("own_fyi", "es"): transcripts(r"""
        Para tu info: [[{fact}]]. => {fact}.
        fyi de mi parte: [[{fact}]] => {fact}.
    """),
    ("own_words", "es"): transcripts(r"""
        Le escribí a {name}: «[[{fact:C}]]», para que lo sepas tú también. => {fact}.
        Lo que le escribí al casero: [[{fact:C}.]] => {fact}.
    """),
}

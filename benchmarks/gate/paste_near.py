"""The paste kind's negatives in German, French and Spanish: the user's own words with a
title, a phrase or an error message in quotes, own requests to the memory, own facts."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

PASTE_NEGATIVE_OTHER: dict[tuple[str, str], list[Template]] = {
    ("title_quote", "de"): transcripts(r"""
        [[Unser Lesekreis hat gerade „{title}“ beendet.]] => Lesekreis hat {title} beendet.
        [[Mein Lieblingsfilm ist „{title}“.]] => Lieblingsfilm ist {title}.
        [[{name} hat mir „{title}“ empfohlen, und ich fand es großartig.]] => {name} hat {title} empfohlen.
        [[Am Samstag haben wir mit den Kindern "{title}" geschaut.]] => Am Samstag mit den Kindern {title} geschaut.
    """),
    ("error_quote", "de"): transcripts(r"""
        [[Die Migration ist mit „{error}“ abgebrochen.]] => Die Migration ist mit {error} abgebrochen.
        [[Beim Öffnen des Dashboards kommt „{error}“.]] => Beim Öffnen des Dashboards kommt {error}.
        [[{service} zeigt seit heute früh "{error}".]] => {service} zeigt seit heute früh {error}.
        [[Nach dem Update meldet {service} nur noch „{error}“.]] => Nach dem Update meldet {service} {error}.
    """),
    ("own_request", "de"): transcripts(r"""
        Bitte merk dir, dass [[{pref:1}]]. => {pref:2}.
        Für später: merk dir, dass [[{pref:1}]]. => {pref:2}.
        Kannst du dir notieren, dass [[{pref:1}]]? => {pref:2}.
        Wichtig für die Zukunft: [[{pref:1}]], bitte speichern. => {pref:2}.
    """),
    ("own_fact", "de"): transcripts(r"""
        [[{fact:C}.]] => {fact}.
        Kurzes Update: [[{fact}]]. => {fact}.
        Noch was: [[{fact}]]. => {fact}.
        Stand bei mir: [[{fact}]]. => {fact}.
    """),
    ("title_quote", "fr"): transcripts(r"""
        [[Notre club de lecture vient de finir « {title} ».]] => Le club de lecture a fini {title}.
        [[Mon film préféré est « {title} ».]] => Film préféré : {title}.
        [[{name} m'a conseillé « {title} » et j'ai adoré.]] => {name} a conseillé {title}.
        [[Samedi, on a regardé "{title}" avec les enfants.]] => Samedi, {title} avec les enfants.
    """),
    ("error_quote", "fr"): transcripts(r"""
        [[La migration a échoué avec « {error} ».]] => La migration a échoué avec {error}.
        [[J'obtiens « {error} » en ouvrant le tableau de bord.]] => Le tableau de bord affiche {error}.
        [[{service} affiche "{error}" depuis ce matin.]] => {service} affiche {error} depuis ce matin.
        [[Depuis la mise à jour, {service} ne dit plus que « {error} ».]] => Depuis la mise à jour, {service} affiche {error}.
    """),
    ("own_request", "fr"): transcripts(r"""
        Retiens que [[{pref:1}]]. => {pref:2}.
        Pour info, [[{pref:1}]]. => {pref:2}.
        Note bien que [[{pref:1}]], merci. => {pref:2}.
        À garder en tête : [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "fr"): transcripts(r"""
        [[{fact:C}.]] => {fact}.
        Petite mise à jour : [[{fact}]]. => {fact}.
        Autre chose : [[{fact}]]. => {fact}.
        De mon côté, [[{fact}]]. => {fact}.
    """),
    ("title_quote", "es"): transcripts(r"""
        [[Nuestro club de lectura acaba de terminar «{title}».]] => El club de lectura terminó {title}.
        [[Mi película favorita es «{title}».]] => Película favorita: {title}.
        [[{name} me recomendó “{title}” y me encantó.]] => {name} recomendó {title}.
        [[El sábado vimos "{title}" con los niños.]] => El sábado vieron {title} con los niños.
    """),
    ("error_quote", "es"): transcripts(r"""
        [[La migración falló con «{error}».]] => La migración falló con {error}.
        [[Me sale «{error}» al abrir el panel.]] => Al abrir el panel sale {error}.
        [[{service} muestra "{error}" desde esta mañana.]] => {service} muestra {error} desde esta mañana.
        [[Desde la actualización, {service} solo dice “{error}”.]] => Desde la actualización {service} dice {error}.
    """),
    ("own_request", "es"): transcripts(r"""
        Recuerda que [[{pref:1}]]. => {pref:2}.
        Para que lo sepas, [[{pref:1}]]. => {pref:2}.
        Apúntate que [[{pref:1}]], gracias. => {pref:2}.
        Para el futuro: [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "es"): transcripts(r"""
        [[{fact:C}.]] => {fact}.
        Actualización: [[{fact}]]. => {fact}.
        Otra cosa: [[{fact}]]. => {fact}.
        Por mi parte, [[{fact}]]. => {fact}.
    """),
}

"""Sealed paste negatives in French and Spanish (see
:mod:`benchmarks.gate.sealed.paste_neg`)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("own_fact", "fr"): transcripts(r"""
        [[J'ai changé d'assurance auto hier.]] => L'utilisateur a changé d'assurance auto.
        [[{n} et moi, ça fera onze ans de mariage en juin.]] => L'utilisateur et {n} fêtent onze ans de mariage en juin.
    """),
    ("own_request", "fr"): transcripts(r"""
        Tu m'aides à organiser la semaine ? [[J'ai kiné mardi à 8 h.]] => L'utilisateur a kiné mardi à 8 h.
        Qu'est-ce que je prends dans la valise ? [[On part cinq jours à {town} en mars.]] => L'utilisateur part cinq jours à {town} en mars.
    """),
    ("own_fyi", "fr"): transcripts(r"""
        Pour info : [[je suis absente du 3 au 10 août, {m} prend l'astreinte.]] => L'utilisateur est absent du 3 au 10 août ; {m} prend l'astreinte.
        Pour mémoire : [[j'ai payé le laveur de carreaux 25 € en liquide lundi.]] => L'utilisateur a payé le laveur de carreaux 25 € en liquide lundi.
    """),
    ("phrase_quote", "fr"): transcripts(r"""
        [[La réparation soi-disant « express » a pris trois semaines.]] => La réparation express a pris trois semaines.
        [[{n} appelle la cabane du jardin « le bureau ».]] => {n} appelle la cabane du jardin « le bureau ».
    """),
    ("title_quote", "fr"): transcripts(r"""
        [[On a vu « Le Dîner de cons » au théâtre samedi.]] => L'utilisateur a vu « Le Dîner de cons » au théâtre samedi.
        [[{n} joue Puck dans « Le Songe d'une nuit d'été » au collège.]] => {n} joue Puck dans « Le Songe d'une nuit d'été » au collège.
    """),
    ("error_quote", "fr"): transcripts(r"""
        [[L'imprimante affiche sans arrêt « Bourrage papier bac 2 » alors que le bac est vide.]] => L'imprimante affiche « Bourrage papier bac 2 » alors que le bac est vide.
        [[Depuis la mise à jour, le portable de {n} affiche juste « No bootable device ».]] => Le portable de {n} affiche « No bootable device » depuis la mise à jour.
    """),
    ("mixed_quote", "fr"): transcripts(r"""
        {m} a dit « rien ne presse », [[mais j'ai quand même payé la facture lundi.]] => L'utilisateur a payé la facture lundi.
        [[J'ai écrit « à 19 h » à {m} et j'ai réservé la table pour 19 h.]] => L'utilisateur a réservé une table pour 19 h.
    """),
    ("own_words", "fr"): transcripts(r"""
        Bref, [[on a vendu la vieille voiture à un garage de {town} pour 2 300 €.]] => L'utilisateur a vendu la vieille voiture à un garage de {town} pour 2 300 €.
        Alors, où on en est : [[le diagnostic est fait, le prêt est accordé, on signe chez le notaire le 14.]] => L'utilisateur signe chez le notaire le 14.
    """),
    ("own_notes", "fr"): transcripts(r"""
        mes notes du jour :\n08:10 [[donné ses cachets du matin à papa]]\n12:30 {m} (kiné) a appelé, décalé à vendredi => L'utilisateur a donné ses cachets du matin à son père à 08:10.
        journal d'astreinte (le mien) :\n02:10 [[redémarré les workers de la file sur le nœud 3]]\n02:25 alertes levées, passage de relais à {m} => L'utilisateur a redémarré les workers de la file sur le nœud 3 à 02:10.
    """),
    ("own_sent", "fr"): transcripts(r"""
        Le mail que j'ai envoyé au proprio ce matin :\nObjet : Chaudière\nBonjour, [[la chaudière est en panne depuis le 2 mars et nous n'avons plus d'eau chaude.]] => La chaudière est en panne depuis le 2 mars.
        ce que j'ai envoyé à {m} : [[Je récupère les enfants vendredi à 15 h.]] => L'utilisateur récupère les enfants vendredi à 15 h.
    """),
    ("own_fact", "es"): transcripts(r"""
        [[Ayer cambié el seguro del coche de compañía.]] => El usuario cambió el seguro del coche de compañía.
        [[{n} y yo cumplimos once años casados en junio.]] => El usuario y {n} cumplen once años casados en junio.
    """),
    ("own_request", "es"): transcripts(r"""
        ¿Me ayudas a organizar la semana? [[Tengo fisio el martes a las 8.]] => El usuario tiene fisio el martes a las 8.
        ¿Qué meto en la maleta? [[Nos vamos cinco días a {town} en marzo.]] => El usuario se va cinco días a {town} en marzo.
    """),
    ("own_fyi", "es"): transcripts(r"""
        Para que conste: [[estoy fuera del 3 al 10 de agosto y {m} cubre la guardia.]] => El usuario está fuera del 3 al 10 de agosto; {m} cubre la guardia.
        Para que lo tengas: [[el lunes le pagué 25 € en efectivo al limpiacristales.]] => El usuario pagó 25 € en efectivo al limpiacristales el lunes.
    """),
    ("phrase_quote", "es"): transcripts(r"""
        [[La reparación supuestamente «exprés» tardó tres semanas.]] => La reparación exprés tardó tres semanas.
        [[{n} llama «la oficina» a la caseta del huerto.]] => {n} llama «la oficina» a la caseta del huerto.
    """),
    ("title_quote", "es"): transcripts(r"""
        [[El sábado vimos «La casa de Bernarda Alba» en el teatro.]] => El usuario vio «La casa de Bernarda Alba» en el teatro el sábado.
        [[{n} hace de Puck en «El sueño de una noche de verano» del instituto.]] => {n} hace de Puck en «El sueño de una noche de verano» del instituto.
    """),
    ("error_quote", "es"): transcripts(r"""
        [[La impresora no para de decir «Atasco de papel en la bandeja 2» y la bandeja está vacía.]] => La impresora muestra «Atasco de papel en la bandeja 2» con la bandeja vacía.
        [[Desde la actualización, el portátil de {n} solo dice «No bootable device».]] => El portátil de {n} muestra «No bootable device» desde la actualización.
    """),
    ("mixed_quote", "es"): transcripts(r"""
        {m} dijo «sin prisa», [[pero yo pagué la factura el lunes igualmente.]] => El usuario pagó la factura el lunes.
        [[Le puse a {m} «a las nueve» y reservé la mesa para las 21:00.]] => El usuario reservó una mesa para las 21:00.
    """),
    ("own_words", "es"): transcripts(r"""
        Resumiendo: [[vendimos el coche viejo a un concesionario de {town} por 2.300 €.]] => El usuario vendió el coche viejo a un concesionario de {town} por 2.300 €.
        Bueno, cómo vamos: [[la tasación está hecha, la hipoteca aprobada y firmamos en el notario el 14.]] => El usuario firma en el notario el 14.
    """),
    ("own_notes", "es"): transcripts(r"""
        mis notas de hoy:\n08:10 [[le di a papá las pastillas de la mañana]]\n12:30 llamó {m}, la fisio, lo pasa al viernes => El usuario le dio a su padre las pastillas de la mañana a las 08:10.
        registro de guardia (mío):\n02:10 [[reinicié los workers de la cola en el nodo 3]]\n02:25 alertas resueltas, relevo a {m} => El usuario reinició los workers de la cola en el nodo 3 a las 02:10.
    """),
    ("own_sent", "es"): transcripts(r"""
        El correo que le mandé al casero esta mañana:\nAsunto: Caldera\nHola, [[la caldera está estropeada desde el 2 de marzo y no tenemos agua caliente.]] => La caldera está estropeada desde el 2 de marzo.
        lo que le escribí a {m}: [[Recojo a los niños el viernes a las 3.]] => El usuario recoge a los niños el viernes a las 3.
    """),
}

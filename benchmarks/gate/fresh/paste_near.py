"""The fresh split's paste negatives: the user's own words with a title, a nickname or an
error message in quotes, own requests to the memory, own facts, and own facts that open
with "FYI" (the way forwards do)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("title_quote", "en"): transcripts(r"""
        [[Finally finished "{title}" last night, took me a month.]] => User finished {title}.
        [[We're doing “{title}” for movie night on Friday.]] => Movie night on Friday: {title}.
        [[The kids want to see '{title}' again.]] => The kids want to see {title} again.
    """),
    ("phrase_quote", "en"): transcripts(r"""
        [[At home we call the spare room "the cave".]] => The spare room is called the cave.
        [[{name}'s nickname on the team is "the fixer".]] => {name}'s nickname on the team is the fixer.
        [[My grandfather always said 'slow is smooth'.]] => User's grandfather always said slow is smooth.
    """),
    ("error_quote", "en"): transcripts(r"""
        [[Since Tuesday the deploy fails with "{error}".]] => The deploy fails with {error} since Tuesday.
        [[The printer driver says '{error}' every time.]] => The printer driver says {error}.
        [[My backup script dies with “{error}” at night.]] => The backup script dies with {error}.
    """),
    ("own_request", "en"): transcripts(r"""
        Could you keep in mind that [[{pref:1}]]? => {pref:2}.
        Save this for later please: [[{pref:1}]]. => {pref:2}.
        Going forward, [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "en"): transcripts(r"""
        Me again. [[{fact:C}.]] => {fact}.
        From my side, quick status: [[{fact}]]. => {fact}.
        [[{fact:C}]] -- saw it myself today. => {fact}.
    """),
    ("mixed_quote", "en"): transcripts(r"""
        [[{name} lent me "{title}" and I couldn't put it down.]] => {name} lent the user {title}.
        [[{service} keeps showing "{error}" on my laptop.]] => {service} shows {error} on the user's laptop.
    """),
    ("own_fyi", "en"): transcripts(r"""
        FYI: [[{fact}]]. => {fact}.
        fyi, [[{fact}]] (no action needed) => {fact}.
        Just an FYI for you: [[{fact}]]. => {fact}.
    """),
    ("title_quote", "de"): transcripts(r"""
        [[Gestern endlich „{title}“ fertig gelesen, hat einen Monat gedauert.]] => {title} fertig gelesen.
        [[Beim Filmabend am Freitag läuft „{title}“.]] => Filmabend am Freitag: {title}.
        [[Die Kinder wollen "{title}" nochmal sehen.]] => Die Kinder wollen {title} nochmal sehen.
    """),
    ("phrase_quote", "de"): transcripts(r"""
        [[Bei uns heißt das Gästezimmer nur „die Höhle“.]] => Das Gästezimmer heißt die Höhle.
        [[{name} wird im Team „der Feuerwehrmann“ genannt.]] => {name} wird im Team der Feuerwehrmann genannt.
    """),
    ("error_quote", "de"): transcripts(r"""
        [[Seit Dienstag bricht das Deployment mit „{error}“ ab.]] => Das Deployment bricht seit Dienstag mit {error} ab.
        [[Der Druckertreiber meldet jedes Mal "{error}".]] => Der Druckertreiber meldet {error}.
    """),
    ("own_request", "de"): transcripts(r"""
        Merk dir bitte, dass [[{pref:1}]]. => {pref:2}.
        Für die Zukunft bitte notieren, dass [[{pref:1}]]. => {pref:2}.
    """),
    ("own_fact", "de"): transcripts(r"""
        Ich nochmal. [[{fact:C}.]] => {fact}.
        Kurzer Stand von mir: [[{fact}]]. => {fact}.
        [[{fact:C}]] – heute selbst gesehen. => {fact}.
    """),
    ("mixed_quote", "de"): transcripts(r"""
        [[{name} hat mir „{title}“ geliehen, ich konnte nicht aufhören.]] => {name} hat {title} geliehen.
        [[{service} zeigt auf meinem Laptop ständig „{error}“.]] => {service} zeigt {error} auf dem Laptop.
    """),
    ("own_fyi", "de"): transcripts(r"""
        FYI: [[{fact}]]. => {fact}.
        Nur zur Info: [[{fact}]], nichts zu tun. => {fact}.
    """),
    ("title_quote", "fr"): transcripts(r"""
        [[J'ai enfin fini « {title} » hier soir, ça m'a pris un mois.]] => A fini {title}.
        [[Vendredi, soirée film avec « {title} ».]] => Soirée film vendredi : {title}.
        [[Les enfants veulent revoir "{title}".]] => Les enfants veulent revoir {title}.
    """),
    ("phrase_quote", "fr"): transcripts(r"""
        [[Chez nous, la chambre d'amis s'appelle « la grotte ».]] => La chambre d'amis s'appelle la grotte.
        [[Dans l'équipe, {name} a le surnom de « la pompière ».]] => {name} a le surnom de la pompière.
    """),
    ("error_quote", "fr"): transcripts(r"""
        [[Depuis mardi, le déploiement plante avec « {error} ».]] => Le déploiement plante avec {error} depuis mardi.
        [[Le pilote de l'imprimante affiche "{error}" à chaque fois.]] => Le pilote de l'imprimante affiche {error}.
    """),
    ("own_request", "fr"): transcripts(r"""
        Tu peux garder en tête que [[{pref:1}]] ? => {pref:2}.
        À l'avenir, [[{pref:1}]], merci de le noter. => {pref:2}.
    """),
    ("own_fact", "fr"): transcripts(r"""
        Encore moi. [[{fact:C}.]] => {fact}.
        Petit point de mon côté : [[{fact}]]. => {fact}.
        [[{fact:C}]] – vu moi-même aujourd'hui. => {fact}.
    """),
    ("mixed_quote", "fr"): transcripts(r"""
        [[{name} m'a prêté « {title} », impossible de le lâcher.]] => {name} a prêté {title}.
        [[{service} affiche sans arrêt « {error} » sur mon portable.]] => {service} affiche {error}.
    """),
    ("own_fyi", "fr"): transcripts(r"""
        FYI : [[{fact}]]. => {fact}.
        Juste pour info : [[{fact}]], rien à faire. => {fact}.
    """),
    ("title_quote", "es"): transcripts(r"""
        [[Por fin terminé «{title}» anoche, me llevó un mes.]] => Terminó {title}.
        [[El viernes en la noche de cine toca “{title}”.]] => Noche de cine el viernes: {title}.
        [[Los niños quieren volver a ver "{title}".]] => Los niños quieren volver a ver {title}.
    """),
    ("phrase_quote", "es"): transcripts(r"""
        [[En casa al cuarto de invitados lo llamamos «la cueva».]] => El cuarto de invitados se llama la cueva.
        [[En el equipo a {name} le dicen «la bombera».]] => A {name} le dicen la bombera.
    """),
    ("error_quote", "es"): transcripts(r"""
        [[Desde el martes el despliegue falla con «{error}».]] => El despliegue falla con {error} desde el martes.
        [[El driver de la impresora dice "{error}" cada vez.]] => El driver de la impresora dice {error}.
    """),
    ("own_request", "es"): transcripts(r"""
        ¿Puedes tener en cuenta que [[{pref:1}]]? => {pref:2}.
        De ahora en adelante, [[{pref:1}]], apúntalo. => {pref:2}.
    """),
    ("own_fact", "es"): transcripts(r"""
        Otra vez yo. [[{fact:C}.]] => {fact}.
        Un estado rápido por mi parte: [[{fact}]]. => {fact}.
        [[{fact:C}]] – lo vi yo mismo hoy. => {fact}.
    """),
    ("mixed_quote", "es"): transcripts(r"""
        [[{name} me prestó «{title}» y no pude dejarlo.]] => {name} le prestó {title}.
        [[{service} me sale todo el rato con «{error}» en el portátil.]] => {service} muestra {error}.
    """),
    ("own_fyi", "es"): transcripts(r"""
        FYI: [[{fact}]]. => {fact}.
        Solo para que lo sepas: [[{fact}]], no hay que hacer nada. => {fact}.
    """),
}

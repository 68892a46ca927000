"""The final split's modality negatives: notes faithful to what the user said, including
messages with hedge-like words that do not hedge the cited sentence.

New subkinds: ``title_hedge`` (a real title with a hedge or wish word in it), ``resolved``
(a doubt the user settled before stating the fact) and ``modal_lookalike`` (must, can,
"might as well", a past habit with "would": modal words that do not hedge)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("plain", "en"): transcripts(r"""
        Update from today: [[{fact}]]. => {fact}.
        [[{fact:C}.]] Just so you have it on file. => {fact}.
        Adding to the list of house stuff: [[{fact}]]. => {fact}.
    """),
    ("certain", "en"): transcripts(r"""
        [[I checked twice: {fact}.]] => {fact}.
        [[Zero doubt, I saw the schedule myself: {fact}.]] => {fact}.
        [[Confirmed in writing this morning: {fact}.]] => {fact}.
        [[I can't believe {fact}!]] => {fact}.
    """),
    ("decided", "en"): transcripts(r"""
        [[We went with {choice} in the end.]] => Went with {choice}.
        [[It's settled, {choice} it is.]] => Settled on {choice}.
        [[Booked {choice} this morning, no going back.]] => Booked {choice}.
    """),
    ("lookalike_word", "en"): transcripts(r"""
        [[Our dog is called Maybe.]] => The dog is called Maybe.
        [[{name} teaches a class on probability theory.]] => {name} teaches a class on probability theory.
        [[The café downstairs is called Perhaps Coffee.]] => The café downstairs is called Perhaps Coffee.
        [[We stayed at a guesthouse called The Wishing Well in {place}.]] => Stayed at The Wishing Well guesthouse in {place}.
    """),
    ("title_hedge", "en"): transcripts(r"""
        [[We watched "Doubt" with Meryl Streep last night.]] => Watched the film Doubt with Meryl Streep.
        [[My favourite album is Rumours by Fleetwood Mac.]] => Favourite album: Rumours by Fleetwood Mac.
        [[{name} is reading "If I Stay" for the book club.]] => {name} is reading If I Stay for the book club.
        [[The band closed with "Wish You Were Here" in {place}.]] => The band closed with Wish You Were Here in {place}.
    """),
    ("negation_kept", "en"): transcripts(r"""
        [[Found out today that {polar:2}.]] => {polar:2}.
        [[Just checked, {polar:2}.]] => {polar:3}.
        [[Great news, {polar:1}!]] => {polar:1}.
    """),
    ("question_far", "en"): transcripts(r"""
        Did you see the match yesterday? Anyway. [[{fact:C}.]] => {fact}.
        Where did I put my glasses?! Never mind. For the record, [[{fact}]]. => {fact}.
    """),
    ("assistant_question", "en"): transcripts(r"""
        Is there anything else I should keep track of? || Yes: [[{fact}]]. => {fact}.
        How did the week go? || Fine. [[{fact:C}.]] => {fact}.
    """),
    ("own_report", "en"): transcripts(r"""
        [[I reminded {name} that {fact}.]] => {fact}.
        [[I wrote in the family chat that {fact}.]] => {fact}.
    """),
    ("probably_elsewhere", "en"): transcripts(r"""
        [[{fact:C}; the rest of the week will probably be quiet.]] => {fact}.
        [[{fact:C}, and {name} might drop by later.]] => {fact}.
    """),
    ("conditional_kept", "en"): transcripts(r"""
        [[As long as {cond:1}, {cond:2}.]] => As long as {cond:1}, {cond:2}.
        [[{cond:2C} – that's if {cond:1}.]] => If {cond:1}, {cond:2}.
    """),
    ("resolved", "en"): transcripts(r"""
        I wasn't sure, so I rang them this morning: [[{fact}]]. => {fact}.
        I had my doubts, but the email confirms it. [[{fact:C}.]] => {fact}.
        Thought I'd misread it, but no, [[{fact}]]. => {fact}.
    """),
    ("modal_lookalike", "en"): transcripts(r"""
        [[I might as well mention that {fact}.]] => {fact}.
        [[{name} must sign the lease by Friday.]] => {name} must sign the lease by Friday.
        [[As kids we would spend every August in {place}.]] => As a kid, the user spent every August in {place}.
        [[I could not be more sure: {fact}.]] => {fact}.
    """),
    ("plain", "de"): transcripts(r"""
        Neuigkeit von heute: [[{fact}]]. => {fact}.
        [[{fact:C}.]] Nur damit du's hast. => {fact}.
    """),
    ("certain", "de"): transcripts(r"""
        [[Zweimal geprüft: {fact}.]] => {fact}.
        [[Ganz ohne Zweifel: {fact}.]] => {fact}.
        [[Es ist offiziell: {fact}.]] => {fact}.
    """),
    ("decided", "de"): transcripts(r"""
        [[Am Ende wurde es {choice}.]] => Es wurde {choice}.
        [[Steht fest, wir nehmen {choice}.]] => Sie nehmen {choice}.
    """),
    ("lookalike_word", "de"): transcripts(r"""
        [[Unser Hund heißt Vielleicht.]] => Der Hund heißt Vielleicht.
        [[{name} unterrichtet Wahrscheinlichkeitsrechnung.]] => {name} unterrichtet Wahrscheinlichkeitsrechnung.
        [[Die Kneipe um die Ecke heißt Zum Gerücht.]] => Die Kneipe um die Ecke heißt Zum Gerücht.
    """),
    ("title_hedge", "de"): transcripts(r"""
        [[Wir haben gestern "Vielleicht lieber morgen" geschaut.]] => Hat "Vielleicht lieber morgen" geschaut.
        [[Mein Lieblingsalbum ist "Rumours" von Fleetwood Mac.]] => Lieblingsalbum: "Rumours" von Fleetwood Mac.
        [[{name} liest gerade "Wenn ich bleibe".]] => {name} liest "Wenn ich bleibe".
    """),
    ("negation_kept", "de"): transcripts(r"""
        [[Stellt sich raus: {polar:2}.]] => {polar:2}.
        [[Gerade nachgesehen: {polar:2}.]] => {polar:3}.
        [[Tolle Nachricht, {polar:1}!]] => {polar:1}.
    """),
    ("question_far", "de"): transcripts(r"""
        Hast du gestern das Spiel gesehen? Egal. [[{fact:C}.]] => {fact}.
        Wo ist bloß meine Brille? Egal. Fürs Protokoll: [[{fact}]]. => {fact}.
    """),
    ("assistant_question", "de"): transcripts(r"""
        Soll ich noch etwas festhalten? || Ja: [[{fact}]]. => {fact}.
        Wie war die Woche? || Gut. [[{fact:C}.]] => {fact}.
    """),
    ("own_report", "de"): transcripts(r"""
        [[Ich habe {name} daran erinnert: {fact}.]] => {fact}.
        [[Hab in den Familienchat geschrieben: {fact}.]] => {fact}.
    """),
    ("probably_elsewhere", "de"): transcripts(r"""
        [[{fact:C}; der Rest der Woche wird wohl ruhig.]] => {fact}.
        [[{fact:C}, und {name} kommt vielleicht später vorbei.]] => {fact}.
    """),
    ("conditional_kept", "de"): transcripts(r"""
        [[Unter der Bedingung, dass {cond:1}, {cond:2}.]] => Unter der Bedingung, dass {cond:1}, {cond:2}.
        [[Solange {cond:1}, {cond:2}.]] => Solange {cond:1}, {cond:2}.
    """),
    ("resolved", "de"): transcripts(r"""
        Ich war unsicher und hab heute Morgen angerufen: [[{fact}]]. => {fact}.
        Ich hatte Zweifel, aber die Mail bestätigt es. [[{fact:C}.]] => {fact}.
    """),
    ("modal_lookalike", "de"): transcripts(r"""
        [[Ich muss zugeben: {fact}.]] => {fact}.
        [[{name} muss den Mietvertrag bis Freitag unterschreiben.]] => {name} muss den Mietvertrag bis Freitag unterschreiben.
        [[Ich kann dir bestätigen: {fact}.]] => {fact}.
    """),
    ("plain", "fr"): transcripts(r"""
        Nouvelle du jour : [[{fact}]]. => {fact}.
        [[{fact:C}.]] Juste pour que tu l'aies. => {fact}.
    """),
    ("certain", "fr"): transcripts(r"""
        [[J'ai vérifié deux fois : {fact}.]] => {fact}.
        [[Aucun doute là-dessus, {fact}.]] => {fact}.
        [[C'est officiel : {fact}.]] => {fact}.
    """),
    ("decided", "fr"): transcripts(r"""
        [[Finalement, on a choisi {choice}.]] => Ont choisi {choice}.
        [[C'est tranché, ce sera {choice}.]] => Ce sera {choice}.
    """),
    ("lookalike_word", "fr"): transcripts(r"""
        [[Notre chien s'appelle Peut-être.]] => Le chien s'appelle Peut-être.
        [[{name} enseigne les probabilités.]] => {name} enseigne les probabilités.
        [[Le café d'en bas s'appelle Sans Doute.]] => Le café d'en bas s'appelle Sans Doute.
    """),
    ("title_hedge", "fr"): transcripts(r"""
        [[On a revu « Peut-être » de Cédric Klapisch hier soir.]] => A revu « Peut-être » de Cédric Klapisch.
        [[Ma chanson préférée, c'est « Si tu t'imagines ».]] => Chanson préférée : « Si tu t'imagines ».
        [[{name} a regardé « Je crois que je l'aime » ce week-end.]] => {name} a regardé « Je crois que je l'aime ».
    """),
    ("negation_kept", "fr"): transcripts(r"""
        [[En fait, {polar:2}.]] => {polar:2}.
        [[Je viens de vérifier : {polar:2}.]] => {polar:3}.
        [[Super nouvelle, {polar:1} !]] => {polar:1}.
    """),
    ("question_far", "fr"): transcripts(r"""
        Tu as vu le match hier ? Bref. [[{fact:C}.]] => {fact}.
        Où sont passées mes lunettes ? Passons. Pour mémoire, [[{fact}]]. => {fact}.
    """),
    ("assistant_question", "fr"): transcripts(r"""
        Je dois garder autre chose en tête ? || Oui : [[{fact}]]. => {fact}.
        Comment s'est passée la semaine ? || Bien. [[{fact:C}.]] => {fact}.
    """),
    ("own_report", "fr"): transcripts(r"""
        [[J'ai rappelé à {name} que {fact}.]] => {fact}.
        [[J'ai écrit dans le groupe de la famille que {fact}.]] => {fact}.
    """),
    ("probably_elsewhere", "fr"): transcripts(r"""
        [[{fact:C} ; le reste de la semaine sera sans doute calme.]] => {fact}.
        [[{fact:C}, et {name} passera peut-être plus tard.]] => {fact}.
    """),
    ("conditional_kept", "fr"): transcripts(r"""
        [[Tant que {cond:1}, {cond:2}.]] => Tant que {cond:1}, {cond:2}.
        [[Si {cond:1}, alors {cond:2}.]] => Si {cond:1}, {cond:2}.
    """),
    ("resolved", "fr"): transcripts(r"""
        Je n'étais pas sûr, alors j'ai appelé ce matin : [[{fact}]]. => {fact}.
        J'avais des doutes, mais le mail le confirme. [[{fact:C}.]] => {fact}.
    """),
    ("modal_lookalike", "fr"): transcripts(r"""
        [[Je dois avouer que {fact}.]] => {fact}.
        [[{name} doit signer le bail avant vendredi.]] => {name} doit signer le bail avant vendredi.
        [[Je peux te confirmer que {fact}.]] => {fact}.
    """),
    ("plain", "es"): transcripts(r"""
        Novedad de hoy: [[{fact}]]. => {fact}.
        [[{fact:C}.]] Para que lo tengas. => {fact}.
    """),
    ("certain", "es"): transcripts(r"""
        [[Lo he comprobado dos veces: {fact}.]] => {fact}.
        [[Sin ninguna duda, {fact}.]] => {fact}.
        [[Es oficial: {fact}.]] => {fact}.
    """),
    ("decided", "es"): transcripts(r"""
        [[Al final elegimos {choice}.]] => Eligieron {choice}.
        [[Está decidido, será {choice}.]] => Será {choice}.
    """),
    ("lookalike_word", "es"): transcripts(r"""
        [[Nuestro perro se llama Quizás.]] => El perro se llama Quizás.
        [[{name} da clases de probabilidad.]] => {name} da clases de probabilidad.
        [[El bar de abajo se llama Tal Vez.]] => El bar de abajo se llama Tal Vez.
    """),
    ("title_hedge", "es"): transcripts(r"""
        [[En la boda sonó «Quizás, quizás, quizás».]] => En la boda sonó «Quizás, quizás, quizás».
        [[Mi canción favorita es «Ojalá» de Silvio Rodríguez.]] => Canción favorita: «Ojalá» de Silvio Rodríguez.
        [[{name} está leyendo «Si te dicen que caí».]] => {name} está leyendo «Si te dicen que caí».
    """),
    ("negation_kept", "es"): transcripts(r"""
        [[Resulta que {polar:2}.]] => {polar:2}.
        [[Acabo de mirarlo: {polar:2}.]] => {polar:3}.
        [[¡Buenísima noticia, {polar:1}!]] => {polar:1}.
    """),
    ("question_far", "es"): transcripts(r"""
        ¿Viste el partido ayer? En fin. [[{fact:C}.]] => {fact}.
        ¿Dónde habré dejado las gafas? Da igual. Para que conste, [[{fact}]]. => {fact}.
    """),
    ("assistant_question", "es"): transcripts(r"""
        ¿Quieres que apunte algo más? || Sí: [[{fact}]]. => {fact}.
        ¿Qué tal la semana? || Bien. [[{fact:C}.]] => {fact}.
    """),
    ("own_report", "es"): transcripts(r"""
        [[Le recordé a {name} que {fact}.]] => {fact}.
        [[Escribí en el grupo de la familia que {fact}.]] => {fact}.
    """),
    ("probably_elsewhere", "es"): transcripts(r"""
        [[{fact:C}; el resto de la semana seguramente será tranquilo.]] => {fact}.
        [[{fact:C}, y puede que {name} se pase luego.]] => {fact}.
    """),
    ("conditional_kept", "es"): transcripts(r"""
        [[Si {cond:1}, entonces {cond:2}.]] => Si {cond:1}, {cond:2}.
        [[{cond:2C}, eso si {cond:1}.]] => Si {cond:1}, {cond:2}.
    """),
    ("resolved", "es"): transcripts(r"""
        No estaba seguro, así que llamé esta mañana: [[{fact}]]. => {fact}.
        Tenía mis dudas, pero el correo lo confirma. [[{fact:C}.]] => {fact}.
    """),
    ("modal_lookalike", "es"): transcripts(r"""
        [[Tengo que admitir que {fact}.]] => {fact}.
        [[{name} tiene que firmar el contrato antes del viernes.]] => {name} tiene que firmar el contrato antes del viernes.
        [[Puedo confirmarte que {fact}.]] => {fact}.
    """),
}

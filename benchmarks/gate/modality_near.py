"""The modality kind's negatives: plain facts with faithful notes, and near misses that a
phrase list would take for guesses (certainty words, "May", the name Hope, a question far
from the quote, "I thought about it and chose", a negation the note keeps)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("plain", "en"): transcripts(r"""
        [[{fact:C}.]] => {fact}.
        Quick note: [[{fact}]]. => {fact}.
        For the record, [[{fact}]]. => {fact}.
        FYI [[{fact}]]. => {fact}.
        [[{fact:C}.]] Thanks for asking! => {fact}.
        Update: [[{fact}]]. => {fact}.
        Hi! [[{fact:C}.]] See you tomorrow. => {fact}.
        [[{fact:C}]] - just so it's written down somewhere. => {fact}.
    """),
    ("certain", "en"): transcripts(r"""
        [[I'm sure {fact}.]] => {fact}.
        [[I know {fact}.]] => {fact}.
        [[I checked, and {fact}.]] => {fact}.
        [[Definitely: {fact}.]] => {fact}.
        [[I can confirm {fact}.]] => {fact}.
        [[It's official: {fact}.]] => {fact}.
        [[I double-checked: {fact}.]] => {fact}.
        [[No doubt about it, {fact}.]] => {fact}.
    """),
    ("decided", "en"): transcripts(r"""
        [[I decided to go with {choice}.]] => User decided to go with {choice}.
        [[I thought about it and chose {choice}.]] => User chose {choice}.
        [[After a week of back and forth, we picked {choice}.]] => We picked {choice}.
        [[I thought it over and went for {choice}.]] => User went for {choice}.
        [[Final answer: {choice}.]] I booked it already. => Final answer: {choice}.
        [[We settled on {choice}.]] => We settled on {choice}.
    """),
    ("lookalike_word", "en"): transcripts(r"""
        [[My daughter Hope starts school in September.]] My son is still in kindergarten. => Daughter Hope starts school in September.
        [[We moved here in May 2024.]] => Moved here in May 2024.
        [[{name} and Hope run the bakery on Hope Street.]] => {name} and Hope run the bakery on Hope Street.
        [[My contract was signed in May {year}.]] => Contract was signed in May {year}.
        [[Our statistics course covers probability theory this term.]] => Statistics course covers probability theory this term.
        [[The wish list feature shipped last week.]] => The wish list feature shipped last week.
        [[{name} guessed the answer to the riddle in ten seconds.]] => {name} guessed the answer to the riddle in ten seconds.
        [[The Supposedly Fun Thing is the essay collection on my nightstand.]] => The essay collection on the nightstand is The Supposedly Fun Thing.
        [[The question mark key on my keyboard is broken.]] => The question mark key on the keyboard is broken.
        [[My band is called Apparently Nothing.]] => User's band is called Apparently Nothing.
    """),
    ("question_far", "en"): transcripts(r"""
        Can you summarize the ticket for me? Thanks in advance. Some context first. [[{fact:C}.]] => {fact}.
        What time is it in Tokyo right now? Never mind, I found it. Anyway. [[{fact:C}.]] => {fact}.
        Did you get my last message? It was long. Here is the short version. [[{fact:C}.]] => {fact}.
        How are you today? I am fine. Busy week. [[{fact:C}.]] => {fact}.
    """),
    ("assistant_question", "en"): transcripts(r"""
        Is there anything I should remember for next time? || [[{fact:C}.]] => {fact}.
        Could you tell me a bit about your setup? || Sure. [[{fact:C}.]] => {fact}.
        Do you want me to note anything? || Yes: [[{fact}]]. => {fact}.
        What changed since last week? || [[{fact:C}.]] That's the main thing. => {fact}.
    """),
    ("negation_kept", "en"): transcripts(r"""
        [[{polar:2C}.]] => {polar:2}.
        [[{polar:2C}.]] We checked twice. => {polar:3}.
        Quick update: [[{polar:2}]]. => {polar:2}.
        [[Turns out {polar:2}.]] => {polar:3}.
        [[{polar:1C}.]] => {polar:1}.
        [[For the record: {polar:1}.]] => {polar:1}.
    """),
    ("plain", "de"): transcripts(r"""
        [[{fact:C}.]] => {fact}.
        Kurze Info: [[{fact}]]. => {fact}.
        Nur damit es notiert ist: [[{fact}]]. => {fact}.
        Update: [[{fact}]]. => {fact}.
    """),
    ("certain", "de"): transcripts(r"""
        [[Ich bin mir sicher: {fact}.]] => {fact}.
        [[Ich weiß es genau, {fact}.]] => {fact}.
        [[Ich habe nachgesehen: {fact}.]] => {fact}.
        [[Definitiv: {fact}.]] => {fact}.
    """),
    ("decided", "de"): transcripts(r"""
        [[Ich habe mich für {choice} entschieden.]] => Entscheidung für {choice}.
        [[Nach langem Hin und Her haben wir {choice} genommen.]] => Wir haben {choice} genommen.
        [[Ich habe es mir überlegt und {choice} gewählt.]] => {choice} gewählt.
        [[Wir bleiben bei {choice}.]] => Wir bleiben bei {choice}.
    """),
    ("lookalike_word", "de"): transcripts(r"""
        [[Wir sind im Mai 2024 umgezogen.]] => Im Mai 2024 umgezogen.
        [[Unser Stammlokal ist der Gasthof Zur Hoffnung.]] => Stammlokal ist der Gasthof Zur Hoffnung.
        [[Im Kurs geht es gerade um Wahrscheinlichkeitsrechnung.]] => Im Kurs geht es um Wahrscheinlichkeitsrechnung.
        [[{name} hat die Antwort auf das Rätsel sofort erraten.]] => {name} hat die Antwort auf das Rätsel sofort erraten.
        [[Die Wunschliste für Weihnachten liegt im Flur.]] => Die Wunschliste für Weihnachten liegt im Flur.
        [[Frau Glaubitz leitet die Buchhaltung.]] => Frau Glaubitz leitet die Buchhaltung.
    """),
    ("negation_kept", "de"): transcripts(r"""
        [[{polar:2C}.]] => {polar:2}.
        Kurzes Update: [[{polar:2}]]. => {polar:3}.
        [[{polar:1C}.]] => {polar:1}.
        Zur Info: [[{polar:2}]]. => {polar:2}.
    """),
    ("question_far", "de"): transcripts(r"""
        Kannst du das Ticket zusammenfassen? Danke dir. Noch kurz zum Hintergrund. [[{fact:C}.]] => {fact}.
        Hast du meine Mail bekommen? Sie war lang. Hier die Kurzfassung. [[{fact:C}.]] => {fact}.
        Soll ich mir etwas merken? || [[{fact:C}.]] => {fact}.
        Was hat sich geändert? || Einiges. [[{fact:C}.]] => {fact}.
    """),
    ("plain", "fr"): transcripts(r"""
        [[{fact:C}.]] => {fact}.
        Petite info : [[{fact}]]. => {fact}.
        Pour mémoire, [[{fact}]]. => {fact}.
        Mise à jour : [[{fact}]]. => {fact}.
    """),
    ("certain", "fr"): transcripts(r"""
        [[Je suis sûr que {fact}.]] => {fact}.
        [[Je sais que {fact}.]] => {fact}.
        [[J'ai vérifié : {fact}.]] => {fact}.
        [[Sans aucun doute, {fact}.]] => {fact}.
    """),
    ("decided", "fr"): transcripts(r"""
        [[J'ai décidé de prendre {choice}.]] => Décision : {choice}.
        [[Après réflexion, j'ai choisi {choice}.]] => Choix : {choice}.
        [[On a finalement pris {choice}.]] => On a pris {choice}.
        [[Nous restons sur {choice}.]] => Nous restons sur {choice}.
    """),
    ("lookalike_word", "fr"): transcripts(r"""
        [[Le colis peut être retiré au guichet jusqu'à 19 h.]] => Le colis peut être retiré au guichet jusqu'à 19 h.
        [[Nous avons emménagé en mai 2024.]] => Emménagement en mai 2024.
        [[Le bureau est rue de l'Espérance.]] => Le bureau est rue de l'Espérance.
        [[{name} a deviné la réponse de l'énigme tout de suite.]] => {name} a deviné la réponse de l'énigme tout de suite.
        [[Le cours porte sur les probabilités ce trimestre.]] => Le cours porte sur les probabilités ce trimestre.
        [[La liste de souhaits est affichée dans l'entrée.]] => La liste de souhaits est affichée dans l'entrée.
    """),
    ("negation_kept", "fr"): transcripts(r"""
        [[{polar:2C}.]] => {polar:2}.
        Petite mise à jour : [[{polar:2}]]. => {polar:3}.
        [[{polar:1C}.]] => {polar:1}.
        Pour info, [[{polar:2}]]. => {polar:2}.
    """),
    ("question_far", "fr"): transcripts(r"""
        Tu peux résumer le ticket ? Merci d'avance. Un peu de contexte d'abord. [[{fact:C}.]] => {fact}.
        Tu as reçu mon mail ? Il était long. Voici la version courte. [[{fact:C}.]] => {fact}.
        Je dois retenir quelque chose ? || [[{fact:C}.]] => {fact}.
        Qu'est-ce qui a changé ? || Pas mal de choses. [[{fact:C}.]] => {fact}.
    """),
    ("plain", "es"): transcripts(r"""
        [[{fact:C}.]] => {fact}.
        Un apunte rápido: [[{fact}]]. => {fact}.
        Para que lo tengas: [[{fact}]]. => {fact}.
        Actualización: [[{fact}]]. => {fact}.
    """),
    ("certain", "es"): transcripts(r"""
        [[Estoy seguro de que {fact}.]] => {fact}.
        [[Sé que {fact}.]] => {fact}.
        [[Lo he comprobado: {fact}.]] => {fact}.
        [[Por supuesto, {fact}.]] => {fact}.
    """),
    ("decided", "es"): transcripts(r"""
        [[Decidí quedarme con {choice}.]] => Decidió quedarse con {choice}.
        [[Lo pensé bien y elegí {choice}.]] => Eligió {choice}.
        [[Al final cogimos {choice}.]] => Cogimos {choice}.
        [[Nos quedamos con {choice}.]] => Nos quedamos con {choice}.
    """),
    ("lookalike_word", "es"): transcripts(r"""
        [[Mi hermano creó la empresa en 2019.]] => Su hermano creó la empresa en 2019.
        [[Nos mudamos en mayo de 2024.]] => Se mudaron en mayo de 2024.
        [[Mi tía Esperanza vive en Quito.]] => Su tía Esperanza vive en Quito.
        [[{name} adivinó la respuesta del acertijo enseguida.]] => {name} adivinó la respuesta del acertijo enseguida.
        [[El curso trata de probabilidad este trimestre.]] => El curso trata de probabilidad este trimestre.
        [[La lista de deseos está en la nevera.]] => La lista de deseos está en la nevera.
    """),
    ("negation_kept", "es"): transcripts(r"""
        [[{polar:2C}.]] => {polar:2}.
        Actualización rápida: [[{polar:2}]]. => {polar:3}.
        [[{polar:1C}.]] => {polar:1}.
        Para que conste, [[{polar:2}]]. => {polar:2}.
    """),
    ("question_far", "es"): transcripts(r"""
        ¿Puedes resumir el ticket? Gracias de antemano. Primero un poco de contexto. [[{fact:C}.]] => {fact}.
        ¿Recibiste mi correo? Era largo. Aquí va la versión corta. [[{fact:C}.]] => {fact}.
        ¿Quieres que recuerde algo? || [[{fact:C}.]] => {fact}.
        ¿Qué ha cambiado? || Varias cosas. [[{fact:C}.]] => {fact}.
    """),
}

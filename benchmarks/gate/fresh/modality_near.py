"""The fresh split's modality negatives: plain facts with faithful notes, and near misses
(certainty words, a decision, look-alike words, a question far from the quote, a negation
the note keeps, a "probably" in an unrelated clause, the user reporting what they told
someone, a conditional the note keeps as a conditional)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("plain", "en"): transcripts(r"""
        ok so, [[{fact}]]. => {fact}.
        Writing this down before I forget: [[{fact}]]. => {fact}.
        [[{fact:C}!]] Finally sorted. => {fact}.
        Morning! Small thing: [[{fact}]]. Have a good one. => {fact}.
        btw [[{fact}]] => {fact}.
    """),
    ("certain", "en"): transcripts(r"""
        [[Verified it myself: {fact}.]] => {fact}.
        [[100% certain, {fact}.]] => {fact}.
        [[It's a fact that {fact}.]] => {fact}.
        [[Saw it with my own eyes, {fact}.]] => {fact}.
    """),
    ("decided", "en"): transcripts(r"""
        [[In the end we went with {choice}.]] => We went with {choice}.
        [[Decision made: {choice}.]] => Decision made: {choice}.
        [[We're going with {choice}, it's booked.]] => Going with {choice}.
    """),
    ("lookalike_word", "en"): transcripts(r"""
        [[The probation period at my new job ends in June.]] => Probation period at the new job ends in June.
        [[We named the boat Maybe Tomorrow.]] => The boat is named Maybe Tomorrow.
        [[{name} teaches a course called Thinking Under Uncertainty.]] => {name} teaches a course called Thinking Under Uncertainty.
        [[Our cat is named Rumour.]] => The cat is named Rumour.
        [[The hope chest in the hallway belonged to my grandmother.]] => The hope chest in the hallway belonged to the user's grandmother.
        [[I bought the book Why We Believe at the station.]] => User bought the book Why We Believe.
    """),
    ("question_far", "en"): transcripts(r"""
        Did the parcel arrive? Doesn't matter, I'll check later. Unrelated: [[{fact}]]. => {fact}.
        Can you translate this later? Thanks. Also for your notes, [[{fact}]]. => {fact}.
        Why is the sky so grey today? Anyway. [[{fact:C}.]] => {fact}.
    """),
    ("assistant_question", "en"): transcripts(r"""
        Anything new on your side? || [[{fact:C}.]] That's it for now. => {fact}.
        Should I save something for later? || Yes please: [[{fact}]]. => {fact}.
        What did you find out? || [[{fact:C}.]] => {fact}.
    """),
    ("negation_kept", "en"): transcripts(r"""
        [[Confirmed today that {polar:2}.]] => {polar:2}.
        Bad news, [[{polar:2}]]. => {polar:3}.
        Good news, [[{polar:1}]]. => {polar:1}.
    """),
    ("probably_elsewhere", "en"): transcripts(r"""
        [[{fact:C} - totally unrelated, but it'll probably rain all weekend.]] => {fact}.
        [[{fact:C}, and I'll probably be a bit late to standup tomorrow.]] => {fact}.
        [[{fact:C}; {name} will probably call you about the invoice later.]] => {fact}.
    """),
    ("own_report", "en"): transcripts(r"""
        [[I told {name} that {fact}.]] => {fact}.
        [[I let the team know {fact}.]] => {fact}.
        [[I already explained to {name} that {fact}.]] => {fact}.
    """),
    ("conditional_kept", "en"): transcripts(r"""
        [[If {cond:1}, {cond:2}.]] => If {cond:1}, {cond:2}.
        [[Assuming {cond:1}, {cond:2}.]] => If {cond:1}, {cond:2}.
    """),
    ("plain", "de"): transcripts(r"""
        Schnell notiert, bevor ich's vergesse: [[{fact}]]. => {fact}.
        Moin! Kleine Sache: [[{fact}]]. Schönen Tag noch. => {fact}.
        übrigens [[{fact}]] => {fact}.
    """),
    ("certain", "de"): transcripts(r"""
        [[Selbst überprüft: {fact}.]] => {fact}.
        [[Hundertprozentig, {fact}.]] => {fact}.
        [[Mit eigenen Augen gesehen, {fact}.]] => {fact}.
    """),
    ("decided", "de"): transcripts(r"""
        [[Am Ende haben wir uns für {choice} entschieden.]] => Entschieden für {choice}.
        [[Entscheidung steht: {choice}.]] => Entscheidung: {choice}.
        [[Wir nehmen {choice}, ist schon gebucht.]] => Wir nehmen {choice}.
    """),
    ("lookalike_word", "de"): transcripts(r"""
        [[Meine Probezeit im neuen Job endet im Juni.]] => Probezeit im neuen Job endet im Juni.
        [[Unser Boot heißt Vielleicht Morgen.]] => Das Boot heißt Vielleicht Morgen.
        [[{name} unterrichtet einen Kurs namens Denken unter Unsicherheit.]] => {name} unterrichtet einen Kurs namens Denken unter Unsicherheit.
        [[Unsere Katze heißt Gerücht.]] => Die Katze heißt Gerücht.
    """),
    ("question_far", "de"): transcripts(r"""
        Ist das Paket angekommen? Egal, schau ich später. Anderes Thema: [[{fact}]]. => {fact}.
        Warum ist der Himmel heute so grau? Egal. [[{fact:C}.]] => {fact}.
    """),
    ("assistant_question", "de"): transcripts(r"""
        Gibt's bei dir was Neues? || [[{fact:C}.]] Das war's erstmal. => {fact}.
        Soll ich mir was merken? || Ja bitte: [[{fact}]]. => {fact}.
    """),
    ("negation_kept", "de"): transcripts(r"""
        [[Heute bestätigt: {polar:2}.]] => {polar:2}.
        Leider [[{polar:2}]]. => {polar:3}.
        Gute Nachricht: [[{polar:1}]]. => {polar:1}.
    """),
    ("probably_elsewhere", "de"): transcripts(r"""
        [[{fact:C} – ganz anderes Thema, aber am Wochenende regnet es wahrscheinlich durch.]] => {fact}.
        [[{fact:C}, und ich komme morgen wahrscheinlich etwas später ins Daily.]] => {fact}.
    """),
    ("own_report", "de"): transcripts(r"""
        [[Ich habe {name} gesagt: {fact}.]] => {fact}.
        [[Hab dem Team Bescheid gegeben: {fact}.]] => {fact}.
    """),
    ("conditional_kept", "de"): transcripts(r"""
        [[Wenn {cond:1}, {cond:2}.]] => Wenn {cond:1}, {cond:2}.
        [[Falls {cond:1}, {cond:2}.]] => Falls {cond:1}, {cond:2}.
    """),
    ("plain", "fr"): transcripts(r"""
        Je le note avant d'oublier : [[{fact}]]. => {fact}.
        Salut ! Petite chose : [[{fact}]]. Bonne journée. => {fact}.
        au fait [[{fact}]] => {fact}.
    """),
    ("certain", "fr"): transcripts(r"""
        [[Vérifié moi-même : {fact}.]] => {fact}.
        [[Certain à cent pour cent, {fact}.]] => {fact}.
        [[Je l'ai vu de mes propres yeux, {fact}.]] => {fact}.
    """),
    ("decided", "fr"): transcripts(r"""
        [[Au final, on a pris {choice}.]] => On a pris {choice}.
        [[C'est décidé : {choice}.]] => Décidé : {choice}.
        [[On part sur {choice}, c'est réservé.]] => On part sur {choice}.
    """),
    ("lookalike_word", "fr"): transcripts(r"""
        [[Ma période d'essai dans le nouveau poste se termine en juin.]] => Période d'essai dans le nouveau poste se termine en juin.
        [[Notre bateau s'appelle Peut-Être Demain.]] => Le bateau s'appelle Peut-Être Demain.
        [[{name} donne un cours intitulé Penser dans l'incertitude.]] => {name} donne un cours intitulé Penser dans l'incertitude.
        [[Notre chatte s'appelle Rumeur.]] => La chatte s'appelle Rumeur.
    """),
    ("question_far", "fr"): transcripts(r"""
        Le colis est arrivé ? Pas grave, je regarderai. Autre sujet : [[{fact}]]. => {fact}.
        Pourquoi le ciel est si gris aujourd'hui ? Bref. [[{fact:C}.]] => {fact}.
    """),
    ("assistant_question", "fr"): transcripts(r"""
        Du nouveau de ton côté ? || [[{fact:C}.]] C'est tout pour l'instant. => {fact}.
        Je garde quelque chose en mémoire ? || Oui, stp : [[{fact}]]. => {fact}.
    """),
    ("negation_kept", "fr"): transcripts(r"""
        [[Confirmé aujourd'hui : {polar:2}.]] => {polar:2}.
        Mauvaise nouvelle, [[{polar:2}]]. => {polar:3}.
        Bonne nouvelle, [[{polar:1}]]. => {polar:1}.
    """),
    ("probably_elsewhere", "fr"): transcripts(r"""
        [[{fact:C} – rien à voir, mais il va probablement pleuvoir tout le week-end.]] => {fact}.
        [[{fact:C}, et j'arriverai probablement un peu en retard au point demain.]] => {fact}.
    """),
    ("own_report", "fr"): transcripts(r"""
        [[J'ai dit à {name} que {fact}.]] => {fact}.
        [[J'ai prévenu l'équipe que {fact}.]] => {fact}.
    """),
    ("conditional_kept", "fr"): transcripts(r"""
        [[Si {cond:1}, {cond:2}.]] => Si {cond:1}, {cond:2}.
        [[Si jamais {cond:1}, {cond:2}.]] => Si {cond:1}, {cond:2}.
    """),
    ("plain", "es"): transcripts(r"""
        Lo apunto antes de que se me olvide: [[{fact}]]. => {fact}.
        ¡Buenas! Una cosita: [[{fact}]]. Buen día. => {fact}.
        por cierto [[{fact}]] => {fact}.
    """),
    ("certain", "es"): transcripts(r"""
        [[Comprobado por mí: {fact}.]] => {fact}.
        [[Segurísimo, {fact}.]] => {fact}.
        [[Lo vi con mis propios ojos, {fact}.]] => {fact}.
    """),
    ("decided", "es"): transcripts(r"""
        [[Al final nos decidimos por {choice}.]] => Se decidieron por {choice}.
        [[Decidido: {choice}.]] => Decidido: {choice}.
        [[Vamos con {choice}, ya está reservado.]] => Van con {choice}.
    """),
    ("lookalike_word", "es"): transcripts(r"""
        [[Mi periodo de prueba en el trabajo nuevo termina en junio.]] => Su periodo de prueba en el trabajo nuevo termina en junio.
        [[Nuestro barco se llama Quizás Mañana.]] => El barco se llama Quizás Mañana.
        [[{name} da un curso llamado Pensar con incertidumbre.]] => {name} da un curso llamado Pensar con incertidumbre.
        [[Nuestra gata se llama Rumor.]] => La gata se llama Rumor.
    """),
    ("question_far", "es"): transcripts(r"""
        ¿Llegó el paquete? Da igual, ya miraré. Otro tema: [[{fact}]]. => {fact}.
        ¿Por qué está el cielo tan gris hoy? En fin. [[{fact:C}.]] => {fact}.
    """),
    ("assistant_question", "es"): transcripts(r"""
        ¿Algo nuevo por tu parte? || [[{fact:C}.]] Eso es todo por ahora. => {fact}.
        ¿Guardo algo para luego? || Sí, porfa: [[{fact}]]. => {fact}.
    """),
    ("negation_kept", "es"): transcripts(r"""
        [[Confirmado hoy: {polar:2}.]] => {polar:2}.
        Mala noticia, [[{polar:2}]]. => {polar:3}.
        Buena noticia, [[{polar:1}]]. => {polar:1}.
    """),
    ("probably_elsewhere", "es"): transcripts(r"""
        [[{fact:C} – nada que ver, pero probablemente llueva todo el finde.]] => {fact}.
        [[{fact:C}, y mañana probablemente llegue un poco tarde a la reunión.]] => {fact}.
    """),
    ("own_report", "es"): transcripts(r"""
        [[Le dije a {name} que {fact}.]] => {fact}.
        [[Avisé al equipo de que {fact}.]] => {fact}.
    """),
    ("conditional_kept", "es"): transcripts(r"""
        [[Si {cond:1}, {cond:2}.]] => Si {cond:1}, {cond:2}.
        [[Si al final {cond:1}, {cond:2}.]] => Si {cond:1}, {cond:2}.
    """),
}

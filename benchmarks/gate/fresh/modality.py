"""The fresh split's modality positives: the note states as a plain fact what the user only
guesses, asks, heard, wishes, makes conditional, or says with the other polarity. Slots as
in :mod:`benchmarks.gate.modality_text` (``{cond:1}`` the condition, ``{cond:2}`` the
consequence after it, ``{cond:3}`` the consequence as a note)."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("hedge_in", "en"): transcripts(r"""
        [[pretty sure {fact}, but I'd double-check]] => {fact}.
        [[{fact:C}, if I'm not mistaken.]] => {fact}.
        [[Presumably {fact}.]] => {fact}.
        [[I have a feeling {fact}.]] => {fact}.
        [[{fact:C} -- at least that's my impression.]] => {fact}.
        [[Chances are {fact}.]] => {fact}.
    """),
    ("hedge_clause", "en"): transcripts(r"""
        If I remember right, [[{fact}]], but it's been a while. => {fact}.
        From what I can tell, [[{fact}]]. => {fact}.
        I'm fairly but not fully sure that [[{fact}]]. => {fact}.
        Last I checked, which was ages ago, [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "en"): transcripts(r"""
        Okay, this is from memory, so no guarantees. [[{fact:C}.]] => {fact}.
        Haven't verified this yet. [[{fact:C}.]] => {fact}.
        Big caveat: I'm guessing here. [[{fact:C}.]] => {fact}.
        Might be outdated info. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "en"): transcripts(r"""
        [[{fact:C}.]] Not certain, someone should confirm. => {fact}.
        [[{fact:C}.]] Although I might be mixing it up with last year. => {fact}.
        [[{fact:C}.]] Or that's what I vaguely remember anyway. => {fact}.
        [[{fact:C}.]] Unverified, mind you. => {fact}.
    """),
    ("question", "en"): transcripts(r"""
        [[Quick check - {fact}, yes?]] => {fact}.
        [[Could it be that {fact}?]] => {fact}.
        [[Does anyone know whether {fact}?]] => {fact}.
        [[Correct me if I'm wrong: {fact}?]] => {fact}.
        [[Hm, {fact}? Or not?]] => {fact}.
    """),
    ("wonder", "en"): transcripts(r"""
        [[Curious whether {fact}.]] => {fact}.
        [[I've been asking myself if {fact}.]] => {fact}.
        [[Unclear to me if {fact}.]] => {fact}.
    """),
    ("hearsay", "en"): transcripts(r"""
        [[Someone in the group chat claimed {fact}.]] => {fact}.
        [[{name} swears {fact}, I haven't checked.]] => {fact}.
        [[The rumour in the office is that {fact}.]] => {fact}.
        Heard from {name} at lunch: [[{fact}]]. => {fact}.
        [[Allegedly {fact}.]] => {fact}.
    """),
    ("wish", "en"): transcripts(r"""
        [[One day I'd really like to {wish:1}.]] => {wish:2}.
        [[Bucket list item: {wish:1}.]] => {wish:2}.
        [[If only I could {wish:1}.]] => {wish:2}.
        [[Thinking about trying to {wish:1} at some point.]] => {wish:2}.
    """),
    ("polarity_dropped", "en"): transcripts(r"""
        [[Confirmed today that {polar:2}.]] => {polar:1}.
        Bad news, [[{polar:2}]]. => {polar:1}.
        [[Heads-up: {polar:2}.]] => {polar:1}.
        [[Looked into it and {polar:2}.]] => {polar:1}.
    """),
    ("polarity_added", "en"): transcripts(r"""
        [[Confirmed today that {polar:1}.]] => {polar:2}.
        Good news, [[{polar:1}]]. => {polar:3}.
        [[Heads-up: {polar:1}.]] => {polar:2}.
    """),
    ("answer_hedged", "en"): transcripts(r"""
        What should I keep in mind for the trip? || [[Hmm, maybe that {fact}?]] => {fact}.
        Any details I should save? || [[I'd guess {fact}]], but {name} knows better. => {fact}.
        Which one is it? || [[Not sure... {fact}, possibly.]] => {fact}.
    """),
    ("conditional", "en"): transcripts(r"""
        [[If {cond:1}, {cond:2}.]] => {cond:3}.
        [[{cond:2C}, but only if {cond:1}.]] => {cond:3}.
        [[Assuming {cond:1}, {cond:2}.]] => {cond:3}.
        [[Provided {cond:1}, {cond:2}.]] => {cond:3}.
    """),
    ("hedge_in", "de"): transcripts(r"""
        [[{fact:C}, wenn ich mich nicht irre.]] => {fact}.
        [[{fact:C}, vermute ich mal.]] => {fact}.
        [[Ich hab das Gefühl, {fact}.]] => {fact}.
        [[{fact:C} – so mein Eindruck.]] => {fact}.
    """),
    ("hedge_clause", "de"): transcripts(r"""
        Soweit ich das überblicke, [[{fact}]]. => {fact}.
        Nach meinem letzten Stand, und der ist alt, [[{fact}]]. => {fact}.
        Ich meine mich zu erinnern: [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "de"): transcripts(r"""
        Das hab ich nur aus dem Gedächtnis. [[{fact:C}.]] => {fact}.
        Noch nicht überprüft. [[{fact:C}.]] => {fact}.
        Achtung, reine Schätzung. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "de"): transcripts(r"""
        [[{fact:C}.]] Nicht sicher, bitte jemand bestätigen. => {fact}.
        [[{fact:C}.]] Kann aber auch sein, dass ich das verwechsle. => {fact}.
        [[{fact:C}.]] Ungeprüft, wohlgemerkt. => {fact}.
    """),
    ("question", "de"): transcripts(r"""
        [[Frage in die Runde: {fact}?]] => {fact}.
        [[Weiß das jemand genau – {fact}?]] => {fact}.
        [[Korrigier mich: {fact}?]] => {fact}.
    """),
    ("wonder", "de"): transcripts(r"""
        [[Ich frage mich schon länger: {fact}?]] => {fact}.
        [[Mir ist unklar, ob das stimmt: {fact}.]] => {fact}.
        [[Keine Ahnung, ob das so ist: {fact}.]] => {fact}.
    """),
    ("hearsay", "de"): transcripts(r"""
        [[Im Gruppenchat hieß es, {fact}.]] => {fact}.
        [[{name} schwört, {fact}.]] => {fact}.
        Beim Mittagessen von {name} gehört: [[{fact}]]. => {fact}.
        [[Der Flurfunk sagt, {fact}.]] => {fact}.
    """),
    ("wish", "de"): transcripts(r"""
        [[Eines Tages möchte ich unbedingt {wish:1}.]] => {wish:2}.
        [[Auf meiner Liste für später: {wish:1}.]] => {wish:2}.
        [[Wenn ich doch nur {wish:1} könnte.]] => {wish:2}.
    """),
    ("polarity_dropped", "de"): transcripts(r"""
        [[Heute bestätigt: {polar:2}.]] => {polar:1}.
        Leider [[{polar:2}]]. => {polar:1}.
        [[Hab nachgeschaut, {polar:2}.]] => {polar:1}.
    """),
    ("polarity_added", "de"): transcripts(r"""
        [[Heute bestätigt: {polar:1}.]] => {polar:2}.
        Gute Nachricht: [[{polar:1}]]. => {polar:3}.
    """),
    ("answer_hedged", "de"): transcripts(r"""
        Was soll ich mir für die Reise merken? || [[Hm, vielleicht das hier: {fact}?]] => {fact}.
        Welches ist es denn? || [[Nicht sicher … {fact}, möglicherweise.]] => {fact}.
    """),
    ("conditional", "de"): transcripts(r"""
        [[Wenn {cond:1}, {cond:2}.]] => {cond:3}.
        [[Falls {cond:1}, {cond:2}.]] => {cond:3}.
        [[Sofern {cond:1}, {cond:2}.]] => {cond:3}.
    """),
    ("hedge_in", "fr"): transcripts(r"""
        [[{fact:C}, si je ne me trompe pas.]] => {fact}.
        [[Vraisemblablement, {fact}.]] => {fact}.
        [[J'ai l'impression que {fact}.]] => {fact}.
        [[Il me semble que {fact}.]] => {fact}.
    """),
    ("hedge_clause", "fr"): transcripts(r"""
        D'après ce que je vois, [[{fact}]]. => {fact}.
        La dernière fois que j'ai vérifié, il y a longtemps, [[{fact}]]. => {fact}.
        Je crois me souvenir que [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "fr"): transcripts(r"""
        C'est de mémoire, sans garantie. [[{fact:C}.]] => {fact}.
        Pas encore vérifié. [[{fact:C}.]] => {fact}.
        Attention, c'est une estimation. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "fr"): transcripts(r"""
        [[{fact:C}.]] Pas certain, quelqu'un peut confirmer ? => {fact}.
        [[{fact:C}.]] Mais je confonds peut-être avec l'an dernier. => {fact}.
        [[{fact:C}.]] Non vérifié, hein. => {fact}.
    """),
    ("question", "fr"): transcripts(r"""
        [[Se pourrait-il que {fact} ?]] => {fact}.
        [[Quelqu'un sait si {fact} ?]] => {fact}.
        [[Corrige-moi si je me trompe : {fact} ?]] => {fact}.
    """),
    ("wonder", "fr"): transcripts(r"""
        [[Je me pose la question : est-ce que {fact} ?]] => {fact}.
        [[Pas clair pour moi si {fact}.]] => {fact}.
        [[Aucune idée si {fact}.]] => {fact}.
    """),
    ("hearsay", "fr"): transcripts(r"""
        [[Sur le groupe WhatsApp, quelqu'un a dit que {fact}.]] => {fact}.
        [[{name} jure que {fact}.]] => {fact}.
        Entendu de {name} à la cantine : [[{fact}]]. => {fact}.
        [[Aux dernières nouvelles, on raconte que {fact}.]] => {fact}.
    """),
    ("wish", "fr"): transcripts(r"""
        [[Un jour, je voudrais vraiment {wish:1}.]] => {wish:2}.
        [[Sur ma liste pour plus tard : {wish:1}.]] => {wish:2}.
        [[J'adorerais pouvoir {wish:1}.]] => {wish:2}.
    """),
    ("polarity_dropped", "fr"): transcripts(r"""
        [[Confirmé aujourd'hui : {polar:2}.]] => {polar:1}.
        Mauvaise nouvelle, [[{polar:2}]]. => {polar:1}.
        [[J'ai regardé, {polar:2}.]] => {polar:1}.
    """),
    ("polarity_added", "fr"): transcripts(r"""
        [[Confirmé aujourd'hui : {polar:1}.]] => {polar:2}.
        Bonne nouvelle, [[{polar:1}]]. => {polar:3}.
    """),
    ("answer_hedged", "fr"): transcripts(r"""
        Je retiens quoi pour le voyage ? || [[Hmm, peut-être que {fact} ?]] => {fact}.
        C'est lequel alors ? || [[Pas sûr… {fact}, éventuellement.]] => {fact}.
    """),
    ("conditional", "fr"): transcripts(r"""
        [[Si {cond:1}, {cond:2}.]] => {cond:3}.
        [[{cond:2C}, mais seulement si {cond:1}.]] => {cond:3}.
        [[Si jamais {cond:1}, {cond:2}.]] => {cond:3}.
    """),
    ("hedge_in", "es"): transcripts(r"""
        [[{fact:C}, si no me falla la memoria.]] => {fact}.
        [[Seguramente {fact}, pero no lo he mirado.]] => {fact}.
        [[Tengo la impresión de que {fact}.]] => {fact}.
        [[Me parece que {fact}.]] => {fact}.
    """),
    ("hedge_clause", "es"): transcripts(r"""
        Por lo que veo, [[{fact}]]. => {fact}.
        La última vez que lo miré, hace siglos, [[{fact}]]. => {fact}.
        Creo recordar que [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "es"): transcripts(r"""
        Esto lo digo de memoria, sin garantías. [[{fact:C}.]] => {fact}.
        Aún sin verificar. [[{fact:C}.]] => {fact}.
        Ojo, es una estimación. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "es"): transcripts(r"""
        [[{fact:C}.]] No estoy seguro, que alguien lo confirme. => {fact}.
        [[{fact:C}.]] Aunque igual lo confundo con el año pasado. => {fact}.
        [[{fact:C}.]] Sin verificar, ojo. => {fact}.
    """),
    ("question", "es"): transcripts(r"""
        [[¿Puede ser que {fact}?]] => {fact}.
        [[¿Alguien sabe si {fact}?]] => {fact}.
        [[Corrígeme si me equivoco: ¿{fact}?]] => {fact}.
    """),
    ("wonder", "es"): transcripts(r"""
        [[Llevo días preguntándome si {fact}.]] => {fact}.
        [[No tengo claro si {fact}.]] => {fact}.
        [[Ni idea de si {fact}.]] => {fact}.
    """),
    ("hearsay", "es"): transcripts(r"""
        [[En el grupo de WhatsApp alguien dijo que {fact}.]] => {fact}.
        [[{name} jura que {fact}.]] => {fact}.
        Se lo oí a {name} en la comida: [[{fact}]]. => {fact}.
        [[Por lo visto {fact}.]] => {fact}.
    """),
    ("wish", "es"): transcripts(r"""
        [[Algún día me gustaría de verdad {wish:1}.]] => {wish:2}.
        [[En mi lista para más adelante: {wish:1}.]] => {wish:2}.
        [[Sería un sueño {wish:1}.]] => {wish:2}.
    """),
    ("polarity_dropped", "es"): transcripts(r"""
        [[Confirmado hoy: {polar:2}.]] => {polar:1}.
        Mala noticia, [[{polar:2}]]. => {polar:1}.
        [[Lo he mirado y {polar:2}.]] => {polar:1}.
    """),
    ("polarity_added", "es"): transcripts(r"""
        [[Confirmado hoy: {polar:1}.]] => {polar:2}.
        Buena noticia, [[{polar:1}]]. => {polar:3}.
    """),
    ("answer_hedged", "es"): transcripts(r"""
        ¿Qué apunto para el viaje? || [[Mmm, ¿quizá que {fact}?]] => {fact}.
        ¿Cuál es entonces? || [[No sé… {fact}, posiblemente.]] => {fact}.
    """),
    ("conditional", "es"): transcripts(r"""
        [[Si {cond:1}, {cond:2}.]] => {cond:3}.
        [[{cond:2C}, pero solo si {cond:1}.]] => {cond:3}.
        [[Si al final {cond:1}, {cond:2}.]] => {cond:3}.
    """),
}

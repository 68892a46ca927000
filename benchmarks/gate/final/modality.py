"""The final split's modality positives: the note states as a plain fact what the user only
guesses, asks, heard, wishes, plans, dreamt, makes conditional, marks with a question mark or
an emoji, or says with the other polarity. Slots as in :mod:`benchmarks.gate.modality_text`
(``{cond:1}`` the condition, ``{cond:2}`` the consequence after it, ``{cond:3}`` the
consequence as a note).

New subkinds: ``plan`` (an intention stated as done), ``dream`` (what the user dreamt) and
``hedge_marker`` (a question mark in brackets, a thinking emoji, "unconfirmed")."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("hedge_in", "en"): transcripts(r"""
        [[IIRC from the last meeting, {fact}.]] => {fact}.
        [[{fact:C}, if memory serves.]] => {fact}.
        [[Don't quote me on this, but {fact}.]] => {fact}.
        [[My gut says {fact}.]] => {fact}.
        [[AFAICT {fact}.]] => {fact}.
        [[{fact:C}, I suppose.]] => {fact}.
    """),
    ("hedge_clause", "en"): transcripts(r"""
        Unless I'm misremembering, [[{fact}]]. => {fact}.
        To the best of my knowledge, [[{fact}]]. => {fact}.
        I could be totally off here, but [[{fact}]]. => {fact}.
        Going by an email from months ago, [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "en"): transcripts(r"""
        Pinch of salt here, I haven't looked it up. [[{fact:C}.]] => {fact}.
        I'm going off a half-remembered conversation here. [[{fact:C}.]] => {fact}.
        Just my best guess. [[{fact:C}.]] => {fact}.
        No idea how current this is. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "en"): transcripts(r"""
        [[{fact:C}.]] That's my understanding, anyway. => {fact}.
        [[{fact:C}.]] I'd check before relying on it though. => {fact}.
        [[{fact:C}.]] Or maybe that was last season, I can't remember. => {fact}.
        [[{fact:C}.]] That's a guess, by the way. => {fact}.
    """),
    ("hedge_marker", "en"): transcripts(r"""
        [[{fact:C} (?)]] Writing it down for now. => {fact}.
        Jotting this down: [[{fact:C} 🤔]] => {fact}.
        [[{fact:C} (unconfirmed)]] => {fact}.
    """),
    ("question", "en"): transcripts(r"""
        [[Am I remembering right that {fact}?]] => {fact}.
        [[Is it true {fact}?]] => {fact}.
        [[{fact:C} – or has that changed?]] => {fact}.
        [[Sanity check: {fact}, right?]] => {fact}.
    """),
    ("wonder", "en"): transcripts(r"""
        [[I can't work out whether {fact}.]] => {fact}.
        [[Been wondering lately if {fact}.]] => {fact}.
        [[No clue whether {fact} or not.]] => {fact}.
    """),
    ("hearsay", "en"): transcripts(r"""
        [[According to a post on the neighbourhood forum, {fact}.]] => {fact}.
        [[Word is {fact}.]] => {fact}.
        [[My sister heard {fact}.]] => {fact}.
        [[{name} mentioned in passing that {fact}, no idea if it's true.]] => {fact}.
        A colleague of a colleague says [[{fact}]]. => {fact}.
    """),
    ("wish", "en"): transcripts(r"""
        [[Someday I want to {wish:1}.]] => {wish:2}.
        [[It's a dream of mine to {wish:1}.]] => {wish:2}.
        [[How I'd love to {wish:1}.]] => {wish:2}.
        [[Would love to {wish:1} before I turn forty.]] => {wish:2}.
    """),
    ("plan", "en"): transcripts(r"""
        [[I'm planning to {wish:1} next year.]] => {wish:2}.
        [[The idea is to {wish:1} once things calm down.]] => {wish:2}.
        [[New year's resolution: {wish:1}.]] => {wish:2}.
        [[I've put it on the calendar for spring: {wish:1}.]] => {wish:2}.
    """),
    ("dream", "en"): transcripts(r"""
        [[I dreamt last night that {fact}.]] => {fact}.
        [[Had the weirdest dream: {fact}.]] => {fact}.
        [[In my dream {fact}, and then the alarm went off.]] => {fact}.
    """),
    ("polarity_dropped", "en"): transcripts(r"""
        [[Found out today that {polar:2}.]] => {polar:1}.
        [[Just checked, {polar:2}.]] => {polar:1}.
        [[Sadly {polar:2}.]] => {polar:1}.
        [[Quick heads-up for the family: {polar:3}.]] => {polar:1}.
    """),
    ("polarity_added", "en"): transcripts(r"""
        [[Found out today that {polar:1}.]] => {polar:2}.
        [[Just checked, {polar:1}.]] => {polar:3}.
        [[Great news, {polar:1}!]] => {polar:2}.
    """),
    ("answer_hedged", "en"): transcripts(r"""
        Do you know anything else about it? || [[Possibly {fact}, not sure.]] => {fact}.
        Anything I should note? || [[Maybe {fact}? I'd have to ask.]] => {fact}.
        What's the situation there? || [[Hard to say, {fact} perhaps.]] => {fact}.
    """),
    ("conditional", "en"): transcripts(r"""
        [[As long as {cond:1}, {cond:2}.]] => {cond:3}.
        [[{cond:2C} – that's if {cond:1}.]] => {cond:3}.
        [[Once {cond:1}, {cond:2}.]] => {cond:3}.
        [[It all depends on whether {cond:1}; if so, {cond:2}.]] => {cond:3}.
    """),
    ("hedge_in", "de"): transcripts(r"""
        [[{fact:C}, soviel ich weiß.]] => {fact}.
        [[{fact:C}, meines Wissens.]] => {fact}.
        [[Alles ohne Gewähr, aber {fact}.]] => {fact}.
        [[{fact:C}, glaube ich jedenfalls.]] => {fact}.
    """),
    ("hedge_clause", "de"): transcripts(r"""
        [[{fact:C}]], wenn mich nicht alles täuscht. => {fact}.
        [[{fact:C}]], nach allem, was ich so mitbekommen habe. => {fact}.
        Ich kann mich komplett irren, aber [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "de"): transcripts(r"""
        Mit Vorsicht genießen. [[{fact:C}.]] => {fact}.
        Ich hab das nur halb im Kopf. [[{fact:C}.]] => {fact}.
        Ist nur geraten. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "de"): transcripts(r"""
        [[{fact:C}.]] So hab ich's jedenfalls in Erinnerung. => {fact}.
        [[{fact:C}.]] Oder war das letzte Saison? Weiß nicht mehr. => {fact}.
        [[{fact:C}.]] Ist aber nur eine Vermutung. => {fact}.
    """),
    ("hedge_marker", "de"): transcripts(r"""
        [[{fact:C} (?)]] Schreib ich mal auf. => {fact}.
        Notiz am Rande: [[{fact:C} 🤔]] => {fact}.
        [[{fact:C} (unbestätigt)]] => {fact}.
    """),
    ("question", "de"): transcripts(r"""
        [[Stimmt das eigentlich: {fact}?]] => {fact}.
        [[{fact:C} – oder hat sich das geändert?]] => {fact}.
        [[Kurze Rückfrage: {fact}, richtig?]] => {fact}.
    """),
    ("wonder", "de"): transcripts(r"""
        [[Ich werde nicht schlau daraus, ob es stimmt: {fact}.]] => {fact}.
        [[Mich beschäftigt gerade die Frage: {fact}?]] => {fact}.
        [[Ich rätsle noch: {fact} – stimmt das überhaupt?]] => {fact}.
    """),
    ("hearsay", "de"): transcripts(r"""
        [[Im Nachbarschaftsforum stand, {fact}.]] => {fact}.
        [[Meine Schwester hat gehört, {fact}.]] => {fact}.
        [[{name} hat nebenbei erwähnt, {fact}, keine Ahnung, ob das stimmt.]] => {fact}.
        [[Angeblich ist es so: {fact}.]] => {fact}.
    """),
    ("wish", "de"): transcripts(r"""
        [[Irgendwann will ich {wish:1}.]] => {wish:2}.
        [[Mein großer Traum: {wish:1}.]] => {wish:2}.
        [[Ich würde so gern {wish:1}.]] => {wish:2}.
    """),
    ("plan", "de"): transcripts(r"""
        [[Für nächstes Jahr fest eingeplant: {wish:1}.]] => {wish:2}.
        [[Der Plan: {wish:1}, sobald es ruhiger wird.]] => {wish:2}.
        [[Vorsatz fürs neue Jahr: {wish:1}.]] => {wish:2}.
    """),
    ("dream", "de"): transcripts(r"""
        [[Ich hab letzte Nacht geträumt, {fact}.]] => {fact}.
        [[Komischer Traum heute: {fact}.]] => {fact}.
        [[Im Traum war es so: {fact}.]] => {fact}.
    """),
    ("polarity_dropped", "de"): transcripts(r"""
        [[Stellt sich raus: {polar:2}.]] => {polar:1}.
        [[Gerade nachgesehen: {polar:2}.]] => {polar:1}.
        [[Wollte nur sagen: {polar:3}.]] => {polar:1}.
    """),
    ("polarity_added", "de"): transcripts(r"""
        [[Gerade nachgesehen: {polar:1}.]] => {polar:2}.
        [[Tolle Nachricht, {polar:1}!]] => {polar:3}.
    """),
    ("answer_hedged", "de"): transcripts(r"""
        Weißt du noch mehr darüber? || [[{fact:C}, möglicherweise, bin mir nicht sicher.]] => {fact}.
        Soll ich mir was notieren? || [[{fact:C}, vielleicht? Müsste ich nachfragen.]] => {fact}.
    """),
    ("conditional", "de"): transcripts(r"""
        [[Unter der Bedingung, dass {cond:1}, {cond:2}.]] => {cond:3}.
        [[Solange {cond:1}, {cond:2}.]] => {cond:3}.
        [[{cond:3C} – aber nur, wenn {cond:1}.]] => {cond:3}.
    """),
    ("hedge_in", "fr"): transcripts(r"""
        [[J'ai dans l'idée que {fact}.]] => {fact}.
        [[{fact:C}, sauf erreur de ma part.]] => {fact}.
        [[Sous toute réserve, {fact}.]] => {fact}.
        [[Si je ne dis pas de bêtises, {fact}.]] => {fact}.
    """),
    ("hedge_clause", "fr"): transcripts(r"""
        Sauf si je confonds, [[{fact}]]. => {fact}.
        D'après ce que j'ai cru comprendre, [[{fact}]]. => {fact}.
        Je me trompe peut-être complètement, mais [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "fr"): transcripts(r"""
        À prendre avec des pincettes. [[{fact:C}.]] => {fact}.
        Je cite de mémoire, et elle est mauvaise. [[{fact:C}.]] => {fact}.
        C'est une supposition. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "fr"): transcripts(r"""
        [[{fact:C}.]] C'est ce que j'ai retenu, en tout cas. => {fact}.
        [[{fact:C}.]] Ou alors c'était la saison dernière, je ne sais plus. => {fact}.
        [[{fact:C}.]] Je n'ai pas revérifié depuis. => {fact}.
    """),
    ("hedge_marker", "fr"): transcripts(r"""
        [[{fact:C} (?)]] Je le note quand même. => {fact}.
        Je note en passant : [[{fact:C} 🤔]] => {fact}.
        [[{fact:C} (non confirmé)]] => {fact}.
    """),
    ("question", "fr"): transcripts(r"""
        [[C'est vrai que {fact} ?]] => {fact}.
        [[{fact:C}, ou ça a changé ?]] => {fact}.
        [[Petite vérif : {fact}, c'est bien ça ?]] => {fact}.
    """),
    ("wonder", "fr"): transcripts(r"""
        [[Je n'arrive pas à savoir si {fact}.]] => {fact}.
        [[Je me demande depuis un moment si {fact}.]] => {fact}.
        [[Je reste perplexe : est-ce que {fact} ?]] => {fact}.
    """),
    ("hearsay", "fr"): transcripts(r"""
        [[D'après un message sur le forum du quartier, {fact}.]] => {fact}.
        [[Ma sœur a entendu dire que {fact}.]] => {fact}.
        [[{name} a glissé que {fact}, je ne sais pas si c'est vrai.]] => {fact}.
        [[On raconte au bureau que {fact}.]] => {fact}.
    """),
    ("wish", "fr"): transcripts(r"""
        [[Un jour, je veux {wish:1}.]] => {wish:2}.
        [[C'est un rêve pour moi de {wish:1}.]] => {wish:2}.
        [[J'aimerais tellement {wish:1}.]] => {wish:2}.
    """),
    ("plan", "fr"): transcripts(r"""
        [[Je compte {wish:1} l'an prochain.]] => {wish:2}.
        [[L'idée, c'est de {wish:1} quand ça se calmera.]] => {wish:2}.
        [[Bonne résolution : {wish:1}.]] => {wish:2}.
    """),
    ("dream", "fr"): transcripts(r"""
        [[J'ai rêvé cette nuit que {fact}.]] => {fact}.
        [[Rêve bizarre ce matin : {fact}.]] => {fact}.
        [[Dans mon rêve, {fact}, puis le réveil a sonné.]] => {fact}.
    """),
    ("polarity_dropped", "fr"): transcripts(r"""
        [[En fait, {polar:2}.]] => {polar:1}.
        [[Je viens de vérifier : {polar:2}.]] => {polar:1}.
        [[Je te le dis tout de suite : {polar:3}.]] => {polar:1}.
    """),
    ("polarity_added", "fr"): transcripts(r"""
        [[Je viens de vérifier : {polar:1}.]] => {polar:2}.
        [[Super nouvelle, {polar:1} !]] => {polar:3}.
    """),
    ("answer_hedged", "fr"): transcripts(r"""
        Tu en sais plus ? || [[Possiblement {fact}, pas sûr.]] => {fact}.
        Je note quelque chose ? || [[Peut-être que {fact} ? Il faudrait demander.]] => {fact}.
    """),
    ("conditional", "fr"): transcripts(r"""
        [[Tant que {cond:1}, {cond:2}.]] => {cond:3}.
        [[{cond:2C}, enfin, si {cond:1}.]] => {cond:3}.
        [[Tout dépend si {cond:1} : si oui, {cond:2}.]] => {cond:3}.
    """),
    ("hedge_in", "es"): transcripts(r"""
        [[Me da en la nariz que {fact}.]] => {fact}.
        [[Si la memoria no me engaña, {fact}.]] => {fact}.
        [[No pondría la mano en el fuego, pero {fact}.]] => {fact}.
        [[Juraría que {fact}.]] => {fact}.
    """),
    ("hedge_clause", "es"): transcripts(r"""
        Salvo que me confunda, [[{fact}]]. => {fact}.
        Por lo que tengo entendido, [[{fact}]]. => {fact}.
        Igual me equivoco del todo, pero [[{fact}]]. => {fact}.
    """),
    ("hedge_before", "es"): transcripts(r"""
        Tómatelo con pinzas. [[{fact:C}.]] => {fact}.
        Hablo de memoria, y no es buena. [[{fact:C}.]] => {fact}.
        Es una suposición. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "es"): transcripts(r"""
        [[{fact:C}.]] O eso creo. => {fact}.
        [[{fact:C}.]] O igual era la temporada pasada, ya no me acuerdo. => {fact}.
        [[{fact:C}.]] Habría que comprobarlo. => {fact}.
    """),
    ("hedge_marker", "es"): transcripts(r"""
        [[{fact:C} (?)]] Lo apunto de momento. => {fact}.
        Lo dejo apuntado: [[{fact:C} 🤔]] => {fact}.
        [[{fact:C} (sin confirmar)]] => {fact}.
    """),
    ("question", "es"): transcripts(r"""
        [[¿Me confirmas que {fact}?]] => {fact}.
        [[¿{fact:C}, o eso ha cambiado?]] => {fact}.
        [[Pregunta rápida: {fact}, ¿no?]] => {fact}.
    """),
    ("wonder", "es"): transcripts(r"""
        [[No consigo averiguar si {fact}.]] => {fact}.
        [[Le doy vueltas a si {fact}.]] => {fact}.
        [[Todavía no he averiguado si {fact}.]] => {fact}.
    """),
    ("hearsay", "es"): transcripts(r"""
        [[Según un mensaje en el foro del barrio, {fact}.]] => {fact}.
        [[Mi hermana oyó que {fact}.]] => {fact}.
        [[{name} dejó caer que {fact}, no sé si es verdad.]] => {fact}.
        [[Dicen por ahí que {fact}.]] => {fact}.
    """),
    ("wish", "es"): transcripts(r"""
        [[Algún día quiero {wish:1}.]] => {wish:2}.
        [[Uno de mis sueños es {wish:1}.]] => {wish:2}.
        [[Ojalá algún día pudiera {wish:1}.]] => {wish:2}.
    """),
    ("plan", "es"): transcripts(r"""
        [[Tengo pensado {wish:1} el año que viene.]] => {wish:2}.
        [[La idea es {wish:1} cuando se calmen las cosas.]] => {wish:2}.
        [[Propósito de año nuevo: {wish:1}.]] => {wish:2}.
    """),
    ("dream", "es"): transcripts(r"""
        [[Anoche soñé que {fact}.]] => {fact}.
        [[Sueño rarísimo hoy: {fact}.]] => {fact}.
        [[En mi sueño {fact}, y luego sonó el despertador.]] => {fact}.
    """),
    ("polarity_dropped", "es"): transcripts(r"""
        [[Resulta que {polar:2}.]] => {polar:1}.
        [[Acabo de mirarlo: {polar:2}.]] => {polar:1}.
        [[Para que lo sepas, {polar:3}.]] => {polar:1}.
    """),
    ("polarity_added", "es"): transcripts(r"""
        [[Acabo de mirarlo: {polar:1}.]] => {polar:2}.
        [[¡Buenísima noticia, {polar:1}!]] => {polar:3}.
    """),
    ("answer_hedged", "es"): transcripts(r"""
        ¿Sabes algo más? || [[Posiblemente {fact}, no estoy seguro.]] => {fact}.
        ¿Apunto algo? || [[¿A lo mejor {fact}? Tendría que preguntar.]] => {fact}.
    """),
    ("conditional", "es"): transcripts(r"""
        [[Si {cond:1}, entonces {cond:2}.]] => {cond:3}.
        [[{cond:2C}, eso si {cond:1}.]] => {cond:3}.
        [[Todo depende de si {cond:1}: si es así, {cond:2}.]] => {cond:3}.
    """),
}

"""The modality kind's templates: ``{fact}``, ``{polar}``, ``{wish}`` and ``{choice}`` are
the language's pool (``fact_de`` in a German block); ``{polar:2}`` is the negated form,
``{polar:3}`` the negation in other words, ``:C`` capitalises.

Positives: the note states as a plain fact what the user only guesses, asks, heard, wishes,
or says with the other polarity. Negatives: plain facts with a faithful note, near misses
included (certainty words, "May", the name Hope, a question far from the quote, a negation
the note keeps).
"""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("hedge_in", "en"): transcripts(r"""
        [[I think {fact}.]] => {fact}.
        [[My guess is {fact}.]] => {fact}.
        [[AFAIK {fact}.]] => {fact}.
        [[IIRC {fact}.]] => {fact}.
        [[Probably {fact}.]] => {fact}.
        [[I suppose {fact}.]] => {fact}.
        [[I'd say {fact}, roughly.]] => {fact}.
        [[{fact:C}, I believe.]] => {fact}.
        [[It might be that {fact}.]] => {fact}.
        [[Not 100% sure, but {fact}.]] => {fact}.
        [[Maybe {fact}?]] => {fact}.
        [[I reckon {fact}.]] => {fact}.
    """),
    ("hedge_clause", "en"): transcripts(r"""
        My guess is [[{fact}]]. => {fact}.
        AFAIK [[{fact}]]. => {fact}.
        IIRC, [[{fact}]]. => {fact}.
        Could be wrong, but [[{fact}]]. => {fact}.
        If memory serves, [[{fact}]]. => {fact}.
        I suspect [[{fact}]]. => {fact}.
        I'm guessing [[{fact}]]. => {fact}.
        Possibly [[{fact}]], I haven't checked. => {fact}.
    """),
    ("hedge_before", "en"): transcripts(r"""
        Not 100% sure about this. [[{fact:C}.]] => {fact}.
        Take this with a grain of salt. [[{fact:C}.]] => {fact}.
        I might be misremembering. [[{fact:C}.]] => {fact}.
        This is just a guess. [[{fact:C}.]] => {fact}.
        Don't hold me to it. [[{fact:C}.]] => {fact}.
        I'm not sure, to be honest. [[{fact:C}.]] => {fact}.
    """),
    ("hedge_after", "en"): transcripts(r"""
        [[{fact:C}.]] At least I think so. => {fact}.
        [[{fact:C}.]] But don't quote me on that. => {fact}.
        [[{fact:C}.]] Not totally sure though. => {fact}.
        [[{fact:C}.]] I could be wrong. => {fact}.
        [[{fact:C}.]] Or maybe not, I'd have to check. => {fact}.
        [[{fact:C}.]] That's my best guess. => {fact}.
    """),
    ("question", "en"): transcripts(r"""
        [[Is it true that {fact}?]] => {fact}.
        [[Can you check whether {fact}?]] => {fact}.
        [[Am I right that {fact}?]] => {fact}.
        [[{fact:C}, right?]] => {fact}.
        [[Wait, {fact}?]] => {fact}.
        [[So {fact}??]] => {fact}.
        [[Do you know if {fact}?]] => {fact}.
        [[Is it the case that {fact}?]] => {fact}.
    """),
    ("wonder", "en"): transcripts(r"""
        [[I wonder if {fact}.]] => {fact}.
        [[I was wondering whether {fact}.]] => {fact}.
        [[No idea if {fact}.]] => {fact}.
        [[Not sure whether {fact}.]] => {fact}.
    """),
    ("hearsay", "en"): transcripts(r"""
        [[My colleague says {fact}.]] => {fact}.
        [[Apparently {fact}.]] => {fact}.
        [[I heard {fact}.]] => {fact}.
        [[Supposedly {fact}.]] => {fact}.
        [[Rumour has it {fact}.]] => {fact}.
        [[{name} told me {fact}.]] => {fact}.
        [[According to {name}, {fact}.]] => {fact}.
        [[{fact:C}, or so I'm told.]] => {fact}.
        {name} mentioned that [[{fact}]]. => {fact}.
        Word is that [[{fact}]]. => {fact}.
    """),
    ("wish", "en"): transcripts(r"""
        [[I'd love to {wish:1}.]] => {wish:2}.
        [[I wish I could {wish:1}.]] => {wish:2}.
        [[I hope to {wish:1} one day.]] => {wish:2}.
        [[I really want to {wish:1}.]] => {wish:2}.
        [[It would be great to {wish:1}.]] => {wish:2}.
        [[My dream is to {wish:1}.]] => {wish:2}.
        [[Someday I'd like to {wish:1}.]] => {wish:2}.
        [[I'm planning to {wish:1}, if it works out.]] => {wish:2}.
    """),
    ("polarity_dropped", "en"): transcripts(r"""
        [[{polar:2C}.]] => {polar:1}.
        [[{polar:2C}.]] We checked twice. => {polar:1}.
        Quick update: [[{polar:2}]]. => {polar:1}.
        [[Turns out {polar:2}.]] => {polar:1}.
        [[Just so you know, {polar:2}.]] => {polar:1}.
        [[For the record: {polar:2}.]] => {polar:1}.
    """),
    ("polarity_added", "en"): transcripts(r"""
        [[{polar:1C}.]] => {polar:2}.
        [[{polar:1C}.]] I confirmed it this morning. => {polar:2}.
        Quick update: [[{polar:1}]]. => {polar:2}.
        [[Turns out {polar:1}.]] => {polar:3}.
    """),
    ("answer_hedged", "en"): transcripts(r"""
        Can you remind me of the details? || [[Hmm, {fact}, I think.]] => {fact}.
        What should I note down? || [[Probably that {fact}]], but ask {name}. => {fact}.
        Anything I should know before Monday? || [[Maybe {fact}]]? Not sure. => {fact}.
        Is there anything else? || I believe [[{fact}]], don't quote me. => {fact}.
    """),
    ("hedge_in", "de"): transcripts(r"""
        [[Ich glaube, {fact}.]] => {fact}.
        [[{fact:C}, vielleicht.]] => {fact}.
        [[{fact:C}, wahrscheinlich.]] => {fact}.
        [[Ich vermute, {fact}.]] => {fact}.
        [[Soweit ich weiß: {fact}.]] => {fact}.
        [[Ich denke, {fact}, bin mir aber nicht sicher.]] => {fact}.
    """),
    ("hedge_clause", "de"): transcripts(r"""
        Ich schätze, [[{fact}]]. => {fact}.
        Wenn ich mich recht erinnere: [[{fact}]]. => {fact}.
        Mag sein, dass ich falsch liege, aber [[{fact}]]. => {fact}.
        Ohne Gewähr: [[{fact}]]. => {fact}.
    """),
    ("hedge_near", "de"): transcripts(r"""
        Bin mir nicht ganz sicher. [[{fact:C}.]] => {fact}.
        [[{fact:C}.]] Glaube ich zumindest. => {fact}.
        Nur eine Vermutung. [[{fact:C}.]] => {fact}.
        [[{fact:C}.]] Aber frag lieber nochmal nach. => {fact}.
    """),
    ("question", "de"): transcripts(r"""
        [[Stimmt das: {fact}?]] => {fact}.
        [[{fact:C}, stimmt's?]] => {fact}.
        [[{fact:C}, oder?]] => {fact}.
        [[Kurze Frage: {fact}?]] => {fact}.
    """),
    ("hearsay", "de"): transcripts(r"""
        [[{fact:C}, angeblich.]] => {fact}.
        [[Mein Kollege meint, {fact}.]] => {fact}.
        [[Ich habe gehört, {fact}.]] => {fact}.
        [[{name} meint, {fact}.]] => {fact}.
        [[{name} hat erzählt, {fact}.]] => {fact}.
        Es heißt, [[{fact}]]. => {fact}.
    """),
    ("wish", "de"): transcripts(r"""
        [[Ich würde gern {wish:1}.]] => {wish:2}.
        [[Ich hoffe, irgendwann {wish:1} zu können.]] => {wish:2}.
        [[Mein Traum: {wish:1}.]] => {wish:2}.
        [[Ich wünschte, ich könnte {wish:1}.]] => {wish:2}.
    """),
    ("polarity", "de"): transcripts(r"""
        [[{polar:2C}.]] => {polar:1}.
        [[{polar:1C}.]] => {polar:2}.
        Kurzes Update: [[{polar:2}]]. => {polar:1}.
        Zur Info: [[{polar:1}]]. => {polar:3}.
    """),
    ("hedge_in", "fr"): transcripts(r"""
        [[Je pense que {fact}.]] => {fact}.
        [[Peut-être que {fact}.]] => {fact}.
        [[Apparemment, {fact}.]] => {fact}.
        [[Je crois que {fact}.]] => {fact}.
        [[À mon avis, {fact}.]] => {fact}.
        [[Sauf erreur, {fact}.]] => {fact}.
    """),
    ("hedge_clause", "fr"): transcripts(r"""
        Je suppose que [[{fact}]]. => {fact}.
        Si je me souviens bien, [[{fact}]]. => {fact}.
        Sans certitude, [[{fact}]]. => {fact}.
        Probablement que [[{fact}]]. => {fact}.
    """),
    ("hedge_near", "fr"): transcripts(r"""
        Je ne suis pas sûr. [[{fact:C}.]] => {fact}.
        [[{fact:C}.]] Enfin, je crois. => {fact}.
        C'est juste une hypothèse. [[{fact:C}.]] => {fact}.
        [[{fact:C}.]] À vérifier quand même. => {fact}.
    """),
    ("question", "fr"): transcripts(r"""
        [[Est-ce que {fact} ?]] => {fact}.
        [[Tu peux vérifier si {fact} ?]] => {fact}.
        [[{fact:C}, non ?]] => {fact}.
        [[Je me demande si {fact}.]] => {fact}.
    """),
    ("hearsay", "fr"): transcripts(r"""
        [[Il paraît que {fact}.]] => {fact}.
        [[Mon collègue dit que {fact}.]] => {fact}.
        [[J'ai entendu dire que {fact}.]] => {fact}.
        [[D'après {name}, {fact}.]] => {fact}.
        [[{name} m'a dit que {fact}.]] => {fact}.
        Selon la rumeur, [[{fact}]]. => {fact}.
    """),
    ("wish", "fr"): transcripts(r"""
        [[J'aimerais {wish:1}.]] => {wish:2}.
        [[J'espère un jour {wish:1}.]] => {wish:2}.
        [[Mon rêve : {wish:1}.]] => {wish:2}.
        [[Si seulement je pouvais {wish:1}.]] => {wish:2}.
    """),
    ("polarity", "fr"): transcripts(r"""
        [[{polar:2C}.]] => {polar:1}.
        [[{polar:1C}.]] => {polar:2}.
        Petite mise à jour : [[{polar:2}]]. => {polar:1}.
        Pour info, [[{polar:1}]]. => {polar:3}.
    """),
    ("hedge_in", "es"): transcripts(r"""
        [[Creo que {fact}.]] => {fact}.
        [[Quizás {fact}.]] => {fact}.
        [[Al parecer, {fact}.]] => {fact}.
        [[Supongo que {fact}.]] => {fact}.
        [[Probablemente {fact}.]] => {fact}.
        [[A lo mejor {fact}.]] => {fact}.
    """),
    ("hedge_clause", "es"): transcripts(r"""
        Me imagino que [[{fact}]]. => {fact}.
        Si no me equivoco, [[{fact}]]. => {fact}.
        Igual [[{fact}]], no lo sé. => {fact}.
        Tal vez [[{fact}]]. => {fact}.
    """),
    ("hedge_near", "es"): transcripts(r"""
        No estoy seguro. [[{fact:C}.]] => {fact}.
        [[{fact:C}.]] Eso creo, al menos. => {fact}.
        Es solo una suposición. [[{fact:C}.]] => {fact}.
        [[{fact:C}.]] Pero habría que confirmarlo. => {fact}.
    """),
    ("question", "es"): transcripts(r"""
        [[¿Es verdad que {fact}?]] => {fact}.
        [[¿Puedes comprobar si {fact}?]] => {fact}.
        [[{fact:C}, ¿no?]] => {fact}.
        [[Me pregunto si {fact}.]] => {fact}.
    """),
    ("hearsay", "es"): transcripts(r"""
        [[Supuestamente {fact}.]] => {fact}.
        [[Mi compañero dice que {fact}.]] => {fact}.
        [[He oído que {fact}.]] => {fact}.
        [[Según {name}, {fact}.]] => {fact}.
        [[{name} me contó que {fact}.]] => {fact}.
        Dicen que [[{fact}]]. => {fact}.
    """),
    ("wish", "es"): transcripts(r"""
        [[Me encantaría {wish:1}.]] => {wish:2}.
        [[Espero algún día {wish:1}.]] => {wish:2}.
        [[Mi sueño es {wish:1}.]] => {wish:2}.
        [[Ojalá pudiera {wish:1}.]] => {wish:2}.
    """),
    ("polarity", "es"): transcripts(r"""
        [[{polar:2C}.]] => {polar:1}.
        [[{polar:1C}.]] => {polar:2}.
        Actualización rápida: [[{polar:2}]]. => {polar:1}.
        Para que conste, [[{polar:1}]]. => {polar:3}.
    """),
}

"""Hidden split, modality positives: the note states as plain fact what the user only guessed,
asked, heard, wished, planned, made conditional or negated. Families: guess, question, hearsay,
wish, plan, condition, negation_flip."""

from __future__ import annotations

POSITIVE = {
    "en": {
        "guess": """
            [[pretty sure {who} is a {job} now but dont quote me]] => {who} is a {job}
            hmm [[i think the flat in {city} costs around 900 a month?]] not sure => The flat in {city} costs about 900 a month
            [[probably gonna be {dish} for dinner, {who} usually decides]] => Dinner is {dish}
            [[my hunch is {who} works at {co}]] but honestly no idea => {who} works at {co}
        """,
        "question": """
            [[is {who} still living in {city}?]] havent heard from them => {who} lives in {city}
            [[does {co} even have an office in {city}??]] => {co} has an office in {city}
            What do you know about {city}? || [[wait did i already pay for {thing}]] => User has paid for {thing}
        """,
        "hearsay": """
            [[apparently {who} got fired from {co}]] according to the group chat => {who} was fired from {co}
            my neighbour told me [[{city} is getting a new tram line next year]] => {city} is getting a new tram line next year
            [[someone on reddit said {svc} is shutting down]] 😬 => {svc} is shutting down
        """,
        "wish": """
            [[i wish i could be a {job} someday]] => User is a {job}
            [[would love to live in {city} one day]] => User lives in {city}
            [[if only {who} would finally sell {thing}]] lol => {who} is selling {thing}
        """,
        "plan": """
            [[thinking about moving to {city} next spring maybe]] => User is moving to {city}
            Any plans this year? || [[might start {thing} in autumn if work calms down]] => User started {thing}
            [[we're considering {dish} for the wedding menu]] => The wedding menu is {dish}
        """,
        "condition": """
            [[if the raise comes through i'll buy {thing}]] => User bought {thing}
            [[should {who} get the job at {co} we'll move to {city}]] => User is moving to {city}
            [[assuming the visa works out i start at {co} in may]] => User starts at {co} in May
        """,
        "negation_flip": """
            [[i'm not a {job}, people always assume that]] => User is a {job}
            [[{who} never worked at {co}]], it was her brother => {who} worked at {co}
            [[we didnt end up going to {city} this summer]] => User went to {city} this summer
            [[no, {thing} is not finished yet]] => {thing:C} is finished
        """,
    },
    "de": {
        "guess": """
            [[ich glaube {who} ist jetzt {beruf}, bin mir aber nicht sicher]] => {who} ist {beruf}
            [[vermutlich wohnt {who} inzwischen in {city}]] => {who} lives in {city}
        """,
        "question": """
            [[arbeitet {who} noch bei {co}?]] => {who} arbeitet bei {co}
            [[hab ich {ding} schon bezahlt??]] => User has paid for {ding}
        """,
        "hearsay": """
            [[angeblich zieht {who} nach {city}]], hat mir die nachbarin erzählt => {who} zieht nach {city}
            [[laut meinem schwager ist {co} pleite]] => {co} ist pleite
        """,
        "wish": """
            [[ich wär so gern {beruf} geworden]] => User ist {beruf}
            [[hätte gern eine wohnung in {city}]] => User has an apartment in {city}
        """,
        "plan": """
            [[wir überlegen, nächstes jahr nach {city} zu ziehen]] => User zieht nach {city}
            Was steht an? || [[vielleicht fang ich im herbst mit {ding} an]] => User hat mit {ding} angefangen
        """,
        "condition": """
            [[falls die zusage von {co} kommt, kündige ich]] => User hat gekündigt
            [[wenn es klappt, kaufen wir {ding}]] => User bought {ding}
        """,
        "negation_flip": """
            [[ich bin kein {beruf}, falsch verstanden]] => User ist {beruf}
            [[{who} war nie bei {co} angestellt]] => {who} was employed at {co}
        """,
    },
    "fr": {
        "guess": """
            [[je crois que {who} est {metier} maintenant, pas sûr]] => {who} est {metier}
            [[{who} habite sûrement à {city} je pense]] => {who} lives in {city}
        """,
        "question": """
            [[est-ce que {who} travaille toujours chez {co} ?]] => {who} travaille chez {co}
            [[j'ai déjà payé {chose} ou pas ?]] => User a payé {chose}
        """,
        "hearsay": """
            [[il paraît que {who} déménage à {city}]] => {who} déménage à {city}
            [[d'après ma cousine {co} va fermer]] => {co} is closing
        """,
        "wish": """
            [[j'aimerais tellement être {metier}]] => User est {metier}
            [[ce serait génial de vivre à {city}]] => User lives in {city}
        """,
        "plan": """
            [[on pense peut-être s'installer à {city} l'an prochain]] => User s'installe à {city}
            Des projets ? || [[je vais sans doute commencer {chose} à la rentrée]] => User started {chose}
        """,
        "condition": """
            [[si {co} me prend, je démissionne]] => User a démissionné
            [[si on a le prêt on achète {chose}]] => User bought {chose}
        """,
        "negation_flip": """
            [[je ne suis pas {metier}, c'est ma sœur]] => User est {metier}
            [[{who} n'a jamais travaillé chez {co}]] => {who} worked at {co}
        """,
    },
    "es": {
        "guess": """
            [[creo que {who} es {oficio} ahora pero no estoy segura]] => {who} es {oficio}
            [[{who} vive en {city} supongo]] => {who} lives in {city}
        """,
        "question": """
            [[{who} sigue trabajando en {co}?]] => {who} trabaja en {co}
            [[ya pagué {cosa} o no??]] => User pagó {cosa}
        """,
        "hearsay": """
            [[dicen que {who} se muda a {city}]] => {who} se muda a {city}
            [[según mi cuñado {co} va a cerrar]] => {co} is closing
        """,
        "wish": """
            [[ojalá pudiera ser {oficio}]] => User es {oficio}
            [[me encantaría vivir en {city} algún día]] => User lives in {city}
        """,
        "plan": """
            [[estamos pensando en mudarnos a {city} el año que viene]] => User se muda a {city}
            ¿Planes para este año? || [[igual empiezo {cosa} en otoño]] => User started {cosa}
        """,
        "condition": """
            [[si {co} me contrata dejo el curro]] => User dejó el trabajo
            [[si nos dan la hipoteca compramos {cosa}]] => User bought {cosa}
        """,
        "negation_flip": """
            [[no soy {oficio}, eso es mi hermano]] => User es {oficio}
            [[{who} nunca trabajó en {co}]] => {who} worked at {co}
        """,
    },
}

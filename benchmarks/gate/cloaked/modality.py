"""The cloaked split's modality cases: a model's note next to the user's words.

Positives (the note states as a plain fact what the user only guessed, asked, heard, wished,
planned, made conditional or negated otherwise): ``guess``, ``question``, ``hearsay``,
``wish``, ``plan``, ``condition``, ``negation_flip``, ``hedge_beside`` (the hedge in the
sentence before or after), ``hedged_answer`` (an unsure answer to the assistant's question)
``half_remembered`` and ``doubt``. Negatives (the user said it plainly and the note says the same):
``plain_fact``, ``plain_answer``, ``negation_kept``, ``plan_done``, ``confirmed``
(the user confirms the assistant's suggestion), ``hedge_word_literal`` (hedge words inside a
name, a title or a job), ``certain`` and ``reported_own`` (what the user says they told others). About a third of the German, French and Spanish notes
are in English, as many models write them.
"""

from __future__ import annotations

from benchmarks.gate.common import Group, transcripts

_POSITIVE: dict[tuple[str, str], str] = {
    ("guess", "en"): """
i think [[my landlord is selling the building in {town}]] but nobody told us officially => User's landlord is selling the building in {town}
[[{who} is probably pregnant again]], she wasn't drinking at the party lol => {who} is pregnant
[[prob gonna be the one who hosts christmas this year]] idk => User is hosting Christmas this year
""",
    ("guess", "de"): """
ich glaub [[{who} hat bei {firm} gekündigt]], die war ewig nicht mehr im büro => {who} hat bei {firm} gekündigt
[[vermutlich zieh ich im Herbst nach {town}]], mal sehen => User is moving to {town} in autumn
""",
    ("guess", "fr"): """
je crois que [[{who} a quitté {firm}]], elle répond plus sur teams => {who} a quitté {firm}
[[sûrement que je vais reprendre le poste à {town}]] mais rien n'est signé => User is taking the job in {town}
""",
    ("guess", "es"): """
creo que [[{who} se ha separado]], no lleva el anillo => {who} se ha separado
[[supongo que me toca trabajar en {town} en verano]] => El usuario trabajará en {town} en verano
""",
    ("question", "en"): """
[[do i still have the dentist with dr {who} on friday?]] => User has a dentist appointment with Dr {who} on Friday
wait [[is {firm} closing the {town} office??]] => {firm} is closing the {town} office
[[should I adopt {pet} from the shelter]] or is that dumb with my hours => User is adopting {pet} from the shelter
""",
    ("question", "de"): """
[[hab ich {who} eigentlich schon das geld zurückgegeben?]] => User has paid {who} back
[[soll ich das angebot von {firm} annehmen?]] => User nimmt das Angebot von {firm} an
""",
    ("question", "fr"): """
[[est-ce que j'ai payé la cantine de {who} ce mois-ci ?]] => L'utilisateur a payé la cantine de {who} ce mois-ci
[[je devrais accepter l'offre de {firm} ?]] => User is accepting the offer from {firm}
""",
    ("question", "es"): """
[[¿le devolví ya el libro a {who}?]] => El usuario le devolvió el libro a {who}
[[¿me mudo a {town} o me quedo?]] => El usuario se muda a {town}
""",
    ("hearsay", "en"): """
my cousin says [[{firm} is laying off half the team]] => {firm} is laying off half the team
apparently [[the pool in {town} is shutting for good]], heard it at the bakery => The pool in {town} is shutting for good
[[{who} got engaged]] according to instagram stories 😂 => {who} got engaged
""",
    ("hearsay", "de"): """
angeblich [[wird die Miete in {town} nächstes Jahr erhöht]] => Die Miete in {town} wird nächstes Jahr erhöht
meine nachbarin meint [[{who} ist ausgezogen]] => {who} has moved out
""",
    ("hearsay", "fr"): """
paraît-il que [[{firm} va être racheté]] => {firm} va être racheté
d'après ma belle-mère [[{who} attend des jumeaux]] => {who} is expecting twins
""",
    ("hearsay", "es"): """
dicen que [[van a cerrar la fábrica de {firm} en {town}]] => Van a cerrar la fábrica de {firm} en {town}
según mi hermano [[{who} ha dejado la carrera]] => {who} dropped out of university
""",
    ("wish", "en"): """
honestly [[i'd love to live in {town} one day]] => User lives in {town}
[[wish I could get a dog like {pet}]], my lease says no pets => User has a dog like {pet}
[[dream job would be something at {firm}]] tbh, the design team there => User works at {firm}
""",
    ("wish", "de"): """
[[ich hätte so gern einen Garten in {town}]] 😍 => User hat einen Garten in {town}
[[wär schön, wenn ich mal bei {firm} anfangen könnte]] => User works at {firm}
""",
    ("wish", "fr"): """
[[j'aimerais tellement vivre à {town}]] un jour, près de la mer => L'utilisateur vit à {town}
[[ça serait top de bosser chez {firm}]] => User works at {firm}
""",
    ("wish", "es"): """
[[ojalá me cogieran en {firm}]], la entrevista fue el martes => El usuario trabaja en {firm}
[[me encantaría tener una casita en {town}]] => User has a house in {town}
""",
    ("plan", "en"): """
[[thinking about quitting {firm} in the spring]] => User quit {firm} in the spring
[[might sign up for the half marathon in {town}]] if my knee holds up => User signed up for the half marathon in {town}
""",
    ("plan", "de"): """
[[ich überlege, mich bei {firm} zu bewerben]] => User hat sich bei {firm} beworben
[[nächstes jahr will ich vielleicht nach {town}]] => User is moving to {town} next year
""",
    ("plan", "fr"): """
[[j'envisage de m'inscrire au conservatoire de {town}]] => L'utilisateur est inscrit au conservatoire de {town}
[[je pense postuler chez {firm}]] => User applied at {firm}
""",
    ("plan", "es"): """
[[estoy pensando en apuntarme al coro de {town}]] => El usuario canta en el coro de {town}
[[a lo mejor pido el traslado a {town}]] => User is transferring to {town}
""",
    ("condition", "en"): """
[[if {firm} makes an offer i'll move to {town}]] => User is moving to {town}
[[assuming the visa comes through, we start in {town} in march]] => User starts in {town} in March
""",
    ("condition", "de"): """
[[falls die Wohnung in {town} klappt, zieh ich im Mai um]] => User zieht im Mai nach {town}
[[wenn {firm} mich nimmt, kündige ich]] => User is quitting their job
""",
    ("condition", "fr"): """
[[si {firm} me prend, je démissionne dans la foulée]] => L'utilisateur démissionne
[[si le prêt passe, on achète à {town}]] => User is buying a place in {town}
""",
    ("condition", "es"): """
[[si me dan la beca, me voy a {town} en septiembre]] => El usuario se va a {town}
[[en caso de que {firm} me renueve, me quedo]] => User is staying at {firm}
""",
    ("negation_flip", "en"): """
[[i'm not at {firm} anymore]], left in june => User works at {firm}
[[{who} and I never actually dated]], people just assume => User dated {who}
[[I don't eat fish]] since the trip to {town} => User eats fish
""",
    ("negation_flip", "de"): """
[[ich wohn nicht mehr in {town}]] => User wohnt in {town}
[[{who} ist nicht mein Bruder]], nur ein alter Freund => {who} is the user's brother
""",
    ("negation_flip", "fr"): """
[[je ne bosse plus chez {firm}]] => L'utilisateur travaille chez {firm}
[[{pet} n'est pas à moi]], c'est le chat de la voisine => {pet} is the user's cat
""",
    ("negation_flip", "es"): """
[[ya no vivo en {town}]], me fui hace un año => El usuario vive en {town}
[[{who} no es mi jefe]], solo coordina el proyecto => {who} is the user's boss
""",
    ("hedge_beside", "en"): """
[[{who} moved to {town} last month.]] at least that's what I gathered, not sure => {who} moved to {town} last month
no idea if it's true. [[{firm} is being bought by a competitor.]] => {firm} is being bought by a competitor
""",
    ("hedge_beside", "de"): """
[[{who} arbeitet jetzt bei {firm}.]] Bin mir aber nicht sicher. => {who} arbeitet bei {firm}
keine ahnung ob das stimmt. [[die schule in {town} macht zu.]] => The school in {town} is closing
""",
    ("hedge_beside", "fr"): """
[[{who} s'est installé à {town}.]] Enfin je crois, à vérifier. => {who} s'est installé à {town}
pas sûr du tout. [[{firm} déménage ses bureaux.]] => {firm} is moving offices
""",
    ("hedge_beside", "es"): """
[[{who} se mudó a {town}.]] O eso me pareció entender. => {who} se mudó a {town}
no lo tengo claro. [[{firm} cierra en agosto.]] => {firm} closes in August
""",
    ("hedged_answer", "en"): """
Where are you working these days? || [[uhh maybe still {firm}? contract might not get renewed]] => User works at {firm}
What's your cat's name again? || [[{pet} I think, my daughter keeps changing it]] => User's cat is called {pet}
""",
    ("hedged_answer", "de"): """
Wo wohnst du gerade? || [[in {town}, glaub ich zumindest noch bis Ende des Monats]] => User wohnt in {town}
Wie heißt dein Chef? || [[{who}? oder war's der Stellvertreter, keine Ahnung]] => The user's boss is {who}
""",
    ("hedged_answer", "fr"): """
Tu travailles où maintenant ? || [[chez {firm} je pense, enfin si ça tient]] => L'utilisateur travaille chez {firm}
Comment s'appelle ton médecin ? || [[Dr {who}, peut-être, je mélange toujours]] => User's doctor is Dr {who}
""",
    ("hedged_answer", "es"): """
¿Dónde vives ahora? || [[en {town}, creo, aún no he firmado nada]] => El usuario vive en {town}
¿Cómo se llama tu perro? || [[{pet}, o algo así, es de mi pareja]] => User's dog is called {pet}
""",
    ("half_remembered", "en"): """
if i remember right [[we met {who} at the wedding in {town}]] => User met {who} at the wedding in {town}
[[the last checkup was at the clinic in {town}]], or was it the other one => User's last checkup was at the clinic in {town}
""",
    ("half_remembered", "de"): """
wenn ich mich recht erinnere [[war ich 2019 mit {who} in {town}]] => User war 2019 mit {who} in {town}
[[{who} hat Geburtstag am 12.]], oder am 21., ich verwechsel das immer => {who}'s birthday is on the 12th
""",
    ("half_remembered", "fr"): """
si je me souviens bien [[j'ai rencontré {who} à {town}]] => L'utilisateur a rencontré {who} à {town}
[[l'anniversaire de {who} c'est le 8 mai]], ou le 18, je sais plus => L'anniversaire de {who} est le 8 mai
""",
    ("half_remembered", "es"): """
si no me falla la memoria [[conocí a {who} en {town}]] => User met {who} in {town}
[[el cumple de {who} es el 3 de junio]], o el 13, nunca me acuerdo => El cumpleaños de {who} es el 3 de junio
""",
    ("doubt", "en"): """
[[i doubt {who} is coming to the reunion in {town}]] => {who} is coming to the reunion in {town}
not convinced [[{firm} pays overtime]] tbh => {firm} pays overtime
[[{who} might be allergic to {pet}'s fur]] idk => {who} is allergic to {pet}'s fur
""",
    ("doubt", "de"): """
[[ich bezweifle, dass {who} zur Hochzeit in {town} kommt]] => {who} kommt zur Hochzeit in {town}
[[ob {firm} das Weihnachtsgeld zahlt]], wage ich zu bezweifeln => {firm} pays a Christmas bonus
""",
    ("doubt", "fr"): """
[[je doute que {who} vienne au mariage à {town}]] => {who} vient au mariage à {town}
[[pas sûr que {firm} rembourse le train]] => {firm} rembourse le train
""",
    ("doubt", "es"): """
[[dudo que {who} venga a la boda en {town}]] => {who} viene a la boda en {town}
[[no sé si {firm} paga las horas extra]] => {firm} pays overtime
""",
}

_NEGATIVE: dict[tuple[str, str], str] = {
    ("plain_fact", "en"): """
[[I started at {firm} on monday]], onboarding is a mess => User started at {firm} on Monday
[[we moved to {town} in august]] and I still get lost => User moved to {town} in August
[[my cat {pet} turned 12 last week]] 🎂 => User's cat {pet} turned 12 last week
""",
    ("plain_fact", "de"): """
[[ich arbeite seit März bei {firm}]] in der Logistik => User arbeitet seit März bei {firm}
[[wir wohnen jetzt in {town}]], endlich eine größere wohnung => User lives in {town}
""",
    ("plain_fact", "fr"): """
[[j'ai commencé chez {firm} lundi]] => L'utilisateur a commencé chez {firm} lundi
[[on habite à {town} depuis deux ans]] => User has lived in {town} for two years
""",
    ("plain_fact", "es"): """
[[empecé en {firm} el lunes]] => El usuario empezó en {firm} el lunes
[[vivimos en {town} desde 2021]] => User has lived in {town} since 2021
""",
    ("plain_answer", "en"): """
Where do you work now? || [[{firm}, since january]] => User works at {firm} since January
What's your dog called? || [[{pet}! she's a beagle mix]] => User's dog is called {pet}
""",
    ("plain_answer", "de"): """
Wo wohnst du inzwischen? || [[in {town}, seit dem Sommer]] => User wohnt seit dem Sommer in {town}
Wer ist deine Ansprechpartnerin? || [[{who} aus der Buchhaltung]] => User's contact is {who} from accounting
""",
    ("plain_answer", "fr"): """
Tu vis où maintenant ? || [[à {town}, depuis septembre]] => L'utilisateur vit à {town} depuis septembre
Ton chat s'appelle comment ? || [[{pet}, c'est un roux]] => User's cat is called {pet}
""",
    ("plain_answer", "es"): """
¿Dónde trabajas ahora? || [[en {firm}, desde marzo]] => El usuario trabaja en {firm} desde marzo
¿Quién es tu médica? || [[la doctora {who}]] => User's doctor is Dr {who}
""",
    ("negation_kept", "en"): """
[[i don't drink coffee anymore]], switched to tea when I moved to {town} => User no longer drinks coffee
[[{who} is not my sister]], she's my sister-in-law => {who} is not the user's sister
""",
    ("negation_kept", "de"): """
[[ich arbeite nicht mehr bei {firm}]], seit dem Frühjahr => User arbeitet nicht mehr bei {firm}
[[{pet} ist nicht unser Hund]], wir passen nur auf => {pet} is not the user's dog
""",
    ("negation_kept", "fr"): """
[[je ne travaille plus chez {firm}]] depuis juin => L'utilisateur ne travaille plus chez {firm}
[[{who} n'est pas mon frère]], c'est un ami d'enfance => {who} is not the user's brother
""",
    ("negation_kept", "es"): """
[[ya no trabajo en {firm}]], lo dejé en enero => El usuario ya no trabaja en {firm}
[[no tengo coche]] desde que vivo en {town} => User does not have a car
""",
    ("plan_done", "en"): """
[[I signed the lease in {town} yesterday]]!! => User signed a lease in {town}
[[booked the flights to {town} for the 3rd]] => User booked flights to {town} for the 3rd
""",
    ("plan_done", "de"): """
[[ich hab den Vertrag bei {firm} unterschrieben]] => User hat den Vertrag bei {firm} unterschrieben
[[Umzug nach {town} ist durch]], alle kisten ausgepackt => User has moved to {town}
""",
    ("plan_done", "fr"): """
[[j'ai signé chez {firm} hier]] après trois entretiens => L'utilisateur a signé chez {firm}
[[on a emménagé à {town} le week-end dernier]] => User moved to {town} last weekend
""",
    ("plan_done", "es"): """
[[ya firmé con {firm}]] => El usuario firmó con {firm}
[[nos mudamos a {town} el sábado pasado]] => User moved to {town} last Saturday
""",
    ("confirmed", "en"): """
Should I remember that you're allergic to peanuts? || [[yes, I'm allergic to peanuts]], severe => User is allergic to peanuts
So {who} is your manager now? || [[yep {who} is my manager since the reorg]] => {who} is the user's manager
""",
    ("confirmed", "de"): """
Soll ich mir merken, dass du in {town} wohnst? || [[ja genau, ich wohne in {town}]] => User wohnt in {town}
Ist {who} deine Schwester? || [[ja, {who} ist meine Schwester]] => {who} is the user's sister
""",
    ("confirmed", "fr"): """
Je note que tu travailles chez {firm} ? || [[oui, je travaille chez {firm}]] depuis l'an dernier => L'utilisateur travaille chez {firm}
{pet}, c'est ton chien ? || [[oui {pet} c'est mon chien]] => {pet} is the user's dog
""",
    ("confirmed", "es"): """
¿Apunto que vives en {town}? || [[sí, vivo en {town}]] => El usuario vive en {town}
¿{who} es tu pareja? || [[sí, {who} es mi pareja]] => {who} is the user's partner
""",
    ("hedge_word_literal", "en"): """
[[my band {band} is playing a song called Maybe Tomorrow on saturday]] => User's band {band} is playing a song called Maybe Tomorrow on Saturday
[[I work as a forecaster at {firm}, predicting demand]] => User works as a forecaster at {firm}
""",
    ("hedge_word_literal", "de"): """
[[ich lese gerade "{book}"]], ein Roman über Zweifel => User liest gerade "{book}"
[[ich arbeite bei {firm} als Risikoanalystin]] => User arbeitet bei {firm} als Risikoanalystin
""",
    ("hedge_word_literal", "fr"): """
[[je lis « {book} » en ce moment]] => L'utilisateur lit « {book} »
[[je suis météorologue à {town}, je fais des prévisions]] => User is a meteorologist in {town}
""",
    ("hedge_word_literal", "es"): """
[[estoy leyendo "{book}"]] => El usuario está leyendo "{book}"
[[mi grupo {band} toca el viernes en {town}]] => User's band {band} plays on Friday in {town}
""",
    ("certain", "en"): """
[[I'm 100% sure {who} is my cousin's godfather]], I was at the baptism => {who} is the godfather of user's cousin
[[definitely starting at {firm} on the 1st]], contract signed => User starts at {firm} on the 1st
""",
    ("certain", "de"): """
[[ich bin mir sicher, {who} ist mein Nachbar]] => {who} ist der Nachbar von User
[[definitiv: ab dem 1. bin ich bei {firm}]], der Vertrag ist unterschrieben => User ist ab dem 1. bei {firm}
""",
    ("certain", "fr"): """
[[c'est sûr et certain, je commence chez {firm} le 1er]] => L'utilisateur commence chez {firm} le 1er
[[{who} est bien ma marraine]], j'ai vérifié sur mon acte de baptême => {who} is the user's godmother
""",
    ("certain", "es"): """
[[seguro que empiezo en {firm} el día 1]], ya firmé => User starts at {firm} on the 1st
[[sin duda {who} es mi vecina de arriba]], la veo todos los días => {who} es la vecina de arriba del usuario
""",
    ("reported_own", "en"): """
[[I told {who} yesterday that I'm moving to {town} in may]] => User is moving to {town} in May
[[just let my boss know I'm leaving {firm}]] end of next month => User is leaving {firm}
""",
    ("reported_own", "de"): """
[[hab {who} heute gesagt, dass ich nach {town} ziehe]] => User zieht nach {town}
[[ich hab bei {firm} gekündigt]] und es heute dem Team erzählt => User has quit {firm}
""",
    ("reported_own", "fr"): """
[[j'ai annoncé à {who} que je pars à {town}]] => L'utilisateur part à {town}
[[j'ai posé ma démission chez {firm}]] ce matin => User resigned from {firm}
""",
    ("reported_own", "es"): """
[[le dije a {who} que me mudo a {town}]] => El usuario se muda a {town}
[[he dejado {firm}]], se lo conté ayer a mis padres => User has left {firm}
""",
}


def groups() -> list[Group]:
    """The modality positives and negatives of the cloaked split."""
    out = []
    for positive, table in ((True, _POSITIVE), (False, _NEGATIVE)):
        for (subkind, language), block in table.items():
            out.append(Group(subkind, language, positive, transcripts(block)))
    return out

"""The masked split's modality cases: a user's message (sometimes after an assistant turn),
the sentence a note cites, and the note a model stored. Positives turn a guess, question,
hearsay, wish, plan, condition or a negation into a plain fact; negatives restate what the
user said plainly. About a third of the German, French and Spanish notes are in English."""

from __future__ import annotations

from benchmarks.gate.common import Group, Template, table_groups, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("guess", "en"): transcripts("""
i think [[my landlord is {m_who}'s cousin]] but dont quote me => User's landlord is {m_who}'s cousin
[[probably moving to {m_town} in the autumn]], depends on a lot => User is moving to {m_town} in the autumn
My guess is [[the clinic in {m_town} closes at six]] => The clinic in {m_town} closes at six
[[Pretty sure I'm lactose intolerant]] tbh, never got tested => User is lactose intolerant
maybe [[{m_firm} will renew my contract]]? 🤞 => {m_firm} renewed the user's contract
"""),
    ("guess", "de"): transcripts("""
ich glaube [[mein Termin bei {m_who} ist am Donnerstag]] => Termin bei {m_who} ist am Donnerstag
[[Vermutlich ziehen wir im Sommer nach {m_town}]], mal sehen => Nutzer zieht nach {m_town}
[[wahrscheinlich nehme ich das Angebot von {m_firm} an]] => User accepted the offer from {m_firm}
"""),
    ("guess", "fr"): transcripts("""
je crois que [[{m_who} est allergique aux noix]] => {m_who} est allergique aux noix
[[on déménage sûrement à {m_town} l'an prochain]], rien n'est signé => User is moving to {m_town} next year
j'imagine que [[{m_firm} va me proposer un CDI]] => {m_firm} a proposé un CDI à l'utilisateur
"""),
    ("guess", "es"): transcripts("""
creo que [[mi vuelo a {m_town} sale a las siete]] => El vuelo del usuario a {m_town} sale a las siete
[[seguramente me cambie a {m_firm}]], aún no sé => User is switching to {m_firm}
igual [[{m_who} viene a vivir con nosotros]] => {m_who} vive con el usuario
"""),
    ("question", "en"): transcripts("""
[[is my passport still valid for {m_town}?]] i cant find it => User's passport is valid for the trip to {m_town}
should I [[take the job at {m_firm}]]?? => User took the job at {m_firm}
wait [[did {m_who} already pay me back?]] => {m_who} paid the user back
"""),
    ("question", "de"): transcripts("""
[[Hat {m_who} eigentlich schon zugesagt?]] => {m_who} hat zugesagt
soll ich [[zu {m_firm} wechseln]]? => User switched to {m_firm}
"""),
    ("question", "fr"): transcripts("""
[[Est-ce que {m_who} vient samedi ?]] => {m_who} vient samedi
tu penses que je devrais [[accepter le poste chez {m_firm}]] ? => L'utilisateur a accepté le poste chez {m_firm}
"""),
    ("question", "es"): transcripts("""
¿[[{m_who} ya tiene el coche nuevo]]? => {m_who} ya tiene el coche nuevo
¿debería [[mudarme a {m_town}]]? => User moved to {m_town}
"""),
    ("hearsay", "en"): transcripts("""
apparently [[{m_firm} is closing the {m_town} office]] => {m_firm} is closing the {m_town} office
{m_who} told me [[my flat is getting a rent increase]], no letter yet => User's flat is getting a rent increase
rumour at work: [[we all get a bonus in december]] => User gets a bonus in December
supposedly [[the train to {m_town} is cancelled all week]] => The train to {m_town} is cancelled all week
"""),
    ("hearsay", "de"): transcripts("""
angeblich [[schließt {m_firm} die Filiale in {m_town}]] => {m_firm} schließt die Filiale in {m_town}
{m_who} meinte, [[ich bekomme die Stelle]] => User got the position
"""),
    ("hearsay", "fr"): transcripts("""
il paraît que [[{m_firm} ferme le site de {m_town}]] => {m_firm} ferme le site de {m_town}
d'après {m_who}, [[je suis sur la liste des promus]] => L'utilisateur est promu
"""),
    ("hearsay", "es"): transcripts("""
dicen que [[{m_firm} cierra la oficina de {m_town}]] => {m_firm} cierra la oficina de {m_town}
según {m_who}, [[me van a subir el sueldo]] => User is getting a raise
"""),
    ("wish", "en"): transcripts("""
i wish [[i lived in {m_town}]] honestly => User lives in {m_town}
would love to [[work for {m_firm}]] one day => User works for {m_firm}
[[Getting a dog with {m_who}]] is the dream 🐶 => User has a dog with {m_who}
"""),
    ("wish", "de"): transcripts("""
ich wünschte, [[ich würde in {m_town} wohnen]] => Nutzer wohnt in {m_town}
[[bei {m_firm} arbeiten]], das wär's => User works at {m_firm}
"""),
    ("wish", "fr"): transcripts("""
j'aimerais tellement [[vivre à {m_town}]] un jour => L'utilisateur vit à {m_town}
mon rêve : [[ouvrir un café avec {m_who}]] => User runs a café with {m_who}
"""),
    ("wish", "es"): transcripts("""
ojalá [[viviera en {m_town}]] => El usuario vive en {m_town}
me encantaría [[trabajar en {m_firm}]] => El usuario trabaja en {m_firm}
"""),
    ("plan", "en"): transcripts("""
planning to [[sign up for the {m_town} half marathon]] next month => User ran the {m_town} half marathon
thinking about [[quitting {m_firm}]] after the summer => User quit {m_firm}
next year [[I'm going to learn the cello]], for real this time => User plays the cello
"""),
    ("plan", "de"): transcripts("""
ich hab vor, [[bei {m_firm} zu kündigen]] => Nutzer hat bei {m_firm} gekündigt
nächstes Jahr [[will ich nach {m_town} ziehen]] => User lives in {m_town}
"""),
    ("plan", "fr"): transcripts("""
je compte [[quitter {m_firm} en juin]] => L'utilisateur a quitté {m_firm}
on envisage [[d'acheter une maison à {m_town}]] => User bought a house in {m_town}
"""),
    ("plan", "es"): transcripts("""
tengo pensado [[dejar {m_firm} en verano]] => El usuario dejó {m_firm}
queremos [[comprar piso en {m_town}]] el año que viene => User owns a flat in {m_town}
"""),
    ("condition", "en"): transcripts("""
if the visa comes through [[I'll move to {m_town} with {m_who}]] => User moved to {m_town} with {m_who}
[[we adopt the cat]] only if the landlord says yes => User adopted a cat
assuming I pass the probation, [[I'll stay at {m_firm}]] => User stays at {m_firm}
"""),
    ("condition", "de"): transcripts("""
wenn die Zusage kommt, [[fange ich bei {m_firm} an]] => Nutzer fängt bei {m_firm} an
falls {m_who} mitkommt, [[fahren wir nach {m_town}]] => User is going to {m_town} with {m_who}
"""),
    ("condition", "fr"): transcripts("""
si j'ai le prêt, [[on achète à {m_town}]] => L'utilisateur achète un logement à {m_town}
[[je pars chez {m_firm}]] à condition qu'ils payent le déménagement => User is joining {m_firm}
"""),
    ("condition", "es"): transcripts("""
si me dan la beca, [[me voy a {m_town}]] => El usuario se va a {m_town}
[[empiezo en {m_firm}]] si aceptan mi sueldo => User starts at {m_firm}
"""),
    ("polarity", "en"): transcripts("""
[[I don't work at {m_firm} anymore]], left in may => User works at {m_firm}
[[{m_who} isn't my manager]], she's on another team => {m_who} is the user's manager
[[never been to {m_town}]] actually, always wanted to => User has been to {m_town}
"""),
    ("polarity", "de"): transcripts("""
[[ich wohne nicht mehr in {m_town}]] => Nutzer wohnt in {m_town}
[[{m_who} ist nicht meine Schwester]], nur eine Freundin => {m_who} is the user's sister
"""),
    ("polarity", "fr"): transcripts("""
[[je ne travaille plus chez {m_firm}]] => L'utilisateur travaille chez {m_firm}
[[{m_who} n'est pas ma sœur]], c'est une amie => {m_who} is the user's sister
"""),
    ("polarity", "es"): transcripts("""
[[ya no vivo en {m_town}]] => El usuario vive en {m_town}
[[{m_who} no es mi jefa]], es una compañera => {m_who} es la jefa del usuario
"""),
    ("hedge_next", "en"): transcripts("""
[[My new job at {m_firm} starts in March.]] Not 100% sure yet though, still waiting on the contract => User starts a new job at {m_firm} in March
[[{m_who} is my new flatmate.]] Well, if she signs, which she might not => {m_who} is the user's new flatmate
"""),
    ("hedge_next", "de"): transcripts("""
[[Ich ziehe im Mai nach {m_town}.]] Also, vielleicht, ist noch nicht fix => Nutzer zieht im Mai nach {m_town}
"""),
    ("hedge_next", "fr"): transcripts("""
[[Je commence chez {m_firm} lundi.]] Enfin, je crois, ils ne m'ont pas encore confirmé => L'utilisateur commence chez {m_firm} lundi
"""),
    ("hedge_next", "es"): transcripts("""
[[Me caso con {m_who} en octubre.]] Bueno, eso si no lo cancelamos otra vez => User is marrying {m_who} in October
"""),
    ("hedged_answer", "en"): transcripts("""
Where do you work these days? || [[{m_firm}, I think]]? still on probation, could end any day => User works at {m_firm}
Any allergies I should know about? || hmm [[maybe penicillin]]? never really checked => User is allergic to penicillin
"""),
    ("hedged_answer", "de"): transcripts("""
Wo wohnst du gerade? || [[in {m_town}, glaube ich]], bin aber eigentlich dauernd unterwegs => Nutzer wohnt in {m_town}
"""),
    ("hedged_answer", "fr"): transcripts("""
Tu travailles où maintenant ? || [[chez {m_firm} peut-être]], j'attends leur réponse => L'utilisateur travaille chez {m_firm}
"""),
    ("hedged_answer", "es"): transcripts("""
¿Dónde vives ahora? || [[en {m_town}, supongo]], aún no he firmado nada => El usuario vive en {m_town}
"""),
}

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("plain_fact", "en"): transcripts("""
[[I started at {m_firm} last monday]], first week was chaos => User started at {m_firm}
so yeah [[we moved to {m_town} in january]] => User moved to {m_town} in January
[[My sister {m_who} just had twins!!]] => User's sister {m_who} had twins
fyi [[i'm vegetarian since 2019]] => User has been vegetarian since 2019
[[{m_who} is my new manager]], she seems nice => {m_who} is the user's new manager
ok update: [[the surgery is on the 14th at {m_town} general]] => User's surgery is on the 14th at {m_town} General
[[got my driving licence today]] 🚗 finally => User got their driving licence
"""),
    ("plain_fact", "de"): transcripts("""
[[Ich arbeite seit März bei {m_firm}]] => Nutzer arbeitet seit März bei {m_firm}
[[wir wohnen jetzt in {m_town}]], endlich ruhiger => Nutzer wohnt in {m_town}
[[{m_who} ist meine Trauzeugin]] 💍 => {m_who} is the user's maid of honour
[[hab seit gestern den Führerschein]], {m_who} hat mich gefahren => Nutzer hat den Führerschein
"""),
    ("plain_fact", "fr"): transcripts("""
[[J'ai commencé chez {m_firm} ce mois-ci]] => L'utilisateur a commencé chez {m_firm}
[[on habite à {m_town} depuis l'été]] => User has lived in {m_town} since the summer
[[{m_who} est ma nouvelle coloc]] => {m_who} est la nouvelle colocataire de l'utilisateur
bon [[j'ai eu mon permis ce matin]] grâce à {m_who} => L'utilisateur a eu son permis
"""),
    ("plain_fact", "es"): transcripts("""
[[trabajo en {m_firm} desde enero]] => El usuario trabaja en {m_firm} desde enero
[[nos mudamos a {m_town} en marzo]] con los niños => User moved to {m_town} in March
[[{m_who} es mi entrenadora]] => {m_who} es la entrenadora del usuario
[[me operan el día 9 en el hospital de {m_town}]] => User has surgery on the 9th in {m_town}
"""),
    ("plain_answer", "en"): transcripts("""
Where are you based now? || [[{m_town}, moved in april]] => User is based in {m_town}
Who's your dentist? || [[Dr {m_name} on the high street]] => User's dentist is Dr {m_name}
What do you do for work? || [[i'm a data engineer at {m_firm}]] => User is a data engineer at {m_firm}
"""),
    ("plain_answer", "de"): transcripts("""
Wo arbeitest du? || [[bei {m_firm}, im Einkauf]] => Nutzer arbeitet bei {m_firm} im Einkauf
Wie heißt dein Hund? || [[{m_who}, ein Beagle]] => User's dog is a beagle called {m_who}
"""),
    ("plain_answer", "fr"): transcripts("""
Tu vis où ? || [[à {m_town}, depuis deux ans]] => L'utilisateur vit à {m_town} depuis deux ans
C'est qui ton médecin ? || [[le Dr {m_name}]] => User's doctor is Dr {m_name}
"""),
    ("plain_answer", "es"): transcripts("""
¿Dónde trabajas? || [[en {m_firm}, en el almacén]] => El usuario trabaja en el almacén de {m_firm}
¿Con quién vives? || [[con {m_who}, mi pareja]] => User lives with their partner {m_who}
"""),
    ("kept_negation", "en"): transcripts("""
[[I don't drink coffee at all]], tea only => User does not drink coffee
[[I'm not working at {m_firm} anymore]] => User no longer works at {m_firm}
[[{m_who} and I aren't together anymore]] => User and {m_who} are no longer together
"""),
    ("kept_negation", "de"): transcripts("""
[[ich rauche nicht mehr]], seit {m_who}s Geburt => Nutzer raucht nicht mehr
[[Ich arbeite nicht mehr bei {m_firm}]] => User no longer works at {m_firm}
"""),
    ("kept_negation", "fr"): transcripts("""
[[je ne bois plus d'alcool]] depuis le voyage à {m_town} => L'utilisateur ne boit plus d'alcool
[[je n'habite plus à {m_town}]] => User no longer lives in {m_town}
"""),
    ("kept_negation", "es"): transcripts("""
[[ya no trabajo en {m_firm}]] => El usuario ya no trabaja en {m_firm}
[[no como carne]] desde que vivo en {m_town} => User does not eat meat
"""),
    ("plan_done", "en"): transcripts("""
[[finally signed the lease in {m_town}]] 🎉 => User signed a lease in {m_town}
[[handed in my notice at {m_firm} today]] => User handed in notice at {m_firm}
"""),
    ("plan_done", "de"): transcripts("""
[[Hab heute bei {m_firm} unterschrieben]] => Nutzer hat bei {m_firm} unterschrieben
"""),
    ("plan_done", "fr"): transcripts("""
[[j'ai signé chez {m_firm} hier]] => User signed with {m_firm}
"""),
    ("plan_done", "es"): transcripts("""
[[por fin firmé el contrato con {m_firm}]] => El usuario firmó el contrato con {m_firm}
"""),
    ("certain", "en"): transcripts("""
[[I'm 100% sure I'm allergic to shellfish]], found out the hard way in {m_town} => User is allergic to shellfish
[[definitely flying to {m_town} on the 12th]], tickets booked => User is flying to {m_town} on the 12th
"""),
    ("certain", "de"): transcripts("""
[[Ich fliege definitiv am Freitag nach {m_town}]], Tickets sind gebucht => Nutzer fliegt am Freitag nach {m_town}
"""),
    ("certain", "fr"): transcripts("""
[[c'est sûr, je pars à {m_town} le 3 mai]], billets pris => L'utilisateur part à {m_town} le 3 mai
"""),
    ("certain", "es"): transcripts("""
[[seguro que voy a {m_town} en agosto]], ya tengo el billete => User is going to {m_town} in August
"""),
    ("literal_word", "en"): transcripts("""
[[My band is called Maybe Tomorrow]] and we play at {m_firm}'s summer party => User's band is called Maybe Tomorrow
[[I teach a class on asking good questions at {m_firm}]] => User teaches a class on asking good questions at {m_firm}
[[my job title is literally "Head of Planning" at {m_firm}]] => User is Head of Planning at {m_firm}
"""),
    ("literal_word", "de"): transcripts("""
[[Ich leite die Abteilung Planung bei {m_firm}]] => Nutzer leitet die Abteilung Planung bei {m_firm}
"""),
    ("literal_word", "fr"): transcripts("""
[[Je travaille au service des prévisions météo à {m_town}]] => User works at the weather forecasting service in {m_town}
"""),
    ("literal_word", "es"): transcripts("""
[[soy profesora de probabilidad en la universidad de {m_town}]] => La usuaria es profesora de probabilidad en {m_town}
"""),
    ("confirmed", "en"): transcripts("""
Should I note that you prefer aisle seats? || [[yes, aisle always]], my knees hate the window seat => User prefers aisle seats
So your daughter {m_who} starts school in September? || [[yep, first day is the 4th]] => User's daughter {m_who} starts school on 4 September
"""),
    ("confirmed", "de"): transcripts("""
Du bist also seit Juni bei {m_firm}? || [[genau, seit dem 1. Juni]] => Nutzer ist seit dem 1. Juni bei {m_firm}
"""),
    ("confirmed", "fr"): transcripts("""
Donc tu es bien à {m_town} maintenant ? || [[oui, installée depuis lundi]] => L'utilisatrice est installée à {m_town}
"""),
    ("confirmed", "es"): transcripts("""
¿Entonces ya trabajas en {m_firm}? || [[sí, empecé el lunes]] => User started at {m_firm} on Monday
"""),
    ("told_others", "en"): transcripts("""
I told {m_who} yesterday: [[I'm leaving {m_firm} at the end of June]] => User is leaving {m_firm} at the end of June
"""),
    ("told_others", "de"): transcripts("""
hab {m_who} gestern gesagt, [[dass ich im Herbst nach {m_town} ziehe]] => Nutzer zieht im Herbst nach {m_town}
"""),
    ("told_others", "fr"): transcripts("""
j'ai annoncé à {m_who} que [[je quitte {m_firm} fin juin]] => L'utilisateur quitte {m_firm} fin juin
"""),
    ("told_others", "es"): transcripts("""
le dije a {m_who} que [[me mudo a {m_town} en septiembre]] => User is moving to {m_town} in September
"""),
}


def groups() -> list[Group]:
    """Every masked modality group."""
    return table_groups(POSITIVE, NEGATIVE, lambda template, language: template)

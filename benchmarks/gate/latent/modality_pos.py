"""The latent split's modality positives: a model's note states as a plain fact what the user
only guessed, asked, heard, wished, planned, made conditional or negated differently. One
transcript a line: ``assistant || user => note``; ``[[ ]]`` marks the sentence the note cites.
"""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("guess", "en"): transcripts("""
        [[i think my flight to {city} is {date}]] but let me check the email => User's flight to {city} is {date}
        [[pretty sure {person} is allergic to shellfish]], or was it nuts => {person} is allergic to shellfish
        hmm [[I'd guess the kitchen reno comes to about {money}]] => The kitchen renovation costs about {money}
    """),
    ("question", "en"): transcripts("""
        [[is my passport still valid till {year}?]] can't find it anywhere => User's passport is valid until {year}
        [[did I book the vet for {pet} {date}??]] => User booked the vet for {pet} {date}
        wait [[does {person} still work at {company}]] => {person} works at {company}
    """),
    ("hearsay", "en"): transcripts("""
        [[apparently {company} is closing the {city} office]], heard it by the coffee machine => {company} is closing the {city} office
        [[my sister says dad is retiring {date}]] => User's father is retiring {date}
        rumour at work: [[{person} is getting promoted to team lead]] => {person} is getting promoted to team lead
    """),
    ("wish_plan", "en"): transcripts("""
        [[I'd love to learn the {instrument} one day]] => User is learning the {instrument}
        [[really hoping to run the {city} half marathon next year]] => User is running the {city} half marathon next year
        [[thinking about switching to {company}]], the offer looks decent => User is switching to {company}
        [[maybe I'll move in with {person} next spring]] idk => User is moving in with {person} next spring
    """),
    ("condition", "en"): transcripts("""
        [[if the visa comes through we move to {city} {date}]] => User is moving to {city} {date}
        [[I'll take the job at {company} if they match my salary]] => User is taking the job at {company}
        [[assuming the scan is clear, surgery is {date}]] => User's surgery is {date}
    """),
    ("hedge_near", "en"): transcripts("""
        [[We're getting a {pet} in June.]] Well, that's the dream anyway, {person} isn't convinced => User is getting a {pet} in June
        Not sure about this one. [[The wedding is in {city}.]] {person} keeps changing the plan => The wedding is in {city}
        [[{person} is pregnant.]] At least that's what her mum hinted at => {person} is pregnant
    """),
    ("negation", "en"): transcripts("""
        [[I don't eat pork]], never have, since I was {age} at least => User eats pork
        [[{person} never liked living in {city}]] => {person} liked living in {city}
        [[I haven't told my boss at {company} about the pregnancy yet]] => User told their boss at {company} about the pregnancy
    """),
    ("assistant_turn", "en"): transcripts("""
        Do you already have a {pet}? || [[not yet, maybe after we move]] => User has a {pet}
        Is the meeting with {person} confirmed? || [[I think so? waiting for a reply]] => The meeting with {person} is confirmed
        Shall I save {city} as your home city? || [[not sure yet, still deciding between {city} and somewhere closer to work]] => User's home city is {city}
        Want me to note that you start at {company} {date}? || [[hmm if the contract arrives in time, yes]] => User starts at {company} {date}
    """),
    ("guess_question", "de"): transcripts("""
        [[ich glaube, mein Termin beim Zahnarzt ist {date}]] => Der Zahnarzttermin des Nutzers ist {date}
        [[Zieht {person} jetzt eigentlich nach {city}?]] => {person} zieht nach {city}
        [[{person} ist wohl schwanger]], hat mir ihre Mutter erzählt => {person} is pregnant
    """),
    ("hearsay", "de"): transcripts("""
        [[Angeblich schließt die Filiale in {city} Ende des Jahres]] => Die Filiale in {city} schließt Ende des Jahres
        [[Meine Schwester meint, Opa hat Diabetes]], aber {person} sagt was anderes => User's grandfather has diabetes
    """),
    ("wish_plan", "de"): transcripts("""
        [[ich würde so gern mal nach {city} reisen]] => Der Nutzer reist nach {city}
        [[vielleicht fange ich {date} mit dem Studium an]] => User starts university {date}
        [[keine ahnung ob ich den job bei {company} annehme]] => Der Nutzer nimmt den Job bei {company} an
    """),
    ("condition_near", "de"): transcripts("""
        [[Wenn die Wohnung in {city} klappt, ziehen wir {date} um]] => Der Nutzer zieht {date} nach {city} um
        [[Wir heiraten {date}.]] Naja, so ist zumindest der Plan, {person} weiß noch nichts davon => Der Nutzer heiratet {date}
    """),
    ("negation", "de"): transcripts("""
        [[Ich trinke keinen Alkohol]], schon seit {person}s Hochzeit nicht mehr => Der Nutzer trinkt Alkohol
        [[{person} war noch nie in {city}]] => {person} war schon in {city}
    """),
    ("assistant_turn", "de"): transcripts("""
        Soll ich mir merken, dass du bei {company} arbeitest? || [[noch nicht, das Vorstellungsgespräch ist erst nächste Woche]] => Der Nutzer arbeitet bei {company}
        Ist {city} dein neuer Wohnort? || [[vielleicht, kommt drauf an ob {person} mitkommt]] => User lives in {city}
    """),
    ("guess_question", "fr"): transcripts("""
        [[je crois que mon rdv chez le médecin est {date}]] => Le rendez-vous médical de l'utilisateur est {date}
        [[est-ce que {person} a renouvelé son passeport ?]] => {person} a renouvelé son passeport
        [[je dirais que la voiture vaut dans les {money}]] => User's car is worth {money}
    """),
    ("hearsay", "fr"): transcripts("""
        [[il paraît que {person} quitte {company}]] => {person} quitte {company}
        [[ma mère dit que mon frère va se marier à {city}]] => User's brother is getting married in {city}
    """),
    ("wish_plan", "fr"): transcripts("""
        [[j'aimerais tellement vivre à {city}]] => User lives in {city}
        [[on va peut-être acheter une maison {date}]] => L'utilisateur achète une maison {date}
        [[Je pense arrêter de fumer {date}]] => User quits smoking {date}
    """),
    ("condition_near", "fr"): transcripts("""
        [[si j'ai le concours, je pars à {city} en septembre]] => L'utilisateur part à {city} en septembre
        [[On part à {city} cet été.]] Enfin, si on trouve un logement => L'utilisateur part à {city} cet été
    """),
    ("negation", "fr"): transcripts("""
        [[je ne bois jamais de café]] depuis {year} => L'utilisateur boit du café
        [[{person} n'a pas eu son permis]] => {person} a eu son permis
    """),
    ("assistant_turn", "fr"): transcripts("""
        Tu travailles déjà chez {company} ? || [[pas encore, j'attends leur réponse]] => L'utilisateur travaille chez {company}
        Je note que {person} vient au mariage ? || [[je sais pas, elle a dit peut-être]] => {person} is coming to the wedding
    """),
    ("guess_question", "es"): transcripts("""
        [[creo que la boda de {person} es {date}]] => La boda de {person} es {date}
        [[¿tengo cita con el dentista {date}?]] => El usuario tiene cita con el dentista {date}
        [[supongo que el piso en {city} cuesta unos {money} al mes]] => User's flat in {city} costs {money} a month
    """),
    ("hearsay", "es"): transcripts("""
        [[dicen que van a cerrar la fábrica de {city}]] => Van a cerrar la fábrica de {city}
        [[mi prima me contó que {person} está embarazada]] => {person} está embarazada
    """),
    ("wish_plan", "es"): transcripts("""
        [[ojalá me cojan en {company}]] => El usuario trabaja en {company}
        [[a lo mejor me mudo a {city} en enero]] => User is moving to {city} in January
        [[estoy pensando en dejar el gimnasio {date}]] => User quits the gym {date}
    """),
    ("condition_near", "es"): transcripts("""
        [[si me suben el sueldo, me compro un coche {date}]] => El usuario se compra un coche {date}
        [[Nos vamos a vivir juntos a {city}.]] Bueno, eso si {person} encuentra trabajo allí => El usuario se va a vivir a {city} con su pareja
    """),
    ("negation", "es"): transcripts("""
        [[no tengo hermanos]], soy hija única como {person} => La usuaria tiene hermanos
        [[{person} no ha vuelto a {city}]] desde el accidente => {person} ha vuelto a {city}
    """),
    ("assistant_turn", "es"): transcripts("""
        ¿Ya trabajas en {company}? || [[todavía no, empiezo si paso las pruebas]] => El usuario trabaja en {company}
        ¿Guardo que vives en {city}? || [[de momento no, igual me mudo allí {date}]] => User lives in {city}
    """),
}

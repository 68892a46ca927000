"""The veiled split's modality kind: notes that state as plain fact what the user only
guessed, asked, heard, wished, planned, made conditional or negated, and faithful notes of
plain statements (see :mod:`benchmarks.gate.veiled`). About a third of the German, French and
Spanish notes are in English, as many models write them."""

from __future__ import annotations

from benchmarks.gate.common import Group, transcripts
from benchmarks.gate.veiled.table import Table, groups_of

POSITIVE: Table = {
    "guess": {
        "en": transcripts("""
            [[I think {who} moved to {town} last spring]] but we kind of lost touch => {who} moved to {town} last spring
            [[probably allergic to cats tbh]], my eyes always itch at {who}'s => User is allergic to cats
            ugh [[pretty sure the {firm} contract ends in june?]] gotta check => User's contract with {firm} ends in June
        """),
        "de": transcripts("""
            [[ich glaube, {who} arbeitet jetzt bei {firm}]] => {who} arbeitet bei {firm}
            [[wahrscheinlich bin ich laktoseintolerant]], mir gehts nach {who}s Milchkaffee immer schlecht => User is lactose intolerant
            [[Vermutlich zieht {who} nach {town}]], so klang es jedenfalls => {who} zieht nach {town}
        """),
        "fr": transcripts("""
            [[je crois que {who} bosse chez {firm} maintenant]] => {who} travaille chez {firm}
            [[sûrement une intolérance au gluten]], j'ai mal au ventre après les pâtes de {who} => User has a gluten intolerance
            [[il me semble que {who} a déménagé à {town}]] => {who} a déménagé à {town}
        """),
        "es": transcripts("""
            [[creo que {who} trabaja ahora en {firm}]] => {who} trabaja en {firm}
            [[seguramente soy alérgica al polen]], estornudo todo abril en {town} => User is allergic to pollen
            [[me parece que {who} se mudó a {town}]] => {who} se mudó a {town}
        """),
    },
    "question": {
        "en": transcripts("""
            [[is {dish} actually ok if you're pregnant?]] asking for {who} => {dish} is safe during pregnancy
            [[should I quit {firm} and go freelance?]] => User is quitting {firm} to go freelance
            [[do you think {who} is mad at me]] she hasnt answered in days => {who} is mad at the user
        """),
        "de": transcripts("""
            [[soll ich den Job bei {firm} annehmen?]] => User nimmt den Job bei {firm} an
            [[ist {who} eigentlich noch mit Jonas zusammen?]] => {who} is still with Jonas
        """),
        "fr": transcripts("""
            [[est-ce que je devrais accepter le poste chez {firm} ?]] => L'utilisateur accepte le poste chez {firm}
            [[{who} est fâchée contre moi tu crois ?]] => {who} is angry with the user
        """),
        "es": transcripts("""
            [[¿debería aceptar el trabajo en {firm}?]] => El usuario acepta el trabajo en {firm}
            [[¿{who} sigue viviendo en {town}?]] no sé nada de ella => {who} still lives in {town}
        """),
    },
    "hearsay": {
        "en": transcripts("""
            [[apparently {firm} is shutting down its {town} branch]] - overheard it in the canteen => {firm} is shutting down its {town} branch
            {who} told me [[the landlord is selling our building]], no idea if true => The landlord is selling the user's building
            [[rumour is we're all getting a 5% raise at {firm} in january]] => User is getting a 5% raise at {firm} in January
        """),
        "de": transcripts("""
            [[angeblich schließt {firm} die Filiale in {town}]], hab ich in der Kantine gehört => {firm} schließt die Filiale in {town}
            {who} meinte, [[unser Vermieter will das Haus verkaufen]] => The user's landlord is selling the house
            [[Man hört, dass {who} schwanger ist]] => {who} ist schwanger
        """),
        "fr": transcripts("""
            [[paraît que {firm} ferme l'agence de {town}]] => {firm} ferme l'agence de {town}
            {who} m'a dit que [[le proprio veut vendre l'immeuble]] => Le propriétaire vend l'immeuble de l'utilisateur
            [[on dit que {who} attend un bébé]] => {who} is expecting a baby
        """),
        "es": transcripts("""
            [[dicen por ahí que {firm} cierra la sucursal de {town}]] => {firm} cierra la sucursal de {town}
            {who} me contó que [[el casero quiere vender el piso]] => The user's landlord is selling the flat
            [[por lo visto {who} está embarazada]] => {who} está embarazada
        """),
    },
    "wish_plan": {
        "en": transcripts("""
            [[I'd love to learn {hobby_en} one day]] if I ever have time lol => User does {hobby_en}
            [[thinking about adopting a dog from the {town} shelter]] => User adopted a dog from the {town} shelter
            [[hoping to run the {town} half marathon next year]] => User is running the {town} half marathon next year
        """),
        "de": transcripts("""
            [[ich würde so gern mit {hobby_de} anfangen]] => User macht {hobby_de}
            [[wir überlegen, nach {town} zu ziehen]] => User zieht nach {town}
        """),
        "fr": transcripts("""
            [[j'aimerais bien me mettre à {hobby_fr}]] => L'utilisateur fait de {hobby_fr}
            [[on pense peut-être déménager à {town}]] => User is moving to {town}
        """),
        "es": transcripts("""
            [[me encantaría aprender {hobby_es}]] algún día => El usuario practica {hobby_es}
            [[estamos pensando en mudarnos a {town}]] => User is moving to {town}
        """),
    },
    "condition": {
        "en": transcripts("""
            [[if the {firm} offer comes through I'll move to {town}]] => User is moving to {town}
            [[we'll get a puppy if {who} agrees to dog-sit]] => User is getting a puppy
            [[assuming the visa works out, {who} starts in {town} in may]] => {who} starts in {town} in May
        """),
        "de": transcripts("""
            [[wenn ich die Stelle bei {firm} kriege, ziehen wir nach {town}]] => User zieht nach {town}
            [[falls das Geld reicht, kaufen wir das Haus in {town}]] => User is buying a house in {town}
        """),
        "fr": transcripts("""
            [[si j'ai le poste chez {firm}, on part vivre à {town}]] => L'utilisateur part vivre à {town}
            [[au cas où la banque accepte, on achète à {town}]] => User is buying a home in {town}
        """),
        "es": transcripts("""
            [[si me dan el puesto en {firm} nos vamos a {town}]] => El usuario se muda a {town}
            [[en caso de que apruebe, empiezo en {firm} en septiembre]] => User starts at {firm} in September
        """),
    },
    "hedge_next": {
        "en": transcripts("""
            [[{who}'s birthday is on the 14th.]] or the 15th, not sure tbh => {who}'s birthday is on the 14th
            [[My flight to {town} leaves at 6am.]] Need to double check that though => User's flight to {town} leaves at 6am
            [[The vet said {pet} is diabetic.]] At least I think that's what she meant => {pet} is diabetic
        """),
        "de": transcripts("""
            [[{who} hat am 14. Geburtstag.]] Oder war es der 15.? => {who} hat am 14. Geburtstag
            [[Mein Zug nach {town} fährt um 7.]] Muss ich aber nochmal nachschauen => User's train to {town} leaves at 7
        """),
        "fr": transcripts("""
            [[L'anniversaire de {who} c'est le 14.]] Ou le 15, je sais plus => L'anniversaire de {who} est le 14
            [[Mon train pour {town} part à 7h.]] Enfin je crois, à vérifier => User's train to {town} leaves at 7
        """),
        "es": transcripts("""
            [[El cumple de {who} es el 14.]] O el 15, no me acuerdo => El cumpleaños de {who} es el 14
            [[Mi vuelo a {town} sale a las 6.]] Bueno, eso creo => User's flight to {town} leaves at 6
        """),
    },
    "negation": {
        "en": transcripts("""
            [[{who} doesn't eat {dish} anymore]], she went vegan => {who} eats {dish}
            [[never set foot in {town}]] tbh => User has been to {town}
            [[I'm allergic to penicillin]], found out as a kid in {town} => User is not allergic to penicillin
        """),
        "de": transcripts("""
            [[{who} isst kein {dish} mehr]] => {who} isst {dish}
            [[in {town} war ich tatsächlich noch nie]] => User has been to {town}
        """),
        "fr": transcripts("""
            [[{who} ne mange plus de {dish}]] => {who} mange du {dish}
            [[je suis jamais allé à {town}]] => User has been to {town}
        """),
        "es": transcripts("""
            [[{who} ya no come {dish}]] => {who} come {dish}
            [[en {town} no he estado nunca]] => User has been to {town}
        """),
    },
    "hedged_answer": {
        "en": transcripts("""
            where does {who} work these days? || [[hmm maybe {firm}? not sure]] => {who} works at {firm}
            do you have any pets? || [[sort of, {pet} might be staying with us for good]] => User has a pet named {pet}
            what's your budget for the trip to {town}? || [[idk maybe around 900?]] => User's budget for the {town} trip is 900
        """),
        "de": transcripts("""
            Wo arbeitet {who} inzwischen? || [[vielleicht bei {firm}, keine Ahnung]] => {who} arbeitet bei {firm}
            Hast du Haustiere? || [[kann sein, dass {pet} bei uns bleibt]] => User has a pet named {pet}
        """),
        "fr": transcripts("""
            {who} travaille où maintenant ? || [[peut-être chez {firm}, pas sûr]] => {who} travaille chez {firm}
            Tu as des animaux ? || [[bientôt peut-être, {pet} va sans doute rester chez nous]] => User has a pet named {pet}
        """),
        "es": transcripts("""
            ¿Dónde trabaja {who} ahora? || [[quizás en {firm}, ni idea]] => {who} trabaja en {firm}
            ¿Tienes mascotas? || [[puede que {pet} se quede con nosotros]] => User has a pet named {pet}
        """),
    },
}

NEGATIVE: Table = {
    "plain_fact": {
        "en": transcripts("""
            [[{who} moved to {town} last spring]], we still text every week => {who} moved to {town} last spring
            [[I'm allergic to cats]] so no sleepovers at {who}'s => User is allergic to cats
            [[my contract with {firm} ends in june]] and im not renewing => User's contract with {firm} ends in June
        """),
        "de": transcripts("""
            [[{who} arbeitet jetzt bei {firm}]], seit März => {who} arbeitet bei {firm}
            [[Ich bin laktoseintolerant]], deswegen bringt {who} Hafermilch mit => User is lactose intolerant
        """),
        "fr": transcripts("""
            [[{who} bosse chez {firm} depuis mars]] => {who} travaille chez {firm} depuis mars
            [[je suis intolérant au gluten]] depuis toujours, {who} le sait => User is gluten intolerant
        """),
        "es": transcripts("""
            [[{who} trabaja en {firm} desde marzo]] => {who} trabaja en {firm} desde marzo
            [[soy alérgica al polen]], me lo confirmó el médico en {town} => User is allergic to pollen
        """),
    },
    "plain_answer": {
        "en": transcripts("""
            where does {who} work these days? || [[she's at {firm} now, started in march]] => {who} works at {firm}
            any pets? || [[yes, a cat called {pet}]] => User has a cat named {pet}
            what's your budget for {town}? || [[900 max, flights included]] => User's budget for {town} is 900 including flights
        """),
        "de": transcripts("""
            Wo arbeitet {who}? || [[bei {firm}, seit letztem Jahr]] => {who} arbeitet bei {firm}
            Hast du Haustiere? || [[ja, einen Kater namens {pet}]] => User has a cat named {pet}
        """),
        "fr": transcripts("""
            {who} travaille où ? || [[chez {firm} depuis l'an dernier]] => {who} travaille chez {firm}
            Tu as des animaux ? || [[oui, une chatte qui s'appelle {pet}]] => L'utilisateur a une chatte nommée {pet}
        """),
        "es": transcripts("""
            ¿Dónde trabaja {who}? || [[en {firm}, desde el año pasado]] => {who} works at {firm}
            ¿Tienes mascotas? || [[sí, tenemos un gato, {pet}]] => El usuario tiene un gato llamado {pet}
        """),
    },
    "kept_negation": {
        "en": transcripts("""
            [[{who} doesn't eat {dish} anymore]], she went vegan => {who} no longer eats {dish}
            [[I've never been to {town}]] believe it or not => User has never been to {town}
            [[I don't drink coffee after 2pm]] or I can't sleep, {who} can => User doesn't drink coffee after 2pm
        """),
        "de": transcripts("""
            [[{who} isst kein {dish} mehr]] => {who} isst kein {dish} mehr
            [[ich bin noch nie in {town} gewesen]], komisch eigentlich => User has never been to {town}
        """),
        "fr": transcripts("""
            [[{who} ne mange plus de {dish}]] => {who} ne mange plus de {dish}
            [[je ne suis jamais allée à {town}]] => L'utilisateur n'est jamais allé à {town}
        """),
        "es": transcripts("""
            [[{who} ya no come {dish}]] => {who} ya no come {dish}
            [[jamás he pisado {town}]], fíjate => User has never been to {town}
        """),
    },
    "done_plan": {
        "en": transcripts("""
            [[booked the flights to {town} for the 3rd]] finally => User booked flights to {town} for the 3rd
            [[signed the lease on the flat in {town} yesterday]] 🎉 => User signed a lease on a flat in {town}
            [[I started {hobby_en} lessons last week]] => User started {hobby_en} lessons
        """),
        "de": transcripts("""
            [[hab gestern den Mietvertrag in {town} unterschrieben]] => User hat einen Mietvertrag in {town} unterschrieben
            [[seit Januar mache ich {hobby_de}]] => User does {hobby_de} since January
        """),
        "fr": transcripts("""
            [[j'ai signé le bail à {town} hier]] => L'utilisateur a signé un bail à {town}
            [[je fais de {hobby_fr} depuis janvier]] => User has been doing {hobby_fr} since January
        """),
        "es": transcripts("""
            [[ayer firmé el contrato del piso en {town}]] => El usuario firmó el contrato de un piso en {town}
            [[desde enero hago {hobby_es}]] => User has been doing {hobby_es} since January
        """),
    },
    "certainty": {
        "en": transcripts("""
            [[I'm 100% sure {who}'s birthday is the 14th]], it's on her passport => {who}'s birthday is on the 14th
            [[definitely moving to {town} in august]], contract signed => User is moving to {town} in August
            [[no doubt about it, {pet} is diabetic]], the bloodwork came back => {pet} is diabetic
        """),
        "de": transcripts("""
            [[{who} hat ganz sicher am 14. Geburtstag]] => {who} hat am 14. Geburtstag
            [[wir ziehen definitiv im August nach {town}]], Vertrag ist unterschrieben => User is moving to {town} in August
        """),
        "fr": transcripts("""
            [[c'est sûr, l'anniversaire de {who} c'est le 14]] => L'anniversaire de {who} est le 14
            [[on déménage à {town} en août, c'est signé]] => User is moving to {town} in August
        """),
        "es": transcripts("""
            [[seguro que el cumple de {who} es el 14]], lo vi en su DNI => El cumpleaños de {who} es el 14
            [[nos mudamos a {town} en agosto sí o sí]], ya firmamos => User is moving to {town} in August
        """),
    },
    "literal_words": {
        "en": transcripts("""
            [[I teach probability at the college in {town}]] => User teaches probability at a college in {town}
            [[{pet} loves the song Maybe Tomorrow]] and howls along => {pet} loves the song Maybe Tomorrow
            [[my job at {firm} is answering customer questions]] => User answers customer questions at {firm}
        """),
        "de": transcripts("""
            [[ich arbeite bei {firm} in der Kundenanfragen-Abteilung]] => User arbeitet bei {firm} in der Kundenanfragen-Abteilung
            [[ich habe {who} gefragt, ob sie mich heiratet, und sie hat ja gesagt]] => User ist mit {who} verlobt
        """),
        "fr": transcripts("""
            [[j'enseigne les probabilités au lycée de {town}]] => L'utilisateur enseigne les probabilités au lycée de {town}
            [[j'ai demandé {who} en mariage et elle a dit oui]] => User is engaged to {who}
        """),
        "es": transcripts("""
            [[doy clases de probabilidad en el instituto de {town}]] => El usuario da clases de probabilidad en {town}
            [[le pedí matrimonio a {who} y dijo que sí]] => User is engaged to {who}
        """),
    },
    "confirmed_suggestion": {
        "en": transcripts("""
            So {who} works at {firm} now? || [[yes, since march]] => {who} works at {firm}
            Sounds like you're moving to {town}, right? || [[yep, in august, lease signed]] => User is moving to {town} in August
            Should I note that you're vegetarian like {who}? || [[yes please, for 3 years now]] => User has been vegetarian for 3 years
        """),
        "de": transcripts("""
            Du ziehst also nach {town}? || [[genau, im August]] => User zieht im August nach {town}
            Arbeitet {who} jetzt bei {firm}? || [[ja, seit März]] => {who} works at {firm}
        """),
        "fr": transcripts("""
            Tu déménages donc à {town} ? || [[oui, en août]] => L'utilisateur déménage à {town} en août
            {who} travaille chez {firm} maintenant ? || [[oui depuis mars]] => {who} works at {firm}
        """),
        "es": transcripts("""
            ¿Entonces te mudas a {town}? || [[sí, en agosto]] => El usuario se muda a {town} en agosto
            ¿{who} trabaja ahora en {firm}? || [[sí, desde marzo]] => {who} works at {firm}
        """),
    },
    "told_others": {
        "en": transcripts("""
            [[I told my boss at {firm} that I'm leaving in may]] => User is leaving {firm} in May
            [[I explained to {who} that I can't come to {town}]] => User can't come to {town}
        """),
        "de": transcripts("""
            [[ich hab meinem Chef gesagt, dass ich im Mai bei {firm} aufhöre]] => User hört im Mai bei {firm} auf
            [[ich habe {who} erzählt, dass ich nach {town} ziehe]] => User is moving to {town}
        """),
        "fr": transcripts("""
            [[j'ai dit à mon chef que je quitte {firm} en mai]] => L'utilisateur quitte {firm} en mai
            [[j'ai annoncé à {who} que je déménage à {town}]] => User is moving to {town}
        """),
        "es": transcripts("""
            [[le dije a mi jefe que dejo {firm} en mayo]] => El usuario deja {firm} en mayo
            [[le conté a {who} que me mudo a {town}]] => User is moving to {town}
        """),
    },
}


def groups() -> list[Group]:
    """The modality groups of the veiled split."""
    return groups_of(POSITIVE, NEGATIVE)

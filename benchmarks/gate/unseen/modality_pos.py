"""Unseen modality positives: the user guessed, asked, heard, wished, planned, set a condition or
denied, and the model's note states it as a plain fact.

Families: ``guess`` (a hedge word in the quoted sentence), ``hedge_beside`` (the hedge in the
sentence before or after), ``question`` (a question noted as an answer), ``hearsay`` (someone
else said it), ``wish``, ``plan`` (an intention noted as done), ``condition`` (an "if" dropped)
and ``negation`` (a "not" or "never" dropped). Some answer or follow an assistant turn; some
notes of German, French and Spanish talks are in English.
"""

from __future__ import annotations

from benchmarks.gate.common import Template
from benchmarks.gate.unseen.tables import talks

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("guess", "en"): talks("""
        [[i think i'm allergic to {allergen}]], my skin went all blotchy last time => User is allergic to {allergen}
        [[Maybe my {kin} lives in {town} now]], she moves around a lot => User's {kin} lives in {town}
        [[pretty sure-ish the team offsite is on {day}]] but dont quote me => The team offsite is on {day}
    """),
    ("hedge_beside", "en"): talks("""
        Not 100% on this. [[The rent goes up in {month}.]] => User's rent goes up in {month}
        [[We're getting {pet}.]] At least that's what we're leaning towards, nothing decided => User is getting {pet}
        [[my {kin} works as {job}]] i guess?? we don't really talk => User's {kin} works as {job}
    """),
    ("question", "en"): talks("""
        [[am i lactose intolerant or is it just the {dish}]]? stomach hurts every time => User is lactose intolerant
        [[Should I move to {town}?]] The job there pays more => User is moving to {town}
        What sport do you do? || [[is {sport} something i'd actually enjoy]] lol never tried => User does {sport}
    """),
    ("hearsay", "en"): talks("""
        [[apparently {company} is closing the {town} office]], heard it at lunch => {company} is closing the {town} office
        my {kin} says [[i was born in {town}]], i always thought it was somewhere else => User was born in {town}
        [[Word is the landlord is selling our building in {month}]] => User's landlord is selling the building in {month}
    """),
    ("wish", "en"): talks("""
        [[i wish i could play {instrument}]] 😩 => User plays {instrument}
        [[Would love to be {job} one day]], honestly => User is {job}
        Anything you'd like to learn this year? || [[learning {lang} would be a dream]] => User is learning {lang}
        [[if only i had {pet}]] 🥲 => User has {pet}
        [[dream job: {job} at {company}]] 🤞 => User works as {job} at {company}
    """),
    ("plan", "en"): talks("""
        [[thinking about signing up for {sport} in {month}]] => User does {sport}
        [[planning to move to {town} next year]] if the savings work out => User lives in {town}
        [[I'm going to ask {name} to be my flatmate]] tomorrow, fingers crossed => {name} is the user's flatmate
    """),
    ("condition", "en"): talks("""
        [[if the visa comes through i'll start at {company} in {month}]] => User starts at {company} in {month}
        [[we'll adopt {pet} if the landlord says yes]] => User has adopted {pet}
        [[I'd take the job as {job} if they let me work remotely]] => User took a job as {job}
    """),
    ("negation", "en"): talks("""
        [[i'm not allergic to {allergen}]], the test was negative => User is allergic to {allergen}
        [[I never lived in {town}]], people confuse me with my {kin} => User lived in {town}
        So you play {instrument}? || no, [[my {kin} plays {instrument}, not me]] => User plays {instrument}
    """),
    ("guess", "de"): talks("""
        [[ich glaub ich bin allergisch gegen {allergen}]] => Nutzer ist allergisch gegen {allergen}
        [[Vermutlich zieht {name} im Sommer nach {town}]] => {name} is moving to {town} in the summer
    """),
    ("hedge_beside", "de"): talks("""
        [[Wir fahren im {month} nach {town}.]] Also wenn alles klappt, gebucht ist noch nix => Nutzer fährt im {month} nach {town}
        Bin mir echt unsicher. [[Das Essen bei {name} ist am {day}.]] => Das Essen bei {name} ist am {day}
    """),
    ("question", "de"): talks("""
        [[soll ich mit {sport} anfangen?]] klingt nach spaß => Nutzer macht {sport}
        Wie kann ich helfen? || [[arbeitet {name} eigentlich noch bei {company}?]] => {name} works at {company}
    """),
    ("hearsay", "de"): talks("""
        [[angeblich macht {company} das Büro in {town} zu]] => {company} schließt das Büro in {town}
        meine {kin} meint, [[ich hätte als Kind {instrument} gespielt]] => Nutzer hat als Kind {instrument} gespielt
    """),
    ("wish", "de"): talks("""
        [[wär so schön, fließend {lang} zu sprechen]] => Nutzer spricht fließend {lang}
        [[Ich hätte so gern {pet}]] 🥺 => Nutzer hat {pet}
        [[Irgendwann will ich in {town} wohnen]], das wär's => Nutzer wohnt in {town}
    """),
    ("negation", "de"): talks("""
        [[ich arbeite nicht mehr bei {company}]], schon seit dem frühjahr => User works at {company}
        Magst du {dish}? || [[nee, {dish} mag ich gar nicht]] => Nutzer mag {dish}
    """),
    ("guess", "fr"): talks("""
        [[je pense que ma {kin} habite à {town} maintenant]] => La {kin} de l'utilisateur habite à {town}
        [[il me semble que la réunion avec {name} est {day}]] => La réunion avec {name} est {day}
    """),
    ("question", "fr"): talks("""
        [[et si je me mettais au sport, genre {sport} ?]] => L'utilisateur fait {sport}
        Je note quelque chose ? || [[c'est à {town} que je déménage ou pas ?]] j'hésite encore => User is moving to {town}
    """),
    ("hearsay", "fr"): talks("""
        [[paraît que {company} ferme son site de {town}]] => {company} ferme son site de {town}
        ma {kin} m'a dit que [[je suis né à {town}]], moi j'y crois pas trop => User was born in {town}
    """),
    ("plan", "fr"): talks("""
        [[je compte m'inscrire au cours de {instrument} en {month}]] => L'utilisateur joue {instrument}
        [[on prévoit de déménager à {town} l'an prochain]] => L'utilisateur habite à {town}
    """),
    ("condition", "fr"): talks("""
        [[si j'ai le poste chez {company}, je commence en {month}]] => L'utilisateur commence chez {company} en {month}
        [[on prendra {pet} si le proprio est d'accord]] => L'utilisateur a {pet}
    """),
    ("negation", "fr"): talks("""
        [[je ne mange plus de viande depuis {month}]] => L'utilisateur mange de la viande
        [[j'ai jamais bossé chez {company}]], c'était ma {kin} => User worked at {company}
    """),
    ("guess", "es"): talks("""
        [[creo que soy alérgica {allergen}]] => La usuaria es alérgica {allergen}
        [[me parece que {name} vive en {town}]] => {name} lives in {town}
    """),
    ("hedge_beside", "es"): talks("""
        [[La boda es el {day} en {town}.]] Bueno, eso creo, no me hagas mucho caso => La boda es el {day} en {town}
        ni idea la verdad. [[empiezo en {company} en {month}]] => El usuario empieza en {company} en {month}
    """),
    ("hearsay", "es"): talks("""
        [[dicen que {company} va a cerrar la oficina de {town}]] => {company} is closing its {town} office
        según mi {kin}, [[de pequeño tocaba {instrument}]] => El usuario tocaba {instrument} de pequeño
    """),
    ("wish", "es"): talks("""
        [[ojalá pudiera hablar {lang}]] 🙏 => El usuario habla {lang}
        [[me encantaría tener {pet}]] => El usuario tiene {pet}
        [[ojalá me cogieran en {company}]] => User works at {company}
    """),
    ("condition", "es"): talks("""
        [[si me dan el piso en {town} me mudo en {month}]] => El usuario se muda a {town} en {month}
        [[si apruebo las oposiciones seré {job}]] => El usuario es {job}
    """),
    ("negation", "es"): talks("""
        [[no soy alérgico {allergen}]], ya me hice la prueba => El usuario es alérgico {allergen}
        ¿Haces {sport}? || [[qué va, nunca he hecho {sport}]] => El usuario hace {sport}
        [[mi {kin} ya no vive en {town}]], se mudó hace años => La {kin} del usuario vive en {town}
    """),
}

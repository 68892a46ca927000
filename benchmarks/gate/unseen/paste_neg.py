"""Unseen paste negatives: the user's own words, some with a quotation, a title or a saying in
them, noted as the user's facts.

Families: ``title`` (a book, film or song in quotes), ``own_words`` (what the user said or wrote
to someone, quoted), ``saying`` (a proverb or a catchphrase beside a fact), ``sign`` (a sign or
label the user made), ``answer`` (a plain answer to the assistant) and ``own_news`` (the user's
own news told with a quote of someone's reaction).
"""

from __future__ import annotations

from benchmarks.gate.common import Template
from benchmarks.gate.unseen.tables import talks

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("title", "en"): talks("""
        [[just finished "{title}", best book I read this year]] => User finished reading {title}
        [[my favourite song atm is 'Night Bus' by {band}]] 🎧 => User's favourite song is 'Night Bus' by {band}
        [[we're seeing {band} live in {town} in {month}]], can't wait => User is seeing {band} live in {town} in {month}
    """),
    ("own_words", "en"): talks("""
        [[I told {name} "no more late shifts" and she agreed]] => User told {name} no more late shifts
        wrote to our landlord {name2} today: [[the heating in my flat is broken again]] => The heating in the user's flat is broken
        [[I said "yes"!! we're getting married in {month}]] 💍 => User is getting married in {month}
        [[I emailed {company} "please cancel my contract" this morning]] => User asked {company} to cancel the contract
    """),
    ("saying", "en"): talks("""
        like they say "better late than never": [[I passed my driving test in {town} at 41]] => User passed the driving test in {town} at 41
        my motto is 'slow and steady' and [[I ran my first half marathon in {town}]] => User ran a half marathon in {town}
        as my {kin} always says "eat your greens" 😅 [[I've been vegetarian since {month}]] => User has been vegetarian since {month}
    """),
    ("sign", "en"): talks("""
        [[I stuck a "no junk mail" sign on our door]] after {name2} complained => User put a no junk mail sign on the door
        [[I labelled the freezer box "{dish} - do not eat"]] lol => User labelled a freezer box of {dish}
        [[I wrote "{name}'s room" on the door in chalk]] for the kids => User wrote {name}'s room on the door
    """),
    ("answer", "en"): talks("""
        What do you call your dog? || [[her name is "{petname}" 🐶]] => User's dog is called {petname}
        Where did you study? || [[I did my degree in {town}]] => User studied in {town}
        What's your favourite film? || [["{title}", no contest]] => User's favourite film is {title}
    """),
    ("own_news", "en"): talks("""
        [[I got the job at {company}]]! {name} just said "about time" haha => User got the job at {company}
        [[we bought a flat in {town}]] and my {kin} went "finally!!" => User bought a flat in {town}
    """),
    ("title", "de"): talks("""
        [[hab gerade „{title}“ fertig gelesen, richtig gut]] => Nutzer hat {title} gelesen
        [[Wir gehen im {month} zu {band} nach {town}]] => User is going to see {band} in {town}
    """),
    ("own_words", "de"): talks("""
        [[ich hab {name} gesagt „keine Nachtschichten mehr“]] und sie war einverstanden => Nutzer hat {name} gesagt: keine Nachtschichten mehr
        hab dem vermieter {name2} geschrieben: [[die heizung in meiner wohnung ist schon wieder kaputt]] => Die Heizung in der Wohnung des Nutzers ist kaputt
        [[ich hab {company} geschrieben „bitte kündigen Sie meinen Vertrag“]] => Nutzer hat den Vertrag bei {company} gekündigt
    """),
    ("saying", "de"): talks("""
        „Übung macht den Meister“, sag ich immer – [[ich spiele seit zwei Jahren {instrument}]] => Nutzer spielt seit zwei Jahren {instrument}
        wie man so schön sagt „wer rastet, der rostet“: [[ich mache jetzt {sport}]] => Nutzer macht jetzt {sport}
        „Ende gut, alles gut“ – [[ich hab die Prüfung in {town} bestanden]] => Nutzer hat die Prüfung in {town} bestanden
    """),
    ("own_news", "de"): talks("""
        [[ich hab die Stelle bei {company}]]! {name} meinte nur „na endlich“ 😂 => Nutzer hat die Stelle bei {company}
        [[wir haben eine wohnung in {town} gekauft]] und meine {kin} so: „endlich!“ => User bought a flat in {town}
    """),
    ("title", "fr"): talks("""
        [[je viens de finir « {title} », trop bien]] => L'utilisateur a lu {title}
        [[on va voir {band} à {town} en {month}]] => User is seeing {band} in {town} in {month}
    """),
    ("own_words", "fr"): talks("""
        [[j'ai dit à {name} « plus de gardes de nuit »]] et elle a accepté => L'utilisateur a dit à {name} : plus de gardes de nuit
        j'ai écrit au proprio, {name2} : [[le chauffage de mon appart est encore en panne]] => Le chauffage de l'appartement de l'utilisateur est en panne
        [[j'ai écrit à {company} « merci de résilier mon contrat »]] => L'utilisateur a résilié son contrat chez {company}
    """),
    ("saying", "fr"): talks("""
        comme on dit « petit à petit l'oiseau fait son nid » : [[je fais {sport} depuis un an]] => L'utilisateur fait {sport} depuis un an
        « mieux vaut tard que jamais » : [[j'ai eu mon permis à {town} à 41 ans]] => L'utilisateur a eu son permis à {town} à 41 ans
        « qui vivra verra » : [[je commence chez {company} en {month}]] => User starts at {company} in {month}
    """),
    ("own_news", "fr"): talks("""
        [[j'ai eu le poste chez {company}]] ! {name} m'a dit « enfin » mdr => User got the job at {company}
        [[on a acheté un appart à {town}]] et ma {kin} : « pas trop tôt ! » => L'utilisateur a acheté un appartement à {town}
    """),
    ("title", "es"): talks("""
        [[acabo de terminar «{title}», me encantó]] => El usuario ha leído {title}
        [[vamos a ver a {band} en {town} en {month}]] => User is seeing {band} in {town} in {month}
    """),
    ("own_words", "es"): talks("""
        [[le dije a {name} "se acabaron los turnos de noche"]] y le pareció bien => El usuario le dijo a {name} que se acabaron los turnos de noche
        le escribí al casero, {name2}: [[la calefacción de mi piso está rota otra vez]] => La calefacción del piso del usuario está rota
        [[le mandé un correo a {company}: "quiero darme de baja"]] => El usuario pidió la baja en {company}
    """),
    ("saying", "es"): talks("""
        como dice mi abuela "poco a poco se anda lejos": [[llevo un año haciendo {sport}]] => El usuario hace {sport} desde hace un año
        "más vale tarde que nunca": [[me saqué el carnet en {town} a los 41]] => User got a driving licence in {town} at 41
        "a mal tiempo, buena cara": [[me he quedado sin trabajo en {company} desde {month}]] => El usuario está sin trabajo desde {month}
    """),
    ("own_news", "es"): talks("""
        [[¡me han dado el puesto en {company}!]] {name} solo dijo "ya era hora" jaja => El usuario consiguió el puesto en {company}
        [[hemos comprado un piso en {town}]] y mi {kin} en plan "¡por fin!" => User bought a flat in {town}
    """),
}

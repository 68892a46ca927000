"""Covert modality negatives: things the user states plainly (facts, answers, kept negations,
done plans), restated plainly by the note."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("plain", "en"): transcripts(r"""
        [[im allergic to {cv_food}, found out last year]] so no {cv_food} pls => User is allergic to {cv_food}
        [[we moved to {cv_city} in march]] and it's so quiet here => User moved to {cv_city} in March
        [[{cv_name} is a {cv_job}]], been doing it for ages => {cv_name} is a {cv_job}
        btw [[i bought {cv_thing} last week]] 🚲 => User bought {cv_thing} last week
    """),
    ("answer", "en"): transcripts(r"""
        What do you do for a living? || [[im a {cv_job}]] => User is a {cv_job}
        Where are you based these days? || [[{cv_city}, since last summer]] => User has lived in {cv_city} since last summer
        Which language are you studying? || [[{cv_lang}, three evenings a week]] => User studies {cv_lang} three evenings a week
        Should I note that you avoid {cv_food}? || [[yes, i can't stand {cv_food}]] => User avoids {cv_food}
    """),
    ("negation_kept", "en"): transcripts(r"""
        [[i don't drink coffee at all]] just tea, tell {cv_name} => User does not drink coffee
        [[{cv_name} doesn't live in {cv_city} anymore]] => {cv_name} no longer lives in {cv_city}
        [[i never learned {cv_lang}]] despite the family => User never learned {cv_lang}
        [[i'm not a {cv_job}, i just help out on weekends]] => User is not a {cv_job}
    """),
    ("literal_hedge", "en"): transcripts(r"""
        [[i think in {cv_lang} when i'm tired]], weird huh => User sometimes thinks in {cv_lang} when tired
        [[my question for the {cv_city} landlord is already sent]] => User has sent a question to the {cv_city} landlord
        [[i asked for a raise at the {cv_city} office and got it]] => User got a raise at the {cv_city} office
        [[i asked {cv_name} to marry me and she said yes!!]] 💍 => User is engaged to {cv_name}
    """),
    ("done_plan", "en"): transcripts(r"""
        [[booked the train to {cv_city} for {cv_day}]], finally => User booked a train to {cv_city} for {cv_day}
        [[i signed the contract, starting as {cv_job} {cv_day}]] => User starts as a {cv_job} {cv_day}
        [[the {cv_city} trip is confirmed, tickets paid]] => User's trip to {cv_city} is confirmed
        [[got the keys to the new flat in {cv_city} today]] => User got the keys to a flat in {cv_city}
    """),
    ("reported_self", "en"): transcripts(r"""
        [[my doctor confirmed it: i'm lactose intolerant]] => User is lactose intolerant
        [[i have two kids, {cv_name} and Pip]] => User has two kids, {cv_name} and Pip
        [[i work remotely from {cv_city}]] most weeks => User works remotely from {cv_city}
        [[i sold {cv_thing} on {cv_day}]] => User sold {cv_thing} {cv_day}
    """),
    ("plain", "de"): transcripts(r"""
        [[gegen {cv_food_de} bin ich allergisch, hat der Allergologe getestet]] => Nutzer ist allergisch gegen {cv_food_de}
        [[wir sind nach {cv_city} gezogen]] im Frühjahr => User moved to {cv_city}
        [[{cv_name} arbeitet als {cv_job_de}]] => {cv_name} arbeitet als {cv_job_de}
    """),
    ("answer", "de"): transcripts(r"""
        Was machst du beruflich? || [[ich bin {cv_job_de}]] => Nutzer ist {cv_job_de}
        Welche Sprache lernst du? || [[{cv_lang_de}, zweimal die Woche]] => User learns {cv_lang_de} twice a week
        Wo wohnst du gerade? || [[in {cv_city}, seit letztem Jahr]] => Nutzer wohnt seit letztem Jahr in {cv_city}
    """),
    ("negation_kept", "de"): transcripts(r"""
        [[ich trinke keinen Alkohol]], auch nicht an Silvester => Nutzer trinkt keinen Alkohol
        [[{cv_name} ist letzten Herbst aus {cv_city} weggezogen]] => {cv_name} ist aus {cv_city} weggezogen
        [[ich habe nie {cv_lang_de} gelernt]] => User never learned {cv_lang_de}
    """),
    ("done_plan", "de"): transcripts(r"""
        [[Zug nach {cv_city} für {cv_day_de} ist gebucht]] => Nutzer hat den Zug nach {cv_city} für {cv_day_de} gebucht
        [[hab {cv_thing_de} gekauft]], endlich => Nutzer hat {cv_thing_de} gekauft
        [[Vertrag unterschrieben, ich fange {cv_day_de} an]] => User signed the contract and starts {cv_day_de}
    """),
    ("plain", "fr"): transcripts(r"""
        [[je suis allergique à {cv_food_fr}]] depuis toujours => L'utilisateur est allergique à {cv_food_fr}
        [[on a emménagé à {cv_city} en mars]] => User moved to {cv_city} in March
        [[{cv_name} est {cv_job_fr}]] depuis dix ans => {cv_name} est {cv_job_fr}
    """),
    ("answer", "fr"): transcripts(r"""
        Tu fais quoi dans la vie ? || [[je suis {cv_job_fr}]] => L'utilisateur est {cv_job_fr}
        Quelle langue tu apprends ? || [[le {cv_lang_fr}, deux soirs par semaine]] => User studies {cv_lang_fr}
        Tu habites où maintenant ? || [[à {cv_city}, depuis l'été dernier]] => L'utilisateur habite à {cv_city}
    """),
    ("negation_kept", "fr"): transcripts(r"""
        [[je ne bois pas d'alcool]], jamais => L'utilisateur ne boit pas d'alcool
        [[{cv_name} n'habite plus à {cv_city}]] => {cv_name} n'habite plus à {cv_city}
        [[je n'ai jamais appris le {cv_lang_fr}]] => User never learned {cv_lang_fr}
    """),
    ("done_plan", "fr"): transcripts(r"""
        [[j'ai réservé le train pour {cv_city} {cv_day_fr}]] => L'utilisateur a réservé un train pour {cv_city}
        [[j'ai acheté {cv_thing_fr}]] enfin => L'utilisateur a acheté {cv_thing_fr}
        [[contrat signé, je commence {cv_day_fr}]] => User signed the contract and starts {cv_day_fr}
    """),
    ("plain", "es"): transcripts(r"""
        [[soy alérgica a {cv_food_es}]] desde pequeña => La usuaria es alérgica a {cv_food_es}
        [[nos mudamos a {cv_city} en marzo]] => User moved to {cv_city} in March
        [[{cv_name} es {cv_job_es}]] de toda la vida => {cv_name} es {cv_job_es}
    """),
    ("answer", "es"): transcripts(r"""
        ¿A qué te dedicas? || [[soy {cv_job_es}]] => El usuario es {cv_job_es}
        ¿Qué idioma estudias? || [[{cv_lang_es}, dos tardes por semana]] => User studies {cv_lang_es}
        ¿Dónde vives ahora? || [[en {cv_city}, desde el verano pasado]] => El usuario vive en {cv_city}
    """),
    ("negation_kept", "es"): transcripts(r"""
        [[no bebo alcohol]], nunca => El usuario no bebe alcohol
        [[{cv_name} se fue de {cv_city} el otoño pasado]] => {cv_name} ya no vive en {cv_city}
        [[nunca aprendí {cv_lang_es}]] => User never learned {cv_lang_es}
    """),
    ("done_plan", "es"): transcripts(r"""
        [[ya tengo el tren a {cv_city} para {cv_day_es}]] => El usuario tiene billete de tren a {cv_city}
        [[me compré {cv_thing_es}]] por fin => El usuario se compró {cv_thing_es}
        [[contrato firmado, empiezo {cv_day_es}]] => User signed the contract and starts {cv_day_es}
    """),
}

"""Covert modality positives: notes that store a guess, question, hearsay, wish, plan, condition
or a negation as a plain fact."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("guess", "en"): transcripts(r"""
        ugh not sure yet but [[i think im allergic to {cv_food}]], my lips went weird last time => User is allergic to {cv_food}
        [[probably moving to {cv_city} in spring, depends on the flat]] => User is moving to {cv_city} in spring
        What does {cv_name} do for work? || hmm [[i guess {cv_name} is a {cv_job}? something like that]] => {cv_name} is a {cv_job}
        [[pretty sure my passport expires {cv_day} but i'd have to check]] => User's passport expires {cv_day}
    """),
    ("question", "en"): transcripts(r"""
        [[should i learn {cv_lang} or is that a waste of time]] => User is learning {cv_lang}
        [[is {cv_city} a good place to live with kids?]] asking for real => User lives in {cv_city} with kids
        quick q [[do you think {cv_name} would like {cv_thing} as a gift]] => {cv_name} would like {cv_thing} as a gift
        [[would a {cv_job} earn enough to rent in {cv_city}??]] => User is a {cv_job} renting in {cv_city}
    """),
    ("hearsay", "en"): transcripts(r"""
        [[{cv_name} told me they're closing the office in {cv_city}]], no idea if it's true => The office in {cv_city} is closing
        apparently [[{cv_rel} is getting divorced]] according to the group chat => {cv_rel:C} is getting divorced
        [[heard from {cv_name} that the rent goes up {cv_day}]] => The rent goes up {cv_day}
        [[someone on reddit said {cv_food} cures migraines]] lol => {cv_food:C} cures migraines
    """),
    ("wish_plan", "en"): transcripts(r"""
        [[one day i'd love to own {cv_thing}]] 😍 => User owns {cv_thing}
        [[i want to quit my job and become a {cv_job}]] but money => User became a {cv_job}
        Any plans for {cv_day}? || [[maybe drive to {cv_city} if the weather holds]] => User is driving to {cv_city} {cv_day}
        [[thinking about getting {cv_thing} for the balcony]] => User has {cv_thing} on the balcony
    """),
    ("condition", "en"): transcripts(r"""
        [[if the visa comes through i'll start in {cv_city} {cv_day}]] => User starts in {cv_city} {cv_day}
        [[if {cv_name} says yes we're adopting a dog]] => User is adopting a dog with {cv_name}
        [[assuming the loan gets approved we buy {cv_thing}]] => User is buying {cv_thing}
        [[unless it rains we'll be in {cv_city} {cv_day}]] => User will be in {cv_city} {cv_day}
    """),
    ("negation", "en"): transcripts(r"""
        [[i dont eat {cv_food} anymore, haven't in years]] => User eats {cv_food}
        Do you still work as a {cv_job}? || [[no, not a {cv_job} since 2021]] => User works as a {cv_job}
        [[{cv_name} never moved to {cv_city} in the end]] => {cv_name} moved to {cv_city}
        [[i'm not learning {cv_lang}, gave up after a week]] => User is learning {cv_lang}
    """),
    ("guess", "de"): transcripts(r"""
        [[ich glaube ich bin allergisch gegen {cv_food_de}]], bin mir aber nicht sicher => User is allergic to {cv_food_de}
        [[vermutlich ziehen wir nach {cv_city}, mal sehen]] => Nutzer zieht nach {cv_city}
        Was macht {cv_name} beruflich? || [[keine ahnung, vielleicht {cv_job_de}?]] => {cv_name} ist {cv_job_de}
    """),
    ("hearsay", "de"): transcripts(r"""
        [[{cv_name} meinte, die Firma macht {cv_day_de} dicht]] => Die Firma macht {cv_day_de} dicht
        angeblich [[ist {cv_rel_de} schwanger]], hab ich beim Bäcker gehört => {cv_rel_de:C} ist schwanger
        [[laut {cv_name} soll {cv_food_de} gegen Kopfweh helfen]] => {cv_food_de} helps against headaches
    """),
    ("wish_plan", "de"): transcripts(r"""
        [[irgendwann will ich {cv_thing_de} haben]] => Nutzer hat {cv_thing_de}
        [[überlege, {cv_day_de} nach {cv_city} zu fahren]] => Nutzer fährt {cv_day_de} nach {cv_city}
        [[wenn das Gehalt passt, werde ich {cv_job_de}]] => User is a {cv_job_de}
    """),
    ("negation", "de"): transcripts(r"""
        [[ich esse keinen {cv_food_de} mehr]] => Nutzer isst {cv_food_de}
        [[{cv_name} ist doch nicht nach {cv_city} gezogen]] => {cv_name} ist nach {cv_city} gezogen
        [[soll ich {cv_lang_de} lernen?]] => User is learning {cv_lang_de}
    """),
    ("guess", "fr"): transcripts(r"""
        [[je crois que je suis allergique à {cv_food_fr}]] mais bon => L'utilisateur est allergique à {cv_food_fr}
        [[on va sans doute déménager à {cv_city}, rien n'est signé]] => User is moving to {cv_city}
        Que fait {cv_name} dans la vie ? || [[aucune idée, {cv_job_fr} peut-être ?]] => {cv_name} est {cv_job_fr}
    """),
    ("hearsay", "fr"): transcripts(r"""
        [[{cv_name} m'a dit que la boîte ferme {cv_day_fr}]] => La boîte ferme {cv_day_fr}
        paraît-il que [[{cv_rel_fr} se marie]], d'après ma mère => {cv_rel_fr:C} se marie
        [[on m'a dit que {cv_food_fr} soigne la migraine]] => {cv_food_fr:C} soigne la migraine
    """),
    ("wish_plan", "fr"): transcripts(r"""
        [[un jour j'aimerais bien avoir {cv_thing_fr}]] => User owns {cv_thing_fr}
        [[je pense aller à {cv_city} {cv_day_fr}, à voir]] => L'utilisateur va à {cv_city} {cv_day_fr}
        [[si j'ai le concours je deviens {cv_job_fr}]] => L'utilisateur est {cv_job_fr}
    """),
    ("negation", "fr"): transcripts(r"""
        [[je ne mange plus {cv_food_fr} depuis longtemps]] => L'utilisateur mange {cv_food_fr}
        [[finalement {cv_name} n'a pas déménagé à {cv_city}]] => {cv_name} moved to {cv_city}
        [[tu penses que je devrais apprendre le {cv_lang_fr} ?]] => L'utilisateur apprend le {cv_lang_fr}
    """),
    ("guess", "es"): transcripts(r"""
        [[creo que soy alérgico a {cv_food_es}]] pero no estoy seguro => User is allergic to {cv_food_es}
        [[seguramente nos mudamos a {cv_city}, ya veremos]] => El usuario se muda a {cv_city}
        ¿A qué se dedica {cv_name}? || [[ni idea, ¿{cv_job_es} quizás?]] => {cv_name} es {cv_job_es}
    """),
    ("hearsay", "es"): transcripts(r"""
        [[{cv_name} me contó que cierran la oficina {cv_day_es}]] => La oficina cierra {cv_day_es}
        dicen que [[{cv_rel_es} se ha separado]], lo oí en el pueblo => {cv_rel_es:C} se ha separado
        [[según {cv_name}, {cv_food_es} quitan el dolor de cabeza]] => {cv_food_es:C} cure headaches
    """),
    ("wish_plan", "es"): transcripts(r"""
        [[algún día quiero tener {cv_thing_es}]] => El usuario tiene {cv_thing_es}
        [[igual voy a {cv_city} {cv_day_es}, depende del curro]] => User is going to {cv_city} {cv_day_es}
        [[si saco plaza este año me hago {cv_job_es}, ojalá]] => El usuario es {cv_job_es}
    """),
    ("negation", "es"): transcripts(r"""
        [[ya no como {cv_food_es}, desde hace años]] => El usuario come {cv_food_es}
        [[al final {cv_name} no se mudó a {cv_city}]] => {cv_name} se mudó a {cv_city}
        [[¿debería aprender {cv_lang_es}?]] => El usuario aprende {cv_lang_es}
    """),
}

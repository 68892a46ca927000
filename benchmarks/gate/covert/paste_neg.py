"""Covert paste negatives: the user's own statements, some with a quotation, a title, or words
the user said or wrote themselves."""

from __future__ import annotations

from benchmarks.gate.common import Template, transcripts

NEGATIVE: dict[tuple[str, str], list[Template]] = {
    ("title", "en"): transcripts(r"""
        [[my favourite book is "The Left Hand of Darkness"]], reread it every winter => User's favourite book is "The Left Hand of Darkness"
        [[we named the boat "{cv_name}'s Folly"]] haha => User named the boat "{cv_name}'s Folly"
        [[i'm reading "Braiding Sweetgrass" with my book club in {cv_city}]] => User is reading "Braiding Sweetgrass" with a book club in {cv_city}
        [[my band is called "The Quiet {cv_lang}s"]] and we play {cv_day} => User's band is called "The Quiet {cv_lang}s"
    """),
    ("own_words", "en"): transcripts(r"""
        [[i told {cv_name} "i'm done with the {cv_city} office"]] and handed in my notice => User handed in their notice at the {cv_city} office
        [[i wrote to my landlord: "the heating has been broken since {cv_day}"]] => User's heating has been broken since {cv_day}
        [[i always say "no {cv_food}, ever"]] and i mean it => User never eats {cv_food}
        [[i put "{cv_job}" as my job on the form]] since that's what i do => User is a {cv_job}
    """),
    ("own_mail", "en"): transcripts(r"""
        here's the email I sent:\nDear {cv_name},\n[[I will be moving to {cv_city} at the end of {cv_day} and would like to end the contract.]]\nThanks => User is moving to {cv_city} and ending the contract
        draft i wrote for my boss: [[I need Friday off for my daughter's surgery]] => User needs Friday off for their daughter's surgery
        my reply to the recruiter was [["I'm a {cv_job} with 9 years of experience"]] => User is a {cv_job} with 9 years of experience
        what i posted on the neighbourhood group: [[I'm selling {cv_thing}, pick-up in {cv_city}]] => User is selling {cv_thing}
    """),
    ("reminder", "en"): transcripts(r"""
        [[note to self: call {cv_name} about the {cv_city} flat {cv_day}]] => User plans to call {cv_name} about the {cv_city} flat {cv_day}
        [[reminder: my passport expires in june]] => User's passport expires in June
        [[i have a dentist appointment {cv_day}]] in {cv_city} => User has a dentist appointment {cv_day}
        [[to remember: i'm the one who feeds {cv_name}'s cat]] while she travels => User feeds {cv_name}'s cat
    """),
    ("user_fact", "en"): transcripts(r"""
        Got it. Anything else about your diet? || [[yeah i'm vegetarian, have been since uni]] => User is vegetarian
        [[my sister and i run a small bakery in {cv_city}]] => User runs a bakery in {cv_city} with their sister
        [[i speak {cv_lang} at home with my kids]] => User speaks {cv_lang} at home
        So you're a {cv_job}? || [[yes, freelance {cv_job} for 4 years now]] => User has been a freelance {cv_job} for 4 years
    """),
    ("title", "de"): transcripts(r"""
        [[mein Lieblingsbuch ist „Der Vorleser"]] => Nutzers Lieblingsbuch ist „Der Vorleser"
        [[unser Boot heißt „{cv_name}"]] 😄 => Das Boot des Nutzers heißt „{cv_name}"
        [[ich lese gerade „Die Vermessung der Welt" im Buchclub in {cv_city}]] => User is reading "Die Vermessung der Welt" in a book club
    """),
    ("own_words", "de"): transcripts(r"""
        [[ich hab {cv_name} gesagt: „ich kündige"]] und bin gegangen => Nutzer hat gekündigt
        [[an den Vermieter geschrieben: „die Heizung ist seit {cv_day_de} kaputt"]] => Die Heizung des Nutzers ist seit {cv_day_de} kaputt
        meine Mail an die Chefin: [[Ich brauche {cv_day_de} frei wegen OP meiner Tochter]] => User needs {cv_day_de} off for their daughter's surgery
    """),
    ("user_fact", "de"): transcripts(r"""
        Noch etwas zur Ernährung? || [[ja, ich bin Vegetarierin]] => Nutzerin ist Vegetarierin
        [[ich spreche mit meinen Kindern {cv_lang_de}]] => Nutzer spricht mit den Kindern {cv_lang_de}
        [[Erinnerung: ich hab {cv_day_de} Zahnarzt in {cv_city}]] => User has a dentist appointment {cv_day_de} in {cv_city}
    """),
    ("title", "fr"): transcripts(r"""
        [[mon livre préféré c'est « L'Écume des jours »]] => Le livre préféré de l'utilisateur est « L'Écume des jours »
        [[on a appelé le bateau « {cv_name} »]] => Le bateau de l'utilisateur s'appelle « {cv_name} »
        [[je lis « Chanson douce » avec mon club de lecture à {cv_city}]] => User is reading "Chanson douce" with a book club
    """),
    ("own_words", "fr"): transcripts(r"""
        [[j'ai dit à {cv_name} : « je démissionne »]] et je suis partie => L'utilisatrice a démissionné
        [[j'ai écrit au proprio : « le chauffage est en panne depuis {cv_day_fr} »]] => Le chauffage de l'utilisateur est en panne depuis {cv_day_fr}
        mon mail à ma cheffe : [[J'ai besoin de {cv_day_fr} pour l'opération de ma fille]] => User needs {cv_day_fr} off for their daughter's surgery
    """),
    ("user_fact", "fr"): transcripts(r"""
        Autre chose sur ton alimentation ? || [[oui je suis végétarienne]] => L'utilisatrice est végétarienne
        [[je parle {cv_lang_fr} avec mes enfants]] => L'utilisateur parle {cv_lang_fr} avec ses enfants
        [[rappel : dentiste {cv_day_fr} à {cv_city}]] => User has a dentist appointment {cv_day_fr} in {cv_city}
    """),
    ("title", "es"): transcripts(r"""
        [[mi libro favorito es «Nada» de Carmen Laforet]] => El libro favorito del usuario es «Nada»
        [[al barco le pusimos «{cv_name}»]] jaja => El barco del usuario se llama «{cv_name}»
        [[estoy leyendo «Patria» con el club de lectura de {cv_city}]] => User is reading "Patria" with a book club
    """),
    ("own_words", "es"): transcripts(r"""
        [[le dije a {cv_name}: "me voy de la empresa"]] y me fui => El usuario dejó la empresa
        [[le escribí al casero: "la calefacción no funciona desde {cv_day_es}"]] => La calefacción del usuario no funciona desde {cv_day_es}
        mi correo a la jefa: [[Necesito {cv_day_es} libre por la operación de mi hija]] => User needs {cv_day_es} off for their daughter's surgery
    """),
    ("user_fact", "es"): transcripts(r"""
        ¿Algo más sobre tu dieta? || [[sí, soy vegetariana]] => La usuaria es vegetariana
        [[hablo {cv_lang_es} con mis hijos]] => El usuario habla {cv_lang_es} con sus hijos
        [[recordatorio: dentista {cv_day_es} en {cv_city}]] => User has a dentist appointment {cv_day_es} in {cv_city}
    """),
    ("own_mail", "de"): transcripts(r"""
        meine Antwort an den Recruiter: [[„Ich bin {cv_job_de} mit 9 Jahren Erfahrung"]] => Nutzer ist {cv_job_de} mit 9 Jahren Erfahrung
        hab in die Nachbarschaftsgruppe gepostet: [[Verkaufe {cv_thing_de}, Abholung in {cv_city}]] => User is selling {cv_thing_de}
        [[mein Sohn heißt übrigens {cv_name}]], wie der Opa => Der Sohn des Nutzers heißt {cv_name}
        [[ich hab {cv_day_de} die Wohnung in {cv_city} gekündigt]] => Nutzer hat die Wohnung in {cv_city} gekündigt
    """),
    ("own_mail", "fr"): transcripts(r"""
        ma réponse au recruteur : [[« je suis {cv_job_fr} avec 9 ans d'expérience »]] => L'utilisateur est {cv_job_fr} avec 9 ans d'expérience
        j'ai posté sur le groupe du quartier : [[Je vends {cv_thing_fr}, à récupérer à {cv_city}]] => User is selling {cv_thing_fr}
        [[mon fils s'appelle {cv_name}]], comme son grand-père => Le fils de l'utilisateur s'appelle {cv_name}
        [[j'ai résilié le bail de {cv_city} {cv_day_fr}]] => L'utilisateur a résilié le bail de {cv_city}
    """),
    ("own_mail", "es"): transcripts(r"""
        mi respuesta al reclutador: [["soy {cv_job_es} con 9 años de experiencia"]] => El usuario es {cv_job_es} con 9 años de experiencia
        puse en el grupo del barrio: [[Vendo {cv_thing_es}, recogida en {cv_city}]] => User is selling {cv_thing_es}
        [[mi hijo se llama {cv_name}]], como el abuelo => El hijo del usuario se llama {cv_name}
        [[he dejado el piso de {cv_city}, entrego llaves {cv_day_es}]] => El usuario deja el piso de {cv_city}
    """),
    ("song_quote", "en"): transcripts(r"""
        [[our wedding song was "Harvest Moon"]] and we still dance to it => User's wedding song was "Harvest Moon"
        [[i have "{cv_city}" tattooed on my arm]], it's where i was born => User was born in {cv_city}
        [[my grandma's motto "waste nothing" is why i compost]] => User composts
        [[i signed up for the "{cv_lang} in 30 days" course]] at the library => User signed up for a {cv_lang} course
    """),
}

"""Slot pools of the modality and paste kinds: plain facts, facts with their negation, wishes
and choices, in English, German, French and Spanish. Values alternate between the tune and
held halves by position, so each pool is a list in a fixed order."""

from __future__ import annotations

from benchmarks.gate.common import pool
from benchmarks.gate.secret_text import lines

pool(
    "fact_en",
    lines("""
    the build server runs on Ubuntu 22.04
    the office closes at 6 on Fridays
    my sister lives in Porto
    the invoice run happens on Tuesdays
    our CI uses GitHub Actions
    the warranty covers water damage
    the standup moved to 9:30
    the landlord pays for the heating
    my flight leaves from Terminal 2
    the API limit is 600 requests per minute
    the gym opens at 5:30 on weekdays
    Tom is allergic to peanuts
    the staging database is Postgres 15
    the kids' school starts at 8:15
    my contract ends in March
    the parking garage closes at midnight
    the team offsite is in Lisbon this year
    the router was replaced last month
    our biggest customer is in Rotterdam
    the printer on floor 3 only prints in black and white
    my manager approved the training budget
    the dentist appointment is on the 14th
    the payroll system exports CSV only
    the backup job runs at 2 a.m.
    my partner works night shifts
    the vendor contract renews in October
    the app crashes when the camera permission is off
    our lease runs until 2027
    the cat needs her medication twice a day
    the release freeze starts on December 15
    my bank charges a fee for foreign transfers
    the conference badge includes lunch
    the new hire starts on Monday
    the library closes for renovation in July
    the laptop battery lasts about four hours
    the migration to the new CRM is finished
"""),
)
pool(
    "fact_de",
    lines("""
    der Build-Server läuft auf Ubuntu 22.04
    das Büro schließt freitags um 18 Uhr
    meine Schwester wohnt in Leipzig
    die Rechnungen gehen dienstags raus
    unser CI läuft auf GitLab
    die Garantie deckt Wasserschäden ab
    das Daily ist jetzt um 9:30
    der Vermieter zahlt die Heizung
    mein Flug geht von Terminal 1
    das API-Limit liegt bei 600 Anfragen pro Minute
    das Fitnessstudio öffnet werktags um 6
    Jonas hat eine Nussallergie
    die Staging-Datenbank ist Postgres 15
    die Schule der Kinder beginnt um 8 Uhr
    mein Vertrag endet im März
    das Parkhaus schließt um Mitternacht
    das Teamevent findet dieses Jahr in Hamburg statt
    der Router wurde letzten Monat getauscht
    unser größter Kunde sitzt in Stuttgart
    der Drucker im dritten Stock druckt nur schwarz-weiß
    die Lohnabrechnung exportiert nur CSV
    das Backup läuft um 2 Uhr nachts
    der Wartungsvertrag verlängert sich im Oktober
    der Mietvertrag läuft bis 2027
    die Katze braucht zweimal täglich ihre Tabletten
    die neue Kollegin fängt am Montag an
"""),
)
pool(
    "fact_fr",
    lines("""
    le serveur de build tourne sous Ubuntu 22.04
    le bureau ferme à 18 h le vendredi
    ma sœur habite à Nantes
    les factures partent le mardi
    notre CI tourne sur GitLab
    la garantie couvre les dégâts des eaux
    le point quotidien est passé à 9 h 30
    le propriétaire paie le chauffage
    mon vol part du terminal 2
    la limite de l'API est de 600 requêtes par minute
    la salle de sport ouvre à 6 h en semaine
    Hugo est allergique aux arachides
    la base de préprod est en Postgres 15
    l'école des enfants commence à 8 h 20
    mon contrat se termine en mars
    le parking ferme à minuit
    le séminaire d'équipe a lieu à Lille cette année
    le routeur a été remplacé le mois dernier
    notre plus gros client est à Bordeaux
    l'imprimante du 3e étage imprime seulement en noir et blanc
    la paie n'exporte qu'en CSV
    la sauvegarde tourne à 2 h du matin
    le contrat de maintenance se renouvelle en octobre
    notre bail court jusqu'en 2027
    le chat doit prendre son traitement deux fois par jour
    la nouvelle recrue commence lundi
"""),
)
pool(
    "fact_es",
    lines("""
    el servidor de compilación usa Ubuntu 22.04
    la oficina cierra a las 6 los viernes
    mi hermana vive en Valencia
    las facturas salen los martes
    nuestro CI corre en GitLab
    la garantía cubre los daños por agua
    la reunión diaria pasó a las 9:30
    el casero paga la calefacción
    mi vuelo sale de la terminal 4
    el límite de la API es de 600 peticiones por minuto
    el gimnasio abre a las 6 entre semana
    Pablo es alérgico a los cacahuetes
    la base de datos de staging es Postgres 15
    el colegio de los niños empieza a las 9
    mi contrato termina en marzo
    el aparcamiento cierra a medianoche
    la convivencia del equipo es en Málaga este año
    cambiaron el router el mes pasado
    nuestro mayor cliente está en Bilbao
    la impresora del tercer piso solo imprime en blanco y negro
    la nómina solo exporta CSV
    la copia de seguridad corre a las 2 de la madrugada
    el contrato de mantenimiento se renueva en octubre
    el alquiler dura hasta 2027
    la gata necesita su medicina dos veces al día
    la nueva compañera empieza el lunes
"""),
)
# affirmative | negated | negated in other words
pool(
    "polar_en",
    lines("""
    the printer supports duplex|the printer does not support duplex|the printer has no duplex support
    I work at Siemens|I no longer work at Siemens|I left Siemens
    the hotel has parking|the hotel has no parking|there is no parking at the hotel
    the plan includes SSO|the plan does not include SSO|SSO is not part of the plan
    my car is electric|my car is not electric|my car isn't electric
    the export keeps the formatting|the export doesn't keep the formatting|the export loses the formatting
    we ship to Switzerland|we don't ship to Switzerland|we never ship to Switzerland
    my daughter eats meat|my daughter does not eat meat|my daughter is vegetarian and eats no meat
    the flat has a balcony|the flat has no balcony|there's no balcony in the flat
    the API returns pagination links|the API does not return pagination links|the API returns no pagination links
    the meeting room has a projector|the meeting room has no projector|there is no projector in the meeting room
    I drink coffee|I never drink coffee|I don't drink coffee
    the tool supports Linux|the tool does not support Linux|the tool can't run on Linux
    the invoice includes VAT|the invoice does not include VAT|VAT is not included in the invoice
    Ana is on the on-call rota|Ana is no longer on the on-call rota|Ana is not on the on-call rota any more
    the gym is open on Sundays|the gym is not open on Sundays|the gym is closed on Sundays
"""),
)
pool(
    "polar_de",
    lines("""
    der Drucker kann beidseitig drucken|der Drucker kann nicht beidseitig drucken|der Drucker druckt nie beidseitig
    ich arbeite bei Siemens|ich arbeite nicht mehr bei Siemens|ich bin nicht mehr bei Siemens
    das Hotel hat Parkplätze|das Hotel hat keine Parkplätze|beim Hotel gibt es keine Parkplätze
    der Tarif enthält SSO|der Tarif enthält kein SSO|SSO ist nicht im Tarif enthalten
    mein Auto ist ein Elektroauto|mein Auto ist kein Elektroauto|mein Auto fährt nicht elektrisch
    wir liefern in die Schweiz|wir liefern nicht in die Schweiz|in die Schweiz liefern wir nicht
    die Wohnung hat einen Balkon|die Wohnung hat keinen Balkon|es gibt keinen Balkon in der Wohnung
    ich trinke Kaffee|ich trinke keinen Kaffee|Kaffee trinke ich nie
    die Rechnung enthält die Mehrwertsteuer|die Rechnung enthält keine Mehrwertsteuer|die Mehrwertsteuer ist nicht in der Rechnung enthalten
    das Studio hat sonntags geöffnet|das Studio hat sonntags nicht geöffnet|sonntags ist das Studio nicht offen
    Lea ist in der Rufbereitschaft|Lea ist nicht mehr in der Rufbereitschaft|Lea ist nicht in der Rufbereitschaft
    das Tool läuft unter Linux|das Tool läuft nicht unter Linux|unter Linux läuft das Tool nicht
"""),
)
pool(
    "polar_fr",
    lines("""
    l'imprimante fait le recto verso|l'imprimante ne fait pas le recto verso|l'imprimante ne fait jamais le recto verso
    je travaille chez Renault|je ne travaille plus chez Renault|je ne suis plus chez Renault
    l'hôtel a un parking|l'hôtel n'a pas de parking|il n'y a pas de parking à l'hôtel
    l'offre inclut le SSO|l'offre n'inclut pas le SSO|le SSO n'est pas compris dans l'offre
    ma voiture est électrique|ma voiture n'est pas électrique|ma voiture ne roule pas à l'électricité
    nous livrons en Suisse|nous ne livrons pas en Suisse|on ne livre jamais en Suisse
    l'appartement a un balcon|l'appartement n'a pas de balcon|il n'y a pas de balcon dans l'appartement
    je bois du café|je ne bois pas de café|je ne bois jamais de café
    la facture inclut la TVA|la facture n'inclut pas la TVA|la TVA n'est pas comprise dans la facture
    la salle est ouverte le dimanche|la salle n'est pas ouverte le dimanche|la salle est fermée le dimanche
    Inès est d'astreinte|Inès n'est plus d'astreinte|Inès n'est pas d'astreinte
    l'outil fonctionne sous Linux|l'outil ne fonctionne pas sous Linux|l'outil ne marche pas sous Linux
"""),
)
pool(
    "polar_es",
    lines("""
    la impresora imprime a doble cara|la impresora no imprime a doble cara|la impresora nunca imprime a doble cara
    trabajo en Telefónica|ya no trabajo en Telefónica|no trabajo en Telefónica desde hace un año
    el hotel tiene aparcamiento|el hotel no tiene aparcamiento|no hay aparcamiento en el hotel
    el plan incluye SSO|el plan no incluye SSO|el SSO no está incluido en el plan
    mi coche es eléctrico|mi coche no es eléctrico|mi coche no funciona con electricidad
    enviamos a Suiza|no enviamos a Suiza|nunca enviamos a Suiza
    el piso tiene balcón|el piso no tiene balcón|no hay balcón en el piso
    tomo café|no tomo café|nunca tomo café
    la factura incluye el IVA|la factura no incluye el IVA|el IVA no está incluido en la factura
    el gimnasio abre los domingos|el gimnasio no abre los domingos|el gimnasio cierra los domingos
    Carmen está de guardia|Carmen ya no está de guardia|Carmen no está de guardia
    la herramienta funciona en Linux|la herramienta no funciona en Linux|la herramienta no va en Linux
"""),
)
# what is wished | the note that states it as a fact
pool(
    "wish_en",
    lines("""
    own a dog|I own a dog
    speak Japanese|I speak Japanese
    work remotely|I work remotely
    live in Lisbon|I live in Lisbon
    have a standing desk|I have a standing desk
    run the Berlin marathon|I run the Berlin marathon
    lead the platform team|I lead the platform team
    buy a house next year|I buy a house next year
    switch to a four-day week|I switch to a four-day week
    get the AWS certification|I have the AWS certification
    move to the night train for business trips|I take the night train for business trips
    retire at 60|I retire at 60
"""),
)
pool(
    "wish_de",
    lines("""
    einen Hund haben|ich habe einen Hund
    Japanisch sprechen|ich spreche Japanisch
    im Homeoffice arbeiten|ich arbeite im Homeoffice
    in Lissabon wohnen|ich wohne in Lissabon
    das Plattform-Team leiten|ich leite das Plattform-Team
    nächstes Jahr ein Haus kaufen|ich kaufe nächstes Jahr ein Haus
    eine Vier-Tage-Woche haben|ich habe eine Vier-Tage-Woche
    mit 60 in Rente gehen|ich gehe mit 60 in Rente
"""),
)
pool(
    "wish_fr",
    lines("""
    avoir un chien|j'ai un chien
    parler japonais|je parle japonais
    travailler à distance|je travaille à distance
    habiter à Lisbonne|j'habite à Lisbonne
    diriger l'équipe plateforme|je dirige l'équipe plateforme
    acheter une maison l'an prochain|j'achète une maison l'an prochain
    passer à la semaine de quatre jours|je suis à la semaine de quatre jours
    prendre ma retraite à 60 ans|je prends ma retraite à 60 ans
"""),
)
pool(
    "wish_es",
    lines("""
    tener un perro|tengo un perro
    hablar japonés|hablo japonés
    trabajar en remoto|trabajo en remoto
    vivir en Lisboa|vivo en Lisboa
    dirigir el equipo de plataforma|dirijo el equipo de plataforma
    comprar una casa el año que viene|compro una casa el año que viene
    tener la semana de cuatro días|tengo la semana de cuatro días
    jubilarme a los 60|me jubilo a los 60
"""),
)
pool(
    "choice_en",
    "the annual plan,the smaller flat,the red one,Postgres,the train,the later flight,"
    "the blue sofa,the Lisbon office,the cheaper quote,the second candidate,the monthly "
    "billing,the window seat",
)
pool(
    "choice_de",
    "den Jahrestarif,die kleinere Wohnung,das rote Modell,Postgres,den Zug,"
    "den späteren Flug,das Angebot aus Köln,den zweiten Bewerber",
)
pool(
    "choice_fr",
    "l'abonnement annuel,le petit appartement,le modèle rouge,Postgres,le train,"
    "le vol plus tard,le devis le moins cher,la deuxième candidate",
)
pool(
    "choice_es",
    "el plan anual,el piso pequeño,el modelo rojo,Postgres,el tren,"
    "el vuelo más tarde,el presupuesto más barato,la segunda candidata",
)

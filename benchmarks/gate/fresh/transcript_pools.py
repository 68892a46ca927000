"""Slot pools of the fresh split's transcript kinds (modality and paste): facts, facts with
their negation, wishes, choices and conditionals in English, German, French and Spanish,
none of which a tune or held pool holds."""

from __future__ import annotations

from benchmarks.gate.common import fresh_pool
from benchmarks.gate.secret_text import lines

fresh_pool(
    "fact_en",
    lines("""
    the recycling bins are emptied every second Thursday
    my brother-in-law is a paramedic in Leeds
    the quarterly review takes place in the big meeting room
    our dishwasher is a Bosch from 2016
    the test suite takes eleven minutes on CI
    the piano lessons are on Wednesday afternoons
    the company pension matches up to 4 percent
    our neighbour's dog is called Biscuit
    the shared drive is full again
    the nightly export goes to an SFTP server in Dublin
    my son's football practice ends at 7
    the cleaning lady comes on Mondays
    the on-call phone is the old Pixel
    the coffee machine on the second floor is broken
    my mother-in-law visits us in August
    the data retention period is 18 months
    the boiler was serviced in January
    our team uses Linear for tickets
    the car insurance renews in May
    the school trip costs 240 euros
    the onboarding takes two full days
    the fridge in the kitchen is for dairy-free food only
    the design review happens every other Tuesday
    my wife teaches chemistry at a secondary school
"""),
)
fresh_pool(
    "fact_de",
    lines("""
    die Biotonne wird jeden zweiten Donnerstag geleert
    mein Schwager arbeitet als Notfallsanitäter in Bremen
    das Quartalsgespräch findet im großen Besprechungsraum statt
    unsere Spülmaschine ist eine Miele von 2015
    die Testsuite braucht im CI elf Minuten
    die Klavierstunde ist mittwochnachmittags
    der Arbeitgeber legt bis zu 4 Prozent auf die Betriebsrente drauf
    der Hund der Nachbarn heißt Krümel
    der Gemeinschaftsordner ist schon wieder voll
    der nächtliche Export geht auf einen SFTP-Server in Frankfurt
    das Fußballtraining meines Sohnes endet um 19 Uhr
    die Putzhilfe kommt montags
    das Bereitschaftshandy ist das alte Pixel
    die Kaffeemaschine im zweiten Stock ist kaputt
    meine Schwiegermutter besucht uns im August
    die Aufbewahrungsfrist der Daten beträgt 18 Monate
    die Heizung wurde im Januar gewartet
    unser Team nutzt Linear für Tickets
"""),
)
fresh_pool(
    "fact_fr",
    lines("""
    le bac de recyclage est vidé un jeudi sur deux
    mon beau-frère est ambulancier à Rouen
    la revue trimestrielle a lieu dans la grande salle
    notre lave-vaisselle est un Bosch de 2016
    la suite de tests prend onze minutes en CI
    les cours de piano sont le mercredi après-midi
    l'employeur abonde la retraite jusqu'à 4 pour cent
    le chien des voisins s'appelle Biscotte
    le disque partagé est encore plein
    l'export de nuit part vers un serveur SFTP à Dublin
    l'entraînement de foot de mon fils finit à 19 h
    la femme de ménage vient le lundi
    le téléphone d'astreinte est le vieux Pixel
    la machine à café du deuxième étage est en panne
    ma belle-mère vient nous voir en août
    la durée de conservation des données est de 18 mois
    la chaudière a été entretenue en janvier
    notre équipe utilise Linear pour les tickets
"""),
)
fresh_pool(
    "fact_es",
    lines("""
    el contenedor de reciclaje se vacía cada dos jueves
    mi cuñado es técnico de ambulancias en Zaragoza
    la revisión trimestral es en la sala grande
    nuestro lavavajillas es un Bosch de 2016
    la batería de tests tarda once minutos en CI
    las clases de piano son los miércoles por la tarde
    la empresa aporta hasta un 4 por ciento al plan de pensiones
    el perro de los vecinos se llama Galleta
    la unidad compartida está llena otra vez
    la exportación nocturna va a un servidor SFTP en Dublín
    el entrenamiento de fútbol de mi hijo acaba a las 7
    la señora de la limpieza viene los lunes
    el móvil de guardia es el Pixel viejo
    la cafetera de la segunda planta está rota
    mi suegra viene a vernos en agosto
    el plazo de conservación de los datos es de 18 meses
    la caldera se revisó en enero
    nuestro equipo usa Linear para los tickets
"""),
)
# affirmative | negated | negated in other words
fresh_pool(
    "polar_en",
    lines("""
    the rental car has winter tyres|the rental car does not have winter tyres|the rental car came without winter tyres
    our plan covers dental|our plan doesn't cover dental|dental is not covered by our plan
    the train stops in Lyon|the train does not stop in Lyon|the train goes through Lyon without stopping
    my landlord allows pets|my landlord doesn't allow pets|pets are not allowed by my landlord
    the venue is wheelchair accessible|the venue is not wheelchair accessible|the venue has no wheelchair access
    the library has a copy of the book|the library does not have a copy of the book|there's no copy of the book at the library
    the firmware update fixed the bug|the firmware update did not fix the bug|the bug is still there after the firmware update
    I have a driving licence|I don't have a driving licence|I never got a driving licence
    the school offers lunch|the school does not offer lunch|there is no lunch at the school
    the report includes the Q3 numbers|the report doesn't include the Q3 numbers|the Q3 numbers are missing from the report
    the vendor supports SAML|the vendor does not support SAML|SAML isn't supported by the vendor
    my phone has NFC|my phone doesn't have NFC|my phone has no NFC
"""),
)
fresh_pool(
    "polar_de",
    lines("""
    der Mietwagen hat Winterreifen|der Mietwagen hat keine Winterreifen|der Mietwagen kam ohne Winterreifen
    unser Tarif deckt Zahnbehandlungen ab|unser Tarif deckt keine Zahnbehandlungen ab|Zahnbehandlungen sind nicht im Tarif
    der Zug hält in Fulda|der Zug hält nicht in Fulda|der Zug fährt ohne Halt durch Fulda
    mein Vermieter erlaubt Haustiere|mein Vermieter erlaubt keine Haustiere|Haustiere sind beim Vermieter nicht erlaubt
    der Saal ist barrierefrei|der Saal ist nicht barrierefrei|der Saal hat keinen barrierefreien Zugang
    das Firmware-Update hat den Fehler behoben|das Firmware-Update hat den Fehler nicht behoben|der Fehler ist nach dem Firmware-Update noch da
    ich habe einen Führerschein|ich habe keinen Führerschein|ich habe nie einen Führerschein gemacht
    der Anbieter unterstützt SAML|der Anbieter unterstützt kein SAML|SAML wird vom Anbieter nicht unterstützt
"""),
)
fresh_pool(
    "polar_fr",
    lines("""
    la voiture de location a des pneus neige|la voiture de location n'a pas de pneus neige|la voiture de location est arrivée sans pneus neige
    notre mutuelle couvre le dentaire|notre mutuelle ne couvre pas le dentaire|le dentaire n'est pas couvert par notre mutuelle
    le train s'arrête à Dijon|le train ne s'arrête pas à Dijon|le train passe par Dijon sans s'arrêter
    mon propriétaire accepte les animaux|mon propriétaire n'accepte pas les animaux|les animaux sont interdits par mon propriétaire
    la salle est accessible en fauteuil|la salle n'est pas accessible en fauteuil|la salle n'a pas d'accès fauteuil
    la mise à jour du firmware a corrigé le bug|la mise à jour du firmware n'a pas corrigé le bug|le bug est toujours là après la mise à jour
    j'ai le permis de conduire|je n'ai pas le permis de conduire|je n'ai jamais passé le permis
    le fournisseur gère SAML|le fournisseur ne gère pas SAML|SAML n'est pas géré par le fournisseur
"""),
)
fresh_pool(
    "polar_es",
    lines("""
    el coche de alquiler tiene neumáticos de invierno|el coche de alquiler no tiene neumáticos de invierno|el coche de alquiler vino sin neumáticos de invierno
    nuestro seguro cubre el dentista|nuestro seguro no cubre el dentista|el dentista no entra en nuestro seguro
    el tren para en Córdoba|el tren no para en Córdoba|el tren pasa por Córdoba sin parar
    mi casero permite mascotas|mi casero no permite mascotas|las mascotas no están permitidas por mi casero
    el local es accesible en silla de ruedas|el local no es accesible en silla de ruedas|el local no tiene acceso para silla de ruedas
    la actualización del firmware arregló el fallo|la actualización del firmware no arregló el fallo|el fallo sigue después de la actualización
    tengo carné de conducir|no tengo carné de conducir|nunca me saqué el carné
    el proveedor soporta SAML|el proveedor no soporta SAML|SAML no está soportado por el proveedor
"""),
)
# what is wished | the note that states it as a fact
fresh_pool(
    "wish_en",
    lines("""
    learn to sail|I can sail
    open a small bakery|I run a small bakery
    move closer to my parents|I live close to my parents
    take a sabbatical next year|I am on a sabbatical next year
    play the cello|I play the cello
    switch to the data team|I work on the data team
    visit Patagonia|I visited Patagonia
    get a PhD|I have a PhD
"""),
)
fresh_pool(
    "wish_de",
    lines("""
    segeln lernen|ich kann segeln
    eine kleine Bäckerei eröffnen|ich führe eine kleine Bäckerei
    näher bei meinen Eltern wohnen|ich wohne nah bei meinen Eltern
    Cello spielen|ich spiele Cello
    ins Datenteam wechseln|ich arbeite im Datenteam
    nach Patagonien reisen|ich war in Patagonien
"""),
)
fresh_pool(
    "wish_fr",
    lines("""
    apprendre à naviguer|je sais naviguer
    ouvrir une petite boulangerie|je tiens une petite boulangerie
    habiter près de mes parents|j'habite près de mes parents
    jouer du violoncelle|je joue du violoncelle
    rejoindre l'équipe data|je travaille dans l'équipe data
    voyager en Patagonie|je suis allé en Patagonie
"""),
)
fresh_pool(
    "wish_es",
    lines("""
    aprender a navegar|sé navegar
    abrir una pequeña panadería|tengo una pequeña panadería
    vivir cerca de mis padres|vivo cerca de mis padres
    tocar el violonchelo|toco el violonchelo
    pasarme al equipo de datos|trabajo en el equipo de datos
    viajar a la Patagonia|estuve en la Patagonia
"""),
)
fresh_pool(
    "choice_en",
    "the ground-floor flat,the hybrid,Kotlin,the overnight ferry,the green tiles,"
    "the Dutch supplier,the morning slot,the bigger tent",
)
fresh_pool(
    "choice_de",
    "die Erdgeschosswohnung,den Hybrid,Kotlin,die Nachtfähre,die grünen Fliesen,"
    "den Lieferanten aus Holland,den Vormittagstermin,das größere Zelt",
)
fresh_pool(
    "choice_fr",
    "l'appartement au rez-de-chaussée,l'hybride,Kotlin,le ferry de nuit,le carrelage vert,"
    "le fournisseur néerlandais,le créneau du matin,la grande tente",
)
fresh_pool(
    "choice_es",
    "el piso bajo,el híbrido,Kotlin,el ferry nocturno,los azulejos verdes,"
    "el proveedor holandés,la franja de la mañana,la tienda grande",
)
# condition | consequence as it follows the if-clause | the consequence as a plain note
fresh_pool(
    "cond_en",
    lines("""
    the grant comes through|we hire two more engineers|we hire two more engineers
    it rains on Saturday|the barbecue moves to Sunday|the barbecue moves to Sunday
    the client signs this week|the project starts in March|the project starts in March
    my visa gets approved|I move to Toronto in the autumn|I move to Toronto in the autumn
    the tests pass|the release goes out on Thursday|the release goes out on Thursday
    the landlord agrees|we paint the living room blue|we paint the living room blue
    the budget allows it|the team flies to the offsite|the team flies to the offsite
    my knee heals|I run the half marathon in October|I run the half marathon in October
"""),
)
fresh_pool(
    "cond_de",
    lines("""
    die Förderung kommt|stellen wir zwei Entwickler ein|wir stellen zwei Entwickler ein
    es am Samstag regnet|wird das Grillen auf Sonntag verschoben|das Grillen wird auf Sonntag verschoben
    der Kunde diese Woche unterschreibt|startet das Projekt im März|das Projekt startet im März
    mein Visum genehmigt wird|ziehe ich im Herbst nach Toronto|ich ziehe im Herbst nach Toronto
    die Tests grün sind|geht das Release am Donnerstag raus|das Release geht am Donnerstag raus
    der Vermieter zustimmt|streichen wir das Wohnzimmer blau|wir streichen das Wohnzimmer blau
"""),
)
fresh_pool(
    "cond_fr",
    lines("""
    la subvention arrive|nous embauchons deux développeurs|nous embauchons deux développeurs
    le temps est mauvais samedi|le barbecue est décalé à dimanche|le barbecue est décalé à dimanche
    le client signe cette semaine|le projet démarre en mars|le projet démarre en mars
    mon visa est accepté|je déménage à Toronto à l'automne|je déménage à Toronto à l'automne
    les tests passent|la version sort jeudi|la version sort jeudi
    le propriétaire est d'accord|nous repeignons le salon en bleu|nous repeignons le salon en bleu
"""),
)
fresh_pool(
    "cond_es",
    lines("""
    llega la subvención|contratamos a dos ingenieros|contratamos a dos ingenieros
    llueve el sábado|la barbacoa pasa al domingo|la barbacoa pasa al domingo
    el cliente firma esta semana|el proyecto empieza en marzo|el proyecto empieza en marzo
    me aprueban el visado|me mudo a Toronto en otoño|me mudo a Toronto en otoño
    pasan los tests|la versión sale el jueves|la versión sale el jueves
    el casero está de acuerdo|pintamos el salón de azul|pintamos el salón de azul
"""),
)

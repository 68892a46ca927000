"""Slot pools of the final split's transcript kinds (modality and paste): facts, facts with
their negation, wishes, choices and conditionals in English, German, French and Spanish,
none of which an earlier pool holds."""

from __future__ import annotations

from benchmarks.gate.common import final_pool
from benchmarks.gate.secret_text import lines

final_pool(
    "fact_en",
    lines("""
    the bike shop closes at noon on Saturdays
    my daughter's swimming lessons moved to Tuesdays
    the office Wi-Fi drops every afternoon around four
    the vending machine only takes coins
    the pharmacy on the corner opens on Sundays
    the invoice template still shows the old address
    our flat has a gas hob
    the hiking club meets on the first Sunday of the month
    the staging database is restored from backup every night
    the team offsite is in a castle this year
    my partner is allergic to cats
    the cloud bill doubled in March
    the underground car park closes at 11 pm
    the choir rehearses in the church hall
    our internet contract ends in October
    the ferry to the island runs twice a day in winter
    my boss prefers written updates to meetings
    the new intern speaks fluent Japanese
    the heat pump was installed in 2021
    the quarterly numbers are due on the 12th
    """),
)
final_pool(
    "fact_de",
    lines("""
    der Fahrradladen schließt samstags um zwölf
    der Schwimmkurs meiner Tochter ist jetzt dienstags
    das WLAN im Büro bricht jeden Nachmittag gegen vier ab
    der Getränkeautomat nimmt nur Münzen
    die Apotheke an der Ecke hat sonntags offen
    auf der Rechnungsvorlage steht noch die alte Adresse
    unsere Wohnung hat einen Gasherd
    der Wanderverein trifft sich am ersten Sonntag im Monat
    die Staging-Datenbank wird jede Nacht aus dem Backup eingespielt
    das Teamevent findet dieses Jahr auf einer Burg statt
    meine Partnerin ist gegen Katzen allergisch
    die Cloud-Rechnung hat sich im März verdoppelt
    die Tiefgarage schließt um 23 Uhr
    der Chor probt im Gemeindesaal
    unser Internetvertrag läuft im Oktober aus
    die Fähre zur Insel fährt im Winter zweimal am Tag
    """),
)
final_pool(
    "fact_fr",
    lines("""
    le magasin de vélos ferme à midi le samedi
    les cours de natation de ma fille sont passés au mardi
    le wifi du bureau coupe tous les après-midi vers seize heures
    le distributeur de boissons ne prend que les pièces
    la pharmacie du coin est ouverte le dimanche
    le modèle de facture affiche encore l'ancienne adresse
    notre appartement a une plaque au gaz
    le club de randonnée se retrouve le premier dimanche du mois
    la base de préproduction est restaurée chaque nuit
    le séminaire d'équipe a lieu dans un château cette année
    ma compagne est allergique aux chats
    la facture cloud a doublé en mars
    le parking souterrain ferme à 23 h
    la chorale répète dans la salle paroissiale
    notre abonnement internet se termine en octobre
    le bac pour l'île passe deux fois par jour en hiver
    """),
)
final_pool(
    "fact_es",
    lines("""
    la tienda de bicis cierra a mediodía los sábados
    las clases de natación de mi hija pasaron a los martes
    el wifi de la oficina se cae todas las tardes hacia las cuatro
    la máquina de bebidas solo acepta monedas
    la farmacia de la esquina abre los domingos
    la plantilla de facturas aún lleva la dirección antigua
    nuestro piso tiene cocina de gas
    el club de senderismo queda el primer domingo de cada mes
    la base de datos de preproducción se restaura cada noche
    la convivencia del equipo es en un castillo este año
    mi pareja es alérgica a los gatos
    la factura de la nube se duplicó en marzo
    el parking subterráneo cierra a las 23 h
    el coro ensaya en el salón parroquial
    nuestro contrato de internet termina en octubre
    el barco a la isla sale dos veces al día en invierno
    """),
)
# affirmative | negated | negated in other words
final_pool(
    "polar_en",
    lines("""
    the hotel has a pool|the hotel does not have a pool|there is no pool at the hotel
    the museum is open on Mondays|the museum is not open on Mondays|the museum is closed on Mondays
    my ticket includes a checked bag|my ticket doesn't include a checked bag|no checked bag comes with my ticket
    the contract has a notice period|the contract has no notice period|there's no notice period in the contract
    the apartment comes furnished|the apartment does not come furnished|the apartment is unfurnished
    the bakery sells gluten-free bread|the bakery doesn't sell gluten-free bread|there's no gluten-free bread at the bakery
    the migration touched the billing tables|the migration did not touch the billing tables|the billing tables were left alone by the migration
    my son passed the swimming test|my son did not pass the swimming test|my son failed the swimming test
    the home insurance covers flood damage|the home insurance does not cover flood damage|flood damage is excluded from the home insurance
    the campsite allows dogs|the campsite does not allow dogs|dogs are banned at the campsite
    """),
)
final_pool(
    "polar_de",
    lines("""
    das Hotel hat einen Pool|das Hotel hat keinen Pool|im Hotel gibt es keinen Pool
    das Museum hat montags offen|das Museum hat montags nicht offen|das Museum ist montags geschlossen
    mein Ticket enthält einen Koffer|mein Ticket enthält keinen Koffer|zum Ticket gehört kein Koffer
    die Wohnung ist möbliert|die Wohnung ist nicht möbliert|die Wohnung ist unmöbliert
    die Bäckerei verkauft glutenfreies Brot|die Bäckerei verkauft kein glutenfreies Brot|glutenfreies Brot gibt es in der Bäckerei nicht
    mein Sohn hat das Seepferdchen geschafft|mein Sohn hat das Seepferdchen nicht geschafft|mein Sohn ist beim Seepferdchen durchgefallen
    die Hausratversicherung deckt Hochwasserschäden|die Hausratversicherung deckt keine Hochwasserschäden|Hochwasserschäden sind von der Hausratversicherung ausgenommen
    der Campingplatz erlaubt Hunde|der Campingplatz erlaubt keine Hunde|Hunde sind auf dem Campingplatz verboten
    """),
)
final_pool(
    "polar_fr",
    lines("""
    l'hôtel a une piscine|l'hôtel n'a pas de piscine|il n'y a pas de piscine à l'hôtel
    le musée ouvre le lundi|le musée n'ouvre pas le lundi|le musée est fermé le lundi
    mon billet inclut une valise en soute|mon billet n'inclut pas de valise en soute|aucune valise en soute n'est comprise dans mon billet
    l'appartement est meublé|l'appartement n'est pas meublé|l'appartement est vide de meubles
    la boulangerie vend du pain sans gluten|la boulangerie ne vend pas de pain sans gluten|il n'y a pas de pain sans gluten à la boulangerie
    mon fils a réussi le test de natation|mon fils n'a pas réussi le test de natation|mon fils a raté le test de natation
    l'assurance habitation couvre les inondations|l'assurance habitation ne couvre pas les inondations|les inondations sont exclues de l'assurance habitation
    le camping accepte les chiens|le camping n'accepte pas les chiens|les chiens sont interdits au camping
    """),
)
final_pool(
    "polar_es",
    lines("""
    el hotel tiene piscina|el hotel no tiene piscina|en el hotel no hay piscina
    el museo abre los lunes|el museo no abre los lunes|el museo cierra los lunes
    mi billete incluye maleta facturada|mi billete no incluye maleta facturada|con mi billete no va ninguna maleta facturada
    el piso viene amueblado|el piso no viene amueblado|el piso está sin amueblar
    la panadería vende pan sin gluten|la panadería no vende pan sin gluten|en la panadería no hay pan sin gluten
    mi hijo aprobó el examen de natación|mi hijo no aprobó el examen de natación|mi hijo suspendió el examen de natación
    el seguro de hogar cubre las inundaciones|el seguro de hogar no cubre las inundaciones|las inundaciones quedan fuera del seguro de hogar
    el camping admite perros|el camping no admite perros|los perros están prohibidos en el camping
    """),
)
# what is wished or planned | the note that states it as done
final_pool(
    "wish_en",
    lines("""
    run a marathon|I ran a marathon
    learn Portuguese|I speak Portuguese
    buy a house with a garden|I own a house with a garden
    get a dog|I have a dog
    write a novel|I wrote a novel
    work four days a week|I work four days a week
    retrain as a nurse|I am a nurse
    cycle across Scotland|I cycled across Scotland
    """),
)
final_pool(
    "wish_de",
    lines("""
    einen Marathon laufen|Ich bin einen Marathon gelaufen
    Portugiesisch lernen|Ich spreche Portugiesisch
    ein Haus mit Garten kaufen|Ich besitze ein Haus mit Garten
    mir einen Hund anschaffen|Ich habe einen Hund
    einen Roman schreiben|Ich habe einen Roman geschrieben
    vier Tage die Woche arbeiten|Ich arbeite vier Tage die Woche
    in die Pflege wechseln|Ich arbeite in der Pflege
    """),
)
final_pool(
    "wish_fr",
    lines("""
    courir un marathon|J'ai couru un marathon
    apprendre le portugais|Je parle portugais
    acheter une maison avec jardin|J'ai une maison avec jardin
    adopter un chien|J'ai un chien
    écrire un roman|J'ai écrit un roman
    travailler quatre jours par semaine|Je travaille quatre jours par semaine
    me reconvertir en infirmière|Je suis infirmière
    """),
)
final_pool(
    "wish_es",
    lines("""
    correr una maratón|Corrí una maratón
    aprender portugués|Hablo portugués
    comprar una casa con jardín|Tengo una casa con jardín
    tener perro|Tengo perro
    escribir una novela|Escribí una novela
    trabajar cuatro días a la semana|Trabajo cuatro días a la semana
    reciclarme como enfermera|Soy enfermera
    """),
)
final_pool(
    "choice_en",
    "the corner flat,the electric van,Svelte,the night bus,the oak floor,the Danish printer,"
    "the afternoon ferry,the smaller venue",
)
final_pool(
    "choice_de",
    "die Eckwohnung,den E-Transporter,Svelte,den Nachtbus,den Eichenboden,"
    "die dänische Druckerei,die Nachmittagsfähre,den kleineren Saal",
)
final_pool(
    "choice_fr",
    "l'appartement d'angle,l'utilitaire électrique,Svelte,le bus de nuit,le parquet en chêne,"
    "l'imprimeur danois,le ferry de l'après-midi,la petite salle",
)
final_pool(
    "choice_es",
    "el piso de esquina,la furgoneta eléctrica,Svelte,el autobús nocturno,el suelo de roble,"
    "la imprenta danesa,el ferry de la tarde,la sala pequeña",
)
# condition | consequence as it follows the if-clause | the consequence as a plain note
final_pool(
    "cond_en",
    lines("""
    the bank approves the loan|we buy the flat by the river|we buy the flat by the river
    the snow holds|the ski trip goes ahead in February|the ski trip goes ahead in February
    the audit goes well|the team gets a bonus this year|the team gets a bonus this year
    my contract is extended|I stay in the job until 2026|I stay in the job until 2026
    the vet says yes|the cat comes on holiday with us|the cat comes on holiday with us
    the supplier delivers on time|the shop reopens on the 1st|the shop reopens on the 1st
    the referendum passes|the tram line gets built|the tram line gets built
    """),
)
final_pool(
    "cond_de",
    lines("""
    die Bank den Kredit genehmigt|kaufen wir die Wohnung|wir kaufen die Wohnung
    der Schnee liegen bleibt|findet die Skifahrt im Februar statt|die Skifahrt findet im Februar statt
    die Prüfung gut läuft|bekommt das Team dieses Jahr einen Bonus|das Team bekommt dieses Jahr einen Bonus
    mein Vertrag verlängert wird|bleibe ich bis 2026 in der Stelle|ich bleibe bis 2026 in der Stelle
    der Tierarzt zustimmt|kommt die Katze mit in den Urlaub|die Katze kommt mit in den Urlaub
    der Lieferant pünktlich liefert|macht der Laden am Ersten wieder auf|der Laden macht am Ersten wieder auf
    """),
)
final_pool(
    "cond_fr",
    lines("""
    la banque accorde le prêt|nous achetons l'appartement|nous achetons l'appartement
    la neige tient|le séjour au ski a lieu en février|le séjour au ski a lieu en février
    l'audit se passe bien|l'équipe touche une prime cette année|l'équipe touche une prime cette année
    mon contrat est prolongé|je reste dans le poste jusqu'en 2026|je reste dans le poste jusqu'en 2026
    le vétérinaire est d'accord|le chat part en vacances avec nous|le chat part en vacances avec nous
    le fournisseur livre à temps|la boutique rouvre le 1er|la boutique rouvre le 1er
    """),
)
final_pool(
    "cond_es",
    lines("""
    el banco aprueba la hipoteca|compramos el piso|compramos el piso
    aguanta la nieve|el viaje de esquí sale en febrero|el viaje de esquí sale en febrero
    la auditoría sale bien|el equipo cobra un bonus este año|el equipo cobra un bonus este año
    me renuevan el contrato|sigo en el puesto hasta 2026|sigo en el puesto hasta 2026
    el veterinario da el visto bueno|el gato se viene de vacaciones|el gato se viene de vacaciones
    el proveedor entrega a tiempo|la tienda reabre el día 1|la tienda reabre el día 1
    """),
)

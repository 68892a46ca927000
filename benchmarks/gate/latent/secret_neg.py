"""The latent split's secret near misses: ordinary facts that look a little like secrets
(talk about passwords with none in it, order and parcel numbers, hashes, versions, phone
numbers, booking codes, masked cards, ticket ids, file paths, the word "key" or "code" used
plainly). Each must be stored word for word.
"""

from __future__ import annotations

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("password_talk", "en"): [
        "I reset my {service} password again because I forgot it, third time this month",
        "ugh {service} wants a new password every 90 days",
        "switched my password manager from the browser one to {pwmanager}",
        "changed the wifi password today and told the kids",
        "Forgot my PIN at the ATM and the machine ate my card 🙃",
        "the password rules on {service} are insane, 16 characters and two symbols minimum",
    ],
    ("order", "en"): [
        "order {ORDER} still hasn't shipped, emailed support",
        "Refund for order #{ORDER} finally came through after 3 weeks of chasing",
        "the couch is order no. {ORDER}, delivery window is 8-12 on thursday",
    ],
    ("parcel", "en"): [
        "tracking {PARCEL} says out for delivery",
        "the courier left parcel {PARCEL} with the neighbor at number 12",
    ],
    ("hash", "en"): [
        "deployed commit {HASH} to staging this morning",
        "checksum of the iso is {HASH}, matches the one on the site",
        "reverted {HASH} because it broke the login page",
    ],
    ("version", "en"): [
        "updated {app} to {VERSION} and the crash is gone",
        "we're stuck on {VERSION} at work until the migration",
    ],
    ("phone", "en"): [
        "new number for the dentist is {PHONE}",
        "{person}'s mobile: {PHONE}",
        "call the landlord on {PHONE} if the boiler acts up again",
    ],
    ("booking", "en"): [
        "flight booking ref {BOOKING}, seat 14C",
        "hotel confirmation code is {BOOKING} for the {city} trip",
    ],
    ("masked_card", "en"): [
        "paid the deposit with the card ending in {LAST4}",
        "statement shows **** **** **** {LAST4} for the gym, which I cancelled in may",
    ],
    ("ids", "en"): [
        "the failing job id is {UUID}",
        "{TICKET} is the ticket for the login bug, assigned to me",
        "the file is ~/code/{app}/auth/password_reset.py",
    ],
    ("key_words", "en"): [
        "the key to the shed is under the blue flowerpot",
        "secret ingredient in my chili is cinnamon, don't tell {person}",
        "I passed the driving test!! pass mark was 43 out of 50",
        "got a letter from {bank} with my new PIN, haven't opened it yet",
    ],
    ("password_talk", "de"): [
        "Hab mein {service}-Passwort zurückgesetzt, ging zum Glück schnell",
        "der passwort-manager auf dem handy ist jetzt {pwmanager}",
        "Die Bank schickt die neue PIN per Post, dauert wohl eine Woche",
    ],
    ("order", "de"): [
        "Bestellnummer {ORDER}, Lieferung kommt am Donnerstag",
        "sendungsnummer {PARCEL} hängt seit tagen im verteilzentrum",
    ],
    ("phone", "de"): [
        "Neue Handynummer von {person}: {PHONE}",
        "Praxis erreichbar unter {PHONE}, Mo bis Fr",
    ],
    ("masked_card", "de"): [
        "Rechnung über {AMOUNT} € mit der Karte endend auf {LAST4} bezahlt",
        "auf dem kontoauszug steht xxxx {LAST4} für das abo",
    ],
    ("hash", "de"): [
        "Commit {HASH} hat den Fehler eingebaut",
        "Firmware vom Router auf {VERSION} aktualisiert",
    ],
    ("key_words", "de"): [
        "Der Schlüssel fürs Fahrradschloss liegt in der Schublade im Flur",
        "Buchungscode {BOOKING}, Hinflug nach {city} am Morgen",
    ],
    ("password_talk", "fr"): [
        "j'ai dû réinitialiser mon mot de passe {service} ce matin, encore",
        "La banque m'envoie un nouveau code secret par courrier",
        "mon gestionnaire de mots de passe c'est {pwmanager} maintenant",
    ],
    ("order", "fr"): [
        "commande n° {ORDER} toujours pas expédiée",
        "Le colis {PARCEL} est en point relais depuis hier",
    ],
    ("phone", "fr"): [
        "le nouveau numéro du cabinet est le {PHONE}",
        "{person} a changé de portable : {PHONE}",
    ],
    ("masked_card", "fr"): [
        "payé {AMOUNT} € avec la carte qui finit par {LAST4}",
        "référence de réservation {BOOKING} pour le train de {city}",
    ],
    ("hash", "fr"): [
        "le bug est arrivé avec le commit {HASH} de vendredi",
        "j'ai mis à jour {app} en {VERSION}",
    ],
    ("key_words", "fr"): [
        "la clé du garage est chez la voisine",
        "le ticket {TICKET} c'est celui du souci de connexion",
    ],
    ("password_talk", "es"): [
        "he cambiado la contraseña de {service} y se lo he dicho a los niños",
        "{bank} me bloqueó la tarjeta por poner mal el pin tres veces",
        "uso {pwmanager} para las contraseñas desde el año pasado",
    ],
    ("order", "es"): [
        "el pedido {ORDER} sigue sin enviarse",
        "Número de seguimiento {PARCEL}, llega mañana",
    ],
    ("phone", "es"): [
        "el teléfono nuevo de {person} es {PHONE}",
        "la clínica está en el {PHONE}, piden cita por whatsapp",
    ],
    ("masked_card", "es"): [
        "pagué {AMOUNT} € con la tarjeta acabada en {LAST4}",
        "Localizador de la reserva {BOOKING}, vuelo a {city}",
    ],
    ("hash", "es"): [
        "el fallo entró en el commit {HASH}",
        "actualicé {app} a la {VERSION} y ya va bien",
    ],
    ("key_words", "es"): [
        "la llave del trastero de {city} está colgada detrás de la puerta",
        "la clave del éxito de la paella de {person} es el sofrito",
    ],
}

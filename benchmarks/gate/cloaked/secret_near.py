"""The cloaked split's secret near misses: ordinary texts that share a secret's surface and
must be kept word for word.

Families: ``password_talk`` (resets, managers, rules, forgotten passwords, no value),
``order_tracking`` (order numbers, some card-like, and parcel numbers), ``phone``,
``code_refs`` (commits, checksums, container digests, versions), ``ticket_ids`` (tickets,
invoices, customer numbers), ``masked_card`` (last four digits, amounts), ``plain_words``
(key, code, token, secret, PIN in their everyday sense), ``urls_paths`` (URLs and paths with
credential words in them), ``config_plain`` (settings and placeholders without a value),
``travel_refs`` (flight, train, gate, seat and room numbers) and ``account_names`` (a user
name with no password).
"""

from __future__ import annotations

from benchmarks.gate.cloaked import makers
from benchmarks.gate.common import Generator, Group, t

_GENS: dict[str, Generator] = {
    "ORDER": makers.order_number,
    "TRACK": makers.tracking,
    "PHONE": makers.phone,
    "HASH": makers.digest,
    "VER": makers.version,
    "TICKET": makers.ticket,
    "LAST4": makers.masked_card,
    "AMOUNT": makers.amount,
}

_NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("password_talk", "en"): [
        "I reset my {svc} password this morning because I got locked out",
        "finally moved all my passwords into a password manager, should have done it years ago",
        "{who} keeps writing her passwords on post-its, drives me nuts",
        "our IT wants passwords with at least 14 characters now, ugh",
    ],
    ("password_talk", "de"): [
        "hab mein passwort bei {svc} zurückgesetzt, ging ganz schnell",
        "{who} hat schon wieder das WLAN-Passwort vergessen 🙄",
    ],
    ("password_talk", "fr"): [
        "trop nul, j'ai encore dû réinitialiser mon mot de passe {svc} ce matin",
        "{who} utilise le même mot de passe partout, c'est n'importe quoi",
    ],
    ("password_talk", "es"): [
        "me llegó un aviso raro de {svc} así que cambié la contraseña por si acaso",
        "{who} nunca se acuerda de su contraseña del banco",
    ],
    ("order_tracking", "en"): [
        "ugh {firm} still hasn't shipped order {ORDER}, 9 days now",
        "tracking number for the lamp is {TRACK}, should arrive thursday",
        "refund for order no. {ORDER} came through today",
    ],
    ("order_tracking", "de"): [
        "Bestellnummer {ORDER}, das Paket kommt angeblich morgen",
        "sendungsnummer {TRACK} – liegt in der Packstation",
    ],
    ("order_tracking", "fr"): [
        "commande n° {ORDER} toujours pas livrée",
        "numéro de suivi du colis : {TRACK}",
    ],
    ("order_tracking", "es"): [
        "el pedido {ORDER} de {firm} llega el lunes",
        "número de seguimiento {TRACK}, está en reparto",
    ],
    ("phone", "en"): [
        "{who} switched carriers, new number {PHONE}",
        "the plumber said call him on {PHONE} if it leaks again",
        "dentist office: {PHONE}, appointment on the 14th",
    ],
    ("phone", "de"): [
        "{who} hat eine neue Handynummer, {PHONE}, die alte geht nicht mehr",
        "Hausarzt Praxis Tel. {PHONE}",
    ],
    ("phone", "fr"): [
        "{who} a changé de numéro, maintenant c'est le {PHONE}",
        "tel du garage à {town} : {PHONE}",
    ],
    ("phone", "es"): [
        "{who} tiene móvil nuevo, el número es {PHONE}",
        "teléfono de la academia: {PHONE}",
    ],
    ("code_refs", "en"): [
        "the regression came in with commit {HASH}",
        "upgraded the server to {VER} last night, no issues so far",
        "sha256 of the iso I downloaded: {HASH}",
    ],
    ("code_refs", "de"): [
        "der Fehler ist seit Commit {HASH} drin",
        "wir sind jetzt auf Version {VER}",
    ],
    ("code_refs", "fr"): [
        "on a trouvé : le bug d'affichage vient du commit {HASH}",
        "on est passé en {VER} hier soir",
    ],
    ("code_refs", "es"): [
        "el fallo del login lo metió el commit {HASH}",
        "actualicé la app a la {VER}",
    ],
    ("ticket_ids", "en"): [
        "opened ticket {TICKET} about the broken vpn",
        "invoice {TICKET} from {firm} is due on the 30th",
        "my customer number with {firm} is {TICKET}",
    ],
    ("ticket_ids", "de"): [
        "Ticket {TICKET} wegen dem Drucker aufgemacht",
        "Rechnung {TICKET} von {firm} ist bezahlt",
    ],
    ("ticket_ids", "fr"): [
        "j'ai ouvert le ticket {TICKET} pour l'écran",
        "facture {TICKET} de {firm} à payer avant la fin du mois",
    ],
    ("ticket_ids", "es"): [
        "abrí la incidencia {TICKET} por lo del portátil",
        "la factura {TICKET} de {firm} ya está pagada",
    ],
    ("masked_card", "en"): [
        "charged {AMOUNT} to the card ending {LAST4}",
        "the app shows my visa as {LAST4}, expires next year",
        "paid {AMOUNT} for the flights to {town}",
    ],
    ("masked_card", "de"): [
        "{AMOUNT} wurden von der Karte {LAST4} abgebucht",
        "Miete für die Wohnung in {town}: {AMOUNT}",
    ],
    ("masked_card", "fr"): [
        "prélèvement de {AMOUNT} sur la carte {LAST4}",
        "le loyer à {town} est de {AMOUNT}",
    ],
    ("masked_card", "es"): [
        "me cobraron {AMOUNT} en la tarjeta {LAST4}",
        "el alquiler en {town} sale por {AMOUNT}",
    ],
    ("plain_words", "en"): [
        "the spare key for {who}'s flat is in the blue flowerpot",
        "we're doing secret santa at {firm} again, budget is 20 bucks",
        "the pin on my backpack strap broke so the badge fell off",
        "dress code for the wedding in {town} is black tie",
    ],
    ("plain_words", "de"): [
        "der Schlüssel für den Keller hängt neben der Tür",
        "bei {firm} gibts jetzt Wichteln, geheim natürlich",
    ],
    ("plain_words", "fr"): [
        "la clé de la cave est chez {who} au 3e, elle rentre vendredi",
        "le code vestimentaire du mariage à {town} c'est chic décontracté",
    ],
    ("plain_words", "es"): [
        "la llave del trastero la tiene {who} hasta el domingo",
        "el código postal de la casa nueva en {town} cambió",
    ],
    ("urls_paths", "en"): [
        "docs for rotating tokens are at https://docs.fennwick.example/security/api-tokens",
        "my ssh keys live in ~/.ssh/ on the {firm} laptop",
        "the reset link went to /account/password/reset?lang=en and then 404'd",
    ],
    ("urls_paths", "de"): [
        "die Anleitung von {firm} liegt unter https://wiki.grauwerk.example/zugangsdaten-aendern",
        "Schlüsseldateien sind in /etc/ssl/private auf {host}",
    ],
    ("urls_paths", "fr"): [
        "le tuto est sur https://aide.ortolan.example/mot-de-passe-oublie",
        "les clés sont rangées dans C:\\Users\\{who}\\.ssh",
    ],
    ("urls_paths", "es"): [
        "la guía está en https://ayuda.tessaro.example/cambiar-contrasena",
        "los certificados están en /srv/claves/ del servidor de {firm}",
    ],
    ("config_plain", "en"): [
        "set PASSWORD_MIN_LENGTH=14 and LOCKOUT_AFTER=5 on {host}",
        "the compose file on {host} reads DB_PASSWORD=$DB_PASSWORD from the vault, nothing hardcoded",
        "LOG_LEVEL=debug and PORT=8443 fixed the healthcheck on {host}",
        "bumped the {svc} integration to {VER}, API_TIMEOUT=20 stays the same",
    ],
    ("config_plain", "de"): [
        "in der config auf {host} steht password: <aus dem Tresor>, also kein Klartext",
        "TIMEOUT=30 und RETRIES=3 auf {host} gesetzt, jetzt läuft der Job",
    ],
    ("config_plain", "fr"): [
        "dans le .env de {host} j'ai juste NODE_ENV=production et PORT=3000",
        "le champ mot_de_passe est vide dans le fichier exemple de la {VER}",
    ],
    ("config_plain", "es"): [
        "en la config de {host} puse MAX_INTENTOS=5 y nada más",
        "la variable API_KEY se lee del entorno en {host}, no está en el repo",
    ],
    ("travel_refs", "en"): [
        "flight to {town} is LH 1174, gate opens at 6:40, seat 23C",
        "hotel in {town}: room 4127, breakfast until 10",
        "booking reference for {town} is in the {svc} app, boarding group 3",
    ],
    ("travel_refs", "de"): [
        "Zug nach {town} ist der ICE 1517, Wagen 9, Platz 64",
        "Zimmer 2183 im Hotel in {town}, Frühstück ab 7",
    ],
    ("travel_refs", "fr"): [
        "le TGV pour {town} part voie 7, voiture 14 place 88",
        "chambre 312 à l'hôtel de {town}, check-out à 11h",
    ],
    ("travel_refs", "es"): [
        "el vuelo a {town} es el IB 3861, puerta K42",
        "habitación 507 en el hotel de {town}, desayuno incluido",
    ],
    ("account_names", "en"): [
        "my username on {svc} is {user}",
        "log in with {user} — password is in my manager, not here",
    ],
    ("account_names", "de"): [
        "mein Benutzername bei {svc} ist {user}",
        "login ist {user}, das passwort weißt du ja",
    ],
    ("account_names", "fr"): [
        "mon identifiant {svc} c'est {user}",
        "le compte s'appelle {user}, le mot de passe je te le donne de vive voix",
    ],
    ("account_names", "es"): [
        "mi usuario en {svc} es {user}",
        "el login es {user}, la contraseña te la digo luego",
    ],
}


def near_groups() -> list[Group]:
    """The secret near misses of the cloaked split."""
    return [
        Group(subkind, language, False, [t(text) for text in texts], generators=_GENS)
        for (subkind, language), texts in _NEGATIVE.items()
    ]

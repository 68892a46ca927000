"""Secret near misses of the blind split: texts that must be stored word for word. They share a
positive's surface (a credential word, a long number, a code) but hold no secret.

Families: ``credential_talk`` (passwords and PINs talked about, never given), ``order_number``,
``parcel`` (tracking numbers), ``hash_id`` (commits, UUIDs, digests), ``tech_ref`` (versions,
hosts, ports, paths and URLs without credentials), ``phone``, ``booking_ref`` (record locators)
and ``partial_ref`` (the last digits of a card or account, an id's expiry).
"""

from __future__ import annotations

NEGATIVE = {
    "credential_talk": {
        "en": """
            reset my {site} password this morning because of the breach email, all good now
            the wifi password is on a sticky note behind the tv, {pname} knows where
            i hate that {site} makes you change your pw every 90 days
            forgot my pin at the atm in {town} today and the card got swallowed 🙄
        """,
        "de": """
            hab mein passwort bei {site} zurückgesetzt, jetzt klappt der login wieder
            {pname} fragt ständig nach dem wlan-passwort, das steht doch am router
            meine PIN ist nach drei falschen versuchen gesperrt worden
        """,
        "fr": """
            j'ai encore oublié mon mot de passe {site}, j'ai dû le réinitialiser
            le code wifi est écrit sur la box, demande à {pname}
            ma banque m'a envoyé un nouveau code secret par courrier
        """,
        "es": """
            he cambiado la contraseña de {site} porque me llegó un aviso raro
            la clave del wifi está pegada en la nevera, pregúntale a {pname}
            me bloquearon la tarjeta por poner mal el pin tres veces
        """,
    },
    "order_number": {
        "en": """
            order {ORDER} from {site} still says processing after a week
            the refund for order #{ORDER} came through today
            my return label is for order no {ORDER}, dropping it off in {town}
        """,
        "de": """
            Bestellnummer {ORDER} ist immer noch nicht versendet
            reklamation läuft unter auftrag {ORDER}, {pname} kümmert sich
        """,
        "fr": """
            ma commande n° {ORDER} n'est toujours pas arrivée
            le remboursement de la commande {ORDER} est enfin passé
        """,
        "es": """
            el pedido {ORDER} de {site} sigue sin llegar
            ya me devolvieron el dinero del pedido nº {ORDER}
        """,
    },
    "parcel": {
        "en": """
            tracking number is {PARCEL}, should land in {town} by friday
            the parcel {PARCEL} got stuck in customs again
            {pname} sent the books, tracking {PARCEL}
        """,
        "de": """
            Sendungsnummer {PARCEL}, das Paket liegt in der Filiale in {town}
            paket {PARCEL} ist laut app zugestellt aber hier ist nix
        """,
        "fr": """
            numéro de suivi : {PARCEL}, livraison prévue jeudi
            le colis {PARCEL} est bloqué au centre de tri de {town}
        """,
        "es": """
            el número de seguimiento es {PARCEL}, llega el lunes
            el paquete {PARCEL} está en reparto en {town}
        """,
    },
    "hash_id": {
        "en": """
            the regression started at commit {HASH}, bisected it last night
            ticket references run {HASH} if you need to find the logs
            image digest {HASH} is what's deployed on {host} right now
        """,
        "de": """
            der Fehler kommt seit commit {HASH}, hab's gebisected
            die Sitzung hat die ID {HASH} im Log, falls {pname} fragt
        """,
        "fr": """
            le bug est apparu avec le commit {HASH}
            l'identifiant de la requête était {HASH} dans les logs
        """,
        "es": """
            el fallo empezó en el commit {HASH}, ya lo revisé
            el id de la transacción es {HASH} según el soporte
        """,
    },
    "tech_ref": {
        "en": """
            upgraded the cluster to {VERSION} and the dashboard on {host}:8443 works again
            our staging server is {host}, running postgres {VERSION}
            logs live in /var/log/{dbuser}/app.log on {host}
        """,
        "de": """
            hab {host} auf version {VERSION} aktualisiert, läuft stabil
            die doku liegt unter https://{host}/wiki/start, {pname} hat sie geschrieben
        """,
        "fr": """
            le serveur {host} tourne maintenant en {VERSION}
            les sauvegardes sont dans /srv/backup/{dbuser} sur {host}
        """,
        "es": """
            actualicé {host} a la versión {VERSION} y ya no se cuelga
            el panel está en http://{host}:3000/estado por si acaso
        """,
    },
    "phone": {
        "en": """
            {pname}'s new number is {PHONE}, the old one is dead
            call the plumber on {PHONE} if the boiler acts up again
            dentist in {town}: {PHONE}, appointments only tues-thurs
        """,
        "de": """
            die neue Handynummer von {pname} ist {PHONE}
            Hausarzt in {town} erreichst du unter {PHONE}
        """,
        "fr": """
            le nouveau numéro de {pname} c'est le {PHONE}
            le plombier : {PHONE}, il passe lundi
        """,
        "es": """
            el móvil de {pname} es el {PHONE}
            la clínica de {town} tiene el teléfono {PHONE}
        """,
    },
    "booking_ref": {
        "en": """
            flight to {town} booked, confirmation code {BOOKING}
            booking ref {BOOKING} for the ferry, {pname} has the printout
            our hotel reservation in {town} is under {BOOKING}
        """,
        "de": """
            Buchungscode {BOOKING} für den Flug nach {town}
            die Reservierung läuft unter {BOOKING}, {pname} hat die Bestätigung
        """,
        "fr": """
            référence de réservation {BOOKING} pour le vol de {town}
            le dossier de l'hôtel est le {BOOKING}
        """,
        "es": """
            el localizador del vuelo a {town} es {BOOKING}
            la reserva del hotel está a nombre de {pname}, código {BOOKING}
        """,
    },
    "partial_ref": {
        "en": """
            the charge was on my card ending in {LAST4}, not the joint one
            statement shows the account ending {LAST4} was debited twice
            passport expires march 2031 so i'm fine for the {town} trip, card ending {LAST4} works abroad
        """,
        "de": """
            abgebucht wurde von der karte mit den endziffern {LAST4}
            meine IBAN endet auf {LAST4}, die von {pname} nicht
        """,
        "fr": """
            le prélèvement est passé sur la carte qui finit par {LAST4}
            mon compte se termine par {LAST4}, pas celui de {pname}
        """,
        "es": """
            el cargo fue en la tarjeta acabada en {LAST4}
            la cuenta que termina en {LAST4} es la de {pname}
        """,
    },
}

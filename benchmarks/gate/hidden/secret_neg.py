"""Hidden split, secret negatives: ordinary facts that share a secret's surface and must be
kept word for word. Families: password_talk, order_number, hash_id, version, phone, url_path,
id_talk, money."""

from __future__ import annotations

NEGATIVE = {
    "en": {
        "password_talk": """
            i reset my {svc} password today because i got locked out again
            password manager finally synced across my phone and laptop, {who} helped
            {who} keeps forgetting her password so i showed her the reset link
            the password rules at work changed, now it has to be 14 characters
            turned on 2fa for {svc} and changed the pin on my bank card
            my token for the bus expired so i bought a new one
        """,
        "order_number": """
            my {svc} order {REF} still hasn't shipped
            tracking number is {REF}, should arrive thursday
            invoice {REF} was paid last week
            booking ref {REF} for the hotel in {city}
        """,
        "hash_id": """
            the bug was fixed in commit {HASH}
            reverted {HASH} because it broke the build
            request id {HASH} in the logs, support asked for it
            checksum of the iso is {HASH}, matches the site
        """,
        "version": """
            upgraded postgres to {VER} over the weekend
            running python {VER} on the new laptop
            the app is on version {VER} now and the key bindings changed
        """,
        "phone": """
            {who} switched carriers, the new number is {TEL}
            call the plumber at {TEL} tomorrow morning
            the clinic number is {TEL} if i need to reschedule
        """,
        "url_path": """
            my notes live in ~/docs/{city}/keys-and-locks.md
            the repo is at https://git.{dom}/tools/token-refresh
            docs say to put the config under /etc/{dom}/secrets.d/ but i haven't yet
        """,
        "id_talk": """
            renewed my passport in {city}, it expires 2034
            need to bring my id card and proof of address to the {city} office
            lost my social security card, ordering a replacement
        """,
        "money": """
            paid {AMT} euros for {thing}
            spent about {AMT} on {thing} this year
            the deposit for {thing} was {AMT} dollars
        """,
    },
    "de": {
        "password_talk": """
            hab mein passwort bei {svc} zurückgesetzt, ging wieder nicht
            der passwortmanager läuft jetzt auch auf dem handy von {who}
            die neue pin für die karte von {svc} kam per post
        """,
        "order_number": """
            bestellung {REF} ist immer noch nicht da
            sendungsnummer {REF}, kommt wohl morgen
            rechnung {REF} ist bezahlt
        """,
        "hash_id": """
            der fehler ist seit commit {HASH} weg
            vorgangsnummer {HASH} beim support
        """,
        "version": """
            hab auf version {VER} aktualisiert
            node {VER} läuft jetzt auf dem server
        """,
        "phone": """
            die neue nummer von {who} ist {TEL}
            praxis in {city} erreichbar unter {TEL}
        """,
        "money": """
            {ding} hat {AMT} euro gekostet
            für {ding} haben wir {AMT} € bezahlt
        """,
        "id_talk": """
            mein personalausweis läuft bald ab, termin beim bürgeramt {city} gemacht
            der brief mit der steuer id ist angekommen, {who} hat ihn abgeheftet
        """,
    },
    "fr": {
        "password_talk": """
            j'ai dû réinitialiser mon mot de passe {svc} ce matin, bloquée dehors
            mon gestionnaire de mots de passe est enfin synchronisé chez {who}
            j'ai reçu le nouveau code pin {svc} par courrier
        """,
        "order_number": """
            ma commande {REF} n'est toujours pas arrivée
            numéro de suivi {REF}, livraison jeudi
            la facture {REF} est réglée
        """,
        "hash_id": """
            le bug de {svc} est corrigé depuis le commit {HASH}
            numéro de ticket {HASH} chez le support
        """,
        "version": """
            passé en version {VER} hier soir
            le serveur tourne sous {VER} maintenant
        """,
        "phone": """
            le nouveau numéro de {who} c'est {TEL}
            le cabinet à {city} : {TEL}
        """,
        "money": """
            {chose} nous a coûté {AMT} euros
            on a payé {AMT} € pour {chose}
        """,
        "id_talk": """
            ma carte d'identité expire en 2031, rdv à la mairie de {city}
            il faut apporter le passeport et un justificatif à la mairie de {city}
        """,
    },
    "es": {
        "password_talk": """
            restablecí mi contraseña de {svc} porque no podía entrar
            por fin {who} tiene el gestor de contraseñas en el móvil
            me llegó el pin nuevo de la tarjeta de {svc} por correo
        """,
        "order_number": """
            el pedido {REF} sigue sin llegar
            número de seguimiento {REF}, llega el jueves
            la factura {REF} ya está pagada
        """,
        "hash_id": """
            el fallo de {svc} se arregló en el commit {HASH}
            número de incidencia {HASH} en soporte
        """,
        "version": """
            actualicé a la versión {VER}
            el servidor ya va con {VER}
        """,
        "phone": """
            el número nuevo de {who} es {TEL}
            la clínica de {city} es el {TEL}
        """,
        "money": """
            {cosa} nos costó {AMT} euros
            pagamos {AMT} € por {cosa}
        """,
        "id_talk": """
            mi pasaporte caduca en 2030 y {who} dice que tarda un mes
            tengo que renovar el dni en la comisaría de {city}
        """,
    },
}

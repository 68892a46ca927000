"""Secret positives of the blind split: one template a line, ``{UPPER}`` slots are the secrets
(made by :mod:`benchmarks.gate.blind.values`), ``{lower}`` ones come from its pools.

Families: ``pw_chat`` (a password typed into chat, in every register), ``env_assign`` (config
lines and shell exports), ``vendor_token`` (API keys of known shapes), ``card`` (card numbers with
their expiry), ``iban``, ``pin_code`` (PINs, door and alarm codes), ``national_id`` (SSN, DNI/NIE,
NIR, Steuer-ID, NINO), ``url_credential`` (connection strings with the password inside) and
``login_pair`` (a user name and its password together).
"""

from __future__ import annotations

POSITIVE = {
    "pw_chat": {
        "en": """
            ok so my {site} pw is {PW} dont let me forget it lol
            for future me: the login password for {site} got changed to {PW} on tuesday
            ugh locked out again. the password was {PW} i think?? no wait it IS {PW}
            new laptop, admin password {PW} (same as my {site} one, i know i know 🙈)
        """,
        "de": """
            mein passwort für {site} ist jetzt {PW}, hab's grad geändert
            kannst du dir merken: {site} Kennwort = {PW}
            hab das pw vom {site} konto auf {PW} gesetzt weil ich das alte vergessen hab
        """,
        "fr": """
            mon mdp {site} c'est {PW} au cas où j'oublie encore
            note pour plus tard : le mot de passe de {site} est désormais {PW}
            jai remis mon mot de passe {site} a {PW} ce matin 😅
        """,
        "es": """
            la contraseña de {site} es {PW}, apúntala porfa
            acabo de cambiar mi clave de {site}, ahora es {PW}
            xq siempre se me olvida: contra de {site} = {PW}
        """,
    },
    "env_assign": {
        "en": """
            here's my .env so you can help debug: DB_PASSWORD={SECRET} and PORT=5432
            export BILLING_API_SECRET="{SECRET}" is what i have in my zshrc
            config.yaml has `client_secret: {SECRET}` under the oauth block, is that wrong?
        """,
        "de": """
            in meiner .env steht SMTP_PASS={SECRET}, trotzdem kommt keine mail raus
            hab export JWT_SIGNING_KEY={SECRET} in die bashrc geschrieben, passt das so?
        """,
        "fr": """
            dans mon fichier de conf j'ai mis SECRET_KEY = '{SECRET}' pour django
            j'ai ajouté REDIS_PASSWORD={SECRET} dans le docker-compose mais ça plante
        """,
        "es": """
            tengo en el .env WEBHOOK_SECRET={SECRET} y aun asi me da 401
            mi settings tiene AUTH_TOKEN: "{SECRET}" y no se si se sube a git
        """,
    },
    "vendor_token": {
        "en": """
            the token for the deploy bot is {TOKEN} btw, keep it handy
            can u remember this key for me {TOKEN} its for the side project
            just generated {TOKEN} – that's the one the CI uses now
        """,
        "de": """
            der API-Key für unser Projekt lautet {TOKEN}
            neuer token ({TOKEN}) läuft erst nächstes jahr ab, merk dir den bitte
        """,
        "fr": """
            voici ma clé d'API au cas où : {TOKEN}
            le jeton du bot c'est {TOKEN}, garde le sous la main stp
        """,
        "es": """
            mi token de acceso es {TOKEN}, lo uso para el script de backups
            guardame esta api key: {TOKEN} gracias!!
        """,
    },
    "card": {
        "en": """
            card for the hotel booking: {CARD} exp {exp}
            use my visa {CARD} ({exp}) if the sub renews, thx
            paid with {CARD} expiring {exp}, might need it again for the refund
        """,
        "de": """
            meine Kreditkarte: {CARD}, gültig bis {exp}
            Kartennummer {CARD} ablauf {exp} – für die Buchung nächste Woche
        """,
        "fr": """
            ma carte bancaire c'est {CARD} exp {exp}, pour les réservations
            numéro de CB : {CARD} (valable jusqu'au {exp})
        """,
        "es": """
            mi tarjeta es la {CARD}, caduca {exp}
            para pagar el hotel usa la tarjeta {CARD} vence {exp} porfa
        """,
    },
    "iban": {
        "en": """
            my iban for the refund is {IBAN} (joint account with {pname})
            rent goes out from {IBAN} every 1st, remember that for the budget
            send the deposit back to {IBAN} pls
        """,
        "de": """
            meine IBAN lautet {IBAN}, falls jemand was überweisen muss
            gehalt kommt auf {IBAN} an, das ist das konto bei der sparkasse
        """,
        "fr": """
            mon RIB : {IBAN}, c'est pour le remboursement de la mutuelle
            le loyer est prélevé sur {IBAN} chaque mois
        """,
        "es": """
            mi cuenta es {IBAN} para que me devuelvan la fianza
            el IBAN de casa es {IBAN}, ahí domicilio los recibos
        """,
    },
    "pin_code": {
        "en": """
            bank card pin is {PIN}, i keep mixing it up with the door one
            the alarm code at home is {PIN} if the sitter asks
            phone unlock code {PIN} in case i'm ever too sick to open it
        """,
        "de": """
            die PIN von meiner EC-Karte ist {PIN}
            Türcode fürs Haus: {PIN}, für die Handwerker morgen
        """,
        "fr": """
            le code de ma carte bleue c'est {PIN}
            digicode de l'immeuble : {PIN} (pour les livraisons)
        """,
        "es": """
            el pin de la tarjeta es {PIN} no lo olvides
            el código del portal es {PIN}, por si viene el de la mudanza
        """,
    },
    "national_id": {
        "en": """
            fyi my ssn is {SSN} for the tax form thing
            national insurance no. {NINO} – needed for the new job paperwork
            social security number {SSN} goes in box 3 of the form right?
        """,
        "de": """
            meine steuer-id ist {STEUERID}, brauche ich für die Steuererklärung
            Persönliche Identifikationsnummer: {STEUERID} (vom Finanzamt)
        """,
        "fr": """
            mon numéro de sécu c'est {NIR}
            pour la mutuelle il faut mon n° de sécurité sociale : {NIR}
        """,
        "es": """
            mi DNI es {DNI} por si lo pide la gestoría
            mi NIE es {DNI}, lo necesito para el contrato del piso
        """,
    },
    "url_credential": {
        "en": """
            prod db: postgres://{dbuser}:{URLPW}@{host}:5432/main
            the worker connects with mysql://{dbuser}:{URLPW}@{host}/orders and times out
            my redis url is redis://{dbuser}:{URLPW}@{host}:6379/0 in case u need it
        """,
        "de": """
            Verbindung zur DB: postgresql://{dbuser}:{URLPW}@{host}/lager klappt nicht mehr
            im cronjob steht mongodb://{dbuser}:{URLPW}@{host}:27017 drin
        """,
        "fr": """
            la chaîne de connexion c'est postgres://{dbuser}:{URLPW}@{host}/compta
            mon ftp : ftp://{dbuser}:{URLPW}@{host}/uploads ne répond plus
        """,
        "es": """
            la url de la base es mysql://{dbuser}:{URLPW}@{host}:3306/tienda
            uso amqp://{dbuser}:{URLPW}@{host}:5672 para la cola y falla
        """,
    },
    "login_pair": {
        "en": """
            login for the router: user {dbuser} / pass {PW}
            {site} account -> username {dbuser}, password {PW}
            creds for the staging box are {dbuser} and {PW}
        """,
        "de": """
            zugang zum nas: benutzer {dbuser}, passwort {PW}
            Login Server: {dbuser} / {PW}
        """,
        "fr": """
            identifiants du wifi pro : login {dbuser} mdp {PW}
            pour le serveur : utilisateur {dbuser} et mot de passe {PW}
        """,
        "es": """
            usuario {dbuser} y contraseña {PW} para entrar al panel
            acceso al router: {dbuser} / {PW}
        """,
    },
}

"""Hidden split, secret positives: texts with a credential or personal id the screen must
remove. Families: password, passphrase, pin, api_token, env_line, conn_string, card, iban,
national_id, login_pair."""

from __future__ import annotations

POSITIVE = {
    "en": {
        "password": """
            ok so the wifi at the cabin is CabinNet and the pw is {PW} dont lose it
            note to self: {svc} login -> {PW}
            my password for {svc} is {PW} (yes i know i should change it lol)
            remember i set the router admin password to {PW} last night
            the locker code thing for {svc} wants a password, mine is {PW}
            {who} gave me her netflix pass: {PW} 🙈
        """,
        "passphrase": """
            master passphrase for the password manager: {PHRASE}
            my 1password secret phrase is {PHRASE} in case i forget it again
            seed words for the wallet (keep safe!!): {PHRASE}
            the disk encryption passphrase is "{PHRASE}"
        """,
        "pin": """
            bank card pin is {PIN} dont tell anyone
            my phone unlock pin = {PIN}
            the garage door keypad code is {PIN} btw
            sim pin {PIN} puk is in the drawer
        """,
        "api_token": """
            here's my {svc} api key {TOKEN} can you save it for the script later
            token for the deploy bot: {TOKEN}
            i'm using this key in prod: {TOKEN} — remember it for next time
            curl -H "Authorization: Bearer {TOKEN}" https://api.{dom}/v2/me works now
            aws creds for the side project: key id {AKID} secret {AKSECRET}
        """,
        "env_line": """
            my .env has DB_PASSWORD={PW} and that's what the app reads
            export PAYMENTS_API_KEY={TOKEN}
            put this in settings pls: SMTP_PASS={PW}
            STRIPE_SECRET_KEY={TOKEN}\\nDEBUG=false
        """,
        "conn_string": """
            the staging db is postgres://app_user:{PW}@db.{dom}:5432/staging
            mongo uri mongodb+srv://admin:{PW}@cluster0.{dom}/test — use that one
            redis url is redis://default:{PW}@cache.{dom}:6379
        """,
        "card": """
            my visa is {CARD} exp {exp}, use it for the {svc} renewal
            card number {CARD} expires {exp} cvv on the back
            save my card for later: {CARD}
            pay with the work card {CARD} pls
        """,
        "iban": """
            my iban is {IBAN} for the refund from {svc}
            send the deposit to {IBAN} (account in my name)
            rent goes out of {IBAN} every 1st
        """,
        "national_id": """
            my ssn is {NID} for the mortgage forms
            the bank lady needed my social security number so i read out {NID} over the phone
            the form asked for my id number so i typed {NID}
        """,
        "login_pair": """
            {svc} login: user {who}.{city} / pass {PW}
            for the kids tablet -> username: {who} password: {PW} (parental controls)
            login for the shared drive is team@{dom} with {PW}
        """,
    },
    "de": {
        "password": """
            mein passwort für {svc} ist {PW}
            wlan passwort bei oma ist {PW} nicht vergessen
            hab das kennwort vom router auf {PW} geändert
            pw für den firmenlaptop: {PW}
        """,
        "passphrase": """
            die passphrase für den tresor ist {PHRASE}
            wiederherstellungswörter: {PHRASE} bitte merken
        """,
        "pin": """
            meine ec karten pin ist {PIN}
            die PIN vom handy ist {PIN}
            tür code fürs büro: {PIN}
        """,
        "api_token": """
            hier mein api schlüssel für {svc}: {TOKEN}
            der token fürs deployment lautet {TOKEN}
        """,
        "card": """
            meine kreditkarte ist {CARD} gültig bis {exp}
            kartennummer {CARD}, ablauf {exp}
        """,
        "iban": """
            für die rückerstattung von {svc}: meine IBAN lautet {IBAN}
            überweis es bitte auf {IBAN} danke
            die miete geht von {IBAN} ab
        """,
        "login_pair": """
            zugang zu {svc}: benutzer {who} passwort {PW}
            vpn login {who}@{dom} / {PW} falls ich's wieder vergesse
        """,
        "env_line": """
            in der .env steht MAIL_PASSWORD={PW}
            die verbindung ist mysql://root:{PW}@{dom}/shop
        """,
    },
    "fr": {
        "password": """
            au cas où j'oublie encore, mon mot de passe {svc} c'est {PW} 😅
            le mdp du wifi chez {who} : {PW}
            j'ai changé le mot de passe de la box, maintenant c'est {PW}
            mdp pour l'intranet = {PW}
        """,
        "passphrase": """
            ma phrase secrète pour le coffre : {PHRASE}
            les mots de récupération du portefeuille sont {PHRASE}
        """,
        "pin": """
            le code pin de ma carte bleue est {PIN}, ne le dis à personne
            code de déverrouillage du téléphone : {PIN}
            digicode de l'immeuble {PIN}
        """,
        "api_token": """
            voici ma clé api {svc} : {TOKEN}
            le jeton d'accès pour le bot c'est {TOKEN}
        """,
        "card": """
            ma carte bancaire {CARD} expire le {exp}
            numéro de carte : {CARD} ({exp})
        """,
        "iban": """
            pour le remboursement {svc}, mon IBAN est {IBAN}
            vire le remboursement sur {IBAN} stp
            le loyer est prélevé sur {IBAN}
        """,
        "login_pair": """
            identifiant {who} mot de passe {PW} pour {svc}
            connexion au nas : {who}@{dom} / {PW}
        """,
        "env_line": """
            dans le fichier .env j'ai mis ADMIN_PASSWORD={PW}
            la base c'est postgresql://prod:{PW}@{dom}/app
        """,
    },
    "es": {
        "password": """
            apúntalo porfa, mi contraseña de {svc} es {PW}
            la clave del wifi en casa de {who}: {PW}
            cambié la contraseña del router a {PW}
            contra del portátil del curro = {PW}
        """,
        "passphrase": """
            la frase de recuperación de la cartera es {PHRASE}
            frase secreta del gestor de claves: {PHRASE}
        """,
        "pin": """
            el pin de mi tarjeta es {PIN} que siempre se me olvida
            código del móvil: {PIN}
            el código del portal es {PIN}
        """,
        "api_token": """
            mi clave api de {svc} es {TOKEN}
            el token del bot de despliegue: {TOKEN}
        """,
        "card": """
            mi tarjeta es {CARD} caduca {exp}
            número de tarjeta {CARD}, vence el {exp}
        """,
        "iban": """
            para la devolución de {svc} mi IBAN es {IBAN}
            hazme la transferencia a {IBAN} porfa
            el alquiler se cobra de {IBAN}
        """,
        "login_pair": """
            usuario {who} y contraseña {PW} para {svc}
            acceso: {who}@{dom} / {PW}
        """,
        "national_id": """
            para la reserva en {city} me pidieron el DNI y les di {NID}
            para el contrato puse el dni {NID}
        """,
    },
}

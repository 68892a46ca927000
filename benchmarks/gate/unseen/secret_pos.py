"""Unseen secret positives: texts with a credential or a personal id in them, written as people
write them to an assistant (every generated value is a secret the gate must remove).

Families: ``password`` (a login, wifi or laptop password said in passing, user/password pairs),
``api_token`` (vendor tokens and keys pasted from a terminal or a console), ``config`` (env
lines, connection strings, config values), ``pin`` (card, phone and alarm codes), ``card`` (card
number with expiry or security code), ``iban``, ``national_id`` (US SSN, UK NI number, French
NIR, Spanish DNI) and ``passphrase`` (word-only passphrases and 2FA recovery codes).
"""

from __future__ import annotations

from benchmarks.gate.common import Template
from benchmarks.gate.unseen.tables import texts

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("password", "en"): texts("""
        note to self: {service} pw is {PW} dont forget again 🙃
        my {service} account, user {email} / pass {PW}
        changed the wifi password at {place} to {PW} so the neighbours stop leeching lol
        if i ever forget it the password for my work laptop is {PW}
    """),
    ("api_token", "en"): texts("""
        here's the key i'm using {TOKEN} and it keeps returning 401, what am i doing wrong
        $ export API_TOKEN={TOKEN}\\nthen curl just hangs, any idea?
        pls remember my token for the build server: {TOKEN}
        aws_secret_access_key = {AWSSECRET}   (key id is in the console)
    """),
    ("config", "en"): texts("""
        my .env has DB_PASSWORD={PW} and it still says auth failed for user {user}
        connection string is postgres://{user}:{PW}@db.{domain}:5432/app
        SMTP_PASS="{PW}" is in settings.py, is that the right place for it?
    """),
    ("pin", "en"): texts("""
        bank card pin is {PIN}, writing it here cause i keep forgetting
        the alarm code for {name}'s house is {PIN} when we go feed the cat
        phone unlock pin: {PIN}
    """),
    ("card", "en"): texts("""
        pay with my card {CARD} exp {exp} cvv {CVV}
        can u keep my card number for next time {CARD}
        Card number {CARD}, expires {exp}. Use that one for the hotel.
    """),
    ("iban", "en"): texts("""
        my IBAN for the refund is {IBAN}
        rent goes out from {IBAN} every 1st of the month
        send the deposit back to IBAN {IBAN} pls
    """),
    ("national_id", "en"): texts("""
        my social is {SSN} if the form asks again
        ssn {SSN}, dob 14 march, for the tax thing
        NI number for the payroll form is {NINO}
        hey can you fill in my national insurance no {NINO} on the letter
    """),
    ("passphrase", "en"): texts("""
        the passphrase for my backup drive is {PHRASE}
        2fa recovery code for {service}: {RCODE} (used one already)
        master password is literally {PHRASE} lol dont judge
    """),
    ("password", "de"): texts("""
        mein {service} passwort ist {PW}, bitte merken
        zugangsdaten fürs wlan {place}: kennwort {PW}
        Benutzer {user}, Passwort {PW} – so komm ich in den Router rein
    """),
    ("api_token", "de"): texts("""
        hier mein API-Schlüssel: {TOKEN} – warum geht der nicht?
        Token für den Build-Server lautet {TOKEN}
    """),
    ("config", "de"): texts("""
        in der .env steht MAIL_PASSWORD={PW} aber der versand klappt nicht
        DATABASE_URL=mysql://{user}:{PW}@localhost/shop funktioniert nicht, warum?
    """),
    ("pin", "de"): texts("""
        PIN von der EC-Karte ist {PIN}
        die geheimzahl fürs handy ist {PIN}, falls ich sie wieder vergess
    """),
    ("card", "de"): texts("""
        Kreditkarte {CARD} gültig bis {exp}
        kartennummer {CARD} prüfnummer {CVV} für die buchung
    """),
    ("iban", "de"): texts("""
        die IBAN von meinem girokonto: {IBAN}, für die rückzahlung
        überweis mir die hälfte bitte auf {IBAN} 🙏
    """),
    ("passphrase", "de"): texts("""
        die passphrase für den ssh-schlüssel ist {PHRASE}
        Wiederherstellungscode für {service}: {RCODE}
    """),
    ("password", "fr"): texts("""
        mon mot de passe {service} c'est {PW}
        mdp du wifi {place} : {PW}
        identifiant {user} mdp {PW} pour le portail de la mutuelle
    """),
    ("api_token", "fr"): texts("""
        voici ma clé API {TOKEN}, ça renvoie une erreur 403
        jeton d'accès pour le déploiement : {TOKEN}
    """),
    ("config", "fr"): texts("""
        dans le .env j'ai mis DB_PASS={PW} c'est bon ?
        chaîne de connexion : postgresql://{user}:{PW}@{domain}/prod
    """),
    ("pin", "fr"): texts("""
        le code pin de ma carte bleue est {PIN}
        code de l'alarme chez {name} : {PIN}
    """),
    ("card", "fr"): texts("""
        ma carte {CARD} expire le {exp}
        numéro de CB {CARD} cryptogramme {CVV}
    """),
    ("iban", "fr"): texts("""
        mon IBAN c'est {IBAN}
        rembourse-moi sur {IBAN} stp
    """),
    ("national_id", "fr"): texts("""
        mon numéro de sécu : {NIR}
        n° de sécurité sociale {NIR} pour le dossier mutuelle
    """),
    ("password", "es"): texts("""
        ojo que mi contraseña de {service} ahora es {PW}
        la clave del wifi {place} es {PW} 😅
        usuario {user} contraseña {PW}, apúntalo porfa
    """),
    ("api_token", "es"): texts("""
        mi api key es {TOKEN} y no funciona
        token de acceso del servidor: {TOKEN}
    """),
    ("config", "es"): texts("""
        en el .env puse REDIS_PASSWORD={PW} y sigue sin conectar
        url de conexión mongodb://{user}:{PW}@{domain}:27017
    """),
    ("pin", "es"): texts("""
        el pin de la tarjeta es {PIN}
        código pin del móvil nuevo: {PIN}
    """),
    ("card", "es"): texts("""
        tarjeta {CARD} caduca {exp}
        número de tarjeta {CARD} y el cvv {CVV}
    """),
    ("iban", "es"): texts("""
        apunta mi IBAN por si acaso, {IBAN}
        hazme la transferencia a {IBAN} cuando puedas
    """),
    ("national_id", "es"): texts("""
        mi DNI es {DNI}
        te paso el dni {DNI} para la reserva del hotel
    """),
}

"""The latent split's secret positives: texts a user writes into memory with a credential or
personal id in them, per (family, language). Upper-case slots are made by
:mod:`benchmarks.gate.latent.values`; each one is a secret the screen must remove.
"""

from __future__ import annotations

POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "en"): [
        "ok so the wifi pw is {PW} if anyone asks lol",
        "Note to self: changed the {service} password to {PW} on monday",
        "{person} set up the family {service} account, password is {PW}",
        "remember my {service} login for me pls, its {PW}",
        "new laptop admin pwd = {PW} (dont lose it this time)",
        "I keep forgetting it, so here: password for {service} -> {PW}. ok thanks",
    ],
    ("pin", "en"): [
        "garage keypad code is {PIN}",
        "the alarm code at my mom's place is {PIN}, she changed it last week after the break-in next door",
        "Phone unlock PIN (the work one): {PIN} 🙈",
        "if I ever forget, my {bank} card pin is {PIN}",
    ],
    ("token", "en"): [
        "my api key is {TOKEN} pls save it so I dont have to dig it up again",
        "use this for the deploy script: {TOKEN}",
        "{TOKEN} <- thats the key from the dashboard, prod one",
        "The bot kept failing auth so I regenerated the key. New one is {TOKEN}",
    ],
    ("env", "en"): [
        "my .env for the side project:\nDATABASE_URL=postgres://localhost/app\nSECRET_KEY={SECRETVAL}\nDEBUG=false",
        "export AWS_SECRET_ACCESS_KEY={SECRETVAL}   # the one for the backup bucket",
        "in config.yml under smtp I have `password: {SECRETVAL}` and it still won't send",
        '{"client_id": "web-app", "client_secret": "{SECRETVAL}"} is what the oauth page gave me',
    ],
    ("connection", "en"): [
        "connect with psql postgresql://{dbuser}:{PW}@{host}:5432/shop",
        "the atlas string is mongodb+srv://{dbuser}:{PW}@cluster0.{host}/?retryWrites=true",
        "ftp for the website - host {host}, user {dbuser}, pass {PW}",
    ],
    ("card", "en"): [
        "my card number is {CARD} exp 09/27 cvv {CVV}",
        "use {CARD} for the hotel, it's the joint account card",
        "saving my card here for the next time I order: {CARD}",
        "cc {CARD} 11/26 thx",
    ],
    ("iban", "en"): [
        "for the refund form they want my IBAN, it's {IBAN}",
        "please remember my bank details: {IBAN} ({bank})",
        "salary goes into {IBAN} now, I closed the old account",
    ],
    ("national_id", "en"): [
        "my SSN is {NID} for the tax forms",
        "social security number {NID} - need it for the mortgage paperwork on friday",
        "ssn {NID} (mine, not the kids')",
    ],
    ("seed", "en"): [
        "wallet recovery phrase: {SEED}",
        "my metamask seed words are {SEED} dont let me lose them",
    ],
    ("backup_code", "en"): [
        "one of my {service} backup codes is {CODE}, the rest are in the drawer",
        "{bank} sent me {OTP} as the login code, keep it for a sec",
    ],
    ("login", "en"): [
        "login for the school portal: user {username} pw {PW}",
        "{username} / {PW} is the login for {service}",
        "Username {username}\nPassword {PW}\n(for the gym booking site)",
    ],
    ("password", "de"): [
        "WLAN-Passwort ist {PW}, steht auch hinten am Router",
        "mein {service}-passwort lautet {PW}",
        "Merk dir bitte: Kennwort {service} = {PW}",
        "hab das pw geändert auf {PW} weil {person} es kannte",
    ],
    ("pin", "de"): [
        "Die PIN der neuen EC-Karte ist {PIN}, die alte ist gesperrt",
        "code vom schlüsselkasten am ferienhaus: {PIN}",
    ],
    ("token", "de"): [
        "hier mein API-Schlüssel: {TOKEN}",
        "Token für den Build-Server ist {TOKEN}, bitte speichern",
    ],
    ("iban", "de"): [
        "falls jemand fragt, meine IBAN fürs Gehalt: {IBAN}",
        "überweis das geld bitte auf {IBAN}, das ist mein konto bei der {bank}",
    ],
    ("national_id", "de"): [
        "Meine Steuer-ID ist {NID}",
        "steuerliche identifikationsnummer {NID} für die steuererklärung",
    ],
    ("card", "de"): [
        "Kreditkartennummer {CARD}, gültig bis 04/28",
        "kreditkarte für die buchung: {CARD} prüfziffer {CVV}",
    ],
    ("login", "de"): [
        "Zugang zum Elternportal: Benutzer {username}, Passwort {PW}",
        "DB-Zugang: {dbuser} / {PW} auf {host}",
    ],
    ("password", "fr"): [
        "le mot de passe du wifi c'est {PW}",
        "mon mdp {service} : {PW}, je l'oublie tout le temps",
        "Retiens que le mot de passe de la box est {PW} stp",
        "nouveau code d'accès pour {service} -> {PW}",
    ],
    ("pin", "fr"): [
        "le code de ma CB c'est {PIN} mais chut",
        "Digicode de l'immeuble de {person}: {PIN}",
    ],
    ("token", "fr"): [
        "ma clé API : {TOKEN}",
        "voilà le jeton pour le script de sauvegarde {TOKEN}",
    ],
    ("iban", "fr"): [
        "Voici mon IBAN pour les virements de la CAF : {IBAN}",
        "pour le remboursement mets {IBAN} c'est mon compte à la {bank}",
    ],
    ("national_id", "fr"): [
        "mon numéro de sécu c'est le {NID}",
        "Numéro de sécurité sociale : {NID} (pour la mutuelle)",
    ],
    ("card", "fr"): [
        "numéro de carte {CARD} expire 02/27",
        "ma carte pour les courses en ligne {CARD} crypto {CVV}",
    ],
    ("login", "fr"): [
        "pour {service} : identifiant {username}, mdp {PW}",
        "accès à la base : {dbuser} / {PW} sur {host}",
    ],
    ("password", "es"): [
        "la contraseña del wifi es {PW}",
        "mi clave de {service} es {PW} porfa guárdala",
        "Apunta: contraseña de {service} cambiada a {PW}",
        "la pass del portátil del curro es {PW} jaja",
    ],
    ("pin", "es"): [
        "el pin de la tarjeta nueva es {PIN}, apúntalo",
        "Código de la alarma de casa de {person}: {PIN}",
    ],
    ("token", "es"): [
        "mi clave de API: {TOKEN}",
        "este es el token del servidor {TOKEN} no lo pierdas",
    ],
    ("iban", "es"): [
        "Te paso mi IBAN para la nómina: {IBAN}",
        "para la devolución usa mi cuenta {IBAN} de {bank}",
    ],
    ("national_id", "es"): [
        "mi DNI por si lo necesitas para el formulario: {NID}",
        "Número de identidad {NID}, lo piden para el contrato de alquiler",
    ],
    ("card", "es"): [
        "número de tarjeta {CARD} caduca 06/28",
        "paga con esta tarjeta {CARD} cvv {CVV}",
    ],
    ("login", "es"): [
        "usuario {username} contraseña {PW} para {service}",
        "acceso al servidor: {dbuser} / {PW} en {host}",
    ],
}

"""The veiled split's secret kind: texts that leak a credential or a personal id, and texts
that only look a little like one (see :mod:`benchmarks.gate.veiled`)."""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.veiled.table import Table, groups_of, lines

POSITIVE: Table = {
    "password": {
        "en": lines("""
            ok so the {service} login is {PW} dont lose it this time
            note to self: password for {site} -> {PW}
            changed the {service} pw to {PW} after the phishing thing last week 🙄
        """),
        "de": lines("""
            passwort vom {service} ist jetzt {PW}, hab es gestern geändert
            Merk dir bitte: {site} Kennwort {PW}
        """),
        "fr": lines("""
            le mot de passe de {service} c'est {PW} au cas où j'oublie encore
            mdp {site} : {PW} (changé ce matin)
        """),
        "es": lines("""
            la contraseña del {service} es {PW}, apúntala porfa
            clave de {site}: {PW} la cambié ayer
        """),
    },
    "passphrase": {
        "en": lines("""
            wifi at the cabin in {town} is "{PHRASE}" all lowercase
            my vault master passphrase is {PHRASE} in case I get hit by a bus lol
        """),
        "de": lines("""
            WLAN-Schlüssel bei {who}: {PHRASE}
            die Passphrase für den Keepass-Tresor lautet {PHRASE}
        """),
        "fr": lines("""
            la phrase de passe du coffre Bitwarden : {PHRASE}
            code wifi chez {who} = {PHRASE}
        """),
        "es": lines("""
            la frase de acceso del gestor es {PHRASE} por si acaso
            wifi de casa de {who}: {PHRASE} (sin mayúsculas)
        """),
    },
    "pin": {
        "en": lines("""
            debit card PIN is {PIN}, same as the garage door
            alarm code at the office is {PIN} - they change it in march
            phone unlock code {PIN} if you need to get into it
        """),
        "de": lines("""
            PIN von der Girocard: {PIN}, bitte nicht weitersagen
            Türcode vom Hinterhaus {PIN}, Alarmanlage gleich
        """),
        "fr": lines("""
            code de ma carte bleue {PIN} ne le dis à personne
            le digicode de l'immeuble à {town} c'est {PIN}
        """),
        "es": lines("""
            el pin de la tarjeta del súper es {PIN} jeje
            código de la alarma del local: {PIN} 🙈
        """),
    },
    "api_token": {
        "en": lines("""
            here's the prod key so you have it: {TOKEN}
            pasting my token for later {TOKEN} (scopes: repo, read:org)
            the {firm} api secret is {HEXKEY}, rotate it in Q3
        """),
        "de": lines("""
            API-Token für das Deployment: {TOKEN}
            unser Schlüssel für die Wetter-API lautet {HEXKEY}
        """),
        "fr": lines("""
            voilà le jeton d'accès pour le script {TOKEN}
            clé API du compte {firm} : {HEXKEY}
        """),
        "es": lines("""
            el token de la API es {TOKEN}, guárdalo tú
            clave secreta del panel de {firm}: {HEXKEY}
        """),
    },
    "config": {
        "en": lines("""
            my .env has SMTP_PASSWORD={PW} and it works now
            connection string for the reporting db is {DBURL}
            config.json: {"user": "{user_handle}", "password": "{PW}"}
        """),
        "de": lines("""
            in der docker-compose steht POSTGRES_PASSWORD={PW}
            Datenbank-URL vom Shop: {DBURL}
        """),
        "fr": lines("""
            dans le fichier .env j'ai mis DB_PASS={PW}
            l'url de connexion de la base c'est {DBURL}
        """),
        "es": lines("""
            en el yaml puse password: {PW} para el servidor
            cadena de conexión de producción: {DBURL}
        """),
    },
    "login_pair": {
        "en": lines("""
            login for {site} user {user_handle} pass {PW}
            {service} -> username {user_handle} / password {PW}
        """),
        "de": lines("""
            Zugangsdaten {site}: Benutzer {user_handle}, Passwort {PW}
            fürs {service} einloggen mit {user_handle} und {PW}
        """),
        "fr": lines("""
            identifiants {site} : {user_handle} / {PW}
            pour {service} c'est {user_handle} et le mdp {PW}
        """),
        "es": lines("""
            acceso a {site}: usuario {user_handle} contraseña {PW}
            entra al {service} con {user_handle} y {PW}
        """),
    },
    "card": {
        "en": lines("""
            card for the hotel booking: {CARD} exp {exp} cvv {cvv}
            use my visa {CARD} for the {firm} invoice
            my credit card number is {CARD}, expires {exp}
        """),
        "de": lines("""
            Kreditkarte {CARD}, gültig bis {exp}, Prüfziffer {cvv}
            zahl bitte mit meiner Karte {CARD}
        """),
        "fr": lines("""
            ma carte : {CARD} expire {exp} crypto {cvv}
            numéro de CB pour la réservation {CARD}
        """),
        "es": lines("""
            usa mi tarjeta {CARD} (caduca {exp}) para lo del hotel
            el número de mi tarjeta de crédito es {CARD} y el cvv {cvv}
        """),
    },
    "iban": {
        "en": lines("""
            send the deposit to my account {IBAN} pls
            my IBAN is {IBAN} for the refund
        """),
        "de": lines("""
            für die Kaution: IBAN {IBAN_DE}, Kontoinhaber bin ich
            überweis mir das Geld für {dish} auf {IBAN_DE}, danke
        """),
        "fr": lines("""
            mon RIB : {IBAN_FR}
            vire-moi la part de {who} sur {IBAN_FR} stp
        """),
        "es": lines("""
            mi número de cuenta es {IBAN_ES}
            hazme el bizum no, mejor transferencia a {IBAN_ES}
        """),
    },
    "national_id": {
        "en": lines("""
            my social security number is {SSN}
            ssn {SSN} for the mortgage form
        """),
        "de": lines("""
            Steuer-ID für die Elster-Erklärung: {STEUERID}
            steuerliche Identifikationsnummer {STEUERID} für die Lohnabrechnung
        """),
        "fr": lines("""
            pour le formulaire de la CAF, mon numéro de sécu : {NIR}
            la mutuelle me redemande mon numéro de sécurité sociale, c'est {NIR}
        """),
        "es": lines("""
            apunta mi DNI para la reserva en {town}: {DNI}
            el NIE de mi mujer es {NIE} para el contrato
        """),
    },
    "recovery": {
        "en": lines("""
            wallet recovery words: {SEED}
            2fa backup codes for {service}: {CODES}
            authenticator setup key {TOTP}
        """),
        "de": lines("""
            Wiederherstellungsphrase der Wallet: {SEED}
            Backup-Codes für {service}: {CODES}
        """),
        "fr": lines("""
            les 12 mots de récupération de mon portefeuille : {SEED}
            codes de secours {service} {CODES}
        """),
        "es": lines("""
            frase semilla de la cartera: {SEED}
            códigos de respaldo de {service}: {CODES}
        """),
    },
}

NEGATIVE: Table = {
    "password_talk": {
        "en": lines("""
            reset my {service} password again, third time this month smh
            my password manager nags me every time I log into {site}
            IT says passwords expire every 90 days now at {firm}
        """),
        "de": lines("""
            hab mein Passwort bei {service} vergessen und neu gesetzt
            Kennwort geändert, jetzt klappt der Login bei {site} wieder
        """),
        "fr": lines("""
            j'ai réinitialisé mon mot de passe {service} hier soir
            le mdp de {site} a expiré, faut que je le change
        """),
        "es": lines("""
            he cambiado la contraseña de {service} porque me la pidió
            olvidé la contraseña de {site} otra vez jaja
        """),
    },
    "credential_words": {
        "en": lines("""
            the spare key for {who}'s flat is under the blue flowerpot
            dress code for the {firm} party is smart casual
            the secret ingredient in my {dish} is smoked paprika
        """),
        "de": lines("""
            der Schlüssel für den Keller hängt bei {who} neben der Tür
            das Geheimnis von {who}s {dish} ist viel Butter
        """),
        "fr": lines("""
            la clé de la cave est chez {who}
            le code vestimentaire du mariage à {town} c'est chic
        """),
        "es": lines("""
            la llave del trastero la tiene {who}
            el secreto de mi {dish} es dejarlo reposar una noche
        """),
    },
    "order_parcel": {
        "en": lines("""
            {brand} still hasn't shipped order {ORDER}, 2 weeks now
            parcel tracking {TRACK} says out for delivery
        """),
        "de": lines("""
            Bestellung {ORDER} bei {brand} ist storniert
            Sendungsnummer {TRACK}, kommt morgen
        """),
        "fr": lines("""
            commande {ORDER} chez {brand} livrée aujourd'hui
            suivi du colis {TRACK} bloqué à {town}
        """),
        "es": lines("""
            el pedido {ORDER} de {brand} llega el martes
            número de seguimiento {TRACK} del paquete de {who}
        """),
    },
    "phone": {
        "en": lines("""
            {who} changed numbers, it's {PHONE} now
            the plumber in {town} picks up at {PHONE}, ask for Dave
        """),
        "de": lines("""
            {who} hat eine neue Nummer: {PHONE}, die alte geht nicht mehr
            die Zahnarztpraxis in {town} hat die Nummer {PHONE}
        """),
        "fr": lines("""
            le numéro de {who} c'est le {PHONE}
            appeler le cabinet à {town} au {PHONE}
        """),
        "es": lines("""
            el móvil de {who} es {PHONE}
            la peluquería de {town} tiene el {PHONE}
        """),
    },
    "tech_ids": {
        "en": lines("""
            we pinned the client to {VERSION} until the fix in {COMMIT} ships
            the crash is tracked as {TICKET}, request id {UUID}
            deployed {COMMIT} to staging at {firm}, looks fine
        """),
        "de": lines("""
            Update auf {VERSION} hat den Bug behoben
            Ticket {TICKET} ist zu, Commit {COMMIT}
        """),
        "fr": lines("""
            la version {VERSION} de l'appli plante chez moi
            ticket {TICKET} ouvert pour le bug, trace {UUID}
        """),
        "es": lines("""
            actualicé a la {VERSION} y va mejor
            la incidencia {TICKET} sigue abierta, commit {COMMIT}
        """),
    },
    "travel": {
        "en": lines("""
            flight {FLIGHT} to {town}, booking ref {BOOKING}
            hotel confirmation {BOOKING} for three nights
        """),
        "de": lines("""
            Buchungscode {BOOKING} für den Flug {FLIGHT}
            Reservierung {BOOKING} im Hotel in {town}
        """),
        "fr": lines("""
            vol {FLIGHT} pour {town}, référence {BOOKING}
            code de réservation de l'hôtel : {BOOKING}
        """),
        "es": lines("""
            vuelo {FLIGHT} a {town}, localizador {BOOKING}
            la reserva del hotel es la {BOOKING}
        """),
    },
    "masked_money": {
        "en": lines("""
            the charge of {AMOUNT} EUR was on my card ending in {LAST4}
            paid {AMOUNT} for {hobby_en} lessons with the card ending {LAST4}
        """),
        "de": lines("""
            {AMOUNT} € wurden von der Karte mit Endziffern {LAST4} abgebucht
            Kontoauszug zeigt {AMOUNT} Euro an {firm}
        """),
        "fr": lines("""
            prélèvement de {AMOUNT} € sur la carte finissant par {LAST4}
            j'ai payé {AMOUNT} euros à {firm} ce mois-ci
        """),
        "es": lines("""
            me cobraron {AMOUNT} € en la tarjeta acabada en {LAST4}
            el recibo de {firm} fue de {AMOUNT} euros
        """),
    },
    "code_literal": {
        "en": lines("""
            new PIN letter from the bank arrived at {who}'s today, havent opened it
            zip code for {who}'s place is {ZIP}
        """),
        "de": lines("""
            die neue PIN kam per Post zu {who}, Karte kommt separat
            Postleitzahl von {town} ist {ZIP}
        """),
        "fr": lines("""
            j'ai reçu chez {who} le courrier avec le nouveau code de ma carte
            code postal de {who} : {ZIP}
        """),
        "es": lines("""
            me llegó a casa de {who} la carta con el pin nuevo del banco
            el código postal de {town} es el {ZIP}
        """),
    },
}


def groups() -> list[Group]:
    """The secret groups of the veiled split."""
    # Plain account passwords are the commonest leak, so they weigh a little more.
    return groups_of(POSITIVE, NEGATIVE, weights={"password": 1.5})

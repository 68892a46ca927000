r"""The fresh split's secret positives, English and German: every template written anew, one
a line (``\n`` inside a line is a line break). French and Spanish are in
:mod:`benchmarks.gate.fresh.secret_pos_romance`."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "en"): lines(r"""
        ok so for {service} I went with {PW} this time, hopefully I remember it
        Reminder to self -- {service} pwd got rotated, it's now {PW}
        {name} asked for the {service} login so I sent her the password ({PW}) over Signal
        password = {PW} (that's for {service}, not the work one)
        Heads up: the guest network at {place} now uses {PW} as its passcode.
        new {service} password, don't lose it: {PW}
        The admin password on the {place} router is still the one we set in spring, {PW}.
    """),
    ("password", "de"): lines(r"""
        hab das {service}-Passwort neu gesetzt, jetzt: {PW}
        Das Gäste-WLAN bei {place} hat ein neues Passwort bekommen, und zwar {PW}
        {service} -> Kennwort {PW} (bitte nicht weitergeben)
        Falls du dich bei {service} anmelden musst: {PW} ist das Passwort.
        Passwort fürs Admin-Konto vom Router in {place}: {PW}
    """),
    ("passphrase", "en"): lines(r"""
        The recovery phrase for my {service} vault is: {PHRASE}
        I switched to a passphrase on {service}, it's "{PHRASE}" (all lower case)
        seed words for the old wallet -> {PHRASE}
        my disk encryption passphrase is {PHRASE}, keep it somewhere safe
    """),
    ("passphrase", "de"): lines(r"""
        Die Passphrase für die verschlüsselte Platte lautet: {PHRASE}
        Mein {service}-Tresor geht mit der Phrase {PHRASE} auf
        Merksatz fürs Passwort von {service}: {PHRASE}
    """),
    ("pin", "en"): lines(r"""
        the lockbox at {place} opens with {PIN}
        Debit card PIN (the new card from {service}): {PIN}
        Gate code for {place} changed, now it's {PIN} then the bell icon
        If the alarm goes off, punch in {PIN} and hit OFF.
        voicemail pin {PIN}
    """),
    ("pin", "de"): lines(r"""
        Der Schlüsselkasten in {place} geht mit {PIN} auf.
        Neue Karten-PIN von {service}: {PIN}
        Code fürs Tor bei {place}: {PIN}, dann Raute drücken
    """),
    ("short_cred", "en"): lines(r"""
        {service} -> {PW} (new one)
        pwd {PW}
        creds for {service} r {PW}
        secret for {service}: {PW}
        login code {PW}
    """),
    ("short_cred", "de"): lines(r"""
        PW {service} -> {PW}
        Kennwort: {PW}
        Zugang für {service} = {PW}
        Passwd {PW}
    """),
    ("user_pass", "en"): lines(r"""
        {service} account: {user} / {PW}
        log in with {user} and the password {PW}
        user name is {user}, pass is {PW}
        u: {user}\np: {PW}
        {user} / {PW} works for the {service} staging admin
    """),
    ("user_pass", "de"): lines(r"""
        Konto bei {service}: {user} / {PW}
        Anmeldename {user}, Kennwort {PW}
        Nutzer {user} mit Passwort {PW} für {service}
    """),
    ("login_prose", "en"): lines(r"""
        For the {service} trial, login: {user}@example.com / pass: {PW} - it expires Friday.
        {name} set me up on {service}; I log in as {user}@example.org with {PW} for now.
        The shared inbox is {user}@example.net and its password is {PW}, ask before you use it.
        my {service} login is {user}@example.com, password {PW}, in case I forget again
    """),
    ("login_prose", "de"): lines(r"""
        Für den {service}-Testzugang: Login {user}@example.com, Passwort {PW}.
        {name} hat mir einen Zugang zu {service} angelegt: {user}@example.de / {PW}
        Das Sammelpostfach ist {user}@example.net mit dem Kennwort {PW}.
    """),
    ("story", "en"): lines(r"""
        Long story short: we got locked out of the Wi-Fi at {place}, {name} finally found the note taped under the router, it said {PW}, and the kids were happy again.
        Funny thing happened at work today. {name} forgot the {service} password for the third time, so I wrote it on a post-it - {PW} - and now it's stuck to the monitor for everyone to see.
        My dad called asking how to get into his {service} account again. I told him the password is {PW} and to please write it down somewhere safer than the fridge door.
    """),
    ("story", "de"): lines(r"""
        Gestern waren wir in {place} und das WLAN ging nicht, bis {name} den Zettel unter dem Router fand: {PW}. Danach lief alles.
        Mein Vater hat schon wieder angerufen, weil er nicht in sein {service}-Konto kommt. Ich habe ihm gesagt, das Passwort ist {PW}, und er soll es sich endlich aufschreiben.
        Kurze Geschichte: {name} hat das {service}-Passwort vergessen, wir haben es zurückgesetzt, jetzt ist es {PW}, und diesmal merke ich es mir.
    """),
    ("env", "en"): lines(r"""
        .env.production:\nNODE_ENV=production\n{envkey}={VAL}\nPORT=8080
        docker run -e {envkey}={VAL} {project}/api:latest
        in the GitHub Actions secrets {envkey} is set to {VAL}
        heroku config:set {envkey}={VAL} -a {project}
    """),
    ("env", "de"): lines(r"""
        Die .env auf dem Server enthält {envkey}={VAL}
        Starte den Container mit -e {envkey}={VAL}
        In den CI-Variablen steht {envkey} = {VAL}
    """),
    ("key_value", "en"): lines(r"""
        someone hard-coded it in settings.py: {jsonkey} = "{VAL}"
        the Terraform var is set like {jsonkey} = "{VAL}" in prod.tfvars
        in appsettings.json: "{jsonkey}": "{VAL}",
        k8s secret (decoded) {jsonkey}: {VAL}
    """),
    ("key_value", "de"): lines(r"""
        In der appsettings.json steht "{jsonkey}": "{VAL}"
        In prod.tfvars: {jsonkey} = "{VAL}"
        Das Kubernetes-Secret enthält {jsonkey}: {VAL}
    """),
    ("config_file", "en"): lines(r"""
        my ~/.netrc:\nmachine {host}\n  login {user}\n  password {PW}
        [database]\nhost = {host}\nuser = {user}\npassword = {PW}
        docker-compose.yml excerpt:\n  environment:\n    - {envkey}={VAL}\n    - TZ=UTC
        db:\n  host: {host}\n  username: {user}\n  password: "{PW}"
        ~/.pgpass line: {host}:5432:*:{user}:{UPW}
    """),
    ("config_file", "de"): lines(r"""
        Aus meiner ~/.netrc:\nmachine {host} login {user} password {PW}
        config.ini:\n[mail]\nserver = {host}\nbenutzer = {user}\npasswort = {PW}
        application.yml:\nspring:\n  datasource:\n    username: {user}\n    password: {PW}
    """),
    ("conn_string", "en"): lines(r"""
        JDBC url: jdbc:postgresql://{host}:5432/ledger?user={user}&password={UPW}
        amqp://{user}:{UPW}@{host}:5672/%2f is the broker
        MONGO_URI is mongodb+srv://{user}:{UPW}@{host}/prod?retryWrites=true
        sftp://{user}:{UPW}@{host}/uploads
    """),
    ("conn_string", "de"): lines(r"""
        Broker-URL: amqp://{user}:{UPW}@{host}:5672/
        Die JDBC-URL lautet jdbc:mysql://{host}/lager?user={user}&password={UPW}
    """),
    ("hex_key", "en"): lines(r"""
        {service} API key (hex): {HEX}
        The HMAC secret we share with {service} is {HEX}
        encryption key for the backups = {HEX}
        here's the {service} license key: {HEX}
    """),
    ("hex_key", "de"): lines(r"""
        Der HMAC-Schlüssel für {service} ist {HEX}
        Schlüssel für die Backup-Verschlüsselung: {HEX}
        API-Key von {service} (hex) -> {HEX}
    """),
    ("token", "en"): lines(r"""
        new token for {service} just came in: {TOKEN}
        rotate this one asap, it leaked in a screenshot: {TOKEN}
        {name}'s personal access token is {TOKEN}
        I generated {TOKEN} for the {project} bot
    """),
    ("token", "de"): lines(r"""
        Neuer Zugriffstoken für {service}: {TOKEN}
        Das ist der Token vom {project}-Bot: {TOKEN}
        {TOKEN} bitte sofort rotieren, der stand im Screenshot
    """),
    ("bearer", "en"): lines(r"""
        GET /v1/orders HTTP/1.1\nHost: {host}\nAuthorization: Bearer {KEY}
        requests.get(url, headers={"Authorization": "Bearer {KEY}"})
        The request failed even with Authorization: Basic {BASIC} in the header
        proxy header I added -> Proxy-Authorization: Basic {BASIC}
    """),
    ("bearer", "de"): lines(r"""
        Der Aufruf geht nur mit dem Header Authorization: Bearer {KEY}
        Im Postman steht Authorization: Basic {BASIC}
        headers={"Authorization": "Bearer {KEY}"} im Skript
    """),
    ("code_key", "en"): lines(r"""
        curl -H "X-Api-Key: {KEY}" https://{host}/v2/reports
        curl -u {user}:{PW} https://{host}/api/export
        client = {project}Client(api_key="{KEY}", timeout=30)
        const stripe = require('stripe')('{KEY}');
        wget --header="X-Auth-Token: {KEY}" https://{host}/dump.tar.gz
    """),
    ("code_key", "de"): lines(r"""
        Aufruf: curl -H "X-Api-Key: {KEY}" https://{host}/v1/status
        curl --user {user}:{PW} https://{host}/api/export
        Im Skript steht client = Client(api_key="{KEY}")
    """),
    ("jwt", "en"): lines(r"""
        the cookie session= value was {JWT}
        id_token from the login response: {JWT}
        copy this into the Authorization header: Bearer {JWT}
    """),
    ("jwt", "de"): lines(r"""
        Das id_token aus der Login-Antwort: {JWT}
        Im Cookie steht session={JWT}
    """),
    ("pem", "en"): lines(r"""
        exported my signing key, here:\n{PEM}
        the key file id_deploy contains\n{PEM}\n(don't commit it)
    """),
    ("pem", "de"): lines(r"""
        Mein Signaturschlüssel:\n{PEM}
        Inhalt der Schlüsseldatei:\n{PEM}
    """),
    ("entropy", "en"): lines(r"""
        the one that finally worked: {RAND}
        {RAND} <- paste that into the box that says "secret"
        staging is {RAND}, prod is different
        for the {project} webhook I used {RAND}
    """),
    ("entropy", "de"): lines(r"""
        das hier hat funktioniert: {RAND}
        für {project} hab ich {RAND} eingetragen
        Staging nimmt {RAND}
    """),
    ("card", "en"): lines(r"""
        Visa or whatever it is, the number's {CARD}, expiry 11/28, CVC 431
        For the deposit just use my card - {CARD}
        company card for the {place} trip: {CARD}
        card no {CARD} (the one ending with the sticker)
    """),
    ("card", "de"): lines(r"""
        Für die Kaution nimm meine Karte: {CARD}, gültig bis 11/28
        Firmenkarte für die Reise nach {place}: {CARD}
        Die Nummer meiner neuen Kreditkarte ist {CARD}
    """),
    ("iban", "en"): lines(r"""
        send the deposit to {IBAN} (account holder {name})
        bank details for the invoice: {IBAN}
        my new account, IBAN {IBAN}, the old one is closed
    """),
    ("iban", "de"): lines(r"""
        Bitte die Kaution auf {IBAN} überweisen (Kontoinhaber {name})
        Neue Bankverbindung: {IBAN}
        Für die Rechnung: IBAN {IBAN}
    """),
    ("ssn", "en"): lines(r"""
        HR needs my social for the onboarding, it's {SSN}
        the form wants an SSN so I put {SSN}
        {name}'s social security no. is {SSN}, for the tax return
    """),
    ("ssn", "de"): lines(r"""
        Für das US-Formular brauche ich meine SSN: {SSN}
        Die amerikanische Sozialversicherungsnummer von {name} ist {SSN}
    """),
    ("national_id", "en"): lines(r"""
        the embassy form asks for the {idlabel}, mine is {ID}
        {name}'s {idlabel}: {ID}
        My {idlabel} ({ID}) is on the back of the card.
    """),
    ("national_id", "de"): lines(r"""
        Für das Konsulat brauche ich die {idlabel}: {ID}
        {idlabel} von {name}: {ID}
        Meine {idlabel} lautet {ID}, steht auf der Rückseite.
    """),
}

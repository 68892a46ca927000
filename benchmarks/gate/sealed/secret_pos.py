"""Sealed secret positives in English and German: texts a user asks to remember with a
secret inside (see :mod:`benchmarks.gate.sealed.secret` for the slots)."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "en"): lines(r"""
        note for later: the {svc} login for the band account is {PW} (Wilf set it up)
        Mum's {svc} password, written down so she stops ringing me: {PW}
        changed the {svc} pw after the phishing scare, new one is {PW}
        If I forget again — laptop admin password is {PW}, the sticker under the keyboard is out of date
    """),
    ("pin", "en"): lines(r"""
        the PIN for the new debit card came in the post today: {PIN}
        SIM unlock PIN for the work phone is {PIN}, don't lock it again
        my phone banking passcode is {PIN} if the app asks after the update
    """),
    ("passphrase", "en"): lines(r"""
        the vault passphrase for the family password manager is "{PHRASE}"
        backup drive encryption passphrase: {PHRASE}
        passphrase for the GPG key on the old ThinkPad: {PHRASE}
    """),
    ("env", "en"): lines(r"""
        copy of the prod .env before I wipe the box:\nNODE_ENV=production\nAPI_TOKEN={TOK}\nLOG_LEVEL=warn
        add this to the staging env: SESSION_SECRET={HEX}
        the line the deploy was missing: DB_PASSWORD={PW}
    """),
    ("token", "en"): lines(r"""
        here's the token I generated for the CI runner, keep it handy: {TOK}
        on-call handover: if the nightly export fails, rerun it with the service token {TOK}
        {n} asked me to store the integration key for the shop plugin: {TOK}
    """),
    ("card", "en"): lines(r"""
        the company card for booking train tickets: {CARD}, expires {exp}
        Gran's card for the grocery delivery is {CARD}, CVV {CVC}
        booked the hotel in {town} on {CARD} exp {exp} security code {CVC}
        paying the plumber with the joint card {CARD} next time
    """),
    ("iban", "en"): lines(r"""
        the landlord wants the deposit back into {IBAN}, not the old account
        my salary account for the tax form: {IBAN}
        refund from the travel agency goes to IBAN {IBAN} (account in {n}'s name)
        {n} paid me back for the concert tickets from {IBAN} — save it for next time
    """),
    ("national_id", "en"): lines(r"""
        my {idname} for the new GP registration form is {ID}
        keep this for the pension paperwork: {idname} {ID}
        {n}'s {idname} (needed for the school trip insurance): {ID}
    """),
    ("ssn", "en"): lines(r"""
        Dad's social security number for the Medicare call: {SSN}
        SSN for the mortgage application is {SSN}
        the payroll form wants my SSN again, it's {SSN}
    """),
    ("user_pass", "en"): lines(r"""
        login for the school's parent portal: {login} / {PW}
        user {login}, password {PW} — that's the admin account on the router
        the supplier portal creds {n} forwarded: username {login} pass {PW}
    """),
    ("conn_string", "en"): lines(r"""
        connection string for the reporting replica, so I stop digging through Slack: {CONN}
        during the incident we pointed the worker at {CONN} — change it back on Monday
        the analytics team uses {CONN}
    """),
    ("jwt", "en"): lines(r"""
        the bearer JWT that worked in Postman for the orders API: {JWT}
        service-to-service token from the auth team (valid until they rotate it): {JWT}
        save the id token I got from the staging login: {JWT}
    """),
    ("pem", "en"): lines(r"""
        deploy key for the website repo:\n{begin}\n{KEY}\n{end}
        the key {n} used for the backup server, in case the laptop dies:\n{begin}\n{KEY}\n{end}
        {begin}\n{KEY}\n{end}\nthat's the key for the bastion host, keep it
    """),
    ("hex_key", "en"): lines(r"""
        the encryption key for the customer export bucket is {HEX}
        master key of the old Vault unseal step: {HEX}
        HMAC signing secret for the webhook receiver = {HEX}
    """),
    ("key_value", "en"): lines(r"""
        the settings file that finally worked: {"region": "eu-west-2", "client_secret": "{VAL}"}
        in config.yaml put   signing_key: {VAL}
        ansible vars for the mail relay: smtp_user: alerts  smtp_password: {PW}
    """),
    ("config_file", "en"): lines(r"""
        my ~/.aws/credentials from the old laptop:\n[default]\naws_access_key_id = {AKID}\naws_secret_access_key = {AKSECRET}
        the .npmrc for publishing:\n//registry.npmjs.org/:_authToken={NPM}
        .netrc entry for the package mirror:\nmachine mirror.internal login deploy password {PW}
    """),
    ("bearer", "en"): lines(r"""
        this curl worked: curl -H "Authorization: Bearer {TOK}" https://api.example.com/v2/orders
        header to send when testing the webhook: Authorization: Bearer {TOK}
        the Postman collection uses Bearer {JWT} for the admin endpoints
    """),
    ("cookie", "en"): lines(r"""
        the session cookie from the admin panel so I can reproduce the bug: {cname}={COOKIE}
        Cookie: {cname}={COOKIE}  <- copied from devtools while logged in as support
        paste this cookie to skip the login on staging: {cname}={COOKIE}
    """),
    ("webhook_url", "en"): lines(r"""
        the incoming webhook for the #oncall channel is {HOOK}
        alerts go to {HOOK} — set it in the monitoring config
        hook URL for the family group bot (don't share): {HOOK}
    """),
    ("signed_url", "en"): lines(r"""
        the download link the accountant sent (works for a week): {SURL}
        pre-signed link to the invoice, so I can grab it from my phone: {SURL}
    """),
    ("otp_seed", "en"): lines(r"""
        2FA setup key for the {svc} account, in case I lose my phone: {OTP}
        otpauth://totp/{svc}:{login}?secret={OTP}&issuer={svc} — the QR code from the setup page
        authenticator secret for the shared support mailbox: {OTP}
    """),
    ("recovery_codes", "en"): lines(r"""
        {svc} backup codes, each works once:\n{CODES}
        recovery codes for my {svc} account:\n{CODES}
    """),
    ("access_code", "en"): lines(r"""
        the key safe at the holiday cottage in {town} opens with {CODE}
        alarm code for the shop, in case I'm first in on Saturday: {CODE}
        building door code for {n}'s new flat is {CODE}
    """),
    ("seed_phrase", "en"): lines(r"""
        my wallet recovery phrase, just in case: {SEED}
        seed words for the hardware wallet {n} gave me: {SEED}
        recovery phrase (the one from the metal plate): {SEED}
    """),
    ("wifi_qr", "en"): lines(r"""
        text behind the Wi-Fi QR code on the fridge: WIFI:T:WPA;S:{ssid};P:{WIFI};;
        guest Wi-Fi at the office is {ssid}, key {WIFI}
        WIFI:S:{ssid};T:WPA;P:{WIFI};H:false;; (the QR on the back of the router)
    """),
    ("password", "de"): lines(r"""
        Merk dir bitte: das {svc}-Passwort für den Vereinsaccount ist {PW}
        Passwort vom Laptop der Praxis, falls Frau Dr. Ebert fragt: {PW}
        hab das {svc}-Passwort nach dem Hackerangriff geändert, neu: {PW}
    """),
    ("pin", "de"): lines(r"""
        die PIN für die neue Girocard kam heute mit der Post: {PIN}
        Entsperr-PIN vom Diensthandy ist {PIN}
    """),
    ("passphrase", "de"): lines(r"""
        Die Passphrase für den Passwort-Tresor der Familie lautet „{PHRASE}“
        Passphrase der verschlüsselten Backup-Platte: {PHRASE}
    """),
    ("env", "de"): lines(r"""
        Die Zeile, die beim Deployment gefehlt hat: API_TOKEN={TOK}
        Aus der .env vom Testserver:\nDB_HOST=localhost\nDB_PASSWORD={PW}
    """),
    ("token", "de"): lines(r"""
        Übergabe Bereitschaft: falls der Export hängt, mit dem Token {TOK} neu anstoßen
        {n} hat mir den API-Schlüssel für das Shop-Plugin geschickt: {TOK}
        Zugangstoken für den CI-Runner, bitte aufheben: {TOK}
    """),
    ("card", "de"): lines(r"""
        Firmenkreditkarte für die Bahntickets: {CARD}, gültig bis {exp}
        Omas Karte für den Lieferdienst: {CARD}, Prüfziffer {CVC}
        Hotel in {town} mit der Karte {CARD} bezahlt, Ablauf {exp}
    """),
    ("iban", "de"): lines(r"""
        Die Kaution soll der Vermieter auf {IBAN} zurücküberweisen
        Meine Gehaltskonto-IBAN für die Steuererklärung: {IBAN}
        {n} hat die Konzertkarten von {IBAN} bezahlt, für nächstes Mal speichern
    """),
    ("national_id", "de"): lines(r"""
        meine {idname} für das Formular vom Arbeitgeber: {ID}
        {n}s {idname} (für die Anmeldung beim Sportverein): {ID}
        Für die Rentenunterlagen aufheben: {idname} {ID}
    """),
    ("user_pass", "de"): lines(r"""
        Zugang zum Elternportal der Schule: Benutzer {login}, Passwort {PW}
        Router-Admin: {login} / {PW}
    """),
    ("conn_string", "de"): lines(r"""
        Verbindungsdaten der Reporting-Datenbank, damit ich nicht wieder suchen muss: {CONN}
        Während der Störung lief der Worker gegen {CONN}, Montag zurückstellen
    """),
    ("jwt", "de"): lines(r"""
        Das JWT, mit dem es in Postman klappte: {JWT}
        Token vom Auth-Team für die Bestell-API: {JWT}
    """),
    ("pem", "de"): lines(r"""
        Deploy-Schlüssel fürs Website-Repo:\n{begin}\n{KEY}\n{end}
        Schlüssel für den Backup-Server, falls der Laptop stirbt:\n{begin}\n{KEY}\n{end}
    """),
    ("key_value", "de"): lines(r"""
        Die Konfiguration, die endlich lief: {"tenant": "buchhaltung", "client_secret": "{VAL}"}
        in die config.yaml gehört   api_secret: {VAL}
    """),
    ("config_file", "de"): lines(r"""
        ~/.aws/credentials vom alten Rechner:\n[default]\naws_access_key_id = {AKID}\naws_secret_access_key = {AKSECRET}
        .pgpass für die Nachtläufe:\ndb-primary.internal:5432:ledger:etl:{PW}
    """),
    ("bearer", "de"): lines(r"""
        So ging der Aufruf: curl -H "Authorization: Bearer {TOK}" https://api.example.com/v1/kunden
        Header zum Testen: Authorization: Bearer {JWT}
    """),
    ("cookie", "de"): lines(r"""
        Session-Cookie aus dem Admin-Bereich, um den Fehler nachzustellen: {cname}={COOKIE}
        Cookie: {cname}={COOKIE}  (aus den Entwicklertools kopiert)
    """),
    ("webhook_url", "de"): lines(r"""
        Der Webhook für den Bereitschaftskanal ist {HOOK}
        Alarme gehen an {HOOK}, bitte im Monitoring eintragen
    """),
    ("otp_seed", "de"): lines(r"""
        den Schlüssel zum Einrichten der Authenticator-App für {svc} hab ich abgetippt: {OTP}
        TOTP-Geheimnis vom gemeinsamen Support-Postfach: {OTP}
    """),
    ("recovery_codes", "de"): lines(r"""
        Wiederherstellungscodes für {svc}, jeder nur einmal gültig:\n{CODES}
        Backup-Codes vom {svc}-Konto:\n{CODES}
    """),
    ("access_code", "de"): lines(r"""
        Der Schlüsseltresor an der Ferienwohnung in {town} geht mit {CODE} auf
        Code für die Alarmanlage im Laden: {CODE}
        Haustürcode bei {n}: {CODE}
    """),
    ("seed_phrase", "de"): lines(r"""
        Wiederherstellungsphrase meiner Wallet, nur für den Notfall: {SEED}
        Seed-Wörter der Hardware-Wallet: {SEED}
    """),
    ("wifi_qr", "de"): lines(r"""
        Text hinter dem WLAN-QR-Code am Kühlschrank: WIFI:T:WPA;S:{ssid};P:{WIFI};;
        Gäste-WLAN im Büro: {ssid}, Schlüssel {WIFI}
    """),
}

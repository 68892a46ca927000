r"""The final split's secret positives, English and German: every template written anew, one
a line (``\n`` inside a line is a line break). French and Spanish are in
:mod:`benchmarks.gate.final.secret_pos_romance`."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "en"): lines(r"""
        Safari suggested {PW} for {service} and I accepted it, writing it here just in case
        the {service} account we share for the flat: password {PW}
        WIFI:T:WPA;S:{project}-guest;P:{PW};; (that's what the QR code on the fridge encodes)
        {name} reset the {service} login for me; the temporary password is {PW} until I change it
        Changed my {service} password at the airport, it is {PW} now
        If you need the laptop at {place}, the Windows password is {PW}.
    """),
    ("password", "de"): lines(r"""
        Das WLAN-Passwort in der Ferienwohnung in {place} lautet {PW}
        Für {service} hat mir {name} ein Übergangspasswort gegeben: {PW}
        Bei {service} hab ich jetzt {PW} als Passwort, nicht vergessen!
        Mein Windows-Passwort auf dem Büro-PC ist {PW}
    """),
    ("passphrase", "en"): lines(r"""
        the twelve recovery words from the hardware wallet, in order: {PHRASE}
        BitLocker on the travel laptop unlocks with the phrase {PHRASE}
        backup passphrase for the {service} export: {PHRASE}
        {name}'s password manager master phrase (I was asked to keep a copy): {PHRASE}
    """),
    ("passphrase", "de"): lines(r"""
        Die Wiederherstellungswörter der Hardware-Wallet: {PHRASE}
        Mein Masterpasswort für {service} ist der Satz {PHRASE}
        Die Festplatte im NAS entsperrt man mit {PHRASE}
    """),
    ("pin", "en"): lines(r"""
        SIM PUK in case the phone locks itself again: {PIN}
        the safe in the hotel room in {place} is set to {PIN}
        My new bank card came today, PIN {PIN}
        key safe by the back door of the cottage -> {PIN}
        garage keypad code changed to {PIN} on Sunday
    """),
    ("pin", "de"): lines(r"""
        Die PUK der neuen SIM-Karte: {PIN}
        Zahlenschloss am Fahrradkeller in {place}: {PIN}
        Der Tresor im Hotelzimmer hat jetzt den Code {PIN}
        Meine neue EC-Karten-PIN ist {PIN}
    """),
    ("short_cred", "en"): lines(r"""
        {service} pw now {PW}
        pass for the NAS = {PW}
        {service}: {PW}   <- new
        router admin pw {PW}
    """),
    ("short_cred", "de"): lines(r"""
        PW NAS: {PW}
        {service}-PW neu = {PW}
        Router-Passwort {PW}
    """),
    ("user_pass", "en"): lines(r"""
        {service}\nlogin: {user}\npassword: {PW}
        creds -> {user} : {PW}
        The staging box takes {user} with {PW}.
        {service} admin is {user}, password {PW} (change it after the demo)
    """),
    ("user_pass", "de"): lines(r"""
        {service}\nBenutzer: {user}\nPasswort: {PW}
        Anmeldung am Testsystem mit {user} und {PW}
        Zugang {user} / Kennwort {PW}
    """),
    ("login_prose", "en"): lines(r"""
        For the school portal, {name} logs in as {user}@example.edu and the password is {PW}.
        I made a {service} account for Dad: username {user}, password {PW}. He'll forget both.
        The kiosk at the front desk signs in as {user}@example.com with {PW}, don't change it.
        Sharing the {service} family plan: sign in as {user}@example.net, use {PW}.
    """),
    ("login_prose", "de"): lines(r"""
        Für das Schulportal meldet sich {name} mit {user}@example.de und dem Passwort {PW} an.
        Ich hab Papa ein {service}-Konto gemacht: Benutzername {user}, Passwort {PW}.
        Am Empfangsrechner meldet man sich als {user}@example.org mit {PW} an.
    """),
    ("story", "en"): lines(r"""
        Locked out of {service} again, so {name} read me the old password over the phone ({PW}) and it worked.
        At the hackathon in {place} the organisers put the admin password on a whiteboard: {PW}. Wild.
        My grandmother wrote her online banking password on a sticky note, {PW}, and I took it off the monitor.
        I finally got into the old {service} account with {PW}, which I'd used in 2016.
    """),
    ("story", "de"): lines(r"""
        Ich kam nicht mehr in {service} rein, also hat {name} mir das alte Passwort vorgelesen ({PW}), und es ging.
        Beim Hackathon in {place} stand das Admin-Passwort {PW} einfach am Whiteboard.
        Oma hatte ihr Bankpasswort auf einem Zettel am Bildschirm, {PW}, den hab ich abgenommen.
    """),
    ("env", "en"): lines(r"""
        docker run -e {envkey}={VAL} -p 8080:8080 {project}:latest
        export {envkey}='{VAL}' && ./deploy.sh
        heroku-style config: {envkey}: {VAL}
        $env:{envkey} = "{VAL}"
    """),
    ("env", "de"): lines(r"""
        In der .env vom Server steht {envkey}={VAL}
        Für den Container: -e {envkey}={VAL}
        set {envkey}={VAL} (Windows-Eingabeaufforderung)
    """),
    ("key_value", "en"): lines(r"""
        {jsonkey} (prod) -> {VAL}
        {"account": "{user}", "env": "prod", "{jsonkey}": "{VAL}"}
        {jsonkey} | {VAL} | rotated in March
    """),
    ("key_value", "de"): lines(r"""
        Feld {jsonkey} hat den Wert {VAL}
        {"konto": "{user}", "{jsonkey}": "{VAL}"}
        Schlüssel {jsonkey}, Wert {VAL}
    """),
    ("config_file", "en"): lines(r"""
        apiVersion: v1\nkind: Secret\nmetadata:\n  name: {project}-db\ndata:\n  password: {B64PW}
        [smtp]\nhost = mail.example.org\nuser = {user}\npassword = {PW}
        <add key="SmtpPassword" value="{PW}" />
        spring.datasource.username={user}\nspring.datasource.password={PW}
    """),
    ("config_file", "de"): lines(r"""
        [datenbank]\nbenutzer = {user}\npasswort = {PW}
        data:\n  password: {B64PW}\n(das ist das Secret aus dem Cluster)
        spring.mail.password={PW}
    """),
    ("conn_string", "en"): lines(r"""
        Server={host};Database=orders;User Id={user};Password={UPW};Encrypt=true;
        jdbc:mysql://{host}:3306/shop?user={user}&password={UPW}
        mongodb+srv://{user}:{UPW}@cluster0.x7k2q.mongodb.net/app?retryWrites=true
        rediss://default:{UPW}@{host}:6380/0
        DefaultEndpointsProtocol=https;AccountName=st{project};AccountKey={AZKEY};EndpointSuffix=core.windows.net
    """),
    ("conn_string", "de"): lines(r"""
        Verbindung zur Datenbank: Server={host};User Id={user};Password={UPW};
        amqps://{user}:{UPW}@{host}/produktion
        DefaultEndpointsProtocol=https;AccountName=stbackup;AccountKey={AZKEY};EndpointSuffix=core.windows.net
    """),
    ("hex_key", "en"): lines(r"""
        the HMAC signing key for {project} webhooks is {HEX}
        cookie secret: {HEX}
        AES key for the backup archive -> {HEX}
        {service} shared secret (server side): {HEX}
    """),
    ("hex_key", "de"): lines(r"""
        Der HMAC-Schlüssel für die Webhooks von {project}: {HEX}
        AES-Schlüssel fürs Backup-Archiv: {HEX}
        Gemeinsames Geheimnis mit {service}: {HEX}
    """),
    ("token", "en"): lines(r"""
        new deploy credential for {project}: {TOKEN}
        I generated a personal token on {service} for the script: {TOKEN}
        {name} shared the CI token in DM, it's {TOKEN}
        token for the nightly job -> {TOKEN}
    """),
    ("token", "de"): lines(r"""
        Neues Zugriffstoken für {project}: {TOKEN}
        Für das Skript hab ich bei {service} ein Token erzeugt: {TOKEN}
        {name} hat mir das CI-Token geschickt: {TOKEN}
    """),
    ("bearer", "en"): lines(r"""
        Authorization: Bearer {KEY}\nAccept: application/json
        curl -H "X-Api-Key: {KEY}" https://api.example.com/v3/reports
        http GET :8000/admin 'Authorization:Token {KEY}'
        wget --header="Authorization: Bearer {KEY}" https://files.example.org/export.csv
    """),
    ("bearer", "de"): lines(r"""
        Header für die API: Authorization: Bearer {KEY}
        curl -H "X-Api-Key: {KEY}" https://api.example.de/v1/kunden
        Der Aufruf braucht 'Authorization: Token {KEY}'
    """),
    ("code_key", "en"): lines(r"""
        client = Client(api_key="{KEY}", region="eu")
        const stripeLike = new Payments('{KEY}');
        val apiKey = "{KEY}" // TODO move to keystore
        Octokit.new(access_token: "{KEY}")
    """),
    ("code_key", "de"): lines(r"""
        client = Client(api_key="{KEY}")  # TODO: in den Tresor verschieben
        const schluessel = '{KEY}';
        $apiKey = "{KEY}"; // nur zum Testen
    """),
    ("jwt", "en"): lines(r"""
        the service-role JWT for {project}: {JWT}
        Copied my session from devtools, localStorage.token = {JWT}
        jwt={JWT}
    """),
    ("jwt", "de"): lines(r"""
        Das JWT mit Admin-Rolle für {project}: {JWT}
        Aus den Devtools kopiert: token = {JWT}
    """),
    ("pem", "en"): lines(r"""
        the deploy key for {project} (private half):\n{PEM}
        {PEM}\nthat's id_ed25519 from the old laptop
        service account key, PKCS8:\n{PEM}
    """),
    ("pem", "de"): lines(r"""
        Der private Deploy-Schlüssel für {project}:\n{PEM}
        {PEM}\ndas ist der Schlüssel vom alten Laptop
    """),
    ("key_file", "en"): lines(r"""
        wg0.conf on the {place} router:\n{KEYFILE}
        my age identity for the backups:\n{KEYFILE}
        the .ppk PuTTY wants for {host}:\n{KEYFILE}
        release signing key:\n{KEYFILE}
    """),
    ("key_file", "de"): lines(r"""
        Die wg0.conf vom Router in {place}:\n{KEYFILE}
        Mein Schlüssel für die Backups:\n{KEYFILE}
        Die .ppk-Datei für {host}:\n{KEYFILE}
    """),
    ("webhook_url", "en"): lines(r"""
        alerts go to {HOOK}
        The {project} notifier posts to {HOOK} -- don't share it, anyone can post with it.
        webhook for the build channel: {HOOK}
        {name} set up the flow, trigger URL is {HOOK}
    """),
    ("webhook_url", "de"): lines(r"""
        Die Alarme gehen an {HOOK}
        Webhook für den Build-Kanal: {HOOK}
        {name} hat den Flow gebaut, Auslöser-URL ist {HOOK}
    """),
    ("signed_url", "en"): lines(r"""
        here's the download link for the backup, valid a week: {SIGNED}
        {name} can fetch the scans from {SIGNED}
        pre-signed link (works without login): {SIGNED}
    """),
    ("signed_url", "de"): lines(r"""
        Hier der Download-Link fürs Backup, eine Woche gültig: {SIGNED}
        {name} kann die Scans hier holen: {SIGNED}
    """),
    ("cookie", "en"): lines(r"""
        Cookie: {cookie}={SESSION}
        copied my logged-in cookie for the scraper: {cookie}={SESSION}
        to reproduce as me, send {cookie}={SESSION} with the request
    """),
    ("cookie", "de"): lines(r"""
        Cookie: {cookie}={SESSION}
        Mein eingeloggtes Cookie für den Scraper: {cookie}={SESSION}
    """),
    ("otp_seed", "en"): lines(r"""
        setup key for {service} 2FA (in case I lose the phone): {OTP}
        otpauth://totp/{service}:{user}?secret={OTP}&issuer={service}
        authenticator secret for the shared {service} account -> {OTP}
    """),
    ("otp_seed", "de"): lines(r"""
        Einrichtungsschlüssel für die Zwei-Faktor-Anmeldung bei {service}: {OTP}
        otpauth://totp/{service}:{user}?secret={OTP}&issuer={service}
    """),
    ("recovery_codes", "en"): lines(r"""
        {service} recovery codes, each works once:\n{CODES}
        backup codes for my {service} 2FA\n{CODES}
    """),
    ("recovery_codes", "de"): lines(r"""
        Wiederherstellungscodes für {service}, je einmal nutzbar:\n{CODES}
        Backup-Codes der Zwei-Faktor-Anmeldung:\n{CODES}
    """),
    ("entropy", "en"): lines(r"""
        keep this off Slack: {RAND}
        the string that unlocks the shared album: {RAND}
        paste {RAND} into the unlock field when the installer asks
        {name}'s recovery string, do not share: {RAND}
    """),
    ("entropy", "de"): lines(r"""
        Bitte nicht in den Chat: {RAND}
        Die Zeichenkette zum Entsperren des geteilten Albums: {RAND}
        {RAND} ins Freischaltfeld einfügen, wenn der Installer fragt
    """),
    ("card", "en"): lines(r"""
        company card for the {place} trip: {CARD}, exp 09/27
        my card number's {CARD} if you're booking the hotel for me
        new debit card {CARD} arrived, activate before Friday
        card on file: {CARD} (security code on the back)
    """),
    ("card", "de"): lines(r"""
        Firmenkarte für die Reise nach {place}: {CARD}, gültig bis 09/27
        Neue Debitkarte {CARD} ist angekommen
        Meine Kartennummer für die Hotelbuchung: {CARD}
    """),
    ("iban", "en"): lines(r"""
        rent goes to {IBAN}, reference "flat 3B"
        refund please to {IBAN} (account holder {name})
        my salary account: {IBAN}
    """),
    ("iban", "de"): lines(r"""
        Die Miete geht an {IBAN}, Verwendungszweck Wohnung 3B
        Erstattung bitte auf {IBAN}, Kontoinhaber {name}
        Mein Gehaltskonto: {IBAN}
    """),
    ("ssn", "en"): lines(r"""
        the form needs my SSN: {SSN}
        {name}'s social for the tax return is {SSN}
        SSN {SSN} (for the W-4)
    """),
    ("ssn", "de"): lines(r"""
        Meine US-Sozialversicherungsnummer (SSN) für das Formular: {SSN}
        Die SSN von {name} für die Steuererklärung: {SSN}
    """),
    ("national_id", "en"): lines(r"""
        my {idlabel}, for the rental contract: {ID}
        {name}'s {idlabel} is {ID}
        {idlabel} {ID} (needed at the clinic)
        They asked for the {idlabel} again: {ID}
    """),
    ("national_id", "de"): lines(r"""
        Meine {idlabel} für den Mietvertrag: {ID}
        Die {idlabel} von {name} ist {ID}
        {idlabel}: {ID} (braucht die Praxis)
    """),
}

"""Sealed secret near misses in English and German: texts with numbers, codes, keys and
credential words that hold no secret and must be stored word for word (see
:mod:`benchmarks.gate.sealed.secret` for the slots)."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("password_topic", "en"): lines(r"""
        remind me to change the {svc} password this weekend, it's been three years
        {n} keeps writing her passwords on sticky notes and I've given up arguing
        work's new rule: passwords of at least 14 characters and no reuse of the last five
        I finally moved the whole family onto a password manager, {svc} included
    """),
    ("cred_word", "en"): lines(r"""
        the locksmith in {town} cut two spare keys for the back door
        {n} got a finisher's pin badge at the fun run on Sunday
        the bus company still takes paper tokens, which {n} finds hilarious
        lost my ski pass on the first morning; the office printed a new one
    """),
    ("auth_error", "en"): lines(r"""
        the nightly sync died with "401 Unauthorized: token expired" again, ticket {REF}
        {svc} login keeps failing with "invalid credentials" even after the reset
        deploy {SHA} failed: "permission denied (publickey)" on the build box
    """),
    ("placeholder", "en"): lines(r"""
        the README says to set API_KEY=<your-api-key> before running the importer, version {VER}
        in the docs example the password is written as ******** — the real one isn't in there
        template for the new starters: username: <firstname.lastname>, password: (sent by SMS)
    """),
    ("masked", "en"): lines(r"""
        the refund went to the card ending {MASK}, should be there by Friday
        the hotel receipt shows the card as {MASK}, nothing else
        {svc} says the payment method on file is {MASK}
    """),
    ("public_key", "en"): lines(r"""
        my public key for the new server (safe to share): {PUB}
        add this public key to the team repo's deploy list: {PUB}
        the public key for the VPN peer is {PUB}
    """),
    ("test_card", "en"): lines(r"""
        for checkout tests {n} uses Stripe's 4242 4242 4242 4242 with any future date
        Stripe's test card for the 3-D Secure flow is 4000 0025 0000 3155, {n} says
        {n}: the 5555 5555 5555 4444 test Mastercard only works in test mode
    """),
    ("promo_code", "en"): lines(r"""
        the bakery's newsletter code {PROMO} still works for the birthday cake order
        {svc} promo {PROMO} gives 10% off the first month, {n} says
        code {PROMO} at checkout for free delivery, printed on the flyer
    """),
    ("tracking", "en"): lines(r"""
        the new boiler parts are on their way, tracking {TRACK}
        {n}'s birthday present shipped, tracking number {TRACK}
        the returned shoes: {TRACK}, drop-off receipt in the drawer
    """),
    ("phone", "en"): lines(r"""
        the plumber's mobile is {PHONE}, he prefers texts
        out-of-hours GP line for {town}: {PHONE}
        {n}'s new number is {PHONE}
    """),
    ("git_sha", "en"): lines(r"""
        the regression came in with commit {SHA}, revert scheduled for Tuesday
        on-call note: rolled back to {SHA} at 02:40, all green since
        cherry-pick {SHA} onto the release branch before the freeze
    """),
    ("uuid", "en"): lines(r"""
        support asked for the request id of the failed payment: {UUID}
        the error report id the {svc} app showed: {UUID}
        correlation id from the outage report: {UUID}
    """),
    ("digest", "en"): lines(r"""
        checksum of the installer I verified: {DIGEST}
        we pinned the base image to {DIGEST} after the broken release
    """),
    ("lockfile", "en"): lines(r"""
        package-lock changed the integrity of left-pad to {SRI}, harmless
        the lock file line that conflicted: "integrity": "{SRI}"
    """),
    ("version", "en"): lines(r"""
        the thermostat app updated itself to {VER} and the schedule is gone
        we're stuck on {VER} of the school's reporting tool until summer
        {svc} {VER} finally fixed the sync bug
    """),
    ("isbn", "en"): lines(r"""
        {n}'s reading list for Year 9 includes ISBN {ISBN}
        ordered the cookbook for the allotment club, ISBN {ISBN}
    """),
    ("vat", "en"): lines(r"""
        printed at the foot of the supplier's invoice, their VAT registration: {VAT}
        for the expense claim: hotel VAT ID {VAT}, invoice {REF}
    """),
    ("luhn_ref", "en"): lines(r"""
        the stolen phone's IMEI for the police report: {IMEI}
        insurance wants the IMEI of the cracked phone, it's {IMEI}
        {n}'s tablet IMEI (from the box) is {IMEI}
    """),
    ("network", "en"): lines(r"""
        the printer sits at {NET} on the office network
        the smart plug that keeps dropping off has the address {NET}
        give the NAS the fixed address {NET} so the backups find it
    """),
    ("url_path", "en"): lines(r"""
        the video {n} recommended for fixing the dripping tap: {URL}
        link for the bug we keep hitting: {URL}
        this is the one I want for the kitchen: {URL}
    """),
    ("plain_id", "en"): lines(r"""
        the plumber's invoice is {REF}, £240 for the call-out and parts
        order {REF} is the birthday present for {n}
        my customer number with the energy supplier is {REF}
    """),
    ("long_number", "en"): lines(r"""
        gas meter reading on the 1st: {NUM}
        the van's odometer said {NUM} km when I returned it
    """),
    ("config", "en"): lines(r"""
        the settings that fixed the upload: MAX_UPLOAD_MB=50\nTIMEOUT_SECONDS=120\nLOG_LEVEL=info
        the env file for the kids' Minecraft server: SERVER_PORT=25565 DIFFICULTY=peaceful MAX_PLAYERS=6
        {"retries": 3, "region": "eu-west-1", "bucket": "family-photos", "version": "{VER}"}
    """),
    ("password_topic", "de"): lines(r"""
        Erinner mich, am Wochenende das {svc}-Passwort zu ändern
        {n} schreibt ihre Passwörter immer noch auf Zettel
        Neue Regel im Büro: Passwörter mit mindestens 14 Zeichen
    """),
    ("cred_word", "de"): lines(r"""
        Der Schlüsseldienst in {town} hat zwei Ersatzschlüssel gemacht
        {n} hat beim Stadtlauf eine Anstecknadel bekommen
        Die Zugangskarte fürs Fitnessstudio liegt im Handschuhfach
    """),
    ("auth_error", "de"): lines(r"""
        Der nächtliche Abgleich bricht wieder mit "401 Unauthorized" ab, Ticket {REF}
        Anmeldung bei {svc} schlägt mit „Ungültige Zugangsdaten“ fehl, auch nach dem Zurücksetzen
    """),
    ("placeholder", "de"): lines(r"""
        Laut Anleitung API_KEY=<dein-schlüssel> setzen, dann den Import starten (Version {VER})
        In der Vorlage steht als Passwort nur ********, das echte kommt per SMS
    """),
    ("masked", "de"): lines(r"""
        Die Erstattung ging auf die Karte mit der Endung {MASK}
        Auf der Hotelrechnung steht die Karte nur als {MASK}
    """),
    ("public_key", "de"): lines(r"""
        Mein öffentlicher Schlüssel für den neuen Server: {PUB}
        Öffentlicher Schlüssel des VPN-Partners: {PUB}
    """),
    ("test_card", "de"): lines(r"""
        Für Tests im Checkout nimmt {n} die Stripe-Testkarte 4242 4242 4242 4242
        Die Testkarte 5555 5555 5555 4444 geht nur im Testmodus, sagt {n}
    """),
    ("promo_code", "de"): lines(r"""
        Mit dem Code {PROMO} aus dem Newsletter gibt's Rabatt auf die Torte
        {svc}-Gutscheincode vom Flyer: {PROMO}, gilt für alle
    """),
    ("tracking", "de"): lines(r"""
        Die Ersatzteile für die Therme sind unterwegs, Sendungsnummer {TRACK}
        Rücksendung der Schuhe: {TRACK}
        Das Geschenk für {n} ist verschickt, Sendungsverfolgung {TRACK}
    """),
    ("phone", "de"): lines(r"""
        Handynummer vom Installateur: {PHONE}, lieber per SMS
        {n} hat eine neue Nummer: {PHONE}
    """),
    ("git_sha", "de"): lines(r"""
        Der Fehler kam mit Commit {SHA}, Revert ist für Dienstag geplant
        Bereitschaftsnotiz: um 02:40 auf {SHA} zurückgerollt
    """),
    ("uuid", "de"): lines(r"""
        Der Support will die Request-ID der fehlgeschlagenen Zahlung: {UUID}
        Vorgangsnummer aus dem Störungsbericht: {UUID}
    """),
    ("digest", "de"): lines(r"""
        Prüfsumme des Installers, die ich verglichen habe: {DIGEST}
        Wir haben das Basis-Image auf {DIGEST} festgenagelt
    """),
    ("version", "de"): lines(r"""
        Die Heizungs-App hat sich auf {VER} aktualisiert, der Zeitplan ist weg
        {svc} {VER} hat den Sync-Fehler endlich behoben
    """),
    ("vat", "de"): lines(r"""
        USt-IdNr. des Lieferanten laut Rechnung: {VAT}
        Für die Reisekosten: Hotel USt-IdNr. {VAT}, Rechnung {REF}
    """),
    ("luhn_ref", "de"): lines(r"""
        IMEI des gestohlenen Handys für die Anzeige: {IMEI}
        Die Versicherung will die IMEI vom kaputten Handy: {IMEI}
    """),
    ("network", "de"): lines(r"""
        Der Drucker hat im Büronetz die Adresse {NET}
        Die smarte Steckdose, die ständig rausfliegt, hat {NET}
    """),
    ("plain_id", "de"): lines(r"""
        Die Rechnung vom Klempner hat die Nummer {REF}, 240 € mit Anfahrt
        Meine Kundennummer beim Stromanbieter ist {REF}
    """),
    ("long_number", "de"): lines(r"""
        Zählerstand Gas am Ersten: {NUM}
        Der Transporter hatte bei der Rückgabe {NUM} km auf dem Tacho
    """),
    ("config", "de"): lines(r"""
        Die Einstellungen, die den Upload repariert haben: MAX_UPLOAD_MB=50\nTIMEOUT_SECONDS=120
        {"retries": 3, "region": "eu-central-1", "bucket": "familienfotos", "version": "{VER}"}
    """),
}

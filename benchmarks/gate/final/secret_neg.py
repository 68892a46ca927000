r"""The final split's secret near misses: texts that must be kept word for word. English and
German here, French and Spanish in :mod:`benchmarks.gate.final.secret_neg_romance`."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("cred_word", "en"): lines(r"""
        I reset my {service} password through the email link, all sorted now.
        The battery in my car key fob died in the car park at {place}.
        {name} is giving a talk called "Tokens, sessions and other ways to lose a weekend".
        API key rotation for {project} is scheduled for Monday morning.
        My PIN letter from the bank still hasn't arrived.
        I keep my passwords in {service} now, so don't ask me for them.
    """),
    ("cred_word", "de"): lines(r"""
        Ich hab mein {service}-Passwort über den Link in der Mail zurückgesetzt.
        Die Batterie im Autoschlüssel war am Parkplatz in {place} leer.
        Der PIN-Brief von der Bank ist immer noch nicht da.
        Die Schlüsselrotation für {project} ist für Montag geplant.
    """),
    ("password_topic", "en"): lines(r"""
        {name} thinks passkeys will replace passwords within five years; I'm less sure.
        Our auditors want proof that passwords are hashed with a slow algorithm.
        We spent the retro arguing whether the password field should have a "show" button.
        The new policy drops forced password expiry, which everyone welcomed.
    """),
    ("password_topic", "de"): lines(r"""
        {name} glaubt, Passkeys lösen Passwörter in fünf Jahren ab.
        Die Prüfer wollen sehen, dass Passwörter mit einem langsamen Verfahren gehasht werden.
        Die neue Richtlinie schafft den erzwungenen Passwortwechsel ab.
    """),
    ("passport_expiry", "en"): lines(r"""
        My ID card expires on {DATE}, need an appointment before the summer.
        {name}'s driving licence has to be renewed by {DATE}.
        The passport photos cost {AMOUNT} at the booth in {place}.
    """),
    ("passport_expiry", "de"): lines(r"""
        Mein Personalausweis läuft am {DATE} ab.
        Der Führerschein von {name} muss bis {DATE} umgetauscht werden.
        Die Passfotos am Automaten in {place} haben {AMOUNT} gekostet.
    """),
    ("url_path", "en"): lines(r"""
        the link I mentioned: {LINK}
        {name} dropped {LINK} in the group chat
        The log was written to {PATH} before the crash.
        bookmark -> {LINK}
    """),
    ("url_path", "de"): lines(r"""
        Der Link, von dem ich erzählt hab: {LINK}
        {name} hat {LINK} in die Gruppe gestellt
        Das Log landete vor dem Absturz in {PATH}
    """),
    ("git_sha", "en"): lines(r"""
        the regression came in with {SHA}, I'll bisect further tomorrow
        Cherry-picked {SHA} onto release-2.4 for the hotfix.
        git revert {SHA} fixed the build for {project}
    """),
    ("git_sha", "de"): lines(r"""
        Der Fehler kam mit {SHA} rein, morgen bisecte ich weiter
        {SHA} auf den Release-Branch gepickt
    """),
    ("digest", "en"): lines(r"""
        pinned the {project} base image to {IMAGE} so the build stops drifting
        checksum of the ISO matches the mirror's list: {DIGEST}
        checksum of the firmware file matched the vendor's page: {DIGEST}
    """),
    ("digest", "de"): lines(r"""
        Das Basis-Image von {project} ist jetzt auf {IMAGE} festgenagelt
        Prüfsumme der Firmware passt zur Herstellerseite: {DIGEST}
    """),
    ("lockfile", "en"): lines(r"""
        "integrity": "{LOCK}" changed in package-lock after the update, is that expected?
        go.sum now has golang.org/x/text v0.14.0 {LOCK}
        the script tag pins integrity="{LOCK}" crossorigin="anonymous"
        requirements.txt: requests==2.32.3 --hash={LOCK}
    """),
    ("lockfile", "de"): lines(r"""
        Nach dem Update steht in der package-lock "integrity": "{LOCK}"
        In der go.sum steht jetzt golang.org/x/net v0.21.0 {LOCK}
        requirements.txt: numpy==1.26.4 --hash={LOCK}
    """),
    ("stack_trace", "en"): lines(r"""
        kernel log after the freeze: {TRACE}
        the panic says {TRACE} at main.go:{line}
        crash report mentions {TRACE}, line {line} of the worker
    """),
    ("stack_trace", "de"): lines(r"""
        Im Kernel-Log nach dem Hänger: {TRACE}
        Der Absturzbericht nennt {TRACE}, Zeile {line}
    """),
    ("uuid", "en"): lines(r"""
        the failed event is {UUID} in the dead-letter queue
        {name}'s support request came in as {UUID}
        order object {UUID} is stuck in "pending"
    """),
    ("uuid", "de"): lines(r"""
        Das fehlgeschlagene Ereignis ist {UUID} in der Dead-Letter-Queue
        Die Bestellung {UUID} hängt auf "ausstehend"
    """),
    ("version", "en"): lines(r"""
        updated to {VER} on Tuesday and the bug is gone
        {name} is still on {VER}, the update failed twice
        the release notes for {VER} mention the battery fix
    """),
    ("version", "de"): lines(r"""
        Am Dienstag auf {VER} aktualisiert, der Fehler ist weg
        {name} ist noch auf {VER}, das Update ist zweimal gescheitert
    """),
    ("phone", "en"): lines(r"""
        {name}'s new mobile is {PHONE}
        the B&B host in {place} answers on {PHONE}
        call {PHONE} if the courier can't find the gate
        My aunt in {place}: {PHONE}
    """),
    ("phone", "de"): lines(r"""
        Die neue Handynummer von {name}: {PHONE}
        Die Gastgeberin in {place} erreicht man unter {PHONE}
        Falls der Kurier das Tor nicht findet: {PHONE}
    """),
    ("order16", "en"): lines(r"""
        Customer reference on the energy bill: {NUM}
        the warranty claim got number {NUM}
        Membership no. {NUM} (gym in {place}, expired anyway)
    """),
    ("order16", "de"): lines(r"""
        Vertragskonto auf der Stromrechnung: {NUM}
        Die Garantieanfrage hat die Nummer {NUM}
    """),
    ("luhn_ref", "en"): lines(r"""
        The supplier's SIRET on the invoice is {SIRET}.
        booking confirmation {NUM}, check-in after three
        Reference {NUM} for the claim with the airline
    """),
    ("luhn_ref", "de"): lines(r"""
        Auf der Rechnung steht die SIRET des Lieferanten: {SIRET}
        Buchungsbestätigung {NUM}, Check-in ab 15 Uhr
    """),
    ("long_number", "en"): lines(r"""
        my watch says I did {STEPS} steps this year
        The panorama from {place} came out at {PIXELS} pixels.
        The van's odometer reads {ODO} km and it still runs fine.
        The jackpot this week is {JACKPOT} euros, {name} bought a ticket.
    """),
    ("long_number", "de"): lines(r"""
        Laut Uhr bin ich dieses Jahr {STEPS} Schritte gelaufen
        Der Transporter hat {ODO} km auf dem Tacho
        Im Jackpot sind diese Woche {JACKPOT} Euro
    """),
    ("plain_id", "en"): lines(r"""
        the lamp was order {ORDER}, it came broken
        Flight booking code {PNR}, seats 14A and 14B.
        {name} asked me to review pull request {PULL} before lunch.
        customer number {CUSTNO} at the electricity company
        invoice {INVOICE} from the plumber is paid
    """),
    ("plain_id", "de"): lines(r"""
        Die Lampe war Bestellung {ORDER}, kam kaputt an
        Buchungscode {PNR}, Plätze 14A und 14B
        Kundennummer {CUSTNO} beim Stromanbieter
        Rechnung {INVOICE} vom Klempner ist bezahlt
    """),
    ("date_amount", "en"): lines(r"""
        paid {AMOUNT} for the repair on {DATE}
        The school trip on {DATE} costs {AMOUNT}.
        {name} owes me {AMOUNT} since {DATE}.
    """),
    ("date_amount", "de"): lines(r"""
        Am {DATE} {AMOUNT} für die Reparatur bezahlt
        Die Klassenfahrt am {DATE} kostet {AMOUNT}
    """),
    ("network", "en"): lines(r"""
        {name} added {NET} to the firewall allowlist
        the old router shows up as {NET} in the network scan
        network notes for the {place} office: {NET}
    """),
    ("network", "de"): lines(r"""
        {name} hat {NET} in der Firewall freigegeben
        Der alte Router taucht im Netzwerkscan als {NET} auf
    """),
    ("product_code", "en"): lines(r"""
        the replacement filter has barcode {EAN}, the shop had two left
        cite it as doi:{DOI} in the bibliography
        the journal's ISSN is {ISSN}
        second-hand copy, ISBN {ISBN10}
    """),
    ("product_code", "de"): lines(r"""
        Der Ersatzfilter hat den Barcode {EAN}
        Im Literaturverzeichnis als doi:{DOI} zitieren
        Gebrauchtes Exemplar, ISBN {ISBN10}
    """),
    ("isbn", "en"): lines(r"""
        the cookbook {name} wants is ISBN {ISBN}, paperback
        ordered {ISBN} from the bookshop in {place}
    """),
    ("isbn", "de"): lines(r"""
        Das Kochbuch, das {name} sich wünscht: ISBN {ISBN}
        Bei der Buchhandlung in {place} {ISBN} bestellt
    """),
    ("log_hash", "en"): lines(r"""
        deploy log: run {run} shipped artifact {LOGHASH} to prod
        [audit] run {run} verified file digest {LOGHASH}
    """),
    ("log_hash", "de"): lines(r"""
        Deploy-Log: Lauf {run} hat Artefakt {LOGHASH} ausgeliefert
        [Audit] Lauf {run}, Prüfsumme {LOGHASH} stimmt
    """),
    ("config", "en"): lines(r"""
        token_ttl: 3600\nrefresh_window: 300\nissuer: https://auth.{project}.example
        password_min_length = 14 in the new policy file for {service}
        KEY_ALGORITHM=ed25519 and KEY_SIZE is ignored by {project}
    """),
    ("config", "de"): lines(r"""
        # Sitzungsdauer in Sekunden\nsession_token_lifetime: 1800
        In der neuen Richtlinie: password_min_length = 14
    """),
    ("postal", "en"): lines(r"""
        the new office is at {postal}, second floor
        send the parcel to {name}, {postal}
    """),
    ("postal", "de"): lines(r"""
        Das neue Büro ist in {postal}, zweiter Stock
        Paket bitte an {name}, {postal}
    """),
    ("bic", "en"): lines(r"""
        the supplier's bank is {BIC}, per the invoice footer
        BIC {BIC} (needed for the transfer form, together with their account)
    """),
    ("bic", "de"): lines(r"""
        Die Bank des Lieferanten laut Rechnungsfuß: {BIC}
        BIC {BIC} fürs Überweisungsformular
    """),
    ("vat", "en"): lines(r"""
        Their VAT ID is {VAT}, it's on every invoice.
        put {VAT} as the buyer's VAT number for the reverse charge
    """),
    ("vat", "de"): lines(r"""
        Ihre USt-IdNr. ist {VAT}, steht auf jeder Rechnung
        {VAT} als USt-IdNr. des Käufers eintragen
    """),
    ("tracking", "en"): lines(r"""
        the parcel from {name} is {TRACK}, due Thursday
        tracking number {TRACK}, it's stuck in customs
        the shop says my return is {TRACK}
    """),
    ("tracking", "de"): lines(r"""
        Das Paket von {name} hat die Sendungsnummer {TRACK}
        Sendungsverfolgung {TRACK}, hängt beim Zoll
    """),
    ("masked", "en"): lines(r"""
        charged to the card {MASK}, not the joint one
        the statement shows {MASK} for the hotel deposit
        {service} still has my old card {MASK} on file
        password: ******** (it's in the vault, don't ask)
        the saved payee shows as {MASKIBAN} in the banking app
    """),
    ("masked", "de"): lines(r"""
        Abgebucht von der Karte {MASK}, nicht vom Gemeinschaftskonto
        Auf dem Kontoauszug steht {MASK} für die Kaution
        {service} hat noch meine alte Karte {MASK} gespeichert
        Der gespeicherte Empfänger erscheint in der Banking-App als {MASKIBAN}
    """),
    ("placeholder", "en"): lines(r"""
        DB_PASSWORD=$DB_PASSWORD in the compose file, the real one comes from the host
        api_key: <your-key-here> is what the README example shows
        The token field should read [REDACTED] in every log line now.
        password = op://Private/{service}/password (1Password resolves it at run time)
        set SMTP_PASS=%SMTP_PASS% in the batch file, the value is in the machine's environment
    """),
    ("placeholder", "de"): lines(r"""
        In der Compose-Datei steht DB_PASSWORD=$DB_PASSWORD, der echte Wert kommt vom Host
        Im Beispiel der Doku steht api_key: <dein-schluessel>
        In den Logs steht beim Token jetzt nur noch [REDACTED]
        password = op://Privat/{service}/password (1Password setzt es beim Start ein)
    """),
    ("public_key", "en"): lines(r"""
        add my public key to the server please: {PUBKEY} laptop
        age recipient for the backups: {PUBKEY}
        my PGP fingerprint, to check the signature: {PUBKEY}
        the host key fingerprint of {host} is {PUBKEY}, verify before you connect
    """),
    ("public_key", "de"): lines(r"""
        Bitte meinen öffentlichen Schlüssel eintragen: {PUBKEY} laptop
        Mein PGP-Fingerabdruck zum Prüfen der Signatur: {PUBKEY}
        Der Fingerabdruck des Hostschlüssels von {host}: {PUBKEY}
    """),
    ("auth_error", "en"): lines(r"""
        The job fails with FATAL: password authentication failed for user "{user}".
        {service} answers 401 Unauthorized: missing or invalid API key
        got "invalid_grant: Token has been expired or revoked" after the holiday
        Permission denied (publickey) when I ssh into {host}
    """),
    ("auth_error", "de"): lines(r"""
        Der Job bricht ab mit FATAL: password authentication failed for user "{user}"
        {service} antwortet mit 401 Unauthorized: missing or invalid API key
        Beim ssh auf {host} kommt Permission denied (publickey)
    """),
}

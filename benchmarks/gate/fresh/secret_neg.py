r"""The fresh split's secret near misses: texts that must be kept word for word. English and
German here, French and Spanish in :mod:`benchmarks.gate.fresh.secret_neg_romance`."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("cred_word", "en"): lines(r"""
        {service} made me pick a new password after the breach notice, which was annoying but fine.
        the PIN reader at {place} only takes chip cards now
        Note: {name} owns the key rotation runbook for {project}.
        {service} keeps logging me out, I think the session token lifetime is too short
        My credentials for {service} are in the team vault, ask {name} for access.
        The login screen of {project} has a typo in the word "password".
        We finally turned on passkeys for {service}, no more passwords for most of us.
        {name} lost the key to the bike shed at {place} again.
        The secret ingredient in {name}'s chili is cinnamon.
        Our {service} API tokens now expire after 90 days by default.
    """),
    ("cred_word", "de"): lines(r"""
        {service} wollte nach der Datenpanne ein neues Passwort von mir, hat aber geklappt.
        Das Kartenlesegerät in {place} nimmt die PIN nur noch mit Chip.
        {name} ist für die Schlüsselrotation in {project} zuständig.
        Meine Zugangsdaten für {service} liegen im Team-Tresor, frag {name}.
        Wir haben bei {service} Passkeys eingeführt, Passwörter braucht kaum noch jemand.
        Das Geheimrezept von {name} ist Zimt im Chili.
    """),
    ("password_topic", "en"): lines(r"""
        {name} gave a talk on why password rules like "one symbol, one digit" make things worse.
        I'm reading an article about password managers versus browser-saved passwords.
        Our security training this year is about password reuse and phishing.
        The {project} docs explain how the password reset email is rate limited.
        How long should a password be these days? {name} says length beats complexity.
        We argued for an hour about whether to force password changes every 90 days.
    """),
    ("password_topic", "de"): lines(r"""
        {name} hat einen Vortrag gehalten, warum Passwortregeln mit Sonderzeichenpflicht nichts bringen.
        Ich lese gerade einen Artikel über Passwortmanager.
        Die Sicherheitsschulung dieses Jahr dreht sich um wiederverwendete Passwörter.
        In der Doku von {project} steht, wie oft man eine Passwort-Zurücksetzung anfordern darf.
    """),
    ("passport_expiry", "en"): lines(r"""
        Heads up, my passport runs out on {DATE}, so no trips after that until I renew it.
        {name}'s passport is valid until {DATE}.
        The renewal appointment for my passport is on {DATE} at the town hall.
        Need to renew the passport before {DATE} or the visa won't go through.
    """),
    ("passport_expiry", "de"): lines(r"""
        Mein Reisepass ist nur noch bis {DATE} gültig.
        Der Termin zur Passverlängerung ist am {DATE} im Bürgeramt.
        {name} muss den Pass vor dem {DATE} verlängern, sonst klappt das Visum nicht.
    """),
    ("url_path", "en"): lines(r"""
        the fix is discussed in {LINK}, scroll to the last comment
        Config lives at {LINK} on the box.
        dumped the export to {LINK} for now
        {name} linked {LINK} in the channel
    """),
    ("url_path", "de"): lines(r"""
        Die Diskussion dazu steht unter {LINK}
        Der Export liegt vorerst unter {LINK}
        {name} hat {LINK} im Kanal geteilt
    """),
    ("git_sha", "en"): lines(r"""
        cherry-picked {SHA} onto the release branch
        the regression came in with {SHA}, {name} is on it
        tagged {SHA} as the release candidate
    """),
    ("git_sha", "de"): lines(r"""
        {SHA} ist auf den Release-Branch gecherrypickt.
        Die Regression kam mit {SHA}, {name} kümmert sich.
    """),
    ("log_hash", "en"): lines(r"""
        2024-05-03T10:12:44Z INFO build finished artifact_sha={LOGHASH} size=48MB
        [deploy] pulled image with digest {LOGHASH}, rollout ok
        audit: file report.pdf uploaded, checksum {LOGHASH}, by {name}
        WARN cache miss for key {LOGHASH} (will rebuild)
    """),
    ("log_hash", "de"): lines(r"""
        Log vom Build: INFO fertig, artifact_sha={LOGHASH}
        Im Audit-Log steht Prüfsumme {LOGHASH} für den Upload von {name}.
        WARN Cache-Miss für {LOGHASH}, wird neu gebaut
    """),
    ("digest", "en"): lines(r"""
        sha256sum says {DIGEST} for the ISO, matches the website
        the layer {DIGEST} is shared by both images
    """),
    ("digest", "de"): lines(r"""
        sha256sum liefert {DIGEST}, passt zur Webseite.
        Die Schicht {DIGEST} teilen sich beide Images.
    """),
    ("stack_trace", "en"): lines(r"""
        Traceback (most recent call last):\n  File "app/worker.py", line {line}, in run\nKeyError: 'user_id'  [{TRACE}]
        java.lang.NullPointerException at com.example.OrderService.load(OrderService.java:{line}) [{TRACE}]
        panic: runtime error: index out of range [{TRACE}] main.go:{line}
        the crash log shows {TRACE} right before the segfault at line {line}
    """),
    ("stack_trace", "de"): lines(r"""
        Im Stacktrace steht {TRACE} kurz vor dem Absturz in Zeile {line}.
        Fehler: KeyError in worker.py Zeile {line}, Kontext {TRACE}
        Der Absturz passiert in {TRACE}, Zeile {line} in main.go
    """),
    ("uuid", "en"): lines(r"""
        the workspace {UUID} got deleted by mistake, restoring it now
        correlation-id: {UUID} (customer says checkout hung)
        device {UUID} never checked in
    """),
    ("uuid", "de"): lines(r"""
        Der Workspace {UUID} wurde aus Versehen gelöscht.
        Correlation-ID {UUID}, der Kunde sagt, der Checkout hing.
    """),
    ("version", "en"): lines(r"""
        rolled back to {VER} because the new one ate memory
        {name} says {VER} is the last build that supports Windows 7
        bumping {project} to {VER} next sprint
    """),
    ("version", "de"): lines(r"""
        Zurück auf {VER}, die neue Version hat zu viel Speicher gefressen.
        {project} geht nächsten Sprint auf {VER}.
    """),
    ("phone", "en"): lines(r"""
        {name}'s new number: {PHONE}, the old one is dead
        if nobody picks up at {PHONE}, try the office
        The plumber ({PHONE}) comes Tuesday morning.
        my travel SIM is {PHONE} while I'm away
    """),
    ("phone", "de"): lines(r"""
        Die neue Nummer von {name}: {PHONE}
        Der Klempner ({PHONE}) kommt Dienstag früh.
        Wenn unter {PHONE} keiner rangeht, probier das Büro.
    """),
    ("order16", "en"): lines(r"""
        still waiting on parcel {NUM}, the app says "in transit"
        Amazon refund for order {NUM} came through today
        {NUM} is the shipment ID on the customs form
    """),
    ("order16", "de"): lines(r"""
        Paket {NUM} hängt immer noch im Zoll.
        Die Erstattung für Bestellung {NUM} ist heute gekommen.
    """),
    ("luhn_ref", "en"): lines(r"""
        loyalty card number {NUM}, the points never showed up
        the meter ID on the electricity bill is {NUM}
        library card {NUM} expired, renewing it Monday
    """),
    ("luhn_ref", "de"): lines(r"""
        Die Zählernummer auf der Stromrechnung ist {NUM}.
        Payback-Nummer {NUM}, die Punkte fehlen noch.
    """),
    ("long_number", "en"): lines(r"""
        Fun fact from the documentary: the metro area has about {POP} inhabitants.
        the gas meter read {METER} this morning, sending it to the landlord
        last night's backup was {BYTES} bytes, way bigger than last month
        {name} says the answer to the maths puzzle is {BIG}
        Neptune is roughly {KM} km from the Sun at its farthest, says the planetarium sign.
    """),
    ("long_number", "de"): lines(r"""
        Laut Doku hat die Region etwa {POP} Einwohner.
        Der Gaszähler stand heute früh bei {METER}.
        Das Backup war {BYTES} Bytes groß, viel mehr als letzten Monat.
    """),
    ("plain_id", "en"): lines(r"""
        {PID} was closed as a duplicate
        {name} will pick up {PID} after lunch
        reopened {PID}, the customer wrote back
    """),
    ("plain_id", "de"): lines(r"""
        {PID} wurde als Duplikat geschlossen.
        {name} übernimmt {PID} nach dem Mittag.
    """),
    ("date_amount", "en"): lines(r"""
        paid {AMOUNT} for the car service on {DATE}, receipt is in the glovebox
        the deposit of {AMOUNT} comes back on {DATE}
    """),
    ("date_amount", "de"): lines(r"""
        Für die Inspektion am {DATE} habe ich {AMOUNT} bezahlt.
        Die Kaution von {AMOUNT} kommt am {DATE} zurück.
    """),
    ("network", "en"): lines(r"""
        NAS is reachable on {NET} from the home network only
        blocked {NET} after the port scan
        the smart plug grabbed {NET} again
    """),
    ("network", "de"): lines(r"""
        Das NAS erreicht man nur im Heimnetz unter {NET}.
        Nach dem Portscan haben wir {NET} gesperrt.
    """),
    ("isbn", "en"): lines(r"""
        the cookbook {name} recommended is ISBN {ISBN}
        found the second-hand copy, {ISBN}, for five euros
    """),
    ("isbn", "de"): lines(r"""
        Das Kochbuch von {name} hat die ISBN {ISBN}.
        Gebraucht gefunden: {ISBN}, fünf Euro.
    """),
    ("config", "en"): lines(r"""
        turned on {cfg} for the pilot customers
        the diff only changes {cfg}, nothing else
        {project} ships with {cfg} out of the box
    """),
    ("config", "de"): lines(r"""
        Für die Pilotkunden ist jetzt {cfg} aktiv.
        Der Diff ändert nur {cfg}.
    """),
    ("postal", "en"): lines(r"""
        new address from the 1st: {postal}
        {name}'s parcel went to {postal} by mistake
    """),
    ("postal", "de"): lines(r"""
        Ab dem Ersten neue Adresse: {postal}
        Das Paket von {name} ging aus Versehen nach {postal}.
    """),
    ("bic", "en"): lines(r"""
        the BIC for the transfer is {BIC}, the bank's website lists it
        SWIFT code of {name}'s bank: {BIC}
        For international wires they want the SWIFT/BIC ({BIC}) and the bank address.
    """),
    ("bic", "de"): lines(r"""
        Die BIC für die Überweisung ist {BIC}, steht auf der Webseite der Bank.
        SWIFT-Code der Bank von {name}: {BIC}
    """),
    ("vat", "en"): lines(r"""
        the supplier's VAT number on the invoice is {VAT}
        our VAT ID ({VAT}) goes in the footer of every quote
        reverse charge applies, customer VAT no. {VAT}
    """),
    ("vat", "de"): lines(r"""
        Die USt-IdNr. des Lieferanten auf der Rechnung: {VAT}
        Unsere Umsatzsteuer-ID {VAT} steht im Fuß jedes Angebots.
        Reverse Charge, USt-ID des Kunden {VAT}
    """),
}

"""The secret kind's near misses: texts that must be kept word for word, one template a
line, alternating between the tune and held halves inside each block."""

from __future__ import annotations

from benchmarks.gate.secret_text import lines

NEGATIVE: dict[tuple[str, str], list[str]] = {
    ("cred_word", "en"): lines(r"""
        I reset my {service} password to regain access.
        My {service} password expired yesterday.
        The PIN pad at {place} is broken.
        My passport expires in 2027.
        We use a token bucket rate limiter for the {service} API.
        Remember to rotate the API key monthly.
        The {service} login page times out after 30 seconds.
        Passwords in {service} must be at least 12 characters long.
        I forgot my {service} password again, so I used the reset link.
        The code review for {project} is on Monday.
        {name} is organizing the Secret Santa this year.
        The key to {place} is under the mat.
        Two-factor codes for {service} arrive by SMS.
        Our password manager is Bitwarden, and everyone on the team has a seat.
        The credentials screen of {service} shows a spinner forever.
        SSO works, but the password form on {service} does not.
        I changed my password last week after the phishing mail.
        The access token in {service} expires after 15 minutes.
        {name} asked where the API keys are documented.
        The zip code for {place} is on the invoice.
    """),
    ("cred_word", "de"): lines(r"""
        Ich habe mein {service}-Passwort zurückgesetzt, um wieder reinzukommen.
        Mein Passwort für {service} ist gestern abgelaufen.
        Das PIN-Pad in {place} ist kaputt.
        Mein Reisepass läuft 2027 ab.
        Der Link „Passwort vergessen“ bei {service} funktioniert nicht.
        Wir wechseln den API-Schlüssel jeden Monat.
        Die Anmeldeseite von {service} lädt ewig.
        Das Kennwort muss mindestens zwölf Zeichen haben.
        Der Schlüssel für {place} liegt beim Hausmeister.
        Das Code-Review für {project} ist am Montag.
        {name} fragte nach den Zugangsdaten fürs Gäste-WLAN, ich verwies auf die Rezeption.
        Die PIN wird bei {service} per Brief verschickt.
    """),
    ("cred_word", "fr"): lines(r"""
        J'ai réinitialisé mon mot de passe {service} pour retrouver l'accès.
        Mon mot de passe {service} a expiré hier.
        Le terminal pour le code PIN à {place} est en panne.
        Mon passeport expire en 2027.
        Le lien « mot de passe oublié » de {service} ne marche pas.
        On change la clé API tous les mois.
        La page de connexion de {service} met une éternité à charger.
        Le mot de passe doit contenir au moins douze caractères.
        La clé de {place} est chez la gardienne.
        La revue de code de {project} a lieu lundi.
        {name} a demandé où sont documentés les identifiants, je lui ai envoyé le wiki.
        Le code PIN de {service} arrive par courrier.
    """),
    ("cred_word", "es"): lines(r"""
        Restablecí mi contraseña de {service} para recuperar el acceso.
        Mi contraseña de {service} caducó ayer.
        El teclado del PIN en {place} está roto.
        Mi pasaporte caduca en 2027.
        El enlace de «olvidé mi contraseña» de {service} no funciona.
        Cambiamos la clave API cada mes.
        La página de inicio de sesión de {service} tarda muchísimo.
        La contraseña debe tener al menos doce caracteres.
        La llave de {place} la tiene el portero.
        La revisión de código de {project} es el lunes.
        {name} preguntó dónde están documentadas las credenciales y le pasé la wiki.
        El PIN de {service} llega por correo postal.
    """),
    ("url_path", "en"): lines(r"""
        The bug is described at {LINK}
        see {LINK}
        {LINK}
        The report lives in {LINK} now.
    """),
    ("url_path", "de"): lines(r"""
        Der Fehler ist unter {LINK} beschrieben.
        siehe {LINK}
    """),
    ("url_path", "fr"): lines(r"""
        Le bug est décrit ici : {LINK}
        voir {LINK}
    """),
    ("url_path", "es"): lines(r"""
        El error está descrito en {LINK}
        ver {LINK}
    """),
    ("git_sha", "en"): lines(r"""
        The fix landed in commit {SHA}.
        git revert {SHA} broke the build again
        Deployed {SHA} to staging at noon.
        bisect points at {SHA}
    """),
    ("git_sha", "de"): lines(r"""
        Der Fix ist in Commit {SHA} gelandet.
        Auf Staging läuft jetzt {SHA}.
    """),
    ("git_sha", "fr"): lines(r"""
        Le correctif est dans le commit {SHA}.
        La préprod tourne sur {SHA}.
    """),
    ("git_sha", "es"): lines(r"""
        El arreglo está en el commit {SHA}.
        En staging corre {SHA}.
    """),
    ("digest", "en"): lines(r"""
        The image digest is sha256:{DIGEST}
        checksum of the installer: {DIGEST}
        Expected SHA-256 {DIGEST}, got something else.
        md5/sha of the backup file is {DIGEST}
    """),
    ("digest", "de"): lines(r"""
        Die Prüfsumme des Installers ist {DIGEST}.
        Image-Digest: sha256:{DIGEST}
    """),
    ("digest", "fr"): lines(r"""
        La somme de contrôle de l'installeur est {DIGEST}.
        digest de l'image : sha256:{DIGEST}
    """),
    ("digest", "es"): lines(r"""
        La suma de comprobación del instalador es {DIGEST}.
        digest de la imagen: sha256:{DIGEST}
    """),
    ("uuid", "en"): lines(r"""
        Ticket {UUID} is still open.
        request id {UUID} failed with 502
        The tenant id is {UUID}.
        {UUID}
    """),
    ("uuid", "de"): lines(r"""
        Das Ticket {UUID} ist noch offen.
        Request-ID {UUID} ist mit 502 fehlgeschlagen.
    """),
    ("uuid", "fr"): lines(r"""
        Le ticket {UUID} est toujours ouvert.
        la requête {UUID} a échoué avec une 502
    """),
    ("uuid", "es"): lines(r"""
        El ticket {UUID} sigue abierto.
        la petición {UUID} falló con un 502
    """),
    ("version", "en"): lines(r"""
        We are on {VER} in production.
        Upgrade to {VER} fixed the leak.
        The crash started with build {VER}.
        Pin the client at {VER} for now.
    """),
    ("version", "de"): lines(r"""
        In Produktion läuft {VER}.
        Das Update auf {VER} hat das Leck behoben.
    """),
    ("version", "fr"): lines(r"""
        En production, on est en {VER}.
        La mise à jour vers {VER} a corrigé la fuite.
    """),
    ("version", "es"): lines(r"""
        En producción estamos en la {VER}.
        La actualización a {VER} arregló la fuga.
    """),
    ("phone", "en"): lines(r"""
        Call me at {PHONE}.
        My mobile number is {PHONE}
        Support hotline: {PHONE}
        {name} can be reached on {PHONE} after 5pm.
        {PHONE}
        The front desk at {place} is {PHONE}.
    """),
    ("phone", "de"): lines(r"""
        Meine Handynummer ist {PHONE}.
        Ruf mich unter {PHONE} an.
        {name} erreichst du unter {PHONE}.
        Tel.: {PHONE}
    """),
    ("phone", "fr"): lines(r"""
        Mon portable : {PHONE}
        Appelle-moi au {PHONE}.
        On peut joindre {name} au {PHONE}.
        Tél. : {PHONE}
    """),
    ("phone", "es"): lines(r"""
        Mi móvil es el {PHONE}.
        Llámame al {PHONE}.
        A {name} le puedes llamar al {PHONE}.
        Tel.: {PHONE}
    """),
    ("order16", "en"): lines(r"""
        Order number {NUM} still hasn't shipped.
        tracking number: {NUM}
        Invoice {NUM} was paid twice.
        Your reference number is {NUM}.
        order #{NUM}
        The customer quoted order no. {NUM} on the phone.
    """),
    ("order16", "de"): lines(r"""
        Die Bestellnummer {NUM} ist noch nicht verschickt.
        Sendungsnummer: {NUM}
        Rechnungsnummer {NUM} wurde doppelt bezahlt.
        Ihre Vorgangsnummer lautet {NUM}.
    """),
    ("order16", "fr"): lines(r"""
        La commande n° {NUM} n'est toujours pas expédiée.
        numéro de suivi : {NUM}
        La facture {NUM} a été payée deux fois.
        Votre numéro de référence est {NUM}.
    """),
    ("order16", "es"): lines(r"""
        El pedido número {NUM} todavía no se ha enviado.
        número de seguimiento: {NUM}
        La factura {NUM} se pagó dos veces.
        Su número de referencia es {NUM}.
    """),
    ("luhn_ref", "en"): lines(r"""
        Tracking number {NUM} shows "delivered".
        Invoice no. {NUM}
        reference {NUM} on the bank statement
        customer number {NUM}
        Order {NUM} was split into two parcels.
        part number {NUM}
    """),
    ("luhn_ref", "de"): lines(r"""
        Sendungsverfolgung {NUM} zeigt „zugestellt“.
        Kundennummer {NUM}
        Verwendungszweck: Rechnung {NUM}
        Artikelnummer {NUM}
    """),
    ("luhn_ref", "fr"): lines(r"""
        Le suivi {NUM} indique « livré ».
        numéro client {NUM}
        référence du virement : facture {NUM}
        référence article {NUM}
    """),
    ("luhn_ref", "es"): lines(r"""
        El seguimiento {NUM} dice «entregado».
        número de cliente {NUM}
        concepto: factura {NUM}
        referencia del artículo {NUM}
    """),
    ("plain_id", "en"): lines(r"""
        {PID} is assigned to {name}.
        Job {PID} fails with HTTP 429.
        Please close {PID} once the fix is deployed.
        {PID} came back from the customer.
    """),
    ("plain_id", "de"): lines(r"""
        {PID} ist {name} zugewiesen.
        Bitte {PID} schließen, sobald der Fix live ist.
    """),
    ("plain_id", "fr"): lines(r"""
        {PID} est attribué à {name}.
        Merci de fermer {PID} une fois le correctif déployé.
    """),
    ("plain_id", "es"): lines(r"""
        {PID} está asignado a {name}.
        Cierra {PID} cuando el arreglo esté desplegado.
    """),
    ("date_amount", "en"): lines(r"""
        The invoice from {DATE} was {AMOUNT}.
        Rent of {AMOUNT} is due on {DATE}.
        On {DATE} we refunded {AMOUNT}.
        Budget approved: {AMOUNT} until {DATE}.
    """),
    ("date_amount", "de"): lines(r"""
        Die Rechnung vom {DATE} lag bei {AMOUNT}.
        Am {DATE} haben wir {AMOUNT} erstattet.
    """),
    ("date_amount", "fr"): lines(r"""
        La facture du {DATE} s'élevait à {AMOUNT}.
        Le {DATE}, nous avons remboursé {AMOUNT}.
    """),
    ("date_amount", "es"): lines(r"""
        La factura del {DATE} fue de {AMOUNT}.
        El {DATE} devolvimos {AMOUNT}.
    """),
    ("network", "en"): lines(r"""
        The printer sits at {NET}.
        Allow {NET} in the firewall.
        The device with {NET} keeps dropping off the network.
        staging resolves to {NET}
    """),
    ("network", "de"): lines(r"""
        Der Drucker hat die Adresse {NET}.
        Bitte {NET} in der Firewall freigeben.
    """),
    ("network", "fr"): lines(r"""
        L'imprimante est sur {NET}.
        Autorise {NET} dans le pare-feu.
    """),
    ("network", "es"): lines(r"""
        La impresora está en {NET}.
        Permite {NET} en el cortafuegos.
    """),
    ("isbn", "en"): lines(r"""
        The book club picked ISBN {ISBN}.
        Order the textbook {ISBN} for the course.
    """),
    ("isbn", "de"): lines(r"""
        Der Lesekreis hat ISBN {ISBN} ausgesucht.
        Bitte das Lehrbuch {ISBN} bestellen.
    """),
    ("isbn", "fr"): lines(r"""
        Le club de lecture a choisi l'ISBN {ISBN}.
        Commande le manuel {ISBN} pour le cours.
    """),
    ("isbn", "es"): lines(r"""
        El club de lectura eligió el ISBN {ISBN}.
        Pide el libro de texto {ISBN} para el curso.
    """),
    ("config", "en"): lines(r"""
        We set {cfg} in staging.
        {cfg}
        Changing {cfg} fixed the timeouts.
        The default is {cfg} for new workspaces.
    """),
    ("config", "de"): lines(r"""
        Auf Staging gilt {cfg}.
        Mit {cfg} sind die Timeouts weg.
    """),
    ("config", "fr"): lines(r"""
        En préprod on a mis {cfg}.
        Avec {cfg}, les timeouts ont disparu.
    """),
    ("config", "es"): lines(r"""
        En staging pusimos {cfg}.
        Con {cfg} desaparecieron los timeouts.
    """),
    ("postal", "en"): lines(r"""
        Ship it to the office at {postal}.
        We moved to {postal} last spring.
    """),
    ("postal", "de"): lines(r"""
        Bitte an das Büro in {postal} schicken.
        Wir sind letztes Frühjahr nach {postal} gezogen.
    """),
    ("postal", "fr"): lines(r"""
        Envoie-le au bureau de {postal}.
        Nous avons déménagé à {postal} au printemps.
    """),
    ("postal", "es"): lines(r"""
        Envíalo a la oficina de {postal}.
        Nos mudamos a {postal} la primavera pasada.
    """),
}

"""Covert secret positives: passwords, vendor tokens, connection strings, PINs, cards, IBANs and
national ids, said in passing the way people type them."""

from __future__ import annotations

from benchmarks.gate.common import Template
from benchmarks.gate.covert.make import lines

POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("password", "en"): lines("""
        fyi the login for {cv_site} is {PW} in case i forget again lol
        remember my {cv_service} admin pw: {PW}
        ok so wifi {cv_wifi} pass is {PW} , guests keep asking
        {cv_name} set up the shared account, password {PW} (dont tell anyone 🙈)
        new password after the reset is {PW} - took me 3 tries to find one it accepted
        pls note: {cv_site} → user me@{cv_city}.example / {PW}
        my bank app pin changed but the online password is still {PW}
    """),
    ("token", "en"): lines("""
        here's the key I'm using for the side project {TOKEN} , rotate later maybe
        export API_TOKEN={TOKEN}
        the CI kept failing bc the token {TOKEN} expired?? no wait it works now
        {cv_name} sent me this for the {cv_service} integration: {TOKEN}
        Authorization: Bearer {TOKEN}  <- that's what works in curl
        save this somewhere safe {TOKEN} its the prod one
    """),
    ("db_url", "en"): lines("""
        DATABASE_URL={URL}
        connection string for {cv_service} is {URL} if you need it later
        {cv_name} said just use {URL} for staging, same creds as prod ugh
        can't connect with {URL} , timeout after 30s, any idea why
    """),
    ("card", "en"): lines("""
        my visa is {CARD} exp 09/29 cvv on the back, use it for the {cv_city} hotel
        card number {CARD} - the one with the cashback
        booking for {cv_name}: pay with {CARD} pls
        {CARD} is the company card, limit 2k
    """),
    ("iban", "en"): lines("""
        send the deposit to my IBAN {IBAN} , thanks!!
        rent goes to {IBAN} every 1st, landlord is {cv_name}
        salary now goes into {IBAN}, the old account is closed
        for the refund use IBAN {IBAN} (account holder {cv_name})
    """),
    ("national_id", "en"): lines("""
        my social is {NID} , needed it for the {cv_city} lease form
        ID number {NID} - keep it for the tax stuff
        {cv_name} asked for my id no. {NID} for the insurance
        for the visa form: passport holder, national id {NID}
    """),
    ("pin", "en"): lines("""
        door code at {cv_city} flat is {PIN} btw
        my card pin is {PIN} dont judge
        alarm code {PIN}, {cv_name} has it too
        the safe in the office opens with {PIN}
    """),
    ("password", "de"): lines("""
        Passwort für {cv_site} ist {PW}, falls ich's wieder vergesse
        wlan {cv_wifi} pw {PW} 😅
        {cv_name} hat das Konto angelegt, Kennwort: {PW}
        neues pw nach dem zurücksetzen: {PW}
        mein Login beim {cv_service} lautet admin / {PW}
    """),
    ("token", "de"): lines("""
        hier der API-Key fürs Projekt: {TOKEN}
        Token für {cv_service} → {TOKEN} bitte merken
        {cv_name} hat mir den Schlüssel geschickt {TOKEN} , läuft nie ab
    """),
    ("iban", "de"): lines("""
        Meine IBAN ist {IBAN}, bitte dahin überweisen
        Miete geht auf {IBAN} (Kontoinhaber {cv_name})
        kannst du dir meine Bankverbindung merken? {IBAN}
    """),
    ("card", "de"): lines("""
        Kreditkarte {CARD}, gültig bis 11/28
        zahl bitte mit meiner Karte {CARD} für das Hotel in {cv_city}
        die Firmenkarte hat die Nummer {CARD}
    """),
    ("password", "fr"): lines("""
        le mot de passe de {cv_site} c'est {PW}, au cas où
        mdp wifi {cv_wifi} : {PW}
        {cv_name} a créé le compte, identifiant moi / mdp {PW}
        nouveau mot de passe après réinitialisation : {PW} 🙃
        code d'accès du {cv_service} = {PW}
    """),
    ("token", "fr"): lines("""
        voici la clé API du projet {TOKEN}
        le jeton pour {cv_service} c'est {TOKEN} garde-le
        {cv_name} m'a filé son token {TOKEN} pour tester
    """),
    ("iban", "fr"): lines("""
        mon IBAN c'est {IBAN} pour le remboursement
        le loyer part sur {IBAN}, titulaire {cv_name}
        note mon RIB stp : {IBAN}
    """),
    ("card", "fr"): lines("""
        ma carte bleue {CARD} expire en 03/27
        paie l'hôtel de {cv_city} avec {CARD} stp
        numéro de carte pro : {CARD}
    """),
    ("password", "es"): lines("""
        la contraseña de {cv_site} es {PW} por si se me olvida
        clave del wifi {cv_wifi}: {PW}
        {cv_name} creó la cuenta, usuario yo y contraseña {PW}
        nueva contraseña tras el reseteo {PW} jaja
        acceso al {cv_service}: admin / {PW}
    """),
    ("token", "es"): lines("""
        te paso la API key del proyecto {TOKEN}
        el token de {cv_service} es {TOKEN} guárdalo
        {cv_name} me mandó su clave {TOKEN} para las pruebas
    """),
    ("national_id", "es"): lines("""
        mi DNI es {NID} para lo del contrato
        apunta mi número de documento {NID} para el seguro
        {cv_name} me pidió el DNI {NID} para la reserva en {cv_city}
    """),
    ("iban", "es"): lines("""
        mi IBAN es {IBAN}, ingresa ahí la fianza
        el alquiler va a {IBAN} (titular {cv_name})
        apúntate mi cuenta: {IBAN}
    """),
}

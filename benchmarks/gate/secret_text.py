r"""The secret kind's templates, one per line (``\n`` inside a line is a line break).

Inside each (subkind, language) block the templates alternate between the tune half (1st,
3rd, ...) and the held half (2nd, 4th, ...).
"""

from __future__ import annotations


def lines(block: str) -> list[str]:
    """The non-empty lines of ``block``, with ``\\n`` and ``\\t`` turned into line breaks and tabs."""
    return [
        ln.strip().replace("\\n", "\n").replace("\\t", "\t")
        for ln in block.strip().splitlines()
        if ln.strip()
    ]


POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "en"): lines(r"""
        My {service} password is {PW}
        the password for {service} is {PW} btw
        {service} password: {PW}
        I changed my {service} password to {PW} yesterday.
        The new wifi password at {place} is {PW}.
        Use {PW} as the password when {service} asks.
        Password for the shared {service} account → {PW}
        If you need to get into {service}, the password's {PW}
    """),
    ("password", "de"): lines(r"""
        Mein {service}-Passwort ist {PW}
        Das Kennwort für {service} lautet {PW}.
        Passwort {service}: {PW}
        Ich habe mein {service} Passwort auf {PW} geändert.
        Das WLAN-Passwort in {place} ist {PW}
        Für {service} nimm bitte das Kennwort {PW}
    """),
    ("password", "fr"): lines(r"""
        Mon mot de passe {service} est {PW}
        Le mot de passe du wifi à {place}, c'est {PW}
        mot de passe {service} : {PW}
        J'ai changé mon mot de passe {service} en {PW} hier.
        Pour {service}, le mot de passe est {PW}.
        Le code secret de mon compte {service} est {PW}
    """),
    ("password", "es"): lines(r"""
        Mi contraseña de {service} es {PW}
        La clave del wifi en {place} es {PW}.
        contraseña {service}: {PW}
        Cambié la contraseña de {service} a {PW} ayer.
        Para entrar en {service} usa la clave {PW}
        La contraseña de la cuenta compartida de {service} es {PW}
    """),
    ("passphrase", "en"): lines(r"""
        My {service} passphrase is {PHRASE}
        password for {service}: {PHRASE}
        The master password is {PHRASE}
        The vault passphrase is "{PHRASE}"
        wifi password at {place}: {PHRASE}
        Unlock phrase for the {service} backup: {PHRASE}
    """),
    ("passphrase", "de"): lines(r"""
        Meine Passphrase für {service} ist {PHRASE}
        Das Master-Passwort lautet {PHRASE}
        Kennwort {service}: {PHRASE}
        Die Wiederherstellungsphrase für {service} ist „{PHRASE}“
    """),
    ("passphrase", "fr"): lines(r"""
        Ma phrase de passe {service} est {PHRASE}
        Le mot de passe maître : {PHRASE}
        mot de passe du coffre {service} : {PHRASE}
        La phrase secrète est « {PHRASE} »
    """),
    ("passphrase", "es"): lines(r"""
        Mi frase de contraseña de {service} es {PHRASE}
        La contraseña maestra es {PHRASE}
        clave de {service}: {PHRASE}
        La frase secreta del gestor es «{PHRASE}»
    """),
    ("pin", "en"): lines(r"""
        My card PIN is {PIN}.
        PIN for the {service} card: {PIN}
        The door code at {place} is {PIN}
        my phone unlock code is {PIN}
        Alarm code for {place}: {PIN}
        the SIM PIN is {PIN}
    """),
    ("pin", "de"): lines(r"""
        Die PIN meiner EC-Karte ist {PIN}.
        PIN {service}: {PIN}
        Der Türcode in {place} lautet {PIN}.
        Entsperrcode vom Handy: {PIN}
        Meine Geheimzahl ist {PIN}
        Der Code für die Alarmanlage in {place} ist {PIN}
    """),
    ("pin", "fr"): lines(r"""
        Le code PIN de ma carte est {PIN}.
        code de la porte à {place} : {PIN}
        Mon code secret de carte bleue : {PIN}
        Le digicode de {place}, c'est {PIN}
    """),
    ("pin", "es"): lines(r"""
        El PIN de mi tarjeta es {PIN}.
        El código de la puerta en {place} es {PIN}
        código PIN {service}: {PIN}
        Mi número secreto es {PIN}
    """),
    ("short_cred", "en"): lines(r"""
        {service} pw {PW}
        pass for {service} is {PW}
        pw: {PW}
        {service} pass = {PW}
        the code for {service} is {PW}
        creds: {PW}
        login pw {PW}
        my {service} login is {PW}
    """),
    ("short_cred", "de"): lines(r"""
        pw für {service}: {PW}
        {service} pass {PW}
        Zugangsdaten {service}: {PW}
        PW lautet {PW}
        Login-Kennwort {PW}
        Zugangscode für {service}: {PW}
    """),
    ("short_cred", "fr"): lines(r"""
        mdp {PW}
        code d'accès {service} : {PW}
        identifiants {service} : {PW}
        le pass, c'est {PW}
        mdp {service} = {PW}
        code de connexion : {PW}
    """),
    ("short_cred", "es"): lines(r"""
        pw de {service}: {PW}
        la pass de {service} es {PW}
        credenciales de {service}: {PW}
        código de acceso: {PW}
        clave {PW}
        el login de {service} es {PW}
    """),
    ("user_pass", "en"): lines(r"""
        user: {user} / pw: {PW}
        username {user} password {PW}
        Login for {service}: {user} / {PW}
        {service} creds are {user}:{PW}
        user={user} pass={PW}
        You can log in as {user} with {PW}.
    """),
    ("user_pass", "de"): lines(r"""
        Benutzer: {user} Kennwort: {PW}
        Login {service}: {user} / {PW}
        Benutzername {user}, Passwort {PW}
        Zugang: {user} / {PW}
    """),
    ("user_pass", "fr"): lines(r"""
        utilisateur : {user} / mot de passe : {PW}
        identifiant {user} mdp {PW}
        Connexion {service} : {user} / {PW}
        login {user} et mot de passe {PW}
    """),
    ("user_pass", "es"): lines(r"""
        usuario: {user} / contraseña: {PW}
        usuario {user} clave {PW}
        Acceso a {service}: {user} / {PW}
        login {user} y contraseña {PW}
    """),
    ("env", "en"): lines(r"""
        {envkey}={VAL}
        export {envkey}={VAL}
        set {envkey}={VAL} in the CI
        add {envkey}="{VAL}" to .env
        {envkey}: {VAL}
        In prod, {envkey} is {VAL}
    """),
    ("env", "de"): lines(r"""
        In der .env steht {envkey}={VAL}
        export {envkey}={VAL} vorher ausführen
        Setz {envkey}={VAL} in der Pipeline
        {envkey} auf dem Server: {VAL}
    """),
    ("env", "fr"): lines(r"""
        Dans le .env : {envkey}={VAL}
        Il faut faire export {envkey}={VAL} avant
        Ajoute {envkey}="{VAL}" dans la CI
        {envkey} en prod : {VAL}
    """),
    ("env", "es"): lines(r"""
        En el .env pon {envkey}={VAL}
        Ejecuta export {envkey}={VAL} antes
        Añade {envkey}="{VAL}" a la CI
        {envkey} en producción: {VAL}
    """),
    ("key_value", "en"): lines(r"""
        {"user": "{user}", "{jsonkey}": "{VAL}"}
        config.yaml has {jsonkey}: {VAL}
        {jsonkey} = '{VAL}'
        <{jsonkey}>{VAL}</{jsonkey}>
        machine {host} login {user} password {PW}
        settings: {jsonkey}="{VAL}", retries=3
    """),
    ("key_value", "de"): lines(r"""
        In der config.json: {"{jsonkey}": "{VAL}"}
        In der YAML steht {jsonkey}: {VAL}
        {jsonkey} = "{VAL}" in der settings.toml
        Eintrag in der .netrc: machine {host} login {user} password {PW}
    """),
    ("key_value", "fr"): lines(r"""
        Dans config.json : {"{jsonkey}": "{VAL}"}
        Le YAML contient {jsonkey}: {VAL}
        {jsonkey} = "{VAL}" dans settings.toml
        ligne du .netrc : machine {host} login {user} password {PW}
    """),
    ("key_value", "es"): lines(r"""
        En config.json: {"{jsonkey}": "{VAL}"}
        El YAML tiene {jsonkey}: {VAL}
        {jsonkey} = "{VAL}" en settings.toml
        línea del .netrc: machine {host} login {user} password {PW}
    """),
    ("conn_string", "en"): lines(r"""
        postgres://{user}:{UPW}@{host}:5432/app
        DATABASE_URL=mysql://{user}:{UPW}@{host}/shop
        connect with mongodb://{user}:{UPW}@{host}/admin
        the cache is at redis://:{UPW}@{host}:6379/0
    """),
    ("conn_string", "de"): lines(r"""
        Verbindung: postgresql://{user}:{UPW}@{host}/crm
        Die DB-URL ist mysql://{user}:{UPW}@{host}:3306/shop
    """),
    ("conn_string", "fr"): lines(r"""
        Chaîne de connexion : postgresql://{user}:{UPW}@{host}/crm
        L'URL de la base est mysql://{user}:{UPW}@{host}:3306/shop
    """),
    ("conn_string", "es"): lines(r"""
        Cadena de conexión: postgresql://{user}:{UPW}@{host}/crm
        La URL de la base es mysql://{user}:{UPW}@{host}:3306/shop
    """),
    ("hex_key", "en"): lines(r"""
        API key: {HEX}
        the {service} api key is {HEX}
        token {HEX}
        secret={HEX}
        Here's the access key for {service}: {HEX}
        webhook signing secret {HEX}
    """),
    ("hex_key", "de"): lines(r"""
        API-Schlüssel für {service}: {HEX}
        Der Token lautet {HEX}
        Zugriffsschlüssel {HEX}
        Das Secret vom Webhook ist {HEX}
    """),
    ("hex_key", "fr"): lines(r"""
        clé API {service} : {HEX}
        Le jeton d'accès est {HEX}
        clé secrète : {HEX}
        le token, c'est {HEX}
    """),
    ("hex_key", "es"): lines(r"""
        clave API de {service}: {HEX}
        El token de acceso es {HEX}
        clave secreta: {HEX}
        el token es {HEX}
    """),
    ("token", "en"): lines(r"""
        {TOKEN}
        here's the token: {TOKEN}
        use {TOKEN} for the deploy
        I pasted {TOKEN} into the config
        CI secret → {TOKEN}
        my key {TOKEN} stopped working
    """),
    ("token", "de"): lines(r"""
        Hier der Token: {TOKEN}
        Nimm {TOKEN} fürs Deployment
        Ich habe {TOKEN} in die Konfiguration kopiert
        {TOKEN} funktioniert nicht mehr
    """),
    ("token", "fr"): lines(r"""
        Voici le jeton : {TOKEN}
        Utilise {TOKEN} pour le déploiement
        J'ai collé {TOKEN} dans la config
        {TOKEN} ne marche plus
    """),
    ("token", "es"): lines(r"""
        Aquí está el token: {TOKEN}
        Usa {TOKEN} para el despliegue
        Pegué {TOKEN} en la configuración
        {TOKEN} ya no funciona
    """),
    ("jwt", "en"): lines(r"""
        Authorization: Bearer {JWT}
        the session token is {JWT}
        {JWT}
        curl -H 'Authorization: Bearer {JWT}' https://api.example.com/me
    """),
    ("jwt", "de"): lines(r"""
        Bearer-Token: {JWT}
        Mein Session-Token ist {JWT}
    """),
    ("jwt", "fr"): lines(r"""
        Le jeton de session : {JWT}
        en-tête Authorization: Bearer {JWT}
    """),
    ("jwt", "es"): lines(r"""
        El token de sesión es {JWT}
        cabecera Authorization: Bearer {JWT}
    """),
    ("pem", "en"): lines(r"""
        Here is the deploy key:\n{PEM}
        {PEM}
    """),
    ("pem", "de"): lines(r"""
        Der private Schlüssel:\n{PEM}
        Schlüssel für den Server\n{PEM}
    """),
    ("pem", "fr"): lines(r"""
        Voici la clé privée :\n{PEM}
        clé SSH du serveur\n{PEM}
    """),
    ("pem", "es"): lines(r"""
        Esta es la clave privada:\n{PEM}
        clave SSH del servidor\n{PEM}
    """),
    ("entropy", "en"): lines(r"""
        use {RAND} for the staging box
        {RAND}
        paste {RAND} into the second field
        for {service} I set it to {RAND}
        ok the new one is {RAND}
        {service}: {RAND}
    """),
    ("entropy", "de"): lines(r"""
        nimm {RAND} für die Staging-Kiste
        für {service} hab ich {RAND} eingestellt
        der neue ist {RAND}
        trag {RAND} ins zweite Feld ein
    """),
    ("entropy", "fr"): lines(r"""
        mets {RAND} dans le deuxième champ
        pour {service} j'ai mis {RAND}
        le nouveau, c'est {RAND}
        utilise {RAND} pour la préprod
    """),
    ("entropy", "es"): lines(r"""
        pon {RAND} en el segundo campo
        para {service} puse {RAND}
        el nuevo es {RAND}
        usa {RAND} para staging
    """),
    ("card", "en"): lines(r"""
        My card number is {CARD}.
        credit card {CARD} exp 09/27
        {CARD}
        charge it to {CARD}
        card: {CARD}, CVV on the back
        pay with my {service} card {CARD}
    """),
    ("card", "de"): lines(r"""
        Meine Kartennummer ist {CARD}.
        Kreditkarte {CARD} gültig bis 09/27
        Bitte buch es auf {CARD}
        Karte: {CARD}
    """),
    ("card", "fr"): lines(r"""
        Mon numéro de carte est {CARD}.
        carte bancaire {CARD} exp. 09/27
        débitez la carte {CARD}
        CB : {CARD}
    """),
    ("card", "es"): lines(r"""
        Mi número de tarjeta es {CARD}.
        tarjeta de crédito {CARD} caduca 09/27
        cárgalo a la tarjeta {CARD}
        tarjeta: {CARD}
    """),
    ("iban", "en"): lines(r"""
        My IBAN is {IBAN}.
        Please transfer it to {IBAN}
        IBAN: {IBAN}
        {IBAN}
        salary goes to {IBAN}
        refund to account {IBAN} please
    """),
    ("iban", "de"): lines(r"""
        Meine IBAN lautet {IBAN}.
        Bitte überweise an {IBAN}
        IBAN: {IBAN}
        Das Gehalt geht auf {IBAN}
    """),
    ("iban", "fr"): lines(r"""
        Mon IBAN est {IBAN}.
        Merci de virer sur {IBAN}
        IBAN : {IBAN}
        le RIB : {IBAN}
    """),
    ("iban", "es"): lines(r"""
        Mi IBAN es {IBAN}.
        Haz la transferencia a {IBAN}
        IBAN: {IBAN}
        la cuenta es {IBAN}
    """),
    ("ssn", "en"): lines(r"""
        My SSN is {SSN}.
        social security number: {SSN}
        SSN {SSN}
        for the W-9 my social is {SSN}
    """),
    ("ssn", "de"): lines(r"""
        Meine US-Sozialversicherungsnummer ist {SSN}.
        SSN: {SSN}
    """),
    ("ssn", "fr"): lines(r"""
        Mon numéro de sécurité sociale américain est {SSN}.
        SSN : {SSN}
    """),
    ("ssn", "es"): lines(r"""
        Mi número de seguro social de EE. UU. es {SSN}.
        SSN: {SSN}
    """),
    ("national_id", "en"): lines(r"""
        My {idlabel} is {ID}.
        {idlabel}: {ID}
        for the form, my {idlabel} is {ID}
        ID number ({idlabel}) {ID}
    """),
    ("national_id", "de"): lines(r"""
        Meine {idlabel} ist {ID}.
        {idlabel}: {ID}
        Für das Formular: {idlabel} {ID}
        Hier meine {idlabel}: {ID}
    """),
    ("national_id", "fr"): lines(r"""
        Mon {idlabel} est {ID}.
        {idlabel} : {ID}
        pour le formulaire, {idlabel} {ID}
        voici mon {idlabel} : {ID}
    """),
    ("national_id", "es"): lines(r"""
        Mi {idlabel} es {ID}.
        {idlabel}: {ID}
        para el formulario, {idlabel} {ID}
        este es mi {idlabel}: {ID}
    """),
}

"""The cloaked split's secret positives: texts a user writes to an assistant (or pastes into a
note) with a credential or a personal id in them, in the ways people really leak them.

Families: ``password`` (a password beside a credential word, several habits), ``passphrase``
(word-only phrases), ``pin`` (bank PINs, door and alarm codes), ``api_token`` (vendor tokens,
hex keys, an AWS pair), ``env_line`` (env-style and config assignments), ``login_pair`` (user
and password together), ``connection`` (database URLs and webhook URLs), ``two_factor`` (TOTP
seeds and backup codes), ``card``, ``iban`` and ``national_id``. The near misses are in
:mod:`benchmarks.gate.cloaked.secret_near`.
"""

from __future__ import annotations

from benchmarks.gate.cloaked import makers
from benchmarks.gate.cloaked.secret_near import near_groups
from benchmarks.gate.common import Generator, Group, Template, t

_SHARED: dict[str, Generator] = {
    "PW": makers.password,
    "PHRASE": makers.passphrase,
    "PIN": makers.pin,
    "TOKEN": makers.token,
    "AKID": makers.aws_pair,
    "ENV": makers.env_value,
    "DBURL": makers.db_url,
    "HOOK": makers.webhook,
    "SEED": makers.totp_seed,
    "BK1": makers.backup_codes,
    "CARD": makers.card,
    "CVC": makers.cvc,
    "IBAN": makers.iban,
}
_IDS = {
    "en": makers.national("us_ssn", "gb_nino"),
    "de": makers.national("de_idnr"),
    "fr": makers.national("fr_nir"),
    "es": makers.national("es_dni", "es_nie"),
}

_POSITIVE: dict[tuple[str, str], list[str]] = {
    ("password", "en"): [
        "new {svc} password is {PW} dont let me forget it again lol",
        "Can you keep this somewhere: wifi {wifi}, password {PW}",
        "ok so my work laptop pw = {PW} (IT made me change it today)",
        "remind me that the password for my mom's {svc} account is {PW}, she always calls me",
        "fyi I changed the router admin pass to {PW}",
    ],
    ("password", "de"): [
        "mein neues passwort für {svc} ist {PW} – bitte merken, ich vergess das sonst eh",
        "WLAN {wifi} – Kennwort: {PW} 👍",
        "hab das pw vom laptop geändert, jetzt {PW}",
    ],
    ("password", "fr"): [
        "le mot de passe de {svc} c'est {PW} au cas où j'oublie",
        "mdp wifi chez mamie ({wifi}) : {PW}",
        "j'ai changé mon mot de passe pro, maintenant c'est {PW}",
    ],
    ("password", "es"): [
        "la contraseña nueva de {svc} es {PW}, apúntala porfa",
        "clave del wifi de casa de mis suegros ({wifi}): {PW}",
        "mi contraseña del correo del curro ahora es {PW} jaja",
    ],
    ("passphrase", "en"): [
        "my vault passphrase is {PHRASE} — four random words like the comic said",
        "bitlocker recovery phrase for the old pc: {PHRASE}",
        "seed words for the backup drive are '{PHRASE}', store that pls",
    ],
    ("passphrase", "de"): [
        "Passphrase für den Passwortmanager: {PHRASE}",
        "meine merksatz-passphrase ist jetzt {PHRASE}",
    ],
    ("passphrase", "fr"): [
        "phrase de passe du coffre KeePass : {PHRASE}",
        "ma passphrase gpg c'est « {PHRASE} »",
    ],
    ("passphrase", "es"): [
        "la frase de contraseña del gestor de claves ahora es {PHRASE}, la cambié ayer",
        "frase secreta del disco externo: {PHRASE}",
    ],
    ("pin", "en"): [
        "card pin is {PIN} btw, the new debit one",
        "alarm code at {who}'s place is {PIN}, im cat sitting next week",
        "the garage keypad code is {PIN}",
        "phone unlock pin: {PIN} (for when I lend it to {who})",
    ],
    ("pin", "de"): [
        "die PIN von der neuen EC-Karte ist {PIN}",
        "Türcode bei {who} im Haus: {PIN} 🔑",
        "alarmanlage code {PIN} nicht vergessen!!",
    ],
    ("pin", "fr"): [
        "code de la porte chez {who} : {PIN}",
        "mon code de carte bleue c'est {PIN}",
        "digicode de l'immeuble de {who} = {PIN}, bâtiment B",
    ],
    ("pin", "es"): [
        "el pin de la tarjeta nueva es {PIN}",
        "código del portal de {who}: {PIN}",
        "la alarma se desactiva con {PIN} ojo",
    ],
    ("api_token", "en"): [
        "here's the token for the bot, keep it handy: {TOKEN}",
        "save my {svc} api key {TOKEN} so I don't have to dig it up again",
        "aws creds for the side project: access key {AKID} secret {AKSECRET}",
        "Personal access token (expires in 90 days): {TOKEN}",
    ],
    ("api_token", "de"): [
        "API-Key für das Wetter-Skript: {TOKEN}",
        "mein token für {svc} lautet {TOKEN}",
    ],
    ("api_token", "fr"): [
        "clé API du projet perso : {TOKEN}",
        "voilà le token d'accès pour le script, {TOKEN}",
    ],
    ("api_token", "es"): [
        "guárdame la clave de API de {svc}, es {TOKEN}",
        "token para el bot de telegram: {TOKEN}",
    ],
    ("env_line", "en"): [
        "my .env for the staging box:\nDEBUG=false\nSMTP_PASSWORD={ENV}\nPORT=8025",
        "export STRIPE_SECRET={ENV}",
        "remember the jwt signing secret: JWT_SECRET={ENV}",
    ],
    ("env_line", "de"): [
        "in der docker-compose steht DB_PASS={ENV}, bitte merken",
        'ADMIN_PASSWORD: "{ENV}" (aus der config vom NAS)',
    ],
    ("env_line", "fr"): [
        "dans mon .env j'ai mis SECRET_KEY={ENV}",
        "variable MAIL_PASSWORD={ENV} pour le serveur de test",
    ],
    ("env_line", "es"): [
        "en el .env: API_SECRET={ENV}",
        "config del servidor -> REDIS_PASSWORD={ENV}",
    ],
    ("login_pair", "en"): [
        "login for the {firm} portal: {user} / {PW}",
        "user {user} pass {PW} for the shared {svc} account",
        "{firm} VPN\nUsername: {user}\nPassword: {PW}\n(don't share)",
    ],
    ("login_pair", "de"): [
        "Zugang {firm}-Portal: Benutzer {user}, Passwort {PW}",
        "login {user} pw {PW} (gemeinsamer {svc} account)",
    ],
    ("login_pair", "fr"): [
        "identifiant {user} et mot de passe {PW} pour l'intranet {firm}",
        "accès {svc} : {user} / {PW}",
    ],
    ("login_pair", "es"): [
        "usuario {user} contraseña {PW} para la web de {firm}",
        "acceso {svc} compartido con mi hermana: {user} // {PW}",
    ],
    ("connection", "en"): [
        "prod db is {DBURL} — keep it for when I'm on call",
        "slack alert hook: {HOOK}",
        "connection string for the analytics job: {DBURL}",
    ],
    ("connection", "de"): [
        "verbindung zur datenbank: {DBURL}",
        "webhook für die Benachrichtigungen {HOOK}",
    ],
    ("connection", "fr"): [
        "chaîne de connexion de la base : {DBURL}",
        "l'url du webhook discord c'est {HOOK}",
    ],
    ("connection", "es"): [
        "cadena de conexión de la bd: {DBURL}",
        "webhook del canal de avisos: {HOOK}",
    ],
    ("two_factor", "en"): [
        "2fa setup key for my {svc} account (in case phone dies): {SEED}",
        "backup codes for github: {BK1} {BK2} {BK3}",
        "authenticator secret {SEED}, add it to the new phone later",
    ],
    ("two_factor", "de"): [
        "2FA-Schlüssel für {svc}: {SEED}",
        "Wiederherstellungscodes fürs {svc}-Konto: {BK1}, {BK2}, {BK3}",
    ],
    ("two_factor", "fr"): [
        "clé secrète de double authentification : {SEED}",
        "codes de secours {svc} : {BK1} / {BK2} / {BK3}",
    ],
    ("two_factor", "es"): [
        "clave del autenticador para {svc}: {SEED}",
        "códigos de respaldo de {svc} por si pierdo el móvil: {BK1} {BK2} {BK3}",
    ],
    ("card", "en"): [
        "my visa/credit card for online stuff: {CARD} exp {exp}",
        "can u remember my card {CARD} cvc {CVC} so checkout is faster",
        "card number is {CARD}",
    ],
    ("card", "de"): [
        "meine Kreditkarte fürs Online-Shopping: {CARD}, gültig bis {exp}",
        "meine kartennummer {CARD} prüfziffer {CVC}",
    ],
    ("card", "fr"): [
        "numéro de carte : {CARD} expire {exp}",
        "ma CB {CARD} cryptogramme {CVC}",
    ],
    ("card", "es"): [
        "número de tarjeta {CARD} caduca {exp}",
        "mi tarjeta es la {CARD} y el cvv {CVC}",
    ],
    ("iban", "en"): [
        "the iban {firm} should send the refund to is {IBAN}, they asked twice",
        "pay the rent to {IBAN} (landlord {who})",
    ],
    ("iban", "de"): [
        "für die Rückerstattung von {firm} meine IBAN: {IBAN}",
        "Überweisung bitte an {IBAN}, Kontoinhaber {who}",
    ],
    ("iban", "fr"): [
        "mon RIB / IBAN c'est {IBAN}",
        "iban du compte joint : {IBAN}",
    ],
    ("iban", "es"): [
        "apúntate mi IBAN para lo de {firm}: {IBAN}",
        "la cuenta para el alquiler: {IBAN}",
    ],
    ("national_id", "en"): [
        "my {idname} is {NATID} for the tax forms",
        "{idname}: {NATID} (needed it for the mortgage paperwork)",
    ],
    ("national_id", "de"): [
        "für die Steuererklärung: meine {idname} lautet {NATID}",
        "Steuer-Identifikationsnummer {NATID} fürs Finanzamt",
    ],
    ("national_id", "fr"): [
        "mon {idname} : {NATID}",
        "la mutuelle demande mon numéro de sécurité sociale, c'est {NATID}",
    ],
    ("national_id", "es"): [
        "para la matrícula me piden el {idname}: {NATID}",
        "{idname} {NATID}, para el formulario de la gestoría",
    ],
}


def _gens(language: str) -> dict[str, Generator]:
    return {**_SHARED, "NATID": _IDS[language]}


def groups() -> list[Group]:
    """The secret positives and near misses of the cloaked split."""
    out = []
    for (subkind, language), texts in _POSITIVE.items():
        templates: list[Template] = [t(text) for text in texts]
        out.append(Group(subkind, language, True, templates, generators=_gens(language)))
    return out + near_groups()

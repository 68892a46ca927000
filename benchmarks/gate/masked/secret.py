"""The masked split's secret positives: credentials and personal ids inside ordinary
messages, as people paste or type them (see :mod:`benchmarks.gate.masked`). Every generated
upper-case value of a positive is a secret the screen must remove; the near misses are in
:mod:`benchmarks.gate.masked.secret_near`."""

from __future__ import annotations

import random

from benchmarks.gate.common import Gen, Generator, Group, Template, t
from benchmarks.gate.masked import ids
from benchmarks.gate.masked.secret_near import NEGATIVE, near_generators


def _password(rng: random.Random, index: int) -> tuple[str, str]:
    return ids.password(rng, index), "password"


def _db_password(rng: random.Random, index: int) -> tuple[str, str]:
    # A password that can sit inside a URL without escaping.
    return ids._pick(rng, ids._ALNUM, rng.randint(12, 20)), "url_password"


def _card(rng: random.Random, index: int) -> Gen:
    brand = list(ids.CARD_BRANDS)[index % len(ids.CARD_BRANDS)]
    return Gen({"CARD": ids.spaced_card(ids.card(brand, rng), rng)}, brand)


def _iban(rng: random.Random, index: int) -> Gen:
    country = list(ids.IBAN_SHAPES)[index % len(ids.IBAN_SHAPES)]
    value = ids.iban(country, rng)
    return Gen({"IBAN": ids.grouped(value) if index % 3 else value}, country)


def _national(kind: str) -> Generator:
    def generate(rng: random.Random, index: int) -> Gen:
        return Gen({kind.upper(): ids.NATIONAL[kind](rng)}, kind)

    return generate


def _backup(rng: random.Random, index: int) -> Gen:
    codes = [f"{ids.pin(rng, 4)}-{ids.pin(rng, 4)}" for _ in range(3)]
    return Gen({"CODE1": codes[0], "CODE2": codes[1], "CODE3": codes[2]}, "backup")


GENERATORS: dict[str, Generator] = {
    "PW": ids.secret("PW", _password),
    "PW2": ids.secret("PW2", _password),
    "DBPW": ids.secret("DBPW", _db_password),
    "PHRASE": ids.secret("PHRASE", lambda r, i: (ids.passphrase(r), "passphrase")),
    "PIN": ids.secret("PIN", lambda r, i: (ids.pin(r, (4, 6, 5)[i % 3]), "pin")),
    "TOKEN": ids.secret("TOKEN", ids.token),
    "CARD": _card,
    "IBAN": _iban,
    "TOTP": ids.secret(
        "TOTP", lambda r, i: (ids._pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32), "totp")
    ),
    "CODE1": _backup,
    **{kind.upper(): _national(kind) for kind in ids.NATIONAL},
}


def _ts(*texts: str) -> list[Template]:
    return [t(text) for text in texts]


POSITIVE: dict[tuple[str, str], list[Template]] = {
    ("password", "en"): _ts(
        "ok so the new wifi pw is {PW} dont lose it again lol",
        "my {m_service} login got reset, it's now {PW}",
        "note to self: {m_service} -> {PW}",
        "Can you keep this for me? Password for the shared {m_service} account: {PW}",
        "changed my laptop password to {PW} because IT made me",
        "the router admin password is literally {PW}, written on a sticker under it",
        "if I forget: {m_service} password = {PW} (the old one was {PW2})",
        "for the grandma tablet the unlock password is {PW} 👵",
    ),
    ("password", "de"): _ts(
        "Mein neues Passwort für {m_service} ist {PW}, bitte merken",
        "wlan passwort vom ferienhaus: {PW}",
        "hab das pw geändert, jetzt {PW} 🙈",
        "Zugang {m_service} (Familie): Kennwort {PW}",
        "falls ich es wieder vergesse, das Passwort lautet {PW}",
        "mein pw für die arbeit ist jetzt {PW}, das alte ging nicht mehr",
    ),
    ("password", "fr"): _ts(
        "mon mot de passe {m_service} c'est {PW} au cas où j'oublie encore",
        "Le code wifi de l'appart est {PW}",
        "mdp du compte partagé : {PW} (ne pas changer stp)",
        "J'ai remis le mot de passe à {PW} pour le portail {m_service}",
        "pour me souvenir, mdp {m_service} = {PW}",
        "wifi chez papi = {PW} 📶",
    ),
    ("password", "es"): _ts(
        "la contraseña nueva de {m_service} es {PW}",
        "clave del wifi de la oficina: {PW}",
        "oye apúntate mi contra de {m_service}: {PW}",
        "Guárdame esto: usuario de casa, contraseña {PW}",
        "cambié la pass a {PW} porque me la pidió el banco 😒",
        "la password del router es {PW} btw",
    ),
    ("passphrase", "en"): _ts(
        "My password manager master passphrase is '{PHRASE}'",
        "vault phrase: {PHRASE}",
        "the ssh key passphrase is {PHRASE}, typed all lowercase",
    ),
    ("passphrase", "de"): _ts(
        "Die Passphrase für meinen Tresor lautet {PHRASE}",
        "Master-Passwort (Satz): {PHRASE}",
    ),
    ("passphrase", "fr"): _ts(
        "Ma phrase de passe pour le coffre : {PHRASE}",
        "phrase secrète du gestionnaire = {PHRASE}",
    ),
    ("passphrase", "es"): _ts(
        "La frase de contraseña del gestor es {PHRASE}",
        "mi frase maestra: {PHRASE}",
    ),
    ("pin", "en"): _ts(
        "my debit card pin is {PIN}",
        "garage door code {PIN}, the side gate uses the same one",
        "PIN for the {m_service} app: {PIN}",
        "the alarm code at my mum's place is {PIN}#",
    ),
    ("pin", "de"): _ts(
        "Die PIN meiner neuen EC-Karte von der Sparkasse ist {PIN}",
        "Türcode fürs Treppenhaus: {PIN}",
        "handy pin {PIN} falls du mal ran musst",
    ),
    ("pin", "fr"): _ts(
        "Le code de ma carte bleue c'est {PIN}, je le note ici",
        "digicode de l'immeuble de maman : {PIN} puis la porte B",
        "code PIN du téléphone {PIN}",
    ),
    ("pin", "es"): _ts(
        "el pin de mi tarjeta nueva del banco es {PIN}",
        "código del portal: {PIN}",
        "PIN del móvil {PIN} por si acaso",
    ),
    ("token", "en"): _ts(
        "here's the api key for the {m_service} integration: {TOKEN}",
        "export token={TOKEN}  # personal, do not commit",
        "my personal access token (expires in 90d) {TOKEN}",
        "I put {TOKEN} in the CI secrets, keep a copy please",
        "lost my notes again. anyway the {m_service} key is {TOKEN} and the webhook is fine",
    ),
    ("token", "de"): _ts(
        "API-Schlüssel für die {m_service}-Anbindung: {TOKEN}",
        "das token fürs deployment ist {TOKEN}",
    ),
    ("token", "fr"): _ts(
        "Voici ma clé API {m_service} pour le script du compta : {TOKEN}",
        "le jeton d'accès perso c'est {TOKEN}",
    ),
    ("token", "es"): _ts(
        "mi clave de API de {m_service} es {TOKEN}",
        "token de acceso: {TOKEN} (no lo compartas)",
    ),
    ("config", "en"): _ts(
        "my .env has SMTP_PASSWORD={PW} in case the server dies",
        "postgres://{m_login}:{DBPW}@{m_host}:5432/app is the prod db url",
        "config snippet:\nuser: {m_login}\npassword: {PW}\nhost: {m_host}",
    ),
    ("config", "de"): _ts(
        "In der .env steht DB_PASS={PW}, bitte sichern",
        "Verbindung: mysql://{m_login}:{DBPW}@{m_host}/shop",
    ),
    ("config", "fr"): _ts(
        "la variable MAIL_PASSWORD vaut {PW} sur le serveur",
        "chaîne de connexion : mongodb://{m_login}:{DBPW}@{m_host}:27017",
    ),
    ("config", "es"): _ts(
        "en el servidor puse REDIS_PASSWORD={PW}",
        "cadena de conexión: postgresql://{m_login}:{DBPW}@{m_host}/ventas",
    ),
    ("login_pair", "en"): _ts(
        "login for the school portal: {m_login} / {PW}",
        "user {m_login} pass {PW} for the wiki",
        "netflix is {m_login} and {PW}, share w/ no one",
    ),
    ("login_pair", "de"): _ts(
        "Benutzer {m_login}, Passwort {PW}",
        "login kita-app: {m_login} / {PW}",
    ),
    ("login_pair", "fr"): _ts(
        "identifiant {m_login} mot de passe {PW} pour la cantine",
        "compte CAF : {m_login} / {PW}",
    ),
    ("login_pair", "es"): _ts(
        "usuario {m_login} y contraseña {PW}",
        "acceso a la intranet: {m_login} / {PW}",
    ),
    ("card", "en"): _ts(
        "card for the subscription is {CARD}",
        "use my card {CARD} for the hotel deposit",
        "credit card number {CARD} exp 08/27",
    ),
    ("card", "de"): _ts(
        "Kreditkarte: {CARD}, gültig bis 11/26",
        "zahl bitte mit meiner karte {CARD}, die andere ist gesperrt",
    ),
    ("card", "fr"): _ts(
        "numéro de carte {CARD} pour la réservation",
        "ma CB c'est {CARD}",
    ),
    ("card", "es"): _ts(
        "número de tarjeta {CARD}, caduca en 2027",
        "paga con mi tarjeta {CARD} porfa",
    ),
    ("iban", "en"): _ts(
        "my IBAN for the airline refund is {IBAN}",
        "send the flat deposit back to {IBAN} pls, account closes in june",
    ),
    ("iban", "de"): _ts(
        "Meine IBAN: {IBAN}",
        "überweis es einfach auf {IBAN}",
        "Bankverbindung für die Nebenkosten ist {IBAN}",
    ),
    ("iban", "fr"): _ts(
        "Mon IBAN : {IBAN}",
        "tu peux virer sur {IBAN} merci",
        "RIB du compte joint, IBAN {IBAN}",
    ),
    ("iban", "es"): _ts(
        "mi IBAN para lo del alquiler es {IBAN}",
        "hazme la transferencia a {IBAN}",
        "cuenta para la nómina: {IBAN}",
    ),
    ("national_id", "en"): _ts(
        "my SSN is {US_SSN} for the tax form",
        "social security number {US_SSN} (mine, not my husband's)",
        "my BSN is {NL_BSN}, the gemeente asked for it",
    ),
    ("national_id", "de"): _ts(
        "Meine Steuer-ID ist {DE_IDNR}, steht auf dem Brief vom Finanzamt",
        "steuerliche identifikationsnummer {DE_IDNR} fürs elster formular",
    ),
    ("national_id", "fr"): _ts(
        "mon numéro de sécu : {FR_NIR} (carte vitale perdue)",
        "Numéro de sécurité sociale {FR_NIR} à donner à la nouvelle mutuelle",
    ),
    ("national_id", "es"): _ts(
        "mi DNI es {ES_DNI} por si te lo piden en la gestoría",
        "el NIE de mi pareja es {ES_NIE}",
        "para el contrato: DNI {ES_DNI}",
    ),
    ("recovery", "en"): _ts(
        "2FA backup codes: {CODE1} {CODE2} {CODE3}",
        "authenticator setup key {TOTP} in case I lose my phone",
    ),
    ("recovery", "de"): _ts(
        "Wiederherstellungscodes: {CODE1}, {CODE2}, {CODE3}",
        "der geheime schlüssel für die 2fa app: {TOTP}",
    ),
    ("recovery", "fr"): _ts(
        "codes de secours 2FA : {CODE1} / {CODE2} / {CODE3}",
        "clé de configuration de l'authentificateur {TOTP}",
    ),
    ("recovery", "es"): _ts(
        "códigos de respaldo: {CODE1} {CODE2} {CODE3}",
        "clave secreta del autenticador: {TOTP}",
    ),
}


# Passwords in plain sentences are the commonest leak, so they weigh more.
_WEIGHTS = {"password": 1.4}


def groups() -> list[Group]:
    """Every masked secret group: the positives above and the near misses."""
    out = [
        Group(subkind, language, True, templates, _WEIGHTS.get(subkind, 1.0), GENERATORS)
        for (subkind, language), templates in POSITIVE.items()
    ]
    near = near_generators()
    out += [
        Group(subkind, language, False, templates, generators=near)
        for (subkind, language), templates in NEGATIVE.items()
    ]
    return out

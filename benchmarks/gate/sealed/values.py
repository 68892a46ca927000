"""Value makers of the sealed secret kind: the secrets people paste (passwords, PINs,
passphrases, vendor tokens in their documented shapes, keys, connection strings, cards,
IBANs, national ids) and the public look-alikes of its near misses.

A maker takes the group's random stream and the case's index in its group (so a family's
shapes take turns) and gives a :class:`~benchmarks.gate.common.Gen`: upper-case fills are
values, lower-case ones helpers (an id's name, a card's expiry); ``secrets`` names what must
not survive storage where that is not every upper-case fill.
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from collections.abc import Callable

from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.sealed import ids
from benchmarks.gate.sealed.words import BIP39, NATIONAL_IDS, WORDS

BASE62 = string.ascii_letters + string.digits
URLSAFE = BASE62 + "-_"
HEX = "0123456789abcdef"
B32 = string.ascii_uppercase + "234567"


def chars(rng: random.Random, alphabet: str, count: int) -> str:
    """``count`` characters drawn from ``alphabet``."""
    return "".join(rng.choice(alphabet) for _ in range(count))


def b64url(raw: bytes) -> str:
    """Base64url without padding, as JWTs write it."""
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


# Vendor tokens in the shapes their docs show (the random part random).
TOKENS: list[tuple[str, Callable[[random.Random], str]]] = [
    ("github", lambda r: "ghp_" + chars(r, BASE62, 36)),
    (
        "github_fine",
        lambda r: (
            f"github_pat_11{chars(r, string.ascii_uppercase + string.digits, 20)}_{chars(r, BASE62, 59)}"
        ),
    ),
    ("gitlab", lambda r: "glpat-" + chars(r, URLSAFE, 20)),
    ("stripe", lambda r: "sk_live_51" + chars(r, BASE62, 30)),
    (
        "slack",
        lambda r: (
            f"xoxb-{chars(r, string.digits, 12)}-{chars(r, string.digits, 13)}-{chars(r, BASE62, 24)}"
        ),
    ),
    ("openai", lambda r: f"sk-proj-{chars(r, URLSAFE, 40)}T3BlbkFJ{chars(r, URLSAFE, 40)}"),
    ("anthropic", lambda r: f"sk-ant-api03-{chars(r, URLSAFE, 93)}AA"),
    ("google", lambda r: "AIza" + chars(r, URLSAFE, 35)),
    ("sendgrid", lambda r: f"SG.{chars(r, URLSAFE, 22)}.{chars(r, URLSAFE, 43)}"),
    ("huggingface", lambda r: "hf_" + chars(r, string.ascii_letters, 34)),
    ("npm", lambda r: "npm_" + chars(r, BASE62, 36)),
    ("digitalocean", lambda r: "dop_v1_" + chars(r, HEX, 64)),
    ("telegram", lambda r: f"{r.randint(5_000_000_000, 7_999_999_999)}:AA{chars(r, URLSAFE, 33)}"),
    ("shopify", lambda r: "shpat_" + chars(r, HEX, 32)),
    ("linear", lambda r: "lin_api_" + chars(r, BASE62, 40)),
    ("postman", lambda r: f"PMAK-{chars(r, HEX, 24)}-{chars(r, HEX, 34)}"),
    ("grafana", lambda r: f"glsa_{chars(r, BASE62, 32)}_{chars(r, HEX, 8)}"),
    ("pypi", lambda r: "pypi-AgEIcHlwaS5vcmcCJG" + chars(r, URLSAFE, 70)),
]


def token(rng: random.Random, index: int) -> Gen:
    """A vendor token, the vendors taking turns."""
    name, make = TOKENS[index % len(TOKENS)]
    return Gen({"TOK": make(rng)}, name)


def _human_password(language: str) -> Callable[[random.Random], str]:
    words = WORDS[language]

    def make(rng: random.Random) -> str:
        word = rng.choice(words).capitalize()
        shape = rng.randrange(4)
        if shape == 0:
            return f"{word}{rng.randint(10, 99)}{rng.choice('!?#$%&*')}"
        if shape == 1:
            leet = word.translate(str.maketrans("aeios", "@3105"))
            return f"{leet}{rng.choice('!#+')}{rng.randint(1, 9)}"
        if shape == 2:
            other = rng.choice(words).capitalize()
            return f"{word}{rng.choice('.-_')}{other}{rng.randint(1, 999)}"
        return f"{rng.choice('!#%')}{word.lower()}{rng.randint(1960, 2012)}"

    return make


def password(language: str) -> Generator:
    """A password as people choose them (a word with digits and a sign) or as a manager
    makes them (random), taking turns."""
    human = _human_password(language)

    def make(rng: random.Random, index: int) -> Gen:
        if index % 3 == 2:
            return Gen({"PW": chars(rng, BASE62 + "!#%&*+-=?@^_", rng.randint(14, 20))}, "random")
        return Gen({"PW": human(rng)}, "human")

    return make


def pin(rng: random.Random, index: int) -> Gen:
    """A four- or six-digit code that is not a year and not a run."""
    while True:
        value = chars(rng, string.digits, 6 if index % 3 == 2 else 4)
        if value[:2] not in ("19", "20") and len(set(value)) > 2:
            return Gen({"PIN": value})


def passphrase(language: str) -> Generator:
    """Four or five words of ``language`` joined as password managers join them."""

    def make(rng: random.Random, index: int) -> Gen:
        chosen = rng.sample(WORDS[language], 4 + index % 2)
        joiner = ("-", " ", ".", "-")[index % 4]
        return Gen({"PHRASE": joiner.join(chosen)}, "words")

    return make


def seed_phrase(rng: random.Random, index: int) -> Gen:
    """Twelve (or, every third case, twenty-four) BIP-39 words of a wallet's recovery phrase."""
    return Gen({"SEED": " ".join(rng.sample(BIP39, 24 if index % 3 == 2 else 12))}, "bip39")


def access_code(rng: random.Random, index: int) -> Gen:
    """A key-safe, door or alarm code (four to six digits, some end in #)."""
    made = pin(rng, index).fills["PIN"]
    return Gen({"CODE": made + ("#" if index % 4 == 1 else "")})


def hex_key(rng: random.Random, index: int) -> Gen:
    """A hex key of 128, 160 or 256 bits."""
    size = (32, 40, 64)[index % 3]
    return Gen({"HEX": chars(rng, HEX, size)}, f"hex{size}")


def otp_seed(rng: random.Random, index: int) -> Gen:
    """A TOTP seed: base32 in an otpauth URI, or the spaced lower-case setup key apps show."""
    raw = chars(rng, B32, 32 if index % 2 else 16)
    if index % 3 == 1:
        spaced = " ".join(raw.lower()[i : i + 4] for i in range(0, len(raw), 4))
        return Gen({"OTP": spaced}, "setup_key")
    return Gen({"OTP": raw}, "base32")


def recovery_codes(rng: random.Random, index: int) -> Gen:
    """Six backup codes of one shape (hex pairs, digit groups, or word-like), one a line."""
    if index % 3 == 0:
        codes = [f"{chars(rng, HEX, 5)}-{chars(rng, HEX, 5)}" for _ in range(6)]
    elif index % 3 == 1:
        codes = [f"{chars(rng, string.digits, 4)} {chars(rng, string.digits, 4)}" for _ in range(6)]
    else:
        codes = [chars(rng, string.ascii_uppercase + string.digits, 10) for _ in range(6)]
    detail = ("hex", "digits", "alnum")[index % 3]
    return Gen({"CODES": "\n".join(codes)}, detail, secrets=tuple(codes))


def wifi_password(rng: random.Random, index: int) -> Gen:
    """A Wi-Fi key (printed on routers as blocks of digits or letters, or chosen by hand),
    with the network's name as a helper."""
    ssid = rng.choice(
        (
            "FRITZ!Box 7590 QX",
            "Livebox-8A2C",
            "MOVISTAR_5C21",
            "BT-7KQ2RF",
            "Vodafone-C0FFEE",
            "DIGIFIBRA-PLUS-3F1A",
            "eir51347",
            "Bbox-6E0D1F",
        )
    )
    if index % 2:
        key = " ".join(chars(rng, string.digits, 4) for _ in range(5))
    else:
        key = chars(rng, string.ascii_uppercase + string.digits, 16)
    return Gen({"WIFI": key, "ssid": ssid}, "router")


def _jwt(rng: random.Random, alg: str, signature_bytes: int) -> str:
    header = json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":"))
    issued = rng.randint(1_730_000_000, 1_760_000_000)
    claims = {
        "sub": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        "role": rng.choice(("authenticated", "admin", "service", "editor")),
        "iat": issued,
        "exp": issued + rng.choice((900, 3600, 86400)),
    }
    payload = json.dumps(claims, separators=(",", ":"))
    signature = bytes(rng.getrandbits(8) for _ in range(signature_bytes))
    return ".".join((b64url(header.encode()), b64url(payload.encode()), b64url(signature)))


def jwt(rng: random.Random, index: int) -> Gen:
    """A signed JWT (HS256, ES256 or RS256), header and claims real JSON."""
    alg, size = (("HS256", 32), ("ES256", 64), ("RS256", 256))[index % 3]
    return Gen({"JWT": _jwt(rng, alg, size)}, alg.lower())


# Key type: (label, the real start of its base64 body).
_PEM = {
    "rsa": ("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA"),
    "ec": ("EC PRIVATE KEY", "MHcCAQEEI"),
    "openssh": (
        "OPENSSH PRIVATE KEY",
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMw",
    ),
    "pkcs8": ("PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ"),
}


def pem(rng: random.Random, index: int) -> Gen:
    """A private key block: its body (what must not survive) and the armour lines."""
    name = list(_PEM)[index % len(_PEM)]
    label, start = _PEM[name]
    body = start + chars(rng, BASE62 + "+/", 64 * rng.randint(4, 7) - len(start))
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    fills = {"KEY": lines, "begin": f"-----BEGIN {label}-----", "end": f"-----END {label}-----"}
    return Gen(fills, name)


_DB_USERS = ("app_rw", "svc_billing", "grafana_ro", "etl", "wp_admin", "strapi", "odoo")
_DB_HOSTS = (
    "db-primary.internal:5432",
    "10.20.3.41:3306",
    "cluster0.x7k2p.mongodb.net",
    "cache.prod.local:6379",
    "mq.eu-central.internal:5672",
    "sql-prod-02.corp.local",
)


def _url_password(rng: random.Random) -> str:
    return chars(rng, BASE62, rng.randint(3, 6)) + rng.choice("-_.~") + chars(rng, BASE62, 12)


def connection(rng: random.Random, index: int) -> Gen:
    """A connection string with a password in it (the password is the secret)."""
    secret, user = _url_password(rng), rng.choice(_DB_USERS)
    host = _DB_HOSTS[index % len(_DB_HOSTS)]
    shapes = (
        ("postgres", f"postgresql://{user}:{secret}@{host}/ledger?sslmode=require"),
        ("mysql", f"mysql://{user}:{secret}@{host}/shop"),
        ("mongodb", f"mongodb+srv://{user}:{secret}@{host}/orders?retryWrites=true&w=majority"),
        ("redis", f"redis://default:{secret}@{host}/0"),
        ("amqp", f"amqps://{user}:{secret}@{host}/%2F"),
        ("mssql", f"Server={host};Database=Payroll;User Id={user};Password={secret};Encrypt=True;"),
    )
    detail, text = shapes[index % len(shapes)]
    return Gen({"CONN": text, "DBPW": secret}, detail, secrets=(secret,))


def aws_pair(rng: random.Random, index: int) -> Gen:
    """An AWS access key id and its secret access key (both must go)."""
    key_id = "AKIA" + chars(rng, B32, 16)
    secret = chars(rng, BASE62 + "+/", 40)
    return Gen({"AKID": key_id, "AKSECRET": secret}, "aws")


def webhook(rng: random.Random, index: int) -> Gen:
    """A Slack or Discord incoming-webhook URL; its last segment is the secret."""
    if index % 2:
        tail = chars(rng, URLSAFE, 68)
        url = f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18 - 1)}/{tail}"
        return Gen({"HOOK": url, "HOOKKEY": tail}, "discord", secrets=(tail,))
    upper = string.ascii_uppercase + string.digits
    tail = chars(rng, BASE62, 24)
    url = (
        f"https://hooks.slack.com/services/T{chars(rng, upper, 8)}/B{chars(rng, upper, 10)}/{tail}"
    )
    return Gen({"HOOK": url, "HOOKKEY": tail}, "slack", secrets=(tail,))


def signed_url(rng: random.Random, index: int) -> Gen:
    """A pre-signed download link (S3 or an Azure SAS); the signature is the secret."""
    if index % 2:
        sig = chars(rng, BASE62, 43) + "%3D"
        url = (
            "https://stbackups" + chars(rng, string.digits, 4) + ".blob.core.windows.net/exports/"
            f"q3-report.xlsx?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-31T18:00:00Z&sig={sig}"
        )
        return Gen({"SURL": url, "SIG": sig}, "azure_sas", secrets=(sig,))
    sig = chars(rng, HEX, 64)
    credential = "AKIA" + chars(rng, B32, 16)
    url = (
        "https://invoices-archive.s3.eu-west-1.amazonaws.com/2025/INV-0412.pdf?"
        "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential="
        f"{credential}%2F20251104%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20251104T091500Z"
        f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    return Gen({"SURL": url, "SIG": sig, "CRED": credential}, "s3", secrets=(sig, credential))


def cookie(rng: random.Random, index: int) -> Gen:
    """A session cookie as a browser's dev tools copy it; the value is the secret."""
    shapes: tuple[tuple[str, str, Callable[[], str]], ...] = (
        ("django", "sessionid", lambda: chars(rng, string.ascii_lowercase + string.digits, 32)),
        ("php", "PHPSESSID", lambda: chars(rng, string.ascii_lowercase + string.digits, 26)),
        ("rails", "_shop_session", lambda: chars(rng, BASE62, 60) + "--" + chars(rng, HEX, 40)),
        (
            "express",
            "connect.sid",
            lambda: f"s%3A{chars(rng, URLSAFE, 32)}.{chars(rng, BASE62, 43)}",
        ),
    )
    detail, name, make = shapes[index % len(shapes)]
    return Gen({"COOKIE": make(), "cname": name}, detail)


def card(language: str) -> Generator:
    """A card number grouped as printed (or bare, or dashed), brands taking turns, with an
    expiry date helper for the templates that quote it."""
    brands = list(ids.CARD_BRANDS)
    offset = {"en": 0, "de": 2, "fr": 4, "es": 6}[language]

    def make(rng: random.Random, index: int) -> Gen:
        brand = brands[(index + offset) % len(brands)]
        separator = (" ", "", "-", " ")[index % 4]
        number = ids.card_printed(brand, rng, separator)
        expiry = f"{rng.randint(1, 12):02d}/{rng.randint(26, 31)}"
        return Gen({"CARD": number, "exp": expiry}, brand)

    return make


def cvc(rng: random.Random, index: int) -> Gen:
    """The three digits on a card's back (a secret of its own)."""
    return Gen({"CVC": chars(rng, string.digits, 3)})


def iban(language: str) -> Generator:
    """An IBAN of one of the countries ``language``'s texts carry, grouped or compact."""
    countries = ids.IBAN_COUNTRIES[language]

    def make(rng: random.Random, index: int) -> Gen:
        country = countries[index % len(countries)]
        printed = ids.iban_printed(country, rng)
        return Gen({"IBAN": printed if index % 3 else printed.replace(" ", "")}, country)

    return make


def national_id(language: str) -> Generator:
    """A national id of a country ``language``'s texts carry, with what people call it."""
    names = list(NATIONAL_IDS[language])

    def make(rng: random.Random, index: int) -> Gen:
        name = names[index % len(names)]
        label = NATIONAL_IDS[language][name]
        return Gen({"ID": ids.NATIONAL[name](rng), "idname": label}, name)

    return make


def ssn(rng: random.Random, index: int) -> Gen:
    """A US social security number."""
    return Gen({"SSN": ids.us_ssn(rng)}, "us")


def generic_secret(rng: random.Random, index: int) -> Gen:
    """A client secret or signing key of the base64url or hex kind config files hold."""
    if index % 2:
        return Gen({"VAL": chars(rng, URLSAFE, 40)}, "b64url")
    return Gen({"VAL": chars(rng, HEX, 48)}, "hex48")

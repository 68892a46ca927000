"""Value makers of the cloaked split: secrets for the positives (passwords of several habits,
word passphrases, PINs, vendor tokens, env values, connection strings, webhook URLs, cards,
IBANs, national ids, TOTP seeds and backup codes) and look-alike numbers for the near misses
(order and tracking numbers, phone numbers, commit hashes, checksums, versions, tickets).

Every maker takes the case's random stream and the running index (so a family's shapes take
turns) and returns a :class:`~benchmarks.gate.common.Gen`.
"""

from __future__ import annotations

import random
import string

from benchmarks.gate.cloaked import ids
from benchmarks.gate.common import Gen, Generator

_WORDS = (
    "Lavendel Sonnenuhr kiwiblau Tramontana gatito Brombeere pamplemousse Sternwarte mariposa "
    "ciruela Hafenkran tortuga escargot Wolkenbruch girasol Zaunkoenig marmelo Blaubart "
    "chouquette albaricoque Feuerqualle"
).split()
_DICE = (
    "anvil tulip harbor pepper lantern otter velvet canyon biscuit mango walrus gravel "
    "thistle kettle meadow cobalt saddle pebble quartz juniper falcon noodle sprocket "
    "bramble"
).split()
_ALNUM = string.ascii_letters + string.digits


def _run(rng: random.Random, size: int, chars: str = _ALNUM) -> str:
    return "".join(rng.choice(chars) for _ in range(size))


def password(rng: random.Random, index: int) -> Gen:
    """A password in one of six habits people have."""
    word = rng.choice(_WORDS)
    shape = index % 6
    if shape == 0:
        value = f"{word.capitalize()}{rng.randint(1960, 2024)}{rng.choice('!?#$*')}"
    elif shape == 1:
        leet = word.lower().translate(str.maketrans("aeio", "4310"))
        value = f"{leet}{rng.randint(10, 99)}"
    elif shape == 2:
        value = _run(rng, rng.randint(12, 16), _ALNUM + "!@#%&*-_")
    elif shape == 3:
        other = rng.choice(_WORDS)
        value = f"{word.lower()}{other.capitalize()}{rng.randint(1, 999)}"
    elif shape == 4:
        value = f"{rng.choice(string.ascii_uppercase)}{_run(rng, 7)}{rng.choice('.%+')}{rng.randint(10, 99)}"
    else:
        value = f"{word}_{rng.randint(100, 9999)}"
    return Gen({"PW": value}, "password")


def passphrase(rng: random.Random, index: int) -> Gen:
    """Four dictionary words, joined by a dash, a dot or a blank."""
    words = rng.sample(_DICE, 4)
    return Gen({"PHRASE": "-. "[index % 3].join(words)}, "passphrase")


def pin(rng: random.Random, index: int) -> Gen:
    """A four- or six-digit PIN or door code."""
    size = 6 if index % 3 == 2 else 4
    return Gen({"PIN": "".join(rng.choice(string.digits) for _ in range(size))}, "pin")


def _token(rng: random.Random, vendor: str) -> str:
    shapes = {
        "github": lambda: "ghp_" + _run(rng, 36),
        "gitlab": lambda: "glpat-" + _run(rng, 20, _ALNUM + "-_"),
        "slack": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**10, 10**11)}-" + _run(rng, 24)
        ),
        "stripe": lambda: "sk_live_" + _run(rng, 24),
        "openai": lambda: "sk-proj-" + _run(rng, 40, _ALNUM + "-_"),
        "google": lambda: "AIza" + _run(rng, 35, _ALNUM + "-_"),
        "huggingface": lambda: "hf_" + _run(rng, 34),
        "npm": lambda: "npm_" + _run(rng, 36),
        "hex": lambda: _run(rng, 32, "0123456789abcdef"),
    }
    return shapes[vendor]()


_VENDORS = ("github", "gitlab", "slack", "stripe", "openai", "google", "huggingface", "npm", "hex")


def token(rng: random.Random, index: int) -> Gen:
    """An API token of a vendor's shape (or a plain 32-hex key)."""
    vendor = _VENDORS[index % len(_VENDORS)]
    return Gen({"TOKEN": _token(rng, vendor)}, vendor)


def aws_pair(rng: random.Random, index: int) -> Gen:
    """An AWS access key id and its secret key (both secret)."""
    key_id = "AKIA" + _run(rng, 16, string.ascii_uppercase + "234567")
    secret = _run(rng, 40, _ALNUM + "/+")
    return Gen({"AKID": key_id, "AKSECRET": secret}, "aws")


def env_value(rng: random.Random, index: int) -> Gen:
    """The value of an env-style secret assignment."""
    size = (18, 24, 32)[index % 3]
    return Gen({"ENV": _run(rng, size, _ALNUM + ("_-" if index % 2 else ""))}, "env")


_DB_USERS = ("app_rw", "svc_orders", "postgres", "reporting", "django", "root")
_DB_HOSTS = ("db.kranich.internal", "10.8.0.14", "pg-main.lagune.cloud", "mariadb-02.local")


def db_url(rng: random.Random, index: int) -> Gen:
    """A database URL whose password is the secret (user and host are not)."""
    scheme = ("postgres", "mysql", "mongodb", "redis")[index % 4]
    secret = _run(rng, rng.randint(10, 18))
    user = rng.choice(_DB_USERS)
    host = rng.choice(_DB_HOSTS)
    port = {"postgres": 5432, "mysql": 3306, "mongodb": 27017, "redis": 6379}[scheme]
    url = f"{scheme}://{user}:{secret}@{host}:{port}/{rng.choice(('shop', 'crm', 'app', '0'))}"
    return Gen({"DBURL": url}, "connection_string", (secret,))


def webhook(rng: random.Random, index: int) -> Gen:
    """A Slack or Discord webhook URL; its last path part is the secret."""
    if index % 2:
        secret = _run(rng, 24)
        url = f"https://hooks.slack.com/services/T{_run(rng, 8, string.ascii_uppercase + string.digits)}/B{_run(rng, 10, string.ascii_uppercase + string.digits)}/{secret}"
    else:
        secret = _run(rng, 68, _ALNUM + "-_")
        url = f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{secret}"
    return Gen({"HOOK": url}, "webhook", (secret,))


def totp_seed(rng: random.Random, index: int) -> Gen:
    """A base32 TOTP seed, in blocks of four or in one run."""
    seed = _run(rng, 32 if index % 2 else 16, string.ascii_uppercase + "234567")
    shown = (
        " ".join(seed[i : i + 4] for i in range(0, len(seed), 4)).lower()
        if index % 3 == 0
        else seed
    )
    return Gen({"SEED": shown}, "totp")


def backup_codes(rng: random.Random, index: int) -> Gen:
    """Three 2FA backup codes (each a secret)."""
    codes = [f"{_run(rng, 4, string.digits)}-{_run(rng, 4, string.digits)}" for _ in range(3)]
    if index % 2:
        codes = [_run(rng, 10, string.ascii_lowercase + string.digits) for _ in range(3)]
    return Gen({"BK1": codes[0], "BK2": codes[1], "BK3": codes[2]}, "backup")


def card(rng: random.Random, index: int) -> Gen:
    """A card number of each brand in turn, printed grouped or in one run, with an expiry."""
    brand = list(ids.CARD_BRANDS)[index % len(ids.CARD_BRANDS)]
    number = ids.card(brand, rng)
    shown = ids.spaced_card(number) if index % 3 else number
    expiry = f"{rng.randint(1, 12):02d}/{rng.randint(26, 31)}"
    return Gen({"CARD": shown, "exp": expiry}, brand)


def cvc(rng: random.Random, index: int) -> Gen:
    """A card's security code."""
    return Gen({"CVC": _run(rng, 3, string.digits)}, "cvc")


def iban(rng: random.Random, index: int) -> Gen:
    """An IBAN of each country in turn, grouped as printed or compact (some lower case)."""
    country = list(ids.IBAN_SHAPES)[index % len(ids.IBAN_SHAPES)]
    number = ids.iban(country, rng)
    shown = ids.grouped(number) if index % 2 == 0 else number
    if index % 5 == 4:
        shown = shown.lower()
    return Gen({"IBAN": shown}, country)


def national(*kinds: str) -> Generator:
    """A maker of the national ids ``kinds`` in turn (``idname``: what people call it)."""
    names = {
        "us_ssn": "SSN",
        "gb_nino": "NI number",
        "de_idnr": "Steuer-ID",
        "fr_nir": "numéro de sécu",
        "es_dni": "DNI",
        "es_nie": "NIE",
    }

    def make(rng: random.Random, index: int) -> Gen:
        kind = kinds[index % len(kinds)]
        value = ids.NATIONAL[kind](rng)
        if kind == "us_ssn" and index % 4 == 3:
            value = value.replace("-", "")
        if kind == "de_idnr" and index % 2:
            value = f"{value[:2]} {value[2:5]} {value[5:8]} {value[8:]}"
        if kind == "fr_nir" and index % 2:
            v = value
            value = f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"
        return Gen({"NATID": value, "idname": names[kind]}, kind)

    return make


# Near-miss makers: numbers that look like secrets and are not.


def order_number(rng: random.Random, index: int) -> Gen:
    """An order number: some are 16 digits starting with 4 and pass Luhn, like a Visa card."""
    if index % 3 == 0:
        body = "4" + _run(rng, 14, string.digits)
        return Gen({"ORDER": body + ids.luhn_digit(body)}, "order")
    if index % 3 == 1:
        return Gen(
            {
                "ORDER": f"{rng.randint(100, 999)}-{_run(rng, 7, string.digits)}-{_run(rng, 7, string.digits)}"
            },
            "order",
        )
    return Gen(
        {"ORDER": f"{rng.choice(('CMD', 'PED', 'BST', 'ORD'))}{_run(rng, 9, string.digits)}"},
        "order",
    )


def tracking(rng: random.Random, index: int) -> Gen:
    """A parcel tracking number (UPS, DHL, La Poste, Correos shapes)."""
    shapes = (
        lambda: "1Z" + _run(rng, 16, string.ascii_uppercase + string.digits),
        lambda: "00340" + _run(rng, 15, string.digits),
        lambda: f"6A{_run(rng, 11, string.digits)}",
        lambda: f"PQ{_run(rng, 6, string.ascii_uppercase)}{_run(rng, 12, string.digits)}",
    )
    return Gen({"TRACK": shapes[index % len(shapes)]()}, "tracking")


def phone(rng: random.Random, index: int) -> Gen:
    """A phone number of Germany, France, Spain or the US."""
    shapes = (
        lambda: f"+49 15{rng.randint(1, 9)} {_run(rng, 8, string.digits)}",
        lambda: f"0{rng.choice('67')} {' '.join(_run(rng, 2, string.digits) for _ in range(4))}",
        lambda: (
            f"+34 6{_run(rng, 2, string.digits)} {_run(rng, 3, string.digits)} {_run(rng, 3, string.digits)}"
        ),
        lambda: f"({rng.randint(201, 989)}) {rng.randint(200, 999)}-{_run(rng, 4, string.digits)}",
        lambda: f"0176{_run(rng, 8, string.digits)}",
    )
    return Gen({"PHONE": shapes[index % len(shapes)]()}, "phone")


def digest(rng: random.Random, index: int) -> Gen:
    """A commit hash (short or full), a SHA-256 checksum or a container digest."""
    hexd = "0123456789abcdef"
    shapes = (
        lambda: _run(rng, 7, hexd),
        lambda: _run(rng, 40, hexd),
        lambda: _run(rng, 64, hexd),
        lambda: "sha256:" + _run(rng, 64, hexd),
    )
    return Gen({"HASH": shapes[index % len(shapes)]()}, "hash")


def version(rng: random.Random, index: int) -> Gen:
    """A version string."""
    shapes = (
        lambda: f"{rng.randint(1, 19)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}",
        lambda: (
            f"v{rng.randint(0, 6)}.{rng.randint(0, 99)}.{rng.randint(0, 9)}-rc{rng.randint(1, 5)}"
        ),
        lambda: f"{rng.randint(2019, 2025)}.{rng.randint(1, 12)}.{rng.randint(1, 9)}",
    )
    return Gen({"VER": shapes[index % len(shapes)]()}, "version")


def ticket(rng: random.Random, index: int) -> Gen:
    """A ticket, invoice or customer number."""
    shapes = (
        lambda: f"{rng.choice(('OPS', 'SUP', 'INC', 'HR'))}-{rng.randint(100, 99999)}",
        lambda: f"RE-{rng.randint(2023, 2025)}-{_run(rng, 5, string.digits)}",
        lambda: (
            f"{_run(rng, 3, string.digits)} {_run(rng, 3, string.digits)} {_run(rng, 3, string.digits)}"
        ),
        lambda: f"#{rng.randint(10000, 999999)}",
    )
    return Gen({"TICKET": shapes[index % len(shapes)]()}, "ticket")


def masked_card(rng: random.Random, index: int) -> Gen:
    """The last four digits of a card, as receipts and apps show them."""
    last = _run(rng, 4, string.digits)
    shown = (f"**** {last}", f"•••• {last}", f"XXXX-XXXX-XXXX-{last}", last)[index % 4]
    return Gen({"LAST4": shown}, "masked_card")


def amount(rng: random.Random, index: int) -> Gen:
    """An amount of money."""
    whole = rng.randint(3, 4800)
    shown = (
        f"{whole},{rng.randint(0, 99):02d} €",
        f"${whole}.{rng.randint(0, 99):02d}",
        f"{whole} EUR",
    )[index % 3]
    return Gen({"AMOUNT": shown}, "amount")

"""The unseen split's value makers: secrets (passwords, vendor tokens, PINs, cards, IBANs,
national ids, passphrases) and the look-alike values of near misses (tracking and order
numbers, hashes, UUIDs, versions, phone numbers, booking codes). Check digits are computed
here; the split's test checks them against python-stdnum."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.ids import dashed_ssn as us_ssn
from benchmarks.gate.ids import dni as es_dni
from benchmarks.gate.ids import luhn_digit

_LOWER = string.ascii_lowercase
_ALNUM = string.ascii_letters + string.digits
_UPNUM = string.ascii_uppercase + string.digits
_HEX = "0123456789abcdef"
# Words people build passwords and passphrases from (not a pool: they are parts of values).
_WORDS = (
    "kettle marble tundra lantern pickle orbit sparrow velvet cactus harbor walnut meteor "
    "pepper glacier saddle violin ember falcon turnip quartz biscuit canyon mango thistle "
    "otter prism nectar copper willow badger raisin comet puzzle"
).split()
_SYMBOLS = "!#$%&*?@+"


def _run(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _digits(rng: random.Random, n: int) -> str:
    return _run(rng, string.digits, n)


def password(rng: random.Random, index: int) -> Gen:
    """A password as people make them: word+digits+symbol, leet, random, or word.word.year."""
    word = rng.choice(_WORDS)
    shape = index % 4
    if shape == 0:
        value = f"{word.capitalize()}{_digits(rng, rng.randint(2, 4))}{rng.choice(_SYMBOLS)}"
    elif shape == 1:
        leet = word.translate(str.maketrans("aeio", "4310"))
        value = f"{leet}{rng.choice(_SYMBOLS)}{rng.choice(_WORDS)}{_digits(rng, 2)}"
    elif shape == 2:
        value = _run(rng, _ALNUM + "!#%", rng.randint(10, 14))
    else:
        value = f"{word}.{rng.choice(_WORDS)}.{rng.randint(1970, 2024)}"
    return Gen({"PW": value}, ("word_digits", "leet", "random", "dotted")[shape])


_CARD_PREFIXES = (("visa", "4", 16), ("mastercard", "53", 16), ("amex", "37", 15))


def card(rng: random.Random, index: int) -> Gen:
    """A Luhn-valid card number (Visa, Mastercard, Amex), grouped or not, with an expiry."""
    brand, prefix, length = _CARD_PREFIXES[index % len(_CARD_PREFIXES)]
    body = prefix + _digits(rng, length - len(prefix) - 1)
    number = body + luhn_digit(body)
    if index % 2 == 0:
        cut = (4, 10) if length == 15 else (4, 8, 12)
        parts = [number[a:b] for a, b in zip((0, *cut), (*cut, None), strict=True)]
        number = rng.choice((" ", "-")).join(parts)
    expiry = f"{rng.randint(1, 12):02d}/{rng.randint(26, 31)}"
    return Gen({"CARD": number, "exp": expiry}, brand)


def cvv(rng: random.Random, _: int) -> Gen:
    """A three-digit security code."""
    return Gen({"CVV": _digits(rng, 3)}, "")


# Country, BBAN length as (letters, digits) for the bank code and the rest.
_IBAN_SHAPES = {"DE": (0, 18), "AT": (0, 16), "NL": (4, 10), "GB": (4, 14), "ES": (0, 20)}


def _iban_check(country: str, bban: str) -> str:
    moved = bban + country + "00"
    number = int("".join(str(int(ch, 36)) for ch in moved))
    return f"{98 - number % 97:02d}"


def iban(rng: random.Random, index: int) -> Gen:
    """An IBAN with valid check digits, compact or in groups of four."""
    country = list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)]
    letters, digits = _IBAN_SHAPES[country]
    bban = _run(rng, string.ascii_uppercase, letters) + _digits(rng, digits)
    value = country + _iban_check(country, bban) + bban
    if index % 3 != 2:
        value = " ".join(value[i : i + 4] for i in range(0, len(value), 4))
    return Gen({"IBAN": value}, country)


def fr_nir(rng: random.Random) -> str:
    """A French social security number (NIR) with its key, in the usual groups."""
    body = (
        f"{rng.randint(1, 2)}{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}"
        f"{rng.randint(1, 95):02d}{rng.randint(1, 990):03d}{rng.randint(1, 999):03d}"
    )
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def uk_nino(rng: random.Random) -> str:
    """A UK National Insurance number (a valid prefix, six digits, A-D)."""
    first = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    if first + second in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        first, second = "A", "B"
    middle = " ".join(_digits(rng, 2) for _ in range(3))
    return f"{first}{second} {middle} {rng.choice('ABCD')}"


def _id_maker(slot: str, make: Callable[[random.Random], str], detail: str) -> Generator:
    def made(rng: random.Random, _: int) -> Gen:
        return Gen({slot: make(rng)}, detail)

    return made


def pin(rng: random.Random, index: int) -> Gen:
    """A PIN of four or six digits."""
    return Gen({"PIN": _digits(rng, 6 if index % 3 == 2 else 4)}, "")


def passphrase(rng: random.Random, index: int) -> Gen:
    """Three to five words, joined by blanks, dashes or nothing."""
    words = rng.sample(_WORDS, 3 + index % 3)
    joiner = (" ", "-", "")[index % 3]
    return Gen({"PHRASE": joiner.join(words)}, "words")


def _jwt(rng: random.Random) -> str:
    head = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    return f"{head}.eyJ{_run(rng, _ALNUM, 40)}.{_run(rng, _ALNUM + '-_', 43)}"


_VENDORS = {
    "openai": lambda r: "sk-proj-" + _run(r, _ALNUM, 48),
    "github": lambda r: "ghp_" + _run(r, _ALNUM, 36),
    "slack": lambda r: f"xoxb-{_digits(r, 11)}-{_digits(r, 13)}-{_run(r, _ALNUM, 24)}",
    "aws": lambda r: "AKIA" + _run(r, _UPNUM, 16),
    "gitlab": lambda r: "glpat-" + _run(r, _ALNUM + "-_", 20),
    "stripe": lambda r: "sk_live_" + _run(r, _ALNUM, 32),
    "huggingface": lambda r: "hf_" + _run(r, _ALNUM, 34),
    "hex": lambda r: _run(r, _HEX, 40),
    "jwt": _jwt,
}


def token(rng: random.Random, index: int) -> Gen:
    """A vendor-shaped API token or a long hex key (taking turns over the vendors)."""
    name = list(_VENDORS)[index % len(_VENDORS)]
    return Gen({"TOKEN": _VENDORS[name](rng)}, name)


def aws_secret(rng: random.Random, _: int) -> Gen:
    """An AWS-style secret access key (40 characters)."""
    return Gen({"AWSSECRET": _run(rng, _ALNUM + "/+", 40)}, "aws_secret")


def recovery(rng: random.Random, _: int) -> Gen:
    """A 2FA recovery code."""
    alphabet = _LOWER + string.digits
    return Gen({"RCODE": f"{_run(rng, alphabet, 5)}-{_run(rng, alphabet, 5)}"}, "")


# The look-alikes of near misses: every value is an ordinary fact, kept word for word.


def tracking(rng: random.Random, index: int) -> Gen:
    """A parcel tracking number (UPS, DHL, USPS, Royal Mail shapes)."""
    shapes = (
        lambda: "1Z" + _run(rng, _UPNUM, 6) + _digits(rng, 10),
        lambda: "JJD" + _digits(rng, 18),
        lambda: "9400 " + " ".join(_digits(rng, 4) for _ in range(4)) + " " + _digits(rng, 2),
        lambda: _run(rng, string.ascii_uppercase, 2) + _digits(rng, 9) + "GB",
    )
    return Gen({"TRACK": shapes[index % 4]()}, ("ups", "dhl", "usps", "royal_mail")[index % 4])


def order_number(rng: random.Random, index: int) -> Gen:
    """A shop's order number."""
    shapes = (
        lambda: f"{_digits(rng, 3)}-{_digits(rng, 7)}-{_digits(rng, 7)}",
        lambda: f"#{rng.randint(10_000, 999_999)}",
        lambda: f"ORD-{rng.randint(2023, 2025)}-{_digits(rng, 6)}",
    )
    return Gen({"ORDER": shapes[index % 3]()}, "")


def commit(rng: random.Random, index: int) -> Gen:
    """A git commit hash, short or full."""
    return Gen({"SHA": _run(rng, _HEX, 40 if index % 2 else 7)}, "")


def uuid(rng: random.Random, _: int) -> Gen:
    """A version-4 UUID."""
    parts = (8, 4, 4, 4, 12)
    raw = [_run(rng, _HEX, n) for n in parts]
    raw[2] = "4" + raw[2][1:]
    return Gen({"UUID": "-".join(raw)}, "")


def version(rng: random.Random, index: int) -> Gen:
    """A software version."""
    core = f"{rng.randint(0, 19)}.{rng.randint(0, 40)}.{rng.randint(0, 30)}"
    return Gen({"VER": ("v" if index % 2 else "") + core}, "")


def phone(rng: random.Random, index: int) -> Gen:
    """A phone number as written in DE, FR, ES, UK or US."""
    shapes = (
        lambda: f"+49 15{rng.randint(1, 9)} {_digits(rng, 4)} {_digits(rng, 4)}",
        lambda: "06 " + " ".join(_digits(rng, 2) for _ in range(4)),
        lambda: f"6{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)}",
        lambda: f"07{_digits(rng, 3)} {_digits(rng, 6)}",
        lambda: f"({rng.randint(201, 989)}) {_digits(rng, 3)}-{_digits(rng, 4)}",
    )
    return Gen({"PHONE": shapes[index % 5]()}, ("de", "fr", "es", "uk", "us")[index % 5])


def booking(rng: random.Random, _: int) -> Gen:
    """An airline booking reference (six letters and digits)."""
    return Gen({"BOOKING": _run(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)}, "")


def last4(rng: random.Random, _: int) -> Gen:
    """The last four digits of a card, as shops print them."""
    return Gen({"LAST4": _digits(rng, 4)}, "")


def invoice(rng: random.Random, _: int) -> Gen:
    """An invoice or customer number."""
    return Gen({"INVOICE": f"{rng.choice(('RE', 'INV', 'FAC', 'KD'))}-{_digits(rng, 5)}"}, "")


def room(rng: random.Random, _: int) -> Gen:
    """A four-digit room, gate or door number (no credential word near it)."""
    return Gen({"ROOM": str(rng.randint(1000, 9999))}, "")


def sizes(rng: random.Random, _: int) -> Gen:
    """A file size or a count."""
    return Gen({"SIZE": str(rng.randint(120, 9800))}, "")


GENERATORS: dict[str, Generator] = {
    "PW": password,
    "CARD": card,
    "CVV": cvv,
    "IBAN": iban,
    "SSN": _id_maker("SSN", us_ssn, "us_ssn"),
    "DNI": _id_maker("DNI", es_dni, "es_dni"),
    "NIR": _id_maker("NIR", fr_nir, "fr_nir"),
    "NINO": _id_maker("NINO", uk_nino, "uk_nino"),
    "PIN": pin,
    "PHRASE": passphrase,
    "TOKEN": token,
    "AWSSECRET": aws_secret,
    "RCODE": recovery,
    "TRACK": tracking,
    "ORDER": order_number,
    "SHA": commit,
    "UUID": uuid,
    "VER": version,
    "PHONE": phone,
    "BOOKING": booking,
    "LAST4": last4,
    "INVOICE": invoice,
    "ROOM": room,
    "SIZE": sizes,
}

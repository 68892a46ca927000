"""The blind split's value makers: secrets (passwords, vendor tokens, cards, IBANs, national
ids) and the look-alike values of their near misses (order and parcel numbers, hashes, phone
numbers, booking codes). Every maker is a :data:`benchmarks.gate.common.Generator`; the check
digits are computed, so a card passes Luhn and an IBAN passes mod 97, and an order number of
card length is made to fail Luhn (a number that passes is a card as far as anyone can tell)."""

from __future__ import annotations

import random
import string

from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.ids import luhn_digit

_LOWER = string.ascii_lowercase
_UPPER = string.ascii_uppercase
_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_SYLLABLES = "ka,lo,mir,tes,vun,pra,dol,zek,fi,rau,nox,bel,quo,sta,wen,gri,lum,ota,cze,hib"


def _run(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _password(rng: random.Random, index: int) -> Gen:
    shape = index % 4
    parts = _SYLLABLES.split(",")
    if shape == 0:  # word-ish with digits and a symbol
        word = "".join(rng.choice(parts) for _ in range(3)).capitalize()
        value = f"{word}{rng.randint(10, 9999)}{rng.choice('!#$%&*?')}"
    elif shape == 1:  # a generated one from a manager
        value = _run(rng, _ALNUM + "!@#%^*-_", rng.randint(14, 20))
    elif shape == 2:  # a lower-case phrase joined by dashes
        value = "-".join("".join(rng.choice(parts) for _ in range(2)) for _ in range(4))
    else:  # leet-ish, the way people "harden" a word
        word = "".join(rng.choice(parts) for _ in range(3))
        value = word.replace("a", "@").replace("o", "0").replace("i", "1") + str(rng.randint(1, 99))
    return Gen({"PW": value}, ("word", "random", "phrase", "leet")[shape])


def _url_password(rng: random.Random, index: int) -> Gen:
    # Safe inside a URL's user-info part, as people who paste connection strings pick them.
    return Gen({"URLPW": _run(rng, _ALNUM, rng.randint(10, 22))}, "url")


def _pin(rng: random.Random, index: int) -> Gen:
    return Gen({"PIN": _run(rng, string.digits, 4 + index % 3)}, "pin")


def _token(rng: random.Random, index: int) -> Gen:
    vendor = ("github", "slack", "stripe", "aws", "openai", "google", "gitlab", "npm", "twilio")[
        index % 9
    ]
    value = {
        "github": lambda: "ghp_" + _run(rng, _ALNUM, 36),
        "slack": lambda: (
            f"xoxb-{_run(rng, string.digits, 12)}-{_run(rng, string.digits, 13)}-"
            + _run(rng, _ALNUM, 24)
        ),
        "stripe": lambda: "sk_live_" + _run(rng, _ALNUM, 28),
        "aws": lambda: "AKIA" + _run(rng, _UPPER + "234567", 16),
        "openai": lambda: "sk-proj-" + _run(rng, _ALNUM + "-_", 48),
        "google": lambda: "AIza" + _run(rng, _ALNUM + "-_", 35),
        "gitlab": lambda: "glpat-" + _run(rng, _ALNUM + "-_", 20),
        "npm": lambda: "npm_" + _run(rng, _ALNUM, 36),
        "twilio": lambda: "SK" + _run(rng, _HEX, 32),
    }[vendor]()
    return Gen({"TOKEN": value}, vendor)


def _env_value(rng: random.Random, index: int) -> Gen:
    shape = index % 3
    if shape == 0:
        value = _run(rng, _HEX, rng.choice((32, 40, 64)))
    elif shape == 1:
        value = _run(rng, _ALNUM + "+/", rng.randint(28, 44))
    else:
        value = _run(rng, _ALNUM, rng.randint(16, 24))
    return Gen({"SECRET": value}, ("hex", "base64", "alnum")[shape])


def _card(rng: random.Random, index: int) -> Gen:
    brand = ("visa", "mastercard", "amex", "mastercard2")[index % 4]
    prefix, length = {
        "visa": ("4" + _run(rng, string.digits, 5), 16),
        "mastercard": (str(rng.randint(51, 55)) + _run(rng, string.digits, 4), 16),
        "amex": (rng.choice(("34", "37")) + _run(rng, string.digits, 4), 15),
        "mastercard2": (str(rng.randint(2221, 2720)) + _run(rng, string.digits, 2), 16),
    }[brand]
    body = prefix + _run(rng, string.digits, length - len(prefix) - 1)
    number = body + luhn_digit(body)
    style = index % 3
    if brand == "amex":
        shown = f"{number[:4]} {number[4:10]} {number[10:]}" if style else number
    else:
        groups = [number[i : i + 4] for i in range(0, 16, 4)]
        shown = (" ".join(groups), "-".join(groups), number)[style]
    fills = {"CARD": shown, "exp": f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}"}
    return Gen(fills, brand.rstrip("2"))


_IBAN_SHAPES = {  # country: (bban alphabet per position: d digit, a upper letter)
    "DE": "d" * 18,
    "FR": "d" * 10 + "a" + "d" * 12,
    "ES": "d" * 20,
    "NL": "aaaa" + "d" * 10,
    "IT": "a" + "d" * 10 + "d" * 12,
    "AT": "d" * 16,
    "BE": "d" * 12,
    "PT": "d" * 21,
}


def iban_check(country: str, bban: str) -> str:
    """The two check digits of an IBAN (ISO 13616, mod 97)."""
    digits = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{98 - int(digits) % 97:02d}"


def _iban(rng: random.Random, index: int) -> Gen:
    country = list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)]
    bban = "".join(rng.choice(string.digits if c == "d" else _UPPER) for c in _IBAN_SHAPES[country])
    iban = country + iban_check(country, bban) + bban
    style = index % 3
    if style == 0:
        shown = " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    elif style == 1:
        shown = iban
    else:
        shown = iban.lower()
    return Gen({"IBAN": shown}, country)


def _steuer_id(rng: random.Random) -> str:
    while True:
        body = str(rng.randint(1, 9)) + _run(rng, string.digits, 9)
        counts = sorted(body.count(d) for d in set(body))
        if counts.count(2) == 1 and max(counts) == 2:
            break
    product = 10
    for ch in body:
        total = (int(ch) + product) % 10 or 10
        product = total * 2 % 11
    check = 11 - product
    return body + str(0 if check == 10 else check)


def _id_value(shape: str, rng: random.Random, index: int) -> str:
    if shape == "ssn":
        area = rng.choice([n for n in range(1, 900) if n != 666])
        value = f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        if index % 4 == 0:
            value = value.replace("-", "")
    elif shape in ("dni", "nie"):
        letters = "TRWAGMYFPDXBNJZSQVHLCKE"
        if shape == "dni":
            number = rng.randint(10_000_000, 99_999_999)
            value = f"{number}{letters[number % 23]}"
        else:
            lead = rng.randint(0, 2)
            number = rng.randint(1_000_000, 9_999_999)
            value = f"{'XYZ'[lead]}{number}{letters[int(f'{lead}{number}') % 23]}"
    elif shape == "nir":
        body = (
            f"{rng.randint(1, 2)}{rng.randint(50, 99)}{rng.randint(1, 12):02d}"
            f"{rng.randint(1, 95):02d}{rng.randint(1, 999):03d}{rng.randint(1, 999):03d}"
        )
        key = 97 - int(body) % 97
        value = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:]} {key:02d}"
    elif shape == "steuer":
        value = _steuer_id(rng)
    else:
        first = rng.choice("ABCEGHJKLMNPRSTWXYZ")
        second = rng.choice("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
        digits = _run(rng, string.digits, 6)
        value = f"{first}{second} {digits[:2]} {digits[2:4]} {digits[4:]} {rng.choice('ABCD')}"
    return value


def _national_id(slot: str, shapes: tuple[str, ...]) -> Generator:
    """A maker of one country's ids for ``slot`` (the shapes take turns)."""

    def make(rng: random.Random, index: int) -> Gen:
        shape = shapes[index % len(shapes)]
        return Gen({slot: _id_value(shape, rng, index)}, shape)

    return make


# Near misses: look like a secret, are not one.


def _order(rng: random.Random, index: int) -> Gen:
    shape = index % 4
    if shape == 0:  # 16 digits starting with 4, made to fail Luhn
        body = "4" + _run(rng, string.digits, 14)
        value = body + str((int(luhn_digit(body)) + rng.randint(1, 9)) % 10)
    elif shape == 1:
        value = f"{rng.choice(('AMZ', 'ORD', 'BST', 'PED'))}-{_run(rng, string.digits, 7)}"
    elif shape == 2:
        value = (
            f"{rng.randint(100, 999)}-{_run(rng, string.digits, 7)}-{_run(rng, string.digits, 7)}"
        )
    else:
        value = _run(rng, string.digits, 10)
    return Gen({"ORDER": value}, ("card_length", "prefixed", "marketplace", "ten_digit")[shape])


def _parcel(rng: random.Random, index: int) -> Gen:
    shape = index % 4
    value = (
        lambda: "1Z" + _run(rng, _UPPER + string.digits, 16),
        lambda: "JJD" + _run(rng, string.digits, 18),
        lambda: _run(rng, _UPPER, 2) + _run(rng, string.digits, 9) + rng.choice(("DE", "FR", "ES")),
        lambda: "00" + _run(rng, string.digits, 18),
    )[shape]()
    return Gen({"PARCEL": value}, ("ups", "dhl", "post", "sscc")[shape])


def _hash(rng: random.Random, index: int) -> Gen:
    shape = index % 4
    value = (
        lambda: _run(rng, _HEX, 40),
        lambda: _run(rng, _HEX, 7),
        lambda: "-".join(_run(rng, _HEX, n) for n in (8, 4, 4, 4, 12)),
        lambda: "sha256:" + _run(rng, _HEX, 64),
    )[shape]()
    return Gen({"HASH": value}, ("sha1", "short_commit", "uuid", "digest")[shape])


def _phone(rng: random.Random, index: int) -> Gen:
    shape = index % 4
    d = string.digits
    value = (
        lambda: f"+49 15{rng.randint(1, 9)} {_run(rng, d, 4)} {_run(rng, d, 4)}",
        lambda: "0" + rng.choice("67") + " " + " ".join(_run(rng, d, 2) for _ in range(4)),
        lambda: f"+34 6{_run(rng, d, 2)} {_run(rng, d, 3)} {_run(rng, d, 3)}",
        lambda: f"0{rng.randint(151, 179)}{_run(rng, d, 7)}",
    )[shape]()
    return Gen({"PHONE": value}, ("de_intl", "fr", "es", "de_plain")[shape])


def _booking(rng: random.Random, index: int) -> Gen:
    # Airline record locators skip 0/1/O/I so they read aloud; they look like short passwords.
    value = _run(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    return Gen({"BOOKING": value}, "pnr")


def _version(rng: random.Random, index: int) -> Gen:
    shape = index % 3
    major, minor, patch = rng.randint(0, 24), rng.randint(0, 40), rng.randint(0, 30)
    value = (
        f"{major}.{minor}.{patch}",
        f"v{major}.{minor}.{patch}-rc.{rng.randint(1, 5)}",
        f"{major}.{minor}",
    )[shape]
    return Gen({"VERSION": value}, "version")


def _last4(rng: random.Random, index: int) -> Gen:
    return Gen({"LAST4": _run(rng, string.digits, 4)}, "last4")


GENERATORS: dict[str, Generator] = {
    "PW": _password,
    "URLPW": _url_password,
    "PIN": _pin,
    "TOKEN": _token,
    "SECRET": _env_value,
    "CARD": _card,
    "IBAN": _iban,
    "SSN": _national_id("SSN", ("ssn",)),
    "NINO": _national_id("NINO", ("nino",)),
    "STEUERID": _national_id("STEUERID", ("steuer",)),
    "NIR": _national_id("NIR", ("nir",)),
    "DNI": _national_id("DNI", ("dni", "nie")),
    "ORDER": _order,
    "PARCEL": _parcel,
    "HASH": _hash,
    "PHONE": _phone,
    "BOOKING": _booking,
    "VERSION": _version,
    "LAST4": _last4,
}

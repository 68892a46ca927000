"""Value makers of the covert split: secrets (passwords, vendor tokens, connection strings, PINs,
card numbers, IBANs, national ids) and their look-alikes (order and tracking numbers, hashes,
versions, phone numbers). Card numbers pass Luhn, IBANs carry mod-97 check digits, SSNs and DNIs
are valid by their own rules."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.ids import luhn_digit

_LOWER = string.ascii_lowercase
_ALNUM = string.ascii_letters + string.digits
_WORDS = (
    "otter lantern quasar mango velvet harbor cobalt thistle pebble orbit saffron walrus".split()
)


def _chars(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def password(rng: random.Random, index: int) -> Gen:
    """A password as people pick them: word+digits+symbol, leetspeak, or random."""
    shape = index % 3
    if shape == 0:
        value = f"{rng.choice(_WORDS).capitalize()}{rng.randint(10, 9999)}{rng.choice('!?#$*')}"
    elif shape == 1:
        word = rng.choice(_WORDS).replace("a", "@").replace("o", "0").replace("e", "3")
        value = f"{word}_{rng.randint(70, 99)}{rng.choice(_LOWER)}"
    else:
        value = _chars(rng, _ALNUM + "%&+", 14)
    return Gen({"PW": value}, ("word", "leet", "random")[shape])


def token(rng: random.Random, index: int) -> Gen:
    """A vendor token with its real prefix and length."""
    kinds: list[tuple[str, Callable[[], str]]] = [
        ("github", lambda: "ghp_" + _chars(rng, _ALNUM, 36)),
        ("openai", lambda: "sk-proj-" + _chars(rng, _ALNUM + "_-", 40)),
        (
            "slack",
            lambda: (
                f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**11, 10**12)}-{_chars(rng, _ALNUM, 24)}"
            ),
        ),
        ("aws", lambda: "AKIA" + _chars(rng, string.ascii_uppercase + "234567", 16)),
        ("gitlab", lambda: "glpat-" + _chars(rng, _ALNUM + "-_", 20)),
        ("stripe", lambda: "sk_live_" + _chars(rng, _ALNUM, 32)),
    ]
    name, make = kinds[index % len(kinds)]
    return Gen({"TOKEN": make()}, name)


def db_url(rng: random.Random, index: int) -> Gen:
    """A connection string; only its password is the secret."""
    secret = _chars(rng, _ALNUM, 12)
    scheme = ("postgresql", "mysql", "mongodb+srv", "redis")[index % 4]
    host = f"{rng.choice(_WORDS)}-{rng.randint(1, 9)}.internal"
    url = f"{scheme}://svc_{rng.choice(_WORDS)}:{secret}@{host}:{rng.randint(3000, 9999)}/app"
    return Gen({"URL": url, "dbpw": secret}, scheme, secrets=(secret,))


def pin(rng: random.Random, index: int) -> Gen:
    """A PIN of four or six digits."""
    return Gen({"PIN": _chars(rng, string.digits, 4 if index % 2 else 6)}, "pin")


def card(rng: random.Random, index: int) -> Gen:
    """A Luhn-valid card number, grouped the way it is printed."""
    brands = [
        ("visa", "4", 16),
        ("mastercard", "53", 16),
        ("amex", "37", 15),
        ("discover", "6011", 16),
    ]
    brand, prefix, size = brands[index % len(brands)]
    body = prefix + _chars(rng, string.digits, size - len(prefix) - 1)
    number = body + luhn_digit(body)
    if size == 15:
        grouped = f"{number[:4]} {number[4:10]} {number[10:]}"
    else:
        sep = " " if index % 3 else "-"
        grouped = sep.join(number[i : i + 4] for i in range(0, 16, 4))
    return Gen({"CARD": grouped}, brand)


def iban(rng: random.Random, index: int) -> Gen:
    """An IBAN of Germany, France or Spain with valid check digits, printed in fours."""
    country, size = (("DE", 18), ("FR", 23), ("ES", 20))[index % 3]
    bban = _chars(rng, string.digits, size)
    moved = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(moved) % 97
    value = f"{country}{check:02d}{bban}"
    return Gen({"IBAN": " ".join(value[i : i + 4] for i in range(0, len(value), 4))}, country)


def national_id(rng: random.Random, index: int) -> Gen:
    """A US social security number or a Spanish DNI."""
    if index % 2 == 0:
        area = rng.choice([n for n in range(1, 900) if n != 666])
        value = f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        return Gen({"NID": value}, "us_ssn")
    number = rng.randint(10_000_000, 99_999_999)
    return Gen({"NID": f"{number}{'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}"}, "es_dni")


def order_no(rng: random.Random, index: int) -> Gen:
    """An order, ticket or booking reference (not a secret)."""
    shapes = [
        lambda: f"#{rng.randint(100000, 999999)}",
        lambda: (
            f"{rng.randint(300, 999)}-{rng.randint(1000000, 9999999)}-{rng.randint(1000000, 9999999)}"
        ),
        lambda: "TK-" + str(rng.randint(10000, 99999)),
        lambda: _chars(rng, string.ascii_uppercase, 2) + str(rng.randint(100000, 999999)),
    ]
    return Gen({"ORDER": shapes[index % len(shapes)]()}, "order")


def tracking(rng: random.Random, index: int) -> Gen:
    """A parcel tracking number."""
    shapes = [
        lambda: "1Z" + _chars(rng, string.ascii_uppercase + string.digits, 16),
        lambda: _chars(rng, string.ascii_uppercase, 2) + _chars(rng, string.digits, 9) + "DE",
        lambda: _chars(rng, string.digits, 12),
    ]
    return Gen({"TRACK": shapes[index % len(shapes)]()}, "tracking")


def commit_hash(rng: random.Random, index: int) -> Gen:
    """A git commit hash, short or full, or a sha256 checksum."""
    size = (7, 40, 64)[index % 3]
    return Gen({"HASH": _chars(rng, "0123456789abcdef", size)}, "hash")


def version(rng: random.Random, index: int) -> Gen:
    """A version string."""
    value = f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}"
    return Gen({"VER": value + ("-rc1" if index % 4 == 0 else "")}, "version")


def phone(rng: random.Random, index: int) -> Gen:
    """A phone number in one of four national formats."""
    shapes = [
        lambda: f"+49 {rng.randint(150, 179)} {rng.randint(1000000, 9999999)}",
        lambda: "06 " + " ".join(f"{rng.randint(0, 99):02d}" for _ in range(4)),
        lambda: f"+34 6{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
        lambda: f"({rng.randint(201, 989)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
    ]
    return Gen({"PHONE": shapes[index % len(shapes)]()}, "phone")


SECRETS: dict[str, Generator] = {
    "PW": password,
    "TOKEN": token,
    "URL": db_url,
    "PIN": pin,
    "CARD": card,
    "IBAN": iban,
    "NID": national_id,
}
LOOKALIKES: dict[str, Generator] = {
    "ORDER": order_no,
    "TRACK": tracking,
    "HASH": commit_hash,
    "VER": version,
    "PHONE": phone,
}

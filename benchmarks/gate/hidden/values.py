"""Value makers of the hidden split: secrets (passwords, passphrases, PINs, vendor tokens,
cards, IBANs, national ids) and their look-alikes (order, tracking and invoice numbers, commit
hashes, UUIDs, versions, phone numbers). Every maker draws from the case's random stream."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate.common import Gen
from benchmarks.gate.ids import luhn_digit

_SYLLABLES = "ka lo mi ter vun dra sel pok rin zub fal que nor tis bel gan".split()
_WORDS = (
    "lantern otter velvet ninety harbor quiver mossy cobalt thimble prairie saffron walnut "
    "glacier pepper orbit juniper falcon tundra marble ripple"
).split()
_SYMBOLS = "!#$%&*?@+="
_ALNUM = string.ascii_letters + string.digits


def _run(rng: random.Random, alphabet: str, size: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(size))


def password(rng: random.Random, index: int) -> Gen:
    """A password people pick: syllables, a capital, digits, maybe a symbol."""
    word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3)))
    if index % 3 != 2:
        word = word.capitalize()
    tail = str(rng.randint(10, 9999))
    symbol = rng.choice(_SYMBOLS) if index % 2 == 0 else ""
    shapes = (word + tail + symbol, symbol + word + tail, word + symbol + tail)
    return Gen({"PW": shapes[index % 3]})


def passphrase(rng: random.Random, index: int) -> Gen:
    """Four or five words with a separator (a diceware-style passphrase)."""
    joint = (" ", "-", ".", "_")[index % 4]
    return Gen({"PHRASE": joint.join(rng.sample(_WORDS, 4 + index % 2))})


def pin(rng: random.Random, index: int) -> Gen:
    """A 4 or 6 digit PIN."""
    return Gen({"PIN": _run(rng, string.digits, 6 if index % 3 == 0 else 4)})


def _token(rng: random.Random, index: int) -> tuple[str, str]:
    shapes: tuple[tuple[str, Callable[[], str]], ...] = (
        ("github", lambda: "ghp_" + _run(rng, _ALNUM, 36)),
        ("stripe", lambda: "sk_live_" + _run(rng, _ALNUM, 24)),
        ("slack", lambda: f"xoxb-{_run(rng, string.digits, 11)}-{_run(rng, _ALNUM, 24)}"),
        ("openai", lambda: "sk-proj-" + _run(rng, _ALNUM + "_-", 40)),
        ("google", lambda: "AIza" + _run(rng, _ALNUM + "_-", 35)),
        ("gitlab", lambda: "glpat-" + _run(rng, _ALNUM + "_-", 20)),
        ("hex", lambda: _run(rng, "0123456789abcdef", 32)),
    )
    detail, make = shapes[index % len(shapes)]
    return detail, make()


def token(rng: random.Random, index: int) -> Gen:
    """A vendor API token in its own shape."""
    detail, value = _token(rng, index)
    return Gen({"TOKEN": value}, detail)


def aws(rng: random.Random, index: int) -> Gen:
    """An AWS key id and its secret, both secret."""
    key = "AKIA" + _run(rng, string.ascii_uppercase + "234567", 16)
    return Gen({"AKID": key, "AKSECRET": _run(rng, _ALNUM + "/+", 40)}, "aws")


def card(rng: random.Random, index: int) -> Gen:
    """A Luhn-valid Visa, Mastercard or Amex number, grouped or run together."""
    prefix, size, detail = (("4", 16, "visa"), ("5" + str(rng.randint(1, 5)), 16, "mc"))[index % 2]
    if index % 5 == 4:
        prefix, size, detail = "3" + rng.choice("47"), 15, "amex"
    body = prefix + _run(rng, string.digits, size - len(prefix) - 1)
    digits = body + luhn_digit(body)
    if index % 3 == 0:
        value = digits
    elif size == 15:
        value = f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    else:
        joint = " " if index % 3 == 1 else "-"
        value = joint.join(digits[i : i + 4] for i in range(0, 16, 4))
    expiry = f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}"
    return Gen({"CARD": value, "exp": expiry}, detail)


_IBAN_SHAPES = {"DE": 18, "FR": 23, "ES": 20, "NL": 14, "AT": 16, "BE": 12}


def _iban_check(country: str, bban: str) -> str:
    moved = bban + country + "00"
    number = "".join(str(int(ch, 36)) for ch in moved)
    return f"{98 - int(number) % 97:02d}"


def iban(rng: random.Random, index: int) -> Gen:
    """A mod-97 valid IBAN of a European country, grouped by four or run together."""
    country = list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)]
    size = _IBAN_SHAPES[country]
    if country == "NL":
        bban = _run(rng, string.ascii_uppercase, 4) + _run(rng, string.digits, 10)
    else:
        bban = _run(rng, string.digits, size)
    compact = country + _iban_check(country, bban) + bban
    grouped = " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))
    return Gen({"IBAN": grouped if index % 2 == 0 else compact}, country)


def national_id(rng: random.Random, index: int) -> Gen:
    """A US social security number or a Spanish DNI."""
    if index % 2 == 0:
        area = rng.choice([n for n in range(1, 900) if n != 666])
        value = f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        return Gen({"NID": value if index % 4 == 0 else value.replace("-", "")}, "us_ssn")
    number = rng.randint(10_000_000, 99_999_999)
    return Gen({"NID": f"{number}{'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}"}, "es_dni")


def order(rng: random.Random, index: int) -> Gen:
    """Look-alikes that are not secrets: order, tracking, invoice and ticket numbers."""
    shapes = (
        lambda: f"#{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}",
        lambda: "1Z" + _run(rng, string.ascii_uppercase + string.digits, 16),
        lambda: f"INV-{rng.randint(2024, 2026)}-{rng.randint(1000, 99999):05d}",
        lambda: f"JJD{_run(rng, string.digits, 18)}",
        lambda: f"{_run(rng, string.ascii_uppercase, 6)}",
    )
    return Gen({"REF": shapes[index % len(shapes)]()})


def commit(rng: random.Random, index: int) -> Gen:
    """A git commit hash (short or long), a UUID or a checksum: ids, not secrets."""
    hexa = "0123456789abcdef"
    shapes = (
        lambda: _run(rng, hexa, 7),
        lambda: _run(rng, hexa, 40),
        lambda: "-".join(_run(rng, hexa, n) for n in (8, 4, 4, 4, 12)),
        lambda: _run(rng, hexa, 12),
    )
    return Gen({"HASH": shapes[index % len(shapes)]()})


def version(rng: random.Random, index: int) -> Gen:
    """A software version."""
    return Gen({"VER": f"{rng.randint(1, 24)}.{rng.randint(0, 30)}.{rng.randint(0, 60)}"})


def phone(rng: random.Random, index: int) -> Gen:
    """A phone number of Germany, France, Spain or the US, written as people write them."""
    shapes = (
        lambda: f"+49 1{rng.randint(51, 79)} {_run(rng, string.digits, 7)}",
        lambda: "06 " + " ".join(_run(rng, string.digits, 2) for _ in range(4)),
        lambda: (
            f"+34 6{_run(rng, string.digits, 2)} {_run(rng, string.digits, 3)} "
            f"{_run(rng, string.digits, 3)}"
        ),
        lambda: f"({rng.randint(201, 989)}) {rng.randint(200, 999)}-{_run(rng, string.digits, 4)}",
    )
    return Gen({"TEL": shapes[index % len(shapes)]()})


def amount(rng: random.Random, index: int) -> Gen:
    """A sum of money or a count: a number that is nobody's secret."""
    return Gen({"AMT": f"{rng.randint(12, 4800)}"})


MAKERS = {
    "PW": password,
    "PHRASE": passphrase,
    "PIN": pin,
    "TOKEN": token,
    "AKID": aws,
    "CARD": card,
    "IBAN": iban,
    "NID": national_id,
    "REF": order,
    "HASH": commit,
    "VER": version,
    "TEL": phone,
    "AMT": amount,
}

"""Check-digit numbers for the veiled split's secret positives: card numbers (Luhn), IBANs
(ISO 13616 mod 97) and national ids (US SSN, Spanish DNI and NIE, French NIR, German tax id),
written from the published rules; tests/evals/test_gate_corpus_veiled.py checks them against
python-stdnum."""

from __future__ import annotations

import random
import string

from benchmarks.gate import ids as shared
from benchmarks.gate.ids import luhn_digit

# The ids shared with other splits, under this split's names.
us_ssn = shared.dashed_ssn
es_dni = shared.dni

# Brand: (prefixes, length, how the digits are grouped when written with blanks).
CARD_BRANDS: dict[str, tuple[tuple[str, ...], int, tuple[int, ...]]] = {
    "visa": (("4",), 16, (4, 4, 4, 4)),
    "mastercard": (("51", "53", "55", "2221", "2720"), 16, (4, 4, 4, 4)),
    "amex": (("34", "37"), 15, (4, 6, 5)),
    "discover": (("6011", "65"), 16, (4, 4, 4, 4)),
}
# Country: the BBAN as a run of character classes (n digit, a capital letter, c either).
IBAN_SHAPES: dict[str, str] = {
    "DE": "n" * 18,
    "FR": "n" * 10 + "c" * 11 + "nn",
    "ES": "n" * 20,
    "NL": "aaaa" + "n" * 10,
    "IT": "a" + "n" * 10 + "c" * 12,
    "AT": "n" * 16,
    "BE": "n" * 12,
    "PT": "n" * 21,
}


def card(brand: str, rng: random.Random) -> str:
    """A Luhn-valid card number of ``brand``, without blanks."""
    prefixes, length, _ = CARD_BRANDS[brand]
    body = rng.choice(prefixes)
    body += "".join(rng.choice(string.digits) for _ in range(length - 1 - len(body)))
    return body + luhn_digit(body)


def grouped(number: str, sizes: tuple[int, ...], sep: str = " ") -> str:
    """``number`` cut into runs of ``sizes`` joined by ``sep``."""
    parts, start = [], 0
    for size in sizes:
        parts.append(number[start : start + size])
        start += size
    if start < len(number):
        parts.append(number[start:])
    return sep.join(part for part in parts if part)


def iban(country: str, rng: random.Random) -> str:
    """A compact IBAN of ``country`` whose check digits are right."""
    pick = {"n": string.digits, "a": string.ascii_uppercase, "c": string.digits + "ABCDEFGH"}
    bban = "".join(rng.choice(pick[kind]) for kind in IBAN_SHAPES[country])
    moved = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(moved) % 97:02d}{bban}"


def es_nie(rng: random.Random) -> str:
    """A Spanish NIE: X, Y or Z, seven digits and the letter of the whole as a number."""
    lead = rng.choice("XYZ")
    digits = f"{rng.randint(0, 9_999_999):07d}"
    value = int(str("XYZ".index(lead)) + digits)
    return f"{lead}{digits}{'TRWAGMYFPDXBNJZSQVHLCKE'[value % 23]}"


def fr_nir(rng: random.Random) -> str:
    """A French social security number (NIR), 13 digits and a two-digit key."""
    body = (
        f"{rng.choice('12')}{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}"
        f"{rng.randint(1, 95):02d}{rng.randint(1, 990):03d}{rng.randint(1, 999):03d}"
    )
    return f"{body}{97 - int(body) % 97:02d}"


def de_idnr(rng: random.Random) -> str:
    """A German tax id (Steuer-ID): ten digits of which exactly one occurs twice, then the
    ISO 7064 mod 11,10 check digit."""
    while True:
        digits = rng.sample(string.digits, 9)
        digits.append(rng.choice(digits))
        rng.shuffle(digits)
        if digits[0] != "0":
            break
    product = 10
    for char in digits:
        total = (int(char) + product) % 10 or 10
        product = total * 2 % 11
    return "".join(digits) + str((11 - product) % 10)

"""Check-digit numbers of the latent split, made by hand: card numbers (Luhn), IBANs (ISO 7064
mod 97) and national ids (US SSN, Spanish DNI and NIE, French NIR, German tax id). The corpus
test checks every one against python-stdnum, an implementation these helpers never call, so a
slip here fails there rather than yielding a number no real screen would ever see.
"""

from __future__ import annotations

import random
import string

from benchmarks.gate import ids as shared
from benchmarks.gate.ids import digits as digits
from benchmarks.gate.ids import luhn_digit

DIGITS = string.digits
UPPER = string.ascii_uppercase


# Brand: (prefixes, length). Prefixes as real issuers use them.
CARD_BRANDS: dict[str, tuple[tuple[str, ...], int]] = {
    "visa": (("4",), 16),
    "mastercard": (("51", "52", "53", "54", "55", "2221", "2720", "2305"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "644", "65"), 16),
    "jcb": (("3528", "3589"), 16),
}


def card(brand: str, rng: random.Random) -> str:
    """A Luhn-valid card number of ``brand``, digits only."""
    prefixes, length = CARD_BRANDS[brand]
    start = rng.choice(prefixes)
    partial = start + digits(rng, length - len(start) - 1)
    return partial + luhn_digit(partial)


def spaced_card(number: str, style: int) -> str:
    """A card number as people type it: in fours (amex 4-6-5), with dashes, or run together."""
    if style % 3 == 2:
        return number
    sep = " " if style % 3 == 0 else "-"
    if len(number) == 15:
        return sep.join((number[:4], number[4:10], number[10:]))
    return sep.join(number[i : i + 4] for i in range(0, len(number), 4))


# Country: the BBAN as a list of (kind, length) parts; kind "n" digits, "a" upper-case letters.
IBAN_SHAPES: dict[str, tuple[tuple[str, int], ...]] = {
    "DE": (("n", 18),),
    "FR": (("n", 23),),
    "ES": (("n", 20),),
    "IT": (("a", 1), ("n", 22)),
    "NL": (("a", 4), ("n", 10)),
    "GB": (("a", 4), ("n", 14)),
    "AT": (("n", 16),),
    "BE": (("n", 12),),
    "PT": (("n", 21),),
    "IE": (("a", 4), ("n", 14)),
    "LU": (("n", 16),),
    "CH": (("n", 17),),
}


def _mod97(text: str) -> int:
    numeric = "".join(str(int(c, 36)) for c in text)
    return int(numeric) % 97


def iban(country: str, rng: random.Random) -> str:
    """An IBAN of ``country`` with valid check digits, compact."""
    bban = "".join(
        digits(rng, n) if kind == "n" else "".join(rng.choice(UPPER) for _ in range(n))
        for kind, n in IBAN_SHAPES[country]
    )
    check = 98 - _mod97(bban + country + "00")
    return f"{country}{check:02d}{bban}"


def grouped(text: str, size: int = 4) -> str:
    """``text`` in groups of ``size`` separated by blanks (how IBANs are printed)."""
    return " ".join(text[i : i + size] for i in range(0, len(text), size))


# The ids shared with other splits, under this split's names.
us_ssn = shared.dashed_ssn
es_dni = shared.dni
es_nie = shared.nie


def fr_nir(rng: random.Random) -> str:
    """A French NIR (numéro de sécurité sociale) with its key, printed in its usual groups."""
    sex = rng.choice("12")
    year = f"{rng.randint(40, 99):02d}"
    month = f"{rng.randint(1, 12):02d}"
    department = f"{rng.choice([n for n in range(1, 96) if n != 20]):02d}"
    commune = f"{rng.randint(1, 990):03d}"
    order = f"{rng.randint(1, 999):03d}"
    body = sex + year + month + department + commune + order
    key = 97 - int(body) % 97
    return f"{sex} {year} {month} {department} {commune} {order} {key:02d}"


def de_idnr(rng: random.Random) -> str:
    """A German tax id (Steuer-IdNr): ten digits, one of them twice, then the check digit."""
    while True:
        chosen = rng.sample(DIGITS, 9)
        head = [*chosen, rng.choice(chosen)]
        rng.shuffle(head)
        if head[0] != "0":
            break
    product = 10
    for char in head:
        total = (int(char) + product) % 10 or 10
        product = (total * 2) % 11
    check = (11 - product) % 10
    return "".join(head) + str(check)

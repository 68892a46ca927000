"""Check-digit makers of the cloaked split: card numbers (Luhn), IBANs (ISO 13616 mod 97) and
six national ids (US SSN, German tax id, French NIR, Spanish DNI and NIE, UK National Insurance
number), each valid by its own rule, so that a screen that checks digits is measured fairly.

Written by hand from the published rules: the corpus tests check every maker against
python-stdnum on many draws, so a maker that drifts from the rule fails there.
"""

from __future__ import annotations

import random
import string

# Brand -> (prefixes, length).
CARD_BRANDS: dict[str, tuple[tuple[str, ...], int]] = {
    "visa": (("4",), 16),
    "mastercard": (("51", "52", "53", "54", "55", "2221", "2499", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "644", "65"), 16),
    "jcb": (("3528", "3541", "3569", "3589"), 16),
    "unionpay": (("6212", "6250", "6282"), 16),
}

# Country -> the BBAN as (count, class) runs: n digits, a upper-case letters, c either.
IBAN_SHAPES: dict[str, tuple[tuple[int, str], ...]] = {
    "DE": ((18, "n"),),
    "FR": ((10, "n"), (11, "c"), (2, "n")),
    "ES": ((20, "n"),),
    "NL": ((4, "a"), (10, "n")),
    "BE": ((12, "n"),),
    "AT": ((16, "n"),),
    "CH": ((5, "n"), (12, "c")),
    "PT": ((21, "n"),),
    "IE": ((4, "a"), (14, "n")),
}

_CLASSES = {
    "n": string.digits,
    "a": string.ascii_uppercase,
    "c": string.digits + string.ascii_uppercase,
}


def luhn_digit(body: str) -> str:
    """The Luhn check digit that makes ``body`` + digit valid."""
    total = 0
    for position, char in enumerate(reversed(body)):
        digit = int(char)
        if position % 2 == 0:  # every second digit from the right, the check digit being 0
            digit = digit * 2 - 9 if digit > 4 else digit * 2
        total += digit
    return str((10 - total % 10) % 10)


def card(brand: str, rng: random.Random) -> str:
    """A Luhn-valid card number of ``brand`` (digits only)."""
    prefixes, length = CARD_BRANDS[brand]
    body = rng.choice(prefixes)
    body += "".join(rng.choice(string.digits) for _ in range(length - len(body) - 1))
    return body + luhn_digit(body)


def spaced_card(number: str) -> str:
    """A card number grouped as printed (4-6-5 for 15 digits, else fours)."""
    if len(number) == 15:
        return f"{number[:4]} {number[4:10]} {number[10:]}"
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4))


def _iban_digits(text: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in text))


_ES_WEIGHTS = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)


def _es_control(digits: str) -> str:
    left = 11 - sum(w * int(d) for w, d in zip(_ES_WEIGHTS, digits, strict=True)) % 11
    return "0" if left == 11 else "1" if left == 10 else str(left)


def _national_check(country: str, bban: str) -> str:
    """The BBAN with its national check digits right where the country has a simple rule
    (Spain's two control digits, Belgium's mod 97), so a country-aware check accepts it."""
    if country == "ES":
        bank, account = bban[:8], bban[10:]
        return bank + _es_control("00" + bank) + _es_control(account) + account
    if country == "BE":
        return bban[:10] + f"{int(bban[:10]) % 97 or 97:02d}"
    return bban


def iban(country: str, rng: random.Random) -> str:
    """A compact IBAN of ``country`` whose check digits are right."""
    bban = "".join(
        rng.choice(_CLASSES[cls]) for count, cls in IBAN_SHAPES[country] for _ in range(count)
    )
    bban = _national_check(country, bban)
    check = 98 - _iban_digits(bban + country + "00") % 97
    return f"{country}{check:02d}{bban}"


def grouped(number: str) -> str:
    """An IBAN in groups of four, as statements print it."""
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4))


def us_ssn(rng: random.Random) -> str:
    """A US Social Security number ``AAA-GG-SSSS`` of an issued shape."""
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def _mod_11_10(digits: str) -> str:
    check = 5
    for char in digits:
        check = (((check or 10) * 2) % 11 + int(char)) % 10
    return str((1 - ((check or 10) * 2) % 11) % 10)


def de_idnr(rng: random.Random) -> str:
    """A German tax id (Steuer-IdNr): 11 digits, one digit of the first ten twice."""
    while True:
        digits = rng.sample(string.digits, 9)
        twice = rng.choice(digits)
        first = [*digits, twice]
        rng.shuffle(first)
        if first[0] != "0":
            break
    body = "".join(first)
    return body + _mod_11_10(body)


def fr_nir(rng: random.Random) -> str:
    """A French social security number (NIR): 13 digits and a mod-97 key."""
    body = (
        f"{rng.choice('12')}{rng.randint(40, 99):02d}{rng.randint(1, 12):02d}"
        f"{rng.randint(1, 95):02d}{rng.randint(1, 990):03d}{rng.randint(1, 999):03d}"
    )
    return f"{body}{97 - int(body) % 97:02d}"


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni(rng: random.Random) -> str:
    """A Spanish DNI: eight digits and the letter of their remainder mod 23."""
    number = rng.randint(1_000_000, 99_999_999)
    return f"{number:08d}{_DNI_LETTERS[number % 23]}"


def es_nie(rng: random.Random) -> str:
    """A Spanish NIE: X, Y or Z, seven digits and the letter of the DNI rule."""
    lead = rng.choice("XYZ")
    number = rng.randint(0, 9_999_999)
    value = int(f"{'XYZ'.index(lead)}{number:07d}")
    return f"{lead}{number:07d}{_DNI_LETTERS[value % 23]}"


_NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"
_NINO_BANNED = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def gb_nino(rng: random.Random) -> str:
    """A UK National Insurance number ``AB123456C`` of an allowed prefix."""
    while True:
        prefix = rng.choice(_NINO_FIRST) + rng.choice(_NINO_SECOND)
        if prefix not in _NINO_BANNED:
            break
    digits = "".join(rng.choice(string.digits) for _ in range(6))
    return f"{prefix}{digits}{rng.choice('ABCD')}"


NATIONAL = {
    "us_ssn": us_ssn,
    "de_idnr": de_idnr,
    "fr_nir": fr_nir,
    "es_dni": es_dni,
    "es_nie": es_nie,
    "gb_nino": gb_nino,
}

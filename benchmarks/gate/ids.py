"""Checksum-valid numbers made by construction: payment cards, IBANs and national ids.

Every check digit is computed here from the published rule (Luhn, ISO 7064, mod 97,
Verhoeff, the weighted sums of each id); the corpus test validates a sample of each with
``python-stdnum`` as an independent oracle. Each ``*_number`` function takes a random stream
and returns the number in its compact form; :func:`spaced` and friends print it as people do.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

DIGITS = string.digits
UPPER = string.ascii_uppercase


def digits(rng: random.Random, count: int) -> str:
    """``count`` random decimal digits."""
    return "".join(rng.choice(DIGITS) for _ in range(count))


def luhn_digit(partial: str) -> str:
    """The Luhn check digit that completes ``partial``."""
    total = 0
    for position, char in enumerate(reversed(partial)):
        value = int(char)
        if position % 2 == 0:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return str((10 - total % 10) % 10)


def luhn_valid(number: str) -> bool:
    """Whether a digit string passes Luhn."""
    return luhn_digit(number[:-1]) == number[-1]


def luhn_number(prefix: str, length: int, rng: random.Random) -> str:
    """A Luhn-valid number of ``length`` digits that starts with ``prefix``."""
    body = prefix + digits(rng, length - len(prefix) - 1)
    return body + luhn_digit(body)


# Card brands: (how the prefix is drawn, the lengths it comes in, how it is grouped).
CARD_BRANDS: dict[str, tuple[Callable[[random.Random], str], tuple[int, ...]]] = {
    "visa": (lambda r: "4", (16, 16, 16, 13, 19)),
    "mastercard5": (lambda r: str(r.randint(51, 55)), (16,)),
    "mastercard2": (lambda r: str(r.randint(2221, 2720)), (16,)),
    "amex": (lambda r: r.choice(["34", "37"]), (15,)),
    "discover": (lambda r: r.choice(["6011", str(r.randint(644, 649)), "65"]), (16,)),
    "jcb": (lambda r: str(r.randint(3528, 3589)), (16,)),
    "diners": (lambda r: r.choice(["36", "38", str(r.randint(300, 305))]), (14,)),
    "maestro": (
        lambda r: r.choice(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763"]),
        (12, 13, 15, 16, 18, 19),
    ),
    "mir": (lambda r: str(r.randint(2200, 2204)), (16,)),
    "unionpay": (lambda r: "62" + str(r.randint(10, 99)), (16, 17, 19)),
}


def card_number(brand: str, rng: random.Random) -> str:
    """A Luhn-valid card number of ``brand`` (compact)."""
    prefix, lengths = CARD_BRANDS[brand]
    return luhn_number(prefix(rng), rng.choice(lengths), rng)


def group(number: str, sizes: tuple[int, ...], separator: str) -> str:
    """``number`` cut into chunks of ``sizes`` (the last size repeats) joined by
    ``separator``."""
    parts: list[str] = []
    rest = number
    position = 0
    while rest:
        size = sizes[min(position, len(sizes) - 1)]
        parts.append(rest[:size])
        rest = rest[size:]
        position += 1
    return separator.join(parts)


def print_card(number: str, brand: str, rng: random.Random) -> str:
    """A card number as a person might type it: grouped by four (Amex and Diners 4-6-x),
    with spaces, dashes or nothing."""
    separator = rng.choice([" ", " ", "-", "", " "])
    if brand in ("amex", "diners"):
        return group(number, (4, 6, 5), separator)
    return group(number, (4,), separator)


# IBAN countries: how the BBAN is made ("n" digit, "a" upper letter, "c" either) and a
# country hook for national check digits inside the BBAN.
IBAN_FORMATS = {
    "DE": "8n10n",
    "FR": "5n5n11n2n",
    "ES": "4n4n2n10n",
    "GB": "4a6n8n",
    "NL": "4a10n",
    "IT": "1a5n5n12n",
    "SA": "2n18c",
    "AE": "3n16n",
    "UA": "6n19c",
    "BR": "8n5n10n1a1c",
    "PL": "8n16n",
    "CH": "5n12c",
    "AT": "5n11n",
}
_NL_BANKS = ["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB"]
_GB_BANKS = ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"]


def _bban_part(spec: str, rng: random.Random) -> str:
    out = []
    number = ""
    for char in spec:
        if char.isdigit():
            number += char
            continue
        alphabet = {"n": DIGITS, "a": UPPER, "c": DIGITS + UPPER}[char]
        out.append("".join(rng.choice(alphabet) for _ in range(int(number))))
        number = ""
    return "".join(out)


def _es_ccc(bank_branch: str, account: str) -> str:
    weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(ten: str) -> str:
        value = 11 - sum(w * int(d) for w, d in zip(weights, ten, strict=True)) % 11
        return {10: "1", 11: "0"}.get(value, str(value))

    return one("00" + bank_branch) + one(account)


def _fr_rib_key(bank: str, branch: str, account: str) -> str:
    return f"{97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97:02d}"


# The odd-position values of the Italian check character (CIN of an IBAN, codice fiscale):
# for 0-9 and A-Z alike, by position in the alphabet.
_IT_ODD = [
    int(v) for v in "1 0 5 7 9 13 15 17 19 21 2 4 18 20 11 3 6 8 12 14 16 10 22 25 24 23".split()
]


def _it_cin(rest: str) -> str:
    """The Italian check character (the same rule for an IBAN's CIN and a codice fiscale)."""
    odd = _IT_ODD
    total = 0
    for position, char in enumerate(rest):
        value = int(char) if char.isdigit() else UPPER.index(char)
        total += odd[value] if position % 2 == 0 else value
    return UPPER[total % 26]


def bban(country: str, rng: random.Random) -> str:
    """A BBAN of ``country`` that passes its national check where it has one."""
    raw = _bban_part(IBAN_FORMATS[country], rng)
    if country == "ES":
        return raw[:8] + _es_ccc(raw[:8], raw[10:]) + raw[10:]
    if country == "FR":
        return raw[:21] + _fr_rib_key(raw[:5], raw[5:10], raw[10:21])
    if country == "IT":
        return _it_cin(raw[1:]) + raw[1:]
    if country == "NL":
        return rng.choice(_NL_BANKS) + raw[4:]
    if country == "GB":
        return rng.choice(_GB_BANKS) + raw[4:]
    return raw


def _mod97(text: str) -> int:
    numeric = "".join(str(int(c, 36)) for c in text)
    return int(numeric) % 97


def iban_number(country: str, rng: random.Random) -> str:
    """A valid IBAN of ``country`` (compact, upper case)."""
    body = bban(country, rng)
    check = 98 - _mod97(body + country + "00")
    return f"{country}{check:02d}{body}"


def print_iban(iban: str, rng: random.Random) -> str:
    """An IBAN as written: in groups of four or compact, sometimes in lower case."""
    text = group(iban, (4,), " ") if rng.random() < 0.6 else iban
    return text.lower() if rng.random() < 0.2 else text


def ssn(rng: random.Random) -> str:
    """A US SSN that the SSA could issue (area not 000, 666 or 9xx), compact."""
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"


def dashed_ssn(rng: random.Random) -> str:
    """A US SSN as people write it, ``AAA-GG-SSSS`` (the same draws as :func:`ssn`)."""
    number = ssn(rng)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def ca_sin(rng: random.Random) -> str:
    """A Canadian SIN (Luhn, first digit not 0 or 8)."""
    return luhn_number(rng.choice("1234567 9".replace(" ", "")), 9, rng)


_VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(partial: str) -> str:
    """The Verhoeff check digit that completes ``partial``."""
    check = 0
    for position, char in enumerate(reversed(partial)):
        check = _VERHOEFF_D[check][_VERHOEFF_P[(position + 1) % 8][int(char)]]
    return str(_VERHOEFF_INV[check])


def aadhaar(rng: random.Random) -> str:
    """An Indian Aadhaar number (12 digits, first 2-9, Verhoeff), never a palindrome."""
    while True:
        body = str(rng.randint(2, 9)) + digits(rng, 10)
        number = body + verhoeff_digit(body)
        if number != number[::-1]:
            return number


def pan(rng: random.Random) -> str:
    """An Indian PAN: five letters (the fourth says the holder type), four digits, a
    letter."""
    letters = "".join(rng.choice(UPPER) for _ in range(3))
    return letters + rng.choice("PCHFAT") + rng.choice(UPPER) + digits(rng, 4) + rng.choice(UPPER)


_CF_MONTHS = "ABCDEHLMPRST"
_CF_PLACES = ["H501", "F205", "L219", "F839", "G273", "A944", "D612", "L736"]


def codice_fiscale(rng: random.Random) -> str:
    """An Italian codice fiscale with a valid birth date and check letter."""
    consonants = "BCDFGLMNPRSTVZ"
    name = "".join(rng.choice(consonants) for _ in range(6))
    day = rng.randint(1, 28) + rng.choice([0, 40])
    body = (
        f"{name}{rng.randint(50, 99):02d}{rng.choice(_CF_MONTHS)}{day:02d}{rng.choice(_CF_PLACES)}"
    )
    return body + _it_cin(body)


def cpf(rng: random.Random) -> str:
    """A Brazilian CPF (compact, 11 digits with both check digits)."""
    while True:
        body = digits(rng, 9)
        if len(set(body)) > 1:
            break
    for size in (10, 11):
        total = sum(int(d) * w for d, w in zip(body, range(size, 1, -1), strict=True))
        body += str(total * 10 % 11 % 10)
    return body


def _birth(rng: random.Random, first: int, last: int) -> tuple[int, int, int]:
    return rng.randint(first, last), rng.randint(1, 12), rng.randint(1, 28)


def personnummer(rng: random.Random) -> str:
    """A Swedish personnummer, ``YYMMDD-NNNC`` (Luhn over the nine digits)."""
    year, month, day = _birth(rng, 1950, 2005)
    body = f"{year % 100:02d}{month:02d}{day:02d}{digits(rng, 3)}"
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def cpr(rng: random.Random) -> str:
    """A Danish CPR, ``DDMMYY-SSSS``, weighted mod 11 (the pre-2007 rule, still common)."""
    while True:
        year, month, day = _birth(rng, 1950, 1999)
        # A first serial digit of 0-3 dates the birth in the 1900s whatever the year.
        body = f"{day:02d}{month:02d}{year % 100:02d}{rng.randint(0, 3)}{digits(rng, 2)}"
        weights = [4, 3, 2, 7, 6, 5, 4, 3, 2]
        rest = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
        check = (11 - rest) % 11
        if check < 10:
            return f"{body[:6]}-{body[6:]}{check}"


def pesel(rng: random.Random) -> str:
    """A Polish PESEL (the month carries the century: +20 for the 2000s)."""
    year, month, day = _birth(rng, 1950, 2009)
    month += 20 if year >= 2000 else 0
    body = f"{year % 100:02d}{month:02d}{day:02d}{digits(rng, 4)}"
    total = sum(int(d) * w for d, w in zip(body, [1, 3, 7, 9] * 3, strict=False))
    return body + str((10 - total % 10) % 10)


def _iso7064_mod11_10(body: str) -> str:
    product = 10
    for char in body:
        total = (int(char) + product) % 10 or 10
        product = total * 2 % 11
    return str((11 - product) % 10)


def steuer_id(rng: random.Random) -> str:
    """A German Steuer-Identifikationsnummer: 11 digits, in the first ten one digit twice
    and the rest once or never, ISO 7064 mod 11,10 check digit."""
    while True:
        chosen = rng.sample(DIGITS, 9)
        body_digits = [*chosen, rng.choice(chosen)]
        rng.shuffle(body_digits)
        body = "".join(body_digits)
        if body[0] != "0":
            return body + _iso7064_mod11_10(body)


_CN_REGIONS = ["110101", "310101", "440305", "330106", "510104", "420102", "320102", "370102"]


def cn_ric(rng: random.Random) -> str:
    """A Chinese resident identity number: region, birth date, sequence, mod 11-2 check."""
    # Some of these district codes were created in the 1980s; later births keep them valid.
    year, month, day = _birth(rng, 1985, 2004)
    body = f"{rng.choice(_CN_REGIONS)}{year}{month:02d}{day:02d}{digits(rng, 3)}"
    total = sum(int(d) * (2 ** (17 - i) % 11) for i, d in enumerate(body))
    return body + "10X98765432"[total % 11]


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni(rng: random.Random) -> str:
    """A Spanish DNI: eight digits and the mod 23 letter."""
    number = rng.randint(10_000_000, 99_999_999)
    return f"{number}{_DNI_LETTERS[number % 23]}"


def nie(rng: random.Random) -> str:
    """A Spanish NIE: X, Y or Z, seven digits, the mod 23 letter."""
    lead = rng.choice("XYZ")
    number = digits(rng, 7)
    value = int(f"{'XYZ'.index(lead)}{number}")
    return f"{lead}{number}{_DNI_LETTERS[value % 23]}"


def nir(rng: random.Random) -> str:
    """A French NIR (numéro de sécurité sociale): 13 digits and the 97 - mod 97 key."""
    year, month, _ = _birth(rng, 1950, 2004)
    department = rng.choice(["75", "69", "13", "33", "59", "31", "67", "44"])
    body = f"{rng.choice('12')}{year % 100:02d}{month:02d}{department}{digits(rng, 3)}"
    body += f"{rng.randint(1, 999):03d}"
    return f"{body}{97 - int(body) % 97:02d}"


def bsn(rng: random.Random) -> str:
    """A Dutch BSN: nine digits passing the eleven test."""
    while True:
        body = str(rng.randint(1, 9)) + digits(rng, 7)
        total = sum(int(d) * w for d, w in zip(body, range(9, 1, -1), strict=True))
        last = total % 11
        if last < 10:
            return body + str(last)


_NINO_FIRST = [c for c in UPPER if c not in "DFIQUV"]
_NINO_SECOND = [c for c in UPPER if c not in "DFIOQUV"]
_NINO_BAD = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino(rng: random.Random) -> str:
    """A UK National Insurance number: two allowed letters, six digits, A-D."""
    while True:
        prefix = rng.choice(_NINO_FIRST) + rng.choice(_NINO_SECOND)
        if prefix not in _NINO_BAD:
            return prefix + digits(rng, 6) + rng.choice("ABCD")


def luhn_reference(rng: random.Random, length: int, prefix: str = "") -> str:
    """A Luhn-valid digit string that is *not* a card: an order or tracking number that
    happens to pass the check."""
    return luhn_number(prefix or str(rng.randint(1, 9)), length, rng)

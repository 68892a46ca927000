"""Check-digit numbers of the sealed split, computed here (the tests check them with
python-stdnum, an implementation of their own): payment cards, IBANs, national ids, and the
public codes its near misses carry (IMEIs, ISBNs, VAT numbers, parcel numbers).

Each maker takes a random stream and gives one number as people write it (grouped, dotted or
bare, as the issuer prints it).
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate.ids import luhn_digit

Maker = Callable[[random.Random], str]


def digits(rng: random.Random, count: int) -> str:
    """``count`` random decimal digits."""
    return "".join(rng.choice(string.digits) for _ in range(count))


def luhn_number(prefix: str, length: int, rng: random.Random) -> str:
    """A ``length``-digit number starting with ``prefix`` that passes Luhn."""
    body = prefix + digits(rng, length - len(prefix) - 1)
    return body + luhn_digit(body)


# Brand: (prefixes, length, grouping). The groupings are the ones printed on the cards.
CARD_BRANDS: dict[str, tuple[tuple[str, ...], int, tuple[int, ...]]] = {
    "visa": (("4",), 16, (4, 4, 4, 4)),
    "mastercard": (("51", "53", "55", "2231", "2720"), 16, (4, 4, 4, 4)),
    "amex": (("34", "37"), 15, (4, 6, 5)),
    "discover": (("6011", "644", "65"), 16, (4, 4, 4, 4)),
    "jcb": (("3528", "3566", "3589"), 16, (4, 4, 4, 4)),
    "diners": (("36", "38"), 14, (4, 6, 4)),
    "unionpay": (("62",), 19, (6, 13)),
    "maestro": (("6759", "5018", "6304"), 18, (4, 4, 4, 4, 2)),
}


def card_number(brand: str, rng: random.Random) -> str:
    """A bare card number of ``brand`` that passes Luhn."""
    prefixes, length, _ = CARD_BRANDS[brand]
    return luhn_number(rng.choice(prefixes), length, rng)


def card_printed(brand: str, rng: random.Random, separator: str = " ") -> str:
    """A card number of ``brand`` grouped the way the card shows it."""
    number = card_number(brand, rng)
    out, start = [], 0
    for size in CARD_BRANDS[brand][2]:
        out.append(number[start : start + size])
        start += size
    return separator.join(out)


def _mod97(text: str) -> int:
    converted = "".join(str(int(c, 36)) for c in text)
    return int(converted) % 97


def _iban(country: str, bban: str) -> str:
    check = 98 - _mod97(bban + country + "00")
    return f"{country}{check:02d}{bban}"


def _fr_bban(rng: random.Random) -> str:
    bank, branch, account = digits(rng, 5), digits(rng, 5), digits(rng, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
    return f"{bank}{branch}{account}{key:02d}"


def _es_bban(rng: random.Random) -> str:
    bank, branch, account = digits(rng, 4), digits(rng, 4), digits(rng, 10)
    weights = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)

    def check(part: str) -> str:
        value = 11 - sum(w * int(d) for w, d in zip(weights, part.zfill(10), strict=True)) % 11
        return {10: "1", 11: "0"}.get(value, str(value))

    return f"{bank}{branch}{check('00' + bank + branch)}{check(account)}{account}"


def _be_bban(rng: random.Random) -> str:
    # A bank code the national register lists (BNP Paribas Fortis, Belfius, ING, KBC).
    body = rng.choice(("001", "068", "363", "733")) + digits(rng, 7)
    check = int(body) % 97 or 97
    return f"{body}{check:02d}"


def _bank(codes: tuple[str, ...], rest: int) -> Callable[[random.Random], str]:
    return lambda rng: rng.choice(codes) + digits(rng, rest)


# Country: its BBAN maker. The bank codes are real institutions' (account numbers random).
IBAN_FORMATS: dict[str, Callable[[random.Random], str]] = {
    "GB": _bank(("NWBK", "BARC", "LOYD", "HBUK", "MIDL"), 14),
    "IE": _bank(("AIBK", "BOFI", "IPBS"), 14),
    "NL": _bank(("ABNA", "INGB", "RABO", "SNSB", "TRIO"), 10),
    "SE": lambda rng: digits(rng, 20),
    "DK": lambda rng: digits(rng, 14),
    "FI": lambda rng: digits(rng, 14),
    "PL": lambda rng: digits(rng, 24),
    "DE": lambda rng: digits(rng, 18),
    "AT": lambda rng: digits(rng, 16),
    "CH": lambda rng: digits(rng, 17),
    "LU": lambda rng: digits(rng, 16),
    "FR": _fr_bban,
    "MC": _fr_bban,
    "BE": _be_bban,
    "ES": _es_bban,
    "PT": lambda rng: digits(rng, 21),
    "AD": lambda rng: digits(rng, 20),
}

# Which countries' IBANs each language's texts carry.
IBAN_COUNTRIES = {
    "en": ("GB", "IE", "NL", "SE", "DK", "FI", "PL"),
    "de": ("DE", "AT", "CH", "LU"),
    "fr": ("FR", "BE", "MC", "LU", "CH"),
    "es": ("ES", "PT", "AD"),
}


def iban_number(country: str, rng: random.Random) -> str:
    """A compact IBAN of ``country`` with valid check digits (national ones where the country
    has them)."""
    return _iban(country, IBAN_FORMATS[country](rng))


def iban_printed(country: str, rng: random.Random) -> str:
    """An IBAN in groups of four, as statements print it."""
    number = iban_number(country, rng)
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4))


def _birth(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(1950, 1999), rng.randint(1, 12), rng.randint(1, 28)


def de_idnr(rng: random.Random) -> str:
    """A German Steuer-Identifikationsnummer: one digit twice among the first ten, the rest
    once, ISO 7064 MOD 11,10 check digit."""
    body = ["0"]
    while body[0] == "0":
        chosen = rng.sample(string.digits, 9)
        body = [*chosen, rng.choice(chosen)]
        rng.shuffle(body)
    product = 10
    for char in body:
        total = (int(char) + product) % 10 or 10
        product = 2 * total % 11
    number = "".join(body) + str((11 - product) % 10)
    return f"{number[:2]} {number[2:5]} {number[5:8]} {number[8:]}"


def at_vnr(rng: random.Random) -> str:
    """An Austrian social-insurance number: serial, check digit, birth date."""
    while True:
        year, month, day = _birth(rng)
        serial = str(rng.randint(100, 999))
        born = f"{day:02d}{month:02d}{year % 100:02d}"
        weights = (3, 7, 9, 5, 8, 4, 2, 1, 6)
        check = sum(w * int(d) for w, d in zip(weights, serial + born, strict=True)) % 11
        if check < 10:
            return f"{serial}{check} {born}"


def ch_ahv(rng: random.Random) -> str:
    """A Swiss AHV/AVS number: 756, nine digits, EAN-13 check digit."""
    body = "756" + digits(rng, 9)
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    number = body + str((10 - total % 10) % 10)
    return f"{number[:3]}.{number[3:7]}.{number[7:11]}.{number[11:]}"


def fr_nir(rng: random.Random) -> str:
    """A French NIR (numéro de sécurité sociale) with its 97-complement key."""
    year, month, _ = _birth(rng)
    sex, department = rng.choice("12"), f"{rng.randint(1, 95):02d}"
    if department == "20":
        department = "21"
    body = f"{sex}{year % 100:02d}{month:02d}{department}{digits(rng, 3)}{digits(rng, 3)}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:]} {key:02d}"


def be_nn(rng: random.Random) -> str:
    """A Belgian national register number (born in the 1900s): date, serial, 97-check."""
    year, month, day = _birth(rng)
    body = f"{year % 100:02d}{month:02d}{day:02d}{rng.randint(1, 997):03d}"
    check = 97 - int(body) % 97
    return f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{check:02d}"


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni(rng: random.Random) -> str:
    """A Spanish DNI: eight digits and the letter of their remainder by 23."""
    number = digits(rng, 8)
    return number + _DNI_LETTERS[int(number) % 23]


def es_nie(rng: random.Random) -> str:
    """A Spanish NIE: X, Y or Z, seven digits, control letter."""
    first = rng.choice("XYZ")
    number = digits(rng, 7)
    return f"{first}{number}{_DNI_LETTERS[int(str('XYZ'.index(first)) + number) % 23]}"


def cl_rut(rng: random.Random) -> str:
    """A Chilean RUT: body, dash, mod-11 check (K for ten)."""
    body = str(rng.randint(8_000_000, 24_999_999))
    total = sum(int(d) * (2 + i % 6) for i, d in enumerate(reversed(body)))
    check = {10: "K", 11: "0"}.get(11 - total % 11, str(11 - total % 11))
    return f"{body[:-6]}.{body[-6:-3]}.{body[-3:]}-{check}"


def ie_pps(rng: random.Random) -> str:
    """An Irish PPS number: seven digits and a mod-23 check letter."""
    body = digits(rng, 7)
    total = sum(int(d) * w for d, w in zip(body, range(8, 1, -1), strict=True))
    return body + "WABCDEFGHIJKLMNOPQRSTUV"[total % 23]


def ca_sin(rng: random.Random) -> str:
    """A Canadian social insurance number (first digit 1-7, Luhn)."""
    number = luhn_number(str(rng.randint(1, 7)), 9, rng)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def gb_nhs(rng: random.Random) -> str:
    """An NHS number: nine digits and a mod-11 check digit (never ten)."""
    while True:
        body = str(rng.randint(4, 6)) + digits(rng, 8)
        check = 11 - sum(int(d) * w for d, w in zip(body, range(10, 1, -1), strict=True)) % 11
        if check != 10:
            number = body + str(check % 11)
            return f"{number[:3]} {number[3:6]} {number[6:]}"


def au_tfn(rng: random.Random) -> str:
    """An Australian tax file number: weighted sum divisible by 11."""
    weights = (1, 4, 3, 7, 5, 8, 6, 9)
    while True:
        body = str(rng.randint(1, 9)) + digits(rng, 7)
        last = sum(w * int(d) for w, d in zip(weights, body, strict=True)) % 11
        if last < 10:
            number = body + str(last)
            return f"{number[:3]} {number[3:6]} {number[6:]}"


def us_ssn(rng: random.Random) -> str:
    """A US social security number outside the never-issued areas, groups and serials."""
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


# Id name: its maker. Which ids each language's texts carry, and what people call them,
# live with the templates (see values.py).
NATIONAL: dict[str, Maker] = {
    "de_idnr": de_idnr,
    "at_vnr": at_vnr,
    "ch_ahv": ch_ahv,
    "fr_nir": fr_nir,
    "be_nn": be_nn,
    "es_dni": es_dni,
    "es_nie": es_nie,
    "cl_rut": cl_rut,
    "ie_pps": ie_pps,
    "ca_sin": ca_sin,
    "gb_nhs": gb_nhs,
    "au_tfn": au_tfn,
}


def imei(rng: random.Random) -> str:
    """A phone's IMEI: type allocation code, serial, Luhn digit (public, on the box)."""
    body = rng.choice(("35", "86", "01", "49")) + digits(rng, 12)
    return body + luhn_digit(body)


def isbn13(rng: random.Random) -> str:
    """A hyphenated ISBN-13 from an English, German, French or Spanish group."""
    group = rng.choice(("0", "1", "3", "2", "84"))
    publisher = digits(rng, 7 - len(group))
    title = digits(rng, 2)
    body = f"978{group}{publisher}{title}"
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return f"978-{group}-{publisher}-{title}-{(10 - total % 10) % 10}"


def de_vat(rng: random.Random) -> str:
    """A German USt-IdNr: DE, eight digits, ISO 7064 MOD 11,10 check digit."""
    body = str(rng.randint(1, 9)) + digits(rng, 7)
    product = 10
    for char in body:
        total = (int(char) + product) % 10 or 10
        product = 2 * total % 11
    return f"DE{body}{(11 - product) % 10}"


def fr_vat(rng: random.Random) -> str:
    """A French TVA number: FR, key, SIREN (whose last digit is a Luhn digit)."""
    siren = luhn_number(str(rng.randint(3, 9)), 9, rng)
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def es_vat(rng: random.Random) -> str:
    """A Spanish NIF of a company (a CIF of a limited company, B, with its check digit)."""
    body = digits(rng, 7)
    odd = sum(sum(divmod(2 * int(d), 10)) for d in body[0::2])
    even = sum(int(d) for d in body[1::2])
    return f"ESB{body}{(10 - (odd + even) % 10) % 10}"


def nl_vat(rng: random.Random) -> str:
    """A Dutch btw-id: NL, nine digits passing the 11-test, B01."""
    while True:
        body = digits(rng, 8)
        last = sum(int(d) * w for d, w in zip(body, range(9, 1, -1), strict=True)) % 11
        if last < 10:
            return f"NL{body}{last}B01"


VAT_MAKERS: dict[str, Maker] = {"de": de_vat, "fr": fr_vat, "es": es_vat, "nl": nl_vat}


def s10_parcel(rng: random.Random, country: str) -> str:
    """A UPU S10 parcel id (two letters, eight digits, check digit, country)."""
    body = digits(rng, 8)
    check = 11 - sum(int(d) * w for d, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    return f"{rng.choice(('RR', 'CP', 'LX', 'EE', 'UA'))}{body}{check}{country}"

"""Checksum-valid numbers only the fresh split draws: IBANs of other countries, more national
ids, two more card brands, and the public business codes (BIC, VAT) that near misses quote.

Each check digit follows the published rule; the corpus test validates every drawn value with
``python-stdnum``.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate import ids

UPPER = string.ascii_uppercase

# Countries tune and held never draw: BBAN layout as in benchmarks.gate.ids.
IBAN_FORMATS = {
    "PT": "4n4n11n2n",
    "IE": "4a6n8n",
    "FI": "3n11n",
    "SE": "3n16n1n",
    "DK": "4n9n1n",
    "LU": "3n13c",
    "GR": "3n4n16c",
    "RO": "4a16c",
    "QA": "4a21c",
    "KW": "4a22c",
    "CZ": "4n16n",
    "HR": "7n10n",
}
_IE_BANKS = ["AIBK", "BOFI", "IPBS", "ULSB"]


def iban_number(country: str, rng: random.Random) -> str:
    """A valid IBAN of ``country`` (compact, upper case)."""
    body = ids._bban_part(IBAN_FORMATS[country], rng)
    if country == "IE":
        body = rng.choice(_IE_BANKS) + body[4:]
    check = 98 - ids._mod97(body + country + "00")
    return f"{country}{check:02d}{body}"


CARD_BRANDS: dict[str, tuple[Callable[[random.Random], str], int]] = {
    "rupay": (lambda r: r.choice(["508", "6521", "6522", "81", "82"]), 16),
    "troy": (lambda r: "9792", 16),
}


def card_number(brand: str, rng: random.Random) -> str:
    """A Luhn-valid number of one of the brands above."""
    prefix, length = CARD_BRANDS[brand]
    return ids.luhn_number(prefix(rng), length, rng)


def _birth(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(1950, 1999), rng.randint(1, 12), rng.randint(1, 28)


def fi_hetu(rng: random.Random) -> str:
    """A Finnish henkilötunnus, ``DDMMYY-NNNC`` (mod 31 check character)."""
    year, month, day = _birth(rng)
    date = f"{day:02d}{month:02d}{year % 100:02d}"
    serial = f"{rng.randint(2, 899):03d}"
    return f"{date}-{serial}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(date + serial) % 31]


def no_fnr(rng: random.Random) -> str:
    """A Norwegian fødselsnummer (born in the 1900s: individual number below 500)."""
    while True:
        year, month, day = _birth(rng)
        body = f"{day:02d}{month:02d}{year % 100:02d}{rng.randint(0, 499):03d}"
        first = (
            11 - sum(w * int(d) for w, d in zip((3, 7, 6, 1, 8, 9, 4, 5, 2), body, strict=True))
        ) % 11
        if first == 10:
            continue
        body += str(first)
        second = (
            11 - sum(w * int(d) for w, d in zip((5, 4, 3, 2, 7, 6, 5, 4, 3, 2), body, strict=True))
        ) % 11
        if second < 10:
            return body + str(second)


def be_nn(rng: random.Random) -> str:
    """A Belgian national number ``YY.MM.DD-SSS.CC`` (born in the 1900s)."""
    year, month, day = _birth(rng)
    body = f"{year % 100:02d}{month:02d}{day:02d}{rng.randint(1, 997):03d}"
    check = 97 - int(body) % 97
    return f"{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{check:02d}"


def pt_nif(rng: random.Random) -> str:
    """A Portuguese NIF of a person (starts with 1 or 2, mod 11 check digit)."""
    body = rng.choice("12") + ids.digits(rng, 7)
    check = 11 - sum(int(d) * (9 - i) for i, d in enumerate(body)) % 11
    return body + str(0 if check >= 10 else check)


def cl_rut(rng: random.Random) -> str:
    """A Chilean RUT, ``12.345.678-K`` (mod 11, K for ten)."""
    number = rng.randint(5_000_000, 25_999_999)
    weights = [2, 3, 4, 5, 6, 7]
    total = sum(int(d) * weights[i % 6] for i, d in enumerate(reversed(str(number))))
    check = {11: "0", 10: "K"}.get(11 - total % 11, str(11 - total % 11))
    return f"{number:,}".replace(",", ".") + "-" + check


def ro_cnp(rng: random.Random) -> str:
    """A Romanian CNP: sex and century, birth date, county, serial, weighted mod 11."""
    year, month, day = _birth(rng)
    body = (
        f"{rng.choice('12')}{year % 100:02d}{month:02d}{day:02d}"
        f"{rng.randint(1, 40):02d}{rng.randint(1, 999):03d}"
    )
    total = (
        sum(w * int(d) for w, d in zip((2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9), body, strict=True))
        % 11
    )
    return body + ("1" if total == 10 else str(total))


def bic(rng: random.Random) -> str:
    """A SWIFT/BIC code: bank, country, location, sometimes a branch."""
    bank = "".join(rng.choice(UPPER) for _ in range(4))
    country = rng.choice(["DE", "FR", "ES", "IT", "NL", "BE", "AT", "CH", "GB", "PT", "IE"])
    location = rng.choice(UPPER) + rng.choice(UPPER + string.digits)
    branch = rng.choice(["", "XXX", ids.digits(rng, 3)])
    return bank + country + location + branch


def _de_vat(rng: random.Random) -> str:
    while True:
        body = str(rng.randint(1, 9)) + ids.digits(rng, 7)
        number = body + ids._iso7064_mod11_10(body)
        if number[-1] != "0" or rng.random() < 0.5:
            return "DE" + number


def _fr_vat(rng: random.Random) -> str:
    siren = ids.luhn_number(str(rng.randint(1, 9)), 9, rng)
    key = (12 + 3 * (int(siren) % 97)) % 97
    return f"FR{key:02d}{siren}"


def _it_vat(rng: random.Random) -> str:
    body = ids.digits(rng, 7)
    while int(body) == 0:
        body = ids.digits(rng, 7)
    return "IT" + ids.luhn_number(body + f"{rng.randint(1, 100):03d}", 11, rng)


def _be_vat(rng: random.Random) -> str:
    body = "0" + str(rng.randint(2, 9)) + ids.digits(rng, 6)
    return f"BE{body}{97 - int(body) % 97:02d}"


VAT_MAKERS = {"de": _de_vat, "fr": _fr_vat, "it": _it_vat, "be": _be_vat}

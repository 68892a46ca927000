"""Checksum-valid numbers only the final split draws: national ids of fifteen more countries,
IBANs of other countries, card brands no earlier split uses, and the VAT numbers of other
countries that near misses quote.

Each number is drawn in its country's layout and kept only when ``python-stdnum`` accepts it
(a rejection loop: the check digits are the library's, not ours), so an id is valid by
construction; the corpus test validates every drawn value again.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from types import ModuleType

from stdnum import iban as std_iban
from stdnum.at import uid as at_uid
from stdnum.at import vnr
from stdnum.bg import egn
from stdnum.ch import ssn as ch_ssn
from stdnum.cz import rc
from stdnum.dk import cvr
from stdnum.ee import ik
from stdnum.gr import amka
from stdnum.hr import oib
from stdnum.il import idnr as il_idnr
from stdnum.is_ import kennitala
from stdnum.kr import rrn
from stdnum.lt import asmens
from stdnum.mx import curp
from stdnum.nl import btw
from stdnum.pl import nip
from stdnum.pt import nif
from stdnum.si import emso
from stdnum.tr import tckimlik
from stdnum.za import idnr as za_idnr

from benchmarks.gate import ids

UPPER = string.ascii_uppercase


def _until(
    validator: ModuleType, draw: Callable[[random.Random], str]
) -> Callable[[random.Random], str]:
    """A maker that draws in a layout until ``validator`` (a stdnum module) accepts."""

    def make(rng: random.Random) -> str:
        for _ in range(5000):
            candidate = draw(rng)
            if validator.is_valid(candidate):
                return candidate
        raise RuntimeError(f"no valid {validator.__name__} drawn")

    return make


def _birth(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(1955, 1999), rng.randint(1, 12), rng.randint(1, 28)


def _cz(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    month += rng.choice([0, 50])
    return f"{year % 100:02d}{month:02d}{day:02d}/{ids.digits(rng, 4)}"


def _bg(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{year % 100:02d}{month:02d}{day:02d}{ids.digits(rng, 4)}"


def _baltic(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{rng.choice('34')}{year % 100:02d}{month:02d}{day:02d}{ids.digits(rng, 4)}"


def _is(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{day:02d}{month:02d}{year % 100:02d}-{ids.digits(rng, 3)}9"


def _kr(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{year % 100:02d}{month:02d}{day:02d}-{rng.choice('12')}{ids.digits(rng, 6)}"


def _za(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{year % 100:02d}{month:02d}{day:02d}{ids.digits(rng, 4)}0{rng.choice('89')}" + str(
        rng.randint(0, 9)
    )


def _gr(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{day:02d}{month:02d}{year % 100:02d}{ids.digits(rng, 5)}"


def _si(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{day:02d}{month:02d}{year % 1000:03d}50{ids.digits(rng, 4)}"


def _at(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    return f"{rng.randint(100, 999)}{rng.randint(0, 9)} {day:02d}{month:02d}{year % 100:02d}"


_CURP_STATES = ["AS", "BC", "CL", "DF", "GT", "JC", "MC", "NL", "PL", "QT", "SP", "VZ", "YN"]
_CONSONANTS = "BCDFGHJKLMNPRSTVZ"


def _mx(rng: random.Random) -> str:
    year, month, day = _birth(rng)
    body = (
        rng.choice(_CONSONANTS) + rng.choice("AEIOU") + rng.choice(_CONSONANTS)
        + rng.choice(UPPER.replace("Ñ", "")) + f"{year % 100:02d}{month:02d}{day:02d}"
        + rng.choice("HM") + rng.choice(_CURP_STATES)
        + "".join(rng.choice(_CONSONANTS) for _ in range(3)) + str(rng.randint(0, 9))
    )  # fmt: skip
    return body + str(rng.randint(0, 9))


# name -> (maker, stdnum module that validates it)
NATIONAL: dict[str, tuple[Callable[[random.Random], str], ModuleType]] = {
    "cz_rc": (_until(rc, _cz), rc),
    "bg_egn": (_until(egn, _bg), egn),
    "ee_ik": (_until(ik, _baltic), ik),
    "lt_asmens": (_until(asmens, _baltic), asmens),
    "hr_oib": (_until(oib, lambda r: str(r.randint(1, 9)) + ids.digits(r, 10)), oib),
    "is_kt": (_until(kennitala, _is), kennitala),
    "tr_tckn": (_until(tckimlik, lambda r: str(r.randint(1, 9)) + ids.digits(r, 10)), tckimlik),
    "il_tz": (_until(il_idnr, lambda r: ids.digits(r, 9)), il_idnr),
    "za_id": (_until(za_idnr, _za), za_idnr),
    "mx_curp": (_until(curp, _mx), curp),
    "ch_ahv": (
        _until(ch_ssn, lambda r: f"756.{ids.digits(r, 4)}.{ids.digits(r, 4)}.{ids.digits(r, 2)}"),
        ch_ssn,
    ),
    "at_svnr": (_until(vnr, _at), vnr),
    "gr_amka": (_until(amka, _gr), amka),
    "kr_rrn": (_until(rrn, _kr), rrn),
    "si_emso": (_until(emso, _si), emso),
}

# IBAN countries no earlier split draws: BBAN layout as in benchmarks.gate.ids.
IBAN_FORMATS = {
    "BE": "3n7n2n",
    "NO": "4n6n1n",
    "IS": "4n2n6n10n",
    "HU": "3n4n1n15n1n",
    "SK": "4n6n10n",
    "SI": "5n8n2n",
    "EE": "2n2n11n1n",
    "LT": "5n11n",
    "LV": "4a13c",
    "BG": "4a4n2n8c",
    "MT": "4a5n18c",
    "CY": "3n5n16c",
    "IL": "3n3n13n",
    "LI": "5n12c",
}


def iban_number(country: str, rng: random.Random) -> str:
    """A valid IBAN of ``country`` (compact, upper case; national check digits included,
    where stdnum knows them)."""
    for _ in range(5000):
        body = ids._bban_part(IBAN_FORMATS[country], rng)
        check = 98 - ids._mod97(body + country + "00")
        candidate = f"{country}{check:02d}{body}"
        if std_iban.is_valid(candidate):
            return candidate
    raise RuntimeError(f"no valid {country} IBAN drawn")


# Card brands no earlier split uses: (prefix, length, grouping).
CARD_BRANDS: dict[str, tuple[Callable[[random.Random], str], int, tuple[int, ...]]] = {
    "elo": (
        lambda r: r.choice(["401178", "431274", "438935", "451416", "504175", "636368"]),
        16,
        (4,),
    ),
    "verve": (lambda r: str(r.randint(506099, 506198)), 19, (4,)),
    "hipercard": (lambda r: "606282", 16, (4,)),
    "dankort": (lambda r: "5019", 16, (4,)),
    "uatp": (lambda r: "1" + ids.digits(r, 3), 15, (4, 5, 6)),
}


def card_number(brand: str, rng: random.Random) -> str:
    """A Luhn-valid number of one of the brands above (compact)."""
    prefix, length, _ = CARD_BRANDS[brand]
    return ids.luhn_number(prefix(rng), length, rng)


def print_card(number: str, brand: str, separator: str) -> str:
    """``number`` grouped as the brand prints it."""
    return ids.group(number, CARD_BRANDS[brand][2], separator)


# VAT numbers of countries no earlier split draws (public: printed on every invoice).
VAT_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "at": _until(at_uid, lambda r: "ATU" + ids.digits(r, 8)),
    "nl": _until(btw, lambda r: "NL" + ids.digits(r, 9) + "B0" + str(r.randint(1, 9))),
    "pl": _until(nip, lambda r: "PL" + str(r.randint(1, 9)) + ids.digits(r, 9)),
    "pt": _until(nif, lambda r: "PT5" + ids.digits(r, 8)),
    "dk": _until(cvr, lambda r: "DK" + str(r.randint(1, 9)) + ids.digits(r, 7)),
}

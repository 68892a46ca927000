"""The masked split's value makers: passwords, tokens, cards, IBANs and national ids with
their real check digits, and the look-alike numbers of its near misses (order, tracking and
phone numbers, versions, hashes). Written by hand so that the split depends on nothing the
detectors use; test_gate_corpus_later.py checks the check digits against python-stdnum."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate.common import Gen, Generator

_ALNUM = string.ascii_letters + string.digits
_UPPER_DIGITS = string.ascii_uppercase + string.digits
_HEX = "0123456789abcdef"

# Words people build passwords from; none is a secret on its own.
_WORDS = (
    "Kiwano Murmel Ostsee Quokka Tangente Walross Pelikan Zirkon Brioche Lavendel Sardine "
    "Vulcain Girafon Nuage Escargot Tortuga Mariposa Relampago Azulejo Bizcocho Pistacho "
    "grauwal moosbeere fuchsbau nebelhorn otterpfote bleuet coquelicot marmotte tramontane "
    "gaviota cangrejo almendro sandia tiburon peppermint hedgehog lanternfish buttercup "
    "cobblestone driftwood"
).split()
_SYMBOLS = "!?#$%&*+=@_."


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def password(rng: random.Random, index: int) -> str:
    """A password in one of the habits people have (take turns by ``index``)."""
    word = rng.choice(_WORDS)
    year = str(rng.randint(1961, 2024))
    shapes = (
        lambda: f"{word}{rng.randint(10, 99)}{rng.choice(_SYMBOLS)}",
        lambda: f"{word.capitalize()}{rng.choice(_SYMBOLS)}{year}",
        lambda: _pick(rng, _ALNUM + "!#%&", rng.randint(11, 16)),
        lambda: f"{word[:4]}{rng.choice(_SYMBOLS)}{_pick(rng, _ALNUM, 5)}",
        lambda: word.replace("a", "@").replace("o", "0").replace("e", "3") + year[2:],
        lambda: f"{rng.choice(_WORDS)}-{word}-{rng.randint(100, 999)}",
    )
    return shapes[index % len(shapes)]()


def passphrase(rng: random.Random) -> str:
    """Four words joined the way a diceware phrase is written down."""
    return rng.choice((" ", "-", ".")).join(rng.sample(_WORDS, 4)).lower()


def pin(rng: random.Random, digits: int) -> str:
    """A PIN or door code of ``digits`` digits."""
    return "".join(rng.choice(string.digits) for _ in range(digits))


TOKEN_SHAPES: dict[str, Callable[[random.Random], str]] = {
    "github": lambda r: "ghp_" + _pick(r, _ALNUM, 36),
    "gitlab": lambda r: "glpat-" + _pick(r, _ALNUM + "_-", 20),
    "slack": lambda r: (
        f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-" + _pick(r, _ALNUM, 24)
    ),
    "stripe": lambda r: "sk_live_" + _pick(r, _ALNUM, 32),
    "aws": lambda r: "AKIA" + _pick(r, string.ascii_uppercase + "234567", 16),
    "openai": lambda r: "sk-proj-" + _pick(r, _ALNUM + "_-", 48),
    "google": lambda r: "AIza" + _pick(r, _ALNUM + "_-", 35),
    "npm": lambda r: "npm_" + _pick(r, _ALNUM, 36),
    "sendgrid": lambda r: f"SG.{_pick(r, _ALNUM, 22)}.{_pick(r, _ALNUM + '_-', 43)}",
    "hex": lambda r: _pick(r, _HEX, r.choice((32, 40, 64))),
}


def token(rng: random.Random, index: int) -> tuple[str, str]:
    """A vendor token or hex key, and its shape's name (shapes take turns)."""
    name = list(TOKEN_SHAPES)[index % len(TOKEN_SHAPES)]
    return TOKEN_SHAPES[name](rng), name


def luhn_digit(body: str) -> str:
    """The Luhn check digit that completes ``body``."""
    total = 0
    for position, char in enumerate(reversed(body)):
        digit = int(char)
        if position % 2 == 0:
            digit *= 2
            digit -= 9 if digit > 9 else 0
        total += digit
    return str((10 - total % 10) % 10)


CARD_BRANDS: dict[str, tuple[tuple[str, ...], int]] = {
    "visa": (("4",), 16),
    "mastercard": (("51", "53", "55", "2221", "2400", "2690"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3528", "3571"), 16),
}


def card(brand: str, rng: random.Random) -> str:
    """A Luhn-valid card number of ``brand``, compact."""
    prefixes, length = CARD_BRANDS[brand]
    body = rng.choice(prefixes)
    body += pin(rng, length - 1 - len(body))
    return body + luhn_digit(body)


def spaced_card(number: str, rng: random.Random) -> str:
    """The card as people type it: in blocks of four (Amex 4-6-5), with spaces or dashes, or
    in one run."""
    gap = rng.choice((" ", " ", "-", ""))
    cuts = (4, 10) if len(number) == 15 else (4, 8, 12)
    parts, start = [], 0
    for cut in (*cuts, len(number)):
        parts.append(number[start:cut])
        start = cut
    return gap.join(parts)


# Country: length of the BBAN and how it is made (digits, or letters where the country has
# them: a Dutch bank code, an Italian CIN).
IBAN_SHAPES: dict[str, Callable[[random.Random], str]] = {
    "DE": lambda r: pin(r, 18),
    "FR": lambda r: pin(r, 21) + _pick(r, string.digits, 2),
    "ES": lambda r: pin(r, 20),
    "NL": lambda r: r.choice(("RABO", "INGB", "ABNA", "SNSB", "TRIO")) + pin(r, 10),
    "AT": lambda r: pin(r, 16),
    "BE": lambda r: pin(r, 12),
    "IT": lambda r: r.choice(string.ascii_uppercase) + pin(r, 10) + _pick(r, _UPPER_DIGITS, 12),
    "PT": lambda r: pin(r, 21),
}


def iban(country: str, rng: random.Random) -> str:
    """An IBAN of ``country`` with valid mod-97 check digits, compact."""
    bban = IBAN_SHAPES[country](rng)
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def grouped(value: str) -> str:
    """``value`` in blocks of four, as IBANs are printed."""
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def us_ssn(rng: random.Random) -> str:
    """A US social security number in its usual AAA-GG-SSSS form."""
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni(rng: random.Random) -> str:
    """A Spanish DNI: eight digits and their letter."""
    number = rng.randint(10**6, 10**8 - 1)
    return f"{number:08d}{_DNI_LETTERS[number % 23]}"


def es_nie(rng: random.Random) -> str:
    """A Spanish NIE: X, Y or Z, seven digits and the letter."""
    lead = rng.choice("XYZ")
    digits = rng.randint(0, 10**7 - 1)
    return f"{lead}{digits:07d}{_DNI_LETTERS[int(str('XYZ'.index(lead)) + f'{digits:07d}') % 23]}"


def fr_nir(rng: random.Random) -> str:
    """A French social security number (NIR) with its key, written in its usual blocks."""
    body = (
        f"{rng.choice('12')}{rng.randint(40, 99):02d}{rng.randint(1, 12):02d}"
        f"{rng.randint(1, 95):02d}{rng.randint(1, 990):03d}{rng.randint(1, 999):03d}"
    )
    key = 97 - int(body) % 97
    blocks = (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], f"{key:02d}")
    return " ".join(blocks)


def de_idnr(rng: random.Random) -> str:
    """A German tax id (Steuer-IdNr): ten digits where one digit occurs twice, and the
    ISO 7064 mod 11,10 check digit."""
    digits = rng.sample("0123456789", 9)
    while digits[0] == "0":
        rng.shuffle(digits)
    twice = rng.choice(digits)
    body = list(digits)
    body.insert(rng.randint(1, 9), twice)
    product = 10
    for char in body:
        total = (int(char) + product) % 10 or 10
        product = (2 * total) % 11
    return "".join(body) + str((11 - product) % 10)


def nl_bsn(rng: random.Random) -> str:
    """A Dutch citizen service number (BSN) that passes the eleven test."""
    while True:
        body = [rng.randint(0, 9) for _ in range(8)]
        if body[0] == 0:
            continue
        last = sum((9 - i) * d for i, d in enumerate(body)) % 11
        if last < 10:
            return "".join(map(str, body)) + str(last)


NATIONAL: dict[str, Callable[[random.Random], str]] = {
    "us_ssn": us_ssn,
    "es_dni": es_dni,
    "es_nie": es_nie,
    "fr_nir": fr_nir,
    "de_idnr": de_idnr,
    "nl_bsn": nl_bsn,
}


def secret(slot: str, make: Callable[[random.Random, int], tuple[str, str]]) -> Generator:
    """A generator of one secret slot: ``make`` returns the value and its detail."""

    def generate(rng: random.Random, index: int) -> Gen:
        value, detail = make(rng, index)
        return Gen({slot: value}, detail)

    return generate


def plain(slot: str, make: Callable[[random.Random, int], str], detail: str = "") -> Generator:
    """A generator of a look-alike value that is no secret (it goes into no case's values)."""

    def generate(rng: random.Random, index: int) -> Gen:
        return Gen({slot: make(rng, index)}, detail, secrets=())

    return generate


def tracking(rng: random.Random, index: int) -> str:
    """A parcel tracking number of one carrier or another."""
    shapes = (
        lambda: "1Z" + _pick(rng, _UPPER_DIGITS, 16),
        lambda: "JJD" + pin(rng, 18),
        lambda: _pick(rng, string.ascii_uppercase, 2) + pin(rng, 9) + "DE",
        lambda: pin(rng, 12),
        lambda: "LX" + pin(rng, 9) + "FR",
    )
    return shapes[index % len(shapes)]()


def order_number(rng: random.Random, index: int) -> str:
    """A shop's order number (some start with 4 and run to 16 digits, like a card)."""
    shapes = (
        lambda: f"{pin(rng, 3)}-{pin(rng, 7)}-{pin(rng, 7)}",
        lambda: "4" + pin(rng, 15),
        lambda: "#" + pin(rng, 7),
        lambda: "ORD-" + _pick(rng, _UPPER_DIGITS, 8),
        lambda: pin(rng, 10),
    )
    return shapes[index % len(shapes)]()


_PHONES: dict[str, tuple[Callable[[random.Random], str], ...]] = {
    "en": (
        lambda r: f"({r.randint(201, 989)}) {pin(r, 3)}-{pin(r, 4)}",
        lambda r: f"07{pin(r, 3)} {pin(r, 6)}",
        lambda r: f"+1 {r.randint(201, 989)}-{pin(r, 3)}-{pin(r, 4)}",
    ),
    "de": (
        lambda r: f"+49 1{r.choice('567')}{pin(r, 1)} {pin(r, 7)}",
        lambda r: f"01{r.choice('567')}{pin(r, 1)}/{pin(r, 7)}",
        lambda r: f"030 {pin(r, 8)}",
    ),
    "fr": (
        lambda r: f"0{r.choice('67')} {pin(r, 2)} {pin(r, 2)} {pin(r, 2)} {pin(r, 2)}",
        lambda r: f"+33 {r.choice('67')} {pin(r, 2)} {pin(r, 2)} {pin(r, 2)} {pin(r, 2)}",
    ),
    "es": (
        lambda r: f"+34 6{pin(r, 2)} {pin(r, 3)} {pin(r, 3)}",
        lambda r: f"6{pin(r, 2)} {pin(r, 2)} {pin(r, 2)} {pin(r, 2)}",
        lambda r: f"91 {pin(r, 3)} {pin(r, 2)} {pin(r, 2)}",
    ),
}


def phone(language: str) -> Callable[[random.Random, int], str]:
    """A maker of phone numbers as people write them in ``language``'s country."""
    shapes = _PHONES[language]
    return lambda rng, index: shapes[index % len(shapes)](rng)


def version(rng: random.Random, index: int) -> str:
    """A software version."""
    major, minor, patch = rng.randint(0, 24), rng.randint(0, 40), rng.randint(0, 30)
    return (
        f"{major}.{minor}.{patch}",
        f"v{major}.{minor}",
        f"{major}.{minor}.{patch}-rc{patch % 4 + 1}",
    )[index % 3]


def commit_hash(rng: random.Random, index: int) -> str:
    """A short or full git commit hash."""
    return _pick(rng, _HEX, (7, 8, 12, 40)[index % 4])


def sha256(rng: random.Random, index: int) -> str:
    """A download checksum (64 hex digits)."""
    return _pick(rng, _HEX, 64)


def number(low: int, high: int) -> Callable[[random.Random, int], str]:
    """A maker of a plain number between ``low`` and ``high``."""
    return lambda rng, index: str(rng.randint(low, high))


def ticket(rng: random.Random, index: int) -> str:
    """A ticket or case id of an issue tracker or a help desk."""
    prefix = ("OPS", "INC", "SUP", "DATA", "WEB", "CS")[index % 6]
    return f"{prefix}-{rng.randint(100, 99999)}"


def uuid_like(rng: random.Random, index: int) -> str:
    """A UUID, as request ids and document ids are written."""
    raw = _pick(rng, _HEX, 32)
    return f"{raw[:8]}-{raw[8:12]}-4{raw[13:16]}-{rng.choice('89ab')}{raw[17:20]}-{raw[20:]}"

"""The veiled split's value makers: the secrets its positives leak (passwords of several
habits, passphrases, PINs, vendor tokens, connection strings, cards, IBANs, national ids,
seed words, backup codes) and the look-alikes its negatives hold (order, tracking, phone and
ticket numbers, versions, hashes, booking codes, masked cards). Every maker draws from the
case's random stream, so generation is deterministic."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.veiled import ids

_WORDS = (
    "hafer kupfer tanne regen mond wolke anker ziegel fuchs kessel birne schnee "
    "lantern biscuit marble pepper harbour falcon violet copper thistle walnut "
    "citron nuage fraise poulpe brume sable ortie grenier "
    "limon tejado nube cometa girasol canela bosque ancla"
).split()
_SYMBOLS = "!#$%&*?@+="
_ALNUM = string.ascii_letters + string.digits
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def _word(rng: random.Random) -> str:
    return rng.choice(_WORDS)


def _run(rng: random.Random, alphabet: str, size: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(size))


def password(rng: random.Random, index: int) -> Gen:
    """A password in one of five habits (word and digits, leet, random, name and year,
    three words run together), taking turns by index."""
    habit = index % 5
    if habit == 0:
        made = f"{_word(rng).capitalize()}{rng.randint(10, 9999)}{rng.choice(_SYMBOLS)}"
    elif habit == 1:
        made = (
            f"{_word(rng).translate(_LEET).capitalize()}{rng.choice(_SYMBOLS)}{rng.randint(10, 99)}"
        )
    elif habit == 2:
        made = _run(rng, _ALNUM + "!#%*", rng.randint(11, 15))
    elif habit == 3:
        made = f"{_word(rng)}.{rng.randint(1971, 2019)}{rng.choice('!?#')}"
    else:
        made = "".join(word.capitalize() for word in rng.sample(_WORDS, 3)) + rng.choice(_SYMBOLS)
    return Gen({"PW": made}, ("word_digits", "leet", "random", "word_year", "three_words")[habit])


def passphrase(rng: random.Random, index: int) -> Gen:
    """Four or five words joined by a blank, a dash or a dot."""
    joiner = (" ", "-", ".")[index % 3]
    words = rng.sample(_WORDS, 4 + index % 2)
    return Gen({"PHRASE": joiner.join(words)}, "words")


def pin(rng: random.Random, index: int) -> Gen:
    """A four- or six-digit PIN (no run of one digit)."""
    size = 6 if index % 3 == 2 else 4
    while True:
        made = _run(rng, string.digits, size)
        if len(set(made)) > 1:
            return Gen({"PIN": made}, f"pin{size}")


_TOKENS: tuple[tuple[str, str, str, int], ...] = (
    ("github", "ghp_", _ALNUM, 36),
    ("gitlab", "glpat-", _ALNUM + "-_", 20),
    ("stripe", "sk_live_", _ALNUM, 28),
    ("slack", "xoxb-", string.digits, 12),
    ("openai", "sk-proj-", _ALNUM + "-_", 48),
    ("aws", "AKIA", string.ascii_uppercase + string.digits, 16),
    ("google", "AIza", _ALNUM + "-_", 35),
    ("huggingface", "hf_", string.ascii_letters, 34),
    ("npm", "npm_", _ALNUM, 36),
    ("sendgrid", "SG.", _ALNUM, 22),
)


def token(rng: random.Random, index: int) -> Gen:
    """A vendor API token of one of ten shapes, taking turns by index."""
    vendor, prefix, alphabet, size = _TOKENS[index % len(_TOKENS)]
    made = prefix + _run(rng, alphabet, size)
    if vendor == "slack":
        made += f"-{_run(rng, string.digits, 13)}-{_run(rng, _ALNUM, 24)}"
    elif vendor == "sendgrid":
        made += "." + _run(rng, _ALNUM + "-_", 43)
    return Gen({"TOKEN": made, "vendor": vendor}, vendor, (made,))


def hexkey(rng: random.Random, index: int) -> Gen:
    """A bare hex API key or secret of 32 or 40 characters."""
    return Gen({"HEXKEY": _run(rng, "0123456789abcdef", 32 + 8 * (index % 2))}, "hex")


def db_url(rng: random.Random, index: int) -> Gen:
    """A connection string with a password in it (only the password is the secret)."""
    secret = _run(rng, _ALNUM, rng.randint(10, 16))
    scheme, port = (("postgresql", 5432), ("mysql", 3306), ("mongodb+srv", 0), ("redis", 6379))[
        index % 4
    ]
    user = ("app", "svc_orders", "admin", "default")[index % 4]
    host = f"db{rng.randint(1, 9)}.internal" + (f":{port}" if port else "")
    return Gen({"DBURL": f"{scheme}://{user}:{secret}@{host}/prod"}, scheme, (secret,))


def _card_fill(rng: random.Random, index: int) -> tuple[str, str]:
    brand = list(ids.CARD_BRANDS)[index % len(ids.CARD_BRANDS)]
    number = ids.card(brand, rng)
    style = index % 3
    if style == 0:
        return brand, ids.grouped(number, ids.CARD_BRANDS[brand][2])
    if style == 1:
        return brand, ids.grouped(number, ids.CARD_BRANDS[brand][2], "-")
    return brand, number


def card(rng: random.Random, index: int) -> Gen:
    """A Luhn-valid card number (four brands, blanks, dashes or none) with an expiry and a
    security code as helper slots."""
    brand, number = _card_fill(rng, index)
    fills = {
        "CARD": number,
        "exp": f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}",
        "cvv": _run(rng, string.digits, 4 if brand == "amex" else 3),
    }
    return Gen(fills, brand, (number,))


def _iban_maker(countries: tuple[str, ...], name: str) -> Generator:
    def make(rng: random.Random, index: int) -> Gen:
        country = countries[index % len(countries)]
        compact = ids.iban(country, rng)
        written = compact if index % 2 else ids.grouped(compact, (4,) * 8)
        return Gen({name: written}, country)

    return make


def _id_maker(name: str, detail: str, make: Callable[[random.Random], str]) -> Generator:
    def made(rng: random.Random, index: int) -> Gen:
        return Gen({name: make(rng)}, detail)

    return made


def seed_words(rng: random.Random, index: int) -> Gen:
    """Twelve wallet recovery words."""
    return Gen({"SEED": " ".join(rng.sample(_WORDS, 12))}, "seed")


def backup_codes(rng: random.Random, index: int) -> Gen:
    """Three two-factor backup codes; each is a secret."""
    codes = [f"{_run(rng, string.digits, 4)}-{_run(rng, string.digits, 4)}" for _ in range(3)]
    return Gen({"CODES": ", ".join(codes)}, "backup", tuple(codes))


def totp_seed(rng: random.Random, index: int) -> Gen:
    """A base32 authenticator seed, sometimes in groups of four."""
    raw = _run(rng, string.ascii_uppercase + "234567", 32 if index % 2 else 16)
    written = raw if index % 3 else " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
    return Gen({"TOTP": written}, "totp")


SECRET_MAKERS: dict[str, Generator] = {
    "PW": password,
    "PHRASE": passphrase,
    "PIN": pin,
    "TOKEN": token,
    "HEXKEY": hexkey,
    "DBURL": db_url,
    "CARD": card,
    "IBAN": _iban_maker(("NL", "IT", "DE", "FR", "BE"), "IBAN"),
    "IBAN_DE": _iban_maker(("DE", "AT"), "IBAN_DE"),
    "IBAN_FR": _iban_maker(("FR", "BE"), "IBAN_FR"),
    "IBAN_ES": _iban_maker(("ES", "PT"), "IBAN_ES"),
    "SSN": _id_maker("SSN", "us_ssn", ids.us_ssn),
    "STEUERID": _id_maker("STEUERID", "de_idnr", ids.de_idnr),
    "NIR": _id_maker("NIR", "fr_nir", ids.fr_nir),
    "DNI": _id_maker("DNI", "es_dni", ids.es_dni),
    "NIE": _id_maker("NIE", "es_nie", ids.es_nie),
    "SEED": seed_words,
    "CODES": backup_codes,
    "TOTP": totp_seed,
}


# The look-alikes of the negatives (never secrets, even beside one in a positive).


def order_number(rng: random.Random, index: int) -> Gen:
    """A shop's order number in one of four shapes, taking turns by index."""
    shapes = (
        f"{rng.randint(100, 999)}-{rng.randint(10**6, 10**7 - 1)}-{rng.randint(10**6, 10**7 - 1)}",
        f"{rng.randint(10**9, 10**10 - 1)}",
        f"ZX{rng.randint(100000, 999999)}-{rng.choice('ABCDEF')}",
        f"#{rng.randint(10000, 99999)}",
    )
    return Gen({"ORDER": shapes[index % 4]}, "order", ())


def tracking(rng: random.Random, index: int) -> Gen:
    """A parcel tracking number (UPS, DHL, Colissimo, Correos shapes), taking turns."""
    shapes = (
        f"1Z{_run(rng, string.ascii_uppercase + string.digits, 16)}",
        f"JJD{_run(rng, string.digits, 18)}",
        f"6A{_run(rng, string.digits, 11)}",
        f"PQ{_run(rng, string.ascii_uppercase, 2)}{_run(rng, string.digits, 12)}ES",
    )
    return Gen({"TRACK": shapes[index % 4]}, "tracking", ())


def phone(rng: random.Random, index: int) -> Gen:
    """A phone number as people write them in four countries, taking turns."""

    def digits(size: int) -> str:
        return _run(rng, string.digits, size)

    shapes = (
        f"+49 1{rng.choice('567')}{digits(1)} {digits(4)} {digits(4)}",
        f"06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}",
        f"+34 6{digits(2)} {digits(3)} {digits(3)}",
        f"({rng.randint(201, 989)}) 555-{digits(4)}",
    )
    return Gen({"PHONE": shapes[index % 4]}, "phone", ())


def version(rng: random.Random, index: int) -> Gen:
    """A software version."""
    made = f"{rng.randint(1, 24)}.{rng.randint(0, 19)}.{rng.randint(0, 40)}"
    return Gen({"VERSION": ("v" if index % 2 else "") + made}, "version", ())


def commit(rng: random.Random, index: int) -> Gen:
    """A git commit id, short or full."""
    return Gen({"COMMIT": _run(rng, "0123456789abcdef", 40 if index % 3 == 0 else 7)}, "commit", ())


def uuid_like(rng: random.Random, index: int) -> Gen:
    """A UUID-shaped identifier."""
    parts = [_run(rng, "0123456789abcdef", n) for n in (8, 4, 4, 4, 12)]
    return Gen({"UUID": "-".join(parts)}, "uuid", ())


def ticket(rng: random.Random, index: int) -> Gen:
    """An issue-tracker or support ticket id."""
    made = (
        f"{rng.choice(['OPS', 'PAY', 'WEB', 'HR'])}-{rng.randint(100, 9999)}",
        f"INC{rng.randint(1000000, 9999999)}",
        f"#{rng.randint(100000, 999999)}",
    )[index % 3]
    return Gen({"TICKET": made}, "ticket", ())


def booking(rng: random.Random, index: int) -> Gen:
    """An airline or hotel booking reference."""
    size = 6 if index % 2 == 0 else 8
    return Gen({"BOOKING": _run(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", size)}, "booking", ())


def last_four(rng: random.Random, index: int) -> Gen:
    """The last four digits of a card, as statements show them."""
    return Gen({"LAST4": _run(rng, string.digits, 4)}, "masked", ())


def flight(rng: random.Random, index: int) -> Gen:
    """A flight number."""
    airline = rng.choice(["LH", "AF", "IB", "EW", "VY", "U2", "TP"])
    return Gen({"FLIGHT": f"{airline} {rng.randint(100, 8999)}"}, "flight", ())


def amount(rng: random.Random, index: int) -> Gen:
    """A price with cents."""
    return Gen({"AMOUNT": f"{rng.randint(12, 2400)},{rng.randint(0, 99):02d}"}, "amount", ())


def postcode(rng: random.Random, index: int) -> Gen:
    """A five-digit postcode."""
    return Gen({"ZIP": f"{rng.randint(1000, 99999):05d}"}, "postcode", ())


LOOKALIKE_MAKERS: dict[str, Generator] = {
    "ORDER": order_number,
    "TRACK": tracking,
    "PHONE": phone,
    "VERSION": version,
    "COMMIT": commit,
    "UUID": uuid_like,
    "TICKET": ticket,
    "BOOKING": booking,
    "LAST4": last_four,
    "FLIGHT": flight,
    "AMOUNT": amount,
    "ZIP": postcode,
}
MAKERS: dict[str, Generator] = {**SECRET_MAKERS, **LOOKALIKE_MAKERS}

"""Value makers of the latent split's secret kind: what people actually paste (passwords of
every habit, PINs, vendor tokens, env values, database passwords, cards, IBANs, national ids,
wallet seed words, backup codes) and the look-alike numbers of its near misses (orders,
parcels, hashes, versions, phone numbers, booking codes, masked cards).

Each maker takes the case's random stream and its index in the group (so a family's shapes
take turns) and returns a :class:`~benchmarks.gate.common.Gen`; upper-case fills are the
values, and in a positive every one of them is a secret unless ``secrets`` says otherwise.
"""

from __future__ import annotations

import base64
import json
import random
import string

from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.latent import ids

_ALNUM = string.ascii_letters + string.digits
_LOWER_ALNUM = string.ascii_lowercase + string.digits
_HEX = "0123456789abcdef"

# Words people build passwords from (pets, places, teams, seasons, things on the desk).
_PW_WORDS = (
    "biscuit marmalade falcon tundra pickle walrus juniper copper lantern saffron gecko "
    "nebula waffle thistle badger meadow rocket sparrow cobalt pumpkin voodoo kayak "
    "hamster zeppelin goblin sunflower tornado oyster jasmine cactus blizzard gopher"
).split()
_SYMBOLS = "!#$%&*?@+"
_SEED_WORDS = (
    "orbit velvet acid morning clump tattoo sugar hurdle fiscal gadget lumber prism "
    "arctic wobble dentist cargo ribbon shallow vintage eagle frozen pledge salmon unveil "
    "harvest magnet quiz tribe elder canyon spike rural jungle toast bronze ethics"
).split()


def _word(rng: random.Random) -> str:
    return rng.choice(_PW_WORDS)


def password(rng: random.Random, index: int) -> str:
    """A password in one of the shapes people use, taking turns by ``index``."""
    shape = index % 6
    if shape == 0:
        return f"{_word(rng).capitalize()}{rng.choice(_SYMBOLS)}{ids.digits(rng, 4)}"
    if shape == 1:
        return f"{_word(rng)}_{_word(rng)}{ids.digits(rng, 2)}"
    if shape == 2:
        return "".join(rng.choice(_ALNUM + "#%&*") for _ in range(rng.randint(12, 16)))
    if shape == 3:
        leet = _word(rng).replace("a", "4").replace("o", "0").replace("e", "3")
        return f"{leet.capitalize()}{rng.randint(10, 99)}{rng.choice(_SYMBOLS)}"
    if shape == 4:
        return f"{_word(rng)}{rng.randint(1970, 2012)}"
    return f"{_word(rng).upper()}-{_word(rng)}-{ids.digits(rng, 3)}"


def _pw(rng: random.Random, index: int) -> Gen:
    return Gen({"PW": password(rng, index)}, detail=f"shape{index % 6}")


def _pw2(rng: random.Random, index: int) -> Gen:
    return Gen({"PW2": password(rng, index + 3)})


def _pin(rng: random.Random, index: int) -> Gen:
    size = (4, 6, 4, 5)[index % 4]
    while True:
        pin = ids.digits(rng, size)
        if len(set(pin)) > 2:  # a 1111 or 1212 reads as a placeholder, not a real PIN
            return Gen({"PIN": pin}, detail=f"{size}digits")


def _random(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _jwt(rng: random.Random) -> str:
    def part(data: dict[str, object]) -> str:
        raw = json.dumps(data, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    claims = {"sub": ids.digits(rng, 7), "iat": rng.randint(1_690_000_000, 1_730_000_000)}
    signature = _random(rng, _ALNUM + "-_", 43)
    return f"{part({'alg': 'HS256', 'typ': 'JWT'})}.{part(claims)}.{signature}"


def _token_shapes(rng: random.Random) -> dict[str, str]:
    return {
        "github": "ghp_" + _random(rng, _ALNUM, 36),
        "gitlab": "glpat-" + _random(rng, _ALNUM + "-_", 20),
        "stripe": "sk_live_" + _random(rng, _ALNUM, 24),
        "slack": f"xoxb-{ids.digits(rng, 12)}-{ids.digits(rng, 13)}-{_random(rng, _ALNUM, 24)}",
        "openai": "sk-proj-" + _random(rng, _ALNUM + "-_", 48),
        "anthropic": "sk-ant-api03-" + _random(rng, _ALNUM + "-_", 86) + "AA",
        "google": "AIza" + _random(rng, _ALNUM + "-_", 35),
        "npm": "npm_" + _random(rng, _ALNUM, 36),
        "sendgrid": f"SG.{_random(rng, _ALNUM, 22)}.{_random(rng, _ALNUM + '-_', 43)}",
        "huggingface": "hf_" + _random(rng, string.ascii_letters, 34),
        "twilio": "SK" + _random(rng, _HEX, 32),
        "jwt": _jwt(rng),
    }


_TOKEN_NAMES = tuple(_token_shapes(random.Random(0)))


def _token(rng: random.Random, index: int) -> Gen:
    vendor = _TOKEN_NAMES[index % len(_TOKEN_NAMES)]
    return Gen({"TOKEN": _token_shapes(rng)[vendor]}, detail=vendor)


def _env_value(rng: random.Random, index: int) -> Gen:
    shape = index % 3
    if shape == 0:
        value = _random(rng, _ALNUM, 40)  # an AWS-style secret access key
    elif shape == 1:
        value = _random(rng, _HEX, 32)
    else:
        value = password(rng, index)
    return Gen({"SECRETVAL": value}, detail=("random40", "hex32", "password")[shape])


def _card(rng: random.Random, index: int) -> Gen:
    brand = tuple(ids.CARD_BRANDS)[index % len(ids.CARD_BRANDS)]
    number = ids.spaced_card(ids.card(brand, rng), index // len(ids.CARD_BRANDS))
    return Gen({"CARD": number}, detail=brand)


def _cvv(rng: random.Random, index: int) -> Gen:
    return Gen({"CVV": ids.digits(rng, 3)})


def _iban(rng: random.Random, index: int) -> Gen:
    country = tuple(ids.IBAN_SHAPES)[index % len(ids.IBAN_SHAPES)]
    number = ids.iban(country, rng)
    return Gen({"IBAN": ids.grouped(number) if index % 2 == 0 else number}, detail=country)


def _iban_for(country: str) -> Generator:
    def make(rng: random.Random, index: int) -> Gen:
        number = ids.iban(country, rng)
        return Gen({"IBAN": ids.grouped(number) if index % 3 else number}, detail=country)

    return make


_NATIONAL = {
    "us_ssn": ids.us_ssn,
    "es_dni": ids.es_dni,
    "es_nie": ids.es_nie,
    "fr_nir": ids.fr_nir,
    "de_idnr": ids.de_idnr,
}


def _national(names: tuple[str, ...]) -> Generator:
    def make(rng: random.Random, index: int) -> Gen:
        name = names[index % len(names)]
        return Gen({"NID": _NATIONAL[name](rng)}, detail=name)

    return make


def _seed(rng: random.Random, index: int) -> Gen:
    return Gen({"SEED": " ".join(rng.sample(_SEED_WORDS, 12))}, detail="seed12")


def _backup(rng: random.Random, index: int) -> Gen:
    if index % 2:
        code = f"{ids.digits(rng, 4)} {ids.digits(rng, 4)}"
    else:
        code = f"{_random(rng, _LOWER_ALNUM, 4)}-{_random(rng, _LOWER_ALNUM, 4)}"
    return Gen({"CODE": code}, detail="backup")


def _otp(rng: random.Random, index: int) -> Gen:
    return Gen({"OTP": ids.digits(rng, 6)}, detail="otp")


SECRET_MAKERS: dict[str, Generator] = {
    "PW": _pw,
    "PW2": _pw2,
    "PIN": _pin,
    "TOKEN": _token,
    "SECRETVAL": _env_value,
    "CARD": _card,
    "CVV": _cvv,
    "IBAN": _iban,
    "SEED": _seed,
    "CODE": _backup,
    "OTP": _otp,
}


def national_makers(names: tuple[str, ...]) -> dict[str, Generator]:
    """The makers of a national-id group: ``NID`` is an id of each of ``names`` in turn."""
    return {**SECRET_MAKERS, "NID": _national(names)}


def iban_makers(country: str) -> dict[str, Generator]:
    """The makers of a group whose ``IBAN`` is always of ``country``."""
    return {**SECRET_MAKERS, "IBAN": _iban_for(country)}


# Near misses: numbers and codes that look like secrets and are not.


def _order(rng: random.Random, index: int) -> Gen:
    shape = index % 4
    if shape == 0:
        value = f"{ids.digits(rng, 3)}-{ids.digits(rng, 7)}-{ids.digits(rng, 7)}"
    elif shape == 1:
        value = f"{rng.choice(('WX', 'KB', 'ORD', 'BST'))}{ids.digits(rng, 8)}"
    elif shape == 2:
        value = ids.digits(rng, 10)
    else:
        value = f"{rng.randint(2021, 2025)}-{ids.digits(rng, 6)}"
    return Gen({"ORDER": value}, detail=f"order{shape}")


def _parcel(rng: random.Random, index: int) -> Gen:
    shape = index % 3
    if shape == 0:
        value = "1Z" + _random(rng, string.ascii_uppercase + string.digits, 16)
    elif shape == 1:
        value = "JJD" + ids.digits(rng, 18)
    else:
        value = (
            f"{rng.choice(('LX', 'RR', 'CP'))}{ids.digits(rng, 9)}{rng.choice(('DE', 'FR', 'ES'))}"
        )
    return Gen({"PARCEL": value}, detail=("ups", "dhl", "post")[shape])


def _hash(rng: random.Random, index: int) -> Gen:
    shape = index % 4
    size = (40, 7, 64, 12)[shape]
    value = _random(rng, _HEX, size)
    if shape == 2 and index % 8 == 6:
        value = "sha256:" + value
    return Gen({"HASH": value}, detail=("sha1", "short", "sha256", "image")[shape])


def _uuid(rng: random.Random, index: int) -> Gen:
    raw = _random(rng, _HEX, 32)
    value = f"{raw[:8]}-{raw[8:12]}-4{raw[13:16]}-a{raw[17:20]}-{raw[20:]}"
    return Gen({"UUID": value}, detail="uuid4")


def _version(rng: random.Random, index: int) -> Gen:
    major, minor, patch = rng.randint(1, 27), rng.randint(0, 40), rng.randint(0, 19)
    shape = index % 4
    value = (
        f"{major}.{minor}.{patch}",
        f"v{major}.{minor}.{patch}-rc{rng.randint(1, 5)}",
        f"{major}.{minor}",
        f"build {rng.randint(18, 24)}{rng.choice('ABCDEFG')}{rng.randint(100, 999)}",
    )[shape]
    return Gen({"VERSION": value}, detail=f"version{shape}")


_PHONES: dict[str, tuple[str, ...]] = {
    "en": ("({area}) 555-01{d2}", "07700 900{d3}", "+1 {area} 555 01{d2}", "+44 20 7946 0{d3}"),
    "de": ("+49 15{one} {d8}", "0176 {d4} {d3}", "030 {d4}{d3}", "+49 (0)89 {d3} {d4}"),
    "fr": (
        "06 {d2} {d2b} {d2c} {d2d}",
        "+33 7 {d2} {d2b} {d2c} {d2d}",
        "01 {d2} {d2b} {d2c} {d2d}",
    ),
    "es": ("6{d2} {d3} {d3b}", "+34 9{d2} {d2b} {d2c} {d2d}", "+34 6{d2} {d3} {d3b}"),
}


def phone_maker(language: str) -> Generator:
    """Phone numbers written the way people of ``language`` write them."""

    def make(rng: random.Random, index: int) -> Gen:
        shapes = _PHONES[language]
        d = ids.digits
        value = shapes[index % len(shapes)].format(
            area=rng.randint(201, 989),
            one=rng.randint(1, 9),
            d2=d(rng, 2),
            d2b=d(rng, 2),
            d2c=d(rng, 2),
            d2d=d(rng, 2),
            d3=d(rng, 3),
            d3b=d(rng, 3),
            d4=d(rng, 4),
            d8=d(rng, 8),
        )
        return Gen({"PHONE": value}, detail=f"{language}{index % len(shapes)}")

    return make


def _booking(rng: random.Random, index: int) -> Gen:
    letters = string.ascii_uppercase.replace("O", "").replace("I", "")
    value = _random(rng, letters + "23456789", 6)
    return Gen({"BOOKING": value}, detail="pnr")


def _last4(rng: random.Random, index: int) -> Gen:
    return Gen({"LAST4": ids.digits(rng, 4)}, detail="masked")


def _ticket(rng: random.Random, index: int) -> Gen:
    key = rng.choice(("OPS", "WEB", "PAY", "HR", "INFRA", "APP"))
    return Gen({"TICKET": f"{key}-{rng.randint(100, 9999)}"}, detail="ticket")


def _amount(rng: random.Random, index: int) -> Gen:
    return Gen({"AMOUNT": f"{rng.randint(12, 2400)},{rng.randint(0, 99):02d}"}, detail="amount")


NEAR_MAKERS: dict[str, Generator] = {
    "ORDER": _order,
    "PARCEL": _parcel,
    "HASH": _hash,
    "UUID": _uuid,
    "VERSION": _version,
    "BOOKING": _booking,
    "LAST4": _last4,
    "TICKET": _ticket,
    "AMOUNT": _amount,
}


def near_makers(language: str) -> dict[str, Generator]:
    """The near-miss makers for a group in ``language`` (its phone numbers local)."""
    return {**NEAR_MAKERS, "PHONE": phone_maker(language)}

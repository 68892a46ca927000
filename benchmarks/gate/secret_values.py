"""Generators for the secret kind: the values a positive must lose, and the look-alikes a
negative must keep (phone numbers, order numbers that pass Luhn, hashes, ids)."""

from __future__ import annotations

import base64
import random
import string
import uuid
from collections.abc import Callable

from benchmarks.gate import ids
from benchmarks.gate.common import Gen, Generator

ALNUM = string.ascii_letters + string.digits
_PW_WORDS = (
    "sunshine dragon monkey summer winter falcon tiger river coffee banana pepper rocket "
    "Sommer Katze Schatz Hase Blume Soleil Chaton Fromage Tortuga Gato Playa Luna Mariposa "
    "Bluebird Orange Maple Harbor Kestrel Nimbus Quartz Velvet Zephyr"
).split()
_SYMBOLS = "!#$%&*?@+-_."
PHRASE_WORDS = {
    "en": "correct horse battery staple purple monkey dishwasher lunar tractor velvet "
    "pickle orbit canyon mango thunder ladder quiet meadow cobalt pencil river".split(),
    "de": "korrekt pferd batterie heftklammer apfel baum wolke regen brot fenster "
    "tasche uhr vogel berg zucker kerze strand nebel wald".split(),
    "fr": "cheval correct agrafe pile pomme nuage pluie fromage fenêtre oiseau "
    "montagne sucre bougie plage forêt lune tigre jardin".split(),
    "es": "caballo correcto grapa pila manzana nube lluvia queso ventana pájaro "
    "montaña azúcar vela playa bosque luna tigre jardín".split(),
}


def _mixed(rng: random.Random, length: int, alphabet: str = ALNUM + "!#%&*?@") -> str:
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(length))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def password(rng: random.Random, url_safe: bool = False) -> str:
    """A password as people choose them: word and year, leet, random, word and symbol."""
    word = rng.choice(_PW_WORDS)
    symbols = "!_-." if url_safe else _SYMBOLS
    style = rng.randrange(5)
    if style == 0:
        return f"{word}{rng.randint(1970, 2029)}{rng.choice(symbols)}"
    if style == 1:
        leet = word.lower().translate(str.maketrans("aeios", "43105"))
        return f"{leet}{rng.choice(symbols)}{rng.randint(1, 99)}"
    if style == 2:
        return _mixed(rng, rng.randint(10, 16), ALNUM + symbols)
    if style == 3:
        return f"{word.lower()}{rng.randint(10, 9999)}"
    return f"{word}{rng.choice(symbols)}{rng.choice(_PW_WORDS)}{rng.randint(1, 9)}"


def passphrase(language: str) -> Generator:
    """Three to five words of ``language``, with spaces or hyphens (word-only passphrases)."""

    def make(rng: random.Random, index: int) -> Gen:
        words = rng.sample(PHRASE_WORDS[language], rng.randint(3, 5))
        separator = " " if index % 3 else "-"
        return Gen({"PHRASE": separator.join(words)}, "spaced" if index % 3 else "hyphen")

    return make


def _token(prefix: str, length: int, alphabet: str = ALNUM) -> Callable[[random.Random], str]:
    return lambda rng: prefix + "".join(rng.choice(alphabet) for _ in range(length))


_HEX = "0123456789abcdef"
_B64URL = ALNUM + "-_"
VENDORS: dict[str, Callable[[random.Random], str]] = {
    "aws_key_id": _token("AKIA", 16, string.ascii_uppercase + "234567"),
    "aws_secret": _token("", 40, ALNUM + "+/"),
    "github": _token("ghp_", 36),
    "github_pat": lambda r: "github_pat_" + _token("", 22)(r) + "_" + _token("", 59)(r),
    "gitlab": _token("glpat-", 20, ALNUM + "-_"),
    "slack": lambda r: f"xoxb-{ids.digits(r, 11)}-{ids.digits(r, 13)}-{_token('', 24)(r)}",
    "slack_webhook": lambda r: (
        "https://hooks.slack.com/services/T"
        f"{_token('', 8, string.ascii_uppercase + string.digits)(r)}/B"
        f"{_token('', 10, string.ascii_uppercase + string.digits)(r)}/{_token('', 24)(r)}"
    ),
    "stripe": lambda r: r.choice(["sk_live_", "rk_live_"]) + _token("", 24)(r),
    "openai": lambda r: "sk-proj-" + _token("", 48, ALNUM + "-_")(r),
    "anthropic": lambda r: "sk-ant-api03-" + _token("", 93, ALNUM + "-_")(r) + "AA",
    "google": _token("AIza", 35, ALNUM + "-_"),
    "twilio": lambda r: r.choice(["SK", "AC"]) + _token("", 32, _HEX)(r),
    "sendgrid": lambda r: f"SG.{_token('', 22, _B64URL)(r)}.{_token('', 43, _B64URL)(r)}",
    "npm": _token("npm_", 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + _token("", 60, _B64URL)(r),
}


def vendor_token(rng: random.Random, index: int) -> Gen:
    """A vendor token; the vendors take turns."""
    names = list(VENDORS)
    name = names[index % len(names)]
    return Gen({"TOKEN": VENDORS[name](rng)}, name)


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, index: int) -> Gen:
    """A signed JWT with a random subject and signature."""
    header = _b64url(b'{"alg":"HS256","typ":"JWT"}')
    claims = (
        f'{{"sub":"{rng.randint(1000, 99999)}","iat":{rng.randint(1_600_000_000, 1_800_000_000)}}}'
    )
    signature = _b64url(bytes(rng.randrange(256) for _ in range(32)))
    return Gen({"JWT": f"{header}.{_b64url(claims.encode())}.{signature}"}, "jwt")


def pem(rng: random.Random, index: int) -> Gen:
    """A PEM private key block; each line of its body is a value that must go."""
    label = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][index % 4]
    lines = [
        base64.b64encode(bytes(rng.randrange(256) for _ in range(48))).decode()
        for _ in range(rng.randint(3, 6))
    ]
    block = f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
    return Gen({"PEM": block}, label.split()[0].lower(), secrets=tuple(lines))


def card(rng: random.Random, index: int) -> Gen:
    """A Luhn-valid card number; the brands take turns."""
    brands = list(ids.CARD_BRANDS)
    brand = brands[index % len(brands)]
    number = ids.card_number(brand, rng)
    return Gen({"CARD": ids.print_card(number, brand, rng)}, brand)


def iban(rng: random.Random, index: int) -> Gen:
    """A valid IBAN; the countries take turns."""
    countries = list(ids.IBAN_FORMATS)
    country = countries[index % len(countries)]
    return Gen({"IBAN": ids.print_iban(ids.iban_number(country, rng), rng)}, country)


def ssn(rng: random.Random, index: int) -> Gen:
    """A US SSN, dashed or not."""
    number = ids.ssn(rng)
    if index % 2:
        return Gen({"SSN": number}, "undashed")
    return Gen({"SSN": f"{number[:3]}-{number[3:5]}-{number[5:]}"}, "dashed")


# National ids: the maker, then what the id is called in each language.
_NATIONAL: dict[str, tuple[Callable[[random.Random], str], dict[str, str]]] = {
    "ca_sin": (
        lambda r: ids.group(ids.ca_sin(r), (3,), r.choice([" ", "-", ""])),
        {"en": "SIN", "de": "kanadische SIN", "fr": "NAS", "es": "SIN canadiense"},
    ),
    "in_aadhaar": (
        lambda r: ids.group(ids.aadhaar(r), (4,), r.choice([" ", ""])),
        {
            "en": "Aadhaar number",
            "de": "Aadhaar-Nummer",
            "fr": "numéro Aadhaar",
            "es": "número Aadhaar",
        },
    ),
    "in_pan": (ids.pan, {"en": "PAN", "de": "PAN-Nummer", "fr": "numéro PAN", "es": "PAN"}),
    "it_cf": (
        ids.codice_fiscale,
        {
            "en": "codice fiscale",
            "de": "Codice Fiscale",
            "fr": "codice fiscale",
            "es": "codice fiscale",
        },
    ),
    "br_cpf": (
        lambda r: (lambda n: f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}" if r.random() < 0.7 else n)(
            ids.cpf(r)
        ),
        {"en": "CPF", "de": "CPF", "fr": "CPF", "es": "CPF"},
    ),
    "se_pnr": (
        ids.personnummer,
        {
            "en": "personnummer",
            "de": "schwedische Personennummer",
            "fr": "personnummer suédois",
            "es": "personnummer sueco",
        },
    ),
    "dk_cpr": (
        ids.cpr,
        {"en": "CPR number", "de": "CPR-Nummer", "fr": "numéro CPR", "es": "número CPR"},
    ),
    "pl_pesel": (ids.pesel, {"en": "PESEL", "de": "PESEL", "fr": "PESEL", "es": "PESEL"}),
    "de_idnr": (
        lambda r: ids.group(ids.steuer_id(r), (2, 3, 3, 3), r.choice([" ", ""])),
        {
            "en": "German tax ID",
            "de": "Steuer-ID",
            "fr": "numéro fiscal allemand",
            "es": "número fiscal alemán",
        },
    ),
    "cn_ric": (
        ids.cn_ric,
        {
            "en": "Chinese ID card number",
            "de": "chinesische Ausweisnummer",
            "fr": "numéro de carte d'identité chinoise",
            "es": "número de documento chino",
        },
    ),
    "es_dni": (ids.dni, {"en": "DNI", "de": "DNI", "fr": "DNI", "es": "DNI"}),
    "es_nie": (ids.nie, {"en": "NIE", "de": "NIE", "fr": "NIE", "es": "NIE"}),
    "fr_nir": (
        lambda r: (
            lambda n: (
                f"{n[0]} {n[1:3]} {n[3:5]} {n[5:7]} {n[7:10]} {n[10:13]} {n[13:]}"
                if r.random() < 0.6
                else n
            )
        )(ids.nir(r)),
        {
            "en": "French social security number",
            "de": "französische Sozialversicherungsnummer",
            "fr": "numéro de sécurité sociale",
            "es": "número de la seguridad social francesa",
        },
    ),
    "nl_bsn": (ids.bsn, {"en": "BSN", "de": "BSN", "fr": "BSN", "es": "BSN"}),
    "gb_nino": (
        lambda r: (
            lambda n: f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:8]} {n[8]}" if r.random() < 0.5 else n
        )(ids.nino(r)),
        {
            "en": "National Insurance number",
            "de": "britische NI-Nummer",
            "fr": "numéro NI britannique",
            "es": "número NI británico",
        },
    ),
}
NATIONAL_IDS = tuple(_NATIONAL)


def national_id(language: str) -> Generator:
    """A checksum-valid national id and its name in ``language``; the ids take turns."""

    def make(rng: random.Random, index: int) -> Gen:
        name = NATIONAL_IDS[index % len(NATIONAL_IDS)]
        maker, labels = _NATIONAL[name]
        return Gen({"ID": maker(rng), "idlabel": labels[language]}, name, secrets=None)

    return make


def simple(slot: str, maker: Callable[[random.Random], str], detail: str = "") -> Generator:
    """A generator that fills one slot from ``maker``."""
    return lambda rng, index: Gen({slot: maker(rng)}, detail)


def hex_key(rng: random.Random, index: int) -> Gen:
    """32, 40 or 64 hex digits, lower or upper case."""
    length = (32, 40, 64)[index % 3]
    value = "".join(rng.choice(_HEX) for _ in range(length))
    return Gen({"HEX": value.upper() if rng.random() < 0.2 else value}, f"hex{length}")


def entropy(rng: random.Random, index: int) -> Gen:
    """A high-entropy run with no keyword around it (base64-ish or with symbols)."""
    alphabet = [ALNUM, ALNUM + "+/", ALNUM + "!#%&*@$"][index % 3]
    return Gen(
        {"RAND": _mixed(rng, rng.randint(20, 40), alphabet)}, ["alnum", "b64", "sym"][index % 3]
    )


def env_value(rng: random.Random, index: int) -> Gen:
    """The value of a secret environment variable or config key."""
    if index % 3 == 0:
        value = password(rng)
    elif index % 3 == 1:
        value = _mixed(rng, rng.randint(24, 44), ALNUM)
    else:
        value = _mixed(rng, 40, ALNUM + "+/")
    return Gen({"VAL": value}, "")


def url_password(rng: random.Random, index: int) -> Gen:
    """A password that fits in a URL's user-info part."""
    return Gen({"UPW": password(rng, url_safe=True)}, "")


def pin(rng: random.Random, index: int) -> Gen:
    """A 4 or 6 digit PIN (some door codes end with #)."""
    return Gen({"PIN": ids.digits(rng, 6 if index % 4 == 3 else 4)}, "")


def uuid4(rng: random.Random) -> str:
    """A random UUID (version 4) from the stream."""
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))

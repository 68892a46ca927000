"""Value makers of the fresh split's secret positives: passwords in other styles, vendor
tokens tune and held never use, Basic and Bearer credentials, other IBAN countries and
national ids. Whatever they make, tune and held never drew (``avoid`` in
:func:`benchmarks.gate.common.build`)."""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

from benchmarks.gate import ids
from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.fresh import ids as fids

ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_B64URL = ALNUM + "-_"
_WORDS = (
    "Walnut Saffron Gecko Tundra Paprika Lantern Kiwi Marble Otter Cactus Bamboo Nebula "
    "Pinguin Schnee Eichhorn Kürbis Citron Papillon Hibou Nuage Girasol Ballena Cometa Trueno"
).split()
PHRASE_WORDS = {
    "en": "anchor biscuit crater dolphin ember fiddle glacier hammock igloo jigsaw kettle "
    "lobster mitten nutmeg oyster parsley quiver raisin saddle tulip".split(),
    "de": "anker keks krater delfin glut geige gletscher hängematte iglu puzzle kessel "
    "hummer handschuh muskat auster petersilie köcher rosine sattel tulpe".split(),
    "fr": "ancre biscuit cratère dauphin braise violon glacier hamac igloo puzzle "
    "bouilloire homard moufle muscade huître persil carquois raisin selle tulipe".split(),
    "es": "ancla galleta cráter delfín brasa violín glaciar hamaca iglú puzle tetera "
    "langosta manopla nuez ostra perejil carcaj pasa silla tulipán".split(),
}


def password(rng: random.Random, url_safe: bool = False) -> str:
    """A password in a style tune and held do not use: dotted words, a keyboard walk,
    initials and a date, a capitalised word pair with a symbol inside."""
    symbols = "!_-~" if url_safe else "!$%^&*#~+=?"
    one, two = rng.sample(_WORDS, 2)
    style = rng.randrange(5)
    if style == 0:
        return f"{one}.{two.lower()}.{rng.randint(10, 99)}"
    if style == 1:
        walk = rng.choice(["Qaz", "Wsx", "Edc", "Rfv", "Tgb", "Yhn"])
        return f"{walk}{rng.randint(100, 999)}{rng.choice(symbols)}{walk.lower()}"
    if style == 2:
        initials = "".join(rng.choice(string.ascii_uppercase) for _ in range(2))
        return f"{initials}{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.choice(symbols)}"
    if style == 3:
        return f"{one[:3]}{rng.choice(symbols)}{two}{rng.randint(1000, 9999)}"
    return "".join(rng.choice(ALNUM + symbols) for _ in range(rng.randint(9, 14))) + "9"


def _token(prefix: str, length: int, alphabet: str = ALNUM) -> Callable[[random.Random], str]:
    return lambda rng: prefix + "".join(rng.choice(alphabet) for _ in range(length))


VENDORS: dict[str, Callable[[random.Random], str]] = {
    "huggingface": _token("hf_", 34, string.ascii_letters),
    "digitalocean": _token("dop_v1_", 64, _HEX),
    "shopify": _token("shpat_", 32, _HEX),
    "slack_user": lambda r: (
        f"xoxp-{ids.digits(r, 12)}-{ids.digits(r, 12)}-"
        f"{ids.digits(r, 13)}-{_token('', 32, _HEX)(r)}"
    ),
    "github_oauth": _token("gho_", 36),
    "github_app": _token("ghs_", 36),
    "stripe_webhook": _token("whsec_", 32),
    "aws_session_id": _token("ASIA", 16, string.ascii_uppercase + "234567"),
    "google_oauth": lambda r: "ya29." + _token("", 120, _B64URL)(r),
    "linear": _token("lin_api_", 40),
    "grafana": lambda r: "glsa_" + _token("", 32)(r) + "_" + _token("", 8, _HEX)(r),
    "square": _token("sq0atp-", 22, _B64URL),
}


def vendor_token(rng: random.Random, index: int) -> Gen:
    """A vendor token of a vendor tune and held do not use; the vendors take turns."""
    name = list(VENDORS)[index % len(VENDORS)]
    return Gen({"TOKEN": VENDORS[name](rng)}, name)


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, index: int) -> Gen:
    """A JWT with an RS256 or ES256 header and a key id, and claims of a login session."""
    alg = ("RS256", "ES256")[index % 2]
    header = {"alg": alg, "kid": "".join(rng.choice(_HEX) for _ in range(8)), "typ": "JWT"}
    claims = {
        "iss": "https://auth.example.net/",
        "email": f"user{rng.randint(10, 9999)}@example.org",
        "exp": rng.randint(1_700_000_000, 1_900_000_000),
    }
    signature = _b64url(bytes(rng.randrange(256) for _ in range(64 if alg == "RS256" else 48)))
    parts = [_b64url(json.dumps(part, separators=(",", ":")).encode()) for part in (header, claims)]
    return Gen({"JWT": ".".join([*parts, signature])}, alg.lower())


def pem(rng: random.Random, index: int) -> Gen:
    """A private key block of a kind tune and held do not use; each body line must go."""
    label = ["ENCRYPTED PRIVATE KEY", "PGP PRIVATE KEY BLOCK", "DSA PRIVATE KEY"][index % 3]
    body = [
        base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.choice([45, 54])))).decode()
        for _ in range(rng.randint(3, 5))
    ]
    block = f"-----BEGIN {label}-----\n" + "\n".join(body) + f"\n-----END {label}-----"
    return Gen({"PEM": block}, label.split()[0].lower(), secrets=tuple(body))


# Where each language starts in a list of shapes that take turns, so that a language with
# few cases adds shapes the others did not reach.
_START = {"en": 0.0, "de": 0.75, "fr": 0.25, "es": 0.5}


def _turn(items: list[str], language: str, index: int) -> str:
    return items[(int(_START[language] * len(items)) + index) % len(items)]


def card(language: str) -> Generator:
    """A Luhn-valid card: the brands of tune and held plus RuPay and Troy, in turns."""

    def make(rng: random.Random, index: int) -> Gen:
        brand = _turn([*ids.CARD_BRANDS, *fids.CARD_BRANDS], language, index)
        number = (
            fids.card_number(brand, rng)
            if brand in fids.CARD_BRANDS
            else ids.card_number(brand, rng)
        )
        return Gen({"CARD": ids.print_card(number, brand, rng)}, brand)

    return make


def iban(language: str) -> Generator:
    """A valid IBAN of a country tune and held never draw; the countries take turns."""

    def make(rng: random.Random, index: int) -> Gen:
        country = _turn(list(fids.IBAN_FORMATS), language, index)
        return Gen({"IBAN": ids.print_iban(fids.iban_number(country, rng), rng)}, country)

    return make


def ssn(rng: random.Random, index: int) -> Gen:
    """A US SSN, dashed, compact or (a shape tune and held lack) with spaces."""
    number = ids.ssn(rng)
    shape = index % 3
    if shape == 0:
        return Gen({"SSN": f"{number[:3]} {number[3:5]} {number[5:]}"}, "spaced")
    if shape == 1:
        return Gen({"SSN": f"{number[:3]}-{number[3:5]}-{number[5:]}"}, "dashed")
    return Gen({"SSN": number}, "undashed")


# The ids: a maker and what the id is called, in each language, in words of our own.
_NATIONAL: dict[str, tuple[Callable[[random.Random], str], dict[str, str]]] = {
    "fi_hetu": (
        fids.fi_hetu,
        {"en": "Finnish personal identity code", "de": "finnische Personenkennung",
         "fr": "code d'identité finlandais", "es": "código personal finlandés"},
    ),
    "no_fnr": (
        fids.no_fnr,
        {"en": "Norwegian birth number", "de": "norwegische Geburtsnummer",
         "fr": "numéro de naissance norvégien", "es": "número de nacimiento noruego"},
    ),
    "be_nn": (
        fids.be_nn,
        {"en": "Belgian national register number", "de": "belgische Nationalregisternummer",
         "fr": "numéro de registre national", "es": "número de registro nacional belga"},
    ),
    "pt_nif": (
        fids.pt_nif,
        {"en": "Portuguese NIF", "de": "portugiesische NIF", "fr": "NIF portugais",
         "es": "NIF portugués"},
    ),
    "cl_rut": (fids.cl_rut, {"en": "RUT", "de": "chilenische RUT", "fr": "RUT chilien",
                             "es": "RUT"}),
    "ro_cnp": (
        fids.ro_cnp,
        {"en": "Romanian CNP", "de": "rumänische CNP", "fr": "CNP roumain",
         "es": "CNP rumano"},
    ),
    "ca_sin": (
        lambda r: ids.group(ids.ca_sin(r), (3,), " "),
        {"en": "Social Insurance Number", "de": "kanadische Sozialversicherungsnummer",
         "fr": "numéro d'assurance sociale", "es": "número de seguro social canadiense"},
    ),
    "in_aadhaar": (
        lambda r: ids.group(ids.aadhaar(r), (4,), "-"),
        {"en": "Aadhaar", "de": "Aadhaar", "fr": "Aadhaar", "es": "Aadhaar"},
    ),
    "it_cf": (ids.codice_fiscale, {"en": "Italian tax code", "de": "italienische Steuernummer",
                                   "fr": "code fiscal italien", "es": "código fiscal italiano"}),
    "br_cpf": (ids.cpf, {"en": "Brazilian CPF", "de": "brasilianische CPF",
                         "fr": "CPF brésilien", "es": "CPF brasileño"}),
    "se_pnr": (ids.personnummer, {"en": "Swedish personal number", "de": "Personnummer",
                                  "fr": "numéro personnel suédois", "es": "número personal sueco"}),
    "dk_cpr": (ids.cpr, {"en": "Danish CPR", "de": "dänische CPR", "fr": "CPR danois",
                         "es": "CPR danés"}),
    "pl_pesel": (ids.pesel, {"en": "Polish PESEL", "de": "polnische PESEL",
                             "fr": "PESEL polonais", "es": "PESEL polaco"}),
    "de_idnr": (ids.steuer_id, {"en": "Steuer-ID", "de": "Steueridentifikationsnummer",
                                "fr": "Steuer-ID allemand", "es": "Steuer-ID alemán"}),
    "es_dni": (ids.dni, {"en": "Spanish DNI", "de": "spanische DNI", "fr": "DNI espagnol",
                         "es": "documento nacional de identidad"}),
    "es_nie": (ids.nie, {"en": "Spanish NIE", "de": "spanische NIE", "fr": "NIE espagnol",
                         "es": "número de identidad de extranjero"}),
    "fr_nir": (ids.nir, {"en": "French NIR", "de": "französische NIR",
                         "fr": "numéro de sécu", "es": "NIR francés"}),
    "nl_bsn": (ids.bsn, {"en": "Dutch BSN", "de": "niederländische BSN",
                         "fr": "BSN néerlandais", "es": "BSN neerlandés"}),
}  # fmt: skip
NATIONAL_IDS = tuple(_NATIONAL)


def national_id(language: str) -> Generator:
    """A checksum-valid national id (six new kinds and the twelve of tune and held, with
    other names) and its name in ``language``; the ids take turns."""

    def make(rng: random.Random, index: int) -> Gen:
        name = _turn(list(NATIONAL_IDS), language, index)
        maker, labels = _NATIONAL[name]
        return Gen({"ID": maker(rng), "idlabel": labels[language]}, name)

    return make


def passphrase(language: str) -> Generator:
    """Three to five words of the fresh word list of ``language``, joined by spaces, dots
    or hyphens."""

    def make(rng: random.Random, index: int) -> Gen:
        words = rng.sample(PHRASE_WORDS[language], rng.randint(3, 5))
        separator = [" ", ".", "-"][index % 3]
        return Gen({"PHRASE": separator.join(words)}, ["spaced", "dotted", "hyphen"][index % 3])

    return make


def basic_auth(rng: random.Random, index: int) -> Gen:
    """The base64 of ``user:password`` as an ``Authorization: Basic`` header carries it."""
    user = rng.choice(["deploy", "api", "reporting", "jenkins", "grafana", "scanner"])
    raw = f"{user}{rng.randint(1, 99)}:{password(rng)}".encode()
    return Gen({"BASIC": base64.b64encode(raw).decode()}, "basic")


def opaque(rng: random.Random, index: int) -> Gen:
    """An opaque bearer or API key: base64url, hex or a vendor token, in turns."""
    shape = index % 3
    if shape == 0:
        return Gen({"KEY": _token("", rng.randint(32, 48), _B64URL)(rng)}, "b64url")
    if shape == 1:
        return Gen({"KEY": _token("", 40, _HEX)(rng)}, "hex")
    name = list(VENDORS)[index % len(VENDORS)]
    return Gen({"KEY": VENDORS[name](rng)}, name)


def simple(slot: str, maker: Callable[[random.Random], str], detail: str = "") -> Generator:
    """A generator that fills one slot from ``maker``."""
    return lambda rng, index: Gen({slot: maker(rng)}, detail)


def pin(rng: random.Random, index: int) -> Gen:
    """A PIN or door code of 4, 5, 6 or 8 digits."""
    return Gen({"PIN": ids.digits(rng, (4, 6, 5, 4, 8)[index % 5])}, "")


def env_value(rng: random.Random, index: int) -> Gen:
    """A secret setting's value: a password, base64 with padding, or a long hex run."""
    shape = index % 3
    if shape == 0:
        return Gen({"VAL": password(rng)}, "password")
    if shape == 1:
        raw = bytes(rng.randrange(256) for _ in range(rng.choice([22, 31, 40])))
        return Gen({"VAL": base64.b64encode(raw).decode()}, "b64")
    return Gen({"VAL": _token("", 48, _HEX)(rng)}, "hex48")


def hex_key(rng: random.Random, index: int) -> Gen:
    """32, 48 or 64 hex digits."""
    length = (48, 32, 64)[index % 3]
    value = _token("", length, _HEX)(rng)
    return Gen({"HEX": value.upper() if index % 5 == 4 else value}, f"hex{length}")


def entropy(rng: random.Random, index: int) -> Gen:
    """A high-entropy run with no credential word beside it (base64url or with tildes)."""
    alphabet = [_B64URL, ALNUM + "~^", ALNUM][index % 3]
    while True:
        value = _token("", rng.randint(24, 44), alphabet)(rng)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return Gen({"RAND": value}, ["b64url", "tilde", "alnum"][index % 3])


def url_password(rng: random.Random, index: int) -> Gen:
    """A password that fits in a URL's user-info part."""
    return Gen({"UPW": password(rng, url_safe=True)}, "")


GENERATORS: dict[str, Generator] = {
    "PW": simple("PW", password),
    "UPW": url_password,
    "PIN": pin,
    "VAL": env_value,
    "HEX": hex_key,
    "TOKEN": vendor_token,
    "JWT": jwt,
    "PEM": pem,
    "RAND": entropy,
    "SSN": ssn,
    "BASIC": basic_auth,
    "KEY": opaque,
}

"""Value makers of the final split's secret positives: password styles of browsers and people
that no earlier split uses, vendor tokens of other vendors, JWTs with other algorithms, OpenSSH
and PKCS#8 key bodies, key files (WireGuard, age, PuTTY, minisign), webhook and signed URLs,
session cookies, one-time-password seeds and recovery codes, and the national ids, IBANs and
cards of :mod:`benchmarks.gate.final.ids`. Whatever they make, no earlier split drew
(``avoid`` in :func:`benchmarks.gate.common.build`)."""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

from benchmarks.gate import ids
from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.final import ids as zids
from benchmarks.gate.fresh.values import simple

ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_B64URL = ALNUM + "-_"
_B32 = string.ascii_uppercase + "234567"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_WORDS = (
    "Lisboa Murmel Tortuga Zwiebel Krokus Mandarine Ardoise Citrouille Pulpo Nogal Vikingo "
    "Sturmflut Hirondelle Quetzal Brezel Pelican Tamborim Kompass Lavande Farol"
).split()
PHRASE_WORDS = {
    "en": "bramble chisel dormouse eggplant falcon gravel harbour ivy juniper kayak lantern "
    "meadow nectar orchard pebble quarry rhubarb spindle thimble willow".split(),
    "de": "brombeere meißel siebenschläfer aubergine falke kies hafen efeu wacholder kajak "
    "laterne wiese nektar obstgarten kiesel steinbruch rhabarber spindel fingerhut weide".split(),
    "fr": "ronce ciseau loir aubergine faucon gravier port lierre genévrier kayak lanterne "
    "prairie nectar verger galet carrière rhubarbe fuseau dé saule".split(),
    "es": "zarza cincel lirón berenjena halcón grava puerto hiedra enebro kayak farol pradera "
    "néctar huerto guijarro cantera ruibarbo huso dedal sauce".split(),
}


def _run(length: int, alphabet: str = ALNUM) -> Callable[[random.Random], str]:
    return lambda rng: "".join(rng.choice(alphabet) for _ in range(length))


def password(rng: random.Random, url_safe: bool = False) -> str:
    """A password in a style no earlier split uses: a browser's generated 6-6-6 groups, a
    symbol, a place and a year, digits for letters, a long random run, a word with umlauts."""
    symbols = "!_~" if url_safe else "!#%&*+?@;:"
    style = rng.randrange(5)
    if style == 0:
        groups = [_run(6, string.ascii_lowercase)(rng) for _ in range(3)]
        digit, upper = rng.sample(range(3), 2)
        groups[digit] = groups[digit][:5] + str(rng.randint(0, 9))
        groups[upper] = groups[upper][:2] + groups[upper][2].upper() + groups[upper][3:]
        return "-".join(groups)
    word = rng.choice(_WORDS)
    if style == 1:
        return f"{rng.choice(symbols)}{word}{rng.randint(1961, 2023)}"
    if style == 2:
        leet = word.translate(str.maketrans("aeiolAEIOL", "4310!4310!"))
        return f"{leet}{rng.choice(symbols)}{rng.randint(10, 99)}"
    if style == 3:
        return _run(rng.randint(15, 20), ALNUM)(rng) + rng.choice(symbols)
    other = rng.choice([w for w in _WORDS if w != word])
    return f"{word}{rng.choice(symbols)}{other.lower()}{rng.randint(2, 9)}"


VENDORS: dict[str, Callable[[random.Random], str]] = {
    "atlassian": lambda r: "ATATT3xFfGF0" + _run(180, _B64URL)(r) + "=" + _run(8, _HEX.upper())(r),
    "doppler": lambda r: "dp.pt." + _run(43)(r),
    "postman": lambda r: f"PMAK-{_run(24, _HEX)(r)}-{_run(34, _HEX)(r)}",
    "brevo": lambda r: f"xkeysib-{_run(64, _HEX)(r)}-{_run(16)(r)}",
    "mailgun": lambda r: "key-" + _run(32, _HEX)(r),
    "databricks": lambda r: "dapi" + _run(32, _HEX)(r),
    "replicate": lambda r: "r8_" + _run(37)(r),
    "supabase": lambda r: "sbp_" + _run(40, _HEX)(r),
    "newrelic": lambda r: "NRAK-" + _run(27, string.ascii_uppercase + string.digits)(r),
    "pulumi": lambda r: "pul-" + _run(40, _HEX)(r),
    "terraform": lambda r: f"{_run(14)(r)}.atlasv1.{_run(67, _B64URL)(r)}",
    "vault": lambda r: "hvs." + _run(24)(r),
    "tailscale": lambda r: f"tskey-auth-{_run(11)(r)}CNTRL-{_run(33)(r)}",
    "figma": lambda r: "figd_" + _run(40, _B64URL)(r),
    "netlify": lambda r: "nfp_" + _run(36)(r),
    "dropbox": lambda r: "sl." + _run(136, _B64URL)(r),
}


def vendor_token(rng: random.Random, index: int) -> Gen:
    """A vendor token of a vendor no earlier split uses; the vendors take turns."""
    name = list(VENDORS)[index % len(VENDORS)]
    return Gen({"TOKEN": VENDORS[name](rng)}, name)


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _bytes(rng: random.Random, count: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(count))


def jwt(rng: random.Random, index: int) -> Gen:
    """A JWT signed with HS256, EdDSA or PS512, with the claims of a service or an app user."""
    alg = ("HS256", "EdDSA", "PS512")[index % 3]
    header = {"typ": "JWT", "alg": alg}
    claims: dict[str, object] = {
        "sub": str(rng.randint(10_000, 9_999_999)),
        "role": rng.choice(["service_role", "admin", "editor", "billing"]),
        "tenant": rng.choice(["acme-eu", "north", "t-0042", "demo"]),
        "iat": rng.randint(1_700_000_000, 1_800_000_000),
    }
    size = {"HS256": 32, "EdDSA": 64, "PS512": 256}[alg]
    parts = [_b64url(json.dumps(part, separators=(",", ":")).encode()) for part in (header, claims)]
    return Gen({"JWT": ".".join([*parts, _b64url(_bytes(rng, size))])}, alg.lower())


def _wrap(text: str, width: int) -> list[str]:
    return [text[i : i + width] for i in range(0, len(text), width)]


def pem(rng: random.Random, index: int) -> Gen:
    """An OpenSSH or PKCS#8 private key whose body begins as real ones do (the key type's
    magic bytes); every body line must go."""
    if index % 2 == 0:
        raw = b"openssh-key-v1\x00" + _bytes(rng, rng.choice([220, 300]))
        label, lines = "OPENSSH PRIVATE KEY", _wrap(base64.b64encode(raw).decode(), 70)
        detail = "openssh"
    else:
        raw = b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d" + _bytes(rng, rng.choice([180, 240]))
        label, lines = "PRIVATE KEY", _wrap(base64.b64encode(raw).decode(), 64)
        detail = "pkcs8"
    block = f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
    return Gen({"PEM": block}, detail, secrets=tuple(lines))


def key_file(rng: random.Random, index: int) -> Gen:
    """A private key as a tool writes it outside PEM: WireGuard, age, PuTTY, minisign."""
    shape = index % 4
    if shape == 0:
        key = base64.b64encode(_bytes(rng, 32)).decode()
        return Gen({"KEYFILE": f"[Interface]\nPrivateKey = {key}\nAddress = 10.8.0.2/24"},
                   "wireguard", secrets=(key,))  # fmt: skip
    if shape == 1:
        key = "AGE-SECRET-KEY-1" + _run(58, _BECH32)(rng).upper()
        return Gen({"KEYFILE": f"# created: 2024-05-02T10:11:12+02:00\n{key}"}, "age",
                   secrets=(key,))  # fmt: skip
    if shape == 2:
        key = base64.b64encode(_bytes(rng, 48)).decode()
        text = (
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: laptop\n"
            f"Private-Lines: 1\n{key}\nPrivate-MAC: {_run(64, _HEX)(rng)}"
        )
        return Gen({"KEYFILE": text}, "putty", secrets=(key,))
    key = base64.b64encode(b"Ed" + _bytes(rng, 100)).decode()
    return Gen({"KEYFILE": f"untrusted comment: minisign encrypted secret key\n{key}"},
               "minisign", secrets=(key,))  # fmt: skip


def webhook(rng: random.Random, index: int) -> Gen:
    """A webhook URL whose path or query is the credential; the token part must go."""
    shape = index % 4
    if shape == 0:
        token = f"{rng.randint(10**8, 10**10 - 1)}:AA{_run(33, _B64URL)(rng)}"
        return Gen({"HOOK": f"https://api.telegram.org/bot{token}/sendMessage"}, "telegram",
                   secrets=(token,))  # fmt: skip
    if shape == 1:
        token = _run(68, _B64URL)(rng)
        url = f"https://discord.com/api/webhooks/{ids.digits(rng, 18)}/{token}"
        return Gen({"HOOK": url}, "discord", secrets=(token,))
    if shape == 2:
        token = _run(43, _B64URL)(rng)
        url = (
            f"https://prod-{rng.randint(10, 99)}.westeurope.logic.azure.com:443/workflows/"
            f"{_run(32, _HEX)(rng)}/triggers/manual/paths/invoke?api-version=2016-06-01"
            f"&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={token}"
        )
        return Gen({"HOOK": url}, "power_automate", secrets=(token,))
    token = _run(40, _HEX)(rng)
    url = f"https://deploy.{rng.choice(['acme', 'kiosk', 'atelier'])}.example/hooks/redeploy?token={token}"
    return Gen({"HOOK": url}, "query_token", secrets=(token,))


def signed_url(rng: random.Random, index: int) -> Gen:
    """A pre-signed S3 URL or an Azure SAS link: the signature grants access and must go."""
    if index % 2 == 0:
        signature = _run(64, _HEX)(rng)
        key_id = "AKIA" + _run(16, string.ascii_uppercase + "234567")(rng)
        url = (
            f"https://{rng.choice(['scans', 'invoices', 'exports'])}-{rng.randint(10, 99)}"
            f".s3.eu-central-1.amazonaws.com/{rng.choice(['2024/q2.pdf', 'dump.tar.gz'])}"
            f"?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={key_id}%2F20240611%2F"
            f"eu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20240611T101500Z&X-Amz-Expires=604800"
            f"&X-Amz-SignedHeaders=host&X-Amz-Signature={signature}"
        )
        return Gen({"SIGNED": url}, "s3", secrets=(signature,))
    raw = base64.b64encode(_bytes(rng, 32)).decode()
    signature = raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    url = (
        f"https://st{_run(10, string.ascii_lowercase)(rng)}.blob.core.windows.net/backups/"
        f"db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-31T18:00:00Z&spr=https&sig={signature}"
    )
    return Gen({"SIGNED": url}, "azure_sas", secrets=(signature,))


def cookie(rng: random.Random, index: int) -> Gen:
    """A logged-in session cookie (name and value); the value must go."""
    shape = index % 4
    if shape == 0:
        return Gen({"cookie": "sessionid", "SESSION": _run(32, string.ascii_lowercase + "0123456789")(rng)}, "django")  # fmt: skip
    if shape == 1:
        value = f"s%3A{_run(32, _B64URL)(rng)}.{_run(43, ALNUM + '+/')(rng)}"
        return Gen({"cookie": "connect.sid", "SESSION": value}, "express")
    if shape == 2:
        value = "eyJpdiI6" + _run(120, ALNUM)(rng) + "%3D%3D"
        return Gen({"cookie": "laravel_session", "SESSION": value}, "laravel")
    return Gen({"cookie": "PHPSESSID", "SESSION": _run(26, "abcdefghijklmnopqrstuv0123456789")(rng)}, "php")  # fmt: skip


def otp_seed(rng: random.Random, index: int) -> Gen:
    """A TOTP seed as an authenticator shows it (grouped by four) or inside its otpauth URI."""
    seed = _run(32 if index % 3 else 16, _B32)(rng)
    if index % 2 == 0:
        return Gen({"OTP": " ".join(_wrap(seed, 4))}, "grouped")
    return Gen({"OTP": seed}, "uri")


def recovery_codes(rng: random.Random, index: int) -> Gen:
    """Eight two-factor recovery codes; each one must go."""
    shape = index % 3
    if shape == 0:
        codes = [f"{_run(5, _HEX)(rng)}-{_run(5, _HEX)(rng)}" for _ in range(8)]
    elif shape == 1:
        codes = [f"{ids.digits(rng, 4)} {ids.digits(rng, 4)}" for _ in range(8)]
    else:
        codes = [_run(10, string.ascii_uppercase + "23456789")(rng) for _ in range(8)]
    return Gen({"CODES": "\n".join(codes)}, ["dashed", "spaced", "plain"][shape],
               secrets=tuple(codes))  # fmt: skip


def azure_key(rng: random.Random, index: int) -> Gen:
    """A storage account key (64 random bytes, base64)."""
    return Gen({"AZKEY": base64.b64encode(_bytes(rng, 64)).decode()}, "azure_storage")


def k8s_secret(rng: random.Random, index: int) -> Gen:
    """A password as a Kubernetes Secret's ``data`` holds it: base64 of the password."""
    return Gen({"B64PW": base64.b64encode(password(rng).encode()).decode()}, "k8s")


# Where each language starts in a list of shapes that take turns, so that a language with
# few cases adds shapes the others did not reach.
_START = {"en": 0.0, "de": 0.75, "fr": 0.25, "es": 0.5}


def _turn(items: list[str], language: str, index: int) -> str:
    return items[(int(_START[language] * len(items)) + index) % len(items)]


_OLD_BRANDS = ["visa", "mastercard2", "amex"]


def card(language: str) -> Generator:
    """A Luhn-valid card: five brands no earlier split uses and three common ones, in turns,
    printed in groups with spaces, dashes, double spaces or nothing."""

    def make(rng: random.Random, index: int) -> Gen:
        brand = _turn([*zids.CARD_BRANDS, *_OLD_BRANDS], language, index)
        separator = ["  ", " ", "-", ""][index % 4]
        if brand in zids.CARD_BRANDS:
            printed = zids.print_card(zids.card_number(brand, rng), brand, separator)
        else:
            number = ids.card_number(brand, rng)
            sizes = (4, 6, 5) if brand == "amex" else (4,)
            printed = ids.group(number, sizes, separator)
        return Gen({"CARD": printed}, brand)

    return make


def iban(language: str) -> Generator:
    """A valid IBAN of a country no earlier split draws; the countries take turns."""

    def make(rng: random.Random, index: int) -> Gen:
        country = _turn(list(zids.IBAN_FORMATS), language, index)
        number = zids.iban_number(country, rng)
        printed = ids.group(number, (4,), " ") if index % 3 else number
        return Gen({"IBAN": printed}, country)

    return make


def ssn(rng: random.Random, index: int) -> Gen:
    """A US SSN, dashed or compact."""
    number = ids.ssn(rng)
    if index % 2 == 0:
        return Gen({"SSN": f"{number[:3]}-{number[3:5]}-{number[5:]}"}, "dashed")
    return Gen({"SSN": number}, "undashed")


# What each id is called, in each language, in words of our own.
_LABELS: dict[str, dict[str, str]] = {
    "cz_rc": {"en": "Czech birth number", "de": "tschechische Geburtsnummer",
              "fr": "numéro de naissance tchèque", "es": "número de nacimiento checo"},
    "bg_egn": {"en": "Bulgarian EGN", "de": "bulgarische EGN", "fr": "EGN bulgare",
               "es": "EGN búlgaro"},
    "ee_ik": {"en": "Estonian personal code", "de": "estnische Personenkennziffer",
              "fr": "code personnel estonien", "es": "código personal estonio"},
    "lt_asmens": {"en": "Lithuanian personal code", "de": "litauische Personenkennziffer",
                  "fr": "code personnel lituanien", "es": "código personal lituano"},
    "hr_oib": {"en": "Croatian OIB", "de": "kroatische OIB", "fr": "OIB croate",
               "es": "OIB croata"},
    "is_kt": {"en": "Icelandic kennitala", "de": "isländische Kennitala",
              "fr": "kennitala islandais", "es": "kennitala islandés"},
    "tr_tckn": {"en": "Turkish ID number", "de": "türkische Kimlik-Nummer",
                "fr": "numéro d'identité turc", "es": "número de identidad turco"},
    "il_tz": {"en": "Israeli ID number", "de": "israelische Ausweisnummer",
              "fr": "numéro d'identité israélien", "es": "número de identidad israelí"},
    "za_id": {"en": "South African ID number", "de": "südafrikanische ID-Nummer",
              "fr": "numéro d'identité sud-africain", "es": "número de identidad sudafricano"},
    "mx_curp": {"en": "CURP", "de": "mexikanische CURP", "fr": "CURP mexicain",
                "es": "CURP"},
    "ch_ahv": {"en": "Swiss AHV number", "de": "AHV-Nummer", "fr": "numéro AVS",
               "es": "número AVS suizo"},
    "at_svnr": {"en": "Austrian social insurance number", "de": "Sozialversicherungsnummer",
                "fr": "numéro de sécurité sociale autrichien",
                "es": "número de seguridad social austriaco"},
    "gr_amka": {"en": "Greek AMKA", "de": "griechische AMKA", "fr": "AMKA grec",
                "es": "AMKA griego"},
    "kr_rrn": {"en": "Korean resident registration number",
               "de": "koreanische Einwohnernummer", "fr": "numéro de résident coréen",
               "es": "número de registro de residente coreano"},
    "si_emso": {"en": "Slovenian EMŠO", "de": "slowenische EMŠO", "fr": "EMŠO slovène",
                "es": "EMŠO esloveno"},
}  # fmt: skip
NATIONAL_IDS = tuple(zids.NATIONAL)


def national_id(language: str) -> Generator:
    """A checksum-valid national id of one of fifteen countries no earlier split draws, and
    its name in ``language``; the ids take turns."""

    def make(rng: random.Random, index: int) -> Gen:
        name = _turn(list(NATIONAL_IDS), language, index)
        return Gen({"ID": zids.NATIONAL[name][0](rng), "idlabel": _LABELS[name][language]}, name)

    return make


def passphrase(language: str) -> Generator:
    """Four to six words of the final word list of ``language``, joined by spaces, commas
    or underscores, or numbered as a wallet shows its seed words."""

    def make(rng: random.Random, index: int) -> Gen:
        words = rng.sample(PHRASE_WORDS[language], rng.randint(4, 6))
        shape = index % 3
        if shape == 0:
            return Gen({"PHRASE": " ".join(words)}, "spaced")
        if shape == 1:
            return Gen({"PHRASE": "_".join(words)}, "underscore")
        numbered = " ".join(f"{i}. {w}" for i, w in enumerate(words, 1))
        return Gen({"PHRASE": numbered}, "numbered")

    return make


def opaque(rng: random.Random, index: int) -> Gen:
    """An opaque bearer or API key: base64 with padding, lower-case base36, or a vendor token."""
    shape = index % 3
    if shape == 0:
        return Gen({"KEY": base64.b64encode(_bytes(rng, 30)).decode()}, "b64")
    if shape == 1:
        return Gen({"KEY": _run(52, string.ascii_lowercase + string.digits)(rng)}, "base36")
    name = list(VENDORS)[(index // 3) % len(VENDORS)]
    return Gen({"KEY": VENDORS[name](rng)}, name)


def pin(rng: random.Random, index: int) -> Gen:
    """A PIN, door code or PUK of 4, 6, 5 or 8 digits."""
    return Gen({"PIN": ids.digits(rng, (4, 6, 4, 5, 8)[index % 5])}, "")


def env_value(rng: random.Random, index: int) -> Gen:
    """A secret setting's value: a password, url-safe base64, or 40 hex digits."""
    shape = index % 3
    if shape == 0:
        return Gen({"VAL": password(rng)}, "password")
    if shape == 1:
        return Gen({"VAL": _b64url(_bytes(rng, rng.choice([24, 33])))}, "b64url")
    return Gen({"VAL": _run(40, _HEX)(rng)}, "hex40")


def hex_key(rng: random.Random, index: int) -> Gen:
    """40, 32 or 64 hex digits (upper case now and then)."""
    length = (64, 40, 32)[index % 3]
    value = _run(length, _HEX)(rng)
    return Gen({"HEX": value.upper() if index % 4 == 3 else value}, f"hex{length}")


def entropy(rng: random.Random, index: int) -> Gen:
    """A high-entropy run with no credential word beside it: base64 with padding, base62, or
    base64url with a dot in it."""
    while True:
        shape = index % 3
        if shape == 0:
            value = base64.b64encode(_bytes(rng, rng.choice([24, 27, 33]))).decode()
        elif shape == 1:
            value = _run(rng.randint(30, 40))(rng)
        else:
            value = f"{_run(12, _B64URL)(rng)}.{_run(27, _B64URL)(rng)}"
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return Gen({"RAND": value}, ["b64", "base62", "dotted"][shape])


GENERATORS: dict[str, Generator] = {
    "PW": simple("PW", password),
    "UPW": simple("UPW", lambda rng: password(rng, url_safe=True)),
    "PIN": pin,
    "VAL": env_value,
    "HEX": hex_key,
    "TOKEN": vendor_token,
    "JWT": jwt,
    "PEM": pem,
    "KEYFILE": key_file,
    "RAND": entropy,
    "SSN": ssn,
    "KEY": opaque,
    "HOOK": webhook,
    "SIGNED": signed_url,
    "SESSION": cookie,
    "OTP": otp_seed,
    "CODES": recovery_codes,
    "AZKEY": azure_key,
    "B64PW": k8s_secret,
}

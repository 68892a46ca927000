"""Value makers of the final split's near misses: phone numbers of other countries, parcel
tracking ids, Luhn-valid company registration numbers, masked cards and IBANs, public keys
and key fingerprints, lock-file and container digests, ULIDs and KSUIDs, product codes, DOIs,
other version and build strings, and VAT numbers of other countries (public by design)."""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable

from benchmarks.gate import ids
from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.final import ids as zids
from benchmarks.gate.fresh.lookalikes import phones
from benchmarks.gate.secret_values import uuid4

_HEX = "0123456789abcdef"
_B62 = string.ascii_letters + string.digits
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _run(rng: random.Random, length: int, alphabet: str) -> str:
    return "".join(rng.choice(alphabet) for _ in range(length))


def _pick(slot: str, shapes: list[tuple[str, str]], index: int) -> Gen:
    """The shape whose turn it is, as the fill of ``slot`` with its name as the detail."""
    detail, value = shapes[index % len(shapes)]
    return Gen({slot: value}, detail)


def _b64(rng: random.Random, count: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(count))).decode()


_PHONES: dict[str, Callable[[random.Random], str]] = {
    "pt": lambda r: (
        f"+351 9{r.choice('1236')}{ids.digits(r, 1)} {ids.digits(r, 3)} {ids.digits(r, 3)}"
    ),
    "be": lambda r: (
        f"+32 4{ids.digits(r, 2)} {ids.digits(r, 2)} {ids.digits(r, 2)} {ids.digits(r, 2)}"
    ),
    "ie": lambda r: f"08{r.choice('3567')} {ids.digits(r, 3)} {ids.digits(r, 4)}",
    "pl": lambda r: (
        f"+48 {r.choice('5678')}{ids.digits(r, 2)} {ids.digits(r, 3)} {ids.digits(r, 3)}"
    ),
    "se": lambda r: (
        f"07{r.choice('0236')}-{ids.digits(r, 3)} {ids.digits(r, 2)} {ids.digits(r, 2)}"
    ),
    "br": lambda r: f"+55 11 9{ids.digits(r, 4)}-{ids.digits(r, 4)}",
    "jp": lambda r: f"090-{ids.digits(r, 4)}-{ids.digits(r, 4)}",
    "au": lambda r: f"04{ids.digits(r, 2)} {ids.digits(r, 3)} {ids.digits(r, 3)}",
}


# A phone number of a country no earlier split draws.
phone = phones(_PHONES)


def luhn_reference(rng: random.Random, index: int) -> Gen:
    """A 12 to 18 digit booking or claim reference that happens to pass Luhn."""
    length = 12 + index % 7
    return Gen({"NUM": ids.luhn_reference(rng, length)}, f"luhn{length}")


def siret(rng: random.Random, index: int) -> Gen:
    """A French SIRET: a public company number, Luhn-valid by rule, printed 3-3-3-5."""
    siren = ids.luhn_number(str(rng.randint(3, 9)), 9, rng)  # the company's own number
    number = ids.luhn_number(siren, 14, rng)
    return Gen({"SIRET": f"{number[:3]} {number[3:6]} {number[6:9]} {number[9:]}"}, "siret")


def _s10(rng: random.Random) -> str:
    """A UPU S10 parcel id (two letters, eight digits, a mod-11 check digit, a country)."""
    body = ids.digits(rng, 8)
    total = sum(int(d) * w for d, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    digit = {10: 0, 11: 5}.get(check, check)
    return (
        f"{rng.choice(['RR', 'CP', 'LX', 'EE'])}{body}{digit}{rng.choice(['GB', 'DE', 'FR', 'ES'])}"
    )


def tracking(rng: random.Random, index: int) -> Gen:
    """A parcel tracking id of a carrier: USPS, Royal Mail/UPU, DHL Paket, PostNL, GLS."""
    shapes = [
        ("usps", f"9400 1{ids.digits(rng, 3)} {ids.digits(rng, 4)} {ids.digits(rng, 4)} "
                 f"{ids.digits(rng, 4)} {ids.digits(rng, 2)}"),
        ("s10", _s10(rng)),
        ("dhl_paket", f"JJD{ids.digits(rng, 18)}"),
        ("postnl", f"3S{_run(rng, 4, string.ascii_uppercase)}{ids.digits(rng, 9)}"),
        ("gls", ids.digits(rng, 11)),
    ]  # fmt: skip
    return _pick("TRACK", shapes, index)


def masked(rng: random.Random, index: int) -> Gen:
    """A card with all but the last four digits hidden, as statements and apps print it."""
    last = ids.digits(rng, 4)
    shapes = [
        ("card_stars", f"**** **** **** {last}"),
        ("card_dots", f"•••• {last}"),
        ("card_x", f"XXXX-XXXX-XXXX-{last}"),
    ]
    return _pick("MASK", shapes, index)


def masked_iban(rng: random.Random, index: int) -> Gen:
    """An IBAN with its middle hidden, as banking apps show a saved payee."""
    country = rng.choice(["DE", "FR", "ES", "BE", "NL"])
    return Gen(
        {"MASKIBAN": f"{country}{ids.digits(rng, 2)} **** **** **** {ids.digits(rng, 4)}"}, "iban"
    )


def public_key(rng: random.Random, index: int) -> Gen:
    """A public key or a key's fingerprint: an ed25519 line for authorized_keys, an age
    recipient, a PGP fingerprint, an SSH host key fingerprint."""
    shapes = [
        ("ssh_ed25519", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(rng, 33)[1:44]),
        ("age", "age1" + _run(rng, 58, _BECH32)),
        ("pgp", " ".join(_run(rng, 4, "0123456789ABCDEF") for _ in range(10))),
        ("ssh_fp", "SHA256:" + _b64(rng, 32).rstrip("=")),
    ]
    return _pick("PUBKEY", shapes, index)


def lockfile(rng: random.Random, index: int) -> Gen:
    """A content hash as lock files and pages pin it: npm integrity, go.sum, subresource
    integrity, pip's --hash."""
    shapes = [
        ("npm", "sha512-" + _b64(rng, 64)),
        ("gosum", "h1:" + _b64(rng, 32)),
        ("sri", "sha384-" + _b64(rng, 48)),
        ("pip", "sha256:" + _run(rng, 64, _HEX)),
    ]
    return _pick("LOCK", shapes, index)


def file_digest(rng: random.Random, index: int) -> Gen:
    """A file checksum: sha256, sha1 or md5 (upper case now and then)."""
    length = (64, 40, 32)[index % 3]
    value = _run(rng, length, _HEX)
    return Gen({"DIGEST": value.upper() if index % 4 == 3 else value}, f"hex{length}")


def image_digest(rng: random.Random, index: int) -> Gen:
    """A container image digest."""
    return Gen({"IMAGE": "sha256:" + _run(rng, 64, _HEX)}, "image")


def sortable_id(rng: random.Random, index: int) -> Gen:
    """A UUID, a ULID or a KSUID (event and object ids, not keys)."""
    shapes = [
        ("uuid", uuid4(rng)),
        ("ulid", "01H" + _run(rng, 23, _CROCKFORD)),
        ("ksuid", "2" + _run(rng, 26, _B62)),
        ("uuid_upper", uuid4(rng).upper()),
    ]
    return _pick("UUID", shapes, index)


def _ean13(rng: random.Random) -> str:
    body = rng.choice(["400", "300", "840", "500", "871"]) + ids.digits(rng, 9)
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def _issn(rng: random.Random) -> str:
    body = ids.digits(rng, 7)
    total = sum(int(d) * w for d, w in zip(body, range(8, 1, -1), strict=True))
    check = (11 - total % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if check == 10 else check}"


def _doi(rng: random.Random) -> str:
    journal = _run(rng, 3, "abcdefghijklmnop")
    return f"10.{rng.randint(1000, 9999)}/{journal}.{rng.randint(2015, 2024)}.{rng.randint(100, 99999)}"


# Product codes, one slot each so that a template names what it quotes.
PRODUCT_CODES: dict[str, Generator] = {
    "EAN": lambda rng, index: Gen({"EAN": _ean13(rng)}, "ean13"),
    "ISSN": lambda rng, index: Gen({"ISSN": _issn(rng)}, "issn"),
    "DOI": lambda rng, index: Gen({"DOI": _doi(rng)}, "doi"),
    "ISBN10": lambda rng, index: Gen({"ISBN10": _isbn10(rng)}, "isbn10"),
}


def isbn(rng: random.Random, index: int) -> Gen:
    """An ISBN-13 of the 979 or 978 range with its check digit, hyphenated in the
    registrant groups a publisher prints, or compact."""
    body = rng.choice(["979", "978"]) + ids.digits(rng, 9)
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    number = body + str((10 - total % 10) % 10)
    if index % 2:
        return Gen({"ISBN": number}, "isbn13")
    cut = rng.randint(5, 8)
    return Gen({"ISBN": f"{number[:3]}-{number[3:5]}-{number[5:cut]}-{number[cut:12]}-{number[12]}"},
               "isbn13_hyphen")  # fmt: skip


def log_hash(rng: random.Random, index: int) -> Gen:
    """A digest as build, deploy and audit logs print it, with the run number beside it."""
    length = (40, 64, 32)[index % 3]
    return Gen(
        {"LOGHASH": _run(rng, length, _HEX), "run": str(rng.randint(100, 9999))}, f"hex{length}"
    )


def _isbn10(rng: random.Random) -> str:
    body = ids.digits(rng, 9)
    check = sum(int(d) * (10 - i) for i, d in enumerate(body))
    digit = (11 - check % 11) % 11
    return f"{body[0]}-{body[1:4]}-{body[4:9]}-{'X' if digit == 10 else digit}"


def version(rng: random.Random, index: int) -> Gen:
    """A container tag, a Windows build, an Android build id, a firmware version (the
    templates say "updated to", which fits each)."""
    a, b, c = rng.randint(1, 22), rng.randint(0, 30), rng.randint(0, 20)
    shapes = [
        ("image_tag", f"{rng.choice(['node', 'python', 'postgres', 'nginx'])}:{a}.{b}.{c}"
                      f"-{rng.choice(['alpine3.19', 'slim-bookworm', 'bullseye'])}"),
        ("windows", f"10.0.{rng.randint(19041, 26100)}.{rng.randint(100, 4800)}"),
        ("android", f"{rng.choice(['UP1A', 'TQ3A', 'AP2A'])}.{rng.randint(230101, 241231)}"
                    f".{rng.randint(1, 30):03d}"),
        ("firmware", f"V{a}.{b}.{c}_B{rng.randint(1, 999):03d}"),
    ]  # fmt: skip
    return _pick("VER", shapes, index)


def git_sha(rng: random.Random, index: int) -> Gen:
    """A commit id, short or full."""
    length = (7, 40, 10)[index % 3]
    return Gen({"SHA": _run(rng, length, _HEX)}, f"sha{length}")


def network(rng: random.Random, index: int) -> Gen:
    """An IPv6 link-local address, a private range, a device's hardware address."""
    shapes = [
        ("ipv6_ll", f"fe80::{rng.randrange(65536):x}:{rng.randrange(65536):x}%eth0"),
        ("cidr", f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.0/20"),
        ("mac", ":".join(f"{rng.randrange(256):02X}" for _ in range(6))),
    ]
    return _pick("NET", shapes, index)


# Ordinary ids, one slot each so that a template names what it quotes: a marketplace order,
# an invoice, a flight booking code, a customer number, a pull request.
PLAIN_IDS: dict[str, Generator] = {
    "ORDER": lambda rng, index: Gen(
        {"ORDER": f"{rng.randint(100, 999)}-{ids.digits(rng, 7)}-{ids.digits(rng, 7)}"},
        "marketplace",
    ),
    "INVOICE": lambda rng, index: Gen(
        {"INVOICE": f"RE-{rng.randint(2019, 2025)}-{rng.randint(1, 9999):04d}"}, "invoice"
    ),
    "PNR": lambda rng, index: Gen({"PNR": _run(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")}, "pnr"),
    "CUSTNO": lambda rng, index: Gen({"CUSTNO": f"KD{ids.digits(rng, 8)}"}, "customer"),
    "PULL": lambda rng, index: Gen({"PULL": f"#{rng.randint(10, 9999)}"}, "pull"),
}


def link(rng: random.Random, index: int) -> Gen:
    """A public URL with an id in it: a video, a product, a paper, a map."""
    shapes = [
        ("video", f"https://www.youtube.com/watch?v={_run(rng, 11, _B62 + '-_')}&t={rng.randint(5, 900)}s"),
        ("product", f"https://www.amazon.de/dp/B0{_run(rng, 8, string.ascii_uppercase + string.digits)}"),
        ("paper", f"https://arxiv.org/abs/{rng.randint(2001, 2412)}.{rng.randint(10000, 29999)}"),
        ("osm", f"https://www.openstreetmap.org/#map=17/{rng.uniform(36, 55):.5f}/{rng.uniform(-8, 20):.5f}"),
    ]  # fmt: skip
    return _pick("LINK", shapes, index)


def path(rng: random.Random, index: int) -> Gen:
    """A file path on Windows or Linux."""
    shapes = [
        ("windows", f"C:\\Users\\{rng.choice(['ana', 'jo', 'admin'])}\\AppData\\Local\\Temp\\{_run(rng, 8, _HEX)}.tmp"),
        ("linux", f"/var/lib/docker/volumes/{_run(rng, 12, _HEX)}/_data/app.log"),
    ]  # fmt: skip
    return _pick("PATH", shapes, index)


def date_amount(rng: random.Random, index: int) -> Gen:
    """A date and an amount, written as people write them in texts."""
    day, month, year = rng.randint(1, 28), rng.randint(1, 12), rng.randint(2020, 2027)
    dates = [
        f"{day}.{month}.{year % 100:02d}",
        f"{year}/{month:02d}/{day:02d}",
        f"{day}-{month}-{year}",
    ]
    whole, cents = rng.randint(5, 48000), rng.randint(0, 99)
    amounts = [
        f"EUR {whole}.{cents:02d}",
        f"{whole} € {cents:02d}",
        f"CHF {whole}.–",
        f"{whole}.{cents:02d} USD",
    ]
    return Gen(
        {"DATE": dates[index % len(dates)], "AMOUNT": amounts[index % len(amounts)]}, "date"
    )  # fmt: skip


def trace(rng: random.Random, index: int) -> Gen:
    """What a crash report carries: a core dump address, a goroutine, a JVM thread, a pid."""
    shapes = [
        ("segfault", f"segfault at {_run(rng, 12, _HEX)} ip 0000{_run(rng, 12, _HEX)}"),
        ("goroutine", f"goroutine {rng.randint(1, 9000)} [running]"),
        ("jvm", f"\"pool-{rng.randint(1, 9)}-thread-{rng.randint(1, 64)}\" #{rng.randint(10, 400)}"),
        ("pid", f"pid {rng.randint(300, 65000)}"),
    ]  # fmt: skip
    detail, value = shapes[index % len(shapes)]
    return Gen({"TRACE": value, "line": str(rng.randint(20, 2400))}, detail)


def _long(slot: str, make: Callable[[random.Random], str]) -> Generator:
    return lambda rng, index: Gen({slot: make(rng)}, slot.lower())


# Long numbers about nothing secret: steps, followers, a pixel count, an odometer, a lottery
# jackpot, the digits of pi.
LONG_NUMBERS: dict[str, Generator] = {
    "STEPS": _long("STEPS", lambda r: f"{r.randint(1_000_000, 9_999_999):,}"),
    "PIXELS": _long("PIXELS", lambda r: str(r.randint(10**7, 10**9))),
    "ODO": _long("ODO", lambda r: f"{r.randint(100_000, 999_999):,}".replace(",", ".")),
    "JACKPOT": _long("JACKPOT", lambda r: f"{r.randint(10, 900) * 1_000_000:,}".replace(",", " ")),
}


def vat(rng: random.Random, index: int) -> Gen:
    """An EU VAT number of a company of a country no earlier split draws."""
    country = list(zids.VAT_MAKERS)[index % len(zids.VAT_MAKERS)]
    return Gen({"VAT": zids.VAT_MAKERS[country](rng)}, country)


def bic(rng: random.Random, index: int) -> Gen:
    """A SWIFT/BIC code of a country no earlier split draws (public: on every invoice)."""
    bank = _run(rng, 4, string.ascii_uppercase)
    country = rng.choice(["PL", "CZ", "SE", "DK", "NO", "FI", "HU", "SK", "SI"])
    location = rng.choice(string.ascii_uppercase) + rng.choice(string.ascii_uppercase + "2345")
    return Gen({"BIC": bank + country + location + rng.choice(["", "XXX"])}, "bic")


GENERATORS: dict[str, Generator] = {
    "PHONE": phone,
    "NUM": luhn_reference,
    "SIRET": siret,
    "TRACK": tracking,
    "MASK": masked,
    "MASKIBAN": masked_iban,
    "PUBKEY": public_key,
    "LOCK": lockfile,
    "DIGEST": file_digest,
    "IMAGE": image_digest,
    "UUID": sortable_id,
    **PRODUCT_CODES,
    "VER": version,
    "SHA": git_sha,
    "NET": network,
    **PLAIN_IDS,
    "LINK": link,
    "PATH": path,
    "DATE": date_amount,
    "AMOUNT": date_amount,
    "TRACE": trace,
    **LONG_NUMBERS,
    "VAT": vat,
    "BIC": bic,
    "ISBN": isbn,
    "LOGHASH": log_hash,
}

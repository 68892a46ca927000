"""Value makers of the sealed secret near misses: public numbers and codes that look like
secrets (parcel ids, IMEIs, hashes, public keys, masked cards, order numbers...). None of them
is a secret; a negative must be stored word for word."""

from __future__ import annotations

import base64
import random
import string
import uuid

from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.sealed import ids
from benchmarks.gate.sealed.values import BASE62, HEX, chars

_UPPER = string.ascii_uppercase + string.digits


def tracking(language: str) -> Generator:
    """A parcel number: UPS, DHL, or the national post's S10 id, taking turns."""
    country = {"en": "GB", "de": "DE", "fr": "FR", "es": "ES"}[language]

    def make(rng: random.Random, index: int) -> Gen:
        shape = index % 3
        if shape == 0:
            return Gen(
                {"TRACK": f"1Z{chars(rng, _UPPER, 6)}{chars(rng, string.digits, 10)}"}, "ups"
            )
        if shape == 1:
            return Gen({"TRACK": "JJD" + chars(rng, string.digits, 18)}, "dhl")
        return Gen({"TRACK": ids.s10_parcel(rng, country)}, "s10")

    return make


_PHONES = {
    "en": lambda r: f"+44 7700 900{r.randint(100, 999)}",
    "de": lambda r: f"0151 {r.randint(100, 999)} {r.randint(1000, 9999)} {r.randint(0, 9)}",
    "fr": lambda r: "06 " + " ".join(f"{r.randint(0, 99):02d}" for _ in range(4)),
    "es": lambda r: f"+34 6{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
}


def phone(language: str) -> Generator:
    """A mobile number written the way ``language``'s country writes them."""
    return lambda rng, index: Gen({"PHONE": _PHONES[language](rng)}, "mobile")


def order_number(rng: random.Random, index: int) -> Gen:
    """An order, invoice or customer number of a shape shops print."""
    shape = index % 3
    if shape == 0:
        value = (
            f"{rng.randint(100, 999)}-{chars(rng, string.digits, 7)}-{chars(rng, string.digits, 7)}"
        )
    elif shape == 1:
        value = f"INV-{rng.randint(2023, 2026)}-{chars(rng, string.digits, 5)}"
    else:
        value = f"KD{chars(rng, string.digits, 8)}"
    return Gen({"REF": value}, ("marketplace", "invoice", "customer")[shape])


def git_sha(rng: random.Random, index: int) -> Gen:
    """A commit id, short or full."""
    size = (7, 40, 10)[index % 3]
    return Gen({"SHA": chars(rng, HEX, size)}, f"sha{size}")


def request_id(rng: random.Random, index: int) -> Gen:
    """A request or correlation id (a UUID)."""
    return Gen({"UUID": str(uuid.UUID(int=rng.getrandbits(128), version=4))}, "uuid4")


def digest(rng: random.Random, index: int) -> Gen:
    """A SHA-256 checksum, bare or as an image digest."""
    value = chars(rng, HEX, 64)
    return Gen({"DIGEST": value if index % 2 else "sha256:" + value}, ("image", "file")[index % 2])


def integrity(rng: random.Random, index: int) -> Gen:
    """A lock file's subresource-integrity hash."""
    raw = bytes(rng.getrandbits(8) for _ in range(64))
    return Gen({"SRI": "sha512-" + base64.b64encode(raw).decode()}, "sri")


def version(rng: random.Random, index: int) -> Gen:
    """A release version."""
    return Gen({"VER": f"{rng.randint(1, 24)}.{rng.randint(0, 40)}.{rng.randint(0, 19)}"})


def imei(rng: random.Random, index: int) -> Gen:
    """A phone's IMEI (passes Luhn, printed on the box)."""
    return Gen({"IMEI": ids.imei(rng)}, "imei")


def isbn(rng: random.Random, index: int) -> Gen:
    """A hyphenated ISBN-13."""
    return Gen({"ISBN": ids.isbn13(rng)}, "isbn13")


def vat(language: str) -> Generator:
    """A company's VAT number of ``language``'s country (Dutch for English)."""
    maker = ids.VAT_MAKERS[{"en": "nl", "de": "de", "fr": "fr", "es": "es"}[language]]
    return lambda rng, index: Gen({"VAT": maker(rng)}, "vat")


def masked(rng: random.Random, index: int) -> Gen:
    """The last four digits of a card behind dots, stars or Xs."""
    last = chars(rng, string.digits, 4)
    shape = index % 3
    value = ("•••• •••• •••• ", "**** ", "XXXX-XXXX-XXXX-")[shape] + last
    return Gen({"MASK": value}, ("card_dots", "card_stars", "card_x")[shape])


def public_key(rng: random.Random, index: int) -> Gen:
    """A public key: OpenSSH ed25519, an age recipient, or a WireGuard peer's key."""
    shape = index % 3
    if shape == 0:
        body = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + rng.randbytes(32))
        return Gen({"PUB": "ssh-ed25519 " + body.decode()}, "ssh")
    if shape == 1:
        return Gen({"PUB": "age1" + chars(rng, "023456789acdefghjklmnpqrstuvwxyz", 58)}, "age")
    return Gen({"PUB": base64.b64encode(rng.randbytes(32)).decode()}, "wireguard")


def network(rng: random.Random, index: int) -> Gen:
    """A private IPv4 address or a MAC address."""
    if index % 2:
        return Gen({"NET": ":".join(f"{rng.randint(0, 255):02X}" for _ in range(6))}, "mac")
    return Gen({"NET": f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}"}, "ipv4")


def promo(rng: random.Random, index: int) -> Gen:
    """A public discount code (a word and a number)."""
    word = rng.choice(("SPRING", "WELCOME", "SUMMER", "STUDENT", "FRIENDS", "BLACKWEEK", "HELLO"))
    return Gen({"PROMO": f"{word}{rng.choice((10, 15, 20, 25, 30))}"}, "promo")


def meter(rng: random.Random, index: int) -> Gen:
    """A meter reading or odometer figure (a long plain number)."""
    return Gen({"NUM": f"{rng.randint(10_000, 99_999)}.{rng.randint(0, 9)}"}, "meter")


def video_id(rng: random.Random, index: int) -> Gen:
    """A public link's id: a video, a product page, an issue."""
    shape = index % 3
    if shape == 0:
        return Gen(
            {"URL": "https://www.youtube.com/watch?v=" + chars(rng, BASE62 + "-_", 11)}, "video"
        )
    if shape == 1:
        return Gen({"URL": "https://www.amazon.de/dp/B0" + chars(rng, _UPPER, 8)}, "product")
    return Gen(
        {"URL": f"https://github.com/nextcloud/server/issues/{rng.randint(30000, 52000)}"}, "issue"
    )


GENERATORS: dict[str, Generator] = {
    "REF": order_number,
    "SHA": git_sha,
    "UUID": request_id,
    "DIGEST": digest,
    "SRI": integrity,
    "VER": version,
    "IMEI": imei,
    "ISBN": isbn,
    "MASK": masked,
    "PUB": public_key,
    "NET": network,
    "PROMO": promo,
    "NUM": meter,
    "URL": video_id,
}

PER_LANGUAGE = {"TRACK": tracking, "PHONE": phone, "VAT": vat}

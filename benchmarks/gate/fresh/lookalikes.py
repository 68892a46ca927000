"""Value makers of the fresh split's near misses: phone numbers of other countries, links and
ids of other shapes, hashes inside log lines, stack-trace addresses, long numbers about
nothing secret, SWIFT/BIC codes and VAT numbers (public by design)."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from benchmarks.gate import ids
from benchmarks.gate import lookalikes as look
from benchmarks.gate.common import Gen, Generator
from benchmarks.gate.fresh import ids as fids
from benchmarks.gate.secret import NEGATIVE_GENERATORS

_HEX = "0123456789abcdef"


def _it(rng: random.Random) -> str:
    body = "3" + ids.digits(rng, 9)
    return rng.choice([f"+39 {body[:3]} {body[3:6]} {body[6:]}", f"{body[:3]} {body[3:]}"])


def _nl(rng: random.Random) -> str:
    body = ids.digits(rng, 8)
    return rng.choice([f"06-{body}", f"+31 6 {body[:4]} {body[4:]}", f"06 {body[:2]} {body[2:]}"])


def _ch(rng: random.Random) -> str:
    body = rng.choice(["76", "77", "78", "79"]) + ids.digits(rng, 7)
    return rng.choice([f"+41 {body[:2]} {body[2:5]} {body[5:7]} {body[7:]}", f"0{body}"])


def _at(rng: random.Random) -> str:
    body = rng.choice(["664", "660", "676", "699"]) + ids.digits(rng, 7)
    return rng.choice([f"+43 {body[:3]} {body[3:]}", f"0{body[:3]}/{body[3:]}"])


def _mx(rng: random.Random) -> str:
    body = rng.choice(["55", "33", "81"]) + ids.digits(rng, 8)
    return f"+52 {body[:2]} {body[2:6]} {body[6:]}"


def _de_landline(rng: random.Random) -> str:
    area = rng.choice(["030", "040", "089", "0221", "069", "0711"])
    return rng.choice(
        [f"{area} {ids.digits(rng, 7)}", f"{area}/{ids.digits(rng, 3)} {ids.digits(rng, 4)}"]
    )


_PHONES: dict[str, Callable[[random.Random], str]] = {
    "it": _it,
    "nl": _nl,
    "ch": _ch,
    "at": _at,
    "mx": _mx,
    "de_landline": _de_landline,
}


def phones(table: dict[str, Callable[[random.Random], str]]) -> Generator:
    """A phone number of one of ``table``'s countries, in turns; every other one has digits
    that pass Luhn."""

    def make(rng: random.Random, index: int) -> Gen:
        country = list(table)[index % len(table)]
        printed = table[country](rng)
        luhn = index % 2 == 1
        detail = country + ("+luhn" if luhn else "")
        return Gen({"PHONE": look.luhn_fix(printed) if luhn else printed}, detail)

    return make


# A phone number of a country tune and held lack (or a German landline).
phone = phones(_PHONES)


def link(rng: random.Random, index: int) -> Gen:
    """A URL or a file path of a shape tune and held lack."""
    org = rng.choice(["northwind", "contoso", "fabrikam", "tailspin", "litware", "adatum"])
    repo = rng.choice(["payments", "frontend", "data-pipeline", "ops", "docs-site", "ml-infra"])
    number = rng.randint(100, 999999)
    shapes = [
        ("url", f"https://gitlab.com/{org}/{repo}/-/merge_requests/{number % 4000}"),
        (
            "url",
            f"https://stackoverflow.com/questions/{number * 91}/why-does-my-cron-job-run-twice",
        ),
        ("url", f"https://en.wikipedia.org/wiki/Special:Search?search={repo}&go=Go"),
        (
            "url",
            f"s3://{org}-exports/{repo}/2024/{number % 12 + 1:02d}/part-{number % 1000:05d}.parquet",
        ),
        (
            "url",
            f"https://registry.npmjs.org/{repo}/-/{repo}-{number % 9}.{number % 30}.{number % 7}.tgz",
        ),
        ("url", f"https://maps.example.com/?q=52.{number % 9999:04d},13.{number % 7777:04d}&z=15"),
        (
            "url",
            f"https://{org}.sharepoint.example/sites/{repo}/Shared%20Documents/Forms/AllItems.aspx",
        ),
        ("path", f"/etc/nginx/sites-available/{repo}.conf"),
        ("path", f"D:\\Backups\\{org}\\{repo}_{number}.bak"),
        (
            "path",
            f"./node_modules/.cache/{repo}/{''.join(rng.choice(_HEX) for _ in range(16))}.json",
        ),
        ("path", f"~/Library/Application Support/{org}/{repo}/state.sqlite"),
    ]
    detail, value = shapes[index % len(shapes)]
    return Gen({"LINK": value}, detail)


def plain_id(rng: random.Random, index: int) -> Gen:
    """Ordinary ids of shapes tune and held lack: a GitHub issue, a Zendesk ticket, a
    container id, a case number, an employee number, a booking code."""
    letters = string.ascii_uppercase
    shapes = [
        ("gh_issue", f"#{rng.randint(100, 29999)}"),
        ("zendesk", f"ticket #{rng.randint(100000, 999999)}"),
        ("container", "".join(rng.choice(_HEX) for _ in range(12))),
        (
            "case",
            f"CAS-{rng.randint(10000, 99999)}-{''.join(rng.choice(letters) for _ in range(4))}",
        ),
        ("employee", f"E{rng.randint(10000, 99999)}"),
        ("booking", "".join(rng.choice(letters + "23456789") for _ in range(6))),
    ]
    detail, value = shapes[index % len(shapes)]
    return Gen({"PID": value}, detail)


def log_hash(rng: random.Random, index: int) -> Gen:
    """A sha1, sha256 or md5 hex digest as build and audit logs print them."""
    length = (40, 64, 32)[index % 3]
    return Gen({"LOGHASH": "".join(rng.choice(_HEX) for _ in range(length))}, f"hex{length}")


def trace(rng: random.Random, index: int) -> Gen:
    """What stack traces carry: a memory address, a thread or request id, a span id."""
    shapes = [
        ("address", "0x7f" + "".join(rng.choice(_HEX) for _ in range(10))),
        (
            "request",
            "req_" + "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(14)),
        ),
        ("span", "".join(rng.choice(_HEX) for _ in range(16))),
        ("thread", f"Thread-{rng.randint(2, 400)}"),
        ("object", f"<Session object at 0x{''.join(rng.choice(_HEX) for _ in range(12))}>"),
    ]
    detail, value = shapes[index % len(shapes)]
    return Gen({"TRACE": value, "line": str(rng.randint(12, 1800))}, detail)


def _long(slot: str, make: Callable[[random.Random], str]) -> Generator:
    return lambda rng, index: Gen({slot: make(rng)}, slot.lower())


# Long numbers about nothing secret: a population, a distance, a meter reading, a byte count,
# the result of a sum.
LONG_NUMBERS: dict[str, Generator] = {
    "POP": _long(
        "POP", lambda r: f"{r.randint(1_000_000, 90_000_000):,}".replace(",", r.choice(", "))
    ),
    "KM": _long("KM", lambda r: f"{r.randint(100_000_000, 999_999_999):,}".replace(",", " ")),
    "METER": _long("METER", lambda r: str(r.randint(10_000_000, 99_999_999))),
    "BYTES": _long("BYTES", lambda r: str(r.randint(10**12, 10**13 - 1))),
    "BIG": _long("BIG", lambda r: str(r.randint(10**14, 10**16 - 1))),
}


def bic(rng: random.Random, index: int) -> Gen:
    """A SWIFT/BIC code (public: printed on every invoice)."""
    return Gen({"BIC": fids.bic(rng)}, "bic")


def vat(rng: random.Random, index: int) -> Gen:
    """An EU VAT number of a company (public: printed on every invoice)."""
    country = list(fids.VAT_MAKERS)[index % len(fids.VAT_MAKERS)]
    return Gen({"VAT": fids.VAT_MAKERS[country](rng)}, country)


# The makers of tune and held's near misses, and ours where a slot has new shapes.
GENERATORS: dict[str, Generator] = {
    **NEGATIVE_GENERATORS,
    "PHONE": phone,
    "PID": plain_id,
    "LINK": link,
    "LOGHASH": log_hash,
    "TRACE": trace,
    **LONG_NUMBERS,
    "BIC": bic,
    "VAT": vat,
}

"""Generators of values that look a little like secrets and are not: phone numbers, order
and tracking numbers that pass Luhn, hashes, ids, versions, addresses."""

from __future__ import annotations

import random
import string

from benchmarks.gate import ids
from benchmarks.gate.common import Gen
from benchmarks.gate.secret_values import uuid4

_HEX = "0123456789abcdef"


def luhn_fix(printed: str) -> str:
    """``printed`` with its last digit changed so that its digits pass Luhn."""
    only = "".join(c for c in printed if c.isdigit())
    cut = max(i for i, c in enumerate(printed) if c.isdigit())
    return printed[:cut] + ids.luhn_digit(only[:-1]) + printed[cut + 1 :]


def _de_mobile(rng: random.Random) -> str:
    prefix = rng.choice(
        [
            "151",
            "152",
            "157",
            "159",
            "160",
            "162",
            "163",
            "170",
            "171",
            "172",
            "173",
            "174",
            "175",
            "176",
            "177",
            "178",
            "179",
        ]
    )
    rest = ids.digits(rng, rng.choice([7, 8]))
    return rng.choice(
        [
            f"0{prefix} {rest}",
            f"0{prefix}-{rest}",
            f"0{prefix}/{rest}",
            f"+49 {prefix} {rest}",
            f"+49 (0){prefix} {rest[:4]} {rest[4:]}",
            f"+49{prefix}{rest}",
            f"0{prefix}{rest}",
        ]
    )


def _us(rng: random.Random) -> str:
    area, line = rng.randint(201, 989), ids.digits(rng, 4)
    exchange = rng.randint(200, 999)
    return rng.choice(
        [
            f"({area}) {exchange}-{line}",
            f"+1 {area}-{exchange}-{line}",
            f"{area}.{exchange}.{line}",
            f"+1 ({area}) {exchange} {line}",
        ]
    )


def _fr(rng: random.Random) -> str:
    pairs = [ids.digits(rng, 2) for _ in range(4)]
    lead = rng.choice(["6", "7", "1", "4"])
    return rng.choice(
        [
            f"0{lead} {' '.join(pairs)}",
            f"+33 {lead} {' '.join(pairs)}",
            f"0{lead}.{'.'.join(pairs)}",
            f"0{lead}{''.join(pairs)}",
        ]
    )


def _es(rng: random.Random) -> str:
    body = rng.choice(["6", "7", "9"]) + ids.digits(rng, 8)
    return rng.choice(
        [
            f"{body[:3]} {body[3:6]} {body[6:]}",
            f"+34 {body[:3]} {body[3:5]} {body[5:7]} {body[7:]}",
            f"+34{body}",
            f"{body[:2]} {body[2:5]} {body[5:7]} {body[7:]}",
        ]
    )


def _uk(rng: random.Random) -> str:
    return rng.choice(
        [
            f"07{ids.digits(rng, 3)} {ids.digits(rng, 6)}",
            f"+44 7{ids.digits(rng, 3)} {ids.digits(rng, 6)}",
            f"020 {ids.digits(rng, 4)} {ids.digits(rng, 4)}",
            f"+44 20 {ids.digits(rng, 4)} {ids.digits(rng, 4)}",
        ]
    )


def _e164(rng: random.Random) -> str:
    return rng.choice(["+49151", "+49176", "+1415", "+336", "+346", "+447", "+3161", "+3934"]) + (
        ids.digits(rng, 8)
    )


_PHONES = {"de_mobile": _de_mobile, "us": _us, "fr": _fr, "es": _es, "uk": _uk, "e164": _e164}
# The German mobiles get two turns: the issue saw them taken for cards.
_PHONE_TURNS = ["de_mobile", "us", "de_mobile", "fr", "es", "uk", "e164"]


def phone(rng: random.Random, index: int) -> Gen:
    """A phone number in a national or international format; every other one has digits
    that pass Luhn (as ~1 in 10 real ones do), to test that a phone is not taken for a
    card."""
    country = _PHONE_TURNS[index % len(_PHONE_TURNS)]
    printed = _PHONES[country](rng)
    luhn = index % 2 == 0
    if luhn:
        printed = luhn_fix(printed)
    return Gen({"PHONE": printed}, country + ("+luhn" if luhn else ""))


def order16(rng: random.Random, index: int) -> Gen:
    """A 16-digit order number starting with 4 that passes Luhn (shaped like a Visa)."""
    number = ids.luhn_number("4", 16, rng)
    printed = ids.group(number, (4,), [" ", "-", ""][index % 3])
    return Gen({"NUM": printed}, "order16_4")


def luhn_reference(rng: random.Random, index: int) -> Gen:
    """A 12 to 19 digit reference that passes Luhn."""
    length = 12 + index % 8
    number = ids.luhn_reference(rng, length)
    printed = number if index % 3 else ids.group(number, (4,), " ")
    return Gen({"NUM": printed}, f"luhn{length}")


def git_sha(rng: random.Random, index: int) -> Gen:
    """A full or short git commit id."""
    length = 40 if index % 2 == 0 else rng.randint(7, 12)
    return Gen({"SHA": "".join(rng.choice(_HEX) for _ in range(length))}, f"sha{length}")


def digest(rng: random.Random, index: int) -> Gen:
    """A sha256 (or md5) digest."""
    length = 64 if index % 3 else 32
    return Gen({"DIGEST": "".join(rng.choice(_HEX) for _ in range(length))}, f"hex{length}")


def uuid_value(rng: random.Random, index: int) -> Gen:
    """A UUID, sometimes upper case."""
    value = uuid4(rng)
    return Gen({"UUID": value.upper() if index % 4 == 3 else value}, "uuid")


def version(rng: random.Random, index: int) -> Gen:
    """A version string or a build number."""
    a, b, c = rng.randint(0, 19), rng.randint(0, 40), rng.randint(0, 99)
    shapes = [
        f"v{a}.{b}.{c}",
        f"{a}.{b}.{c}-rc.{rng.randint(1, 5)}+build.{rng.randint(1, 999)}",
        f"{rng.randint(2019, 2025)}.{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}",
        f"{rng.randint(2019, 2025)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}."
        f"{rng.randint(1, 9)}",
        f"{a}.{b}",
    ]
    return Gen(
        {"VER": shapes[index % len(shapes)]},
        ["semver", "prerelease", "calver", "build", "short"][index % 5],
    )


def network(rng: random.Random, index: int) -> Gen:
    """An IPv4 or IPv6 address or a MAC address."""
    octets = [rng.randint(1, 254) for _ in range(4)]
    mac = [f"{rng.randrange(256):02x}" for _ in range(6)]
    groups = [f"{rng.randrange(65536):x}" for _ in range(4)]
    shapes = [
        ("ipv4", ".".join(map(str, octets))),
        ("ipv6", f"2001:db8:{groups[0]}:{groups[1]}::{groups[2]}"),
        ("mac", ":".join(mac)),
        ("mac", "-".join(mac).upper()),
        ("ipv4", f"10.{octets[1]}.{octets[2]}.0/24"),
    ]
    detail, value = shapes[index % len(shapes)]
    return Gen({"NET": value}, detail)


def isbn(rng: random.Random, index: int) -> Gen:
    """An ISBN-13 (hyphenated or not) with its own check digit."""
    body = "978" + ids.digits(rng, 9)
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    number = body + str((10 - total % 10) % 10)
    printed = f"{number[:3]}-{number[3]}-{number[4:7]}-{number[7:12]}-{number[12]}"
    return Gen({"ISBN": printed if index % 2 else number}, "isbn13")


def plain_id(rng: random.Random, index: int) -> Gen:
    """Ordinary ids: tickets, jobs, purchase orders, SKUs, UPS tracking numbers."""
    letters = string.ascii_uppercase
    shapes = [
        ("ticket", f"INC-{rng.randint(1000, 99999)}"),
        ("job", f"J-{rng.randint(1, 999)}"),
        ("po", f"PO-{rng.randint(2019, 2025)}-{rng.randint(1, 9999):05d}"),
        (
            "sku",
            f"{rng.randint(1000, 9999)}-{''.join(rng.choice(letters) for _ in range(3))}"
            f"-{rng.choice(['S', 'M', 'L', 'XL'])}",
        ),
        (
            "ups",
            f"1Z{''.join(rng.choice(letters + string.digits) for _ in range(6))}"
            f"{ids.digits(rng, 10)}",
        ),
        (
            "jira",
            f"{''.join(rng.choice(letters) for _ in range(rng.randint(2, 5)))}-"
            f"{rng.randint(1, 9999)}",
        ),
        ("rma", f"RMA {rng.randint(10000, 99999)}"),
    ]
    detail, value = shapes[index % len(shapes)]
    return Gen({"PID": value}, detail)


def date_amount(rng: random.Random, index: int) -> Gen:
    """A date and an amount in one of the usual notations."""
    day, month, year = rng.randint(1, 28), rng.randint(1, 12), rng.randint(2019, 2027)
    dates = [
        f"{day:02d}.{month:02d}.{year}",
        f"{year}-{month:02d}-{day:02d}",
        f"{month:02d}/{day:02d}/{year}",
        f"{day}/{month}/{year}",
    ]
    whole, cents = rng.randint(10, 99999), rng.randint(0, 99)
    german = f"{whole:,}".replace(",", ".")
    amounts = [
        f"{german},{cents:02d} €",
        f"${whole:,}.{cents:02d}",
        f"{whole:,} €".replace(",", " "),
        f"{whole},{cents:02d} EUR",
        f"£{whole:,}",
    ]
    return Gen({"DATE": dates[index % len(dates)], "AMOUNT": amounts[index % len(amounts)]}, "date")


def link(rng: random.Random, index: int) -> Gen:
    """A URL with a path and often a query string, or a file path."""
    org = rng.choice(["acme", "globex", "initech", "umbrella", "hooli", "wayne-ent"])
    repo = rng.choice(["api", "billing-service", "web", "infra", "mobile-app", "etl"])
    number = rng.randint(10, 99999)
    sha = "".join(rng.choice(_HEX) for _ in range(40))
    slug = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(11))
    shapes = [
        (
            "url",
            f"https://github.com/{org}/{repo}/blob/main/src/auth/token_refresh.py#L{number % 400}",
        ),
        ("url", f"https://shop.example.com/orders/{number}?ref=mail&page=2&sort=desc"),
        ("url", f"https://github.com/{org}/{repo}/commit/{sha}"),
        ("url", f"https://{org}.atlassian.net/browse/{repo[:3].upper()}-{number}"),
        ("url", f"https://www.youtube.com/watch?v={slug}&t={number % 600}s"),
        ("url", f"https://docs.{org}.com/v2/api-keys/rotate?lang=de#step-{number % 9}"),
        ("url", f"https://{org}.example.org/reset-password?step=2&locale=fr_FR"),
        ("path", f"/var/log/{repo}/access-{number}.log"),
        ("path", f"C:\\Users\\{org}\\Documents\\Q{number % 4 + 1}_report_final.xlsx"),
        ("path", f"src/{repo.replace('-', '_')}/stores/sqlite_{number % 9}.py"),
        ("path", f"~/projects/{repo}/.github/workflows/deploy-{number % 7}.yml"),
        ("path", f"/home/{org}/.config/{repo}/settings.toml"),
    ]
    detail, value = shapes[index % len(shapes)]
    return Gen({"LINK": value}, detail)

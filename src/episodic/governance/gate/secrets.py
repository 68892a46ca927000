"""Secrets and identity numbers in text, found without a model: what memory must never keep.

A model's ``privacy_class`` label is a hint; this module is the gate. :func:`findings` looks for

- **secrets**: credentials in the shapes providers issue them (``sk-...``, ``ghp_...``,
  ``AKIA...``, ``xoxb-...``, ``AIza...``, JSON web tokens, private key blocks, passwords in
  URLs), a value given for a password, passphrase, PIN or passcode ("my password is
  hunter2"), a token-like value given for a token, API key or secret, and long random-looking
  strings of mixed letters and digits (not hexadecimal: commit hashes and UUIDs are
  identifiers, not secrets);
- **payment card numbers**: 13 to 19 digits (spaces or dashes allowed) with a known issuer
  prefix and a valid Luhn check digit;
- **IBANs**: a country code, two check digits and the account, valid under ISO 7064 mod 97;
- **national identity numbers**: US Social Security numbers (dashed, outside the ranges never
  issued), UK National Insurance numbers, Spanish DNI and NIE (with their check letter), French
  NIR (with its key), and Dutch BSN (11-test) when the text names it; and any number given for
  a "passport number", "national ID" or "ID card number".

Ordinary identifiers a support conversation is made of (tickets ``J-9``, versions ``v2.3.1``,
order numbers, amounts, dates, phone numbers, commit hashes) are not findings; the tests hold
a list of them. Everything is linear in the text: the patterns are compiled once and anchored
on word boundaries.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

__all__ = ["KINDS", "NAMES", "Finding", "findings", "redact"]

#: What a finding can be, and how its redaction reads.
KINDS = {
    "secret": "[redacted secret]",
    "card_number": "[redacted card number]",
    "iban": "[redacted IBAN]",
    "national_id": "[redacted national id]",
}
#: Each kind as a sentence names it.
NAMES = {
    "secret": "a secret (a password, key or token)",
    "card_number": "a payment card number",
    "iban": "a bank account number (IBAN)",
    "national_id": "a national identity number",
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One sensitive value in a text.

    Attributes:
        kind: ``secret``, ``card_number``, ``iban`` or ``national_id``.
        start: Where the value starts in the text.
        end: Where it ends.
    """

    kind: str
    start: int
    end: int


_FLAGS = re.IGNORECASE
# Credentials in the shapes their issuers give them.
_ISSUED = re.compile(
    r"\b(?:sk-(?:proj-|ant-[a-z0-9]+-)?[A-Za-z0-9_\-]{20,}"
    r"|(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,}"
    r"|glpat-[A-Za-z0-9_\-]{20,}|(?:AKIA|ASIA)[0-9A-Z]{16}"
    r"|xox[abposr]-[A-Za-z0-9\-]{10,}|AIza[0-9A-Za-z_\-]{35}"
    r"|(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}|npm_[A-Za-z0-9]{36}"
    r"|eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"
    r"|-----BEGIN [A-Z ]*PRIVATE KEY-----"
)
# A password in a URL: scheme://user:password@host.
_URL_PASSWORD = re.compile(r"\b[a-z][a-z0-9+.\-]*://[^\s:/@]+:([^\s@/]+)@", _FLAGS)
# A value said to be a password (any value but a plain word that describes it).
_PASSWORD = re.compile(
    r"\b(?:pass(?:word|wd|phrase|code)|pwd|PIN(?: code| number)?)"
    r"(?:\s+(?:is|was|=|:|to|as)|\s*[=:])\s*[\"'`]?([^\s\"'`,;]{3,})",
    re.IGNORECASE,
)
# A value said to be a token or a key: only when it looks like one.
_KEYED = re.compile(
    r"\b(?:api[ _\-]?key|access[ _\-]?key|secret(?:[ _\-]?key)?|client[ _\-]?secret"
    r"|auth[ _\-]?token|access[ _\-]?token|bearer|token)"
    r"(?:\s+(?:is|was|=|:)|\s*[=:]|\s)\s*[\"'`]?([A-Za-z0-9_\-./+=]{8,})",
    re.IGNORECASE,
)
_LONG = re.compile(r"\b[A-Za-z0-9_\-+/=]{32,}")
_WORDISH = frozenset(
    "expired invalid incorrect wrong missing required weak strong reset changed rotated revoked "
    "empty blank none null set correct the a an not too also still now here there same new old "
    "different protected hidden shown ok okay fine good bad unknown forgotten lost stolen "
    "accepted rejected refused valid working broken".split()
)
_CARD = re.compile(r"(?<![\d\-])(?:\d[ \-]?){12,18}\d(?![\d\-])")
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b")
_SSN = re.compile(r"(?<![\d\-])(\d{3})[\- ](\d{2})[\- ](\d{4})(?![\d\-])")
_NINO = re.compile(
    r"\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
    r" ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"
)
_DNI = re.compile(r"\b([XYZ]?)(\d{7,8})[ \-]?([A-Z])\b")
_NIR = re.compile(
    r"(?<!\d)([12]) ?(\d{2}) ?(\d{2}) ?(\d{2}|2A|2B) ?(\d{3}) ?(\d{3}) ?(\d{2})(?!\d)"
)
_BSN = re.compile(r"\b(?:bsn|burgerservicenummer|citizen service number)\D{0,20}(\d{9})\b", _FLAGS)
_NAMED_ID = re.compile(
    r"\b(?:passport|national id(?:entity)?|identity card|id card|driver'?s licen[cs]e|"
    r"tax id|social security|sozialversicherungs|personalausweis)(?: number| no\.?| #)?"
    r"(?:\s+(?:is|was|=|:)|\s*[=:#]|\s)\s*([A-Z0-9][A-Z0-9\- ]{4,18}[A-Z0-9])\b",
    _FLAGS,
)
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_IBAN_LENGTHS = {
    "AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18,
    "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22,
    "IS": 26, "IT": 27, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18,
    "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "TR": 26,
}  # fmt: skip


def findings(text: str) -> list[Finding]:
    """Every sensitive value in ``text``, in order, overlaps merged (the first kind found
    for a place wins)."""
    found: list[Finding] = []
    for kind, spans in (
        ("secret", _secrets(text)),
        ("card_number", _cards(text)),
        ("iban", _ibans(text)),
        ("national_id", _national_ids(text)),
    ):
        found += [Finding(kind, start, end) for start, end in spans]
    found.sort(key=lambda f: (f.start, -f.end))
    merged: list[Finding] = []
    for finding in found:
        if merged and finding.start < merged[-1].end:
            last = merged[-1]
            merged[-1] = Finding(last.kind, last.start, max(last.end, finding.end))
        else:
            merged.append(finding)
    return merged


def redact(text: str) -> tuple[str, tuple[str, ...]]:
    """``text`` with each finding replaced by a label (``[redacted card number]``), and the
    kinds found (empty: nothing sensitive, the text returned as it is)."""
    found = findings(text)
    if not found:
        return text, ()
    parts, last = [], 0
    for finding in found:
        parts += [text[last : finding.start], KINDS[finding.kind]]
        last = finding.end
    parts.append(text[last:])
    return "".join(parts), tuple(dict.fromkeys(f.kind for f in found))


def _secrets(text: str) -> list[tuple[int, int]]:
    spans = [m.span() for m in _ISSUED.finditer(text)]
    spans += [m.span(1) for m in _URL_PASSWORD.finditer(text)]
    for match in _PASSWORD.finditer(text):
        value = match.group(1).rstrip(".!?)")
        if value.lower() not in _WORDISH:
            spans.append((match.start(1), match.start(1) + len(value)))
    for match in _KEYED.finditer(text):
        value = match.group(1).rstrip(".")
        if _token_like(value):
            spans.append((match.start(1), match.start(1) + len(value)))
    for match in _LONG.finditer(text):
        if _random_looking(match.group()):
            spans.append(match.span())
    return spans


def _token_like(value: str) -> bool:
    """A value that reads as a credential: letters and digits mixed, not a plain word."""
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    return len(value) >= 8 and has_alpha and (has_digit or mixed) and not _is_hex(value)


def _random_looking(value: str) -> bool:
    """A long string of upper and lower letters and digits with the spread of a random one."""
    if _is_hex(value.replace("-", "")) or not _token_like(value):
        return False
    if not (any(c.isupper() for c in value) and any(c.islower() for c in value)):
        return False
    counts = Counter(value)
    entropy = -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())
    return entropy >= 4.0


def _is_hex(value: str) -> bool:
    return all(c in "0123456789abcdefABCDEF" for c in value)


def _luhn(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        number = int(char)
        if position % 2:
            number = number * 2 - 9 if number > 4 else number * 2
        total += number
    return total % 10 == 0


def _card_issuer(digits: str) -> bool:
    """Whether the number starts as a payment card of its length does."""
    n = len(digits)
    if digits[0] == "4":
        return n in (13, 16, 19)
    two, four = int(digits[:2]), int(digits[:4])
    if 51 <= two <= 55 or 2221 <= four <= 2720:
        return n == 16
    if two in (34, 37):
        return n == 15
    if digits.startswith(("6011", "65")) or 644 <= int(digits[:3]) <= 649 or two == 62:
        return 16 <= n <= 19
    if two in (35, 36, 38, 30):
        return 14 <= n <= 19
    return False


def _cards(text: str) -> list[tuple[int, int]]:
    spans = []
    for match in _CARD.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if 13 <= len(digits) <= 19 and _card_issuer(digits) and _luhn(digits):
            spans.append(match.span())
    return spans


def _ibans(text: str) -> list[tuple[int, int]]:
    spans = []
    for match in _IBAN.finditer(text):
        compact = match.group().replace(" ", "")
        expected = _IBAN_LENGTHS.get(compact[:2])
        if expected is not None and len(compact) > expected:
            compact = compact[:expected]  # the account ran into the next word
        if expected != len(compact):
            continue
        moved = compact[4:] + compact[:4]
        number = "".join(str(int(c, 36)) for c in moved)
        if int(number) % 97 == 1:
            end = match.start() + _grown(match.group(), len(compact))
            spans.append((match.start(), end))
    return spans


def _grown(raw: str, characters: int) -> int:
    """How far into ``raw`` its first ``characters`` non-space characters reach."""
    seen = 0
    for index, char in enumerate(raw):
        seen += char != " "
        if seen == characters:
            return index + 1
    return len(raw)


def _national_ids(text: str) -> list[tuple[int, int]]:
    spans = []
    for match in _SSN.finditer(text):
        area, group, serial = (int(part) for part in match.groups())
        if 0 < area < 900 and area != 666 and group and serial:
            spans.append(match.span())
    spans += [m.span() for m in _NINO.finditer(text)]
    for match in _DNI.finditer(text):
        prefix, number, letter = match.groups()
        if (prefix and len(number) != 7) or (not prefix and len(number) != 8):
            continue
        value = int(str("XYZ".index(prefix)) + number) if prefix else int(number)
        if _DNI_LETTERS[value % 23] == letter:
            spans.append(match.span())
    for match in _NIR.finditer(text):
        sex, year, month, department, town, order, key = match.groups()
        department = department.replace("2A", "19").replace("2B", "18")
        body = int(sex + year + month + department + town + order)
        if 1 <= int(month) <= 12 and 97 - body % 97 == int(key):
            spans.append(match.span())
    for match in _BSN.finditer(text):
        digits = match.group(1)
        weights = [9, 8, 7, 6, 5, 4, 3, 2, -1]
        if sum(int(d) * w for d, w in zip(digits, weights, strict=True)) % 11 == 0:
            spans.append(match.span(1))
    for match in _NAMED_ID.finditer(text):
        if any(c.isdigit() for c in match.group(1)):
            spans.append(match.span(1))
    return spans

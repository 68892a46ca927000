"""Credentials where they travel rather than where they are named: inside links (a signed
download link, a webhook), in request headers and cookies, as lists of one-time recovery codes,
and as the setup key of an authenticator app. Part of :mod:`.secrets`.

A link is an address, and most of it stays: only the query values whose names say they are
credentials (``sig``, ``X-Amz-Signature``, ``access_token``...) and the path parts that are
random-looking tokens (a Discord or Telegram webhook's key) are secrets.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator
from urllib.parse import unquote

Span = tuple[int, int]

_LINK = re.compile(r"\b[a-z][a-z0-9+.\-]*://[^\s<>\"'`\u00bb\u201d]+", re.IGNORECASE)
# Query parameters that carry a credential, by name (case does not matter).
_CREDENTIAL_PARAMS = frozenset(
    """
    sig signature x-amz-signature x-amz-credential x-amz-security-token x-goog-signature
    x-goog-credential token access_token id_token refresh_token auth auth_token api_key apikey
    api-key key secret client_secret password pass pwd passwd code_verifier session sessionid
    sid jwt private_token ticket
    """.split()
)
_PARAM = re.compile(r"[?&#;]([\w.\-]+)=([^&#\s]+)")
# A path part that is a key: a bot's token, a webhook's secret.
_PATH_PART = re.compile(r"/(?:bot)?([A-Za-z0-9_\-:%]{20,})")
# Request headers that carry a credential, and cookies.
_HEADER = re.compile(
    r"(?im)(?:^|[\"'\s])(?P<name>x-[\w\-]*(?:key|token|secret|auth|signature|password)[\w\-]*"
    r"|api-?key|authorization|proxy-authorization|private-token|x-auth|cookie|set-cookie)"
    r"\s*:\s*(?:(?:bearer|basic|token|digest)\s+)?(?P<value>[^\s\"';]+(?:;[^\"'\n]*)?)"
)
_COOKIE_PAIR = re.compile(r"(?:^|;\s*)([\w.\-]+)=([^;\s\"']+)")
# One-time recovery codes: a line that names them, then codes one after another.
_CODES_NAMED = re.compile(
    r"\b(?:recovery|backup|one-time|emergency|scratch) codes?\b|\bcodes? de (?:secours"
    r"|récupération|sauvegarde|recuperación|respaldo|emergencia)\b|\bcódigos? de (?:recuperación"
    r"|respaldo|emergencia|seguridad)\b|\b(?:wiederherstellungs|backup|notfall|sicherungs)-?codes?\b",
    re.IGNORECASE,
)
_CODE = re.compile(
    r"(?<![\w\-])(?:[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}|\d{4} \d{4}|(?=[A-Za-z]*\d)(?=\d*[A-Za-z])"
    r"[A-Za-z0-9]{8,12}|\d{6,10})(?![\w\-])"
)
# An authenticator app's setup key: base32, sixteen characters or more, perhaps grouped by four.
_SETUP_NAMED = re.compile(
    r"\b(?:2fa|mfa|two-factor|2-step|two-step|authenticator|totp|otp|setup key|secret key"
    r"|double authentification|authentification à deux|deux facteurs|dos pasos|doble factor"
    r"|zwei-faktor|2-faktor|einrichtungsschlüssel|clé de configuration|clave de configuración)\b",
    re.IGNORECASE,
)
_BASE32 = re.compile(r"(?<![\w])(?:[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,7}|[A-Z2-7]{16,64})(?![\w])")
# The same key as some apps show it, in small letters: groups of four, digits in two or more.
_BASE32_SMALL = re.compile(r"(?<![\w])[a-z2-7]{4}(?: [a-z2-7]{4}){3,7}(?![\w])")


def in_links(text: str) -> Iterator[Span]:
    """Credential query values and token-like path parts of every link in ``text``."""
    for link in _LINK.finditer(text):
        address = link.group().rstrip(".,;:!?)")
        base = link.start()
        for param in _PARAM.finditer(address):
            if param.group(1).lower() in _CREDENTIAL_PARAMS and len(param.group(2)) >= 6:
                yield base + param.start(2), base + param.end(2)
        path = address.split("?", 1)[0]
        for part in _PATH_PART.finditer(path):
            if _keylike(unquote(part.group(1))):
                yield base + part.start(1), base + part.end(1)


def in_headers(text: str) -> Iterator[Span]:
    """The values of credential headers, and of every cookie a ``Cookie:`` header sends."""
    for header in _HEADER.finditer(text):
        value, start = header.group("value"), header.start("value")
        if header.group("name").lower() not in ("cookie", "set-cookie"):
            token = value.split(";", 1)[0]
            if len(token) >= 8:
                yield start, start + len(token)
            continue
        for pair in _COOKIE_PAIR.finditer(value):
            if len(pair.group(2)) >= 8:
                yield start + pair.start(2), start + pair.end(2)


def recovery_codes(text: str) -> Iterator[Span]:
    """Each code of a list that a line names as recovery or backup codes (to the end of the
    list: the next blank line or the end of the text), and each single code named as a
    one-time or backup code (:func:`one_time_codes`)."""
    yield from one_time_codes(text)
    for named in _CODES_NAMED.finditer(text):
        rest_start = named.end()
        stop = text.find("\n\n", rest_start)
        block = text[rest_start : stop if stop >= 0 else len(text)]
        codes = list(_CODE.finditer(block))
        if len(codes) >= 2:
            yield from ((rest_start + c.start(), rest_start + c.end()) for c in codes)


def setup_keys(text: str) -> Iterator[Span]:
    """Base32 setup keys in a sentence about two-factor sign-in (in capitals, or in small
    letters in groups of four)."""
    for sentence in re.finditer(r"[^\n.!?]+", text):
        if not _SETUP_NAMED.search(sentence.group()):
            continue
        for key in _BASE32.finditer(sentence.group()):
            value = key.group().replace(" ", "")
            if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                yield sentence.start() + key.start(), sentence.start() + key.end()
        for key in _BASE32_SMALL.finditer(sentence.group()):
            groups = key.group().split()
            if sum(any(c.isdigit() for c in g) for g in groups) >= 2:
                yield sentence.start() + key.start(), sentence.start() + key.end()


def _keylike(value: str) -> bool:
    """A path part that reads as a key: long, mixing letters and digits, varied, and not a
    hexadecimal id (workflow and object ids in links are addresses) nor a readable slug."""
    core = value.split(":", 1)[-1]
    if len(core) < 20 or all(c in "0123456789abcdefABCDEF-" for c in core):
        return False
    letters = sum(c.isalpha() for c in core)
    digits = sum(c.isdigit() for c in core)
    if not letters or not digits or re.fullmatch(r"[a-z]+(?:[-_][a-z0-9]+)+", core):
        return False
    counts = Counter(core)
    entropy = -sum(n / len(core) * math.log2(n / len(core)) for n in counts.values())
    return entropy >= 3.8


# A card's security code after its name: "CVV 076", "Prüfziffer 485", "cryptogramme 133".
_CARD_CODE = re.compile(
    r"\b(?:cvv2?|cvc2?|cid|security code|card verification (?:code|value)|prüfziffer"
    r"|(?:karten)?prüfnummer|sicherheitscode|cryptogramme|código de verificación"
    r"|kartenprüfnummer|sicherheitscode|cryptogramme(?: visuel)?|code de sécurité"
    r"|código de seguridad|código cvv)\b[\s:=]*(?:is |ist |est |es )?(\d{3,4})(?!\d)",
    re.IGNORECASE,
)
# A wallet's recovery words after their name: twelve to twenty-four plain words in a row.
_SEED_PHRASE = re.compile(
    r"\b(?:seed|recovery|mnemonic|backup|wiederherstellungs|semilla|récupération|secours)"
    r"[\w ]{0,40}?(?:phrase|words|wörter|phrase|mots|palabras|seed)?[^\n:]{0,40}:\s*"
    r"((?:[a-z]{3,8}[ \t]+){11,23}[a-z]{3,8})\b"
    r"|\b(?:wiederherstellungsphrase|palabras semilla|mots de la seed|seed phrase|phrase secrète)"
    r"[^\n:]{0,40}:\s*((?:[a-z]{3,8}[ \t]+){11,23}[a-z]{3,8})\b",
    re.IGNORECASE,
)


def card_codes(text: str) -> Iterator[Span]:
    """A card's security code named as one ("CVV 076", "Prüfziffer 485")."""
    yield from (m.span(1) for m in _CARD_CODE.finditer(text))


def seed_phrases(text: str) -> Iterator[Span]:
    """A wallet's recovery words after their name, after a colon or a verb ("my seed words
    are ...", "meine Wiederherstellungsphrase lautet ...")."""
    for match in _SEED_PHRASE.finditer(text):
        group = 1 if match.group(1) else 2
        yield match.span(group)
    for named in _SEED_JOINED.finditer(text):
        run = _WORD_RUN.match(text, named.end())
        if run is None:
            continue
        words = list(re.finditer(r"\S+", run.group()))
        # A wallet's phrase has 12, 15, 18, 21 or 24 words; what follows is the sentence.
        count = max(n for n in _SEED_SIZES if n <= len(words))
        yield run.start(), run.start() + words[count - 1].end()


# The name of a wallet's recovery words, then a verb or a colon that gives them.
_SEED_JOINED = re.compile(
    r"\b(?:(?:seed|recovery|backup|mnemonic|wallet|secret)[ \-]?(?:phrase|words?|sentence)"
    r"|mnemonic|(?:wiederherstellungs|seed|sicherungs)-?(?:phrase|wörter|sätze|satz)"
    r"|phrase (?:de récupération|secrète|mnémonique|de la seed)|mots (?:de récupération|secrets"
    r"|de la seed)|frase (?:semilla|de recuperación|secreta)|palabras (?:semilla|de recuperación"
    r"|secretas))\b[^\n.!?:]{0,40}?(?:\s(?:are|is|were|was|sind|lauten|lautet|ist|sont|est"
    r"|c'est|son|es|eran|era)\b|:)\s*",
    re.IGNORECASE,
)
_WORD_RUN = re.compile(r"(?:[a-zà-ÿ]{3,8}[ \t]+){11,30}[a-zà-ÿ]{3,8}\b")
_SEED_SIZES = (12, 15, 18, 21, 24)

# A code sent for one sign-in, or kept as a backup, named as one (before or after it).
_ONE_TIME = (
    r"(?:(?:login|log-?in|sign-?in|verification|one-time|2fa|two-factor|otp|sms|authentication"
    r"|backup|recovery)[ \-]codes?|(?:anmelde|login-?|bestätigungs|verifizierungs|einmal"
    r"|backup-?|wiederherstellungs|sicherungs|sms-?)codes?|codes? (?:de (?:connexion"
    r"|vérification|secours|récupération|sauvegarde)|à usage unique)|códigos? (?:de (?:acceso"
    r"|verificación|inicio de sesión|respaldo|recuperación)|de un solo uso))"
)
_CODE_VALUE = (
    r"(\d{4,10}|[A-Za-z0-9]{3,6}-[A-Za-z0-9]{3,6}|(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{6,10})"
)
_CODE_NAMED_AFTER = re.compile(
    rf"(?<![\w\-]){_CODE_VALUE}\s+(?:is|was|as|als|ist|war|comme|est|como|es|era)\s+"
    r"(?:(?:the|my|your|our|a|an|der|die|das|mein|meine|ein|le|la|mon|ma|un|el|mi|su)\s+)?"
    rf"{_ONE_TIME}(?![\w\-])",
    re.IGNORECASE,
)
_CODE_NAMED_BEFORE = re.compile(
    rf"(?<![\w\-]){_ONE_TIME}(?![\w\-])[^\n.!?\d]{{0,40}}?(?:\s(?:is|are|was|were|ist|sind"
    r"|lautet|lauten|war|est|sont|c'est|es|son|era)\s+|:\s*|\s)"
    rf"{_CODE_VALUE}(?![\w\-]|[.,]\d)",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?:19|20)\d\d")


def one_time_codes(text: str) -> Iterator[Span]:
    """A single sign-in or backup code named as one, before or after it ("one of my backup
    codes is 4tq8-k2mz", "the bank sent 550132 as the login code"); a year is never one."""
    for pattern in (_CODE_NAMED_AFTER, _CODE_NAMED_BEFORE):
        for match in pattern.finditer(text):
            if not _YEAR.fullmatch(match.group(1)):
                yield match.span(1)

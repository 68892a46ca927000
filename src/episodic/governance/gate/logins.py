"""Credentials given for a named site or network, and passphrases of plain words: the shapes
that :mod:`.secrets` misses when a host name, a sign-in verb or a sentence that goes on stands
between a credential's name and its value.

- **a value for a site**: the credential's name, the site it opens (a host name such as
  ``portal.example.org``, or a name), then a colon or an arrow and the value: "password for
  shop.example.com -> ...", "mdp my.example.fr : ...", "clave de portal.example.es: ...";
- **a sign-in with a user and a password**: "log in with anna.k and ...", "einloggen mit
  anna.k und ...", "se connecter avec anna.k et ...", "entrar con anna.k y ...";
- **a passphrase of plain words**: four or more lowercase words, none of them a function word,
  after a passphrase's name (or a network's, when a colon or quotes give the words) and a join.
  The run stops at the first function word, so the sentence may go on after it ("... in case
  I forget").

Part of :mod:`.secrets`, which decides what is a secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from episodic.governance.gate.text import FUNCTION_WORDS

Span = tuple[int, int]

# A host name: labels joined by dots, the last one a common top-level domain
# ("billing.example.co.uk"); words joined by dots ("marble.regen.fuchs") are a passphrase.
_TLD = (
    r"com|net|org|io|co|uk|de|fr|es|it|nl|be|ch|at|eu|info|app|dev|ai|me|tv|us|ca|au|se|dk|no"
    r"|fi|pl|pt|cz|gr|ie|jp|cn|in|br|mx|ar|ru|biz|edu|gov|cloud|shop|online|site|tech|xyz|local"
)
HOST = rf"(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+(?:{_TLD})(?![\w.\-])"
_HOST = re.compile(rf"^{HOST}$", re.IGNORECASE)
# Words that name a password (not a PIN, whose digits other rules find).
_PASSWORD = r"pass(?:word|wd)?|pwd|pw|passwort|kennwort|mot de passe|mdp|contraseña|clave|contra"
# A password named, the site it is for (a host, or one or two names), then a colon or an arrow.
_FOR_SITE = re.compile(
    rf"(?<![\w\-])(?:{_PASSWORD})(?:\s+(?:for|of|to|on|at|für|fürs|bei|von|vom|zu|de|du|pour"
    rf"|sur|para|del|en))?\s+(?:{HOST}|[A-Z][\w\-]{{1,30}}(?:\s[A-Z][\w\-]{{1,30}})?)"
    r"\s*(?::|->|→|=>|=)\s*(\S+)",
    re.IGNORECASE,
)
# Signing in, then "with <user> and <password>", in the four languages.
_SIGN_IN_WITH = re.compile(
    r"\b(?:log(?:ged|ging)?[ \-]?in(?:to)?|sign(?:ed|ing)?[ \-]?in|einlogg\w*|eingeloggt|anmeld\w*"
    r"|(?:se |me |te )?connect(?:er|e|ez)|iniciar sesión|inicia sesión|entrar|entra)\b"
    r"[^\n.!?]{0,50}?\b(?:with|using|mit|avec|con)\s+[\w.@+\-]{2,64}\s+(?:and|und|et|y|\+|/)"
    r"\s+(\S{6,64})",
    re.IGNORECASE,
)
# The name of a passphrase, in the four languages.
_PHRASE_WORD = (
    r"pass ?phrase|passphrase|passwortsatz|passsatz|phrase de passe|phrase d'accès|phrase secrète"
    r"|frase de (?:acceso|paso|contraseña)|frase secreta|frase clave"
    # a phrase named for what it opens or guards: "vault phrase", "frase maestra"
    r"|(?:vault|master|safe|wallet|unlock|tresor|geheim)[\s\-]?(?:phrase|satz)"
    r"|phrase (?:maîtresse|maître|du coffre)|frase (?:maestra|de la bóveda|de la caja fuerte)"
)
# A network: its words count as a passphrase only when a colon or a quote gives them.
_NETWORK = r"wi-?fi|wlan|red wifi|réseau wifi|wifi-netz"
_JOINED_PHRASE = re.compile(
    rf"(?<![\w\-])(?:(?P<phrase>{_PHRASE_WORD})|(?P<net>{_NETWORK}))\b"
    r"(?P<between>[^\n.!?:=\"\u201c\u201e\u00ab]{0,50}?)"
    r"(?P<join>\s*[:=]\s*|\s+(?:is|are|was|ist|lautet|est|c'est|es|era)\s+)"
    r"(?P<quote>[\"\u201c\u201e\u00ab]\s?)?",
    re.IGNORECASE,
)
_PLAIN_WORD = re.compile(r"[a-zà-ÿñß]{2,12}")
_MIN_WORDS = 4
_MAX_WORDS = 8


def host_name(value: str) -> bool:
    """Whether ``value`` reads as a host name ("admin.example-labs.net"): a site, not a
    password made of words and dots."""
    return _HOST.match(value.rstrip(".,;:!?")) is not None


def made_up(value: str) -> bool:
    """Whether ``value`` is no word: letters with digits or signs, six characters or more."""
    value = value.rstrip(".,;")
    letters = any(c.isalpha() for c in value)
    other = any(not c.isalpha() for c in value)
    return (
        len(value) >= 6
        and letters
        and other
        and not host_name(value)
        and not (value.startswith(("http", "www.", "@")))
    )


def for_site(text: str) -> Iterator[Span]:
    """The value given after a password's name and the site it opens."""
    for match in _FOR_SITE.finditer(text):
        value = match.group(1).rstrip(".,;")
        capitals = sum(c.isupper() for c in value[1:])
        if made_up(value) or (len(value) >= 10 and value.isalpha() and capitals >= 3):
            yield match.start(1), match.start(1) + len(value)  # not a word ("vergessen")


def sign_in_pairs(text: str) -> Iterator[Span]:
    """The password of a sign-in given "with a user and a password"."""
    for match in _SIGN_IN_WITH.finditer(text):
        if made_up(match.group(1)):
            value = match.group(1).rstrip(".,;")
            yield match.start(1), match.start(1) + len(value)


def word_phrases(text: str) -> Iterator[Span]:
    """Passphrases of four to eight plain words after a passphrase's (or a network's) name."""
    for match in _JOINED_PHRASE.finditer(text):
        if re.search(r"[,;]", match.group("between")):
            continue  # a clause about something else stands between
        quoted = match.group("quote") is not None
        if match.group("net") and not quoted and ":" not in match.group("join"):
            continue  # "the wifi at the cabin is slow and patchy": a remark, not a phrase
        span = _run(text, match.end(), quoted=quoted)
        if span is not None:
            yield span


def _run(text: str, start: int, *, quoted: bool) -> Span | None:
    """The run of plain lowercase words from ``start``: all the quotation's words when it is
    quoted, else those before the first word that is not one (a function word, a number)."""
    words: list[re.Match[str]] = []
    for token in re.finditer(r"\S+", text[start : start + 200]):
        bare = token.group().rstrip('.,;:!?)"\u201d\u201c\u00bb')
        closes = bare != token.group()
        if not _PLAIN_WORD.fullmatch(bare) or bare in FUNCTION_WORDS:
            if quoted:
                return None  # a quotation that holds more than plain words is no passphrase
            break
        words.append(token)
        if closes or len(words) > _MAX_WORDS:
            break
    if not _MIN_WORDS <= len(words) <= _MAX_WORDS:
        return None
    last = words[-1]
    end = start + last.start() + len(last.group().rstrip('.,;:!?)"\u201d\u201c\u00bb'))
    return start + words[0].start(), end
